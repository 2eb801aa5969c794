"""Conformance at scale: thousands of seeded Magic bot games with the engine's invariants checked
after every action and every record replayed (issue 9, magic.md §3).

    python benchmarks/bench_conformance.py [--games N] [--players P] [--bots heuristic|random|mixed]
                                           [--seed S] [--workers K] [--json FILE]

Each game is dealt the bundled decks of the test pool (as ``cardtable simulate magic`` with no
``--deck``), seeded ``derive_seed(S, i)`` so the table does not depend on ``--workers``, with a
turn limit of 25 turns per player. After every action the invariants of
``tests/magic/test_conformance.py`` are checked (each object in exactly one zone, no card lost or
doubled, no stale id, pools empty as a step begins, views plain data that show only one's own
hand); at the end the record is replayed and must give the same result and transcript. A game
that breaks an invariant, does not end or does not replay is a *failure*: it is listed with its
seed and the reason (the run goes on), and the script exits non-zero.

Prints one Markdown table row per run: games, how they ended, mean turns, failures, CPU time.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from cardtable.agents.magic import magic_bot  # noqa: E402
from cardtable.analysis.stats import mean_and_sd  # noqa: E402
from cardtable.core.rng import derive_seed  # noqa: E402
from cardtable.games.magic.decks import bundled_decks  # noqa: E402
from cardtable.games.magic.game import MagicSettings, new_game, replay  # noqa: E402
from cardtable.games.magic.model.loader import card_pool  # noqa: E402

MAX_DECISIONS = 60_000


def _bot_names(bots: str, players: int, index: int) -> list[str]:
    if bots == "mixed":  # alternate which seats are random, game by game
        return ["random" if (seat + index) % 2 else "heuristic" for seat in range(players)]
    return [bots] * players


def play(players: int, bots: str, seed: int, index: int) -> dict[str, Any]:
    """One checked game; never raises for a rules failure (it is returned as ``failure``)."""
    from tests.magic.test_conformance import Invariants

    game_seed = derive_seed(seed, index)
    settings = MagicSettings(tuple(bundled_decks(players)), card_pool(),
                             turn_limit=25 * players)
    game = new_game(settings, game_seed)
    agents = [magic_bot(name, derive_seed(seed, index, seat))
              for seat, name in enumerate(_bot_names(bots, players, index))]
    made = 0
    try:
        invariants = Invariants(game)
        while not game.is_over:
            decision = game.pending
            assert decision is not None, "no decision is open in a game that is not over"
            action = agents[decision.player].choose(game.view(decision.player), decision)
            game.apply(action, player=decision.player, decision_id=decision.id)
            made += 1
            invariants.check(made)
            assert made < MAX_DECISIONS, f"the game did not end in {MAX_DECISIONS} decisions"
        result = game.result
        assert result is not None
        again = replay(game.record)
        assert again.result is not None and again.result.to_json() == result.to_json(), (
            "the record does not replay to the same result")
        assert again.transcript() == game.transcript(), "the replay's transcript differs"
    except AssertionError as failure:
        return {"index": index, "seed": game_seed, "failure": str(failure) or "assertion",
                "actions": made}
    return {"index": index, "seed": game_seed, "failure": None, "reason": result.reason,
            "turns": result.turns, "actions": made}


def _chunk(job: tuple[int, str, int, list[int]]) -> list[dict[str, Any]]:
    players, bots, seed, indices = job
    return [play(players, bots, seed, i) for i in indices]


def run(players: int, bots: str, games: int, seed: int, workers: int) -> list[dict[str, Any]]:
    if workers <= 1:
        return [play(players, bots, seed, i) for i in range(games)]
    size = max(1, min(20, games // (workers * 4) or 1))
    jobs = [(players, bots, seed, list(range(s, min(games, s + size))))
            for s in range(0, games, size)]
    outcomes: list[dict[str, Any]] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for part in pool.map(_chunk, jobs):
            outcomes.extend(part)
    return outcomes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--bots", default="heuristic", choices=("heuristic", "random", "mixed"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="processes (default: every core)")
    parser.add_argument("--json", type=Path, default=None, help="also write the outcomes here")
    args = parser.parse_args()
    wall, cpu = time.perf_counter(), time.process_time()
    outcomes = run(args.players, args.bots, args.games, args.seed, args.workers)
    wall = time.perf_counter() - wall
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = time.process_time() - cpu + children.ru_utime + children.ru_stime
    failures = [o for o in outcomes if o["failure"] is not None]
    done = [o for o in outcomes if o["failure"] is None]
    reasons = Counter(o["reason"] for o in done)
    mean_turns, _ = mean_and_sd([o["turns"] for o in done]) if done else (0.0, 0.0)
    actions = sum(o["actions"] for o in outcomes)
    print(f"{len(outcomes)} checked {args.players}-player games, {args.bots} bots, seed "
          f"{args.seed}, {args.workers} worker(s): {wall:.0f} s wall, {cpu:.0f} s CPU, "
          f"{actions} actions checked")
    print("| players, bots | games | one player left | draws | turn limit | failures "
          "| mean turns | CPU s per game |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    print(f"| {args.players}, {args.bots} | {len(outcomes)} | "
          f"{reasons.get('last_player_standing', 0)} | {reasons.get('draw', 0)} | "
          f"{reasons.get('turn_limit', 0)} | {len(failures)} | {mean_turns:.1f} | "
          f"{cpu / max(len(outcomes), 1):.3f} |")
    for failure in failures:
        print(f"FAILED game {failure['index']} (seed {failure['seed']}, after "
              f"{failure['actions']} actions): {failure['failure']}")
    if args.json is not None:
        args.json.write_text(json.dumps({
            "players": args.players, "bots": args.bots, "seed": args.seed,
            "games": len(outcomes), "cpu_seconds": cpu, "wall_seconds": wall,
            "outcomes": outcomes}, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
