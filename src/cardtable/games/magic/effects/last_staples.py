"""Handlers of the effects of issue 28's last staples (:mod:`cardtable.games.magic.model
.spending`, …). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.mana import can_pay, requirement
from cardtable.games.magic.mana_riders import SPEND_ONLY


@handles(m.SpendOnly)
def _spend_only(ctx: Context, e: m.SpendOnly, _a: tuple[Any, ...]) -> Ask | None:
    """"Spend this mana only to …" (CR 106.6) after mana an ability resolving through the
    interpreter added: each unit of it carries the restriction (mana_riders.usable_pool). A
    mana ability activated by hand gets the same riders in ``game_services.activate_mana``."""
    for symbol in ctx.memo.get("mana_added", ()):
        ctx.game.state.mana_riders.append((ctx.controller, symbol, SPEND_ONLY, ctx.source_id))
    return None


@handles(m.MayPayAmount)
def _may_pay_amount(ctx: Context, e: m.MayPayAmount, answers: tuple[Any, ...]) -> Ask | None:
    """"… unless that player pays {X}, where X is ~'s power" (CR 118.12, 608.2d): the amount
    is read now; the player chooses whether to pay it (one who can't pay doesn't, 118.3), and
    the following "if not paid" reads ``memo["paid"]``."""
    who = ctx.players(e.who)
    player = who[0] if who else ctx.controller
    n = max(0, ctx.amount(e.amount))
    need = requirement("{" + str(n) + "}")
    if not answers:
        if not can_pay(ctx.game.state, player, need):
            ctx.memo["paid"] = False
            return None
        return Ask(player, DecisionKind.YES_NO, f"pay {{{n}}}?", (True, False))
    paid = answers[0] is True and ctx.game.pay_mana(player, need)
    if paid:
        ctx.game.log("paid", player, mana=n)
    ctx.memo["paid"] = paid
    return None
