"""Decisions: what the engine asks a player, as plain immutable data (kernel v2, DESIGN §2).

A :class:`Decision` names the player who must choose, the kind of choice, a prompt and the
legal options. The engine computes the options; an agent never has to guess what is legal.
A decision is a frozen value holding only plain data — it has no path back to the game, its
generator or any hidden card — so it can be sent to a bot, a browser or another process as it is.

Each decision carries an ``id`` stamped by the kernel (monotonic within a game, see
:meth:`cardtable.core.game.Game.pending_all`); an answer may name it so that a stale or
duplicate answer is refused.

Kinds and the shape of the action each takes:

* ``CHOOSE_ONE`` – one of ``options``.
* ``CHOOSE_SUBSET`` – a tuple of ``min_count``..``max_count`` distinct options, in option order.
* ``CHOOSE_ORDERED`` – a tuple of ``min_count``..``max_count`` options in the chosen order
  (distinct unless ``allow_repeats``); e.g. cards to put on the bottom, or modes.
* ``CHOOSE_NUMBER`` – an ``int`` from ``options`` (a range).
* ``YES_NO`` – ``True`` or ``False`` (``options`` is ``(True, False)``).
* ``ASSIGN`` – a tuple of non-negative ints, one per option, summing to ``total``; with
  ``minimums`` / ``maximums`` (one bound per option, ``None`` for no maximum) each share must lie
  within its bounds ("at least 1 to each target", "lethal damage to this blocker first").
* ``MAP`` – a tuple of ``(option, target)`` pairs mapping ``min_count``..``max_count`` distinct
  options each to one of its allowed targets, ``targets[i]`` being those of ``options[i]``
  (each attacker → the player or planeswalker it attacks, each blocker → the attacker it
  blocks). The product of all mappings is never enumerated; requirements that concern the whole
  mapping (menace, "must attack") are the game's ``verify``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol


class DecisionKind(StrEnum):
    CHOOSE_ONE = "choose_one"
    CHOOSE_SUBSET = "choose_subset"
    CHOOSE_ORDERED = "choose_ordered"
    CHOOSE_NUMBER = "choose_number"
    YES_NO = "yes_no"
    ASSIGN = "assign"
    MAP = "map"


SINGLE_KINDS = frozenset({DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER, DecisionKind.YES_NO})


@dataclass(frozen=True, init=False)
class Decision:
    """A pending choice: immutable, plain data."""

    player: int
    kind: DecisionKind
    prompt: str
    options: tuple[Any, ...]
    tag: str = ""
    id: int = 0
    min_count: int = 1
    max_count: int = 1
    allow_repeats: bool = False
    total: int = 0
    minimums: tuple[int, ...] = ()
    maximums: tuple[int | None, ...] = ()
    targets: tuple[tuple[Any, ...], ...] = field(default=())

    def __init__(
        self,
        player: int,
        kind: DecisionKind,
        prompt: str,
        options: Sequence[Any] | Callable[[], Iterable[Any]],
        *,
        tag: str = "",
        id: int = 0,
        min_count: int = 1,
        max_count: int = 1,
        allow_repeats: bool = False,
        total: int = 0,
        minimums: Sequence[int] = (),
        maximums: Sequence[int | None] = (),
        targets: Sequence[Sequence[Any]] = (),
    ) -> None:
        # Options given as a factory are computed now: a decision must not hold a callable,
        # which would be a path back into the game.
        if type(options) is tuple:  # the common case, without a copy
            values: tuple[Any, ...] = options
        else:
            values = tuple(options() if callable(options) else options)
        # Plain item assignments into the instance dict, and only for values that differ from
        # the class defaults: a decision is built at every step of every game, and thirteen
        # ``object.__setattr__`` calls cost more than the rest of a step's bookkeeping.
        data = self.__dict__
        data["player"] = player
        data["kind"] = kind
        data["prompt"] = prompt
        data["options"] = values
        if tag:
            data["tag"] = tag
        if id:
            data["id"] = id
        if min_count != 1:
            data["min_count"] = min_count
        if max_count != 1:
            data["max_count"] = max_count
        if allow_repeats:
            data["allow_repeats"] = allow_repeats
        if total:
            data["total"] = total
        if minimums:
            data["minimums"] = tuple(minimums)
        if maximums:
            data["maximums"] = tuple(maximums)
        if targets:
            data["targets"] = tuple([tuple(t) for t in targets])

    def with_id(self, decision_id: int) -> Decision:
        """The same decision stamped with ``decision_id``."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.__dict__["id"] = decision_id
        return copy

    def same_question(self, other: Decision) -> bool:
        """Whether ``other`` asks exactly this (ids aside)."""
        return all(getattr(self, name) == getattr(other, name) for name in _QUESTION_FIELDS)

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` is a legal answer by the generic rules of the decision's kind.
        The game's own ``verify`` is the authority (it adds whole-answer rules such as menace)."""
        kind = self.kind
        if kind is DecisionKind.CHOOSE_ONE or kind is DecisionKind.CHOOSE_NUMBER:
            return action in self.options
        if kind is DecisionKind.YES_NO:
            return action is True or action is False
        if not isinstance(action, tuple):
            return False
        options = self.options
        if kind is DecisionKind.ASSIGN:
            return self._is_legal_assignment(action)
        if kind is DecisionKind.MAP:
            return self._is_legal_mapping(action)
        if not self.min_count <= len(action) <= self.max_count:
            return False
        if kind is DecisionKind.CHOOSE_SUBSET:
            positions = [_position(options, a) for a in action]
            return -1 not in positions and positions == sorted(set(positions))
        # CHOOSE_ORDERED: each option used at most as often as it appears (unless repeats).
        if self.allow_repeats:
            return all(a in options for a in action)
        available = Counter(options)
        available.subtract(action)
        return all(a in options for a in action) and min(available.values(), default=0) >= 0

    def _is_legal_assignment(self, action: tuple[Any, ...]) -> bool:
        if len(action) != len(self.options) or sum(
                n for n in action if isinstance(n, int)) != self.total:
            return False
        for index, share in enumerate(action):
            if not isinstance(share, int) or isinstance(share, bool) or share < 0:
                return False
            if self.minimums and share < self.minimums[index]:
                return False
            if self.maximums:
                high = self.maximums[index]
                if high is not None and share > high:
                    return False
        return True

    def _is_legal_mapping(self, action: tuple[Any, ...]) -> bool:
        if not self.min_count <= len(action) <= self.max_count:
            return False
        seen: set[int] = set()
        for pair in action:
            if not isinstance(pair, tuple) or len(pair) != 2:
                return False
            position = _position(self.options, pair[0])
            if position < 0 or position in seen or pair[1] not in self.targets[position]:
                return False
            seen.add(position)
        return True

    def describe_legal(self, limit: int = 12) -> str:
        """A short list of the legal options, for error messages."""
        shown = [repr(o) for o in self.options[:limit]]
        more = len(self.options) - limit
        text = ", ".join(shown)
        if more > 0:
            text += f", … ({more} more)"
        if self.kind in (DecisionKind.CHOOSE_SUBSET, DecisionKind.CHOOSE_ORDERED):
            text = f"a tuple of {self.min_count}..{self.max_count} of: {text}"
        elif self.kind is DecisionKind.MAP:
            text = f"{self.min_count}..{self.max_count} (option, target) pairs from: {text}"
        elif self.kind is DecisionKind.ASSIGN:
            text = f"one share per option, summing to {self.total}: {text}"
        return text

    def __repr__(self) -> str:
        return (
            f"Decision(id={self.id}, player={self.player}, kind={self.kind.value!r}, "
            f"tag={self.tag!r}, prompt={self.prompt!r})"
        )


class OptionSource(Protocol):
    """Plain immutable data (a named tuple or a frozen dataclass of values the deciding player
    may see) from which a deferred decision's options are worked out."""

    def options(self) -> Iterable[Any]: ...


class DeferredDecision(Decision):
    """A decision whose options are worked out the first time they are read (and then kept),
    from an :class:`OptionSource` captured when the decision was made — so a bot that decides
    without reading the options (Dominarion's heuristic bots) does not pay for them.

    It is as much a snapshot as any decision: the source is plain immutable data holding only
    what the deciding player may see (never the game, a generator or a callable), and the
    options it gives are the ones an eager decision would have held. Build one with
    :func:`deferred_decision`.
    """

    def __getattr__(self, name: str) -> Any:  # called only while ``options`` is not yet set
        if name == "options":
            data = self.__dict__
            source = data.get("option_source")
            if source is not None:
                options = tuple(source.options())
                data["options"] = options
                return options
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


def deferred_decision(player: int, kind: DecisionKind, prompt: str, source: OptionSource, *,
                      tag: str = "") -> Decision:
    """A decision whose options ``source.options()`` gives when they are first read."""
    decision = object.__new__(DeferredDecision)
    data = decision.__dict__
    data["player"] = player
    data["kind"] = kind
    data["prompt"] = prompt
    data["option_source"] = source
    if tag:
        data["tag"] = tag
    return decision


_QUESTION_FIELDS = ("player", "kind", "prompt", "options", "tag", "min_count", "max_count",
                    "allow_repeats", "total", "minimums", "maximums", "targets")


def _position(options: tuple[Any, ...], item: Any) -> int:
    try:
        return options.index(item)
    except ValueError:
        return -1
