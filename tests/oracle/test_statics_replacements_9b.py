"""Issue 29, statics, replacements and costs, second round (helper h9b-STA): each part joins
the rules already in the grammar, so it combines with every value of its slots. Each is played
here from the REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the text says
happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic.layers import chars
from cardtable.games.magic.mana import mana_sources
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "As long as ~ is in your graveyard and COND, …" (the Incarnations; CR 113.6b) -------------

INCARNATIONS = ("Anger", "Wonder", "Brawn", "Filth", "Valor")


@pytest.mark.parametrize("name", INCARNATIONS)
def test_incarnations_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_113_6b_brawn_in_graveyard_gives_your_creatures_trample_with_a_forest() -> None:
    """Brawn: "As long as Brawn is in your graveyard and you control a Forest, creatures you
    control have trample." — from A's graveyard with A's Forest out, A's Grizzly Bears has
    trample; B's creature does not (the static's controller is Brawn's owner)."""
    s = game("Brawn")
    s.graveyard(A, "Brawn")
    s.put(A, "Forest")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    assert chars(s.state, s.obj(mine)).has("trample")
    assert not chars(s.state, s.obj(theirs)).has("trample")


def test_cr_113_6b_brawn_needs_both_the_graveyard_and_the_forest() -> None:
    """Brawn's ability works only while both hold: in the graveyard without a Forest, or on the
    battlefield with a Forest (CR 113.6b: it functions only from the graveyard), the other
    creatures get no trample."""
    no_forest = game("Brawn")
    no_forest.graveyard(A, "Brawn")
    no_forest.put(A, "Mountain")
    bears = no_forest.put(A, "Grizzly Bears")
    no_forest.start()
    assert not chars(no_forest.state, no_forest.obj(bears)).has("trample")
    on_field = game("Brawn")
    brawn = on_field.put(A, "Brawn")
    on_field.put(A, "Forest")
    other = on_field.put(A, "Grizzly Bears")
    on_field.start()
    assert not chars(on_field.state, on_field.obj(other)).has("trample")
    assert chars(on_field.state, on_field.obj(brawn)).has("trample")  # its own printed trample


def test_cr_113_6b_anger_grants_haste_that_ends_when_the_mountain_leaves() -> None:
    """Anger: "As long as Anger is in your graveyard and you control a Mountain, creatures you
    control have haste." — the condition is checked continuously (CR 611.3a): once the Mountain
    is gone, the Bears lose haste."""
    s = game("Anger")
    s.graveyard(A, "Anger")
    mountain = s.put(A, "Mountain")
    bears = s.put(A, "Grizzly Bears", sick=True)
    s.start()
    assert chars(s.state, s.obj(bears)).has("haste")
    s.game.move(s.obj(mountain), "graveyard")
    assert not chars(s.state, s.obj(bears)).has("haste")


# -- "your library has no cards in it" as a condition (CR 401.2, 614.11, 104.2b) ---------------

EMPTY_LIBRARY = ("Laboratory Maniac", "Jace, Wielder of Mysteries")


@pytest.mark.parametrize("name", EMPTY_LIBRARY)
def test_empty_library_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_614_11_laboratory_maniac_wins_instead_of_drawing_from_an_empty_library() -> None:
    """Laboratory Maniac: "If you would draw a card while your library has no cards in it, you
    win the game instead." — A draws from an empty library: A wins (CR 104.2b), no draw from an
    empty library is left to lose to (121.4)."""
    s = game("Laboratory Maniac", library=0)
    s.put(A, "Laboratory Maniac")
    s.start()
    s.game.draw(A, 1)
    result = s.game.result
    assert s.state.over and result is not None
    assert result.groups[0] == (A,)


def test_cr_614_11_laboratory_maniac_lets_a_draw_from_a_full_library_happen() -> None:
    """With cards in the library the condition is false: A draws a card and the game goes on;
    an opponent's draw from an empty library is not A's to replace."""
    s = game("Laboratory Maniac", library=3)
    s.put(A, "Laboratory Maniac")
    s.start()
    before = s.hand_size(A)
    s.game.draw(A, 1)
    assert s.hand_size(A) == before + 1 and not s.state.over


def test_cr_104_2b_jace_minus_eight_wins_when_it_empties_the_library() -> None:
    """Jace, Wielder of Mysteries: "[−8]: Draw seven cards. Then if your library has no cards in
    it, you win the game." — with exactly seven cards left, A draws them all and wins."""
    s = game("Jace, Wielder of Mysteries", library=7)
    s.put(A, "Jace, Wielder of Mysteries", counters={"loyalty": 8})
    s.start()
    s.activate(A, "Jace, Wielder of Mysteries", 2)
    s.resolve()
    result = s.game.result
    assert s.state.over and result is not None
    assert result.groups[0] == (A,)


def test_cr_608_2c_jace_minus_eight_with_cards_left_does_not_win() -> None:
    """With ten cards in the library three remain after the seven draws: the "if" is false."""
    s = game("Jace, Wielder of Mysteries", library=10)
    s.put(A, "Jace, Wielder of Mysteries", counters={"loyalty": 8})
    s.start()
    before = s.hand_size(A)
    s.activate(A, "Jace, Wielder of Mysteries", 2)
    s.resolve()
    assert s.hand_size(A) == before + 7 and not s.state.over


# -- "Commanders you control" as a static subject (CR 903.3) -----------------------------------

def test_guardian_augmenter_compiles_and_renders_back() -> None:
    """Guardian Augmenter is supported: its abilities render back to its Oracle text."""
    assert round_trip_problem(real("Guardian Augmenter")) == ""


def test_cr_903_3_guardian_augmenter_gives_only_your_commanders_hexproof() -> None:
    """Guardian Augmenter: "Commander creatures you control get +2/+2." and "Commanders you
    control have hexproof." — A's commander (a Hill Giant) is a 5/5 with hexproof; A's other
    creature and B's commander get neither."""
    s = game("Guardian Augmenter")
    s.put(A, "Guardian Augmenter")
    mine = s.put(A, "Hill Giant")
    plain = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Hill Giant")
    s.state.commanders[s.obj(mine).uid] = A
    s.state.commanders[s.obj(theirs).uid] = B
    s.start()
    assert chars(s.state, s.obj(mine)).has("hexproof")
    assert s.pt(mine) == (5, 5)
    assert not chars(s.state, s.obj(plain)).has("hexproof")
    assert not chars(s.state, s.obj(theirs)).has("hexproof") and s.pt(theirs) == (3, 3)


def test_cr_113_6b_riftstone_portal_gives_lands_a_mana_ability_from_the_graveyard() -> None:
    """Riftstone Portal: "As long as Riftstone Portal is in your graveyard, lands you control
    have "{T}: Add {G} or {W}."" — from A's graveyard, A's Mountain can make G or W besides R;
    B's Mountain only R; on the battlefield the Portal gives nothing (CR 113.6b)."""
    assert round_trip_problem(real("Riftstone Portal")) == ""
    s = game("Riftstone Portal")
    s.graveyard(A, "Riftstone Portal")
    mine = s.put(A, "Mountain")
    theirs = s.put(B, "Mountain")
    s.start()
    assert {"R", "G", "W"} <= set(dict(mana_sources(s.state, A))[mine])
    assert dict(mana_sources(s.state, B))[theirs] == ("R",)
    out = game("Riftstone Portal")
    out.put(A, "Riftstone Portal")
    land = out.put(A, "Mountain")
    out.start()
    assert "G" not in dict(mana_sources(out.state, A))[land]


# -- "~ enters tapped and STATIC PARTS." (CR 614.1c, 502.3) -----------------------------------

@pytest.mark.parametrize("name", ("Grimgrin, Corpse-Born", "Traxos, Scourge of Kroog"))
def test_enters_tapped_and_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: the two abilities render back to the one Oracle sentence."""
    assert round_trip_problem(real(name)) == ""


def test_cr_614_1c_grimgrin_enters_tapped_and_stays_tapped_in_the_untap_step() -> None:
    """Grimgrin, Corpse-Born: "Grimgrin enters tapped and doesn't untap during your untap step."
    — put onto the battlefield it is tapped (CR 614.1c), and A's next untap step leaves it
    tapped while A's Forest untaps (CR 502.3)."""
    s = game("Grimgrin, Corpse-Born")
    card = s.hand(A, "Grimgrin, Corpse-Born")
    forest = s.put(A, "Forest", tapped=True)
    s.start(active=B)
    grimgrin = s.game.move(s.obj(card), "battlefield").id
    assert s.obj(grimgrin).tapped
    s.to_step("upkeep", active=A)
    assert s.obj(grimgrin).tapped and not s.obj(forest).tapped
