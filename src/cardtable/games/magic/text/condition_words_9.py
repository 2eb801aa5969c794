"""Words for the conditions of issue 29, round 9 (h9-cnd; ``model/conditions_9.py``), read by
:func:`cardtable.games.magic.text.costs.condition_text` before every older condition."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import Condition
from cardtable.games.magic.model.conditions_9 import OPPONENT_MORE_LIFE, TEAM, THAT_SPELL_KICKED
from cardtable.games.magic.text.words import filter_phrase, with_article


def conditions_9_condition_text(c: Condition) -> str | None:
    """"that spell was kicked", "an opponent has more life than you", "your team …"."""
    if c.negate:
        return None
    if c.kind == THAT_SPELL_KICKED:
        return "that spell was kicked"
    if c.kind == OPPONENT_MORE_LIFE:
        return "an opponent has more life than you"
    if c.state != TEAM:
        return None
    if c.kind == "gained_life_this_turn":  # CR 102.4
        return "your team gained life this turn"
    if c.kind == "you_control" and c.filter is not None and c.filter.other:
        return f"your team controls another {filter_phrase(replace(c.filter, other=False))}"
    if c.kind == "you_control" and c.filter is not None:
        return f"your team controls {with_article(filter_phrase(c.filter))}"
    return None
