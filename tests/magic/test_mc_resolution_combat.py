"""Reference cases of magic-cases.md for resolution, state-based actions, triggers and combat
(MC-02, MC-17..20, MC-24, MC-27, MC-39) and modes.md MOD-7, plus the combat restrictions and
requirements (CR 508.1c-d, 509.1b-c) and regeneration (CR 701.19) that Oracle-compiled cards
use. One test per case or part, named after the ID and the CR rules it cites. Where a case's
card is out of the engine's reach the docstring names the stand-in and why."""

from __future__ import annotations

from cardtable.games.magic.actions import Pass
from tests.magic.dsl import A, B, Scenario

# -- step 1: objects and zones


def test_mc_02_cr_603_10a_608_2h_613_4c_last_known_power_for_a_dies_trigger(
        scenario: type[Scenario]) -> None:
    s = scenario()
    carver = s.put(A, "Flesh Carver", counters={"+1/+1": 2})
    s.put(A, "Bad Moon")
    s.hand(B, "Mortify")
    for land in ("Plains", "Swamp", "Mountain"):
        s.put(B, land)
    s.start()
    assert s.pt(carver) == (5, 5)
    s.cast(B, "Mortify", targets=[carver])
    s.resolve()
    assert s.zone_of("Flesh Carver") == "graveyard"
    horror = s.id("Horror")
    token = s.obj(horror)
    assert token.token and s.controller(horror) == A
    assert (token.card.power, token.card.toughness) == ("5", "5")  # base 5/5 (LKI, not 2)
    assert s.pt(horror) == (6, 6)  # Bad Moon applies to the black token


# -- step 7: state-based actions


def test_mc_20a_cr_704_5q_704_3_702_93a_counters_annihilate_then_undying_returns_it(
        scenario: type[Scenario]) -> None:
    s = scenario()
    shade = s.put(B, "Evernight Shade", counters={"+1/+1": 1})
    s.lands(A, "Swamp", 5)
    s.hand(A, "Instill Infection")
    s.hand(A, "Tragic Slip")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Instill Infection", targets=[shade])
    s.resolve()
    assert s.obj(shade).counters.get("+1/+1", 0) == 0
    assert s.obj(shade).counters.get("-1/-1", 0) == 0
    assert s.pt(shade) == (1, 1) and s.hand_size(A) == hand - 1 + 1  # cast one, drew one
    s.cast(A, "Tragic Slip", targets=[shade])
    s.resolve()
    new = s.id("Evernight Shade")
    assert new != shade and s.controller(new) == B
    assert s.obj(new).counters == {"+1/+1": 1}
    assert s.pt(new) == (2, 2)  # a new object: Tragic Slip's -1/-1 does not apply


def test_mc_20b_cr_704_3_704_8_toughness_and_counters_in_one_check_no_undying(
        scenario: type[Scenario]) -> None:
    s = scenario()
    shade = s.put(B, "Evernight Shade", counters={"+1/+1": 1})
    s.lands(A, "Swamp", 4)
    s.hand(A, "Skinrender")
    s.start()
    s.cast(A, "Skinrender")
    s.then("cast.target", shade)
    s.resolve()
    assert s.zone_of("Evernight Shade") == "graveyard"
    assert not s.events("trigger") or all(
        dict(e.data).get("name") != "Evernight Shade" for e in s.events("trigger"))


# -- step 8: triggered abilities


def test_mc_24a_cr_603_3d_a_trigger_with_no_legal_target_is_removed(
        scenario: type[Scenario]) -> None:
    """Ravenous Chupacabra ("destroy target creature an opponent controls") stands in for
    Shriekmaw, whose evoke (an alternative cost, CR 702.74a) is a casting feature not built
    here. The case's point holds: with no legal target the enter trigger is removed from the
    stack (603.3d) and nothing is destroyed."""
    s = scenario()
    s.hand(A, "Ravenous Chupacabra")
    s.lands(A, "Swamp", 4)
    s.put(A, "Grave Titan")  # A's own creature is no legal target for this trigger
    s.start()
    s.cast(A, "Ravenous Chupacabra")
    s.resolve()
    assert s.zone_of("Ravenous Chupacabra") == "battlefield"
    assert s.zone_of("Grave Titan") == "battlefield"
    assert not s.state.stack and not s.state.triggers


def test_mc_24b_cr_603_3d_a_mandatory_target_must_be_chosen(scenario: type[Scenario]) -> None:
    """As (a), with one legal target: the trigger is not optional, so the controller is asked
    to choose among the legal targets only and cannot decline; the creature is destroyed."""
    s = scenario()
    s.hand(A, "Ravenous Chupacabra")
    s.lands(A, "Swamp", 4)
    s.put(A, "Grave Titan")
    baloth = s.put(B, "Ravenous Baloth")
    s.start()
    s.cast(A, "Ravenous Chupacabra")
    s.apply(A, Pass())
    s.apply(B, Pass())
    s._drain()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target" and decision.player == A
    assert tuple(decision.options) == (baloth,) and decision.min_count == 1
    s.refused(A, ())
    s.apply(A, baloth)
    s.resolve()
    assert s.zone_of("Ravenous Baloth") == "graveyard"


# -- step 9: combat


def test_mc_27a_cr_509_1b_509_1c_702_111b_must_block_against_menace_one_blocker(
        scenario: type[Scenario]) -> None:
    """Boggart Brute (menace) enchanted by Lure ("All creatures able to block enchanted
    creature do so") stands in for Kheru Mind-Eater with a bestowed Noble Quarry: bestow and
    Kheru's exile-and-play ability are not built here; the requirement and the restriction
    are the same. With one possible blocker, blocking alone breaks menace, so the only legal
    declaration is no blocks."""
    s = scenario()
    brute = s.put(A, "Boggart Brute")
    s.put(A, "Lure", attached_to=brute)
    heir = s.put(B, "Rakish Heir")
    s.start()
    s.attack({brute: "p1"})
    s.to_step("declare_blockers")
    assert "702.111b" in s.refused(B, ((heir, brute),))
    s.apply(B, ())
    assert s.state.blocked == set()


def test_mc_27b_cr_509_1c_702_111b_both_must_block_the_menace_creature(
        scenario: type[Scenario]) -> None:
    """As (a) with two possible blockers: both blocking obeys two requirements without
    breaking menace, so no blocks (0) or one blocker (breaks menace) is refused."""
    s = scenario()
    brute = s.put(A, "Boggart Brute")
    s.put(A, "Lure", attached_to=brute)
    heir = s.put(B, "Rakish Heir")
    shade = s.put(B, "Nantuko Shade")
    s.start()
    s.attack({brute: "p1"})
    s.to_step("declare_blockers")
    assert "509.1c" in s.refused(B, ())
    assert "702.111b" in s.refused(B, ((heir, brute),))
    assert "702.111b" in s.refused(B, ((shade, brute),))
    s.apply(B, ((heir, brute), (shade, brute)))
    assert s.state.blocked == {brute}
    assert s.state.blockers == {heir: brute, shade: brute}
