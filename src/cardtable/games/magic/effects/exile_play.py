"""The handlers of the exile-and-play effects (:mod:`cardtable.games.magic.model.exile_play`;
the engine room is :mod:`cardtable.games.magic.play_from_exile`), registered with
``@handles``: impulse draw (CR 406.3, 601.2, 305.2, 514.2), exiling a card
from a hand face down, hideaway (702.75a) and playing the exiled card for free."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.casting import spell_ability
from cardtable.games.magic.context import Ask
from cardtable.games.magic.costs import FREE
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.layers import base_chars
from cardtable.games.magic.model.exile_play import (
    ExileFromHand,
    HideawayExile,
    ImpulseExile,
    PlayExiledFree,
)
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, HAND, LIBRARY
from cardtable.games.magic.play_from_exile import PlayPermission, exile_face_down, grant
from cardtable.games.magic.player_rules import may_play_land

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context


@handles(ImpulseExile)
def _impulse(ctx: Context, e: ImpulseExile, _a: tuple[Any, ...]) -> None:
    """406.3: the cards are exiled face up; the controller may play them this turn only."""

    game = ctx.game
    state = game.state
    player = ctx.controller
    for oid in list(state.zone(player, LIBRARY)[:e.count]):
        new = game.move(state.objects[oid], EXILE, cause="exile")
        grant(game, PlayPermission(player, new.id, turn=state.turn, lands=e.lands))


@handles(ExileFromHand)
def _exile_from_hand(ctx: Context, e: ExileFromHand, answers: tuple[Any, ...]) -> Any:
    """The player chooses one card of their hand (none: nothing happens) and exiles it; face
    down, it is hidden (play_from_exile.exile_face_down); linked to the source (607.2a)."""

    state = ctx.game.state
    for player in ctx.players(e.who)[:1]:
        hand = tuple(state.zone(player, HAND))
        if not hand:
            return None
        if len(hand) > 1 and not answers:
            return Ask(player, DecisionKind.CHOOSE_SUBSET, "exile a card from your hand face "
                       "down", hand, 1, 1)
        chosen = tuple(answers[0]) if len(hand) > 1 else hand
        for oid in chosen:
            obj = state.objects.get(oid)
            if obj is None or obj.zone != HAND:
                continue
            new = exile_face_down(ctx.game, obj) if e.face_down else ctx.game.move(
                obj, "exile", cause="exile")
            linked = state.linked_exile.get(ctx.source_id, ())
            state.linked_exile[ctx.source_id] = (*linked, new.id)
    return None


@handles(HideawayExile)
def _hideaway(ctx: Context, e: HideawayExile, answers: tuple[Any, ...]) -> Any:

    game = ctx.game
    state = game.state
    player = ctx.controller
    library = state.zone(player, LIBRARY)
    top = tuple(library[:e.count])
    if not top:
        return None
    if len(top) > 1 and not answers:
        return Ask(player, DecisionKind.CHOOSE_SUBSET, "hideaway: exile one face down", top, 1, 1)
    chosen = next(iter(answers[0])) if len(top) > 1 else top[0]
    new = exile_face_down(game, state.objects[chosen], frozenset({player}))
    linked = state.linked_exile.get(ctx.source_id, ())
    state.linked_exile[ctx.source_id] = (*linked, new.id)
    rest = [oid for oid in top if oid != chosen]
    for oid in rest:
        library.remove(oid)
    library.extend(rest)
    game.log("to_bottom", player, count=len(rest))
    return None


@handles(PlayExiledFree)
def _play_exiled_free(ctx: Context, e: PlayExiledFree, answers: tuple[Any, ...]) -> Any:
    """608.2g: decided as the ability resolves; the condition is checked then."""

    game = ctx.game
    state = game.state
    player = ctx.controller
    if not game.condition(m.Condition("total_power_at_least", amount=e.total_power), player,
                          ctx.source_id, ctx.event):
        return None
    cards = ctx.objects("exiled")
    if not cards:
        return None
    obj = state.objects[cards[0]]
    is_land = "Land" in base_chars(obj).types
    if is_land and not may_play_land(state, player):
        return None  # 305.2: no land play left
    if is_land or game.is_supported(obj.card):
        if not answers:
            return Ask(player, DecisionKind.YES_NO, f"play {obj.card.name} without paying its "
                       "mana cost?", (True, False))
        if not answers[0]:
            return None
    else:
        return None
    if is_land:  # a land play (305.2), during the resolution
        state.players[player].lands_played += 1
        game.move(obj, BATTLEFIELD, cause="play_land", controller=player)
        return None
    resolving = game.work.pop()
    game.work.push(CastFrame(player, "spell", obj.id, spell_ability(obj.card),
                             name=obj.card.name, way=FREE))
    game.work.push(resolving)
    return None
