"""The random-deck soak at scale (issue 26): thousands of seeded 4-player Commander games
whose decks are drawn from every supported Commander-legal card, the invariants checked after
every action, every record replayed, every failure minimised to a seed and a card list.

    python benchmarks/bench_soak.py [--games N] [--seed S] [--workers K] [--sample K]
                                    [--turn-limit T] [--json FILE]

Defaults: 2,000 games on every core. Prints progress to stderr, then the summary and each
failure (game index, seed, the error, the minimised card lists); exits 1 if any game failed.
The same run: ``python -m cardtable.sim.soak`` (its entry point). The four precons at one table:
``benchmarks/bench_precons.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from cardtable.sim.soak import main  # noqa: E402

if __name__ == "__main__":
    argv = sys.argv[1:]
    if not any(a.startswith("--games") for a in argv):
        argv = ["--games", "2000", *argv]
    if not any(a.startswith("--workers") for a in argv):
        argv = ["--workers", str(os.cpu_count() or 1), *argv]
    sys.exit(main(argv))
