"""Finding cards by name: the imported card database, or the bundled pool when none exists."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cached_property

from cardtable.cards.card import Card
from cardtable.cards.db import CardDatabase
from cardtable.cards.names import has_control_characters, normalize_name
from cardtable.cards.search import NameIndex
from cardtable.core.errors import CardNotFound

ALCHEMY_PREFIX = "A-"

IMPORT_HINT = (
    "no card file has been imported, so only the bundled card pool is searched; import a full "
    "card file with `cardtable cards import FILE` (MTGJSON AtomicCards or a Scryfall bulk file)"
    " or `cardtable cards update`"
)


def bundled_pool() -> tuple[Card, ...]:
    """The bundled card pool, or nothing if this installation has no pool file."""
    from cardtable.cards.pool import bundled_cards

    try:
        return bundled_cards()
    except (FileNotFoundError, ModuleNotFoundError):
        return ()


class CardLookup:
    """Name look-ups that work with or without an import.

    With an imported database (any Magic cards in it) the database serves; otherwise the
    bundled pool does, and an unknown name's error says how to import a full card file.
    """

    def __init__(
        self, database: CardDatabase | None = None, pool: Sequence[Card] | None = None
    ) -> None:
        self.database = database if database is not None else CardDatabase()
        self._pool = pool

    @cached_property
    def uses_database(self) -> bool:
        return self.database.card_count > 0

    @cached_property
    def _pool_index(self) -> dict[str, Card]:
        pool = self._pool if self._pool is not None else bundled_pool()
        index: dict[str, Card] = {}
        for card in pool:
            index.setdefault(normalize_name(card.name), card)
            for face in card.face_names:
                index.setdefault(normalize_name(face), card)
        return index

    @property
    def source(self) -> str:
        return "card database" if self.uses_database else "bundled pool"

    def find(self, name: str) -> Card | None:
        if self.uses_database:
            return self.database.find(name)
        return self._pool_index.get(normalize_name(name))

    def find_many(self, names: Iterable[str]) -> dict[str, Card | None]:
        """:meth:`find` for many names at once (one database query)."""
        if self.uses_database:
            return self.database.find_many(names)
        return {name: self.find(name) for name in names}

    @cached_property
    def name_index(self) -> NameIndex:
        """The names :meth:`find` knows, for ranked search and suggestions."""
        if self.uses_database:
            return self.database.name_index
        return NameIndex((key, card.name) for key, card in self._pool_index.items())

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Names close enough to ``name`` to offer as "did you mean" (none when nothing is
        close: a card newer than the data gets no noise)."""
        return self.name_index.suggest(name, limit)

    def not_found(self, name: str) -> CardNotFound:
        """The error for a name :meth:`find` does not know: close names if there are any; an
        Alchemy ``A-`` name named as the digital-only version of its paper card; otherwise
        that the card is not in the data, how old the data is, and how to update it."""
        if name.startswith(ALCHEMY_PREFIX) and len(name) > len(ALCHEMY_PREFIX):
            paper = self.find(name[len(ALCHEMY_PREFIX):])
            if paper is not None:
                return CardNotFound(name, (paper.name,), (
                    f"{name!r} is MTG Arena's digital-only Alchemy rebalance of {paper.name!r}, "
                    f"not a paper card; a paper deck plays {paper.name!r}"))
        suggestions = self.suggest(name)
        if not self.uses_database:
            return CardNotFound(name, suggestions, IMPORT_HINT)
        if suggestions:
            return CardNotFound(name, suggestions)
        return CardNotFound(name, (), (
            f"it is not in the card data: {self.database.data_description()}; a card printed "
            "since then needs `cardtable cards update`"))

    def get(self, name: str) -> Card:
        """The card named ``name``; :class:`CardNotFound` with suggestions if there is none."""
        if has_control_characters(name):
            raise CardNotFound(
                name, (), "the name contains control characters; card names never do"
            )
        card = self.find(name)
        if card is not None:
            return card
        raise self.not_found(name)
