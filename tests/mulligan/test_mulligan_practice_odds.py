"""MUL-2.6 practice odds: P(goal) if a Partial Paris hand is kept now, and if the player
exiles as the calculator's policy does — checked against the calculator's whole chain."""

from __future__ import annotations

from math import comb

import pytest

from cardtable.analysis.mulligan import exact_odds, parse_condition, parse_counts, parse_goal
from cardtable.analysis.mulligan.practice_odds import partial_paris_exile, partial_paris_keep
from cardtable.analysis.mulligan.question import Question, hypergeometric_pmf
from cardtable.analysis.mulligan.states import Keep, Process, State
from cardtable.core.errors import SettingsError
from cardtable.rules.mulligan import resolve_rule


def question(rule: str = "partial-paris", keep: str = "land=2..5",
             goal: str = "land>=3 by turn 3") -> Question:
    deck = parse_counts("land=17,spell=23")
    return Question(deck=deck, rule=resolve_rule(rule, 2),
                    keep=parse_condition(keep, deck.categories),
                    goal=parse_goal(goal, deck.categories))


def test_mul_2_6_keep_or_exile_odds_rebuild_the_calculators_answer() -> None:
    """Over every opening 7, P(hand) x (keep odds where the policy keeps, exile odds where it
    exiles) sums to the calculator's exact P(goal) for Partial Paris."""
    q = question()
    process = Process(q)
    zero = (0, 0)
    total = 0.0
    for hand, p in hypergeometric_pmf(q.deck.counts, 7):
        kept = isinstance(process.step(State(hand, zero, zero, 0, 0)), Keep)
        odds = partial_paris_keep(q, hand, zero) if kept else partial_paris_exile(q, hand, zero)
        assert odds is not None and 0.0 <= odds <= 1.0
        total += p * odds
    assert total == pytest.approx(exact_odds(q).goal, rel=1e-12)


def test_mul_2_6_keeping_counts_the_exiled_cards_back_into_the_library() -> None:
    """MUL-2.6 step 4: a kept hand's draws come from the library with the face-down exiled
    cards shuffled back. One land in a 6-card hand, 2 draws by turn 3 on the play from 34
    cards holding 16 lands: P(both are lands) — the same whether lands were exiled or not."""
    q = question()
    by_hand = comb(16, 2) / comb(34, 2)
    assert partial_paris_keep(q, (1, 5), (0, 0)) == pytest.approx(by_hand, rel=1e-12)
    assert partial_paris_keep(q, (1, 5), (2, 0)) == pytest.approx(by_hand, rel=1e-12)


def test_mul_2_6_exiling_a_land_light_hand_beats_keeping_it() -> None:
    q = question()
    keep = partial_paris_keep(q, (1, 6), (0, 0))
    exile = partial_paris_exile(q, (1, 6), (0, 0))
    assert exile is not None and exile > keep
    assert partial_paris_exile(q, (0, 0), (3, 4)) is None  # nothing left to exile


def test_mul_2_6_practice_odds_refuse_other_rules_and_impossible_hands() -> None:
    with pytest.raises(SettingsError, match="partial-paris practice odds"):
        partial_paris_keep(question(rule="london"), (3, 4), (0, 0))
    with pytest.raises(SettingsError, match="cannot come from a deck"):
        partial_paris_exile(question(), (10, 0), (10, 0))
