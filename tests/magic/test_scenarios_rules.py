"""Scenario tests for magic.md §1 steps 1–13 and the classic interactions of issue 9, named with
the CR rules they prove."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic.actions import Activate, Cast, Pass
from tests.magic.dsl import A, B, C, D, Scenario, Unanswered

# -- step 1: objects and zones


def test_cr_400_7_a_creature_that_changes_zones_is_a_new_object(scenario: type[Scenario]) -> None:
    s = scenario()
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Forest")
    s.put(A, "Island")
    s.hand(A, "Giant Growth")
    s.hand(A, "Cryptic Command")
    s.lands(A, "Island", 3)
    s.start()
    s.cast(A, "Giant Growth", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (5, 5)
    # Cryptic Command: return target permanent to its owner's hand + draw a card
    s.cast(A, "Cryptic Command", modes=[1, 3], targets=[bears])
    s.resolve()
    assert bears not in s.state.objects  # the old id is stale (400.7)
    new = s.id("Grizzly Bears", "hand")
    assert new != bears and s.obj(new).owner == B


def test_cr_400_7_704_5d_a_token_that_leaves_the_battlefield_ceases_to_exist(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Plains", 2)
    s.hand(A, "Raise the Alarm")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start()
    s.cast(A, "Raise the Alarm")
    s.resolve()
    soldiers = s.ids("Soldier", "battlefield")
    assert len(soldiers) == 2
    s.cast(B, "Shock", targets=[soldiers[0]])
    s.resolve()
    assert len(s.ids("Soldier")) == 1  # the dead token is gone from every zone


# -- step 2: turn structure


def test_mc_04_cr_514_2_704_5g_damage_and_until_end_of_turn_effects_end_together(
        scenario: type[Scenario]) -> None:
    """MC-04's shape: a pumped creature with damage survives cleanup."""
    s = scenario()
    shade = s.put(A, "Nantuko Shade")
    s.lands(A, "Swamp", 2)
    heir = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Nantuko Shade")
    s.resolve()
    s.activate(A, "Nantuko Shade")
    s.resolve()
    assert s.pt(shade) == (4, 3)
    s.attack({shade: "p1"})
    s.block(B, {heir: shade})
    s.to_step("end_combat")
    assert s.obj(shade).damage == 2 and s.zone_of("Grizzly Bears") == "graveyard"
    s.to_step("upkeep", active=B)
    assert s.obj(shade).damage == 0 and s.pt(shade) == (2, 1)


def test_cr_514_1_cleanup_discards_down_to_seven(scenario: type[Scenario]) -> None:
    s = scenario()
    for _ in range(9):
        s.hand(A, "Grizzly Bears")
    s.start(step="end")
    hand = s.state.players[A].zones["hand"]
    s.then("discard", tuple(hand[:2]))
    s.to_step("upkeep", active=B)
    assert s.hand_size(A) == 7
    assert s.graveyard_names(A) == ["Grizzly Bears", "Grizzly Bears"]


def test_mc_06_cr_508_8_no_attackers_skips_blockers_and_damage_steps(
        scenario: type[Scenario]) -> None:
    """MC-06."""
    s = scenario()
    s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("declare_attackers")
    s.apply(A, ())
    s.to_step("main2")
    steps = [dict(e.data)["step"] for e in s.events("step")]
    assert "declare_blockers" not in steps and "combat_damage" not in steps
    assert steps[-3:] == ["declare_attackers", "end_combat", "main2"]


# -- step 3: priority and the stack


def test_cr_117_3b_after_resolution_the_active_player_gets_priority(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start()
    s.apply(A, Pass())
    s.cast(B, "Shock", targets=["p0"])
    assert s.pending is not None and s.pending.player == B  # 117.3c: the caster keeps priority
    s.apply(B, Pass())
    s.apply(A, Pass())
    assert s.life(A) == 18
    assert s.pending is not None and s.pending.player == A  # 117.3b


def test_cr_405_5_all_passing_with_an_empty_stack_ends_the_step(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.start()
    s.apply(A, Pass())
    s.apply(B, Pass())
    assert s.state.step == "begin_combat"


def test_autopass_passes_for_a_seat_with_no_stop(scenario: type[Scenario]) -> None:
    from cardtable.core.autopass import AutoPass

    s = scenario()
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start()
    s.game.set_autopass(B, AutoPass(stops=frozenset({"end"})))
    s.apply(A, Pass())  # B would be asked; B has no stop in main1 and the stack is empty
    assert s.state.step == "begin_combat"
    auto = [a for a in s.game.answers if a.auto]
    assert auto and all(isinstance(a.action, Pass) for a in auto)


# -- step 4: mana and costs


def test_cr_601_2g_h_mana_is_paid_from_the_right_lands(scenario: type[Scenario]) -> None:
    s = scenario()
    forest = s.put(A, "Forest")
    mountain = s.put(A, "Mountain")
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Grizzly Bears")
    assert s.obj(forest).tapped and s.obj(mountain).tapped
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_106_4_500_4_unspent_mana_empties_between_steps(scenario: type[Scenario]) -> None:
    s = scenario()
    forest = s.put(A, "Forest")
    s.start()
    s.apply(A, Activate(forest, 0, "Forest", "G"))
    assert s.state.players[A].pool == {"G": 1}
    s.apply(A, Pass())
    s.apply(B, Pass())
    assert s.state.players[A].pool == {}


def test_cr_601_2f_a_spell_you_cannot_pay_for_is_not_offered(scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Mountain")
    s.hand(A, "Hill Giant")
    s.start()
    assert not any(isinstance(o, Cast) for o in s.pending.options)  # type: ignore[union-attr]


# -- step 5: casting


def test_cr_601_2c_115_1_only_legal_targets_are_offered(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Swamp", 2)
    s.hand(A, "Doom Blade")
    black = s.put(B, "Walking Corpse")
    green = s.put(B, "Grizzly Bears")
    s.start()
    s.apply(A, next(o for o in s.pending.options if isinstance(o, Cast)))  # type: ignore[union-attr]
    assert s.pending is not None and s.pending.tag == "cast.target"
    assert green in s.pending.options and black not in s.pending.options
    message = s.refused(A, black)
    assert "not legal" in message


def test_cr_601_2_730_1_a_spell_with_no_legal_target_cannot_be_cast(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Swamp", 2)
    s.hand(A, "Doom Blade")
    s.put(B, "Walking Corpse")
    s.start()
    assert not any(isinstance(o, Cast) for o in s.pending.options)  # type: ignore[union-attr]


def test_cr_606_3_a_loyalty_ability_once_per_turn_at_sorcery_speed(
        scenario: type[Scenario]) -> None:
    s = scenario()
    jace = s.put(A, "Jace Beleren")
    s.start()
    s.activate(A, "Jace Beleren", 0)
    s.resolve()
    assert s.obj(jace).counters["loyalty"] == 5
    assert s.hand_size(A) == 1 and s.hand_size(B) == 1
    assert not any(isinstance(o, Activate) and o.source == jace
                   for o in s.pending.options)  # type: ignore[union-attr]


# -- step 6: resolution


def test_cr_608_2b_a_spell_whose_only_target_left_does_not_resolve(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    bears = s.put(B, "Grizzly Bears")
    s.lands(B, "Swamp", 2)
    s.hand(B, "Doom Blade")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.cast(B, "Doom Blade", targets=[bears])
    s.resolve()
    assert [dict(e.data)["name"] for e in s.events("fizzle")] == ["Lightning Bolt"]
    assert s.zone_of("Lightning Bolt") == "graveyard"
    assert s.life(B) == 20


def test_cr_608_2b_one_of_two_targets_illegal_the_rest_still_happens(
        scenario: type[Scenario]) -> None:
    """Hull Breach's third mode with its artifact gone: the enchantment is still destroyed."""
    s = scenario()
    s.put(A, "Mountain")
    s.put(A, "Forest")
    s.hand(A, "Hull Breach")
    stone = s.put(B, "Mind Stone")
    anthem = s.put(B, "Glorious Anthem")
    s.lands(B, "Forest", 2)
    s.hand(B, "Naturalize")
    s.start()
    s.cast(A, "Hull Breach", modes=[2], targets=[stone, anthem])
    s.cast(B, "Naturalize", targets=[stone])
    s.resolve()
    assert s.zone_of("Mind Stone") == "graveyard"
    assert s.zone_of("Glorious Anthem") == "graveyard"
    assert not s.events("fizzle")


def test_mod_10_hull_breach_artifact_mode_fizzles_when_the_artifact_is_gone(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Mountain")
    s.put(A, "Forest")
    s.hand(A, "Hull Breach")
    stone = s.put(B, "Mind Stone")
    s.put(B, "Glorious Anthem")
    s.lands(B, "Forest", 2)
    s.hand(B, "Naturalize")
    s.start()
    s.cast(A, "Hull Breach", modes=[0], targets=[stone])
    s.cast(B, "Naturalize", targets=[stone])
    s.resolve()
    assert [dict(e.data)["name"] for e in s.events("fizzle")] == ["Hull Breach"]
    assert s.zone_of("Glorious Anthem") == "battlefield"  # the target is not changed


def test_cr_608_2d_you_may_is_a_decision_on_resolution(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Swamp", 2)
    s.hand(A, "Doom Blade")
    s.put(A, "Pawn of Ulamog")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Doom Blade", targets=[bears])
    with pytest.raises(Unanswered):
        s.resolve()  # strict: the Pawn's "you may" was not scripted
    s.then("resolve.choice", True)
    s.resolve()
    assert len(s.ids("Eldrazi Spawn", "battlefield")) == 1


# -- step 7: state-based actions


def test_cr_704_5j_legend_rule_the_controller_chooses(scenario: type[Scenario]) -> None:
    s = scenario()
    first = s.put(A, "Jace Beleren")
    s.lands(A, "Island", 3)
    s.hand(A, "Jace Beleren")
    s.start()
    s.cast(A, "Jace Beleren")
    s.then("legend", first)
    s.resolve()
    assert s.ids("Jace Beleren", "battlefield") == [first]
    assert s.graveyard_names(A) == ["Jace Beleren"]


def test_cr_704_5q_plus_and_minus_counters_annihilate(scenario: type[Scenario]) -> None:
    s = scenario()
    bears = s.put(A, "Grizzly Bears", counters={"+1/+1": 2, "-1/-1": 1})
    s.start()
    assert s.obj(bears).counters == {"+1/+1": 1, "-1/-1": 0}
    assert s.pt(bears) == (3, 3)


def test_cr_704_5m_an_aura_on_nothing_goes_to_the_graveyard(scenario: type[Scenario]) -> None:
    s = scenario()
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "Holy Strength", attached_to=bears)
    s.lands(A, "Swamp", 2)
    s.hand(A, "Doom Blade")
    s.start()
    assert s.pt(bears) == (3, 4)
    s.cast(A, "Doom Blade", targets=[bears])
    s.resolve()
    assert s.zone_of("Holy Strength") == "graveyard"


def test_cr_704_5f_704_5g_lethal_damage_and_zero_toughness(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Mountain", 1)
    s.hand(A, "Shock")
    bears = s.put(B, "Grizzly Bears", damage=1)
    s.start()
    s.cast(A, "Shock", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_mc_21a_cr_704_5a_104_4a_both_players_at_zero_is_a_draw(scenario: type[Scenario]) -> None:
    """MC-21 (a)."""
    s = scenario()
    s.set_life(A, 1)
    s.set_life(B, 1)
    s.put(A, "Pestilence Demon")
    s.put(A, "Swamp")
    s.start()
    s.activate(A, "Pestilence Demon")
    s.resolve()
    result = s.game.result
    assert result is not None and result.is_draw and result.winner is None
    assert result.groups == ((0, 1),)


# -- step 8: triggers


def test_cr_603_3b_a_player_orders_their_own_triggers(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Forest", 2)
    s.put(A, "Elvish Visionary")
    s.hand(A, "Elvish Visionary")
    s.start()
    s.cast(A, "Elvish Visionary")
    s.resolve()
    assert s.hand_size(A) == 1


def test_cr_603_10a_leaves_the_battlefield_triggers_look_back(scenario: type[Scenario]) -> None:
    """Pestilence Demon kills the Pawn and another creature at once: both deaths trigger the
    Pawn, which died in the same event (MC-23's rule)."""
    s = scenario()
    s.put(A, "Pestilence Demon")
    s.put(A, "Swamp")
    s.put(B, "Pawn of Ulamog", damage=1)
    s.put(B, "Grizzly Bears", damage=1)
    s.start()
    s.activate(A, "Pestilence Demon")
    s.then("order", (0, 1)).then("resolve.choice", True).then("resolve.choice", True)
    s.resolve()
    assert len(s.ids("Eldrazi Spawn", "battlefield")) == 2


# -- step 9: combat


def test_cr_702_4_702_7_first_strike_and_double_strike_damage_steps(
        scenario: type[Scenario]) -> None:
    s = scenario()
    ace = s.put(A, "Fencing Ace")
    knight = s.put(A, "Youthful Knight")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.attack({ace: "p1", knight: "p1"})
    s.block(B, {bears: ace, lions: knight})
    s.to_step("first_strike_damage")
    s.to_step("combat_damage")
    s.to_step("end_combat")
    # Knight (2/1 first strike) killed the Lions before they struck back
    assert s.zone_of("Youthful Knight") == "battlefield"
    assert s.zone_of("Savannah Lions") == "graveyard"
    # Ace (1/1 double strike) dealt 1 + 1 to the Bears, which hit back in the second step
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Fencing Ace") == "graveyard"


def test_cr_702_19b_702_2c_trample_over_a_deathtouch_blocker(scenario: type[Scenario]) -> None:
    s = scenario()
    wurm = s.put(A, "Colossal Dreadmaw")
    rats = s.put(B, "Typhoid Rats")
    s.start()
    s.attack({wurm: "p1"})
    s.block(B, {rats: wurm})
    s.to_step("combat_damage")
    assert s.pending is not None and s.pending.tag == "combat.damage"
    s.refused(A, (0, 6))  # nothing to the player before lethal to the blocker
    s.apply(A, (1, 5))
    s.to_step("end_combat")
    assert s.life(B) == 15
    assert s.zone_of("Typhoid Rats") == "graveyard"
    assert s.zone_of("Colossal Dreadmaw") == "graveyard"  # deathtouch


def test_cr_702_111b_menace_needs_two_blockers(scenario: type[Scenario]) -> None:
    s = scenario()
    brute = s.put(A, "Boggart Brute")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.attack({brute: "p1"})
    s.to_step("declare_blockers")
    s.refused(B, ((bears, brute),))
    s.apply(B, ((bears, brute), (lions, brute)))
    assert s.state.blocked == {brute}


def test_cr_702_9b_flying_can_only_be_blocked_by_flying_or_reach(
        scenario: type[Scenario]) -> None:
    s = scenario()
    drake = s.put(A, "Wind Drake")
    s.put(B, "Grizzly Bears")
    spider = s.put(B, "Giant Spider")
    s.start()
    s.attack({drake: "p1"})
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and decision.options == (spider,)


def test_lord_dying_mid_combat_changes_power_at_once(scenario: type[Scenario]) -> None:
    """CR 613 (7c) and 611.3a: a lord's bonus ends the moment it leaves."""
    s = scenario()
    elves = s.put(A, "Llanowar Elves")
    champion = s.put(A, "Elvish Champion")
    lions = s.put(B, "Savannah Lions")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start()
    assert s.pt(elves) == (2, 2)
    s.attack({elves: "p1"})
    s.block(B, {lions: elves})
    s.cast(B, "Shock", targets=[champion])
    s.resolve()
    assert s.pt(elves) == (1, 1)
    s.to_step("end_combat")
    assert s.zone_of("Llanowar Elves") == "graveyard"
    assert s.zone_of("Savannah Lions") == "graveyard"


def test_cr_506_2_802_attacking_two_players_each_blocks_its_own(
        scenario: type[Scenario]) -> None:
    s = scenario(3)
    giant = s.put(A, "Hill Giant")
    bears = s.put(A, "Grizzly Bears")
    blocker_b = s.put(B, "Savannah Lions")
    s.put(C, "Walking Corpse")
    s.start()
    s.attack({giant: "p1", bears: "p2"})
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and decision.player == B
    assert decision.targets == ((giant,),)  # B may block only what attacks B
    s.apply(B, ())
    decision = s.pending
    assert decision is not None and decision.player == C
    s.apply(C, ())
    s.to_step("end_combat")
    assert s.life(B) == 17 and s.life(C) == 18
    del blocker_b


# -- step 10: layers


def test_cr_613_4c_counters_and_anthems_add_in_layer_7c(scenario: type[Scenario]) -> None:
    s = scenario()
    bears = s.put(A, "Grizzly Bears", counters={"+1/+1": 1})
    s.put(A, "Glorious Anthem")
    s.start()
    assert s.pt(bears) == (4, 4)


def test_cr_613_2_layer_2_control_change_threaten(scenario: type[Scenario]) -> None:
    s = scenario()
    bears = s.put(B, "Grizzly Bears", tapped=True)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Threaten")
    s.start()
    s.cast(A, "Threaten", targets=[bears])
    s.resolve()
    assert s.controller(bears) == A and not s.obj(bears).tapped
    assert "haste" in s.keywords(bears)
    s.to_step("upkeep", active=B)
    assert s.controller(bears) == B


# -- step 11: replacement


def test_cr_614_1c_enters_with_loyalty_counters(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Island", 3)
    s.hand(A, "Jace Beleren")
    s.start()
    s.cast(A, "Jace Beleren")
    s.resolve()
    assert s.obj(s.id("Jace Beleren")).counters["loyalty"] == 3


# -- step 13: multiplayer


def test_cr_103_8a_103_8c_the_first_draw(scenario: type[Scenario]) -> None:
    """MC-38, through a real game start (no mulligans)."""
    from cardtable.games.magic.game import MagicSettings, new_game
    from tests.magic.conftest import test_cards

    for players, draws in ((2, False), (3, True)):
        decks = tuple(("Forest",) * 20 for _ in range(players))
        game = new_game(MagicSettings(decks, test_cards(), starting_player=0), 1,
                        mulligans=False)
        while game.state.step != "main1":
            game.apply(Pass())
        assert game.state.turn == 1
        assert len(game.state.zone(0, "hand")) == (8 if draws else 7)


def test_cr_800_4a_a_player_leaving_a_four_player_game(scenario: type[Scenario]) -> None:
    """MC-37's rule in a 4-player game: B concedes with a trigger on the stack and with
    creatures under others' control."""
    from cardtable.games.magic.actions import Concede
    from cardtable.games.magic.model import ContinuousEffect
    from cardtable.games.magic.state import TempEffect

    s = scenario(4)
    market = s.put(A, "High Market")
    heir = s.put(A, "Rakish Heir")
    baloth = s.put(A, "Ravenous Baloth")
    s.put(B, "Falkenrath Noble")
    shade = s.put(B, "Nantuko Shade")
    s.put(C, "Mind Control", attached_to=shade)
    s.graveyard(B, "Shock")
    s.hand(B, "Lightning Bolt")
    s.state.effects.append(TempEffect(s.state.new_timestamp(), ContinuousEffect("2"),
                                      frozenset({baloth}), B, "permanent"))
    s.state.touch()
    s.start()
    assert s.controller(baloth) == B and s.controller(shade) == C
    s.then("cast.target", "p0")  # B's Noble trigger targets A
    s.activate(A, "High Market", 1, sacrifice=[heir])
    del market
    assert [item.name for item in s.state.stack] == ["High Market", "Falkenrath Noble"]
    s.apply(A, Pass())
    s.apply(B, Concede())
    s.resolve()
    assert s.state.players[B].left
    assert s.ids("Falkenrath Noble") == [] and s.ids("Nantuko Shade") == []
    assert s.ids("Shock") == [] and s.ids("Lightning Bolt") == []
    assert s.controller(baloth) == A
    assert s.life(A) == 21
    assert s.zone_of("Mind Control") == "graveyard"
    assert not s.game.is_over


def test_cr_400_2_a_card_moved_between_hidden_zones_is_named_only_to_its_owner(
        scenario: type[Scenario]) -> None:
    """CR 400.2, 401.2, 402.3: a card put from a hand into a library (and back) is hidden from
    the other players — their log shows that a card moved, never which."""
    s = scenario()
    bolt = s.hand(A, "Lightning Bolt")
    s.start()
    s.game.move(s.obj(bolt), "library", cause="test")
    s.game.move(s.obj(s.id("Lightning Bolt", "library")), "hand", cause="test")
    moves = [e for e in s.game.events if e.kind == "move"][-2:]
    assert [dict(e.data)["frm"] for e in moves] == ["hand", "library"]
    for event in moves:
        assert "Lightning Bolt" not in str(event.for_player(B))
        assert "Lightning Bolt" not in str(event.for_player(None))
        assert "Lightning Bolt" in str(event.for_player(A))


def test_cr_800_4a_704_5m_an_aura_on_a_leaving_players_permanent_is_attached_to_nothing(
        scenario: type[Scenario]) -> None:
    """CR 800.4a, 704.5m: B's objects leave with B; C's Aura that enchanted B's creature is at
    once attached to nothing — never to a stale id, even if a decision (a commander's 903.9a
    choice) is asked before state-based actions are checked — and then goes to the graveyard.
    Found by a 1,000-game precon run: Underworld Connections on a leaving player's land."""
    from cardtable.games.magic import multiplayer, sba

    s = scenario(4)
    shade = s.put(B, "Nantuko Shade")
    control = s.put(C, "Mind Control", attached_to=shade)
    s.start()
    multiplayer.players_lose(s.game, [B], "test")
    aura = s.state.objects[control]
    assert shade not in s.state.objects
    assert aura.attached_to is None and aura.zone == "battlefield"
    assert sba.check(s.game)
    assert s.zone_of("Mind Control") == "graveyard"


def test_cr_730_1_a_refused_action_changes_nothing(scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    message = s.refused(A, Cast(999, "Nothing"))
    assert "not legal" in message
    with pytest.raises(IllegalAction):
        s.game.apply(Pass(), player=B)


def test_mc_40_cr_603_3b_101_4_apnap_order_of_triggers_in_four_players(
        scenario: type[Scenario]) -> None:
    s = scenario(4)
    s.put(B, "High Market")
    heir = s.put(B, "Rakish Heir")
    s.put(B, "Pawn of Ulamog")
    s.put(A, "Sangromancer")
    s.put(C, "Sangromancer")
    s.put(D, "Overseer of the Damned")
    s.put(D, "Falkenrath Noble")
    s.start(active=B)
    s.activate(B, "High Market", 1, sacrifice=[heir])
    # D orders: the Overseer trigger first, the Noble (targeting B) on top
    overseer_first = None
    decision = s.pending
    assert decision is not None and decision.tag == "order_triggers" and decision.player == D
    names = decision.prompt
    overseer_first = (0, 1) if names.index("0=Overseer") >= 0 and "0=Overseer" in names else (
        1, 0)
    s.apply(D, overseer_first)
    s.then("cast.target", "p1")
    s._drain()
    stack = [(item.controller, item.name) for item in s.state.stack]
    assert stack == [(B, "High Market"), (B, "Pawn of Ulamog"), (C, "Sangromancer"),
                     (D, "Overseer of the Damned"), (D, "Falkenrath Noble"), (A, "Sangromancer")]
    for _ in range(3):  # A's and C's Sangromancer, B's Pawn ("you may")
        s.then("resolve.choice", True)
    s.resolve()
    assert s.life(A) == 23 and s.life(C) == 23 and s.life(D) == 21 and s.life(B) == 20
    assert len(s.ids("Zombie", "battlefield")) == 1 and s.obj(s.id("Zombie")).tapped
    assert s.controller(s.id("Eldrazi Spawn")) == B


def test_cr_613_4a_613_4b_613_4c_characteristic_defining_then_set_then_modify(
        scenario: type[Scenario]) -> None:
    """7a (Nightmare counts Swamps) before 7c (a +1/+1 counter and Giant Growth), and a
    +1/+1 Anthem-like effect only for white creatures (Crusade does not touch it)."""
    s = scenario()
    nightmare = s.put(A, "Nightmare", counters={"+1/+1": 1})
    s.lands(A, "Swamp", 3)
    s.put(A, "Crusade")
    s.put(A, "Forest")
    s.hand(A, "Giant Growth")
    s.start()
    assert s.pt(nightmare) == (4, 4)
    s.cast(A, "Giant Growth", targets=[nightmare])
    s.resolve()
    assert s.pt(nightmare) == (7, 7)
    lions = s.put(A, "Savannah Lions")
    assert s.pt(lions) == (3, 2)


def test_cr_613_7_timestamps_order_effects_within_a_layer(scenario: type[Scenario]) -> None:
    """Two effects in layer 6 and 7c from resolved spells apply in timestamp order; an effect
    locked onto an object ends with that object (611.2c, 400.7)."""
    s = scenario()
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.hand(A, "Giant Growth", 2)
    s.start()
    s.cast(A, "Giant Growth", targets=[bears])
    s.resolve()
    s.cast(A, "Giant Growth", targets=[bears])
    s.resolve()
    stamps = [e.timestamp for e in s.state.effects]
    assert stamps == sorted(stamps) and len(stamps) == 2
    assert s.pt(bears) == (8, 8)


def test_cr_903_10a_combat_damage_is_counted_per_card_for_commander(
        scenario: type[Scenario]) -> None:
    """Design for Commander: combat damage each card dealt to each player is kept (704.6c
    will read it), following the physical card across zone changes."""
    s = scenario()
    giant = s.put(A, "Hill Giant")
    s.start()
    s.attack({giant: "p1"})
    s.to_step("end_combat")
    uid = s.obj(giant).uid
    assert s.state.combat_damage == {(uid, B): 3}
