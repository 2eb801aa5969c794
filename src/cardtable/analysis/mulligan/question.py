"""A calculator question and the stages of mulligans it implies (MUL-4.1).

Each stage is one fresh draw from the whole deck: ``draw_size`` cards, of which ``keep_size``
stay (London bottoms the rest). A draw is kept when the stage is ``forced`` (the last one: the
player cannot or will not go lower) or when its keep condition can be met; under London, the
cards bottomed are those that leave a hand meeting the condition closest to the bottom
targets (``--bottom-target land=3``: keep lands near 3) and otherwise to the deck's own
proportions, by squared distance (ties: more of the earlier categories).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from math import comb

from cardtable.analysis.mulligan.conditions import Condition, Goal, parse_condition
from cardtable.analysis.mulligan.deck import Deck
from cardtable.core.errors import SettingsError
from cardtable.rules.mulligan import MulliganRule, MulliganStyle

CALCULATOR_STYLES = (MulliganStyle.LONDON, MulliganStyle.VANCOUVER, MulliganStyle.PARIS)


@dataclass(frozen=True)
class Stage:
    mulligans: int  # mulligans taken before this draw (free ones included)
    draw_size: int
    keep_size: int
    condition: Condition
    forced: bool


@dataclass(frozen=True)
class Question:
    """Everything the calculator needs: the deck, the rule and the keep policy, the goal."""

    deck: Deck
    rule: MulliganRule
    keep: Condition
    hand_size: int = 7
    keep_at: Mapping[int, Condition] = field(default_factory=dict)
    down_to: int | None = None
    goal: Goal | None = None
    on_play: bool = True
    players: int = 2
    scry_keep: int = 0  # category index a Vancouver scry leaves on top
    bottom_targets: tuple[tuple[int, int], ...] = ()  # (category index, count) London keeps near

    def __post_init__(self) -> None:
        deck = self.deck
        if self.rule.style not in CALCULATOR_STYLES:
            raise SettingsError(
                f"the calculator handles london, vancouver, paris and mtgo-redraw, not "
                f"{self.rule.name!r}"
            )
        if self.hand_size < 1:
            raise SettingsError(f"the hand size must be at least 1, not {self.hand_size}")
        if self.hand_size > deck.size:
            raise SettingsError(
                f"a {self.hand_size}-card hand cannot be drawn from a {deck.size}-card deck"
            )
        base_sizes = [n for n in range(1, self.hand_size + 1) if n not in self.keep_at]
        if base_sizes and not self.keep.can_hold(max(base_sizes), deck.counts):
            raise SettingsError(
                f"the keep condition {self.keep.text!r} can never hold for a "
                f"{max(base_sizes)}-card hand from {_describe(deck)}"
            )
        for size, condition in self.keep_at.items():
            if not 1 <= size <= self.hand_size:
                raise SettingsError(
                    f"--keep-at {size}: hand sizes run from 1 to {self.hand_size}"
                )
            if not condition.can_hold(size, deck.counts):
                raise SettingsError(
                    f"the keep condition {condition.text!r} at {size} cards can never hold "
                    f"for a {size}-card hand from {_describe(deck)}"
                )
        for index, target in self.bottom_targets:
            if not 0 <= index < len(deck.counts) or target < 0:
                raise SettingsError(f"bad bottom target {(index, target)!r}")
        if self.down_to is not None and not 1 <= self.down_to <= self.hand_size:
            raise SettingsError(
                f"--down-to {self.down_to}: hand sizes run from 1 to {self.hand_size}"
            )
        if self.goal is not None:
            if self.draws > deck.size - self.hand_size:
                raise SettingsError(
                    f"the goal {self.goal.text!r} draws {self.draws} cards but only "
                    f"{deck.size - self.hand_size} are left in the library"
                )
            sizes = range(1 + self.draws, self.hand_size + self.draws + 1)
            if not any(self.goal.condition.can_hold(n, deck.counts) for n in sizes):
                raise SettingsError(
                    f"the goal {self.goal.text!r} can never hold with at most "
                    f"{self.hand_size + self.draws} cards from {_describe(deck)}"
                )

    @property
    def draws(self) -> int:
        """Cards drawn by the goal's turn: the player on the play skips the first draw in a
        two-player game; with 3 or more players nobody skips it."""
        if self.goal is None or self.goal.turn == 0:
            return 0
        skips = self.on_play and self.players <= 2
        return self.goal.turn - (1 if skips else 0)

    def stages(self) -> tuple[Stage, ...]:
        return _stages(self)

    def scries(self, stage: Stage) -> bool:
        """MUL-2.2/2.4: a Vancouver hand smaller than the starting size scries 1."""
        return self.rule.scries and stage.keep_size < self.hand_size


def _describe(deck: Deck) -> str:
    return ", ".join(f"{n} {c}" for c, n in deck.as_dict().items())


def _stages(question: Question) -> tuple[Stage, ...]:
    rule = question.rule
    size = question.hand_size
    anything = parse_condition("any", question.deck.categories)
    stages: list[Stage] = []
    taken = 0
    counted = 0
    while True:
        keep_size = size - counted
        draw_size = size if rule.style is MulliganStyle.LONDON else keep_size
        free_next = rule.free_first and taken == 0
        counted_next = counted + (0 if free_next else 1)
        if rule.style is MulliganStyle.LONDON:
            can_mulligan = counted_next < size
        else:
            can_mulligan = size - counted_next >= 1
        anything_goes = question.down_to is not None and keep_size <= question.down_to
        condition = anything if anything_goes else question.keep_at.get(keep_size, question.keep)
        forced = anything_goes or not can_mulligan
        stages.append(Stage(taken, draw_size, keep_size, condition, forced))
        if forced:
            return tuple(stages)
        taken += 1
        counted = counted_next


# -- compositions -----------------------------------------------------------------------------


def compositions(total: int, caps: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every way to split ``total`` cards over categories with at most ``caps`` each."""
    if not caps:
        if total == 0:
            yield ()
        return
    rest_cap = sum(caps[1:])
    for first in range(max(0, total - rest_cap), min(caps[0], total) + 1):
        for tail in compositions(total - first, caps[1:]):
            yield (first, *tail)


def composition_count(total: int, categories: int) -> int:
    return comb(total + categories - 1, categories - 1)


@lru_cache(maxsize=4096)
def hypergeometric_pmf(counts: tuple[int, ...], draw: int) -> tuple[tuple[tuple[int, ...],
                                                                          float], ...]:
    """Every composition of ``draw`` cards from a deck of ``counts`` with its probability
    (the multivariate hypergeometric distribution)."""
    denominator = comb(sum(counts), draw)
    out = []
    for x in compositions(draw, counts):
        numerator = 1
        for c, k in zip(counts, x, strict=True):
            numerator *= comb(c, k)
        out.append((x, numerator / denominator))
    return tuple(out)


def kept_hand(question: Question, stage: Stage, drawn: tuple[int, ...]) -> tuple[int, ...] | None:
    """The hand kept from ``drawn`` at ``stage`` (after London's bottoming), or ``None`` if the
    draw is mulliganed."""
    return _kept_hand(question.deck.counts, stage, drawn, question.bottom_targets)


@lru_cache(maxsize=200_000)
def _kept_hand(counts: tuple[int, ...], stage: Stage, drawn: tuple[int, ...],
               fixed_targets: tuple[tuple[int, int], ...] = ()) -> tuple[int, ...] | None:
    condition = stage.condition
    if stage.draw_size == stage.keep_size:
        return drawn if stage.forced or condition.holds(drawn) else None
    if not stage.forced and not condition.can_hold(stage.keep_size, drawn):
        return None
    total = sum(counts)
    targets = [stage.keep_size * c / total for c in counts]
    for index, target in fixed_targets:
        targets[index] = min(target, stage.keep_size)
    best: tuple[float, tuple[int, ...]] | None = None
    for hand in compositions(stage.keep_size, drawn):
        if not stage.forced and not condition.holds(hand):
            continue
        score = sum((h - t) ** 2 for h, t in zip(hand, targets, strict=True))
        key = (score, tuple(-h for h in hand))
        if best is None or key < (best[0], tuple(-h for h in best[1])):
            best = (score, hand)
    assert best is not None
    return best[1]
