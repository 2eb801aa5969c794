"""A calculator question, the stages of mulligans it implies, and the player's policy (MUL-4.1).

Each stage is one fresh draw from the whole deck: ``draw_size`` cards, of which ``keep_size``
stay (London bottoms the rest). A draw is kept when the stage is ``forced`` (the last one: the
player cannot or will not go lower), when its keep condition can be met, or (all-land/no-land,
MUL-2.7) when the hand is neither all lands nor no lands and so cannot be mulliganed.

**Bottoming (London).** Among the hands of ``keep_size`` cards that meet the keep condition
(any hand at a forced stage), the player keeps

* with ``--bottom-target`` (an override): a hand meeting the stage's *preferred* condition
  (the keep condition, also at a ``--down-to`` stage) if there is one, then the one nearest
  the targets;
* with a goal: the hand that maximises the goal's probability — computed exactly
  (``policy="optimal"``, the default wherever the exact answer is feasible) or, where that is
  too slow, by the **greedy** score below (``policy="greedy"``); ties go to a hand meeting the
  preferred condition, then to the deck's proportions;
* without a goal: a hand meeting the preferred condition, nearest the deck's proportions.

The greedy score of a hand is the squared shortfall of its *expected* counts by the goal's
turn (hand plus the expected draws from the library) outside the goal's nearest box; lower
is better. Distances are squared; remaining ties keep more of the earlier categories.

**Scry (Vancouver, MUL-2.2).** The player leaves the top card on top when that gives the goal
at least the probability of bottoming it (exactly, or by the greedy score), unless
``scry_keep`` names a category that always stays on top.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from math import comb

from cardtable.analysis.mulligan.conditions import Condition, Goal, anything
from cardtable.analysis.mulligan.deck import Deck
from cardtable.core.errors import SettingsError
from cardtable.rules.mulligan import MulliganRule, MulliganStyle

STAGE_STYLES = (MulliganStyle.LONDON, MulliganStyle.VANCOUVER, MulliganStyle.PARIS,
                MulliganStyle.ALL_LAND_NO_LAND, MulliganStyle.NONE)
CALCULATOR_STYLES = (*STAGE_STYLES, MulliganStyle.PARTIAL_PARIS)
POLICIES = ("auto", "optimal", "greedy")
MIN_TURNS_SHOWN = 5  # the goal's probability is reported by turn up to at least this turn


@dataclass(frozen=True)
class Stage:
    mulligans: int  # mulligans taken before this draw (free ones included)
    draw_size: int
    keep_size: int
    condition: Condition
    forced: bool
    prefer: Condition  # what a forced (or --down-to) stage still bottoms toward
    extreme_only: int | None = None  # MUL-2.7: the land category; only such hands mulligan


@dataclass(frozen=True)
class GoalSpec:
    """What the policy needs from the goal: its condition, the draws by its turn, the scry."""

    condition: Condition
    draws: int
    scries: bool
    scry_keep: int | None
    greedy: bool


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
    scry_keep: int | None = None  # a category a Vancouver scry always leaves on top
    bottom_targets: tuple[tuple[int, int], ...] = ()  # (category index, count) London keeps near
    policy: str = "auto"  # bottoming and scry: optimal, greedy or auto (optimal when feasible)
    powder: int | None = None  # category index of Serum Powder-like cards (MUL-3.1)

    def __post_init__(self) -> None:
        deck = self.deck
        if self.rule.style not in CALCULATOR_STYLES:
            raise SettingsError(f"the calculator does not handle the rule {self.rule.name!r}")
        if self.policy not in POLICIES:
            raise SettingsError(f"--policy {self.policy!r}: choose {', '.join(POLICIES)}")
        if self.hand_size < 1:
            raise SettingsError(f"the hand size must be at least 1, not {self.hand_size}")
        if self.hand_size > deck.size:
            raise SettingsError(
                f"a {self.hand_size}-card hand cannot be drawn from a {deck.size}-card deck"
            )
        if self.rule.style is MulliganStyle.ALL_LAND_NO_LAND and self.land_index is None:
            raise SettingsError(
                "the all-land/no-land mulligan (MUL-2.7) needs a category named 'land'; the "
                f"deck's categories are {', '.join(deck.categories)}"
            )
        if self.powder is not None:
            if not 0 <= self.powder < len(deck.counts):
                raise SettingsError(f"bad Serum Powder category index {self.powder!r}")
            if self.rule.style not in (MulliganStyle.LONDON, MulliganStyle.VANCOUVER,
                                       MulliganStyle.PARIS):
                raise SettingsError(
                    "Serum Powder (MUL-3.1) acts when a player could mulligan: use it with "
                    f"london, vancouver, paris or mtgo-redraw, not {self.rule.name!r}"
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
        if self.scry_keep is not None and not 0 <= self.scry_keep < len(deck.counts):
            raise SettingsError(f"bad scry category index {self.scry_keep!r}")
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
            sizes = range(self.draws, self.hand_size + self.draws + 1)
            if not any(self.goal.condition.can_hold(n, deck.counts) for n in sizes):
                raise SettingsError(
                    f"the goal {self.goal.text!r} can never hold with at most "
                    f"{self.hand_size + self.draws} cards from {_describe(deck)}"
                )

    @property
    def land_index(self) -> int | None:
        lowered = [c.lower() for c in self.deck.categories]
        return lowered.index("land") if "land" in lowered else None

    @property
    def draws(self) -> int:
        """Cards drawn by the goal's turn."""
        return 0 if self.goal is None else self.draws_by(self.goal.turn)

    def draws_by(self, turn: int) -> int:
        """Cards drawn by ``turn`` (0: none): the player on the play skips the first draw in
        a two-player game; with 3 or more players nobody skips it."""
        if turn == 0:
            return 0
        skips = self.on_play and self.players <= 2
        return turn - (1 if skips else 0)

    @property
    def turns(self) -> tuple[int, ...]:
        """The turns the goal's probability is reported for: 0 (the kept hand) up to the
        goal's turn or :data:`MIN_TURNS_SHOWN`, while the library has the cards."""
        if self.goal is None:
            return ()
        last = max(self.goal.turn, MIN_TURNS_SHOWN)
        room = self.deck.size - self.hand_size
        return tuple(t for t in range(last + 1) if t <= self.goal.turn or self.draws_by(t) <= room)

    @cached_property
    def greedy(self) -> bool:
        """Whether bottoming and scry use the greedy score instead of exact probabilities."""
        if self.policy == "auto":
            from cardtable.analysis.mulligan.exact import is_exact_feasible

            return not is_exact_feasible(self)
        return self.policy == "greedy"

    @property
    def policy_used(self) -> str:
        if self.rule.style is MulliganStyle.PARTIAL_PARIS:
            return "exile-for-keep"
        if self.bottom_targets:
            return "bottom-target"
        if self.goal is None:
            return "keep-condition"
        return "greedy" if self.greedy else "optimal"

    @property
    def uses_stages(self) -> bool:
        """Whether every draw is fresh from the whole deck (else the state engine runs)."""
        return self.rule.style in STAGE_STYLES and self.powder is None

    def goal_spec(self, stage: Stage) -> GoalSpec | None:
        if self.goal is None:
            return None
        return GoalSpec(self.goal.condition, self.draws, self.scries(stage), self.scry_keep,
                        self.greedy)

    def stages(self) -> tuple[Stage, ...]:
        return self._stages

    @cached_property
    def _stages(self) -> tuple[Stage, ...]:
        return _stages(self)

    def scries(self, stage: Stage) -> bool:
        """MUL-2.2/2.4: a Vancouver hand smaller than the starting size scries 1."""
        return self.rule.scries and stage.keep_size < self.hand_size

    def warnings(self) -> tuple[str, ...]:
        """Hand sizes where the keep condition cannot hold: such hands are always mulliganed
        (until the last stage), which a player would want to know."""
        if not self.uses_stages:
            return ()
        stages = self.stages()
        never = [s.keep_size for s in stages if not s.forced and s.extreme_only is None
                 and not s.condition.can_hold(s.keep_size, self.deck.counts)]
        if not never:
            return ()
        sizes = ", ".join(str(n) for n in never)
        last = stages[-1].keep_size
        return (
            f"the keep condition cannot hold for a hand of {sizes} card(s): such hands are "
            f"always mulliganed, down to the last ({last}-card) hand; set --keep-at SIZE "
            "CONDITION or --down-to SIZE to keep smaller hands",
        )


def _describe(deck: Deck) -> str:
    return ", ".join(f"{n} {c}" for c, n in deck.as_dict().items())


def _stages(question: Question) -> tuple[Stage, ...]:
    rule = question.rule
    size = question.hand_size
    categories = question.deck.categories
    any_hand = anything(categories)
    if rule.style is MulliganStyle.NONE:  # MUL-2.8
        return (Stage(0, size, size, any_hand, True, question.keep),)
    if rule.style is MulliganStyle.ALL_LAND_NO_LAND:  # MUL-2.7: once, to a full hand
        keep = question.keep_at.get(size, question.keep)
        return (Stage(0, size, size, keep, False, keep, question.land_index),
                Stage(1, size, size, any_hand, True, keep))
    stages: list[Stage] = []
    taken = 0
    counted = 0
    while True:
        keep_size = size - counted
        draw_size = size if rule.style is MulliganStyle.LONDON else keep_size
        free_next = rule.free_first and taken == 0
        counted_next = counted + (0 if free_next else 1)
        # MUL-1.5 (CR 103.5): a mulligan is allowed while the current hand has a card; the
        # new hand may be empty (London: all 7 bottomed)
        can_mulligan = keep_size >= 1 and counted_next <= size
        base = question.keep_at.get(keep_size, question.keep)
        anything_goes = question.down_to is not None and keep_size <= question.down_to
        condition = any_hand if anything_goes else base
        forced = anything_goes or not can_mulligan
        stages.append(Stage(taken, draw_size, keep_size, condition, forced, base))
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


# -- the goal's probability -------------------------------------------------------------------


@lru_cache(maxsize=400_000)
def plain_probability(condition: Condition, hand: tuple[int, ...], library: tuple[int, ...],
                      draws: int) -> float:
    """P(``hand`` plus ``draws`` cards from ``library`` meets ``condition``)."""
    if draws == 0:
        return 1.0 if condition.holds(hand) else 0.0
    if draws > sum(library):
        draws = sum(library)
    total = 0.0
    for drawn, p in hypergeometric_pmf(library, draws):
        if condition.holds(tuple(h + d for h, d in zip(hand, drawn, strict=True))):
            total += p
    return total


def greedy_score(condition: Condition, hand: Sequence[int], library: Sequence[int],
                 draws: int) -> float:
    """The greedy policy's score (lower is better): the squared distance of the expected
    counts by the goal's turn from the goal's nearest box."""
    size = sum(library)
    expected = [h + (draws * c / size if size else 0.0) for h, c in zip(hand, library,
                                                                        strict=True)]
    best = float("inf")
    for box in condition.boxes:
        miss = sum(max(0.0, lo - e) ** 2 + max(0.0, e - hi) ** 2
                   for lo, e, hi in zip(box.lo, expected, box.hi, strict=True))
        best = min(best, miss)
    return best


def _with(values: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    return tuple(v + delta if i == index else v for i, v in enumerate(values))


@lru_cache(maxsize=200_000)
def scry_keeps_on_top(spec: GoalSpec, hand: tuple[int, ...], library: tuple[int, ...],
                      top: int) -> bool:
    """MUL-2.2: whether the player leaves a ``top``-category card on top (else bottoms it)."""
    if spec.scry_keep is not None:
        return top == spec.scry_keep
    rest = _with(library, top, -1)
    with_top = _with(hand, top, 1)
    if spec.draws == 0:
        return True  # no draw before the goal is judged: the choice changes nothing
    if spec.greedy:
        kept = greedy_score(spec.condition, with_top, rest, spec.draws - 1)
        bottomed = greedy_score(spec.condition, hand, rest, spec.draws)
        return kept <= bottomed
    kept_p = plain_probability(spec.condition, with_top, rest, spec.draws - 1)
    bottomed_p = plain_probability(spec.condition, hand, rest, spec.draws)
    return kept_p >= bottomed_p - 1e-12


def goal_probability(spec: GoalSpec, hand: tuple[int, ...], library: tuple[int, ...],
                     draws: int) -> float:
    """P(the goal's condition holds for ``hand`` plus ``draws`` cards from ``library``), after
    the scry where the spec has one (its choice made for the goal's own turn)."""
    if draws == 0 or not spec.scries:
        return plain_probability(spec.condition, hand, library, draws)
    size = sum(library)
    if size == 0:  # nothing to scry or draw
        return plain_probability(spec.condition, hand, library, 0)
    total = 0.0
    for j, count in enumerate(library):
        if count == 0:
            continue
        rest = _with(library, j, -1)
        if scry_keeps_on_top(spec, hand, library, j):  # the first card drawn
            total += count / size * plain_probability(spec.condition, _with(hand, j, 1), rest,
                                                      draws - 1)
        else:  # to the bottom: the draws come from the rest
            total += count / size * plain_probability(spec.condition, hand, rest, draws)
    return total


# -- keeping and bottoming --------------------------------------------------------------------


def kept_hand(question: Question, stage: Stage, drawn: tuple[int, ...]) -> tuple[int, ...] | None:
    """The hand kept from ``drawn`` at ``stage`` (after London's bottoming), or ``None`` if the
    draw is mulliganed."""
    spec = None if question.bottom_targets else question.goal_spec(stage)
    return _kept_hand(question.deck.counts, stage, drawn, question.bottom_targets, spec)


def _is_extreme(hand: Sequence[int], land: int) -> bool:
    return hand[land] in (0, sum(hand))


@lru_cache(maxsize=200_000)
def _kept_hand(counts: tuple[int, ...], stage: Stage, drawn: tuple[int, ...],
               fixed_targets: tuple[tuple[int, int], ...], spec: GoalSpec | None
               ) -> tuple[int, ...] | None:
    condition = stage.condition
    if stage.draw_size == stage.keep_size:
        if stage.forced or condition.holds(drawn):
            return drawn
        if stage.extreme_only is not None and not _is_extreme(drawn, stage.extreme_only):
            return drawn  # MUL-2.7: a mixed hand cannot be mulliganed
        return None
    if not stage.forced and not condition.can_hold(stage.keep_size, drawn):
        return None
    total = sum(counts)
    targets = [stage.keep_size * c / total for c in counts]
    for index, target in fixed_targets:
        targets[index] = min(target, stage.keep_size)
    library = tuple(c - x for c, x in zip(counts, drawn, strict=True))
    best: tuple[tuple[float, ...], tuple[int, ...]] | None = None
    for hand in compositions(stage.keep_size, drawn):
        if not stage.forced and not condition.holds(hand):
            continue
        distance = sum((h - t) ** 2 for h, t in zip(hand, targets, strict=True))
        preferred = 0.0 if stage.prefer.holds(hand) else 1.0
        if spec is None:
            key: tuple[float, ...] = (preferred, distance)
        elif spec.greedy:
            key = (greedy_score(spec.condition, hand, library, spec.draws), preferred, distance)
        else:
            p = goal_probability(spec, hand, library, spec.draws)
            key = (-round(p, 12), preferred, distance)
        key = (*key, *(-h for h in hand))
        if best is None or key < best[0]:
            best = (key, hand)
    assert best is not None
    return best[1]
