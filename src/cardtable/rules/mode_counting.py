"""Counting and sampling the legal mode selections of a modal spell without enumerating them
(CR 700.2, MOD-9: order ignored; 700.2d repeats as multisets; 700.2h pawprint budgets as a
knapsack; 702.42 entwine as the one extra selection). Part of :mod:`cardtable.rules.modes`."""

from __future__ import annotations

import random
from collections.abc import Collection
from functools import cache
from math import comb

from cardtable.core.errors import IllegalAction
from cardtable.rules.modes import (
    C,
    ModalSpec,
    Selection,
    _is_entwine_possible,
    available_modes,
    can_choose,
    why_not_castable,
)


def selection_count(spec: ModalSpec[C], legal: Collection[int], *,
                    chosen_before: Collection[int] = (), upgraded: bool = False) -> int:
    """How many different legal selections exist (order ignored, MOD-9), computed, not
    enumerated: multisets for repeats, subsets otherwise, a {P} knapsack for pawprints."""
    if not can_choose(spec, legal, chosen_before=chosen_before, upgraded=upgraded):
        return 0
    available = available_modes(spec, legal, chosen_before)
    low, high = spec.bounds(upgraded=upgraded)
    n = len(available)
    if spec.pawprint_budget is not None:
        weights = tuple(spec.modes[i].pawprints for i in available)
        return sum(_weighted_count(weights, spec.pawprint_budget, k, spec.allow_repeats)
                   for k in range(low, high + 1))
    if spec.allow_repeats:
        return sum(comb(n + k - 1, k) for k in range(low, high + 1))
    total = sum(comb(n, k) for k in range(low, min(high, n) + 1))
    if _is_entwine_possible(spec, available) and high < n:
        total += 1
    return total


@cache
def _weighted_count(weights: tuple[int, ...], budget: int, k: int, repeats: bool) -> int:
    """Selections of exactly ``k`` modes from ``weights`` with total weight ≤ ``budget``."""
    if k == 0:
        return 1
    if not weights or budget <= 0:
        return 0
    first, rest = weights[0], weights[1:]
    without = _weighted_count(rest, budget, k, repeats)
    if first > budget:
        return without
    if repeats:
        return without + _weighted_count(weights, budget - first, k - 1, repeats)
    return without + _weighted_count(rest, budget - first, k - 1, repeats)


def random_selection(spec: ModalSpec[C], legal: Collection[int], rng: random.Random, *,
                     chosen_before: Collection[int] = (), upgraded: bool = False) -> Selection:
    """A uniformly random legal selection (for random bots), drawn with ``rng`` from the
    counted selections rather than from a list of them."""
    total = selection_count(spec, legal, chosen_before=chosen_before, upgraded=upgraded)
    if total == 0:
        raise IllegalAction(why_not_castable(spec, legal, chosen_before=chosen_before,
                                             upgraded=upgraded))
    index = rng.randrange(total)
    available = available_modes(spec, legal, chosen_before)
    low, high = spec.bounds(upgraded=upgraded)
    budget = spec.pawprint_budget
    weights = tuple(spec.modes[i].pawprints if budget is not None else 0 for i in available)
    for k in range(low, min(high, len(available) if not spec.allow_repeats else high) + 1):
        size = _count_k(weights, budget, k, spec.allow_repeats)
        if index < size:
            picks = _unrank(weights, budget, k, spec.allow_repeats, index)
            return tuple(available[i] for i in picks)
        index -= size
    # Only entwine's "all modes" remains beyond the printed maximum.
    return tuple(available)


def _count_k(weights: tuple[int, ...], budget: int | None, k: int, repeats: bool) -> int:
    if budget is None:
        n = len(weights)
        return comb(n + k - 1, k) if repeats else comb(n, k)
    return _weighted_count(weights, budget, k, repeats)


def _unrank(weights: tuple[int, ...], budget: int | None, k: int, repeats: bool,
            index: int) -> list[int]:
    """The ``index``-th selection of size ``k`` (positions into ``weights``), in the order
    "selections containing the first mode come first"."""
    picks: list[int] = []
    start = 0
    left = budget
    while k > 0:
        position = start
        while True:
            w = weights[position]
            fits = left is None or w <= left
            rest = weights[position:] if repeats else weights[position + 1:]
            remaining = None if left is None else left - w
            with_it = _count_k(rest, remaining, k - 1, repeats) if fits else 0
            if index < with_it:
                picks.append(position)
                left = remaining
                start = position if repeats else position + 1
                k -= 1
                break
            index -= with_it
            position += 1
    return picks
