"""A fingerprint of seeded precon games, to prove a speed change changed no game (issue 16).

    python benchmarks/fingerprint_precons.py [--games N] [--seed S] [--check]

Plays games ``0..N-1`` of ``bench_precons.py`` (same seeds, same bots) and prints one line per
game — turns, actions, result and a SHA-256 of the whole record — then one digest over all of
them. Run it before and after a change: the digests must be equal. ``--check`` also runs the
invariants and the replay, as the checked benchmark does (slower; the fingerprint is the same).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_precons import play_game, table_settings  # noqa: E402


def fingerprint(index: int, seed: int, check: bool) -> str:
    settings, _ = FINGERPRINT_SETTINGS
    game, made = play_game(settings, seed, index, check)
    result = game.result
    assert result is not None
    record = json.dumps(game.record.to_json(), sort_keys=True)
    digest = hashlib.sha256(record.encode()).hexdigest()[:16]
    return (f"game {index}: turns {result.turns} actions {made} "
            f"result {json.dumps(result.to_json(), sort_keys=True)} record {digest}")


FINGERPRINT_SETTINGS = table_settings()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    cpu = time.process_time()
    lines = [fingerprint(i, args.seed, args.check) for i in range(args.games)]
    cpu = time.process_time() - cpu
    for line in lines:
        print(line)
    total = hashlib.sha256("\n".join(lines).encode()).hexdigest()
    print(f"digest {total} ({args.games} games, {cpu:.1f} CPU s, "
          f"{cpu / max(args.games, 1):.2f} CPU s per game)")


if __name__ == "__main__":
    main()
