"""Conditions of issue 29, round 8 (h8-cnd), answered for the engine: the kinds of
:mod:`cardtable.games.magic.model.conditions_8` that need the game state, asked by
``rules_support.condition_holds`` (and listed by ``support``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.conditions_7 import cast_this_turn_holds
from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.conditions_8 import (
    CONDITION_KINDS_8,
    DEALT_DAMAGE,
    HAD_ENTER,
    LAND_PLAYED,
    MANA_SPENT,
    OPPONENT_CAST,
    OPPONENT_LIFE_AT_MOST,
    PLAYER_HAS,
    YOUR_COMMANDER,
)
from cardtable.games.magic.objects import GameObject
from cardtable.games.magic.spent_counts import spent_at_least

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CONDITIONS_8 = CONDITION_KINDS_8
"""The kinds :func:`condition_8_holds` answers."""
STATIC_CONDITIONS_8 = frozenset({HAD_ENTER, DEALT_DAMAGE, PLAYER_HAS})
"""The kinds the layers may ask too (``layers._holds``, CR 611.3a) — none needs a trigger's
event; "~ was dealt damage this turn" is left out (marking damage on a permanent does not
invalidate the layer cache)."""


def static_8_ok(condition: Condition) -> bool:
    """Whether a static's condition of these kinds is one the layers answer."""
    if condition.kind == DEALT_DAMAGE:
        return condition.ref in ("opponent", "you")
    if condition.kind == PLAYER_HAS:
        return condition.ref in ("opponent", "player", "each_player")
    return condition.kind in STATIC_CONDITIONS_8
_COLORED = frozenset(f"spent:{c}" for c in "WUBRG")


def condition_8_holds(state: MagicState, condition: Condition, player: int, source: int,
                      event: Mapping[str, Any], controller_of: Callable[[int], int],
                      matches_now: Callable[[GameObject, Filter], bool]) -> bool:
    """Whether ``condition`` (one of :data:`CONDITIONS_8`) holds for ``player`` and the ability's
    ``source``, before ``negate``; ``event`` the trigger's event ("it": the spell cast, the
    permanent that entered); ``controller_of`` a permanent's controller now and
    ``matches_now`` whether it matches a filter now (the layers)."""
    if condition.kind == LAND_PLAYED:  # CR 305.2
        return state.players[player].lands_played > 0
    if condition.kind == OPPONENT_CAST:  # CR 601.2i
        return any(cast_this_turn_holds(state, condition, p) for p in state.opponents(player))
    if condition.kind == HAD_ENTER:
        return _had_enter(state, condition, player, source, event, controller_of, matches_now)
    if condition.kind == YOUR_COMMANDER:
        return any(not obj.token and state.commanders.get(obj.uid) == player
                   and controller_of(oid) == player
                   for oid in state.battlefield if (obj := state.objects[oid]) is not None)
    if condition.kind == DEALT_DAMAGE:  # CR 120.3: damage dealt this turn
        if condition.ref == "self":
            return any(hit == source for _by, hit in state.damaged_by)
        players = [player] if condition.ref == "you" else state.opponents(player)
        return any(state.players[p].damage_taken_this_turn > 0 for p in players)
    if condition.kind == PLAYER_HAS:
        return _player_has(state, condition, player, event)
    if condition.kind == OPPONENT_LIFE_AT_MOST:  # as layers._holds reads it for statics
        bound = condition.amount if isinstance(condition.amount, int) else 0
        return any(state.players[p].life <= bound for p in state.opponents(player))
    if condition.kind == MANA_SPENT:
        it = event.get("it")
        spell = it if condition.ref in ("it", "that spell") and isinstance(it, int) else source
        if isinstance(condition.amount, int) and condition.amount > 1:  # adamant (round 9)
            return spent_at_least(state.cast_notes.get(spell, frozenset()), condition.zone,
                                  condition.amount)
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


def _had_enter(state: MagicState, condition: Condition, player: int, source: int,
               event: Mapping[str, Any], controller_of: Callable[[int], int],
               matches_now: Callable[[GameObject, Filter], bool]) -> bool:
    """A permanent matching the filter entered this turn under the player's control — on the
    battlefield still (its controller and characteristics now), or as it last existed."""
    if condition.ref == "that_player":
        who = event.get("player")
        players = {who} if isinstance(who, int) else set()
    else:
        players = {player} if condition.ref == "you" else set(state.opponents(player))
    skip = {source, event.get("it")} if condition.state == "another" else set()
    flt = condition.filter or Filter()
    for oid in state.entered_this_turn - skip:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == "battlefield":
            if controller_of(oid) in players and matches_now(obj, flt):
                return True
            continue
        lki = state.lki.get(oid)
        if lki is not None and lki.controller in players and set(flt.types) <= lki.types and (
                not flt.subtypes or set(flt.subtypes) & lki.subtypes) and (
                not flt.colors or set(flt.colors) & lki.colors) and (
                not flt.all_types or set(flt.all_types) <= lki.types):
            return True
    return False
