"""The handler of :class:`~cardtable.games.magic.model.damage_rules.DamageRule` as a resolving
effect (issues 28/29, CR 615.1a, 614.1a): "Prevent all damage that would be dealt to you this
turn by attacking creatures.", "Prevent all noncombat damage that would be dealt this turn to
creatures you control.", "Prevent all damage a red source of your choice would deal this turn."
The rule is kept until the cleanup step (514.2); the objects and players a reference ("target
creature", "~", "you") names and the source chosen are fixed now, as it resolves (608.2c,
609.7a); a filter is read each time damage would be dealt (``damage_rules.py``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model.base import Filter
from cardtable.games.magic.model.damage_rules import DamageRule, DamageSide
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import BATTLEFIELD, STACK


def _named(ctx: Context, side: DamageSide, *, players: bool) -> frozenset[Any]:
    if side.who != "ref" or not side.ref:
        return frozenset()
    named: set[Any] = set(ctx.objects(side.ref))
    if players:
        named.update(f"p{p}" for p in ctx.players(side.ref))
    return frozenset(named)


def _sources(ctx: Context, flt: Filter) -> tuple[int, ...]:
    """The sources a player may choose (CR 609.7a): a permanent, or a spell on the stack other
    than this one."""
    state = ctx.game.state
    return tuple(oid for oid, obj in state.objects.items()
                 if obj.zone in (BATTLEFIELD, STACK) and oid != ctx.source_id
                 and matches(state, obj, flt, ctx.controller))


def _the_damage(ctx: Context, e: DamageRule, answers: tuple[Any, ...]) -> Ask | None:
    """"~ deals 5 damage to target creature. The damage can't be prevented." (615.12): the rule
    holds while that one effect deals its damage, then ends."""
    state = ctx.game.state
    held: tuple[Any, int, frozenset[Any], frozenset[Any], Any, frozenset[Any]] = (
        e, ctx.controller, frozenset(), frozenset({ctx.source_id}), ctx.source_id, frozenset())
    if held not in state.damage_rules:
        state.damage_rules.append(held)
    asked: Ask | None = None
    for effect in e.then:
        asked = ctx.game.run_effect(ctx, effect, answers)
        if asked is not None:
            return asked  # asked again with the answers; the rule waits
    state.damage_rules.remove(held)
    return None


@handles(DamageRule)
def _damage_rule(ctx: Context, e: DamageRule, answers: tuple[Any, ...]) -> Ask | None:
    """CR 615.1a / 614.1a: from now until the turn ends, the damage ``e`` watches is prevented
    or changed (damage.deal_damage applies it)."""
    if e.form == "the_damage":
        return _the_damage(ctx, e, answers)
    state = ctx.game.state
    by = _named(ctx, e.source, players=False)
    if e.source.who == "chosen":  # "a source of your choice" (609.7a)
        sources = _sources(ctx, e.source.filter or Filter())
        if not sources:
            return None  # nothing to choose: the effect does nothing
        chosen = sources[0]
        if len(sources) > 1:
            if not answers:
                return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "a source of your choice",
                           sources)
            chosen = answers[0] if answers[0] in sources else sources[0]
        by = frozenset({chosen})
        ctx.game.log("prevent_next", ctx.controller, source=public_name(state.objects[chosen]))
    instead = _named(ctx, e.instead, players=True) if e.instead else frozenset()
    if e.action in ("redirect_n", "prevent_next_n") and not isinstance(e.amount, int):
        e = replace(e, amount=ctx.amount(e.amount))
    state.damage_rules.append((e, ctx.controller, _named(ctx, e.recipient, players=True), by,
                               ctx.source_id, instead))
    return None
