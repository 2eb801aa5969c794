"""Engine pieces for cards that compile but could not be played: each keyword or trigger here
is run from a real card's Oracle text (MTGJSON 2022-04-25), compiled by the Oracle compiler,
in a scenario game (tests/magic/dsl.py). The CR rule each proves is in the test's name."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.combat import can_block
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.state import TempEffect
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

# -- triggered keywords -------------------------------------------------------------------------


def test_cr_702_108a_prowess_triggers_on_noncreature_spells_only() -> None:
    s = game("Bloodfire Expert")
    expert = s.put(A, "Bloodfire Expert")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Mountain", 1)
    s.lands(A, "Forest", 2)
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Grizzly Bears")
    s.start()
    assert s.pt(expert) == (3, 1)
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.pt(expert) == (4, 2)
    s.cast(A, "Grizzly Bears")  # a creature spell: no trigger
    s.resolve()
    assert s.pt(expert) == (4, 2)
    s.to_step("upkeep", active=B)
    assert s.pt(expert) == (3, 1)  # until end of turn


def test_cr_702_83a_506_5_exalted_each_instance_when_a_creature_attacks_alone() -> None:
    s = game("Akrasan Squire")
    s.put(A, "Akrasan Squire")
    s.put(A, "Akrasan Squire")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({bears: "p1"})
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.pt(bears) == (4, 4)  # two instances of exalted, +1/+1 each
    s.to_step("combat_damage")
    assert s.life(B) == 16


def test_cr_702_83a_exalted_does_not_trigger_for_two_attackers() -> None:
    s = game("Akrasan Squire")
    squire = s.put(A, "Akrasan Squire")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({bears: "p1", squire: "p1"})
    assert not s.state.stack
    assert s.pt(bears) == (2, 2) and s.pt(squire) == (1, 1)


def test_cr_702_45a_bushido_when_it_blocks_and_when_it_becomes_blocked() -> None:
    s = game("Devoted Retainer")
    bears = s.put(A, "Grizzly Bears")
    retainer = s.put(B, "Devoted Retainer")
    s.start()
    s.attack({bears: "p1"})
    s.block(B, {retainer: bears})
    s.resolve()
    assert s.pt(retainer) == (2, 2)
    s.to_step("end_combat")
    assert s.zone_of("Grizzly Bears") == "graveyard"  # the 1/1 dealt 2 damage as a 2/2


def test_cr_702_45a_bushido_attacker_becomes_blocked() -> None:
    s = game("Devoted Retainer")
    retainer = s.put(A, "Devoted Retainer")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({retainer: "p1"})
    s.block(B, {bears: retainer})
    s.resolve()
    assert s.pt(retainer) == (2, 2)


def test_cr_702_25a_flanking_shrinks_each_blocker_without_flanking() -> None:
    s = game("Benalish Cavalry")
    cavalry = s.put(A, "Benalish Cavalry")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    other = s.put(B, "Benalish Cavalry")
    s.start()
    s.attack({cavalry: "p1"})
    s.block(B, {bears: cavalry, lions: cavalry, other: cavalry})
    s.then("order_triggers", (0, 1))  # one trigger per blocker without flanking
    s.resolve()
    assert s.pt(bears) == (1, 1)
    assert s.zone_of("Savannah Lions") == "graveyard"  # a 2/1 at -1/-1 dies (704.5f)
    assert s.pt(other) == (2, 2)  # a blocker with flanking is not affected


def test_cr_702_23a_rampage_counts_blockers_beyond_the_first_as_it_resolves() -> None:
    s = game("Aerathi Berserker")
    berserker = s.put(A, "Aerathi Berserker")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start()
    base = s.pt(berserker)
    s.attack({berserker: "p1"})
    s.block(B, {bears: berserker, lions: berserker})
    s.resolve()
    assert s.pt(berserker) == (base[0] + 3, base[1] + 3)


def test_cr_702_23a_rampage_one_blocker_gives_nothing() -> None:
    s = game("Aerathi Berserker")
    berserker = s.put(A, "Aerathi Berserker")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    base = s.pt(berserker)
    s.attack({berserker: "p1"})
    s.block(B, {bears: berserker})
    s.resolve()
    assert s.pt(berserker) == base


def test_cr_702_130a_afflict_defending_player_loses_life() -> None:
    s = game("Frontline Devastator")
    devastator = s.put(A, "Frontline Devastator")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({devastator: "p1"})
    s.block(B, {bears: devastator})
    s.resolve()
    assert s.life(B) == 18  # afflict 2


def test_cr_702_91a_battle_cry_pumps_each_other_attacker() -> None:
    s = game("Accorder Paladin")
    paladin = s.put(A, "Accorder Paladin")
    bears = s.put(A, "Grizzly Bears")
    idle = s.put(A, "Savannah Lions")
    s.start()
    s.attack({paladin: "p1", bears: "p1"})
    s.resolve()
    assert s.pt(bears) == (3, 2)
    assert s.pt(paladin) == (3, 1)  # not itself
    assert s.pt(idle) == (2, 1)  # not a creature that is not attacking


def test_cr_702_105a_dethrone_only_against_the_player_with_the_most_life() -> None:
    s = game("Enraged Revolutionary", players=3)
    rev = s.put(A, "Enraged Revolutionary")
    s.set_life(1, 25)
    s.start()
    s.attack({rev: "p1"})
    s.resolve()
    assert s.obj(rev).counters.get("+1/+1") == 1

    s = game("Enraged Revolutionary", players=3)
    rev = s.put(A, "Enraged Revolutionary")
    s.set_life(2, 25)
    s.start()
    s.attack({rev: "p1"})
    assert not s.state.stack and not s.obj(rev).counters.get("+1/+1")


def test_cr_702_121a_melee_counts_each_opponent_attacked() -> None:
    s = game("Deputized Protester", players=3)
    protester = s.put(A, "Deputized Protester")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    base = s.pt(protester)
    s.attack({protester: "p1", bears: "p2"})
    s.resolve()
    assert s.pt(protester) == (base[0] + 2, base[1] + 2)


def test_cr_702_149a_training_with_a_greater_power_attacker() -> None:
    s = game("Apprentice Sharpshooter")
    shooter = s.put(A, "Apprentice Sharpshooter")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.attack({shooter: "p1", giant: "p1"})
    s.resolve()
    assert s.obj(shooter).counters.get("+1/+1") == 1
    assert not s.obj(giant).counters.get("+1/+1")


def test_cr_702_79a_persist_returns_once_with_a_minus_counter() -> None:
    s = game("Kitchen Finks")
    s.put(A, "Kitchen Finks")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start()
    s.cast(B, "Lightning Bolt", targets=[s.id("Kitchen Finks")])
    s.resolve()
    finks = s.id("Kitchen Finks")
    assert s.obj(finks).counters.get("-1/-1") == 1 and s.pt(finks) == (2, 1)
    s.cast(B, "Lightning Bolt", targets=[finks])
    s.resolve()
    assert s.zone_of("Kitchen Finks") == "graveyard"  # it had a -1/-1 counter: no return


def test_cr_702_46a_soulshift_returns_a_spirit_with_lesser_mana_value() -> None:
    s = game("Body of Jukai", "Kami of Ancient Law")
    s.put(A, "Body of Jukai")
    spirit = s.graveyard(A, "Kami of Ancient Law")
    s.lands(B, "Swamp", 2)
    s.hand(B, "Doom Blade")
    s.start()
    s.cast(B, "Doom Blade", targets=[s.id("Body of Jukai")])
    s.then("cast.target", spirit).then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Kami of Ancient Law") == "hand"


def test_cr_702_54a_bloodthirst_only_if_an_opponent_was_dealt_damage() -> None:
    s = game("Blood Ogre")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Blood Ogre")
    s.start()
    s.cast(A, "Blood Ogre")
    s.resolve()
    assert not s.obj(s.id("Blood Ogre")).counters.get("+1/+1")

    s = game("Blood Ogre")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Blood Ogre")
    s.hand(A, "Shock")
    s.start()
    s.cast(A, "Shock", targets=["p1"])
    s.resolve()
    s.cast(A, "Blood Ogre")
    s.resolve()
    assert s.obj(s.id("Blood Ogre")).counters.get("+1/+1") == 1


# -- evasion ------------------------------------------------------------------------------------


def _blockable(s: Scenario, blocker: int, attacker: int) -> bool:
    return can_block(s.game, blocker, attacker)


def test_cr_702_36b_fear_artifact_or_black_blockers_only() -> None:
    s = game("Dross Prowler", "Ornithopter", "Walking Corpse")
    prowler = s.put(A, "Dross Prowler")
    assert not _blockable(s, s.put(B, "Grizzly Bears"), prowler)
    assert _blockable(s, s.put(B, "Walking Corpse"), prowler)
    assert _blockable(s, s.put(B, "Ornithopter"), prowler)  # an artifact creature


def test_cr_702_13b_intimidate_artifact_or_shared_colour_blockers_only() -> None:
    s = game("Bladetusk Boar", "Ornithopter")
    boar = s.put(A, "Bladetusk Boar")
    assert not _blockable(s, s.put(B, "Grizzly Bears"), boar)
    assert _blockable(s, s.put(B, "Raging Goblin"), boar)  # red, like the boar
    assert _blockable(s, s.put(B, "Ornithopter"), boar)


def test_cr_702_28b_shadow_blocks_and_is_blocked_only_by_shadow() -> None:
    s = game("Dauthi Marauder")
    marauder = s.put(A, "Dauthi Marauder")
    bears = s.put(B, "Grizzly Bears")
    other = s.put(B, "Dauthi Marauder")
    attacker = s.put(A, "Grizzly Bears")
    assert not _blockable(s, bears, marauder)
    assert _blockable(s, other, marauder)
    assert not _blockable(s, other, attacker)


def test_cr_702_31b_horsemanship() -> None:
    s = game("Barbarian General")
    general = s.put(A, "Barbarian General")
    rider = s.put(B, "Barbarian General")
    bears = s.put(A, "Grizzly Bears")
    assert not _blockable(s, s.put(B, "Serra Angel"), general)
    assert _blockable(s, rider, general)
    assert _blockable(s, rider, bears)  # it can block a creature without horsemanship


def test_cr_702_118b_skulk_not_by_greater_power() -> None:
    s = game("Furtive Homunculus")
    homunculus = s.put(A, "Furtive Homunculus")
    assert s.pt(homunculus)[0] == 2
    assert _blockable(s, s.put(B, "Grizzly Bears"), homunculus)  # equal power may block
    assert not _blockable(s, s.put(B, "Hill Giant"), homunculus)  # greater power may not


# -- characteristic-defining keywords and granted keywords -------------------------------------


def test_cr_702_114a_devoid_is_colorless_in_every_zone() -> None:
    s = game("Blinding Drone")
    drone = s.put(A, "Blinding Drone")
    in_hand = s.hand(A, "Blinding Drone")
    for oid in (drone, in_hand):
        assert chars(s.state, s.obj(oid)).colors == frozenset()
    assert matches(s.state, s.obj(drone), m.Filter(colorless=True), A)


def test_cr_702_73a_205_3d_changeling_is_every_creature_type() -> None:
    s = game("Avian Changeling")
    bird = s.put(A, "Avian Changeling")
    for kind in ("Goblin", "Elf", "Sliver", "Time Lord"):
        assert matches(s.state, s.obj(bird), m.Filter(subtypes=(kind,)), A)
    assert not matches(s.state, s.obj(s.put(A, "Grizzly Bears")),
                       m.Filter(subtypes=("Goblin",)), A)


def test_cr_613_1f_a_granted_keyword_brings_its_triggered_ability() -> None:
    """A layer-6 effect that grants exalted gives the triggered ability exalted stands for
    (702.83a), not only the word."""
    s = game()
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    state = s.state
    state.effects.append(TempEffect(state.new_timestamp(), m.ContinuousEffect(
        "6", add_keywords=(m.Keyword("exalted"),)), frozenset({lions}), A, "end_of_turn"))
    state.touch()
    assert any(isinstance(a, m.TriggeredAbility) and a.trigger.event == "attacks_alone"
               for a in chars(state, s.obj(lions)).abilities)
    s.start()
    s.attack({bears: "p1"})
    s.resolve()
    assert s.pt(bears) == (3, 3)


# -- effects ------------------------------------------------------------------------------------


def test_cr_701_27a_proliferate_chosen_permanents_and_players_get_one_more_of_each_kind() -> None:
    s = game("Contagion Clasp")
    s.put(A, "Contagion Clasp")
    s.lands(A, "Wastes", 4)
    mine = s.put(A, "Grizzly Bears", counters={"+1/+1": 2})
    theirs = s.put(B, "Hill Giant", counters={"-1/-1": 1})
    s.state.players[B].poison = 3
    s.start()
    s.activate(A, "Contagion Clasp", index=1)
    s.then("resolve", (mine, "p1"))
    s.resolve()
    assert s.obj(mine).counters == {"+1/+1": 3}
    assert s.obj(theirs).counters == {"-1/-1": 1}  # not chosen
    assert s.state.players[B].poison == 4


def test_round_trip_a_negative_power_pump_renders_minus_zero() -> None:
    """Oracle writes "-3/-0"; the compiled ModifyPT(-3, 0) renders back the same way."""
    card = real("Agony Warp")
    assert "-3/-0" in card.oracle


# -- echo and "may pay" costs --------------------------------------------------------------------


def test_cr_702_30a_echo_pay_once_at_the_first_upkeep_then_never_again() -> None:
    s = game("Acridian")
    acridian = s.put(A, "Acridian")
    s.lands(A, "Forest", 2)
    s.start()
    s.to_step("upkeep", active=B)
    assert not s.state.stack  # B's upkeep: not its controller's
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", True)  # pay {1}{G}
    s.resolve()
    assert s.zone_of("Acridian") == "battlefield"
    assert s.obj(acridian).id == acridian
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert not s.state.stack  # 603.4: it did not come under A's control since the last upkeep


def test_cr_702_30a_echo_declined_or_unpayable_sacrifices_it() -> None:
    s = game("Acridian")
    s.put(A, "Acridian")
    s.lands(A, "Forest", 2)
    s.start()
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", False)
    s.resolve()
    assert s.zone_of("Acridian") == "graveyard"

    s = game("Acridian")
    s.put(A, "Acridian")  # no lands: the echo cost cannot be paid, no question is asked
    s.start()
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Acridian") == "graveyard"


def test_cr_702_30a_echo_triggers_again_after_a_change_of_control() -> None:
    """Echo: a permanent that came under a new controller's control since that player's last
    upkeep owes echo again (control change through a layer-2 effect, 613.1b)."""
    s = game("Acridian")
    acridian = s.put(B, "Acridian")
    s.lands(B, "Forest", 2)
    s.lands(A, "Island", 5)
    s.hand(A, "Mind Control")
    s.start()
    s.to_step("upkeep", active=B)
    s.then("resolve.choice", True)  # B pays its echo
    s.resolve()
    s.to_step("upkeep", active=A)
    assert not s.state.stack  # A's upkeep: Acridian is B's
    s.to_step("main1", active=A)
    s.cast(A, "Mind Control", targets=[acridian])
    s.resolve()
    assert s.controller(acridian) == A
    s.to_step("upkeep", active=B)
    assert not s.state.stack  # B no longer controls it
    s.to_step("upkeep", active=A)
    assert s.state.stack  # it came under A's control since A's last upkeep
    s.then("resolve.choice", False)  # A declines to pay
    s.resolve()
    assert s.zone_of("Acridian") == "graveyard"


# -- fabricate, modular, renown, extort, fading ------------------------------------------------


def test_cr_702_123a_fabricate_counters_or_servos() -> None:
    s = game("Accomplished Automaton")
    s.lands(A, "Wastes", 7)
    s.hand(A, "Accomplished Automaton")
    s.start()
    s.cast(A, "Accomplished Automaton")
    s.then("resolve.choice", True)
    s.resolve()
    automaton = s.id("Accomplished Automaton")
    assert s.obj(automaton).counters.get("+1/+1") == 1 and not s.ids("Servo")

    s = game("Accomplished Automaton")
    s.lands(A, "Wastes", 7)
    s.hand(A, "Accomplished Automaton")
    s.start()
    s.cast(A, "Accomplished Automaton")
    s.then("resolve.choice", False)  # "If you don't, create a 1/1 colorless Servo"
    s.resolve()
    assert not s.obj(s.id("Accomplished Automaton")).counters.get("+1/+1")
    (servo,) = s.ids("Servo")
    c = chars(s.state, s.obj(servo))
    assert (c.power, c.toughness, c.colors) == (1, 1, frozenset())
    assert {"Artifact", "Creature"} <= c.types and "Servo" in c.subtypes


def test_cr_702_43a_modular_enters_with_counters_and_moves_them_when_it_dies() -> None:
    s = game("Arcbound Bruiser", "Ornithopter")
    s.lands(A, "Wastes", 5)
    s.hand(A, "Arcbound Bruiser")
    thopter = s.put(A, "Ornithopter")
    s.lands(B, "Swamp", 2)
    s.hand(B, "Doom Blade")
    s.start()
    s.cast(A, "Arcbound Bruiser")
    s.resolve()
    bruiser = s.id("Arcbound Bruiser")
    assert s.obj(bruiser).counters.get("+1/+1") == 3
    s.cast(B, "Doom Blade", targets=[bruiser])
    s.then("cast.target", thopter).then("resolve.choice", True)
    s.resolve()
    assert s.obj(thopter).counters.get("+1/+1") == 3  # counted as it last existed (608.2h)


def test_cr_702_112a_renown_once_then_it_is_renowned() -> None:
    s = game("Akroan Sergeant")
    sergeant = s.put(A, "Akroan Sergeant")
    s.start()
    base = s.pt(sergeant)
    s.attack({sergeant: "p1"})
    s.to_step("end_combat")
    s.resolve()
    assert s.obj(sergeant).counters.get("+1/+1") == 1 and s.obj(sergeant).renowned
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.attack({sergeant: "p1"})
    s.to_step("end_combat")
    assert not s.state.stack and s.obj(sergeant).counters.get("+1/+1") == 1
    assert s.pt(sergeant) == (base[0] + 1, base[1] + 1)


def test_cr_702_101a_extort_pay_to_drain_each_opponent() -> None:
    s = game("Basilica Guards", players=3)
    s.put(A, "Basilica Guards")
    s.lands(A, "Mountain", 1)
    s.lands(A, "Plains", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.then("resolve.choice", True)  # pay {W/B}
    s.resolve()
    assert (s.life(A), s.life(1), s.life(2)) == (22, 16, 19)


def test_cr_702_101a_extort_unpaid_does_nothing() -> None:
    s = game("Basilica Guards")
    s.put(A, "Basilica Guards")
    s.lands(A, "Mountain", 1)  # nothing left to pay {W/B} with: no question
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert (s.life(A), s.life(B)) == (20, 17)


def test_cr_702_32a_fading_remove_a_counter_each_upkeep_then_sacrifice() -> None:
    s = game("Blastoderm")
    s.lands(A, "Forest", 4)
    s.hand(A, "Blastoderm")
    s.start()
    s.cast(A, "Blastoderm")
    s.resolve()
    blastoderm = s.id("Blastoderm")
    assert s.obj(blastoderm).counters.get("fade") == 3
    for left in (2, 1, 0):
        s.to_step("upkeep", active=A)
        s.resolve()
        assert s.obj(blastoderm).counters.get("fade") == left
        s.to_step("draw", active=A)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Blastoderm") == "graveyard"  # it could not remove one: sacrificed


# -- mentor, outlast, annihilator ---------------------------------------------------------------


def test_cr_702_134a_mentor_targets_an_attacker_with_less_power() -> None:
    s = game("Barging Sergeant")
    sergeant = s.put(A, "Barging Sergeant")  # 4/2
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    big = s.put(A, "Serra Angel")  # 4/4: not less than 4
    s.start()
    s.attack({sergeant: "p1", bears: "p1", giant: "p1", big: "p1"})
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert set(decision.options) == {bears, giant}
    s.apply(A, bears)
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 1


def test_cr_702_107a_outlast_only_as_a_sorcery() -> None:
    s = game("Disowned Ancestor")
    ancestor = s.put(A, "Disowned Ancestor")
    s.lands(A, "Swamp", 4)
    s.start()
    s.activate(A, "Disowned Ancestor")
    s.resolve()
    assert s.obj(ancestor).counters.get("+1/+1") == 1 and s.obj(ancestor).tapped
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=B)
    s._priority_to(A)
    decision = s.pending
    assert decision is not None and decision.player == A
    assert not any(getattr(o, "name", "") == "Disowned Ancestor" for o in decision.options)


def test_cr_702_86a_granted_annihilator_defending_player_sacrifices() -> None:
    s = game("Eldrazi Conscription")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Eldrazi Conscription", attached_to=bears)
    lands = s.lands(B, "Forest", 3)
    s.start()
    assert s.pt(bears) == (12, 12) and "annihilator" in s.keywords(bears)
    s.attack({bears: "p1"})
    s.then("resolve.choice", tuple(lands[:2]))
    s.resolve()
    assert [s.obj(i).zone for i in lands[2:]] == ["battlefield"]
    assert s.graveyard_names(B).count("Forest") == 2


# -- ward ("becomes the target"), living weapon, vanishing, graft ------------------------------


def test_cr_702_21a_ward_counters_an_opponents_spell_unless_they_pay() -> None:
    s = game("Patchwork Automaton")
    automaton = s.put(A, "Patchwork Automaton")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[automaton])
    s.resolve()  # ward resolves first; B cannot pay {2}: the Bolt is countered
    assert s.zone_of("Patchwork Automaton") == "battlefield"
    assert s.graveyard_names(B) == ["Lightning Bolt"] and s.life(A) == 20


def test_cr_702_21a_ward_paid_and_not_triggered_by_its_controller() -> None:
    s = game("Patchwork Automaton")
    automaton = s.put(A, "Patchwork Automaton")
    s.lands(B, "Mountain", 3)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[automaton])
    s.then("resolve.choice", True)  # B pays {2}
    s.resolve()
    assert s.zone_of("Patchwork Automaton") == "graveyard"

    s = game("Patchwork Automaton")
    automaton = s.put(A, "Patchwork Automaton")
    s.lands(A, "Forest", 1)
    s.hand(A, "Giant Growth")
    s.start()
    s.cast(A, "Giant Growth", targets=[automaton])
    assert len(s.state.stack) == 1  # its controller's own spell: no ward trigger
    s.resolve()
    assert s.pt(automaton) == (4, 4)


def test_cr_702_92a_living_weapon_germ_token_equipped() -> None:
    s = game("Flayer Husk")
    s.lands(A, "Wastes", 1)
    s.hand(A, "Flayer Husk")
    s.start()
    s.cast(A, "Flayer Husk")
    s.resolve()
    (germ,) = s.ids("Phyrexian Germ")
    husk = s.id("Flayer Husk")
    assert s.obj(husk).attached_to == germ
    c = chars(s.state, s.obj(germ))
    assert (c.power, c.toughness, c.colors) == (1, 1, frozenset({"B"}))


def test_cr_702_63a_vanishing_last_time_counter_sacrifices() -> None:
    s = game("Waning Wurm")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Waning Wurm")
    s.start()
    s.cast(A, "Waning Wurm")
    s.resolve()
    wurm = s.id("Waning Wurm")
    assert s.obj(wurm).counters.get("time") == 2
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.obj(wurm).counters.get("time") == 1
    s.to_step("draw", active=A)
    s.to_step("upkeep", active=A)
    s.resolve()  # the last one removed: "When the last time counter is removed, sacrifice it"
    assert s.zone_of("Waning Wurm") == "graveyard"


def test_cr_702_58a_122_5_graft_moves_a_counter_to_an_entering_creature() -> None:
    s = game("Simic Initiate")
    s.lands(A, "Forest", 3)
    s.hand(A, "Simic Initiate")
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Simic Initiate")
    s.resolve()
    initiate = s.id("Simic Initiate")
    assert s.pt(initiate) == (1, 1)
    s.cast(A, "Grizzly Bears")
    s.then("resolve.choice", True)
    s.resolve()
    bears = s.id("Grizzly Bears")
    assert s.pt(bears) == (3, 3)
    assert s.zone_of("Simic Initiate") == "graveyard"  # a 0/0 once its counter moved


# -- crew ---------------------------------------------------------------------------------------


def test_cr_702_122a_crew_taps_creatures_with_enough_power_and_animates_the_vehicle() -> None:
    s = game("Aradara Express")  # crew 4, an 8/6
    express = s.put(A, "Aradara Express")
    bears = s.put(A, "Grizzly Bears", sick=True)  # summoning sickness does not stop crewing
    lions = s.put(A, "Savannah Lions")
    s.start()
    assert "Creature" not in chars(s.state, s.obj(express)).types
    assert s.pending is not None
    option = next(o for o in s.pending.options if getattr(o, "name", "") == "Aradara Express")
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.crew"
    assert "done" not in decision.options  # 0 of 4
    s.apply(A, bears)
    s.apply(A, lions)
    assert s.pending is not None and s.pending.options == ("done",)
    s.apply(A, "done")
    assert s.obj(bears).tapped and s.obj(lions).tapped
    s.resolve()
    c = chars(s.state, s.obj(express))
    assert {"Artifact", "Creature"} <= c.types and (c.power, c.toughness) == (8, 6)
    s.attack({express: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 12
    s.to_step("upkeep", active=B)
    assert "Creature" not in chars(s.state, s.obj(express)).types  # until end of turn


def test_cr_702_122a_crew_needs_enough_untapped_power() -> None:
    s = game("Aradara Express")
    s.put(A, "Aradara Express")
    s.put(A, "Grizzly Bears")
    s.put(A, "Hill Giant", tapped=True)  # tapped: cannot crew
    s.start()
    decision = s.pending
    assert decision is not None
    assert not any(getattr(o, "name", "") == "Aradara Express" for o in decision.options)


def test_cr_603_1_render_words_for_the_new_trigger_events() -> None:
    """The trigger events the engine now runs have Oracle's words, so a compiled form using
    them can pass the round trip (magic.md §2)."""
    from cardtable.games.magic.text.triggers import trigger_text

    card = m.CardDef("X", "Creature")
    words = {
        m.Trigger("becomes_blocked"): "Whenever ~ becomes blocked",
        m.Trigger("blocks"): "Whenever ~ blocks",
        m.Trigger("put_into_graveyard"): "When ~ is put into a graveyard from the battlefield",
        m.Trigger("becomes_target", whose="opponent"):
            "Whenever ~ becomes the target of a spell or ability an opponent controls",
        m.Trigger("attacks_alone", subject="filter",
                  filter=m.Filter(types=("Creature",), controller="you")):
            "Whenever a creature you control attacks alone",
    }
    for trigger, text in words.items():
        assert trigger_text(trigger, card) == text


# -- delayed triggers ---------------------------------------------------------------------------


def _with_delayed(name: str, effect: m.DelayedTrigger, oracle: str) -> dict[str, m.CardDef]:
    cards = dict(card_pool())
    cards[name] = m.CardDef(name, "Instant", "{U}", oracle=oracle,
                            abilities=(m.SpellAbility(effects=(effect,)),))
    return cards


def test_cr_603_7_delayed_draw_at_the_beginning_of_the_next_turns_upkeep() -> None:
    """The shape of "Draw a card at the beginning of the next turn's upkeep." (Portent and 43
    more): it renders back as printed and draws once, in the next turn's upkeep (603.7b)."""
    from cardtable.games.magic.oracle.support import round_trip_problem

    delayed = m.DelayedTrigger((m.DrawCards(1),), when="next_upkeep")
    cards = _with_delayed("Test Omen", delayed,
                          "Draw a card at the beginning of the next turn's upkeep.")
    assert round_trip_problem(cards["Test Omen"]) == ""
    s = Scenario(2, cards=cards)
    s.lands(A, "Island", 1)
    s.hand(A, "Test Omen")
    s.start()
    s.cast(A, "Test Omen")
    s.resolve()
    hand = s.hand_size(A)
    s.to_step("end", active=A)
    assert s.hand_size(A) == hand  # not this turn
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.hand_size(A) == hand + 1  # its controller draws, in B's upkeep
    assert not s.state.delayed
    s.to_step("upkeep", active=A)
    assert not s.state.stack  # it triggered once (603.7b)
    s.to_step("main1", active=A)
    assert s.hand_size(A) == hand + 1 + 1  # plus A's own draw step


def test_cr_603_7c_delayed_sacrifice_it_at_the_next_end_step() -> None:
    """"Sacrifice it at the beginning of the next end step": "it" is fixed as it is created,
    and a new object (after a zone change) is not affected (603.7c)."""
    cards = dict(card_pool())
    cards["Test Rite"] = m.CardDef(
        "Test Rite", "Sorcery", "{B}", abilities=(m.SpellAbility(
            targets=(m.TargetSpec("creature", m.Filter(controller="you")),),
            effects=(m.DelayedTrigger((m.Sacrifice(what="it"),), when="next_end_step",
                                      it="target:0"),)),))
    s = Scenario(2, cards=cards)
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Test Rite", 2)
    s.start()
    s.cast(A, "Test Rite", targets=[bears])
    s.resolve()
    s.cast(A, "Test Rite", targets=[lions])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    s.to_step("end", active=A)
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Savannah Lions") == "graveyard"
