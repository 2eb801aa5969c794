"""The handler of :class:`~cardtable.games.magic.model.delayed_returns.ReturnToBattlefield`
(issues 28/29): "then return it to the battlefield under its owner's control" (a flicker, the
card a new object, CR 400.7) and the return a delayed triggered ability makes at the beginning
of the next end step (603.7c: only the card it named, still where it was put)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.copy import copy_asks, entering_copy
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.delayed_returns import ReturnCardToHand, ReturnToBattlefield
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND

_FROM = (EXILE, GRAVEYARD)


@handles(ReturnToBattlefield)
def _return_to_battlefield(ctx: Context, e: ReturnToBattlefield,
                           answers: tuple[Any, ...]) -> Ask | None:
    """Each card ``e.what`` names that is still in exile or a graveyard enters the battlefield
    under its owner's control (110.2) or the controller's; a clone chooses what it copies as
    it enters (707.5), so the answers are read in order."""
    state = ctx.game.state
    asked = 0
    for oid in ctx.objects(e.what):
        obj = state.objects[oid]
        if obj.zone not in _FROM:
            continue  # a new object somewhere else: not the card the effect named (400.7)
        controller = obj.owner if e.under == "owner" else ctx.controller
        needs = copy_asks(ctx.game, obj.card, controller)
        chosen = entering_copy(ctx.game, obj.card, controller, answers[asked:])
        if isinstance(chosen, Ask):
            return chosen
        asked += needs
        ctx.game.move(obj, BATTLEFIELD, cause="return", controller=controller,
                      tapped=e.tapped, counters={e.counter: 1} if e.counter else None,
                      copy_of=chosen)
    return None


@handles(ReturnCardToHand)
def _return_card_to_hand(ctx: Context, e: ReturnCardToHand, _a: tuple[Any, ...]) -> None:
    """The card the trigger's object became, if it is still in a graveyard (400.7), goes to
    its owner's hand."""
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        obj = state.objects[oid]
        if obj.zone == GRAVEYARD:
            ctx.game.move(obj, HAND, cause="return")
