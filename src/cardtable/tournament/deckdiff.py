"""MEC-5.1 deck checks: compare a deck played to the list registered for the event.

A deliberately small reader of "N Name" lines (``4 Lightning Bolt``, ``2x Orc-patrol``) that
tolerates section headers (any line without a leading count, e.g. ``Sideboard:`` or
``# Hazards``), comments (``#``, ``//``) and blank lines. Counts are compared per section
(main deck, sideboard, pool …), so a card moved from the sideboard into the deck shows up.
"""

from __future__ import annotations

import dataclasses
import re

_LINE = re.compile(r"^\s*(\d+)\s*[xX]?\s+(.+?)\s*$")
MAIN = "main"


@dataclasses.dataclass(frozen=True)
class DeckDifference:
    """One card whose count differs: in which section, registered count, played count."""

    section: str
    card: str
    registered: int
    played: int

    def to_json(self) -> dict[str, object]:
        return dataclasses.asdict(self)

    def __str__(self) -> str:
        change = self.played - self.registered
        return f"{self.section}: {self.card} {self.registered} → {self.played} ({change:+d})"


def _section_name(line: str) -> str:
    name = line.strip().strip("#/").strip().rstrip(":").strip().casefold()
    if name in ("deck", "main", "maindeck", "main deck", "play deck", "playdeck"):
        return MAIN
    return name or MAIN


def parse_counts(text: str) -> dict[tuple[str, str], int]:
    """Card counts by (section, card name folded to lower case)."""
    counts: dict[tuple[str, str], int] = {}
    names: dict[str, str] = {}
    section = MAIN
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        match = _LINE.match(line)
        if match is None:
            section = _section_name(line)
            continue
        name = match.group(2).split("#", 1)[0].strip()
        key = (section, name.casefold())
        names.setdefault(name.casefold(), name)
        counts[key] = counts.get(key, 0) + int(match.group(1))
    return {(section, names[card]): count for (section, card), count in counts.items()}


def compare_decks(registered: str, played: str) -> list[DeckDifference]:
    """Every card whose count differs between the registered list and the deck played."""
    before = {(s, c.casefold()): (c, n) for (s, c), n in parse_counts(registered).items()}
    after = {(s, c.casefold()): (c, n) for (s, c), n in parse_counts(played).items()}
    differences = []
    for key in sorted(set(before) | set(after)):
        name = (before.get(key) or after[key])[0]
        was = before.get(key, (name, 0))[1]
        now = after.get(key, (name, 0))[1]
        if was != now:
            differences.append(DeckDifference(key[0], name, was, now))
    return differences
