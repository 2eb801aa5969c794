"""Searching more than one zone (CR 701.19: "Search your library and/or graveyard for …").
Frozen data like the rest of the ability model (:mod:`.effects` lists it in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import ANY, Filter


@dataclass(frozen=True, slots=True)
class SearchLibraryOrGraveyard:
    """"Search your library and/or graveyard for a creature card with mana value X or less and
    put it onto the battlefield. If you search your library this way, shuffle." (Finale of
    Devastation): the player chooses to search their library, their graveyard or both, then
    may find one card matching ``filter`` (its mana value at most the spell's X when
    ``mana_value_x``) among them and puts it ``to`` (``"battlefield"``); the library is
    shuffled only if it was searched (701.19, 701.20).

    ``to="hand"`` with ``reveal``: "…, reveal it, and put it into your hand" (the planeswalker
    decks' "a card named …", CR 201.2, 701.16a); ``wording`` ``"then_searched"`` is Oracle's
    other wording of the same instruction ("reveal it, then put it into your hand. If you
    searched your library this way, shuffle.")."""

    KIND: ClassVar[str] = "search_library_or_graveyard"
    filter: Filter = ANY
    to: str = "battlefield"
    mana_value_x: bool = False
    reveal: bool = False
    wording: str = ""
