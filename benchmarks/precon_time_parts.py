"""Where a checked precon game's CPU time goes (issue 16): views, bots, the engine's ``apply``,
the invariant checker, making the record and replaying it.

    python benchmarks/precon_time_parts.py [--games N] [--seed S]

Plays games ``0..N-1`` of ``bench_precons.py`` (same seeds and bots) with the invariants of
magic.md §3 checked after every action and each record replayed, timing each part with the
process's CPU clock; prints CPU seconds per game for each part and its share.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_precons import table_settings  # noqa: E402

from cardtable.agents.magic.commander import commander_bot  # noqa: E402
from cardtable.core.rng import derive_seed  # noqa: E402
from cardtable.games.magic.commander.game import CommanderGame, replay  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    from tests.magic.test_conformance import Invariants

    settings, _ = table_settings()
    parts = dict.fromkeys(("view", "bot", "apply", "invariants", "record", "replay"), 0.0)
    clock = time.process_time
    for index in range(args.games):
        game = CommanderGame(settings, derive_seed(args.seed, index))
        bots = [commander_bot("commander", derive_seed(args.seed, index, s)) for s in range(4)]
        invariants = Invariants(game)
        made = 0
        while not game.is_over:
            decision = game.pending
            assert decision is not None
            t0 = clock()
            view = game.view(decision.player)
            t1 = clock()
            action = bots[decision.player].choose(view, decision)
            t2 = clock()
            game.apply(action, player=decision.player, decision_id=decision.id)
            t3 = clock()
            made += 1
            invariants.check(made)
            t4 = clock()
            parts["view"] += t1 - t0
            parts["bot"] += t2 - t1
            parts["apply"] += t3 - t2
            parts["invariants"] += t4 - t3
        t0 = clock()
        record = game.record
        t1 = clock()
        again = replay(record)
        t2 = clock()
        assert again.result is not None and game.result is not None
        assert again.result.to_json() == game.result.to_json(), f"game {index} does not replay"
        parts["record"] += t1 - t0
        parts["replay"] += t2 - t1
    total = sum(parts.values())
    n = max(args.games, 1)
    print(f"{args.games} checked precon games, seed {args.seed}: {total / n:.2f} CPU s per game")
    for name, spent in parts.items():
        print(f"  {name:<11} {spent / n:5.2f} s  {spent / max(total, 1e-9):4.0%}")


if __name__ == "__main__":
    main()
