"""Words for the conditions of ``oracle/conditions_7.py`` (issue 29, round 7); read by
:func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.conditions_7 import (
    ATTACHED_FOLDED,
    ATTACHED_NOW,
    CAST_WAY,
    CONTROL_EXACTLY,
    DIFFERENT_POWERS,
    HAND_EXACTLY,
    LIFE_EXACTLY,
    ONE_ARTICLE,
)
from cardtable.games.magic.text.quantity_parts import kind_words
from cardtable.games.magic.text.words import SELF_NAME, filter_phrase, number, with_article

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
ATTACHED_NOUNS = {"enchanted_creature": "enchanted creature",
                  "enchanted_permanent": "enchanted permanent"}


def conditions_7_text(c: Condition) -> str | None:
    """The words of these conditions, or ``None`` for any other."""
    words = _counts_text(c)
    if words is not None:
        return words
    if c.kind not in (ATTACHED_FOLDED, ATTACHED_NOW) or c.negate or c.filter is None or \
            c.ref not in ATTACHED_NOUNS:
        return None
    kind = _attached_kind(c.filter, c.state)
    return None if kind is None else f"{ATTACHED_NOUNS[c.ref]} is {kind}"


def _attached_kind(f: Filter, state: str) -> str | None:
    """"tapped", "black", "red or green", "a creature", "a Wolf or Werewolf", "a Human"."""
    if f.tapped is not None:
        return "tapped" if f.tapped else "untapped"
    if f.colors:
        return " or ".join(_COLOR_WORDS[c] for c in f.colors)
    if f.types:
        return with_article(f.types[0].lower())
    if state == ONE_ARTICLE and len(f.subtypes) == 2:
        return f"{with_article(f.subtypes[0])} or {f.subtypes[1]}"
    if f.subtypes or f.supertypes:
        return kind_words(f)
    return None


def _counts_text(c: Condition) -> str | None:
    """How ~ was cast, coven, the exact counts and "~ is in your graveyard"."""
    if c.kind == CAST_WAY and not c.negate:
        return f"its {c.zone} cost was paid"
    if c.kind == "kicked" and c.negate and c.ref in ("self", "it"):
        return f"{SELF_NAME if c.ref == 'self' else 'it'} wasn't kicked"
    if c.kind == DIFFERENT_POWERS and not c.negate and isinstance(c.amount, int):
        return f"you control {number(c.amount)} or more creatures with different powers"
    if c.kind == LIFE_EXACTLY and not c.negate:
        return f"you have exactly {c.state} life"
    if c.kind == HAND_EXACTLY and not c.negate:
        return f"you have exactly {c.state} cards in {c.zone}"
    if c.kind == CONTROL_EXACTLY and not c.negate and c.filter is not None and c.amount == 1:
        return f"you control exactly one {filter_phrase(c.filter)}"
    if c.kind == "self_in_zones" and c.zone == "graveyard" and not c.negate:
        return f"{SELF_NAME} is in your graveyard"
    return None

