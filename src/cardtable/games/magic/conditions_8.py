"""Conditions of issue 29, round 8 (h8-cnd), answered for the engine: the kinds of
:mod:`cardtable.games.magic.model.conditions_8` that need the game state, asked by
``rules_support.condition_holds`` (and listed by ``support``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.conditions_8 import (
    CONDITION_KINDS_8,
    MANA_SPENT,
    OPPONENT_LIFE_AT_MOST,
    PLAYER_HAS,
    YOUR_COMMANDER,
)

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CONDITIONS_8 = CONDITION_KINDS_8
"""The kinds :func:`condition_8_holds` answers."""
_COLORED = frozenset(f"spent:{c}" for c in "WUBRG")


def condition_8_holds(state: MagicState, condition: Condition, player: int, source: int,
                      event: Mapping[str, Any], controller_of: Callable[[int], int]) -> bool:
    """Whether ``condition`` (one of :data:`CONDITIONS_8`) holds for ``player`` and the ability's
    ``source``, before ``negate``; ``event`` the trigger's event ("it": the spell cast, the
    permanent that entered); ``controller_of`` a permanent's controller now (the layers)."""
    if condition.kind == YOUR_COMMANDER:
        return any(not obj.token and state.commanders.get(obj.uid) == player
                   and controller_of(oid) == player
                   for oid in state.battlefield if (obj := state.objects[oid]) is not None)
    if condition.kind == PLAYER_HAS:
        return _player_has(state, condition, player, event)
    if condition.kind == OPPONENT_LIFE_AT_MOST:  # as layers._holds reads it for statics
        bound = condition.amount if isinstance(condition.amount, int) else 0
        return any(state.players[p].life <= bound for p in state.opponents(player))
    if condition.kind == MANA_SPENT:
        it = event.get("it")
        spell = it if condition.ref in ("it", "that spell") and isinstance(it, int) else source
        return _spent(state, spell, condition.zone)
    return False


def _spent(state: MagicState, spell: int, what: str) -> bool:
    """Mana of ``what`` ("R", "colored", "" any) was spent to cast ``spell`` — the spell on the
    stack, or the permanent it became (its cast notes follow it, CR 601.2h, 400.7)."""
    notes = state.cast_notes.get(spell, frozenset())
    if what == "colored":
        return bool(notes & _COLORED)
    if what:
        return f"spent:{what}" in notes
    return int(state.mana_spent.get(spell, 0)) > 0 or any(n.startswith("spent:") for n in notes)


_PLAYER_KEYS = {"that_player": "player", "defending": "defending"}


def _player_has(state: MagicState, condition: Condition, player: int,
                event: Mapping[str, Any]) -> bool:
    """"that player has two or fewer cards in hand", "each player has 10 or less life"."""
    what, _bar, side = condition.state.partition("|")
    bound = condition.amount if isinstance(condition.amount, int) else 0
    if condition.ref in _PLAYER_KEYS:
        who = event.get(_PLAYER_KEYS[condition.ref])
        players = [who] if isinstance(who, int) else []
    elif condition.ref == "opponent":
        players = state.opponents(player)
    else:
        players = state.in_game()

    def holds(p: int) -> bool:
        count = len(state.players[p].zones["hand"]) if what == "hand" else \
            state.players[p].life
        return count >= bound if side == "more" else count <= bound

    if condition.ref == "each_player":
        return bool(players) and all(holds(p) for p in players)
    return any(holds(p) for p in players)
