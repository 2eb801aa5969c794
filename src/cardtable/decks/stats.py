"""Deck statistics: mana curve, colour pips and type counts of a Magic decklist."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.cards.card import Card
from cardtable.cards.colors import WUBRG

TYPE_ORDER = ("Creature", "Planeswalker", "Battle", "Instant", "Sorcery", "Artifact",
              "Enchantment", "Land")
CURVE_TOP = 7
"""Mana values of 7 and more share the last bar (``7+``)."""


@dataclass(frozen=True, slots=True)
class DeckStats:
    """Counts over the cards of a deck (each copy counted)."""

    curve: tuple[tuple[str, int], ...]
    pips: tuple[tuple[str, int], ...]
    types: tuple[tuple[str, int], ...]
    card_count: int
    land_count: int
    by_mana_value: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    """The non-land cards of each bar of the curve: ``(label, ((name, copies), …))``, names
    in alphabetical order, bars without cards left out."""

    def to_json(self) -> dict[str, Any]:
        return {"card_count": self.card_count, "land_count": self.land_count,
                "curve": dict(self.curve), "pips": dict(self.pips), "types": dict(self.types),
                "cards_by_mana_value": {label: [{"name": n, "count": c} for n, c in names]
                                        for label, names in self.by_mana_value}}


def deck_stats(cards: Sequence[tuple[Card, int]]) -> DeckStats:
    """The mana curve of non-land cards, the coloured mana symbols in costs (a hybrid symbol
    counts for each of its colours) and copies per main card type."""
    curve: Counter[str] = Counter()
    pips: Counter[str] = Counter()
    names: dict[str, Counter[str]] = {}
    lands = 0
    for card, count in cards:
        if card.type_line.is_land:
            lands += count
            continue
        value = int(card.mana_value)
        label = f"{CURVE_TOP}+" if value >= CURVE_TOP else str(value)
        curve[label] += count
        names.setdefault(label, Counter())[card.name] += count
        for face in card.faces:
            for symbol in face.mana_cost.symbols:
                for color in symbol.colors:
                    pips[color] += count
    labels = [str(v) for v in range(CURVE_TOP)] + [f"{CURVE_TOP}+"]
    return DeckStats(
        curve=tuple((label, curve[label]) for label in labels),
        pips=tuple((c, pips[c]) for c in WUBRG),
        types=type_counts(cards),
        card_count=sum(count for _card, count in cards),
        land_count=lands,
        by_mana_value=tuple((label, tuple(sorted(names[label].items())))
                            for label in labels if label in names),
    )


def type_counts(cards: Iterable[tuple[Card, int]]) -> tuple[tuple[str, int], ...]:
    """Copies per main card type, in a fixed order (an artifact creature counts as a
    creature)."""
    counts: Counter[str] = Counter()
    for card, count in cards:
        types = card.type_line.types
        main = next((t for t in TYPE_ORDER if t in types), types[0] if types else "Other")
        counts[main] += count
    order = [t for t in TYPE_ORDER if counts[t]]
    order += sorted(t for t in counts if t not in TYPE_ORDER)
    return tuple((t, counts[t]) for t in order)
