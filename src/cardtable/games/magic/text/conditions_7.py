"""Words for the conditions of ``oracle/conditions_7.py`` (issue 29, round 7); read by
:func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.conditions_7 import ATTACHED_FOLDED, ATTACHED_NOW, ONE_ARTICLE
from cardtable.games.magic.text.quantity_parts import kind_words
from cardtable.games.magic.text.words import with_article

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
ATTACHED_NOUNS = {"enchanted_creature": "enchanted creature",
                  "enchanted_permanent": "enchanted permanent"}


def conditions_7_text(c: Condition) -> str | None:
    """The words of these conditions, or ``None`` for any other."""
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


def attached_it_words(condition: Condition | None, body: str) -> str:
    """"if enchanted permanent is tapped, untap it": after a condition about the enchanted
    object, Oracle calls that object "it" (``oracle.conditions_7.attached_antecedent``)."""
    if condition is None or condition.kind != ATTACHED_NOW:
        return body
    for noun in (" enchanted creature", " enchanted permanent"):
        if noun in body:
            return body.replace(noun, " it", 1)
    return body
