"""Two triggered abilities Oracle prints as one line (issue 28, the composed trigger events):
"Whenever ~ blocks or becomes blocked by a creature, …" is one ability for each event (CR
509.1, 509.1h, 603.2), the same effect after each; ``render_abilities`` asks here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from cardtable.games.magic.model import CardDef, TriggeredAbility
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.text.reentry import ability_text
from cardtable.games.magic.text.trigger_events_8 import pair_lines_8
from cardtable.games.magic.text.trigger_events_9 import blocks_many_pair_line
from cardtable.games.magic.text.trigger_events_more import cycle_or_dies_line
from cardtable.games.magic.text.trigger_or_9 import or_joined_line
from cardtable.games.magic.text.trigger_pairs_7 import (
    enters_or_put_gy_line,
    self_or_attached_line,
)
from cardtable.games.magic.text.triggers import trigger_text
from cardtable.games.magic.text.words import SELF_NAME, filter_phrase, with_article


def trigger_pair_lines(abilities: Sequence[object], index: int,
                       card: object) -> tuple[str, int] | None:
    """``(line, abilities used)`` for "blocks or becomes blocked by FILTER", else ``None``."""
    if index + 1 >= len(abilities) or not isinstance(card, CardDef):
        return None
    or_joined = or_joined_line(  # h9-TRG: "When A or B, …" (text/trigger_or_9.py)
        abilities, index, lambda a: ability_text(a, card), lambda t: trigger_text(t, card))
    if or_joined is not None:
        return or_joined
    blocks_many = blocks_many_pair_line(  # h9-TRG (text/trigger_events_9.py)
        abilities, index, lambda a: ability_text(a, card), lambda t: trigger_text(t, card))
    if blocks_many is not None:
        return blocks_many
    cycle_or_dies = cycle_or_dies_line(  # issues 28/29 (text/trigger_events_more.py)
        abilities, index, lambda a: ability_text(a, card),  # type: ignore[arg-type]
        lambda t: trigger_text(t, card))
    if cycle_or_dies is not None:
        return cycle_or_dies
    self_or_attached = self_or_attached_line(  # h7-trg (text/trigger_pairs_7.py)
        abilities, index, lambda a: ability_text(a, card), lambda t: trigger_text(t, card))
    if self_or_attached is not None:
        return self_or_attached
    enters_or_put_gy = enters_or_put_gy_line(
        abilities, index, lambda a: ability_text(a, card), lambda t: trigger_text(t, card))
    if enters_or_put_gy is not None:
        return enters_or_put_gy
    attacks_or_blocks = pair_lines_8(  # h8-trg (text/trigger_events_8.py)
        abilities, index, lambda a: ability_text(a, card), lambda t: trigger_text(t, card))
    if attacks_or_blocks is not None:
        return attacks_or_blocks
    a, b = abilities[index], abilities[index + 1]
    if not (isinstance(a, TriggeredAbility) and isinstance(b, TriggeredAbility)):
        return None
    if not (a.trigger.event == "blocks_creature" and b.trigger.event == "blocked_by"
            and a.trigger.subject == b.trigger.subject == "self"
            and a.trigger.filter == b.trigger.filter
            and replace(a, trigger=b.trigger) == b and a.intervening_if is None):
        return None
    text = ability_text(b, card)
    head = trigger_text(b.trigger, card)
    if not text.startswith(head):
        return None
    noun = with_article(filter_phrase(a.trigger.filter or Filter()))
    return f"Whenever {SELF_NAME} blocks or becomes blocked by {noun}" + text[len(head):], 2
