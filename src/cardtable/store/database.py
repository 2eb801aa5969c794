"""Opening the store and running one organiser command as one database transaction.

SQLite in the user's data directory by default, PostgreSQL (or any SQLAlchemy URL) by ``--db``.
The schema is created and upgraded by the Alembic migrations shipped in
:mod:`cardtable.store.migrations` whenever a store is opened.

:meth:`EventStore.run` is the only way an event changes: in one transaction it reads the event's
log, replays it, asks the operation for new entries, and appends them. If anything fails — a
refused action, a crash, the process being killed — the transaction never commits and the event
is exactly as it was.

Testing hook: the environment variable ``CARDTABLE_FAULT`` makes :meth:`EventStore.run` fail
after writing its entries and before committing: ``raise`` raises an exception, ``exit`` ends the
process at once (``os._exit``, like a kill), and ``pause:PATH`` creates ``PATH`` and sleeps so a
test can kill the process from outside.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rapidfuzz import process
from sqlalchemy import Connection, Engine, create_engine, event, func, insert, select, text
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError, OperationalError
from sqlalchemy.pool import NullPool

from cardtable.core.errors import TournamentError
from cardtable.core.paths import data_home
from cardtable.store.models import events_table, log_table
from cardtable.tournament.log import EventCreated, LogEntry, from_payload, kind_of, to_payload
from cardtable.tournament.state import EventState, replay

#: The newest migration in :mod:`cardtable.store.migrations` (a test keeps the two in step); a
#: store already at this revision skips loading Alembic at all.
SCHEMA_REVISION = "0002_game_records"
FAULT_VARIABLE = "CARDTABLE_FAULT"
DB_VARIABLE = "CARDTABLE_DB"


class InjectedFault(RuntimeError):
    """The failure ``CARDTABLE_FAULT=raise`` injects inside a transaction (tests only)."""


def default_url() -> str:
    """The default store: ``CARDTABLE_DB`` if set, else SQLite in the user's data directory."""
    configured = os.environ.get(DB_VARIABLE)
    if configured:
        return normalise_url(configured)
    return f"sqlite:///{data_home() / 'events.sqlite'}"


def normalise_url(url: str) -> str:
    """Accept ``postgresql://…`` (psycopg 3 is the driver) and plain SQLite file paths."""
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    if "://" not in url:
        return f"sqlite:///{Path(url).expanduser().resolve()}"
    return url


def schema_revision(engine: Engine) -> str | None:
    """The migration the database is at (None for an empty database)."""
    with engine.connect() as connection:
        try:
            found = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
        except DBAPIError:
            return None
    return None if found is None else str(found)


def upgrade(engine: Engine) -> None:
    """Bring the schema up to the newest migration (creating it on first use)."""
    from alembic import command
    from alembic.config import Config

    with engine.begin() as connection:
        config = Config()
        config.set_main_option("script_location", "cardtable.store:migrations")
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def _sqlite_immediate(engine: Engine) -> None:
    """SQLite: take the write lock when a transaction begins, so two commands cannot interleave
    a read and a write (the pysqlite recipe from the SQLAlchemy documentation)."""

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")


class EventStore:
    """Tournament events in one database."""

    def __init__(self, url: str | None = None) -> None:
        self.url = normalise_url(url) if url else default_url()
        try:
            self.engine = create_engine(self.url, poolclass=NullPool)
        except (ArgumentError, ImportError, ValueError) as error:
            # A malformed URL, an unknown dialect, a driver that is not installed, a bad port.
            raise TournamentError(f"cannot use database {url!r}: {error}") from error
        if self.engine.dialect.name == "sqlite":
            _sqlite_immediate(self.engine)
        try:
            if schema_revision(self.engine) != SCHEMA_REVISION:
                upgrade(self.engine)
        except OperationalError as error:
            raise TournamentError(
                f"cannot open database {self.engine.url.render_as_string(hide_password=True)}: "
                f"{error.orig}"
            ) from error

    def close(self) -> None:
        self.engine.dispose()

    def event_names(self) -> list[str]:
        with self.engine.connect() as connection:
            return list(
                connection.scalars(select(events_table.c.name).order_by(events_table.c.id))
            )

    def create(self, created: EventCreated) -> EventState:
        """Store a new event (its first log entry)."""
        try:
            with self.engine.begin() as connection:
                event_id = connection.scalar(
                    insert(events_table)
                    .values(name=created.name, game=created.game)
                    .returning(events_table.c.id)
                )
                self._append(connection, int(event_id or 0), 0, [created])
        except IntegrityError as error:
            raise TournamentError(
                f"an event named {created.name!r} already exists; choose another name"
            ) from error
        return replay([created])

    def load(self, name: str) -> EventState:
        """The event's current state (read only)."""
        with self.engine.connect() as connection:
            event_id = self._event_id(connection, name)
            return replay(self._entries(connection, event_id))

    def log(self, name: str) -> list[LogEntry]:
        with self.engine.connect() as connection:
            return self._entries(connection, self._event_id(connection, name))

    def run(
        self, name: str, operation: Callable[[EventState], Sequence[LogEntry]]
    ) -> tuple[EventState, list[LogEntry]]:
        """One organiser command as one transaction: replay, operate, append, commit."""
        with self._transaction() as connection:
            event_id = self._event_id(connection, name, lock=True)
            entries = self._entries(connection, event_id)
            new = list(operation(replay(entries)))
            self._append(connection, event_id, len(entries), new)
            _maybe_fault()
        return replay([*entries, *new]), new

    @contextmanager
    def _transaction(self) -> Iterator[Connection]:
        try:
            with self.engine.begin() as connection:
                yield connection
        except OperationalError as error:
            raise TournamentError(
                f"the database refused the change ({error.orig}); the event is unchanged, "
                "try the command again"
            ) from error

    def _event_id(self, connection: Connection, name: str, lock: bool = False) -> int:
        query = select(events_table.c.id).where(
            func.lower(events_table.c.name) == name.strip().lower()
        )
        if lock and connection.dialect.name == "postgresql":
            query = query.with_for_update()
        found = connection.scalar(query)
        if found is not None:
            return int(found)
        names = list(connection.scalars(select(events_table.c.name)))
        suggestions = [match for match, score, _ in process.extract(name, names, limit=3)
                       if score >= 60]
        message = f"no event named {name!r}"
        if suggestions:
            message += "; did you mean " + ", ".join(repr(s) for s in suggestions) + "?"
        elif names:
            message += f"; events here: {', '.join(repr(n) for n in names)}"
        else:
            message += "; create one with `cardtable event new NAME --game magic`"
        raise TournamentError(message)

    @staticmethod
    def _entries(connection: Connection, event_id: int) -> list[LogEntry]:
        rows = connection.execute(
            select(log_table.c.kind, log_table.c.payload)
            .where(log_table.c.event_id == event_id)
            .order_by(log_table.c.seq)
        )
        return [from_payload(kind, payload) for kind, payload in rows]

    @staticmethod
    def _append(
        connection: Connection, event_id: int, count: int, entries: Sequence[LogEntry]
    ) -> None:
        if not entries:
            return
        connection.execute(
            insert(log_table),
            [
                {
                    "event_id": event_id,
                    "seq": count + offset,
                    "kind": kind_of(entry),
                    "payload": to_payload(entry),
                }
                for offset, entry in enumerate(entries, start=1)
            ],
        )


def _maybe_fault() -> None:
    fault = os.environ.get(FAULT_VARIABLE, "")
    if not fault:
        return
    if fault == "raise":
        raise InjectedFault("injected failure inside the transaction (CARDTABLE_FAULT=raise)")
    if fault == "exit":
        os._exit(70)
    if fault.startswith("pause:"):
        Path(fault.split(":", 1)[1]).write_text("in transaction\n")
        time.sleep(120)
