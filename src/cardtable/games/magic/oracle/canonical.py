"""One object per distinct value in a compiled database, so that its pickle (the cache) is a
function of the values alone.

A pickle writes an object it has already written as a back-reference, so its bytes depend on
which equal values are the *same* object. In one process the line cache makes every card with
"Flying" share one ``Keyword``; cards compiled in several worker processes
(:mod:`.pool`) come back with one copy per worker. :class:`Interner` rebuilds a value bottom-up
so that equal strings, tuples and frozen dataclasses are one object (hash-consing): the
database compiled by one process or by many then pickles to the same bytes, and the cache is
smaller and loads faster than without the sharing.

Values are merged by type and structure, never by ``==`` alone (``True == 1`` and
``(1,) == (True,)``, but they pickle differently). Numbers, ``None`` and enum members are not
memoised by pickle and are left as they are.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

_SCALARS: frozenset[type] = frozenset({int, float, bool, complex, type(None), bytes})


class Interner:
    """Maps values to their one canonical object (keeps every object it saw alive, so the
    identities it keys on stay valid)."""

    def __init__(self) -> None:
        self._by_key: dict[Any, Any] = {}
        self._seen: dict[int, tuple[Any, Any]] = {}

    def _key(self, value: Any) -> Any:
        kind = type(value)
        return (kind, value) if kind in _SCALARS else id(value)

    def __call__(self, value: Any) -> Any:
        kind = type(value)
        if kind in _SCALARS or isinstance(value, enum.Enum):
            return value
        if kind is str:
            return self._by_key.setdefault((str, value), value)
        hit = self._seen.get(id(value))
        if hit is not None:
            return hit[1]
        if kind is tuple:
            items: tuple[Any, ...] = tuple(self(v) for v in value)
            key: Any = (tuple, tuple(self._key(v) for v in items))
            out = self._by_key.get(key)
            if out is None:
                out = value if all(a is b for a, b in zip(items, value, strict=True)) else items
                self._by_key[key] = out
        elif (names := _field_names(kind)) is not None:
            values = [self(getattr(value, n)) for n in names]
            key = (kind, tuple(self._key(v) for v in values))
            out = self._by_key.get(key)
            if out is None:
                out = value
                if any(v is not getattr(value, n) for n, v in zip(names, values, strict=True)):
                    out = object.__new__(kind)
                    for n, v in zip(names, values, strict=True):
                        object.__setattr__(out, n, v)
                self._by_key[key] = out
        else:
            raise TypeError(f"a compiled card holds a {kind.__name__}; only strings, numbers, "
                            "tuples, enums and frozen dataclasses can be made canonical")
        self._seen[id(value)] = (value, out)
        return out


_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _field_names(kind: type) -> tuple[str, ...] | None:
    """The fields of a dataclass type, ``None`` for any other type."""
    if kind not in _FIELDS:
        _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(kind)) \
            if dataclasses.is_dataclass(kind) else None
    return _FIELDS[kind]
