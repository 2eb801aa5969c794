"""4-player Commander games per second per core between Commander bots (issue 16).

    python benchmarks/bench_commander.py [--games N] [--seed S] [--bot commander]

Plays N seeded 4-player games among the bundled Commander decks in this process (one core)
and prints CPU seconds per game, games per CPU second, mean turns and how games ended. The aim
is under one second of CPU per game.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from cardtable.games.magic.commander.decks import bundled_decks, commander_cards
from cardtable.games.magic.commander.game import CommanderSettings
from cardtable.sim.commander import play_one


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bot", default="commander")
    args = parser.parse_args()
    decks = bundled_decks(4)
    settings = CommanderSettings(tuple(d.cards for d in decks),
                                 tuple(d.commanders for d in decks), commander_cards(),
                                 turn_limit=100)
    bots = [args.bot] * 4
    reasons: Counter[str] = Counter()
    turns = 0
    start = time.process_time()
    for i in range(args.games):
        outcome = play_one(settings, bots, args.seed, i)
        reasons[outcome.reason] += 1
        turns += outcome.turns
    cpu = time.process_time() - start
    print(f"{args.games} four-player Commander games ({args.bot} bots), seed {args.seed}")
    print(f"CPU seconds per game: {cpu / args.games:.2f}; games per CPU second: "
          f"{args.games / cpu:.2f}; mean turns {turns / args.games:.1f}")
    print("ended by: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()))


if __name__ == "__main__":
    main()
