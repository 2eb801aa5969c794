"""The words of "exile … until ~ leaves the battlefield" (CR 610.3;
:mod:`cardtable.games.magic.model.exile_until`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.exile_until import ExileUntilLeaves, ReturnExiled
from cardtable.games.magic.text.words import filter_phrase

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def exile_until_text(effect: object, ctx: Context) -> str | None:
    """The clause (without the final period), or ``None`` for another effect."""
    if isinstance(effect, ExileUntilLeaves) and effect.filter is not None:
        every = filter_phrase(effect.filter, many=True, joiner="and")
        return f"exile all {every} until {effect.source_words} leaves the battlefield"
    if isinstance(effect, ExileUntilLeaves):
        return f"exile {ctx.ref(effect.what)} until {effect.source_words} leaves the battlefield"
    if isinstance(effect, ReturnExiled):
        cards = "the exiled cards" if effect.plural else "the exiled card"
        if effect.to == "hand":
            hand = "hands" if effect.owners == "their owners'" else "hand"
            return f"return {cards} to {effect.owners} {hand}"
        return f"return {cards} to the battlefield under {effect.owners} control"
    return None
