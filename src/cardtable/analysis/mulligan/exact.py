"""Exact answers by the multivariate hypergeometric distribution over the categories (MUL-4.3).

Every stage is a fresh draw from the whole deck, so the chance of reaching stage i is the
product of the earlier stages' mulligan chances. The goal's draws come from the library left
after the draw (London's bottomed cards lie under it), after a Vancouver scry where one
applies. Rules whose draws are not fresh (Partial Paris, Serum Powder) run the state engine
of :mod:`cardtable.analysis.mulligan.states`.
"""

from __future__ import annotations

from cardtable.analysis.mulligan.question import (
    Question,
    composition_count,
    goal_probability,
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


def prefers_exact(question: Question) -> bool:
    """What ``--method auto`` picks: exact when feasible, except that the state engine
    enumerates hands *and* exiled cards, which takes seconds to minutes for Serum Powder
    and for Partial Paris beyond 3 categories: Monte Carlo there."""
    if not is_exact_feasible(question):
        return False
    if question.uses_stages:
        return True
    return question.powder is None and len(question.deck.categories) <= 3


def exact_odds(question: Question) -> OddsResult:
    if not is_exact_feasible(question):
        raise SettingsError(
            f"{len(question.deck.categories)} categories are too many for an exact answer; "
            "use --method monte-carlo"
        )
    if not question.uses_stages:
        from cardtable.analysis.mulligan.states import exact_state_odds

        return exact_state_odds(question)
    counts = question.deck.counts
    stages = question.stages()
    reach = 1.0
    keep_at: list[float] = []
    sizes: dict[int, float] = {}
    turns = question.turns
    by_turn = dict.fromkeys(turns, 0.0)
    categories = [0.0] * len(counts)
    distribution: list[dict[int, float]] = [{} for _ in counts]
    for stage in stages:
        kept = 0.0
        spec = question.goal_spec(stage)
        for drawn, p in hypergeometric_pmf(counts, stage.draw_size):
            hand = kept_hand(question, stage, drawn)
            if hand is None:
                continue
            kept += p
            weight = reach * p
            for i, n in enumerate(hand):
                categories[i] += weight * n
                distribution[i][n] = distribution[i].get(n, 0.0) + weight
            if spec is not None:
                library = tuple(c - x for c, x in zip(counts, drawn, strict=True))
                for turn in turns:
                    by_turn[turn] += weight * goal_probability(spec, hand, library,
                                                               question.draws_by(turn))
        probability = reach * kept
        keep_at.append(probability)
        sizes[stage.keep_size] = sizes.get(stage.keep_size, 0.0) + probability
        reach *= 1.0 - kept
    return build_result(question, "exact", keep_at, sizes, categories, distribution, by_turn)


def clamp_probability(p: float) -> float:
    """A probability summed from many float products can land an ulp outside [0, 1]
    (1.0000000000000002); report it inside."""
    return min(1.0, max(0.0, p))


def build_result(question: Question, method: str, keep_at: list[float],
                 sizes: dict[int, float], categories: list[float],
                 distribution: list[dict[int, float]], by_turn: dict[int, float],
                 samples: int | None = None, errors: dict[str, object] | None = None
                 ) -> OddsResult:
    expected = sum(size * p for size, p in sizes.items())
    by_turn = {turn: clamp_probability(p) for turn, p in by_turn.items()}
    goal = by_turn[question.goal.turn] if question.goal is not None else None
    return OddsResult(
        rule=question.rule.name,
        deck_size=question.deck.size,
        method=method,
        categories=question.deck.categories,
        mulligans=tuple(keep_at),
        final_hand_size=sizes,
        expected_hand_size=expected,
        expected_mulligans=sum(k * p for k, p in enumerate(keep_at)),
        final_categories=tuple(categories),
        category_distribution=tuple(dict(sorted(d.items())) for d in distribution),
        goal=goal,
        goal_by_turn=by_turn,
        policy=question.policy_used,
        warnings=question.warnings(),
        samples=samples,
        standard_error=errors,
    )


def goal_if_kept(question: Question, stage_index: int, drawn: tuple[int, ...]) -> float:
    """P(goal) if the player keeps ``drawn`` at stage ``stage_index`` (bottoming as the policy
    does, even where the keep condition would mulligan it). Stage rules with a goal only."""
    from dataclasses import replace

    assert question.goal is not None and question.uses_stages
    stage = question.stages()[stage_index]
    forced = replace(stage, forced=True)
    hand = kept_hand(question, forced, drawn)
    assert hand is not None
    spec = question.goal_spec(forced)
    assert spec is not None
    library = tuple(c - x for c, x in zip(question.deck.counts, drawn, strict=True))
    return clamp_probability(goal_probability(spec, hand, library, question.draws))


def goal_if_mulliganed(question: Question, stage_index: int) -> float | None:
    """P(goal) for a player who mulligans at stage ``stage_index`` and follows the keep
    policy from there; ``None`` when no mulligan is allowed there."""
    assert question.goal is not None and question.uses_stages
    stages = question.stages()
    if stage_index + 1 >= len(stages):
        return None
    counts = question.deck.counts
    reach = 1.0
    goal = 0.0
    for stage in stages[stage_index + 1:]:
        spec = question.goal_spec(stage)
        assert spec is not None
        kept = 0.0
        for drawn, p in hypergeometric_pmf(counts, stage.draw_size):
            hand = kept_hand(question, stage, drawn)
            if hand is None:
                continue
            kept += p
            library = tuple(c - x for c, x in zip(counts, drawn, strict=True))
            goal += reach * p * goal_probability(spec, hand, library, question.draws)
        reach *= 1.0 - kept
    return clamp_probability(goal)
