"""The effects of the Commander-era designations (issue 29; ``designations.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.designations import become_monarch
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.designations import DAMAGING_CONTROLLER


@handles(m.BecomeMonarch)
def _become_monarch(ctx: Context, e: m.BecomeMonarch, _a: tuple[Any, ...]) -> Ask | None:
    """CR 722.1, 722.3: the ability's controller becomes the monarch (or, for the monarch's
    own combat-damage trigger, the damaging creature's controller, 722.2); whoever was is not."""
    who = ctx.controller
    if e.who == DAMAGING_CONTROLLER:
        who = int(ctx.event.get(DAMAGING_CONTROLLER, ctx.controller))
    become_monarch(ctx.game, who)
    return None
