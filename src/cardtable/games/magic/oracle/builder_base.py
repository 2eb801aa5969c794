"""What every template-family mixin of the Oracle builder may use from the builder itself
(``compiler._Build``): the targets read so far in the ability, the subject and rule of the
trigger being read, and ``_target`` to add a target. Declared once here, so each family mixin
(``families``, ``lands``, ``quantities``, …) needs no stubs of its own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Fungi": "Fungus", "Merfolk": "Merfolk",
                      "Oxen": "Ox", "Homunculi": "Homunculus", "Wolves": "Wolf",
                      "Sheep": "Sheep", "Plains": "Plains",  # a land type, one or many
                      "Zombies": "Zombie", "Faeries": "Faerie"}  # not "Zomby", "Faery"


class OracleCompileError(CardTableError, ValueError):
    """A sentence of Oracle text the compiler cannot read (the card stays unsupported)."""


def _singular(word: str) -> str:
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith("wolves"):  # Werewolves (not "Werewolve": it matched no creature)
        return word[:-3] + "f"
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


@dataclass(frozen=True, slots=True)
class _Noun:
    filter: m.Filter


@dataclass(frozen=True, slots=True)
class _Restriction:
    fields: dict[str, Any]


@dataclass(frozen=True, slots=True)
class _TokenHas:
    ability: Any
    plural: bool


class BuilderMixin(Transformer[Token, Any]):
    """The base of the builder's family mixins; ``compiler._Build`` supplies the real
    ``_target`` and ``card_noun``."""

    targets: list[m.TargetSpec]
    it_subject: str = ""
    trigger_rule: str = ""
    # what the trigger's event names for the effect's anaphora ("player": "that player" is
    # the event's player), whatever rule read it (trigger_events.trigger_binds)
    trigger_binds: frozenset[str] = frozenset()
    # the start rule the line is read from ("spell_line", "permanent_line", "mode_line", …):
    # "other" names the ability's source only in a permanent's ability (issue 29, filters)
    start_rule: str = ""
    # an activated ability that names ~ before its first "it" ("Remove a +1/+1 counter from ~:
    # It deals 1 damage …", "~ gains hexproof until end of turn. Tap it."): that "it" is the
    # source (CR 608.2h; other_verbs_9.self_before_it, h9-ev3)
    self_before_it: bool = False

    def _target(self, spec: m.TargetSpec) -> str:  # pragma: no cover - the builder's
        raise NotImplementedError

    def card_noun(self, *parts: Any) -> Any:  # pragma: no cover - the builder's
        raise NotImplementedError

    def it_ref(self) -> str:  # pragma: no cover - the builder's (filters_builder.py)
        raise NotImplementedError

    def n_cards(self, word: Token) -> int | m.Amount:  # pragma: no cover - the builder's
        raise NotImplementedError

    # shared with the family mixins (issue 29, QF): each declared once here, the real method
    # earlier in ``compiler._Build``'s bases
    def _token(self, count: m.Quantity, pt: Token, colors: Token, types: Token,
               *rest: Any) -> m.Effect:  # pragma: no cover - the builder's (effects_builder)
        raise NotImplementedError

    def that_player(self) -> str:  # pragma: no cover - the builder's (filters_builder)
        raise NotImplementedError

    def _noun(self, parts: tuple[Any, ...]) -> _Noun:  # pragma: no cover - filters_builder's
        raise NotImplementedError

    def clause_where(self, *parts: Any) -> list[m.Effect]:  # pragma: no cover - quantities'
        raise NotImplementedError
