"""Handlers of the ninth-wave EV2 effects of issue 29 (model
:mod:`cardtable.games.magic.model.harm_verbs_9`): destroying what is attached to an object
(CR 701.7a, 301.5, 303.4)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars
from cardtable.games.magic.layers_match import has_subtype
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD
from cardtable.games.magic.replacement import regenerate, totem_armor_saves


@handles(m.DestroyAttached)
def _destroy_attached(ctx: Context, e: m.DestroyAttached, _a: tuple[Any, ...]) -> None:
    """701.7a: every Aura / Equipment / Curse (``kinds``) attached to the object ``to`` names
    (or, "you", to the player) is destroyed at once — indestructible, regeneration and totem
    armor as for any destroy (702.89a, 701.15); none if the object has gone."""
    state = ctx.game.state
    if e.to == m.YOU:
        holders: set[int] = set()
        players = set(ctx.players(m.YOU))
    else:
        holders = {oid for oid in ctx.objects(e.to)
                   if oid in state.objects and state.objects[oid].zone == BATTLEFIELD}
        players = set()
    doomed: list[int] = []
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if not (obj.attached_to in holders or obj.attached_player in players):
            continue
        c = chars(state, obj)
        if not any(has_subtype(c, k) for k in e.kinds) or "indestructible" in c.keywords:
            continue
        if totem_armor_saves(ctx.game, obj) or regenerate(ctx.game, obj):
            continue
        doomed.append(oid)
    ctx.game.move_batch(doomed, GRAVEYARD, cause="destroy")
