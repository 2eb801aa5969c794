"""Words for the conditions of ``oracle/conditions_7.py`` (issue 29, round 7); read by
:func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.conditions_7 import (
    ATTACHED_FOLDED,
    ATTACHED_NOW,
    CAST_THIS_TURN,
    CAST_WAY,
    CONTROL_EXACTLY,
    CREATED_TOKEN,
    DIED_THIS_TURN,
    DIFFERENT_POWERS,
    ENTERED_THIS_TURN,
    HAD_COUNTERS,
    HAND_EXACTLY,
    IT_HAS_KEYWORD,
    ITS_POWER,
    LIFE_EXACTLY,
    MOST_COMMON_COLOR,
    ONE_ARTICLE,
    OPPONENT_LOST_AT_LEAST,
    OPPONENT_MONARCH,
    WAS_A,
    WAS_CAST,
)
from cardtable.games.magic.text.quantity_parts import kind_words
from cardtable.games.magic.text.words import (
    SELF_NAME,
    article,
    filter_phrase,
    number,
    with_article,
)

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
    if c.kind == CAST_WAY and not c.negate and c.zone == "escape":
        return "it escaped"  # CR 702.138c (round 8, EV1)
    if c.kind == CAST_WAY and c.negate and c.zone == "tribute":  # 702.104b (h8-kw)
        return "tribute wasn't paid"
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
    if c.kind == HAD_COUNTERS:
        return _had_text(c)
    if c.kind == IT_HAS_KEYWORD and not c.negate and c.filter is not None and c.filter.keywords:
        return f"it has {c.filter.keywords[0]}"
    if c.kind == MOST_COMMON_COLOR and not c.negate and c.zone in _COLOR_WORDS:
        return (f"{_COLOR_WORDS[c.zone]} is the most common color among all permanents or is "
                "tied for most common")
    if c.kind == OPPONENT_MONARCH and not c.negate:
        return "an opponent is the monarch"
    if c.kind == CREATED_TOKEN and not c.negate:
        return "you created a token this turn"
    if c.kind == ENTERED_THIS_TURN and not c.negate:
        return f"{SELF_NAME if c.ref == 'self' else 'it'} entered the battlefield this turn"
    if c.kind == ITS_POWER and not c.negate:
        tense, _bar, side = c.state.partition("|")
        return f"its power {tense} {c.amount} or {side}"
    if c.kind == WAS_CAST and not c.negate:
        return "you cast it"
    if c.kind == CAST_THIS_TURN and c.negate and c.ref == "that_player" and c.amount == 1:
        spell = "a spell" if c.state == "spell" else f"{with_article(c.state)} spell"
        return f"that player didn't cast {spell} this turn"
    if c.kind == DIED_THIS_TURN and isinstance(c.amount, int):
        if c.negate:
            return "no creatures died this turn" if c.amount == 1 and not c.ref else None
        if c.ref == "you":
            return "a creature died under your control this turn" if c.amount == 1 else None
        return f"{number(c.amount)} or more creatures died this turn" if c.amount > 1 else None
    if c.kind == OPPONENT_LOST_AT_LEAST and not c.negate:
        who = {"": "an opponent", "player": "a player", "you": "you"}.get(c.ref)
        return f"{who} lost {c.amount} or more life this turn" if who else None
    if c.kind == CAST_THIS_TURN and not c.negate and isinstance(c.amount, int):
        if c.amount == 1:
            return f"you've cast {with_article(c.state)} spell this turn"
        return f"you've cast {number(c.amount)} or more {c.state} spells this turn"
    if c.kind == WAS_A and not c.negate and c.filter is not None and c.state == "card":
        return f"it was {with_article(filter_phrase(c.filter, zone='graveyard'))}"
    if c.kind == WAS_A and not c.negate and c.filter is not None and len(c.filter.subtypes) == 1:
        return f"it was {with_article(c.filter.subtypes[0])}"
    return None


def _had_text(c: Condition) -> str | None:
    """"it had counters on it", "that creature had a +1/+1 counter on it", "it had two or more
    +1/+1 counters on it", "it had no time counters on it"."""
    subject, _bar, wording = c.state.partition("|")
    if subject not in ("it", "that creature") or not isinstance(c.amount, int):
        return None
    if c.negate:
        return f"{subject} had no {c.counter} counters on it" if c.counter and \
            c.amount == 1 else None
    if not c.counter:
        many = "one or more counters" if wording == "one_or_more" else "counters"
        return f"{subject} had {many} on it" if c.amount == 1 else None
    if c.amount == 1:
        return f"{subject} had {article(c.counter)} {c.counter} counter on it"
    return f"{subject} had {number(c.amount)} or more {c.counter} counters on it"

