"""Compile time of the Oracle compiler over a whole MTGJSON AtomicCards file, and the time to
load the cached compiled forms (what a game start pays).

    python benchmarks/bench_oracle.py [AtomicCards.json.gz]

Prints the compile time, the number of cards supported (overall and Commander-legal) and the
cached load time. The cache goes to a temporary directory so the run measures a cold compile.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    with tempfile.TemporaryDirectory() as cache:
        os.environ["CARDTABLE_CACHE"] = cache
        from cardtable.games.magic.oracle.database import atomic_path, load_database

        path = Path(sys.argv[1]) if len(sys.argv) > 1 else atomic_path()
        start = time.perf_counter()
        db = load_database(path)
        compiled = time.perf_counter() - start
        start = time.perf_counter()
        again = load_database(path)
        loaded = time.perf_counter() - start
        cards = list(db.cards.values())
        legal = [c for c in cards if c.commander_legal]
        print(f"file: {path.name}, {len(cards)} cards")
        print(f"compile (read + parse + render check + engine check): {compiled:.1f} s "
              f"({1000 * compiled / len(cards):.2f} ms a card)")
        print(f"cached load: {loaded:.2f} s ({len(again.cards)} cards)")
        print(f"supported: {sum(c.supported for c in cards)} of {len(cards)}; "
              f"Commander-legal {sum(c.supported for c in legal)} of {len(legal)} "
              f"({100 * sum(c.supported for c in legal) / len(legal):.2f}%)")


if __name__ == "__main__":
    main()
