"""Conditions of issue 29, QF ninth wave, answered for the engine (asked by
``rules_support.condition_holds``, listed by ``support``): the comparisons a later "the
difference" reads (CR 608.2c, 107.1b).

* ``hand_fewer_than``: "you have fewer than seven cards in hand" — the player's hand holds
  fewer cards than ``amount`` (CR 402)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.names_9 import HAND_FEWER_THAN
from cardtable.games.magic.objects import HAND

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CONDITIONS_9 = frozenset({HAND_FEWER_THAN})
"""The kinds :func:`condition_9_holds` answers."""


def condition_9_holds(state: MagicState, condition: Condition, player: int) -> bool:
    """Whether ``condition`` (one of :data:`CONDITIONS_9`) holds for ``player``, before
    ``negate``."""
    if condition.kind == HAND_FEWER_THAN:
        need = condition.amount if isinstance(condition.amount, int) else 0
        return len(state.zone(player, HAND)) < need
    return False
