"""Magic and Commander game speed, this tree against an older one, alternated — and proof that
the two trees play the same games (issue 25: the re-layout must change no game and cost no speed).

Each round runs, in a fresh process for the older tree and then for this one (so both see the
same machine load), N seeded two-player Magic games between heuristic bots and N seeded
four-player Commander games between Commander bots (the bundled decks), and reports the CPU
seconds per game and a SHA-256 of every game's record. The records must be identical: the same
actions, events and results, byte for byte.

Run: ``git worktree add /tmp/before <commit>``, then
``python benchmarks/ab_engine.py --before /tmp/before/src [--rounds 3] [--games 6]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHILD = r"""
import hashlib, json, sys, time
games = int(sys.argv[1])
try:  # the runner's home moved in issue 25
    from cardtable.sim.commander import play_one as commander_one
    from cardtable.sim.magic import MagicSpec
    from cardtable.sim.runner import play_game
    def magic_one(settings, bots, seed, i, keep):
        return play_game(MagicSpec(settings), bots, seed, i, keep)
except ImportError:
    from cardtable.games.magic.commander.simulate import play_one as commander_one
    from cardtable.games.magic.simulate import play_one as magic_one
from cardtable.games.magic.commander.decks import bundled_decks as commander_decks, commander_cards
from cardtable.games.magic.commander.game import CommanderSettings
from cardtable.games.magic.decks import bundled_decks
from cardtable.games.magic.game import MagicSettings
import importlib
try:
    card_pool = importlib.import_module("cardtable.games.magic.model.loader").card_pool
except ImportError:  # before issue 25 (written so that no path rewrite touches it)
    card_pool = importlib.import_module("cardtable.games.magic." + "abilities.loader").card_pool
decks = commander_decks(4)
commander = CommanderSettings(tuple(d.cards for d in decks), tuple(d.commanders for d in decks),
                              commander_cards(), turn_limit=60)
magic = MagicSettings(tuple(bundled_decks(2)), card_pool(), turn_limit=50)
out = {}
for name, settings, bots, play in (
        ("magic", magic, ("heuristic", "heuristic"), magic_one),
        ("commander", commander, ("commander",) * 4, commander_one)):
    play(settings, bots, 99, 0, True)  # imports and first-use caches
    digest = hashlib.sha256()
    start = time.process_time()
    for i in range(games):
        outcome = play(settings, bots, 7, i, True)
        digest.update(json.dumps(outcome.record, sort_keys=True).encode())
    out[name] = [(time.process_time() - start) / games, digest.hexdigest()[:16]]
print(json.dumps(out))
"""


def run(src: Path, games: int) -> dict[str, list[object]]:
    done = subprocess.run([sys.executable, "-c", CHILD, str(games)], capture_output=True,
                          text=True, check=True, cwd="/",
                          env={**os.environ, "PYTHONPATH": str(src)})
    result: dict[str, list[object]] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--before", type=Path, required=True, help="the older tree's src/")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    here = HERE.parent / "src"
    times: dict[str, dict[str, list[float]]] = {"before": {}, "this": {}}
    digests: dict[str, set[tuple[str, str]]] = {"magic": set(), "commander": set()}
    for number in range(1, args.rounds + 1):
        for label, src in (("before", args.before), ("this", here)):
            result = run(src, args.games)
            for game, (seconds, digest) in result.items():
                times[label].setdefault(game, []).append(float(seconds))  # type: ignore[arg-type]
                digests[game].add((label, str(digest)))
            print(f"round {number} {label:6}: " + ", ".join(
                f"{g} {float(s):.3f} s/game [{d}]" for g, (s, d) in result.items()),  # type: ignore[arg-type]
                flush=True)
    for game in ("magic", "commander"):
        before = statistics.median(times["before"][game])
        this = statistics.median(times["this"][game])
        same = len({d for _, d in digests[game]}) == 1
        print(f"{game}: median CPU s/game before {before:.3f}, this {this:.3f}, "
              f"ratio {before / this:.2f}x (>1 = faster); records identical: {same}")


if __name__ == "__main__":
    main()
