"""Trigger events, ninth wave (issue 29, h9-TRG): the words back of
``oracle/trigger_events_9.py``. ``text.triggers.trigger_text`` and ``text.trigger_pairs`` ask
here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from cardtable.games.magic.model import Trigger, TriggeredAbility
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.text.words import SELF_NAME, filter_phrase, with_article

_ONE_OR_MORE = "one_or_more"
_SPELL_OWNERS = {"each": "", "opponent": " an opponent controls", "you": " you control"}
_GAINERS = {"opponent": "an opponent", "each": "a player"}
_BLOCK_VERBS = {"blocks_creature": "blocks", "blocked_by": "becomes blocked by"}


def trigger_9_text(t: Trigger) -> str | None:
    """"Whenever ~ blocks / becomes blocked by one or more NOUNS" (CR 509.1, 603.2c),
    "Whenever an opponent / a player gains life" (119.3), or ``None`` for another event."""
    if t.event == "becomes_target_spell" and t.rider == "instant_or_sorcery" and \
            t.whose in _SPELL_OWNERS and t.subject in ("self", "filter"):  # CR 115.1
        subject = SELF_NAME if t.subject == "self" else with_article(
            filter_phrase(t.filter or Filter()))
        return (f"Whenever {subject} becomes the target of an instant or sorcery spell"
                f"{_SPELL_OWNERS[t.whose]}")
    if t.event == "gain_life" and t.whose in _GAINERS:  # CR 119.3
        return f"Whenever {_GAINERS[t.whose]} gains life"
    if t.wording == _ONE_OR_MORE and t.subject == "self" and t.event in _BLOCK_VERBS:
        noun = filter_phrase(t.filter or Filter(), many=True)
        return f"Whenever {SELF_NAME} {_BLOCK_VERBS[t.event]} one or more {noun}"
    return None


def blocks_many_pair_line(abilities: Sequence[object], index: int,
                          ability_text: Callable[[TriggeredAbility], str],
                          trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """``(line, 2)`` for "Whenever ~ blocks or becomes blocked by one or more NOUNS, …": the
    two abilities of one printed line, else ``None``."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger.wording == b.trigger.wording == _ONE_OR_MORE
            and a.trigger.event == "blocks_creature" and b.trigger.event == "blocked_by"
            and a.trigger.subject == b.trigger.subject == "self"
            and replace(a, trigger=b.trigger) == b):
        return None
    text, head = ability_text(b), trigger_text(b.trigger)
    if not text.startswith(head):
        return None
    noun = filter_phrase(a.trigger.filter or Filter(), many=True)
    return f"Whenever {SELF_NAME} blocks or becomes blocked by one or more {noun}" + \
        text[len(head):], 2
