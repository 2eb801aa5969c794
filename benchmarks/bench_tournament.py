"""Benchmark: Swiss pairing for rounds 2 and 6, and standings, by field size.

Builds a Magic event's log with seeded random results (no database), then times

* ``pair``: :func:`cardtable.tournament.swiss.pair_round` alone, on the field's entrants;
* ``pair_next``: the whole organiser step (standings for ranks, entrants, pairing, log entry);
* ``standings``: replaying the log and computing the MTR standings.

Run: ``python benchmarks/bench_tournament.py`` (``--sizes 64 512`` for fewer sizes).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from cardtable.tournament import operations
from cardtable.tournament.log import (
    EventCreated,
    LogEntry,
    PlayerRegistered,
    ResultEntered,
)
from cardtable.tournament.standings import standings
from cardtable.tournament.state import replay
from cardtable.tournament.swiss import pair_round

SCORES = ([2, 0, 0], [2, 1, 0], [0, 2, 0], [1, 2, 0], [1, 1, 1])


def best_of(repeats: int, work: Callable[[], Any]) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def build_log(players: int, rounds: int, seed: int) -> list[LogEntry]:
    """An event with ``rounds`` rounds paired by cardtable and random results entered."""
    rng = random.Random(seed)
    log: list[LogEntry] = [EventCreated("bench", "magic", 10, seed)]
    log += [PlayerRegistered(f"Player {index:05d}") for index in range(players)]
    for _ in range(rounds):
        state = replay(log)
        (paired,) = operations.pair_next(state)
        log.append(paired)
        for table in range(1, len(paired.tables) + 1):  # type: ignore[union-attr]
            log.append(ResultEntered(paired.round, table,  # type: ignore[union-attr]
                                     {"games": list(rng.choice(SCORES))}))
    return log


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="*", default=[64, 512, 2048, 10_000])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"{'players':>8} {'round':>5} {'method':>6} {'pair (s)':>9} {'pair_next (s)':>13}")
    standings_rows = []
    for size in args.sizes:
        log = build_log(size, 1, seed=size)
        for target in (2, 6):
            if target == 6:
                log = build_log(size, 5, seed=size)
            state = replay(log)
            field = operations.entrants(state, state.active_players())
            pairing = pair_round(field, random.Random(1))
            pair_time = best_of(args.repeats, lambda f=field: pair_round(f, random.Random(1)))
            next_time = best_of(args.repeats, lambda s=state: operations.pair_next(s))
            print(f"{size:>8} {target:>5} {pairing.method:>6} {pair_time:>9.3f} "
                  f"{next_time:>13.3f}")
        standings_time = best_of(args.repeats, lambda lg=log: standings(replay(lg)))
        standings_rows.append((size, len(log), standings_time))
    print()
    print(f"{'players':>8} {'log entries':>11} {'replay + standings after 5 rounds (s)':>38}")
    for size, entries, seconds in standings_rows:
        print(f"{size:>8} {entries:>11} {seconds:>38.3f}")


if __name__ == "__main__":
    main()
