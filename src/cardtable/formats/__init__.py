"""Deck construction rules: pure checks that turn a decklist into a report of every problem."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.cards.lookup import CardLookup
    from cardtable.decks.model import Decklist
    from cardtable.formats.report import DeckReport

FORMAT_NAMES = ("commander", "meccg")


def check_deck(deck: Decklist, format_name: str, lookup: CardLookup | None = None) -> DeckReport:
    """Check ``deck`` against a format's construction rules with the default settings.

    ``lookup`` finds the cards (default: the card database, else the bundled pool). A MECCG check
    needs the Middle-earth card data imported (:class:`CardDataError` says how otherwise)."""
    from cardtable.cards.lookup import CardLookup
    from cardtable.core.errors import SettingsError

    lookup = lookup if lookup is not None else CardLookup()
    if format_name == "commander":
        from cardtable.formats.commander import check_commander

        return check_commander(deck, lookup)
    if format_name == "meccg":
        from cardtable.formats.meccg import check_meccg

        return check_meccg(deck, lookup.database)
    raise SettingsError(f"unknown format {format_name!r}; formats: {', '.join(FORMAT_NAMES)}")
