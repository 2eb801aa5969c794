"""MUL-4 policy and rules: goal-aware bottoming and scry, OR conditions, every engine rule,
Serum Powder, empty hands (MUL-1.5), and exact against Monte Carlo for each."""

from __future__ import annotations

import math
from collections.abc import Mapping
from math import comb
from typing import Any

import pytest

from cardtable.analysis.mulligan import (
    Question,
    exact_odds,
    goal_if_kept,
    goal_if_mulliganed,
    monte_carlo_odds,
    parse_condition,
    parse_counts,
    parse_goal,
)
from cardtable.analysis.mulligan.question import kept_hand
from cardtable.core.errors import SettingsError
from cardtable.rules.mulligan import resolve_rule


def question(counts: str, keep: str = "any", rule: str = "london", players: int = 2,
             goal: str | None = None, free_mulligan: bool | None = None,
             **options: Any) -> Question:
    deck = parse_counts(counts)
    keep_at = {size: parse_condition(text, deck.categories)
               for size, text in options.pop("keep_at", {}).items()}
    return Question(
        deck=deck,
        rule=resolve_rule(rule, players, free_mulligan=free_mulligan),
        keep=parse_condition(keep, deck.categories),
        keep_at=keep_at,
        goal=parse_goal(goal, deck.categories) if goal else None,
        players=players,
        **options,
    )


COMBO = dict(counts="a=8,b=8,land=20,other=24", keep="a>=1,b>=1,land>=2",
             goal="a>=1,b>=1,land>=2", down_to=4)


def p_combo_in_seven() -> float:
    """P(7 cards from 8 A, 8 B, 20 lands, 24 others hold an A, a B and 2 lands), by hand."""
    total = 0
    for a in range(1, 8):
        for b in range(1, 8 - a):
            for land in range(2, 8 - a - b):
                other = 7 - a - b - land
                total += comb(8, a) * comb(8, b) * comb(20, land) * comb(24, other)
    return total / comb(60, 7)


# -- Karsten's published figures (exact mode) -------------------------------------------------


def test_mul_2_1_karsten_combo_london_down_to_four_is_70_46_percent() -> None:
    """Frank Karsten's combo example: 8 piece A, 8 piece B, 20 lands; London, mulligan any
    hand without both pieces and 2 lands down to 4: 70.46%. The last stage keeps a hand that
    meets the condition when its 7 cards allow one (MUL-2.1 bottoming)."""
    result = exact_odds(question(**COMBO))
    assert result.goal == pytest.approx(0.7046, abs=5e-5)
    # every stage sees 7 fresh cards: 1 - (1 - p)^4
    assert result.goal == pytest.approx(1 - (1 - p_combo_in_seven()) ** 4, rel=1e-12)
    assert result.policy == "optimal"


def p_more_in_first(first: Mapping[int, float], second: Mapping[int, float]) -> float:
    """P(X > Y) for independent X ~ ``first`` and Y ~ ``second``."""
    return sum(p * q for x, p in first.items() for y, q in second.items() if x > y)


def karsten_key_distribution(max_mulligans: int) -> list[float]:
    """By hand: P(k of 4 key cards in the hand kept by a London player who mulligans every
    7 without one, at most ``max_mulligans`` times, and never bottoms a key card). Each stage
    sees 7 fresh cards; the last hand is kept whatever it holds."""
    seven = [comb(4, k) * comb(56, 7 - k) / comb(60, 7) for k in range(5)]
    none = seven[0] ** (max_mulligans + 1)
    return [none] + [(1 - none) * seven[k] / (1 - seven[0]) for k in range(1, 5)]


@pytest.mark.parametrize(("down_to", "figure"), [
    (7, 0.2614), (6, 0.2856), (5, 0.2523), (4, 0.2150),
])
def test_issue_12_item_2_karsten_leyline_vs_claim_28_56_25_23_21_50_percent(
        down_to: int, figure: float) -> None:
    """Issue 12 item 2, Karsten's Leyline-vs-Claim figures (MUL-2.1, London): a Mardu deck
    with 4 Leylines faces a Dredge deck with 4 Nature's Claims, 60 cards each. Both players
    mulligan any 7 without their key card down to N (the N-card hand is kept whatever it
    holds) and never bottom a key card (``--bottom-target key=4,other=0``). P(the Mardu
    player keeps more Leylines than the Dredge player keeps Claims) is 28.56% down to 6,
    25.23% down to 5 and 21.50% down to 4 (26.14% when both always keep 7). Source: Frank
    Karsten's London_mull_LeylineVSClaim.py (github.com/frankkarsten/MTG-Math). The two
    kept-hand distributions come from the calculator; the two players are independent."""
    q = question("key=4,other=56", keep="key>=1", down_to=down_to,
                 bottom_targets=((0, 4), (1, 0)))
    result = exact_odds(q)
    assert result.policy == "bottom-target"
    keys = result.category_distribution[0]
    # the Leyline deck and the Claim deck are the same question: same distribution
    assert p_more_in_first(keys, keys) == pytest.approx(figure, abs=5e-5)
    by_hand = dict(enumerate(karsten_key_distribution(7 - down_to)))
    for k in range(5):
        assert keys.get(k, 0.0) == pytest.approx(by_hand[k], rel=1e-12, abs=1e-15)


def test_issue_12_item_2_leyline_vs_claim_needs_the_keys_kept() -> None:
    """Without the override the goal-less London player bottoms toward the deck's mix and
    throws back spare key cards after a mulligan, so the figure down to 4 drops to 16.6%:
    Karsten's 21.50% is the 'keep every key card' player."""
    default = exact_odds(question("key=4,other=56", keep="key>=1", down_to=4))
    keys = default.category_distribution[0]
    assert p_more_in_first(keys, keys) == pytest.approx(0.1661, abs=5e-5)


def test_mul_2_1_last_stage_bottoms_toward_the_keep_condition_without_a_goal() -> None:
    """With --down-to and no goal, the forced last London hand still keeps the condition."""
    q = question("a=8,b=8,land=20,other=24", keep="a>=1,b>=1,land>=2", down_to=4)
    last = q.stages()[-1]
    assert last.forced and last.keep_size == 4
    hand = kept_hand(q, last, (1, 1, 2, 3))
    assert hand == (1, 1, 2, 0)  # bottoms the three others, not toward the deck's mix


def test_mul_2_1_london_goal_aware_matches_the_issue_figures() -> None:
    """60 cards, 24 lands, keep 2..5 lands down to 5, P(3 lands by turn 3 on the play):
    goal-aware London 0.8902, Vancouver 0.8874 — London no longer worse than Vancouver."""
    london = exact_odds(question("land=24,spell=36", keep="land=2..5", down_to=5,
                                 goal="land>=3 by turn 3"))
    vancouver = exact_odds(question("land=24,spell=36", keep="land=2..5", down_to=5,
                                    rule="vancouver", goal="land>=3 by turn 3"))
    assert london.goal == pytest.approx(0.8902, abs=5e-5)
    assert vancouver.goal == pytest.approx(0.8874, abs=5e-5)


@pytest.mark.parametrize("spec", [
    dict(counts="land=24,spell=36", keep="land=2..5", goal="land>=3 by turn 3"),
    dict(counts="land=24,spell=36", keep="land=2..5", goal="land>=3 by turn 3", down_to=5),
    dict(counts="land=17,spell=23", keep="land=2..4", goal="land>=4 by turn 4",
         on_play=False),
    dict(counts="land=24,spell=36", keep="land=1..6", goal="land=2..4 by turn 2"),
    dict(counts="land=36,ramp=10,other=53", keep="land=3..5", players=4,
         goal="land>=3, ramp>=1 by turn 2"),
    dict(counts="hit=4,land=22,other=34", keep="hit>=1", down_to=4, goal="hit>=1,land>=2"),
    dict(counts="land=20,spell=20", keep="land>=3 or (land>=2 and spell>=4)",
         goal="land>=4 by turn 5", on_play=False),
])
def test_mul_2_1_default_london_is_never_worse_than_vancouver(spec: dict[str, Any]) -> None:
    """The London player sees 7 cards and bottoms for the goal, the Vancouver player sees
    fewer and scries 1 for it: with the same keep policy London is at least as good."""
    london = exact_odds(question(rule="london", **spec))
    vancouver = exact_odds(question(rule="vancouver", **spec))
    assert london.goal is not None and vancouver.goal is not None
    assert london.goal >= vancouver.goal - 1e-12


def test_mul_2_1_bottom_target_overrides_the_goal() -> None:
    spec = dict(counts="land=24,spell=36", keep="land=2..5", goal="land>=3 by turn 3")
    aware = exact_odds(question(**spec))
    targeted = exact_odds(question(bottom_targets=((0, 2),), **spec))
    assert targeted.policy == "bottom-target"
    assert aware.goal is not None and targeted.goal is not None
    assert aware.goal > targeted.goal  # bottoming toward 2 lands hurts a 3-land goal


def test_mul_2_2_vancouver_scry_chooses_for_the_goal() -> None:
    """A goal that wants no more lands: the scry bottoms a land instead of keeping it."""
    spec = dict(counts="land=30,spell=30", keep="land=0..2", rule="vancouver",
                keep_at={6: "any"}, goal="spell>=4 by turn 2")
    aware = exact_odds(question(**spec))
    fixed = exact_odds(question(scry_keep=0, **spec))  # always keep a land on top
    assert aware.goal is not None and fixed.goal is not None
    assert aware.goal > fixed.goal


# -- conditions -------------------------------------------------------------------------------


def test_mul_4_1_or_conditions_keep_either_kind_of_hand() -> None:
    q = question("land=24,ramp=8,other=28", keep="land>=3 or (land>=2 and ramp>=1)")
    stage = q.stages()[0]
    assert kept_hand(q, stage, (3, 0, 4)) == (3, 0, 4)
    assert kept_hand(q, stage, (2, 1, 4)) == (2, 1, 4)
    assert kept_hand(q, stage, (2, 0, 5)) is None
    assert kept_hand(q, stage, (1, 3, 3)) is None
    either = exact_odds(question("land=24,ramp=8,other=28",
                                 keep="land>=3 or (land>=2 and ramp>=1)"))
    lands = exact_odds(question("land=24,ramp=8,other=28", keep="land>=3"))
    assert either.mulligans[0] > lands.mulligans[0]


def test_mul_4_1_or_goal_by_hand() -> None:
    """P(hit>=1 or land>=5) in 7 cards from 4 hits, 20 lands, 36 others, by hand."""
    result = exact_odds(question("hit=4,land=20,other=36", goal="hit>=1 or land>=5"))
    none_hit = sum(comb(20, x) * comb(36, 7 - x) for x in range(5)) / comb(60, 7)
    assert result.goal == pytest.approx(1 - none_hit, rel=1e-12)


def test_mul_4_1_warns_when_the_keep_condition_cannot_hold_at_smaller_sizes() -> None:
    q = question("land=24,spell=36", keep="land>=3,spell>=2")
    warnings = q.warnings()
    assert len(warnings) == 1 and "4, 3, 2, 1 card(s)" in warnings[0]
    assert exact_odds(q).warnings == warnings
    assert question("land=24,spell=36", keep="land>=3,spell>=2", down_to=5).warnings() == ()


# -- MUL-1.5: empty hands -----------------------------------------------------------------------


def test_mul_1_5_london_mulligans_down_to_an_empty_hand() -> None:
    q = question("hit=1,other=59", keep="hit>=1")
    stages = q.stages()
    assert [s.keep_size for s in stages] == [7, 6, 5, 4, 3, 2, 1, 0]
    assert all(s.draw_size == 7 for s in stages) and stages[-1].forced
    result = exact_odds(q)
    miss = comb(59, 7) / comb(60, 7)
    assert result.final_hand_size[0] == pytest.approx(miss**7, rel=1e-12)


def test_mul_1_5_vancouver_and_free_mulligan_reach_the_empty_hand() -> None:
    q = question("hit=1,other=59", keep="hit>=1", rule="vancouver", players=4)
    assert [s.keep_size for s in q.stages()] == [7, 7, 6, 5, 4, 3, 2, 1, 0]


# -- every rule the engine knows, exact against Monte Carlo ------------------------------------


def test_mul_2_8_no_mulligan_keeps_the_first_seven() -> None:
    result = exact_odds(question("land=24,spell=36", keep="land=2..5", rule="none",
                                 goal="land>=2"))
    assert result.mulligans == (pytest.approx(1.0),)
    ok = sum(comb(24, x) * comb(36, 7 - x) for x in range(2, 8)) / comb(60, 7)
    assert result.goal == pytest.approx(ok, rel=1e-12)


def test_mul_2_7_all_land_no_land_mulligans_only_such_hands_once() -> None:
    result = exact_odds(question("land=24,spell=36", keep="land=2..5",
                                 rule="all-land-no-land"))
    extreme = (comb(36, 7) + comb(24, 7)) / comb(60, 7)
    assert result.mulligans[1] == pytest.approx(extreme, rel=1e-12)
    assert result.final_hand_size == {7: pytest.approx(1.0)}


def test_mul_2_6_partial_paris_exiles_toward_the_keep_condition() -> None:
    """A one-land hand keeps its land and exiles the rest; the redraw is one card smaller."""
    result = exact_odds(question("land=24,spell=36", keep="land=2..5", rule="partial-paris",
                                 goal="land>=3 by turn 3"))
    keep7 = sum(comb(24, x) * comb(36, 7 - x) for x in range(2, 6)) / comb(60, 7)
    assert result.mulligans[0] == pytest.approx(keep7, rel=1e-12)
    assert result.final_hand_size[6] == pytest.approx(result.mulligans[1])
    london = exact_odds(question("land=24,spell=36", keep="land=2..5", rule="paris",
                                 goal="land>=3 by turn 3"))
    assert result.goal is not None and london.goal is not None
    assert result.goal > london.goal  # keeping the good part beats a fresh smaller hand


def test_mul_3_1_serum_powder_is_free_and_helps() -> None:
    spec = dict(counts="land=8,powder=3,other=9", keep="land=3..4", goal="land>=3")
    with_powder = exact_odds(question(powder=1, **spec))
    without = exact_odds(question(**spec))
    assert with_powder.mulligans[0] > without.mulligans[0]  # a Powder is not a mulligan
    assert with_powder.expected_hand_size > without.expected_hand_size
    with pytest.raises(SettingsError, match="Serum Powder"):
        question(powder=1, rule="partial-paris", **spec)


AGREEMENT = [
    dict(COMBO),
    dict(counts="land=24,spell=36", keep="land=2..5", down_to=5, goal="land>=3 by turn 3",
         rule="vancouver"),
    dict(counts="land=30,spell=30", keep="land=0..2", rule="vancouver", keep_at={6: "any"},
         goal="spell>=4 by turn 2"),
    dict(counts="land=24,ramp=8,other=28", keep="land>=3 or (land>=2 and ramp>=1)",
         goal="land>=4 or (land>=3 and ramp>=1) by turn 3", rule="paris", players=4),
    dict(counts="land=24,spell=36", keep="land=2..5", rule="mtgo-redraw",
         goal="land>=3 by turn 2"),
    dict(counts="land=24,spell=36", keep="land=3..4", rule="none", goal="land>=3 by turn 3"),
    dict(counts="land=24,spell=36", keep="land=3..4", rule="all-land-no-land",
         goal="land>=3 by turn 3"),
    dict(counts="land=24,spell=36", keep="land=2..5", rule="partial-paris",
         goal="land>=3 by turn 3"),
    dict(counts="land=8,powder=3,other=9", keep="land=3..4", powder=1, goal="land>=3"),
    dict(counts="land=8,powder=3,other=9", keep="land=3..4", powder=1, rule="vancouver",
         goal="land>=3 by turn 2"),
    dict(counts="hit=1,other=19", keep="hit>=1", goal="hit>=1 by turn 2"),
]


@pytest.mark.parametrize("spec", AGREEMENT,
                         ids=lambda s: f"{s.get('rule', 'london')} {s['counts']} {s['keep']}")
def test_mul_4_3_every_rule_exact_and_monte_carlo_agree(spec: dict[str, Any]) -> None:
    q = question(**spec)
    exact = exact_odds(q)
    samples = 100_000
    estimate = monte_carlo_odds(q, samples=samples, seed=17)

    def close(estimated: float, p: float) -> bool:
        return abs(estimated - p) <= 4 * math.sqrt(max(p * (1 - p), 1e-12) / samples) + 1e-9

    assert len(estimate.mulligans) <= len(exact.mulligans)
    for k, p in enumerate(exact.mulligans):
        got = estimate.mulligans[k] if k < len(estimate.mulligans) else 0.0
        assert close(got, p), (k, got, p)
    for size, p in exact.final_hand_size.items():
        assert close(estimate.final_hand_size.get(size, 0.0), p)
    for turn, p in exact.goal_by_turn.items():
        assert close(estimate.goal_by_turn[turn], p), (turn, estimate.goal_by_turn[turn], p)
    for exact_dist, estimated_dist in zip(exact.category_distribution,
                                          estimate.category_distribution, strict=True):
        for n, p in exact_dist.items():
            assert close(estimated_dist.get(n, 0.0), p)
    assert estimate.policy == exact.policy


def test_mul_4_3_greedy_policy_is_reported_and_close_to_optimal() -> None:
    spec = dict(counts="land=24,spell=36", keep="land=2..5", down_to=5,
                goal="land>=3 by turn 3")
    optimal = exact_odds(question(**spec))
    greedy = exact_odds(question(policy="greedy", **spec))
    assert greedy.policy == "greedy" and optimal.policy == "optimal"
    assert optimal.goal is not None and greedy.goal is not None
    assert greedy.goal <= optimal.goal + 1e-12
    assert greedy.goal > optimal.goal - 0.01
    estimate = monte_carlo_odds(question(policy="greedy", **spec), samples=100_000, seed=3)
    assert estimate.goal is not None and estimate.standard_error is not None
    assert abs(estimate.goal - greedy.goal) <= 4 * estimate.standard_error["goal"]


# -- practice odds ------------------------------------------------------------------------------


def test_mul_4_2_odds_of_a_dealt_hand_if_kept_and_if_mulliganed() -> None:
    q = question("land=24,spell=36", keep="land=2..5", goal="land>=3 by turn 3")
    no_land = goal_if_kept(q, 0, (0, 7))
    good = goal_if_kept(q, 0, (3, 4))
    again = goal_if_mulliganed(q, 0)
    assert no_land == 0.0  # two draws cannot make three lands
    assert good == 1.0
    assert again is not None and 0.8 < again < 0.9
    # the mulligan value is the answer of the same question one stage later
    whole = exact_odds(q)
    assert whole.goal == pytest.approx(
        sum(p * goal_if_kept(q, 0, drawn) for drawn, p in _seven(q) if 2 <= drawn[0] <= 5)
        + (1 - whole.mulligans[0]) * again, rel=1e-9)
    assert goal_if_mulliganed(q, len(q.stages()) - 1) is None


def _seven(q: Question) -> list[tuple[tuple[int, ...], float]]:
    from cardtable.analysis.mulligan.question import hypergeometric_pmf

    return list(hypergeometric_pmf(q.deck.counts, 7))


def test_mul_4_3_auto_method_keeps_the_state_engine_to_three_categories() -> None:
    from cardtable.analysis.mulligan import prefers_exact

    assert prefers_exact(question("land=24,spell=36", keep="land=2..5"))
    assert prefers_exact(question("a=8,b=8,land=20,other=24", keep="a>=1"))
    assert prefers_exact(question("land=24,spell=36", keep="land=2..5", rule="partial-paris"))
    assert not prefers_exact(question("land=24,ramp=8,draw=6,other=22", keep="land>=2",
                                      rule="partial-paris"))
    assert not prefers_exact(question("land=24,powder=4,other=32", keep="land>=2", powder=1))
