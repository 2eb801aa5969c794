"""Swiss pairing: seeded round 1, no rematches, byes, pair-downs, exact and fast methods."""

from __future__ import annotations

import random

import pytest

from cardtable.tournament.swiss import Entrant, pair_first_round, pair_round


def field(points: list[int], met: dict[str, set[str]] | None = None,
          byes: set[str] | None = None) -> list[Entrant]:
    met = met or {}
    byes = byes or set()
    names = [f"P{i}" for i in range(len(points))]
    ordered = sorted(range(len(points)), key=lambda i: -points[i])
    ranks = {names[i]: rank for rank, i in enumerate(ordered, start=1)}
    return [
        Entrant(name, points[i], frozenset(met.get(name, set())), int(name in byes), ranks[name])
        for i, name in enumerate(names)
    ]


def symmetric(pairs: list[tuple[str, str]]) -> dict[str, set[str]]:
    met: dict[str, set[str]] = {}
    for a, b in pairs:
        met.setdefault(a, set()).add(b)
        met.setdefault(b, set()).add(a)
    return met


METHODS = [pytest.param(None, id="exact"), pytest.param(0, id="fast")]


def test_round_one_is_seeded_random() -> None:
    names = [f"P{i}" for i in range(9)]
    first = pair_first_round(names, random.Random(5))
    again = pair_first_round(names, random.Random(5))
    other = pair_first_round(names, random.Random(6))
    assert first == again
    assert first != other
    assert sorted(first.players()) == sorted(names) and first.bye is not None


@pytest.mark.parametrize("limit", METHODS)
def test_equal_points_are_paired_together(limit: int | None) -> None:
    pairing = pair_round(field([3, 3, 3, 3, 0, 0, 0, 0]), random.Random(1), limit)
    points = {e.name: e.points for e in field([3, 3, 3, 3, 0, 0, 0, 0])}
    assert all(points[a] == points[b] for a, b in pairing.tables)


@pytest.mark.parametrize("limit", METHODS)
def test_odd_player_floats_to_the_nearest_group(limit: int | None) -> None:
    entrants = field([6, 6, 6, 3, 3, 3, 0, 0])
    points = {e.name: e.points for e in entrants}
    for seed in range(5):
        pairing = pair_round(entrants, random.Random(seed), limit)
        differences = sorted(abs(points[a] - points[b]) for a, b in pairing.tables)
        assert differences == [0, 0, 0, 3]


@pytest.mark.parametrize("limit", METHODS)
def test_two_small_pair_downs_beat_one_big_one(limit: int | None) -> None:
    entrants = field([6, 6, 6, 3, 3, 0, 0, 0])
    points = {e.name: e.points for e in entrants}
    for seed in range(5):
        pairing = pair_round(entrants, random.Random(seed), limit)
        differences = sorted(abs(points[a] - points[b]) for a, b in pairing.tables)
        assert differences == [0, 0, 3, 3]


@pytest.mark.parametrize("limit", METHODS)
def test_never_a_rematch_when_one_is_avoidable(limit: int | None) -> None:
    # Greedy trap: P0–P1 and P2–P3 have met; equal points everywhere.
    met = symmetric([("P0", "P1"), ("P2", "P3"), ("P0", "P2")])
    for seed in range(20):
        pairing = pair_round(field([3, 3, 3, 3], met), random.Random(seed), limit)
        assert all(b not in met.get(a, set()) for a, b in pairing.tables)


@pytest.mark.parametrize("limit", METHODS)
def test_bye_goes_to_lowest_ranked_player_without_one(limit: int | None) -> None:
    entrants = field([6, 3, 3, 0, 0])
    lowest = max(entrants, key=lambda e: e.rank)
    assert pair_round(entrants, random.Random(3), limit).bye == lowest.name
    entrants = field([6, 3, 3, 0, 0], byes={lowest.name})
    pairing = pair_round(entrants, random.Random(3), limit)
    assert pairing.bye != lowest.name
    assert pairing.bye in {e.name for e in entrants if e.points == 0}


@pytest.mark.parametrize("limit", METHODS)
def test_no_second_bye_while_another_player_could_take_it(limit: int | None) -> None:
    names = [f"P{i}" for i in range(5)]
    entrants = field([0, 0, 0, 0, 9], byes=set(names[:4]))
    assert pair_round(entrants, random.Random(4), limit).bye == "P4"


def test_fast_method_bottom_window_avoids_rematch() -> None:
    # The two lowest players have met; the greedy pass leaves them together at the bottom.
    points = [6] * 6 + [0, 0]
    met = symmetric([("P6", "P7")])
    for seed in range(10):
        pairing = pair_round(field(points, met), random.Random(seed), exact_limit=0)
        assert ("P6", "P7") not in pairing.tables and ("P7", "P6") not in pairing.tables
        assert pairing.method == "fast"


@pytest.mark.parametrize("count", [130, 301])
def test_fast_method_large_field_pairs_everyone_once(count: int) -> None:
    rng = random.Random(count)
    points = [rng.choice([0, 3, 6]) for _ in range(count)]
    pairing = pair_round(field(points), random.Random(0))
    assert pairing.method == "fast"
    assert sorted(pairing.players()) == sorted(f"P{i}" for i in range(count))
    assert (pairing.bye is not None) == (count % 2 == 1)


def test_tables_are_numbered_best_points_first() -> None:
    pairing = pair_round(field([0, 0, 6, 6, 3, 3]), random.Random(0))
    points = {e.name: e.points for e in field([0, 0, 6, 6, 3, 3])}
    assert [points[table[0]] for table in pairing.tables] == [6, 3, 0]
