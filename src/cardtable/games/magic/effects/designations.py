"""The effects of the Commander-era designations (issue 29; ``designations.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.designations import become_monarch
from cardtable.games.magic.effects.registry import handles


@handles(m.BecomeMonarch)
def _become_monarch(ctx: Context, _e: m.BecomeMonarch, _a: tuple[Any, ...]) -> Ask | None:
    """CR 724.1, 724.3: the ability's controller becomes the monarch; whoever was is not."""
    become_monarch(ctx.game, ctx.controller)
    return None
