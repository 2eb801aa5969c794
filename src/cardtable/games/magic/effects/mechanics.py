"""Handlers of the keyword actions of issues 28/29 (h4-mechanics; model:
:mod:`cardtable.games.magic.model.mechanics`), registered with ``@handles``."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.mechanics import Learn
from cardtable.games.magic.objects import GRAVEYARD, HAND
from cardtable.games.magic.tags import Tag

NOTHING = "nothing"
"""The learn answer that does nothing (CR 701.48a)."""


@handles(Learn)
def _learn(ctx: Context, e: Learn, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.48a: the controller discards a card of their choice and then draws a card, or
    does nothing (no Lesson can come from outside the game: the engine holds none). With an
    empty hand only "nothing" remains."""
    game = ctx.game
    state = game.state
    you = ctx.controller
    hand = tuple(state.zone(you, HAND))
    if not hand:
        game.log("learn", you, chose=NOTHING)
        return None
    if not answers:
        return Ask(you, DecisionKind.CHOOSE_ONE, "learn: discard a card to draw a card, or "
                   "do nothing", (*hand, NOTHING), tag=Tag.RESOLVE_CHOICE)
    chosen = answers[0]
    if chosen not in hand:
        game.log("learn", you, chose=NOTHING)
        return None
    game.move_batch([chosen], GRAVEYARD, cause="discard")
    ctx.memo["discarded"] = ctx.memo.get("discarded", 0) + 1
    game.draw(you, 1)
    game.log("learn", you, chose="rummage")
    return None
