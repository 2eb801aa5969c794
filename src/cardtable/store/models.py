"""The storage schema: an event table and its append-only log of tournament entries.

The tables are created and upgraded by the Alembic migrations in :mod:`cardtable.store.migrations`
(shipped inside the package), never by ``metadata.create_all``; these definitions describe them
for queries. (SQLAlchemy Core tables, not ORM classes: every ``cardtable event`` command loads
this module, and the ORM would add a quarter of a second to each.)
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
)

metadata = MetaData()

#: One tournament: its unique name and game; everything else is in its log.
events_table = Table(
    "tournament_events",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(200), nullable=False, unique=True),
    Column("game", String(32), nullable=False),
)

#: One entry of an event's log; ``seq`` numbers entries 1, 2, 3… within the event.
log_table = Table(
    "tournament_log",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column(
        "event_id",
        Integer,
        ForeignKey("tournament_events.id", ondelete="CASCADE"),
        nullable=False,
        index=True,
    ),
    Column("seq", Integer, nullable=False),
    Column("kind", String(32), nullable=False),
    Column("payload", JSON, nullable=False),
    UniqueConstraint("event_id", "seq", name="uq_tournament_log_event_seq"),
)

#: One game table of the web server (``cardtable serve``): the game, its settings and seed, the
#: seats (human or bot, with a hash of each seat's secret token) and the answers applied so far,
#: written as the game goes so that a restarted server resumes every unfinished game by replay.
game_tables_table = Table(
    "game_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("seed", Integer, nullable=False),
    Column("settings", JSON, nullable=False),
    Column("seats", JSON, nullable=False),
    Column("actions", JSON, nullable=False),
    Column("result", JSON, nullable=True),
    Column("finished", Boolean, nullable=False, default=False, index=True),
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
)
