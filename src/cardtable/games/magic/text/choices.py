"""The words of :mod:`cardtable.games.magic.model.choices` (issue 29, the "choices" helper):
"target opponent reveals a card at random from their hand" (CR 701.16a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.choices import ChooseColor, ChooseCreatureType, RevealAtRandom

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def choices_effect_text(effect: object, ctx: Context) -> str | None:
    """The words of a choices-helper effect, or ``None`` when ``effect`` is none of them."""
    if isinstance(effect, RevealAtRandom) and effect.amount == 1:
        if effect.who == "you":
            return "reveal a card at random from your hand"
        return f"{ctx.ref(effect.who, subject=True)} reveals a card at random from their hand"
    if isinstance(effect, ChooseCreatureType):  # CR 608.2d
        return "choose a creature type"
    if isinstance(effect, ChooseColor):  # CR 608.2d, 105.1
        return "choose a color"
    return None
