"""Conditions about what happened this turn and how a permanent was cast (issues 28/29): read
by the ``condition`` sub-grammar (``oracle/conditions_more.py``), so each serves an intervening
"if" (CR 603.4), "as long as" (611.3a), "if …," (608.2c) and "activate only if" (602.5b) alike.

Each is a question about the game state alone (the player the condition is of, the object
with the ability), so the triggered-ability check (:func:`rules_support.condition_holds`) and
the static one (:func:`layers._holds`) ask the same function.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.objects import GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CardMatch = Callable[[GameObject, Filter], bool]
"""Whether a card (in a graveyard) matches a filter: the caller's printed-characteristics
match (``layers.matches_chars`` of ``base_chars``), which this module cannot import."""

FROM_HAND_NOTE = "hand"
"""The cast note of a spell cast from its owner's hand (``costs.FROM_HAND``; 601.2a), kept by
the permanent it became (``costs.entered``)."""

MORE_CONDITIONS = frozenset({"life_gained_at_least", "drawn_at_least", "more_cards_in_hand",
                             "cast_from_hand", "graveyard_has", "left_battlefield_this_turn"})
COUNT_CONDITIONS = frozenset({"controls_more", "attacked_power_at_least", "player_hand_empty",
                              "more_life_than_opponent"})
"""Conditions comparing what players control (:func:`count_condition_holds`), asked by
triggered and activated abilities and spells (not by the layers: no static reads them)."""
Controlled = Callable[[int, Filter], int]
"""How many permanents matching a filter a player controls (the caller's count)."""
ANY_OF = "any_of"
"""A condition that holds when any of its parts (``Condition.all_of``) does: "you control a
Desert or there is a Desert card in your graveyard" (each caller asks its own parts)."""


def _amount(condition: Condition) -> int:
    return condition.amount if isinstance(condition.amount, int) else 0


def more_condition_holds(state: MagicState, condition: Condition, player: int,
                         source: int, card_matches: CardMatch | None = None) -> bool:
    """Whether ``condition`` (one of :data:`MORE_CONDITIONS`) holds for ``player`` and the
    object ``source``, before ``negate``:

    * ``life_gained_at_least``: "you gained N or more life this turn" (CR 119.9, 119.10);
    * ``drawn_at_least``: "you've drawn N or more cards this turn" (CR 121.2);
    * ``more_cards_in_hand``: "you have more cards in hand than each opponent" (every opponent
      still in the game, CR 800.4a);
    * ``cast_from_hand``: "you cast it from your hand" — the object with the ability was a
      spell cast from its owner's hand (CR 601.2a; a permanent put onto the battlefield any
      other way was not cast, 601.1);
    * ``left_battlefield_this_turn``: "a permanent you controlled left the battlefield this
      turn" (revolt; ``MagicState.left_battlefield_this_turn``);
    * ``graveyard_has``: at least ``amount`` cards matching ``filter`` (any card when there is
      none) in the player's graveyard ("there is a Desert card in your graveyard")."""
    kind = condition.kind
    me = state.players[player]
    if kind == "life_gained_at_least":
        return me.life_gained_this_turn >= _amount(condition)
    if kind == "drawn_at_least":
        return me.cards_drawn_this_turn >= _amount(condition)
    if kind == "more_cards_in_hand":
        mine = len(me.zones["hand"])
        return all(mine > len(p.zones["hand"]) for p in state.players
                   if p.index != player and not p.left)
    if kind == "cast_from_hand":
        return FROM_HAND_NOTE in state.cast_notes.get(source, frozenset())
    if kind == "left_battlefield_this_turn":
        return player in state.left_battlefield_this_turn
    if kind == "graveyard_has":
        flt = condition.filter
        found = sum(1 for oid in me.zones["graveyard"] if flt is None or (
            card_matches is not None and card_matches(state.objects[oid], flt)))
        return found >= max(1, _amount(condition))
    return False


def count_condition_holds(state: MagicState, condition: Condition, player: int,
                          event: Mapping[str, Any], controlled: Controlled,
                          power: Callable[[int], int] | None = None) -> bool:
    """``controls_more`` (before ``negate``): "an opponent controls more lands than you" —
    any opponent still in the game (``ref`` "opponent"), the defending player or the event's
    player ("defending", "that_player"); "you control more creatures than each other player"
    (``ref`` "you_most"); ``attacked_power_at_least``: the creatures ``player`` attacked
    with this combat (still attacking, CR 508.1, 506.4) have total ``power`` N or greater."""
    others = [p.index for p in state.players if p.index != player and not p.left]
    if condition.kind == "player_hand_empty":  # "that player / an opponent has no cards in hand"
        if condition.ref == "that_player":
            who = event.get("player")
            return isinstance(who, int) and not state.players[who].zones["hand"]
        return any(not state.players[p].zones["hand"] for p in others)
    if condition.kind == "more_life_than_opponent":
        return any(state.players[player].life > state.players[p].life for p in others)
    if condition.kind == "attacked_power_at_least":
        if power is None or state.active != player:
            return False
        total = sum(power(oid) for oid in state.attackers if oid in state.objects)
        return total >= _amount(condition)
    flt = condition.filter or Filter()
    mine = controlled(player, flt)
    if condition.ref == "you_most":
        return all(mine > controlled(p, flt) for p in others)
    if condition.ref in ("defending", "that_player"):
        who = event.get("defending" if condition.ref == "defending" else "player")
        return isinstance(who, int) and who != player and controlled(who, flt) > mine
    return any(controlled(p, flt) > mine for p in others)
