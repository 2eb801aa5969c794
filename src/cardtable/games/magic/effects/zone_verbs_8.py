"""Handlers of the zone verbs of issue 29, round 8 (helper EV1; model
:mod:`cardtable.games.magic.model.zone_verbs_8`): extra land plays for the turn (CR 305.2)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.player_rules import give_land_plays_for_turn


@handles(m.ExtraLandPlays)
def _extra_land_plays(ctx: Context, e: m.ExtraLandPlays, _a: tuple[Any, ...]) -> None:
    """305.2: each player named may play ``count`` more lands this turn (514.2 ends it)."""
    for player in ctx.players(e.who):
        give_land_plays_for_turn(ctx.game.state, player, e.count, ctx.source_id)
        ctx.game.log("extra_land_plays", player, count=e.count)
