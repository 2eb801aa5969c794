"""The handler of cipher's granted ability (CR 702.99a, 707.12; cipher.py; h8-kw)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.cast_modes import spell_ability
from cardtable.games.magic.cipher import copy_to_cast
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.costs import FREE
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.model.keyword_mechanics import CipherCast


@handles(CipherCast)
def _cipher_cast(ctx: Context, e: CipherCast, _a: tuple[Any, ...]) -> Ask | None:
    """"… you may copy the encoded card and you may cast the copy without paying its mana
    cost": the copy is cast once this ability has finished resolving (608.2g)."""
    game = ctx.game
    copy = copy_to_cast(game, e.card, ctx.controller)
    if copy is None:
        return None
    resolving = game.work.pop()
    game.work.push(CastFrame(ctx.controller, "spell", copy.id, spell_ability(copy.card),
                             name=copy.card.name, way=FREE))
    game.work.push(resolving)
    return None
