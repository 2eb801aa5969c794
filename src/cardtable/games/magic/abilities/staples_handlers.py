"""Handlers of the effects of :mod:`.effects_staples` (issue 28's draw / library staples).
``STAPLES_HANDLERS`` is merged into the interpreter's table like ``STANDIN_HANDLERS``."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.abilities.context import Ask, Context
from cardtable.games.magic.abilities.effects_staples import PutFromHandOnTop
from cardtable.games.magic.objects import HAND, LIBRARY


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


STAPLES_HANDLERS: dict[type, Any] = {
    PutFromHandOnTop: _hand_to_top,
}
