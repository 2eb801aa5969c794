"""Issue 29, quantities and filters (the seventh wave, QF helper).

* "for each nontoken creature / Zubera that died this turn", "the number of Zubera that died
  this turn": a turn-history count over any noun, read from the dead creatures' last-known
  information (CR 700.4, 608.2h); also a spell's own cost reduction (601.2f);
* "create a Treasure token for each …": a predefined token counted by "for each" (111.10);
* creature types that are their own plural ("the number of Zubera", CR 205.3).

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported,
and played: each test asserts what the text says happens."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic import model as m
from cardtable.games.magic.costs import self_reduction
from cardtable.games.magic.filter_bounds import fix_bound
from cardtable.games.magic.layers import matches
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real, until_choice


def _die(s: Scenario, oid: int) -> None:
    """``oid`` dies: put into its owner's graveyard from the battlefield (CR 700.4)."""
    s.game.move(s.obj(oid), "graveyard")


def _token(s: Scenario, player: int, name: str) -> int:
    oid = s.put(player, name)
    s.obj(oid).token = True
    return oid


# -- "… that died this turn" (CR 700.4, 608.2h) -----------------------------------------------

def test_cr_700_4_scavenging_ghoul_counts_each_creature_that_died_this_turn() -> None:
    """"At the beginning of each end step, put a corpse counter on ~ for each creature that
    died this turn.": two creatures died (one of each player's) → two corpse counters."""
    s = game("Scavenging Ghoul")
    ghoul = s.put(A, "Scavenging Ghoul")
    _die(s, s.put(A, "Llanowar Elves"))
    _die(s, s.put(B, "Grizzly Bears"))
    s.start()
    s.to_step("end")
    s.resolve()
    assert s.obj(ghoul).counters.get("corpse") == 2


def test_cr_700_4_gadrak_counts_only_nontoken_creatures_that_died() -> None:
    """"At the beginning of your end step, create a Treasure token for each nontoken creature
    that died this turn.": a card and a token died → one Treasure."""
    s = game("Gadrak, the Crown-Scourge")
    s.put(A, "Gadrak, the Crown-Scourge")
    _die(s, s.put(B, "Grizzly Bears"))
    _die(s, _token(s, A, "Llanowar Elves"))
    s.start()
    s.to_step("end")
    s.resolve()
    treasures = [o for o in s.state.battlefield if s.obj(o).card.name == "Treasure"]
    assert len(treasures) == 1
    effect = real("Gadrak, the Crown-Scourge").abilities[-1].effects[0]
    assert isinstance(effect, m.CreateToken) and isinstance(effect.count, m.Amount)
    assert effect.count.filter == m.Filter(types=("Creature",), token=False)


def test_cr_608_2h_floating_dream_zubera_counts_the_zubera_that_died_with_it() -> None:
    """"When ~ dies, draw a card for each Zubera that died this turn.": another Zubera died
    earlier and this one now (its own death counts, from last-known information); a Bear that
    died is no Zubera → two cards."""
    s = game("Floating-Dream Zubera", "Ashen-Skin Zubera")
    _die(s, s.put(B, "Ashen-Skin Zubera"))
    _die(s, s.put(A, "Grizzly Bears"))
    zubera = s.put(A, "Floating-Dream Zubera")
    s.start()
    s.then("cast.target", "p0").resolve()  # Ashen-Skin's own trigger: A discards (no cards)
    hand = s.hand_size(A)
    _die(s, zubera)
    s.pass_priority()  # the trigger goes on the stack as a player would receive priority
    s.resolve()
    assert s.hand_size(A) == hand + 2


def test_cr_205_3_ember_fist_zubera_reads_zubera_as_its_own_plural() -> None:
    """"… equal to the number of Zubera that died this turn." — "Zubera" is its own plural;
    the count's filter is the subtype and the words come back as printed."""
    card = real("Ember-Fist Zubera")
    assert round_trip_problem(card) == ""
    effect = card.abilities[0].effects[0]
    assert isinstance(effect, m.DealDamage) and isinstance(effect.amount, m.Amount)
    assert effect.amount.kind == "died_this_turn"
    assert effect.amount.filter == m.Filter(subtypes=("Zubera",))


def test_cr_601_2f_diregraf_rebirth_costs_one_less_for_each_creature_that_died() -> None:
    """"This spell costs {1} less to cast for each creature that died this turn.": counted as
    the cost is determined — nothing died → 0; two creatures died → {2} less."""
    s = game("Diregraf Rebirth")
    card = real("Diregraf Rebirth")
    s.start()
    assert self_reduction(s.game, A, card) == 0
    _die(s, s.put(A, "Llanowar Elves"))
    _die(s, s.put(B, "Grizzly Bears"))
    assert self_reduction(s.game, A, card) == 2


# -- "the number of colors of mana spent to cast this spell" (CR 601.2h, 105.1) ---------------

def test_cr_601_2h_radiant_flames_deals_damage_for_each_color_spent() -> None:
    """"~ deals X damage to each creature, where X is the number of colors of mana spent to
    cast this spell." paid with a Mountain, an Island and a Plains: three colors → 3 damage;
    Hill Giant (3/3) dies, Craw Wurm (6/4) lives."""
    s = game("Radiant Flames")
    for land in ("Mountain", "Island", "Plains"):
        s.lands(A, land, 1)
    s.hand(A, "Radiant Flames")
    s.put(B, "Hill Giant")
    wurm = s.put(B, "Craw Wurm")
    s.start()
    s.cast(A, "Radiant Flames")
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.obj(wurm).damage == 3


def test_cr_105_1_painful_truths_counts_two_swamps_as_one_color() -> None:
    """"You draw X cards and you lose X life, where X is the number of colors of mana spent to
    cast this spell." paid with two Swamps and an Island: black and blue → two cards, 2 life."""
    s = game("Painful Truths")
    s.lands(A, "Swamp", 2)
    s.lands(A, "Island", 1)
    s.hand(A, "Painful Truths")
    s.start()
    s.cast(A, "Painful Truths")
    s.resolve()
    assert s.hand_size(A) == 2
    assert s.life(A) == 18


def test_cr_601_2h_radiant_epicure_counts_the_colors_spent_on_the_permanent_spell() -> None:
    """"When ~ enters, each opponent loses X life and you gain X life, where X is the number of
    colors of mana spent to cast this spell.": the permanent keeps what its spell was paid
    with — five basic land types, five colors → 5 life each way."""
    s = game("Radiant Epicure")
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(A, land, 1)
    s.hand(A, "Radiant Epicure")
    s.start()
    s.cast(A, "Radiant Epicure")
    s.resolve()
    assert s.life(B) == 15 and s.life(A) == 25


# -- "with mana value equal to …" (CR 202.3, 608.2h): a filter bound to exactly a quantity ----

def test_fix_bound_exact_sets_both_ends_and_keeps_printed_bounds() -> None:
    flt = m.Filter(types=("Creature",), bound_stat="mana_value", bound_exact=True,
                   bound_amount=m.Amount(kind="counters", counter="charge", ref="self"))
    assert fix_bound(flt, 2) == m.Filter(types=("Creature",), mana_value_min=2,
                                         mana_value_max=2)
    assert fix_bound(replace(flt, mana_value_max=1), 2).mana_value_max == 1


def test_cr_608_2h_engineered_explosives_destroys_each_nonland_permanent_of_that_mana_value(
        ) -> None:
    """"{2}, Sacrifice ~: Destroy each nonland permanent with mana value equal to the number of
    charge counters on ~." with two charge counters: Grizzly Bears (2) dies on both sides;
    Llanowar Elves (1), Hill Giant (4) and the lands stay."""
    s = game("Engineered Explosives")
    s.lands(A, "Plains", 2)
    s.put(A, "Engineered Explosives", counters={"charge": 2})
    s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.put(B, "Llanowar Elves")
    s.put(B, "Hill Giant")
    s.start()
    s.activate(A, "Engineered Explosives")
    s.resolve()
    assert s.ids("Grizzly Bears", "battlefield") == []
    assert len(s.ids("Grizzly Bears", "graveyard")) == 2
    assert s.zone_of("Llanowar Elves") == "battlefield"
    assert s.zone_of("Hill Giant") == "battlefield"
    assert len(s.ids("Plains", "battlefield")) == 2


def test_cr_608_2h_aether_vial_offers_only_creature_cards_of_the_counted_mana_value() -> None:
    """"{T}: You may put a creature card with mana value equal to the number of charge counters
    on ~ from your hand onto the battlefield." with two counters: Grizzly Bears (2) may come
    in; Llanowar Elves (1) and Hill Giant (4) may not."""
    s = game("Aether Vial")
    s.put(A, "Aether Vial", counters={"charge": 2})
    bears = s.hand(A, "Grizzly Bears")
    elves = s.hand(A, "Llanowar Elves")
    giant = s.hand(A, "Hill Giant")
    s.start()
    s.activate(A, "Aether Vial")
    may = until_choice(s)  # "You may put …"
    s.apply(may.player, True)  # the Bears is the one card that fits: no choice is left
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.zone_of("Llanowar Elves") == "hand" and s.zone_of("Hill Giant") == "hand"
    assert bears not in s.state.players[A].zones["hand"]
    assert {elves, giant} <= set(s.state.players[A].zones["hand"])


# -- "that was dealt damage this turn" (CR 120.3) ---------------------------------------------

def test_cr_120_3_you_are_already_dead_targets_only_a_creature_dealt_damage_this_turn() -> None:
    """"Destroy target creature that was dealt damage this turn.": after Shock hits Hill Giant
    (3/3, it lives), the Giant is a legal target and the untouched Grizzly Bears is not; the
    Giant is destroyed."""
    s = game("You Are Already Dead", "Shock")
    s.lands(A, "Mountain", 1)
    s.lands(A, "Swamp", 2)
    s.hand(A, "Shock")
    s.hand(A, "You Are Already Dead")
    giant = s.put(B, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Shock", targets=[giant])
    s.resolve()
    assert s.obj(giant).damage == 2
    s._priority_to(A)
    cast = next(o for o in s.pending.options if getattr(o, "name", "") == "You Are Already Dead")
    s.apply(A, cast)
    decision = until_choice(s)
    assert decision.tag.startswith("cast.target")
    flat = {o[0] if isinstance(o, tuple) and o else o for o in decision.options}
    assert giant in flat and bears not in flat
    s.apply(A, giant if decision.tag == "cast.target" else (giant,))
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_120_3_damage_this_turn_is_forgotten_at_the_next_turn() -> None:
    """The filter reads this turn's damage only: in a new turn nothing was dealt damage."""
    s = game("Fatal Blow", "Shock")
    flt = real("Fatal Blow").abilities[0].targets[0].filter
    assert flt.damaged_this_turn
    s.lands(A, "Mountain", 1)
    s.hand(A, "Shock")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Shock", targets=[giant])
    s.resolve()
    assert matches(s.state, s.obj(giant), flt, A)
    s.to_step("upkeep", active=B)
    assert s.obj(giant).damage == 0
    assert not matches(s.state, s.obj(giant), flt, A)


# -- "a number of … tokens equal to …" (CR 107.3, 111.1) --------------------------------------

def _goblins(s: Scenario, player: int) -> int:
    return sum(1 for o in s.state.battlefield if s.obj(o).token and s.obj(o).controller ==
               player and "Goblin" in s.obj(o).card.type_line)


def test_cr_107_3_krenko_tin_street_kingpin_creates_goblins_equal_to_its_power() -> None:
    """"Whenever ~ attacks, put a +1/+1 counter on it, then create a number of 1/1 red Goblin
    creature tokens equal to ~'s power.": the 1/2 gets its counter first, then counts 2."""
    s = game("Krenko, Tin Street Kingpin")
    krenko = s.put(A, "Krenko, Tin Street Kingpin")
    s.start()
    s.attack({krenko: "p1"})
    s.resolve()
    assert s.obj(krenko).counters.get("+1/+1") == 1
    assert _goblins(s, A) == 2


def test_cr_800_4a_goblin_goliath_counts_the_opponents_you_have() -> None:
    """"When ~ enters, create a number of 1/1 red Goblin creature tokens equal to the number of
    opponents you have.": three opponents in a four-player game → three Goblins."""
    s = game("Goblin Goliath", players=4)
    s.lands(A, "Mountain", 6)
    s.hand(A, "Goblin Goliath")
    s.start()
    s.cast(A, "Goblin Goliath")
    s.resolve()
    assert _goblins(s, A) == 3


def test_cr_111_1_gluttonous_troll_creates_food_for_each_opponent() -> None:
    """"When ~ enters, create a number of Food tokens equal to the number of opponents you
    have." (a predefined token, CR 111.10b): one opponent → one Food."""
    s = game("Gluttonous Troll")
    s.lands(A, "Forest", 3)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Gluttonous Troll")
    s.start()
    s.cast(A, "Gluttonous Troll")
    s.resolve()
    foods = [o for o in s.state.battlefield if s.obj(o).card.name == "Food"]
    assert len(foods) == 1
    assert round_trip_problem(real("Gluttonous Troll")) == ""


# -- differences and a player's hand (CR 107.1b, 608.2h) --------------------------------------

def test_cr_107_1b_rackling_deals_three_minus_their_hand_never_less_than_zero() -> None:
    """"At the beginning of each opponent's upkeep, ~ deals X damage to that player, where X is
    3 minus the number of cards in their hand.": one card → 2 damage; next time, with five
    cards, X would be -2 and is 0 (no damage, no life gained)."""
    s = game("Rackling")
    s.put(A, "Rackling")
    s.hand(B, "Grizzly Bears")
    s.start()
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.life(B) == 18
    amount = real("Rackling").abilities[0].effects[0].amount
    assert isinstance(amount, m.Amount) and amount.minus is not None
    assert amount.minus.ref == "triggering_player"
    s.hand(B, "Grizzly Bears", count=4)
    s.to_step("upkeep", active=A)
    s.to_step("upkeep", active=B)  # B's next turn: six cards (one drawn last turn)
    assert s.state.stack  # Rackling triggered
    s.resolve()
    assert s.hand_size(B) == 6 and s.life(B) == 18


def test_cr_608_2h_iron_maiden_counts_that_players_hand_minus_four() -> None:
    """"… ~ deals X damage to that player, where X is the number of cards in their hand minus
    4.": six cards in hand → 2 damage."""
    s = game("Iron Maiden")
    s.put(A, "Iron Maiden")
    s.hand(B, "Grizzly Bears", count=6)
    s.start()
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.life(B) == 18


def test_cr_608_2h_bulwark_deals_the_difference_between_two_hands() -> None:
    """"At the beginning of your upkeep, ~ deals X damage to target opponent, where X is the
    number of cards in your hand minus the number of cards in that player's hand.": four cards
    against one → 3 damage to the target opponent."""
    s = game("Bulwark")
    s.put(A, "Bulwark")
    s.hand(A, "Grizzly Bears", count=4)
    s.hand(B, "Grizzly Bears")
    s.start(step="untap")
    s.then("cast.target", "p1")
    s.to_step("draw")
    assert s.life(B) == 17


# -- "scry X, where X is …" (CR 701.18a, 107.3) ------------------------------------------------

def test_cr_701_18a_the_scarab_god_drains_and_scries_for_each_zombie() -> None:
    """"At the beginning of your upkeep, each opponent loses X life and you scry X, where X is
    the number of Zombies you control.": two Walking Corpses are two Zombies (the God itself
    is a God) → B loses 2 and A looks at the top two cards to scry."""
    s = game("The Scarab God")
    s.put(A, "The Scarab God")
    s.put(A, "Walking Corpse")
    s.put(A, "Walking Corpse")
    s.start(step="untap")
    s.to_step("upkeep")
    s.pass_priority()
    decision = until_choice(s)
    assert decision.player == A and decision.options == tuple(
        s.state.players[A].zones["library"][:2])  # scry 2: the top two cards
    s.apply(A, ())
    s.resolve()
    assert s.life(B) == 18
    scry = [e for a in real("The Scarab God").abilities for e in getattr(a, "effects", ())
            if isinstance(e, m.Scry)]
    assert scry == [m.Scry(amount=scry[0].amount, says_you=True)]


# -- "any number of other target …" (CR 115.1, 115.3, 601.2c) ---------------------------------

def test_cr_115_3_guardian_of_faith_phases_out_any_number_of_other_creatures() -> None:
    """"When ~ enters, any number of other target creatures you control phase out.": the
    Guardian itself is not offered (other), B's creature is not (you control); A picks both of
    its other creatures and they phase out together (CR 702.26b)."""
    s = game("Guardian of Faith")
    s.lands(A, "Plains", 3)
    s.hand(A, "Guardian of Faith")
    elves = s.put(A, "Llanowar Elves")
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Guardian of Faith")
    s.pass_priority()
    s.pass_priority()  # the Guardian resolves; its trigger asks for targets
    decision = until_choice(s)
    assert decision.tag.startswith("cast.target")
    offered = set(decision.options)
    guardian = s.id("Guardian of Faith")
    assert {elves, bears} <= offered and guardian not in offered and theirs not in offered
    s.apply(A, (elves, bears))
    s.resolve()
    assert elves in s.state.phased_out and bears in s.state.phased_out
    assert theirs in s.state.battlefield and guardian in s.state.battlefield


# -- "modified" (CR 700.9) ---------------------------------------------------------------------

def test_cr_700_9_chishiro_counters_each_modified_creature_you_control() -> None:
    """"At the beginning of your end step, put a +1/+1 counter on each modified creature you
    control.": a creature with a counter, an equipped one and one enchanted by its
    controller's Aura are modified; a bare one and one enchanted by an opponent's Aura are
    not."""
    s = game("Chishiro, the Shattered Blade")
    s.put(A, "Chishiro, the Shattered Blade")
    countered = s.put(A, "Grizzly Bears", counters={"+1/+1": 1})
    equipped = s.put(A, "Llanowar Elves")
    s.put(A, "Bonesplitter", attached_to=equipped)
    enchanted = s.put(A, "Hill Giant")
    s.put(A, "Holy Strength", attached_to=enchanted)
    theirs = s.put(A, "Craw Wurm")
    s.put(B, "Pacifism", attached_to=theirs)
    bare = s.put(A, "Walking Corpse")
    s.start()
    s.to_step("end")
    s.resolve()
    assert s.obj(countered).counters.get("+1/+1") == 2
    assert s.obj(equipped).counters.get("+1/+1") == 1
    assert s.obj(enchanted).counters.get("+1/+1") == 1
    assert not s.obj(theirs).counters.get("+1/+1")
    assert not s.obj(bare).counters.get("+1/+1")


def test_cr_700_9_upriser_renegade_counts_each_other_modified_creature() -> None:
    """"~ gets +2/+0 for each other modified creature you control.": one other creature with
    a counter → +2/+0 on the 1/3 (and its own +1/+1 counter); the Renegade's own counter
    does not count for it (other), nor does the bare Llanowar Elves."""
    s = game("Upriser Renegade")
    renegade = s.put(A, "Upriser Renegade", counters={"+1/+1": 1})
    s.put(A, "Grizzly Bears", counters={"-1/-1": 1})
    s.put(A, "Llanowar Elves")
    s.start()
    assert s.pt(renegade) == (1 + 1 + 2, 3 + 1)


# -- "you may EFFECT, where X is …" (CR 107.3, 603.10a, 608.2h) ------------------------------

def test_cr_608_2h_kresh_counts_the_power_the_dead_creature_last_had() -> None:
    """"Whenever another creature dies, you may put X +1/+1 counters on ~, where X is that
    creature's power.": Hill Giant (3/3) dies; "that creature" is the Giant as it last
    existed (no sacrifice is involved) → three counters."""
    s = game("Kresh the Bloodbraided")
    kresh = s.put(A, "Kresh the Bloodbraided")
    giant = s.put(B, "Hill Giant")
    s.start()
    _die(s, giant)
    s.pass_priority()
    s.then("resolve.choice", True)
    s.resolve()
    assert s.obj(kresh).counters.get("+1/+1") == 3
    amount = real("Kresh the Bloodbraided").abilities[0].effects[0].effects[0].amount
    assert amount.ref == "that_creature:it"


def test_cr_603_10a_hamletback_goliath_counts_the_entering_creatures_power() -> None:
    """"Whenever another creature enters, you may put X +1/+1 counters on ~, where X is that
    creature's power.": Craw Wurm (6/4) enters → six counters."""
    s = game("Hamletback Goliath")
    goliath = s.put(A, "Hamletback Goliath")
    s.lands(B, "Forest", 6)
    s.hand(B, "Craw Wurm")
    s.start(active=B)
    s.cast(B, "Craw Wurm")
    s.then("resolve.choice", True)
    s.resolve()
    assert s.obj(goliath).counters.get("+1/+1") == 6


# -- "the discarded card's mana value" (CR 608.2h) --------------------------------------------

def test_cr_608_2h_volrath_the_fallen_gets_the_discarded_cards_mana_value() -> None:
    """"{1}{B}, Discard a creature card: ~ gets +X/+X until end of turn, where X is the
    discarded card's mana value.": Hill Giant (mana value 4) discarded → 6/4 becomes 10/8."""
    s = game("Volrath the Fallen")
    volrath = s.put(A, "Volrath the Fallen")
    s.lands(A, "Swamp", 2)
    giant = s.hand(A, "Hill Giant")
    s.hand(A, "Grizzly Bears")
    s.start()
    base = s.pt(volrath)
    s.then("cast.discard", (giant,))
    s.activate(A, "Volrath the Fallen")
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.pt(volrath) == (base[0] + 4, base[1] + 4)


def test_cr_608_2h_spellbound_dragon_reads_the_card_its_ability_discarded() -> None:
    """"Whenever ~ attacks, draw a card, then discard a card. ~ gets +X/+0 until end of turn,
    where X is the discarded card's mana value.": the card discarded by the instruction
    (Craw Wurm, mana value 6) sets X → +6/+0."""
    s = game("Spellbound Dragon")
    dragon = s.put(A, "Spellbound Dragon")
    wurm = s.hand(A, "Craw Wurm")
    s.start()
    base = s.pt(dragon)
    s.attack({dragon: "p1"})
    decision = until_choice(s)
    assert decision.tag == "resolve.choice.discard"
    s.apply(A, (wurm,))
    s.resolve()
    assert s.zone_of("Craw Wurm") == "graveyard"
    assert s.pt(dragon) == (base[0] + 6, base[1])


# -- "with a counter on it": any kind (CR 122.1) ----------------------------------------------

def test_cr_122_1_hunter_of_eyeblights_targets_a_creature_with_any_counter() -> None:
    """"{2}{B}, {T}: Destroy target creature with a counter on it.": a creature with a -1/-1
    counter and one with a +1/+1 counter match; one with none does not; the target dies."""
    s = game("Hunter of Eyeblights")
    s.put(A, "Hunter of Eyeblights")
    s.lands(A, "Swamp", 3)
    minus = s.put(B, "Hill Giant", counters={"-1/-1": 1})
    plus = s.put(B, "Craw Wurm", counters={"+1/+1": 2})
    bare = s.put(B, "Grizzly Bears")
    s.start()
    flt = real("Hunter of Eyeblights").abilities[-1].targets[0].filter
    assert matches(s.state, s.obj(minus), flt, A) and matches(s.state, s.obj(plus), flt, A)
    assert not matches(s.state, s.obj(bare), flt, A)
    s.activate(A, "Hunter of Eyeblights", targets=[minus])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield"


# -- "the amount of mana spent to cast it" (CR 601.2h) ----------------------------------------

def test_cr_601_2h_prossh_makes_a_kobold_for_each_mana_spent_on_it() -> None:
    """"When you cast this spell, create X 0/1 red Kobold creature tokens named Kobolds of
    Kher Keep, where X is the amount of mana spent to cast it.": Prossh costs six → six
    Kobolds, made while Prossh is still on the stack."""
    s = game("Prossh, Skyraider of Kher")
    for land, n in (("Swamp", 2), ("Mountain", 2), ("Forest", 2)):
        s.lands(A, land, n)
    s.hand(A, "Prossh, Skyraider of Kher")
    s.start()
    s.cast(A, "Prossh, Skyraider of Kher")
    s.resolve()
    kobolds = [o for o in s.state.battlefield if s.obj(o).card.name == "Kobolds of Kher Keep"]
    assert len(kobolds) == 6
    assert s.zone_of("Prossh, Skyraider of Kher") == "battlefield"


# -- "with mana value equal to 1 plus the sacrificed creature's mana value" (CR 608.2h) -------

def test_cr_608_2h_birthing_pod_finds_a_creature_one_mana_value_higher() -> None:
    """"{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana
    value equal to 1 plus the sacrificed creature's mana value, put that card onto the
    battlefield, then shuffle.": Grizzly Bears (2) sacrificed → only Pawn of Ulamog (3) is
    found; Walking Corpse (2) and Hill Giant (4) are not offered."""
    s = game("Birthing Pod")
    s.put(A, "Birthing Pod")
    s.lands(A, "Forest", 2)
    bears = s.put(A, "Grizzly Bears")
    pawn = s.library_top(A, "Pawn of Ulamog")
    corpse = s.library_top(A, "Walking Corpse")
    giant = s.library_top(A, "Hill Giant")
    s.start()
    s.then("cast.phyrexian", (False,))
    s.activate(A, "Birthing Pod", sacrifice=[bears])
    decision = until_choice(s)
    while decision.tag == "cast.phyrexian" or decision.kind == "yes_no":
        s.apply(A, decision.options[-1])
        decision = until_choice(s)
    offered = {o[0] if isinstance(o, tuple) and o else o for o in decision.options}
    assert pawn in offered and corpse not in offered and giant not in offered
    s.apply(A, (pawn,))  # a subset of the legal cards (none or one)
    s.resolve()
    assert s.zone_of("Pawn of Ulamog") == "battlefield"
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- "a number of … counters … equal to …" (CR 107.3, 122.1, 614.1c) --------------------------

def test_cr_614_1c_rhizome_lurcher_enters_with_counters_for_its_graveyard() -> None:
    """"~ enters with a number of +1/+1 counters on it equal to the number of creature cards
    in your graveyard.": two creature cards and a land card in the graveyard → two counters."""
    s = game("Rhizome Lurcher")
    s.lands(A, "Forest", 2)
    s.lands(A, "Swamp", 2)
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Forest")
    s.hand(A, "Rhizome Lurcher")
    s.start()
    s.cast(A, "Rhizome Lurcher")
    s.resolve()
    assert s.obj(s.id("Rhizome Lurcher")).counters.get("+1/+1") == 2


def test_cr_608_2h_scourge_of_skola_vale_counts_the_sacrificed_creatures_toughness() -> None:
    """"{T}, Sacrifice another creature: Put a number of +1/+1 counters on ~ equal to the
    sacrificed creature's toughness.": Craw Wurm (6/4) sacrificed → four counters."""
    s = game("Scourge of Skola Vale")
    scourge = s.put(A, "Scourge of Skola Vale", counters={"+1/+1": 2})  # a 0/0 (it enters
    # with two, CR 614.1c)
    wurm = s.put(A, "Craw Wurm")
    s.start()
    s.activate(A, "Scourge of Skola Vale", sacrifice=[wurm])
    s.resolve()
    assert s.obj(scourge).counters.get("+1/+1", 0) == 2 + 4


# -- "for each creature blocking it" (CR 509.1) ------------------------------------------------

def test_cr_509_1_gang_of_elk_grows_for_each_creature_blocking_it() -> None:
    """"Whenever ~ becomes blocked, it gets +2/+2 until end of turn for each creature blocking
    it.": two blockers → +4/+4 (5/4 becomes 9/8)."""
    s = game("Gang of Elk")
    elk = s.put(A, "Gang of Elk")
    bears = s.put(B, "Grizzly Bears")
    elves = s.put(B, "Llanowar Elves")
    s.start()
    s.attack({elk: "p1"})
    s.block(B, {bears: elk, elves: elk})
    s.pass_priority()
    s.resolve()
    assert s.pt(elk) == (5 + 4, 4 + 4)


def test_cr_509_1_berserk_murlodont_counts_the_blockers_of_the_blocked_beast() -> None:
    """"Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature
    blocking it.": the blocked Beast (Craw Wurm is no Beast; Gang of Elk is an Elk Beast)
    gets +1/+1 for its one blocker; the Murlodont itself, unblocked, is unchanged."""
    s = game("Berserk Murlodont", "Gang of Elk")
    murlodont = s.put(A, "Berserk Murlodont")
    elk = s.put(A, "Gang of Elk")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    before = s.pt(murlodont)
    s.attack({elk: "p1", murlodont: "p1"})
    s.block(B, {bears: elk})
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.pt(elk) == (5 + 1 + 2, 4 + 1 + 2)  # its own trigger too: +2/+2 for one blocker
    assert s.pt(murlodont) == before


# -- "the number of card types among cards in …" (CR 205.2a, 604.3) ---------------------------

def test_cr_604_3_tarmogoyf_counts_card_types_in_all_graveyards() -> None:
    """"~'s power is equal to the number of card types among cards in all graveyards and its
    toughness is equal to that number plus 1.": empty graveyards → 0/1; then a creature card
    (B's graveyard), a land and an instant (A's) and a second creature card → three types, a
    3/4 (the layers count it continuously)."""
    s = game("Tarmogoyf", "Shock")
    goyf = s.put(A, "Tarmogoyf")
    s.start()
    assert s.pt(goyf) == (0, 1)
    s.graveyard(B, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.graveyard(A, "Shock")
    s.graveyard(B, "Hill Giant")
    s.state.touch()
    assert s.pt(goyf) == (3, 4)


def test_cr_205_2a_nighthawk_scavenger_reads_only_the_opponents_graveyards() -> None:
    """"~'s power is equal to 1 plus the number of card types among cards in your opponents'
    graveyards.": A's own land and instant do not count; B's creature card does → power 2."""
    s = game("Nighthawk Scavenger", "Shock")
    hawk = s.put(A, "Nighthawk Scavenger")
    s.graveyard(A, "Forest")
    s.graveyard(A, "Shock")
    s.graveyard(B, "Grizzly Bears")
    s.start()
    assert s.pt(hawk)[0] == 2


# -- "the greatest toughness among …" (CR 208.1) ------------------------------------------------

def test_cr_208_1_kin_tree_invocation_makes_a_token_as_big_as_the_greatest_toughness() -> None:
    """"Create an X/X black and green Spirit Warrior creature token, where X is the greatest
    toughness among creatures you control.": Craw Wurm (6/4) and Walking Corpse (2/2) → a
    4/4 Spirit Warrior (toughness, not power)."""
    s = game("Kin-Tree Invocation")
    s.lands(A, "Swamp", 1)
    s.lands(A, "Forest", 1)
    s.hand(A, "Kin-Tree Invocation")
    s.put(A, "Craw Wurm")
    s.put(A, "Walking Corpse")
    s.put(B, "Serra Angel")  # an opponent's creature does not count
    s.start()
    s.cast(A, "Kin-Tree Invocation")
    s.resolve()
    token = next(o for o in s.state.battlefield if s.obj(o).token)
    assert s.pt(token) == (4, 4)


def test_cr_707_2_the_scarab_god_copies_the_card_it_exiled_from_a_graveyard() -> None:
    """"{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy of
    it, except it's a 4/4 black Zombie.": the exiled card's printed values are copied
    (707.2, 707.9b) — a 4/4 black Zombie Hill Giant under A's control (before this, a copy of
    a card no longer on the battlefield made nothing)."""
    s = game("The Scarab God")
    s.put(A, "The Scarab God")
    s.lands(A, "Island", 2)
    s.lands(A, "Swamp", 2)
    giant = s.graveyard(B, "Hill Giant")
    s.start()
    s.activate(A, "The Scarab God", index=1, targets=[giant])
    s.resolve()
    tokens = [o for o in s.state.battlefield if s.obj(o).token]
    assert len(tokens) == 1 and s.controller(tokens[0]) == A
    token = s.obj(tokens[0])
    assert token.card.name == "Hill Giant" and s.pt(tokens[0]) == (4, 4)
    assert token.card.colors == ("B",) and "Zombie" in token.card.type_line
    assert s.ids("Hill Giant", "exile")


# -- "1/1 creature" (CR 208.1) ------------------------------------------------------------------

def test_cr_208_1_pendelhaven_pumps_only_a_one_one_creature() -> None:
    """"{T}: Target 1/1 creature gets +1/+2 until end of turn.": Llanowar Elves (1/1) matches
    and becomes 2/3; Grizzly Bears (2/2) does not match, nor does a 1/1 grown to 2/2 by a
    counter (the current power and toughness count)."""
    s = game("Pendelhaven")
    s.put(A, "Pendelhaven")
    elves = s.put(A, "Llanowar Elves")
    bears = s.put(B, "Grizzly Bears")
    grown = s.put(B, "Llanowar Elves", counters={"+1/+1": 1})
    s.start()
    flt = real("Pendelhaven").abilities[-1].targets[0].filter
    assert matches(s.state, s.obj(elves), flt, A)
    assert not matches(s.state, s.obj(bears), flt, A)
    assert not matches(s.state, s.obj(grown), flt, A)
    s.activate(A, "Pendelhaven", index=1, targets=[elves])
    s.resolve()
    assert s.pt(elves) == (2, 3)


def _offered_attacker(s: Scenario, oid: int) -> bool:
    """Whether the game asks for attackers and offers ``oid`` (CR 508.1a)."""
    s.to_step("declare_attackers")
    decision = s.pending
    if decision is None or decision.tag != "combat.attack":
        return False  # no legal attacker: nothing is asked
    return oid in decision.options  # the creatures that may attack


def test_cr_208_1_lovestruck_beast_attacks_only_beside_a_one_one_creature() -> None:
    """"~ can't attack unless you control a 1/1 creature.": alone it is not offered as an
    attacker; with Llanowar Elves (1/1) it is."""
    alone = game("Lovestruck Beast // Heart's Desire")
    beast = alone.put(A, "Lovestruck Beast // Heart's Desire")
    alone.start()
    assert not _offered_attacker(alone, beast)
    paired = game("Lovestruck Beast // Heart's Desire")
    beast = paired.put(A, "Lovestruck Beast // Heart's Desire")
    paired.put(A, "Llanowar Elves")
    paired.start()
    assert _offered_attacker(paired, beast)


def test_cr_601_2h_woodland_wanderer_enters_with_a_counter_for_each_color_spent() -> None:
    """"Converge — ~ enters with a +1/+1 counter on it for each color of mana spent to cast
    it.": paid with a Forest, an Island, a Mountain and a Plains → four counters."""
    s = game("Woodland Wanderer")
    for land in ("Forest", "Island", "Mountain", "Plains"):
        s.lands(A, land, 1)
    s.hand(A, "Woodland Wanderer")
    s.start()
    s.cast(A, "Woodland Wanderer")
    s.resolve()
    assert s.obj(s.id("Woodland Wanderer")).counters.get("+1/+1") == 4


def test_cr_105_1_unified_front_makes_a_token_for_each_color_spent() -> None:
    """"Create a 1/1 white Kor Ally creature token for each color of mana spent to cast this
    spell." ({3}{W}) paid with three Plains and a Wastes: one color (colorless is none) → one
    Kor Ally."""
    s = game("Unified Front")
    s.lands(A, "Plains", 3)
    s.lands(A, "Wastes", 1)
    s.hand(A, "Unified Front")
    s.start()
    s.cast(A, "Unified Front")
    s.resolve()
    assert sum(1 for o in s.state.battlefield if s.obj(o).token) == 1
