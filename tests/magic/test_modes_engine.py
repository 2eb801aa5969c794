"""The modes.md reference cases (MOD-1..10) through the engine: modal spells cast, targeted and
resolved (the pure component has its own tests in test_modes*.py)."""

from __future__ import annotations

from cardtable.games.magic.actions import Cast, Pass
from tests.magic.dsl import A, B, C, Scenario


def _castable(s: Scenario, name: str) -> bool:
    decision = s.pending
    assert decision is not None
    return any(isinstance(o, Cast) and o.name == name for o in decision.options)


def test_mod_3_rain_of_thorns_needs_a_target_for_some_mode(scenario: type[Scenario]) -> None:
    """Reference case 2: not castable with nothing to target; each mode its own target."""
    s2 = scenario()
    s2.hand(A, "Rain of Thorns")
    s2.put(A, "Sol Ring")
    s2.lands(A, "Forest", 6)
    s2.start()
    # only artifacts and lands exist: the enchantment mode is not offered
    s2.apply(A, next(o for o in s2.pending.options  # type: ignore[union-attr]
                     if isinstance(o, Cast) and o.name == "Rain of Thorns"))
    decision = s2.pending
    assert decision is not None and decision.tag == "cast.modes"
    assert decision.options == (0, 2)


def test_mod_3_a_modal_spell_with_no_legal_mode_cannot_be_cast(scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Mountain")
    s.put(A, "Forest")
    s.hand(A, "Hull Breach")
    s.start()
    assert not _castable(s, "Hull Breach")


def test_mod_5_mystic_confluence_draw_three_needs_no_target(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Island", 5)
    s.hand(A, "Mystic Confluence")
    s.start()
    s.cast(A, "Mystic Confluence", modes=[2, 2, 2])
    s.resolve()
    assert s.hand_size(A) == 3


def test_mod_5_bouncing_the_same_creature_twice_is_legal(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Island", 5)
    s.hand(A, "Mystic Confluence")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Mystic Confluence", modes=[1, 1, 2], targets=[bears, bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand" and s.hand_size(A) == 1


def test_mod_9_608_2b_mystic_confluence_with_all_targets_gone_does_not_resolve(
        scenario: type[Scenario]) -> None:
    """Bounce + draw + draw with the creature gone: all its targets are illegal, so it does not
    resolve at all — no cards are drawn (CR 608.2b)."""
    s = scenario()
    s.lands(A, "Island", 5)
    s.hand(A, "Mystic Confluence")
    bears = s.put(B, "Grizzly Bears")
    s.lands(B, "Swamp", 2)
    s.hand(B, "Doom Blade")
    s.start()
    s.cast(A, "Mystic Confluence", modes=[1, 2, 2], targets=[bears])
    s.cast(B, "Doom Blade", targets=[bears])
    s.resolve()
    assert s.hand_size(A) == 0
    assert [dict(e.data)["name"] for e in s.events("fizzle")] == ["Mystic Confluence"]


def test_mod_6_an_opponent_chooses_and_the_controller_picks_which(
        scenario: type[Scenario]) -> None:
    """Misfortune in a 3-player game: A picks the opponent who chooses (not targeting), that
    player chooses the mode, and "that player" is them."""
    s = scenario(3)
    for land in ("Swamp", "Mountain", "Forest", "Forest"):
        s.put(A, land)
    s.hand(A, "Misfortune")
    s.put(C, "Grizzly Bears")
    s.start()
    s.apply(A, next(o for o in s.pending.options  # type: ignore[union-attr]
                    if isinstance(o, Cast) and o.name == "Misfortune"))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.mode_chooser" and decision.player == A
    assert decision.options == ("p1", "p2")
    s.apply(A, "p2")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.player == C
    s.apply(C, (1,))
    s.resolve()
    assert s.life(C) == 16 and s.life(B) == 20
    bears = s.id("Grizzly Bears")
    assert s.obj(bears).counters.get("-1/-1") == 1


def test_mod_8_707_10_a_copy_keeps_the_modes(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Island", 5)
    s.hand(A, "Mystic Confluence")
    s.lands(B, "Island", 2)
    s.hand(B, "Twincast")
    s.start()
    s.cast(A, "Mystic Confluence", modes=[2, 2, 2])
    spell = s.id("Mystic Confluence", "stack")
    s.cast(B, "Twincast", targets=[spell])
    s.resolve()
    assert s.hand_size(B) == 3 and s.hand_size(A) == 3
    copies = s.events("copy")
    assert copies and dict(copies[0].data)["modes"] == [2, 2, 2]
    assert s.ids("Mystic Confluence") == [s.id("Mystic Confluence", "graveyard")]


def test_mod_1_702_120_escalate_adds_a_cost_per_extra_mode(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Plains", 4)
    s.hand(A, "Blessed Alliance")
    s.start()
    s.apply(A, next(o for o in s.pending.options  # type: ignore[union-attr]
                    if isinstance(o, Cast) and o.name == "Blessed Alliance"))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes"
    # with 4 mana: one mode ({1}{W}) or two ({1}{W} + {2}); three would need 6
    assert max(len(o) for o in decision.options) == 2
    s.apply(A, (0, 1))
    s.apply(A, "p0")
    s.apply(A, ())
    s.resolve()
    assert s.life(A) == 24
    assert all(s.obj(i).tapped for i in s.ids("Plains", "battlefield"))


def test_mod_1_702_42_entwine_chooses_both_for_its_cost(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Mountain", 5)
    s.hand(A, "Barbed Lightning")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Barbed Lightning", modes=[0, 1], targets=[bears, "p1"])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.life(B) == 17
    assert all(s.obj(i).tapped for i in s.ids("Mountain", "battlefield"))


def test_mod_2_603_3c_modal_trigger_chooses_as_it_goes_on_the_stack(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Plains", 2)
    s.hand(A, "Inquisitor Exarch")
    s.start()
    s.cast(A, "Inquisitor Exarch")
    s.apply(A, Pass())
    s.apply(B, Pass())
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.player == A
    assert s.state.stack == []  # the trigger is being put on the stack now
    s.apply(A, (1,))
    s.apply(A, "p1")
    s.resolve()
    assert s.life(B) == 18


def test_mod_3_rain_of_thorns_is_not_castable_with_nothing_to_target(
        scenario: type[Scenario]) -> None:
    s = scenario()
    for _ in range(6):
        s.put(A, "Birds of Paradise")  # mana without lands, artifacts or enchantments
    s.hand(A, "Rain of Thorns")
    s.start()
    assert not _castable(s, "Rain of Thorns")
