"""MUL-4: the mulligan calculator, against hand-checkable numbers and itself."""

from __future__ import annotations

import gzip
import itertools
import json
import math
from math import comb
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.analysis.mulligan import (
    OddsResult,
    Question,
    TypeLineIndex,
    categorize,
    classify,
    exact_odds,
    monte_carlo_odds,
    parse_category_option,
    parse_condition,
    parse_counts,
    parse_decklist,
    parse_goal,
)
from cardtable.analysis.mulligan.question import kept_hand
from cardtable.core.errors import CardNotFound, DeckError, SettingsError
from cardtable.rules.mulligan import resolve_rule


def question(counts: str, keep: str = "any", rule: str = "london", players: int = 2,
             goal: str | None = None, **options: Any) -> Question:
    deck = parse_counts(counts)
    keep_at = {size: parse_condition(text, deck.categories)
               for size, text in options.pop("keep_at", {}).items()}
    free = options.pop("free_mulligan", None)
    scry_keep = options.pop("scry_keep", 0)
    return Question(
        deck=deck,
        rule=resolve_rule(rule, players, free_mulligan=free),
        keep=parse_condition(keep, deck.categories),
        keep_at=keep_at,
        goal=parse_goal(goal, deck.categories) if goal else None,
        players=players,
        scry_keep=scry_keep,
        **options,
    )


def at_least_one(copies: int, deck: int, cards: int) -> float:
    return 1 - comb(deck - copies, cards) / comb(deck, cards)


# -- hand-checkable numbers -------------------------------------------------------------------


def test_mul_4_2_one_of_four_copies_in_seven_from_sixty() -> None:
    result = exact_odds(question("hit=4,other=56", keep="hit>=1"))
    assert result.mulligans[0] == pytest.approx(0.3995, abs=5e-5)
    assert result.mulligans[0] == pytest.approx(at_least_one(4, 60, 7), rel=1e-12)


def test_mul_2_1_london_every_mulligan_redraws_seven() -> None:
    q = at_least_one(4, 60, 7)
    result = exact_odds(question("hit=4,other=56", keep="hit>=1", rule="london"))
    assert result.mulligans[1] == pytest.approx((1 - q) * q, rel=1e-12)
    assert result.mulligans[2] == pytest.approx((1 - q) ** 2 * q, rel=1e-12)
    assert result.final_hand_size[6] == result.mulligans[1]
    assert sum(result.mulligans) == pytest.approx(1.0, abs=1e-12)
    # MUL-1.5 (CR 103.5): a one-card hand may still be mulliganed; the 7th counted mulligan
    # bottoms all seven and the empty hand is kept: the rest of the mass lands there
    assert result.mulligans[6] == pytest.approx((1 - q) ** 6 * q, rel=1e-12)
    assert result.mulligans[7] == pytest.approx((1 - q) ** 7, rel=1e-12)
    assert result.final_hand_size[0] == result.mulligans[7]


def test_mul_2_3_paris_draws_one_fewer_each_time() -> None:
    q7, q6 = at_least_one(4, 60, 7), at_least_one(4, 60, 6)
    result = exact_odds(question("hit=4,other=56", keep="hit>=1", rule="paris"))
    assert result.mulligans[1] == pytest.approx((1 - q7) * q6, rel=1e-12)


def test_mul_2_4_free_mulligan_kept_at_seven_counts_as_seven() -> None:
    q = at_least_one(4, 60, 7)
    result = exact_odds(question("hit=4,other=56", keep="hit>=1", rule="vancouver",
                                 players=4))
    assert result.mulligans[1] == pytest.approx((1 - q) * q, rel=1e-12)
    assert result.final_hand_size[7] == pytest.approx(q + (1 - q) * q, rel=1e-12)
    assert result.to_json()["final_hand_size"]["7"] == result.final_hand_size[7]
    off = exact_odds(question("hit=4,other=56", keep="hit>=1", rule="vancouver", players=4,
                              free_mulligan=False))
    assert off.final_hand_size[7] == pytest.approx(q, rel=1e-12)


def test_mul_4_2_goal_on_the_draw_counts_the_first_draw() -> None:
    result = exact_odds(question("land=4,other=56", goal="land>=1 by turn 1"))
    assert result.goal == pytest.approx(at_least_one(4, 60, 7), rel=1e-12)  # on the play
    draw = exact_odds(question("land=4,other=56", goal="land>=1 by turn 1", on_play=False))
    assert draw.goal == pytest.approx(at_least_one(4, 60, 8), rel=1e-12)
    many = exact_odds(question("land=4,other=56", goal="land>=1 by turn 1", players=3))
    assert many.goal == pytest.approx(at_least_one(4, 60, 8), rel=1e-12)


def test_mul_2_2_vancouver_scry_keeps_a_land_on_top() -> None:
    # Keep only 0-land hands at 7, so a mulligan is forced unless the 7 has no land; then
    # anything at 6, which scries. Goal: a land in the 6 cards plus one draw.
    q = question("land=1,other=9", keep="land=0", rule="vancouver", hand_size=7,
                 keep_at={6: "any"}, goal="land>=1 by turn 2")
    result = exact_odds(q)
    p7 = comb(9, 7) / comb(10, 7)  # the land is not among the 7
    p_land_in_6 = 6 / 10
    # kept 6 without the land: the top card is the land with chance 1/4 (4 cards left), and
    # the scry keeps it; otherwise a non-land goes to the bottom and the draw is 1 of 3.
    scry = 1 / 4 + 3 / 4 * (1 / 3)
    # a kept 7 (no land) draws 1 of the 3 cards left, the land among them
    expected = p7 / 3 + (1 - p7) * (p_land_in_6 + (1 - p_land_in_6) * scry)
    assert result.goal == pytest.approx(expected, rel=1e-12)
    paris = exact_odds(question("land=1,other=9", keep="land=0", rule="paris",
                                keep_at={6: "any"}, goal="land>=1 by turn 2"))
    assert paris.goal == pytest.approx(p7 / 3 + (1 - p7) * (0.6 + 0.4 * (1 / 4)), rel=1e-12)


def test_mul_4_1_london_bottoms_to_meet_the_condition_for_its_size() -> None:
    q = question("land=24,spell=36", keep="land=2..5", keep_at={6: "land=2..4"})
    stage = q.stages()[1]
    assert (stage.draw_size, stage.keep_size) == (7, 6)
    assert kept_hand(q, stage, (5, 2)) == (4, 2)  # the only choice: bottom a land
    # (3, 3) and (2, 4) both qualify; 2.4 lands in 6 is the deck's proportion
    assert kept_hand(q, stage, (3, 4)) == (2, 4)
    assert kept_hand(q, stage, (6, 1)) is None  # no choice of 1 card leaves 2..4 lands
    near_three = question("land=24,spell=36", keep="land=2..5", keep_at={6: "land=2..4"},
                          bottom_targets=((0, 3),))
    assert kept_hand(near_three, near_three.stages()[1], (3, 4)) == (3, 3)
    assert kept_hand(q, q.stages()[0], (6, 1)) is None


def test_mul_4_1_down_to_keeps_anything_at_that_size() -> None:
    q = question("land=24,spell=36", keep="land=3", down_to=5)
    assert [s.keep_size for s in q.stages()] == [7, 6, 5]
    result = exact_odds(q)
    assert len(result.mulligans) == 3
    assert sum(result.mulligans) == pytest.approx(1.0)


def test_mul_4_1_commander_library_excludes_the_commander() -> None:
    text = "Commander\n1 Omnath, Locus of Mana\n\nDeck\n40 Forest\n59 Llanowar Elves\n"
    decklist = parse_decklist(text)
    assert decklist.library_size == 99
    types = TypeLineIndex({"Llanowar Elves": "Creature — Elf Druid",
                           "Omnath, Locus of Mana": "Legendary Creature — Elemental"})
    deck = categorize(decklist, types=types)
    assert deck.as_dict() == {"land": 40, "nonland": 59}


def test_mul_4_1_partner_commanders_leave_98_cards() -> None:
    text = ("Commander\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\n"
            "Deck\n38 Plains\n60 Ornithopter\n")
    decklist = parse_decklist(text)
    assert decklist.library_size == 98 and len(decklist.commanders) == 2
    types = TypeLineIndex({"Ornithopter": "Artifact Creature — Thopter"})
    assert categorize(decklist, types=types).size == 98


@settings(max_examples=40, deadline=None)
@given(
    lands=st.integers(1, 30),
    spells=st.integers(8, 40),
    low=st.integers(0, 3),
    width=st.integers(0, 3),
    rule=st.sampled_from(["london", "vancouver", "paris", "mtgo-redraw"]),
    players=st.integers(2, 4),
)
def test_mul_4_2_distributions_are_probabilities(lands: int, spells: int, low: int, width: int,
                                                 rule: str, players: int) -> None:
    try:
        q = question(f"land={lands},spell={spells}", keep=f"land={low}..{low + width}",
                     rule=rule, players=players, goal="land>=2 by turn 2")
    except SettingsError:
        return  # the condition cannot hold for this deck: refused, as it should be
    result = exact_odds(q)
    assert sum(result.mulligans) == pytest.approx(1.0)
    assert sum(result.final_hand_size.values()) == pytest.approx(1.0)
    assert 0 <= result.expected_hand_size <= 7  # MUL-1.5: the last hand may be empty
    assert result.goal is not None and 0 <= result.goal <= 1
    assert sum(result.final_categories) == pytest.approx(result.expected_hand_size)
    for mean, distribution in zip(result.final_categories, result.category_distribution,
                                  strict=True):
        assert sum(distribution.values()) == pytest.approx(1.0)
        assert sum(n * p for n, p in distribution.items()) == pytest.approx(mean)
    turns = sorted(result.goal_by_turn)
    assert all(result.goal_by_turn[a] <= result.goal_by_turn[b] + 1e-12
               for a, b in itertools.pairwise(turns))


def test_mul_4_1_decklist_lines_sections_and_categories() -> None:
    text = """// my deck
# comment
Deck
4x Lightning Bolt
20 Mountain (M19) 277
4 Sacred Foundry

Sideboard
3 Smash to Smithereens
SB: 2 Pyroblast
"""
    decklist = parse_decklist(text)
    assert dict(decklist.main) == {"Lightning Bolt": 4, "Mountain": 20, "Sacred Foundry": 4}
    types = TypeLineIndex({"Lightning Bolt": "Instant",
                           "Sacred Foundry": "Land — Mountain Plains"})
    assert classify("Sacred Foundry", types) == "land"
    assert classify("Lightning Bolt", types) == "nonland"
    assert classify("Snow-Covered Island", types) == "land"
    deck = categorize(decklist, [parse_category_option("burn=Lightning Bolt")], types=types)
    assert deck.as_dict() == {"land": 24, "nonland": 0, "burn": 4}
    with pytest.raises(DeckError, match="line 2"):
        parse_decklist("4 Bolt\nfour Bolts\n")


def test_unknown_card_suggests_the_closest_names() -> None:
    types = TypeLineIndex({"Lightning Bolt": "Instant"})
    with pytest.raises(CardNotFound, match="did you mean 'Lightning Bolt'"):
        classify("Lightnin Bolt", types)
    with pytest.raises(DeckError, match="did you mean 'Lightning Bolt'"):
        categorize(parse_decklist("4 Lightning Bolt\n"), [("burn", ("Lightning Blot",))], types)


# -- exact and Monte Carlo agree ---------------------------------------------------------------

AGREEMENT = [
    dict(counts="land=24,spell=36", keep="land=2..5", goal="land>=3 by turn 3",
         bottom_targets=((0, 3),)),
    dict(counts="land=24,spell=36", keep="land=2..5"),
    dict(counts="land=24,spell=36", keep="land=2..5", goal="land>=3 by turn 3"),
    dict(counts="land=17,spell=23", keep="land=2..4", rule="vancouver",
         goal="land>=3 by turn 3", on_play=False),
    dict(counts="land=24,spell=36", keep="land=3..4", rule="paris", players=4,
         goal="land>=4 by turn 4"),
    dict(counts="land=36,ramp=10,other=53", keep="land=3..5,ramp>=1", players=4,
         keep_at={6: "land=2..5"}, goal="land>=4, ramp>=1 by turn 3"),
    dict(counts="land=22,ramp=6,draw=8,other=24", keep="land=2..4,draw>=1", rule="vancouver",
         players=3, scry_keep=1, goal="land>=3 by turn 2"),
    dict(counts="a=8,b=8,c=8,d=8,e=8,f=20", keep="a>=1,b>=1", down_to=4,
         goal="a>=2 by turn 2"),
]


def test_mul_4_3_many_categories_without_a_lookup_table(monkeypatch: Any) -> None:
    from cardtable.analysis.mulligan import montecarlo

    monkeypatch.setattr(montecarlo, "TABLE_LIMIT", 1)  # take the per-batch path
    q = question("land=22,ramp=6,draw=8,other=24", keep="land=2..4,draw>=1", rule="vancouver",
                 goal="land>=3 by turn 2")
    exact = exact_odds(q)
    estimate = monte_carlo_odds(q, samples=100_000, seed=5)
    assert estimate.standard_error is not None and exact.goal is not None
    assert abs(estimate.mulligans[0] - exact.mulligans[0]) <= (
        4 * estimate.standard_error["mulligans"]["0"])
    assert abs(estimate.goal - exact.goal) <= 4 * estimate.standard_error["goal"]



@pytest.mark.parametrize("spec", AGREEMENT, ids=lambda s: s["counts"] + " " + s["keep"])
def test_mul_4_3_exact_and_monte_carlo_agree_within_four_standard_errors(spec: Any) -> None:
    q = question(**spec)
    exact = exact_odds(q)
    estimate = monte_carlo_odds(q, samples=200_000, seed=11)
    errors = estimate.standard_error
    assert errors is not None

    def close(estimated: float, p: float, reported: float) -> bool:
        # a rare outcome may not occur at all (reported SE 0): also allow the SE at p itself
        se = max(reported, math.sqrt(p * (1 - p) / 200_000))
        return abs(estimated - p) <= 4 * se + 1e-12

    for k, p in enumerate(exact.mulligans):
        assert close(estimate.mulligans[k], p, errors["mulligans"][str(k)])
    for size, p in exact.final_hand_size.items():
        assert close(estimate.final_hand_size[size], p, errors["final_hand_size"][str(size)])
    assert abs(estimate.expected_hand_size - exact.expected_hand_size) <= (
        4 * errors["expected_hand_size"])
    if exact.goal is not None:
        assert estimate.goal is not None
        assert close(estimate.goal, exact.goal, errors["goal"])
    assert exact.final_categories == pytest.approx(estimate.final_categories, rel=0.02)


def test_mul_4_3_monte_carlo_is_reproducible_from_a_seed() -> None:
    q = question("land=24,spell=36", keep="land=2..5", goal="land>=3 by turn 3")
    first = monte_carlo_odds(q, samples=50_000, seed=3)
    again = monte_carlo_odds(q, samples=50_000, seed=3)
    other = monte_carlo_odds(q, samples=50_000, seed=4)
    assert first == again
    assert first.goal != other.goal


def test_mul_4_3_same_answer_however_many_processes() -> None:
    q = question("land=24,spell=36", keep="land=2..5")
    samples = 2 * (1 << 19) + 1000
    one = monte_carlo_odds(q, samples=samples, seed=9, workers=1)
    two = monte_carlo_odds(q, samples=samples, seed=9, workers=2)
    assert one == two


def test_json_shape() -> None:
    result = exact_odds(question("land=24,spell=36", keep="land=2..5", goal="land>=3"))
    data = result.to_json()
    assert list(data) == ["rule", "deck_size", "method", "policy", "mulligans",
                          "final_hand_size", "expected_hand_size", "expected_mulligans",
                          "categories", "goal", "goal_by_turn", "warnings"]
    assert list(data["mulligans"]) == [str(k) for k in range(8)]  # MUL-1.5: 7 mulligans
    assert list(data["final_hand_size"]) == ["7", "6", "5", "4", "3", "2", "1", "0"]
    assert data["policy"] == "optimal"
    assert list(data["categories"]) == ["land", "spell"]
    assert sum(data["categories"]["land"]["distribution"].values()) == pytest.approx(1.0)
    assert list(data["goal_by_turn"]) == ["0", "1", "2", "3", "4", "5"]
    estimate: OddsResult = monte_carlo_odds(question("land=24,spell=36"), 1000, seed=1)
    assert estimate.to_json()["method"] == "monte-carlo"
    assert set(estimate.to_json()["standard_error"]) == {"mulligans", "final_hand_size",
                                                         "expected_hand_size"}
    assert estimate.to_json()["samples"] == 1000


# -- bad input ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: question("land=24,spell=36", keep="land>=8"), "can never hold"),
        (lambda: question("land=24,spell=36", keep="land=25..30", hand_size=30),
         "can never hold"),
        (lambda: question("land=24,spell=36", keep="land=5..3"), "empty"),
        (lambda: question("land=24,spell=36", keep="lands=2..5"), "unknown category 'lands'"),
        (lambda: question("land=24,spell=36", goal="land>=11 by turn 3"), "can never hold"),
        (lambda: question("land=4,spell=2", keep="any"), "7-card hand cannot be drawn"),
        (lambda: parse_counts("land=24,spell=30", deck_size=60), "add up to 54"),
        (lambda: parse_counts("land=24;spell=36"), "NAME=COUNT"),
        (lambda: question("lands=24,spell=36", rule="all-land-no-land"), "named 'land'"),
        (lambda: question("land=24,spell=36", keep="land>=3 or"), "a term is missing"),
        (lambda: question("land=24,spell=36", keep="(land>=3"), "not closed"),
        (lambda: question("land=24,spell=36", keep_at={8: "any"}), "from 1 to 7"),
    ],
)
def test_bad_input_is_one_clear_error(make: Any, message: str) -> None:
    with pytest.raises((SettingsError, DeckError), match=message):
        make()


SHARED = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"


@pytest.fixture(scope="module")
def real_types() -> TypeLineIndex:
    path = SHARED / "mtgjson" / "AtomicCards-2022-04-25.json.gz"
    assert path.exists(), f"the shared card data is missing at {path}"
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        data = json.load(handle)["data"]
    return TypeLineIndex({name: faces[0]["type"] for name, faces in data.items()})


@pytest.mark.shared_data
def test_classify_real_cards_and_a_real_commander_list(real_types: TypeLineIndex) -> None:
    assert classify("Dryad Arbor", real_types) == "land"  # Land Creature — Forest Dryad
    assert classify("Sacred Foundry", real_types) == "land"
    assert classify("Fire // Ice", real_types) == "nonland"
    assert classify("Sol Ring", real_types) == "nonland"
    text = ("Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n10 Forest\n8 Island\n8 Plains\n"
            "7 Swamp\n1 Command Tower\n1 Breeding Pool\n1 Sol Ring\n1 Arcane Signet\n"
            "62 Grizzly Bears\n")
    deck = categorize(parse_decklist(text), [("ramp", ("Sol Ring", "Arcane Signet"))],
                      real_types)
    assert deck.as_dict() == {"land": 35, "nonland": 62, "ramp": 2}
    assert deck.size == 99  # MUL-4.1: the commander stays out of the library
    with pytest.raises(CardNotFound, match="Atraxa, Praetors' Voice"):
        classify("Atraxa Praetors Voice", real_types)
