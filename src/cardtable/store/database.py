"""Opening the store and running one organiser command as one database transaction.

SQLite in the user's data directory by default, PostgreSQL (or any SQLAlchemy URL) by ``--db``.
The schema is created and upgraded by the Alembic migrations shipped in
:mod:`cardtable.store.migrations` whenever a store is opened.

:meth:`EventStore.run` is the only way an event changes. It reads the event's log and replays it
without holding any lock, asks the operation for new entries, then appends them in one short
write transaction that first checks the log has not grown in the meantime (optimistic
concurrency: if another command changed the same event, the operation is run again on the new
state). If anything fails — a refused action, a crash, the process being killed — the
transaction never commits and the event is exactly as it was.

Under load (SQLite): the database is in WAL mode, so reading (``event list``, standings) never
waits for a writer, and a writer holds the write lock only while appending — a 12,000-player
registration computes its entries first and holds the lock for a fraction of a second. A
command that finds the database locked retries (telling the caller through ``on_busy``) for up
to :data:`BUSY_SECONDS`, then says the database is locked by another command.

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
#: How long a command keeps retrying a locked SQLite database before giving up.
BUSY_SECONDS = 30.0
#: How long one attempt waits for SQLite's write lock (the driver's busy timeout).
LOCK_WAIT_SECONDS = 0.5
#: How many times a command recomputes its entries when other commands keep changing its event.
MAX_ATTEMPTS = 50


class InjectedFault(RuntimeError):
    """The failure ``CARDTABLE_FAULT=raise`` injects inside a transaction (tests only)."""


class _Stale(Exception):
    """The event's log grew between reading it and writing to it (another command)."""


def _is_locked(error: OperationalError) -> bool:
    text = str(error.orig).lower()
    return "database is locked" in text or "database table is locked" in text or (
        "busy" in text and "sqlite" in type(error.orig).__module__
    )


def _is_read_only(error: DBAPIError) -> bool:
    text = str(error.orig).lower()
    return "readonly" in text or "read-only" in text or "unable to open database" in text


def storage_error(error: DBAPIError, url: str, doing: str) -> TournamentError:
    """One sentence for a database failure: read-only place, lock, or the driver's words."""
    if url.startswith("sqlite:///") and _is_read_only(error):
        path = Path(url.removeprefix("sqlite:///"))
        place = path.parent
        if not place.is_dir():
            return TournamentError(
                f"cannot {doing}: the directory {str(place)!r} for the event database does "
                "not exist; create it, or point CARDTABLE_HOME (or --db) elsewhere"
            )
        if not os.access(place, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            return TournamentError(
                f"cannot {doing}: the directory {str(place)!r} is read-only, so the event "
                f"database {path.name!r} cannot be written; nothing was changed. Make it "
                "writable, or point CARDTABLE_HOME (or --db) at a writable place"
            )
    if isinstance(error, OperationalError) and _is_locked(error):
        return TournamentError(
            f"cannot {doing}: the database is locked by another command that is still "
            f"writing (waited {BUSY_SECONDS:.0f} s); nothing was changed — run this again "
            "when that command has finished"
        )
    return TournamentError(f"cannot {doing}: the database refused ({error.orig}); "
                           "nothing was changed")


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
    """SQLite: a write transaction takes the write lock when it begins (``BEGIN IMMEDIATE``), so
    two commands cannot interleave a read and a write; a read-only one begins deferred and, in
    WAL mode, never waits for a writer (the pysqlite recipe from the SQLAlchemy documentation).
    """

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        _use_wal(dbapi_connection)

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        if connection.get_execution_options().get("cardtable_write"):
            connection.exec_driver_sql("BEGIN IMMEDIATE")
        else:
            connection.exec_driver_sql("BEGIN")


def _use_wal(dbapi_connection: Any) -> None:
    """Put a SQLite file database in WAL mode (kept in the file; a no-op once set). Runs on the
    driver's connection in autocommit, outside any transaction, as SQLite requires."""
    cursor = dbapi_connection.cursor()
    try:
        mode = cursor.execute("PRAGMA journal_mode").fetchone()
        if mode and str(mode[0]).lower() not in ("wal", "memory"):
            cursor.execute("PRAGMA journal_mode=WAL")
    finally:
        cursor.close()


class EventStore:
    """Tournament events in one database."""

    def __init__(
        self, url: str | None = None, on_busy: Callable[[str], None] | None = None
    ) -> None:
        """``on_busy`` hears one sentence each time a command finds the database busy and
        retries (the CLI prints it)."""
        self.url = normalise_url(url) if url else default_url()
        self.on_busy = on_busy
        try:
            self.engine = create_engine(
                self.url,
                poolclass=NullPool,
                **({"connect_args": {"timeout": LOCK_WAIT_SECONDS}}
                   if self.url.startswith("sqlite") else {}),
            )
        except (ArgumentError, ImportError, ValueError) as error:
            # A malformed URL, an unknown dialect, a driver that is not installed, a bad port.
            raise TournamentError(f"cannot use database {url!r}: {error}") from error
        if self.engine.dialect.name == "sqlite":
            _sqlite_immediate(self.engine)
        shown = self.engine.url.render_as_string(hide_password=True)
        try:
            self._busy_retry(self._open, f"open the database {shown}")
        except DBAPIError as error:
            if _is_read_only(error) or (isinstance(error, OperationalError) and _is_locked(error)):
                raise storage_error(error, self.url, f"open the database {shown}") from error
            raise TournamentError(f"cannot open database {shown}: {error.orig}") from error

    def _open(self) -> None:
        if schema_revision(self.engine) != SCHEMA_REVISION:
            upgrade(self.engine)

    def _busy_retry(self, attempt: Callable[[], Any], doing: str) -> Any:
        """Run ``attempt``, retrying while SQLite says the database is locked (another command
        is writing), for up to :data:`BUSY_SECONDS`."""
        deadline = time.monotonic() + BUSY_SECONDS
        told = False
        while True:
            try:
                return attempt()
            except OperationalError as error:
                if not _is_locked(error) or time.monotonic() >= deadline:
                    raise
                if self.on_busy is not None and not told:
                    self.on_busy(f"the database is busy (another command is writing); "
                                 f"retrying to {doing} for up to {BUSY_SECONDS:.0f} s")
                    told = True
                time.sleep(0.05)

    def close(self) -> None:
        self.engine.dispose()

    def _read(self, doing: str, reader: Callable[[Connection], Any]) -> Any:
        def attempt() -> Any:
            with self.engine.connect() as connection:
                return reader(connection)

        try:
            return self._busy_retry(attempt, doing)
        except DBAPIError as error:
            raise storage_error(error, self.url, doing) from error

    def event_names(self) -> list[str]:
        return list(self._read(
            "list the events",
            lambda connection: connection.scalars(
                select(events_table.c.name).order_by(events_table.c.id)
            ).all(),
        ))

    def create(self, created: EventCreated) -> EventState:
        """Store a new event (its first log entry)."""
        def attempt() -> None:
            with self._writing() as connection:
                event_id = connection.scalar(
                    insert(events_table)
                    .values(name=created.name, game=created.game)
                    .returning(events_table.c.id)
                )
                self._append(connection, int(event_id or 0), 0, [created])

        try:
            self._busy_retry(attempt, f"create the event {created.name!r}")
        except IntegrityError as error:
            raise TournamentError(
                f"an event named {created.name!r} already exists; choose another name"
            ) from error
        except DBAPIError as error:
            raise storage_error(error, self.url, f"create the event {created.name!r}") from error
        return replay([created])

    def load(self, name: str) -> EventState:
        """The event's current state (read only)."""
        return replay(self.log(name))

    def log(self, name: str) -> list[LogEntry]:
        entries: list[LogEntry] = self._read(
            f"read the event {name!r}",
            lambda connection: self._entries(connection, self._event_id(connection, name)),
        )
        return entries

    def run(
        self, name: str, operation: Callable[[EventState], Sequence[LogEntry]]
    ) -> tuple[EventState, list[LogEntry]]:
        """One organiser command: read and replay (no lock), operate, then append in one short
        transaction that checks no other command changed the event meanwhile (if one did, the
        operation runs again on the new state)."""
        doing = f"change the event {name!r}"
        for _attempt in range(MAX_ATTEMPTS):
            event_id, entries = self._read(
                f"read the event {name!r}",
                lambda connection: (
                    (found := self._event_id(connection, name)),
                    self._entries(connection, found),
                ),
            )
            new = list(operation(replay(entries)))
            if not new:
                return replay(entries), new

            def attempt(event_id: int = event_id, count: int = len(entries),
                        new: list[LogEntry] = new) -> None:
                with self._writing() as connection:
                    if self._log_length(connection, event_id) != count:
                        raise _Stale
                    self._append(connection, event_id, count, new)
                    _maybe_fault()

            try:
                self._busy_retry(attempt, doing)
            except _Stale:
                continue
            except IntegrityError:
                continue  # PostgreSQL: another command appended the same seq first
            except DBAPIError as error:
                raise storage_error(error, self.url, doing) from error
            return replay([*entries, *new]), new
        raise TournamentError(
            f"cannot {doing}: other commands changed it {MAX_ATTEMPTS} times while this one "
            "was working; nothing was changed — run it again"
        )

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
        """A write transaction (SQLite: ``BEGIN IMMEDIATE``, the write lock from the start)."""
        with self.engine.connect() as connection:
            connection = connection.execution_options(cardtable_write=True)
            with connection.begin():
                yield connection

    @staticmethod
    def _log_length(connection: Connection, event_id: int) -> int:
        """The event's number of log entries; on PostgreSQL the event row is locked first, so
        two writers to one event take turns."""
        if connection.dialect.name == "postgresql":
            connection.execute(
                select(events_table.c.id).where(events_table.c.id == event_id).with_for_update()
            )
        found = connection.scalar(
            select(func.max(log_table.c.seq)).where(log_table.c.event_id == event_id)
        )
        return int(found or 0)

    def _event_id(self, connection: Connection, name: str) -> int:
        query = select(events_table.c.id).where(
            func.lower(events_table.c.name) == name.strip().lower()
        )
        found = connection.scalar(query)
        if found is not None:
            return int(found)
        if len(name) > 200:  # the longest name the table holds; no fuzzy matching on more
            raise TournamentError(f"no event named {name[:30]!r}… ({len(name):,} characters)")
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
