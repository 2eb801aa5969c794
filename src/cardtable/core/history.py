"""An append-only history that clones share (kernel v2, gap 10).

A clone of a game must not copy the whole history, or clones get slower as a game goes on.
:class:`History` is persistent: :meth:`branch` returns a new history that sees this one's
first ``len(self)`` entries through a shared, never-modified prefix and appends to a list of its
own, in O(1). The original may keep appending: entries past the branch point are invisible to
the branch, because the branch remembers how many it shares.
"""

from __future__ import annotations

from collections.abc import Iterator
from copy import deepcopy
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class History(Generic[T]):
    """A persistent append-only sequence."""

    __slots__ = ("_own", "_parent", "_shared")

    def __init__(self) -> None:
        self._parent: History[T] | None = None
        self._shared = 0
        self._own: list[T] = []

    def append(self, item: T) -> None:
        self._own.append(item)

    def __len__(self) -> int:
        return self._shared + len(self._own)

    def branch(self) -> History[T]:
        """A history equal to this one now, sharing its entries; O(1)."""
        child: History[T] = History()
        if self._own:
            child._parent = self
            child._shared = len(self)
        else:  # nothing of our own: share our parent directly (keeps chains short)
            child._parent = self._parent
            child._shared = self._shared
        return child

    def _materialize(self, limit: int, out: list[T]) -> None:
        segments: list[tuple[list[T], int]] = []  # (own entries, how many of them), newest first
        node: History[T] | None = self
        while node is not None and limit > 0:
            take = limit - node._shared
            if take > 0:
                segments.append((node._own, take))
            limit = min(node._shared, limit)
            node = node._parent
        for own, take in reversed(segments):
            out.extend(own[:take])

    def to_list(self) -> list[T]:
        out: list[T] = []
        self._materialize(len(self), out)
        return out

    def slice_from(self, start: int) -> list[T]:
        """Entries from ``start`` to the end."""
        if start >= self._shared:
            return self._own[start - self._shared:]
        return self.to_list()[start:]

    def __iter__(self) -> Iterator[T]:
        return iter(self.to_list())

    def __getitem__(self, index: int) -> T:
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        node: History[T] = self
        while index < node._shared:
            assert node._parent is not None
            node = node._parent
        return node._own[index - node._shared]

    def __deepcopy__(self, memo: dict[int, Any]) -> History[T]:
        """A history of its own with copies of the entries (said explicitly: the mypyc build
        compiles this class, and a compiled class is not deep-copied field by field)."""
        copy: History[T] = History()
        copy._own = deepcopy(self.to_list(), memo)
        return copy

    def __repr__(self) -> str:
        return f"History(len={len(self)})"
