"""MECCG tournament rules: MEC-1 format and scoring, MEC-5 deck integrity and conduct."""

from __future__ import annotations

import pytest

from cardtable.core.errors import TournamentError
from cardtable.tournament import operations
from cardtable.tournament.deckdiff import compare_decks
from cardtable.tournament.log import LogEntry, RoundPaired
from cardtable.tournament.scoring import DEFAULT_TP_TABLE, meccg_tp_for_mp, tp_table
from cardtable.tournament.standings import standings
from cardtable.tournament.state import EventState, replay


def meccg_event(players: list[str], settings: dict[str, object] | None = None,
                seed: int = 3) -> list[LogEntry]:
    log: list[LogEntry] = [operations.create_event("Council", "meccg", 4, seed, settings)]
    for name in players:
        log += operations.register(replay(log), name, "3 Orc-patrol\n")
    return log


def pair_fixed(log: list[LogEntry], tables: list[tuple[str, ...]]) -> None:
    state = replay(log)
    log += operations.pair_next(state, [list(table) for table in tables])


def result(log: list[LogEntry], round_number: int, table: int, **kwargs: str) -> None:
    log += operations.enter_result(replay(log), round_number, table, **kwargs)  # type: ignore[arg-type]


def line(state: EventState, name: str):  # type: ignore[no-untyped-def]
    return next(item for item in standings(state) if item.player == name)


def test_mec_1_1_pairings_are_one_on_one() -> None:
    log = meccg_event(["A", "B", "C", "D", "E", "F"])
    log += operations.pair_next(replay(log))
    paired = log[-1]
    assert isinstance(paired, RoundPaired)
    assert all(len(table) == 2 for table in paired.tables)


def test_mec_1_3_tp_table_reference_cases() -> None:
    """MEC-1.3: One Ring 6–0, MP by 10+ 5–1, MP by 1–9 4–2, tie 3–3."""
    table = DEFAULT_TP_TABLE
    assert meccg_tp_for_mp((30, 20), table) == (5, 1)
    assert meccg_tp_for_mp((25, 20), table) == (4, 2)
    assert meccg_tp_for_mp((20, 29), table) == (2, 4)
    assert meccg_tp_for_mp((20, 20), table) == (3, 3)
    log = meccg_event(["A", "B"])
    pair_fixed(log, [("A", "B")])
    result(log, 1, 1, one_ring="b")
    state = replay(log)
    assert (line(state, "B").points, line(state, "A").points) == (6, 0)


def test_mec_1_3_tp_table_is_a_setting() -> None:
    log = meccg_event(["A", "B"], {"tp_table": {"mp": [3, 1]}})
    assert tp_table(replay(log).settings)["mp"] == (3, 1)
    pair_fixed(log, [("A", "B")])
    result(log, 1, 1, mp="21-20")
    assert line(replay(log), "A").points == 3


def test_mec_1_3_bye_scores_as_mp_win_by_10() -> None:
    log = meccg_event(["A", "B", "C"])
    pair_fixed(log, [("A", "B")])
    assert replay(log).rounds[0].byes == ("C",)
    result(log, 1, 1, mp="25-20")
    state = replay(log)
    assert line(state, "C").points == 5


def test_mec_1_3_tie_breakers_opponents_tp_then_mp_difference_then_lot() -> None:
    log = meccg_event(["A", "B", "C", "D"])
    pair_fixed(log, [("A", "B"), ("C", "D")])
    result(log, 1, 1, mp="25-20")  # A 4, B 2
    result(log, 1, 2, mp="21-20")  # C 4, D 2
    pair_fixed(log, [("A", "D"), ("C", "B")])
    result(log, 2, 1, mp="20-25")  # A 2, D 4
    result(log, 2, 2, mp="30-20")  # C 5, B 1
    state = replay(log)
    lines = standings(state)
    assert lines[0].player == "C"  # 9 TP
    a, d = line(state, "A"), line(state, "D")
    assert a.points == d.points == 6
    # A's opponents: B (3) + D (6) = 9; D's opponents: C (9) + A (6) = 15 → D ahead.
    assert (a.opponents_tp, d.opponents_tp) == (9, 15)
    assert [item.player for item in lines].index("D") < [item.player for item in lines].index("A")


def test_mec_1_3_equal_tp_and_opponents_broken_by_mp_difference_then_seeded_lot() -> None:
    log = meccg_event(["A", "B", "C", "D"])
    pair_fixed(log, [("A", "B"), ("C", "D")])
    result(log, 1, 1, mp="20-20")
    result(log, 1, 2, mp="20-20")
    state = replay(log)
    lines = standings(state)
    assert all(item.points == 3 for item in lines)
    assert [i.player for i in lines] == [i.player for i in standings(replay(log))]
    log2 = meccg_event(["A", "B", "C", "D"])
    pair_fixed(log2, [("A", "B"), ("C", "D")])
    result(log2, 1, 1, mp="25-20")
    result(log2, 1, 2, mp="29-20")
    lines2 = standings(replay(log2))
    assert [i.player for i in lines2][:2] == ["C", "A"]  # equal TP and opp TP; MP diff 9 > 5


def test_mec_1_4_ineligible_person_refused_at_registration() -> None:
    log = meccg_event(["A"], {"ineligible": ["Staff Member"]})
    with pytest.raises(TournamentError, match=r"MEC-1\.4"):
        operations.register(replay(log), "staff member")


def test_mec_5_1_deck_locked_once_event_starts() -> None:
    log = meccg_event(["A", "B"])
    log += operations.set_deck(replay(log), "a", "2 Orc-patrol\n")
    assert replay(log).players["A"].deck == "2 Orc-patrol\n"
    pair_fixed(log, [("A", "B")])
    with pytest.raises(TournamentError, match=r"MEC-5\.1"):
        operations.set_deck(replay(log), "A", "1 Orc-patrol\n")


def test_mec_5_1_deck_check_lists_differences() -> None:
    registered = "# Resources\n3 Orc-patrol\n2x Dagger of Westernesse\n\nSideboard:\n1 Sauron\n"
    played = "Resources\n3 orc-patrol\n1 Dagger of Westernesse\n1 Sauron\n// note\nSideboard\n"
    differences = {(d.section, d.name): (d.registered, d.played)
                   for d in compare_decks(registered, played)}
    assert differences == {
        ("main", "Dagger of Westernesse"): (2, 1),
        ("main", "Sauron"): (0, 1),
        ("sideboard", "Sauron"): (1, 0),
    }
    assert compare_decks(registered, registered) == []


@pytest.mark.parametrize(("capability", "award"), [("one-ring", 6), ("mp", 5)])
def test_mec_5_3_stalling_gives_opponent_max_tp_for_capability(capability: str,
                                                                award: int) -> None:
    log = meccg_event(["A", "B"])
    pair_fixed(log, [("A", "B")])
    log += operations.record_conduct(replay(log), 1, 1, "A", "stalling", capability)  # type: ignore[arg-type]
    state = replay(log)
    assert (line(state, "B").points, line(state, "A").points) == (award, 0)
    assert not state.players["A"].is_dropped
    assert state.conduct[0].conduct == "stalling"


@pytest.mark.parametrize("conduct", ["cheating", "mid-game-drop"])
def test_mec_5_3_cheating_and_mid_game_drop_remove_the_player(conduct: str) -> None:
    log = meccg_event(["A", "B", "C", "D"])
    pair_fixed(log, [("A", "B"), ("C", "D")])
    result(log, 1, 1, mp="25-20")
    log += operations.record_conduct(replay(log), 1, 1, "A", conduct, "mp")  # type: ignore[arg-type]
    state = replay(log)
    assert state.players["A"].is_dropped
    assert state.rounds[0].tables[0].score == {"tp": [0, 5], "mp": None, "how": "conduct"}
    assert state.rounds[0].tables[0].corrected


def test_mec_5_4_clean_drop_between_rounds_stays_ranked_for_rounds_played() -> None:
    """MEC-5.4 (updated): a player who drops between rounds is ranked like anyone else."""
    log = meccg_event(["A", "B", "C", "D"])
    pair_fixed(log, [("A", "B"), ("C", "D")])
    result(log, 1, 1, one_ring="A")
    result(log, 1, 2, mp="25-20")
    log += operations.drop(replay(log), "A")
    lines = standings(replay(log))
    assert lines[0].player == "A" and lines[0].rank == 1 and lines[0].dropped
    assert [item.rank for item in lines] == [1, 2, 3, 4]


@pytest.mark.parametrize("conduct", ["cheating", "mid-game-drop"])
def test_mec_5_4_mid_game_drop_or_removal_is_unranked_below_the_ranked(conduct: str) -> None:
    """MEC-5.4: dropping out during a game, or removal for cheating, leaves the event for good:
    no rank, listed below the ranked players."""
    log = meccg_event(["A", "B", "C", "D"])
    pair_fixed(log, [("A", "B"), ("C", "D")])
    result(log, 1, 2, mp="25-20")
    log += operations.record_conduct(replay(log), 1, 1, "B", conduct, "mp")  # type: ignore[arg-type]
    lines = standings(replay(log))
    assert lines[-1].player == "B" and lines[-1].rank is None and lines[-1].dropped
    assert [item.rank for item in lines[:-1]] == [1, 2, 3]


@pytest.mark.parametrize("conduct", ["cheating", "mid-game-drop"])
def test_mec_5_4_removed_player_cannot_be_undropped(conduct: str) -> None:
    """MEC-5.4: not even at once — a mid-game drop or a removal is not a mistaken drop."""
    log = meccg_event(["A", "B", "C", "D"])
    pair_fixed(log, [("A", "B"), ("C", "D")])
    log += operations.record_conduct(replay(log), 1, 1, "B", conduct, "mp")  # type: ignore[arg-type]
    with pytest.raises(TournamentError, match=r"left the event for good.*MEC-5\.4"):
        operations.undrop(replay(log), "B")
    assert replay(log).players["B"].removed


def test_mec_5_4_dropped_player_cannot_re_enter() -> None:
    log = meccg_event(["A", "B", "C", "D"])
    log += operations.drop(replay(log), "D")
    log += operations.undrop(replay(log), "D")  # a mistaken drop, taken back at once
    log += operations.drop(replay(log), "D")
    pair_fixed(log, [("A", "B")])
    with pytest.raises(TournamentError, match=r"MEC-5\.4"):
        operations.undrop(replay(log), "D")


def test_mec_5_2_marked_card_request_is_logged_as_a_ruling() -> None:
    """MEC-5.2 is the organiser's call at the table; the software records it in the log."""
    log = meccg_event(["A", "B"])
    pair_fixed(log, [("A", "B")])
    text = "MEC-5.2: B's marked Orc-patrol replaced by an organiser proxy at A's request"
    log += operations.record_ruling(replay(log), 1, 1, text)
    assert replay(log).rulings[0].text == text


def test_mec_5_5_ruling_logged_with_round_and_table() -> None:
    log = meccg_event(["A", "B"])
    pair_fixed(log, [("A", "B")])
    log += operations.record_ruling(replay(log), 1, 1, "Hazard limit corrected from now on")
    ruling = replay(log).rulings[0]
    assert (ruling.round, ruling.table) == (1, 1)
    with pytest.raises(TournamentError, match="no table 3"):
        operations.record_ruling(replay(log), 1, 3, "x")


def test_meccg_result_needs_mp_or_one_ring() -> None:
    log = meccg_event(["A", "B"])
    pair_fixed(log, [("A", "B")])
    with pytest.raises(TournamentError, match="--mp"):
        result(log, 1, 1)
    with pytest.raises(TournamentError, match="not a score"):
        result(log, 1, 1, mp="25:20")
    with pytest.raises(TournamentError, match="not a match score"):
        result(log, 1, 1, result="2-1")
