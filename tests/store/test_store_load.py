"""The store under load (issue 13, item 8): WAL, reads that never wait for a writer, a write
lock held only while appending, and nothing lost when commands race.

Two kinds of test, neither asserting a duration:

* **structural** (in-process, threads): a registration of 12,000 players is held open *inside*
  its operation, after computing its entries, for as long as the test likes; meanwhile another
  store writes to a different event, writes to the same event and reads — all of which would
  block (and fail with "locked") if the import held the write lock while computing. The import
  then notices the event changed under it and runs again on the new state: nothing is lost.
* **load** (processes): a real ``cardtable event add --from`` of 12,000 players runs while three
  processes write to their own events and read standings; every command succeeds, every write
  is there afterwards. The waits they saw are printed (``-s``), not asserted; measured numbers
  are in the README (``benchmarks/bench_store_load.py``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from cardtable.store import database
from cardtable.store.database import EventStore
from cardtable.tournament import operations
from cardtable.tournament.log import LogEntry
from cardtable.tournament.state import EventState

REPO = Path(__file__).resolve().parents[2]
FIELD = 12_000


def test_sqlite_store_is_in_wal_mode(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'events.sqlite'}"
    EventStore(url).create(operations.create_event("W", "magic", 3, 1))
    engine = create_engine(url)
    with engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    engine.dispose()


def test_a_long_operation_does_not_hold_the_write_lock_and_loses_nothing(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "BUSY_SECONDS", 5.0)
    importer = EventStore(db_url)
    importer.create(operations.create_event("Big", "magic", None, 1))
    importer.create(operations.create_event("Small", "magic", None, 2))
    people: list[tuple[str, str | None]] = [(f"Player {i:05d}", None) for i in range(FIELD)]
    computed = threading.Event()
    release = threading.Event()
    calls: list[int] = []
    outcome: list[object] = []

    def register_everyone(state: EventState) -> list[LogEntry]:
        calls.append(len(state.players))
        entries = operations.register_many(state, people)
        computed.set()
        release.wait(60)
        return entries

    def run_import() -> None:
        try:
            outcome.append(importer.run("Big", register_everyone))
        except BaseException as error:  # reported by the main thread
            outcome.append(error)

    worker = threading.Thread(target=run_import)
    worker.start()
    busy: list[str] = []
    other = EventStore(db_url, on_busy=busy.append)
    try:
        assert computed.wait(120), "the import never computed its entries"
        # The import sits inside its operation: nothing below may wait for it.
        other.run("Small", lambda s: operations.register(s, "Ann"))
        assert other.event_names() == ["Big", "Small"]
        assert other.load("Big").players == {}
        other.run("Big", lambda s: operations.register(s, "Early Bird"))
    finally:
        release.set()
        worker.join(120)
    assert not isinstance(outcome[0], BaseException), outcome[0]
    assert busy == []
    assert calls == [0, 1], "the import ran again on the event that changed under it"
    big = other.load("Big")
    assert len(big.players) == FIELD + 1 and "Early Bird" in big.players
    assert list(other.load("Small").players) == ["Ann"]


def test_a_write_to_the_same_event_meanwhile_is_kept_by_both(db_url: str) -> None:
    """Optimistic concurrency: two commands that read the same log both end up in it."""
    first = EventStore(db_url)
    first.create(operations.create_event("Race", "magic", None, 1))
    second = EventStore(db_url)
    interleaved: list[str] = []

    def slow(state: EventState) -> list[LogEntry]:
        if not interleaved:
            interleaved.append("second wrote")
            second.run("Race", lambda s: operations.register(s, "Bea"))
        return operations.register(state, "Al")

    first.run("Race", slow)
    assert list(first.load("Race").players) == ["Bea", "Al"]


def _env() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("CARDTABLE_FAULT", "CARDTABLE_DB")}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), str(REPO)])
    return env


@pytest.mark.slow
def test_load_import_of_12000_with_three_writers_and_readers(db_url: str,
                                                             tmp_path: Path) -> None:
    store = EventStore(db_url)
    for name in ("Big", "W0", "W1", "W2"):
        store.create(operations.create_event(name, "magic", None, 1))
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "".join(f"Player {i:05d}\n" for i in range(FIELD)))
    stop = tmp_path / "stop"
    env = _env()
    writers = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.store.load_worker", db_url, f"W{index}", "Big",
             str(stop), str(tmp_path / f"w{index}.json")],
            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for index in range(3)
    ]
    try:
        imported = subprocess.run(
            [sys.executable, "-m", "cardtable", "event", "add", "Big", "--from", str(players),
             "--db", db_url, "--json"],
            cwd=REPO, env={**env, "CARDTABLE_HOME": str(tmp_path / "home")},
            capture_output=True, text=True, timeout=300,
        )
    finally:
        stop.write_text("done\n")
        for writer in writers:
            _out, err = writer.communicate(timeout=300)
            assert writer.returncode == 0, err
    assert imported.returncode == 0, imported.stderr
    assert json.loads(imported.stdout)["players"] == FIELD
    assert len(store.load("Big").players) == FIELD
    waits: list[float] = []
    reads: list[float] = []
    for index in range(3):
        report = json.loads((tmp_path / f"w{index}.json").read_text())
        assert report["errors"] == []
        assert len(store.load(f"W{index}").players) == report["written"] >= 5
        waits.extend(report["waits"])
        reads.extend(report["reads"])
    print(f"\n{len(waits)} writes beside the import, longest {max(waits):.3f} s; "
          f"{len(reads)} standings reads, longest {max(reads):.3f} s")
