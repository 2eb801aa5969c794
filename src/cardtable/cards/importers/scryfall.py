"""Scryfall bulk data → :class:`Card` values, streamed (JSON array or JSON lines).

Both the current schema and the older one (2018: ``legalities`` with ``future``/``frontier``,
no ``keywords``) are read. Printings of the same card collapse to one card (the first seen);
tokens, emblems and art cards are skipped.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

import ijson

from cardtable.cards.card import Card, CardFace
from cardtable.cards.colors import sort_colors
from cardtable.cards.mana import ManaCost
from cardtable.cards.typeline import TypeLine
from cardtable.core.errors import CardDataError

SKIPPED_LAYOUTS = frozenset(
    {"token", "double_faced_token", "emblem", "art_series", "vanguard", "scheme", "planar"}
)


class ReleaseDates:
    """The newest ``released_at`` among the printings read: how recent the data is."""

    def __init__(self) -> None:
        self.newest: str | None = None

    def see(self, value: object) -> None:
        if isinstance(value, str) and (self.newest is None or value > self.newest):
            self.newest = value


def iter_scryfall_array(stream: IO[bytes], dates: ReleaseDates | None = None
                        ) -> Iterator[Card]:
    """Cards from a Scryfall bulk file that is one JSON array of card objects."""
    yield from _unique(ijson.items(stream, "item", use_float=True), dates)


def iter_scryfall_lines(stream: IO[bytes], dates: ReleaseDates | None = None
                        ) -> Iterator[Card]:
    """Cards from a Scryfall bulk file in JSON lines (one card object per line)."""

    def objects() -> Iterator[dict[str, Any]]:
        for number, raw in enumerate(stream, start=1):
            line = raw.strip()
            if not line or line in (b"[", b"]"):
                continue
            try:
                value = json.loads(line.rstrip(b","))
            except (json.JSONDecodeError, UnicodeDecodeError) as error:
                raise CardDataError(
                    f"line {number} of the Scryfall JSON-lines file is not a JSON object: {error}"
                ) from error
            if not isinstance(value, dict):
                raise CardDataError(
                    f"line {number} of the Scryfall JSON-lines file is not a card object"
                )
            yield value

    yield from _unique(objects(), dates)


def _unique(objects: Iterator[dict[str, Any]], dates: ReleaseDates | None = None
            ) -> Iterator[Card]:
    seen: set[str] = set()
    for obj in objects:
        if not isinstance(obj, dict) or "name" not in obj:
            raise CardDataError("a Scryfall card object has no 'name'; is this a card bulk file?")
        if dates is not None:
            dates.see(obj.get("released_at"))
        if obj.get("object", "card") != "card" or obj.get("layout") in SKIPPED_LAYOUTS:
            continue
        if obj["name"] in seen:
            continue
        seen.add(obj["name"])
        yield card_from_scryfall(obj)


def card_from_scryfall(obj: dict[str, Any]) -> Card:
    """One card from a Scryfall card object."""
    raw_faces = obj.get("card_faces") or [obj]
    faces = tuple(_face(face, obj) for face in raw_faces)
    legalities = tuple(
        sorted(
            (fmt, str(status).lower())
            for fmt, status in (obj.get("legalities") or {}).items()
            if status != "not_legal"
        )
    )
    return Card(
        name=obj["name"],
        faces=faces,
        color_identity=sort_colors(obj.get("color_identity", ())),
        layout=obj.get("layout", "normal"),
        legalities=legalities,
        oracle_id=obj.get("oracle_id"),
        keywords=tuple(obj.get("keywords", ())),
    )


def _face(face: dict[str, Any], card: dict[str, Any]) -> CardFace:
    indicator = face.get("color_indicator")
    cost = face.get("mana_cost")
    if cost is None and face is not card:
        cost = ""
    return CardFace(
        name=face["name"],
        mana_cost=ManaCost.parse(cost or ""),
        type_line=TypeLine.parse(face.get("type_line") or card.get("type_line", "")),
        oracle_text=face.get("oracle_text", ""),
        power=face.get("power"),
        toughness=face.get("toughness"),
        loyalty=face.get("loyalty"),
        color_indicator=sort_colors(indicator) if indicator is not None else None,
    )
