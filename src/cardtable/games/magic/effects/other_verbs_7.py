"""Handlers of the other effect verbs of issue 29 (helper h7-ev3; :mod:`..model.other_verbs_7`):
adapt (CR 701.46), removing a creature from combat (CR 506.4) and changing the target of a
spell or ability (CR 115.7a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.cast_modes import ability_targets, with_x
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import Chars, base_chars, chars
from cardtable.games.magic.objects import BATTLEFIELD
from cardtable.games.magic.targets import candidates, describe


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


@handles(m.ChangeTarget)
def _change_target(ctx: Context, e: m.ChangeTarget, answers: tuple[Any, ...]) -> Ask | None:
    """115.7a: the single target of the spell or ability ``what`` names is changed to another
    target legal for it (its controller's and source's point of view, 115.7e), chosen by this
    effect's controller; with none, it stays."""
    state = ctx.game.state
    index = int(e.what.split(":")[1]) if e.what.startswith("target:") else -1
    chosen = ctx.targets[index] if 0 <= index < len(ctx.targets) else ()
    wanted = chosen[0] if chosen else None
    position = next((n for n, i in enumerate(state.stack) if wanted is not None and (
        i.obj == wanted or (i.obj is None and i.id == wanted))), None)
    if position is None:
        return None
    item = state.stack[position]
    groups = [(n, group) for n, group in enumerate(item.targets) if group]
    if len(groups) != 1 or len(groups[0][1]) != 1:
        return None  # no longer a single target
    n, (current,) = groups[0]
    specs = ability_targets(item.ability, item.modes)
    if n >= len(specs):
        return None
    if item.obj is not None:
        source: Chars | None = base_chars(state.objects[item.obj])
    else:
        obj = state.objects.get(item.source)
        source = chars(state, obj) if obj is not None else None
    others = [c for c in candidates(state, with_x(specs[n], item.x), item.controller, source,
                                    item.source)
              if c != current and c != item.obj and c != item.id]
    if not others:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                   f"choose the new target for {item.name}", tuple(others))
    new = answers[0]
    targets = list(item.targets)
    targets[n] = (new,)
    state.stack[position] = replace(item, targets=tuple(targets))
    ctx.game.log("new_targets", ctx.controller, name=item.name, targets=[describe(state, new)])
    return None
