"""The storage schema: an event table and its append-only log of tournament entries.

The tables are created and upgraded by the Alembic migrations in :mod:`cardtable.store.migrations`
(shipped inside the package), never by ``metadata.create_all``; these definitions describe them
for queries. (SQLAlchemy Core tables, not ORM classes: every ``cardtable event`` command loads
this module, and the ORM would add a quarter of a second to each.)
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    Column,
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

#: The web server's game tables (``cardtable serve``), as an append-only log per table like the
#: tournament log: ``created`` (game, seed, settings, seats with a hash of each seat's token),
#: then ``answers`` entries holding the answers applied since the previous entry, then
#: ``finished`` with the result. Written as the game goes, so a restarted server replays every
#: unfinished game.
game_records_table = Table(
    "game_records",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), nullable=False, index=True),
    Column("seq", Integer, nullable=False),
    Column("kind", String(16), nullable=False),
    Column("payload", JSON, nullable=False),
    UniqueConstraint("table_id", "seq", name="uq_game_records_table_seq"),
)
