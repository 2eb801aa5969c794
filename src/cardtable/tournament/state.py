"""An event's state, derived from its log by one pure function, :func:`replay`.

The state is a read-only picture: who is registered (and with which deck), who has dropped,
each round's tables and results, and the conduct events, penalties and rulings. Every view the
organiser sees (standings, pairings, exports) is computed from it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.core.errors import RecordError
from cardtable.tournament.log import (
    REMOVING_CONDUCT,
    ConductRecorded,
    DeckRegistered,
    EventCreated,
    GameKind,
    LatePolicy,
    LogEntry,
    PenaltyRecorded,
    PlayerDropped,
    PlayerRegistered,
    PlayerUndropped,
    ResultEntered,
    RoundPaired,
    RulingRecorded,
)


@dataclasses.dataclass
class PlayerRecord:
    """One registered player as the log describes them now."""

    name: str
    joined_round: int = 1
    late: LatePolicy = "zero"
    deck: str | None = None
    dropped_after: int | None = None
    #: MEC-5.4: dropped out during a game or removed for a conduct offence (cheating): out of
    #: the event for good, never re-entered and never ranked.
    removed: bool = False

    @property
    def is_dropped(self) -> bool:
        return self.dropped_after is not None


@dataclasses.dataclass
class TableRecord:
    """One table of a round: its players in seat order and its result, once entered."""

    number: int
    players: tuple[str, ...]
    score: Mapping[str, Any] | None = None
    corrected: bool = False

    @property
    def has_result(self) -> bool:
        return self.score is not None


@dataclasses.dataclass
class RoundRecord:
    """One round: its tables, its byes and how it was paired."""

    number: int
    tables: list[TableRecord]
    byes: tuple[str, ...] = ()
    method: str = "exact"

    @property
    def is_complete(self) -> bool:
        return all(table.has_result for table in self.tables)

    def table(self, number: int) -> TableRecord | None:
        if 1 <= number <= len(self.tables):
            return self.tables[number - 1]
        return None


@dataclasses.dataclass
class EventState:
    """Everything the log says about one event."""

    name: str
    game: GameKind
    rounds_setting: int | None
    seed: int
    settings: Mapping[str, Any]
    players: dict[str, PlayerRecord] = dataclasses.field(default_factory=dict)
    rounds: list[RoundRecord] = dataclasses.field(default_factory=list)
    conduct: list[ConductRecorded] = dataclasses.field(default_factory=list)
    penalties: list[PenaltyRecorded] = dataclasses.field(default_factory=list)
    rulings: list[RulingRecorded] = dataclasses.field(default_factory=list)
    #: How many times each round has been paired (re-pairs included); seeds the next re-pair.
    pairing_counts: dict[int, int] = dataclasses.field(default_factory=dict)

    @property
    def current_round(self) -> int:
        """The number of the latest paired round (0 before the event starts)."""
        return len(self.rounds)

    @property
    def is_started(self) -> bool:
        """True once round 1 is paired; registered decks are locked from then on (MEC-5.1)."""
        return bool(self.rounds)

    @property
    def standings_round(self) -> int:
        """The round the standings describe — the one definition every view uses.

        Standings "after round N" count rounds 1…N, where N is the latest paired round whose
        results are all entered. The round in play (paired, results still missing) counts as a
        whole once its last result is entered: until then neither its entered results nor its
        bye appear in the standings.
        """
        current = self.round(self.current_round)
        if current is not None and not current.is_complete:
            return self.current_round - 1
        return self.current_round

    def round(self, number: int) -> RoundRecord | None:
        if 1 <= number <= len(self.rounds):
            return self.rounds[number - 1]
        return None

    def active_players(self) -> list[str]:
        """Players who would be paired in the next round, in registration order."""
        return [record.name for record in self.players.values() if not record.is_dropped]


def replay(entries: Iterable[LogEntry]) -> EventState:
    """Rebuild an event's state from its log, oldest entry first."""
    iterator = iter(entries)
    first = next(iterator, None)
    if not isinstance(first, EventCreated):
        raise RecordError("a tournament log must start with the event's creation")
    state = EventState(
        name=first.name,
        game=first.game,
        rounds_setting=first.rounds,
        seed=first.seed,
        settings=dict(first.settings),
    )
    for entry in iterator:
        _apply(state, entry)
    return state


def _apply(state: EventState, entry: LogEntry) -> None:
    if isinstance(entry, PlayerRegistered):
        state.players[entry.player] = PlayerRecord(
            name=entry.player, joined_round=entry.joined_round, late=entry.late, deck=entry.deck
        )
    elif isinstance(entry, DeckRegistered):
        _player(state, entry.player).deck = entry.deck
    elif isinstance(entry, PlayerDropped):
        _player(state, entry.player).dropped_after = entry.after_round
    elif isinstance(entry, PlayerUndropped):
        _player(state, entry.player).dropped_after = None
    elif isinstance(entry, RoundPaired):
        tables = [
            TableRecord(number=index, players=tuple(players))
            for index, players in enumerate(entry.tables, start=1)
        ]
        record = RoundRecord(entry.round, tables, tuple(entry.byes), entry.method)
        if entry.round == len(state.rounds):
            state.rounds[-1] = record
        elif entry.round == len(state.rounds) + 1:
            state.rounds.append(record)
        else:
            raise RecordError(f"round {entry.round} paired out of order")
        state.pairing_counts[entry.round] = state.pairing_counts.get(entry.round, 0) + 1
        for name in [*record.byes, *(name for table in tables for name in table.players)]:
            # A late entrant taken into a re-pair of the round they registered during.
            player = _player(state, name)
            player.joined_round = min(player.joined_round, entry.round)
    elif isinstance(entry, ResultEntered):
        table = _table(state, entry.round, entry.table)
        table.score = dict(entry.score)
        table.corrected = table.corrected or entry.correction
    elif isinstance(entry, ConductRecorded):
        state.conduct.append(entry)
        if entry.conduct in REMOVING_CONDUCT:
            _player(state, entry.player).removed = True
    elif isinstance(entry, PenaltyRecorded):
        state.penalties.append(entry)
    elif isinstance(entry, RulingRecorded):
        state.rulings.append(entry)
    elif isinstance(entry, EventCreated):
        raise RecordError("a tournament log holds exactly one creation entry")


def _player(state: EventState, name: str) -> PlayerRecord:
    record = state.players.get(name)
    if record is None:
        raise RecordError(f"log entry names unregistered player {name!r}")
    return record


def _table(state: EventState, round_number: int, table_number: int) -> TableRecord:
    round_record = state.round(round_number)
    table = round_record.table(table_number) if round_record else None
    if table is None:
        raise RecordError(f"log entry names missing table {round_number}.{table_number}")
    return table


def advance(state: EventState, entries: Iterable[LogEntry]) -> EventState:
    """Apply more entries to a state in place (for operations made of several steps)."""
    for entry in entries:
        _apply(state, entry)
    return state
