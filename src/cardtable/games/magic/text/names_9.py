"""The words of :mod:`cardtable.games.magic.model.names_9` (issue 29, QF ninth wave):
"choose a nonland card name" (CR 201.3) and the search of a player's graveyard, hand and
library for the cards with that name (CR 701.19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.names_9 import (
    ALL_NAMED,
    ChooseCardName,
    SearchZonesForChosenName,
)

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context


def name_kind_words(effect: ChooseCardName) -> str:
    """"a card" / "a nonland card" / "an artifact card" / "a nonartifact, nonland card"."""
    kinds = [f"non{t.lower()}" for t in effect.not_types] + [t.lower() for t in effect.types]
    words = ", ".join(kinds)
    if not words:
        return "a card"
    return f"{'an' if words[0] in 'aeiou' else 'a'} {words} card"


def names_9_text(effect: object, ctx: Context) -> str | None:
    """The words of a QF ninth-wave effect, or ``None`` when ``effect`` is none of them."""
    if isinstance(effect, ChooseCardName):  # CR 201.3, 608.2d
        return f"choose {name_kind_words(effect)} name"
    if isinstance(effect, SearchZonesForChosenName):  # CR 701.19, 701.20a
        count = "all" if effect.count == ALL_NAMED else "any number of"
        whose = ctx.ref(effect.who)
        return (f"search {whose}'s graveyard, hand, and library for {count} cards with "
                f"{effect.says} name and exile them. Then that player shuffles")
    return None
