"""Dominarion against pyminion, side by side: player-turns per second on one core.

pyminion (https://pypi.org/project/pyminion/) is a pure-Python Dominion simulator. This script
installs it itself — into its own virtual environment (``--venv``, default
``~/.cache/cardtable-bench/pyminion``), so it never touches cardtable's — and then, alternating
``--rounds`` times, plays

* pyminion: two-player base-set games, Big Money + Smithy against Big Money (its example bots),
  logging off;
* Dominarion: two-player games, the rush bot against the big bot (the heuristic bots), in one
  process, as ``cardtable simulate`` plays them: on the fast loop (``games/dominarion/fast.py``,
  the same games as the kernel's, answer for answer), or with ``--kernel`` on the game kernel
  with a view and a validated decision per answer;

each for about ``--seconds`` of wall time, counting player-turns (every turn of every player).
Rates are per CPU-second of the process that plays (the machine is shared: waiting for a core is
not either simulator's cost), with the wall-clock rates beside them. It prints each round and
the medians, and the ratio Dominarion / pyminion. The issue's aim is 3×.

It says whether the cardtable it imports is the mypyc build (``pip install .`` with a C
compiler, or ``python hatch_build.py`` in a checkout) or pure Python (``CARDTABLE_MYPYC=0``, an
editable install).

Run: ``python benchmarks/bench_pyminion.py [--rounds 3] [--seconds 10] [--kernel]``.
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
cpu = time.process_time()
while time.perf_counter() - start < budget:
    players = [BigMoneySmithy(player_id="smithy"), BigMoney(player_id="money")]
    game = Game(players=players, expansions=[base_set], kingdom_cards=[smithy],
                log_stdout=False)
    result = game.play()
    turns += sum(s.turns for s in result.player_summaries)
    games += 1
elapsed = time.perf_counter() - start
print(json.dumps({"games": games, "turns": turns, "seconds": elapsed,
                  "cpu": time.process_time() - cpu}))
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


def build() -> str:
    """Which build of cardtable's engine this process runs."""
    import cardtable.games.dominarion.fast as fast

    return "mypyc build" if not fast.__file__.endswith(".py") else "pure Python"


def run_dominarion(seconds: float, seed: int, kernel: bool) -> dict[str, float]:
    from cardtable.games.dominarion import DominarionSettings
    from cardtable.sim.runner import play_game

    settings = DominarionSettings(players=2)
    play_game(settings, ("rush", "big"), seed, -1, kernel=kernel)  # imports, first-use caches
    turns = games = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        outcome = play_game(settings, ("rush", "big"), seed, games, kernel=kernel)
        turns += outcome.turns
        games += 1
    return {"games": games, "turns": turns, "seconds": time.perf_counter() - start,
            "cpu": time.process_time() - cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--kernel", action="store_true",
                        help="play Dominarion on the game kernel instead of the fast loop")
    parser.add_argument("--venv", type=Path,
                        default=Path.home() / ".cache" / "cardtable-bench" / "pyminion")
    args = parser.parse_args()
    python = pyminion_python(args.venv)
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()} (cardtable) / "
          f"{subprocess.run([str(python), '-V'], capture_output=True, text=True).stdout.strip()}"
          f" (pyminion); cardtable: {build()}, "
          f"{'the kernel' if args.kernel else 'the fast loop'}")
    rates: dict[str, list[float]] = {"pyminion": [], "dominarion": []}
    walls: dict[str, list[float]] = {"pyminion": [], "dominarion": []}
    print(f"{'round':>5} {'simulator':<11} {'games':>6} {'player-turns':>12} "
          f"{'turns/CPU-s':>11} {'turns/wall-s':>12}")
    for round_ in range(1, args.rounds + 1):
        for name in ("pyminion", "dominarion"):
            data = (run_pyminion(python, args.seconds, round_) if name == "pyminion"
                    else run_dominarion(args.seconds, round_, args.kernel))
            rate = data["turns"] / data["cpu"]
            wall = data["turns"] / data["seconds"]
            rates[name].append(rate)
            walls[name].append(wall)
            print(f"{round_:>5} {name:<11} {int(data['games']):>6} {int(data['turns']):>12} "
                  f"{rate:>11.0f} {wall:>12.0f}", flush=True)
    mine, theirs = statistics.median(rates["dominarion"]), statistics.median(rates["pyminion"])
    print(f"median player-turns per CPU-second: Dominarion {mine:.0f}, pyminion {theirs:.0f}: "
          f"{mine / theirs:.2f}x (aim 3x)")
    mine, theirs = statistics.median(walls["dominarion"]), statistics.median(walls["pyminion"])
    print(f"median player-turns per wall-second: Dominarion {mine:.0f}, pyminion {theirs:.0f}: "
          f"{mine / theirs:.2f}x (depends on the machine's load)")


if __name__ == "__main__":
    sys.exit(main())
