"""The handler of the "unless" offer (:class:`cardtable.games.magic.model.unless.UnlessOffer`,
CR 118.12): the player named may pay a cost or carry out an action as the ability resolves;
the following ``Conditional(Condition("paid", negate=True), …)`` reads whether they did."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.objects import HAND
from cardtable.games.magic.rules_support import can_pay_on_resolution, pay_on_resolution


def _can_act(ctx: Context, action: Any, player: int) -> bool:
    """Whether ``player`` can carry out ``action`` in full (CR 118.3: a cost that can't be paid
    in full can't be paid at all)."""
    state = ctx.game.state
    if isinstance(action, m.Sacrifice) and not action.what and not action.every:
        have = sum(1 for oid in state.battlefield
                   if chars(state, state.objects[oid]).controller == player
                   and matches(state, state.objects[oid], action.filter, player,
                               ctx.source_id))
        return have >= ctx.amount(action.count)
    if isinstance(action, m.ReturnChosen):  # "return a land you control to its owner's hand"
        return any(chars(state, state.objects[oid]).controller == player
                   and matches(state, state.objects[oid], action.filter, player, ctx.source_id)
                   for oid in state.battlefield)
    if isinstance(action, m.Discard) and not action.all_cards:
        flt = action.filter
        return sum(1 for oid in state.zone(player, HAND) if flt is None or matches(
            state, state.objects[oid], flt, player, ctx.source_id)) >= ctx.amount(action.amount)
    # "have ~ deal 5 damage to them": a player can always choose that
    return isinstance(action, m.DealDamage)


def _offer_text(e: m.UnlessOffer) -> str:
    if e.cost is not None:
        return "pay " + (e.cost.mana or ("{E}" * e.cost.pay_energy) or
                         f"{e.cost.pay_life} life")
    words = []
    for a in e.actions:
        if isinstance(a, m.DealDamage) and isinstance(a.amount, int):
            words.append(f"be dealt {a.amount} damage")  # "have ~ deal 5 damage to them"
        else:
            words.append(type(a).KIND)
    return " and ".join(words)


@handles(m.UnlessOffer)
def _unless_offer(ctx: Context, e: m.UnlessOffer, answers: tuple[Any, ...]) -> Ask | None:
    """"… unless PLAYER pays COST / ACTION" (CR 118.12): the player chooses whether to; one
    who can't in full is not asked and has not (118.3). With several players ("any player"),
    each in turn order (101.4) is asked until one does. Then ``memo["paid"]``."""
    players = ctx.players(e.who) or [ctx.controller]
    before = ctx.that_player
    try:
        return _offer(ctx, e, players, answers)
    finally:
        ctx.that_player = before


def _offer(ctx: Context, e: m.UnlessOffer, players: list[int],
           answers: tuple[Any, ...]) -> Ask | None:
    asked = 0
    for player in players:
        ctx.that_player = player  # "them": the player deciding now
        if e.cost is not None:
            able = can_pay_on_resolution(ctx.game, player, e.cost)
        else:
            able = bool(e.actions) and all(_can_act(ctx, a, player) for a in e.actions)
        if not able:
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.YES_NO, f"{_offer_text(e)}?", (True, False))
        answer = answers[asked]
        asked += 1
        if answer is not True:
            continue
        if e.cost is not None:
            pay_on_resolution(ctx.game, player, e.cost)
        else:
            rest = answers[asked:]
            for action in e.actions:  # the actions' own choices follow the yes (608.2d)
                inner = ctx.game.run_effect(ctx, action, rest)
                if isinstance(inner, Ask):
                    return inner
        ctx.memo["paid"] = True
        return None
    ctx.memo["paid"] = False
    return None
