"""The words of "exile … until ~ leaves the battlefield" (CR 610.3;
:mod:`cardtable.games.magic.model.exile_until`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model.exile_until import (
    ExileUntilLeaves,
    ReturnExiled,
    RevealChooseExile,
)
from cardtable.games.magic.text.words import filter_phrase, with_article

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def exile_until_text(effect: object, ctx: Context) -> str | None:
    """The clause (without the final period), or ``None`` for another effect."""
    if isinstance(effect, ExileUntilLeaves) and effect.filter is not None:
        every = filter_phrase(effect.filter, many=True, joiner="and")
        return f"exile all {every} until {effect.source_words} leaves the battlefield"
    if isinstance(effect, ExileUntilLeaves):
        return f"exile {ctx.ref(effect.what)} until {effect.source_words} leaves the battlefield"
    if isinstance(effect, RevealChooseExile) and effect.and_exile:  # EV2, eighth wave
        f = effect.filter
        card = with_article(filter_phrase(replace(f, mana_value_max=None, mana_value_min=None),
                                          zone="hand"))
        after = "".join(f" with mana value {n} or {word}" for n, word in (
            (f.mana_value_max, "less"), (f.mana_value_min, "greater")) if n is not None)
        return (f"{ctx.ref(effect.who)} reveals their hand. You choose {card} from it{after} "
                "and exile that card")
    if isinstance(effect, RevealChooseExile):
        card = with_article(filter_phrase(effect.filter, zone="hand"))
        join = " and you choose " if effect.joined else ". You choose "
        until = " until ~ leaves the battlefield" if effect.until else ""
        return (f"{ctx.ref(effect.who)} reveals their hand{join}{card} from it. "
                f"Exile that card{until}")
    if isinstance(effect, ReturnExiled):
        cards = "the exiled cards" if effect.plural else "the exiled card"
        if effect.to == "hand":
            hand = "hands" if effect.owners == "their owners'" else "hand"
            return f"return {cards} to {effect.owners} {hand}"
        return f"return {cards} to the battlefield under {effect.owners} control"
    return None
