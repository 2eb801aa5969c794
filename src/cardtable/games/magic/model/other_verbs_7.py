"""Effects of the ability model for the other effect verbs of issue 29 (helper h7-ev3): adapt
(CR 701.46) and removing a creature from combat (CR 506.4). Frozen dataclasses with a KIND,
re-exported by :mod:`.effects` and :mod:`.model`; the handlers are
:mod:`cardtable.games.magic.effects.other_verbs_7`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, Quantity, Ref


@dataclass(frozen=True, slots=True)
class Adapt:
    """"Adapt N" (CR 701.46a): if the permanent has no +1/+1 counters on it, put N +1/+1
    counters on it; with any, nothing happens (701.46b: it may still be activated)."""

    KIND: ClassVar[str] = "adapt"
    amount: Quantity
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class RemoveFromCombat:
    """"remove it from combat" (CR 506.4): the creature stops being an attacking, blocking,
    blocked or unblocked creature; it stays on the battlefield (506.4a: an attacker removed
    from combat deals and is dealt no combat damage)."""

    KIND: ClassVar[str] = "remove_from_combat"
    what: Ref


# -- "Add N mana in any combination of colors" / "… of {R} and/or {G}" (CR 106.1a) -------------
# AddMana(choices=(COMBINATION,) or (COMBINATION, "{R}", "{G}"), amount=N): each of the N mana
# is a colour of its own choosing. A mana ability (605.1a) is activated with the whole
# combination chosen at once (one Activate per combination, ``"WU"``), so it must be listable.

COMBINATION = "combination"
COMBINATION_COLORS = ("W", "U", "B", "R", "G")
MAX_COMBINATIONS = 35  # three mana of five colours; more would flood the priority options


def combination_colors(choices: tuple[str, ...]) -> tuple[str, ...]:
    """The colours a combination draws from (every colour unless the choices name some)."""
    named = tuple(c.strip("{}") for c in choices[1:])
    return named or COMBINATION_COLORS


def combination_options(choices: tuple[str, ...], amount: object) -> tuple[str, ...] | None:
    """Every combination of ``amount`` mana of the combination's colours, each a string of
    colour letters in WUBRG order ("WU", "RRG"); ``None`` when the amount is not printed or
    there are more than :data:`MAX_COMBINATIONS`."""
    if not isinstance(amount, int) or amount < 1:
        return None
    colors = combination_colors(choices)
    out: list[str] = [""]
    for _ in range(amount):
        out = [s + c for s in out for c in colors if not s or colors.index(c) >= colors.index(
            s[-1])]
        if len(out) > MAX_COMBINATIONS:
            return None
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ChangeTarget:
    """"Change the target of target spell with a single target." (CR 115.7a): the spell or
    ability ``what`` names gets another target legal for it, if there is one (the change is
    not optional; with no other legal target it keeps its target)."""

    KIND: ClassVar[str] = "change_target"
    what: Ref
