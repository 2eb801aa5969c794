"""Frozen game events: the append-only log that views, replays and golden tests read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``data`` is public; ``secret`` only ``player`` may see
    (for example the names of the cards they drew)."""

    kind: str
    player: int | None = None
    data: tuple[tuple[str, Any], ...] = ()
    secret: tuple[tuple[str, Any], ...] = ()

    def for_player(self, observer: int | None) -> Event:
        """The event as ``observer`` may see it (``None``: a spectator sees public data only)."""
        if not self.secret or observer == self.player:
            return self
        return Event(self.kind, self.player, self.data, ())

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.player is not None:
            out["player"] = self.player
        out.update(self.data)
        if self.secret:
            out["secret"] = dict(self.secret)
        return out

    def __str__(self) -> str:
        who = f"P{self.player} " if self.player is not None else ""
        parts = [f"{k}={_fmt(v)}" for k, v in self.data + self.secret]
        return f"{who}{self.kind}" + (" " + " ".join(parts) if parts else "")


def _fmt(value: Any) -> str:
    if isinstance(value, (tuple, list)):
        return "[" + ",".join(_fmt(v) for v in value) + "]"
    return str(value)
