"""Compile time of the Oracle compiler over a whole MTGJSON AtomicCards file, and the time to
load the cached compiled forms (what a game start pays).

    python benchmarks/bench_oracle.py [--file AtomicCards.json.gz] [--workers 1,2]
        [--rounds 2] [--before SRC] [--step N] [--no-warm]

Each cold compile runs in a fresh process (the line cache starts empty) with the cache in a
temporary directory (``--step N``: every N-th card of the file only, for a loaded machine);
the settings in ``--workers`` (and the source tree ``--before``, e.g. an
export of an older commit's ``src``) alternate round by round, so a machine shared with other
jobs loads them alike. For each it prints CPU (this process and its compile workers) and wall
time, the number of cards supported (overall and Commander-legal) and the load average. Then,
with the cache warm: the load of the whole cached file (every card read) and a game start —
the four Commander precons' cards looked up (``cardtable play/simulate commander DECKS``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PRECONS = HERE.parent / ".." / "shared" / "data" / "decks" / "commander"


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def one_compile(path: Path | None, workers: int) -> dict[str, Any]:
    """A cold compile in this (fresh) process; the numbers as a dict."""
    from cardtable.games.magic.oracle.database import atomic_path, load_database

    path = path or atomic_path()
    cpu, wall = _cpu(), time.perf_counter()
    try:
        db = load_database(path, workers=workers)
    except TypeError:  # a source tree from before the pool (--before)
        db = load_database(path)
    cpu, wall = _cpu() - cpu, time.perf_counter() - wall
    cards = list(db.cards.values())
    legal = [c for c in cards if c.commander_legal]
    return {"cards": len(cards), "cpu": cpu, "wall": wall, "load": os.getloadavg()[0],
            "supported": sum(c.supported for c in cards), "legal": len(legal),
            "legal_supported": sum(c.supported for c in legal)}


def warm_loads(path: Path | None) -> dict[str, float]:
    """With the cache warm: the whole file read, and a game start's card lookup."""
    from cardtable.games.magic.oracle.database import atomic_path, load_database

    path = path or atomic_path()
    start = time.perf_counter()
    db = load_database(path)
    opened = time.perf_counter() - start
    for name in db.cards:
        db.cards[name]
    whole = time.perf_counter() - start
    start = time.perf_counter()
    from cardtable.cli.commander import build_settings

    build_settings(sorted(PRECONS.glob("*.txt")), 4, [], None, None, 0, False, quiet=True,
                   allow_unsupported=True)
    return {"open": opened, "whole": whole, "game_start": time.perf_counter() - start}


def _child(args: list[str], src: Path | None, env: dict[str, str]) -> dict[str, Any]:
    if src is not None:
        env = {**env, "PYTHONPATH": f"{src}{os.pathsep}{HERE.parent}"}
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), *args], env=env,
                         check=True, capture_output=True, text=True).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", type=Path, default=None)
    parser.add_argument("--workers", default=f"1,{os.cpu_count() or 1}",
                        help="comma-separated process counts to compare")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--before", type=Path, default=None,
                        help="also time this source tree (an older src/), with each number of "
                        "processes of --workers")
    parser.add_argument("--step", type=int, default=1,
                        help="compare on every N-th card of the file (the warm-cache numbers "
                        "always use the whole file)")
    parser.add_argument("--no-warm", action="store_true",
                        help="only the rounds: no whole-file compile and warm-cache loads after")
    parser.add_argument("--one", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--warm", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    file_args = ["--file", str(args.file)] if args.file else []
    if args.one is not None:
        print(json.dumps(one_compile(args.file, args.one)))
        return
    if args.warm:
        print(json.dumps(warm_loads(args.file)))
        return
    settings: list[tuple[str, Path | None, int]] = []
    for n in args.workers.split(","):
        if args.before is not None:
            settings.append((f"before ({args.before}), {n} worker(s)", args.before.resolve(),
                             int(n)))
        settings.append((f"now, {n} worker(s)", None, int(n)))
    print(f"{os.cpu_count()} cores; load average at start {os.getloadavg()}")
    tmp = tempfile.TemporaryDirectory()
    cold_args = file_args
    if args.step > 1:
        from cardtable.games.magic.oracle.database import atomic_path, read_atomic

        entries = read_atomic(args.file or atomic_path())
        sliced = Path(tmp.name) / "AtomicCards-slice.json"
        sliced.write_text(json.dumps({"data": {n: entries[n] for n in list(entries)[::args.step]}}),
                          encoding="utf-8")
        cold_args = ["--file", str(sliced)]
    for round_ in range(args.rounds):
        for label, src, workers in settings:
            with tempfile.TemporaryDirectory() as cache:
                env = {**os.environ, "CARDTABLE_CACHE": cache}
                r = _child(["--one", str(workers), *cold_args], src, env)
            print(f"round {round_ + 1}, {label}: {r['cards']} cards, cold compile "
                  f"{r['cpu']:.1f} s CPU, {r['wall']:.1f} s wall (load {r['load']:.1f}); "
                  f"supported {r['supported']}, Commander-legal {r['legal_supported']} of "
                  f"{r['legal']} ({100 * r['legal_supported'] / r['legal']:.2f}%)", flush=True)
    tmp.cleanup()
    if args.no_warm:
        return
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "CARDTABLE_CACHE": cache}
        r = _child(["--one", str(max(s[2] for s in settings)), *file_args], None, env)
        print(f"whole file, {max(s[2] for s in settings)} worker(s): {r['cards']} cards, cold "
              f"compile {r['cpu']:.1f} s CPU, {r['wall']:.1f} s wall (load {r['load']:.1f}); "
              f"supported {r['supported']}, Commander-legal {r['legal_supported']} of "
              f"{r['legal']} ({100 * r['legal_supported'] / r['legal']:.2f}%)", flush=True)
        for _ in range(3):
            w = _child(["--warm", *file_args], None, env)
            print(f"warm cache: open {w['open']:.2f} s, every card read {w['whole']:.2f} s, "
                  f"game start (4 precons' cards) {w['game_start']:.2f} s "
                  f"(load {os.getloadavg()[0]:.1f})", flush=True)


if __name__ == "__main__":
    main()
