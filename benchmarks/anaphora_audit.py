"""The anaphora audit over every supported card of the MTGJSON file (issue 26).

    python benchmarks/anaphora_audit.py

Reads each supported card's Oracle text beside its compiled model and prints every "that
many", "that much", "that player" and "those creatures" whose binding differs from the
antecedent the text gives it, and every determiner read as a creature type
(:mod:`cardtable.games.magic.oracle.anaphora`); exits 1 if any is found.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from cardtable.games.magic.oracle.anaphora import audit  # noqa: E402
from cardtable.games.magic.oracle.database import load_database  # noqa: E402

WORDS = re.compile(r"\b(that many|that much|that player|those (creatures|permanents|tokens))\b",
                   re.I)


def main() -> int:
    db = load_database()
    cards = [c.card for n, c in sorted(db.cards.items())
             if c.supported and c.card is not None and c.card.name == n]
    with_words = sum(1 for c in cards if WORDS.search(c.oracle))
    findings = audit(cards)
    print(f"{len(cards)} supported cards, {with_words} with an anaphor the audit reads; "
          f"{len(findings)} suspicious binding(s)")
    for finding in findings:
        print(f"  {finding}")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
