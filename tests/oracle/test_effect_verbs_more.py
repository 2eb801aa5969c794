"""Issues 28/29, the effect-verb long tail (the "verbs" helper): keyword actions read as verbs
that compose with the grammar's objects, nouns, quantities, durations and clause modifiers —
populate (CR 701.30), clash (701.23), connive (701.47), amass (701.44), detain (701.29) and
switching power and toughness (613.4d). Each card is compiled from its real Oracle text
(MTGJSON 2022-04-25), rendered back, supported, and played: each test asserts what the text
says happens."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, TurnFaceUp
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import card, effects_of, scenario


def tokens_named(s: Scenario, name: str, player: int = A) -> list[int]:
    return [oid for oid in s.state.battlefield if s.obj(oid).token
            and s.obj(oid).card.name == name and s.controller(oid) == player]


# -- populate (CR 701.30) ---------------------------------------------------------------------

def test_cr_701_30a_coursers_accord_creates_a_centaur_then_populates_it() -> None:
    """"Create a 3/3 green Centaur creature token, then populate." — the only creature token
    is the new Centaur, so populate copies it: two 3/3 Centaurs."""
    s = scenario("Coursers' Accord")
    s.lands(A, "Forest", 3)
    s.lands(A, "Plains", 3)
    s.hand(A, "Coursers' Accord")
    s.start()
    s.cast(A, "Coursers' Accord")
    s.resolve()
    centaurs = tokens_named(s, "Centaur")
    assert len(centaurs) == 2
    assert all(s.pt(oid) == (3, 3) for oid in centaurs)


def test_cr_701_30a_populate_asks_which_creature_token_to_copy() -> None:
    """With a Centaur and a Zombie Army token, the controller chooses the token populate
    copies (701.30a); a creature token of the opponent's is never a choice."""
    s = scenario("Coursers' Accord", "Aven Eternal")
    s.lands(A, "Forest", 3)
    s.lands(A, "Plains", 3)
    s.lands(A, "Island", 3)
    s.hand(A, "Aven Eternal")
    s.hand(A, "Coursers' Accord")
    s.start()
    s.cast(A, "Aven Eternal")
    s.resolve()
    [army] = tokens_named(s, "Zombie Army")
    s.cast(A, "Coursers' Accord")
    s.pass_priority()
    s.pass_priority()
    decision = s.pending
    assert decision is not None and "populate" in decision.prompt
    [centaur] = tokens_named(s, "Centaur")
    assert set(decision.options) == {army, centaur}
    s.apply(A, centaur)
    s.resolve()
    assert len(tokens_named(s, "Centaur")) == 2 and tokens_named(s, "Zombie Army") == [army]
    assert [dict(e.data).get("copied") for e in s.events("populate")] == ["Centaur"]


def test_cr_701_30b_populate_with_no_creature_token_creates_nothing() -> None:
    """"Populate." alone (Sundering Growth's second sentence) with no creature token: no token
    is created (701.30b)."""
    populate = [e for e in effects_of("Sundering Growth") if isinstance(e, m.Populate)]
    assert populate, "Sundering Growth compiles its populate"
    s = scenario("Sundering Growth")
    s.lands(A, "Forest", 1)
    s.lands(A, "Plains", 1)
    s.hand(A, "Sundering Growth")
    ring = s.put(B, "Swiftfoot Boots")
    s.start()
    s.cast(A, "Sundering Growth", targets=[ring])
    s.resolve()
    assert s.zone_of("Swiftfoot Boots") == "graveyard"
    assert not [oid for oid in s.state.battlefield if s.obj(oid).token]


# -- clash (CR 701.23) ------------------------------------------------------------------------

def test_cr_701_23d_adder_staff_boggart_wins_the_clash_and_gets_a_counter() -> None:
    """"When ~ enters, clash with an opponent. If you win, put a +1/+1 counter on ~." — A
    reveals Serra Angel (mana value 5), B an Island (0): A wins, the Boggart is 3/2; both keep
    their card on top."""
    s = scenario("Adder-Staff Boggart")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Adder-Staff Boggart")
    angel = s.library_top(A, "Serra Angel")
    island = s.library_top(B, "Island")
    s.start()
    s.cast(A, "Adder-Staff Boggart")
    s.then("clash", ())  # A keeps the Angel on top
    s.then("clash", ())  # B keeps the Island on top
    s.resolve()
    assert s.pt(s.id("Adder-Staff Boggart")) == (3, 2)
    assert s.state.players[A].zones["library"][0] == angel
    assert s.state.players[B].zones["library"][0] == island
    assert [dict(e.data)["won"] for e in s.events("clash")] == [True]


def test_cr_701_23d_a_tie_is_no_win_and_a_clashing_card_may_go_to_the_bottom() -> None:
    """Both reveal a mana value 4 card: nobody's is higher, so A doesn't win (701.23d) and the
    Boggart stays 2/1; B puts theirs on the bottom (701.23a)."""
    s = scenario("Adder-Staff Boggart")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Adder-Staff Boggart")
    s.library_top(A, "Charging Rhino")  # {3}{G}{G}: 5
    theirs = s.library_top(B, "Serra Angel")  # {3}{W}{W}: 5
    s.start()
    s.cast(A, "Adder-Staff Boggart")
    s.then("clash", ())
    s.then("clash", (theirs,))
    s.resolve()
    assert s.pt(s.id("Adder-Staff Boggart")) == (2, 1)
    assert [dict(e.data)["won"] for e in s.events("clash")] == [False]
    bottom = s.obj(s.state.players[B].zones["library"][-1])
    assert bottom.card.name == "Serra Angel" and s.state.players[B].zones["library"][0] != theirs


def test_cr_701_23_titans_revenge_returns_to_hand_when_you_win_the_clash() -> None:
    """"~ deals X damage to any target. Clash with an opponent. If you win, return ~ to its
    owner's hand." — the clash verb in a spell, its win read by the sentence after it: X=3
    kills the Hill Giant and A's Archangel (7) beats B's Forest (0), so the sorcery goes back
    to A's hand instead of the graveyard."""
    s = scenario("Titan's Revenge")
    s.lands(A, "Mountain", 5)
    s.hand(A, "Titan's Revenge")
    giant = s.put(B, "Hill Giant")
    s.library_top(A, "Archangel")
    s.library_top(B, "Forest")
    s.start()
    s.cast(A, "Titan's Revenge", targets=[giant], x=3)
    s.then("clash", ())
    s.then("clash", ())
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Titan's Revenge") == "hand"


def test_cr_701_23_losing_the_clash_leaves_the_spell_in_the_graveyard() -> None:
    """B's Archangel (7) beats A's Forest (0): A loses, Titan's Revenge is put into its
    owner's graveyard as usual (608.2n)."""
    s = scenario("Titan's Revenge")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Titan's Revenge")
    s.library_top(A, "Forest")
    s.library_top(B, "Archangel")
    s.start()
    s.cast(A, "Titan's Revenge", targets=["p1"], x=1)
    s.then("clash", ())
    s.then("clash", ())
    s.resolve()
    assert s.life(B) == 19
    assert s.zone_of("Titan's Revenge") == "graveyard"


# -- connive (CR 701.47) ----------------------------------------------------------------------

def test_cr_701_47a_hypnotic_grifter_connives_discarding_a_nonland_for_a_counter() -> None:
    """"{3}: ~ connives." — draw a card, then discard one; a nonland card discarded puts a
    +1/+1 counter on the Grifter (1/2 → 2/3)."""
    s = scenario("Hypnotic Grifter")
    s.lands(A, "Island", 3)
    grifter = s.put(A, "Hypnotic Grifter")
    bears = s.hand(A, "Grizzly Bears")
    s.hand(A, "Forest")
    s.start()
    s.activate(A, "Hypnotic Grifter")
    s.then("connive", (bears,))
    s.resolve()
    assert s.graveyard_names(A) == ["Grizzly Bears"]
    assert s.hand_size(A) == 2  # two cards, plus one drawn, minus one discarded
    assert s.pt(grifter) == (2, 3)


def test_cr_701_47a_a_land_discarded_by_conniving_gives_no_counter() -> None:
    """Discarding a land card: no +1/+1 counter (701.47a)."""
    s = scenario("Hypnotic Grifter")
    s.lands(A, "Island", 3)
    grifter = s.put(A, "Hypnotic Grifter")
    s.hand(A, "Grizzly Bears")
    forest = s.hand(A, "Forest")
    s.start()
    s.activate(A, "Hypnotic Grifter")
    s.then("connive", (forest,))
    s.resolve()
    assert s.graveyard_names(A) == ["Forest"]
    assert s.pt(grifter) == (1, 2)


def test_cr_701_47a_echo_inspector_it_connives_as_it_enters() -> None:
    """"When ~ enters, it connives." — "it" is the Inspector (CR 603.10): with an empty hand,
    the drawn card is the one discarded; the library's top card is a creature, so the
    Inspector gets a counter (2/3 → 3/4)."""
    s = scenario("Echo Inspector")
    s.lands(A, "Island", 4)
    s.hand(A, "Echo Inspector")
    s.library_top(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Echo Inspector")
    s.resolve()
    assert s.graveyard_names(A) == ["Grizzly Bears"]
    assert s.pt(s.id("Echo Inspector")) == (3, 4)


# -- amass (CR 701.44) ------------------------------------------------------------------------

def test_cr_701_44a_aven_eternal_amasses_a_zombie_army_then_grows_it() -> None:
    """"When ~ enters, amass 1." — with no Army, a 0/0 black Zombie Army token is created and
    gets the counter before state-based actions (1/1); a second amass puts its counter on
    that Army rather than creating another (2/2)."""
    s = scenario("Aven Eternal")
    s.lands(A, "Island", 6)
    s.hand(A, "Aven Eternal", count=2)
    s.start()
    s.cast(A, "Aven Eternal")
    s.resolve()
    [army] = tokens_named(s, "Zombie Army")
    c = chars(s.state, s.obj(army))
    assert {"Zombie", "Army"} <= set(c.subtypes) and set(c.colors) == {"B"}
    assert s.pt(army) == (1, 1)
    s.cast(A, "Aven Eternal")
    s.resolve()
    assert tokens_named(s, "Zombie Army") == [army]
    assert s.pt(army) == (2, 2)


def test_cr_701_44a_grim_initiate_amasses_when_it_dies() -> None:
    """"When ~ dies, amass 1." — a death trigger with the verb: the Army arrives after the
    Initiate goes to the graveyard (Titan's Revenge kills it; A loses the clash)."""
    s = scenario("Grim Initiate", "Titan's Revenge")
    s.lands(A, "Mountain", 3)
    s.put(A, "Grim Initiate")
    s.hand(A, "Titan's Revenge")
    s.library_top(A, "Forest")
    s.library_top(B, "Archangel")
    s.start()
    s.cast(A, "Titan's Revenge", targets=[s.id("Grim Initiate")], x=1)
    s.then("clash", ())
    s.then("clash", ())
    s.resolve()
    assert s.zone_of("Grim Initiate") == "graveyard"
    [army] = tokens_named(s, "Zombie Army")
    assert s.pt(army) == (1, 1)


# -- detain (CR 701.29) -----------------------------------------------------------------------

def test_cr_701_29a_azorius_arrester_detains_until_your_next_turn() -> None:
    """"When ~ enters, detain target creature an opponent controls." — until A's next turn the
    Hill Giant can't attack or block and its activated abilities can't be activated; on A's
    next turn the restriction is gone."""
    s = scenario("Azorius Arrester", library=10)
    s.lands(A, "Plains", 2)
    s.hand(A, "Azorius Arrester")
    giant = s.put(B, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Azorius Arrester")
    s.then("cast.target", giant)
    s.resolve()
    rules = chars(s.state, s.obj(giant)).rules
    assert {"cant_attack", "cant_block", "cant_activate"} <= set(rules)
    assert "cant_attack" not in chars(s.state, s.obj(bears)).rules
    s.to_step("upkeep", active=B)
    assert "cant_attack" in chars(s.state, s.obj(giant)).rules  # B's turn: still detained
    s.to_step("upkeep", active=A)
    assert not {"cant_attack", "cant_block", "cant_activate"} & set(
        chars(s.state, s.obj(giant)).rules)


def test_cr_701_29a_detain_targets_only_what_the_noun_allows() -> None:
    """The verb takes the shared target grammar: "target creature an opponent controls" —
    A's own creature is no legal choice."""
    s = scenario("Azorius Arrester")
    s.lands(A, "Plains", 2)
    s.hand(A, "Azorius Arrester")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Azorius Arrester")
    s.pass_priority()
    s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert theirs in decision.options and mine not in decision.options


# -- switch power and toughness (CR 613.4d) ---------------------------------------------------

def test_cr_613_4d_crookclaw_transmuter_switches_target_creatures_power_and_toughness() -> None:
    """"When ~ enters, switch target creature's power and toughness until end of turn." —
    Valley Rannet (6/3) is 3/6 this turn and 6/3 again after the cleanup step."""
    s = scenario("Crookclaw Transmuter")
    s.lands(A, "Island", 4)
    s.hand(A, "Crookclaw Transmuter")
    rannet = s.put(B, "Valley Rannet")
    s.start()
    s.cast(A, "Crookclaw Transmuter")
    s.then("cast.target", rannet)
    s.resolve()
    assert s.pt(rannet) == (3, 6)
    s.to_step("upkeep", active=B)
    assert s.pt(rannet) == (6, 3)


def test_cr_613_4d_a_switch_to_zero_toughness_kills_the_creature() -> None:
    """Terra Ravager (0/4) switched is 4/0 and is put into its owner's graveyard as a
    state-based action (704.5f)."""
    s = scenario("Crookclaw Transmuter")
    s.lands(A, "Island", 4)
    s.hand(A, "Crookclaw Transmuter")
    ravager = s.put(B, "Terra Ravager")
    s.start()
    s.cast(A, "Crookclaw Transmuter")
    s.then("cast.target", ravager)
    s.resolve()
    assert s.zone_of("Terra Ravager") == "graveyard"


def test_cr_613_4d_the_switch_applies_after_counters_in_layer_7d() -> None:
    """Switching is applied after every P/T change of layers 7a–7c (613.4d): Fluxcharger
    (1/5, "you may switch ~'s power and toughness until end of turn" when you cast an instant
    or sorcery) with a +1/+1 counter is 2/6, switched 6/2."""
    s = scenario("Fluxcharger", "Titan's Revenge")
    s.lands(A, "Mountain", 3)
    flux = s.put(A, "Fluxcharger", counters={"+1/+1": 1})
    s.hand(A, "Titan's Revenge")
    s.library_top(A, "Forest")
    s.library_top(B, "Forest")
    s.start()
    assert s.pt(flux) == (2, 6)
    s.cast(A, "Titan's Revenge", targets=["p1"], x=1)
    s.then("switchpt", True)
    s.then("clash", ())
    s.then("clash", ())
    s.resolve()
    assert s.pt(flux) == (6, 2)


@pytest.mark.parametrize("name", [
    "Growing Ranks", "Coursers' Accord", "Echo Inspector", "Hypnotic Grifter", "Grim Initiate",
    "Aven Eternal", "Azorius Arrester", "Azorius Justiciar", "Calcite Snapper",
    "Crookclaw Transmuter", "Adder-Staff Boggart", "Bog Hoodlums", "Fluxcharger",
    "Titan's Revenge", "Release the Ants", "Weed Strangle", "Sundering Growth"])
def test_each_verb_card_round_trips_and_is_supported(name: str) -> None:
    """Every card the verbs unlock here compiles from its real Oracle text and renders back
    to it (magic.md §2)."""
    assert card(name).name == name


# -- tap or untap (CR 701.21) -----------------------------------------------------------------

def test_cr_701_21a_twiddle_untaps_or_taps_the_target_as_its_controller_chooses() -> None:
    """"You may tap or untap target artifact, creature, or land." — the choice is made as it
    resolves: the tapped Hill Giant is untapped; cast again on an untapped Forest, it is
    tapped."""
    s = scenario("Twiddle")
    s.lands(A, "Island", 2)
    s.hand(A, "Twiddle", count=2)
    giant = s.put(B, "Hill Giant", tapped=True)
    forest = s.put(B, "Forest")
    s.start()
    s.cast(A, "Twiddle", targets=[giant])
    s.then("taporuntap", True)
    s.then("tap or untap", "untap")
    s.resolve()
    assert not s.obj(giant).tapped
    s.cast(A, "Twiddle", targets=[forest])
    s.then("taporuntap", True)
    s.then("tap or untap", "tap")
    s.resolve()
    assert s.obj(forest).tapped


# -- the party (CR 700.8) ---------------------------------------------------------------------

def test_cr_700_8a_malakir_blood_priest_drains_for_each_creature_in_your_party() -> None:
    """"… each opponent loses X life and you gain X life, where X is the number of creatures
    in your party." — the Priest (a Cleric), Phantom Warrior and a changeling (Chameleon
    Colossus, any one type) make a party of three; the Bears are in no party."""
    s = scenario("Malakir Blood-Priest")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Malakir Blood-Priest")
    s.put(A, "Phantom Warrior")
    s.put(A, "Chameleon Colossus")
    s.put(A, "Grizzly Bears")
    s.put(B, "Phantom Warrior")  # an opponent's creature is in their party, not A's
    s.start()
    s.cast(A, "Malakir Blood-Priest")
    s.resolve()
    assert s.life(B) == 17 and s.life(A) == 23


def test_cr_700_8b_a_party_counts_each_creature_once_and_each_type_once() -> None:
    """Two Warriors fill one place; the changeling takes whichever type gives the highest
    count (700.8b): Priest + Warrior + Colossus = 3, not 4."""
    s = scenario("Malakir Blood-Priest")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Malakir Blood-Priest")
    s.put(A, "Phantom Warrior")
    s.put(A, "Phantom Warrior")
    s.put(A, "Chameleon Colossus")
    s.start()
    s.cast(A, "Malakir Blood-Priest")
    s.resolve()
    assert s.life(B) == 17


def test_cr_700_8_shatterskull_minotaur_costs_one_less_for_each_creature_in_your_party() -> None:
    """"This spell costs {1} less to cast for each creature in your party." — with a Warrior
    and a changeling, the {4}{R}{R} Minotaur costs {2}{R}{R}: four Mountains cast it."""
    s = scenario("Shatterskull Minotaur")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Shatterskull Minotaur")
    s.put(A, "Phantom Warrior")
    s.put(A, "Chameleon Colossus")
    s.start()
    s.cast(A, "Shatterskull Minotaur")
    s.resolve()
    assert s.zone_of("Shatterskull Minotaur") == "battlefield"


def test_cr_700_8_with_no_party_the_minotaur_costs_its_full_six() -> None:
    """No Cleric, Rogue, Warrior or Wizard: no reduction, and four Mountains can't cast it."""
    s = scenario("Shatterskull Minotaur")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Shatterskull Minotaur")
    s.put(A, "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalAction):
        s.cast(A, "Shatterskull Minotaur")


# -- random discards (CR 701.8a) and "prevent all damage … to REF" (615.1a) -------------------

def test_cr_701_8a_goblin_lore_draws_four_then_discards_three_at_random() -> None:
    """"Draw four cards, then discard three cards at random." — nobody chooses (the game's
    seeded generator does): of the four drawn, one stays in hand and three are discarded."""
    s = scenario("Goblin Lore", library=8)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Goblin Lore")
    for name in ("Forest", "Island", "Hill Giant", "Swamp"):
        s.library_top(A, name)
    s.start()
    s.cast(A, "Goblin Lore")
    s.resolve()  # strict: any question asked would fail here
    hand = s.state.players[A].zones["hand"]
    assert len(hand) == 1
    assert len(s.graveyard_names(A)) == 4 and "Goblin Lore" in s.graveyard_names(A)
    seen = [s.obj(hand[0]).card.name, *s.graveyard_names(A)]
    assert sorted(seen) == sorted(["Forest", "Island", "Hill Giant", "Swamp", "Goblin Lore"])


def test_cr_701_8a_the_random_discard_is_the_seeds_and_replays_the_same() -> None:
    """The same seed discards the same cards; the choice is the game's generator's (no
    player is asked), so a replay is identical."""
    kept = []
    for _ in range(2):
        s = scenario("Goblin Lore", library=8, seed=7)
        s.lands(A, "Mountain", 2)
        s.hand(A, "Goblin Lore")
        for name in ("Forest", "Island", "Hill Giant", "Swamp"):
            s.library_top(A, name)
        s.start()
        s.cast(A, "Goblin Lore")
        s.resolve()
        kept.append(s.obj(s.state.players[A].zones["hand"][0]).card.name)
    assert kept[0] == kept[1]


def test_cr_701_8a_sonic_burst_discards_at_random_as_its_additional_cost() -> None:
    """"As an additional cost to cast this spell, discard a card at random." — paid without a
    choice as the spell is cast (601.2h); then 4 damage to the target."""
    s = scenario("Sonic Burst")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Sonic Burst")
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Forest")
    s.start()
    s.cast(A, "Sonic Burst", targets=["p1"])
    assert len(s.graveyard_names(A)) == 1  # paid before it resolves
    s.resolve()
    assert s.life(B) == 16
    assert s.hand_size(A) == 1


def test_cr_701_8a_mage_il_vec_cannot_pay_a_random_discard_with_an_empty_hand() -> None:
    """"{T}, Discard a card at random: ~ deals 1 damage to any target." — with a card in
    hand it is discarded and the damage dealt; with none the cost can't be paid."""
    s = scenario("Mage il-Vec")
    s.put(A, "Mage il-Vec")
    s.hand(A, "Forest")
    s.start()
    s.activate(A, "Mage il-Vec", targets=["p1"])
    s.resolve()
    assert s.life(B) == 19 and s.graveyard_names(A) == ["Forest"]
    s2 = scenario("Mage il-Vec")
    s2.put(A, "Mage il-Vec")
    s2.start()
    with pytest.raises(IllegalAction):
        s2.activate(A, "Mage il-Vec", targets=["p1"])


def test_cr_615_1a_shielded_passage_prevents_all_damage_to_the_creature_this_turn() -> None:
    """"Prevent all damage that would be dealt to target creature this turn." — Sonic Burst's
    4 damage to the shielded Hill Giant is prevented; it survives."""
    s = scenario("Shielded Passage", "Sonic Burst")
    s.lands(A, "Plains", 1)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Shielded Passage")
    s.hand(A, "Sonic Burst")
    s.hand(A, "Forest")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Shielded Passage", targets=[giant])
    s.resolve()
    s.cast(A, "Sonic Burst", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield" and s.obj(giant).damage == 0


# -- extra turns (CR 500.7) -------------------------------------------------------------------

def test_cr_500_7_time_warp_gives_the_target_player_the_next_turn() -> None:
    """"Target player takes an extra turn after this one." — A targets themself on turn 2:
    turn 3 is A's again, then B's turn 4 as usual."""
    s = scenario("Time Warp", library=10)
    s.lands(A, "Island", 5)
    s.hand(A, "Time Warp")
    s.start()
    s.cast(A, "Time Warp", targets=["p0"])
    s.resolve()
    s.to_step("upkeep", active=A)
    assert s.state.turn == 3 and s.state.active == A
    s.to_step("upkeep", active=B)
    assert s.state.turn == 4


def test_cr_500_7_time_stretch_gives_two_extra_turns_to_an_opponent() -> None:
    """"Target player takes two extra turns after this one." — B takes turns 3 and 4, and A's
    turn comes after (turn 5 would be B's without the extra turns' order: A, B, B, then A)."""
    s = Scenario(cards=card_pool() | {"Time Stretch": card("Time Stretch")}, library=10,
                 strict=False, seed=1)  # B's cleanup discards are B's own business here
    s.lands(A, "Island", 10)
    s.hand(A, "Time Stretch")
    s.start()
    s.cast(A, "Time Stretch", targets=["p1"])
    s.resolve()
    s.to_step("upkeep", active=A)
    order = [(dict(t.data)["turn"], t.player) for t in s.events("turn")]
    assert [(turn, player) for turn, player in order if turn in (3, 4, 5)] == [
        (3, B), (4, B), (5, A)]


def test_cr_500_7_capture_of_jingzhou_the_most_recent_extra_turn_is_taken_first() -> None:
    """"Take an extra turn after this one." twice in three-player game: A's extra turns come
    before B's and C's normal turns; with Time Warp on C cast after it, C's (newer) extra turn
    is taken first, then A's."""
    s = Scenario(players=3, cards=card_pool() | {n: card(n) for n in (
        "Capture of Jingzhou", "Time Warp")}, library=10, strict=True, seed=1)
    s.lands(A, "Island", 10)
    s.hand(A, "Capture of Jingzhou")
    s.hand(A, "Time Warp")
    s.start()
    s.cast(A, "Capture of Jingzhou")
    s.resolve()
    s.cast(A, "Time Warp", targets=["p2"])
    s.resolve()
    assert s.state.extra_turns == [A, 2]
    s.to_step("upkeep", active=2)
    assert s.state.turn == 3
    s.to_step("upkeep", active=A)
    assert s.state.turn == 4
    s.to_step("upkeep", active=B)
    assert s.state.turn == 5 and s.state.extra_turns == []


# -- "becomes the color / creature type of your choice" (CR 105.3, 205.1b) --------------------

def test_cr_105_3_tidal_visionary_makes_a_creature_the_color_of_your_choice() -> None:
    """"{T}: Target creature becomes the color of your choice until end of turn." — the green
    Grizzly Bears is only red until the turn ends (layer 5), then green again."""
    s = scenario("Tidal Visionary")
    s.put(A, "Tidal Visionary")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Tidal Visionary", targets=[bears])
    s.then("color of your choice", "red")
    s.resolve()
    assert set(chars(s.state, s.obj(bears)).colors) == {"R"}
    s.to_step("upkeep", active=B)
    assert set(chars(s.state, s.obj(bears)).colors) == {"G"}


def test_cr_205_1b_mistform_dreamer_becomes_the_creature_type_of_your_choice() -> None:
    """"{1}: ~ becomes the creature type of your choice until end of turn." — the Illusion
    becomes a Goblin and is no longer an Illusion (205.1b: the new creature type replaces the
    old ones); the choices are the creature types of the cards in the game (205.3m)."""
    s = scenario("Mistform Dreamer")
    s.lands(A, "Island", 1)
    dreamer = s.put(A, "Mistform Dreamer")
    s.put(B, "Mogg Fanatic")
    s.start()
    s.activate(A, "Mistform Dreamer")
    s.pass_priority()
    s.pass_priority()
    decision = s.pending
    assert decision is not None and "Goblin" in decision.options
    s.apply(A, "Goblin")
    s.resolve()
    subtypes = set(chars(s.state, s.obj(dreamer)).subtypes)
    assert "Goblin" in subtypes and "Illusion" not in subtypes


# -- skipping (CR 614.10) ---------------------------------------------------------------------

def test_cr_614_10_fatigue_the_target_player_skips_their_next_draw_step() -> None:
    """"Target player skips their next draw step." — B draws nothing on turn 3; the skip is
    used up, so B draws again on turn 5."""
    s = scenario("Fatigue", library=10)
    s.lands(A, "Island", 2)
    s.hand(A, "Fatigue")
    s.start()
    s.cast(A, "Fatigue", targets=["p1"])
    s.resolve()
    s.to_step("main1", active=B)
    assert s.hand_size(B) == 0
    s.to_step("main1", active=A)
    s.to_step("main1", active=B)
    assert s.hand_size(B) == 1


def test_cr_614_10_chronatog_you_skip_your_next_turn() -> None:
    """"{0}: ~ gets +3/+3 until end of turn. You skip your next turn." — A's turn 4 doesn't
    happen: B takes turns 3 and 4, A turn 5."""
    s = Scenario(cards=card_pool() | {"Chronatog": card("Chronatog")}, library=10,
                 strict=False, seed=1)
    tog = s.put(A, "Chronatog")
    s.start()
    s.activate(A, "Chronatog")
    s.resolve()
    assert s.pt(tog) == (4, 5)
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    order = [(dict(t.data)["turn"], t.player) for t in s.events("turn")]
    assert [(turn, player) for turn, player in order if turn in (3, 4, 5)] == [
        (3, B), (4, B), (5, A)]


def test_cr_701_8a_hymn_to_tourach_the_target_player_discards_two_at_random() -> None:
    """"Target player discards two cards at random." — B is asked nothing: two of B's three
    cards go to the graveyard."""
    s = scenario("Hymn to Tourach")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Hymn to Tourach")
    for name in ("Forest", "Hill Giant", "Island"):
        s.hand(B, name)
    s.start()
    s.cast(A, "Hymn to Tourach", targets=["p1"])
    s.resolve()
    assert s.hand_size(B) == 1 and len(s.graveyard_names(B)) == 2


# -- energy (CR 107.14, 122.1) ----------------------------------------------------------------

def energy(s: Scenario, player: int) -> int:
    return int(s.state.players[player].counters.get("energy", 0))


def test_cr_107_14_glimmer_of_genius_you_get_two_energy() -> None:
    """"Scry 2, then draw two cards. You get {E}{E}." — two energy counters on A (122.1)."""
    s = scenario("Glimmer of Genius", library=6)
    s.lands(A, "Island", 4)
    s.hand(A, "Glimmer of Genius")
    s.start()
    s.cast(A, "Glimmer of Genius")
    s.then("scry", ())
    s.resolve()
    assert energy(s, A) == 2 and s.hand_size(A) == 2


def test_cr_107_14_longtusk_cub_pays_energy_for_a_counter_and_no_more() -> None:
    """"Pay {E}{E}: Put a +1/+1 counter on ~." — with two energy the cost is paid (the
    counters are removed) and the Cub grows; with none left it can't be activated."""
    s = scenario("Longtusk Cub")
    cub = s.put(A, "Longtusk Cub")
    s.state.players[A].counters["energy"] = 2
    s.start()
    s.activate(A, "Longtusk Cub")
    s.resolve()
    assert s.pt(cub) == (3, 3) and energy(s, A) == 0
    with pytest.raises(IllegalAction):
        s.activate(A, "Longtusk Cub")


def test_cr_107_14_aether_chaser_may_pay_energy_as_it_attacks_for_a_servo() -> None:
    """"When ~ enters, you get {E}{E}." then "Whenever ~ attacks, you may pay {E}{E}. If you
    do, create a 1/1 colorless Servo artifact creature token." — the energy from entering pays
    for the Servo."""
    s = scenario("Aether Chaser", library=6)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Aether Chaser")
    s.start()
    s.cast(A, "Aether Chaser")
    s.resolve()
    assert energy(s, A) == 2
    chaser = s.id("Aether Chaser")
    s.obj(chaser).sick = False
    s.attack({chaser: "p1"})
    s.then("pay {E}{E}", True)
    s.resolve()
    assert energy(s, A) == 0 and len(tokens_named(s, "Servo")) == 1


def test_cr_107_14_aether_hub_pays_energy_for_mana_of_any_color() -> None:
    """"{T}, Pay {E}: Add one mana of any color." — a mana ability whose cost removes the
    energy counter; with no energy it can't be activated (the "{T}: Add {C}" one still can)."""
    s = scenario("Aether Hub")
    hub = s.put(A, "Aether Hub")
    s.state.players[A].counters["energy"] = 1
    s.start()
    decision = s.pending
    assert decision is not None
    green = next(o for o in decision.options if isinstance(o, Activate) and o.source == hub
                 and o.index == 2 and o.symbol == "G")
    s.apply(A, green)
    assert s.state.players[A].pool.get("G", 0) == 1
    assert energy(s, A) == 0 and s.obj(hub).tapped
    assert sum(s.state.players[A].pool.values()) == 1


# -- counters divided among targets (CR 601.2d) -----------------------------------------------

def test_cr_601_2d_elven_rite_distributes_two_counters_as_divided() -> None:
    """"Distribute two +1/+1 counters among one or two target creatures." — one on each of two
    creatures (the division chosen as the spell is cast)."""
    s = scenario("Elven Rite")
    s.lands(A, "Forest", 2)
    s.hand(A, "Elven Rite")
    bears = s.put(A, "Grizzly Bears")
    elves = s.put(A, "Llanowar Elves")
    s.start()
    s.cast(A, "Elven Rite", targets=[(bears, elves)], divide=[1, 1])
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.pt(elves) == (2, 2)


def test_cr_601_2d_splendid_agony_puts_both_minus_counters_on_one_target() -> None:
    """"Distribute two -1/-1 counters among one or two target creatures." — both on one
    2/2: it dies (704.5f)."""
    s = scenario("Splendid Agony")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Splendid Agony")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Splendid Agony", targets=[s.id("Grizzly Bears")], divide=[2])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- "prevent all combat damage … to and dealt by REF this turn" (CR 615.1a) ------------------

def test_cr_615_1a_moonlight_geist_prevents_combat_damage_to_and_by_itself() -> None:
    """"{3}{W}: Prevent all combat damage that would be dealt to and dealt by ~ this turn." —
    the 2/1 Geist attacks into Serra Angel's block: neither deals or is dealt combat damage, so
    the Geist survives and the Angel has no damage marked."""
    s = scenario("Moonlight Geist")
    s.lands(A, "Plains", 4)
    geist = s.put(A, "Moonlight Geist")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.activate(A, "Moonlight Geist")
    s.resolve()
    s.attack({geist: "p1"})
    s.block(B, {angel: geist})
    s.to_step("end_combat")
    assert s.zone_of("Moonlight Geist") == "battlefield"
    assert s.obj(angel).damage == 0 and s.life(B) == 20


def test_cr_615_1a_without_the_shield_the_geist_dies_in_that_block() -> None:
    """The same block without the activation: the Angel's 4 damage kills the Geist."""
    s = scenario("Moonlight Geist")
    geist = s.put(A, "Moonlight Geist")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.attack({geist: "p1"})
    s.block(B, {angel: geist})
    s.to_step("end_combat")
    assert s.zone_of("Moonlight Geist") == "graveyard" and s.obj(angel).damage == 2


def test_cr_615_1a_dawn_elemental_prevents_all_damage_dealt_to_itself() -> None:
    """"Prevent all damage that would be dealt to ~." (a static ability) — Sonic Burst's 4
    damage to the 3/3 is prevented; it survives with no damage marked."""
    s = scenario("Dawn Elemental", "Sonic Burst")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Sonic Burst")
    s.hand(A, "Forest")
    dawn = s.put(B, "Dawn Elemental")
    s.start()
    s.cast(A, "Sonic Burst", targets=[dawn])
    s.resolve()
    assert s.zone_of("Dawn Elemental") == "battlefield" and s.obj(dawn).damage == 0


def test_cr_615_1a_muzzle_prevents_all_damage_dealt_by_the_enchanted_creature() -> None:
    """"Prevent all damage that would be dealt by enchanted creature." — the muzzled Hill
    Giant attacks unblocked and B loses no life; an unenchanted one would deal 3."""
    s = scenario("Muzzle")
    giant = s.put(A, "Hill Giant")
    s.put(A, "Muzzle", attached_to=giant)
    s.start()
    s.attack({giant: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 20 and giant in s.state.attackers
    bare = scenario("Muzzle")
    other = bare.put(A, "Hill Giant")
    bare.start()
    bare.attack({other: "p1"})
    bare.to_step("end_combat")
    assert bare.life(B) == 17


def test_cr_615_7_circle_of_protection_red_prevents_the_next_damage_of_the_chosen_source() -> None:
    """"{1}: The next time a red source of your choice would deal damage to you this turn,
    prevent that damage." — B's Sonic Burst (red) targets A; A activates the Circle in
    response choosing the Burst: its 4 damage is prevented. Without the Circle A takes 4."""
    for shield in (True, False):
        s = scenario("Circle of Protection: Red", "Sonic Burst")
        s.lands(A, "Plains", 1)
        s.put(A, "Circle of Protection: Red")
        s.lands(B, "Mountain", 2)
        s.hand(B, "Sonic Burst")
        s.hand(B, "Forest")
        s.start(active=B)
        s.cast(B, "Sonic Burst", targets=["p0"])
        if shield:
            s.activate(A, "Circle of Protection: Red")
        s.resolve()
        assert s.life(A) == (20 if shield else 16)


def test_cr_615_7_the_shield_covers_only_the_chosen_source() -> None:
    """The Circle's shield is for the source chosen among the red ones (the Sonic Burst, not
    B's Mogg Fanatic): the Fanatic's 1 damage later in the turn is dealt in full."""
    s = scenario("Circle of Protection: Red", "Sonic Burst")
    s.lands(A, "Plains", 1)
    s.put(A, "Circle of Protection: Red")
    s.lands(B, "Mountain", 2)
    s.put(B, "Mogg Fanatic")
    s.hand(B, "Sonic Burst")
    s.hand(B, "Forest")
    s.start(active=B)
    s.cast(B, "Sonic Burst", targets=["p0"])
    s.activate(A, "Circle of Protection: Red")
    s.then("a source of your choice", s.id("Sonic Burst", "stack"))
    s.resolve()
    assert s.life(A) == 20
    s.activate(B, "Mogg Fanatic", targets=["p0"])
    s.resolve()
    assert s.life(A) == 19


# -- manifest (CR 701.34) ---------------------------------------------------------------------

def test_cr_701_34a_soul_summons_manifests_a_creature_card_and_turns_it_up_for_its_cost() -> None:
    """"Manifest the top card of your library." — Hill Giant enters face down: a nameless
    2/2 (708.2a) that B's view does not name (708.5); A turns it face up for its mana cost
    {3}{R} (a special action, 116.2b) and it is a 3/3 Hill Giant, the same object (708.8)."""
    s = scenario("Soul Summons")
    s.lands(A, "Plains", 2)
    s.lands(A, "Mountain", 4)
    s.hand(A, "Soul Summons")
    s.library_top(A, "Hill Giant")
    s.start()
    s.cast(A, "Soul Summons")
    s.resolve()
    (manifested,) = [oid for oid in s.state.battlefield if s.obj(oid).face_down]
    assert s.pt(manifested) == (2, 2) and s.obj(manifested).manifested
    assert "Hill Giant" not in repr(s.game.view(B)) and "Hill Giant" in repr(s.game.view(A))
    decision = s.pending
    assert decision is not None
    flip = next(o for o in decision.options if isinstance(o, TurnFaceUp))
    s.apply(A, flip)
    assert not s.obj(manifested).face_down and s.pt(manifested) == (3, 3)
    assert s.obj(manifested).card.name == "Hill Giant"


def test_cr_701_34a_a_manifested_noncreature_card_cannot_be_turned_face_up() -> None:
    """A manifested land card stays a face-down 2/2: only a creature card turns face up for
    its mana cost (701.34a)."""
    s = scenario("Soul Summons")
    s.lands(A, "Plains", 2)
    s.hand(A, "Soul Summons")
    s.library_top(A, "Forest")
    s.start()
    s.cast(A, "Soul Summons")
    s.resolve()
    (manifested,) = [oid for oid in s.state.battlefield if s.obj(oid).face_down]
    assert s.pt(manifested) == (2, 2)
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if isinstance(o, TurnFaceUp)]
