"""The words of the combat effects of issues 28/29
(:mod:`cardtable.games.magic.model.combat_keywords`): "… blocks it this combat if able"
(CR 509.1c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.combat_keywords import BlockIfAble, CantBlockIt
from cardtable.games.magic.text.words import SELF_NAME

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def combat_effect_text(effect: object, ctx: Context) -> str | None:
    """The clause (without the final period), or ``None`` for another effect."""
    if isinstance(effect, BlockIfAble) and effect.attacker == "self" and \
            effect.duration == "end_of_turn":
        return f"{ctx.ref(effect.blocker)} blocks {SELF_NAME} this turn if able"
    if isinstance(effect, BlockIfAble) and effect.attacker == "self":
        return f"{ctx.ref(effect.blocker)} blocks it this combat if able"
    if isinstance(effect, CantBlockIt) and effect.attacker == "self":
        return f"{ctx.ref(effect.blocker)} can't block {SELF_NAME} this turn"
    return None
