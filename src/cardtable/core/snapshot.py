"""Views and decisions as snapshots: proving nothing hidden is reachable (kernel v2, gap 4).

A view or a decision that leaves the engine must be plain immutable data with no path back to the
game. :func:`reachable` walks every object reachable from a value through attributes, slots,
dataclass fields, mappings and sequences, so a test can assert that no game, no random generator
and no hidden card is among them.
"""

from __future__ import annotations

import dataclasses
import enum
import types
from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class FrozenMapping(Mapping[K, V]):
    """A read-only mapping for snapshots: like ``types.MappingProxyType`` over a dict nobody
    else holds, but it can be copied, deep-copied and pickled (a game that caches parts of its
    views stays deep-copyable)."""

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[K, V] | None = None) -> None:
        self._data: dict[K, V] = dict(data or {})

    @classmethod
    def adopt(cls, data: dict[K, V]) -> FrozenMapping[K, V]:
        """A mapping over ``data`` itself, without a copy: for a dict nobody else holds or
        changes."""
        mapping = cls.__new__(cls)
        mapping._data = data
        return mapping

    def with_item(self, key: K, value: V) -> FrozenMapping[K, V]:
        """A new mapping equal to this one but with ``key`` set to ``value`` (one C-level dict
        copy: for a snapshot part that changed in one place)."""
        data = self._data.copy()
        data[key] = value
        return FrozenMapping.adopt(data)

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def get(self, key: K, default: Any = None) -> Any:
        return self._data.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    # Read-only views of the inner dict, at dict speed (the Mapping mixins iterate in Python).
    def keys(self) -> KeysView[K]:
        return self._data.keys()

    def values(self) -> ValuesView[V]:
        return self._data.values()

    def items(self) -> ItemsView[K, V]:
        return self._data.items()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMapping):
            return self._data == other._data
        return isinstance(other, Mapping) and self._data == dict(other)

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenMapping, (self._data,))

    def __repr__(self) -> str:
        return f"FrozenMapping({self._data!r})"

_ATOMS = (int, float, str, bytes, bool, type(None), enum.Enum, range)


def reachable(root: Any, limit: int = 1_000_000) -> Iterator[Any]:
    """Every object reachable from ``root`` (each once), ``root`` first."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        if len(seen) > limit:
            raise RuntimeError(f"more than {limit} objects reachable from {type(root).__name__}")
        yield value
        if isinstance(value, (*_ATOMS, type)):
            continue
        if isinstance(value, Mapping):
            stack.extend(value.keys())
            stack.extend(value.values())
            continue
        if isinstance(value, (tuple, list, set, frozenset)):
            stack.extend(value)
            continue
        if isinstance(value, (types.FunctionType, types.MethodType, types.BuiltinMethodType,
                              types.GeneratorType)):
            yield from _callable_parts(value, stack)
            continue
        if dataclasses.is_dataclass(value):
            stack.extend(getattr(value, f.name) for f in dataclasses.fields(value))
        for cls in type(value).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if isinstance(slot, str) and hasattr(value, slot):
                    stack.append(getattr(value, slot))
        if hasattr(value, "__dict__"):
            stack.extend(vars(value).values())


def _callable_parts(value: Any, stack: list[Any]) -> Iterator[Any]:
    bound = getattr(value, "__self__", None)
    if bound is not None:
        stack.append(bound)
    closure = getattr(value, "__closure__", None) or ()
    stack.extend(cell.cell_contents for cell in closure)
    frame = getattr(value, "gi_frame", None)
    if frame is not None:
        stack.extend(frame.f_locals.values())
    return iter(())


def is_snapshot(value: Any) -> bool:
    """Whether everything reachable from ``value`` is immutable plain data (no list, dict, set,
    callable or mutable object anywhere)."""
    for item in reachable(value):
        if isinstance(item, (*_ATOMS, tuple, frozenset)):
            continue
        if isinstance(item, (types.MappingProxyType, FrozenMapping)):
            continue
        if dataclasses.is_dataclass(item) and not isinstance(item, type):
            params = getattr(type(item), "__dataclass_params__", None)
            if params is not None and params.frozen:
                continue
        return False
    return True
