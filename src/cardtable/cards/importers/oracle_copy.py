"""The card text the Oracle compiler reads, kept beside the card database at every Magic import.

The card database (SQLite) answers look-ups; the compiler (``games/magic/oracle``) reads
MTGJSON AtomicCards faces. So that every command that needs card text — ``simulate`` and
``play`` with ``--deck``, ``cards coverage``, the web table — works from what the user imported
(``cardtable cards import FILE`` or ``cards update``), an import of Magic cards also writes
``AtomicCards.json.gz`` next to the database: the MTGJSON file itself (recompressed with gzip
whatever it came in), or, for a Scryfall file, the imported cards in the AtomicCards shape.

Beside it, ``AtomicCards.json.gz.sha256`` holds a digest of the card JSON, which keys the
compiled-card cache: a new import of different data compiles once, the same data never again.
Both files are replaced in one step each (temporary file, then :func:`os.replace`).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardtable.cards.card import Card
from cardtable.cards.importers.source import SourceKind, open_card_file
from cardtable.core.errors import CardDataError

ORACLE_FILE = "AtomicCards.json.gz"
DIGEST_SUFFIX = ".sha256"
CHUNK = 1 << 20


def oracle_copy_path(database_path: Path) -> Path:
    """Where the compiler's copy of the card text lives for the database at ``database_path``."""
    return database_path.parent / ORACLE_FILE


def digest_path(copy: Path) -> Path:
    return copy.with_name(copy.name + DIGEST_SUFFIX)


def read_digest(copy: Path) -> str | None:
    """The digest written with ``copy`` at import, or ``None`` when there is none."""
    try:
        text = digest_path(copy).read_text(encoding="ascii").strip()
    except OSError:
        return None
    return text if len(text) == 64 and all(c in "0123456789abcdef" for c in text) else None


def keep_oracle_copy(source: Path, kind: SourceKind, database_path: Path,
                     cards: Iterable[Card] | None = None) -> Path:
    """Write the compiler's copy for an import of ``source`` (of ``kind``) into the database at
    ``database_path``; ``cards`` are the imported cards, needed only for a Scryfall file."""
    target = oracle_copy_path(database_path)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    digest = hashlib.sha256()
    try:
        with gzip.open(tmp, "wb", compresslevel=6) as out:
            if kind is SourceKind.MTGJSON:
                with open_card_file(source) as stream:
                    while chunk := stream.read(CHUNK):
                        digest.update(chunk)
                        out.write(chunk)
            else:
                if cards is None:
                    raise CardDataError(f"keeping the card text of {source.name!r} needs its "
                                        "imported cards")
                body = json.dumps({"meta": {"source": source.name, "kind": kind.value},
                                   "data": atomic_entries(cards)},
                                  ensure_ascii=False, separators=(",", ":")).encode()
                digest.update(body)
                out.write(body)
        tmp.replace(target)
        digest_path(target).write_text(digest.hexdigest() + "\n", encoding="ascii")
    except OSError as error:
        tmp.unlink(missing_ok=True)
        raise CardDataError(f"the cards were imported, but the card text for the rules engine "
                            f"could not be written to {str(target)!r} ({error}); free some "
                            "space or make the folder writable and import again") from error
    return target


def atomic_entries(cards: Iterable[Card]) -> dict[str, list[dict[str, Any]]]:
    """Cards as MTGJSON AtomicCards faces (name → faces): the fields the compiler reads."""
    out: dict[str, list[dict[str, Any]]] = {}
    for card in cards:
        legal = {fmt: status.capitalize() for fmt, status in card.legalities}
        faces = []
        for face in card.faces:
            entry: dict[str, Any] = {
                "name": card.name, "type": str(face.type_line), "manaCost": str(face.mana_cost),
                "text": face.oracle_text, "power": face.power, "toughness": face.toughness,
                "loyalty": face.loyalty, "layout": card.layout, "legalities": legal}
            if len(card.faces) > 1:
                entry["faceName"] = face.name
            if face.color_indicator:
                entry["colorIndicator"] = list(face.color_indicator)
            faces.append(entry)
        out[card.name] = faces
    return out
