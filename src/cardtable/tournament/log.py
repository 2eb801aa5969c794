"""The tournament event log: every change to an event is one frozen entry appended to it.

Nothing about an event is stored except this log. Standings, pairings, who is dropped, which
decks are locked — all of it is derived from the log by :func:`cardtable.tournament.state.replay`,
a pure function. Correcting a result appends a correction; nothing is ever rewritten.

Each entry kind is a small dataclass with a ``kind`` tag; :func:`to_payload` and
:func:`from_payload` turn them into plain JSON-able dictionaries for the store.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Literal

from cardtable.core.errors import RecordError

GameKind = Literal["magic", "meccg", "commander-pods"]
GAME_KINDS: tuple[GameKind, ...] = ("magic", "meccg", "commander-pods")
LatePolicy = Literal["zero", "losses"]
Capability = Literal["one-ring", "mp"]
ConductKind = Literal["stalling", "cheating", "mid-game-drop"]
#: MEC-5.3/5.4: conduct that takes the player out of the event for good (no re-entry, no rank).
REMOVING_CONDUCT: tuple[ConductKind, ...] = ("cheating", "mid-game-drop")
#: Match formats a Magic event can declare: best of 1, 3 or 5 games.
BEST_OF: tuple[int, ...] = (1, 3, 5)


@dataclasses.dataclass(frozen=True)
class EventCreated:
    """The event itself: its game, the rounds the organiser set (or None for the chart), the
    seed every random choice derives from, and the game's settings (MECCG TP table, pod points).
    """

    kind: ClassVar[str] = "created"
    name: str
    game: GameKind
    rounds: int | None
    seed: int
    settings: Mapping[str, Any] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class PlayerRegistered:
    """A player joins; ``joined_round`` is the first round they can be paired in.

    A late entrant (joined_round > 1) either starts with 0 points (``late="zero"``) or takes a
    match loss for each round missed (``late="losses"``). ``deck`` is the registered deck file's
    text (MEC-5.1), or None.
    """

    kind: ClassVar[str] = "registered"
    player: str
    joined_round: int = 1
    late: LatePolicy = "zero"
    deck: str | None = None


@dataclasses.dataclass(frozen=True)
class DeckRegistered:
    """A player's registered deck list replaced before the event starts (MEC-5.1)."""

    kind: ClassVar[str] = "deck"
    player: str
    deck: str


@dataclasses.dataclass(frozen=True)
class PlayerDropped:
    """A player leaves; they are not paired from round ``after_round + 1`` on."""

    kind: ClassVar[str] = "dropped"
    player: str
    after_round: int


@dataclasses.dataclass(frozen=True)
class PlayerUndropped:
    """A drop taken back between rounds; the player is paired again from the next round."""

    kind: ClassVar[str] = "undropped"
    player: str


@dataclasses.dataclass(frozen=True)
class RoundPaired:
    """A round's tables (each a tuple of player names) and its bye(s).

    A later ``RoundPaired`` for the same round (a re-pair before results) replaces the earlier
    one. ``method`` says how it was made: "exact", "fast", "pods", "random" or "manual".
    """

    kind: ClassVar[str] = "paired"
    round: int
    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...] = ()
    method: str = "exact"


@dataclasses.dataclass(frozen=True)
class ResultEntered:
    """One table's result.

    ``score`` by game: Magic ``{"games": [wins_first, wins_second, draws]}``; MECCG
    ``{"tp": [first, second], "mp": [first, second] | None, "how": "one-ring"|"mp"|"conduct"}``;
    commander pods ``{"winner": name}`` or ``{"winner": None}`` for a draw.
    ``correction`` is True when it replaces an earlier result of the same table.
    """

    kind: ClassVar[str] = "result"
    round: int
    table: int
    score: Mapping[str, Any]
    correction: bool = False


@dataclasses.dataclass(frozen=True)
class ConductRecorded:
    """MEC-5.3: stalling, cheating or a mid-game drop, ruled against ``player``; the opponent is
    awarded the maximum TP for their deck's capability (``capability``)."""

    kind: ClassVar[str] = "conduct"
    round: int
    table: int
    player: str
    conduct: ConductKind
    capability: Capability
    note: str = ""


@dataclasses.dataclass(frozen=True)
class PenaltyRecorded:
    """A penalty given to a player (Magic: warning, game loss…), recorded for the record."""

    kind: ClassVar[str] = "penalty"
    round: int
    table: int
    player: str
    penalty: str
    note: str = ""


@dataclasses.dataclass(frozen=True)
class RulingRecorded:
    """MEC-5.5: a judge's ruling, logged with its round and table."""

    kind: ClassVar[str] = "ruling"
    round: int
    table: int
    text: str


LogEntry = (
    EventCreated
    | PlayerRegistered
    | DeckRegistered
    | PlayerDropped
    | PlayerUndropped
    | RoundPaired
    | ResultEntered
    | ConductRecorded
    | PenaltyRecorded
    | RulingRecorded
)

_KINDS: dict[str, type[Any]] = {
    cls.kind: cls
    for cls in (
        EventCreated,
        PlayerRegistered,
        DeckRegistered,
        PlayerDropped,
        PlayerUndropped,
        RoundPaired,
        ResultEntered,
        ConductRecorded,
        PenaltyRecorded,
        RulingRecorded,
    )
}


def kind_of(entry: LogEntry) -> str:
    """The entry's kind tag, as stored."""
    return entry.kind


def to_payload(entry: LogEntry) -> dict[str, Any]:
    """The entry as a JSON-able dictionary (without its kind)."""
    payload: dict[str, Any] = {}
    for field in dataclasses.fields(entry):
        value = getattr(entry, field.name)
        if field.name == "tables":
            value = [list(table) for table in value]
        elif isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, Mapping):
            value = dict(value)
        payload[field.name] = value
    return payload


def from_payload(kind: str, payload: Mapping[str, Any]) -> LogEntry:
    """Rebuild an entry from its stored kind and payload."""
    cls = _KINDS.get(kind)
    if cls is None:
        raise RecordError(f"unknown tournament log entry kind {kind!r}")
    values = dict(payload)
    if "tables" in values:
        values["tables"] = tuple(tuple(table) for table in values["tables"])
    if "byes" in values:
        values["byes"] = tuple(values["byes"])
    try:
        entry: LogEntry = cls(**values)
    except TypeError as error:
        raise RecordError(f"malformed {kind!r} log entry {payload!r}: {error}") from error
    return entry
