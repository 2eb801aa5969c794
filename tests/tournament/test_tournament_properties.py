"""Property tests over random events: random results, drops, un-drops, late entries, odd counts.

For every round paired: every active player sits at exactly one table or has the bye; no
rematch and no second bye while a pairing without them exists; and the standings' points always
equal the sum of the results entered. Run with the exact method and with the fast one.
"""

from __future__ import annotations

from unittest import mock

import networkx as nx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.tournament import operations, swiss
from cardtable.tournament.log import LogEntry, RoundPaired
from cardtable.tournament.standings import standings
from cardtable.tournament.state import EventState, replay

RESULTS = ["2-0", "2-1", "1-2", "0-2", "1-1-1", "0-0-1"]
BYE = "<bye>"


def rematch_free_pairing_exists(state: EventState, active: list[str]) -> bool:
    """Is there a pairing of ``active`` with no rematch and no second bye?"""
    met: dict[str, set[str]] = {name: set() for name in state.players}
    had_bye: set[str] = set()
    for record in state.rounds:
        had_bye.update(record.byes)
        for table in record.tables:
            for name in table.players:
                met[name].update(other for other in table.players if other != name)
    graph = nx.Graph()
    graph.add_nodes_from(active)
    for index, first in enumerate(active):
        for second in active[index + 1:]:
            if second not in met[first]:
                graph.add_edge(first, second)
    vertices = len(active)
    if vertices % 2:
        vertices += 1
        graph.add_node(BYE)
        graph.add_edges_from((name, BYE) for name in active if name not in had_bye)
    return len(nx.max_weight_matching(graph, maxcardinality=True)) * 2 == vertices


def expected_points(state: EventState) -> dict[str, int]:
    """Sum of results, computed independently of the scoring module: a round counts (its bye
    included) once every table of it has a result."""
    points = {name: 0 for name in state.players}  # a late entrant's missed rounds score 0
    for record in state.rounds:
        if any(table.score is None for table in record.tables):
            continue
        for name in record.byes:
            points[name] += 3
        for table in record.tables:
            if table.score is None:
                continue
            wins, losses, _draws = table.score["games"]
            first, second = table.players
            if wins > losses:
                points[first] += 3
            elif losses > wins:
                points[second] += 3
            else:
                points[first] += 1
                points[second] += 1
    return points


@st.composite
def events(draw: st.DrawFn) -> list[tuple[str, object]]:
    """A script of organiser actions for one event."""
    count = draw(st.integers(2, 13))
    script: list[tuple[str, object]] = [("add", f"P{i}") for i in range(count)]
    for round_number in range(draw(st.integers(1, 6))):
        script.append(("pair", None))
        script.append(("results", draw(st.lists(st.sampled_from(RESULTS), min_size=8,
                                                 max_size=8))))
        for _ in range(draw(st.integers(0, 2))):
            script.append(draw(st.sampled_from([
                ("drop", draw(st.integers(0, 40))),
                ("undrop", draw(st.integers(0, 40))),
                ("late", (f"L{round_number}-{draw(st.integers(0, 99))}",
                          draw(st.sampled_from(["zero", "losses"])))),
            ])))
    return script


def play(script: list[tuple[str, object]]) -> None:
    log: list[LogEntry] = [operations.create_event("prop", "magic", rounds=6, seed=11)]
    for action, value in script:
        state = replay(log)
        if action == "add":
            log += operations.register(state, str(value))
        elif action == "late":
            name, policy = value  # type: ignore[misc]
            if name not in state.players:
                log += operations.register(state, name, None, policy)
        elif action in ("drop", "undrop"):
            names = list(state.players)
            name = names[int(value) % len(names)]  # type: ignore[call-overload]
            dropped = state.players[name].is_dropped
            if action == "drop" and not dropped and len(state.active_players()) > 2:
                log += operations.drop(state, name)
            elif action == "undrop" and dropped:
                log += operations.undrop(state, name)
        elif action == "pair":
            active = state.active_players()
            avoidable = rematch_free_pairing_exists(state, active)
            new = operations.pair_next(state)
            (paired,) = new
            assert isinstance(paired, RoundPaired)
            seated = [name for table in paired.tables for name in table] + list(paired.byes)
            assert sorted(seated) == sorted(active), "each active player exactly once"
            assert len(paired.byes) == len(active) % 2
            if avoidable and paired.round > 1:
                for first, second in paired.tables:
                    assert all(second not in t.players for r in state.rounds for t in r.tables
                               if first in t.players), f"avoidable rematch {first}-{second}"
                earlier_byes = {name for r in state.rounds for name in r.byes}
                assert not set(paired.byes) & earlier_byes, "avoidable second bye"
            log += new
        elif action == "results":
            results = list(value)  # type: ignore[call-overload]
            current = state.rounds[-1]
            for index, table in enumerate(current.tables):
                log += operations.enter_result(state, current.number, table.number,
                                               results[index % len(results)])
        state = replay(log)
        totals = {line.player: line.points for line in standings(state)}
        assert totals == expected_points(state)


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(events())
def test_random_events_exact_method(script: list[tuple[str, object]]) -> None:
    play(script)


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(events())
def test_random_events_fast_method(script: list[tuple[str, object]]) -> None:
    with mock.patch.object(swiss, "EXACT_LIMIT", 0):
        play(script)
