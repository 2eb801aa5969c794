"""The bundled card pool: real Magic cards written by us (facts only), shipped with the package.

It lets every game and every check work offline with no import. The file is
``cards/data/bundled.csv`` with the columns ``name,mana_cost,type_line,power,toughness``; a test
checks every row against real card data.
"""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from functools import lru_cache
from importlib import resources

from cardtable.cards.card import Card
from cardtable.core.errors import ManaCostError

BUNDLED_FILE = "bundled.csv"


@lru_cache(maxsize=1)
def bundled_cards() -> tuple[Card, ...]:
    """Every card of the bundled pool, in file order."""
    text = resources.files("cardtable.cards").joinpath("data", BUNDLED_FILE).read_text("utf-8")
    return tuple(parse_pool_csv(text))


@lru_cache(maxsize=1)
def bundled_index() -> dict[str, Card]:
    """The bundled pool by lower-cased name."""
    return {card.name.lower(): card for card in bundled_cards()}


def parse_pool_csv(text: str) -> list[Card]:
    """Cards from pool CSV text (``name,mana_cost,type_line,power,toughness`` and an optional
    ``layout`` column, ``normal`` when blank; blank P/T = none)."""
    reader = csv.DictReader(io.StringIO(text))
    cards: list[Card] = []
    for row in reader:
        power = (row.get("power") or "").strip() or None
        toughness = (row.get("toughness") or "").strip() or None
        try:
            card = Card.simple(
                row["name"].strip(),
                (row.get("mana_cost") or "").strip(),
                row["type_line"].strip(),
                power,
                toughness,
            )
        except ManaCostError as error:
            raise ManaCostError(f"line {reader.line_num}: {error}") from None
        layout = (row.get("layout") or "").strip()
        cards.append(replace(card, layout=layout) if layout and layout != "normal" else card)
    return cards
