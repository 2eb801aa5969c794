"""Modal choices (CR 700.2, ``rules/modes.md`` MOD-1..10) as a pure rule component.

A modal spell or ability offers a list of modes and says how many to choose. This module knows
nothing of any game's state: the game says which modes are *currently legal* (a mode that needs
a target with no legal target is not, MOD-3) and this module answers

* what one decision's worth of options the chooser gets (:func:`mode_choice`): a bounded
  ``CHOOSE_SUBSET`` of mode indices, or ``CHOOSE_ORDERED`` with repeats where the card allows
  (MOD-5) — never an enumerated product of selections;
* whether a selection is legal, with a sentence saying why not (:func:`selection_problem`,
  :func:`verify_selection`, :func:`is_legal_selection`);
* the extra costs a selection brings: escalate (702.120a), entwine (702.42a), Spree (700.2h)
  (:func:`extra_costs`);
* whether a spell can be cast at all (MOD-3, :func:`can_choose`) and whether a modal triggered
  ability is removed from the stack (700.2b, 603.3c, :func:`is_trigger_removed`);
* who chooses (MOD-6, 700.2e: :func:`chooser_candidates`);
* which modes "one that hasn't been chosen" still allows (:class:`ModeHistory`).

A *selection* is a tuple of mode indices (0-based, in printed order). Order does not matter —
chosen modes resolve in printed order (MOD-9) — so :func:`normalize` sorts it; a mode chosen
N times appears N times (MOD-5, 700.2d).

Costs are opaque to this module (a game's own cost values: a mana string, a cost object):
:class:`ModalSpec` is generic in them and hands them back in :class:`ExtraCost` values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Generic, TypeVar

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import CardTableError, IllegalAction

C = TypeVar("C")

Selection = tuple[int, ...]


class ModeSpecError(CardTableError, ValueError):
    """A modal specification that cannot be right (a card's data is wrong)."""


class Chooser(StrEnum):
    """Who chooses the modes (MOD-6, CR 700.2e)."""

    CONTROLLER = "controller"  # "Choose one —"
    OPPONENT = "opponent"  # "An opponent chooses one —" (not targeting: shroud is no bar)
    TARGET_PLAYER = "target_player"  # "Target player chooses one —" (targeting)


class HistoryScope(StrEnum):
    """How long "choose one that hasn't been chosen" remembers (MOD-1)."""

    OBJECT = "object"  # "… that hasn't been chosen —": for as long as the object exists
    TURN = "turn"  # "… that hasn't been chosen this turn —"


@dataclass(frozen=True, slots=True)
class Mode(Generic[C]):
    """One mode: a label (its text, for prompts), a Spree "+ cost" (700.2h) and its
    pawprint count (700.2i)."""

    label: str = ""
    cost: C | None = None
    pawprints: int = 0


@dataclass(frozen=True, slots=True)
class CountUpgrade:
    """"Choose one. If COND, choose both/any number instead" (MOD-1): the bounds that hold
    when the condition is true as the modes are chosen. ``condition`` is its printed text."""

    condition: str
    min_count: int
    max_count: int | None
    optional: bool = False  # "you may choose both" rather than "choose both instead"


@dataclass(frozen=True, slots=True)
class ModalSpec(Generic[C]):
    """How a modal object's modes are chosen (MOD-1).

    ``max_count`` ``None`` means "all the modes" (one or more, any number). ``allow_repeats``:
    "You may choose the same mode more than once" (MOD-5). ``unchosen``: "choose one that
    hasn't been chosen [this turn]". ``upgrade``: a count that a condition raises.
    ``entwine``/``escalate``: those keywords' costs; Spree (700.2h) is modes with a ``cost``;
    ``pawprint_budget`` is 700.2i's "up to N {P} worth of modes".
    """

    modes: tuple[Mode[C], ...]
    min_count: int = 1
    max_count: int | None = 1
    allow_repeats: bool = False
    chooser: Chooser = Chooser.CONTROLLER
    unchosen: HistoryScope | None = None
    upgrade: CountUpgrade | None = None
    entwine: C | None = None
    escalate: C | None = None
    pawprint_budget: int | None = None

    def __post_init__(self) -> None:
        problem = _spec_problem(self)
        if problem:
            raise ModeSpecError(f"modal specification {self.describe()!r}: {problem}")

    @property
    def mode_count(self) -> int:
        return len(self.modes)

    @property
    def is_spree(self) -> bool:
        """Every mode has a "+ cost" (700.2h)."""
        return bool(self.modes) and all(m.cost is not None for m in self.modes)

    def bounds(self, *, upgraded: bool = False) -> tuple[int, int]:
        """(minimum, maximum) number of modes, the maximum made finite (MOD-1). With
        ``upgraded`` the condition of "If …, choose both instead" holds."""
        low, high = self.min_count, self.max_count
        if upgraded and self.upgrade is not None:
            low, high = self.upgrade.min_count, self.upgrade.max_count
            if self.upgrade.optional:
                low = self.min_count
        if self.pawprint_budget is not None:
            cheapest = min(m.pawprints for m in self.modes)
            top = self.pawprint_budget // cheapest
            return low, top if high is None else min(high, top)
        return low, len(self.modes) if high is None else high

    def describe(self) -> str:
        """The choice as a card prints it ("Choose one or both —")."""
        return describe(self)


def _spec_problem(spec: ModalSpec[C]) -> str:
    count = len(spec.modes)
    if count < 2:
        return f"a modal object has two or more modes (CR 700.2), not {count}"
    if spec.min_count < 0 or (spec.max_count is not None and spec.max_count < spec.min_count):
        return f"the count {spec.min_count}..{spec.max_count} is not a range"
    if not spec.allow_repeats and spec.max_count is not None and spec.max_count > count:
        return (f"at most {spec.max_count} different modes of {count} cannot be chosen; "
                "allow repeats or lower the maximum")
    if spec.allow_repeats and spec.max_count is None and spec.pawprint_budget is None:
        return "repeats need a finite maximum (\"choose three\") or a pawprint budget"
    if spec.pawprint_budget is not None:
        if spec.pawprint_budget < 1 or any(m.pawprints < 1 for m in spec.modes):
            return "with a pawprint budget every mode needs 1 or more {P} (CR 700.2i)"
    elif any(m.pawprints for m in spec.modes):
        return "modes have pawprints but the spec has no pawprint budget (CR 700.2i)"
    costs = [m.cost is not None for m in spec.modes]
    if any(costs) and not all(costs):
        return "Spree gives every mode a \"+ cost\" (CR 700.2h); some modes have none"
    if spec.unchosen is not None and (spec.min_count, spec.max_count) != (1, 1):
        return "\"choose one that hasn't been chosen\" chooses exactly one mode"
    if spec.entwine is not None and spec.allow_repeats:
        return "entwine chooses all modes once each (CR 702.42a); it cannot allow repeats"
    return ""


# ----------------------------------------------------------------------------------------------
# Printing (MOD-1)
# ----------------------------------------------------------------------------------------------

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def count_phrase(low: int, high: int | None, mode_count: int) -> str:
    """"one", "two", "one or both", "one or more", "up to one", "any number" (MOD-1)."""
    if high is not None and high == low:
        return _NUMBERS.get(low, str(low))
    if low == 1 and high == 2 and mode_count == 2:
        return "one or both"
    if low == 1 and (high is None or high >= mode_count):
        return "one or more"
    if low == 0 and (high is None or high >= mode_count):
        return "any number"
    if low == 0 and high is not None:
        return "up to " + _NUMBERS.get(high, str(high))
    return f"{_NUMBERS.get(low, str(low))} to {_NUMBERS.get(high or mode_count, str(high))}"


def describe(spec: ModalSpec[C]) -> str:
    """The instruction as printed before the bullets (without the bullets)."""
    words = count_phrase(spec.min_count, spec.max_count, len(spec.modes))
    if spec.pawprint_budget is not None:
        budget = _NUMBERS.get(spec.pawprint_budget, str(spec.pawprint_budget))
        text = f"Choose up to {budget} {{P}} worth of modes."
        if spec.allow_repeats:
            text += " You may choose the same mode more than once."
        return text
    if spec.unchosen is not None:
        scope = " this turn" if spec.unchosen is HistoryScope.TURN else ""
        return f"Choose one that hasn't been chosen{scope} —"
    verb = {Chooser.CONTROLLER: "Choose", Chooser.OPPONENT: "An opponent chooses",
            Chooser.TARGET_PLAYER: "Target player chooses"}[spec.chooser]
    if spec.upgrade is not None:
        upgraded = count_phrase(spec.upgrade.min_count, spec.upgrade.max_count,
                                len(spec.modes))
        if upgraded == "two" and len(spec.modes) == 2:
            upgraded = "both"
        if spec.upgrade.optional:
            return f"{verb} {words}. If {spec.upgrade.condition}, you may choose {upgraded}."
        return f"{verb} {words}. If {spec.upgrade.condition}, choose {upgraded} instead."
    if spec.allow_repeats:
        return f"{verb} {words}. You may choose the same mode more than once."
    return f"{verb} {words} —"


# ----------------------------------------------------------------------------------------------
# History: "choose one that hasn't been chosen [this turn]"
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ModeHistory:
    """Which modes each object has had chosen, and on which turn (MOD-1). Immutable: every
    :meth:`record` returns a new history. A game keys it by the object's id; a new object (CR
    400.7) has a new id and so an empty history."""

    entries: tuple[tuple[int, int, int], ...] = field(default=())  # (object id, turn, mode)

    def record(self, object_id: int, turn: int, selection: Iterable[int]) -> ModeHistory:
        added = tuple((object_id, turn, mode) for mode in selection)
        return ModeHistory(self.entries + added)

    def chosen(self, object_id: int, scope: HistoryScope, turn: int) -> frozenset[int]:
        """The modes already chosen for ``object_id`` within ``scope`` as of ``turn``."""
        return frozenset(mode for obj, when, mode in self.entries
                         if obj == object_id and (scope is HistoryScope.OBJECT or when == turn))

    def forget(self, object_id: int) -> ModeHistory:
        """Drop an object that no longer exists."""
        return ModeHistory(tuple(e for e in self.entries if e[0] != object_id))


# ----------------------------------------------------------------------------------------------
# Which modes, which selections (MOD-1, MOD-3, MOD-5)
# ----------------------------------------------------------------------------------------------


def available_modes(spec: ModalSpec[C], legal: Collection[int],
                    chosen_before: Collection[int] = ()) -> tuple[int, ...]:
    """The modes that may be chosen now: legal ones (MOD-3), minus those already chosen when
    the card says "one that hasn't been chosen" (``chosen_before``, from :class:`ModeHistory`)."""
    _check_indices(spec, legal, "legal")
    excluded = frozenset(chosen_before) if spec.unchosen is not None else frozenset()
    return tuple(i for i in range(len(spec.modes)) if i in legal and i not in excluded)


def _is_entwine_possible(spec: ModalSpec[C], available: Sequence[int]) -> bool:
    """Entwine chooses every mode (702.42a): possible only when every mode may be chosen."""
    return spec.entwine is not None and len(available) == len(spec.modes)


@dataclass(frozen=True, slots=True)
class ModeChoice:
    """One decision's worth of mode options: ``options`` are mode indices; an answer is a
    tuple of ``min_count``..``max_count`` of them (repeats where ``allow_repeats``).

    ``exact`` says whether every answer within these generic bounds is legal; when it is not
    (a pawprint budget, an entwine gap), a game's ``verify`` must also call
    :func:`verify_selection`."""

    kind: DecisionKind
    options: tuple[int, ...]
    min_count: int
    max_count: int
    allow_repeats: bool
    exact: bool

    def to_decision(self, player: int, prompt: str, tag: str = "modes") -> Decision:
        return Decision(player, self.kind, prompt, self.options, tag=tag,
                        min_count=self.min_count, max_count=self.max_count,
                        allow_repeats=self.allow_repeats)


def mode_choice(spec: ModalSpec[C], legal: Collection[int], *,
                chosen_before: Collection[int] = (), upgraded: bool = False) -> ModeChoice:
    """The options for choosing modes now (MOD-1, MOD-3, MOD-5); :class:`IllegalAction` when no
    legal selection exists (check :func:`can_choose` first)."""
    problem = _no_choice_problem(spec, legal, chosen_before, upgraded)
    if problem:
        raise IllegalAction(problem)
    available = available_modes(spec, legal, chosen_before)
    low, high = spec.bounds(upgraded=upgraded)
    exact = True
    if spec.allow_repeats:
        if spec.pawprint_budget is not None:
            cheapest = min(spec.modes[i].pawprints for i in available)
            high = min(high, spec.pawprint_budget // cheapest)
            exact = len({spec.modes[i].pawprints for i in available}) == 1
        return ModeChoice(DecisionKind.CHOOSE_ORDERED, available, low, high, True, exact)
    high = min(high, len(available))
    if _is_entwine_possible(spec, available) and high < len(available):
        exact = high + 1 == len(available)
        high = len(available)
    if spec.pawprint_budget is not None:
        high = min(high, _max_subset_within_budget(spec, available))
        exact = exact and all(
            spec.modes[i].pawprints == spec.modes[available[0]].pawprints for i in available)
    return ModeChoice(DecisionKind.CHOOSE_SUBSET, available, low, high, False, exact)


def _max_subset_within_budget(spec: ModalSpec[C], available: Sequence[int]) -> int:
    budget = spec.pawprint_budget or 0
    total = count = 0
    for cost in sorted(spec.modes[i].pawprints for i in available):
        if total + cost > budget:
            break
        total += cost
        count += 1
    return count


def _no_choice_problem(spec: ModalSpec[C], legal: Collection[int],
                       chosen_before: Collection[int], upgraded: bool) -> str:
    available = available_modes(spec, legal, chosen_before)
    low, _high = spec.bounds(upgraded=upgraded)
    if low == 0:
        return ""
    if not available:
        return (f"no mode of {spec.describe()!r} can be chosen: each needs a legal target or "
                "has been chosen already (MOD-3, CR 700.2a)")
    if spec.allow_repeats:
        if spec.pawprint_budget is not None:
            cheapest = min(spec.modes[i].pawprints for i in available)
            if low * cheapest > spec.pawprint_budget:
                return f"{low} modes cost more than {spec.pawprint_budget} {{P}} (CR 700.2i)"
        return ""
    reachable = len(available)
    if spec.pawprint_budget is not None:
        reachable = min(reachable, _max_subset_within_budget(spec, available))
    if reachable < low:
        return (f"{spec.describe()!r} needs {low} different modes but only {reachable} "
                f"can be chosen (mode{'s' if len(available) != 1 else ''} "
                f"{_names(spec, available)}); MOD-3")
    return ""


def can_choose(spec: ModalSpec[C], legal: Collection[int], *,
               chosen_before: Collection[int] = (), upgraded: bool = False) -> bool:
    """Whether a legal selection of modes exists (MOD-3): a spell that cannot reach its
    minimum cannot be cast."""
    return not _no_choice_problem(spec, legal, chosen_before, upgraded)


def why_not_castable(spec: ModalSpec[C], legal: Collection[int], *,
                     chosen_before: Collection[int] = (), upgraded: bool = False) -> str:
    """A sentence saying why no legal selection exists, or ``""`` if one does (MOD-3)."""
    return _no_choice_problem(spec, legal, chosen_before, upgraded)


def is_trigger_removed(spec: ModalSpec[C], legal: Collection[int], *,
                       chosen_before: Collection[int] = (), upgraded: bool = False,
                       selection: Sequence[int] | None = None) -> bool:
    """Whether a modal triggered ability is removed from the stack (MOD-3, CR 700.2b,
    603.3c): no mode can be chosen, fewer legal modes than its minimum, or (given the
    chooser's ``selection``) no mode was chosen ("up to one" choosing none)."""
    if selection is not None and len(selection) == 0:
        return True
    if not available_modes(spec, legal, chosen_before):
        return True
    return not can_choose(spec, legal, chosen_before=chosen_before, upgraded=upgraded)


# ----------------------------------------------------------------------------------------------
# Validating a selection
# ----------------------------------------------------------------------------------------------


def normalize(selection: Iterable[int]) -> Selection:
    """A selection in printed order (MOD-9), repeats kept (MOD-5)."""
    return tuple(sorted(selection))


def is_entwined(spec: ModalSpec[C], selection: Sequence[int]) -> bool:
    """Whether ``selection`` uses entwine: every mode, more than the printed count allows
    (702.42a)."""
    if spec.entwine is None:
        return False
    _low, high = spec.bounds()
    return len(selection) > high and sorted(selection) == list(range(len(spec.modes)))


def selection_problem(spec: ModalSpec[C], selection: Sequence[int], legal: Collection[int], *,
                      chosen_before: Collection[int] = (), upgraded: bool = False) -> str:
    """Why ``selection`` is not a legal choice of modes, as one sentence; ``""`` if it is."""
    if not isinstance(selection, (tuple, list)) or not all(
            isinstance(i, int) and not isinstance(i, bool) for i in selection):
        return f"a selection of modes is a tuple of mode numbers, not {selection!r}"
    count = len(spec.modes)
    for index in selection:
        if not 0 <= index < count:
            return (f"there is no mode {index}; {spec.describe()!r} has modes 0..{count - 1}")
    available = available_modes(spec, legal, chosen_before)
    for index in selection:
        if index not in available:
            if spec.unchosen is not None and index in chosen_before:
                return (f"mode {_name(spec, index)} has been chosen already; choose one that "
                        f"hasn't been chosen (MOD-1)")
            return (f"mode {_name(spec, index)} cannot be chosen: it has no legal target "
                    "(MOD-3, CR 700.2a)")
    repeats = [i for i, n in Counter(selection).items() if n > 1]
    if repeats and not spec.allow_repeats:
        return (f"mode {_name(spec, repeats[0])} is chosen more than once, which this card "
                "does not allow (MOD-5, CR 700.2d)")
    low, high = spec.bounds(upgraded=upgraded)
    if is_entwined(spec, selection):
        return ""
    if not low <= len(selection) <= high:
        wanted = count_phrase(low, high, count)
        more = ""
        if spec.entwine is not None:
            more = f", or all {count} with entwine (CR 702.42a)"
        return (f"{len(selection)} modes chosen; {spec.describe()!r} takes {wanted} "
                f"({low}..{high}){more} (MOD-1)")
    if spec.pawprint_budget is not None:
        spent = sum(spec.modes[i].pawprints for i in selection)
        if spent > spec.pawprint_budget:
            return (f"the chosen modes are worth {spent} {{P}}, more than "
                    f"{spec.pawprint_budget} (CR 700.2i)")
    return ""


def is_legal_selection(spec: ModalSpec[C], selection: Sequence[int], legal: Collection[int],
                       *, chosen_before: Collection[int] = (), upgraded: bool = False) -> bool:
    return not selection_problem(spec, selection, legal, chosen_before=chosen_before,
                                 upgraded=upgraded)


def verify_selection(spec: ModalSpec[C], selection: Sequence[int], legal: Collection[int], *,
                     chosen_before: Collection[int] = (), upgraded: bool = False) -> Selection:
    """The selection in printed order, or :class:`IllegalAction` saying why not."""
    problem = selection_problem(spec, selection, legal, chosen_before=chosen_before,
                                upgraded=upgraded)
    if problem:
        raise IllegalAction(problem)
    return normalize(selection)


# ----------------------------------------------------------------------------------------------
# Extra costs (702.120a escalate, 702.42a entwine, 700.2h Spree)
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ExtraCost(Generic[C]):
    """One additional cost a selection of modes brings: ``rule`` names its source,
    ``mode`` the mode it is for (Spree) or ``None``."""

    rule: str
    cost: C
    mode: int | None = None


def extra_costs(spec: ModalSpec[C], selection: Sequence[int]) -> tuple[ExtraCost[C], ...]:
    """The additional costs to pay for ``selection`` (already verified), in printed order:
    escalate once per mode beyond the first, entwine once when all modes are chosen by it, a
    Spree cost for each chosen mode."""
    out: list[ExtraCost[C]] = []
    if spec.escalate is not None:
        out.extend(ExtraCost("CR 702.120a escalate", spec.escalate)
                   for _ in range(max(0, len(selection) - 1)))
    if spec.entwine is not None and is_entwined(spec, selection):
        out.append(ExtraCost("CR 702.42a entwine", spec.entwine))
    for index in normalize(selection):
        cost = spec.modes[index].cost
        if cost is not None:
            out.append(ExtraCost("CR 700.2h spree", cost, index))
    return tuple(out)


# ----------------------------------------------------------------------------------------------
# Who chooses (MOD-6, CR 700.2e)
# ----------------------------------------------------------------------------------------------


def chooser_candidates(spec: ModalSpec[C], controller: int, opponents: Sequence[int],
                       targetable: Collection[int] = ()) -> tuple[int, ...]:
    """The players who could choose the modes. For :attr:`Chooser.OPPONENT` every opponent
    still in the game (choosing one is not targeting, so shroud does not matter); for
    :attr:`Chooser.TARGET_PLAYER` the players that may legally be targeted (``targetable``).
    With more than one candidate the controller decides which (:func:`chooser_decision`)."""
    if spec.chooser is Chooser.CONTROLLER:
        return (controller,)
    if spec.chooser is Chooser.OPPONENT:
        return tuple(p for p in opponents if p != controller)
    return tuple(p for p in targetable)


def chooser_decision(spec: ModalSpec[C], controller: int, opponents: Sequence[int],
                     targetable: Collection[int] = ()) -> int | Decision:
    """The one player who chooses, or the controller's decision among several (700.2e);
    :class:`IllegalAction` if nobody can."""
    candidates = chooser_candidates(spec, controller, opponents, targetable)
    if not candidates:
        raise IllegalAction(f"{spec.describe()!r}: no player can choose the modes (MOD-6)")
    if len(candidates) == 1:
        return candidates[0]
    return Decision(controller, DecisionKind.CHOOSE_ONE,
                    "Choose the player who chooses the modes", candidates, tag="mode_chooser")


def _check_indices(spec: ModalSpec[C], indices: Collection[int], what: str) -> None:
    for index in indices:
        if not 0 <= index < len(spec.modes):
            raise ModeSpecError(f"{what} mode {index!r} does not exist; "
                                f"{spec.describe()!r} has modes 0..{len(spec.modes) - 1}")


def _name(spec: ModalSpec[C], index: int) -> str:
    label = spec.modes[index].label
    return f"{index} ({label!r})" if label else str(index)


def _names(spec: ModalSpec[C], indices: Sequence[int]) -> str:
    return ", ".join(_name(spec, i) for i in indices) or "none"
