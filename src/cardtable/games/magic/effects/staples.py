"""Handlers of the effects of :mod:`cardtable.games.magic.model.staples` (issue 28's draw and
library staples). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import delayed
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model.base import Cost
from cardtable.games.magic.model.staples import (
    ExileDiscarded,
    ExileTopFaceDownUntil,
    LookTopMayReveal,
    PayPerCounter,
    PutExiledIntoHand,
    PutFromHandOnTop,
)
from cardtable.games.magic.objects import EXILE, GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.play_from_exile import exile_face_down
from cardtable.games.magic.rules_support import can_pay_on_resolution, pay_on_resolution


@handles(PutFromHandOnTop)
def _hand_to_top(ctx: Context, e: PutFromHandOnTop, answers: tuple[Any, ...]) -> Ask | None:
    """Brainstorm's second step (CR 401.4): the player picks N cards of their hand in the
    order they want them, the first chosen ending on top. With N or fewer cards in hand they
    still choose the order of all of them."""
    game = ctx.game
    state = game.state
    plan: list[tuple[int, tuple[int, ...]]] = []
    asked = 0
    for player in ctx.players(e.who):
        hand = tuple(state.zone(player, HAND))
        n = min(ctx.amount(e.amount), len(hand))
        if n == 0:
            continue
        if n == 1 and len(hand) == 1:
            plan.append((player, hand))
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_ORDERED,
                       f"put {n} cards from your hand on top of your library (the first on top)",
                       hand, n, n)
        chosen = tuple(answers[asked])
        asked += 1
        if len(set(chosen)) != n or not set(chosen) <= set(hand):
            chosen = hand[:n]  # an impossible answer: the first N, in hand order
        plan.append((player, chosen))
    for player, chosen in plan:
        for oid in reversed(chosen):  # the last one goes first, so the first chosen is on top
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == HAND:
                game.move(obj, LIBRARY, top=True, cause="put_on_top")
        game.log("hand_to_top", player, count=len(chosen))
    return None


def _owed(cost: Cost) -> str:
    """"{2}{U}", "3 life", "{E}{E}": what a cumulative upkeep payment asks (702.24a)."""
    words = [cost.mana] if cost.mana else []
    if cost.pay_life:
        words.append(f"{cost.pay_life} life")
    if cost.pay_energy:
        words.append("{E}" * cost.pay_energy)
    return " and ".join(words)


@handles(PayPerCounter)
def _pay_per_counter(ctx: Context, e: PayPerCounter, answers: tuple[Any, ...]) -> Ask | None:
    """Cumulative upkeep's payment (CR 702.24a): COST once for each counter on the source;
    the answer is left where "If you don't" reads it (``memo["paid"]``, 608.2c)."""

    state = ctx.game.state
    source = state.objects.get(ctx.source_id) if ctx.source_id is not None else None
    count = source.counters.get(e.counter, 0) if source is not None else 0
    total = Cost(mana=e.cost.mana * count, pay_life=e.cost.pay_life * count,
                 pay_energy=e.cost.pay_energy * count)  # "Pay 1 life" once per counter
    if count <= 0 or total == Cost():
        ctx.memo["paid"] = count <= 0
        return None
    if not can_pay_on_resolution(ctx.game, ctx.controller, total):
        ctx.memo["paid"] = False  # 118.3: a cost that cannot be paid is not paid
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.YES_NO,
                   f"pay {_owed(total)} (cumulative upkeep, {count} {e.counter} counters)",
                   (True, False))
    paid = answers[0] is True
    if paid:
        pay_on_resolution(ctx.game, ctx.controller, total)
    ctx.memo["paid"] = paid
    return None


@handles(LookTopMayReveal)
def _look_top_may_reveal(ctx: Context, e: LookTopMayReveal,
                         answers: tuple[Any, ...]) -> Ask | None:
    """Herald's Horn (CR 401.4, 701.16a): the look is logged for the player alone; a matching
    card may be revealed to all and put into the hand, otherwise it stays on top."""

    game = ctx.game
    state = game.state
    for player in ctx.players(e.who)[:1]:
        library = state.zone(player, LIBRARY)
        if not library:
            return None
        top = state.objects[library[0]]
        if not answers:
            game.log("look", player, secret={"card": top.card.name},
                     secret_to=frozenset({player}), count=1)
        if not matches(state, top, e.filter, player, ctx.source_id):
            return None
        if not answers:
            return Ask(player, DecisionKind.YES_NO,
                       "reveal it and put it into your hand", (True, False))
        if answers[0] is True:
            game.log("reveal", player, cards=[top.card.name])
            game.move(top, HAND, cause="put")
    return None


@handles(ExileDiscarded)
def _exile_discarded(ctx: Context, e: ExileDiscarded, _a: tuple[Any, ...]) -> None:
    """The card the discard trigger names, if it is still in its owner's graveyard (400.7)."""
    state = ctx.game.state
    it = ctx.event.get("it")
    obj = state.objects.get(it) if isinstance(it, int) else None
    if obj is not None and obj.zone == GRAVEYARD:
        new = ctx.game.move(obj, EXILE, cause="exile")
        # linked to its source like every card its abilities exile: "Return all cards exiled
        # with ~ to their owner's hand" (Bag of Holding; CR 607.2a, 406.6; h8-qf)
        state.linked_exile[ctx.source_id] = (*state.linked_exile.get(ctx.source_id, ()),
                                             new.id)


@handles(ExileTopFaceDownUntil)
def _exile_top_face_down_until(ctx: Context, e: ExileTopFaceDownUntil,
                               _a: tuple[Any, ...]) -> None:
    """Necropotence (CR 406.3, 603.7a): the top card exiled face down — no player may look at
    it — and a delayed trigger for the controller's next end step puts it into their hand."""

    state = ctx.game.state
    library = state.zone(ctx.controller, LIBRARY)
    if not library:
        return
    new = exile_face_down(ctx.game, state.objects[library[0]])
    ctx.memo["exiled_top"] = new.id
    delayed.create(ctx, m.DelayedTrigger(effects=(PutExiledIntoHand(),),
                                         when="your_next_end_step", it="exiled_top"))


@handles(PutExiledIntoHand)
def _put_exiled_into_hand(ctx: Context, e: PutExiledIntoHand, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    it = ctx.event.get("it")
    obj = state.objects.get(it) if isinstance(it, int) else None
    if obj is not None and obj.zone == EXILE:
        state.exiled_face_down.pop(obj.id, None)
        ctx.game.move(obj, HAND, cause="put")
