"""The engine-gap work list: Commander-legal cards whose every sentence compiles and renders back
but which the engine cannot yet play, grouped by ``unsupported_reason`` and ranked by count.

    python benchmarks/unsupported_reasons.py [AtomicCards.json.gz] [--top N] [--json]

The reason of :func:`~cardtable.games.magic.rules_support.unsupported_reason` starts with the
card's name ("Name: trigger 'x'"); that prefix is cut so the same gap groups together.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path


def reason_table(cards: list[object]) -> list[tuple[str, int, list[str]]]:
    """``(reason, count, example names)`` for compiled-but-unsupported cards, biggest first."""
    from cardtable.games.magic.oracle.support import CompiledCard

    counts: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    for card in cards:
        assert isinstance(card, CompiledCard)
        if card.card is None or card.supported:
            continue
        reason = card.reason
        prefix = f"{card.card.name}: "
        if reason.startswith(prefix):
            reason = reason[len(prefix):]
        counts[reason] += 1
        examples.setdefault(reason, []).append(card.name)
    return [(r, n, examples[r][:3]) for r, n in counts.most_common()]


def main() -> None:
    from cardtable.games.magic.oracle.database import atomic_path, load_database

    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    top = 40
    if "--top" in sys.argv:
        top = int(sys.argv[sys.argv.index("--top") + 1])
        args = [a for a in args if a != str(top)]
    path = Path(args[0]) if args else atomic_path()
    db = load_database(path)
    legal = [c for c in db.cards.values() if c.commander_legal]
    table = reason_table(list(legal))
    if "--json" in sys.argv:
        print(json.dumps([{"reason": r, "cards": n, "examples": e} for r, n, e in table],
                         indent=1))
        return
    gap = sum(n for _, n, _ in table)
    print(f"Commander-legal: {len(legal)} cards, {sum(c.supported for c in legal)} supported, "
          f"{sum(c.card is not None for c in legal)} compiled, {gap} compiled but unsupported")
    for reason, count, names in table[:top]:
        print(f"{count:5d}  {reason}  (e.g. {'; '.join(names)})")


if __name__ == "__main__":
    main()
