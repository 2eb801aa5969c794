"""Conditions of issue 29, QF ninth wave, answered for the engine (asked by
``rules_support.condition_holds``, listed by ``support``): the comparisons a later "the
difference" reads (CR 608.2c, 107.1b).

* ``hand_fewer_than``: "you have fewer than seven cards in hand" — the player's hand holds
  fewer cards than ``amount`` (CR 402);
* ``more_in_hand_than_you``: "that player has more cards in hand than you" — the opponent the
  ability chose ("Choose an opponent.") holds more cards than the player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.names_9 import HAND_FEWER_THAN, MORE_IN_HAND_THAN_YOU
from cardtable.games.magic.objects import HAND

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

NAME_CONDITIONS_9 = frozenset({HAND_FEWER_THAN, MORE_IN_HAND_THAN_YOU})
"""The kinds :func:`name_condition_9_holds` answers."""


def name_condition_9_holds(state: MagicState, condition: Condition, player: int,
                      memo: Mapping[str, Any]) -> bool:
    """Whether ``condition`` (one of :data:`NAME_CONDITIONS_9`) holds for ``player``, before
    ``negate``; ``memo`` is the resolving ability's (the opponent it chose)."""
    if condition.kind == MORE_IN_HAND_THAN_YOU:
        other = memo.get("chosen_opponent")
        return isinstance(other, int) and not state.players[other].left and \
            len(state.zone(other, HAND)) > len(state.zone(player, HAND))
    if condition.kind == HAND_FEWER_THAN:
        need = condition.amount if isinstance(condition.amount, int) else 0
        return len(state.zone(player, HAND)) < need
    return False
