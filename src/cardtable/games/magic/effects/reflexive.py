"""The handler of a reflexive triggered ability, "When you do, …" (CR 603.12;
:class:`cardtable.games.magic.model.reflexive.ReflexiveTrigger`), registered with
``@handles``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.reflexive import ReflexiveTrigger
from cardtable.games.magic.state import PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context


@handles(ReflexiveTrigger)
def _reflexive(ctx: Context, e: ReflexiveTrigger, _a: tuple[Any, ...]) -> None:
    """When the action before it was done, the ability triggers now (603.12) and waits to be
    put on the stack the next time a player would receive priority (603.3), with the event of
    the ability that made it; its targets are chosen then (603.3d). An optional action or a
    sacrifice records whether it was done (``memo["paid"]``, as "If you do" reads it,
    608.2c); an action that is always done ("Surveil 4. When you do, …", "Draw four cards.
    When you do, …") records nothing and counts as done."""
    if not ctx.memo.get("paid", True):
        return
    state = ctx.game.state
    source = state.objects.get(ctx.source_id)
    name = source.card.name if source is not None else (
        ctx.source.name if ctx.source is not None else "")
    state.triggers.append(PendingTrigger(ctx.controller, ctx.source_id, e.ability, name,
                                         tuple(sorted(ctx.event.items()))))
