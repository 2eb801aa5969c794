"""How long a Commander game takes to start: a fresh process, from the interpreter's start to the
first decision of a 4-player game between the four real precons (what ``cardtable play commander
DECKS`` pays before it shows the table).

    python benchmarks/bench_game_start.py [--runs 5]

Each run is a new process with the compiled-card cache in a temporary directory: the first run
starts cold (the decks' cards compiled from the AtomicCards file), the later runs read them from
the per-card cache of game starts (``oracle/deck_cache.py``). Prints wall and CPU time per run
(the child process's own figures) and the load average.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PRECONS = HERE.parent / ".." / "shared" / "data" / "decks" / "commander"

CHILD = """
import sys
from pathlib import Path
from cardtable.cli.commander import build_settings
from cardtable.games.magic.commander.game import CommanderGame

decks = sorted(Path(sys.argv[1]).glob("*.txt"))
settings = build_settings(decks, 4, [], None, None, 0, False, quiet=True)
game = CommanderGame(settings, 1)
assert game.pending is not None
"""


def one_start(cache: str) -> tuple[float, float]:
    """Wall and CPU seconds of one fresh process starting the game."""
    env = {**os.environ, "CARDTABLE_CACHE": cache}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", CHILD, str(PRECONS)], check=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="warm starts after the cold one")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as cache:
        wall, cpu = one_start(cache)
        print(f"cold start (the decks' cards compiled): {wall:.2f} s wall, {cpu:.2f} s CPU")
        warm = [one_start(cache) for _ in range(args.runs)]
    for wall, cpu in warm:
        print(f"warm start: {wall:.2f} s wall, {cpu:.2f} s CPU")
    print(f"warm start median: {statistics.median(w for w, _ in warm):.2f} s wall, "
          f"{statistics.median(c for _, c in warm):.2f} s CPU (load {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
