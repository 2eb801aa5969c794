"""Stable integer actions and legal-action masks, for search and learning (kernel v2, gap 8).

Each game declares a fixed :class:`ActionSpace`: an integer range ``0..size-1`` and a mapping
between the legal options of a pending decision and integers in it. The kernel builds a boolean
mask from the options (:meth:`cardtable.core.game.Game.legal_mask`), so every legal action is
reachable through the mask and nothing outside the options is. Decisions that answer with a
tuple (subsets, orders, assignments, mappings) are not single integers; a game offers them to
integer agents through :meth:`ActionSpace.index` only if it encodes them (most games split such
choices into a sequence of single decisions for learning).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import IllegalAction

if TYPE_CHECKING:  # numpy is imported when a mask is built: a game start does not pay for it
    import numpy as np
    import numpy.typing as npt


class ActionSpace(Protocol):
    """A game's fixed integer action space."""

    @property
    def size(self) -> int: ...

    def index(self, decision: Decision, action: Any) -> int:
        """The integer of ``action`` (one of ``decision``'s options)."""

    def action(self, decision: Decision, index: int) -> Any:
        """The action an integer stands for in ``decision``; :class:`IllegalAction` if none."""


class OptionIndexSpace:
    """The generic space: integer *i* is the *i*-th option of a single-answer decision
    (``YES_NO``: 0 is no, 1 is yes). Stable as long as the game lists options in a stable order."""

    def __init__(self, size: int) -> None:
        self._size = size

    @property
    def size(self) -> int:
        return self._size

    def index(self, decision: Decision, action: Any) -> int:
        if decision.kind is DecisionKind.YES_NO:
            return int(bool(action))
        _require_single(decision)
        try:
            position = decision.options.index(action)
        except ValueError:
            raise IllegalAction(f"{action!r} is not one of the options of {decision!r}") from None
        if position >= self._size:
            raise IllegalAction(
                f"option {position} of {decision!r} is beyond this game's action space "
                f"({self._size} actions)")
        return position

    def action(self, decision: Decision, index: int) -> Any:
        if decision.kind is DecisionKind.YES_NO:
            if index not in (0, 1):
                raise IllegalAction(f"a yes/no decision takes 0 or 1, not {index}")
            return index == 1
        _require_single(decision)
        if not 0 <= index < len(decision.options):
            raise IllegalAction(
                f"action {index} is not legal now: {decision!r} has {len(decision.options)} "
                "options")
        return decision.options[index]


def _require_single(decision: Decision) -> None:
    if decision.kind not in (DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER):
        raise IllegalAction(
            f"{decision.kind.value} decisions are answered with a tuple, not one integer")


def mask_for(space: ActionSpace, decision: Decision) -> npt.NDArray[np.bool_]:
    """The boolean mask of ``decision``'s legal options in ``space``."""
    import numpy as np

    mask = np.zeros(space.size, dtype=np.bool_)
    if decision.kind is DecisionKind.YES_NO:
        mask[:2] = True
        return mask
    for option in decision.options:
        mask[space.index(decision, option)] = True
    return mask
