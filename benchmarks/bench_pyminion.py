"""Dominarion against pyminion, side by side: player-turns per second on one core.

pyminion (https://pypi.org/project/pyminion/) is a pure-Python Dominion simulator. This script
installs it itself — into its own virtual environment (``--venv``, default
``~/.cache/cardtable-bench/pyminion``), so it never touches cardtable's — and then, alternating
``--rounds`` times, plays

* pyminion: two-player base-set games, Big Money + Smithy against Big Money (its example bots),
  logging off;
* Dominarion: two-player games, the rush bot against the big bot (the heuristic bots), in one
  process;

each for about ``--seconds`` of wall time, counting player-turns (every turn of every player).
It prints each round and the medians, and the ratio Dominarion / pyminion. The issue's aim is 3×.

Run: ``python benchmarks/bench_pyminion.py [--rounds 3] [--seconds 10]``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
import venv
from pathlib import Path

PYMINION = "pyminion==0.4.0"

CHILD = r"""
import json, logging, random, sys, time
logging.disable(logging.CRITICAL)
from pyminion.bots.examples import BigMoney, BigMoneySmithy
from pyminion.expansions.base import base_set, smithy
from pyminion.game import Game

random.seed(int(sys.argv[2]))
budget = float(sys.argv[1])
turns = games = 0
start = time.perf_counter()
while time.perf_counter() - start < budget:
    players = [BigMoneySmithy(player_id="smithy"), BigMoney(player_id="money")]
    game = Game(players=players, expansions=[base_set], kingdom_cards=[smithy],
                log_stdout=False)
    result = game.play()
    turns += sum(s.turns for s in result.player_summaries)
    games += 1
elapsed = time.perf_counter() - start
print(json.dumps({"games": games, "turns": turns, "seconds": elapsed}))
"""


def pyminion_python(where: Path) -> Path:
    """The interpreter of a virtual environment with pyminion, made on first use."""
    python = where / "bin" / "python"
    if not python.exists():
        print(f"installing {PYMINION} into {where} …", flush=True)
        venv.EnvBuilder(with_pip=True).create(where)
        subprocess.run([str(python), "-m", "pip", "install", "-q", PYMINION], check=True)
    return python


def run_pyminion(python: Path, seconds: float, seed: int) -> dict[str, float]:
    out = subprocess.run([str(python), "-c", CHILD, str(seconds), str(seed)], check=True,
                         capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    data: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


def run_dominarion(seconds: float, seed: int) -> dict[str, float]:
    from cardtable.games.dominarion import DominarionSettings
    from cardtable.sim.runner import play_game

    settings = DominarionSettings(players=2)
    turns = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        outcome = play_game(settings, ("rush", "big"), seed, games)
        turns += outcome.turns
        games += 1
    return {"games": games, "turns": turns, "seconds": time.perf_counter() - start}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--venv", type=Path,
                        default=Path.home() / ".cache" / "cardtable-bench" / "pyminion")
    args = parser.parse_args()
    python = pyminion_python(args.venv)
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()} (cardtable) / "
          f"{subprocess.run([str(python), '-V'], capture_output=True, text=True).stdout.strip()}"
          " (pyminion)")
    rates: dict[str, list[float]] = {"pyminion": [], "dominarion": []}
    print(f"{'round':>5} {'simulator':<11} {'games':>6} {'player-turns':>12} {'turns/s':>9}")
    for round_ in range(1, args.rounds + 1):
        for name in ("pyminion", "dominarion"):
            data = (run_pyminion(python, args.seconds, round_) if name == "pyminion"
                    else run_dominarion(args.seconds, round_))
            rate = data["turns"] / data["seconds"]
            rates[name].append(rate)
            print(f"{round_:>5} {name:<11} {int(data['games']):>6} {int(data['turns']):>12} "
                  f"{rate:>9.0f}", flush=True)
    mine, theirs = statistics.median(rates["dominarion"]), statistics.median(rates["pyminion"])
    print(f"median player-turns/s: Dominarion {mine:.0f}, pyminion {theirs:.0f}: "
          f"{mine / theirs:.2f}x (aim 3x)")


if __name__ == "__main__":
    sys.exit(main())
