"""Ranked card search benchmark: building the name index and ranking typed queries.

Run: ``python benchmarks/bench_card_search.py`` from the project root (needs ../shared/data).
Queries are real names with a typo (a letter dropped), without accents or punctuation, and
fragments, over all 22,998 MTGJSON cards (23,864 names with faces).
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from cardtable.cards.db import CardDatabase  # noqa: E402
from cardtable.cards.importers.run import import_path  # noqa: E402

MTGJSON = ROOT / ".." / "shared" / "data" / "mtgjson" / "AtomicCards-2022-04-25.json.gz"


def queries(names: list[str], rng: random.Random, count: int) -> list[str]:
    typed = []
    for name in rng.sample(names, count):
        kind = len(typed) % 3
        if kind == 0 and len(name) > 4:
            cut = rng.randrange(1, len(name) - 1)
            typed.append(name[:cut] + name[cut + 1:])  # a letter dropped
        elif kind == 1:
            typed.append(name.split(" //")[0].replace(",", "").replace("'", "").lower())
        else:
            typed.append(name.split()[0])  # a fragment
    return typed


def main() -> None:
    rng = random.Random(11)
    with tempfile.TemporaryDirectory() as folder:
        database = CardDatabase(Path(folder) / "cards.sqlite")
        import_path(MTGJSON, database)
        names = [card.name for card in database.all_cards()]
        start = time.perf_counter()
        index = database.name_index
        build = time.perf_counter() - start
        times = []
        found = 0
        for query in queries(names, rng, 300):
            start = time.perf_counter()
            ranked = index.rank(query, limit=50)
            times.append(time.perf_counter() - start)
            found += bool(ranked)
        database.close()
    print(f"| name index build ({len(index):,} names) | {build:.2f} s |")
    print(f"| ranked search, median of {len(times)} typed queries | "
          f"{statistics.median(times) * 1000:.1f} ms (max {max(times) * 1000:.0f} ms) |")
    print(f"| queries with a result | {found}/{len(times)} |")


if __name__ == "__main__":
    main()
