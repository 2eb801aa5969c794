"""Trigger events and conditions for the four Commander precons (issues 10 and 16): each card
here is compiled from its real Oracle text (MTGJSON 2022-04-25), must be supported (round trip
and engine), and is played in a scenario game (tests/magic/dsl.py). The CR rule each test
proves is in its name or docstring."""

from __future__ import annotations

from cardtable.core.decision import Decision
from cardtable.games.magic import model as m
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, C, Scenario
from tests.oracle.conftest import game, real


def _next_question(s: Scenario) -> Decision | None:
    """Everyone passes until the game asks something other than priority."""
    while s.pending is not None and s.pending.tag == "priority":
        s.pass_priority()
    return s.pending


def _triggers(name: str) -> list[m.TriggeredAbility]:
    return [a for a in real(name).abilities if isinstance(a, m.TriggeredAbility)]


# -- tokens that enter tapped; "dies" with a controller in the filter ----------------------------


def test_cr_603_10a_overseer_nontoken_opponent_creature_dies_makes_tapped_zombie() -> None:
    """Overseer of the Damned: "Whenever a nontoken creature an opponent controls dies, create
    a tapped 2/2 black Zombie creature token." — the dying creature is looked at as it last
    existed (603.10a); A's own creature dying does not trigger it."""
    s = game("Overseer of the Damned")
    s.put(A, "Overseer of the Damned")
    lions = s.put(B, "Savannah Lions")
    mine = s.put(A, "Savannah Lions")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    zombies = s.ids("Zombie")
    assert len(zombies) == 1 and s.obj(zombies[0]).tapped
    assert s.controller(zombies[0]) == A and s.pt(zombies[0]) == (2, 2)
    s.cast(A, "Lightning Bolt", targets=[mine])
    s.resolve()
    assert len(s.ids("Zombie")) == 1  # a creature A controlled: no trigger


# -- "non-Vampire": a subtype excluded (CR 205.3) -------------------------------------------------


def test_cr_701_17a_anowon_each_player_sacrifices_a_non_vampire_creature() -> None:
    """Anowon, the Ruin Sage: "At the beginning of your upkeep, each player sacrifices a
    non-Vampire creature." — a Vampire can't be chosen; a player without a non-Vampire
    creature sacrifices nothing (701.17a)."""
    s = game("Anowon, the Ruin Sage")
    anowon = s.put(A, "Anowon, the Ruin Sage")
    s.put(A, "Grizzly Bears")
    s.put(B, "Savannah Lions")
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert s.obj(anowon).zone == "battlefield"


# -- morbid: "if a creature died this turn" (CR 603.4, 700.4) ------------------------------------


def test_cr_603_4_morkrut_banshee_morbid_checked_as_it_triggers() -> None:
    """Morkrut Banshee: "When ~ enters, if a creature died this turn, target creature gets
    -4/-4 until end of turn." — with no creature dead this turn it does not trigger at all."""
    s = game("Morkrut Banshee")
    s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Morkrut Banshee")
    s.start()
    s.cast(A, "Morkrut Banshee")
    s.resolve()
    assert not s.state.stack and s.zone_of("Hill Giant") == "battlefield"


def test_cr_700_4_morkrut_banshee_after_a_creature_died() -> None:
    s = game("Morkrut Banshee")
    giant = s.put(B, "Hill Giant")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Swamp", 5)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Morkrut Banshee")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    s.cast(A, "Morkrut Banshee")
    s.then("cast.target", giant)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"  # a 3/3 at -4/-4 (704.5f)


def test_cr_513_1a_reaper_from_the_abyss_each_end_step_if_a_creature_died() -> None:
    """Reaper from the Abyss: "At the beginning of each end step, if a creature died this
    turn, destroy target non-Demon creature." — on the opponent's turn too; a Demon can't be
    the target; no death, no trigger."""
    s = game("Reaper from the Abyss")
    reaper = s.put(A, "Reaper from the Abyss")
    giant = s.put(A, "Hill Giant")
    s.put(B, "Savannah Lions")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.to_step("end", active=B)
    assert not s.state.stack  # nothing died this turn
    s.to_step("main1", active=A)
    s.to_step("main1", active=B)
    s.cast(B, "Lightning Bolt", targets=[s.id("Savannah Lions")])
    s.resolve()
    s.to_step("end", active=B)
    decision = _next_question(s)
    assert decision is not None and decision.tag == "cast.target"
    assert reaper not in decision.options and giant in decision.options
    s.then("cast.target", giant)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.obj(reaper).zone == "battlefield"


# -- "enters or attacks", "enters or leaves the battlefield" (CR 603.2, 603.6) --------------------


def test_cr_603_2_grave_titan_enters_or_attacks() -> None:
    """Grave Titan: "Whenever ~ enters or attacks, create two 2/2 black Zombie creature
    tokens." — two abilities of the object itself, one effect."""
    assert [t.trigger.event for t in _triggers("Grave Titan")] == ["enters", "attacks"]
    s = game("Grave Titan")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Grave Titan")
    s.start()
    s.cast(A, "Grave Titan")
    s.resolve()
    assert len(s.ids("Zombie")) == 2
    titan = s.id("Grave Titan")
    s.obj(titan).sick = False
    s.attack({titan: "p1"})
    s.resolve()
    assert len(s.ids("Zombie")) == 4


def test_cr_603_10a_deadwood_treefolk_enters_or_leaves_not_itself() -> None:
    """Deadwood Treefolk: "When ~ enters or leaves the battlefield, return another target
    creature card from your graveyard to your hand." — as it leaves, the Treefolk card now in
    the graveyard is not "another" creature card (CR 115.1, 400.7)."""
    s = game("Deadwood Treefolk")
    bears = s.graveyard(A, "Grizzly Bears")
    s.lands(A, "Forest", 7)
    s.lands(B, "Swamp", 2)
    s.hand(A, "Deadwood Treefolk")
    s.hand(B, "Doom Blade")
    s.start()
    s.cast(A, "Deadwood Treefolk")
    s.then("cast.target", bears)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    s.graveyard(A, "Savannah Lions")
    treefolk = s.id("Deadwood Treefolk")
    s.cast(B, "Doom Blade", targets=[treefolk])
    decision = _next_question(s)
    assert decision is not None and decision.tag == "cast.target"
    assert s.id("Deadwood Treefolk", "graveyard") not in decision.options
    s.then("cast.target", s.id("Savannah Lions", "graveyard"))
    s.resolve()
    assert s.zone_of("Savannah Lions") == "hand"
    assert s.zone_of("Deadwood Treefolk") == "graveyard"


def test_cr_603_10a_spitebellows_evoked_leaves_and_deals_6() -> None:
    """Spitebellows: "When ~ leaves the battlefield, it deals 6 damage to target creature."
    — evoked (702.74a), it is sacrificed as it enters and its leave trigger still deals the
    damage, the source as it last existed."""
    s = game("Spitebellows")
    wurm = s.put(B, "Craw Wurm")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Spitebellows")
    s.start()
    s.cast(A, "Spitebellows", way="evoke")
    s.then("cast.target", wurm)
    s.resolve()
    assert s.zone_of("Spitebellows") == "graveyard"
    assert s.zone_of("Craw Wurm") == "graveyard"


def test_cr_608_2c_crater_hellion_damages_each_other_creature() -> None:
    """Crater Hellion: "When ~ enters, it deals 4 damage to each other creature." — every
    creature but the Hellion, both players'."""
    s = game("Crater Hellion", "Grave Titan")
    s.put(A, "Hill Giant")
    s.put(B, "Craw Wurm")
    titan = s.put(B, "Grave Titan")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Crater Hellion")
    s.start()
    s.cast(A, "Crater Hellion")
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Craw Wurm") == "graveyard"
    assert s.obj(titan).damage == 4
    assert s.obj(s.id("Crater Hellion")).damage == 0


# -- "you may have ~ / it deal …" (CR 608.2d); "When you cycle ~" (CR 702.29d) ------------------


def test_cr_603_2_where_ancients_tread_power_5_or_greater_enters() -> None:
    """Where Ancients Tread: "Whenever a creature with power 5 or greater enters under your
    control, you may have ~ deal 5 damage to any target." — a 6/4 triggers it, a 2/2 not."""
    s = game("Where Ancients Tread")
    s.put(A, "Where Ancients Tread")
    s.lands(A, "Forest", 8)
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Craw Wurm")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert not s.state.stack and s.life(B) == 20
    s.cast(A, "Craw Wurm")
    s.then("cast.target", "p1").then("resolve.choice", True)
    s.resolve()
    assert s.life(B) == 15


def test_cr_702_29d_slice_and_dice_cycled_may_deal_1_to_each_creature() -> None:
    """Slice and Dice: cycling it draws a card (702.29a) and "When you cycle ~, you may have
    it deal 1 damage to each creature." triggers from the graveyard it went to (702.29d)."""
    s = game("Slice and Dice")
    lions = s.put(B, "Savannah Lions")
    bears = s.put(A, "Grizzly Bears")
    s.library_top(A, "Forest")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Slice and Dice")
    s.start()
    s.activate(A, "Slice and Dice")
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Slice and Dice") == "graveyard"
    assert s.zone_of("Forest") == "hand"
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert s.obj(bears).damage == 1
    assert lions not in s.state.objects


def test_cr_702_29d_slice_and_dice_declined_does_nothing() -> None:
    s = game("Slice and Dice")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Slice and Dice")
    s.start()
    s.activate(A, "Slice and Dice")
    s.then("resolve.choice", False)
    s.resolve()
    assert s.obj(lions).damage == 0


# -- player events: discard, draw, gain life (CR 603.2, 121.2, 701.9, 119.9) ---------------------


def test_cr_701_9_sangromancer_opponent_discards_each_card() -> None:
    """Sangromancer: "Whenever an opponent discards a card, you may gain 3 life." — Mind Rot
    makes B discard two cards: two triggers; A discarding triggers nothing."""
    s = game("Sangromancer")
    s.put(A, "Sangromancer")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Mind Rot")
    s.hand(B, "Forest", 2)
    s.start()
    s.cast(A, "Mind Rot", targets=["p1"])
    s.then("resolve.choice", True).then("resolve.choice", True)
    s.resolve()
    assert s.hand_size(B) == 0 and s.life(A) == 26
    s.done()


def test_cr_119_9_sanguine_bond_that_much_life_from_lifelink() -> None:
    """Sanguine Bond: "Whenever you gain life, target opponent loses that much life." —
    lifelink damage is life gained (702.15b), so it triggers, for the amount gained."""
    s = game("Sanguine Bond")
    s.put(A, "Sanguine Bond")
    hawk = s.put(A, "Vampire Nighthawk")
    s.start()
    s.attack({hawk: "p1"})
    s.to_step("combat_damage")
    s.then("cast.target", "p1")
    s.resolve()
    assert s.life(A) == 22
    assert s.life(B) == 16  # 2 combat damage, then 2 life lost


def test_cr_121_2_lorescale_coatl_each_card_drawn() -> None:
    """Lorescale Coatl: "Whenever you draw a card, put a +1/+1 counter on ~." — Divination
    draws two cards: two triggers, two counters; the draw step's draw one more."""
    s = game("Lorescale Coatl")
    coatl = s.put(A, "Lorescale Coatl")
    for _ in range(4):
        s.library_top(A, "Forest")
    s.lands(A, "Island", 3)
    s.hand(A, "Divination")
    s.start()
    s.cast(A, "Divination")
    s.resolve()
    assert s.obj(coatl).counters.get("+1/+1") == 2
    s.done()
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=B)
    assert s.obj(coatl).counters.get("+1/+1") == 2  # B's draw is not A's


# -- damage events: "that many" (CR 603.2, 120.3, 510.3a) --------------------------------------


def test_cr_510_3a_cold_eyed_selkie_draws_that_many() -> None:
    """Cold-Eyed Selkie: "Whenever ~ deals combat damage to a player, you may draw that many
    cards." — pumped to 3 power it deals 3 and draws 3."""
    s = game("Cold-Eyed Selkie")
    selkie = s.put(A, "Cold-Eyed Selkie")
    for _ in range(4):
        s.library_top(A, "Forest")
    s.start()
    before = s.hand_size(A)
    s.attack({selkie: "p1"})
    s.to_step("combat_damage")
    s.then("resolve.choice", True)
    s.resolve()
    assert s.life(B) == 19  # a 1/1 deals 1
    assert s.hand_size(A) == before + 1


def test_cr_120_3_illusory_ambusher_dealt_damage_draws_that_many() -> None:
    """Illusory Ambusher: "Whenever ~ is dealt damage, draw that many cards." — Lightning
    Bolt deals 3: it dies and still draws 3 (the trigger looks at the event)."""
    s = game("Illusory Ambusher")
    ambusher = s.put(A, "Illusory Ambusher")
    for _ in range(4):
        s.library_top(A, "Forest")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    before = s.hand_size(A)
    s.cast(B, "Lightning Bolt", targets=[ambusher])
    s.resolve()
    assert s.zone_of("Illusory Ambusher") == "graveyard"
    assert s.hand_size(A) == before + 3


def test_cr_603_2_rakish_heir_vampire_deals_combat_damage_gets_a_counter() -> None:
    """Rakish Heir: "Whenever a Vampire you control deals combat damage to a player, put a
    +1/+1 counter on it." — "it" is the Vampire that dealt the damage; a non-Vampire
    attacker gets nothing."""
    s = game("Rakish Heir")
    s.put(A, "Rakish Heir")
    hawk = s.put(A, "Vampire Nighthawk")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({hawk: "p1", bears: "p1"})
    s.to_step("combat_damage")
    s.resolve()
    assert s.obj(hawk).counters.get("+1/+1") == 1
    assert not s.obj(bears).counters.get("+1/+1")


def test_cr_603_10a_skullclamp_equipped_creature_dies_draws_two() -> None:
    """Skullclamp: "Equipped creature gets +1/-1." and "Whenever equipped creature dies,
    draw two cards." — a 2/1 equipped is a 3/0 and dies (704.5f); the Equipment saw it
    attached as it left (603.10a). An unequipped creature dying draws nothing."""
    s = game("Skullclamp")
    for _ in range(4):
        s.library_top(A, "Forest")
    clamp = s.put(A, "Skullclamp")
    s.put(A, "Savannah Lions")
    s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 1)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    before = s.hand_size(A)
    s.cast(B, "Lightning Bolt", targets=[s.id("Grizzly Bears")])
    s.resolve()
    assert s.hand_size(A) == before
    s.activate(A, "Skullclamp", targets=[s.id("Savannah Lions")])
    s.resolve()
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert s.hand_size(A) == before + 2
    assert s.obj(clamp).attached_to is None


# -- "that player", delayed "at end of combat", attack requirements --------------------------------


def test_cr_603_2_lilianas_reaver_that_player_discards_and_you_create() -> None:
    """Liliana's Reaver: "Whenever ~ deals combat damage to a player, that player discards a
    card and you create a tapped 2/2 black Zombie creature token." (CR 608.2c order)."""
    s = game("Liliana's Reaver")
    reaver = s.put(A, "Liliana's Reaver")
    s.hand(B, "Forest")
    s.start()
    s.attack({reaver: "p1"})
    s.to_step("combat_damage")
    s.resolve()
    assert s.hand_size(B) == 0 and s.graveyard_names(B) == ["Forest"]
    (zombie,) = s.ids("Zombie")
    assert s.controller(zombie) == A and s.obj(zombie).tapped


def test_cr_603_7_ohran_viper_destroys_the_creature_at_end_of_combat() -> None:
    """Ohran Viper: "Whenever ~ deals combat damage to a creature, destroy that creature at
    end of combat." — the blocked Bears survive the 1 damage, then the delayed trigger
    (603.7a) destroys them at the end of combat step (511.2)."""
    s = game("Ohran Viper")
    viper = s.put(A, "Ohran Viper")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({viper: "p1"})
    s.block(B, {bears: viper})
    s.to_step("combat_damage")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield" and s.obj(bears).damage == 1
    s.to_step("end_combat")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Ohran Viper") == "battlefield"


def test_cr_107_1a_scytheclaw_half_their_life_rounded_up() -> None:
    """Scytheclaw: "Whenever equipped creature deals combat damage to a player, that player
    loses half their life, rounded up." — 3 damage takes B to 17, then B loses 9."""
    s = game("Scytheclaw")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Scytheclaw", attached_to=bears)
    s.start()
    s.attack({bears: "p1"})
    s.to_step("combat_damage")
    s.resolve()
    assert s.life(B) == 8


def test_cr_508_1d_bident_of_thassa_opponents_creatures_must_attack() -> None:
    """Bident of Thassa: "{1}{U}, {T}: Creatures your opponents control attack this turn if
    able." — activated in B's turn, B may not declare no attackers (508.1d); and "Whenever a
    creature you control deals combat damage to a player, you may draw a card."."""
    s = game("Bident of Thassa")
    s.put(A, "Bident of Thassa")
    s.lands(A, "Island", 2)
    s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.activate(A, "Bident of Thassa")
    s.resolve()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack" and decision.player == B
    s.refused(B, ())
    s.apply(B, ((s.id("Grizzly Bears"), "p0"),))
    s.to_step("combat_damage")
    assert s.life(A) == 18


def test_cr_510_3a_bident_of_thassa_draw_on_combat_damage() -> None:
    s = game("Bident of Thassa")
    s.put(A, "Bident of Thassa")
    bears = s.put(A, "Grizzly Bears")
    s.library_top(A, "Forest")
    s.start()
    before = s.hand_size(A)
    s.attack({bears: "p1"})
    s.to_step("combat_damage")
    s.then("resolve.choice", True)
    s.resolve()
    assert s.hand_size(A) == before + 1


def test_cr_603_3d_trygon_predator_target_that_player_controls() -> None:
    """Trygon Predator: "Whenever ~ deals combat damage to a player, you may destroy target
    artifact or enchantment that player controls." — in a three-player game only the damaged
    player's artifacts can be chosen as the trigger is put on the stack (603.3d)."""
    s = game("Trygon Predator", players=3)
    trygon = s.put(A, "Trygon Predator")
    mine = s.put(B, "Bonesplitter")
    other = s.put(C, "Bonesplitter")
    s.start()
    s.attack({trygon: "p1"})
    s.to_step("combat_damage")
    decision = _next_question(s)
    assert decision is not None and decision.tag == "cast.target"
    assert mine in decision.options and other not in decision.options
    s.then("cast.target", mine).then("resolve.choice", True)
    s.resolve()
    assert mine not in s.state.objects and s.obj(other).zone == "battlefield"
    assert s.graveyard_names(B) == ["Bonesplitter"]


def test_cr_603_10a_patron_of_the_vein_exiles_the_dead_and_grows_vampires() -> None:
    """Patron of the Vein: "Whenever a creature an opponent controls dies, exile it and put a
    +1/+1 counter on each Vampire you control." — the card is exiled from the graveyard it
    went to (400.7); A's Vampires get a counter, A's non-Vampire does not."""
    s = game("Patron of the Vein")
    patron = s.put(A, "Patron of the Vein")
    hawk = s.put(A, "Vampire Nighthawk")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    assert s.zone_of("Savannah Lions") == "exile"
    assert s.obj(patron).counters.get("+1/+1") == 1
    assert s.obj(hawk).counters.get("+1/+1") == 1
    assert not s.obj(bears).counters.get("+1/+1")


def test_cr_608_2c_blade_of_the_bloodchief_two_counters_on_a_vampire() -> None:
    """Blade of the Bloodchief: "Whenever a creature dies, put a +1/+1 counter on equipped
    creature. If equipped creature is a Vampire, put two +1/+1 counters on it instead." — on
    a Vampire two counters, on a Bear one; any creature dying (B's here) triggers it."""
    s = game("Blade of the Bloodchief")
    hawk = s.put(A, "Vampire Nighthawk")
    s.put(A, "Blade of the Bloodchief", attached_to=hawk)
    s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[s.id("Savannah Lions")])
    s.resolve()
    assert s.obj(hawk).counters.get("+1/+1") == 2

    t = game("Blade of the Bloodchief")
    bears = t.put(A, "Grizzly Bears")
    t.put(A, "Blade of the Bloodchief", attached_to=bears)
    t.put(B, "Savannah Lions")
    t.lands(A, "Mountain", 1)
    t.hand(A, "Lightning Bolt")
    t.start()
    t.cast(A, "Lightning Bolt", targets=[t.id("Savannah Lions")])
    t.resolve()
    assert t.obj(bears).counters.get("+1/+1") == 1


def test_cr_608_2h_warstorm_surge_the_entering_creature_deals_its_power() -> None:
    """Warstorm Surge: "Whenever a creature enters under your control, it deals damage equal
    to its power to any target." — the creature is the source (the damage event names Craw
    Wurm) and the amount its power, 6."""
    s = game("Warstorm Surge")
    s.put(A, "Warstorm Surge")
    s.lands(A, "Forest", 6)
    s.hand(A, "Craw Wurm")
    s.start()
    s.cast(A, "Craw Wurm")
    s.then("cast.target", "p1")
    s.resolve()
    assert s.life(B) == 14
    (damage,) = s.events("damage")
    assert dict(damage.data)["source"] == "Craw Wurm"


def test_cr_611_2c_great_oak_guardian_creatures_target_player_controls() -> None:
    """Great Oak Guardian: "When ~ enters, creatures target player controls get +2/+2 until
    end of turn. Untap them." — A's tapped Bears are pumped and untapped; B's Lions are not
    affected; the Guardian itself (A's) is one of them."""
    s = game("Great Oak Guardian")
    bears = s.put(A, "Grizzly Bears", tapped=True)
    lions = s.put(B, "Savannah Lions", tapped=True)
    s.lands(A, "Forest", 6)
    s.hand(A, "Great Oak Guardian")
    s.start()
    s.cast(A, "Great Oak Guardian")
    s.then("cast.target", "p0")
    s.resolve()
    assert s.pt(bears) == (4, 4) and not s.obj(bears).tapped
    assert s.pt(lions) == (2, 1) and s.obj(lions).tapped
    assert s.pt(s.id("Great Oak Guardian")) == (6, 7)
    s.to_step("upkeep", active=B)
    assert s.pt(bears) == (2, 2)  # until end of turn (514.2)


def test_cr_508_3a_a_creature_you_control_attacks_each_attacker_triggers() -> None:
    """Beastmaster Ascension's trigger, "Whenever a creature you control attacks, you may put
    a quest counter on ~.", compiled from the Oracle sentence and rendered back; two
    attackers: two triggers (508.3a). (The card's other sentence, a static ability that holds
    "as long as ~ has seven or more quest counters on it", is the statics work, so the card
    itself is not supported yet.)"""
    from cardtable.games.magic.oracle.compiler import compile_line
    from cardtable.games.magic.text.render import ability_text

    line = "Whenever a creature you control attacks, you may put a quest counter on ~."
    ability = compile_line(line, "permanent_line")
    assert isinstance(ability, m.TriggeredAbility)
    card = m.CardDef("Beastmaster Ascension", "Enchantment", "{1}{G}", abilities=(ability,))
    assert ability_text(ability, card) == line
    cards = dict(card_pool()) | {card.name: card}
    s = Scenario(cards=cards)
    ascension = s.put(A, card.name)
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    s.put(B, "Grizzly Bears")
    s.start()
    s.attack({bears: "p1", lions: "p1"})
    s.then("order_triggers", (0, 1))
    s.then("resolve.choice", True).then("resolve.choice", True)
    s.resolve()
    assert s.obj(ascension).counters.get("quest") == 2
    s.done()


def test_cr_701_16a_heirloom_blade_reveals_until_a_shared_creature_type() -> None:
    """Heirloom Blade: "Whenever equipped creature dies, you may reveal cards from the top of
    your library until you reveal a creature card that shares a creature type with it. Put
    that card into your hand and the rest on the bottom of your library in a random order."
    — the dead Bear finds the Grizzly Bears under a Forest and a Cat; those two go under."""
    s = game("Heirloom Blade")
    s.library_top(A, "Hill Giant")
    s.library_top(A, "Grizzly Bears")
    s.library_top(A, "Savannah Lions")
    s.library_top(A, "Forest")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Heirloom Blade", attached_to=bears)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(B, "Lightning Bolt", targets=[bears])
    s.then("resolve.choice", True)
    s.resolve()
    hand = [s.obj(o).card.name for o in s.state.zone(A, "hand")]
    assert hand.count("Grizzly Bears") == 1
    library = [s.obj(o).card.name for o in s.state.zone(A, "library")]
    assert library[0] == "Hill Giant"  # the scenario's filler cards are below it
    assert sorted(library[-2:]) == ["Forest", "Savannah Lions"]


def test_cr_707_10c_malicious_affliction_morbid_copy_with_a_new_target() -> None:
    """Malicious Affliction: "When you cast this spell, if a creature died this turn, you may
    copy ~ and may choose a new target for the copy." — the cast trigger (601.2i) makes a copy
    that destroys a second creature (707.10c: the copier picks its target)."""
    s = game("Malicious Affliction")
    s.put(B, "Savannah Lions")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 2)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Malicious Affliction")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[s.id("Savannah Lions")])
    s.resolve()
    s.cast(A, "Malicious Affliction", targets=[bears])
    decision = _next_question(s)
    assert decision is not None and decision.tag == "resolve.choice"
    s.apply(A, True)
    decision = _next_question(s)
    assert decision is not None and decision.options[0] == bears and giant in decision.options
    s.apply(A, giant)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_603_4_malicious_affliction_no_death_no_copy() -> None:
    s = game("Malicious Affliction")
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Malicious Affliction")
    s.start()
    s.cast(A, "Malicious Affliction", targets=[bears])
    assert len(s.state.stack) == 1  # no trigger: nothing died this turn
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Hill Giant") == "battlefield"


def test_cr_107_3_well_of_lost_dreams_pay_x_up_to_the_life_gained() -> None:
    """Well of Lost Dreams: "Whenever you gain life, you may pay {X}, where X is less than or
    equal to the amount of life you gained. If you do, draw X cards." — 2 life gained from
    lifelink (702.15b): X is at most 2 though A could pay 3; A pays 2 and draws 2."""
    s = game("Well of Lost Dreams")
    s.put(A, "Well of Lost Dreams")
    hawk = s.put(A, "Vampire Nighthawk")
    islands = s.lands(A, "Island", 3)
    for _ in range(3):
        s.library_top(A, "Forest")
    s.start()
    before = s.hand_size(A)
    s.attack({hawk: "p1"})
    s.to_step("combat_damage")
    decision = _next_question(s)
    assert decision is not None and tuple(decision.options) == (0, 1, 2)
    s.apply(A, 2)
    s.resolve()
    assert s.hand_size(A) == before + 2
    assert sum(s.obj(i).tapped for i in islands) == 2


def test_cr_122_5_forgotten_ancient_moves_counters_at_upkeep() -> None:
    """Forgotten Ancient: "At the beginning of your upkeep, you may move any number of +1/+1
    counters from ~ onto other creatures." — two of its three onto the Bears (B's Lions could
    have been chosen too); and "Whenever a player casts a spell, you may put a +1/+1 counter
    on ~." on B's spell."""
    s = game("Forgotten Ancient")
    ancient = s.put(A, "Forgotten Ancient", counters={"+1/+1": 3})
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start(active=B)
    s.to_step("upkeep", active=A)
    decision = _next_question(s)
    assert decision is not None and set(decision.options) == {"done", bears, lions}
    s.apply(A, bears)
    s.apply(A, bears)
    s.apply(A, "done")
    s.resolve()
    assert s.obj(ancient).counters.get("+1/+1") == 1
    assert s.obj(bears).counters.get("+1/+1") == 2 and s.pt(bears) == (4, 4)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.to_step("main1", active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.then("resolve.choice", True)
    s.resolve()
    assert s.obj(ancient).counters.get("+1/+1") == 2


def test_cr_614_1c_naya_soulbeast_enters_with_the_revealed_mana_value() -> None:
    """Naya Soulbeast: "When you cast this spell, each player reveals the top card of their
    library. ~ enters with X +1/+1 counters on it, where X is the total mana value of all
    cards revealed this way." — Craw Wurm (6) and Grizzly Bears (2): 8 counters."""
    s = game("Naya Soulbeast")
    s.library_top(A, "Craw Wurm")
    s.library_top(B, "Grizzly Bears")
    s.lands(A, "Forest", 8)
    s.hand(A, "Naya Soulbeast")
    s.start()
    s.cast(A, "Naya Soulbeast")
    assert len(s.state.stack) == 2  # the cast trigger above the spell (601.2i)
    s.resolve()
    beast = s.id("Naya Soulbeast")
    assert s.obj(beast).counters.get("+1/+1") == 8
    assert s.pt(beast) == (8, 8)  # a 0/0 with eight counters
    assert s.zone_of("Craw Wurm") == "library"  # revealed, not moved


def test_cr_611_2b_mathas_bounty_counter_grants_a_dies_trigger() -> None:
    """Mathas, Fiend Seeker: "At the beginning of your end step, put a bounty counter on
    target creature an opponent controls. For as long as that creature has a bounty counter
    on it, it has "When this creature dies, each opponent draws a card and gains 2 life."" —
    the bountied creature's controller's opponent (A) draws and gains 2 when it dies, the
    granted ability seen as the creature last existed (603.10a)."""
    s = game("Mathas, Fiend Seeker")
    s.put(A, "Mathas, Fiend Seeker")
    giant = s.put(B, "Hill Giant")
    s.library_top(A, "Forest")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.to_step("end", active=A)
    s.then("cast.target", giant)
    s.resolve()
    assert s.obj(giant).counters.get("bounty") == 1
    s.to_step("upkeep", active=B)
    before = s.hand_size(A)
    s.cast(A, "Lightning Bolt", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.life(A) == 22 and s.life(B) == 20
    assert s.hand_size(A) == before  # the Bolt left the hand, the Forest came in
