"""The words of a reflexive triggered ability, "When you do, …" (CR 603.12;
:mod:`cardtable.games.magic.model.reflexive`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.reflexive import ReflexiveTrigger
from cardtable.games.magic.text.reentry import ability_text

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def reflexive_text(effect: object, ctx: Context) -> str | None:
    """"When you do, EFFECT" (without the final period), or ``None`` for another effect: the
    inner ability rendered whole, with its own targets (603.3d)."""
    if not isinstance(effect, ReflexiveTrigger):
        return None
    return ability_text(effect.ability, ctx.card).removesuffix(".")
