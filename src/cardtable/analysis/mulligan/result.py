"""What the calculator answers (MUL-4.2), and its JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class OddsResult:
    """Probabilities of keeping after exactly k mulligans, of each final hand size, the
    expected hand size and mulligans, the kept hand's category counts (mean and
    distribution), the goal's probability (at its turn and by turn) and the policy used to
    bottom and scry. Monte Carlo answers carry standard errors."""

    rule: str
    deck_size: int
    method: str
    categories: tuple[str, ...]
    mulligans: tuple[float, ...]
    final_hand_size: Mapping[int, float]
    expected_hand_size: float
    expected_mulligans: float
    final_categories: tuple[float, ...]
    category_distribution: tuple[Mapping[int, float], ...] = ()
    goal: float | None = None
    goal_by_turn: Mapping[int, float] = field(default_factory=dict)
    policy: str = "keep-condition"
    warnings: tuple[str, ...] = ()
    samples: int | None = None
    standard_error: Mapping[str, Any] | None = field(default=None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rule": self.rule,
            "deck_size": self.deck_size,
            "method": self.method,
            "policy": self.policy,
            "mulligans": {str(k): p for k, p in enumerate(self.mulligans)},
            "final_hand_size": {
                str(size): self.final_hand_size[size]
                for size in sorted(self.final_hand_size, reverse=True)
            },
            "expected_hand_size": self.expected_hand_size,
            "expected_mulligans": self.expected_mulligans,
            "categories": {
                name: {
                    "mean": mean,
                    "distribution": {str(n): p for n, p in sorted(dist.items())},
                }
                for name, mean, dist in zip(self.categories, self.final_categories,
                                            self.category_distribution, strict=True)
            },
        }
        if self.goal is not None:
            out["goal"] = self.goal
            out["goal_by_turn"] = {str(t): p for t, p in sorted(self.goal_by_turn.items())}
        if self.warnings:
            out["warnings"] = list(self.warnings)
        if self.samples is not None:
            out["samples"] = self.samples
        if self.standard_error is not None:
            out["standard_error"] = dict(self.standard_error)
        return out
