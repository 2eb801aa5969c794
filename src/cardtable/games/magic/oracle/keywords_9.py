"""Parse tree → model values for issue 29's named keyword mechanics, ninth wave (helper h9-kw;
grammar block "issue 29 (h9-kw)"):

* "Protection from QUALITY[, from QUALITY…]" and "Hexproof from QUALITY…" (CR 702.16a, 702.16g,
  702.11d) for every quality the block reads: a colour, a card type ("instants",
  "sorceries", "artifacts"), a subtype ("Demons"), "monocolored", "snow", "legendary
  creatures", "SUBTYPE creatures" ("God creatures"), "non-SUBTYPE creatures", "mana value N or
  greater". A list of one kind is one filter (any of them, 702.16g); a quality of several parts
  is read conjunctively (``model.qualities_9``; protection_qualities.py plays it).
* "Equip [quality] [cost]" (CR 702.6c): "Equip Knight {1}", "Equip legendary creature {3}",
  "Equip creature token {1}" — the keyword's ``filter`` restricts the creature attached to.
* "Cumulative upkeep {G} or {W}" (CR 702.24a): for each age counter, {G} or {W} — any mix, the
  hybrid symbol {G/W} once per counter (``Keyword.text`` :data:`OR_COST` keeps the words).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.qualities_9 import HEXPROOF_FROM, OR_COST, QUALITIES
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _singular
from cardtable.games.magic.oracle.families import FamilyError

_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_SINGULAR = {"sorceries": "Sorcery"}
#: the parts a plain protection filter has: one of them alone keeps the older disjunctive
#: reading (targets._protected_from), which is the same for a single part
_PLAIN_PARTS = ("colors", "types", "subtypes")


def _merged(qualities: tuple[m.Filter, ...]) -> m.Filter:
    """One filter for a list of qualities of one kind ("from Vampires, from Werewolves, and
    from Zombies": any of them, 702.16g); a mixed list is not one quality."""
    first = qualities[0]
    if len(qualities) == 1:
        return first
    set_parts = {f.name for f in fields(m.Filter) if getattr(first, f.name) != getattr(
        m.Filter(), f.name)}
    if len(set_parts) != 1 or not set_parts <= set(_PLAIN_PARTS):
        raise FamilyError("a list of qualities of several kinds")
    part = next(iter(set_parts))
    values: tuple[str, ...] = ()
    for quality in qualities:
        if {f.name for f in fields(m.Filter) if getattr(quality, f.name) != getattr(
                m.Filter(), f.name)} != set_parts:
            raise FamilyError("a list of qualities of several kinds")
        values += getattr(quality, part)
    if part == "colors":
        return replace(first, colors=values)
    if part == "types":
        return replace(first, types=values)
    return replace(first, subtypes=values)


def _is_plain(flt: m.Filter) -> bool:
    used = [f.name for f in fields(m.Filter) if getattr(flt, f.name) != getattr(
        m.Filter(), f.name)]
    return len(used) == 1 and used[0] in _PLAIN_PARTS


@v_args(inline=True)
class KeywordFamilies9(BuilderMixin):
    @staticmethod
    def kw9_protection(*parts: m.Filter | Token) -> m.Keyword:
        """"Protection from QUALITY…" (702.16a); a plain one (colours, card types or
        subtypes) keeps the older keyword's reading."""
        flt = _merged(tuple(p for p in parts if isinstance(p, m.Filter)))
        return m.Keyword(name="protection", filter=flt,
                         text="" if _is_plain(flt) else QUALITIES)

    @staticmethod
    def kw9_hexproof_from(*parts: m.Filter | Token) -> m.Keyword:
        """"Hexproof from QUALITY…" (702.11d)."""
        return m.Keyword(name=HEXPROOF_FROM, text=QUALITIES,
                         filter=_merged(tuple(p for p in parts if isinstance(p, m.Filter))))

    @staticmethod
    def kw9_q_color(color: Token) -> m.Filter:
        return m.Filter(colors=(_COLOR_CODES[str(color).lower()],))

    @staticmethod
    def kw9_q_types(types: Token) -> m.Filter:
        word = str(types).lower()
        if word == "permanents":
            raise FamilyError("'permanents' is not a card type")
        return m.Filter(types=(_TYPE_SINGULAR.get(word, word[:-1].capitalize()),))

    @staticmethod
    def kw9_q_subtypes(kind: Token) -> m.Filter:
        return m.Filter(subtypes=(_singular(str(kind)),))

    @staticmethod
    def kw9_q_monocolored() -> m.Filter:
        return m.Filter(multicolored=False, colorless=False)

    @staticmethod
    def kw9_q_snow() -> m.Filter:
        return m.Filter(supertypes=("Snow",))

    @staticmethod
    def kw9_q_legendary_creatures() -> m.Filter:
        return m.Filter(types=("Creature",), supertypes=("Legendary",))

    @staticmethod
    def kw9_q_subtype_creatures(kind: Token) -> m.Filter:
        return m.Filter(types=("Creature",), subtypes=(str(kind),))

    @staticmethod
    def kw9_q_non_subtype_creatures(kind: Token) -> m.Filter:
        return m.Filter(types=("Creature",), not_subtypes=(str(kind),))

    @staticmethod
    def kw9_q_mana_value_min(n: Token) -> m.Filter:
        return m.Filter(mana_value_min=int(str(n)))

    @staticmethod
    def kw9_cumulative_upkeep_or(first: Token, second: Token) -> m.Keyword:
        """"Cumulative upkeep {G} or {W}" (702.24a): one coloured symbol or the other for each
        age counter, the hybrid {G/W} once per counter."""
        a, b = str(first).strip("{}"), str(second).strip("{}")
        colours = "WUBRG"
        if a == b or a not in colours or b not in colours:
            raise FamilyError("'X or Y' of two different coloured symbols")
        return m.Keyword(name="cumulative_upkeep", cost=m.Cost(mana=f"{{{a}/{b}}}"), text=OR_COST)

    @staticmethod
    def kw9_q_same_plural(kind: Token) -> m.Filter:
        """"from Kavu", "from Arcane": a subtype whose plural is itself."""
        return m.Filter(subtypes=(str(kind),))

    @staticmethod
    def kw9_equip_quality(noun: Any, mana: str) -> m.Keyword:
        """"Equip Knight {1}" (702.6c): attach only to a creature of that quality you control
        (layers' equip ability reads ``filter``); "Equip planeswalker" (702.6e) is not one."""
        flt = noun.filter
        if flt.types not in ((), ("Creature",)) or flt.controller not in ("any", "you"):
            raise FamilyError("equip of something other than a creature you control")
        return m.Keyword(name="equip", cost=m.Cost(mana=str(mana)), filter=flt)

    @staticmethod
    def kw9_reinforce_x(mana: str) -> m.Keyword:
        """"Reinforce X—{X}{G}{G}" (702.77a): X is the X paid (``text`` "X")."""
        if "{X}" not in str(mana):
            raise FamilyError("reinforce X without {X} in its cost")
        return m.Keyword(name="reinforce", cost=m.Cost(mana=str(mana)), text="X")
