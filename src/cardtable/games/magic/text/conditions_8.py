"""Words for the conditions of ``oracle/conditions_8.py`` (issue 29, round 8); read by
:func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.conditions_8 import (
    DEALT_DAMAGE,
    HAD_ENTER,
    ITS,
    MANA_SPENT,
    PLAYER_HAS,
    SELF_COUNTERS,
    YOUR_COMMANDER,
)
from cardtable.games.magic.text.words import SELF_NAME, article, filter_phrase, number, with_article

_PLAYER_WORDS = {"that_player": "that player", "defending": "defending player",
                 "opponent": "an opponent", "player": "a player", "each_player": "each player"}
_DAMAGED_WORDS = {"opponent": "an opponent", "you": "you", "self": SELF_NAME}
_HAD_WORDS = {"you": ("you", "your"), "opponent": ("an opponent", "their"),
              "that_player": ("that player", "their")}
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def conditions_8_text(c: Condition) -> str | None:
    """The words of these conditions, or ``None`` for any other."""
    if c.kind == "ref_matches" and c.state == ITS and c.filter is not None and not c.negate:
        return f"it's {its_kind(c.filter)}"
    if c.kind == PLAYER_HAS and not c.negate and isinstance(c.amount, int) and \
            c.ref in _PLAYER_WORDS:
        what, _bar, side = c.state.partition("|")
        if what == "hand":
            return f"{_PLAYER_WORDS[c.ref]} has {number(c.amount)} or {side} cards in hand"
        return f"{_PLAYER_WORDS[c.ref]} has {c.amount} or {side} life"
    if c.kind == SELF_COUNTERS and "|" in c.state and isinstance(c.amount, int):
        return _self_counters_text(c, c.amount)
    if c.kind == DEALT_DAMAGE and not c.negate and c.ref in _DAMAGED_WORDS:
        return f"{_DAMAGED_WORDS[c.ref]} {c.state} dealt damage this turn"
    if c.kind == HAD_ENTER and not c.negate and c.filter is not None and c.ref in _HAD_WORDS:
        who, whose = _HAD_WORDS[c.ref]
        noun = filter_phrase(c.filter)
        which = f"another {noun}" if c.state == "another" else with_article(noun)
        return f"{who} had {which} enter under {whose} control this turn"
    if c.kind == YOUR_COMMANDER:
        return "you don't control your commander" if c.negate else "you control your commander"
    if c.kind == MANA_SPENT and c.ref in ("it", "this spell", "that spell"):
        if not c.negate and c.zone in ("W", "U", "B", "R", "G", "C"):
            return f"{{{c.zone}}} was spent to cast {c.ref}"
        if c.negate and c.zone in ("", "colored"):
            colored = "colored " if c.zone else ""
            return f"no {colored}mana was spent to cast {c.ref}"
    return None


def its_kind(f: Filter) -> str:
    """"a Vampire", "an artifact creature", "legendary", "white", "tapped", "blocking": a
    noun with its article, or the adjectives alone when the filter names no type."""
    if f.types or f.subtypes:
        return with_article(filter_phrase(f))
    words: list[str] = []
    if f.tapped is not None:
        words.append("tapped" if f.tapped else "untapped")
    if f.blocking:
        words.append("blocking")
    if f.attacking:
        words.append("attacking")
    words += [s.lower() for s in f.supertypes]
    words += [_COLOR_WORDS[c] for c in f.colors]
    if not words or f != replace(Filter(), tapped=f.tapped, blocking=f.blocking,
                                 attacking=f.attacking, supertypes=f.supertypes,
                                 colors=f.colors):
        return with_article(filter_phrase(f))
    return " or ".join(words)



def _self_counters_text(c: Condition, n: int) -> str | None:
    """"~ has a charge counter on it", "it has no depletion counters on it", "~ has twenty or
    more growth counters on it", "~ has fewer than three +1/+1 counters on it", "~ doesn't have
    a +1/+1 counter on it"."""
    said, _bar, how = c.state.partition("|")
    subject = SELF_NAME if said == "~" else "it"
    kind = c.counter
    wording = {(False, "a"): f"has {article(kind)} {kind} counter",
               (True, "no"): f"has no {kind} counters",
               (False, "one_or_more"): f"has one or more {kind} counters",
               (True, "fewer"): f"has fewer than {number(n)} {kind} counters",
               (False, "or_more"): f"has {number(n)} or more {kind} counters",
               (True, "doesnt"): f"doesn't have {article(kind)} {kind} counter"}.get(
                   (c.negate, how))
    if wording is None or (how in ("a", "no", "one_or_more", "doesnt") and n != 1):
        return None
    return f"{subject} {wording} on it"
