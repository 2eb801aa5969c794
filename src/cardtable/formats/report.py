"""What a deck check returns: every problem with its rule ID and cards, and a summary."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Problem:
    """One broken rule: ``RULE-ID: message (cards)``."""

    rule: str
    message: str
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        suffix = f" ({', '.join(self.cards)})" if self.cards else ""
        return f"{self.rule}: {self.message}{suffix}"

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "message": self.message, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class DeckReport:
    """The result of checking a deck against a format: legal when there are no problems."""

    format_name: str
    card_count: int
    problems: tuple[Problem, ...] = ()
    commanders: tuple[str, ...] = ()
    identity: str | None = None
    unknown_cards: tuple[str, ...] = ()
    type_counts: tuple[tuple[str, int], ...] = ()
    notes: tuple[str, ...] = field(default=())

    @property
    def is_legal(self) -> bool:
        return not self.problems

    def rules_broken(self) -> set[str]:
        return {p.rule for p in self.problems}

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"legal": self.is_legal, "format": self.format_name}
        if self.format_name == "commander":
            data["commanders"] = list(self.commanders)
        data["card_count"] = self.card_count
        data["problems"] = [p.to_json() for p in self.problems]
        data["unknown_cards"] = list(self.unknown_cards)
        return data
