"""Storage: migrations on SQLite and PostgreSQL, one transaction per command, crash safety.

Each test runs on both databases (``db_url``); the PostgreSQL ones are marked ``postgres``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect, text

from cardtable.core.errors import TournamentError
from cardtable.store.database import EventStore, InjectedFault, normalise_url
from cardtable.tournament import operations
from cardtable.tournament.log import LogEntry, to_payload


def dump(store: EventStore, name: str) -> list[tuple[str, dict[str, object]]]:
    return [(entry.kind, to_payload(entry)) for entry in store.log(name)]


def started_event(url: str, players: int = 5) -> EventStore:
    store = EventStore(url)
    store.create(operations.create_event("Store Test", "magic", 3, seed=4))
    for index in range(players):
        store.run("Store Test", lambda s, i=index: operations.register(s, f"P{i}"))
    return store


def test_migrations_create_schema_without_create_all(db_url: str) -> None:
    store = EventStore(db_url)
    tables = set(inspect(store.engine).get_table_names())
    assert {"tournament_events", "tournament_log", "alembic_version"} <= tables
    with store.engine.connect() as connection:
        version = connection.execute(text("select version_num from alembic_version")).scalar()
    assert version == "0002_game_records"
    EventStore(db_url)  # opening again is a no-op upgrade


def test_event_round_trips_through_the_log(db_url: str) -> None:
    store = started_event(db_url)
    store.run("store test", operations.pair_next)
    state = EventStore(db_url).load("STORE TEST")
    assert len(state.players) == 5 and state.current_round == 1


def test_refused_command_changes_nothing(db_url: str) -> None:
    store = started_event(db_url)
    before = dump(store, "Store Test")
    with pytest.raises(TournamentError, match="already registered"):
        store.run("Store Test", lambda s: operations.register(s, "p1"))
    assert dump(store, "Store Test") == before


def test_injected_failure_inside_transaction_leaves_event_unchanged_and_usable(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = started_event(db_url)
    before = dump(store, "Store Test")
    monkeypatch.setenv("CARDTABLE_FAULT", "raise")
    with pytest.raises(InjectedFault):
        store.run("Store Test", operations.pair_next)
    monkeypatch.delenv("CARDTABLE_FAULT")
    assert dump(store, "Store Test") == before
    state, _ = store.run("Store Test", operations.pair_next)
    assert state.current_round == 1


def test_process_exit_mid_write_leaves_event_unchanged_and_usable(db_url: str,
                                                                 make_cli: Any) -> None:
    cli = make_cli(db_url)
    store = started_event(db_url)
    before = dump(store, "Store Test")
    crashed = cli.run("event", "pair", "Store Test", env={"CARDTABLE_FAULT": "exit"},
                      check=False)
    assert crashed.returncode == 70
    assert dump(EventStore(db_url), "Store Test") == before
    pairing = cli.json("event", "pair", "Store Test")
    assert pairing["round"] == 1


def test_kill_during_transaction_leaves_event_unchanged_and_usable(
    db_url: str, tmp_path: Path, repo_root: Path
) -> None:
    """SIGKILL the command while its round is written but not committed."""
    marker = tmp_path / "in-transaction"
    store = started_event(db_url)
    store.run("Store Test", operations.pair_next)
    state = store.load("Store Test")
    for table in state.rounds[0].tables:
        store.run("Store Test", lambda s, t=table.number: operations.enter_result(s, 1, t, "2-0"))
    before = dump(store, "Store Test")
    env = {key: value for key, value in os.environ.items() if key != "CARDTABLE_DB"}
    env.update({"PYTHONPATH": str(repo_root / "src"), "CARDTABLE_HOME": str(tmp_path / "home"),
                "CARDTABLE_DB": db_url, "CARDTABLE_FAULT": f"pause:{marker}"})
    process = subprocess.Popen([sys.executable, "-m", "cardtable", "event", "pair", "Store Test"],
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not marker.exists():
        assert process.poll() is None, process.stderr.read() if process.stderr else ""
        assert time.monotonic() < deadline, "the command never reached its transaction"
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL
    after = EventStore(db_url)
    assert dump(after, "Store Test") == before
    state, _ = after.run("Store Test", operations.pair_next)
    assert state.current_round == 2


def test_unknown_event_suggests_names(db_url: str) -> None:
    store = started_event(db_url)
    with pytest.raises(TournamentError, match="did you mean 'Store Test'"):
        store.load("Stor Test")


def test_duplicate_event_name_refused(db_url: str) -> None:
    store = started_event(db_url, players=0)
    with pytest.raises(TournamentError, match="already exists"):
        store.create(operations.create_event("Store Test", "meccg"))


def test_url_normalisation() -> None:
    assert normalise_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalise_url("/tmp/x.sqlite") == "sqlite:////tmp/x.sqlite"


def test_schema_revision_constant_is_the_newest_migration() -> None:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from cardtable.store.database import SCHEMA_REVISION

    config = Config()
    config.set_main_option("script_location", "cardtable.store:migrations")
    assert ScriptDirectory.from_config(config).get_current_head() == SCHEMA_REVISION


def test_migrations_ship_inside_the_package(repo_root: Path) -> None:
    versions = repo_root / "src" / "cardtable" / "store" / "migrations" / "versions"
    assert (versions.parent / "env.py").exists()
    assert any(path.name.startswith("0001_") for path in versions.glob("*.py"))


def test_unreachable_database_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(TournamentError, match=r"cannot open the database.*does not exist"):
        EventStore(f"sqlite:///{tmp_path / 'missing-dir' / 'x.sqlite'}")


@pytest.mark.parametrize(("url", "says"), [
    ("foo://host/db", "Can't load plugin"),
    ("mysql://user@host/db", "No module named"),
    ("postgresql+psycopg://user@host:notaport/db", "cannot use database"),
])
def test_unusable_database_url_is_one_clear_error(url: str, says: str) -> None:
    with pytest.raises(TournamentError, match="cannot use database") as raised:
        EventStore(url)
    assert says in str(raised.value)


def test_log_entries_are_append_only_with_sequence(db_url: str) -> None:
    store = started_event(db_url, players=2)
    engine = create_engine(db_url)
    with engine.connect() as connection:
        seqs = [row[0] for row in connection.execute(text(
            "select seq from tournament_log order by seq"))]
    engine.dispose()
    assert seqs == [1, 2, 3]
    entries: list[LogEntry] = store.log("Store Test")
    assert [entry.kind for entry in entries] == ["created", "registered", "registered"]


def test_locked_sqlite_database_is_one_clear_error_and_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer that never lets go: the command retries (saying so once), then says the
    database is locked by another command; nothing changes."""
    from cardtable.store import database

    monkeypatch.setattr(database, "BUSY_SECONDS", 1.0)
    url = f"sqlite:///{tmp_path / 'events.sqlite'}"
    store = started_event(url, players=2)
    before = dump(store, "Store Test")
    blocker = create_engine(url, connect_args={"timeout": 0.1})
    heard: list[str] = []
    busy = EventStore(url, on_busy=heard.append)
    with blocker.connect() as connection:
        connection.exec_driver_sql("BEGIN EXCLUSIVE")
        with pytest.raises(TournamentError, match=r"locked by another.*nothing was changed"):
            busy.run("Store Test", lambda s: operations.register(s, "Late"))
        assert busy.event_names() == ["Store Test"]  # WAL: reading does not wait for the writer
        connection.exec_driver_sql("ROLLBACK")
    blocker.dispose()
    assert len(heard) == 1 and "busy" in heard[0] and "retrying" in heard[0]
    assert dump(store, "Store Test") == before
