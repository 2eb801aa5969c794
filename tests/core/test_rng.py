"""``core.rng.shuffle``: the same permutation as ``random.Random.shuffle`` from the same state."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.rng import make_rng, sample, shuffle


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**64), length=st.integers(0, 120))
def test_shuffle_is_random_shuffle(seed: int, length: int) -> None:
    """The inline Fisher–Yates loop draws exactly what ``Random.shuffle`` draws: the same order
    and the generator left in the same state (so every later draw of a game agrees too)."""
    mine, theirs = make_rng(seed), make_rng(seed)
    a, b = list(range(length)), list(range(length))
    shuffle(mine, a)
    theirs.shuffle(b)
    assert a == b
    assert mine.getstate() == theirs.getstate()


def test_shuffle_of_a_long_list_moves_cards() -> None:
    items = list(range(200))
    shuffle(make_rng(3), items)
    assert sorted(items) == list(range(200))
    assert items != list(range(200))


def test_other_generator_classes_shuffle_themselves() -> None:
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            Counting.calls += 1
            super().shuffle(x)

    items = [1, 2, 3, 4]
    shuffle(Counting(1), items)
    assert Counting.calls == 1


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**64), n=st.integers(0, 200), data=st.data())
def test_sample_is_random_sample(seed: int, n: int, data: st.DataObject) -> None:
    """Both of CPython's strategies (population up to the set size: a shrinking pool; larger:
    a set of chosen indices) give the same sample and leave the generator in the same state."""
    k = data.draw(st.integers(0, n))
    mine, theirs = make_rng(seed), make_rng(seed)
    population = [f"card {i}" for i in range(n)]
    assert sample(mine, population, k) == theirs.sample(population, k)
    assert mine.getstate() == theirs.getstate()


def test_sample_refuses_more_than_the_population() -> None:
    with pytest.raises(ValueError, match="larger than population"):
        sample(make_rng(1), [1, 2], 3)
