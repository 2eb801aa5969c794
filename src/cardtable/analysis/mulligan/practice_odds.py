"""Practice odds for Partial Paris (MUL-2.6): P(goal) if the shown hand is kept, and if the
player exiles as the calculator's policy does (see :mod:`states`) and follows it from there.

Partial Paris has no keep-or-mulligan question: the player exiles part of the hand (or none,
to keep it). So ``mulligan practice`` shows, for each hand it deals, the goal's chance if the
player keeps now (the face-down exiled cards go back into the library, step 4) and if they
exile what the policy would — the part that gives the next, one-card-smaller hand the best
chance to meet the keep condition — computed exactly over the same chain as
:func:`states.exact_state_odds`.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.analysis.mulligan.conditions import anything
from cardtable.analysis.mulligan.exact import clamp_probability
from cardtable.analysis.mulligan.question import (
    Question,
    Stage,
    goal_probability,
    hypergeometric_pmf,
)
from cardtable.analysis.mulligan.states import Keep, Process, Redraw, State
from cardtable.core.errors import SettingsError
from cardtable.rules.mulligan import MulliganStyle

Counts = tuple[int, ...]


def _sub(a: Sequence[int], b: Sequence[int]) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def _add(a: Sequence[int], b: Sequence[int]) -> Counts:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def _check(question: Question, hand: Counts, exiled: Counts) -> None:
    if question.rule.style is not MulliganStyle.PARTIAL_PARIS:
        raise SettingsError(f"partial-paris practice odds asked for the rule "
                            f"{question.rule.name!r}")
    if question.goal is None:
        raise SettingsError("practice odds need a goal")
    counts = question.deck.counts
    if any(h < 0 or e < 0 or h + e > c for h, e, c in zip(hand, exiled, counts, strict=True)):
        raise SettingsError(f"a hand {hand} with {exiled} exiled cannot come from a deck of "
                            f"{counts}")


def partial_paris_keep(question: Question, hand: Counts, exiled: Counts) -> float:
    """P(goal) if ``hand`` is kept now: the exiled cards return to the library (MUL-2.6 step
    4), and the goal's draws come from everything but the hand."""
    _check(question, hand, exiled)
    size = sum(hand)
    any_hand = anything(question.deck.categories)
    spec = question.goal_spec(Stage(0, size, size, any_hand, True, any_hand))
    assert spec is not None
    library = _sub(question.deck.counts, hand)
    return clamp_probability(goal_probability(spec, hand, library, question.draws))


def partial_paris_exile(question: Question, hand: Counts, exiled: Counts) -> float | None:
    """P(goal) if the player exiles from ``hand`` as the policy does and follows the policy
    after; ``None`` for an empty hand (nothing to exile)."""
    _check(question, hand, exiled)
    if sum(hand) == 0:
        return None
    process = Process(question)
    zero = (0,) * len(hand)
    redraw = process.partial_paris_exile(State(hand, exiled, zero, 0, 0))
    return clamp_probability(_goal_after(question, process, redraw, 1.0))


def _goal_after(question: Question, process: Process, redraw: Redraw, weight: float) -> float:
    """P(goal) summed over the chain from one redraw to every kept hand (exactly)."""
    total = 0.0
    frontier: dict[State, float] = {}
    _draw_into(frontier, process, redraw, weight)
    while frontier:
        following: dict[State, float] = {}
        for state, p in frontier.items():
            outcome = process.step(state)
            if isinstance(outcome, Keep):
                spec = question.goal_spec(outcome.stage)
                assert spec is not None
                total += p * goal_probability(spec, outcome.hand, outcome.library,
                                              question.draws)
                continue
            _draw_into(following, process, outcome, p)
        frontier = following
    return total


def _draw_into(into: dict[State, float], process: Process, redraw: Redraw, weight: float
               ) -> None:
    library = _sub(_sub(process.counts, redraw.part), redraw.out)
    for drawn, q in hypergeometric_pmf(library, min(redraw.draw, sum(library))):
        state = State(_add(redraw.part, drawn), redraw.out, redraw.bottom, redraw.taken,
                      redraw.counted)
        into[state] = into.get(state, 0.0) + weight * q
