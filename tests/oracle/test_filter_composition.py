"""Issue 29, filters that compose (the "filters" helper): object descriptions every verb uses.

* "other NOUN" before any noun — "each other creature you control", "all other creatures",
  "other Humans you control" — and "NOUN other than ~" after it: not the ability's own object
  (CR 109.1, 115.1), matched against the source as the effect happens (608.2c). In an instant,
  a sorcery or a mode, and after a target, "other" names what the text named before, so those
  are refused rather than misread.

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported,
and played: each test asserts what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Unanswered
from tests.oracle.conftest import card, compiled, scenario
from tests.oracle.test_generated_games import run_generated

# -- "other NOUN" / "NOUN other than ~" (CR 109.1, 115.1) ---------------------------------------

def test_cr_109_1_ridgescale_tusker_counter_on_each_other_creature_you_control() -> None:
    """"When ~ enters, put a +1/+1 counter on each other creature you control." — A's Bears
    get one; the Tusker itself and B's Bears get none."""
    s = scenario("Ridgescale Tusker")
    s.lands(A, "Forest", 5)
    s.hand(A, "Ridgescale Tusker")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Ridgescale Tusker")
    s.resolve()
    tusker = s.id("Ridgescale Tusker")
    assert s.obj(mine).counters.get("+1/+1") == 1
    assert not s.obj(tusker).counters.get("+1/+1")
    assert not s.obj(theirs).counters.get("+1/+1")
    assert s.pt(mine) == (3, 3)


def test_cr_109_1_shrieking_mogg_taps_all_other_creatures() -> None:
    """"When ~ enters, tap all other creatures." — every creature but the Mogg, both sides."""
    s = scenario("Shrieking Mogg")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Shrieking Mogg")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Shrieking Mogg")
    s.resolve()
    assert s.obj(mine).tapped and s.obj(theirs).tapped
    assert not s.obj(s.id("Shrieking Mogg")).tapped


def test_cr_115_1_serendib_sorcerer_cannot_target_itself() -> None:
    """"{T}: Target creature other than ~ has base power and toughness 0/2 until end of
    turn." — the Sorcerer is no legal target (115.1); B's Serra Angel becomes 0/2."""
    s = scenario("Serendib Sorcerer")
    sorcerer = s.put(A, "Serendib Sorcerer")
    angel = s.put(B, "Serra Angel")
    s.start()
    with pytest.raises(Unanswered):  # no target scripted: the game asks which
        s.activate(A, "Serendib Sorcerer")
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target")
    offered = {o[0] if isinstance(o, tuple) else o for o in decision.options}
    assert angel in offered and sorcerer not in offered
    s.apply(A, angel if decision.tag == "cast.target" else (angel,))
    s.resolve()
    assert s.pt(angel) == (0, 2)
    assert s.pt(sorcerer) == (1, 1)


def test_other_in_a_sorcery_names_what_came_before_and_is_refused() -> None:
    """Martial Coup: "Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy
    all other creatures." — "other" is other than the Soldiers, not the spell: refused
    rather than read as "every creature"; a permanent's "all other creatures" reads back."""
    assert not compiled("Martial Coup").supported
    assert "destroy all other creatures." in render_card(card("Novablast Wurm")).lower()


# -- relations to the object the ability names (CR 201.2 names, 105.2 colors) --------------------

def test_cr_201_2_maelstrom_pulse_destroys_every_permanent_with_that_name() -> None:
    """"Destroy target nonland permanent and all other permanents with the same name as that
    permanent." — B's two Grizzly Bears and A's own go; the Serra Angel stays."""
    s = scenario("Maelstrom Pulse")
    s.lands(A, "Forest", 1)
    s.lands(A, "Swamp", 2)
    s.hand(A, "Maelstrom Pulse")
    target = s.put(B, "Grizzly Bears")
    second = s.put(B, "Grizzly Bears")
    mine = s.put(A, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Maelstrom Pulse", targets=[target])
    s.resolve()
    assert s.graveyard_names(B).count("Grizzly Bears") == 2
    assert s.graveyard_names(A).count("Grizzly Bears") == 1
    assert s.obj(angel).zone == "battlefield"
    assert second not in s.state.battlefield and mine not in s.state.battlefield


def test_cr_105_2_cleansing_beam_hits_each_other_creature_sharing_a_color() -> None:
    """"~ deals 2 damage to target creature and each other creature that shares a color with
    it." — targeting B's white Serra Angel: the white Savannah Lions die, A's green Bears (no
    shared color) are dealt nothing; the Angel is dealt 2 once, not twice."""
    s = scenario("Cleansing Beam")
    s.lands(A, "Mountain", 5)
    s.hand(A, "Cleansing Beam")
    target = s.put(B, "Serra Angel")  # white, 4/4: survives 2 damage
    lions = s.put(B, "Savannah Lions")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Cleansing Beam", targets=[target])
    s.resolve()
    assert s.obj(target).damage == 2
    assert lions not in s.state.battlefield
    assert bears in s.state.battlefield and s.obj(bears).damage == 0


def test_cr_201_2_relation_words_read_back_and_name_the_target() -> None:
    """The related filter keeps its words and names the ability's target (""target:0"")."""
    pulse = card("Maelstrom Pulse")
    assert "all other permanents with the same name as that permanent" in \
        render_card(pulse)
    destroy_all = next(e for a in pulse.abilities for e in getattr(a, "effects", ())
                       if isinstance(e, m.Destroy) and e.filter is not None)
    assert destroy_all.filter is not None
    assert (destroy_all.filter.relation, destroy_all.filter.related_to,
            destroy_all.filter.related_other) == ("same_name", "target:0", True)


# -- "target cards from a single graveyard" (CR 115.1, 601.2c) -----------------------------------

def test_cr_601_2c_decompose_targets_cards_of_one_graveyard_only() -> None:
    """"Exile up to three target cards from a single graveyard." — with cards in both
    graveyards A first chooses B's graveyard; then only B's cards are offered, and the three
    chosen are exiled while A's card stays."""
    s = scenario("Decompose")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Decompose")
    mine = s.graveyard(A, "Grizzly Bears")
    theirs = [s.graveyard(B, "Grizzly Bears"), s.graveyard(B, "Serra Angel"),
              s.graveyard(B, "Savannah Lions"), s.graveyard(B, "Llanowar Elves")]
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Decompose")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target_chooser"
    assert set(decision.options) == {"p0", "p1"}
    s.apply(A, "p1")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.targets"
    assert set(decision.options) == set(theirs) and mine not in decision.options
    assert decision.max_count == 3
    s.apply(A, tuple(theirs[:3]))
    s.resolve()
    exiled = sorted(o.card.name for o in s.state.objects.values()
                    if o.zone == "exile" and o.owner == B)
    assert exiled == ["Grizzly Bears", "Savannah Lions", "Serra Angel"]
    assert s.graveyard_names(B) == ["Llanowar Elves"]
    assert "Grizzly Bears" in s.graveyard_names(A)


def test_cr_601_2c_single_graveyard_reads_back() -> None:
    """The words come back: "up to three target cards from a single graveyard"."""
    assert "Exile up to three target cards from a single graveyard." in \
        render_card(card("Decompose"))


# -- every card these filters support plays its generated game -----------------------------------

GAINED = ("Ridgescale Tusker", "Shrieking Mogg", "Serendib Sorcerer", "Faceless Butcher",
          "Worldgorger Dragon", "Novablast Wurm", "Kederekt Leviathan", "Acid-Spewer Dragon",
          "Palisade Giant", "Pestilence Rats", "Eater of Hope", "Thalia's Lieutenant",
          "Maelstrom Pulse", "Echoing Ruin", "Sever the Bloodline", "Wake of Destruction",
          "Homing Lightning", "Izzet Staticaster", "Cleansing Beam", "Wojek Embermage",
          "Decompose", "Rats' Feast", "Carrion Beetles", "Ebony Charm",
          "Ionize", "Ankh of Mishra", "Bonecrusher Giant // Stomp", "Smash to Smithereens",
          "Psychic Venom", "Cindervines", "Broken Ambitions", "Forsaken Wastes",
          "Steel Overseer", "Arcbound Shikari", "Golem Artisan", "Leonin Iconoclast",
          "Ogre Leadfoot", "Pia Nalaar", "Tel-Jilad Wolf", "Weldfast Engineer",
          "Death's Duet", "Deadeye Tracker", "Lochmere Serpent", "Restock", "Zombie Mob",
          "Moonveil Dragon", "Zhang He, Wei General", "Renegade Warlord", "Smogsteed Rider",
          "Wild Beastmaster", "Olivia's Wrath", "The Meathook Massacre")


@pytest.mark.parametrize("name", GAINED)
def test_filter_cards_play_their_generated_game(name: str) -> None:
    """Each card is used on the generated board and every invariant holds (the game asks
    nothing the rules forbid and ends nowhere illegal)."""
    run_generated(name, card(name))


# -- "that NOUN's controller" (CR 608.2h) ----------------------------------------------------------

def test_cr_608_2h_ionize_damages_the_countered_spells_controller() -> None:
    """"Counter target spell. ~ deals 2 damage to that spell's controller." — B's Lightning
    Bolt is countered and B, its controller as it last existed, is dealt 2."""
    s = scenario("Ionize")
    s.lands(A, "Island", 2)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Ionize")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.cast(A, "Ionize", targets=[s.id("Lightning Bolt", "stack")])
    s.resolve()
    assert s.life(A) == 20
    assert s.life(B) == 18
    assert "Lightning Bolt" in s.graveyard_names(B)


def test_cr_608_2h_ankh_of_mishra_damages_the_lands_controller() -> None:
    """"Whenever a land enters, ~ deals 2 damage to that land's controller." — B plays a
    Forest and B is dealt 2; A, who controls the Ankh, is not."""
    s = scenario("Ankh of Mishra")
    s.put(A, "Ankh of Mishra")
    s.hand(B, "Forest")
    s.start(active=B)
    s.play_land(B, "Forest")
    s.resolve()
    assert s.life(B) == 18
    assert s.life(A) == 20


# -- two card types in the singular (CR 205.2a) ----------------------------------------------------

def test_cr_205_2a_steel_overseer_counters_only_artifact_creatures() -> None:
    """"{T}: Put a +1/+1 counter on each artifact creature you control." — the Overseer and
    A's Darksteel Myr (artifact creatures) get one; A's Grizzly Bears (not an artifact) and
    B's Darksteel Myr (not A's) get none."""
    s = scenario("Steel Overseer")
    overseer = s.put(A, "Steel Overseer")
    myr = s.put(A, "Darksteel Myr")
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Darksteel Myr")
    s.start()
    s.activate(A, "Steel Overseer")
    s.resolve()
    assert s.obj(overseer).counters.get("+1/+1") == 1
    assert s.obj(myr).counters.get("+1/+1") == 1
    assert not s.obj(bears).counters.get("+1/+1")
    assert not s.obj(theirs).counters.get("+1/+1")


# -- N target cards from a graveyard (CR 115.1, 601.2c) --------------------------------------------

def test_cr_601_2c_deaths_duet_returns_exactly_two_creature_cards() -> None:
    """"Return two target creature cards from your graveyard to your hand." — only A's
    creature cards are offered (not the Forest, not B's), exactly two are chosen, both come
    back to A's hand."""
    s = scenario("Death's Duet")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Death's Duet")
    bears = s.graveyard(A, "Grizzly Bears")
    lions = s.graveyard(A, "Savannah Lions")
    forest = s.graveyard(A, "Forest")
    theirs = s.graveyard(B, "Serra Angel")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Death's Duet")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.targets"
    assert set(decision.options) == {bears, lions}
    assert forest not in decision.options and theirs not in decision.options
    assert decision.min_count == decision.max_count == 2
    s.apply(A, (bears, lions))
    s.resolve()
    assert sorted(s.graveyard_names(A)) == ["Death's Duet", "Forest"]
    assert s.hand_size(A) == 2


def test_cr_404_zombie_mob_exiles_only_creature_cards_of_its_graveyard() -> None:
    """"When ~ enters, exile all creature cards from your graveyard." — A's Bears go to exile,
    A's Forest stays, B's Serra Angel (another graveyard) stays."""
    s = scenario("Zombie Mob")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Zombie Mob")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.graveyard(B, "Serra Angel")
    s.start()
    s.cast(A, "Zombie Mob")
    s.resolve()
    assert s.graveyard_names(A) == ["Forest"]
    assert s.graveyard_names(B) == ["Serra Angel"]
    assert [o.card.name for o in s.state.objects.values()
            if o.zone == "exile" and o.owner == A] == ["Grizzly Bears"]


# -- "each NOUN gets / gains …" (CR 611.2c) ------------------------------------------------

def test_cr_611_2c_moonveil_dragon_each_creature_you_control_gets_plus_one() -> None:
    """"{R}: Each creature you control gets +1/+0 until end of turn." — the Dragon and A's
    Bears get +1/+0 until the turn ends; B's Bears do not."""
    s = scenario("Moonveil Dragon")
    dragon = s.put(A, "Moonveil Dragon")
    s.lands(A, "Mountain", 1)
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    before = s.pt(dragon)
    s.activate(A, "Moonveil Dragon")
    s.resolve()
    assert s.pt(mine) == (3, 2)
    assert s.pt(dragon) == (before[0] + 1, before[1])
    assert s.pt(theirs) == (2, 2)
    s.to_step("upkeep", active=B)
    assert s.pt(mine) == (2, 2)


def test_cr_611_2c_smogsteed_rider_each_other_attacking_creature_gains_fear() -> None:
    """"Whenever ~ attacks, each other attacking creature gains fear until end of turn." —
    the Bears attacking beside it gain fear; the Rider itself does not."""
    s = scenario("Smogsteed Rider")
    rider = s.put(A, "Smogsteed Rider")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("declare_attackers")
    s.attack({rider: "p1", bears: "p1"})
    s.resolve()
    assert "fear" in s.keywords(bears)
    assert "fear" not in s.keywords(rider)


def test_cr_611_2c_olivias_wrath_each_non_vampire_creature_gets_minus_x() -> None:
    """"Each non-Vampire creature gets -X/-X until end of turn, where X is the number of
    Vampires you control." — with no Vampire X is 0: nothing changes; the words read back."""
    assert "Each non-Vampire creature gets -X/-X until end of turn, where X is the number of " \
        "Vampires you control." in render_card(card("Olivia's Wrath"))
