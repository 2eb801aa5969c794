"""The faithfulness audit over every supported card of the MTGJSON file (issue 26).

    python benchmarks/faithfulness_audit.py [--limit N] [--json FILE]

Each supported card's ability is played on the generated board and what changed is compared
with what its compiled effect kinds must change (``tests/oracle/faithfulness.py``). Prints the
shares — behavioural check passed, failed, filter matched nothing, resolution only, no use on
the board — then every failed and every "matched nothing" card with its detail.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.oracle.faithfulness import audit  # noqa: E402

from cardtable.games.magic.oracle.database import load_database  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, default=0, help="audit only the first N by name")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    db = load_database()
    cards = {n: c.card for n, c in db.cards.items()
             if c.supported and c.card is not None and c.card.name == n}
    names = sorted(cards)[:args.limit or None]
    start = time.process_time()
    report = audit(cards, names)
    print(report.summary() + f"; {time.process_time() - start:.0f} CPU s")
    for v in report.verdicts:
        if v.verdict in ("fail", "vacuous"):
            print(f"  {v.verdict.upper()} {v.name}: {v.use} {v.detail}")
    if args.json is not None:
        args.json.write_text(json.dumps([vars(v) for v in report.verdicts], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
