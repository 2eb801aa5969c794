"""MEC-2 character draft and MEC-3 end-of-game tie-break."""

from __future__ import annotations

import pytest

from cardtable.core.errors import TournamentError
from cardtable.tournament.draft import (
    DraftCharacter,
    DraftPool,
    DraftSession,
    parse_pool,
    run_draft,
)
from cardtable.tournament.tiebreak import TiebreakCharacter, TiebreakSide, resolve_tie


def pool(player: str, *characters: tuple[str, int], stop_after: int | None = None,
         minion: bool = False) -> DraftPool:
    return DraftPool(player, tuple(DraftCharacter(n, m) for n, m in characters),
                     stop_after=stop_after, minion=minion)


def test_mec_2_2_unique_collision_sets_both_aside() -> None:
    first = pool("A", ("Aragorn II", 9), ("Legolas", 6))
    second = pool("B", ("Aragorn II", 9), ("Gimli", 6))
    result = run_draft(first, second)
    assert result.set_aside == ("Aragorn II",)
    assert result.steps[0].outcome == ("set aside", "set aside")
    assert result.companies == (("Legolas",), ("Gimli",))
    assert "Aragorn II" in result.deck_candidates[0]  # MEC-2.6


def test_mec_2_2_set_aside_character_cannot_be_revealed_later() -> None:
    first = pool("A", ("Aragorn II", 9), ("Frodo", 5))
    second = pool("B", ("Aragorn II", 9), ("Sam Gamgee", 4), ("Aragorn II", 9))
    result = run_draft(first, second)
    assert "Aragorn II" not in result.companies[1]


def test_mec_2_2_non_unique_same_character_both_join() -> None:
    first = DraftPool("A", (DraftCharacter("Orc Tracker", 3, unique=False),))
    second = DraftPool("B", (DraftCharacter("Orc Tracker", 3, unique=False),))
    result = run_draft(first, second)
    assert result.companies == (("Orc Tracker",), ("Orc Tracker",))


def test_mec_2_3_revealed_characters_join_companies() -> None:
    result = run_draft(pool("A", ("Frodo", 5)), pool("B", ("Bilbo", 5)))
    assert result.companies == (("Frodo",), ("Bilbo",))


def test_mec_2_4_and_2_5_mind_20_stops_and_over_20_is_skipped() -> None:
    """Aragorn 9 + Legolas 6 = 15; Gimli 6 would make 21 → skipped (MEC-2.5); Sam 5 makes
    exactly 20 → the company stops (MEC-2.4)."""
    first = pool("A", ("Aragorn II", 9), ("Legolas", 6), ("Gimli", 6), ("Sam Gamgee", 5),
                 ("Merry", 4))
    second = pool("B", ("Bilbo", 5))
    result = run_draft(first, second)
    assert result.companies[0] == ("Aragorn II", "Legolas", "Sam Gamgee")
    assert result.stop_reasons[0] == "total mind reached 20"
    assert "Gimli" in result.deck_candidates[0]


def test_mec_2_4_company_size_limit_hero_5_minion_6() -> None:
    characters = [(f"C{i}", 1) for i in range(8)]
    hero = run_draft(pool("A", *characters), pool("B", ("X", 1)))
    minion = run_draft(pool("A", *characters, minion=True), pool("B", ("X", 1)))
    assert len(hero.companies[0]) == 5 and len(minion.companies[0]) == 6


def test_mec_2_4_one_player_stopping_does_not_stop_the_other() -> None:
    first = pool("A", ("Frodo", 5), ("Sam Gamgee", 4), stop_after=1)
    second = pool("B", ("Bilbo", 5), ("Gandalf", 0), ("Elrond", 10))
    result = run_draft(first, second)
    assert result.companies == (("Frodo",), ("Bilbo", "Gandalf", "Elrond"))
    assert result.stop_reasons[0] == "declared stop"


def test_mec_2_6_deck_candidates_are_unrevealed_and_set_aside_characters_up_to_10() -> None:
    first = pool("A", ("Aragorn II", 9), ("Legolas", 6), ("Gimli", 6), ("Sam Gamgee", 5),
                 ("Merry", 4), ("Pippin", 4))
    second = pool("B", ("Aragorn II", 9), ("Frodo", 5))
    result = run_draft(first, second)
    assert result.companies[0] == ("Legolas", "Gimli", "Sam Gamgee")
    assert result.deck_candidates[0] == ("Aragorn II", "Merry", "Pippin")
    assert len(result.deck_candidates[0]) <= 10


def test_mec_2_1_pool_limits() -> None:
    with pytest.raises(TournamentError, match=r"MEC-2\.1"):
        pool("A", *[(f"C{i}", 1) for i in range(11)])
    with pytest.raises(TournamentError, match=r"MEC-2\.1"):
        parse_pool("A", "item: a\nitem: b\nitem: c\n")


def test_mec_2_7_step_by_step_hides_choices_until_both_chose() -> None:
    session = DraftSession(pool("A", ("Frodo", 5), ("Aragorn II", 9)),
                           pool("B", ("Aragorn II", 9), ("Bilbo", 5)))
    session.submit(0, "Aragorn II")
    assert session.view(1)["my_choice"] is None and session.view(1)["opponent_has_chosen"]
    assert "Aragorn" not in str(session.view(1))
    assert session.view(0)["my_choice"] == "Aragorn II"
    session.submit(1, "aragorn ii")
    assert session.set_aside == ["Aragorn II"]
    with pytest.raises(TournamentError, match="cannot reveal"):
        session.submit(0, "Aragorn II")
    session.submit(0, None)
    session.submit(1, "Bilbo")
    assert session.is_over
    assert session.result().companies == ((), ("Bilbo",))


def test_mec_2_7_draft_is_deterministic_from_pools() -> None:
    text = "Aragorn II, 9\nLegolas, 6\nGimli, 6\nitem: Dagger of Westernesse\nstop: 2\n"
    first, second = parse_pool("A", text), parse_pool("B", "Legolas, 6\nFrodo, 5\n")
    assert run_draft(first, second) == run_draft(first, second)
    assert first.minor_items == ("Dagger of Westernesse",) and first.stop_after == 2


def side(player: str, *characters: TiebreakCharacter, other: int = 0) -> TiebreakSide:
    return TiebreakSide(player, characters, other)


def test_mec_3_2_one_corruption_point_then_recount() -> None:
    a = side("A", TiebreakCharacter("Frodo", corruption=2, mp=3), other=7)
    b = side("B", TiebreakCharacter("Boromir", corruption=4, mp=3), other=7)
    # Frodo: CP 3, roll 8 → passes. Boromir: CP 5, roll 4 → discarded (equal or one less).
    outcome = resolve_tie(a, b, rolls=[8, 4])
    assert outcome.winner == "A" and outcome.mp == (10, 7)
    assert [c.outcome for c in outcome.checks] == ["passed", "discarded"]
    assert outcome.tp == (4, 2)


def test_mec_3_3_repeat_with_one_more_point_until_someone_leads() -> None:
    a = side("A", TiebreakCharacter("Frodo", corruption=0, mp=2))
    b = side("B", TiebreakCharacter("Bilbo", corruption=0, mp=2))
    # Round 1: CP 1, both pass (rolls 5, 6). Round 2: CP 2, both pass. Round 3: CP 3, A rolls 2
    # (discarded: one less than 3), B rolls 9 → B leads.
    outcome = resolve_tie(a, b, rolls=[5, 6, 7, 8, 2, 9])
    assert [c.iteration for c in outcome.checks] == [1, 1, 2, 2, 3, 3]
    assert [c.corruption for c in outcome.checks] == [1, 1, 2, 2, 3, 3]
    assert outcome.checks[4].outcome == "discarded"
    assert outcome.winner == "B" and outcome.mp == (0, 2)


def test_mec_3_4_all_characters_fail_and_still_tied_is_3_3() -> None:
    a = side("A", TiebreakCharacter("Frodo", corruption=5, mp=2), other=4)
    b = side("B", TiebreakCharacter("Bilbo", corruption=5, mp=2), other=4)
    outcome = resolve_tie(a, b, rolls=[2, 2])
    assert outcome.winner is None and outcome.tp == (3, 3)
    assert "MEC-3.4" in outcome.reason


def test_mec_3_7_wizards_do_not_check_and_modifiers_apply() -> None:
    a = side("A", TiebreakCharacter("Gandalf", corruption=0, mp=5, wizard=True),
             TiebreakCharacter("Frodo", corruption=3, modifier=2, mp=1))
    b = side("B", TiebreakCharacter("Sam", corruption=0, mp=6))
    # Frodo CP 4: roll 3 + 2 = 5 > 4 passes; Sam CP 1: roll 2 → 2 > 1 passes. Next round:
    # Frodo CP 5: roll 2+2 = 4 → discarded; Sam CP 2: roll 12 passes → B leads 6-5.
    outcome = resolve_tie(a, b, rolls=[3, 2, 2, 12])
    assert [c.character for c in outcome.checks] == ["Frodo", "Sam", "Frodo", "Sam"]
    assert outcome.winner == "B" and outcome.mp == (5, 6)


def test_mec_3_6_the_chosen_first_player_checks_first_and_seeded_rolls_repeat() -> None:
    a = side("A", *(TiebreakCharacter(f"a{i}", corruption=i, mp=1) for i in range(3)))
    b = side("B", *(TiebreakCharacter(f"b{i}", corruption=i, mp=1) for i in range(3)))
    assert resolve_tie(a, b, seed=9) == resolve_tie(a, b, seed=9)
    assert resolve_tie(a, b, seed=9).checks[0].player == "A"
    assert resolve_tie(b, a, seed=9).checks[0].player == "B"


def test_mec_3_8_council_of_elrond_setting_tie_is_3_3() -> None:
    a = side("A", TiebreakCharacter("Frodo", mp=2))
    b = side("B", TiebreakCharacter("Bilbo", mp=2))
    outcome = resolve_tie(a, b, council_of_elrond=True)
    assert outcome.winner is None and outcome.tp == (3, 3) and not outcome.checks


def test_mec_3_1_no_tie_no_checks() -> None:
    outcome = resolve_tie(side("A", other=10), side("B", other=20))
    assert outcome.winner == "B" and not outcome.checks and outcome.tp == (1, 5)


def test_mec_3_5_checks_only_simulate_and_leave_the_sides_unchanged() -> None:
    a = side("A", TiebreakCharacter("Frodo", corruption=1, mp=2))
    b = side("B", TiebreakCharacter("Bilbo", corruption=1, mp=2))
    copies = (a, b)
    first = resolve_tie(a, b, rolls=[2, 12])
    assert (a, b) == copies and a.characters[0].corruption == 1
    assert resolve_tie(a, b, rolls=[2, 12]) == first


def test_mec_3_7_hand_rolls_must_be_2d6_and_enough() -> None:
    a = side("A", TiebreakCharacter("Frodo", mp=2))
    b = side("B", TiebreakCharacter("Bilbo", mp=2))
    with pytest.raises(TournamentError, match="2 to 12"):
        resolve_tie(a, b, rolls=[13])
    with pytest.raises(TournamentError, match="ran out"):
        resolve_tie(a, b, rolls=[12])
