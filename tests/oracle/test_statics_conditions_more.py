"""Issue 28, the static / condition / quantity sub-grammars (``conditions_families.py``): each
addition composes with the existing parts (any condition, subject, static part or quantity), and
each is played here from the REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting
what the text says happens.

* conditions checked continuously by statics (CR 611.3a): threshold, delirium, "you control a
  Forest", "as long as it's equipped", leading and trailing "as long as";
* characteristic-defining abilities (CR 604.3, layer 7a, 613.4a);
* "This spell costs {3} less to cast if …" (CR 601.2f);
* "~ enters with … counters on it if …" / "… for each …" (CR 614.1c);
* the same conditions after an intervening "if" (CR 603.4) and "Activate only if" (602.5b).
"""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, PlayLand
from cardtable.games.magic.combat import can_attack
from cardtable.games.magic.mana import mana_sources
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

ALL = ("Mystic Enforcer", "Kird Ape", "Pack Rat", "Boneyard Wurm", "Ironroot Warlord",
       "Bone Picker", "Festerhide Boar", "Golgari Raiders", "Desperate Sentry",
       "Glimmervoid", "Cabal Pit", "Abzan Runemark", "Kessig Dire Swine", "Master of Etherium",
       "Choke", "Back to Basics", "Fear of Death", "Bonehoard", "Wu Admiral",
       "Oakhame Adversary", "Mirror Wall", "Rolling Stones", "Slithering Shade",
       "Drowsing Tyrannodon", "Choked Estuary", "Ancient Amphitheater", "Arrest", "Demotion",
       "Accumulated Knowledge", "Heedless One", "Accelerated Mutation", "Powerstone Shard",
       "Demon of Catastrophes", "Rigging Runner", "Mortality Spear", "Wingmate Roc",
       "Bat Whisperer", "Savage Gorger")


@pytest.mark.parametrize("name", ALL)
def test_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text (the round trip)
    and the engine plays every part (the support verdict)."""
    assert round_trip_problem(real(name)) == ""


def test_new_conditions_compose_with_every_condition_slot() -> None:
    """A condition added once reads in every place a condition goes: after "as long as"
    (leading and trailing), after an intervening "if" and after "Activate only if"."""
    threshold = m.Condition(kind="cards_in_zone", zone="graveyard", amount=7)
    lead = compile_line("As long as seven or more cards are in your graveyard, ~ has flying.",
                        "permanent_line")
    trail = compile_line("~ has flying as long as seven or more cards are in your graveyard.",
                         "permanent_line")
    trig = compile_line("At the beginning of your upkeep, if seven or more cards are in your "
                        "graveyard, draw a card.", "permanent_line")
    act = compile_line("{T}: Draw a card. Activate only if seven or more cards are in your "
                       "graveyard.", "permanent_line")
    assert isinstance(lead, m.StaticAbility) and lead.condition == threshold
    assert isinstance(trail, m.StaticAbility) and trail.condition == threshold
    assert trail.condition_after and not lead.condition_after
    assert isinstance(trig, m.TriggeredAbility) and trig.intervening_if == threshold
    assert isinstance(act, m.ActivatedAbility) and act.condition == threshold


def test_cr_611_3a_threshold_mystic_enforcer_from_the_seventh_card() -> None:
    """"Threshold — As long as seven or more cards are in your graveyard, Mystic Enforcer gets
    +3/+3 and has flying." Six cards: a 3/3 without flying; the seventh card turns both on,
    and the opponent's graveyard never counts (611.3a: checked continuously)."""
    s = game("Mystic Enforcer")
    enforcer = s.put(A, "Mystic Enforcer")
    for _ in range(6):
        s.graveyard(A, "Grizzly Bears")
    for _ in range(3):
        s.graveyard(B, "Grizzly Bears")
    s.start()
    assert s.pt(enforcer) == (3, 3)
    assert "flying" not in s.keywords(enforcer)
    s.graveyard(A, "Lightning Bolt")
    assert s.pt(enforcer) == (6, 6)
    assert "flying" in s.keywords(enforcer)


def test_cr_611_3a_kird_ape_trailing_condition_counts_only_your_forest() -> None:
    """"Kird Ape gets +1/+2 as long as you control a Forest." An opponent's Forest does
    nothing; your own makes it 2/3, and it is 1/1 again once the Forest is gone."""
    s = game("Kird Ape")
    ape = s.put(A, "Kird Ape")
    s.put(B, "Forest")
    s.start()
    assert s.pt(ape) == (1, 1)
    forest = s.put(A, "Forest")
    assert s.pt(ape) == (2, 3)
    s.state.battlefield.remove(forest)
    s.state.touch()
    assert s.pt(ape) == (1, 1)


def test_cr_611_3a_abzan_runemark_grants_vigilance_only_with_a_black_or_green_permanent() -> None:
    """"Enchanted creature gets +2/+2." and "Enchanted creature has vigilance as long as you
    control a black or green permanent." (the condition's filter is the shared noun grammar)."""
    s = game("Abzan Runemark")
    bears = s.put(A, "Grizzly Bears")  # green: the condition holds
    knight = s.put(A, "Youthful Knight")
    s.put(A, "Abzan Runemark", attached_to=knight)
    s.start()
    assert s.pt(knight) == (4, 3)
    assert "vigilance" in s.keywords(knight)
    s.state.battlefield.remove(bears)
    s.state.touch()
    assert "vigilance" not in s.keywords(knight)
    assert s.pt(knight) == (4, 3)


def test_cr_611_3a_delirium_desperate_sentry_counts_card_types() -> None:
    """"Delirium — Desperate Sentry gets +3/+0 as long as there are four or more card types
    among cards in your graveyard." Three types (creature, instant, land) leave it 1/2; an
    artifact makes four and it is 4/2. Many cards of one type count once."""
    s = game("Desperate Sentry")
    sentry = s.put(A, "Desperate Sentry")
    for name in ("Grizzly Bears", "Grizzly Bears", "Lightning Bolt", "Forest"):
        s.graveyard(A, name)
    s.start()
    assert s.pt(sentry) == (1, 2)
    s.graveyard(A, "Sol Ring")
    assert s.pt(sentry) == (4, 2)


def test_cr_604_3_pack_rat_counts_the_rats_you_control() -> None:
    """"Pack Rat's power and toughness are each equal to the number of Rats you control."
    Two Pack Rats are 2/2 each; the opponent's Rat does not count (layer 7a)."""
    s = game("Pack Rat")
    first = s.put(A, "Pack Rat")
    second = s.put(A, "Pack Rat")
    s.put(B, "Typhoid Rats")
    s.start()
    assert s.pt(first) == (2, 2)
    assert s.pt(second) == (2, 2)


def test_cr_604_3_boneyard_wurm_counts_creature_cards_in_your_graveyard() -> None:
    """"Boneyard Wurm's power and toughness are each equal to the number of creature cards in
    your graveyard." Two creature cards and an instant in your graveyard, three creature cards
    in the opponent's: a 2/2."""
    s = game("Boneyard Wurm")
    wurm = s.put(A, "Boneyard Wurm")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Lightning Bolt")
    for _ in range(3):
        s.graveyard(B, "Grizzly Bears")
    s.start()
    assert s.pt(wurm) == (2, 2)


def test_cr_604_3_ironroot_warlord_sets_only_its_power() -> None:
    """"Ironroot Warlord's power is equal to the number of creatures you control." Its printed
    toughness 5 stays; with two Bears it is 3/5, and a +1/+1 counter applies after (613.4c)."""
    s = game("Ironroot Warlord")
    warlord = s.put(A, "Ironroot Warlord", counters={"+1/+1": 1})
    s.put(A, "Grizzly Bears")
    s.put(A, "Grizzly Bears")
    s.start()
    assert s.pt(warlord) == (4, 6)


def test_cr_601_2f_bone_picker_costs_three_less_after_a_creature_died() -> None:
    """"This spell costs {3} less to cast if a creature died this turn." With only a Swamp
    untapped Bone Picker ({3}{B}) cannot be cast; after Lightning Bolt kills the Bears it
    costs {B} and is cast with that Swamp."""
    s = game("Bone Picker")
    s.put(A, "Mountain")
    s.put(A, "Swamp")
    bears = s.put(B, "Grizzly Bears")
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Bone Picker")
    s.start()
    with pytest.raises(IllegalAction):
        s.cast(A, "Bone Picker")
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    s.cast(A, "Bone Picker")
    s.resolve()
    assert s.zone_of("Bone Picker") == "battlefield"


def test_cr_614_1c_festerhide_boar_enters_with_counters_only_if_a_creature_died() -> None:
    """"Morbid — Festerhide Boar enters with two +1/+1 counters on it if a creature died this
    turn." Cast on a quiet turn it is a 3/3; after a creature died, the next one is 5/5."""
    s = game("Festerhide Boar")
    s.lands(A, "Forest", 8)
    s.put(A, "Mountain")
    bears = s.put(B, "Grizzly Bears")
    s.hand(A, "Festerhide Boar", count=2)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Festerhide Boar")
    s.resolve()
    quiet = s.id("Festerhide Boar")
    assert s.pt(quiet) == (3, 3)
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    s.cast(A, "Festerhide Boar")
    s.resolve()
    morbid = next(i for i in s.ids("Festerhide Boar", "battlefield") if i != quiet)
    assert s.obj(morbid).counters.get("+1/+1") == 2
    assert s.pt(morbid) == (5, 5)


def test_cr_614_1c_golgari_raiders_a_counter_for_each_creature_card() -> None:
    """"Golgari Raiders enters with a +1/+1 counter on it for each creature card in your
    graveyard." Three creature cards and a land in the graveyard (and the opponent's creature
    card): three counters, a 3/3."""
    s = game("Golgari Raiders")
    s.lands(A, "Forest", 4)
    for name in ("Grizzly Bears", "Hill Giant", "Typhoid Rats", "Forest"):
        s.graveyard(A, name)
    s.graveyard(B, "Grizzly Bears")
    s.hand(A, "Golgari Raiders")
    s.start()
    s.cast(A, "Golgari Raiders")
    s.resolve()
    raiders = s.id("Golgari Raiders")
    assert s.obj(raiders).counters.get("+1/+1") == 3
    assert s.pt(raiders) == (3, 3)


def test_cr_603_4_glimmervoid_is_sacrificed_only_without_artifacts() -> None:
    """"At the beginning of the end step, if you control no artifacts, sacrifice Glimmervoid."
    With a Sol Ring it stays through the end step; without one it goes to the graveyard."""
    s = game("Glimmervoid")
    s.put(A, "Glimmervoid")
    ring = s.put(A, "Sol Ring")
    s.start()
    s.to_step("end")
    s.resolve()
    assert s.zone_of("Glimmervoid") == "battlefield"
    s.state.battlefield.remove(ring)
    s.state.touch()
    s.to_step("end", active=B)
    s.resolve()
    assert s.zone_of("Glimmervoid") == "graveyard"


def _cabal_pit(cards_in_graveyard: int) -> tuple[Scenario, int]:
    s = game("Cabal Pit")
    s.put(A, "Cabal Pit")
    s.put(A, "Swamp")
    bears = s.put(B, "Grizzly Bears")
    for _ in range(cards_in_graveyard):
        s.graveyard(A, "Lightning Bolt")
    s.start()
    return s, bears


def test_cr_602_5b_cabal_pit_activates_only_with_threshold() -> None:
    """"{B}, {T}, Sacrifice Cabal Pit: Target creature gets -2/-2 until end of turn. Activate
    only if seven or more cards are in your graveyard." Six cards: refused; seven: the Bears
    die and Cabal Pit was sacrificed."""
    six, bears = _cabal_pit(6)
    with pytest.raises(IllegalAction):
        six.activate(A, "Cabal Pit", index=1, targets=[bears])
    s, bears = _cabal_pit(7)
    s.activate(A, "Cabal Pit", index=1, targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Cabal Pit") == "graveyard"


def test_cr_502_3_choke_islands_stay_tapped_during_their_controllers_untap_steps() -> None:
    """"Islands don't untap during their controllers' untap steps." The opponent's tapped
    Island stays tapped through their untap step; their tapped Forest untaps."""
    s = game("Choke")
    s.put(A, "Choke")
    island = s.put(B, "Island", tapped=True)
    forest = s.put(B, "Forest", tapped=True)
    s.start()
    s.to_step("main1", active=B)
    assert s.obj(island).tapped
    assert not s.obj(forest).tapped


def test_cr_611_3a_wu_admiral_counts_an_opponents_island_only() -> None:
    """"Wu Admiral gets +1/+1 as long as an opponent controls an Island." Your own Island does
    nothing; an opponent's makes it 4/4."""
    s = game("Wu Admiral")
    admiral = s.put(A, "Wu Admiral")
    s.put(A, "Island")
    s.start()
    assert s.pt(admiral) == (3, 3)
    s.put(B, "Island")
    assert s.pt(admiral) == (4, 4)


def test_cr_613_4c_fear_of_death_where_x_is_the_cards_in_your_graveyard() -> None:
    """"Enchanted creature gets -X/-0, where X is the number of cards in your graveyard."
    ("your": the Aura's controller's.) Two cards in its controller's graveyard make the
    opponent's Hill Giant 1/3; the Giant's owner's graveyard does not count."""
    s = game("Fear of Death")
    giant = s.put(B, "Hill Giant")
    s.put(A, "Fear of Death", attached_to=giant)
    s.graveyard(A, "Lightning Bolt")
    s.graveyard(A, "Forest")
    s.graveyard(B, "Forest")
    s.start()
    assert s.pt(giant) == (1, 3)


def test_cr_613_4c_bonehoard_counts_creature_cards_in_all_graveyards() -> None:
    """"Equipped creature gets +X/+X, where X is the number of creature cards in all
    graveyards." One creature card in each graveyard and an instant: the Bears are 4/4."""
    s = game("Bonehoard")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Bonehoard", attached_to=bears)
    s.graveyard(A, "Hill Giant")
    s.graveyard(B, "Typhoid Rats")
    s.graveyard(B, "Lightning Bolt")
    s.start()
    assert s.pt(bears) == (4, 4)


def test_cr_601_2f_oakhame_adversary_cheaper_if_an_opponent_controls_green() -> None:
    """"This spell costs {2} less to cast if an opponent controls a green permanent." With two
    Forests it cannot be cast ({3}{G}) until the opponent controls Grizzly Bears."""
    refused = game("Oakhame Adversary")
    refused.lands(A, "Forest", 2)
    refused.hand(A, "Oakhame Adversary")
    refused.start()
    with pytest.raises(IllegalAction):
        refused.cast(A, "Oakhame Adversary")
    s = game("Oakhame Adversary")
    s.lands(A, "Forest", 2)
    s.put(B, "Grizzly Bears")
    s.hand(A, "Oakhame Adversary")
    s.start()
    s.cast(A, "Oakhame Adversary")
    s.resolve()
    assert s.zone_of("Oakhame Adversary") == "battlefield"


def test_cr_702_3b_mirror_wall_attacks_after_its_ability_this_turn_only() -> None:
    """"Defender" and "{W}: Mirror Wall can attack this turn as though it didn't have
    defender." It cannot attack; after the ability resolves it attacks for 3; the next turn it
    is a wall again."""
    s = game("Mirror Wall")
    wall = s.put(A, "Mirror Wall")
    s.put(A, "Plains")
    s.start()
    assert not can_attack(s.game, wall, A)
    s.activate(A, "Mirror Wall")
    s.resolve()
    assert can_attack(s.game, wall, A)
    s.to_step("declare_attackers")
    s.attack({wall: "p1"})
    s.to_step("main2")
    assert s.life(B) == 17
    s.to_step("main1", active=B)
    assert not can_attack(s.game, wall, A)


def test_cr_702_3b_slithering_shade_attacks_only_when_hellbent() -> None:
    """"Hellbent — Slithering Shade can attack as though it didn't have defender as long as
    you have no cards in hand." A card in hand keeps it home; an empty hand lets it attack."""
    s = game("Slithering Shade")
    shade = s.put(A, "Slithering Shade")
    card = s.hand(A, "Lightning Bolt")
    s.start()
    assert not can_attack(s.game, shade, A)
    s.state.players[A].zones["hand"].remove(card)
    s.state.players[A].zones["graveyard"].append(card)
    s.obj(card).zone = "graveyard"
    s.state.touch()
    assert can_attack(s.game, shade, A)


def test_cr_702_3b_rolling_stones_lets_every_wall_attack() -> None:
    """"Wall creatures can attack as though they didn't have defender." (every player's
    Walls); a non-Wall creature with defender still cannot attack."""
    s = game("Rolling Stones", "Mirror Wall", "Slithering Shade")
    s.put(A, "Rolling Stones")
    wall = s.put(A, "Mirror Wall")
    shade = s.put(A, "Slithering Shade")
    s.hand(A, "Lightning Bolt")
    s.start()
    assert can_attack(s.game, wall, A)
    assert not can_attack(s.game, shade, A)


def _reveal_land(name: str, hand: tuple[str, ...]) -> tuple[Scenario, int, list[PlayLand]]:
    s = game(name)
    land = s.hand(A, name)
    for card in hand:
        s.hand(A, card)
    s.start()
    decision = s.pending
    assert decision is not None
    plays = [o for o in decision.options if isinstance(o, PlayLand) and o.card == land]
    return s, land, plays


def test_cr_614_12_reveal_land_revealing_an_island_enters_untapped() -> None:
    """"As Choked Estuary enters, you may reveal an Island or Swamp card from your hand. If you
    don't, Choked Estuary enters tapped." With an Island in hand the land may be played
    revealing it: it enters untapped and the Island is revealed to everyone (701.16a)."""
    s, _land, plays = _reveal_land("Choked Estuary", ("Island",))
    assert sorted(o.way for o in plays) == ["", "reveal"]
    s.apply(A, next(o for o in plays if o.way == "reveal"))
    assert not s.obj(s.id("Choked Estuary")).tapped
    assert [dict(e.data).get("cards") for e in s.events("reveal")] == [["Island"]]


def test_cr_614_12_reveal_land_not_revealing_enters_tapped() -> None:
    """Declining to reveal: it enters tapped, nothing is revealed."""
    s, _land, plays = _reveal_land("Choked Estuary", ("Swamp",))
    s.apply(A, next(o for o in plays if o.way == ""))
    assert s.obj(s.id("Choked Estuary")).tapped
    assert s.events("reveal") == []


def test_cr_614_12_reveal_land_without_a_matching_card_only_enters_tapped() -> None:
    """"you may reveal a Giant card": with no Giant in hand (a Forest, a Bears) there is no
    way to reveal, and Ancient Amphitheater enters tapped."""
    s, _land, plays = _reveal_land("Ancient Amphitheater", ("Forest", "Grizzly Bears"))
    assert [o.way for o in plays] == [""]
    s.apply(A, plays[0])
    assert s.obj(s.id("Ancient Amphitheater")).tapped


def test_cr_602_5_arrest_stops_attacks_blocks_and_every_activated_ability() -> None:
    """"Enchanted creature can't attack or block, and its activated abilities can't be
    activated." An arrested Llanowar Elves neither attacks nor taps for mana (a mana ability is
    an activated ability too, 605.1a): it is no mana source and no priority option; the other
    Elves still are."""
    s = game("Arrest")
    arrested = s.put(A, "Llanowar Elves")
    free = s.put(A, "Llanowar Elves")
    s.put(B, "Arrest", attached_to=arrested)
    s.start()
    assert not can_attack(s.game, arrested, A)
    assert can_attack(s.game, free, A)
    sources = [oid for oid, _symbols in mana_sources(s.state, A)]
    assert arrested not in sources and free in sources
    decision = s.pending
    assert decision is not None
    activations = {o.source for o in decision.options if isinstance(o, Activate)}
    assert arrested not in activations and free in activations


def test_cr_201_2_accumulated_knowledge_counts_cards_named_itself_in_all_graveyards() -> None:
    """"Draw a card, then draw cards equal to the number of cards named Accumulated Knowledge
    in all graveyards." One copy in your graveyard, one in the opponent's, a Bolt in yours:
    1 + 2 = 3 cards drawn (the spell itself is on the stack, not yet in the graveyard)."""
    s = game("Accumulated Knowledge")
    s.lands(A, "Island", 2)
    s.hand(A, "Accumulated Knowledge")
    s.graveyard(A, "Accumulated Knowledge")
    s.graveyard(B, "Accumulated Knowledge")
    s.graveyard(A, "Lightning Bolt")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Accumulated Knowledge")
    s.resolve()
    assert s.hand_size(A) == before - 1 + 3


def test_cr_604_3_heedless_one_counts_every_players_elves() -> None:
    """"Heedless One's power and toughness are each equal to the number of Elves on the
    battlefield." Itself, your Llanowar Elves and the opponent's Elvish Mystic: a 3/3."""
    s = game("Heedless One")
    one = s.put(A, "Heedless One")
    s.put(A, "Llanowar Elves")
    s.put(B, "Elvish Mystic")
    s.put(B, "Grizzly Bears")
    s.start()
    assert s.pt(one) == (3, 3)


def test_cr_202_3_accelerated_mutation_uses_the_highest_mana_value_you_control() -> None:
    """"Target creature gets +X/+X until end of turn, where X is the highest mana value among
    permanents you control." Your Hill Giant (4) sets X = 4; the opponent's Grave Titan (6)
    does not count: the Bears become 6/6."""
    s = game("Accelerated Mutation")
    s.lands(A, "Forest", 5)
    s.put(A, "Hill Giant")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Grave Titan")
    s.hand(A, "Accelerated Mutation")
    s.start()
    s.cast(A, "Accelerated Mutation", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (6, 6)


def test_cr_201_2_powerstone_shard_counts_artifacts_named_itself() -> None:
    """"{T}: Add {C} for each artifact you control named Powerstone Shard." With two Shards
    and a Sol Ring, one Shard adds {C}{C}."""
    s = game("Powerstone Shard")
    shard = s.put(A, "Powerstone Shard")
    s.put(A, "Powerstone Shard")
    s.put(A, "Sol Ring")
    s.start()
    decision = s.pending
    assert decision is not None
    s.apply(A, next(o for o in decision.options if isinstance(o, Activate)
                    and o.source == shard))
    assert s.state.players[A].pool.get("C", 0) == 2


def test_cr_601_2h_demon_of_catastrophes_additional_cost_of_a_permanent_spell() -> None:
    """"As an additional cost to cast this spell, sacrifice a creature." on a creature card:
    with no creature to sacrifice it cannot be cast; with Grizzly Bears the Bears are
    sacrificed as it is cast and the Demon resolves onto the battlefield (608.3). (Alone, the
    proposal is rewound, CR 730.1: the Demon stays in hand.)"""
    alone = game("Demon of Catastrophes")
    alone.lands(A, "Swamp", 4)
    alone.hand(A, "Demon of Catastrophes")
    alone.start()
    alone.cast(A, "Demon of Catastrophes")
    assert alone.zone_of("Demon of Catastrophes") == "hand"
    assert alone.events("rewind")
    s = game("Demon of Catastrophes")
    s.lands(A, "Swamp", 4)
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Demon of Catastrophes")
    s.start()
    s.cast(A, "Demon of Catastrophes", sacrifice=[bears])
    assert s.zone_of("Grizzly Bears") == "graveyard"
    s.resolve()
    demon = s.id("Demon of Catastrophes")
    assert s.pt(demon) == (6, 6)
    assert {"flying", "trample"} <= s.keywords(demon)


def test_cr_508_1_raid_rigging_runner_gets_its_counter_only_after_an_attack() -> None:
    """"Raid — Rigging Runner enters with a +1/+1 counter on it if you attacked this turn."
    Cast before combat it is a 1/1; after the Bears attacked, the second one enters 2/2."""
    s = game("Rigging Runner")
    s.lands(A, "Mountain", 2)
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Rigging Runner", count=2)
    s.start()
    s.cast(A, "Rigging Runner")
    s.resolve()
    early = s.id("Rigging Runner")
    assert s.pt(early) == (1, 1)
    s.attack({bears: "p1"})
    s.to_step("main2")
    s.cast(A, "Rigging Runner")
    s.resolve()
    late = next(i for i in s.ids("Rigging Runner", "battlefield") if i != early)
    assert s.pt(late) == (2, 2)


def test_cr_603_4_raid_wingmate_roc_makes_a_bird_only_if_you_attacked() -> None:
    """"Raid — When Wingmate Roc enters, if you attacked this turn, create a 3/4 white Bird
    creature token with flying." Cast after an attack: one Bird token. The opponent's attack
    on their own turn does not count for you."""
    s = game("Wingmate Roc")
    s.lands(A, "Plains", 5)
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Wingmate Roc")
    s.start()
    s.attack({bears: "p1"})
    s.to_step("main2")
    s.cast(A, "Wingmate Roc")
    s.resolve()
    birds = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(birds) == 1 and s.pt(birds[0].id) == (3, 4)


def test_cr_601_2f_mortality_spear_cheaper_after_you_gained_life() -> None:
    """"This spell costs {2} less to cast if you gained life this turn." With a Swamp and a
    Forest it cannot be cast ({2}{B}{G}); after Healing Salve gains 3 life it costs {B}{G}
    and destroys the Bears."""
    s = game("Mortality Spear")
    s.put(A, "Swamp")
    s.put(A, "Forest")
    s.put(A, "Plains")
    bears = s.put(B, "Grizzly Bears")
    s.hand(A, "Mortality Spear")
    s.hand(A, "Healing Salve")
    s.start()
    with pytest.raises(IllegalAction):
        s.cast(A, "Mortality Spear", targets=[bears])
    s.cast(A, "Healing Salve", modes=[0], targets=["p0"])
    s.resolve()
    assert s.life(A) == 23
    s.cast(A, "Mortality Spear", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


def _bats(s: Scenario) -> int:
    return sum(1 for o in s.state.objects.values() if o.token and o.zone == "battlefield")


def test_cr_119_3_bat_whisperer_needs_an_opponent_to_have_lost_life() -> None:
    """"When Bat Whisperer enters, if an opponent lost life this turn, create a 1/1 black Bat
    creature token with flying." Cast on a quiet turn: no Bat; after Lightning Bolt hits the
    opponent (damage is loss of life, 119.3), the next one makes a Bat."""
    s = game("Bat Whisperer")
    s.lands(A, "Swamp", 8)
    s.put(A, "Mountain")
    s.hand(A, "Bat Whisperer", count=2)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Bat Whisperer")
    s.resolve()
    assert _bats(s) == 0
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17
    s.cast(A, "Bat Whisperer")
    s.resolve()
    assert _bats(s) == 1


def test_cr_119_3_a_loss_made_good_by_a_gain_still_counts() -> None:
    """"if an opponent lost life this turn": the opponent lost 3 and gained 3 back (Healing
    Salve) — their life total is unchanged, yet they lost life this turn."""
    s = game("Bat Whisperer")
    s.lands(A, "Swamp", 4)
    s.put(A, "Mountain")
    s.put(A, "Plains")
    s.hand(A, "Bat Whisperer")
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Healing Salve")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.cast(A, "Healing Salve", modes=[0], targets=["p1"])
    s.resolve()
    assert s.life(B) == 20
    s.cast(A, "Bat Whisperer")
    s.resolve()
    assert _bats(s) == 1
