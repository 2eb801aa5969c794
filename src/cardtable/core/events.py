"""Frozen game events: the append-only log that views, replays and golden tests read.

Visibility is a set of players (kernel v2): an event's ``data`` is public; its ``secret`` is
seen only by the players in ``secret_to`` (by default the event's own ``player``: the cards they
drew). "Revealed to these players", "known to its controller" and "public" are all sets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PUBLIC: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``data`` is public; ``secret`` is seen by ``secret_to``
    (``None`` means the event's ``player`` alone)."""

    kind: str
    player: int | None = None
    data: tuple[tuple[str, Any], ...] = ()
    secret: tuple[tuple[str, Any], ...] = ()
    secret_to: frozenset[int] | None = None

    def audience(self) -> frozenset[int]:
        """The players who see the secret part."""
        if self.secret_to is not None:
            return self.secret_to
        return frozenset() if self.player is None else frozenset((self.player,))

    def is_visible_to(self, observer: int | None) -> bool:
        """Whether ``observer`` sees the whole event (``None``: a spectator)."""
        return not self.secret or (observer is not None and observer in self.audience())

    def for_player(self, observer: int | None) -> Event:
        """The event as ``observer`` may see it (``None``: a spectator sees public data only)."""
        if self.is_visible_to(observer):
            return self
        return Event(self.kind, self.player, self.data, (), self.secret_to)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.player is not None:
            out["player"] = self.player
        out.update(self.data)
        if self.secret:
            out["secret"] = dict(self.secret)
            if self.secret_to is not None:
                out["secret_to"] = sorted(self.secret_to)
        return out

    def __str__(self) -> str:
        who = f"P{self.player} " if self.player is not None else ""
        parts = [f"{k}={_fmt(v)}" for k, v in self.data + self.secret]
        return f"{who}{self.kind}" + (" " + " ".join(parts) if parts else "")


def _fmt(value: Any) -> str:
    if isinstance(value, (tuple, list)):
        return "[" + ",".join(_fmt(v) for v in value) + "]"
    return str(value)
