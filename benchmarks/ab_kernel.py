"""Kernel decisions per second, this tree against an older one, alternated (issue 8: "no
slower" than the pre-v2 kernel).

Each round runs ``bench_kernel.decisions_per_second`` (4-player games of the heuristic bots, CPU
time of the process) in a fresh process for the older tree and then for this one, so both see the
same machine load; it prints every round, the medians and the ratio. Which build of this tree is
measured is whatever ``src/`` holds: pure Python, or the mypyc build after ``python
hatch_build.py`` (what ``pip install .`` installs where there is a C compiler).

Run: ``git worktree add /tmp/before 2c3464c`` (the last pre-v2 commit), then
``python benchmarks/ab_kernel.py --before /tmp/before/src [--rounds 4] [--games 30]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHILD = r"""
import sys
sys.path.insert(0, sys.argv[2])
from bench_kernel import decisions_per_second
from cardtable.agents.registry import make_agent
import cardtable.core.game as kernel
make_agent("rush")
decisions_per_second(5)  # imports and first-use caches
print("compiled" if not kernel.__file__.endswith(".py") else "pure",
      decisions_per_second(int(sys.argv[1])))
"""


def rate(src: Path, games: int) -> tuple[str, float]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(games), str(HERE)],
                         capture_output=True, text=True, check=True, cwd="/",
                         env={**os.environ, "PYTHONPATH": str(src)})
    build, value = out.stdout.split()[-2:]
    return build, float(value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--before", type=Path, required=True, help="the older tree's src/")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    trees = {"before": args.before.resolve(), "now": (HERE.parent / "src").resolve()}
    rates: dict[str, list[float]] = {name: [] for name in trees}
    for round_ in range(1, args.rounds + 1):
        for name, src in trees.items():
            build, value = rate(src, args.games)
            rates[name].append(value)
            print(f"round {round_} {name:<6} ({build:<8}) {value:>9.0f} decisions/s", flush=True)
    ratios = [now / before for now, before in zip(rates["now"], rates["before"], strict=True)]
    print(f"median decisions/s: now {statistics.median(rates['now']):.0f}, before "
          f"{statistics.median(rates['before']):.0f}; ratio median "
          f"{statistics.median(ratios):.2f}x (range {min(ratios):.2f}-{max(ratios):.2f})")


if __name__ == "__main__":
    sys.exit(main())
