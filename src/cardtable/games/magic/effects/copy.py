"""The interpreter's handler for "~ becomes a copy of …, except it has this ability" (CR
707.2, 707.9b, 613.2: layer 1), registered with ``@handles`` (:mod:`.registry`).

The permanent's copiable values become the other object's (:func:`cardtable.games.magic.copy.
copiable`: a permanent's as copied or printed; a card's in another zone its printed ones,
707.2) with the resolving ability added (707.9b), kept as :attr:`GameObject.copied` — the
values :func:`~cardtable.games.magic.layers.base_chars` reads, so every later layer applies on
top. "That creature" of a dies trigger is the card it became in the graveyard (its printed
values: the engine keeps no copiable values in last-known information). The effect has no
duration: it lasts until the permanent leaves (400.7). Counters,
damage and tapped state stay (707.2: they are not copiable values)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.copy import copiable
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.copy import BecomeCopy
from cardtable.games.magic.objects import BATTLEFIELD


@handles(BecomeCopy)
def _become_copy(ctx: Context, e: BecomeCopy, _a: tuple[Any, ...]) -> Ask | None:

    state = ctx.game.state
    targets = [i for i in ctx.objects(e.on) if state.objects[i].zone == BATTLEFIELD]
    sources = ctx.objects(e.what)
    it = ctx.event.get("it")
    if not sources and e.what in ("that_creature", "it") and isinstance(it, int) and \
            state.moved.get(it) in state.objects:  # a creature that died: the card it
        sources = [state.moved[it]]  # became (Cemetery Puca)
    if not targets or not sources:
        return None  # 608.2b: nothing to copy (the card left) or nothing to become one
    values = copiable(state.objects[sources[0]])
    if e.keep_ability:
        item = next((s for s in state.stack if s.id == ctx.item), None)
        if item is not None:  # "except it has this ability" (707.9b)
            values = replace(values, abilities=(*values.abilities, item.ability))
    for oid in targets:
        state.objects[oid].copied = values
        ctx.game.log("becomes_copy", ctx.controller, id=oid, of=values.name)
    state.touch()
    return None
