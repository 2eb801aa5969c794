"""Card pools people give to games: a CSV or JSON file of card facts, or a list of card names
looked up in the card database (else the bundled pool).

* CSV: the columns ``name,mana_cost,type_line,power,toughness`` (and optionally ``layout``).
* JSON: a list of objects with those keys.
* Anything else: one card name per line (``4 Name`` counts are ignored: a pool names each card
  once); blank lines and ``#`` comments are skipped.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.cards.card import Card
from cardtable.cards.pool import parse_pool_csv
from cardtable.core.errors import CardNotFound, DeckError

if TYPE_CHECKING:
    from cardtable.cards.lookup import CardLookup

POOL_COLUMNS = ("name", "mana_cost", "type_line", "power", "toughness", "layout")
_COUNT = re.compile(r"^\d+\s*[xX]?\s+")


def read_pool_file(path: str | Path, lookup: CardLookup | None = None) -> list[Card]:
    """The cards of a pool file; :class:`DeckError` (with the line) or :class:`CardNotFound`
    (with suggestions and the line) when it cannot be read."""
    path = Path(path)
    from cardtable.core.textfile import TextFileError, read_text

    try:
        text = read_text(path, "pool file")
    except TextFileError as error:
        raise DeckError(str(error)) from None
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return _from_csv(text, path.name)
    if suffix == ".json":
        return _from_json(text, path.name)
    return _from_names(text, path.name, lookup)


def card_row(card: Card) -> tuple[str, ...]:
    """A card as pool facts, in :data:`POOL_COLUMNS` order (the front face's characteristics)."""
    return (card.name, str(card.mana_cost), str(card.type_line), card.power or "",
            card.toughness or "", card.layout)


def _from_csv(text: str, source: str) -> list[Card]:
    header = next(csv.reader(io.StringIO(text)), [])
    missing = [c for c in POOL_COLUMNS[:3] if c not in [h.strip() for h in header]]
    if missing:
        raise DeckError(
            f"{source}: the CSV header lacks {', '.join(missing)}; the columns are "
            f"{','.join(POOL_COLUMNS[:5])} (and optionally layout)"
        )
    return _parse_rows(text, source)


def _from_json(text: str, source: str) -> list[Card]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DeckError(f"{source}: not valid JSON (line {error.lineno}: {error.msg})") from None
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        raise DeckError(f"{source}: a JSON pool is a list of objects with the keys "
                        f"{', '.join(POOL_COLUMNS[:5])}")
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(POOL_COLUMNS)
    for number, item in enumerate(data, 1):
        if not isinstance(item.get("name"), str) or not isinstance(item.get("type_line"), str):
            raise DeckError(f"{source}: card {number} needs a 'name' and a 'type_line'")
        writer.writerow([str(item.get(column) or "") for column in POOL_COLUMNS])
    return _parse_rows(buffer.getvalue(), source)


def _parse_rows(text: str, source: str) -> list[Card]:
    from cardtable.core.errors import ManaCostError

    try:
        return parse_pool_csv(text)
    except ManaCostError as error:
        raise DeckError(f"{source}: {error}") from None


def _from_names(text: str, source: str, lookup: CardLookup | None) -> list[Card]:
    if lookup is None:
        from cardtable.cards.lookup import CardLookup

        lookup = CardLookup()
    cards: dict[str, Card] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        name = _COUNT.sub("", line)
        try:
            card = lookup.get(name)
        except CardNotFound as error:
            raise CardNotFound(name, error.suggestions, f"{source} line {number}") from None
        cards.setdefault(card.name, card)
    if not cards:
        raise DeckError(f"{source} names no cards; write one card name per line")
    return list(cards.values())
