"""Benchmark: the event store under load (SQLite by default, or ``--db URL``).

A real ``cardtable event add --from`` registers 12,000 players in one event while three other
processes each write to their own event (a registration per command) and read standings (of
the big event and their own) until the import is done. Prints the import's wall time, the
writes' and reads' median and longest durations, and the machine's load average.

A write's duration is mostly waiting for the SQLite write lock while the import appends; a
read's is replaying and ranking up to 12,000 players (CPU, never waiting: WAL).

Run: ``python benchmarks/bench_store_load.py`` (``--players 2000`` for a quicker run).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from cardtable.store.database import EventStore  # noqa: E402
from cardtable.tournament import operations  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=12_000)
    parser.add_argument("--writers", type=int, default=3)
    parser.add_argument("--db", default=None)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        url = options.db or f"sqlite:///{base / 'events.sqlite'}"
        store = EventStore(url)
        suffix = str(os.getpid())
        big = f"Big-{suffix}"
        names = [f"W{index}-{suffix}" for index in range(options.writers)]
        for name in (big, *names):
            store.create(operations.create_event(name, "magic", None, 1))
        players = base / "players.csv"
        players.write_text("name\n" + "".join(f"Player {i:05d}\n" for i in range(options.players)))
        stop = base / "stop"
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO / "src"), str(REPO)])}
        writers = [
            subprocess.Popen([sys.executable, "-m", "tests.store.load_worker", url, name, big,
                              str(stop), str(base / f"{name}.json")], cwd=REPO, env=env)
            for name in names
        ]
        time.sleep(1.0)  # let the writers start before the import
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "cardtable", "event", "add", big, "--from",
                        str(players), "--db", url, "--json"], cwd=REPO, env=env, check=True,
                       stdout=subprocess.DEVNULL)
        imported = time.perf_counter() - started
        stop.write_text("done\n")
        for writer in writers:
            writer.wait()
        waits: list[float] = []
        reads: list[float] = []
        errors: list[str] = []
        for name in names:
            report = json.loads((base / f"{name}.json").read_text())
            waits += report["waits"]
            reads += report["reads"]
            errors += report["errors"]
        print(f"import of {options.players:,} players: {imported:.2f} s "
              f"({len(store.load(big).players):,} registered)")
        print(f"{len(waits)} writes beside it: median {statistics.median(waits):.3f} s, "
              f"longest {max(waits):.3f} s")
        print(f"{len(reads)} standings reads: median {statistics.median(reads):.3f} s, "
              f"longest {max(reads):.3f} s")
        print(f"errors: {len(errors)}; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
