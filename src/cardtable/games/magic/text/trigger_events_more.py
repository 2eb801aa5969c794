"""The words of the trigger events of ``oracle/trigger_events_more.py`` (CR 603.2);
``trigger_text`` asks here first, ``None`` leaves the event to the other renderers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from cardtable.games.magic.model import Trigger, TriggeredAbility
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.text.words import SELF_NAME, filter_phrase, with_article

_SECOND_DRAWERS = {"you": "you draw your", "opponent": "an opponent draws their",
                   "each": "a player draws their"}


_CASTERS = {"you": "you cast", "opponent": "an opponent casts", "each": "a player casts"}


_DAMAGED = {"you": "you're", "opponent": "an opponent is", "each": "a player is"}


_GRAVEYARDS = {"each": "a", "you": "your", "opponent": "an opponent's"}


_SPELL_OWNERS = {"each": "", "opponent": " an opponent controls", "you": " you control"}


def more_trigger_text(t: Trigger) -> str | None:
    if t.event == "cards_leave_graveyard" and t.filter is not None:
        cards = filter_phrase(t.filter, many=True, zone="graveyard")
        return f"Whenever one or more {cards} leave your graveyard"
    if t.event == "enters_untapped" and t.subject == "self":
        return f"When {SELF_NAME} enters untapped"
    if t.event == "becomes_target_spell" and t.whose in _SPELL_OWNERS:
        subject = SELF_NAME if t.subject == "self" else {
            "enchanted": "enchanted creature", "equipped": "equipped creature"}.get(
            t.subject) or with_article(filter_phrase(t.filter or Filter()))
        word = "When" if t.wording == "when" else "Whenever"
        return f"{word} {subject} becomes the target of a spell{_SPELL_OWNERS[t.whose]}"
    if t.event == "gain_life_first" and t.whose == "you":
        return "Whenever you gain life for the first time each turn"
    if t.event == "card_to_graveyard" and t.filter is not None and t.whose in _GRAVEYARDS:
        card = with_article(filter_phrase(t.filter, zone="graveyard"))
        return f"Whenever {card} is put into {_GRAVEYARDS[t.whose]} graveyard from anywhere"
    if t.event == "player_dealt_damage" and t.whose in _DAMAGED:
        return f"Whenever {_DAMAGED[t.whose]} dealt damage"
    if t.event == "cast_kicked" and t.whose in _CASTERS:
        return f"Whenever {_CASTERS[t.whose]} a kicked spell"
    if t.event == "draw_second" and t.whose in _SECOND_DRAWERS:
        return f"Whenever {_SECOND_DRAWERS[t.whose]} second card each turn"
    return None


def cycle_or_dies_line(abilities: Sequence[object], index: int, text: Callable[[object], str],
                       head: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """"When you cycle ~ or it dies, …": the two abilities at ``index`` (a "cycle" and a
    "dies" trigger with the same effects) as Oracle's one line; ``text`` renders an ability,
    ``head`` a trigger."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)
            and a.trigger == Trigger("cycle") and b.trigger == Trigger("dies")
            and replace(a, trigger=b.trigger) == b and a.intervening_if is None):
        return None
    words, start = text(a), head(a.trigger)
    if not words.startswith(start):
        return None
    return f"When you cycle {SELF_NAME} or it dies" + words[len(start):], 2
