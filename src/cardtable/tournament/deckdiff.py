"""MEC-5.1 deck checks: compare a deck played to the list registered for the event.

A deliberately small reader of "N Name" lines (``4 Lightning Bolt``, ``2x Orc-patrol``) that
tolerates section headers, comments (``#``, ``//``) and blank lines. Counts are compared per
section, so a card moved from the sideboard into the deck shows up. A line without a leading count
that names a sideboard (``Sideboard:``), a starting pool (``# Starting pool``) or a commander
starts that section; one that names the play deck or a part of it (``Deck``, ``Resources``,
``Hazards``, ``Characters``, ``Creatures``…) goes back to the main deck; any other such line is a
comment.
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


_SECTIONS = (("sideboard", "sideboard"), ("side board", "sideboard"), ("pool", "pool"),
             ("starting", "pool"), ("commander", "commander"))
_MAIN_WORDS = ("deck", "main", "resource", "hazard", "character", "creature", "site")


def _section_name(line: str, current: str) -> str:
    name = line.strip().strip("#/").strip().rstrip(":").strip().casefold()
    for word, section in _SECTIONS:
        if word in name:
            return section
    if any(word in name for word in _MAIN_WORDS):
        return MAIN
    return current


def parse_counts(text: str) -> dict[tuple[str, str], int]:
    """Card counts by (section, card name folded to lower case)."""
    counts: dict[tuple[str, str], int] = {}
    names: dict[str, str] = {}
    section = MAIN
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        match = _LINE.match(line)
        if match is None:
            section = _section_name(line, section)
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
