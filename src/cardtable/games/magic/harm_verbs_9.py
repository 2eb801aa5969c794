"""Conditions of the ninth-wave EV2 pieces of issue 29, answered for the engine: the kinds of
:mod:`cardtable.games.magic.model.harm_verbs_9`, asked by ``rules_support.condition_holds``
(and listed by ``support``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.harm_verbs_9 import CONDITION_KINDS_9_EV2, DAMAGED_THIS_WAY
from cardtable.games.magic.objects import GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CONDITIONS_9_EV2 = CONDITION_KINDS_9_EV2
"""The kinds :func:`harm_condition_9_holds` answers."""


def harm_condition_9_holds(state: MagicState, condition: Condition, memo: Mapping[str, Any],
                           matches_now: Callable[[GameObject, Filter], bool]) -> bool:
    """Whether ``condition`` (one of :data:`CONDITIONS_9_EV2`) holds, before ``negate``:
    "a NOUN / a player is dealt damage this way" — the objects and players the resolving
    ability has dealt damage to so far (``memo["damaged"]``, ``memo["damaged_players"]``,
    written by the damage handler), each object as it is now (608.2c)."""
    if condition.kind == DAMAGED_THIS_WAY:
        if condition.ref == "player":
            return bool(memo.get("damaged_players", ()))
        flt = condition.filter or Filter()
        return any(oid in state.objects and matches_now(state.objects[oid], flt)
                   for oid in memo.get("damaged", ()))
    return False
