"""Monte Carlo answers: NumPy, vectorised, seeded, optionally on several processes (MUL-4.3).

Each stage draws fresh hands for every sequence still mulliganing, from the multivariate
hypergeometric distribution sampled one category at a time with NumPy's hypergeometric
sampler; the keep decision and London's bottoming come from a table over the compositions
(the same policy the exact path uses); the goal's draws are sampled from each kept hand's own
remaining library, after a Vancouver scry where one applies.

Samples run in fixed chunks, each seeded by ``SeedSequence(seed).spawn``: the answer for a
seed is the same however many processes share the chunks.
"""

from __future__ import annotations

import math
import multiprocessing
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from cardtable.analysis.mulligan.question import Question, Stage, compositions, kept_hand
from cardtable.analysis.mulligan.result import OddsResult
from cardtable.core.errors import SettingsError

CHUNK = 1 << 19
TABLE_LIMIT = 1 << 21

IntArray = NDArray[np.int64]


@dataclass(frozen=True)
class _StagePlan:
    stage: Stage
    scries: bool
    # By key (the first k-1 category counts in base ``radix``; the last one follows from the
    # draw size): whether the draw is kept, the hand kept, and the draw itself. ``None``: too
    # many categories for tables, decided per batch instead.
    keep_table: NDArray[np.bool_] | None
    hand_table: IntArray | None
    drawn_table: IntArray | None


@dataclass(frozen=True)
class _Plan:
    question: Question
    counts: IntArray
    radix: int
    stages: tuple[_StagePlan, ...]
    goal_lo: IntArray | None
    goal_hi: IntArray | None


def _plan(question: Question) -> _Plan:
    counts = np.asarray(question.deck.counts, dtype=np.int64)
    radix = question.hand_size + 1
    k = len(counts)
    size = radix ** (k - 1)
    stages = []
    for stage in question.stages():
        keep_table = hand_table = drawn_table = None
        if size <= TABLE_LIMIT:
            keep_table = np.zeros(size, dtype=np.bool_)
            hand_table = np.zeros((size, k), dtype=np.int64)
            drawn_table = np.zeros((size, k), dtype=np.int64)
            for drawn in compositions(stage.draw_size, question.deck.counts):
                key = sum(x * radix**j for j, x in enumerate(drawn[:-1]))
                drawn_table[key] = drawn
                hand = kept_hand(question, stage, drawn)
                if hand is not None:
                    keep_table[key] = True
                    hand_table[key] = hand
        stages.append(_StagePlan(stage, question.scries(stage), keep_table, hand_table,
                                 drawn_table))
    goal_lo = goal_hi = None
    if question.goal is not None:
        goal_lo = np.asarray(question.goal.condition.lo, dtype=np.int64)
        goal_hi = np.asarray(question.goal.condition.hi, dtype=np.int64)
    return _Plan(question, counts, radix, tuple(stages), goal_lo, goal_hi)


def sample_keys(rng: np.random.Generator, counts: IntArray, draw: int, n: int, radix: int
                ) -> IntArray:
    """``n`` draws of ``draw`` cards from a deck of ``counts``, each as the key of its first
    k-1 category counts (see :class:`_StagePlan`)."""
    keys: IntArray = np.zeros(n, dtype=np.int64)
    remaining = int(counts.sum())
    need: IntArray | int = draw
    weight = 1
    for j in range(len(counts) - 1):
        remaining -= int(counts[j])
        column = rng.hypergeometric(int(counts[j]), remaining, need, size=n)
        keys = column if j == 0 else keys + column * weight
        need = need - column
        weight *= radix
    return keys


def sample_hands(rng: np.random.Generator, counts: IntArray, draw: int, n: int) -> IntArray:
    """``n`` compositions of ``draw`` cards from a deck of ``counts`` (shape ``(n, k)``)."""
    k = len(counts)
    out = np.empty((n, k), dtype=np.int64)
    remaining = int(counts.sum())
    need: IntArray | int = draw
    for j in range(k - 1):
        remaining -= int(counts[j])
        column = rng.hypergeometric(int(counts[j]), remaining, need, size=n)
        out[:, j] = column
        need = need - column
    out[:, k - 1] = need
    return out


def sample_rows(rng: np.random.Generator, library: IntArray, draws: IntArray) -> IntArray:
    """For each row, ``draws[row]`` cards from a library of ``library[row]`` counts."""
    n, k = library.shape
    out = np.empty((n, k), dtype=np.int64)
    remaining = library.sum(axis=1)
    need = draws.copy()
    for j in range(k - 1):
        remaining = remaining - library[:, j]
        column = rng.hypergeometric(library[:, j], remaining, need)
        out[:, j] = column
        need = need - column
    out[:, k - 1] = need
    return out


def _decide_batch(plan: _Plan, stage: _StagePlan, hands: IntArray
                  ) -> tuple[NDArray[np.bool_], IntArray]:
    """Keep flags and kept hands for sampled draws, deciding each distinct draw once."""
    k = hands.shape[1]
    if plan.radix**k < 1 << 62:  # one integer key per composition: a fast 1-d unique
        weights = plan.radix ** np.arange(k, dtype=np.int64)
        keys, inverse = np.unique(hands @ weights, return_inverse=True)
        unique = (keys[:, None] // weights[None, :]) % plan.radix
    else:
        unique, inverse = np.unique(hands, axis=0, return_inverse=True)
    keep_unique = np.zeros(len(unique), dtype=np.bool_)
    hand_unique = np.zeros_like(unique)
    for i, row in enumerate(unique):
        hand = kept_hand(plan.question, stage.stage, tuple(int(v) for v in row))
        if hand is not None:
            keep_unique[i] = True
            hand_unique[i] = hand
    keep = keep_unique[inverse.ravel()]
    return keep, hand_unique[inverse.ravel()[keep]]


def _goal_hits(plan: _Plan, rng: np.random.Generator, stage: _StagePlan, drawn: IntArray,
               hands: IntArray) -> int:
    assert plan.goal_lo is not None and plan.goal_hi is not None
    question = plan.question
    draws = question.draws
    total = hands
    if draws > 0:
        library = plan.counts[None, :] - drawn
        n = library.shape[0]
        need = np.full(n, draws, dtype=np.int64)
        start = np.zeros_like(library)
        if stage.scries:
            sizes = library.sum(axis=1)
            pick = np.floor(rng.random(n) * sizes).astype(np.int64)
            top = (np.cumsum(library, axis=1) <= pick[:, None]).sum(axis=1)
            onehot = np.zeros_like(library)
            onehot[np.arange(n), top] = 1
            library = library - onehot  # on top and drawn, or on the bottom: gone either way
            stays = top == question.scry_keep
            start = onehot * stays[:, None]
            need = need - stays
        total = hands + start + sample_rows(rng, library, need)
    ok = np.all((total >= plan.goal_lo) & (total <= plan.goal_hi), axis=1)
    return int(ok.sum())


def _goal_hits_by_draw(plan: _Plan, rng: np.random.Generator, stage: _StagePlan,
                       histogram: IntArray) -> int:
    """Goal successes for kept draws counted by key: every sequence that kept the same draw
    has the same hand and library, so its later cards are sampled together."""
    assert stage.drawn_table is not None and stage.hand_table is not None
    hits = 0
    for key in np.flatnonzero(histogram):
        library = plan.counts - stage.drawn_table[key]
        hits += _goal_hits_same_state(plan, rng, stage.scries, stage.hand_table[key], library,
                                      int(histogram[key]))
    return hits


def _goal_hits_same_state(plan: _Plan, rng: np.random.Generator, scries: bool, hand: IntArray,
                          library: IntArray, count: int) -> int:
    assert plan.goal_lo is not None and plan.goal_hi is not None
    lo, hi = plan.goal_lo, plan.goal_hi
    draws = plan.question.draws

    def successes(start: IntArray, deck: IntArray, cards: int, rows: int) -> int:
        total = start[None, :] + sample_hands(rng, deck, cards, rows)
        return int(np.all((total >= lo) & (total <= hi), axis=1).sum())

    if draws == 0:
        return count if bool(np.all((hand >= lo) & (hand <= hi))) else 0
    if not scries:
        return successes(hand, library, draws, count)
    hits = 0
    tops = rng.multinomial(count, library / library.sum())
    for top, rows in enumerate(tops):
        if rows == 0:
            continue
        rest = library.copy()
        rest[top] -= 1
        if top == plan.question.scry_keep:  # left on top: the first card drawn
            start = hand.copy()
            start[top] += 1
            hits += successes(start, rest, draws - 1, int(rows))
        else:  # to the bottom
            hits += successes(hand, rest, draws, int(rows))
    return hits


def _run_chunk(plan: _Plan, n: int, seed: np.random.SeedSequence
               ) -> tuple[IntArray, int, IntArray]:
    rng = np.random.default_rng(seed)
    kept_by_stage = np.zeros(len(plan.stages), dtype=np.int64)
    category_sums = np.zeros(len(plan.counts), dtype=np.int64)
    goal_hits = 0
    active = n
    for index, stage in enumerate(plan.stages):
        if active == 0:
            break
        draw = stage.stage.draw_size
        if stage.keep_table is not None and stage.hand_table is not None:
            assert stage.drawn_table is not None
            keys = sample_keys(rng, plan.counts, draw, active, plan.radix)
            kept_keys = keys[stage.keep_table[keys]]
            kept = int(kept_keys.size)
            histogram = np.bincount(kept_keys, minlength=len(stage.keep_table))
            category_sums += histogram @ stage.hand_table
            if plan.goal_lo is not None and kept:
                goal_hits += _goal_hits_by_draw(plan, rng, stage, histogram)
        else:
            drawn = sample_hands(rng, plan.counts, draw, active)
            keep, hands = _decide_batch(plan, stage, drawn)
            kept = len(hands)
            category_sums += hands.sum(axis=0)
            if plan.goal_lo is not None and kept:
                goal_hits += _goal_hits(plan, rng, stage, drawn[keep], hands)
        kept_by_stage[index] = kept
        active -= kept
    return kept_by_stage, goal_hits, category_sums


def _run_chunks(plan: _Plan, jobs: Sequence[tuple[int, np.random.SeedSequence]]
                ) -> tuple[IntArray, int, IntArray]:
    kept = np.zeros(len(plan.stages), dtype=np.int64)
    categories = np.zeros(len(plan.counts), dtype=np.int64)
    hits = 0
    for n, seed in jobs:
        k, h, c = _run_chunk(plan, n, seed)
        kept += k
        hits += h
        categories += c
    return kept, hits, categories


def monte_carlo_odds(question: Question, samples: int, seed: int = 0, workers: int = 1
                     ) -> OddsResult:
    """Estimate the answer from ``samples`` mulligan sequences."""
    if samples < 1:
        raise SettingsError(f"--samples must be at least 1, not {samples}")
    if workers < 1:
        raise SettingsError(f"--workers must be at least 1, not {workers}")
    plan = _plan(question)
    chunk_count = math.ceil(samples / CHUNK)
    seeds = np.random.SeedSequence(seed).spawn(chunk_count)
    jobs = [(min(CHUNK, samples - i * CHUNK), seeds[i]) for i in range(chunk_count)]
    workers = min(workers, chunk_count)
    if workers == 1:
        kept, hits, categories = _run_chunks(plan, jobs)
    else:
        groups = [jobs[w::workers] for w in range(workers)]
        context = multiprocessing.get_context(
            "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        )
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            parts = list(pool.map(_run_chunks, [plan] * workers, groups))
        kept = sum((p[0] for p in parts), np.zeros(len(plan.stages), dtype=np.int64))
        hits = sum(p[1] for p in parts)
        categories = sum((p[2] for p in parts), np.zeros(len(plan.counts), dtype=np.int64))
    return _result(question, plan, samples, kept, hits, categories)


def _result(question: Question, plan: _Plan, n: int, kept: IntArray, hits: int,
            categories: IntArray) -> OddsResult:
    probabilities = kept / n
    sizes: dict[int, float] = {}
    for stage, p in zip(plan.stages, probabilities, strict=True):
        size = stage.stage.keep_size
        sizes[size] = sizes.get(size, 0.0) + float(p)
    expected = sum(size * p for size, p in sizes.items())
    variance = sum(size * size * p for size, p in sizes.items()) - expected**2
    mulligans = tuple(float(p) for p in probabilities)
    goal = hits / n if question.goal is not None else None

    def se(p: float) -> float:
        return math.sqrt(max(p * (1.0 - p), 0.0) / n)

    errors: dict[str, Any] = {
        "mulligans": {str(k): se(p) for k, p in enumerate(mulligans)},
        "final_hand_size": {str(s): se(p) for s, p in sorted(sizes.items(), reverse=True)},
        "expected_hand_size": math.sqrt(max(variance, 0.0) / n),
    }
    if goal is not None:
        errors["goal"] = se(goal)
    return OddsResult(
        rule=question.rule.name,
        deck_size=question.deck.size,
        method="monte-carlo",
        categories=question.deck.categories,
        mulligans=mulligans,
        final_hand_size=sizes,
        expected_hand_size=expected,
        expected_mulligans=sum(k * p for k, p in enumerate(mulligans)),
        final_categories=tuple(float(c) / n for c in categories),
        goal=goal,
        samples=n,
        standard_error=errors,
    )
