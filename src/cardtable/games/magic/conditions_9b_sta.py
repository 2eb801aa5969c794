"""Conditions of issue 29, h9b-STA, answered for the engine (asked by
``rules_support.condition_holds``, listed by ``support``).

* ``library_empty_9b``: "your library has no cards in it" — the player's library holds no
  card (CR 401.2), checked when it is read: as a draw would happen (a draw replacement,
  CR 614.11) or as the ability resolves (608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.statics_9b_sta import LIBRARY_EMPTY
from cardtable.games.magic.objects import LIBRARY

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CONDITIONS_9B_STA = frozenset({LIBRARY_EMPTY})
"""The kinds :func:`condition_9b_sta_holds` answers."""


def condition_9b_sta_holds(state: MagicState, condition: Condition, player: int) -> bool:
    """Whether ``condition`` (one of :data:`CONDITIONS_9B_STA`) holds for ``player``, before
    ``negate``."""
    if condition.kind == LIBRARY_EMPTY:
        return not state.zone(player, LIBRARY)
    return False
