"""The handler of a delayed triggered ability that lasts for the rest of the turn (CR 603.7a;
:class:`cardtable.games.magic.model.TurnTrigger`), registered with
``@handles``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.emblems import create_emblem
from cardtable.games.magic.model import TurnTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context


@handles(TurnTrigger)
def _turn_trigger(ctx: Context, e: TurnTrigger, _a: tuple[Any, ...]) -> None:
    """The ability is held by an object of the command zone, as an emblem's (its triggered
    abilities are looked at where emblems' are, triggers.py; 603.7d: the player who created
    it controls it), until the cleanup step ends it (``end_turn_triggers``, 514.2). "Your
    next … this turn" triggers once (603.7c): once this turn is once."""
    ability = replace(e.ability, once_each_turn=True) if e.once else e.ability
    name = ctx.source.name if ctx.source is not None else ""
    holder = create_emblem(ctx.game, ctx.controller, (ability,), name)
    ctx.game.state.turn_triggers.append(holder.id)
