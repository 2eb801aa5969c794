"""What the calculator answers (MUL-4.2), and its JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class OddsResult:
    """Probabilities of keeping after exactly k mulligans, of each final hand size, the
    expected hand size and mulligans, the mean category counts of the final hand and the
    goal's probability. Monte Carlo answers carry standard errors."""

    rule: str
    deck_size: int
    method: str
    categories: tuple[str, ...]
    mulligans: tuple[float, ...]
    final_hand_size: Mapping[int, float]
    expected_hand_size: float
    expected_mulligans: float
    final_categories: tuple[float, ...]
    goal: float | None = None
    samples: int | None = None
    standard_error: Mapping[str, Any] | None = field(default=None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rule": self.rule,
            "deck_size": self.deck_size,
            "method": self.method,
            "mulligans": {str(k): p for k, p in enumerate(self.mulligans)},
            "final_hand_size": {
                str(size): self.final_hand_size[size]
                for size in sorted(self.final_hand_size, reverse=True)
            },
            "expected_hand_size": self.expected_hand_size,
        }
        if self.goal is not None:
            out["goal"] = self.goal
        if self.standard_error is not None:
            out["standard_error"] = dict(self.standard_error)
        return out
