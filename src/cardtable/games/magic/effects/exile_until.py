"""The handlers of "exile … until ~ leaves the battlefield" (CR 610.3;
:class:`cardtable.games.magic.model.exile_until.ExileUntilLeaves`) and of "return the exiled
card(s)" (607.2a; :class:`~cardtable.games.magic.model.exile_until.ReturnExiled`), registered
with ``@handles``; the engine room (the tracking and the return) is in
:mod:`cardtable.games.magic.zones`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.magic.effects.interpreter import _each
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.exile_until import ExileUntilLeaves, ReturnExiled
from cardtable.games.magic.objects import BATTLEFIELD, HAND
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
