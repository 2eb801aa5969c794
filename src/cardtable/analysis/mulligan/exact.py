"""Exact answers by the multivariate hypergeometric distribution over the categories (MUL-4.3).

Every stage is a fresh draw from the whole deck, so the chance of reaching stage i is the
product of the earlier stages' mulligan chances. The goal's draws come from the library left
after the draw (London's bottomed cards lie under it); a Vancouver scry looks at the top card
first and keeps it only if it is of the ``scry_keep`` category.
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.analysis.mulligan.conditions import Condition
from cardtable.analysis.mulligan.question import (
    Question,
    composition_count,
    hypergeometric_pmf,
    kept_hand,
)
from cardtable.analysis.mulligan.result import OddsResult
from cardtable.core.errors import SettingsError

EXACT_LIMIT = 50_000  # compositions per draw that an exact answer will enumerate


def is_exact_feasible(question: Question) -> bool:
    categories = len(question.deck.categories)
    if categories <= 4:
        return True
    biggest = question.hand_size + question.draws
    return composition_count(biggest, categories) <= EXACT_LIMIT


def exact_odds(question: Question) -> OddsResult:
    if not is_exact_feasible(question):
        raise SettingsError(
            f"{len(question.deck.categories)} categories are too many for an exact answer; "
            "use --method monte-carlo"
        )
    counts = question.deck.counts
    stages = question.stages()
    reach = 1.0
    keep_at: list[float] = []
    sizes: dict[int, float] = {}
    goal = 0.0
    categories = [0.0] * len(counts)
    for stage in stages:
        kept = 0.0
        goal_here = 0.0
        for drawn, p in hypergeometric_pmf(counts, stage.draw_size):
            hand = kept_hand(question, stage, drawn)
            if hand is None:
                continue
            kept += p
            for i, n in enumerate(hand):
                categories[i] += reach * p * n
            if question.goal is not None:
                library = tuple(c - x for c, x in zip(counts, drawn, strict=True))
                scry = question.scry_keep if question.scries(stage) else None
                goal_here += p * goal_probability(question.goal.condition, hand, library,
                                                  question.draws, scry)
        probability = reach * kept
        keep_at.append(probability)
        sizes[stage.keep_size] = sizes.get(stage.keep_size, 0.0) + probability
        goal += reach * goal_here
        reach *= 1.0 - kept
    expected = sum(size * p for size, p in sizes.items())
    return OddsResult(
        rule=question.rule.name,
        deck_size=question.deck.size,
        method="exact",
        categories=question.deck.categories,
        mulligans=tuple(keep_at),
        final_hand_size=sizes,
        expected_hand_size=expected,
        expected_mulligans=sum(k * p for k, p in enumerate(keep_at)),
        final_categories=tuple(categories),
        goal=goal if question.goal is not None else None,
    )


@lru_cache(maxsize=100_000)
def goal_probability(condition: Condition, hand: tuple[int, ...], library: tuple[int, ...],
                     draws: int, scry_keep: int | None) -> float:
    """P(``hand`` plus ``draws`` cards from ``library`` meets ``condition``), with an optional
    scry 1 first that leaves a ``scry_keep`` card on top and bottoms anything else."""
    if draws == 0:
        return 1.0 if condition.holds(hand) else 0.0
    if scry_keep is None:
        return _plain(condition, hand, library, draws)
    size = sum(library)
    total = 0.0
    for j, count in enumerate(library):
        if count == 0:
            continue
        rest = tuple(c - (1 if i == j else 0) for i, c in enumerate(library))
        if j == scry_keep:  # stays on top: it is the first card drawn
            start = tuple(h + (1 if i == j else 0) for i, h in enumerate(hand))
            total += count / size * _plain(condition, start, rest, draws - 1)
        else:  # to the bottom: the draws come from the rest
            total += count / size * _plain(condition, hand, rest, draws)
    return total


def _plain(condition: Condition, hand: tuple[int, ...], library: tuple[int, ...],
           draws: int) -> float:
    if draws == 0:
        return 1.0 if condition.holds(hand) else 0.0
    total = 0.0
    for drawn, p in hypergeometric_pmf(library, draws):
        if condition.holds(tuple(h + d for h, d in zip(hand, drawn, strict=True))):
            total += p
    return total
