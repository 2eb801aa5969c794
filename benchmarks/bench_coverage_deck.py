"""How long "can I play this deck?" takes (issue 29): ``cardtable cards coverage --deck FILE`` in a
fresh process with a warm compiled-card cache, for a real precon and for a list with a misspelt
card (the "did you mean" path reads the card file's names too).

    python benchmarks/bench_coverage_deck.py [--runs 5]

The card file is ``$CARDTABLE_ATOMIC_CARDS`` (the developers' 2022-04-25 AtomicCards beside a
checkout by default). The first run of each deck may compile (cold); the median of the later
runs is the warm figure. Prints wall and CPU seconds (the child's own) and the load average.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PRECONS = HERE.parent / ".." / "shared" / "data" / "decks" / "commander"
PRECON = PRECONS / "sworn-to-darkness-C14.txt"
TYPO_DECK = "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n1 Sol Rnig\n1 Doubling Season\n" \
            "1 Deepglow Skate\n1 Cultivate\n8 Forest\n8 Island\n"


def one_run(deck: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one fresh ``cards coverage --deck`` process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "cardtable", "cards", "coverage", "--deck", str(deck)],
                   check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "PYTHONPATH": str(HERE.parent / "src")})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="warm runs per deck")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as tmp:
        typo = Path(tmp) / "typo.txt"
        typo.write_text(TYPO_DECK, encoding="utf-8")
        for label, deck in (("precon", PRECON), ("misspelt card", typo)):
            first = one_run(deck)
            warm = [one_run(deck) for _ in range(args.runs)]
            print(f"{label}: first {first[0]:.2f} s wall; warm median "
                  f"{statistics.median(w for w, _ in warm):.2f} s wall, "
                  f"{statistics.median(c for _, c in warm):.2f} s CPU ({args.runs} runs)")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
