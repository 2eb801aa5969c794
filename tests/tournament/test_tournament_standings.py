"""MTR standings and tie-breakers (Appendix C), top-cut seeding, and the round charts."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cardtable.tournament.log import (
    EventCreated,
    LogEntry,
    PlayerDropped,
    PlayerRegistered,
    ResultEntered,
    RoundPaired,
)
from cardtable.tournament.rounds import recommended_rounds, top_cut_size
from cardtable.tournament.standings import bracket_order, standings, top_cut
from cardtable.tournament.state import replay


def magic_log(players: Sequence[str], rounds: Sequence[tuple[dict[tuple[str, str], str],
                                                            Sequence[str]]]) -> list[LogEntry]:
    """A Magic event: each round maps (first, second) → "w-l-d" and lists its byes."""
    log: list[LogEntry] = [EventCreated("T", "magic", 6, 1)]
    log += [PlayerRegistered(name) for name in players]
    for number, (tables, byes) in enumerate(rounds, start=1):
        log.append(RoundPaired(number, tuple(tables), tuple(byes)))
        for index, score in enumerate(tables.values(), start=1):
            games = [int(part) for part in score.split("-")]
            games += [0] * (3 - len(games))
            log.append(ResultEntered(number, index, {"games": games}))
    return log


def line_for(log: list[LogEntry], name: str):  # type: ignore[no-untyped-def]
    return next(line for line in standings(replay(log)) if line.player == name)


def test_mtr_match_win_percentage_example_5_2_0() -> None:
    """MTR Appendix C: 5–2–0 → 15 match points of 21 possible: 0.714."""
    opponents = [f"O{i}" for i in range(7)]
    rounds = [
        ({("P", opponent): "2-0" if i < 5 else "0-2"}, ()) for i, opponent in enumerate(opponents)
    ]
    line = line_for(magic_log(["P", *opponents], rounds), "P")
    assert line.points == 15
    assert line.mw == pytest.approx(15 / 21)


def test_mtr_game_win_percentage_counts_game_points() -> None:
    """MTR Appendix C: game points 3 per game won, 1 per game drawn, over 3 × games played."""
    rounds = [({("P", "A"): "2-1-1"}, ()), ({("P", "B"): "0-2"}, ())]
    line = line_for(magic_log(["P", "A", "B"], rounds), "P")
    assert line.gw == pytest.approx((3 * 2 + 1) / (3 * 6))


def test_mtr_dropped_1_3_0_player_has_033_not_025() -> None:
    """A 1-3-0 player who dropped: 3 / (3 × 4 rounds played) = 0.25, floored to 0.33; and the
    floor is what their opponents average."""
    rounds = [
        ({("P", "A"): "2-0"}, ()),
        ({("P", "B"): "0-2"}, ()),
        ({("P", "C"): "0-2"}, ()),
        ({("P", "D"): "0-2"}, ()),
    ]
    log = magic_log(["P", "A", "B", "C", "D"], rounds)
    log.append(PlayerDropped("P", 4))
    line = line_for(log, "P")
    assert line.dropped and line.mw == pytest.approx(0.33)
    assert line_for(log, "B").omw == pytest.approx(0.33)


def test_mtr_dropped_player_measured_over_rounds_played() -> None:
    """A 2-1 player who dropped after round 3 of a 6-round event: 6/9, not 6/18."""
    rounds = [({("P", "A"): "2-0"}, ()), ({("P", "B"): "2-1"}, ()), ({("P", "C"): "0-2"}, ())]
    log = magic_log(["P", "A", "B", "C"], rounds)
    log.append(PlayerDropped("P", 3))
    assert line_for(log, "P").mw == pytest.approx(6 / 9)


def test_mtr_bye_counts_in_own_percentages_and_not_in_opponents_averages() -> None:
    """A bye is a 2–0 match win in the player's own MW% and GW%, and is not an opponent: it is
    left out of that player's OMW%/OGW% average."""
    rounds = [
        ({("X", "Y"): "2-0"}, ("B",)),
        ({("X", "B"): "2-0"}, ("Y",)),
    ]
    log = magic_log(["B", "X", "Y"], rounds)
    b = line_for(log, "B")
    x = line_for(log, "X")
    assert b.points == 3 and b.record == (1, 1, 0)
    assert b.mw == pytest.approx(3 / 6)  # bye win + loss
    assert b.gw == pytest.approx(6 / 12)  # 2-0 from the bye + 0-2
    # B's only real opponent is X (6 points of 6): the bye adds nothing to B's average.
    assert b.omw == pytest.approx(1.0)
    assert b.ogw == pytest.approx(1.0)
    # X's opponents Y and B are each measured with their own byes included.
    assert x.omw == pytest.approx((0.5 + 0.5) / 2)


def test_mtr_percentages_floor_at_033() -> None:
    rounds = [({("P", "A"): "0-2"}, ()), ({("P", "B"): "0-2"}, ())]
    line = line_for(magic_log(["P", "A", "B"], rounds), "P")
    assert line.mw == pytest.approx(0.33) and line.gw == pytest.approx(0.33)


def test_mtr_tie_breaker_order_points_then_omw_then_gw_then_ogw() -> None:
    rounds = [
        ({("A", "C"): "2-0", ("B", "D"): "2-1"}, ()),
        ({("A", "B"): "2-0", ("C", "D"): "2-0"}, ()),
    ]
    lines = standings(replay(magic_log(["A", "B", "C", "D"], rounds)))
    assert [line.player for line in lines][:1] == ["A"]
    b, c = (next(line for line in lines if line.player == name) for name in "BC")
    assert b.points == c.points == 3
    # Equal OMW (each met A and one 1-1 player); B's GW (2/5 games) loses to C's (2/4).
    assert b.omw == pytest.approx(c.omw or 0)
    assert [line.player for line in lines].index("C") < [line.player for line in lines].index("B")


def test_top_8_seeded_1v8_4v5_2v7_3v6() -> None:
    players = [f"P{i}" for i in range(1, 11)]
    rounds = [({(f"P{i}", f"P{i + 1}"): "2-0" for i in range(1, 10, 2)}, ())]
    lines = standings(replay(magic_log(players, rounds)))
    matches = top_cut(lines, 8)
    ranks = [(first.rank, second.rank) for first, second in matches]
    assert ranks == [(1, 8), (4, 5), (2, 7), (3, 6)]


def test_top_16_bracket_order() -> None:
    assert bracket_order(16)[:4] == [1, 16, 8, 9]
    assert sorted(bracket_order(16)) == list(range(1, 17))


def test_magic_round_chart_dtr() -> None:
    """DTR chart: 5 rounds for 17–32 … 10 for 512+."""
    assert recommended_rounds("magic", 8) == 3
    assert recommended_rounds("magic", 17) == recommended_rounds("magic", 32) == 5
    assert recommended_rounds("magic", 33) == 6
    assert recommended_rounds("magic", 128) == 7
    assert recommended_rounds("magic", 200) == 8
    assert recommended_rounds("magic", 511) == 9
    assert recommended_rounds("magic", 512) == recommended_rounds("magic", 10_000) == 10
    assert top_cut_size(100) == 8 and top_cut_size(300) == 16


def test_mec_1_2_meccg_round_chart() -> None:
    """MEC-1.2: 6–8 → 3, 9–16 → 4, 17–32 → 5, 33–64 → 6, 65+ → 7."""
    expected = {6: 3, 8: 3, 9: 4, 16: 4, 17: 5, 32: 5, 33: 6, 64: 6, 65: 7, 300: 7}
    assert {count: recommended_rounds("meccg", count) for count in expected} == expected
