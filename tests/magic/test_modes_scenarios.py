"""Modal spells and abilities against the real engine (``rules/modes.md`` MOD-1..10 and its
reference table), written in the engine's scenario DSL (``tests/magic/dsl.py``).

Reference rows not here: Hull Breach vs Naturalize (MOD-10) is in ``test_scenarios_rules.py``;
a copy of a modal spell (MOD-8) waits for the engine's ``copy_spell`` (Twincast is in the pool
but not yet supported); a Spree spell cannot be checked against the 2022 Oracle data (Spree is
from 2024), so its costs are tested in ``test_modes_component.py`` from CR 700.2h.
"""

from __future__ import annotations

from cardtable.games.magic.actions import Cast
from tests.magic.dsl import A, B, C, Scenario


def _cast_option(s: Scenario, name: str) -> Cast | None:
    decision = s.pending
    assert decision is not None
    return next((o for o in decision.options if isinstance(o, Cast) and o.name == name), None)


# ---------------------------------------------------------------------------------------------
# MOD-2, MOD-3, MOD-4: one decision of legal modes, first; targets only for chosen modes
# ---------------------------------------------------------------------------------------------


def test_mod_2_mod_3_modes_are_the_first_choice_and_only_legal_modes_are_offered(
        scenario: type[Scenario]) -> None:
    """Kolaghan's Command with no artifact and no creature card in A's graveyard: the
    "destroy target artifact" and "return target creature card" modes are not offered; the
    mode decision comes before any target (601.2b before 601.2c)."""
    s = scenario()
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Kolaghan's Command")
    s.start()
    option = _cast_option(s, "Kolaghan's Command")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.player == A
    assert decision.options == (1, 3)
    assert (decision.min_count, decision.max_count) == (2, 2)
    s.refused(A, (0, 1))


def test_mod_4_cr_700_2c_only_the_chosen_modes_ask_for_targets(
        scenario: type[Scenario]) -> None:
    """Cryptic Command choosing "tap all creatures your opponents control" and "draw a card":
    no target is asked for although "counter target spell" and "return target permanent"
    could have targeted."""
    s = scenario()
    s.lands(A, "Island", 4)
    s.hand(A, "Cryptic Command")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Cryptic Command", modes=[2, 3])
    s.resolve()
    assert s.obj(bears).tapped
    assert s.hand_size(A) == hand - 1 + 1


def test_mod_3_reference_rain_of_thorns_cannot_be_cast_with_nothing_to_target(
        scenario: type[Scenario]) -> None:
    """Reference row 2: with no artifact, enchantment or land on the battlefield (A pays with
    mana creatures), Rain of Thorns is not offered; once an enchantment exists, only its mode
    is, and it needs its own target."""
    s = scenario()
    for _ in range(6):
        s.put(A, "Llanowar Elves")
    s.hand(A, "Rain of Thorns")
    s.start()
    assert _cast_option(s, "Rain of Thorns") is None
    moon = s.put(B, "Glorious Anthem")
    s.state.touch()
    s.game.mark_changed()
    s.apply(A, _pass())
    s.apply(B, _pass())  # a new step, so the options are recomputed with the enchantment
    s.to_step("main2")
    option = _cast_option(s, "Rain of Thorns")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.options == (1,)
    s.apply(A, (1,))
    assert s.pending is not None and s.pending.tag == "cast.target"
    assert s.pending.options == (moon,)
    s.apply(A, moon)
    s.resolve()
    assert s.zone_of("Glorious Anthem") == "graveyard"


def _pass() -> object:
    from cardtable.games.magic.actions import Pass

    return Pass()


def test_mod_3_cr_603_3c_a_modal_trigger_with_no_legal_mode_is_removed(
        scenario: type[Scenario]) -> None:
    """Sawblade Slinger ("choose up to one — destroy target artifact an opponent controls;
    fights target Zombie an opponent controls") entering with neither: nothing is asked and
    nothing goes on the stack (700.2b)."""
    s = scenario()
    s.lands(A, "Forest", 4)
    s.hand(A, "Sawblade Slinger")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Sawblade Slinger")
    s.resolve()
    assert s.zone_of("Sawblade Slinger") == "battlefield"
    assert not s.state.stack
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_mod_3_reference_etb_trigger_offers_each_legal_mode(scenario: type[Scenario]) -> None:
    """Reference row 1's card, Inquisitor Exarch: the modes are chosen as the trigger goes on
    the stack (603.3c); "target opponent loses 2 life" targets only when chosen."""
    s = scenario()
    s.lands(A, "Plains", 2)
    s.hand(A, "Inquisitor Exarch")
    s.start()
    s.cast(A, "Inquisitor Exarch")
    s.apply(A, _pass())
    s.apply(B, _pass())  # the creature resolves; its trigger is put on the stack (603.3)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.options == (0, 1)
    s.apply(A, (1,))
    s.then("cast.target", "p1")
    s.resolve()
    assert s.life(B) == 18 and s.life(A) == 20


# ---------------------------------------------------------------------------------------------
# MOD-5, MOD-9: repeats; printed order; all targets illegal
# ---------------------------------------------------------------------------------------------


def test_mod_5_reference_mystic_confluence_draws_three_with_no_targets(
        scenario: type[Scenario]) -> None:
    """Reference row 3: "draw a card" three times is legal with nothing to target."""
    s = scenario()
    s.lands(A, "Island", 5)
    s.hand(A, "Mystic Confluence")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Mystic Confluence", modes=[2, 2, 2])
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 3


def test_mod_5_cr_700_2d_bouncing_the_same_creature_twice_is_legal(
        scenario: type[Scenario]) -> None:
    """Reference row 3: each instance of "return target creature" may target the same
    creature. It returns once; the draw still happens (MOD-9: printed order)."""
    s = scenario()
    s.lands(A, "Island", 5)
    s.hand(A, "Mystic Confluence")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Mystic Confluence", modes=[1, 1, 2], targets=[bears, bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert s.hand_size(A) == hand - 1 + 1


def test_mod_9_cr_608_2b_reference_confluence_with_its_only_target_gone_does_not_resolve(
        scenario: type[Scenario]) -> None:
    """Reference row 6: Mystic Confluence choosing bounce + draw + draw; B sacrifices the
    creature before it resolves. All its targets are illegal, so it does not resolve and A
    draws nothing."""
    s = scenario()
    s.lands(A, "Island", 5)
    s.hand(A, "Mystic Confluence")
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "High Market")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Mystic Confluence", modes=[1, 2, 2], targets=[bears])
    s.activate(B, "High Market", 1, sacrifice=[bears])
    s.resolve()
    assert [dict(e.data)["name"] for e in s.events("fizzle")] == ["Mystic Confluence"]
    assert s.hand_size(A) == hand - 1
    assert s.life(B) == 21


# ---------------------------------------------------------------------------------------------
# MOD-6: another player chooses
# ---------------------------------------------------------------------------------------------


def test_mod_6_cr_700_2e_the_controller_picks_which_opponent_chooses(
        scenario: type[Scenario]) -> None:
    """Misfortune in a three-player game: A decides which opponent chooses; that opponent is
    asked for the mode at the time A would be (601.2b)."""
    s = scenario(3)
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 1)
    s.lands(A, "Forest", 2)
    s.hand(A, "Misfortune")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    option = _cast_option(s, "Misfortune")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.mode_chooser" and decision.player == A
    s.apply(A, f"p{C}")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.player == C
    s.apply(C, (0,))
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 1
    assert s.life(A) == 24


def test_mod_6_with_one_opponent_that_opponent_chooses(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 1)
    s.lands(A, "Forest", 2)
    s.hand(A, "Misfortune")
    s.start()
    option = _cast_option(s, "Misfortune")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.player == B


# ---------------------------------------------------------------------------------------------
# Extra costs: escalate (702.120a)
# ---------------------------------------------------------------------------------------------


def test_cr_702_120a_escalate_adds_its_cost_per_extra_mode(scenario: type[Scenario]) -> None:
    """Blessed Alliance ({1}{W}, escalate {2}) with four Plains: two modes cost {3}{W} and are
    offered; three modes would cost {5}{W}: not offered, and refused if tried (601.2f, 730.1:
    nothing changes)."""
    s = scenario()
    s.lands(A, "Plains", 4)
    s.hand(A, "Blessed Alliance")
    s.start()
    option = _cast_option(s, "Blessed Alliance")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes"
    assert (0, 1) in decision.options and (0, 1, 2) not in decision.options
    s.refused(A, (0, 1, 2))
    s.apply(A, (0, 1))
    s.then("cast.target", "p0")
    s.then("cast.targets", ())
    s.resolve()
    assert s.life(A) == 24
    assert all(s.obj(land).tapped for land in s.ids("Plains", "battlefield"))


def test_mod_3_cr_700_2b_an_up_to_one_trigger_choosing_no_mode_is_removed(
        scenario: type[Scenario]) -> None:
    """Sawblade Slinger with an opponent's artifact to target: choosing no mode is legal ("up
    to one") and the trigger leaves the stack without doing anything."""
    s = scenario()
    s.lands(A, "Forest", 4)
    s.hand(A, "Sawblade Slinger")
    s.put(B, "Mind Stone")
    s.start()
    s.cast(A, "Sawblade Slinger")
    s.apply(A, _pass())
    s.apply(B, _pass())
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.options == (0,)
    assert decision.min_count == 0
    s.apply(A, ())
    assert not s.state.stack
    s.resolve()
    assert s.zone_of("Mind Stone") == "battlefield"


# ---------------------------------------------------------------------------------------------
# MOD-1 forms: "hasn't been chosen this turn", entwine
# ---------------------------------------------------------------------------------------------


def test_mod_1_gala_greeters_offers_only_modes_not_chosen_this_turn(
        scenario: type[Scenario]) -> None:
    s = scenario()
    greeters = s.put(A, "Gala Greeters")
    s.lands(A, "Forest", 4)
    s.hand(A, "Grizzly Bears", 2)
    s.start()
    s.cast(A, "Grizzly Bears")
    s.apply(A, _pass())
    s.apply(B, _pass())
    first = s.pending
    assert first is not None and first.tag == "cast.modes" and first.options == (0, 1, 2)
    s.apply(A, (2,))
    s.resolve()
    assert s.life(A) == 22
    s.cast(A, "Grizzly Bears")
    s.apply(A, _pass())
    s.apply(B, _pass())
    second = s.pending
    assert second is not None and second.tag == "cast.modes" and second.options == (0, 1)
    s.apply(A, (0,))
    s.resolve()
    assert s.obj(greeters).counters.get("+1/+1") == 1


def test_cr_702_42a_entwine_chooses_both_modes_for_its_cost(scenario: type[Scenario]) -> None:
    """Barbed Lightning ({2}{R}, entwine {2}): both modes with five Mountains; the creature and
    the player each take 3."""
    s = scenario()
    s.lands(A, "Mountain", 5)
    s.hand(A, "Barbed Lightning")
    turtle = s.put(B, "Horned Turtle")
    s.start()
    s.cast(A, "Barbed Lightning", modes=[0, 1], targets=[turtle, "p1"])
    s.resolve()
    assert s.obj(turtle).damage == 3
    assert s.life(B) == 17
    assert all(s.obj(land).tapped for land in s.ids("Mountain", "battlefield"))


def test_cr_702_42a_without_the_entwine_mana_both_modes_are_refused(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Mountain", 3)
    s.hand(A, "Barbed Lightning")
    s.put(B, "Horned Turtle")
    s.start()
    option = _cast_option(s, "Barbed Lightning")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and (0, 1) not in decision.options
    s.refused(A, (0, 1))
    s.apply(A, (1,))
    s.then("cast.target", "p1")
    s.resolve()
    assert s.life(B) == 17
