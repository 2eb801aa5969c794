"""Handlers of the quantities and filters of issue 29 (helper h8-qf;
:mod:`..model.quantities_filters_8`): doubling counters (CR 701.9e) and every card of a kind
returned from graveyards at once (CR 608.2c, 110.2a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.counters_tokens import _counters
from cardtable.games.magic.effects.interpreter import _each
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model.quantities_filters_8 import EACH_KIND
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, HAND


@handles(m.DoubleCounters)
def _double_counters(ctx: Context, e: m.DoubleCounters,
                     answers: tuple[Any, ...]) -> Ask | None:
    """701.9e: each permanent gets as many of those counters as it already has — counted
    once, as this resolves — put as counters are put (616.1e: its replacement effects apply,
    and may ask their order; what was put already is kept in the memo, so asking again repeats
    nothing)."""
    state = ctx.game.state
    key = f"double:{e.counter}:{e.on}"
    plan: list[tuple[int, str, int]] | None = ctx.memo.get(key + ":plan")
    if plan is None:
        plan = []
        for oid in _each(ctx, e.on, e.filter):
            obj = state.objects.get(oid)
            if obj is None or obj.zone != BATTLEFIELD:
                continue
            kinds = sorted(obj.counters) if e.counter == EACH_KIND else [e.counter]
            plan.extend((oid, kind, obj.counters.get(kind, 0)) for kind in kinds
                        if obj.counters.get(kind, 0) > 0)
        ctx.memo[key + ":plan"] = plan
    done, used = ctx.memo.get(key, (0, 0))
    for k in range(done, len(plan)):
        oid, kind, n = plan[k]
        put = m.PutCounters(counter=kind, amount=n, on="target:0")
        asked = _counters(replace(ctx, targets=((oid,),)), put, answers[used:])
        if asked is not None:
            return asked
        used = len(answers)
        ctx.memo[key] = (k + 1, used)
    return None


@handles(m.ReturnAllFromGraveyards)
def _return_all(ctx: Context, e: m.ReturnAllFromGraveyards, _a: tuple[Any, ...]) -> None:
    """608.2c: every matching card in the graveyards named, fixed as this resolves, moves at
    once (one event, 603.2); to the battlefield under its owner's control unless the effect
    says whose (110.2a), to its owner's hand otherwise."""
    state = ctx.game.state
    players = [ctx.controller] if e.whose == "you" else list(range(len(state.players)))
    ids = [oid for player in players for oid in state.zone(player, GRAVEYARD)
           if matches(state, state.objects[oid], e.filter, player, ctx.source_id)]
    if not ids:
        return
    if e.to == "hand":
        ctx.game.move_batch(ids, HAND, "return")
    elif e.under == "you":
        ctx.game.move_batch(ids, BATTLEFIELD, "return", controller=ctx.controller,
                            tapped=e.tapped)
    else:
        ctx.game.move_batch(ids, BATTLEFIELD, "return", tapped=e.tapped)


@handles(m.ReturnLinkedExiled)
def _return_linked_exiled(ctx: Context, e: m.ReturnLinkedExiled, _a: tuple[Any, ...]) -> None:
    """607.2a, 406.6: the cards the source's linked abilities exiled that are still the same
    objects in exile (400.7) and match the filter — for a leaves-the-battlefield trigger the
    source as it last existed, whose id keeps the link (603.10a) — move all at once (603.2):
    to their owners' hands, or onto the battlefield under their owners' or the ability's
    controller's control (110.2a)."""
    state = ctx.game.state
    ids = [oid for oid in ctx.objects("exiled")
           if matches(state, state.objects[oid], e.filter, ctx.controller, ctx.source_id)]
    if not ids:
        return
    if e.to == "hand":
        ctx.game.move_batch(ids, HAND, "return")
    elif e.under == "you":
        ctx.game.move_batch(ids, BATTLEFIELD, "return", controller=ctx.controller)
    else:
        for owner in sorted({state.objects[i].owner for i in ids}):
            mine = [i for i in ids if state.objects[i].owner == owner]
            ctx.game.move_batch(mine, BATTLEFIELD, "return", controller=owner)
    left = set(ctx.objects("exiled"))
    state.linked_exile[ctx.source_id] = tuple(
        i for i in state.linked_exile.get(ctx.source_id, ()) if i in left)


@handles(m.ChooseTargets)
def _choose_targets(_ctx: Context, _e: m.ChooseTargets, _a: tuple[Any, ...]) -> None:
    """601.2c: the targets were chosen as the ability was put on the stack; the sentence that
    names them does nothing as it resolves (the instructions after it act on them)."""
    return None
