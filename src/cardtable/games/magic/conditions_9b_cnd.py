"""The conditions of issue 29, round 9b (h9b-cnd; ``model/conditions_9b_cnd.py``), asked through
``rules_support.condition_holds``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import Condition, Filter
from cardtable.games.magic.model.conditions_9b_cnd import (
    ATTACKING_COUNT,
    CONDITION_KINDS_9B_CND,
    EXACTLY,
    PLAYER_TALLY,
    TALLY_CARDS_DRAWN,
    TALLY_LIFE_GAINED,
    TALLY_SPELLS_CAST,
    WHO_ANY,
    WHO_YOU,
)

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState, Player

CONDITIONS_9B_CND = CONDITION_KINDS_9B_CND
"""The kinds :func:`condition_9b_cnd_holds` answers."""


def _tally(state: MagicState, seat: Player, counter: str) -> int:
    if counter == TALLY_LIFE_GAINED:  # CR 119.9
        return seat.life_gained_this_turn
    if counter == TALLY_SPELLS_CAST:  # CR 601.2i: cast once the steps are done
        return seat.spells_cast_this_turn
    if counter == TALLY_CARDS_DRAWN:  # CR 121.1
        return seat.cards_drawn_this_turn
    return 0


def condition_9b_cnd_holds(state: MagicState, condition: Condition, player: int,
                           count_battlefield: Callable[[Filter], int]) -> bool:
    """Whether ``condition`` holds for ``player`` (before ``negate``); ``count_battlefield``
    counts the permanents on the battlefield a filter matches, whoever controls them."""
    if condition.kind == PLAYER_TALLY:
        whose = [player] if condition.ref == WHO_YOU else (
            state.in_game() if condition.ref == WHO_ANY else state.opponents(player))
        need = condition.amount if isinstance(condition.amount, int) else 1
        return any(_tally(state, state.players[p], condition.counter) >= need for p in whose)
    if condition.kind == ATTACKING_COUNT:  # CR 508.1: the attacking creatures, any player's
        need = condition.amount if isinstance(condition.amount, int) else 1
        flt = replace(condition.filter or Filter(types=("Creature",)), attacking=True,
                      controller="any")
        have = count_battlefield(flt)
        return have == need if condition.state == EXACTLY else have >= need
    return False
