"""Turning actions into JSON and back, for game records.

Game actions are frozen dataclasses of plain values. An action is written as
``{"type": ClassName, field: value, …}``; bools, ints and strings stand for themselves and a
tuple of actions (a multi-select answer) is a JSON list.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.core.errors import RecordError


class ActionCodec:
    """Encodes and decodes one game's action classes."""

    def __init__(self, action_types: Iterable[type[Any]]) -> None:
        self._types: dict[str, type[Any]] = {t.__name__: t for t in action_types}

    def encode(self, action: Any) -> Any:
        if isinstance(action, (bool, int, str)) or action is None:
            return action
        if isinstance(action, tuple):
            return [self.encode(a) for a in action]
        if dataclasses.is_dataclass(action) and not isinstance(action, type):
            name = type(action).__name__
            if name not in self._types:
                raise RecordError(f"action type {name!r} is not one this game records")
            out: dict[str, Any] = {"type": name}
            for f in dataclasses.fields(action):
                out[f.name] = self.encode(getattr(action, f.name))
            return out
        raise RecordError(f"cannot record action {action!r}: not a dataclass or plain value")

    def decode(self, data: Any) -> Any:
        if isinstance(data, (bool, int, str)) or data is None:
            return data
        if isinstance(data, list):
            return tuple(self.decode(d) for d in data)
        if isinstance(data, Mapping):
            name = data.get("type")
            cls = self._types.get(name) if isinstance(name, str) else None
            if cls is None:
                known = ", ".join(sorted(self._types))
                raise RecordError(f"unknown action type {name!r}; this game knows: {known}")
            fields = {k: self.decode(v) for k, v in data.items() if k != "type"}
            try:
                return cls(**fields)
            except TypeError as error:
                raise RecordError(f"action {dict(data)!r} has the wrong fields: {error}") from None
        raise RecordError(f"cannot read action {data!r}")
