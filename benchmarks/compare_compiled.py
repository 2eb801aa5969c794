"""Whether two source trees compile a card file into the same cards, card by card.

    python benchmarks/compare_compiled.py --before SRC [--after SRC] [--file F] [--step N]
        [--workers N]

Each tree (``--after``: this checkout's ``src``) compiles the MTGJSON AtomicCards file
(``--step N``: every N-th card) in a fresh process and writes every card's canonical pickle
(``CardMap.packed()``, what the cache holds); then the two are compared: the same card names in
the same order and, for each card, the same bytes — so the same supported set, the same
failing sentences, the same compiled abilities. Prints the cards that differ (with each side's
failures and reason) and exits 1 if any does.

An exported older tree reads the shared data relative to itself: lay it out as this checkout
is (``SRC/../../shared`` the shared folder), or it reads the ability words from its built-in
list instead of the rules file and compiles some cards differently for that alone.
"""

from __future__ import annotations

import argparse
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def dump(out: Path, file: Path | None, step: int, workers: int) -> None:
    """Compile with the ``cardtable`` on ``sys.path``; write its packed cards to ``out``."""
    from cardtable.games.magic.oracle.database import atomic_path, compile_entries, read_atomic

    entries = read_atomic(file or atomic_path())
    db = compile_entries(entries, list(entries)[::step], workers=workers)
    out.write_bytes(pickle.dumps(db.cards.packed(), protocol=pickle.HIGHEST_PROTOCOL))


def compiled(src: Path, out: Path, args: argparse.Namespace) -> dict[str, bytes]:
    command = [sys.executable, str(Path(__file__).resolve()), "--dump", str(out),
               "--step", str(args.step), "--workers", str(args.workers)]
    if args.file:
        command += ["--file", str(args.file)]
    env = {**os.environ, "PYTHONPATH": str(src.resolve())}
    subprocess.run(command, env=env, check=True)
    packed: dict[str, bytes] = pickle.loads(out.read_bytes())
    return packed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, help="the older source tree (its src/)")
    parser.add_argument("--after", type=Path, default=HERE.parent / "src")
    parser.add_argument("--file", type=Path, default=None)
    parser.add_argument("--step", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--dump", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.dump is not None:
        dump(args.dump, args.file, args.step, args.workers)
        return
    if args.before is None:
        parser.error("give --before SRC")
    with tempfile.TemporaryDirectory() as tmp:
        before = compiled(args.before, Path(tmp) / "before.pickle", args)
        after = compiled(args.after, Path(tmp) / "after.pickle", args)
    differ = [name for name in before if before[name] != after.get(name)]
    print(f"{len(before)} cards before, {len(after)} after; same names in the same order: "
          f"{list(before) == list(after)}; cards whose bytes differ: {len(differ)}")
    for name in differ[:20]:
        old: Any = pickle.loads(before[name])
        new: Any = pickle.loads(after[name]) if name in after else None
        print(f"- {name}\n  before: {old.failures} {old.reason!r}")
        print(f"  after:  {new.failures if new else None} {new.reason if new else None!r}")
    if differ or list(before) != list(after):
        sys.exit(1)


if __name__ == "__main__":
    main()
