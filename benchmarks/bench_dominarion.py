"""Dominarion games per second: 4-player games, random and heuristic bots, 1 and 2 workers.

Run: ``python benchmarks/bench_dominarion.py [--games N]``. Prints a table, with the ratio to
the issue's aim (500 four-player heuristic games per second per core) and to pyminion's
published 110-300 two-player games per second per core (the fastest pure-Python Dominion
simulator we know of; not run here).
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from cardtable.games.dominarion import DominarionSettings
from cardtable.sim.runner import run_games

AIM_PER_CORE = 500.0
PYMINION = (110.0, 300.0)


def measure(bots: tuple[str, ...], games: int, workers: int) -> float:
    settings = DominarionSettings(players=len(bots))
    run_games(settings, bots, min(20, games), seed=99, workers=1)  # warm caches
    start = time.perf_counter()
    outcomes = run_games(settings, bots, games, seed=1, workers=workers)
    elapsed = time.perf_counter() - start
    assert len(outcomes) == games
    return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    print(f"{'bots':<24} {'workers':>7} {'games/s':>9} {'per core':>9} {'vs aim':>7} "
          f"{'vs pyminion':>12}")
    for bots in (("random",) * 4, ("rush", "big", "rush", "big")):
        for workers in (1, 2):
            rate = measure(bots, args.games, workers)
            per_core = rate / workers
            print(f"{','.join(bots):<24} {workers:>7} {rate:>9.0f} {per_core:>9.0f} "
                  f"{per_core / AIM_PER_CORE:>6.2f}x "
                  f"{per_core / PYMINION[1]:>5.2f}-{per_core / PYMINION[0]:.2f}x")


if __name__ == "__main__":
    main()
