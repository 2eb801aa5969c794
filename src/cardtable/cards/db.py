"""The card database: SQLite (via SQLAlchemy 2), one file in the user's data directory.

Tables: ``cards`` (one row per Magic card, its facts as JSON plus columns to search on),
``card_names`` (a normalised key for the full name and each face name → card), ``meccg_cards``
(Middle-earth CCG cards) and ``meta`` (what was imported from where).

Imports are atomic: the new database is built in a temporary file next to the real one (a copy
of it, so the other game's cards survive) and moved over it with :func:`os.replace` only when
complete. A failed or interrupted import leaves the previous database exactly as it was.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Iterable, Iterator
from contextlib import suppress
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process
from sqlalchemy import (
    Column,
    Engine,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
)
from sqlalchemy.exc import DatabaseError

from cardtable.cards.card import Card
from cardtable.cards.names import normalize_name
from cardtable.cards.serialize import card_from_dict, card_to_dict
from cardtable.core.errors import CardDataError
from cardtable.core.paths import data_home

DATABASE_FILE = "cards.sqlite"
BATCH = 2000

metadata = MetaData()
cards_table = Table(
    "cards",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String, nullable=False, unique=True),
    Column("type_line", String, nullable=False),
    Column("color_identity", String, nullable=False),
    Column("mana_value", Float, nullable=False),
    Column("data", Text, nullable=False),
)
names_table = Table(
    "card_names",
    metadata,
    Column("key", String, nullable=False, index=True),
    Column("card_id", Integer, ForeignKey("cards.id"), nullable=False),
    Column("is_face", Integer, nullable=False),
)
meccg_table = Table(
    "meccg_cards",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("title", String, nullable=False),
    Column("key", String, nullable=False, index=True),
    Column("set_code", String, nullable=False),
    Column("data", Text, nullable=False),
)
meta_table = Table(
    "meta",
    metadata,
    Column("key", String, primary_key=True),
    Column("value", String, nullable=False),
)


def default_database_path() -> Path:
    """``<data home>/cards.sqlite`` (``CARDTABLE_HOME`` overrides the data home)."""
    return data_home() / DATABASE_FILE


def _engine(path: Path) -> Engine:
    engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=DELETE")
        cursor.execute("PRAGMA synchronous=OFF")
        cursor.close()

    return engine


@dataclass(frozen=True, slots=True)
class ImportSummary:
    """What an import did."""

    kind: str
    source: str
    card_count: int


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
        self._engine: Engine | None = None
        self._cache: dict[str, Card | None] = {}

    # -- reading ---------------------------------------------------------------------------

    @property
    def exists(self) -> bool:
        return self.path.is_file()

    def _connect(self) -> Engine:
        if self._engine is None:
            self._engine = _engine(self.path)
        return self._engine

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None

    def _query(self, statement: Any) -> list[Any]:
        if not self.exists:
            return []
        try:
            with self._connect().connect() as conn:
                return list(conn.execute(statement))
        except DatabaseError as error:
            raise CardDataError(
                f"the card database {str(self.path)!r} is unreadable ({error.orig}); "
                "import a card file again with `cardtable cards import FILE`"
            ) from error

    @property
    def card_count(self) -> int:
        rows = self._query(select(func.count()).select_from(cards_table))
        return int(rows[0][0]) if rows else 0

    @property
    def meccg_count(self) -> int:
        rows = self._query(select(func.count()).select_from(meccg_table))
        return int(rows[0][0]) if rows else 0

    def meta(self) -> dict[str, str]:
        return {k: v for k, v in self._query(select(meta_table.c.key, meta_table.c.value))}

    def find(self, name: str) -> Card | None:
        """The card with this name or face name (case/accent/slash-insensitive), or ``None``."""
        key = normalize_name(name)
        if key in self._cache:
            return self._cache[key]
        rows = self._query(
            select(cards_table.c.data)
            .join(names_table, names_table.c.card_id == cards_table.c.id)
            .where(names_table.c.key == key)
            .order_by(names_table.c.is_face)
            .limit(1)
        )
        card = card_from_dict(json.loads(rows[0][0])) if rows else None
        self._cache[key] = card
        return card

    @cached_property
    def _name_choices(self) -> dict[str, str]:
        rows = self._query(
            select(names_table.c.key, cards_table.c.name).join(
                cards_table, names_table.c.card_id == cards_table.c.id
            )
        )
        return {key: name for key, name in rows}

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """The card names closest to ``name`` (rapidfuzz), best first, without repeats."""
        return suggest_from(normalize_name(name), self._name_choices, limit)

    def all_cards(self) -> Iterator[Card]:
        for (data,) in self._query(select(cards_table.c.data).order_by(cards_table.c.name)):
            yield card_from_dict(json.loads(data))

    def search_rows(
        self,
        text: str | None = None,
        type_text: str | None = None,
        mana_value: float | None = None,
    ) -> Iterator[Card]:
        """Cards whose name contains ``text``, type line contains ``type_text``, of a mana value
        (the filters SQL can do; colour identity and legality are filtered by the caller)."""
        statement = select(cards_table.c.data).order_by(cards_table.c.name)
        if text:
            statement = statement.where(cards_table.c.name.icontains(text, autoescape=True))
        if type_text:
            statement = statement.where(
                cards_table.c.type_line.icontains(type_text, autoescape=True)
            )
        if mana_value is not None:
            statement = statement.where(cards_table.c.mana_value == mana_value)
        for (data,) in self._query(statement):
            yield card_from_dict(json.loads(data))

    def meccg_rows(self) -> list[tuple[str, str, str]]:
        """Every Middle-earth CCG row as ``(key, set code, JSON data)``."""
        return [
            (k, s, d)
            for k, s, d in self._query(
                select(meccg_table.c.key, meccg_table.c.set_code, meccg_table.c.data).order_by(
                    meccg_table.c.id
                )
            )
        ]

    # -- writing ---------------------------------------------------------------------------

    def replace_magic(self, cards: Iterable[Card], *, kind: str, source: str) -> ImportSummary:
        """Replace every Magic card with ``cards``, atomically."""

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

        return self._atomic(write, kind=kind, source=source, meta_prefix="magic")

    def replace_meccg(
        self, rows: Iterable[tuple[str, str, dict[str, Any]]], *, source: str
    ) -> ImportSummary:
        """Replace every Middle-earth CCG card with ``rows`` of (title, set code, data)."""

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
        self, write: Callable[[Any], int], *, kind: str, source: str, meta_prefix: str
    ) -> ImportSummary:
        self.close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(f".{self.path.name}.importing-{os.getpid()}")
        try:
            if self.exists:
                shutil.copyfile(self.path, temporary)
                _check_readable(temporary, self.path)
            engine = _engine(temporary)
            try:
                metadata.create_all(engine)
                with engine.begin() as conn:
                    count = write(conn)
                    conn.execute(
                        delete(meta_table).where(meta_table.c.key.startswith(meta_prefix + "."))
                    )
                    conn.execute(
                        insert(meta_table),
                        [
                            {"key": f"{meta_prefix}.kind", "value": kind},
                            {"key": f"{meta_prefix}.source", "value": source},
                            {"key": f"{meta_prefix}.count", "value": str(count)},
                        ],
                    )
            finally:
                engine.dispose()
            os.replace(temporary, self.path)
        finally:
            with suppress(FileNotFoundError):
                temporary.unlink()
        self._cache.clear()
        self.__dict__.pop("_name_choices", None)
        return ImportSummary(kind=kind, source=source, card_count=count)


def _flush(conn: Any, rows: list[dict[str, Any]], name_rows: list[dict[str, Any]]) -> None:
    if rows:
        conn.execute(insert(cards_table), rows)
        conn.execute(insert(names_table), name_rows)
    rows.clear()
    name_rows.clear()


def _check_readable(copy: Path, original: Path) -> None:
    engine = _engine(copy)
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA schema_version").all()
    except DatabaseError as error:
        raise CardDataError(
            f"the existing card database {str(original)!r} is unreadable ({error.orig}); "
            "move it away and import again"
        ) from error
    finally:
        engine.dispose()


def suggest_from(key: str, choices: dict[str, str], limit: int = 3) -> list[str]:
    """Closest names to a normalised key among ``{normalised key: display name}``."""
    if not key or not choices:
        return []
    keys = list(choices)
    found: list[str] = []
    for _match, _score, index in process.extract(
        key, keys, scorer=fuzz.WRatio, limit=limit * 3, score_cutoff=60
    ):
        name = choices[keys[index]]
        if name not in found:
            found.append(name)
        if len(found) == limit:
            break
    return found
