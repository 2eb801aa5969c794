"""Trigger events that compose (issue 28; ``oracle/trigger_events.py``): a subject ("~", "a
creature you control", "enchanted creature", "equipped creature") × a verb ("attacks and isn't
blocked", "deals damage to an opponent", "blocks a creature without flying", …), and the
anaphora that refer back to the event ("it", "that player", "that much", "that creature").

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), must be supported
(round trip and engine), and is played in a scenario game asserting what its text says
happens. The CR rule each test proves is in its name or docstring (CR 603.2: an ability
triggers when its event occurs; 603.10a: leaves-the-battlefield abilities look back)."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, TurnFaceUp
from cardtable.games.magic.layers import chars
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _triggers(name: str) -> list[m.TriggeredAbility]:
    return [a for a in real(name).abilities if isinstance(a, m.TriggeredAbility)]


def _combat_to_end(s: Scenario) -> None:
    """Everyone passes (resolving what triggers) until the end step of this turn."""
    s.to_step("end")


# -- "attacks and isn't blocked" (CR 509.1h) ------------------------------------------------------


def test_cr_509_1h_eternal_of_harsh_truths_attacks_and_isnt_blocked_draws() -> None:
    """Eternal of Harsh Truths: "Whenever ~ attacks and isn't blocked, draw a card." — it
    triggers once blockers are declared and none blocks it; a blocked attack draws nothing
    (its afflict loses the defender 2 life instead)."""
    s = game("Eternal of Harsh Truths")
    eternal = s.put(A, "Eternal of Harsh Truths")
    s.start()
    hand = s.hand_size(A)
    s.attack({eternal: "p1"})  # B has no creature: no block is declared
    _combat_to_end(s)
    assert s.hand_size(A) == hand + 1
    assert s.life(B) == 20 - s.pt(eternal)[0]  # unblocked: no afflict

    t = game("Eternal of Harsh Truths")
    eternal = t.put(A, "Eternal of Harsh Truths")
    giant = t.put(B, "Hill Giant")
    t.start()
    hand = t.hand_size(A)
    t.attack({eternal: "p1"})
    t.block(B, {giant: eternal})
    _combat_to_end(t)
    assert t.hand_size(A) == hand  # blocked: no card
    assert t.life(B) == 20 - 2  # afflict 2 (702.130a)


# -- "attacks or blocks": two events, one printed ability (CR 508.1, 509.1) -----------------------


def test_cr_603_2_howling_golem_attacks_or_blocks_each_player_draws() -> None:
    """Howling Golem: "Whenever ~ attacks or blocks, each player draws a card." — once when
    it attacks, once when it blocks; read as two abilities and printed back as one line."""
    assert [t.trigger.event for t in _triggers("Howling Golem")] == ["attacks", "blocks"]
    assert render_card(real("Howling Golem")).count("attacks or blocks") == 1
    s = game("Howling Golem")
    golem = s.put(A, "Howling Golem")
    s.start()
    mine, theirs = s.hand_size(A), s.hand_size(B)
    s.attack({golem: "p1"})
    s.resolve()
    assert (s.hand_size(A), s.hand_size(B)) == (mine + 1, theirs + 1)

    t = game("Howling Golem")
    golem = t.put(B, "Howling Golem")
    bears = t.put(A, "Grizzly Bears")
    t.start()
    mine, theirs = t.hand_size(A), t.hand_size(B)
    t.attack({bears: "p1"})
    t.block(B, {golem: bears})
    t.resolve()
    assert (t.hand_size(A), t.hand_size(B)) == (mine + 1, theirs + 1)


# -- "attacks alone" (CR 506.5) -------------------------------------------------------------------


def test_cr_506_5_rafiq_creature_you_control_attacks_alone_gains_double_strike() -> None:
    """Rafiq of the Many: "Whenever a creature you control attacks alone, it gains double
    strike until end of turn." (and exalted) — "it" is the attacking creature: a 2/2 Bears
    with exalted's +1/+1 deals 3 first-strike and 3 regular damage."""
    s = game("Rafiq of the Many")
    s.put(A, "Rafiq of the Many")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.then("order_triggers", (0, 1))  # exalted and Rafiq's own
    s.attack({bears: "p1"})
    s.resolve()
    assert "double_strike" in s.keywords(bears)
    _combat_to_end(s)
    assert s.life(B) == 20 - 6


def test_cr_506_5_two_attackers_are_not_alone() -> None:
    """Rafiq of the Many: with two attackers neither attacks alone (506.5): no double strike."""
    s = game("Rafiq of the Many")
    s.put(A, "Rafiq of the Many")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    s.start()
    s.attack({bears: "p1", lions: "p1"})
    s.resolve()
    assert "double_strike" not in s.keywords(bears)
    assert "double_strike" not in s.keywords(lions)


# -- "deals damage to an opponent / a player", "that player" (CR 120.3, 603.2) --------------------


def test_cr_120_3_abyssal_specter_deals_damage_to_a_player_that_player_discards() -> None:
    """Abyssal Specter: "Whenever ~ deals damage to a player, that player discards a card." —
    "that player" is the player dealt damage."""
    s = game("Abyssal Specter")
    specter = s.put(A, "Abyssal Specter")
    s.hand(B, "Grizzly Bears")
    s.start()
    s.attack({specter: "p1"})
    _combat_to_end(s)
    assert s.life(B) == 20 - 2
    assert s.hand_size(B) == 0 and "Grizzly Bears" in s.graveyard_names(B)


def test_cr_120_3_looter_il_kor_deals_damage_to_an_opponent_loots() -> None:
    """Looter il-Kor: "Whenever ~ deals damage to an opponent, draw a card, then discard a
    card." — it triggers on the damage; A draws and then discards."""
    s = game("Looter il-Kor")
    looter = s.put(A, "Looter il-Kor")
    s.start()
    hand = s.hand_size(A)
    drawn = len(s.events("draw"))
    s.attack({looter: "p1"})
    _combat_to_end(s)
    assert s.life(B) == 20 - 1
    assert len(s.events("draw")) > drawn
    assert s.hand_size(A) == hand  # one drawn, one discarded
    assert len(s.graveyard_names(A)) == 1


# -- "deals damage": one event for the total; "that much" (CR 603.2c) ----------------------------


def test_cr_603_2c_exalted_angel_deals_damage_gain_that_much_life() -> None:
    """Exalted Angel: "Whenever ~ deals damage, you gain that much life." — the 4 combat
    damage it deals gains 4 life."""
    s = game("Exalted Angel")
    angel = s.put(A, "Exalted Angel")
    s.start()
    s.attack({angel: "p1"})
    _combat_to_end(s)
    assert s.life(B) == 20 - 4
    assert s.life(A) == 20 + 4


def test_cr_603_2c_vampiric_link_enchanted_creature_deals_damage() -> None:
    """Vampiric Link: "Whenever enchanted creature deals damage, you gain that much life." —
    the Aura's controller gains what the enchanted creature deals, to a player or a
    creature."""
    s = game("Vampiric Link")
    giant = s.put(B, "Hill Giant")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Vampiric Link", attached_to=giant)
    s.start()
    s.attack({bears: "p1"})
    s.block(B, {giant: bears})
    _combat_to_end(s)
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.life(A) == 20 + 3  # the Giant dealt 3 to the Bears


# -- "is dealt damage", "it" and "that much" (CR 120.3) -------------------------------------------


def test_cr_120_3_boros_reckoner_is_dealt_damage_it_deals_that_much() -> None:
    """Boros Reckoner: "Whenever ~ is dealt damage, it deals that much damage to any target."
    — "it" is the Reckoner: Shock on it makes it deal 2 to the chosen target."""
    s = game("Boros Reckoner")
    reckoner = s.put(B, "Boros Reckoner")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Shock")
    s.start()
    s.cast(A, "Shock", targets=[reckoner])
    s.then("target", "p0")
    s.resolve()
    assert s.life(A) == 20 - 2
    assert s.obj(reckoner).damage == 2


# -- "enchanted creature" / "equipped creature" as the subject (CR 303.4, 301.5, 603.10a) --------


def test_cr_603_10a_elephant_guide_when_enchanted_creature_dies() -> None:
    """Elephant Guide: "When enchanted creature dies, create a 3/3 green Elephant creature
    token." — the Aura, put into the graveyard with the creature, looks back (603.10a)."""
    s = game("Elephant Guide")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Elephant Guide", attached_to=bears)
    assert s.pt(bears) == (5, 5)  # "Enchanted creature gets +3/+3."
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert not s.ids("Elephant")
    s.cast(B, "Lightning Bolt", targets=[bears])
    s.resolve()
    elephants = s.ids("Elephant")
    assert len(elephants) == 1 and s.controller(elephants[0]) == A
    assert s.pt(elephants[0]) == (3, 3)


def test_cr_608_2h_dying_wish_its_power_is_the_dead_creatures() -> None:
    """Dying Wish: "When enchanted creature dies, target player loses X life and you gain X
    life, where X is its power." — "its" is the creature that died (last known power 3), not
    the target player."""
    s = game("Dying Wish")
    giant = s.put(A, "Hill Giant")
    s.put(A, "Dying Wish", attached_to=giant)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[giant])
    s.then("cast.target", "p1")
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.life(B) == 20 - 3 and s.life(A) == 20 + 3


def test_cr_301_5_armory_of_iroas_equipped_creature_attacks_counter_on_it() -> None:
    """Armory of Iroas: "Whenever equipped creature attacks, put a +1/+1 counter on it." —
    "it" is the equipped creature; an unequipped attacker gets nothing."""
    s = game("Armory of Iroas")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    s.put(A, "Armory of Iroas", attached_to=bears)
    s.start()
    s.attack({bears: "p1", lions: "p1"})
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 1
    assert not s.obj(lions).counters.get("+1/+1")


def test_cr_303_4_curiosity_enchanted_creature_deals_damage_to_an_opponent() -> None:
    """Curiosity: "Whenever enchanted creature deals damage to an opponent, you may draw a
    card." — the Aura's controller may draw when the creature hits one of their opponents."""
    s = game("Curiosity")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Curiosity", attached_to=bears)
    s.start()
    hand = s.hand_size(A)
    s.then("resolve.choice", True)
    s.attack({bears: "p1"})
    _combat_to_end(s)
    assert s.life(B) == 20 - 2 and s.hand_size(A) == hand + 1


def test_cr_303_4_illusionary_armor_when_enchanted_creature_becomes_the_target() -> None:
    """Illusionary Armor: "When enchanted creature becomes the target of a spell or ability,
    sacrifice ~." — targeting the creature triggers the Aura (CR 601.2c, 603.2)."""
    s = game("Illusionary Armor")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Illusionary Armor", attached_to=bears)
    assert s.pt(bears) == (6, 6)
    s.lands(A, "Forest", 1)
    s.hand(A, "Giant Growth")
    s.start()
    s.cast(A, "Giant Growth", targets=[bears])
    s.resolve()
    assert s.zone_of("Illusionary Armor") == "graveyard"
    assert s.pt(bears) == (5, 5)  # Giant Growth only


# -- "blocks a creature [without flying]", "becomes blocked by a creature" (CR 509.1) -------------


def test_cr_509_1_crimson_roc_blocks_a_creature_without_flying() -> None:
    """Crimson Roc: "Whenever ~ blocks a creature without flying, ~ gets +1/+0 and gains
    first strike until end of turn." — blocking a flyer does nothing."""
    s = game("Crimson Roc")
    roc = s.put(B, "Crimson Roc")
    bears = s.put(A, "Grizzly Bears")
    power = s.pt(roc)[0]
    s.start()
    s.attack({bears: "p1"})
    s.block(B, {roc: bears})
    s.resolve()
    assert "first_strike" in s.keywords(roc) and s.pt(roc)[0] == power + 1

    t = game("Crimson Roc")
    roc = t.put(B, "Crimson Roc")
    drake = t.put(A, "Wind Drake")
    t.start()
    t.attack({drake: "p1"})
    t.block(B, {roc: drake})
    t.resolve()
    assert "first_strike" not in t.keywords(roc) and t.pt(roc)[0] == power


def test_cr_509_1h_evil_eye_of_urborg_becomes_blocked_destroy_that_creature() -> None:
    """Evil Eye of Urborg: "Whenever ~ becomes blocked by a creature, destroy that creature."
    — "that creature" is the blocker."""
    s = game("Evil Eye of Urborg")
    eye = s.put(A, "Evil Eye of Urborg")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({eye: "p1"})
    s.block(B, {giant: eye})
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


# -- "becomes the target of a spell or ability an opponent controls" (CR 603.2) -------------------


def test_cr_603_2_mossdog_targeted_by_an_opponent_only() -> None:
    """Mossdog: "Whenever ~ becomes the target of a spell or ability an opponent controls, put
    a +1/+1 counter on ~." — its controller's own spell does not trigger it."""
    s = game("Mossdog")
    dog = s.put(A, "Mossdog")
    s.lands(A, "Forest", 1)
    s.hand(A, "Giant Growth")
    s.lands(B, "Forest", 1)
    s.hand(B, "Giant Growth")
    s.start()
    s.cast(A, "Giant Growth", targets=[dog])
    s.resolve()
    assert not s.obj(dog).counters.get("+1/+1")
    s.cast(B, "Giant Growth", targets=[dog])
    s.resolve()
    assert s.obj(dog).counters.get("+1/+1") == 1


# -- "becomes untapped" of the object itself (CR 502.3) -------------------------------------------


def test_cr_502_3_oreskos_sun_guide_becomes_untapped_gains_life() -> None:
    """Oreskos Sun Guide: "Inspired — Whenever ~ becomes untapped, you gain 2 life." — its
    controller's untap step untaps it (502.3) and the ability triggers."""
    s = game("Oreskos Sun Guide")
    s.put(A, "Oreskos Sun Guide", tapped=True)
    s.start(active=B)
    s.to_step("main1", active=A)
    assert s.life(A) == 20 + 2


# -- "deals damage to a creature", "that creature" (CR 120.3) -------------------------------------


def test_cr_120_3_lowland_basilisk_deals_damage_to_a_creature_destroys_it() -> None:
    """Lowland Basilisk: "Whenever ~ deals damage to a creature, destroy that creature at end
    of combat." — the creature it damaged (a Giant that survives the damage) is destroyed."""
    s = game("Lowland Basilisk")
    basilisk = s.put(A, "Lowland Basilisk")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({basilisk: "p1"})
    s.block(B, {giant: basilisk})
    _combat_to_end(s)
    assert s.zone_of("Hill Giant") == "graveyard"


# -- what is refused -----------------------------------------------------------------------------


def test_cr_608_2h_other_after_an_equipments_trigger_is_refused() -> None:
    """Sigil of Valor: "… it gets +1/+1 until end of turn for each other creature you control."
    — "other" means other than the equipped creature; a count "other than ~" would include
    it, so the sentence is refused rather than read wrong."""
    with pytest.raises(OracleCompileError):
        compile_line("Whenever equipped creature attacks alone, it gets +1/+1 until end of "
                     "turn for each other creature you control.", "permanent_line")


def test_two_filtered_objects_in_one_event_are_refused() -> None:
    """"Whenever a creature blocks a creature with flying" names two filtered objects; the
    model names one, so it is refused."""
    with pytest.raises(OracleCompileError):
        compile_line("Whenever a Wall blocks a creature with flying, draw a card.",
                     "permanent_line")


# -- "becomes tapped" (CR 701.21a): for mana, by attacking, of an enchanted creature --------------


def test_cr_701_21a_city_of_brass_tapped_for_mana_deals_1_damage_to_you() -> None:
    """City of Brass: "Whenever ~ becomes tapped, it deals 1 damage to you." — tapping it for
    mana to pay for a spell triggers it."""
    s = game("City of Brass")
    s.put(A, "City of Brass")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 20 - 3
    assert s.life(A) == 20 - 1


def test_cr_508_1f_night_market_lookout_attacking_taps_it() -> None:
    """Night Market Lookout: "Whenever ~ becomes tapped, each opponent loses 1 life and you
    gain 1 life." — attacking taps it (508.1f)."""
    s = game("Night Market Lookout")
    lookout = s.put(A, "Night Market Lookout")
    s.start()
    s.attack({lookout: "p1"})
    s.resolve()
    assert s.life(B) == 20 - 1 and s.life(A) == 20 + 1


def test_cr_701_21a_gideons_avenger_opponents_creature_becomes_tapped() -> None:
    """Gideon's Avenger: "Whenever a creature an opponent controls becomes tapped, put a +1/+1
    counter on ~." — an attacker with vigilance does not become tapped (702.20b); one
    without does."""
    s = game("Gideon's Avenger")
    avenger = s.put(B, "Gideon's Avenger")
    angel = s.put(A, "Serra Angel")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({angel: "p1", bears: "p1"})
    s.resolve()
    assert s.obj(avenger).counters.get("+1/+1") == 1


def test_cr_303_4_betrayal_enchanted_creature_becomes_tapped_you_draw() -> None:
    """Betrayal: "Whenever enchanted creature becomes tapped, you draw a card." — the Aura's
    controller (A) draws when B's enchanted creature attacks."""
    s = game("Betrayal")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Betrayal", attached_to=bears)
    s.start(active=B)
    hand = s.hand_size(A)
    s.attack({bears: "p0"})
    s.resolve()
    assert s.hand_size(A) == hand + 1


# -- a named player's step; "that player" is that player (CR 503.1, 603.2) ------------------------


def test_cr_503_1_copper_tablet_each_players_upkeep_damage_to_that_player() -> None:
    """Copper Tablet: "At the beginning of each player's upkeep, ~ deals 1 damage to that
    player." — the player whose upkeep it is, on either turn."""
    s = game("Copper Tablet")
    s.put(A, "Copper Tablet")
    s.start(active=B)
    s.to_step("main1", active=A)
    assert (s.life(A), s.life(B)) == (20 - 1, 20)
    s.to_step("main1", active=B)
    assert (s.life(A), s.life(B)) == (20 - 1, 20 - 1)


def test_cr_503_1_stab_wound_upkeep_of_enchanted_creatures_controller() -> None:
    """Stab Wound: "At the beginning of the upkeep of enchanted creature's controller, that
    player loses 2 life." — B's upkeep (B controls the creature), not A's."""
    s = game("Stab Wound")
    giant = s.put(B, "Hill Giant")
    s.put(A, "Stab Wound", attached_to=giant)
    s.start(active=B)
    s.to_step("main1", active=A)
    assert s.life(B) == 20 and s.life(A) == 20
    s.to_step("main1", active=B)
    assert s.life(B) == 20 - 2 and s.life(A) == 20


def test_cr_303_4b_curse_of_the_bloody_tome_enchanted_players_upkeep_mills() -> None:
    """Curse of the Bloody Tome: "At the beginning of enchanted player's upkeep, that player
    mills two cards." — an Aura enchanting B (303.4b)."""
    s = game("Curse of the Bloody Tome")
    curse = s.put(A, "Curse of the Bloody Tome")
    s.obj(curse).attached_player = B
    for _ in range(4):
        s.library_top(B, "Grizzly Bears")
    s.start(active=A)
    s.to_step("main1", active=B)
    assert s.graveyard_names(B).count("Grizzly Bears") == 2


# -- "that creature's controller", last known (CR 608.2h) ----------------------------------------


def test_cr_608_2h_dingus_staff_that_creatures_controller_after_it_died() -> None:
    """Dingus Staff: "Whenever a creature dies, ~ deals 2 damage to that creature's
    controller." — the controller of the creature as it last existed."""
    s = game("Dingus Staff")
    s.put(A, "Dingus Staff")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert (s.life(A), s.life(B)) == (20, 20 - 2)


# -- the older verbs for any other object: "it" is that object (CR 603.2, 608.2h) ----------------


def test_cr_508_1_fervent_charge_creature_you_control_attacks_it_gets_2_2() -> None:
    """Fervent Charge: "Whenever a creature you control attacks, it gets +2/+2 until end of
    turn." — "it" is each attacking creature, once each (508.3a)."""
    s = game("Fervent Charge")
    s.put(A, "Fervent Charge")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    s.start()
    s.then("order_triggers", (0, 1))
    s.attack({bears: "p1", lions: "p1"})
    s.resolve()
    assert s.pt(bears) == (4, 4) and s.pt(lions) == (4, 3)


def test_cr_509_1h_somberwald_alpha_creature_you_control_becomes_blocked() -> None:
    """Somberwald Alpha: "Whenever a creature you control becomes blocked, it gets +1/+1 until
    end of turn." — the blocked attacker, not the unblocked one."""
    s = game("Somberwald Alpha")
    s.put(A, "Somberwald Alpha")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({bears: "p1", lions: "p1"})
    s.block(B, {giant: bears})
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.pt(lions) == (2, 1)


def test_cr_120_3_rite_of_passage_creature_you_control_is_dealt_damage() -> None:
    """Rite of Passage: "Whenever a creature you control is dealt damage, put a +1/+1 counter
    on it." — a Hill Giant that survives a Shock gets the counter; B's creature does not."""
    s = game("Rite of Passage")
    s.put(A, "Rite of Passage")
    giant = s.put(A, "Hill Giant")
    theirs = s.put(B, "Hill Giant")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Shock", 2)
    s.start(active=B)
    s.cast(B, "Shock", targets=[giant])
    s.resolve()
    assert s.obj(giant).counters.get("+1/+1") == 1
    s.cast(B, "Shock", targets=[theirs])
    s.resolve()
    assert not s.obj(theirs).counters.get("+1/+1")


def test_cr_603_10a_field_of_souls_nontoken_creature_put_into_your_graveyard() -> None:
    """Field of Souls: "Whenever a nontoken creature is put into your graveyard from the
    battlefield, create a 1/1 white Spirit creature token with flying." — A's creature, not
    B's (404.1: a card goes to its owner's graveyard)."""
    s = game("Field of Souls")
    s.put(A, "Field of Souls")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    assert not s.ids("Spirit")
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    spirits = s.ids("Spirit")
    assert len(spirits) == 1 and "flying" in s.keywords(spirits[0])


def test_cr_509_1_battle_strain_creature_blocks_that_creatures_controller() -> None:
    """Battle Strain: "Whenever a creature blocks, ~ deals 1 damage to that creature's
    controller." — the blocker's controller."""
    s = game("Battle Strain")
    s.put(A, "Battle Strain")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({bears: "p1"})
    s.block(B, {giant: bears})
    s.resolve()
    assert s.life(B) == 20 - 1 and s.life(A) == 20


# -- player events: sacrificing, cycling or discarding (CR 701.17a, 702.29a) ----------------------


def test_cr_701_17a_korvold_whenever_you_sacrifice_a_permanent() -> None:
    """Korvold, Fae-Cursed King: "Whenever ~ enters or attacks, sacrifice another permanent.
    Whenever you sacrifice a permanent, put a +1/+1 counter on ~ and draw a card." — it
    enters, A sacrifices a land, and the sacrifice triggers the counter and the card."""
    s = game("Korvold, Fae-Cursed King")
    s.lands(A, "Forest", 1)
    s.lands(A, "Swamp", 2)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Korvold, Fae-Cursed King")
    s.start()
    hand = s.hand_size(A)  # Korvold is in it
    s.cast(A, "Korvold, Fae-Cursed King")
    s.strict = False  # which permanent to sacrifice: the default answer
    s.resolve()
    korvold = s.id("Korvold, Fae-Cursed King")
    assert len([n for n in s.graveyard_names(A) if n in ("Forest", "Swamp", "Mountain")]) == 1
    assert s.obj(korvold).counters.get("+1/+1") == 1
    assert s.hand_size(A) == hand - 1 + 1


def test_cr_701_17a_body_dropper_sacrifice_another_creature_only() -> None:
    """Body Dropper: "Whenever you sacrifice another creature, put a +1/+1 counter on ~." and
    "{B}{R}, Sacrifice another creature: ~ gains menace until end of turn." — sacrificing the
    Bears as the cost gives the counter."""
    s = game("Body Dropper")
    dropper = s.put(A, "Body Dropper")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 1)
    s.start()
    s.activate(A, "Body Dropper", sacrifice=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.obj(dropper).counters.get("+1/+1") == 1
    assert "menace" in s.keywords(dropper)


def test_cr_702_29a_flameblade_adept_cycling_is_discarding() -> None:
    """Flameblade Adept: "Whenever you cycle or discard a card, ~ gets +1/+0 until end of
    turn." — cycling Desert Cerodon (discarding it, 702.29a) triggers it once."""
    s = game("Flameblade Adept", "Desert Cerodon")
    adept = s.put(A, "Flameblade Adept")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Desert Cerodon")
    s.start()
    power = s.pt(adept)[0]
    s.activate(A, "Desert Cerodon")
    s.resolve()
    assert "Desert Cerodon" in s.graveyard_names(A)
    assert s.pt(adept)[0] == power + 1


def test_cr_603_2_angelic_protector_becomes_the_target_of_any_spell() -> None:
    """Angelic Protector: "Whenever ~ becomes the target of a spell or ability, ~ gets +0/+3
    until end of turn." — its controller's own spell triggers it too."""
    s = game("Angelic Protector")
    angel = s.put(A, "Angelic Protector")
    s.lands(A, "Forest", 1)
    s.hand(A, "Giant Growth")
    s.start()
    power, toughness = s.pt(angel)
    s.cast(A, "Giant Growth", targets=[angel])
    s.resolve()
    assert s.pt(angel) == (power + 3, toughness + 6)


# -- the second spell each turn; battalion; "attacks you" (CR 603.2, 702.101a, 506.2) -------------


def test_cr_603_2_clarion_spirit_second_spell_each_turn() -> None:
    """Clarion Spirit: "Whenever you cast your second spell each turn, create a 1/1 white
    Spirit creature token with flying." — the first spell does nothing, the second makes one
    Spirit, the third none."""
    s = game("Clarion Spirit")
    s.put(A, "Clarion Spirit")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Shock", 3)
    s.start()
    counts = []
    for _ in range(3):
        s.cast(A, "Shock", targets=["p1"])
        s.resolve()
        counts.append(len(s.ids("Spirit")))
    assert counts == [0, 1, 1]


def test_cr_702_101a_boros_elite_battalion_needs_two_other_attackers() -> None:
    """Boros Elite: "Battalion — Whenever ~ and at least two other creatures attack, ~ gets
    +2/+2 until end of turn." — with one other attacker nothing; with two, +2/+2."""
    s = game("Boros Elite")
    elite = s.put(A, "Boros Elite")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    power, toughness = s.pt(elite)
    s.attack({elite: "p1", bears: "p1"})
    s.resolve()
    assert s.pt(elite) == (power, toughness)

    t = game("Boros Elite")
    elite = t.put(A, "Boros Elite")
    bears = t.put(A, "Grizzly Bears")
    lions = t.put(A, "Savannah Lions")
    t.start()
    t.attack({elite: "p1", bears: "p1", lions: "p1"})
    t.resolve()
    assert t.pt(elite) == (power + 2, toughness + 2)


def test_cr_506_2_revenge_of_ravens_creature_attacks_you() -> None:
    """Revenge of Ravens: "Whenever a creature attacks you or a planeswalker you control, that
    creature's controller loses 1 life and you gain 1 life." — once for each attacker."""
    s = game("Revenge of Ravens")
    s.put(A, "Revenge of Ravens")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start(active=B)
    s.then("order_triggers", (0, 1))
    s.attack({bears: "p0", lions: "p0"})
    s.resolve()
    assert (s.life(B), s.life(A)) == (20 - 2, 20 + 2)


# -- "that player" of the player events; "that creature" of a block (CR 603.2, 608.2h) -----------


def test_cr_603_2_underworld_dreams_opponent_draws_damage_to_that_player() -> None:
    """Underworld Dreams: "Whenever an opponent draws a card, ~ deals 1 damage to that
    player." — B's draw step costs B 1 life; A's own draw nothing."""
    s = game("Underworld Dreams")
    s.put(A, "Underworld Dreams")
    s.library_top(A, "Grizzly Bears")
    s.library_top(B, "Grizzly Bears")
    s.start(active=A)
    s.to_step("main1", active=B)
    assert s.life(B) == 20 - 1 and s.life(A) == 20


def test_cr_503_1_sheoldred_each_opponents_upkeep_that_player_sacrifices() -> None:
    """Sheoldred, Whispering One: "At the beginning of each opponent's upkeep, that player
    sacrifices a creature." — B, whose upkeep it is, sacrifices; A does not."""
    s = game("Sheoldred, Whispering One")
    s.put(A, "Sheoldred, Whispering One")
    s.put(A, "Grizzly Bears")
    s.put(B, "Savannah Lions")
    s.start(active=A)
    s.to_step("main1", active=B)
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_509_1h_rock_basilisk_blocks_or_becomes_blocked_by_non_wall() -> None:
    """Rock Basilisk: "Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy
    that creature at end of combat." — two events, printed as one line; the Giant it blocks
    is destroyed at end of combat (603.7)."""
    card = real("Rock Basilisk")
    assert [t.trigger.event for t in _triggers("Rock Basilisk")] == ["blocks_creature",
                                                                     "blocked_by"]
    assert "blocks or becomes blocked by a non-Wall creature" in render_card(card)
    s = game("Rock Basilisk")
    basilisk = s.put(B, "Rock Basilisk")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.attack({giant: "p1"})
    s.block(B, {basilisk: giant})
    _combat_to_end(s)
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_510_2_wall_of_essence_dealt_combat_damage_gain_that_much() -> None:
    """Wall of Essence: "Whenever ~ is dealt combat damage, you gain that much life." — the
    Giant's 3 combat damage gains 3; a Shock (not combat damage) gains nothing."""
    s = game("Wall of Essence")
    wall = s.put(B, "Wall of Essence")
    giant = s.put(A, "Hill Giant")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Shock")
    s.start()
    s.cast(A, "Shock", targets=[wall])
    s.resolve()
    assert s.life(B) == 20
    s.attack({giant: "p1"})
    s.block(B, {wall: giant})
    _combat_to_end(s)
    assert s.life(B) == 20 + 3


def test_cr_708_8_aven_farseer_whenever_a_permanent_is_turned_face_up() -> None:
    """Aven Farseer: "Whenever a permanent is turned face up, put a +1/+1 counter on ~." —
    another permanent turned face up (a special action, 702.37e) triggers it."""
    s = game("Aven Farseer", "Thelonite Hermit")
    farseer = s.put(A, "Aven Farseer")
    hermit = s.put(A, "Thelonite Hermit")
    s.obj(hermit).face_down = True
    s.state.touch()
    s.lands(A, "Forest", 5)
    s.start()
    decision = s.pending
    assert decision is not None
    flip = next(o for o in decision.options if isinstance(o, TurnFaceUp))
    s.then("order_triggers", (0, 1))  # the Hermit's own trigger and the Farseer's
    s.apply(A, flip)
    s.resolve()
    assert not s.obj(hermit).face_down
    assert s.obj(farseer).counters.get("+1/+1") == 1


# ==== h4-triggers (issues 28/29): more events and conditions that compose ====================

# -- a spell noun with a mana value (CR 202.3, 603.2) --------------------------------------------


def test_cr_202_3_pyrostatic_pillar_spell_with_mana_value_3_or_less() -> None:
    """Pyrostatic Pillar: "Whenever a player casts a spell with mana value 3 or less, ~ deals 2
    damage to that player." — Lightning Bolt (mana value 1) costs its caster 2 life; Hill Giant
    (mana value 4) does not trigger it."""
    assert render_card(real("Pyrostatic Pillar")) == (
        "Whenever a player casts a spell with mana value 3 or less, ~ deals 2 damage to that "
        "player.")
    s = game("Pyrostatic Pillar")
    s.put(A, "Pyrostatic Pillar")
    s.lands(B, "Mountain", 5)
    s.hand(B, "Lightning Bolt")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.resolve()
    assert s.life(B) == 20 - 2 and s.life(A) == 20 - 3
    s.cast(B, "Hill Giant")
    s.resolve()
    assert s.life(B) == 20 - 2


def test_cr_202_3_bygone_bishop_creature_spell_with_mana_value_3_or_less() -> None:
    """Bygone Bishop: "Whenever you cast a creature spell with mana value 3 or less,
    investigate." — Grizzly Bears (2) makes a Clue; Hill Giant (4) does not."""
    s = game("Bygone Bishop")
    s.put(A, "Bygone Bishop")
    s.lands(A, "Mountain", 4)
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Hill Giant")
    s.start()
    s.cast(A, "Hill Giant")
    s.resolve()
    assert not s.ids("Clue")
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert len(s.ids("Clue")) == 1


# -- "a NOUN becomes the target of a spell or ability [an opponent controls]" (CR 115.1) --------


def test_cr_603_2_horobi_whenever_a_creature_becomes_the_target() -> None:
    """Horobi, Death's Wail: "Whenever a creature becomes the target of a spell or ability,
    destroy that creature." — Giant Growth on your own Bears destroys the Bears before it
    resolves (the spell then has no legal target)."""
    s = game("Horobi, Death's Wail")
    s.put(B, "Horobi, Death's Wail")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 1)
    s.hand(A, "Giant Growth")
    s.start()
    s.cast(A, "Giant Growth", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Horobi, Death's Wail") == "battlefield"


def test_cr_603_2_scalelord_reckoner_opponents_spell_targets_a_dragon() -> None:
    """Scalelord Reckoner: "Whenever a Dragon you control becomes the target of a spell or
    ability an opponent controls, destroy target nonland permanent that player controls." —
    the opponent's Shock on the Reckoner costs them a permanent; your own Shock does not
    trigger it."""
    s = game("Scalelord Reckoner")
    reckoner = s.put(A, "Scalelord Reckoner")
    giant = s.put(B, "Hill Giant")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start(active=B)
    # the Shock's target, then the Reckoner's trigger's, chosen as it goes on the stack
    s.cast(B, "Shock", targets=[reckoner, giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.obj(reckoner).damage == 2

    t = game("Scalelord Reckoner")
    reckoner = t.put(A, "Scalelord Reckoner")
    t.put(B, "Hill Giant")
    t.lands(A, "Mountain", 1)
    t.hand(A, "Shock")
    t.start()
    t.cast(A, "Shock", targets=[reckoner])
    t.resolve()
    assert t.zone_of("Hill Giant") == "battlefield"


def test_cr_603_2_ashenmoor_liege_that_player_is_the_spells_controller() -> None:
    """Ashenmoor Liege: "Whenever ~ becomes the target of a spell or ability an opponent
    controls, that player loses 4 life." — "that player" is the opponent who targeted it."""
    s = game("Ashenmoor Liege")
    liege = s.put(A, "Ashenmoor Liege")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start(active=B)
    s.cast(B, "Shock", targets=[liege])
    s.resolve()
    assert s.life(B) == 20 - 4 and s.life(A) == 20


def test_cr_603_2_cowardice_returns_that_creature() -> None:
    """Cowardice: "Whenever a creature becomes the target of a spell or ability, return that
    creature to its owner's hand." — Lightning Bolt at the opponent's Bears bounces them."""
    s = game("Cowardice")
    s.put(A, "Cowardice")
    s.put(B, "Grizzly Bears")
    bears = s.id("Grizzly Bears")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"


def test_cr_202_3_disdainful_stroke_targets_only_mana_value_4_or_greater() -> None:
    """Disdainful Stroke: "Counter target spell with mana value 4 or greater." — the spell noun
    with a mana value as a target (CR 115.1): Hill Giant (4) is countered; Lightning Bolt (1)
    cannot be targeted, so the Stroke cannot be cast at it."""
    s = game("Disdainful Stroke")
    s.lands(A, "Mountain", 4)
    s.lands(B, "Island", 2)
    s.hand(A, "Hill Giant")
    s.hand(B, "Disdainful Stroke")
    s.start()
    s.cast(A, "Hill Giant")
    giant = s.state.stack[-1].obj
    s.cast(B, "Disdainful Stroke", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"

    t = game("Disdainful Stroke")
    t.lands(A, "Mountain", 1)
    t.lands(B, "Island", 2)
    t.hand(A, "Lightning Bolt")
    t.hand(B, "Disdainful Stroke")
    t.start()
    t.cast(A, "Lightning Bolt", targets=["p1"])
    t._priority_to(B)
    decision = t.pending
    assert decision is not None
    assert not any(getattr(o, "name", "") == "Disdainful Stroke" for o in decision.options)


# -- "Whenever you draw your second card each turn" (CR 121.2, 603.2) --------------------------


def test_cr_121_2_faerie_vandal_second_card_drawn_each_turn() -> None:
    """Faerie Vandal: "Whenever you draw your second card each turn, put a +1/+1 counter on
    ~." — Divination draws two: the second triggers it once; drawing a third and fourth card
    the same turn does not trigger it again."""
    assert render_card(real("Faerie Vandal")).endswith(
        "Whenever you draw your second card each turn, put a +1/+1 counter on ~.")
    s = game("Faerie Vandal", "Divination")
    vandal = s.put(A, "Faerie Vandal")
    s.lands(A, "Island", 6)
    s.hand(A, "Divination", 2)
    s.start()
    s.cast(A, "Divination")
    s.resolve()
    assert s.obj(vandal).counters.get("+1/+1") == 1
    s.cast(A, "Divination")
    s.resolve()
    assert s.obj(vandal).counters.get("+1/+1") == 1


def test_cr_121_2_mad_ratter_opponents_draws_do_not_count() -> None:
    """Mad Ratter: "Whenever you draw your second card each turn, create two 1/1 black Rat
    creature tokens." — the opponent drawing two cards makes no Rats; you drawing two (on the
    opponent's turn: it is each turn, not your turn) does."""
    s = game("Mad Ratter", "Inspiration")
    s.put(A, "Mad Ratter")
    s.lands(B, "Island", 4)
    s.hand(B, "Inspiration")
    s.lands(A, "Island", 4)
    s.hand(A, "Inspiration")
    s.start(active=B)
    s.cast(B, "Inspiration", targets=["p1"])
    s.resolve()
    assert not s.ids("Rat")
    s.cast(A, "Inspiration", targets=["p0"])
    s.resolve()
    assert len(s.ids("Rat")) == 2


# -- conditions about this turn and how ~ was cast (CR 603.4, 611.3a) ---------------------------


def test_cr_603_4_angelic_accord_gained_4_or_more_life_this_turn() -> None:
    """Angelic Accord: "At the beginning of each end step, if you gained 4 or more life this
    turn, create a 4/4 white Angel creature token with flying." — Revitalize's 3 life makes no
    Angel; Chaplain's Blessing's 5 life makes one (an intervening "if", CR 603.4)."""
    assert render_card(real("Angelic Accord")) == (
        "At the beginning of each end step, if you gained 4 or more life this turn, create a "
        "4/4 white Angel creature token with flying.")
    s = game("Angelic Accord", "Revitalize")
    s.put(A, "Angelic Accord")
    s.lands(A, "Plains", 2)
    s.hand(A, "Revitalize")
    s.start()
    s.cast(A, "Revitalize")
    s.resolve()
    assert s.life(A) == 20 + 3
    s.to_step("end")
    s.resolve()
    assert not s.ids("Angel")

    t = game("Angelic Accord", "Chaplain's Blessing")
    t.put(A, "Angelic Accord")
    t.lands(A, "Plains", 1)
    t.hand(A, "Chaplain's Blessing")
    t.start()
    t.cast(A, "Chaplain's Blessing")
    t.resolve()
    t.to_step("end")
    t.resolve()
    angels = t.ids("Angel")
    assert len(angels) == 1 and t.pt(angels[0]) == (4, 4) and "flying" in t.keywords(angels[0])


def test_cr_611_3a_gnarled_sage_as_long_as_youve_drawn_two_cards() -> None:
    """Gnarled Sage: "As long as you've drawn two or more cards this turn, ~ gets +0/+2 and
    has vigilance." — after Divination it is 3/5 with vigilance."""
    s = game("Gnarled Sage", "Divination")
    sage = s.put(A, "Gnarled Sage")
    s.lands(A, "Island", 3)
    s.hand(A, "Divination")
    s.start()
    base = s.pt(sage)
    assert "vigilance" not in s.keywords(sage)
    s.cast(A, "Divination")
    s.resolve()
    assert s.pt(sage) == (base[0], base[1] + 2) and "vigilance" in s.keywords(sage)


def test_cr_611_3a_okina_nightwatch_more_cards_in_hand_than_each_opponent() -> None:
    """Okina Nightwatch: "As long as you have more cards in hand than each opponent, ~ gets
    +3/+3." — equal hands: no bonus; one card more than the opponent: +3/+3."""
    s = game("Okina Nightwatch")
    nightwatch = s.put(A, "Okina Nightwatch")
    base = s.pt(nightwatch)
    s.hand(A, "Grizzly Bears")
    s.hand(B, "Grizzly Bears")
    s.start()
    mine, theirs = s.hand_size(A), s.hand_size(B)
    assert mine == theirs and s.pt(nightwatch) == base
    s.hand(A, "Grizzly Bears")
    s.state.touch()
    assert s.pt(nightwatch) == (base[0] + 3, base[1] + 3)


def test_cr_601_2a_coal_stoker_if_you_cast_it_from_your_hand() -> None:
    """Coal Stoker: "When ~ enters, if you cast it from your hand, add {R}{R}{R}." — cast from
    the hand it adds three red mana; put onto the battlefield by Zombify (not cast, CR 601.1)
    it adds nothing."""
    s = game("Coal Stoker")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Coal Stoker")
    s.start()
    s.cast(A, "Coal Stoker")
    s.resolve()
    assert s.state.players[A].pool.get("R", 0) == 3

    t = game("Coal Stoker", "Zombify")
    t.graveyard(A, "Coal Stoker")
    t.lands(A, "Swamp", 4)
    t.hand(A, "Zombify")
    t.start()
    t.cast(A, "Zombify", targets=[t.id("Coal Stoker", "graveyard")])
    t.resolve()
    assert t.zone_of("Coal Stoker") == "battlefield"
    assert not t.state.players[A].pool.get("R", 0)  # not cast: no mana


# -- "When ~ attacks / blocks / attacks or blocks" (Oracle's "When", CR 603.2) ------------------


def test_cr_603_2_zephyr_spirit_when_it_blocks_returns_to_hand() -> None:
    """Zephyr Spirit: "When ~ blocks, return it to its owner's hand." — printed back with
    "When"; blocking the Bears puts the Spirit in its owner's hand."""
    assert render_card(real("Zephyr Spirit")) == (
        "When ~ blocks, return it to its owner's hand.")
    s = game("Zephyr Spirit")
    spirit = s.put(B, "Zephyr Spirit")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({bears: "p1"})
    s.block(B, {spirit: bears})
    s.resolve()
    assert s.zone_of("Zephyr Spirit") == "hand"


def test_cr_511_2_cinder_wall_when_it_blocks_destroy_it_at_end_of_combat() -> None:
    """Cinder Wall: "When ~ blocks, destroy it at end of combat." — a delayed trigger (CR
    603.7a) at the end of combat step (511.2): the Wall survives the Bears' 2 damage (toughness
    3) and is destroyed at end of combat."""
    s = game("Cinder Wall")
    wall = s.put(B, "Cinder Wall")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({bears: "p1"})
    s.block(B, {wall: bears})
    s.resolve()
    assert s.zone_of("Cinder Wall") == "battlefield"
    _combat_to_end(s)
    assert s.zone_of("Cinder Wall") == "graveyard"


def test_cr_603_2_mardu_blazebringer_when_it_attacks_or_blocks() -> None:
    """Mardu Blazebringer: "When ~ attacks or blocks, sacrifice it at end of combat." — two
    events printed as one "When" line; it deals its damage, then is sacrificed."""
    assert "When ~ attacks or blocks, sacrifice it at end of combat." in render_card(
        real("Mardu Blazebringer"))
    s = game("Mardu Blazebringer")
    blazebringer = s.put(A, "Mardu Blazebringer")
    power = s.pt(blazebringer)[0]
    s.start()
    s.attack({blazebringer: "p1"})
    _combat_to_end(s)
    assert s.life(B) == 20 - power  # its combat damage first (510.2), then the sacrifice
    assert s.zone_of("Mardu Blazebringer") == "graveyard"


def test_cr_603_10a_magus_of_the_bridge_put_into_an_opponents_graveyard() -> None:
    """Magus of the Bridge: "When a creature is put into an opponent's graveyard from the
    battlefield, exile ~." — your own creature dying leaves it; the opponent's Bears dying
    exiles it (the event looks back, CR 603.10a)."""
    s = game("Magus of the Bridge")
    s.put(A, "Magus of the Bridge")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=[mine])
    s.resolve()
    assert s.zone_of("Magus of the Bridge") == "battlefield"
    s.cast(A, "Lightning Bolt", targets=[theirs])
    s.resolve()
    assert s.zone_of("Magus of the Bridge") == "exile"


def test_cr_701_8a_hot_soup_equipped_creature_is_dealt_damage_destroy_it() -> None:
    """Hot Soup: "Whenever equipped creature is dealt damage, destroy it." — "it" is the
    equipped creature: Shock on a Hill Giant (3/3) wearing the Soup destroys it."""
    s = game("Hot Soup")
    giant = s.put(A, "Hill Giant")
    s.put(A, "Hot Soup", attached_to=giant)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start(active=B)
    s.cast(B, "Shock", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Hot Soup") == "battlefield"


# -- "When an opponent casts …, if ~ is an enchantment, ~ becomes a N/N … creature" ------------


def test_cr_205_1a_opal_champion_becomes_a_creature_for_good() -> None:
    """Opal Champion: "When an opponent casts a creature spell, if ~ is an enchantment, ~
    becomes a 3/3 Knight creature with first strike." — the opponent's Grizzly Bears turns it
    into a 3/3 Knight creature with first strike that is no longer an enchantment (CR 205.1a);
    it stays one after the turn ends (no duration, 611.2a); your own creature spell does not
    trigger it."""
    assert render_card(real("Opal Champion")) == (
        "When an opponent casts a creature spell, if ~ is an enchantment, ~ becomes a 3/3 "
        "Knight creature with first strike.")
    s = game("Opal Champion")
    champion = s.put(A, "Opal Champion")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert "Creature" not in chars(s.state, s.obj(champion)).types
    s.to_step("main1", active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    after = chars(s.state, s.obj(champion))
    assert set(after.types) == {"Creature"} and "Knight" in after.subtypes
    assert s.pt(champion) == (3, 3) and "first_strike" in s.keywords(champion)
    s.to_step("main1", active=A)
    assert set(chars(s.state, s.obj(champion)).types) == {"Creature"}  # for good


# -- "When you cycle ~ or it dies" (CR 702.29d, 700.4) -----------------------------------------


def test_cr_702_29d_bant_sojourners_when_you_cycle_it_or_it_dies() -> None:
    """Bant Sojourners: "When you cycle ~ or it dies, you may create a 1/1 white Soldier
    creature token." — two events printed as one line: cycling it from the hand makes a
    Soldier (the ability works from the graveyard it was cycled into), and so does its dying
    on the battlefield."""
    assert render_card(real("Bant Sojourners")).startswith(
        "When you cycle ~ or it dies, you may create a 1/1 white Soldier creature token.")
    s = game("Bant Sojourners")
    card = s.hand(A, "Bant Sojourners")
    s.lands(A, "Plains", 3)
    s.start()
    decision = s.pending
    assert decision is not None
    cycle = next(o for o in decision.options if isinstance(o, Activate) and o.source == card)
    s.then("resolve.choice", True)
    s.apply(A, cycle)
    s.resolve()
    assert s.zone_of("Bant Sojourners") == "graveyard"
    assert len(s.ids("Soldier")) == 1

    t = game("Bant Sojourners")
    sojourners = t.put(A, "Bant Sojourners")
    t.put(B, "Grizzly Bears")
    t.lands(B, "Mountain", 2)
    t.hand(B, "Lightning Bolt", 2)
    t.start(active=B)
    t.then("resolve.choice", True)
    t.cast(B, "Lightning Bolt", targets=[sojourners])
    t.resolve()
    t.cast(B, "Lightning Bolt", targets=[sojourners])
    t.resolve()
    assert t.zone_of("Bant Sojourners") == "graveyard"
    soldiers = t.ids("Soldier")
    assert len(soldiers) == 1 and t.controller(soldiers[0]) == A


# -- "Whenever you cast a kicked spell" (CR 702.33d) --------------------------------------------


def test_cr_702_33d_lullmages_familiar_whenever_you_cast_a_kicked_spell() -> None:
    """Lullmage's Familiar: "Whenever you cast a kicked spell, you gain 2 life." — Into the
    Roil cast without its kicker gains nothing; cast kicked, 2 life (and a card drawn)."""
    assert "Whenever you cast a kicked spell, you gain 2 life." in render_card(
        real("Lullmage's Familiar"))
    s = game("Lullmage's Familiar", "Into the Roil")
    s.put(A, "Lullmage's Familiar")
    s.lands(A, "Island", 6)
    s.hand(A, "Into the Roil", 2)
    s.put(B, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Into the Roil", kicker=False, targets=[s.id("Grizzly Bears")])
    s.resolve()
    assert s.life(A) == 20 and s.zone_of("Grizzly Bears") == "hand"
    s.cast(A, "Into the Roil", kicker=True, targets=[s.id("Hill Giant")])
    s.resolve()
    assert s.life(A) == 20 + 2 and s.zone_of("Hill Giant") == "hand"


# -- "Whenever you're dealt damage" (CR 120.3) ---------------------------------------------------


def test_cr_120_3_darien_whenever_youre_dealt_damage_that_many_soldiers() -> None:
    """Darien, King of Kjeldor: "Whenever you're dealt damage, you may create that many 1/1
    white Soldier creature tokens." — Shock to your face makes two Soldiers; Shock to the
    opponent makes none."""
    s = game("Darien, King of Kjeldor")
    s.put(A, "Darien, King of Kjeldor")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Shock", 2)
    s.start(active=B)
    s.cast(B, "Shock", targets=["p1"])
    s.resolve()
    assert not s.ids("Soldier")
    s.then("resolve.choice", True)
    s.cast(B, "Shock", targets=["p0"])
    s.resolve()
    soldiers = s.ids("Soldier")
    assert s.life(A) == 20 - 2 and len(soldiers) == 2
    assert all(s.controller(t) == A and s.pt(t) == (1, 1) for t in soldiers)


# -- "there is a … card in your graveyard", "… or there is …" (CR 404, 603.4, 611.3a) -----------


def test_cr_611_3a_murasa_behemoth_land_card_in_your_graveyard() -> None:
    """Murasa Behemoth: "~ gets +3/+3 as long as there is a land card in your graveyard." — an
    instant in the graveyard does not count; a Forest there makes it 8/8; the opponent's
    graveyard does not count."""
    s = game("Murasa Behemoth")
    behemoth = s.put(A, "Murasa Behemoth")
    s.graveyard(A, "Lightning Bolt")
    s.graveyard(B, "Forest")
    s.start()
    assert s.pt(behemoth) == (5, 5)
    s.graveyard(A, "Forest")
    s.state.touch()
    assert s.pt(behemoth) == (8, 8)


def test_cr_611_3a_gorilla_titan_no_cards_in_your_graveyard() -> None:
    """Gorilla Titan: "~ gets +4/+4 as long as there are no cards in your graveyard." — 8/8
    with an empty graveyard, 4/4 once a card is in it."""
    s = game("Gorilla Titan")
    titan = s.put(A, "Gorilla Titan")
    s.start()
    assert s.pt(titan) == (8, 8)
    s.graveyard(A, "Forest")
    s.state.touch()
    assert s.pt(titan) == (4, 4)


def test_cr_603_4_sand_strangler_desert_you_control_or_in_your_graveyard() -> None:
    """Sand Strangler: "When ~ enters, if you control a Desert or there is a Desert card in
    your graveyard, you may have ~ deal 3 damage to target creature." — with no Desert it does
    nothing; with a Desert card in the graveyard it deals 3 to the Hill Giant."""
    s = game("Sand Strangler")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Sand Strangler")
    s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Sand Strangler")
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"

    t = game("Sand Strangler", "Desert of the True")
    t.lands(A, "Mountain", 4)
    t.hand(A, "Sand Strangler")
    t.graveyard(A, "Desert of the True")
    giant = t.put(B, "Hill Giant")
    t.start()
    t.then("cast.target", giant)  # the trigger's target, as it goes on the stack
    t.then("resolve.choice", True)
    t.cast(A, "Sand Strangler")
    t.resolve()
    assert t.zone_of("Hill Giant") == "graveyard"


# -- "if an opponent controls more lands than you" (CR 603.4) -----------------------------------


def test_cr_603_4_loyal_warhound_an_opponent_controls_more_lands_than_you() -> None:
    """Loyal Warhound: "When ~ enters, if an opponent controls more lands than you, search your
    library for a basic Plains card, put it onto the battlefield tapped, then shuffle." — the
    opponent with four lands to your two: a tapped Plains joins yours; the same lands on each
    side: no search."""
    s = game("Loyal Warhound")
    s.lands(A, "Plains", 2)
    s.lands(B, "Swamp", 4)
    s.hand(A, "Loyal Warhound")
    plains = s.library_top(A, "Plains")
    s.start()
    s.cast(A, "Loyal Warhound")
    s.strict = False
    s.then("resolve", (plains,))
    s.resolve()
    mine = [oid for oid in s.state.battlefield
            if s.controller(oid) == A and s.obj(oid).card.name == "Plains"]
    found = s.state.moved.get(plains, plains)
    assert len(mine) == 3 and found in mine and s.obj(found).tapped

    t = game("Loyal Warhound")
    t.lands(A, "Plains", 2)
    t.lands(B, "Swamp", 2)
    t.hand(A, "Loyal Warhound")
    t.library_top(A, "Plains")
    t.start()
    t.cast(A, "Loyal Warhound")
    t.resolve()
    assert sum(1 for oid in t.state.battlefield
               if t.controller(oid) == A and t.obj(oid).card.name == "Plains") == 2


# -- revolt: "if a permanent you controlled left the battlefield this turn" (CR 603.4) ----------


def test_cr_603_4_countless_gears_renegade_revolt() -> None:
    """Countless Gears Renegade: "Revolt — When ~ enters, if a permanent you controlled left
    the battlefield this turn, create a 1/1 colorless Servo artifact creature token." — no
    Servo on a quiet turn; after the opponent's Bolt killed your Bears this turn, a Servo; the
    opponent losing a permanent does not count."""
    s = game("Countless Gears Renegade")
    s.lands(A, "Plains", 2)
    s.hand(A, "Countless Gears Renegade")
    s.start()
    s.cast(A, "Countless Gears Renegade")
    s.resolve()
    assert not s.ids("Servo")

    t = game("Countless Gears Renegade")
    t.lands(A, "Plains", 2)
    t.lands(A, "Mountain", 1)
    t.hand(A, "Countless Gears Renegade")
    t.hand(A, "Lightning Bolt")
    t.put(B, "Grizzly Bears")
    t.start()
    t.cast(A, "Lightning Bolt", targets=[t.id("Grizzly Bears")])
    t.resolve()
    t.cast(A, "Countless Gears Renegade")
    t.resolve()
    assert not t.ids("Servo")  # the opponent's permanent left, not yours

    u = game("Countless Gears Renegade")
    u.lands(A, "Plains", 2)
    u.lands(A, "Mountain", 1)
    u.hand(A, "Countless Gears Renegade")
    u.hand(A, "Lightning Bolt")
    u.put(A, "Grizzly Bears")
    u.start()
    u.cast(A, "Lightning Bolt", targets=[u.id("Grizzly Bears")])
    u.resolve()
    u.cast(A, "Countless Gears Renegade")
    u.resolve()
    servos = u.ids("Servo")
    assert len(servos) == 1 and u.controller(servos[0]) == A


# -- "Whenever a creature card is put into an opponent's graveyard from anywhere" (CR 404) -------


def test_cr_404_profane_memento_creature_card_into_an_opponents_graveyard() -> None:
    """Profane Memento: "Whenever a creature card is put into an opponent's graveyard from
    anywhere, you gain 1 life." — the opponent's Bears dying (from the battlefield) and the
    opponent discarding a Hill Giant (from the hand) each gain 1; your own Bears dying and the
    Bolt (an instant card) going to a graveyard gain nothing."""
    s = game("Profane Memento", "Mind Rot")
    s.put(A, "Profane Memento")
    s.put(B, "Grizzly Bears")
    s.put(A, "Grizzly Bears")
    mine, theirs = s.ids("Grizzly Bears")
    if s.controller(mine) != A:
        mine, theirs = theirs, mine
    s.lands(A, "Mountain", 2)
    s.lands(A, "Swamp", 3)
    s.hand(A, "Lightning Bolt", 2)
    s.hand(A, "Mind Rot")
    s.hand(B, "Hill Giant")
    s.hand(B, "Forest")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[mine])
    s.resolve()
    assert s.life(A) == 20
    s.cast(A, "Lightning Bolt", targets=[theirs])
    s.resolve()
    assert s.life(A) == 20 + 1
    s.cast(A, "Mind Rot", targets=["p1"])
    s.resolve()
    assert s.life(A) == 20 + 2  # the Hill Giant card (the Forest is no creature card)


def test_cr_603_6a_trial_of_solidarity_when_a_cartouche_enters_under_your_control() -> None:
    """Trial of Solidarity: "When a Cartouche enters under your control, return ~ to its
    owner's hand." — printed with "When"; casting Cartouche of Solidarity on your Bears returns
    the Trial to your hand."""
    assert "When a Cartouche enters under your control, return ~ to its owner's hand." in (
        render_card(real("Trial of Solidarity")))
    s = game("Trial of Solidarity", "Cartouche of Solidarity")
    s.put(A, "Trial of Solidarity")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 1)
    s.hand(A, "Cartouche of Solidarity")
    s.start()
    s.cast(A, "Cartouche of Solidarity", targets=[bears])
    s.then("order_triggers", (0, 1))  # the Trial's and the Cartouche's own enters trigger
    s.resolve()
    assert s.zone_of("Cartouche of Solidarity") == "battlefield"
    assert len(s.ids("Warrior")) == 1
    assert s.zone_of("Trial of Solidarity") == "hand"


# -- "Whenever you gain life for the first time each turn" (CR 119.9) --------------------------


def test_cr_119_9_cleric_of_lifes_bond_first_life_gain_each_turn() -> None:
    """Cleric of Life's Bond: "Whenever you gain life for the first time each turn, put a +1/+1
    counter on ~." — two life gains in one turn make one counter."""
    s = game("Cleric of Life's Bond", "Revitalize")
    cleric = s.put(A, "Cleric of Life's Bond")
    s.lands(A, "Plains", 4)
    s.hand(A, "Revitalize", 2)
    s.start()
    s.cast(A, "Revitalize")
    s.resolve()
    assert s.obj(cleric).counters.get("+1/+1") == 1
    s.cast(A, "Revitalize")
    s.resolve()
    assert s.life(A) == 20 + 6 and s.obj(cleric).counters.get("+1/+1") == 1


# -- "if you attacked with creatures with total power 6 or greater this combat" (CR 508.1) -----


def test_cr_508_1_gnoll_hunter_total_power_of_the_attackers() -> None:
    """Gnoll Hunter: "Whenever ~ attacks, if you attacked with creatures with total power 6 or
    greater this combat, put a +1/+1 counter on ~." — attacking with it and one Hill Giant
    (total under 6): no counter; with two Hill Giants: a counter."""
    s = game("Gnoll Hunter")
    hunter = s.put(A, "Gnoll Hunter")
    giant = s.put(A, "Hill Giant")
    s.start()
    assert s.pt(hunter)[0] + s.pt(giant)[0] < 6
    s.attack({hunter: "p1", giant: "p1"})
    s.resolve()
    assert not s.obj(hunter).counters.get("+1/+1")

    t = game("Gnoll Hunter")
    hunter = t.put(A, "Gnoll Hunter")
    giants = [t.put(A, "Hill Giant"), t.put(A, "Hill Giant")]
    t.start()
    t.attack({hunter: "p1", giants[0]: "p1", giants[1]: "p1"})
    t.resolve()
    assert t.obj(hunter).counters.get("+1/+1") == 1


# -- "becomes the target of a spell" (spells only, CR 115.1) -----------------------------------


def test_cr_115_1_labyrinth_guardian_target_of_a_spell_not_an_ability() -> None:
    """Labyrinth Guardian: "When ~ becomes the target of a spell, sacrifice it." — Prodigal
    Pyromancer's ability targeting it does not trigger it; a Lightning Bolt does (it is
    sacrificed before the Bolt resolves)."""
    assert "When ~ becomes the target of a spell, sacrifice it." in render_card(
        real("Labyrinth Guardian"))
    s = game("Labyrinth Guardian", "Prodigal Pyromancer")
    guardian = s.put(B, "Labyrinth Guardian")
    s.put(A, "Prodigal Pyromancer")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.activate(A, "Prodigal Pyromancer", targets=[guardian])
    s.resolve()
    assert s.zone_of("Labyrinth Guardian") == "battlefield"
    assert s.obj(guardian).damage == 1
    s.cast(A, "Lightning Bolt", targets=[guardian])
    s.resolve()
    assert s.zone_of("Labyrinth Guardian") == "graveyard"
    assert s.life(B) == 20


# -- "When ~ enters untapped" (CR 603.6a, 614.1c) ------------------------------------------------


def test_cr_603_6a_dwarven_mine_when_it_enters_untapped() -> None:
    """Dwarven Mine: "~ enters tapped unless you control three or more other Mountains. When ~
    enters untapped, create a 1/1 red Dwarf creature token." — played with one other Mountain
    it enters tapped: no Dwarf; with three, untapped: a Dwarf."""
    s = game("Dwarven Mine")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Dwarven Mine")
    s.start()
    s.play_land(A, "Dwarven Mine")
    s.resolve()
    assert s.obj(s.id("Dwarven Mine")).tapped and not s.ids("Dwarf")

    t = game("Dwarven Mine")
    t.lands(A, "Mountain", 3)
    t.hand(A, "Dwarven Mine")
    t.start()
    t.play_land(A, "Dwarven Mine")
    t.resolve()
    assert not t.obj(t.id("Dwarven Mine")).tapped
    dwarves = t.ids("Dwarf")
    assert len(dwarves) == 1 and t.pt(dwarves[0]) == (1, 1)


# -- "Whenever one or more creature cards leave your graveyard" (CR 603.2c) ----------------------


def test_cr_603_2c_desecrated_tomb_one_or_more_creature_cards_leave() -> None:
    """Desecrated Tomb: "Whenever one or more creature cards leave your graveyard, create a 1/1
    black Bat creature token with flying." — Zombify returning a creature card makes one Bat;
    Bojuka Bog exiling two creature cards and a land card at once makes one more (one event)."""
    s = game("Desecrated Tomb", "Zombify", "Bojuka Bog")
    s.put(A, "Desecrated Tomb")
    s.graveyard(A, "Hill Giant")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Zombify")
    s.hand(A, "Bojuka Bog")
    s.start()
    s.cast(A, "Zombify", targets=[s.id("Hill Giant", "graveyard")])
    s.resolve()
    assert len(s.ids("Bat")) == 1
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.then("cast.target", "p0")
    s.play_land(A, "Bojuka Bog")
    s.resolve()
    assert not s.graveyard_names(A)
    bats = s.ids("Bat")
    assert len(bats) == 2 and all("flying" in s.keywords(b) for b in bats)


def test_cr_603_4_asylum_visitor_that_player_has_no_cards_in_hand() -> None:
    """Asylum Visitor: "At the beginning of each player's upkeep, if that player has no cards
    in hand, you draw a card and you lose 1 life." — the opponent's upkeep with an empty hand:
    you draw and lose 1; with a card in their hand: nothing."""
    s = game("Asylum Visitor")
    s.put(A, "Asylum Visitor")
    s.start()
    assert not s.state.players[B].zones["hand"]
    hand = s.hand_size(A)
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.hand_size(A) == hand + 1 and s.life(A) == 20 - 1

    t = game("Asylum Visitor")
    t.put(A, "Asylum Visitor")
    t.hand(B, "Forest")
    t.start()
    hand = t.hand_size(A)
    t.to_step("upkeep", active=B)
    t.resolve()
    assert t.hand_size(A) == hand and t.life(A) == 20
