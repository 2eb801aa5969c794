"""Comparing two lists of the same deck: what changed between the registered and the played."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from cardtable.cards.names import loose_name_key
from cardtable.decks.model import Decklist


@dataclass(frozen=True, slots=True)
class DeckChange:
    """One card whose count differs between two lists of the same deck, in one section."""

    section: str
    name: str
    registered: int
    played: int

    def __str__(self) -> str:
        delta = self.played - self.registered
        return f"{self.section}: {self.name} {self.registered} → {self.played} ({delta:+d})"

    def to_json(self) -> dict[str, object]:
        return {"section": self.section, "name": self.name, "registered": self.registered,
                "played": self.played}


def diff_decks(registered: Decklist, played: Decklist) -> list[DeckChange]:
    """Every card whose count differs, per section, between a registered list and the deck
    played (MEC-5.1's deck check). Names match forgivingly (case, accents, punctuation and set
    codes ignored), so a card moved from the sideboard into the deck shows in both sections."""

    def counts(deck: Decklist) -> tuple[Counter[tuple[str, str]], dict[tuple[str, str], str]]:
        counter: Counter[tuple[str, str]] = Counter()
        names: dict[tuple[str, str], str] = {}
        for entry in deck.entries:
            key = (entry.section, loose_name_key(entry.name))
            counter[key] += entry.count
            names.setdefault(key, entry.name)
        return counter, names

    before, before_names = counts(registered)
    after, after_names = counts(played)
    changes = []
    for key in sorted(set(before) | set(after)):
        if before[key] != after[key]:
            name = before_names.get(key) or after_names[key]
            changes.append(DeckChange(key[0], name, before[key], after[key]))
    return changes
