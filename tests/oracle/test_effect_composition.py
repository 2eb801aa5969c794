"""Issues 28/29, effect composition (the "effects" helper): objects, quantities and follow-ups
that combine with every verb, subject and clause modifier of the grammar —

* "REF loses KEYWORDS until end of turn" (CR 613.1f, layer 6);
* "you may have REF get … / gain … / lose … / block ~ this turn if able" (CR 608.2d);
* "PLAYER gets a poison counter" for every player subject (CR 122.1f, 704.5c);
* "~ / it deals damage equal to QUANTITY to RECIPIENT" (CR 120.1, 107.3, 608.2h) and the count
  "the number of charge counters on it" (CR 122.1).

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported,
and played: each test asserts what the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from tests.magic.dsl import A, B
from tests.oracle.conftest import card, effects_of, scenario

# -- "REF loses KEYWORDS until end of turn" (CR 613.1f) ----------------------------------------

def test_cr_613_1f_canopy_claws_target_creature_loses_flying_until_end_of_turn() -> None:
    """"Target creature loses flying until end of turn." — the Angel has no flying for the
    rest of the turn (layer 6) and gets it back at the cleanup step (514.2)."""
    s = scenario("Canopy Claws")
    s.lands(A, "Forest", 1)
    s.hand(A, "Canopy Claws")
    angel = s.put(B, "Serra Angel")
    s.start()
    assert "flying" in s.keywords(angel)
    s.cast(A, "Canopy Claws", targets=[angel])
    s.resolve()
    assert "flying" not in s.keywords(angel)
    assert "vigilance" in s.keywords(angel)  # only the named keyword is lost
    s.to_step("upkeep", active=B)
    assert "flying" in s.keywords(angel)


def test_cr_613_1f_talruum_champion_that_creature_loses_first_strike() -> None:
    """"Whenever ~ blocks or becomes blocked by a creature, that creature loses first strike
    until end of turn." — one trigger per event (blocks; becomes blocked), each naming the
    creature its event names, and the keyword the renderer writes back is "first strike"."""
    lose = [e for e in effects_of("Talruum Champion") if isinstance(e, m.LoseKeywords)]
    assert lose == [m.LoseKeywords(keywords=("first_strike",), on="that_creature")] * 2


# -- "you may have REF VERB …" (CR 608.2d) ------------------------------------------------------

def test_cr_608_2d_fourth_bridge_prowler_may_have_target_creature_get_minus_one() -> None:
    """"When ~ enters, you may have target creature get -1/-1 until end of turn." — yes: the
    opponent's 1/1 gets -1/-1 and dies (704.5f)."""
    s = scenario("Fourth Bridge Prowler")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Fourth Bridge Prowler")
    elves = s.put(B, "Llanowar Elves")
    s.start()
    s.then("cast.target", elves).then("resolve.choice", True)
    s.cast(A, "Fourth Bridge Prowler")
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "graveyard"


def test_cr_608_2d_fourth_bridge_prowler_the_choice_is_made_on_resolution() -> None:
    """The same trigger answered "no": nothing happens to the target (608.2d)."""
    s = scenario("Fourth Bridge Prowler")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Fourth Bridge Prowler")
    elves = s.put(B, "Llanowar Elves")
    s.start()
    s.then("cast.target", elves).then("resolve.choice", False)
    s.cast(A, "Fourth Bridge Prowler")
    s.resolve()
    assert s.pt(elves) == (1, 1)


def test_cr_608_2d_painsmith_may_have_target_creature_get_and_gain() -> None:
    """"Whenever you cast an artifact spell, you may have target creature get +2/+0 and gain
    deathtouch until end of turn." — both halves on the one target."""
    s = scenario("Painsmith")
    s.lands(A, "Swamp", 2)
    smith = s.put(A, "Painsmith")
    s.hand(A, "Sol Ring")
    s.start()
    s.then("cast.target", smith).then("resolve.choice", True)
    s.cast(A, "Sol Ring")
    s.resolve()
    assert s.pt(smith) == (4, 1)
    assert "deathtouch" in s.keywords(smith)


def test_cr_608_2d_kinscaer_harpoonist_may_have_target_creature_lose_flying() -> None:
    """"… you may have target creature lose flying until end of turn": the optional effect is a
    keyword loss of the target (613.1f)."""
    [may] = [e for e in effects_of("Kinscaer Harpoonist") if isinstance(e, m.MayDo)]
    assert may.effects == (m.LoseKeywords(keywords=("flying",), on="target:0"),)


# -- poison counters (CR 122.1f, 704.5c) ---------------------------------------------------------

def test_cr_122_1f_ichor_rats_each_player_gets_a_poison_counter() -> None:
    """"When ~ enters, each player gets a poison counter." — both players."""
    s = scenario("Ichor Rats")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Ichor Rats")
    s.start()
    s.cast(A, "Ichor Rats")
    s.resolve()
    assert [p.poison for p in s.state.players] == [1, 1]


def test_cr_704_5c_pistus_strike_its_controller_gets_a_poison_counter() -> None:
    """"Destroy target creature with flying. Its controller gets a poison counter." — the
    destroyed creature's controller, as it last existed (608.2h); at ten the player loses."""
    s = scenario("Pistus Strike")
    s.lands(A, "Forest", 3)
    s.hand(A, "Pistus Strike")
    angel = s.put(B, "Serra Angel")
    s.state.players[B].poison = 9
    s.start()
    s.cast(A, "Pistus Strike", targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    assert s.state.players[B].poison == 10
    assert s.state.players[A].poison == 0
    assert s.state.players[B].left  # 704.5c: ten poison counters


# -- "deals damage equal to QUANTITY to RECIPIENT" (CR 120.1, 608.2h) ----------------------------

def test_cr_608_2h_bloodshot_cyclops_damage_equal_to_the_sacrificed_creatures_power() -> None:
    """"{T}, Sacrifice a creature: ~ deals damage equal to the sacrificed creature's power to
    any target." — a sacrificed Serra Angel (4/4, as it last existed): 4 damage."""
    s = scenario("Bloodshot Cyclops")
    s.put(A, "Bloodshot Cyclops")
    angel = s.put(A, "Serra Angel")
    s.start()
    s.activate(A, "Bloodshot Cyclops", targets=["p1"], sacrifice=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    assert s.life(B) == 20 - 4


def test_cr_122_1_magma_mine_damage_equal_to_the_counters_on_it_after_it_left() -> None:
    """"{4}: Put a pressure counter on ~." twice, then "{T}, Sacrifice ~: It deals damage equal
    to the number of pressure counters on it to any target." — the Mine is gone as the ability
    resolves, so its counters are read as it last existed (608.2h): 2 damage."""
    s = scenario("Magma Mine")
    s.lands(A, "Mountain", 8)
    s.put(A, "Magma Mine")
    s.start()
    for _ in range(2):
        s.activate(A, "Magma Mine", 0)
        s.resolve()
    assert s.obj(s.id("Magma Mine")).counters.get("pressure") == 2
    s.activate(A, "Magma Mine", 1, targets=["p1"])
    s.resolve()
    assert s.zone_of("Magma Mine") == "graveyard"
    assert s.life(B) == 20 - 2


# -- base power and toughness (CR 613.4b) --------------------------------------------------------

def test_cr_613_4b_diminish_sets_base_power_and_toughness_under_a_pump() -> None:
    """"Target creature has base power and toughness 1/1 until end of turn." — layer 7b sets
    the base; a +1/+1 counter still applies on top of it (7c), so the Angel is 2/2."""
    s = scenario("Diminish")
    s.lands(A, "Island", 1)
    s.hand(A, "Diminish")
    angel = s.put(B, "Serra Angel")
    s.obj(angel).counters["+1/+1"] = 1
    s.start()
    assert s.pt(angel) == (5, 5)
    s.cast(A, "Diminish", targets=[angel])
    s.resolve()
    assert s.pt(angel) == (2, 2)
    s.to_step("upkeep", active=B)
    assert s.pt(angel) == (5, 5)


# -- a card from the hand onto the battlefield (CR 305.4) -----------------------------------------

def test_cr_305_4_growth_spiral_puts_a_land_from_hand_without_using_the_land_drop() -> None:
    """"Draw a card. You may put a land card from your hand onto the battlefield." — the
    chosen land enters untapped, and it is not a land play: A may still play a land this
    turn (305.2)."""
    s = scenario("Growth Spiral")
    paid = s.lands(A, "Forest", 1)
    s.lands(A, "Island", 1)
    s.hand(A, "Growth Spiral")
    forest = s.hand(A, "Forest")
    s.hand(A, "Mountain")
    s.start()
    s.then("resolve.choice", True).then("resolve.choice", forest)
    s.cast(A, "Growth Spiral")
    s.resolve()
    [new] = [s.obj(oid) for oid in s.ids("Forest", "battlefield") if oid not in paid]
    assert not new.tapped
    assert s.state.players[A].lands_played == 0
    s.play_land(A, "Mountain")
    assert s.zone_of("Mountain") == "battlefield"


def test_cr_305_4_arboreal_grazer_puts_the_land_onto_the_battlefield_tapped() -> None:
    """"When ~ enters, you may put a land card from your hand onto the battlefield tapped." —
    only a land card of A's hand can go (the Plains is the one card that fits, so it is put
    without a question); the Angel stays in hand, and the land enters tapped."""
    s = scenario("Arboreal Grazer")
    s.lands(A, "Forest", 1)
    s.hand(A, "Arboreal Grazer")
    s.hand(A, "Plains")
    s.hand(A, "Serra Angel")
    s.start()
    s.then("resolve.choice", True)
    s.cast(A, "Arboreal Grazer")
    s.resolve()
    s.resolve()
    assert s.zone_of("Plains") == "battlefield"
    assert s.zone_of("Serra Angel") == "hand"
    [land] = [s.obj(oid) for oid in s.ids("Plains", "battlefield")]
    assert land.tapped


# -- damage divided among any number of targets (CR 601.2d) ----------------------------------------

def test_cr_601_2d_rolling_thunder_divides_x_damage_among_any_number_of_targets() -> None:
    """"~ deals X damage divided as you choose among any number of targets." — X = 4 divided
    3 to a creature and 1 to a player (each target at least 1)."""
    s = scenario("Rolling Thunder")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Rolling Thunder")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Rolling Thunder", x=4, targets=[("p1", angel)], divide=[1, 3])
    s.resolve()
    assert s.obj(angel).damage == 3
    assert s.life(B) == 20 - 1


def test_cr_601_2d_rolling_thunder_offers_no_more_targets_than_points_of_damage() -> None:
    """With X = 2 the spell may have one or two targets, never three (each must be dealt at
    least 1): the target choice says so."""
    s = scenario("Rolling Thunder")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Rolling Thunder")
    s.put(B, "Serra Angel")
    s.put(B, "Llanowar Elves")
    s.start()
    s._priority_to(A)
    option = next(o for o in s.pending.options if getattr(o, "name", "") == "Rolling Thunder")
    s.apply(A, option)
    s.then("cast.x", 2)
    s._drain()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.targets"
    assert (decision.min_count, decision.max_count) == (1, 2)


def test_cr_601_2d_spreading_flames_divides_among_target_creatures_only() -> None:
    """"~ deals 6 damage divided as you choose among any number of target creatures." — 4 to
    the Angel (it dies) and 2 to the Elves; a player is no legal target."""
    [damage] = [e for e in effects_of("Spreading Flames") if isinstance(e, m.DealDamage)]
    spec = card("Spreading Flames").abilities[0].targets[0]  # type: ignore[attr-defined]
    assert damage.divided and spec.what == "creature" and (spec.count, spec.min_count) == (6, 1)
    s = scenario("Spreading Flames")
    s.lands(A, "Mountain", 7)
    s.hand(A, "Spreading Flames")
    angel = s.put(B, "Serra Angel")
    elves = s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Spreading Flames", targets=[(angel, elves)], divide=[4, 2])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    assert s.zone_of("Llanowar Elves") == "graveyard"


# -- domain: basic land types among lands you control (CR 305.6) -------------------------------

def test_cr_305_6_tribal_flames_counts_basic_land_types_not_lands() -> None:
    """"~ deals X damage to any target, where X is the number of basic land types among lands
    you control." — Mountain, Mountain, Forest and Island are three types: 3 damage; the
    opponent's Plains is not A's."""
    s = scenario("Tribal Flames")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Forest", 1)
    s.lands(A, "Island", 1)
    s.lands(B, "Plains", 1)
    s.hand(A, "Tribal Flames")
    s.start()
    s.cast(A, "Tribal Flames", targets=["p1"])
    s.resolve()
    assert s.life(B) == 20 - 3


def test_cr_305_6_kavu_scout_and_matca_rioters_count_domain_continuously() -> None:
    """"~ gets +1/+0 for each basic land type among lands you control." (layer 7c) and
    "~'s power and toughness are each equal to the number of basic land types …" (a
    characteristic-defining ability, 604.3): both change as a new type of land arrives."""
    s = scenario("Kavu Scout", "Matca Rioters")
    scout = s.put(A, "Kavu Scout")
    rioters = s.put(A, "Matca Rioters")
    s.lands(A, "Forest", 2)
    s.start()
    assert s.pt(scout) == (1, 2) and s.pt(rioters) == (1, 1)
    s.lands(A, "Swamp", 1)
    assert s.pt(scout) == (2, 2) and s.pt(rioters) == (2, 2)


def test_cr_601_2f_stratadon_costs_one_less_for_each_basic_land_type() -> None:
    """"This spell costs {1} less to cast for each basic land type among lands you control."
    — with one land of each of the five types, the {10} creature costs {5}: the five lands
    pay for it."""
    s = scenario("Stratadon")
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(A, land, 1)
    s.hand(A, "Stratadon")
    s.start()
    s.cast(A, "Stratadon")
    s.resolve()
    assert s.zone_of("Stratadon") == "battlefield"


# -- "target opponent or planeswalker" (CR 115.1) --------------------------------------------------

def test_cr_115_1_burning_fields_targets_an_opponent_or_a_planeswalker_never_you() -> None:
    """"~ deals 5 damage to target opponent or planeswalker." — with no planeswalker on the
    battlefield the only choice is the opponent: not the caster, not the Angel; the opponent
    loses 5."""
    s = scenario("Burning Fields")
    s.lands(A, "Mountain", 5)
    s.hand(A, "Burning Fields")
    s.put(B, "Serra Angel")
    s.start()
    s._priority_to(A)
    option = next(o for o in s.pending.options if getattr(o, "name", "") == "Burning Fields")
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert set(decision.options) == {"p1"}
    s.apply(A, "p1")
    s.resolve()
    assert s.life(B) == 20 - 5 and s.life(A) == 20


# -- per-player quantities (CR 608.2h) -------------------------------------------------------------

def test_cr_608_2h_acidic_soil_each_player_counts_their_own_lands() -> None:
    """"~ deals damage to each player equal to the number of lands they control." — A with
    four lands is dealt 4, B with two is dealt 2 (each player's own count, not the total)."""
    s = scenario("Acidic Soil")
    s.lands(A, "Mountain", 4)
    s.lands(B, "Forest", 2)
    s.hand(A, "Acidic Soil")
    s.start()
    s.cast(A, "Acidic Soil")
    s.resolve()
    assert (s.life(A), s.life(B)) == (20 - 4, 20 - 2)


def test_cr_608_2h_karma_deals_damage_to_the_upkeep_player_for_their_swamps() -> None:
    """"At the beginning of each player's upkeep, ~ deals damage to that player equal to the
    number of Swamps they control." — in B's upkeep B is dealt 2 for B's two Swamps; A's
    Swamp does not count."""
    s = scenario("Karma")
    s.put(A, "Karma")
    s.lands(A, "Swamp", 1)
    s.lands(B, "Swamp", 2)
    s.start()
    s.to_step("upkeep", active=B)
    s.resolve()
    assert (s.life(A), s.life(B)) == (20, 20 - 2)


# -- "gains your choice of A, B, or C" (CR 608.2d) ----------------------------------------------

def test_cr_608_2d_butcher_of_the_horde_gains_the_keyword_chosen_on_resolution() -> None:
    """"Sacrifice another creature: ~ gains your choice of vigilance, lifelink, or haste until
    end of turn." — the choice is offered as the ability resolves; only the chosen one is
    gained, and only until end of turn."""
    s = scenario("Butcher of the Horde")
    butcher = s.put(A, "Butcher of the Horde")
    elves = s.put(A, "Llanowar Elves")
    s.start()
    s.activate(A, "Butcher of the Horde", sacrifice=[elves])
    s.pass_priority()
    s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.player == A
    assert set(decision.options) == {"vigilance", "lifelink", "haste"}
    s.apply(A, "lifelink")
    s.resolve()
    assert "lifelink" in s.keywords(butcher)
    assert not {"vigilance", "haste"} & s.keywords(butcher)
    s.to_step("upkeep", active=B)
    assert "lifelink" not in s.keywords(butcher)


# -- "any number of target NOUNS" (CR 115.1, 601.2c) ------------------------------------------

def test_cr_701_20a_renewing_touch_shuffles_any_number_of_target_creature_cards() -> None:
    """"Shuffle any number of target creature cards from your graveyard into your library." —
    two creature cards chosen go into the library; the land card is no legal target and
    stays."""
    s = scenario("Renewing Touch")
    s.lands(A, "Forest", 1)
    s.hand(A, "Renewing Touch")
    angel = s.graveyard(A, "Serra Angel")
    elves = s.graveyard(A, "Llanowar Elves")
    s.graveyard(A, "Island")
    s.start()
    before = len(s.state.players[A].zones["library"])
    s.cast(A, "Renewing Touch", targets=[(angel, elves)])
    s.resolve()
    assert sorted(s.graveyard_names(A)) == ["Island", "Renewing Touch"]
    assert len(s.state.players[A].zones["library"]) == before + 2


# -- "… would die this turn, exile it instead" (CR 614.1a, 608.2c) ------------------------------

def test_cr_614_1a_anger_of_the_gods_exiles_the_creatures_it_damaged_that_die() -> None:
    """"~ deals 3 damage to each creature. If a creature dealt damage this way would die this
    turn, exile it instead." — both creatures die from the damage and go to exile, not to
    their owner's graveyard."""
    s = scenario("Anger of the Gods")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Anger of the Gods")
    s.put(B, "Llanowar Elves")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Anger of the Gods")
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "exile"
    assert s.zone_of("Grizzly Bears") == "exile"
    assert s.graveyard_names(B) == []


def test_cr_614_1a_the_replacement_lasts_the_turn_and_only_for_the_damaged() -> None:
    """The Angel survives the 3 damage; later this turn a second spell kills it: it is still
    one of the creatures "dealt damage this way", so it is exiled. A creature that was not on
    the battlefield for the first spell dies normally to the second."""
    s = scenario("Anger of the Gods")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Anger of the Gods")
    s.hand(A, "Lightning Bolt", 2)
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Anger of the Gods")
    s.resolve()
    assert s.obj(angel).damage == 3
    bears = s.put(B, "Grizzly Bears")
    s.cast(A, "Lightning Bolt", targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "exile"
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_614_1a_annihilating_fire_at_a_player_exiles_nothing() -> None:
    """"~ deals 3 damage to any target. If a creature dealt damage this way …" — aimed at a
    player, no creature was dealt damage: a creature that dies later this turn goes to the
    graveyard."""
    s = scenario("Annihilating Fire")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Annihilating Fire")
    s.hand(A, "Lightning Bolt")
    elves = s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Annihilating Fire", targets=["p1"])
    s.resolve()
    assert s.life(B) == 20 - 3
    s.cast(A, "Lightning Bolt", targets=[elves])
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "graveyard"


def test_cr_614_1a_bleed_dry_that_creature_is_exiled_instead_of_dying() -> None:
    """"Target creature gets -13/-13 until end of turn. If that creature would die this turn,
    exile it instead." — the Angel (toughness 0 or less) is exiled (704.5f replaced)."""
    s = scenario("Bleed Dry")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Bleed Dry")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Bleed Dry", targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "exile"


# -- "Target creature deals damage to itself equal to its power" (CR 120.1) -----------------------

def test_cr_120_1_justice_strike_the_creature_deals_its_power_to_itself() -> None:
    """"Target creature deals damage to itself equal to its power." — the Angel (4/4) is dealt
    4 damage by itself and dies; no player is dealt damage."""
    s = scenario("Justice Strike")
    s.lands(A, "Mountain", 1)
    s.lands(A, "Plains", 1)
    s.hand(A, "Justice Strike")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Justice Strike", targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    assert s.life(B) == 20


# -- spell mastery's count (CR 207.2c) -------------------------------------------------------

def test_cr_207_2c_ghitu_lavarunner_counts_only_instant_and_sorcery_cards() -> None:
    """"As long as there are two or more instant and/or sorcery cards in your graveyard, ~
    gets +1/+0 and has haste." — one Lightning Bolt and two lands in the graveyard are not
    enough (1/2); a second instant makes it 2/2 with haste."""
    s = scenario("Ghitu Lavarunner")
    runner = s.put(A, "Ghitu Lavarunner")
    s.graveyard(A, "Lightning Bolt")
    s.graveyard(A, "Forest")
    s.graveyard(A, "Island")
    s.start()
    assert s.pt(runner) == (1, 2) and "haste" not in s.keywords(runner)
    s.graveyard(A, "Lightning Bolt")
    s.state.touch()
    assert s.pt(runner) == (2, 2) and "haste" in s.keywords(runner)


# -- loyalty counters as a kind of counter (CR 122.1e, 306.5b) -------------------------------

def test_cr_306_5b_huatli_puts_a_loyalty_counter_on_itself_for_each_creature() -> None:
    """"[+1]: Put a loyalty counter on ~ for each creature you control." — the +1 cost, then
    two creatures: 3 + 1 + 2 = 6 loyalty."""
    s = scenario("Huatli, Radiant Champion")
    huatli = s.put(A, "Huatli, Radiant Champion", counters={"loyalty": 3})
    s.put(A, "Llanowar Elves")
    s.put(A, "Grizzly Bears")
    s.put(B, "Serra Angel")  # not A's: not counted
    s.start()
    s.activate(A, "Huatli, Radiant Champion", 0)
    s.resolve()
    assert s.obj(huatli).counters["loyalty"] == 6
