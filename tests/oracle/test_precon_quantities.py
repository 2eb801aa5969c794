"""Quantities from Oracle text (CR 107.3 X, 608.2h): "X …, where X is …", "… for each …" and
"… equal to …", compiled from the real Oracle text of the Commander precons' cards (MTGJSON
2022-04-25) and played in scenario games (tests/magic/dsl.py). Each test names the card and the
rule it proves."""

from __future__ import annotations

from functools import cache

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, C, Scenario, Unanswered
from tests.oracle.conftest import compiled


@cache
def real(name: str) -> m.CardDef:
    """``name`` compiled from its Oracle text; it must be supported (round trip and engine)."""
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    assert not card.from_data, f"{name} should compile from its Oracle text, not data"
    return card.card


def game(*names: str, players: int = 2) -> Scenario:
    cards = dict(card_pool())
    for name in names:
        cards[name] = real(name)
    return Scenario(players, cards=cards)


def tokens(s: Scenario, player: int, name: str) -> list[int]:
    return [o.id for o in s.state.objects.values() if o.zone == "battlefield" and o.token
            and o.card.name == name and s.controller(o.id) == player]


# -- "where X is …" ------------------------------------------------------------------------------


def test_tendrils_of_corruption_one_x_for_damage_and_life_CR_107_3() -> None:
    """"~ deals X damage to target creature and you gain X life, where X is the number of
    Swamps you control." — both X are the same count, made as it resolves."""
    spell = real("Tendrils of Corruption").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects[0].amount == spell.effects[1].amount == m.Amount(  # type: ignore[union-attr]
        kind="count", filter=m.Filter(subtypes=("Swamp",), controller="you"))
    s = game("Tendrils of Corruption")
    s.lands(A, "Swamp", 3)
    s.lands(A, "Wastes", 1)
    giant = s.put(B, "Hill Giant")
    s.hand(A, "Tendrils of Corruption")
    s.start()
    s.cast(A, "Tendrils of Corruption", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.life(A) == 23


def test_terra_ravager_counts_defending_players_lands_CR_508_5() -> None:
    """"Whenever ~ attacks, it gets +X/+0 until end of turn, where X is the number of lands
    defending player controls." — the lands of the player it attacks, not yours."""
    s = game("Terra Ravager", players=3)
    ravager = s.put(A, "Terra Ravager")
    s.lands(A, "Mountain", 5)
    s.lands(B, "Forest", 3)
    s.lands(C, "Forest", 1)
    s.start()
    s.attack({ravager: "p1"})
    s.resolve()
    assert s.pt(ravager) == (3, 4)


def test_arachnogenesis_spiders_per_attacker_and_fog_for_non_spiders_CR_615_1a() -> None:
    """"Create X 1/2 green Spider creature tokens with reach, where X is the number of creatures
    attacking you. Prevent all combat damage that would be dealt this turn by non-Spider
    creatures.\""""
    s = game("Arachnogenesis", players=3)
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Forest", 3)
    s.hand(A, "Arachnogenesis")
    s.start(active=B)
    s.attack({bears: "p0", giant: "p0", lions: "p2"})  # two attack A, one attacks C
    s.cast(A, "Arachnogenesis")
    s.resolve()
    spiders = tokens(s, A, "Spider")
    assert len(spiders) == 2
    assert s.pt(spiders[0]) == (1, 2) and "reach" in s.keywords(spiders[0])
    s.to_step("end_combat")
    assert s.life(A) == 20  # non-Spider creatures' combat damage prevented
    assert s.life(C) == 20  # …whoever it was dealt to (Savannah Lions attacked C)


def test_gray_merchant_devotion_drain_CR_700_5() -> None:
    """"… each opponent loses X life, where X is your devotion to black. You gain life equal
    to the life lost this way." — {B}{B} of the Merchant and {B} of Typhoid Rats: 3 each."""
    s = game("Gray Merchant of Asphodel", players=3)
    s.put(A, "Typhoid Rats")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Gray Merchant of Asphodel")
    s.start()
    s.cast(A, "Gray Merchant of Asphodel")
    s.resolve()
    assert (s.life(A), s.life(B), s.life(C)) == (26, 17, 17)


def test_chameleon_colossus_doubles_its_power_as_it_resolves_CR_608_2h() -> None:
    """"{2}{G}{G}: ~ gets +X/+X until end of turn, where X is its power." — its power as the
    ability resolves (the second activation doubles the doubled power)."""
    s = game("Chameleon Colossus")
    colossus = s.put(A, "Chameleon Colossus")
    s.lands(A, "Forest", 8)
    s.start()
    s.activate(A, "Chameleon Colossus")
    s.resolve()
    assert s.pt(colossus) == (8, 8)
    s.activate(A, "Chameleon Colossus")
    s.resolve()
    assert s.pt(colossus) == (16, 16)


def test_prime_speaker_zegana_enters_with_greatest_power_then_draws_its_power_CR_614_1c() -> None:
    """"~ enters with X +1/+1 counters on it, where X is the greatest power among other creatures
    you control." / "When ~ enters, draw cards equal to its power.\""""
    s = game("Prime Speaker Zegana")
    s.put(A, "Hill Giant")
    s.put(A, "Grizzly Bears")
    s.put(B, "Colossal Dreadmaw")  # an opponent's creature does not count
    s.lands(A, "Forest", 3)
    s.lands(A, "Island", 3)
    s.hand(A, "Prime Speaker Zegana")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Prime Speaker Zegana")
    s.resolve()
    zegana = s.id("Prime Speaker Zegana")
    assert s.obj(zegana).counters.get("+1/+1") == 3
    assert s.pt(zegana) == (4, 4)
    assert s.hand_size(A) == hand - 1 + 4


def test_disciple_of_bolas_life_and_cards_equal_to_sacrificed_power_CR_608_2h() -> None:
    """"When ~ enters, sacrifice another creature. You gain X life and draw X cards, where X is
    that creature's power." — its power as it last existed (a pumped Hill Giant: 5)."""
    s = game("Disciple of Bolas")
    giant = s.put(A, "Hill Giant", counters={"+1/+1": 2})
    s.lands(A, "Swamp", 4)
    s.hand(A, "Disciple of Bolas")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Disciple of Bolas")
    s.resolve()
    assert s.obj(s.id("Disciple of Bolas")).zone == "battlefield"
    assert giant not in s.state.objects and s.zone_of("Hill Giant") == "graveyard"
    assert s.life(A) == 25
    assert s.hand_size(A) == hand - 1 + 5


def test_ghoulcaller_gisa_zombies_equal_to_sacrificed_power_CR_118_3() -> None:
    """"{B}, {T}, Sacrifice another creature: Create X 2/2 black Zombie creature tokens, where X
    is the sacrificed creature's power." — the cost's creature, as it last existed."""
    s = game("Ghoulcaller Gisa")
    s.put(A, "Ghoulcaller Gisa")
    giant = s.put(A, "Hill Giant")
    s.lands(A, "Swamp", 1)
    s.start()
    s.activate(A, "Ghoulcaller Gisa", sacrifice=[giant])
    s.resolve()
    zombies = tokens(s, A, "Zombie")
    assert len(zombies) == 3 and s.pt(zombies[0]) == (2, 2)


def test_flesh_carver_horror_with_its_last_known_power_CR_603_10a() -> None:
    """"When ~ dies, create an X/X black Horror creature token, where X is ~'s power." — the
    power it had on the battlefield (two +1/+1 counters: 4)."""
    s = game("Flesh Carver")
    s.put(A, "Flesh Carver", counters={"+1/+1": 2})
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    s.start(active=B)
    s.cast(B, "Murder", targets=[s.id("Flesh Carver")])
    s.resolve()
    (horror,) = tokens(s, A, "Horror")
    assert s.pt(horror) == (4, 4)


def test_spoils_of_blood_counts_creatures_that_died_this_turn_CR_700_4() -> None:
    """"Create an X/X black Horror creature token, where X is the number of creatures that
    died this turn." — anyone's creatures, tokens too; the number fixed as it resolves."""
    s = game("Spoils of Blood")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Lightning Bolt", 2)
    s.hand(A, "Spoils of Blood")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    s.cast(A, "Spoils of Blood")
    s.resolve()
    (horror,) = tokens(s, A, "Horror")
    assert s.pt(horror) == (2, 2)


def test_died_this_turn_starts_again_each_turn_CR_500_8() -> None:
    """Spoils of Blood on the next turn: nothing died that turn, a 0/0 Horror dies at once."""
    s = game("Spoils of Blood")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Mountain", 1)
    s.lands(B, "Swamp", 1)
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Spoils of Blood")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    s.to_step("main1", active=B)
    s.cast(B, "Spoils of Blood")
    s.resolve()
    assert tokens(s, B, "Horror") == []


# -- "for each …" --------------------------------------------------------------------------------


def test_avenger_of_zendikar_plant_per_land_and_landfall_counters_CR_608_2h() -> None:
    """"When ~ enters, create a 0/1 green Plant creature token for each land you control." and
    the landfall ability putting a +1/+1 counter on each Plant creature you control."""
    s = game("Avenger of Zendikar")
    s.lands(A, "Forest", 7)
    s.lands(B, "Forest", 2)
    s.hand(A, "Avenger of Zendikar")
    s.hand(A, "Forest")
    s.start()
    s.cast(A, "Avenger of Zendikar")
    s.resolve()
    plants = tokens(s, A, "Plant")
    assert len(plants) == 7 and s.pt(plants[0]) == (0, 1)
    s.play_land(A, "Forest")
    s.then("resolve.choice", True)
    s.resolve()
    assert all(s.pt(p) == (1, 2) for p in plants)


def test_orochi_hatchery_snake_per_charge_counter_CR_122_1() -> None:
    """"{5}, {T}: Create a 1/1 green Snake creature token for each charge counter on ~.\""""
    s = game("Orochi Hatchery")
    s.put(A, "Orochi Hatchery", counters={"charge": 3})
    s.lands(A, "Forest", 5)
    s.start()
    s.activate(A, "Orochi Hatchery")
    s.resolve()
    assert len(tokens(s, A, "Snake")) == 3


def test_orochi_hatchery_enters_with_x_charge_counters_CR_107_3() -> None:
    s = game("Orochi Hatchery")
    s.lands(A, "Wastes", 4)
    s.hand(A, "Orochi Hatchery")
    s.start()
    s.cast(A, "Orochi Hatchery", x=2)
    s.resolve()
    assert s.obj(s.id("Orochi Hatchery")).counters.get("charge") == 2


def test_bane_of_progress_counter_per_permanent_destroyed_this_way_CR_608_2c() -> None:
    """"When ~ enters, destroy all artifacts and enchantments. Put a +1/+1 counter on ~ for each
    permanent destroyed this way." — an indestructible one is not destroyed, not counted."""
    s = game("Bane of Progress")
    s.put(A, "Sol Ring")
    s.put(B, "Mind Stone")
    s.put(B, "Glorious Anthem")
    s.put(B, "Darksteel Myr")  # indestructible artifact creature
    s.lands(A, "Forest", 6)
    s.hand(A, "Bane of Progress")
    s.start()
    s.cast(A, "Bane of Progress")
    s.resolve()
    bane = s.id("Bane of Progress")
    assert s.obj(bane).counters.get("+1/+1") == 3
    assert s.zone_of("Darksteel Myr") == "battlefield"
    assert s.pt(bane) == (5, 5)


def test_caller_of_the_claw_counts_your_nontoken_creatures_that_died_CR_700_4() -> None:
    """"… create a 2/2 green Bear creature token for each nontoken creature put into your
    graveyard from the battlefield this turn." — not an opponent's creature, not a token."""
    s = game("Caller of the Claw", "Spoils of Blood")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 3)
    s.lands(A, "Forest", 3)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Lightning Bolt", 3)
    s.hand(A, "Spoils of Blood")
    s.hand(A, "Caller of the Claw")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    s.cast(A, "Spoils of Blood")  # a 2/2 Horror token …
    s.resolve()
    (horror,) = tokens(s, A, "Horror")
    s.cast(A, "Lightning Bolt", targets=[horror])  # … that dies: a token, not counted
    s.resolve()
    s.cast(A, "Caller of the Claw")
    s.resolve()
    assert len(tokens(s, A, "Bear")) == 1


def test_biomantic_mastery_draws_for_two_players_creatures_CR_115_3() -> None:
    """"Draw a card for each creature target player controls, then draw a card for each
    creature another target player controls." — two different players."""
    card = real("Biomantic Mastery")
    spell = card.abilities[0]
    assert isinstance(spell, m.SpellAbility) and spell.targets[1].distinct_from == (0,)
    s = game("Biomantic Mastery", players=3)
    s.put(B, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.put(C, "Savannah Lions")
    s.lands(A, "Forest", 7)
    s.hand(A, "Biomantic Mastery")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Biomantic Mastery", targets=["p1", "p2"])
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 3


def test_mutilate_minus_one_per_swamp_CR_611_2c() -> None:
    """"All creatures get -1/-1 until end of turn for each Swamp you control.\""""
    s = game("Mutilate")
    s.lands(A, "Swamp", 2)
    s.lands(A, "Wastes", 2)
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.hand(A, "Mutilate")
    s.start()
    s.cast(A, "Mutilate")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and bears not in s.state.objects
    assert s.pt(giant) == (1, 1)


def test_lashwrithe_plus_one_per_swamp_counted_continuously_CR_613_4c() -> None:
    """"Equipped creature gets +1/+1 for each Swamp you control." — a static ability: a Swamp
    played later counts at once (611.3a)."""
    s = game("Lashwrithe")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Lashwrithe", attached_to=bears)
    s.lands(A, "Swamp", 2)
    s.lands(B, "Swamp", 3)  # the opponent's Swamps do not count
    s.hand(A, "Swamp")
    s.start()
    assert s.pt(bears) == (4, 4)
    s.play_land(A, "Swamp")
    assert s.pt(bears) == (5, 5)


# -- "equal to …" --------------------------------------------------------------------------------


def test_swords_to_plowshares_controller_gains_last_known_power_CR_608_2h() -> None:
    """"Exile target creature. Its controller gains life equal to its power." — the creature
    has left; its controller and power are those it last had on the battlefield."""
    s = game("Swords to Plowshares")
    giant = s.put(B, "Hill Giant", counters={"+1/+1": 1})
    s.lands(A, "Plains", 1)
    s.hand(A, "Swords to Plowshares")
    s.start()
    s.cast(A, "Swords to Plowshares", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "exile"
    assert (s.life(A), s.life(B)) == (20, 24)


def test_malakir_bloodwitch_drains_by_vampires_you_control_CR_608_2c() -> None:
    """"When ~ enters, each opponent loses life equal to the number of Vampires you control.
    You gain life equal to the life lost this way." — itself and Vampire Nighthawk: 2 each."""
    s = game("Malakir Bloodwitch", players=3)
    s.put(A, "Vampire Nighthawk")
    s.put(B, "Vampire Nighthawk")  # not yours
    s.lands(A, "Swamp", 5)
    s.hand(A, "Malakir Bloodwitch")
    s.start()
    s.cast(A, "Malakir Bloodwitch")
    s.resolve()
    assert (s.life(A), s.life(B), s.life(C)) == (24, 18, 18)


# -- X chosen on casting -------------------------------------------------------------------------


def test_dregs_of_sorrow_x_targets_and_x_cards_CR_601_2c() -> None:
    """"Destroy X target nonblack creatures. Draw X cards.\""""
    s = game("Dregs of Sorrow")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.put(B, "Typhoid Rats")  # black: not a legal target
    s.lands(A, "Swamp", 7)
    s.hand(A, "Dregs of Sorrow")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Dregs of Sorrow", x=2, targets=[(bears, giant)])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Typhoid Rats") == "battlefield"
    assert s.hand_size(A) == hand - 1 + 2


def test_drana_one_x_for_both_pumps_CR_107_3() -> None:
    """"{X}{B}{B}: Target creature gets -0/-X until end of turn and ~ gets +X/+0 until end of
    turn." — the same X for both."""
    s = game("Drana, Kalastria Bloodchief")
    drana = s.put(A, "Drana, Kalastria Bloodchief")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 4)
    s.start()
    s.activate(A, "Drana, Kalastria Bloodchief", x=2, targets=[giant])
    s.resolve()
    assert s.pt(giant) == (3, 1)
    assert s.pt(drana) == (6, 4)
    assert chars(s.state, s.obj(drana)).power == 6


def test_black_suns_zenith_x_counters_then_shuffles_itself_away_CR_701_20a() -> None:
    """"Put X -1/-1 counters on each creature. Shuffle ~ into its owner's library." — the spell
    goes to the library, not to the graveyard (608.2k)."""
    s = game("Black Sun's Zenith")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Black Sun's Zenith")
    s.start()
    library = len(s.state.players[A].zones["library"])
    s.cast(A, "Black Sun's Zenith", x=2)
    s.resolve()
    assert bears not in s.state.objects and s.zone_of("Grizzly Bears") == "graveyard"
    assert s.obj(giant).counters.get("-1/-1") == 2 and s.pt(giant) == (1, 1)
    assert s.zone_of("Black Sun's Zenith") == "library"
    assert len(s.state.players[A].zones["library"]) == library + 1


def test_profane_command_x_in_two_modes_CR_700_2_601_2b() -> None:
    """"Target player loses X life." and "Return target creature card with mana value X or less
    from your graveyard to the battlefield." with X = 2: Grizzly Bears (2) may come back."""
    s = game("Profane Command")
    s.lands(A, "Swamp", 4)
    bears = s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.hand(A, "Profane Command")
    s.start()
    s.cast(A, "Profane Command", modes=[0, 1], x=2, targets=["p1", bears])
    s.resolve()
    assert s.life(B) == 18
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.zone_of("Hill Giant") == "graveyard"


def test_profane_command_mana_value_above_x_is_no_legal_target_CR_601_2c() -> None:
    """With X = 2, Hill Giant (mana value 4) cannot be chosen: the target options are only the
    cards whose mana value is X or less."""
    s = game("Profane Command")
    s.lands(A, "Swamp", 4)
    bears = s.graveyard(A, "Grizzly Bears")
    giant = s.graveyard(A, "Hill Giant")
    s.hand(A, "Profane Command")
    s.start()
    with pytest.raises(Unanswered):  # the script stops at the second target
        s.cast(A, "Profane Command", modes=[0, 1], x=2, targets=["p1"])
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert bears in decision.options and giant not in decision.options


def test_profane_command_minus_x_and_up_to_x_gain_fear_CR_601_2c() -> None:
    """"Target creature gets -X/-X until end of turn." and "Up to X target creatures gain fear
    until end of turn." with X = 2 (fewer than X may be chosen)."""
    s = game("Profane Command")
    s.lands(A, "Swamp", 4)
    giant = s.put(B, "Hill Giant")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Profane Command")
    s.start()
    s.cast(A, "Profane Command", modes=[2, 3], x=2, targets=[giant, (bears,)])
    s.resolve()
    assert s.pt(giant) == (1, 1)
    assert "fear" in s.keywords(bears)


def test_fireball_divided_evenly_and_a_mana_more_per_extra_target_CR_601_2f() -> None:
    """"This spell costs {1} more to cast for each target beyond the first." / "~ deals X
    damage divided evenly, rounded down, among any number of targets." — X = 5 among three
    targets: 1 each (5 / 3 rounded down), for {5}{R} plus {2}: all eight lands."""
    s = game("Fireball")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    lands = s.lands(A, "Mountain", 8)
    s.hand(A, "Fireball")
    s.start()
    s.cast(A, "Fireball", x=5, targets=[("p1", bears, giant)])
    s.resolve()
    assert s.obj(bears).damage == 1 and s.obj(giant).damage == 1
    assert s.life(B) == 19
    assert all(s.obj(land).tapped for land in lands)


def test_fireball_one_target_gets_all_and_costs_no_more_CR_601_2f() -> None:
    s = game("Fireball")
    lands = s.lands(A, "Mountain", 7)
    s.hand(A, "Fireball")
    s.start()
    s.cast(A, "Fireball", x=6, targets=[("p1",)])
    s.resolve()
    assert s.life(B) == 14
    assert sum(not s.obj(land).tapped for land in lands) == 0


def test_fireball_offers_only_as_many_targets_as_can_be_paid_for_CR_601_2f() -> None:
    """Six lands and X = 5: {5}{R} leaves nothing for a second target, so at most one."""
    s = game("Fireball")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Fireball")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Fireball", x=5)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.targets"
    assert decision.max_count == 1


def test_xathrid_demon_sacrifices_and_drains_by_the_sacrificed_power_CR_608_2h() -> None:
    """"At the beginning of your upkeep, sacrifice a creature other than ~, then each opponent
    loses life equal to the sacrificed creature's power. …\""""
    s = game("Xathrid Demon", players=3)
    demon = s.put(A, "Xathrid Demon")
    s.put(A, "Hill Giant", counters={"+1/+1": 1})
    s.start(active=C)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert (s.life(A), s.life(B), s.life(C)) == (20, 16, 16)
    assert not s.obj(demon).tapped


def test_xathrid_demon_alone_taps_and_you_lose_seven_CR_608_2c() -> None:
    """"If you can't sacrifice a creature, tap ~ and you lose 7 life." — it cannot sacrifice
    itself."""
    s = game("Xathrid Demon")
    demon = s.put(A, "Xathrid Demon")
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Xathrid Demon") == "battlefield"
    assert s.obj(demon).tapped
    assert (s.life(A), s.life(B)) == (13, 20)


def test_skeletal_scrying_exiles_x_cards_as_a_cost_CR_601_2h() -> None:
    """"As an additional cost to cast this spell, exile X cards from your graveyard." / "You
    draw X cards and you lose X life.\""""
    s = game("Skeletal Scrying")
    s.lands(A, "Swamp", 3)
    yard = [s.graveyard(A, "Grizzly Bears"), s.graveyard(A, "Hill Giant"),
            s.graveyard(A, "Savannah Lions")]
    s.hand(A, "Skeletal Scrying")
    s.start()
    hand = s.hand_size(A)
    s.then("cast.exile", (yard[0], yard[2]))
    s.cast(A, "Skeletal Scrying", x=2)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile" and s.zone_of("Savannah Lions") == "exile"
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.hand_size(A) == hand - 1 + 2
    assert s.life(A) == 18


def test_skeletal_scrying_x_at_most_the_cards_to_exile_CR_601_2b() -> None:
    """Five Swamps but one card in the graveyard: X may be at most 1."""
    s = game("Skeletal Scrying")
    s.lands(A, "Swamp", 5)
    s.graveyard(A, "Grizzly Bears")
    s.hand(A, "Skeletal Scrying")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Skeletal Scrying")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.x"
    assert max(decision.options) == 1


def test_consuming_vapors_toughness_of_that_creature_and_rebound_CR_702_88a() -> None:
    """"Target player sacrifices a creature. You gain life equal to that creature's
    toughness." with rebound: cast from the hand it is exiled as it resolves, and at the
    beginning of A's next upkeep A may cast it from exile without paying its mana cost; that
    second time it goes to the graveyard."""
    s = game("Consuming Vapors")
    s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Consuming Vapors")
    s.start()
    s.cast(A, "Consuming Vapors", targets=["p1"])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.life(A) == 23
    assert s.zone_of("Consuming Vapors") == "exile"
    s.to_step("main1", active=B)
    s.put(B, "Grizzly Bears")
    s.to_step("upkeep", active=A)  # the rebound trigger (B's upkeep did not trigger it)
    assert [i.name for i in s.state.stack] == ["Consuming Vapors"]
    s.then("resolve.choice", True)
    s.then("cast.target", "p1")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.life(A) == 25
    assert s.zone_of("Consuming Vapors") == "graveyard"
    assert all(not s.obj(land).tapped for land in s.ids("Swamp"))  # not paid for


def test_rebound_only_when_cast_from_hand_CR_702_88a() -> None:
    """Countered, a rebound spell goes to the graveyard: rebound works only as it resolves."""
    s = game("Consuming Vapors")
    s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 4)
    s.lands(B, "Island", 2)
    s.hand(A, "Consuming Vapors")
    s.hand(B, "Counterspell")
    s.start()
    s.cast(A, "Consuming Vapors", targets=["p1"])
    s.cast(B, "Counterspell", targets=[s.state.stack[-1].obj])
    s.resolve()
    assert s.zone_of("Consuming Vapors") == "graveyard"
    assert s.zone_of("Hill Giant") == "battlefield"


# -- the same templates on other cards of the MTGJSON file -----------------------------------------


def test_bravado_other_creatures_you_control_counted_continuously_CR_613_4c() -> None:
    """"Enchanted creature gets +1/+1 for each other creature you control." — not the enchanted
    creature itself, not an opponent's; a creature that leaves stops counting."""
    s = game("Bravado")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Bravado", attached_to=bears)
    lions = s.put(A, "Savannah Lions")
    s.put(A, "Hill Giant")
    s.put(B, "Hill Giant")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    assert s.pt(bears) == (4, 4)
    s.cast(B, "Lightning Bolt", targets=[lions])
    s.resolve()
    assert s.pt(bears) == (3, 3)


def test_empyrial_armor_cards_in_your_hand_CR_613_4c() -> None:
    """"Enchanted creature gets +1/+1 for each card in your hand." — the Aura's controller's
    hand, as it is now."""
    s = game("Empyrial Armor")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Empyrial Armor", attached_to=bears)
    s.hand(A, "Swamp", 3)
    s.hand(B, "Swamp", 5)
    s.start()
    assert s.pt(bears) == (5, 5)
    s.play_land(A, "Swamp")
    assert s.pt(bears) == (4, 4)


def test_kraul_foragers_life_for_each_creature_card_in_your_graveyard_CR_404() -> None:
    """"… you gain 1 life for each creature card in your graveyard." — yours, creature cards
    only."""
    s = game("Kraul Foragers")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Lightning Bolt")
    s.graveyard(B, "Savannah Lions")
    s.lands(A, "Forest", 5)
    s.hand(A, "Kraul Foragers")
    s.start()
    s.cast(A, "Kraul Foragers")
    s.resolve()
    assert s.life(A) == 22


def test_graverobber_spider_x_is_creature_cards_in_your_graveyard_CR_107_3() -> None:
    s = game("Graverobber Spider")
    spider = s.put(A, "Graverobber Spider")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Lightning Bolt")
    s.lands(A, "Swamp", 4)
    s.start()
    s.activate(A, "Graverobber Spider")
    s.resolve()
    assert s.pt(spider) == (4, 6)


def test_profane_command_x_is_at_least_the_least_mana_value_there_CR_601_2b() -> None:
    """Only Hill Giant (mana value 4) in the graveyard: with the return mode chosen, X is at
    least 4 (a smaller X finds no target); with too little mana that mode is no choice, so a
    bot never proposes a cast that cannot be finished."""
    s = game("Profane Command")
    s.lands(A, "Swamp", 6)
    s.graveyard(A, "Hill Giant")
    s.hand(A, "Profane Command")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Profane Command", modes=[0, 1])
    decision = s.pending
    assert decision is not None and decision.tag == "cast.x"
    assert min(decision.options) == 4 and max(decision.options) == 4

    s = game("Profane Command")
    s.lands(A, "Swamp", 5)  # X at most 3
    s.graveyard(A, "Hill Giant")
    s.hand(A, "Profane Command")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Profane Command")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes"
    assert all(1 not in sel for sel in decision.options) if isinstance(
        decision.options[0], tuple) else 1 not in decision.options


def test_bloodhusk_ritualist_discards_for_each_time_it_was_kicked_CR_702_33c() -> None:
    """"When ~ enters, target opponent discards a card for each time it was kicked." — kicked
    twice ({B} twice on top of {2}{B}): two cards."""
    s = game("Bloodhusk Ritualist")
    s.lands(A, "Swamp", 5)
    s.hand(B, "Grizzly Bears", 3)
    s.hand(A, "Bloodhusk Ritualist")
    s.start()
    s.then("cast.multikicker", 2)
    s.cast(A, "Bloodhusk Ritualist")
    s.then("cast.target", "p1")
    s.then("resolve.choice", tuple(s.state.players[B].zones["hand"][:2]))
    s.resolve()
    assert s.hand_size(B) == 1


def test_day_of_the_dragons_real_text_round_trips_CR_607_2a() -> None:
    """The real card, both abilities: "Then return the exiled cards to the battlefield under
    your control." renders with "return" (a linked ability, CR 607.2a), not as the "put … onto
    the battlefield under your control" of a graveyard card."""
    card = real("Day of the Dragons")
    leaves = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)
              and a.trigger.event == "leaves"]
    assert len(leaves) == 1
    assert any(isinstance(e, m.ReturnFromGraveyard) and e.what == "exiled"
               for e in leaves[0].effects)
