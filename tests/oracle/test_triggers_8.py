"""Trigger events, eighth wave (issue 29, h8-trg; CR 603.2): each card is compiled from its
real Oracle text (MTGJSON 2022-04-25), must be supported (round trip and engine), and is
played in a scenario game asserting what its text says happens. The CR rule each test proves
is in its name or docstring."""

from __future__ import annotations

from tests.magic.dsl import A, B
from tests.oracle.conftest import game

# -- "At the beginning of each combat" (CR 507.1) -----------------------------------------------


def test_cr_507_1_timin_taps_a_creature_at_the_beginning_of_an_opponents_combat() -> None:
    """Timin, Youthful Geist: "At the beginning of each combat, tap up to one target
    creature." — each combat, not only its controller's: in the opponent's beginning of
    combat step the opponent's Grizzly Bears is tapped before it can attack."""
    s = game("Timin, Youthful Geist")
    s.put(A, "Timin, Youthful Geist")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.to_step("begin_combat", active=B)
    s.then("target", (bears,))
    s.resolve()
    assert s.obj(bears).tapped


def test_cr_603_4_stampede_rider_checks_its_condition_each_combat() -> None:
    """Stampede Rider: "At the beginning of each combat, if you control a creature with power
    4 or greater, ~ gets +1/+1 until end of turn." — a 2/3; with Hill Giant (3/3) it does not
    trigger (CR 603.4); with Craw Wurm (6/4) it does, in the opponent's combat too."""
    s = game("Stampede Rider")
    rider = s.put(A, "Stampede Rider")
    s.put(A, "Hill Giant")
    s.start(active=B)
    s.to_step("begin_combat", active=B)
    s.resolve()
    assert s.pt(rider) == (2, 3)
    s.put(A, "Craw Wurm")
    s.to_step("begin_combat", active=A)
    s.resolve()
    assert s.pt(rider) == (3, 4)


# -- a spell card's trigger that returns it from the graveyard (CR 113.6k) -------------------------


def test_cr_113_6k_reach_of_branches_returns_when_a_forest_enters() -> None:
    """Reach of Branches: "Whenever a Forest enters under your control, you may return ~ from
    your graveyard to your hand." — the tribal instant's ability works from the graveyard:
    playing a Forest offers it, and it goes back to the hand; a Mountain does not."""
    s = game("Reach of Branches")
    s.graveyard(A, "Reach of Branches")
    s.hand(A, "Mountain")
    s.hand(A, "Forest")
    s.start()
    s.play_land(A, "Mountain")
    s.resolve()
    assert s.zone_of("Reach of Branches") == "graveyard"
    s.to_step("main1", active=A)  # the next turn's land drop
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.then("resolve.choice", True)
    s.play_land(A, "Forest")
    s.resolve()
    assert s.zone_of("Reach of Branches") == "hand"


def test_cr_113_6k_death_of_a_thousand_stings_returns_at_upkeep_if_more_cards() -> None:
    """Death of a Thousand Stings: "At the beginning of your upkeep, if you have more cards in
    hand than each opponent, you may return ~ from your graveyard to your hand." (CR 603.4):
    with more cards in hand than the opponent it returns from the graveyard at the upkeep."""
    s = game("Death of a Thousand Stings")
    s.graveyard(A, "Death of a Thousand Stings")
    s.hand(A, "Grizzly Bears", 3)
    s.start(active=B)
    s.then("resolve.choice", True)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Death of a Thousand Stings") == "hand"
