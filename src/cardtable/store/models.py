"""The storage schema: an event table and its append-only log of tournament entries.

The tables are created and upgraded by the Alembic migrations in :mod:`cardtable.store.migrations`
(shipped inside the package), never by ``metadata.create_all``; these models describe them for
queries.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    """Declarative base of cardtable's tables."""


class EventRow(Base):
    """One tournament: its unique name and game; everything else is in its log."""

    __tablename__ = "tournament_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(200), unique=True, nullable=False)
    game: Mapped[str] = mapped_column(String(32), nullable=False)


class LogRow(Base):
    """One entry of an event's log; ``seq`` numbers entries 1, 2, 3… within the event."""

    __tablename__ = "tournament_log"
    __table_args__ = (UniqueConstraint("event_id", "seq", name="uq_tournament_log_event_seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    event_id: Mapped[int] = mapped_column(
        ForeignKey("tournament_events.id", ondelete="CASCADE"), nullable=False, index=True
    )
    seq: Mapped[int] = mapped_column(Integer, nullable=False)
    kind: Mapped[str] = mapped_column(String(32), nullable=False)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON, nullable=False)
