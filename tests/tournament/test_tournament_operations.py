"""Organiser actions: late entries, drops and un-drops, re-pairs, corrections, manual pairings,
commander pods."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.errors import TournamentError
from cardtable.tournament import operations
from cardtable.tournament.log import LogEntry, RoundPaired
from cardtable.tournament.pods import pair_pods, pod_sizes, repeat_count
from cardtable.tournament.standings import standings
from cardtable.tournament.state import replay


def magic(players: int, rounds: int = 4) -> list[LogEntry]:
    log: list[LogEntry] = [operations.create_event("Op", "magic", rounds, seed=2)]
    for index in range(players):
        log += operations.register(replay(log), f"P{index}")
    return log


def finish_round(log: list[LogEntry], score: str = "2-0") -> None:
    state = replay(log)
    for table in state.rounds[-1].tables:
        log += operations.enter_result(state, state.current_round, table.number, score)


def points(log: list[LogEntry]) -> dict[str, int]:
    return {line.player: line.points for line in standings(replay(log))}


def test_late_entry_with_zero_points() -> None:
    log = magic(4)
    log += operations.pair_next(replay(log))
    finish_round(log)
    log += operations.register(replay(log), "Late")
    assert replay(log).players["Late"].joined_round == 2
    assert points(log)["Late"] == 0
    line = next(item for item in standings(replay(log)) if item.player == "Late")
    assert line.rounds_played == 0
    log += operations.pair_next(replay(log))
    assert "Late" in {name for t in replay(log).rounds[1].tables for name in t.players} | set(
        replay(log).rounds[1].byes)


def test_late_entry_with_a_loss_per_missed_round() -> None:
    log = magic(4)
    for _ in range(2):
        log += operations.pair_next(replay(log))
        finish_round(log)
    log += operations.register(replay(log), "Late", None, "losses")
    line = next(item for item in standings(replay(log)) if item.player == "Late")
    assert line.record == (0, 2, 0) and line.points == 0 and line.rounds_played == 2


def test_late_entrant_taken_into_a_re_pair_of_the_current_round() -> None:
    log = magic(4)
    log += operations.pair_next(replay(log))
    log += operations.register(replay(log), "Late", None, "losses")
    log += operations.repair_current(replay(log))
    state = replay(log)
    assert state.players["Late"].joined_round == 1
    assert state.rounds[0].byes == ("Late",) or any(
        "Late" in t.players for t in state.rounds[0].tables)
    assert next(i for i in standings(state) if i.player == "Late").record[1] == 0


def test_repair_refused_after_a_result() -> None:
    log = magic(4)
    log += operations.pair_next(replay(log))
    log += operations.enter_result(replay(log), 1, 1, "2-1")
    with pytest.raises(TournamentError, match="re-paired only before"):
        operations.repair_current(replay(log))


def test_repair_gives_a_new_seeded_pairing_and_keeps_round_number() -> None:
    log = magic(8)
    log += operations.pair_next(replay(log))
    first = replay(log).rounds[0].tables
    log += operations.repair_current(replay(log))
    state = replay(log)
    assert state.current_round == 1 and state.pairing_counts[1] == 2
    assert [t.players for t in state.rounds[0].tables] != [t.players for t in first]


def test_drop_and_undrop_between_rounds() -> None:
    log = magic(5)
    log += operations.pair_next(replay(log))
    finish_round(log)
    log += operations.drop(replay(log), "p3")
    log += operations.pair_next(replay(log))
    assert "P3" not in [n for t in replay(log).rounds[1].tables for n in t.players]
    finish_round(log)
    log += operations.undrop(replay(log), "P3")
    log += operations.pair_next(replay(log))
    seated = [n for t in replay(log).rounds[2].tables for n in t.players]
    assert "P3" in seated + list(replay(log).rounds[2].byes)
    with pytest.raises(TournamentError, match="has not dropped"):
        operations.undrop(replay(log), "P3")


def test_correcting_an_earlier_result_changes_standings_and_later_pairings() -> None:
    log = magic(4)
    log += operations.pair_next(replay(log))
    finish_round(log, "2-0")
    winner = replay(log).rounds[0].tables[0].players[0]
    with pytest.raises(TournamentError, match="--correct"):
        operations.enter_result(replay(log), 1, 1, "0-2")
    log += operations.enter_result(replay(log), 1, 1, "0-2", correct=True)
    assert points(log)[winner] == 0
    assert replay(log).rounds[0].tables[0].corrected


def test_pairing_needs_enough_active_players() -> None:
    log = magic(2)
    log += operations.drop(replay(log), "P0")
    with pytest.raises(TournamentError, match="needs at least 2"):
        operations.pair_next(replay(log))


def test_next_round_needs_all_results() -> None:
    log = magic(4)
    log += operations.pair_next(replay(log))
    with pytest.raises(TournamentError, match="still needs results for table"):
        operations.pair_next(replay(log))


def test_all_rounds_played_is_final() -> None:
    log = magic(2, rounds=1)
    log += operations.pair_next(replay(log))
    finish_round(log)
    with pytest.raises(TournamentError, match="all 1 rounds"):
        operations.pair_next(replay(log))


def test_manual_pairing_is_logged_and_rest_auto_paired() -> None:
    log = magic(6)
    log += operations.pair_next(replay(log), [["p0", "P5"]])
    paired = log[-1]
    assert isinstance(paired, RoundPaired)
    assert paired.tables[0] == ("P0", "P5") and paired.method.startswith("manual+")
    assert sorted(n for t in paired.tables for n in t) == [f"P{i}" for i in range(6)]
    with pytest.raises(TournamentError, match="seated twice"):
        operations.repair_current(replay(log), [["P0", "P1"], ["P1", "P2"]])


def test_rounds_default_to_the_chart_unless_set() -> None:
    log: list[LogEntry] = [operations.create_event("Chart", "magic", None, seed=1)]
    for index in range(20):
        log += operations.register(replay(log), f"P{index}")
    assert operations.planned_rounds(replay(log)) == 5
    assert operations.planned_rounds(replay(magic(20, rounds=2))) == 2


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 40), st.integers(0, 10_000))
def test_pods_seat_every_player_once_in_pods_of_three_to_five(count: int, seed: int) -> None:
    names = [f"P{i}" for i in range(count)]
    pods = pair_pods(names, {n: i % 3 for i, n in enumerate(names)}, {}, random.Random(seed))
    assert sorted(n for pod in pods for n in pod) == sorted(names)
    assert all(3 <= len(pod) <= 5 for pod in pods)
    assert sum(1 for pod in pods if len(pod) != 4) <= 3


def test_unknown_game_refused() -> None:
    with pytest.raises(TournamentError, match="unknown game 'chess'"):
        operations.create_event("Other", "chess")


def test_bad_score_formats_are_refused() -> None:
    log = magic(2)
    log += operations.pair_next(replay(log))
    for bad in ("2:1", "3-0", "0-0", "two-one", "2-1-0-0"):
        with pytest.raises(TournamentError):
            operations.enter_result(replay(log), 1, 1, bad)
    with pytest.raises(TournamentError, match="no round 4"):
        operations.enter_result(replay(log), 4, 1, "2-0")


def test_player_lookup_is_forgiving() -> None:
    log = magic(0)
    log += operations.register(replay(log), "Jace Beleren")
    assert operations.player(replay(log), "jace  beleren") == "Jace Beleren"
    with pytest.raises(TournamentError, match="did you mean 'Jace Beleren'"):
        operations.player(replay(log), "Jace Belern")


@pytest.mark.parametrize(("count", "sizes"), [
    (3, [3]), (4, [4]), (5, [5]), (6, [3, 3]), (7, [4, 3]), (8, [4, 4]), (9, [3, 3, 3]),
    (13, [4, 3, 3, 3]), (16, [4, 4, 4, 4]),
])
def test_pod_sizes_four_with_threes_where_forced(count: int, sizes: list[int]) -> None:
    assert pod_sizes(count) == sizes


def test_pods_avoid_repeated_pod_mates() -> None:
    """16 players after a round of four pods: a round with no repeated pod-mate exists (one
    player from each earlier pod per pod), and the pairing finds one."""
    names = [f"P{i}" for i in range(16)]
    mates = {
        name: frozenset(n for n in names[(i // 4) * 4:(i // 4) * 4 + 4] if n != name)
        for i, name in enumerate(names)
    }
    for seed in range(10):
        pods = pair_pods(names, {n: 0 for n in names}, mates, random.Random(seed))
        assert repeat_count(pods, mates) == 0


def test_commander_pods_event_scores_win_5_draw_1_loss_0() -> None:
    log: list[LogEntry] = [operations.create_event("Pods", "commander-pods", 3, seed=1)]
    for index in range(7):
        log += operations.register(replay(log), f"P{index}")
    log += operations.pair_next(replay(log))
    state = replay(log)
    assert [len(t.players) for t in state.rounds[0].tables] == [4, 3]
    winner = state.rounds[0].tables[0].players[0]
    log += operations.enter_result(state, 1, 1, winner)
    log += operations.enter_result(replay(log), 1, 2, "draw")
    totals = points(log)
    assert totals[winner] == 5
    assert sorted(totals.values()) == [0, 0, 0, 1, 1, 1, 5]
    log += operations.pair_next(replay(log))
    state = replay(log)
    assert standings(state)[0].player == winner
    with pytest.raises(TournamentError, match="not in pod"):
        operations.enter_result(state, 2, 1, next(
            n for n in state.players if n not in state.rounds[1].tables[0].players))
