"""The state engine: rules whose draws are not fresh from the whole deck (MUL-2.6, MUL-3.1).

Partial Paris keeps part of the hand and exiles the rest face down until the end; Serum
Powder exiles a hand for good and, under London, leaves the bottomed cards under the library.
Both are a Markov chain over *states* — the hand, the cards out of reach (exiled, or under the
library), the mulligans taken — with the player's choices a fixed policy. The exact answer
carries a probability per state from draw to draw; Monte Carlo carries a count of sequences
per state and samples each state's draws together. Both use the same policy:

* **Partial Paris** (MUL-2.6): a hand that meets the keep condition for its size (or any hand
  at ``--down-to`` size or below, or an empty one) is kept. Otherwise the player keeps the
  part of the hand that gives the next, one-card-smaller hand the best chance to meet its
  keep condition (computed exactly; ties keep more cards, then more of the earlier
  categories) and exiles the rest. At the end the exiled cards go back into the library.
* **Serum Powder** (MUL-3.1, the category given as ``powder``): a hand that would be kept is
  kept (bottoming as in the stage calculator). Otherwise, when it holds a Powder and at least
  one card would remain after bottoming, the Powder is used instead of a mulligan: under
  London the player bottoms the owed cards first — the ones the keep condition needs most,
  so they return on a later mulligan — and keeps a Powder in hand; the hand is exiled and as
  many cards drawn. Otherwise the player mulligans as the rule says, and keeps when no
  mulligan is allowed.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np

from cardtable.analysis.mulligan.conditions import Condition, anything
from cardtable.analysis.mulligan.question import (
    Question,
    Stage,
    _kept_hand,
    compositions,
    goal_probability,
    hypergeometric_pmf,
    plain_probability,
)
from cardtable.analysis.mulligan.result import OddsResult
from cardtable.rules.mulligan import MulliganStyle

Counts = tuple[int, ...]


@dataclass(frozen=True)
class State:
    hand: Counts
    out: Counts  # exiled (for good, or face down until the end) and under the library
    bottom: Counts  # the part of ``out`` under the library (back in on a mulligan)
    taken: int  # mulligans (Partial Paris: exile rounds) taken, free ones included
    counted: int


@dataclass(frozen=True)
class Redraw:
    """Keep ``part`` of the hand, set the cards out of reach, draw ``draw`` cards."""

    part: Counts
    out: Counts
    bottom: Counts
    draw: int
    taken: int
    counted: int


@dataclass(frozen=True)
class Keep:
    hand: Counts
    library: Counts  # what the goal's draws come from
    stage: Stage  # for the scry


def _sub(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def _add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def _zero(k: int) -> Counts:
    return (0,) * k


def _subhands(hand: Counts, most: int) -> Iterator[Counts]:
    for size in range(most + 1):
        yield from compositions(size, hand)


class Process:
    """One question's chain: the start, and what the policy does in each state."""

    def __init__(self, question: Question) -> None:
        self.q = question
        self.counts = question.deck.counts
        self.k = len(self.counts)
        self.any = anything(question.deck.categories)
        self.stages = question.stages() if question.rule.style is not \
            MulliganStyle.PARTIAL_PARIS else ()
        self.powder = question.powder

    def start(self) -> tuple[State, int]:
        zero = _zero(self.k)
        return State(zero, zero, zero, 0, 0), self.q.hand_size

    def library(self, state: State) -> Counts:
        return _sub(_sub(self.counts, state.hand), state.out)

    def step(self, state: State) -> Keep | Redraw:
        if self.q.rule.style is MulliganStyle.PARTIAL_PARIS:
            return self._partial_paris(state)
        return self._powder(state)

    # -- MUL-2.6 ----------------------------------------------------------------------------

    def _keep_condition(self, size: int) -> tuple[Condition, bool]:
        q = self.q
        if size == 0 or (q.down_to is not None and size <= q.down_to):
            return self.any, True
        return q.keep_at.get(size, q.keep), False

    def _partial_paris(self, state: State) -> Keep | Redraw:
        size = sum(state.hand)
        condition, forced = self._keep_condition(size)
        if forced or condition.holds(state.hand):
            library = _sub(self.counts, state.hand)  # step 4: the exiled cards go back
            stage = Stage(state.taken, size, size, condition, True, condition)
            return Keep(state.hand, library, stage)
        return self.partial_paris_exile(state)

    def partial_paris_exile(self, state: State) -> Redraw:
        """The policy's exile from a hand it does not keep (or, for practice odds, from any
        non-empty hand): keep the part giving the next hand the best chance."""
        size = sum(state.hand)
        target, _ = self._keep_condition(size - 1)
        library = self.library(state)
        best: tuple[tuple[float, ...], Counts] | None = None
        for part in _subhands(state.hand, size - 1):
            draws = size - 1 - sum(part)
            p = plain_probability(target, part, library, draws)
            key = (-round(p, 12), -sum(part), *(-x for x in part))
            if best is None or key < best[0]:
                best = (key, part)
        assert best is not None
        part = best[1]
        exiled = _sub(state.hand, part)
        return Redraw(part, _add(state.out, exiled), state.bottom, sum(exiled) - 1,
                      state.taken + 1, state.counted + 1)

    # -- MUL-3.1 ----------------------------------------------------------------------------

    def _powder(self, state: State) -> Keep | Redraw:
        q = self.q
        stage = self.stages[min(state.taken, len(self.stages) - 1)]
        size = sum(state.hand)
        london = q.rule.style is MulliganStyle.LONDON
        owed = max(0, size - stage.keep_size) if london else 0
        reach = _sub(self.counts, state.out)  # the hand and the drawable library
        spec = None if q.bottom_targets else q.goal_spec(stage)
        view = replace(stage, draw_size=size)
        kept = _kept_hand(reach, view, state.hand, q.bottom_targets, spec)
        if kept is not None and not stage.forced:
            return Keep(kept, _sub(reach, state.hand), stage)
        assert self.powder is not None
        if state.hand[self.powder] >= 1 and size - owed >= 1:
            bottom = self._powder_bottom(state.hand, owed, stage.prefer)
            rest = _sub(state.hand, bottom)
            return Redraw(_zero(self.k), _add(_add(state.out, rest), bottom),
                          _add(state.bottom, bottom), sum(rest), state.taken, state.counted)
        if stage.forced:
            hand = kept if kept is not None else state.hand
            return Keep(hand, _sub(reach, state.hand), stage)
        following = self.stages[state.taken + 1]
        out = _sub(state.out, state.bottom)  # a mulligan shuffles the bottom back in
        counted = state.counted + (following.keep_size != stage.keep_size)
        return Redraw(_zero(self.k), out, _zero(self.k), following.draw_size,
                      state.taken + 1, counted)

    def _powder_bottom(self, hand: Counts, owed: int, prefer: Condition) -> Counts:
        """The ``owed`` cards put under the library before a Powder: the ones the keep
        condition needs most (they come back on a later mulligan), never the last Powder."""
        assert self.powder is not None
        need = prefer.lowest_need
        best: tuple[tuple[int, ...], Counts] | None = None
        for bottom in compositions(owed, hand):
            if hand[self.powder] - bottom[self.powder] < 1:
                continue
            key = (-sum(b for b, n in zip(bottom, need, strict=True) if n > 0),
                   *(-b for b in bottom))
            if best is None or key < best[0]:
                best = (key, bottom)
        assert best is not None
        return best[1]


# -- exact ----------------------------------------------------------------------------------


def exact_state_odds(question: Question) -> OddsResult:
    from cardtable.analysis.mulligan.exact import build_result

    process = Process(question)
    start, draw = process.start()
    frontier: dict[State, float] = {}
    for drawn, p in hypergeometric_pmf(process.counts, draw):
        key = replace(start, hand=drawn)
        frontier[key] = frontier.get(key, 0.0) + p
    keep_at: dict[int, float] = {}
    sizes: dict[int, float] = {}
    categories = [0.0] * process.k
    distribution: list[dict[int, float]] = [{} for _ in range(process.k)]
    turns = question.turns
    by_turn = dict.fromkeys(turns, 0.0)
    while frontier:
        following: dict[State, float] = {}
        for state, p in frontier.items():
            outcome = process.step(state)
            if isinstance(outcome, Keep):
                hand = outcome.hand
                keep_at[state.taken] = keep_at.get(state.taken, 0.0) + p
                sizes[sum(hand)] = sizes.get(sum(hand), 0.0) + p
                for i, n in enumerate(hand):
                    categories[i] += p * n
                    distribution[i][n] = distribution[i].get(n, 0.0) + p
                spec = question.goal_spec(outcome.stage)
                if spec is not None:
                    for turn in turns:
                        by_turn[turn] += p * goal_probability(spec, hand, outcome.library,
                                                              question.draws_by(turn))
                continue
            library = _sub(_sub(process.counts, outcome.part), outcome.out)
            # an emptied library gives what it has (the engine draws the same way)
            for drawn, q in hypergeometric_pmf(library, min(outcome.draw, sum(library))):
                nxt = State(_add(outcome.part, drawn), outcome.out, outcome.bottom,
                            outcome.taken, outcome.counted)
                following[nxt] = following.get(nxt, 0.0) + p * q
        frontier = following
    last = max(keep_at)
    mulligans = [keep_at.get(i, 0.0) for i in range(last + 1)]
    ordered = dict(sorted(sizes.items(), reverse=True))
    return build_result(question, "exact", mulligans, ordered, categories, distribution,
                        by_turn)


# -- Monte Carlo ----------------------------------------------------------------------------


def monte_carlo_state_odds(question: Question, samples: int, seed: int) -> OddsResult:
    from cardtable.analysis.mulligan.montecarlo import (
        chunk_jobs,
        empty_tally,
        goal_hits,
        sample_hands,
        tally_result,
        unique_rows,
    )

    process = Process(question)
    most = 8 * (question.hand_size + 2)
    tally = empty_tally(question, most)
    radix = max(question.hand_size, max(process.counts)) + 1
    for n, chunk_seed in chunk_jobs(samples, seed):
        rng = np.random.default_rng(chunk_seed)
        start, draw = process.start()
        frontier: dict[State, int] = {}
        _spread(frontier, start, _zero(process.k), sample_hands(
            rng, np.asarray(process.counts, dtype=np.int64), draw, n), radix, unique_rows)
        while frontier:
            following: dict[State, int] = {}
            for state, count in sorted(frontier.items(), key=lambda item: _order(item[0])):
                outcome = process.step(state)
                if isinstance(outcome, Keep):
                    hand = outcome.hand
                    tally.kept[state.taken] += count
                    tally.sizes[sum(hand)] = tally.sizes.get(sum(hand), 0) + count
                    for i, x in enumerate(hand):
                        tally.category_sums[i] += count * x
                        tally.category_hist[i, x] += count
                    spec = question.goal_spec(outcome.stage)
                    if spec is not None:
                        hands = np.repeat(np.asarray([hand], dtype=np.int64), count, axis=0)
                        library = np.repeat(np.asarray([outcome.library], dtype=np.int64),
                                            count, axis=0)
                        draws = tuple(question.draws_by(t) for t in question.turns)
                        tally.goal_hits += goal_hits(rng, spec, draws, hands, library, radix)
                    continue
                library = np.asarray(_sub(_sub(process.counts, outcome.part), outcome.out),
                                     dtype=np.int64)
                base = State(outcome.part, outcome.out, outcome.bottom, outcome.taken,
                             outcome.counted)
                draw = min(outcome.draw, int(library.sum()))
                _spread(following, base, outcome.part,
                        sample_hands(rng, library, draw, count), radix, unique_rows)
            frontier = following
    last = int(np.flatnonzero(tally.kept).max())
    tally.kept = tally.kept[: last + 1]
    return tally_result(question, samples, tally)


def _order(state: State) -> tuple[int, ...]:
    return (*state.hand, *state.out, *state.bottom, state.taken, state.counted)


def _spread(into: dict[State, int], base: State, part: Counts, drawn: np.ndarray, radix: int,
            unique_rows: object) -> None:
    assert callable(unique_rows)
    rows, inverse = unique_rows(drawn, radix)
    counts = np.bincount(inverse, minlength=len(rows))
    for row, count in zip(rows, counts, strict=True):
        if count == 0:
            continue
        hand = _add(part, tuple(int(v) for v in row))
        state = replace(base, hand=hand)
        into[state] = into.get(state, 0) + int(count)


def expected_count(values: dict[int, float]) -> float:
    return math.fsum(k * v for k, v in values.items())
