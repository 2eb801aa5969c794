"""The deck the calculator reads: category counts, from ``land=24,spell=36`` or a decklist.

Decklists are read by :mod:`cardtable.decks` in any format it knows (plain text, MTGO, Arena,
Moxfield, Archidekt, Cockatrice, Forge…): the main deck is the library, sideboards are not in
the deck and commanders are not in the library (MUL-4.1). Each card is ``land`` or ``nonland``
by :func:`classify` (type lines from the card database, else the bundled pool), unless
``--category`` puts it in a named category.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from cardtable.core.errors import CardNotFound, DeckError, SettingsError

if TYPE_CHECKING:
    from cardtable.cards.lookup import CardLookup
    from cardtable.decks.model import Decklist as ParsedDecklist

BASIC_LAND_NAMES = frozenset(
    {"plains", "island", "swamp", "mountain", "forest", "wastes"}
    | {f"snow-covered {n}" for n in ("plains", "island", "swamp", "mountain", "forest")}
)



@dataclass(frozen=True)
class Deck:
    """Card counts by category, in the order given."""

    categories: tuple[str, ...]
    counts: tuple[int, ...]

    @property
    def size(self) -> int:
        return sum(self.counts)

    def as_dict(self) -> dict[str, int]:
        return dict(zip(self.categories, self.counts, strict=True))


@dataclass(frozen=True)
class Decklist:
    """A read decklist: the main deck's and the commanders' ``(name, count)`` lines."""

    main: tuple[tuple[str, int], ...]
    commanders: tuple[tuple[str, int], ...] = ()

    @property
    def library_size(self) -> int:
        return sum(count for _name, count in self.main)


def parse_counts(text: str, deck_size: int | None = None) -> Deck:
    """``land=24,spell=36`` → a :class:`Deck`; with ``deck_size`` the counts must add up."""
    categories: list[str] = []
    counts: list[int] = []
    for term in text.split(","):
        name, eq, number = term.partition("=")
        name = name.strip()
        if not eq or not name or not number.strip().isdigit():
            raise DeckError(
                f"cannot read {term.strip()!r} in --counts {text!r}; write NAME=COUNT pairs "
                "separated by commas, e.g. land=24,spell=36"
            )
        if name.lower() in (c.lower() for c in categories):
            raise DeckError(f"category {name!r} appears twice in --counts {text!r}")
        count = int(number)
        if count == 0:
            raise DeckError(f"category {name!r} has no cards; leave it out of --counts")
        categories.append(name)
        counts.append(count)
    deck = Deck(tuple(categories), tuple(counts))
    if deck_size is not None and deck.size != deck_size:
        raise DeckError(
            f"the counts {text!r} add up to {deck.size} cards, not the deck size {deck_size}"
        )
    return deck


def parse_decklist(text: str, source: str = "decklist", input_format: str | None = None
                   ) -> Decklist:
    """Read a decklist in any format :mod:`cardtable.decks` reads (detected unless named):
    the main deck is the library, the commanders are left out (MUL-4.1)."""
    from cardtable.decks.read import detect_format, parse_deck_text

    parsed = parse_deck_text(text, input_format or detect_format(text, source), source)
    return _library_of(parsed, source)


def read_decklist(path: str | Path, input_format: str | None = None) -> Decklist:
    from cardtable.decks.read import read_deck_file

    return _library_of(read_deck_file(Path(path), input_format), str(path))


def _library_of(parsed: ParsedDecklist, source: str) -> Decklist:
    from cardtable.decks.model import COMMANDER, MAIN

    if parsed.problems:
        shown = "; ".join(str(p) for p in parsed.problems[:3])
        more = f" (and {len(parsed.problems) - 3} more)" if len(parsed.problems) > 3 else ""
        raise DeckError(f"{source}: {shown}{more}")
    main: dict[str, int] = {}
    commanders: dict[str, int] = {}
    for entry in parsed.entries:
        if entry.section == MAIN:
            main[entry.name] = main.get(entry.name, 0) + entry.count
        elif entry.section == COMMANDER:
            commanders[entry.name] = commanders.get(entry.name, 0) + entry.count
    if not main:
        raise DeckError(f"{source} has no main-deck cards")
    return Decklist(tuple(main.items()), tuple(commanders.items()))


class TypeSource(Protocol):
    """Where :func:`classify` learns a card's type line, and names to suggest."""

    def type_line(self, name: str) -> str | None: ...

    def suggest(self, name: str) -> list[str]: ...


class TypeLineIndex:
    """Card name → type line (names compared case-insensitively): what :func:`classify` asks.
    Point :func:`default_types` at the card database to classify every real card."""

    def __init__(self, type_lines: Mapping[str, str]) -> None:
        self._lines = {name.lower(): line for name, line in type_lines.items()}
        self.names = tuple(type_lines)

    def type_line(self, name: str) -> str | None:
        return self._lines.get(name.lower())

    def suggest(self, name: str) -> list[str]:
        return suggest(name, self.names + tuple(n.title() for n in BASIC_LAND_NAMES))


class LookupTypes:
    """Type lines from the card look-up: the imported card database, else the bundled pool."""

    def __init__(self, lookup: CardLookup | None = None) -> None:
        from cardtable.cards.lookup import CardLookup

        self.lookup = lookup if lookup is not None else CardLookup()

    def type_line(self, name: str) -> str | None:
        card = self.lookup.find(name)
        return None if card is None else str(card.type_line)

    def suggest(self, name: str) -> list[str]:
        return self.lookup.suggest(name)


def default_types() -> LookupTypes:
    """Type lines of every card the card look-up knows (database, else bundled pool)."""
    return LookupTypes()


def classify(name: str, types: TypeSource | None = None) -> str:
    """``"land"`` or ``"nonland"`` for a card name: basic land names are lands, otherwise the
    type line decides. Raises :class:`CardNotFound` with suggestions for an unknown card."""
    if name.lower() in BASIC_LAND_NAMES:
        return "land"
    types = types if types is not None else default_types()
    type_line = types.type_line(name)
    if type_line is None:
        raise CardNotFound(name, types.suggest(name),
                           hint="give it a category with --category NAME=Card, or add it to "
                                "the card pool")
    words = type_line.split("—")[0].split()
    return "land" if "Land" in words else "nonland"


def suggest(name: str, known: Iterable[str], limit: int = 3) -> list[str]:
    """The closest known names (rapidfuzz), best first."""
    from rapidfuzz import fuzz, process

    matches = process.extract(name, list(known), scorer=fuzz.WRatio, limit=limit,
                              score_cutoff=60)
    return [match[0] for match in matches]


def parse_category_option(text: str) -> tuple[str, tuple[str, ...]]:
    """``ramp=Sol Ring;Arcane Signet`` → ``("ramp", ("Sol Ring", "Arcane Signet"))``."""
    name, eq, cards = text.partition("=")
    names = tuple(card.strip() for card in cards.split(";") if card.strip())
    if not eq or not name.strip() or not names:
        raise SettingsError(
            f"cannot read --category {text!r}; write NAME=Card A;Card B"
        )
    return name.strip(), names


def categorize(decklist: Decklist, categories: Sequence[tuple[str, Sequence[str]]] = (),
               types: TypeSource | None = None) -> Deck:
    """The library's counts by ``land``/``nonland`` and the named categories (a card named in
    a category leaves land/nonland). The commanders are not in the library (MUL-4.1)."""
    types = types if types is not None else default_types()
    in_deck = {name.lower(): name for name, _count in decklist.main}
    chosen: dict[str, str] = {}
    for category, names in categories:
        if category.lower() in ("land", "nonland"):
            raise SettingsError(f"--category {category!r} is already a built-in category")
        for card in names:
            if card.lower() not in in_deck:
                raise DeckError(
                    f"--category {category}: {card!r} is not in the deck's library"
                    + _did_you_mean(card, in_deck.values())
                )
            chosen[card.lower()] = category
    totals: dict[str, int] = {"land": 0, "nonland": 0}
    for category, _names in categories:
        totals.setdefault(category, 0)
    for name, count in decklist.main:
        category = chosen.get(name.lower()) or classify(name, types)
        totals[category] += count
    return Deck(tuple(totals), tuple(totals.values()))


def category_of(decklist: Decklist, categories: Sequence[tuple[str, Sequence[str]]] = (),
                types: TypeSource | None = None) -> dict[str, str]:
    """Each library card's category, by lower-cased name (as :func:`categorize` counts)."""
    types = types if types is not None else default_types()
    chosen = {card.lower(): category for category, names in categories for card in names}
    return {name.lower(): chosen.get(name.lower()) or classify(name, types)
            for name, _count in decklist.main}


def _did_you_mean(name: str, known: Iterable[str]) -> str:
    close = suggest(name, known)
    return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


def types_with_pool_file(path: str | Path, base: TypeSource | None = None) -> TypeSource:
    """The cards of a pool CSV (``name,mana_cost,type_line,…``), then the default look-up."""
    from cardtable.cards.pool import parse_pool_csv

    try:
        text = Path(path).read_text(encoding="utf-8")
        cards = parse_pool_csv(text)
    except FileNotFoundError:
        raise DeckError(f"no card pool file at {str(path)!r}") from None
    except (OSError, UnicodeDecodeError, KeyError) as error:
        raise DeckError(f"cannot read card pool {str(path)!r}: {error}") from None
    pool = TypeLineIndex({card.name: str(card.type_line) for card in cards})
    return ChainedTypes(pool, base if base is not None else default_types())


class ChainedTypes:
    """Ask ``first``, then ``then``."""

    def __init__(self, first: TypeSource, then: TypeSource) -> None:
        self.first, self.then = first, then

    def type_line(self, name: str) -> str | None:
        return self.first.type_line(name) or self.then.type_line(name)

    def suggest(self, name: str) -> list[str]:
        return (self.first.suggest(name) + self.then.suggest(name))[:3]


