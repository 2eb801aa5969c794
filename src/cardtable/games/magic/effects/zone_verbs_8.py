"""Handlers of the zone verbs of issue 29, round 8 (helper EV1; model
:mod:`cardtable.games.magic.model.zone_verbs_8`): extra land plays for the turn (CR 305.2)
and a card put into a library N-th from the top (CR 401.7)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.objects import EXILE, GRAVEYARD, LIBRARY
from cardtable.games.magic.player_rules import give_land_plays_for_turn


@handles(m.ExtraLandPlays)
def _extra_land_plays(ctx: Context, e: m.ExtraLandPlays, _a: tuple[Any, ...]) -> None:
    """305.2: each player named may play ``count`` more lands this turn (514.2 ends it)."""
    for player in ctx.players(e.who):
        give_land_plays_for_turn(ctx.game.state, player, e.count, ctx.source_id)
        ctx.game.log("extra_land_plays", player, count=e.count)


@handles(m.PutIntoLibraryAt)
def _to_library_at(ctx: Context, e: m.PutIntoLibraryAt, _a: tuple[Any, ...]) -> None:
    """401.7: into its owner's library with ``position - 1`` cards above it, or on the bottom
    of a library with fewer than ``position`` cards. "It" of a zone-change trigger is the
    card in the zone it went to (400.7: the new object, found through ``state.moved``)."""
    state = ctx.game.state
    ids = ctx.objects(e.what)
    if not ids and e.what in ("it", m.SELF):
        moved = state.moved.get(ctx.event.get("it", -1))
        ids = [moved] if moved is not None and moved in state.objects and \
            state.objects[moved].zone in (GRAVEYARD, EXILE) else []
    for oid in ids:
        obj = state.objects[oid]
        if obj.zone == LIBRARY:
            continue
        new = ctx.game.move(obj, LIBRARY, top=True, cause="to_library")
        if new.zone != LIBRARY:  # a replacement sent it elsewhere (903.9b)
            continue
        library = state.players[new.owner].zones[LIBRARY]
        library.remove(new.id)
        library.insert(min(e.position - 1, len(library)), new.id)
        state.touch()
