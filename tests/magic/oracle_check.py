"""Checking card definitions against their real Oracle text (MTGJSON AtomicCards 2022-04-25).

Used by ``test_card_pool.py``. The data is read in place from ``../shared/data`` (never copied).
Normalisation (magic.md §2): the card's name → "~", reminder text in parentheses dropped,
"enters the battlefield" → "enters" (the 2025 wording), ability words (CR 207.2c, no rules
meaning) dropped, curly quotes straightened. Text is compared as a sequence of units: the
sentences of each line, and each keyword of a keyword line ("Flying, vigilance").
"""

from __future__ import annotations

import gzip
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from cardtable.games.magic.oracle.normalize import normalize_oracle
from cardtable.games.magic.oracle.normalize import units as units  # re-exported for test_card_pool

SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"
ATOMIC = SHARED / "data" / "mtgjson" / "AtomicCards-2022-04-25.json.gz"
CASES = SHARED / "rules" / "magic-cases.md"


@cache
def atomic() -> dict[str, list[dict[str, Any]]]:
    with gzip.open(ATOMIC, "rt", encoding="utf-8") as handle:
        data: dict[str, list[dict[str, Any]]] = json.load(handle)["data"]
    return data


def case_card_names() -> list[str]:
    """Every card named in the appendix of magic-cases.md."""
    text = CASES.read_text(encoding="utf-8").split("## Appendix", 1)[1]
    names = []
    for line in text.splitlines():
        match = re.match(r"^(\S[^·]*?)(?: \*)? · ", line)
        if match:
            names.append(match.group(1).strip())
    return names


def normalize_text(text: str, name: str) -> str:
    """The compiler's normalisation, with "enter the battlefield" (plural subjects) also
    written "enter", as the test pool's rendering has it."""
    return normalize_oracle(text.replace("enter the battlefield", "enter"), name)


def first_difference(expected: list[str], got: list[str]) -> str:
    """A sentence saying where two unit lists differ, or ``""``."""
    for index, (want, have) in enumerate(zip(expected, got, strict=False)):
        if want != have:
            return f"sentence {index + 1} differs:\n  Oracle:   {want!r}\n  rendered: {have!r}"
    if len(expected) > len(got):
        return f"rendered text lacks sentence {len(got) + 1}: {expected[len(got)]!r}"
    if len(got) > len(expected):
        return f"rendered text has an extra sentence {len(expected) + 1}: {got[len(expected)]!r}"
    return ""
