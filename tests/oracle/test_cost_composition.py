"""Costs of activated abilities that compose (issue 29, h5-costs; docs/costs.md), each from the
real Oracle text of real cards (MTGJSON AtomicCards 2022-04-25): "Discard ~" (an ability of the
card in its owner's hand, CR 602.2a, 113.6), "Exile ~ from your graveyard" (113.6), "Exile ~"
from the battlefield, "Remove three quest counters from ~ and sacrifice it", the untap symbol
{Q} (107.6) and "Put a -1/-1 counter on ~" (122.1). Every cost part is a ``cost_part`` of the
grammar, so it combines with every other part and every effect."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.oracle.normalize import normalize_oracle
from cardtable.games.magic.support import unsupported_reason
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game, real
from tests.oracle.faithfulness import audit_card
from tests.oracle.test_generated_games import run_generated


def _activations(s: Scenario, player: int, name: str) -> list[Activate]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


# -- "Discard ~": an ability of the card in hand (CR 602.2a) ---------------------------------
def test_cr_602_2a_channel_discard_self_is_an_ability_of_the_card_in_hand() -> None:
    """Shinen of Fury's Fire: "Channel — {R}, Discard Shinen of Fury's Fire: Target creature
    gains haste until end of turn." The ability functions from the hand (113.6, 602.2a): it
    is offered for the card in hand, never for the permanent, and renders back."""
    card = real("Shinen of Fury's Fire")
    (ability,) = [a for a in card.abilities if isinstance(a, m.ActivatedAbility)]
    assert ability.zone == "hand" and ability.cost.discard_self and ability.cost.mana == "{R}"
    assert "{R}, Discard ~: Target creature gains haste until end of turn." in render_card(card)
    s = game("Shinen of Fury's Fire")
    s.lands(A, "Mountain", 1)
    bears = s.put(A, "Grizzly Bears", sick=True)
    on_battlefield = s.put(A, "Shinen of Fury's Fire")
    s.hand(A, "Shinen of Fury's Fire")
    s.start()
    options = _activations(s, A, "Shinen of Fury's Fire")
    assert [s.obj(o.source).zone for o in options] == ["hand"]
    assert all(o.source != on_battlefield for o in options)
    s.activate(A, "Shinen of Fury's Fire", targets=[bears])
    assert s.graveyard_names(A) == ["Shinen of Fury's Fire"]  # discarded as the cost
    s.resolve()
    assert "haste" in s.keywords(bears)


def test_cr_602_2a_discard_self_needs_its_mana_and_deals_damage_as_it_says() -> None:
    """Ghost-Lit Raider: "Channel — {3}{R}, Discard Ghost-Lit Raider: It deals 4 damage to
    target creature." With three lands it is not offered (602.2b: the cost must be payable);
    with four, the card is discarded and the Hill Giant (3/3) dies."""
    s = game("Ghost-Lit Raider")
    s.lands(A, "Mountain", 3)
    s.put(B, "Hill Giant")
    s.hand(A, "Ghost-Lit Raider")
    s.start()
    assert _activations(s, A, "Ghost-Lit Raider") == []
    s = game("Ghost-Lit Raider")
    s.lands(A, "Mountain", 4)
    giant = s.put(B, "Hill Giant")
    s.hand(A, "Ghost-Lit Raider")
    s.start()
    s.activate(A, "Ghost-Lit Raider", targets=[giant])
    assert s.hand_size(A) == 0
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Ghost-Lit Raider") == "graveyard"


# -- "Exile ~ from your graveyard" (CR 113.6) ------------------------------------------------
def test_cr_113_6_exile_self_from_the_graveyard_as_a_cost_sorcery_speed() -> None:
    """Ghoulcaller's Accomplice: "{3}{B}, Exile Ghoulcaller's Accomplice from your graveyard:
    Create a 2/2 black Zombie creature token. Activate only as a sorcery." Offered from the
    graveyard in its owner's main phase only; the card is exiled and a Zombie is made."""
    card = real("Ghoulcaller's Accomplice")
    ability = next(a for a in card.abilities if isinstance(a, m.ActivatedAbility))
    assert (ability.zone, ability.timing, ability.cost.exile_self) == ("graveyard", "sorcery",
                                                                        True)
    assert ("{3}{B}, Exile ~ from your graveyard: Create a 2/2 black Zombie creature token. "
            "Activate only as a sorcery.") in render_card(card)
    s = game("Ghoulcaller's Accomplice")
    s.lands(A, "Swamp", 4)
    s.graveyard(A, "Ghoulcaller's Accomplice")
    s.start()
    s.activate(A, "Ghoulcaller's Accomplice")
    assert s.zone_of("Ghoulcaller's Accomplice") == "exile"
    s.resolve()
    zombies = [o for o in s.state.battlefield if s.obj(o).card.name != "Swamp"]
    assert len(zombies) == 1 and s.pt(zombies[0]) == (2, 2)
    s = game("Ghoulcaller's Accomplice")
    s.lands(A, "Swamp", 4)
    s.graveyard(A, "Ghoulcaller's Accomplice")
    s.start(active=B)
    assert _activations(s, A, "Ghoulcaller's Accomplice") == []  # not as a sorcery


# -- "Exile ~" from the battlefield (CR 118.3) -----------------------------------------------
def test_cr_118_3_tap_and_exile_self_target_player_shuffles_graveyard() -> None:
    """Thran Foundry: "{1}, {T}, Exile Thran Foundry: Target player shuffles their graveyard
    into their library." The Foundry is exiled as the cost; B's graveyard goes into B's
    library."""
    s = game("Thran Foundry")
    s.lands(A, "Plains", 1)
    s.put(A, "Thran Foundry")
    s.graveyard(B, "Grizzly Bears")
    s.graveyard(B, "Hill Giant")
    library = len(s.state.zone(B, "library"))
    s.start()
    s.activate(A, "Thran Foundry", targets=["p1"])
    assert s.zone_of("Thran Foundry") == "exile"
    s.resolve()
    assert s.graveyard_names(B) == []
    assert len(s.state.zone(B, "library")) == library + 2


def test_cr_118_3_exile_self_composes_with_mana_tap_and_a_sorcery_rider() -> None:
    """Amulet of Unmaking: "{5}, {T}, Exile Amulet of Unmaking: Exile target artifact,
    creature, or land. Activate only as a sorcery." """
    card = real("Amulet of Unmaking")
    assert ("{5}, {T}, Exile ~: Exile target artifact, creature, or land. Activate only as a "
            "sorcery.") in render_card(card)
    s = game("Amulet of Unmaking")
    s.lands(A, "Plains", 5)
    s.put(A, "Amulet of Unmaking")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Amulet of Unmaking", targets=[bears])
    s.resolve()
    assert s.zone_of("Amulet of Unmaking") == "exile"
    assert s.zone_of("Grizzly Bears") == "exile"


# -- "Remove N counters from ~ and sacrifice it" (CR 118.3, 122) ------------------------------
def test_cr_118_3_quest_remove_counters_and_sacrifice_it() -> None:
    """Quest for the Gravelord: "Remove three quest counters from Quest for the Gravelord and
    sacrifice it: Create a 5/5 black Zombie Giant creature token." Not offered with two
    counters; with three, the Quest is sacrificed and a 5/5 made."""
    card = real("Quest for the Gravelord")
    ability = next(a for a in card.abilities if isinstance(a, m.ActivatedAbility))
    assert (ability.cost.remove_counters, ability.cost.remove_count,
            ability.cost.sacrifice_self) == ("quest", 3, True)
    assert ("Remove three quest counters from ~ and sacrifice it: Create a 5/5 black Zombie "
            "Giant creature token.") in render_card(card)
    s = game("Quest for the Gravelord")
    s.put(A, "Quest for the Gravelord", counters={"quest": 2})
    s.start()
    assert _activations(s, A, "Quest for the Gravelord") == []
    s = game("Quest for the Gravelord")
    s.put(A, "Quest for the Gravelord", counters={"quest": 3})
    s.start()
    s.activate(A, "Quest for the Gravelord")
    assert s.zone_of("Quest for the Gravelord") == "graveyard"
    s.resolve()
    (giant,) = list(s.state.battlefield)
    assert s.pt(giant) == (5, 5) and "Zombie" in s.obj(giant).card.type_line


# -- the untap symbol {Q} (CR 107.6) ---------------------------------------------------------
def test_cr_107_6_untap_symbol_needs_a_tapped_source_and_untaps_it() -> None:
    """Umbral Mantle: Equipped creature has "{3}, {Q}: This creature gets +2/+2 until end of
    turn." The granted ability is offered only while the creature is tapped (107.6), and
    paying it untaps the creature."""
    card = real("Umbral Mantle")
    assert 'Equipped creature has "{3}, {Q}: This creature gets +2/+2 until end of turn."' in (
        render_card(card))
    s = game("Umbral Mantle")
    s.lands(A, "Plains", 3)
    bears = s.put(A, "Grizzly Bears", tapped=True)
    s.put(A, "Umbral Mantle", attached_to=bears)
    s.start()
    s.activate(A, "Grizzly Bears")
    assert not s.obj(bears).tapped
    s.resolve()
    assert s.pt(bears) == (4, 4)
    assert _activations(s, A, "Grizzly Bears") == []  # untapped now: {Q} can't be paid


# -- "Put a -1/-1 counter on ~" (CR 122.1) ----------------------------------------------------
def test_cr_122_1_put_a_minus_counter_on_self_as_a_cost_untaps_devoted_druid() -> None:
    """Devoted Druid: "{T}: Add {G}." and "Put a -1/-1 counter on Devoted Druid: Untap Devoted
    Druid." Tapped, the Druid pays with a -1/-1 counter (0/2 → -1/1) and untaps."""
    card = real("Devoted Druid")
    assert "Put a -1/-1 counter on ~: Untap ~." in render_card(card)
    s = game("Devoted Druid")
    druid = s.put(A, "Devoted Druid", tapped=True)
    s.start()
    s.activate(A, "Devoted Druid", 1)
    assert s.obj(druid).counters.get("-1/-1") == 1
    s.resolve()
    assert not s.obj(druid).tapped
    assert s.pt(druid) == (-1, 1)


def test_an_ability_of_the_card_in_hand_is_not_supported_with_a_permanents_cost() -> None:
    """A cost only a permanent can pay ({T}) beside "Discard ~" would never be payable from
    the hand: such an ability is not counted as supported (support._hand_cost_ok)."""
    ability = m.ActivatedAbility(cost=m.Cost(mana="{1}", tap=True, discard_self=True),
                                 effects=(m.DrawCards(),), zone="hand")
    card = m.CardDef(name="Probe", type_line="Creature — Test", mana_cost="{1}",
                     abilities=(ability,), power="1", toughness="1")
    assert unsupported_reason(card) is not None


# -- Boast (CR 702.142a) ---------------------------------------------------------------------
def test_cr_702_142a_boast_only_if_it_attacked_this_turn_and_once_each_turn() -> None:
    """Goldmaw Champion: "Boast — {1}{W}: Tap target creature." Not offered before it
    attacks; after it attacks, offered once (it taps the target), then not again that turn;
    in its controller's next turn, before attacking, not offered."""
    card = real("Goldmaw Champion")
    assert "Boast — {1}{W}: Tap target creature." in render_card(card)
    s = game("Goldmaw Champion")
    s.lands(A, "Plains", 4)
    champion = s.put(A, "Goldmaw Champion")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    assert _activations(s, A, "Goldmaw Champion") == []  # it has not attacked
    s.to_step("declare_attackers")
    s.attack({champion: "p1"})
    s.activate(A, "Goldmaw Champion", targets=[bears])
    s.resolve()
    assert s.obj(bears).tapped
    assert _activations(s, A, "Goldmaw Champion") == []  # only once each turn
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)
    assert _activations(s, A, "Goldmaw Champion") == []  # a new turn: it has not attacked


# -- "Exert ~" as a cost (CR 701.39a) ---------------------------------------------------------
def test_cr_701_39a_exert_as_a_cost_it_wont_untap_next_untap_step() -> None:
    """Fervent Paincaster: "{T}, Exert Fervent Paincaster: It deals 1 damage to target
    creature." The 1/1 Savannah Lions dies; the Paincaster stays tapped through its
    controller's next untap step."""
    assert "{T}, Exert ~: It deals 1 damage to target creature." in render_card(
        real("Fervent Paincaster"))
    s = game("Fervent Paincaster")
    caster = s.put(A, "Fervent Paincaster")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.activate(A, "Fervent Paincaster", 1, targets=[lions])
    s.resolve()
    assert s.zone_of("Savannah Lions") == "graveyard"
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert s.obj(caster).tapped  # exerted: not untapped this untap step (701.39a)


# -- "Tap another untapped X you control" (CR 118.3) -------------------------------------------
def test_cr_118_3_tap_another_untapped_creature_not_the_source() -> None:
    """Sure-Footed Infiltrator: "Tap another untapped Rogue you control: Sure-Footed
    Infiltrator can't be blocked this turn." The Infiltrator is itself a Rogue but can't pay
    with itself: alone it is not offered; with a second Rogue it is, and that Rogue taps."""
    s = game("Sure-Footed Infiltrator")
    s.put(A, "Sure-Footed Infiltrator")
    s.start()
    assert _activations(s, A, "Sure-Footed Infiltrator") == []
    s = game("Sure-Footed Infiltrator")
    infiltrator = s.put(A, "Sure-Footed Infiltrator")
    other = s.put(A, "Sure-Footed Infiltrator")
    s.start()
    s.then("cast.tap_untapped", (other,))  # the only option: not the source itself
    s.activate(A, "Sure-Footed Infiltrator", source=infiltrator)
    assert s.obj(other).tapped and not s.obj(infiltrator).tapped


# -- library cards as a cost: exile the top N, mill (CR 118.3, 701.13a) -----------------------
def test_cr_118_3_exile_the_top_ten_cards_of_your_library_as_a_cost() -> None:
    """Arc-Slogger: "{R}, Exile the top ten cards of your library: Arc-Slogger deals 2 damage
    to any target." Ten library cards go to exile as it is activated; not offered with nine."""
    s = game("Arc-Slogger", library=9)
    s.lands(A, "Mountain", 1)
    s.put(A, "Arc-Slogger")
    s.start()
    assert _activations(s, A, "Arc-Slogger") == []
    s = game("Arc-Slogger", library=12)
    s.lands(A, "Mountain", 1)
    s.put(A, "Arc-Slogger")
    s.start()
    s.activate(A, "Arc-Slogger", targets=["p1"])
    assert len(s.state.zone(A, "library")) == 2 and len(s.state.zone(A, "exile")) == 10
    s.resolve()
    assert s.life(B) == 18


def test_cr_701_8a_discard_your_hand_and_sacrifice_lions_eye_diamond() -> None:
    """Lion's Eye Diamond: "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of
    any one color. Activate only as an instant." The hand goes to the graveyard, three mana
    of the chosen colour are added."""
    s = game("Lion's Eye Diamond")
    s.put(A, "Lion's Eye Diamond")
    s.hand(A, "Grizzly Bears", 2)
    s.start()
    option = next(o for o in _activations(s, A, "Lion's Eye Diamond") if o.symbol == "R")
    s.apply(A, option)
    assert s.hand_size(A) == 0
    assert s.graveyard_names(A).count("Grizzly Bears") == 2
    assert s.zone_of("Lion's Eye Diamond") == "graveyard"
    assert s.state.players[A].pool.get("R", 0) == 3


def test_cr_602_2a_an_instants_discard_ability_from_hand() -> None:
    """Magma Opus: "{U/R}{U/R}, Discard Magma Opus: Create a Treasure token." An instant's
    ability of the card in hand (602.2a), hybrid mana paid with red."""
    card = real("Magma Opus")
    assert "{U/R}{U/R}, Discard ~: Create a Treasure token." in render_card(card)
    s = game("Magma Opus")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Magma Opus")
    s.start()
    s.activate(A, "Magma Opus")
    s.resolve()
    assert s.zone_of("Magma Opus") == "graveyard"
    assert [s.obj(o).card.name for o in s.state.battlefield].count("Treasure") == 1


# -- flavor words (CR 207.2d) and sacrificed tokens (CR 111.10, 118.3) -------------------------
def test_cr_207_2d_a_flavor_word_has_no_rules_meaning() -> None:
    """Half-Elf Monk: "Stunning Strike — {1}{W}, {T}: Tap target creature." The flavor word is
    dropped like an ability word (207.2c-d); the ability is an ordinary one, and a keyword
    written with a dash (Boast) or a Saga's chapters are kept."""
    assert normalize_oracle("Stunning Strike — {1}{W}, {T}: Tap target creature.", "") == (
        "{1}{W}, {T}: Tap target creature.")
    assert normalize_oracle("Boast — {1}: Draw a card.", "").startswith("Boast — ")
    assert normalize_oracle("I, II — Draw a card.", "").startswith("I, II — ")
    s = game("Half-Elf Monk")
    s.lands(A, "Plains", 2)
    s.put(A, "Half-Elf Monk")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Half-Elf Monk", targets=[bears])
    s.resolve()
    assert s.obj(bears).tapped


def test_cr_111_10a_sacrifice_a_treasure_as_a_cost() -> None:
    """Stimulus Package: "Sacrifice a Treasure: Create a 1/1 green and white Citizen creature
    token." Not offered without a Treasure; with one (made as it enters), the Treasure is
    sacrificed and a Citizen made."""
    s = game("Stimulus Package")
    s.put(A, "Stimulus Package")
    s.start()
    assert _activations(s, A, "Stimulus Package") == []
    s = game("Stimulus Package")
    s.lands(A, "Forest", 3)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Stimulus Package")
    s.start()
    s.cast(A, "Stimulus Package")
    s.resolve()  # the spell, then its enters trigger: two Treasures
    s.resolve()
    names = [s.obj(o).card.name for o in s.state.battlefield]
    assert names.count("Treasure") == 2
    s.then("cast.sacrifice", (next(o for o in s.state.battlefield
                                   if s.obj(o).card.name == "Treasure"),))
    s.activate(A, "Stimulus Package")
    s.resolve()
    names = [s.obj(o).card.name for o in s.state.battlefield]
    assert names.count("Treasure") == 1 and names.count("Citizen") == 1


def test_cr_111_1_sacrifice_a_token_not_a_card() -> None:
    """Glimmer Bairn: "Sacrifice a token: Glimmer Bairn gets +2/+2 until end of turn." The
    nontoken Grizzly Bears can't pay it."""
    assert "Sacrifice a token: ~ gets +2/+2 until end of turn." in render_card(
        real("Glimmer Bairn"))
    s = game("Glimmer Bairn")
    s.put(A, "Glimmer Bairn")
    s.put(A, "Grizzly Bears")
    s.start()
    assert _activations(s, A, "Glimmer Bairn") == []


# -- a counter removed from a permanent chosen as the cost is paid (CR 118.3, 122) --------------
def test_cr_118_3_ghave_removes_a_counter_from_a_creature_you_control() -> None:
    """Ghave, Guru of Spores: "{1}, Remove a +1/+1 counter from a creature you control: Create
    a 1/1 green Saproling creature token." Not offered while no creature of A's has a +1/+1
    counter; with Ghave's counters, only a creature with one may be chosen, it loses one and
    a Saproling is made."""
    ghave = "Ghave, Guru of Spores"
    assert ("{1}, Remove a +1/+1 counter from a creature you control: Create a 1/1 green "
            "Saproling creature token.") in render_card(real(ghave))
    s = game(ghave)
    s.lands(A, "Forest", 2)
    s.put(A, ghave)
    s.put(B, "Grizzly Bears", counters={"+1/+1": 2})  # not A's
    s.start()
    assert [o for o in _activations(s, A, ghave) if o.index == 1] == []
    s = game(ghave)
    s.lands(A, "Forest", 2)
    guru = s.put(A, ghave, counters={"+1/+1": 5})
    s.put(A, "Grizzly Bears")
    s.start()
    s.then("cast.remove_counter", guru)  # the only creature with a counter: the one option
    s.activate(A, ghave, 1)
    assert s.obj(guru).counters["+1/+1"] == 4
    s.resolve()
    names = [s.obj(o).card.name for o in s.state.battlefield]
    assert names.count("Saproling") == 1


# -- "Sacrifice enchanted creature", "Pay half your life, rounded up" (CR 118.3, 119.4) --------
def test_cr_118_3_an_aura_sacrifices_the_creature_it_enchants() -> None:
    """Bloodfire Infusion: "{R}, Sacrifice enchanted creature: Bloodfire Infusion deals damage
    equal to the sacrificed creature's power to each creature." On A's Hill Giant (3/3): the
    Giant is sacrificed (no choice), 3 damage kills B's Grizzly Bears, not the Serra Angel."""
    s = game("Bloodfire Infusion")
    s.lands(A, "Mountain", 1)
    giant = s.put(A, "Hill Giant")
    s.put(A, "Bloodfire Infusion", attached_to=giant)
    s.put(B, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.activate(A, "Bloodfire Infusion")
    assert s.zone_of("Hill Giant") == "graveyard"
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Serra Angel") == "battlefield" and s.obj(angel).damage == 3


def test_cr_118_3_no_sacrifice_of_an_enchanted_creature_another_player_controls() -> None:
    """The same Aura on B's creature: A can't sacrifice it, so it is not offered."""
    s = game("Bloodfire Infusion")
    s.lands(A, "Mountain", 1)
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Bloodfire Infusion", attached_to=bears)
    s.start()
    assert _activations(s, A, "Bloodfire Infusion") == []


def test_cr_119_4_pay_half_your_life_rounded_up() -> None:
    """Murderous Betrayal: "{B}{B}, Pay half your life, rounded up: Destroy target nonblack
    creature." At 19 life A pays 10 (rounded up) and the Bears are destroyed."""
    s = game("Murderous Betrayal")
    s.lands(A, "Swamp", 2)
    s.put(A, "Murderous Betrayal")
    bears = s.put(B, "Grizzly Bears")
    s.set_life(A, 19)
    s.start()
    s.activate(A, "Murderous Betrayal", targets=[bears])
    assert s.life(A) == 9
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- Forecast (CR 702.57a) ---------------------------------------------------------------------
def test_cr_702_57a_forecast_from_hand_only_during_your_upkeep_once_each_turn() -> None:
    """Skyscribing: "Forecast — {2}{U}, Reveal Skyscribing from your hand: Each player draws a
    card." In A's upkeep it is offered for the card in hand; each player draws, the card
    stays in hand, and it is not offered again that upkeep nor in A's main phase."""
    card = real("Skyscribing")
    assert "Forecast — {2}{U}, Reveal ~ from your hand: Each player draws a card." in (
        render_card(card))
    s = game("Skyscribing")
    s.lands(A, "Island", 3)
    s.hand(A, "Skyscribing")
    s.start(step="upkeep")
    hand_a, hand_b = s.hand_size(A), s.hand_size(B)
    (option,) = _activations(s, A, "Skyscribing")
    s.apply(A, option)
    s.resolve()
    assert (s.hand_size(A), s.hand_size(B)) == (hand_a + 1, hand_b + 1)
    assert s.zone_of("Skyscribing") == "hand"
    assert _activations(s, A, "Skyscribing") == []  # once each turn
    s = game("Skyscribing")
    s.lands(A, "Island", 3)
    s.hand(A, "Skyscribing")
    s.start()
    assert _activations(s, A, "Skyscribing") == []  # not in the main phase


GAINED = ("Shinen of Fury's Fire", "Ghost-Lit Raider", "Ghoulcaller's Accomplice",
          "Thran Foundry", "Amulet of Unmaking", "Quest for the Gravelord", "Umbral Mantle",
          "Devoted Druid", "Mirrorshell Crab", "Ghor-Clan Rampager", "Soul of Zendikar",
          "Perilous Vault", "Khalni Heart Expedition", "Pili-Pala", "Goldmaw Champion",
          "Fervent Paincaster", "Hope Tender", "Arc-Slogger", "Network Terminal",
          "Lion's Eye Diamond", "Magma Opus", "Sure-Footed Infiltrator", "Diamond Lion",
          "Half-Elf Monk", "Blink Dog", "Stimulus Package", "Glimmer Bairn",
          "Falkenrath Forebear", "Caribou Range", "Ghave, Guru of Spores",
          "Shapers of Nature", "Quillspike", "Bloodfire Infusion", "Betrothed of Fire",
          "Murderous Betrayal", "Skyscribing", "Piercing Rays", "Steeling Stance")


@pytest.mark.parametrize("name", GAINED)
def test_the_cards_these_costs_gained_play_and_pass_the_faithfulness_check(name: str) -> None:
    """Each card read by these cost parts is supported, keeps the invariants in a generated
    game with seeded random bots choosing every cost (never a hang), and passes the
    behavioural check (or has nothing the audit can see on its board)."""
    card = compiled(name)
    assert card.supported and card.card is not None, card.reason
    run_generated(name, card.card)
    assert audit_card(name, card.card).verdict in ("pass", "resolved")
