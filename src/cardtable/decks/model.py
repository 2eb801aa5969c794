"""A decklist as read from a file: entries with their sections and line numbers, and problems."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

COMMANDER = "commander"
MAIN = "main"
SIDEBOARD = "sideboard"
COMPANION = "companion"
MAYBEBOARD = "maybeboard"
# Middle-earth CCG (GCCG) sections.
POOL = "pool"
SITES = "sites"
FW_SIDEBOARD = "fw-sideboard"
"""NetMECCG's ``[anti-FW]`` part: the sideboard used against a Fallen-wizard."""
TOKENS = "tokens"
"""Cockatrice's token zone."""


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """``count`` copies of a card in a section, as written on ``line`` of the file."""

    count: int
    name: str
    section: str = MAIN
    line: int = 0
    set_code: str | None = None
    collector_number: str | None = None
    foil: bool = False
    tags: tuple[str, ...] = ()
    version: str | None = None


@dataclass(frozen=True, slots=True)
class ParseProblem:
    """A line that could not be read (the rest of the file still was)."""

    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass(frozen=True, slots=True)
class Decklist:
    """Every entry of a decklist, the format it was read as, and every problem found."""

    entries: tuple[DeckEntry, ...]
    source_format: str
    name: str | None = None
    problems: tuple[ParseProblem, ...] = ()
    notes: str = ""
    metadata: tuple[tuple[str, str], ...] = field(default=())
    remarks: tuple[str, ...] = ()
    """What the reader assumed (a commander read from the sideboard…), for people to see."""

    def section(self, section: str) -> list[DeckEntry]:
        return [e for e in self.entries if e.section == section]

    def count(self, sections: Iterable[str] | None = None) -> int:
        wanted = None if sections is None else set(sections)
        return sum(e.count for e in self.entries if wanted is None or e.section in wanted)

    @property
    def sections(self) -> list[str]:
        return list(dict.fromkeys(e.section for e in self.entries))

    def names(self, section: str) -> list[str]:
        return [e.name for e in self.entries if e.section == section]
