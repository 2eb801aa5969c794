"""Text-changing effects: layer 3 (CR 612, 613.1c).

A resolved "change the text of target spell or permanent by replacing all instances of one
color word with another" (Sleight of Mind, Magical Hack, Mind Bend, Artificial Evolution,
Crystal Spray, …) is a continuous effect in layer 3 with ``text_from``/``text_to``
(:class:`~cardtable.games.magic.model.ContinuousEffect`). Applied in timestamp order
(613.7) before types, colours and abilities (layers 4–6), it rewrites:

* the object's abilities as printed or copied — every colour word of a filter ("target
  nonblack creature", protection from black, a white Soldier token), every basic land type
  (Swampwalk → Islandwalk, "for each Forest you control") and every creature type ("Goblins
  you control get +1/+1", a Goblin token's type and name, 612.2a);
* its type line's land and creature types (612.1: "and/or the text in its type line"): a
  Swamp changed to an Island is an Island and taps for {U} (305.6 after layer 4).

It does not change (612.2, 612.3): a name (``Filter.name``, the card's name), a mana symbol
({B} in a cost or "Add {B}" — symbols, not words), the object's colour (from its mana cost
or colour indicator, not from its text), or abilities another effect grants (layer 6 comes
after layer 3, so they are never rewritten).

:func:`text_words` lists the words of each kind an ability model uses: what a text change
may replace (the choice offered as it resolves, :mod:`.abilities.text_handlers`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.model import (
    Ability,
    ActivatedAbility,
    AddMana,
    Cost,
    Keyword,
    TokenSpec,
)

if TYPE_CHECKING:
    from cardtable.games.magic.layers import Chars

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
WORD_OF_COLOR = {letter: word for word, letter in COLOR_WORDS.items()}
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_BASIC_SYMBOL = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}",
                 "Forest": "{G}"}
_COLOR_FIELDS = frozenset({"colors", "not_colors", "set_colors", "add_colors"})
_SUBTYPE_FIELDS = frozenset({"subtypes", "not_subtypes", "set_subtypes", "add_subtypes"})
_WALK = "walk"


def word_kind(word: str) -> str:
    """``"color"``, ``"land"`` (a basic land type) or ``"creature"`` (a creature type)."""
    if word.lower() in COLOR_WORDS:
        return "color"
    if word in BASIC_LAND_TYPES:
        return "land"
    return "creature"


def _is_creature_type(subtype: str) -> bool:
    from cardtable.games.magic.layers import EVERY_CREATURE_TYPE, LAND_TYPES, NONCREATURE_SUBTYPES

    return (subtype not in NONCREATURE_SUBTYPES and subtype not in LAND_TYPES
            and subtype != EVERY_CREATURE_TYPE)


# -- the words an ability model uses -------------------------------------------------------


def text_words(abilities: Iterable[Ability], subtypes: Iterable[str] = ()) -> dict[str, set[str]]:
    """The colour words, basic land types and creature types that the abilities (and the type
    line's ``subtypes``) use as such: ``{"color": {"black"}, "land": {"Swamp"}, "creature":
    {"Goblin"}}`` — what a text change can replace (612.2)."""
    found: dict[str, set[str]] = {"color": set(), "land": set(), "creature": set()}
    for subtype in subtypes:
        _note_subtype(found, subtype)
    for ability in abilities:
        _walk(ability, found)
    return found


def _note_subtype(found: dict[str, set[str]], subtype: str) -> None:
    if subtype in BASIC_LAND_TYPES:
        found["land"].add(subtype)
    elif _is_creature_type(subtype):
        found["creature"].add(subtype)


def _walk(value: Any, found: dict[str, set[str]]) -> None:
    if isinstance(value, tuple):
        for item in value:
            _walk(item, found)
        return
    if not is_dataclass(value) or isinstance(value, type):
        return
    if isinstance(value, Keyword) and value.name.lower().endswith(_WALK):
        land = value.name[:-len(_WALK)].capitalize()
        if land in BASIC_LAND_TYPES:
            found["land"].add(land)
    for f in fields(value):
        item = getattr(value, f.name)
        if f.name in _COLOR_FIELDS and isinstance(item, tuple):
            found["color"].update(WORD_OF_COLOR[x] for x in item if x in WORD_OF_COLOR)
        elif f.name in _SUBTYPE_FIELDS and isinstance(item, tuple):
            for subtype in item:
                _note_subtype(found, subtype)
        elif isinstance(item, tuple) or is_dataclass(item):
            _walk(item, found)


# -- rewriting ------------------------------------------------------------------------------


_CACHE: dict[tuple[int, str, str], tuple[Ability, Ability]] = {}


def rewrite_ability(ability: Ability, old: str, new: str) -> Ability:
    """``ability`` with every instance of ``old`` used as its kind of word replaced by
    ``new`` (612.2); the same object when nothing changes."""
    key = (id(ability), old, new)
    cached = _CACHE.get(key)
    if cached is not None and cached[0] is ability:
        return cached[1]
    result: Ability = _rewrite(ability, word_kind(old), old, new)
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[key] = (ability, result)
    return result


def _swap(items: tuple[str, ...], old: str, new: str) -> tuple[str, ...]:
    if old not in items:
        return items
    out: list[str] = []
    for item in items:
        value = new if item == old else item
        if value not in out:
            out.append(value)
    return tuple(out)


def _rewrite(value: Any, kind: str, old: str, new: str) -> Any:
    if isinstance(value, tuple):
        items = tuple(_rewrite(item, kind, old, new) for item in value)
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    if not is_dataclass(value) or isinstance(value, type):
        return value
    changes: dict[str, Any] = {}
    for f in fields(value):
        item = getattr(value, f.name)
        if f.name in _COLOR_FIELDS and isinstance(item, tuple):
            if kind == "color":
                swapped = _swap(item, COLOR_WORDS[old.lower()], COLOR_WORDS[new.lower()])
                if swapped is not item:
                    changes[f.name] = swapped
        elif f.name in _SUBTYPE_FIELDS and isinstance(item, tuple):
            if kind != "color":
                swapped = _swap(item, old, new)
                if swapped is not item:
                    changes[f.name] = swapped
        elif isinstance(item, tuple) or is_dataclass(item):
            changed = _rewrite(item, kind, old, new)
            if changed is not item:
                changes[f.name] = changed
    if isinstance(value, Keyword):
        if kind == "land" and value.name.lower() == old.lower() + _WALK:
            changes["name"] = new.lower() + _WALK  # Swampwalk → Islandwalk (702.14)
        if kind == "color" and value.text and old.lower() in value.text.split():
            changes["text"] = " ".join(new.lower() if w == old.lower() else w
                                       for w in value.text.split())
    if isinstance(value, TokenSpec) and kind == "creature" and value.name == old:
        changes["name"] = new  # a token named by its creature type (612.2a)
    return replace(value, **changes) if changes else value


def apply_text_change(c: Chars, old: str, new: str) -> None:
    """Layer 3 on one object's characteristics (613.1c): its abilities and type line."""
    from cardtable.games.magic.model.vocabulary import keyword_name

    if not old or not new or old == new:
        return
    kind = word_kind(old)
    abilities = tuple(rewrite_ability(a, old, new) for a in c.abilities)
    if kind != "color" and old in c.subtypes:
        c.subtypes = (c.subtypes - {old}) | {new}
        if kind == "land" and "Land" in c.types:
            # the basic land type's intrinsic "{T}: Add [mana]" goes with the word (305.6);
            # the new type's comes back after layer 4 (layers._intrinsic_mana)
            intrinsic = ActivatedAbility(cost=Cost(tap=True),
                                         effects=(AddMana(_BASIC_SYMBOL[old]),))
            abilities = tuple(a for a in abilities if a != intrinsic)
    if abilities != c.abilities:
        before = frozenset(keyword_name(a.name) for a in c.abilities if isinstance(a, Keyword))
        after = frozenset(keyword_name(a.name) for a in abilities if isinstance(a, Keyword))
        c.abilities = abilities
        c.keywords = (c.keywords - before) | after
