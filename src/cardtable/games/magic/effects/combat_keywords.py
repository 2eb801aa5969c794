"""The handlers of the effects only the combat keywords of issues 28/29 stand for
(:mod:`cardtable.games.magic.model.combat_keywords`), registered with ``@handles``: ingest's
exile (CR 702.115a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.combat_keywords import IngestExile
from cardtable.games.magic.objects import EXILE, LIBRARY

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context


@handles(IngestExile)
def _ingest(ctx: Context, e: IngestExile, _a: tuple[Any, ...]) -> None:
    """702.115a: the player dealt combat damage exiles the top card of their library (face
    up; nothing happens with an empty library)."""
    state = ctx.game.state
    for player in ctx.players(e.who):
        top = state.zone(player, LIBRARY)[:1]
        ctx.game.move_batch(list(top), EXILE, cause="ingest")
