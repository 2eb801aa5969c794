"""MTGJSON v5 AtomicCards → :class:`Card` values, streamed card by card."""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any

import ijson

from cardtable.cards.card import Card, CardFace
from cardtable.cards.colors import sort_colors
from cardtable.cards.mana import ManaCost
from cardtable.cards.typeline import TypeLine


def iter_mtgjson(stream: IO[bytes]) -> Iterator[Card]:
    """Every card of an AtomicCards file (``{"meta": …, "data": {name: [face, …]}}``)."""
    for name, faces in ijson.kvitems(stream, "data", use_float=True):
        if faces:
            yield card_from_mtgjson(name, faces)


def card_from_mtgjson(name: str, entries: list[dict[str, Any]]) -> Card:
    """One card from its MTGJSON atomic entries (one per face)."""
    first = entries[0]
    faces = tuple(_face(entry) for entry in entries)
    legalities = tuple(
        sorted((fmt, str(status).lower()) for fmt, status in first.get("legalities", {}).items())
    )
    identifiers = first.get("identifiers") or {}
    keywords: list[str] = []
    for entry in entries:
        keywords.extend(k for k in entry.get("keywords", ()) if k not in keywords)
    return Card(
        name=name,
        faces=faces,
        color_identity=sort_colors(first.get("colorIdentity", ())),
        layout=first.get("layout", "normal"),
        legalities=legalities,
        has_alternative_deck_limit=bool(first.get("hasAlternativeDeckLimit", False)),
        oracle_id=identifiers.get("scryfallOracleId"),
        keywords=tuple(keywords),
    )


def _face(entry: dict[str, Any]) -> CardFace:
    indicator = entry.get("colorIndicator")
    return CardFace(
        name=entry.get("faceName") or entry["name"],
        mana_cost=ManaCost.parse(entry.get("manaCost", "")),
        type_line=TypeLine.parse(entry.get("type", "")),
        oracle_text=entry.get("text", ""),
        power=entry.get("power"),
        toughness=entry.get("toughness"),
        loyalty=entry.get("loyalty"),
        color_indicator=sort_colors(indicator) if indicator is not None else None,
    )
