"""The interpreter's handler for "transform ~" (CR 701.28), registered with ``@handles``: each
permanent the effect names turns over (:func:`cardtable.games.magic.faces.transform`); one
that is no transforming double-faced card, or whose daybound or nightbound allows no other
transforming, does nothing (701.28c, 702.145b, 702.145e); nor does one that already
transformed since its own ability was put on the stack (701.28f)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.faces import transform, transformed_since


@handles(m.Transform)
def _transform(ctx: Context, e: m.Transform, _a: tuple[Any, ...]) -> None:
    """An ability of the permanent itself transforms it only if it has not transformed since
    the ability was put on the stack (701.28f: "{2}: Transform ~" activated twice turns it
    over once)."""
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        obj = state.objects.get(oid)
        if obj is None or (oid == ctx.source_id and transformed_since(state, oid, ctx.item)):
            continue
        transform(ctx.game, obj)
