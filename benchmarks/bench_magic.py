"""Magic engine benchmarks: decisions per second and games per second of bot games.

Run: ``python benchmarks/bench_magic.py [--games N]`` from the project root. Measures CPU time
(``time.process_time``) of whole games between bots on the bundled decks, 2 and 4 players.
Aim (issue 9): a 4-player game between heuristic bots in under one second of CPU.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from cardtable.agents.magic import magic_bot  # noqa: E402
from cardtable.games.magic.decks import bundled_decks  # noqa: E402
from cardtable.games.magic.game import MagicSettings, new_game  # noqa: E402
from cardtable.games.magic.model.loader import card_pool  # noqa: E402


def one_game(players: int, bot: str, seed: int) -> tuple[float, int, int, str]:
    settings = MagicSettings(tuple(bundled_decks(players)), card_pool(), turn_limit=25 * players)
    start = time.process_time()
    game = new_game(settings, seed)
    bots = [magic_bot(bot, seed * 10 + i) for i in range(players)]
    decisions = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
        decisions += 1
    seconds = time.process_time() - start
    assert game.result is not None
    return seconds, decisions, game.result.turns, game.result.reason


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    rows = []
    for players in (2, 4):
        for bot in ("heuristic", "random"):
            runs = [one_game(players, bot, seed) for seed in range(args.games)]
            cpu = [r[0] for r in runs]
            decisions = sum(r[1] for r in runs)
            rows.append({
                "players": players, "bots": bot, "games": len(runs),
                "cpu_s_per_game_median": round(statistics.median(cpu), 3),
                "cpu_s_per_game_max": round(max(cpu), 3),
                "games_per_s": round(len(runs) / sum(cpu), 2),
                "decisions_per_s": round(decisions / sum(cpu)),
                "mean_turns": round(statistics.mean(r[2] for r in runs), 1),
                "turn_limit_games": sum(1 for r in runs if r[3] == "turn_limit"),
            })
            print(json.dumps(rows[-1]), flush=True)
    print(f"machine: {platform.processor() or platform.machine()}, Python "
          f"{platform.python_version()}")


if __name__ == "__main__":
    main()
