"""The seventh wave's trigger pairs (issue 29, h7-trg): "Whenever ~ or equipped creature
attacks, …" is two triggered abilities, the object's own and its creature's, with one effect
(CR 603.2); Oracle prints them as one line. ``text.trigger_pairs`` asks here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from cardtable.games.magic.model import Trigger, TriggeredAbility
from cardtable.games.magic.text.words import SELF_NAME

_VERBS = {"attacks": "attacks", "becomes_blocked": "becomes blocked",
          "deals_combat_damage_to_player": "deals combat damage to a player"}


def self_or_attached_line(abilities: Sequence[object], index: int,
                          ability_text: Callable[[TriggeredAbility], str],
                          trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """``(line, 2)`` for "Whenever ~ or equipped / enchanted creature VERB, …", else ``None``."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger.event == b.trigger.event and a.trigger.event in _VERBS
            and a.trigger.subject == "self" and b.trigger.subject in ("equipped", "enchanted")
            and a.trigger.filter is None and b.trigger.filter is None
            and replace(a, trigger=b.trigger) == b and a.intervening_if is None):
        return None
    text = ability_text(a)
    head = trigger_text(a.trigger)
    if not text.startswith(head):
        return None
    return (f"Whenever {SELF_NAME} or {b.trigger.subject} creature {_VERBS[a.trigger.event]}"
            + text[len(head):], 2)


def enters_or_put_gy_line(abilities: Sequence[object], index: int,
                          ability_text: Callable[[TriggeredAbility], str],
                          trigger_text: Callable[[Trigger], str]) -> tuple[str, int] | None:
    """``(line, 2)`` for "When ~ enters or is put into a graveyard from the battlefield, …"."""
    if index + 1 >= len(abilities):
        return None
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger == Trigger("enters") and b.trigger == Trigger("put_into_graveyard")
            and replace(a, trigger=b.trigger) == b and a.intervening_if is None):
        return None
    text = ability_text(a)
    head = trigger_text(a.trigger)
    if not text.startswith(head):
        return None
    return (f"When {SELF_NAME} enters or is put into a graveyard from the battlefield"
            + text[len(head):], 2)
