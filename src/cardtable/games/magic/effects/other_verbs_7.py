"""Handlers of the other effect verbs of issue 29 (helper h7-ev3; :mod:`..model.other_verbs_7`):
adapt (CR 701.46) and removing a creature from combat (CR 506.4)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.objects import BATTLEFIELD


@handles(m.Adapt)
def _adapt(ctx: Context, e: m.Adapt, answers: tuple[Any, ...]) -> Ask | None:
    """701.46a: N +1/+1 counters only if the permanent has none now; 701.46b: with any, the
    ability still resolves and does nothing."""
    state = ctx.game.state
    bare = [oid for oid in ctx.objects(e.what)
            if state.objects[oid].zone == BATTLEFIELD
            and not state.objects[oid].counters.get("+1/+1", 0)]
    if not bare:
        return None
    asked = ctx.game.run_effect(ctx, m.PutCounters(counter="+1/+1", amount=e.amount, on=e.what),
                                answers)
    return asked if isinstance(asked, Ask) else None


@handles(m.RemoveFromCombat)
def _remove_from_combat(ctx: Context, e: m.RemoveFromCombat, _a: tuple[Any, ...]) -> None:
    """506.4: no longer an attacking, blocking, blocked or unblocked creature; it stays where
    it is (506.4a: it deals and is dealt no combat damage)."""
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        if oid not in state.attackers and oid not in state.blockers:
            continue
        state.attackers.pop(oid, None)
        state.blockers.pop(oid, None)
        state.blocked.discard(oid)
        state.touch()
        ctx.game.log("removed_from_combat", None, name=state.objects[oid].card.name, id=oid)
