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

SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"
ATOMIC = SHARED / "data" / "mtgjson" / "AtomicCards-2022-04-25.json.gz"
RULES = SHARED / "data" / "rules" / "MagicCompRules-20250207.txt"
CASES = SHARED / "rules" / "magic-cases.md"


@cache
def atomic() -> dict[str, list[dict[str, Any]]]:
    with gzip.open(ATOMIC, "rt", encoding="utf-8") as handle:
        data: dict[str, list[dict[str, Any]]] = json.load(handle)["data"]
    return data


@cache
def ability_words() -> tuple[str, ...]:
    """The ability words of CR 207.2c, longest first."""
    for line in RULES.read_text(encoding="utf-8").splitlines():
        if line.startswith("207.2c"):
            listed = line.split("The ability words are ", 1)[1].rstrip(".")
            words = [w.strip().removeprefix("and ").strip() for w in listed.split(",")]
            return tuple(sorted(words, key=len, reverse=True))
    raise AssertionError("CR 207.2c not found")


def case_card_names() -> list[str]:
    """Every card named in the appendix of magic-cases.md."""
    text = CASES.read_text(encoding="utf-8").split("## Appendix", 1)[1]
    names = []
    for line in text.splitlines():
        match = re.match(r"^(\S[^·]*?)(?: \*)? · ", line)
        if match:
            names.append(match.group(1).strip())
    return names


def short_name(name: str) -> str:
    return name.split(",")[0] if "," in name else name


def normalize_text(text: str, name: str) -> str:
    text = text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"\s*\([^()]*\)", "", text)
    text = text.replace("enters the battlefield", "enters").replace(
        "enter the battlefield", "enter")
    if name:
        text = text.replace(name, "~")
        short = short_name(name)
        if short != name:
            text = re.sub(rf"\b{re.escape(short)}\b", "~", text)
    lines = []
    for line in text.splitlines():
        line = line.strip()
        for word in ability_words():
            if line.lower().startswith(word + " — "):
                line = line[len(word) + 3:]
                line = line[:1].upper() + line[1:]
                break
        if line:
            lines.append(line)
    return "\n".join(lines)


_SPLIT = re.compile(r"(?<=[.])\s+(?=[A-Z~•\"])")


def units(text: str) -> list[str]:
    """The comparison units of normalised text."""
    out: list[str] = []
    for line in text.splitlines():
        is_keyword_line = not line.endswith((".", "—", '"')) and not line.startswith("•") \
            and ":" not in line
        if is_keyword_line:
            out.extend(part[:1].upper() + part[1:] for part in line.split(", "))
        else:
            out.extend(_SPLIT.split(line))
    return out


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
