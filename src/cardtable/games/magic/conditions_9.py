"""The conditions of issue 29, round 9 (h9-cnd; ``model/conditions_9.py``), asked by triggered
and activated abilities and spells through ``rules_support.condition_holds``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.model import Condition
from cardtable.games.magic.model.conditions_9 import (
    CONDITION_KINDS_9,
    OPPONENT_MORE_LIFE,
    THAT_SPELL_KICKED,
)

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CONDITIONS_9 = CONDITION_KINDS_9
"""The kinds :func:`condition_9_holds` answers."""


def condition_9_holds(state: MagicState, condition: Condition, player: int,
                      event: Mapping[str, Any]) -> bool:
    """Whether ``condition`` holds for ``player`` (before ``negate``); ``event`` the trigger's
    event ("it": the spell cast)."""
    if condition.kind == THAT_SPELL_KICKED:  # CR 702.33d: the spell, or what it became
        spell = event.get("it")
        return isinstance(spell, int) and "kicked" in state.cast_notes.get(spell, frozenset())
    if condition.kind == OPPONENT_MORE_LIFE:  # CR 119: any opponent still in the game
        mine = state.players[player].life
        return any(p.life > mine for p in state.players if p.index != player and not p.left)
    return False
