"""Trigger events, seventh wave (issue 29, h7-trg; CR 603.2): each card is compiled from its
real Oracle text (MTGJSON 2022-04-25), must be supported (round trip and engine), and is
played in a scenario game asserting what its text says happens. The CR rule each test proves
is in its name or docstring."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from tests.magic.dsl import A, B
from tests.oracle.conftest import game

# -- "Whenever enchanted land / a Forest is tapped for mana, its controller adds an additional …"
#    (CR 106.12a, 605.1b) -----------------------------------------------------------------------


def test_cr_605_1b_wild_growth_adds_green_from_the_enchanted_land() -> None:
    """Wild Growth: "Whenever enchanted land is tapped for mana, its controller adds an
    additional {G}." — one enchanted Forest pays for Grizzly Bears ({1}{G})."""
    s = game("Wild Growth")
    forest = s.put(A, "Forest")
    s.put(A, "Wild Growth", attached_to=forest)
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_303_4_wild_growth_leaves_the_other_lands_alone() -> None:
    """"enchanted land" is the land Wild Growth is attached to (CR 303.4): with it on one of
    two Forests, they make {G}{G}{G} — one Grizzly Bears ({1}{G}) and a {G} left, not two."""
    s = game("Wild Growth")
    enchanted = s.put(A, "Forest")
    s.put(A, "Wild Growth", attached_to=enchanted)
    s.put(A, "Forest")
    s.hand(A, "Grizzly Bears", 2)
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    with pytest.raises(IllegalAction):  # one {G} in the pool, no untapped land
        s.cast(A, "Grizzly Bears")
    assert len(s.ids("Grizzly Bears", "hand")) == 1


def test_cr_106_12a_vernal_bloom_doubles_every_players_forests() -> None:
    """Vernal Bloom: "Whenever a Forest is tapped for mana, its controller adds an additional
    {G}." — a player's land, any player: the opponent's one Forest casts Grizzly Bears
    while Vernal Bloom is yours (the mana is the tapper's, CR 106.12a)."""
    s = game("Vernal Bloom")
    s.put(A, "Vernal Bloom")
    s.put(B, "Forest")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    assert s.controller(s.id("Grizzly Bears")) == B


def test_cr_605_1b_gauntlet_of_might_doubles_mountains_only() -> None:
    """Gauntlet of Might: "Whenever a Mountain is tapped for mana, its controller adds an
    additional {R}." — two Mountains make {R}{R}{R}{R}: Hill Giant ({3}{R}) is cast; two
    Forests are not doubled, so a second player's Hill Giant is not."""
    s = game("Gauntlet of Might")
    s.put(A, "Gauntlet of Might")
    for _ in range(2):
        s.put(A, "Mountain")
        s.put(B, "Forest")
    s.hand(A, "Hill Giant")
    s.hand(B, "Grizzly Bears", 2)
    s.start()
    s.cast(A, "Hill Giant")
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    s.to_step("main1", active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    with pytest.raises(IllegalAction):  # two Forests, {G}{G}: one Bears only
        s.cast(B, "Grizzly Bears")


def test_cr_605_1b_overgrowth_adds_two_green() -> None:
    """Overgrowth: "Whenever enchanted land is tapped for mana, its controller adds an
    additional {G}{G}." — one enchanted Forest makes {G}{G}{G}: Centaur Courser ({2}{G})."""
    s = game("Overgrowth", "Centaur Courser")
    forest = s.put(A, "Forest")
    s.put(A, "Overgrowth", attached_to=forest)
    s.hand(A, "Centaur Courser")
    s.start()
    s.cast(A, "Centaur Courser")
    s.resolve()
    assert s.zone_of("Centaur Courser") == "battlefield"


# -- "it" / "that creature" / "its controller": the object the trigger's event names
#    (CR 603.6a, 603.10a, 608.2h) -------------------------------------------------------------


def test_cr_608_2h_aether_flash_deals_damage_to_the_entering_creature() -> None:
    """Aether Flash: "Whenever a creature enters, ~ deals 2 damage to it." — "it" is the
    creature that entered, any player's: the opponent's Grizzly Bears dies."""
    s = game("Aether Flash")
    s.put(A, "Aether Flash")
    s.put(B, "Forest")
    s.put(B, "Forest")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_603_6a_illusory_gains_moves_to_the_creature_that_entered() -> None:
    """Illusory Gains: "You control enchanted creature. Whenever a creature enters under an
    opponent's control, attach ~ to that creature." — the opponent casts Hill Giant: the
    Aura moves to it, so its controller takes the Giant and the Bears go back."""
    s = game("Illusory Gains")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Illusory Gains", attached_to=bears)
    for _ in range(4):
        s.put(B, "Mountain")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    assert s.controller(bears) == A
    s.cast(B, "Hill Giant")
    s.resolve()
    s.resolve()
    giant = s.id("Hill Giant")
    assert s.obj(s.id("Illusory Gains")).attached_to == giant
    assert s.controller(giant) == A
    assert s.controller(bears) == B


def test_cr_608_2h_kavu_lair_its_controller_draws() -> None:
    """Kavu Lair: "Whenever a creature with power 4 or greater enters, its controller draws a
    card." — the opponent's Craw Wurm (6/4) draws that opponent a card; Hill Giant (3/3)
    draws no one."""
    s = game("Kavu Lair", "Craw Wurm")
    s.put(A, "Kavu Lair")
    for _ in range(6):
        s.put(B, "Forest")
    s.hand(B, "Craw Wurm")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    mine, theirs = s.hand_size(A), s.hand_size(B)
    s.cast(B, "Craw Wurm")
    s.resolve()
    s.resolve()
    assert s.zone_of("Craw Wurm") == "battlefield"
    assert (s.hand_size(A), s.hand_size(B)) == (mine, theirs - 1 + 1)


def test_cr_608_2h_primal_forcemage_pumps_that_creature() -> None:
    """Primal Forcemage: "Whenever another creature enters under your control, that creature
    gets +3/+3 until end of turn." — Grizzly Bears is a 5/5 this turn."""
    s = game("Primal Forcemage")
    s.put(A, "Primal Forcemage")
    s.put(A, "Forest")
    s.put(A, "Forest")
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    s.resolve()
    assert s.pt(s.id("Grizzly Bears")) == (5, 5)
    assert s.pt(s.id("Primal Forcemage")) == (2, 2)


def test_cr_608_2h_polluted_bonds_that_player_is_the_lands_controller() -> None:
    """Polluted Bonds: "Whenever a land enters under an opponent's control, that player loses
    2 life and you gain 2 life." — the opponent plays a Swamp."""
    s = game("Polluted Bonds")
    s.put(A, "Polluted Bonds")
    s.hand(B, "Swamp")
    s.start(active=B)
    s.play_land(B, "Swamp")
    s.resolve()
    assert (s.life(A), s.life(B)) == (22, 18)


def test_cr_608_2h_dragon_tempest_the_dragon_deals_the_damage() -> None:
    """Dragon Tempest: "Whenever a Dragon enters under your control, it deals X damage to any
    target, where X is the number of Dragons you control." — Shivan Dragon enters, the one
    Dragon: 1 damage to the opponent."""
    s = game("Dragon Tempest", "Shivan Dragon")
    s.put(A, "Dragon Tempest")
    for _ in range(6):
        s.put(A, "Mountain")
    s.hand(A, "Shivan Dragon")
    s.start()
    s.then("order_triggers", (0, 1)).then("cast.target", "p1")
    s.cast(A, "Shivan Dragon")
    s.resolve()
    s.resolve()
    s.resolve()
    assert s.life(B) == 19
    assert "haste" in s.keywords(s.id("Shivan Dragon"))


def test_cr_603_10a_dreadhorde_butcher_deals_its_last_power() -> None:
    """Dreadhorde Butcher: "When ~ dies, it deals damage equal to its power to any target." —
    with two +1/+1 counters it is 3/3 as it dies (its last known power, CR 603.10a)."""
    s = game("Dreadhorde Butcher", "Lightning Bolt")
    butcher = s.put(A, "Dreadhorde Butcher", counters={"+1/+1": 2})
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[butcher])
    s.then("cast.target", "p1")  # the dies trigger's target (CR 603.3d)
    s.resolve()
    assert s.zone_of("Dreadhorde Butcher") == "graveyard"
    assert s.life(B) == 17


def test_cr_603_10a_goblin_boom_keg_deals_damage_as_it_is_sacrificed() -> None:
    """Goblin Boom Keg: "At the beginning of your upkeep, sacrifice ~. When ~ is put into a
    graveyard from the battlefield, it deals 3 damage to any target." (the object itself, as
    it last existed)."""
    s = game("Goblin Boom Keg")
    s.put(A, "Goblin Boom Keg")
    s.start(active=B)
    s.then("cast.target", "p1")
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Goblin Boom Keg") == "graveyard"
    assert s.life(B) == 17


# -- "Whenever a player plays a land" (CR 305.1, 603.2) ------------------------------------------


def test_cr_305_1_horn_of_greed_that_player_draws() -> None:
    """Horn of Greed: "Whenever a player plays a land, that player draws a card." — the
    opponent plays a Forest and draws; its owner draws nothing."""
    s = game("Horn of Greed")
    s.put(A, "Horn of Greed")
    s.hand(B, "Forest")
    s.start(active=B)
    mine, theirs = s.hand_size(A), s.hand_size(B)
    s.play_land(B, "Forest")
    s.resolve()
    assert (s.hand_size(A), s.hand_size(B)) == (mine, theirs - 1 + 1)


def test_cr_305_1_dirtcowl_wurm_counts_opponents_land_plays_only() -> None:
    """Dirtcowl Wurm: "Whenever an opponent plays a land, put a +1/+1 counter on ~." — its
    controller's own land play puts none; the opponent's puts one."""
    s = game("Dirtcowl Wurm")
    wurm = s.put(A, "Dirtcowl Wurm")
    s.hand(A, "Forest")
    s.hand(B, "Swamp")
    s.start()
    s.play_land(A, "Forest")
    s.resolve()
    assert s.obj(wurm).counters.get("+1/+1", 0) == 0
    s.to_step("main1", active=B)
    s.play_land(B, "Swamp")
    s.resolve()
    assert s.obj(wurm).counters.get("+1/+1", 0) == 1


def test_cr_305_1_burgeoning_a_land_put_onto_the_battlefield_is_not_played() -> None:
    """Burgeoning: "Whenever an opponent plays a land, you may put a land card from your hand
    onto the battlefield." — the opponent plays a Swamp: its owner puts a Forest onto the
    battlefield. That Forest was put, not played (CR 305.1): the opponent's Burgeoning does
    not trigger on it."""
    s = game("Burgeoning")
    s.put(A, "Burgeoning")
    s.put(B, "Burgeoning")
    s.hand(A, "Forest")
    s.hand(B, "Swamp")
    s.start(active=B)
    s.then("resolve.choice", True)
    s.play_land(B, "Swamp")
    s.resolve()
    assert s.zone_of("Forest") == "battlefield"
    assert s.controller(s.id("Forest")) == A
    assert s.state.stack == [] and s.state.triggers == []


def test_cr_305_1_city_of_traitors_is_sacrificed_when_another_land_is_played() -> None:
    """City of Traitors: "When you play another land, sacrifice ~." — playing the City itself
    does not sacrifice it; the next land played does (on a later turn, one land a turn)."""
    s = game("City of Traitors")
    s.hand(A, "City of Traitors")
    s.hand(A, "Forest")
    s.start()
    s.play_land(A, "City of Traitors")
    s.resolve()
    assert s.zone_of("City of Traitors") == "battlefield"
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.play_land(A, "Forest")
    s.resolve()
    assert s.zone_of("City of Traitors") == "graveyard"


# -- "When enchanted land / permanent / artifact becomes tapped" (CR 603.2, 303.4) ----------------


def test_cr_603_2_blight_destroys_the_enchanted_land_when_it_is_tapped() -> None:
    """Blight: "When enchanted land becomes tapped, destroy it." — the opponent taps the
    enchanted Mountain for mana: it is destroyed (the mana stays in the pool); an untouched
    Mountain is not."""
    s = game("Blight")
    mountain = s.put(B, "Mountain")
    other = s.put(B, "Mountain")
    s.put(A, "Blight", attached_to=mountain)
    s.start(active=B)
    s.activate(B, "Mountain", source=mountain)
    s.resolve()
    assert s.ids("Mountain", "battlefield") == [other]
    assert s.graveyard_names(B) == ["Mountain"]
    assert s.zone_of("Blight") == "graveyard"  # its land is gone (CR 704.5m)


def test_cr_303_4_relic_putrescence_poisons_the_artifacts_controller() -> None:
    """Relic Putrescence: "Enchant artifact / Whenever enchanted artifact becomes tapped, its
    controller gets a poison counter." — the opponent taps the enchanted Mind Stone."""
    s = game("Relic Putrescence", "Mind Stone")
    stone = s.put(B, "Mind Stone")
    s.put(A, "Relic Putrescence", attached_to=stone)
    s.start(active=B)
    s.activate(B, "Mind Stone", index=0, source=stone)
    s.resolve()
    assert s.state.players[B].poison == 1
    assert s.state.players[A].poison == 0


# -- "Whenever you lose life / an opponent loses life" (CR 119.3, 119.4, 120.3a) -----------------


def test_cr_119_3_exquisite_blood_gains_the_life_an_opponent_lost_to_damage() -> None:
    """Exquisite Blood: "Whenever an opponent loses life, you gain that much life." — Lightning
    Bolt deals 3 damage to the opponent, a loss of 3 life (CR 120.3a): its controller gains
    3. Damage to its own controller gains nothing."""
    s = game("Exquisite Blood", "Lightning Bolt")
    s.put(A, "Exquisite Blood")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert (s.life(A), s.life(B)) == (23, 17)
    s.cast(A, "Lightning Bolt", targets=["p0"])
    s.resolve()
    assert s.life(A) == 20


def test_cr_119_3_mindcrank_that_player_mills_that_many() -> None:
    """Mindcrank: "Whenever an opponent loses life, that player mills that many cards." — the
    opponent loses 3 life to Lightning Bolt and mills three cards."""
    s = game("Mindcrank", "Lightning Bolt")
    s.put(A, "Mindcrank")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert len(s.graveyard_names(B)) == 3
    assert s.graveyard_names(A) == ["Lightning Bolt"]


def test_cr_119_4_vilis_paying_life_is_losing_life() -> None:
    """Vilis, Broker of Blood: "{B}, Pay 2 life: Target creature gets -1/-1 until end of turn.
    Whenever you lose life, draw that many cards." — paying 2 life is losing 2 life (CR
    119.4): two cards."""
    s = game("Vilis, Broker of Blood")
    s.put(A, "Vilis, Broker of Blood")
    s.put(A, "Swamp")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    hand = s.hand_size(A)
    s.activate(A, "Vilis, Broker of Blood", targets=[bears])
    s.resolve()
    assert s.life(A) == 18
    assert s.hand_size(A) == hand + 2
    assert s.pt(bears) == (1, 1)


def test_cr_119_3_vengeful_warchief_only_the_first_loss_each_turn() -> None:
    """Vengeful Warchief: "Whenever you lose life for the first time each turn, put a +1/+1
    counter on ~." — two Lightning Bolts at its controller in one turn: one counter; the next
    turn's first loss: a second."""
    s = game("Vengeful Warchief", "Lightning Bolt")
    chief = s.put(A, "Vengeful Warchief")
    for _ in range(3):
        s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt", 3)
    s.start(active=B)
    for _ in range(2):
        s.cast(B, "Lightning Bolt", targets=["p0"])
        s.resolve()
    assert s.life(A) == 14
    assert s.obj(chief).counters.get("+1/+1", 0) == 1
    s.to_step("upkeep", active=A)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.resolve()
    assert s.obj(chief).counters.get("+1/+1", 0) == 2


# -- "Whenever a source deals damage to ~", "that source's controller" (CR 120.3, 608.2h) ---------


def test_cr_120_3_reaper_of_sheoldred_poisons_the_sources_controller() -> None:
    """Reaper of Sheoldred: "Whenever a source deals damage to ~, that source's controller gets
    a poison counter." — the opponent's Lightning Bolt (a spell, in its owner's graveyard by
    the time the trigger resolves: its controller as it last existed, 608.2h)."""
    s = game("Reaper of Sheoldred", "Lightning Bolt")
    reaper = s.put(A, "Reaper of Sheoldred")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[reaper])
    s.resolve()
    assert s.zone_of("Reaper of Sheoldred") == "battlefield"
    assert (s.state.players[A].poison, s.state.players[B].poison) == (0, 1)


def test_cr_120_3_belltower_sphinx_mills_that_many() -> None:
    """Belltower Sphinx: "Whenever a source deals damage to ~, that source's controller mills
    that many cards." — two damage from Shock: its caster mills two."""
    s = game("Belltower Sphinx", "Shock")
    sphinx = s.put(A, "Belltower Sphinx")
    s.put(B, "Mountain")
    s.hand(B, "Shock")
    s.start(active=B)
    s.cast(B, "Shock", targets=[sphinx])
    s.resolve()
    assert len(s.graveyard_names(B)) == 1 + 2
    assert s.graveyard_names(A) == []


# -- "Whenever a creature attacks you", "one or more creatures attack you" (CR 506.2, 508.1) ------


def test_cr_506_2_briar_patch_shrinks_the_attacker() -> None:
    """Briar Patch: "Whenever a creature attacks you, it gets -1/-0 until end of turn." — the
    attacking Hill Giant is a 2/3 and deals 2 combat damage."""
    s = game("Briar Patch")
    s.put(A, "Briar Patch")
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.attack({giant: "p0"})
    s.resolve()
    assert s.pt(giant) == (2, 3)
    s.to_step("end", active=B)
    assert s.life(A) == 18


def test_cr_506_2_hissing_miasma_another_players_attack_is_not_yours() -> None:
    """Hissing Miasma: "Whenever a creature attacks you, its controller loses 1 life." — in a
    three-player game, a creature attacking the third player does not trigger it; two
    attacking its controller make their controller lose 2."""
    s = game("Hissing Miasma", players=3)
    s.put(A, "Hissing Miasma")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.then("order_triggers", (0, 1))
    s.attack({bears: "p0", lions: "p0", giant: "p2"})
    s.resolve()
    assert s.life(B) == 18


def test_cr_508_1_raking_canopy_damages_only_flyers_attacking_you() -> None:
    """Raking Canopy: "Whenever a creature with flying attacks you, ~ deals 4 damage to it." —
    Wind Drake (flying) dies as it attacks; Grizzly Bears (no flying) is untouched."""
    s = game("Raking Canopy", "Wind Drake")
    s.put(A, "Raking Canopy")
    drake = s.put(B, "Wind Drake")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.attack({drake: "p0", bears: "p0"})
    s.resolve()
    assert s.zone_of("Wind Drake") == "graveyard"
    assert s.obj(bears).damage == 0


def test_cr_603_2c_orims_prayer_one_trigger_for_the_attack() -> None:
    """Orim's Prayer: "Whenever one or more creatures attack you, you gain 1 life for each
    attacking creature." — two attackers: one trigger (603.2c), 2 life."""
    s = game("Orim's Prayer")
    s.put(A, "Orim's Prayer")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start(active=B)
    s.attack({bears: "p0", lions: "p0"})
    s.resolve()
    assert s.life(A) == 22


# -- "Whenever you scry / surveil [for the first time each turn]" (CR 701.18, 701.42) ------------


def test_cr_701_18_flamespeaker_adept_pumps_when_you_scry() -> None:
    """Flamespeaker Adept: "Whenever you scry, ~ gets +2/+0 and gains first strike until end of
    turn." — Opt ("Scry 1. Draw a card.") makes the 2/3 a 4/3 first striker."""
    s = game("Flamespeaker Adept", "Opt")
    adept = s.put(A, "Flamespeaker Adept")
    s.put(A, "Island")
    s.hand(A, "Opt")
    s.start()
    s.then("resolve.choice", ())  # the scried card stays on top
    s.cast(A, "Opt")
    s.resolve()
    assert s.pt(adept) == (4, 3)
    assert "first_strike" in s.keywords(adept)


def test_cr_701_42_whispering_snitch_first_surveil_each_turn_only() -> None:
    """Whispering Snitch: "Whenever you surveil for the first time each turn, ~ deals 1 damage
    to each opponent and you gain 1 life." and Dimir Spybug: "Whenever you surveil, put a
    +1/+1 counter on ~." — two Dimir Informants ("When ~ enters, surveil 2."): the Snitch
    once, the Spybug twice."""
    s = game("Whispering Snitch", "Dimir Spybug", "Dimir Informant")
    s.put(A, "Whispering Snitch")
    spybug = s.put(A, "Dimir Spybug")
    for _ in range(6):
        s.put(A, "Island")
    s.hand(A, "Dimir Informant", 2)
    s.start()
    s.then("resolve.choice", ()).then("order_triggers", (0, 1))
    s.cast(A, "Dimir Informant")
    s.resolve()
    s.then("resolve.choice", ())
    s.cast(A, "Dimir Informant")
    s.resolve()
    assert (s.life(A), s.life(B)) == (21, 19)
    assert s.obj(spybug).counters.get("+1/+1", 0) == 2


# -- "Whenever a NOUN deals combat damage to a creature" (CR 510.2) ------------------------------


def test_cr_510_2_toxin_sliver_destroys_the_creature_a_sliver_damaged() -> None:
    """Toxin Sliver: "Whenever a Sliver deals combat damage to a creature, destroy that
    creature. It can't be regenerated." — the 3/3 Sliver's 3 damage would not kill the
    blocking Craw Wurm (6/4); the trigger destroys it."""
    s = game("Toxin Sliver", "Craw Wurm")
    sliver = s.put(A, "Toxin Sliver")
    wurm = s.put(B, "Craw Wurm")
    s.start()
    s.attack({sliver: "p1"})
    s.block(B, {wurm: sliver})
    s.to_step("end")
    assert s.zone_of("Craw Wurm") == "graveyard"


def test_cr_510_2_flayed_nim_that_much_is_the_damage() -> None:
    """Flayed Nim: "Whenever ~ deals combat damage to a creature, that creature's controller
    loses that much life." — the 2/4 Nim is blocked by Craw Wurm: its controller loses 2."""
    s = game("Flayed Nim", "Craw Wurm")
    nim = s.put(A, "Flayed Nim")
    wurm = s.put(B, "Craw Wurm")
    s.start()
    s.attack({nim: "p1"})
    s.block(B, {wurm: nim})
    s.to_step("end")
    assert (s.life(A), s.life(B)) == (20, 18)


# -- "At the beginning of combat on each opponent's turn, … that player" (CR 507.1, 603.3d) -----


def test_cr_507_1_sentinel_taps_a_creature_of_the_player_whose_turn_it_is() -> None:
    """Sentinel of the Eternal Watch: "At the beginning of combat on each opponent's turn, tap
    target creature that player controls." — in the opponent's beginning of combat step its
    Grizzly Bears is the only legal target (not the Sentinel's controller's creatures) and is
    tapped before it can attack."""
    s = game("Sentinel of the Eternal Watch")
    s.put(A, "Sentinel of the Eternal Watch")
    s.put(A, "Savannah Lions")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.to_step("begin_combat", active=B)
    decision = s.pending
    assert decision is not None
    if decision.tag == "cast.target":  # a choice is asked only when there is more than one
        assert tuple(decision.options) == (bears,)
        s.apply(A, bears)
    s.resolve()
    assert s.obj(bears).tapped
    assert not s.obj(s.id("Savannah Lions")).tapped


# -- "Whenever a player activates an ability that isn't a mana ability" (CR 602.2, 605.1a) -------


def test_cr_602_2_burning_tree_shaman_and_harsh_mentor_punish_activations() -> None:
    """Burning-Tree Shaman: "Whenever a player activates an ability that isn't a mana ability,
    ~ deals 1 damage to that player." and Harsh Mentor: "Whenever an opponent activates an
    ability of an artifact, creature, or land on the battlefield, if it isn't a mana ability,
    ~ deals 2 damage to that player." — the opponent's Mountain tapped for mana (a mana
    ability) does nothing; Shivan Dragon's "{R}: +1/+0" costs its controller 3 life."""
    s = game("Burning-Tree Shaman", "Harsh Mentor", "Shivan Dragon")
    s.put(A, "Burning-Tree Shaman")
    s.put(A, "Harsh Mentor")
    s.put(B, "Shivan Dragon")
    s.put(B, "Mountain")
    s.start(active=B)
    s.then("order_triggers", (0, 1))
    s.activate(B, "Shivan Dragon")
    s.resolve()
    assert s.life(B) == 17
    assert s.life(A) == 20
    assert s.pt(s.id("Shivan Dragon")) == (6, 5)


def test_cr_605_1a_runic_armasaur_ignores_its_controllers_activations() -> None:
    """Runic Armasaur: "Whenever an opponent activates an ability of a creature or land that
    isn't a mana ability, you may draw a card." — its controller's own activation draws
    nothing; the opponent's draws one."""
    s = game("Runic Armasaur", "Shivan Dragon")
    s.put(A, "Runic Armasaur")
    s.put(A, "Shivan Dragon")
    s.put(A, "Mountain")
    s.put(B, "Shivan Dragon")
    s.put(B, "Mountain")
    s.start()
    hand = s.hand_size(A)
    s.activate(A, "Shivan Dragon")
    s.resolve()
    assert s.hand_size(A) == hand
    s.to_step("main1", active=B)
    s.then("resolve.choice", True)
    s.activate(B, "Shivan Dragon")
    s.resolve()
    assert s.hand_size(A) == hand + 1


# -- "Whenever one or more creature cards are put into your graveyard from your library"
#    (CR 603.2c, 404) ---------------------------------------------------------------------------


def test_cr_603_2c_sidisi_one_zombie_for_one_mill() -> None:
    """Sidisi, Brood Tyrant: "Whenever ~ enters or attacks, mill three cards. Whenever one or
    more creature cards are put into your graveyard from your library, create a 2/2 black
    Zombie creature token." — attacking mills two Grizzly Bears and a Forest at once: one
    event, one Zombie."""
    s = game("Sidisi, Brood Tyrant")
    sidisi = s.put(A, "Sidisi, Brood Tyrant")
    s.library_top(A, "Forest")
    s.library_top(A, "Grizzly Bears")
    s.library_top(A, "Grizzly Bears")
    s.start()
    s.attack({sidisi: "p1"})
    s.resolve()
    assert sorted(s.graveyard_names(A)) == ["Forest", "Grizzly Bears", "Grizzly Bears"]
    assert len(s.ids("Zombie", "battlefield")) == 1


def test_cr_404_turntimber_sower_lands_from_anywhere_but_not_tokens() -> None:
    """Turntimber Sower: "Whenever one or more land cards are put into your graveyard from
    anywhere, create a 0/1 green Plant creature token." — a Forest discarded from the hand
    makes one Plant; a creature card discarded makes none."""
    s = game("Turntimber Sower", "Mind Rot")
    s.put(A, "Turntimber Sower")
    s.hand(A, "Forest")
    s.hand(A, "Grizzly Bears")
    s.put(B, "Swamp")
    s.put(B, "Swamp")
    s.put(B, "Swamp")
    s.hand(B, "Mind Rot")
    s.start(active=B)
    s.then("resolve.choice", tuple(s.state.players[A].zones["hand"]))
    s.cast(B, "Mind Rot", targets=["p0"])
    s.resolve()
    assert sorted(s.graveyard_names(A)) == ["Forest", "Grizzly Bears"]
    assert len(s.ids("Plant", "battlefield")) == 1


# -- Oracle's "When" for the composed events (CR 603.2) ------------------------------------------


def test_cr_603_2_frozen_solid_destroys_the_enchanted_creature_dealt_damage() -> None:
    """Frozen Solid: "When enchanted creature is dealt damage, destroy it." — Shock deals 2 to
    the enchanted Hill Giant (3/3): not lethal, but the Aura's trigger destroys it."""
    s = game("Frozen Solid", "Shock")
    giant = s.put(B, "Hill Giant")
    s.put(A, "Frozen Solid", attached_to=giant)
    s.put(A, "Mountain")
    s.hand(A, "Shock")
    s.start()
    s.cast(A, "Shock", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_603_6a_flame_kin_war_scout_burns_the_creature_that_entered() -> None:
    """Flame-Kin War Scout: "When another creature enters, sacrifice ~. If you do, ~ deals 4
    damage to that creature." — the opponent's Hill Giant enters: the Scout is sacrificed and
    the Giant dies."""
    s = game("Flame-Kin War Scout")
    s.put(A, "Flame-Kin War Scout")
    for _ in range(4):
        s.put(B, "Mountain")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Hill Giant")
    s.resolve()
    assert s.zone_of("Flame-Kin War Scout") == "graveyard"
    assert s.zone_of("Hill Giant") == "graveyard"


# -- "Whenever ~ or enchanted creature attacks" (CR 603.2, 702.103) ------------------------------


def test_cr_603_2_spiteful_returned_itself_or_the_creature_it_enchants() -> None:
    """Spiteful Returned: "Whenever ~ or enchanted creature attacks, defending player loses 2
    life." — it attacks as a creature: 2 life; bestowed on Grizzly Bears (an Aura, CR
    702.103b), the Bears attacking: 2 more."""
    s = game("Spiteful Returned")
    returned = s.put(A, "Spiteful Returned")
    s.start()
    s.attack({returned: "p1"})
    s.resolve()
    assert s.life(B) == 18
    s2 = game("Spiteful Returned")
    bears = s2.put(A, "Grizzly Bears")
    aura = s2.put(A, "Spiteful Returned", attached_to=bears)
    s2.obj(aura).bestowed = True
    s2.start()
    s2.attack({bears: "p1"})
    s2.resolve()
    assert s2.life(B) == 18
    assert s2.pt(bears) == (3, 3)  # bestow: "Enchanted creature gets +1/+1"


# -- "Whenever a player sacrifices a creature" (CR 701.17a) --------------------------------------


def test_cr_701_17a_mortician_beetle_counts_any_players_sacrifice() -> None:
    """Mortician Beetle: "Whenever a player sacrifices a creature, you may put a +1/+1 counter
    on ~." — the opponent sacrifices Sakura-Tribe Elder to its own ability (a cost is a
    sacrifice too): a counter on the Beetle."""
    s = game("Mortician Beetle", "Sakura-Tribe Elder")
    beetle = s.put(A, "Mortician Beetle")
    s.put(B, "Sakura-Tribe Elder")
    s.start(active=B)
    s.then("resolve.choice", True).then("search your library", ())
    s.activate(B, "Sakura-Tribe Elder")
    s.resolve()
    assert s.zone_of("Sakura-Tribe Elder") == "graveyard"
    assert s.obj(beetle).counters.get("+1/+1", 0) == 1


# -- "Whenever a creature deals damage to you" (CR 120.3) ----------------------------------------


def test_cr_120_3_no_mercy_destroys_the_creature_that_dealt_damage_to_you() -> None:
    """No Mercy: "Whenever a creature deals damage to you, destroy it." — the opponent's
    unblocked Grizzly Bears deals its combat damage and is destroyed."""
    s = game("No Mercy")
    s.put(A, "No Mercy")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.attack({bears: "p0"})
    s.to_step("end", active=B)
    assert s.life(A) == 18
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_120_3_backfire_that_much_to_that_creatures_controller() -> None:
    """Backfire: "Whenever enchanted creature deals damage to you, ~ deals that much damage to
    that creature's controller." — the enchanted Hill Giant's 3 combat damage comes back."""
    s = game("Backfire")
    giant = s.put(B, "Hill Giant")
    s.put(A, "Backfire", attached_to=giant)
    s.start(active=B)
    s.attack({giant: "p0"})
    s.to_step("end", active=B)
    assert (s.life(A), s.life(B)) == (17, 17)


# -- "When ~ enters or is put into a graveyard from the battlefield" (CR 603.6a, 603.10a) -------


def test_cr_603_10a_ichor_wellspring_draws_as_it_enters_and_as_it_leaves() -> None:
    """Ichor Wellspring: "When ~ enters or is put into a graveyard from the battlefield, draw
    a card." — cast: one card; destroyed by the opponent's Shatter: another."""
    s = game("Ichor Wellspring", "Shatter")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.hand(A, "Ichor Wellspring")
    s.put(B, "Mountain")
    s.put(B, "Mountain")
    s.hand(B, "Shatter")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Ichor Wellspring")
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 1
    s.to_step("main1", active=B)
    hand = s.hand_size(A)
    s.cast(B, "Shatter", targets=[s.id("Ichor Wellspring")])
    s.resolve()
    assert s.zone_of("Ichor Wellspring") == "graveyard"
    assert s.hand_size(A) == hand + 1


# -- "Whenever an opponent is dealt noncombat damage" (CR 120.3, 510.2) --------------------------


def test_cr_120_3_chandras_spitfire_noncombat_damage_only() -> None:
    """Chandra's Spitfire: "Whenever an opponent is dealt noncombat damage, ~ gets +3/+0 until
    end of turn." — Lightning Bolt to the opponent: a 4/3; its own combat damage to the
    opponent adds nothing."""
    s = game("Chandra's Spitfire", "Lightning Bolt")
    spitfire = s.put(A, "Chandra's Spitfire")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.pt(spitfire) == (4, 3)
    s.attack({spitfire: "p1"})
    s.to_step("end")
    assert s.life(B) == 20 - 3 - 4
    assert s.pt(spitfire) == (4, 3)
