"""The words of the eighth wave's trigger events (issue 29, h8-trg;
``oracle/trigger_events_8.py``). ``trigger_text`` asks here first; ``None`` leaves the event
to it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import (
    CounterObject,
    Filter,
    ShuffleIntoLibrary,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.text.words import filter_phrase, with_article

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context

SELF_TO_GRAVEYARD = "self_to_graveyard"  # oracle.trigger_events_8.SELF_TO_GRAVEYARD
EACH_COMBAT = "each_combat"  # oracle.trigger_events_8.EACH_COMBAT (the text cannot import upward)
FIRST_EACH_TURN = "first_each_turn"  # oracle.trigger_events_8.FIRST_EACH_TURN
_OWNED_STEPS = {"upkeep": "upkeep", "end_step": "end step", "draw_step": "draw step"}


def trigger_8_text(t: Trigger) -> str | None:
    """"At the beginning of each combat" (CR 507.1), ``None`` for any other trigger."""
    if t.event == "beginning_of_combat" and t.wording == EACH_COMBAT:
        return "At the beginning of each combat"
    if t.event == "put_into_graveyard" and t.subject == "self" and t.filter is not None \
            and t.filter.owner == "you":  # CR 404.1
        return "When ~ is put into your graveyard from the battlefield"
    if t.event in ("cycles", "cycles_first") and t.filter == Filter(other=True) and \
            t.whose == "you":  # CR 702.29
        first = " for the first time each turn" if t.event == "cycles_first" else ""
        return f"Whenever you cycle another card{first}"
    if t.event == "becomes_target" and t.subject == "self" and t.whose == "each" and \
            t.wording == FIRST_EACH_TURN:  # CR 115.1
        return ("Whenever ~ becomes the target of a spell or ability for the first time each "
                "turn")
    if t.whose == "enchanted_controller" and t.event in _OWNED_STEPS:  # CR 303.4
        f = t.filter
        kind = "creature" if f is None else (f.types[0].lower() if f.types else "permanent")
        return f"At the beginning of the {_OWNED_STEPS[t.event]} of enchanted {kind}'s controller"
    if t.event == "discarded_by_opponent":  # CR 701.9
        what = "~" if t.subject == "self" else "a card"
        word = "When" if t.subject == "self" else "Whenever"
        return f"{word} a spell or ability an opponent controls causes you to discard {what}"
    if t.event == "sacrifice" and t.whose == "you" and t.filter == Filter(token=True):
        return "Whenever you sacrifice a token"  # CR 701.17a, 111.1
    if t.event == "explores":  # CR 701.40b
        who = "~" if t.subject == "self" else with_article(filter_phrase(t.filter or Filter()))
        return f"Whenever {who} explores"
    if t.event == "dungeon_completed" and t.whose == "you":  # CR 309.7
        return "Whenever you complete a dungeon"
    if t.event == "crews" and t.subject == "self":  # CR 702.122
        return "Whenever ~ crews a Vehicle"
    if t.event == "becomes_crewed" and t.subject == "self":
        return "Whenever ~ becomes crewed"
    if t.event == "phases_in" and t.subject == "self":  # CR 702.26a
        return "Whenever ~ phases in"
    if t.event == SELF_TO_GRAVEYARD:  # CR 603.6c: never a leaves-the-battlefield ability
        return "When ~ is put into a graveyard from anywhere"
    return None


def attacks_or_blocks_line(abilities: Sequence[object], index: int,
                           ability_text: Callable[[TriggeredAbility], str],
                           trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """``(line, 2)`` for "Whenever / When enchanted creature | a NOUN attacks or blocks, …":
    two triggered abilities (CR 508.1, 509.1) of another object than ~, one printed line."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger.event == "attacks" and b.trigger.event == "blocks"
            and a.trigger.subject != "self" and replace(a.trigger, event="blocks") == b.trigger
            and replace(a, trigger=b.trigger) == b):
        return None
    text = ability_text(a)
    head = trigger_text(a.trigger)
    if not (text.startswith(head) and head.endswith(" attacks")):
        return None
    return head + " or blocks" + text[len(head):], 2


def effect_8_text(effect: object, ctx: Context) -> str | None:
    """"shuffle ~ into your library" (the card the trigger's object became, CR 701.20a), or
    ``None`` for another effect."""
    if isinstance(effect, ShuffleIntoLibrary) and effect.what == "moved_it" and \
            effect.who == "you":
        return "shuffle ~ into your library"
    if effect == CounterObject(what="triggering_item"):  # CR 701.5: the spell or ability
        return "counter that spell or ability"  # that targeted the trigger's object
    return None


def upkeep_or_cast_line(abilities: Sequence[object], index: int,
                        ability_text: Callable[[TriggeredAbility], str],
                        trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """``(line, 2)`` for "At the beginning of your upkeep or whenever you cast a SPELL, …"
    (the Shrines): the step's and the cast's abilities, one printed line (CR 603.2)."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger == Trigger("upkeep") and b.trigger.event == "cast"
            and b.trigger.subject == "filter" and b.trigger.whose == "you"
            and replace(a, trigger=b.trigger) == b and a.intervening_if is None):
        return None
    text = ability_text(a)
    head = trigger_text(a.trigger)
    cast = trigger_text(b.trigger)
    if not (text.startswith(head) and cast.startswith("Whenever you cast ")):
        return None
    return f"{head} or {cast[0].lower()}{cast[1:]}" + text[len(head):], 2


def enters_or_damage_line(abilities: Sequence[object], index: int,
                          ability_text: Callable[[TriggeredAbility], str],
                          trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """``(line, 2)`` for "Whenever ~ enters or deals combat damage to a player, …" (CR
    603.2): the object's two abilities, one printed line."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger == Trigger("enters")
            and b.trigger == Trigger("deals_combat_damage_to_player")
            and replace(a, trigger=b.trigger) == b and a.intervening_if is None):
        return None
    text = ability_text(a)
    head = trigger_text(a.trigger)
    if not text.startswith(head):
        return None
    return "Whenever ~ enters or deals combat damage to a player" + text[len(head):], 2


def pair_lines_8(abilities: Sequence[object], index: int,
                 ability_text: Callable[[TriggeredAbility], str],
                 trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """The eighth wave's two-ability lines (``text.trigger_pairs`` asks here)."""
    return attacks_or_blocks_line(abilities, index, ability_text, trigger_text) or \
        upkeep_or_cast_line(abilities, index, ability_text, trigger_text) or \
        enters_or_damage_line(abilities, index, ability_text, trigger_text)
