"""The handlers of "exile … until ~ leaves the battlefield" (CR 610.3;
:class:`cardtable.games.magic.model.exile_until.ExileUntilLeaves`) and of "return the exiled
card(s)" (607.2a; :class:`~cardtable.games.magic.model.exile_until.ReturnExiled`), registered
with ``@handles``; the engine room (the tracking and the return) is in
:mod:`cardtable.games.magic.zones`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.context import Ask
from cardtable.games.magic.effects.interpreter import _each
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model.exile_until import (
    ExileUntilLeaves,
    ReturnExiled,
    RevealChooseExile,
)
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, HAND
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.zones import exile_until_leaves

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context


@handles(ExileUntilLeaves)
def _exile_until_leaves(ctx: Context, e: ExileUntilLeaves, _a: tuple[Any, ...]) -> None:
    """Exile what ``e.what`` names, or every permanent matching ``e.filter`` (all at once,
    603.2), until the source leaves;
    nothing moves if the source left after the ability triggered or was put on the stack
    (610.3a, 610.3b) — ``ctx.source_id`` then names no permanent any more (400.7)."""
    state = ctx.game.state
    ids = [oid for oid in _each(ctx, e.what, e.filter)
           if oid in state.objects and state.objects[oid].zone == BATTLEFIELD]
    exiled = exile_until_leaves(ctx.game, ctx.source_id, ids)
    if exiled:
        ctx.memo["exiled"] = ctx.memo.get("exiled", 0) + len(exiled)  # "that many" (608.2c)


@handles(ReturnExiled)
def _return_exiled(ctx: Context, e: ReturnExiled, _a: tuple[Any, ...]) -> None:
    """"return the exiled card(s) to the battlefield under its owner's control" / "to its
    owner's hand": the cards the source's linked ability exiled (607.2a) that are still the
    same objects in exile (400.7) — for a leaves-the-battlefield trigger the source is the
    object as it last existed (603.10a), whose id keeps the link. All at once (603.2)."""
    state = ctx.game.state
    ids = ctx.objects("exiled")
    if e.to == BATTLEFIELD:
        for owner in sorted({state.objects[i].owner for i in ids}):
            mine = [i for i in ids if state.objects[i].owner == owner]
            ctx.game.move_batch(mine, BATTLEFIELD, cause="return", controller=owner)
    else:
        ctx.game.move_batch(ids, HAND, cause="return")
    state.linked_exile.pop(ctx.source_id, None)


@handles(RevealChooseExile)
def _reveal_choose_exile(ctx: Context, e: RevealChooseExile,
                         answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.16a: the player reveals their hand; the controller chooses a card matching the
    filter; it is exiled — until the source leaves (610.3: not at all if the source already
    left, 610.3b), or linked to the source (607.2a)."""
    game = ctx.game
    state = game.state
    for player in ctx.players(e.who)[:1]:
        hand = tuple(state.zone(player, HAND))
        if not answers:
            game.log("reveal", player, cards=[state.objects[o].card.name for o in hand])
        options = tuple(o for o in hand if matches(state, state.objects[o], e.filter,
                                                   ctx.controller, ctx.source_id))
        if not options:
            return None
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET, "choose a card to exile",
                       options, 1, 1, tag=Tag.RESOLVE_CHOICE)
        chosen = [oid for oid in answers[0]
                  if oid in state.objects and state.objects[oid].zone == HAND]
        if e.until:
            exile_until_leaves(game, ctx.source_id, chosen)
            continue
        for new in game.move_batch(chosen, EXILE, cause="exile"):
            linked = state.linked_exile.get(ctx.source_id, ())
            state.linked_exile[ctx.source_id] = (*linked, new.id)
    return None
