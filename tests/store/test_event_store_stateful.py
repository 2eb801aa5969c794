"""Hypothesis stateful tests of the event store: random sequences of add, late entry, drop,
undrop, pair, repair, result and correction, each run through :meth:`EventStore.run` against
a real database (SQLite, and PostgreSQL when a server is configured), checked after every step
against a plain model of what the organiser did.

The model knows nothing of the tournament package beyond the pairing the store returns: it
predicts which commands are refused (and checks that a refused command leaves the stored log
exactly as it was), who is registered, dropped or seated, each table's result, and every
player's points (3 a win, 1 a draw, 3 a bye; a round counts once all its results are in).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)

from cardtable.core.errors import TournamentError
from cardtable.store.database import EventStore
from cardtable.tournament import operations
from cardtable.tournament.standings import standings

SCORES = ["2-0", "2-1", "1-2", "0-2", "1-1", "1-1-1", "0-0-1"]


@dataclass
class ModelRound:
    tables: list[tuple[str, str]]
    byes: list[str]
    results: dict[int, str] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return len(self.results) == len(self.tables)


@dataclass
class Model:
    players: dict[str, bool] = field(default_factory=dict)  # name → dropped
    rounds: list[ModelRound] = field(default_factory=list)

    def active(self) -> list[str]:
        return [name for name, dropped in self.players.items() if not dropped]

    def points(self) -> dict[str, int]:
        points = dict.fromkeys(self.players, 0)
        for record in self.rounds:
            if not record.complete:
                continue
            for name in record.byes:
                points[name] += 3
            for number, (first, second) in enumerate(record.tables, start=1):
                wins, losses = (int(part) for part in record.results[number].split("-")[:2])
                if wins > losses:
                    points[first] += 3
                elif losses > wins:
                    points[second] += 3
                else:
                    points[first] += 1
                    points[second] += 1
        return points


class EventMachine(RuleBasedStateMachine):
    url: str = ""

    def __init__(self) -> None:
        super().__init__()
        self.store = EventStore(self.url)
        self.name = f"state-{uuid.uuid4().hex[:10]}"
        self.store.create(operations.create_event(self.name, "magic", 50, 7))
        self.model = Model()
        self.counter = 0

    def teardown(self) -> None:
        self.store.close()

    # -- helpers -------------------------------------------------------------------------------

    def _log_length(self) -> int:
        return len(self.store.log(self.name))

    def _refused(self, operation: object) -> None:
        """The command must be refused with a TournamentError and change nothing."""
        before = self._log_length()
        with pytest.raises(TournamentError):
            self.store.run(self.name, operation)  # type: ignore[arg-type]
        assert self._log_length() == before

    def _pick(self, index: int) -> str | None:
        names = list(self.model.players)
        return names[index % len(names)] if names else None

    def _seat_from_store(self) -> None:
        state = self.store.load(self.name)
        record = state.rounds[-1]
        tables = [(table.players[0], table.players[1]) for table in record.tables]
        model_round = ModelRound(tables, list(record.byes))
        if len(self.model.rounds) == record.number:
            self.model.rounds[-1] = model_round
        else:
            self.model.rounds.append(model_round)
        seated = [name for table in tables for name in table] + list(record.byes)
        assert sorted(seated) == sorted(self.model.active()), "each active player once"
        assert len(record.byes) == len(self.model.active()) % 2

    # -- rules ---------------------------------------------------------------------------------

    @initialize(count=st.integers(0, 5))
    def registered_before_the_start(self, count: int) -> None:
        for _ in range(count):
            self.add("zero")

    @rule(policy=st.sampled_from(["zero", "losses"]))
    def add(self, policy: str) -> None:
        """A registration; after round 1 is paired it is a late entry."""
        self.counter += 1
        name = f"Player {self.counter}"
        self.store.run(self.name, lambda s: operations.register(s, name, None, policy))  # type: ignore[arg-type]
        self.model.players[name] = False

    @rule(index=st.integers(0, 30))
    def add_existing_name_is_refused(self, index: int) -> None:
        name = self._pick(index)
        if name is not None:
            self._refused(lambda s: operations.register(s, name.upper()))

    @rule(index=st.integers(0, 30))
    def drop(self, index: int) -> None:
        name = self._pick(index)
        if name is None:
            return
        if self.model.players[name]:
            self._refused(lambda s: operations.drop(s, name))
            return
        self.store.run(self.name, lambda s: operations.drop(s, name.lower()))
        self.model.players[name] = True

    @rule(index=st.integers(0, 30))
    def undrop(self, index: int) -> None:
        name = self._pick(index)
        if name is None:
            return
        if not self.model.players[name]:
            self._refused(lambda s: operations.undrop(s, name))
            return
        self.store.run(self.name, lambda s: operations.undrop(s, name))
        self.model.players[name] = False

    @rule()
    def pair(self) -> None:
        current = self.model.rounds[-1] if self.model.rounds else None
        if not self.model.players or (current is not None and not current.complete) or len(
            self.model.active()
        ) < 2:
            self._refused(operations.pair_next)
            return
        self.store.run(self.name, operations.pair_next)
        self._seat_from_store()

    @rule()
    def repair(self) -> None:
        current = self.model.rounds[-1] if self.model.rounds else None
        if current is None or current.results or len(self.model.active()) < 2:
            self._refused(operations.repair_current)
            return
        self.store.run(self.name, operations.repair_current)
        self._seat_from_store()

    def _enter(self, table: int, score: str, correct: bool) -> None:
        number = len(self.model.rounds)

        def enter(state: object) -> object:
            return operations.enter_result(state, number, table, score, correct=correct)  # type: ignore[arg-type]

        current = self.model.rounds[-1] if self.model.rounds else None
        if current is None or table > len(current.tables) or (
            (table in current.results) != correct
        ):
            self._refused(enter)
            return
        self.store.run(self.name, enter)  # type: ignore[arg-type]
        current.results[table] = score

    @rule(table=st.integers(1, 8), score=st.sampled_from(SCORES), correct=st.booleans())
    def result_any_table(self, table: int, score: str, correct: bool) -> None:
        """Any table number, entered or corrected: refused when the table is missing, already
        has a result (without correct) or has none to correct."""
        self._enter(table, score, correct)

    @rule(scores=st.lists(st.sampled_from(SCORES), min_size=1, max_size=8))
    def finish_round(self, scores: list[str]) -> None:
        """Enter every missing result of the round in play (one command each)."""
        if not self.model.rounds:
            return
        current = self.model.rounds[-1]
        for number in range(1, len(current.tables) + 1):
            if number not in current.results:
                self._enter(number, scores[number % len(scores)], False)

    @rule(table=st.integers(1, 8), score=st.sampled_from(SCORES))
    def correction(self, table: int, score: str) -> None:
        """Correct an entered result (any table of the round in play that has one)."""
        if self.model.rounds and self.model.rounds[-1].results:
            entered = sorted(self.model.rounds[-1].results)
            self._enter(entered[table % len(entered)], score, True)

    @rule(score=st.sampled_from(["2-2", "2-2-1", "3-0", "0-0"]))
    def impossible_score_is_refused(self, score: str) -> None:
        if self.model.rounds and self.model.rounds[-1].tables:
            number = len(self.model.rounds)
            self._refused(lambda s: operations.enter_result(s, number, 1, score, correct=True))

    # -- invariants ----------------------------------------------------------------------------

    @invariant()
    def store_matches_model(self) -> None:
        state = self.store.load(self.name)
        assert list(state.players) == list(self.model.players)
        assert {n: p.is_dropped for n, p in state.players.items()} == self.model.players
        assert state.current_round == len(self.model.rounds)
        for stored, expected in zip(state.rounds, self.model.rounds, strict=True):
            assert [table.players for table in stored.tables] == expected.tables
            assert list(stored.byes) == expected.byes
            entered = {table.number: "-".join(str(n) for n in table.score["games"])
                       for table in stored.tables if table.score is not None}
            assert {number: _full(score) for number, score in expected.results.items()} \
                == entered
        assert {line.player: line.points for line in standings(state)} == self.model.points()


def _full(score: str) -> str:
    parts = score.split("-")
    return "-".join(parts + ["0"] * (3 - len(parts)))


def _run(url: str, examples: int) -> None:
    machine = type("Machine", (EventMachine,), {"url": url})
    run_state_machine_as_test(
        machine,
        settings=settings(max_examples=examples, stateful_step_count=25, deadline=None,
                          derandomize=True, suppress_health_check=list(HealthCheck)),
    )


def test_event_store_against_a_model_on_sqlite(tmp_path: object) -> None:
    from pathlib import Path

    _run(f"sqlite:///{Path(str(tmp_path)) / 'events.sqlite'}", examples=15)


@pytest.mark.postgres
def test_event_store_against_a_model_on_postgresql(pg_url: str) -> None:
    _run(pg_url, examples=6)
