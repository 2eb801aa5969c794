"""Scale, search and learning benchmarks (issue 15).

Sections (all by default):

* ``backends`` — Dominarion games/s (4 players, heuristic bots) with 1 and 2 local workers and
  with Ray on a local cluster of 2 CPUs (Ray start-up included, as a user sees it);
* ``playouts`` — ISMCTS playouts per second on mid-game Dominarion decisions;
* ``ismcts`` — the ISMCTS bot against each heuristic bot in 2-player games, win rates with 95%
  Wilson intervals (``--games`` per opponent; the README quotes a run of ≥1,000 in all).

Run: ``python benchmarks/bench_scale.py [--section NAME] [--games N] [--workers W]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import time

from cardtable.agents.registry import make_agent
from cardtable.agents.search import sampler_for
from cardtable.agents.search.ismcts import ISMCTSAgent
from cardtable.games.dominarion import DominarionSettings, new_game
from cardtable.sim.backends import LocalBackend, RayBackend
from cardtable.sim.runner import run_games, summarize


def backends(games: int) -> None:
    settings = DominarionSettings(players=4)
    bots = ("rush", "big", "rush", "big")
    print(f"{'backend':<28} {'games':>6} {'seconds':>8} {'games/s':>8}")
    runs: list[tuple[str, LocalBackend | RayBackend]] = [
        ("local, 1 worker", LocalBackend(1)), ("local, 2 workers", LocalBackend(2)),
    ]
    try:
        import ray  # noqa: F401

        runs.append(("ray, local cluster, 2 CPUs", RayBackend(workers=2)))
    except ImportError:
        print("(ray is not installed: pip install 'cardtable[ray]')")
    reference = None
    for label, backend in runs:
        start = time.perf_counter()
        outcomes = run_games(settings, bots, games, seed=1, backend=backend)
        elapsed = time.perf_counter() - start
        summary = summarize(outcomes, bots, 1).to_json()
        if reference is None:
            reference = summary
        assert summary == reference, "backends disagree"
        print(f"{label:<28} {games:>6} {elapsed:>8.2f} {games / elapsed:>8.1f}")


def playouts(decisions: int) -> None:
    rng = random.Random(5)
    total_playouts = 0
    total_seconds = 0.0
    bots = [make_agent("rush", 1), make_agent("big", 2)]
    searched = 0
    game_seed = 0
    while searched < decisions:
        game = new_game(settings=DominarionSettings(players=2), seed=game_seed)
        game_seed += 1
        agent = ISMCTSAgent(rng.getrandbits(32), playouts=200)
        while (decision := game.pending) is not None and searched < decisions:
            if game.turn_number >= 8 and len(decision.options) > 2 and rng.random() < 0.3:
                agent.choose_searching(None, decision, sampler_for(game, decision.player))
                total_playouts += agent.last.playouts
                total_seconds += agent.last.seconds
                searched += 1
            game.apply(bots[decision.player].choose(game.view(decision.player), decision))
    print(f"ISMCTS (random rollouts, tree depth 6, rollout 10): {total_playouts} playouts over "
          f"{searched} decisions in {total_seconds:.2f} s = "
          f"{total_playouts / total_seconds:.0f} playouts/s")


def ismcts(games: int, workers: int, budget: str) -> None:
    settings = DominarionSettings(players=2)
    print(f"{'match (2 players)':<32} {'games':>6} {'ISMCTS wins':>11} {'win rate':>9} "
          f"{'95% CI':>17} {'s/game':>7}")
    for opponent in ("rush", "big"):
        bots = (budget, opponent)
        start = time.perf_counter()
        outcomes = run_games(settings, bots, games, seed=2026, workers=workers)
        elapsed = time.perf_counter() - start
        seat = summarize(outcomes, bots, 2026).seats[0]
        print(f"{budget + ' vs ' + opponent:<32} {games:>6} {seat.wins:>11} "
              f"{seat.win_rate:>9.1%} {seat.ci95[0]:>8.1%}–{seat.ci95[1]:<8.1%} "
              f"{elapsed * workers / games:>7.2f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--section", choices=("backends", "playouts", "ismcts"), default=None)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--budget", default="ismcts:8")
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}", flush=True)
    if args.section in (None, "backends"):
        backends(args.games)
    if args.section in (None, "playouts"):
        playouts(40)
    if args.section in (None, "ismcts"):
        ismcts(args.games, args.workers, args.budget)


if __name__ == "__main__":
    main()
