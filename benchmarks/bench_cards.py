"""Card database benchmarks: MTGJSON import (time, peak memory), name look-up, Commander check.

Run: ``python benchmarks/bench_cards.py`` from the project root (needs ../shared/data).
Aims (issue 3): import ≤ 15 s with peak memory ≤ 300 MB; look-up ≤ 1 ms; check ≤ 20 ms.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from cardtable.cards.db import CardDatabase  # noqa: E402
from cardtable.cards.lookup import CardLookup  # noqa: E402
from cardtable.decks.model import COMMANDER, MAIN, DeckEntry, Decklist  # noqa: E402
from cardtable.formats.commander import check_commander, deck_limit  # noqa: E402

MTGJSON = ROOT / ".." / "shared" / "data" / "mtgjson" / "AtomicCards-2022-04-25.json.gz"
SCRYFALL = ROOT / ".." / "shared" / "data" / "scryfall" / "default-cards-sample-2018.json.gz"
LARGE_SCRYFALL_CARDS = 75_000

_IMPORT_CHILD = """
import json, resource, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[3])
start = time.perf_counter()
from cardtable.cards.db import CardDatabase
from cardtable.cards.importers.run import import_path
summary = import_path(Path(sys.argv[1]), CardDatabase(Path(sys.argv[2])))
elapsed = time.perf_counter() - start
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"seconds": elapsed, "peak_mb": peak_kb / 1024, "cards": summary.card_count}))
"""


def bench_import(database: Path, source: Path = MTGJSON) -> dict[str, float]:
    """Import a card file in a fresh process; its peak RSS includes the interpreter itself."""
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_CHILD, str(source), str(database), str(ROOT / "src")],
        capture_output=True, text=True, check=True)
    return json.loads(result.stdout)  # type: ignore[no-any-return]


def large_scryfall_file(folder: Path, rng: random.Random) -> Path:
    """A Scryfall-shaped JSON array of LARGE_SCRYFALL_CARDS distinct cards (~150 MB, the size
    of Scryfall's oracle file), made from the 2018 sample with numbered names."""
    import gzip

    with gzip.open(SCRYFALL) as stream:
        objects = [o for o in json.load(stream) if o.get("layout") == "normal"]
    path = folder / "large-oracle-cards.json"
    with path.open("w", encoding="utf-8") as out:
        out.write("[")
        for i in range(LARGE_SCRYFALL_CARDS):
            card = dict(rng.choice(objects))
            card["name"] = f"{card['name']} {i}"
            out.write(("," if i else "") + json.dumps(card))
        out.write("]")
    return path


def bench_lookup(database: Path, rng: random.Random, count: int = 2000) -> float:
    """Median seconds for one look-up of a distinct name (no cache hit), half of them written
    in another case and without accents."""
    db = CardDatabase(database)
    names = [card.name for card in db.all_cards()]
    sample = rng.sample(names, count)
    times = []
    for i, name in enumerate(sample):
        query = name.upper() if i % 2 else name
        start = time.perf_counter()
        found = db.find(query)
        times.append(time.perf_counter() - start)
        assert found is not None, query
    return statistics.median(times)


def legal_commander_deck(database: Path) -> Decklist:
    names: list[str] = []
    for card in CardDatabase(database).search_rows(type_text="Creature"):
        if (card.color_identity and set(card.color_identity) <= {"W", "G"}
                and card.legality("commander") == "legal" and deck_limit(card) == 1
                and not card.type_line.is_legendary and len(card.faces) == 1):
            names.append(card.name)
        if len(names) == 60:
            break
    entries = [DeckEntry(1, "Trostani, Selesnya's Voice", COMMANDER)]
    entries += [DeckEntry(1, name, MAIN) for name in names]
    entries += [DeckEntry(20, "Forest", MAIN), DeckEntry(19, "Plains", MAIN)]
    return Decklist(tuple(entries), "text")


def bench_check(database: Path, rounds: int = 100) -> float:
    """Median seconds to check a legal 100-card deck with a fresh look-up (cold cache)."""
    deck = legal_commander_deck(database)
    times = []
    for _ in range(rounds):
        lookup = CardLookup(CardDatabase(database))
        start = time.perf_counter()
        report = check_commander(deck, lookup)
        times.append(time.perf_counter() - start)
        assert report.is_legal
    return statistics.median(times)


def main() -> None:
    rng = random.Random(2024)
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "cards.sqlite"
        imported = bench_import(database)
        lookup = bench_lookup(database, rng)
        check = bench_check(database)
        large = large_scryfall_file(Path(folder), rng)
        large_mb = large.stat().st_size / (1024 * 1024)
        streamed = bench_import(Path(folder) / "large.sqlite", large)
    rows = [
        ("MTGJSON import (22,998 cards)", f"{imported['seconds']:.2f} s", "≤ 15 s"),
        ("  peak memory (process RSS)", f"{imported['peak_mb']:.0f} MB", "≤ 300 MB"),
        ("name look-up, median", f"{lookup * 1000:.3f} ms", "≤ 1 ms"),
        ("100-card Commander check, median", f"{check * 1000:.2f} ms", "≤ 20 ms"),
        (f"Scryfall-shaped {large_mb:.0f} MB array, {streamed['cards']:,} cards",
         f"{streamed['seconds']:.1f} s", "streams"),
        ("  peak memory (process RSS)", f"{streamed['peak_mb']:.0f} MB", "flat"),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"| {'measure':<{width}} | result | aim |")
    print(f"|{'-' * (width + 2)}|--------|-----|")
    for name, value, aim in rows:
        print(f"| {name:<{width}} | {value} | {aim} |")


if __name__ == "__main__":
    main()
