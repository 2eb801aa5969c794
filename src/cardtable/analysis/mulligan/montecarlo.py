"""Monte Carlo answers: NumPy, vectorised, seeded, optionally on several processes (MUL-4.3).

Each stage draws fresh hands for every sequence still mulliganing, from the multivariate
hypergeometric distribution sampled one category at a time with NumPy's hypergeometric
sampler; the keep decision and London's bottoming come from a table over the compositions
(the same policy the exact path uses). The goal's later cards are then drawn one at a time
from each kept hand's own library, after a Vancouver scry where one applies (the same scry
choice as the exact path), so the goal is checked by every turn.

Samples run in fixed chunks, each seeded by ``SeedSequence(seed).spawn``: the answer for a
seed is the same however many processes share the chunks. Partial Paris and Serum Powder run
the state engine of :mod:`cardtable.analysis.mulligan.states`.
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

from cardtable.analysis.mulligan.question import (
    GoalSpec,
    Question,
    Stage,
    compositions,
    kept_hand,
    scry_keeps_on_top,
)
from cardtable.analysis.mulligan.result import OddsResult
from cardtable.core.errors import SettingsError

CHUNK = 1 << 19
TABLE_LIMIT = 1 << 21

IntArray = NDArray[np.int64]


@dataclass(frozen=True)
class _StagePlan:
    stage: Stage
    spec: GoalSpec | None
    # By key (the first k-1 category counts in base ``radix``; the last one follows from the
    # draw size): whether the draw is kept, the hand kept. ``None``: too many categories for
    # tables, decided per batch instead.
    keep_table: NDArray[np.bool_] | None
    hand_table: IntArray | None


@dataclass(frozen=True)
class _Plan:
    question: Question
    counts: IntArray
    radix: int
    stages: tuple[_StagePlan, ...]
    turn_draws: tuple[int, ...]  # cards drawn by each reported turn


@dataclass
class Tally:
    """Counts a Monte Carlo run adds up (also used by the state engine)."""

    kept: IntArray  # by stage (or by mulligans taken)
    sizes: dict[int, int]
    category_sums: IntArray
    category_hist: IntArray  # (categories, hand size + 1)
    goal_hits: IntArray  # by reported turn

    def add(self, other: Tally) -> Tally:
        sizes = dict(self.sizes)
        for size, n in other.sizes.items():
            sizes[size] = sizes.get(size, 0) + n
        return Tally(self.kept + other.kept, sizes, self.category_sums + other.category_sums,
                     self.category_hist + other.category_hist,
                     self.goal_hits + other.goal_hits)


def empty_tally(question: Question, stages: int) -> Tally:
    k = len(question.deck.counts)
    return Tally(np.zeros(stages, dtype=np.int64), {}, np.zeros(k, dtype=np.int64),
                 np.zeros((k, question.hand_size + 1), dtype=np.int64),
                 np.zeros(len(question.turns), dtype=np.int64))


def _plan(question: Question) -> _Plan:
    counts = np.asarray(question.deck.counts, dtype=np.int64)
    radix = question.hand_size + 1
    k = len(counts)
    size = radix ** (k - 1)
    stages = []
    for stage in question.stages():
        keep_table = hand_table = None
        if size <= TABLE_LIMIT:
            keep_table = np.zeros(size, dtype=np.bool_)
            hand_table = np.zeros((size, k), dtype=np.int64)
            for drawn in compositions(stage.draw_size, question.deck.counts):
                key = sum(x * radix**j for j, x in enumerate(drawn[:-1]))
                hand = kept_hand(question, stage, drawn)
                if hand is not None:
                    keep_table[key] = True
                    hand_table[key] = hand
        stages.append(_StagePlan(stage, question.goal_spec(stage), keep_table, hand_table))
    turn_draws = tuple(question.draws_by(t) for t in question.turns)
    return _Plan(question, counts, radix, tuple(stages), turn_draws)


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


def keys_to_hands(keys: IntArray, radix: int, k: int, draw: int) -> IntArray:
    out = np.empty((len(keys), k), dtype=np.int64)
    rest = keys.copy()
    for j in range(k - 1):
        out[:, j] = rest % radix
        rest //= radix
    out[:, k - 1] = draw - out[:, : k - 1].sum(axis=1)
    return out


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


def one_card(rng: np.random.Generator, library: IntArray, sizes: IntArray | None = None
             ) -> IntArray:
    """The category of one card drawn at random from each row's library (``sizes``: the
    rows' library sizes, if known)."""
    if sizes is None:
        sizes = library.sum(axis=1)
    pick = np.floor(rng.random(library.shape[0]) * sizes).astype(np.int64)
    below: IntArray = (np.cumsum(library, axis=1) <= pick[:, None]).sum(axis=1)
    return below


def unique_rows(rows: IntArray, radix: int) -> tuple[IntArray, IntArray]:
    """The distinct rows and, for each row, the index of its distinct row."""
    k = rows.shape[1]
    if radix**k < 1 << 62:  # one integer key per row: a fast 1-d unique
        weights = radix ** np.arange(k, dtype=np.int64)
        keys, inverse = np.unique(rows @ weights, return_inverse=True)
        return (keys[:, None] // weights[None, :]) % radix, inverse.ravel()
    unique, inverse = np.unique(rows, axis=0, return_inverse=True)
    return unique, inverse.ravel()


def _decide_batch(plan: _Plan, stage: _StagePlan, drawn: IntArray
                  ) -> tuple[NDArray[np.bool_], IntArray]:
    """Keep flags and kept hands for sampled draws, deciding each distinct draw once."""
    unique, inverse = unique_rows(drawn, plan.radix)
    keep_unique = np.zeros(len(unique), dtype=np.bool_)
    hand_unique = np.zeros_like(unique)
    for i, row in enumerate(unique):
        hand = kept_hand(plan.question, stage.stage, tuple(int(v) for v in row))
        if hand is not None:
            keep_unique[i] = True
            hand_unique[i] = hand
    keep = keep_unique[inverse]
    return keep, hand_unique[inverse[keep]]


def goal_hits(rng: np.random.Generator, spec: GoalSpec, turn_draws: Sequence[int],
              hands: IntArray, library: IntArray, radix: int) -> IntArray:
    """Successes of the goal's condition by each reported turn, drawing the later cards one
    at a time from each row's library (after the scry where ``spec`` has one)."""
    condition = spec.condition
    hits = np.zeros(len(turn_draws), dtype=np.int64)
    n = hands.shape[0]
    if n == 0:
        return hits
    most = max(turn_draws)
    total = hands.copy()
    library = library.copy()
    rows = np.arange(n)
    top: IntArray | None = None
    stays: NDArray[np.bool_] | None = None
    if spec.scries and most > 0:
        has_top = library.sum(axis=1) > 0  # an empty library has no card to scry
        top = np.minimum(one_card(rng, library), library.shape[1] - 1)
        library[rows[has_top], top[has_top]] -= 1  # on top (drawn first) or on the bottom
        returned = library + np.eye(library.shape[1], dtype=np.int64)[top] * has_top[:, None]
        both = np.concatenate([hands, returned], axis=1)
        unique, inverse = unique_rows(both, max(radix, int(both.max()) + 1))
        k = hands.shape[1]
        choice = np.array([
            scry_keeps_on_top(spec, tuple(int(v) for v in row[:k]),
                              tuple(int(v) for v in row[k:]), j)
            if row[k + j] > 0 else False
            for row in unique for j in range(k)
        ], dtype=np.bool_).reshape(len(unique), k)
        stays = choice[inverse, top] & has_top
    sizes = library.sum(axis=1)
    k = library.shape[1]
    for drawn_so_far in range(most + 1):
        if drawn_so_far in turn_draws:
            successes = int(condition.holds_rows(total).sum())
            for t, draws in enumerate(turn_draws):
                if draws == drawn_so_far:
                    hits[t] += successes
        if drawn_so_far == most:
            break
        card = np.minimum(one_card(rng, library, sizes), k - 1)
        live = sizes > 0  # an emptied library gives nothing more
        if drawn_so_far == 0 and top is not None and stays is not None:
            fresh = live & ~stays
            library[rows[fresh], card[fresh]] -= 1
            sizes = sizes - fresh
            card = np.where(stays, top, card)
            live = live | stays
        elif bool(live.all()):
            library[rows, card] -= 1
            sizes = sizes - 1
        else:
            library[rows[live], card[live]] -= 1
            sizes = sizes - live
        if bool(live.all()):
            total[rows, card] += 1
        else:
            total[rows[live], card[live]] += 1
    return hits


def _run_chunk(plan: _Plan, n: int, seed: np.random.SeedSequence) -> Tally:
    rng = np.random.default_rng(seed)
    question = plan.question
    tally = empty_tally(question, len(plan.stages))
    k = len(plan.counts)
    active = n
    for index, stage in enumerate(plan.stages):
        if active == 0:
            break
        draw = stage.stage.draw_size
        if stage.keep_table is not None and stage.hand_table is not None:
            keys = sample_keys(rng, plan.counts, draw, active, plan.radix)
            keep = stage.keep_table[keys]
            kept_keys = keys[keep]
            hands = stage.hand_table[kept_keys]
            drawn = keys_to_hands(kept_keys, plan.radix, k, draw)
        else:
            drawn_all = sample_hands(rng, plan.counts, draw, active)
            keep, hands = _decide_batch(plan, stage, drawn_all)
            drawn = drawn_all[keep]
        kept = int(hands.shape[0])
        tally.kept[index] = kept
        size = stage.stage.keep_size
        tally.sizes[size] = tally.sizes.get(size, 0) + kept
        tally.category_sums += hands.sum(axis=0)
        for i in range(k):
            tally.category_hist[i] += np.bincount(hands[:, i],
                                                  minlength=question.hand_size + 1)
        if stage.spec is not None and kept:
            library = plan.counts[None, :] - drawn
            tally.goal_hits += goal_hits(rng, stage.spec, plan.turn_draws, hands, library,
                                         plan.radix)
        active -= kept
    return tally


def _run_chunks(plan: _Plan, jobs: Sequence[tuple[int, np.random.SeedSequence]]) -> Tally:
    tally = empty_tally(plan.question, len(plan.stages))
    for n, seed in jobs:
        tally = tally.add(_run_chunk(plan, n, seed))
    return tally


def chunk_jobs(samples: int, seed: int) -> list[tuple[int, np.random.SeedSequence]]:
    chunk_count = math.ceil(samples / CHUNK)
    seeds = np.random.SeedSequence(seed).spawn(chunk_count)
    return [(min(CHUNK, samples - i * CHUNK), seeds[i]) for i in range(chunk_count)]


def monte_carlo_odds(question: Question, samples: int, seed: int = 0, workers: int = 1
                     ) -> OddsResult:
    """Estimate the answer from ``samples`` mulligan sequences."""
    if samples < 1:
        raise SettingsError(f"--samples must be at least 1, not {samples}")
    if workers < 1:
        raise SettingsError(f"--workers must be at least 1, not {workers}")
    if not question.uses_stages:
        from cardtable.analysis.mulligan.states import monte_carlo_state_odds

        return monte_carlo_state_odds(question, samples, seed)
    plan = _plan(question)
    jobs = chunk_jobs(samples, seed)
    workers = min(workers, len(jobs))
    if workers == 1:
        tally = _run_chunks(plan, jobs)
    else:
        groups = [jobs[w::workers] for w in range(workers)]
        context = multiprocessing.get_context(
            "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        )
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            parts = list(pool.map(_run_chunks, [plan] * workers, groups))
        tally = parts[0]
        for part in parts[1:]:
            tally = tally.add(part)
    return tally_result(question, samples, tally)


def tally_result(question: Question, n: int, tally: Tally) -> OddsResult:
    from cardtable.analysis.mulligan.exact import build_result

    mulligans = [float(c) / n for c in tally.kept]
    sizes = {size: count / n for size, count in sorted(tally.sizes.items(), reverse=True)}
    expected = sum(size * p for size, p in sizes.items())
    variance = sum(size * size * p for size, p in sizes.items()) - expected**2

    def se(p: float) -> float:
        return math.sqrt(max(p * (1.0 - p), 0.0) / n)

    categories = [float(c) / n for c in tally.category_sums]
    distribution = [{size: float(c) / n for size, c in enumerate(row) if c}
                    for row in tally.category_hist]
    by_turn = {turn: float(h) / n for turn, h in zip(question.turns, tally.goal_hits,
                                                     strict=True)}
    errors: dict[str, Any] = {
        "mulligans": {str(k): se(p) for k, p in enumerate(mulligans)},
        "final_hand_size": {str(s): se(p) for s, p in sizes.items()},
        "expected_hand_size": math.sqrt(max(variance, 0.0) / n),
    }
    if question.goal is not None:
        errors["goal"] = se(by_turn[question.goal.turn])
        errors["goal_by_turn"] = {str(t): se(p) for t, p in by_turn.items()}
    return build_result(question, "monte-carlo", mulligans, sizes, categories, distribution,
                        by_turn, samples=n, errors=errors)
