"""Decisions: what the engine asks a player, as data, with the legal options.

A :class:`Decision` names the player who must choose, the kind of choice, a prompt and the
legal options. The engine computes the options; an agent never has to guess what is legal.
Options are computed lazily, so a bot that already knows what it wants (and an engine that
validates with its own ``can_*`` checks) never pays for enumerating them.

Kinds and the shape of the action each takes:

* ``CHOOSE_ONE`` – one of ``options``.
* ``CHOOSE_SUBSET`` – a tuple of ``min_count``..``max_count`` distinct options, in option order.
* ``CHOOSE_ORDERED`` – a tuple of ``min_count``..``max_count`` options in the chosen order
  (distinct unless ``allow_repeats``); e.g. cards to put on the bottom, or modes.
* ``CHOOSE_NUMBER`` – an ``int`` from ``options`` (a range).
* ``YES_NO`` – ``True`` or ``False`` (``options`` is ``(True, False)``).
* ``ASSIGN`` – a tuple of non-negative ints, one per option, summing to ``total``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from enum import StrEnum
from typing import Any


class DecisionKind(StrEnum):
    CHOOSE_ONE = "choose_one"
    CHOOSE_SUBSET = "choose_subset"
    CHOOSE_ORDERED = "choose_ordered"
    CHOOSE_NUMBER = "choose_number"
    YES_NO = "yes_no"
    ASSIGN = "assign"


class Decision:
    """A pending choice. Treat it as immutable."""

    __slots__ = (
        "_factory",
        "_options",
        "allow_repeats",
        "kind",
        "max_count",
        "min_count",
        "player",
        "prompt",
        "tag",
        "total",
    )

    def __init__(
        self,
        player: int,
        kind: DecisionKind,
        prompt: str,
        options: Sequence[Any] | Callable[[], Iterable[Any]],
        *,
        tag: str = "",
        min_count: int = 1,
        max_count: int = 1,
        allow_repeats: bool = False,
        total: int = 0,
    ) -> None:
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.tag = tag
        self.min_count = min_count
        self.max_count = max_count
        self.allow_repeats = allow_repeats
        self.total = total
        if callable(options):
            self._factory: Callable[[], Iterable[Any]] | None = options
            self._options: tuple[Any, ...] | None = None
        else:
            self._factory = None
            self._options = tuple(options)

    @property
    def options(self) -> tuple[Any, ...]:
        """The legal options (computed on first use)."""
        if self._options is None:
            assert self._factory is not None
            self._options = tuple(self._factory())
            self._factory = None
        return self._options

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` is among the options (the generic check). The game's own
        ``verify`` is the authority: it also accepts refinements the options leave to the
        engine, such as an explicit mana payment."""
        kind = self.kind
        if kind is DecisionKind.CHOOSE_ONE or kind is DecisionKind.CHOOSE_NUMBER:
            return action in self.options
        if kind is DecisionKind.YES_NO:
            return action is True or action is False
        if not isinstance(action, tuple):
            return False
        options = self.options
        if kind is DecisionKind.ASSIGN:
            return (
                len(action) == len(options)
                and all(isinstance(n, int) and n >= 0 for n in action)
                and sum(action) == self.total
            )
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

    def describe_legal(self, limit: int = 12) -> str:
        """A short list of the legal options, for error messages."""
        shown = [repr(o) for o in self.options[:limit]]
        more = len(self.options) - limit
        text = ", ".join(shown)
        if more > 0:
            text += f", … ({more} more)"
        if self.kind in (DecisionKind.CHOOSE_SUBSET, DecisionKind.CHOOSE_ORDERED):
            text = f"a tuple of {self.min_count}..{self.max_count} of: {text}"
        return text

    def __repr__(self) -> str:
        return (
            f"Decision(player={self.player}, kind={self.kind.value!r}, tag={self.tag!r}, "
            f"prompt={self.prompt!r})"
        )


def _position(options: tuple[Any, ...], item: Any) -> int:
    try:
        return options.index(item)
    except ValueError:
        return -1
