"""The work stack: effects that pause in the middle, as plain data (kernel v2, gap 3).

Magic's resolution asks for targets, modes, X, "you may", the order of triggers and the order of
replacement effects halfway through an effect. A game keeps what it is in the middle of doing
as a stack of :class:`Frame` values — frozen dataclasses of plain data (numbers, strings, enums,
tuples, frozensets, other frames), never generators or closures — so a game can stop at any
point to ask a decision, and ``clone()`` is a copy of a list.

A game's step loop reads the top frame, does as much of it as it can, and either pops it, replaces
it with its next state (``frames are immutable: replace, don't mutate``), pushes a sub-frame, or
returns because the frame needs a decision. When the decision is answered, the frame reads the
answer and goes on.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator
from typing import Any

_PLAIN = (int, float, str, bytes, bool, type(None), enum.Enum)


@dataclasses.dataclass(frozen=True, slots=True)
class Frame:
    """Base of a game's work-stack frames. Subclasses are frozen dataclasses of plain data."""


# Values already proven plain, by id, each held so its id cannot be reused while it is here. A
# tuple, frozenset or frozen dataclass whose parts are all plain can never become anything else,
# so the proof stands; frames share their abilities and cards, and re-proving those on every
# push and replace was a tenth of a game's time.
_PROVEN: dict[int, Any] = {}
_PROVEN_LIMIT = 100_000


def is_plain(value: Any) -> bool:
    """Whether ``value`` is plain immutable data (what frames, decisions and views may hold)."""
    if isinstance(value, _PLAIN):
        return True
    if _PROVEN.get(id(value)) is value:
        return True
    if isinstance(value, (tuple, frozenset)):
        ok = all(is_plain(v) for v in value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        params = getattr(type(value), "__dataclass_params__", None)
        if params is None or not params.frozen:
            return False
        ok = all(is_plain(getattr(value, f.name)) for f in dataclasses.fields(value))
    else:
        return False
    if ok:
        if len(_PROVEN) >= _PROVEN_LIMIT:
            _PROVEN.clear()
        _PROVEN[id(value)] = value
    return ok


class WorkStack:
    """A stack of frames; the top is the work being done now."""

    __slots__ = ("_frames",)

    def __init__(self, frames: tuple[Frame, ...] = ()) -> None:
        self._frames: list[Frame] = list(frames)

    def push(self, frame: Frame) -> None:
        if not is_plain(frame):
            raise TypeError(f"work-stack frames must be frozen plain data; {frame!r} is not")
        self._frames.append(frame)

    def pop(self) -> Frame:
        return self._frames.pop()

    def replace_top(self, frame: Frame) -> None:
        """Replace the top frame with its next state."""
        if not is_plain(frame):
            raise TypeError(f"work-stack frames must be frozen plain data; {frame!r} is not")
        self._frames[-1] = frame

    @property
    def top(self) -> Frame | None:
        return self._frames[-1] if self._frames else None

    def __len__(self) -> int:
        return len(self._frames)

    def __bool__(self) -> bool:
        return bool(self._frames)

    def __iter__(self) -> Iterator[Frame]:
        return iter(self._frames)

    def copy(self) -> WorkStack:
        """An independent stack (frames are immutable, so they are shared)."""
        return WorkStack(tuple(self._frames))

    def frames(self) -> tuple[Frame, ...]:
        return tuple(self._frames)

    def __repr__(self) -> str:
        return f"WorkStack({self._frames!r})"
