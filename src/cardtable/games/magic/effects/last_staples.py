"""Handlers of the effects of issue 28's last staples (:mod:`cardtable.games.magic.model
.spending`, …). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.mana_riders import SPEND_ONLY


@handles(m.SpendOnly)
def _spend_only(ctx: Context, e: m.SpendOnly, _a: tuple[Any, ...]) -> Ask | None:
    """"Spend this mana only to …" (CR 106.6) after mana an ability resolving through the
    interpreter added: each unit of it carries the restriction (mana_riders.usable_pool). A
    mana ability activated by hand gets the same riders in ``game_services.activate_mana``."""
    for symbol in ctx.memo.get("mana_added", ()):
        ctx.game.state.mana_riders.append((ctx.controller, symbol, SPEND_ONLY, ctx.source_id))
    return None
