"""The card database's SQLAlchemy schema, and the engine used to write it (imports)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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
    event,
)

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


def engine_for(path: Path) -> Engine:
    """An engine writing the SQLite file at ``path`` (no fsync per statement: imports build a
    temporary file that is only moved into place when complete)."""
    engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=DELETE")
        cursor.execute("PRAGMA synchronous=OFF")
        cursor.close()

    return engine
