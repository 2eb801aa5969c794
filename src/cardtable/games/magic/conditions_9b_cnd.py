"""The conditions of issue 29, round 9b (h9b-cnd; ``model/conditions_9b_cnd.py``), asked through
``rules_support.condition_holds``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from cardtable.games.magic.model import Condition, Filter
from cardtable.games.magic.model.conditions_9b_cnd import (
    ATTACKING_COUNT,
    CONDITION_KINDS_9B_CND,
    EXACTLY,
)

CONDITIONS_9B_CND = CONDITION_KINDS_9B_CND
"""The kinds :func:`condition_9b_cnd_holds` answers."""


def condition_9b_cnd_holds(condition: Condition,
                           count_battlefield: Callable[[Filter], int]) -> bool:
    """Whether ``condition`` holds (before ``negate``); ``count_battlefield`` counts the
    permanents on the battlefield a filter matches, whoever controls them."""
    if condition.kind == ATTACKING_COUNT:  # CR 508.1: the attacking creatures, any player's
        need = condition.amount if isinstance(condition.amount, int) else 1
        flt = replace(condition.filter or Filter(types=("Creature",)), attacking=True,
                      controller="any")
        have = count_battlefield(flt)
        return have == need if condition.state == EXACTLY else have >= need
    return False
