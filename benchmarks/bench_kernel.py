"""The kernel's costs for search and learning, on 4-player Dominarion (issue 8).

* clones per second early, mid-way and late in a game (they should stay flat: clones share the
  immutable history instead of copying it);
* decisions per second of whole games with the heuristic bots (each decision: a view, the bot's
  choice, ``apply``);
* the time to build a legal-action mask (``game.legal_mask()``), where the kernel has one.

Run: ``python benchmarks/bench_kernel.py [--games N]``. It uses only what both kernel versions
offer, so it also measures the pre-v2 code: ``git worktree add /tmp/before 2c3464c`` and run
``PYTHONPATH=/tmp/before/src python benchmarks/bench_kernel.py`` from this checkout.
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from typing import Any

from cardtable.agents.base import play
from cardtable.agents.registry import make_agent
from cardtable.games.dominarion import new_game

BOTS = ("rush", "big", "rush", "big")


def _agents(seed: int) -> list[Any]:
    return [make_agent(name, seed + i) for i, name in enumerate(BOTS)]


def _game_length(seed: int) -> int:
    game = new_game(players=4, seed=seed)
    return len(play(game, _agents(seed)).actions)


def _rate(work: Any, seconds: float) -> float:
    """Calls of ``work`` per CPU-second over about ``seconds`` (best of three rounds)."""
    best = 0.0
    for _ in range(3):
        count = 0
        start = time.process_time()
        elapsed = 0.0
        while elapsed < seconds / 3:
            for _ in range(200):
                work()
            count += 200
            elapsed = time.process_time() - start
        best = max(best, count / elapsed)
    return best


def clones_per_second(seed: int, seconds: float) -> dict[str, tuple[int, float]]:
    """Clones per second at 10 %, 50 % and 90 % of a game, with the number of actions taken."""
    length = _game_length(seed)
    out: dict[str, tuple[int, float]] = {}
    for label, share in (("early", 0.1), ("mid", 0.5), ("late", 0.9)):
        game = new_game(players=4, seed=seed)
        play(game, _agents(seed), decisions=int(length * share))
        _ = game.events  # a game whose log has been read (as a viewer or a recorder would)
        out[label] = (len(game.actions), _rate(game.clone, seconds))
    return out


def decisions_per_second(games: int) -> float:
    """Decisions per CPU-second of this process (CPU time, not wall time: the machine is
    shared, and waiting for a core is not the kernel's cost)."""
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        game = play(new_game(players=4, seed=seed), _agents(seed))
        decisions += len(game.actions)
    return decisions / (time.process_time() - start)


def mask_microseconds(seed: int) -> float | None:
    """The mean time of ``legal_mask()`` over every decision of one game, in µs."""
    game = new_game(players=4, seed=seed)
    if not hasattr(game, "legal_mask"):
        return None
    agents = _agents(seed)
    total = 0.0
    count = 0
    while not game.is_over:
        start = time.perf_counter()
        mask = game.legal_mask()
        total += time.perf_counter() - start
        count += 1
        decision = game.pending
        assert decision is not None and int(mask.sum()) == len(decision.options)
        game.apply(agents[decision.player].choose(game.view(decision.player), decision))
    return total / count * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=1.5)
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    for label, (actions, rate) in clones_per_second(5, args.seconds).items():
        print(f"clones/s {label:<5} (after {actions:>3} actions): {rate:>9.0f}")
    make_agent("rush")  # warm the strategy cache
    decisions_per_second(5)  # warm the pool cache
    print(f"decisions/s, {args.games} 4-player heuristic games: "
          f"{decisions_per_second(args.games):>9.0f}")
    micro = mask_microseconds(5)
    print("legal_mask():", "not in this kernel" if micro is None else f"{micro:.1f} µs per mask")


if __name__ == "__main__":
    main()
