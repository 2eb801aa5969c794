"""The card database: SQLite, one file in the user's data directory.

Tables: ``cards`` (one row per Magic card, its facts as JSON plus columns to search on),
``card_names`` (a normalised key for the full name and each face name → card), ``meccg_cards``
(Middle-earth CCG cards) and ``meta`` (what was imported from where).

Imports write through SQLAlchemy (:mod:`cardtable.cards.schema`); look-ups read with the standard
library's :mod:`sqlite3` in read-only mode, which keeps a name look-up well under a millisecond
and the command line quick to start.

Imports are atomic: the new database is built in a temporary file next to the real one (a copy
of it, so the other game's cards survive) and moved over it with :func:`os.replace` only when
complete. A failed or interrupted import leaves the previous database exactly as it was.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from cardtable.cards.card import Card
from cardtable.cards.names import normalize_name
from cardtable.cards.search import NameIndex
from cardtable.cards.serialize import card_from_dict, card_to_dict
from cardtable.core.errors import CardDataError
from cardtable.core.paths import data_home

DATABASE_FILE = "cards.sqlite"
BATCH = 2000


def default_database_path() -> Path:
    """``<data home>/cards.sqlite`` (``CARDTABLE_HOME`` overrides the data home)."""
    return data_home() / DATABASE_FILE


@dataclass(frozen=True, slots=True)
class ImportSummary:
    """What an import did."""

    kind: str
    source: str
    card_count: int
    identity_differences: tuple[str, ...] = ()
    """Cards whose CMD-1.2 colour identity differs from the data's own value."""


def magic_rows(card: Card, card_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The ``cards`` row and ``card_names`` rows of one card."""
    row = {
        "id": card_id,
        "name": card.name,
        "type_line": " // ".join(str(f.type_line) for f in card.faces),
        "color_identity": card.color_identity,
        "mana_value": float(card.mana_value),
        "data": json.dumps(card_to_dict(card), ensure_ascii=False, separators=(",", ":")),
    }
    keys = {normalize_name(card.name): 0}
    for face in card.face_names:
        keys.setdefault(normalize_name(face), 1)
    names = [{"key": k, "card_id": card_id, "is_face": f} for k, f in keys.items()]
    return row, names


class CardDatabase:
    """Read access to the card database file, and atomic imports into it."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_database_path()
        self._connection: sqlite3.Connection | None = None
        self._cache: dict[str, Card | None] = {}

    # -- reading ---------------------------------------------------------------------------

    @property
    def exists(self) -> bool:
        return self.path.is_file()

    def _connect(self) -> sqlite3.Connection:
        if self._connection is None:
            uri = self.path.resolve().as_uri() + "?mode=ro"
            self._connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
        return self._connection

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _query(self, sql: str, parameters: Sequence[object] = ()) -> list[Any]:
        if self._connection is None and not self.exists:
            return []
        try:
            return self._connect().execute(sql, parameters).fetchall()
        except sqlite3.OperationalError as error:
            if "no such table" in str(error):
                return []
            raise self._unreadable(error) from error
        except sqlite3.DatabaseError as error:
            raise self._unreadable(error) from error

    def _unreadable(self, error: Exception) -> CardDataError:
        return CardDataError(
            f"the card database {str(self.path)!r} is unreadable ({error}); "
            "import a card file again with `cardtable cards import FILE`"
        )

    @property
    def card_count(self) -> int:
        rows = self._query("SELECT count(*) FROM cards")
        return int(rows[0][0]) if rows else 0

    @property
    def meccg_count(self) -> int:
        rows = self._query("SELECT count(*) FROM meccg_cards")
        return int(rows[0][0]) if rows else 0

    def meta(self) -> dict[str, str]:
        return {k: v for k, v in self._query("SELECT key, value FROM meta")}

    def find(self, name: str) -> Card | None:
        """The card with this name or face name (case/accent/slash-insensitive), or ``None``."""
        key = normalize_name(name)
        if key in self._cache:
            return self._cache[key]
        rows = self._query(
            "SELECT cards.data FROM card_names JOIN cards ON card_names.card_id = cards.id "
            "WHERE card_names.key = ? ORDER BY card_names.is_face LIMIT 1",
            (key,),
        )
        card = card_from_dict(json.loads(rows[0][0])) if rows else None
        self._cache[key] = card
        return card

    def find_many(self, names: Iterable[str]) -> dict[str, Card | None]:
        """Look up many names with one query; ``{name: card or None}``."""
        keys = {name: normalize_name(name) for name in names}
        wanted = sorted({k for k in keys.values() if k not in self._cache})
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = self._query(
                "SELECT card_names.key, cards.data, card_names.is_face FROM card_names "
                f"JOIN cards ON card_names.card_id = cards.id WHERE card_names.key IN ({marks}) "
                "ORDER BY card_names.is_face DESC",
                chunk,
            )
            found = {key: data for key, data, _is_face in rows}
            for key in chunk:
                data = found.get(key)
                self._cache[key] = card_from_dict(json.loads(data)) if data else None
        return {name: self._cache.get(key) for name, key in keys.items()}

    @cached_property
    def name_index(self) -> NameIndex:
        """Every Magic card under its name and face names, for ranked search."""
        rows = self._query(
            "SELECT card_names.key, cards.name FROM card_names "
            "JOIN cards ON card_names.card_id = cards.id ORDER BY card_names.is_face"
        )
        return NameIndex((key, name) for key, name in rows)

    @cached_property
    def meccg_name_index(self) -> NameIndex:
        """Every Middle-earth CCG title, for ranked search."""
        return NameIndex((title, title) for (title,) in self._query(
            "SELECT title FROM meccg_cards ORDER BY id"))

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """The card names close enough to ``name`` to offer, best first, without repeats."""
        return self.name_index.suggest(name, limit)

    def data_description(self, game: str = "magic") -> str:
        """Where the imported cards of a game came from and how old they are, e.g.
        ``AtomicCards-2022-04-25.json.gz (mtgjson) of 2022-04-25, 22998 cards``."""
        meta = self.meta()
        source = meta.get(f"{game}.source", "unknown source")
        kind = meta.get(f"{game}.kind")
        text = source + (f" ({kind})" if kind and kind != game else "")
        if meta.get(f"{game}.date"):
            text += f" of {meta[f'{game}.date']}"
        if meta.get(f"{game}.count"):
            text += f", {meta[f'{game}.count']} cards"
        return text

    def find_meccg(self, name: str) -> list[dict[str, Any]]:
        """Every Middle-earth CCG card (each set's version) whose title matches ``name``
        forgivingly (case, accents, punctuation: ``William - Wûluag`` = ``William (Wûluag)``)."""
        from cardtable.cards.meccg import meccg_key

        key = meccg_key(name)
        rows = self._query("SELECT data FROM meccg_cards ORDER BY id")
        found = [json.loads(data) for (data,) in rows]
        return [card for card in found if meccg_key(str(card.get("title", ""))) == key]

    def all_cards(self) -> Iterator[Card]:
        for (data,) in self._query("SELECT data FROM cards ORDER BY name"):
            yield card_from_dict(json.loads(data))

    def search_rows(
        self,
        text: str | None = None,
        type_text: str | None = None,
        mana_value: float | None = None,
        rules_text: str | None = None,
    ) -> Iterator[Card]:
        """Cards whose name contains ``text``, type line contains ``type_text``, of a mana value
        (the filters SQL can do; colour identity and legality are filtered by the caller).
        ``rules_text`` narrows to cards whose stored facts contain it (a coarse filter: the
        caller checks the rules text itself)."""
        clauses: list[str] = []
        parameters: list[object] = []
        for column, value in (("name", text), ("type_line", type_text), ("data", rules_text)):
            if value:
                clauses.append(f"{column} LIKE ? ESCAPE '\\'")
                escaped = value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
                parameters.append(f"%{escaped}%")
        if mana_value is not None:
            clauses.append("mana_value = ?")
            parameters.append(mana_value)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        for (data,) in self._query(f"SELECT data FROM cards{where} ORDER BY name", parameters):
            yield card_from_dict(json.loads(data))

    def meccg_rows(self) -> list[tuple[str, str, str]]:
        """Every Middle-earth CCG row as ``(key, set code, JSON data)``."""
        return [(row[0], row[1], row[2]) for row in self._query(
            "SELECT key, set_code, data FROM meccg_cards ORDER BY id")]

    # -- writing ---------------------------------------------------------------------------

    def replace_magic(self, cards: Iterable[Card], *, kind: str, source: str,
                      date: Callable[[], str | None] | None = None) -> ImportSummary:
        """Replace every Magic card with ``cards``, atomically. ``date`` gives the data's date
        (MTGJSON's, or the newest Scryfall printing) once the cards have been read."""
        from sqlalchemy import delete

        from cardtable.cards.schema import cards_table, names_table

        def write(conn: Any) -> int:
            conn.execute(delete(names_table))
            conn.execute(delete(cards_table))
            count = 0
            rows: list[dict[str, Any]] = []
            name_rows: list[dict[str, Any]] = []
            for count, card in enumerate(cards, start=1):
                row, names = magic_rows(card, count)
                rows.append(row)
                name_rows.extend(names)
                if len(rows) >= BATCH:
                    _flush(conn, rows, name_rows)
            _flush(conn, rows, name_rows)
            return count

        return self._atomic(write, kind=kind, source=source, meta_prefix="magic", date=date)

    def replace_meccg(
        self, rows: Iterable[tuple[str, str, dict[str, Any]]], *, source: str
    ) -> ImportSummary:
        """Replace every Middle-earth CCG card with ``rows`` of (title, set code, data)."""
        from sqlalchemy import delete, insert

        from cardtable.cards.schema import meccg_table

        def write(conn: Any) -> int:
            conn.execute(delete(meccg_table))
            batch = [
                {
                    "title": title,
                    "key": normalize_name(title),
                    "set_code": set_code,
                    "data": json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                }
                for title, set_code, data in rows
            ]
            if batch:
                conn.execute(insert(meccg_table), batch)
            return len(batch)

        return self._atomic(write, kind="meccg", source=source, meta_prefix="meccg")

    def _atomic(
        self, write: Callable[[Any], int], *, kind: str, source: str, meta_prefix: str,
        date: Callable[[], str | None] | None = None,
    ) -> ImportSummary:
        from sqlalchemy import delete, insert

        from cardtable.cards.schema import engine_for, meta_table, metadata
        self.close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not os.access(self.path.parent, os.W_OK):
            raise CardDataError(
                f"cannot write the card database: the directory {str(self.path.parent)!r} is "
                f"read-only, so {source!r} was not imported and the card database is unchanged; "
                "make it writable, or point CARDTABLE_HOME at a writable place"
            )
        temporary = self.path.with_name(f".{self.path.name}.importing-{os.getpid()}")
        try:
            if self.exists:
                shutil.copyfile(self.path, temporary)
                _check_readable(temporary, self.path)
            engine = engine_for(temporary)
            try:
                metadata.create_all(engine)
                with engine.begin() as conn:
                    count = write(conn)
                    conn.execute(
                        delete(meta_table).where(meta_table.c.key.startswith(meta_prefix + "."))
                    )
                    rows = [
                        {"key": f"{meta_prefix}.kind", "value": kind},
                        {"key": f"{meta_prefix}.source", "value": source},
                        {"key": f"{meta_prefix}.count", "value": str(count)},
                    ]
                    data_date = date() if date is not None else None
                    if data_date:
                        rows.append({"key": f"{meta_prefix}.date", "value": data_date})
                    conn.execute(insert(meta_table), rows)
            finally:
                engine.dispose()
            os.replace(temporary, self.path)
        finally:
            with suppress(FileNotFoundError):
                temporary.unlink()
        self._cache.clear()
        self.__dict__.pop("name_index", None)
        self.__dict__.pop("meccg_name_index", None)
        return ImportSummary(kind=kind, source=source, card_count=count)


def _flush(conn: Any, rows: list[dict[str, Any]], name_rows: list[dict[str, Any]]) -> None:
    from sqlalchemy import insert

    from cardtable.cards.schema import cards_table, names_table

    if rows:
        conn.execute(insert(cards_table), rows)
        conn.execute(insert(names_table), name_rows)
    rows.clear()
    name_rows.clear()


def _check_readable(copy: Path, original: Path) -> None:
    try:
        with sqlite3.connect(copy) as connection:
            connection.execute("PRAGMA schema_version").fetchall()
        connection.close()
    except sqlite3.DatabaseError as error:
        raise CardDataError(
            f"the existing card database {str(original)!r} is unreadable ({error}); "
            "move it away and import again"
        ) from error


def suggest_from(key: str, choices: dict[str, str], limit: int = 3) -> list[str]:
    """Names close enough to ``key`` to offer as "did you mean", among ``{key: display name}``
    (ranked by :class:`cardtable.cards.search.NameIndex`)."""
    return NameIndex(choices.items()).suggest(key, limit)
