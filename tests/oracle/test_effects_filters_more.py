"""Issue 28, the effect-verb and filter sub-grammars (the "effects" helper): each addition is a
part that composes with the existing ones, read from the real Oracle text of real cards (MTGJSON
2022-04-25), rendered back, supported (magic.md §2) and played: each test asserts what the text
says happens."""

from __future__ import annotations

from functools import partial

from cardtable.games.magic import model as m
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real, until_choice


def library_names(s: Scenario, player: int) -> list[str]:
    return [s.obj(o).card.name for o in s.state.players[player].zones["library"]]


scenario = partial(game, library=0)


# -- library actions: head × take × rest (CR 401.4, 701.16a) --------------------------------

def test_cr_401_4_anticipate_one_into_hand_the_rest_on_the_bottom_in_any_order() -> None:
    """"Look at the top three cards of your library. Put one of them into your hand and the
    rest on the bottom of your library in any order." — A takes the Island, then orders the
    other two under the untouched card below them."""
    s = scenario("Anticipate")
    s.lands(A, "Island", 2)
    s.hand(A, "Anticipate")
    s.library_top(A, "Plains")  # fourth from the top: not looked at
    forest = s.library_top(A, "Forest")
    swamp = s.library_top(A, "Swamp")
    mountain = s.library_top(A, "Mountain")
    s.start()
    s.cast(A, "Anticipate")
    take = until_choice(s)
    assert take.player == A and set(take.options) == {mountain, swamp, forest}
    assert (take.min_count, take.max_count) == (1, 1)
    s.apply(A, (mountain,))
    order = until_choice(s)
    assert set(order.options) == {swamp, forest}
    s.apply(A, (forest, swamp))  # the first chosen goes to the bottom first
    s.resolve()
    assert s.zone_of("Mountain") == "hand"
    assert library_names(s, A) == ["Plains", "Forest", "Swamp"]


def test_cr_401_4_ancestral_memories_two_into_hand_the_rest_into_the_graveyard() -> None:
    """"Look at the top seven cards of your library. Put two of them into your hand and the
    rest into your graveyard." — two chosen cards to the hand, the other five to the graveyard,
    the eighth card stays."""
    s = scenario("Ancestral Memories")
    s.lands(A, "Island", 5)
    s.hand(A, "Ancestral Memories")
    s.library_top(A, "Plains")
    top = [s.library_top(A, name) for name in
           ("Forest", "Swamp", "Mountain", "Grizzly Bears", "Forest", "Swamp", "Llanowar Elves")]
    s.start()
    s.cast(A, "Ancestral Memories")
    take = until_choice(s)
    assert (take.min_count, take.max_count) == (2, 2) and set(take.options) == set(top)
    s.apply(A, (top[6], top[3]))  # in the order offered (top first)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand" and s.zone_of("Llanowar Elves") == "hand"
    assert sorted(s.graveyard_names(A)) == sorted(
        ["Forest", "Swamp", "Mountain", "Forest", "Swamp", "Ancestral Memories"])
    assert library_names(s, A) == ["Plains"]


def test_cr_701_16a_beast_hunt_all_creature_cards_revealed_this_way() -> None:
    """"Reveal the top three cards of your library. Put all creature cards revealed this way
    into your hand and the rest into your graveyard." — no choice: both creature cards go to
    the hand, the land to the graveyard, and the reveal is public."""
    s = scenario("Beast Hunt")
    s.lands(A, "Forest", 4)
    s.hand(A, "Beast Hunt")
    s.library_top(A, "Grizzly Bears")
    s.library_top(A, "Mountain")
    s.library_top(A, "Llanowar Elves")
    s.start()
    s.cast(A, "Beast Hunt")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand" and s.zone_of("Llanowar Elves") == "hand"
    assert s.zone_of("Mountain") == "graveyard"
    revealed = [e for e in s.events("reveal") if e.player == A]
    assert revealed and sorted(dict(revealed[-1].data)["cards"]) == sorted(
        ["Grizzly Bears", "Mountain", "Llanowar Elves"])


def test_cr_401_4_commune_with_nature_may_reveal_a_creature_card_or_none() -> None:
    """"Look at the top five cards of your library. You may reveal a creature card from among
    them and put it into your hand. Put the rest on the bottom of your library in any order."
    — only the creature card is offered, and taking none is allowed."""
    s = scenario("Commune with Nature")
    s.lands(A, "Forest", 1)
    s.hand(A, "Commune with Nature")
    s.library_top(A, "Island")
    s.library_top(A, "Forest")
    bears = s.library_top(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Commune with Nature")
    take = until_choice(s)
    assert take.options == (bears,) and (take.min_count, take.max_count) == (0, 1)
    s.apply(A, ())
    order = until_choice(s)
    assert len(order.options) == 3
    s.apply(A, tuple(order.options))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "library" and s.hand_size(A) == 0


# -- damage to "each" + any noun, and "damage equal to" any quantity (CR 120.1, 608.2h) -----

def test_cr_120_1_needle_storm_damages_each_creature_with_flying_only() -> None:
    """"Needle Storm deals 4 damage to each creature with flying." — both players' flyers
    die (Serra Angel 4/4, Wind Drake 2/2); Grizzly Bears, without flying, is not dealt
    damage."""
    s = scenario("Needle Storm")
    s.lands(A, "Forest", 3)
    s.hand(A, "Needle Storm")
    s.put(A, "Serra Angel")
    s.put(B, "Wind Drake")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Needle Storm")
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard" and s.zone_of("Wind Drake") == "graveyard"
    assert s.obj(bears).damage == 0 and s.life(A) == s.life(B) == 20


def test_cr_120_1_hurricane_x_damage_to_each_flyer_and_each_player() -> None:
    """"Hurricane deals X damage to each creature with flying and each player." — with X=2:
    Wind Drake (2/2) dies, Serra Angel (4/4) survives with 2 damage, both players lose 2."""
    s = scenario("Hurricane")
    s.lands(A, "Forest", 3)
    s.hand(A, "Hurricane")
    angel = s.put(A, "Serra Angel")
    s.put(B, "Wind Drake")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Hurricane", x=2)
    s.resolve()
    assert s.zone_of("Wind Drake") == "graveyard"
    assert s.obj(angel).damage == 2 and s.obj(bears).damage == 0
    assert s.life(A) == 18 and s.life(B) == 18


def test_cr_120_1_fiery_cannonade_each_non_pirate_creature() -> None:
    """"Fiery Cannonade deals 2 damage to each non-Pirate creature." — a negated creature type
    in the noun: every creature but Pirates (none here) is dealt 2, Serra Angel survives."""
    s = scenario("Fiery Cannonade")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Fiery Cannonade")
    angel = s.put(A, "Serra Angel")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Fiery Cannonade")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.obj(angel).damage == 2


def test_cr_608_2h_spitting_earth_damage_equal_to_the_mountains_you_control() -> None:
    """"Spitting Earth deals damage to target creature equal to the number of Mountains you
    control." — the amount is counted as it resolves (608.2h): three Mountains, 3 damage, Hill
    Giant (3/3) dies; B's Mountain does not count."""
    s = scenario("Spitting Earth")
    s.lands(A, "Mountain", 3)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Spitting Earth")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Spitting Earth", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_608_2h_kessig_malcontents_it_deals_damage_equal_to_humans() -> None:
    """"When Kessig Malcontents enters the battlefield, it deals damage to target player or
    planeswalker equal to the number of Humans you control." — it is a Human itself: with no
    other Human, B loses 1."""
    s = scenario("Kessig Malcontents")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Kessig Malcontents")
    s.start()
    s.cast(A, "Kessig Malcontents")
    s.then("target", "p1")
    s.resolve()
    assert s.life(B) == 19 and s.life(A) == 20


def test_cr_120_1_orcish_artillery_two_amounts_any_target_and_you() -> None:
    """"{T}: Orcish Artillery deals 2 damage to any target and 3 damage to you." — B is
    dealt 2, the controller 3, in one activation."""
    s = scenario("Orcish Artillery", library=5)
    s.put(A, "Orcish Artillery")
    s.start()
    s.activate(A, "Orcish Artillery", targets=["p1"])
    s.resolve()
    assert s.life(B) == 18 and s.life(A) == 17


def test_cr_120_1_reckless_embermage_damage_to_itself() -> None:
    """"{1}{R}: Reckless Embermage deals 1 damage to any target and 1 damage to itself." —
    the Bears die, the Embermage (2/2) is dealt 1 and survives; a second activation kills it."""
    s = scenario("Reckless Embermage", library=5)
    s.lands(A, "Mountain", 4)
    mage = s.put(A, "Reckless Embermage")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Reckless Embermage", targets=[bears])
    s.resolve()
    assert s.obj(mage).damage == 1 and s.obj(bears).damage == 1
    s.activate(A, "Reckless Embermage", targets=["p1"])
    s.resolve()
    assert s.zone_of("Reckless Embermage") == "graveyard" and s.life(B) == 19


# -- "that player" as the object of an effect: the player the trigger names (CR 603.2) ------

def test_cr_603_2_underworld_dreams_damages_the_opponent_who_draws() -> None:
    """"Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that player."
    — B's draw step draw costs B 1 life; A's own draw does not trigger it."""
    s = scenario("Underworld Dreams", library=5)
    s.put(A, "Underworld Dreams")
    s.start(active=B, step="upkeep")
    s.to_step("main1", active=B)
    s.resolve()
    assert s.life(B) == 19 and s.life(A) == 20
    s.to_step("main1", active=A)
    s.resolve()
    assert s.life(A) == 20 and s.life(B) == 19


def test_cr_603_2_spellshock_damages_whoever_casts_a_spell() -> None:
    """"Whenever a player casts a spell, Spellshock deals 2 damage to that player." — the
    caster (A here, its own controller) is dealt 2."""
    s = scenario("Spellshock", "Spitting Earth", library=5)
    s.put(A, "Spellshock")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Spitting Earth")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Spitting Earth", targets=[bears])
    s.resolve()
    assert s.life(A) == 18 and s.life(B) == 20
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- filters: toughness and any keyword, in every noun (CR 208.1, 702.1) ----------------------

def test_cr_208_1_valorous_stance_toughness_4_or_greater() -> None:
    """"Destroy target creature with toughness 4 or greater." (Valorous Stance's second
    mode) — Serra Angel (4/4) is a legal target and is destroyed; Grizzly Bears (2/2) is not
    a legal target."""
    s = scenario("Valorous Stance", library=5)
    s.lands(A, "Plains", 2)
    s.hand(A, "Valorous Stance")
    angel = s.put(B, "Serra Angel")
    bears = s.put(B, "Grizzly Bears")
    stance = real("Valorous Stance")
    spell = stance.abilities[0]
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert spell.modes.modes[1].targets[0].filter.toughness_min == 4
    s.start()
    s.cast(A, "Valorous Stance", modes=[1], targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard" and s.obj(bears).zone == "battlefield"


def test_cr_702_3_clear_a_path_destroys_only_a_creature_with_defender() -> None:
    """"Destroy target creature with defender." — Wall of Wood (defender) is offered and
    destroyed; Grizzly Bears is not offered."""
    s = scenario("Clear a Path", "Wall of Wood", library=5)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Clear a Path")
    wall = s.put(B, "Wall of Wood")
    s.put(B, "Grizzly Bears")
    s.start()
    pending = s.pending
    assert pending is not None
    s.apply(A, next(o for o in pending.options if getattr(o, "name", "") == "Clear a Path"))
    choice = until_choice(s)
    assert wall in choice.options and s.id("Grizzly Bears") not in choice.options
    s.apply(A, wall)
    s.resolve()
    assert s.zone_of("Wall of Wood") == "graveyard" and s.zone_of("Grizzly Bears") == \
        "battlefield"


# -- verbs over a noun and over several targets (CR 701.21, 400.7) -----------------------------

def test_cr_701_21_dramatic_reversal_untaps_all_nonland_permanents_you_control() -> None:
    """"Untap all nonland permanents you control." — A's tapped creature and artifact untap;
    A's tapped land and B's tapped creature stay tapped."""
    s = scenario("Dramatic Reversal", library=5)
    lands = s.lands(A, "Island", 3)
    s.hand(A, "Dramatic Reversal")
    bears = s.put(A, "Grizzly Bears", tapped=True)
    boots = s.put(A, "Swiftfoot Boots", tapped=True)
    theirs = s.put(B, "Grizzly Bears", tapped=True)
    s.obj(lands[2]).tapped = True
    s.start()
    s.cast(A, "Dramatic Reversal")
    s.resolve()
    assert not s.obj(bears).tapped and not s.obj(boots).tapped
    assert s.obj(theirs).tapped and s.obj(lands[2]).tapped


def test_cr_400_7_into_the_void_returns_up_to_two_targets_to_their_owners_hands() -> None:
    """"Return up to two target creatures to their owners' hands." — both chosen creatures go
    to their owners' hands (B's to B's, A's to A's); a third stays."""
    s = scenario("Into the Void", library=5)
    s.lands(A, "Island", 4)
    s.hand(A, "Into the Void")
    angel = s.put(B, "Serra Angel")
    mine = s.put(A, "Grizzly Bears")
    s.put(B, "Wind Drake")
    s.start()
    s.cast(A, "Into the Void", targets=[(angel, mine)])
    s.resolve()
    assert s.zone_of("Serra Angel") == "hand" and s.zone_of("Grizzly Bears") == "hand"
    assert s.hand_size(B) == 1 and s.hand_size(A) == 1
    assert s.zone_of("Wind Drake") == "battlefield"


# -- "each of" several targets, "up to N other target …" (CR 115.1, 115.3, 608.2b) ------------

def test_cr_608_2b_dual_shot_one_damage_to_each_of_up_to_two_target_creatures() -> None:
    """"Dual Shot deals 1 damage to each of up to two target creatures." — each chosen
    creature is dealt 1: the two Llanowar Elves (1/1) die, the Bears are untouched."""
    s = scenario("Dual Shot", library=5)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Dual Shot")
    elves = [s.put(B, "Llanowar Elves"), s.put(B, "Llanowar Elves")]
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Dual Shot", targets=[tuple(elves)])
    s.resolve()
    assert len(s.ids("Llanowar Elves", "graveyard")) == 2
    assert s.obj(bears).damage == 0


def test_cr_115_3_angelic_quartermaster_counters_on_up_to_two_other_targets() -> None:
    """"When Angelic Quartermaster enters the battlefield, put a +1/+1 counter on each of up
    to two other target creatures." — "other": the Quartermaster itself is not offered; each
    of the two chosen creatures gets one counter."""
    s = scenario("Angelic Quartermaster", library=5)
    s.lands(A, "Plains", 5)
    s.hand(A, "Angelic Quartermaster")
    bears = s.put(A, "Grizzly Bears")
    drake = s.put(B, "Wind Drake")
    s.start()
    s.cast(A, "Angelic Quartermaster")
    choice = until_choice(s)
    quartermaster = s.id("Angelic Quartermaster")
    assert quartermaster not in choice.options and {bears, drake} <= set(choice.options)
    s.apply(A, (bears, drake))
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.pt(drake) == (3, 3)
    assert s.pt(quartermaster) == (3, 3)


# -- reveal until: head × take × rest (CR 701.16a) ----------------------------------------------

def test_cr_701_16a_hermit_druid_basic_land_to_hand_the_rest_to_the_graveyard() -> None:
    """"{G}, {T}: Reveal cards from the top of your library until you reveal a basic land
    card. Put that card into your hand and all other cards revealed this way into your
    graveyard." — the two spells above the Forest go to the graveyard, the Forest to the
    hand, the card below stays."""
    s = scenario("Hermit Druid", library=0)
    s.lands(A, "Forest", 1)
    s.put(A, "Hermit Druid")
    s.library_top(A, "Island")
    s.library_top(A, "Forest")
    s.library_top(A, "Grizzly Bears")
    s.library_top(A, "Serra Angel")
    s.start()
    s.activate(A, "Hermit Druid")
    s.resolve()
    assert len(s.ids("Forest", "hand")) == 1 and s.hand_size(A) == 1
    assert sorted(s.graveyard_names(A)) == ["Grizzly Bears", "Serra Angel"]
    assert library_names(s, A) == ["Island"]


def test_cr_701_16a_evolutionary_leap_creature_to_hand_rest_to_the_bottom() -> None:
    """"{G}, Sacrifice a creature: Reveal cards from the top of your library until you reveal
    a creature card. Put that card into your hand and the rest on the bottom of your library
    in a random order." — the lands revealed before the Bears go under the card that was
    not revealed."""
    s = scenario("Evolutionary Leap", library=0)
    s.lands(A, "Forest", 1)
    s.put(A, "Evolutionary Leap")
    fodder = s.put(A, "Llanowar Elves")
    s.library_top(A, "Serra Angel")
    s.library_top(A, "Grizzly Bears")
    s.library_top(A, "Island")
    s.library_top(A, "Swamp")
    s.start()
    s.activate(A, "Evolutionary Leap", sacrifice=[fodder])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    library = library_names(s, A)
    assert library[0] == "Serra Angel" and sorted(library[1:]) == ["Island", "Swamp"]


# -- keyword actions; a graveyard card to the top of the library (CR 701.39, 401.1) -----------

def test_cr_701_39a_cached_defenses_bolster_the_least_toughness() -> None:
    """"Bolster 3." — the controller's creature with the least toughness (Llanowar Elves,
    1/1, not the Bears or the opponent's Elves) gets three +1/+1 counters."""
    s = scenario("Cached Defenses", library=5)
    s.lands(A, "Forest", 3)
    s.hand(A, "Cached Defenses")
    elves = s.put(A, "Llanowar Elves")
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Cached Defenses")
    s.resolve()
    assert s.pt(elves) == (4, 4) and s.pt(bears) == (2, 2) and s.pt(theirs) == (1, 1)


def test_cr_701_33a_bolster_asks_on_a_tie_for_the_least_toughness() -> None:
    """Two creatures tie for the least toughness: the controller chooses which one gets the
    counters (701.33a)."""
    s = scenario("Cached Defenses", library=5)
    s.lands(A, "Forest", 3)
    s.hand(A, "Cached Defenses")
    first = s.put(A, "Grizzly Bears")
    second = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Cached Defenses")
    choice = until_choice(s)
    assert set(choice.options) == {first, second}
    s.apply(A, second)
    s.resolve()
    assert s.pt(second) == (5, 5) and s.pt(first) == (2, 2)


def test_cr_401_1_academy_ruins_puts_an_artifact_card_on_top_of_your_library() -> None:
    """"{1}{U}, {T}: Put target artifact card from your graveyard on top of your library."
    — the artifact card becomes the top card; a creature card is not a legal target."""
    s = scenario("Academy Ruins", library=3)
    s.lands(A, "Island", 2)
    s.put(A, "Academy Ruins")
    boots = s.graveyard(A, "Swiftfoot Boots")
    s.graveyard(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Academy Ruins", index=1, targets=[boots])
    s.resolve()
    assert library_names(s, A)[0] == "Swiftfoot Boots"
    assert s.graveyard_names(A) == ["Grizzly Bears"]


# -- coin flips (CR 705) --------------------------------------------------------------------------

def _sandswimmer(seed: int) -> tuple[bool, str]:
    s = scenario("Viashino Sandswimmer", library=5, seed=seed)
    s.lands(A, "Mountain", 1)
    s.put(A, "Viashino Sandswimmer")
    s.start()
    s.activate(A, "Viashino Sandswimmer")
    s.resolve()
    flips = s.events("coin_flip")
    assert len(flips) == 1 and flips[0].player == A
    return bool(dict(flips[0].data)["won"]), s.zone_of("Viashino Sandswimmer")


def test_cr_705_2_viashino_sandswimmer_win_returns_it_lose_sacrifices_it() -> None:
    """"{R}: Flip a coin. If you win the flip, return Viashino Sandswimmer to its owner's
    hand. If you lose the flip, sacrifice Viashino Sandswimmer." — over several seeds both
    results happen, each doing what its sentence says; the same seed flips the same way."""
    outcomes = {seed: _sandswimmer(seed) for seed in range(1, 13)}
    assert {won for won, _zone in outcomes.values()} == {True, False}
    for won, zone in outcomes.values():
        assert zone == ("hand" if won else "graveyard")
    assert _sandswimmer(5) == outcomes[5]


def test_cr_705_2_goblin_bangchuckers_damage_to_any_target_or_to_itself() -> None:
    """"{T}: Flip a coin. If you win the flip, Goblin Bangchuckers deals 2 damage to any
    target. If you lose the flip, Goblin Bangchuckers deals 2 damage to itself." — a win costs
    B 2 life; a loss kills the 2/2 Bangchuckers and B keeps 20."""
    seen = set()
    for seed in range(1, 13):
        s = scenario("Goblin Bangchuckers", library=5, seed=seed)
        s.put(A, "Goblin Bangchuckers")
        s.start()
        s.activate(A, "Goblin Bangchuckers", targets=["p1"])
        s.resolve()
        won = bool(dict(s.events("coin_flip")[0].data)["won"])
        seen.add(won)
        if won:
            assert s.life(B) == 18 and s.zone_of("Goblin Bangchuckers") == "battlefield"
        else:
            assert s.life(B) == 20 and s.zone_of("Goblin Bangchuckers") == "graveyard"
    assert seen == {True, False}


def test_cr_608_2n_molten_birth_won_flip_returns_the_spell_to_its_owners_hand() -> None:
    """"Create two 1/1 red Elemental creature tokens, then flip a coin. If you win the flip,
    return Molten Birth to its owner's hand." — on a won flip the resolving spell goes to the
    hand instead of the graveyard (its own instruction moves it, 608.2n); on a lost flip, to
    the graveyard. The tokens come either way."""
    seen = set()
    for seed in range(1, 9):
        s = scenario("Molten Birth", library=5, seed=seed)
        s.lands(A, "Mountain", 3)
        s.hand(A, "Molten Birth")
        s.start()
        s.cast(A, "Molten Birth")
        s.resolve()
        won = bool(dict(s.events("coin_flip")[0].data)["won"])
        seen.add(won)
        assert s.zone_of("Molten Birth") == ("hand" if won else "graveyard")
        assert len([o for o in s.state.objects.values() if o.token]) == 2
    assert seen == {True, False}


# -- exchange of control (CR 701.10b–c) ----------------------------------------------------------

def test_cr_701_10b_switcheroo_exchanges_control_of_two_target_creatures() -> None:
    """"Exchange control of two target creatures." — A's Bears go to B and B's Angel to A,
    for good (no end); the exchange of two creatures of one controller does nothing."""
    s = scenario("Switcheroo", library=5)
    s.lands(A, "Island", 5)
    s.hand(A, "Switcheroo", count=2)
    bears = s.put(A, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    drake = s.put(B, "Wind Drake")
    s.start()
    s.cast(A, "Switcheroo", targets=[(bears, angel)])
    s.resolve()
    assert s.controller(bears) == B and s.controller(angel) == A
    assert s.controller(drake) == B


def test_cr_701_10c_avarice_totem_no_exchange_with_your_own_permanent() -> None:
    """"{5}: Exchange control of Avarice Totem and target nonland permanent." — with B's
    Bears the Totem goes to B and the Bears to A; targeting A's own Boots nothing changes."""
    s = scenario("Avarice Totem", library=5)
    s.lands(A, "Wastes", 10)
    totem = s.put(A, "Avarice Totem")
    boots = s.put(A, "Swiftfoot Boots")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Avarice Totem", targets=[boots])
    s.resolve()
    assert s.controller(totem) == A and s.controller(boots) == A
    s.activate(A, "Avarice Totem", targets=[bears])
    s.resolve()
    assert s.controller(totem) == B and s.controller(bears) == A


# -- card nouns take every restriction (CR 109.1, 202.3, 208.1) ----------------------------------

def test_cr_208_1_imperial_recruiter_searches_for_a_creature_card_with_power_2_or_less() -> None:
    """"When Imperial Recruiter enters the battlefield, search your library for a creature
    card with power 2 or less, reveal it, put it into your hand, then shuffle." — only the
    Bears (2/2) and the Elves (1/1) are offered, not Serra Angel (4/4) nor a land."""
    s = scenario("Imperial Recruiter", library=0)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Imperial Recruiter")
    bears = s.library_top(A, "Grizzly Bears")
    elves = s.library_top(A, "Llanowar Elves")
    s.library_top(A, "Serra Angel")
    s.library_top(A, "Forest")
    s.start()
    s.cast(A, "Imperial Recruiter")
    search = until_choice(s)
    assert set(search.options) == {bears, elves}
    s.apply(A, (bears,) if search.kind == "choose_subset" else bears)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand" and s.zone_of("Serra Angel") == "library"


def test_cr_202_3_unearth_returns_a_creature_card_with_mana_value_3_or_less() -> None:
    """"Return target creature card with mana value 3 or less from your graveyard to the
    battlefield." — the Bears (mana value 2) may be chosen and return; Serra Angel (mana
    value 5) is not a legal target."""
    s = scenario("Unearth", library=5)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Unearth")
    bears = s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Serra Angel")
    s.start()
    s.cast(A, "Unearth", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield" and s.zone_of("Serra Angel") == \
        "graveyard"
    unearth = real("Unearth")
    spell = next(a for a in unearth.abilities if isinstance(a, m.SpellAbility))
    assert spell.targets[0].filter.mana_value_max == 3


def test_cr_401_4_otherworldly_gaze_any_number_to_graveyard_the_rest_back_on_top() -> None:
    """"Look at the top three cards of your library. Put any number of them into your
    graveyard and the rest back on top of your library in any order." — one to the graveyard,
    the other two back on top in the order chosen (the first chosen on top)."""
    s = scenario("Otherworldly Gaze", library=0)
    s.lands(A, "Island", 1)
    s.hand(A, "Otherworldly Gaze")
    s.library_top(A, "Plains")
    forest = s.library_top(A, "Forest")
    swamp = s.library_top(A, "Swamp")
    mountain = s.library_top(A, "Mountain")
    s.start()
    s.cast(A, "Otherworldly Gaze")
    take = until_choice(s)
    assert (take.min_count, take.max_count) == (0, 3)
    s.apply(A, (swamp,))
    order = until_choice(s)
    assert set(order.options) == {mountain, forest}
    s.apply(A, (forest, mountain))
    s.resolve()
    assert s.zone_of("Swamp") == "graveyard"
    assert library_names(s, A) == ["Forest", "Mountain", "Plains"]


def test_cr_701_20a_clear_the_mind_target_player_shuffles_their_graveyard_in() -> None:
    """"Target player shuffles their graveyard into their library. Draw a card." — B's whole
    graveyard goes into B's library (B's library grows by it), A's graveyard is untouched and
    A draws."""
    s = scenario("Clear the Mind", library=3)
    s.lands(A, "Island", 3)
    s.hand(A, "Clear the Mind")
    s.graveyard(B, "Grizzly Bears")
    s.graveyard(B, "Serra Angel")
    s.graveyard(A, "Wind Drake")
    s.start()
    s.cast(A, "Clear the Mind", targets=["p1"])
    s.resolve()
    assert s.graveyard_names(B) == [] and len(s.state.players[B].zones["library"]) == 5
    assert s.zone_of("Serra Angel") == "library"
    assert "Wind Drake" in s.graveyard_names(A) and s.hand_size(A) == 1


# -- protection from a chosen colour (CR 702.16a, 608.2d) ----------------------------------------

def test_cr_702_16a_gods_willing_protection_from_the_chosen_color() -> None:
    """"Target creature you control gains protection from the color of your choice until end
    of turn. Scry 1." — the colour is named as it resolves (red): Fiery Cannonade's 2 damage
    to each creature is then prevented for the Bears (702.16e) while the Elves die."""
    s = scenario("Gods Willing", "Fiery Cannonade", library=5)
    s.lands(A, "Plains", 1)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Gods Willing")
    s.hand(A, "Fiery Cannonade")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Gods Willing", targets=[bears])
    color = until_choice(s)
    assert set(color.options) == {"white", "blue", "black", "red", "green"}
    s.apply(A, "red")
    scry = until_choice(s)
    s.apply(A, ())
    assert scry.player == A
    s.resolve()
    s.cast(A, "Fiery Cannonade")
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield" and s.obj(bears).damage == 0


def test_cr_120_1_rabid_bite_the_target_deals_damage_equal_to_its_power() -> None:
    """"Target creature you control deals damage equal to its power to target creature you
    don't control." — Serra Angel (power 4) deals 4 to the Hill Giant (3/3), which dies; the
    Angel is dealt nothing (one-sided, not a fight)."""
    s = scenario("Rabid Bite", library=5)
    s.lands(A, "Forest", 2)
    s.hand(A, "Rabid Bite")
    angel = s.put(A, "Serra Angel")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Rabid Bite", targets=[angel, giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard" and s.obj(angel).damage == 0


def test_cr_608_2b_rabid_bite_with_its_own_creature_gone_deals_no_damage() -> None:
    """If the creature that would deal the damage has left the battlefield, the bite deals no
    damage (its target is illegal, 608.2b): the Giant survives."""
    s = scenario("Rabid Bite", library=5)
    s.lands(A, "Forest", 2)
    s.lands(B, "Swamp", 2)
    s.hand(A, "Rabid Bite")
    s.hand(B, "Doom Blade")
    angel = s.put(A, "Serra Angel")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Rabid Bite", targets=[angel, giant])
    s.pass_priority()
    s.cast(B, "Doom Blade", targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    assert s.zone_of("Hill Giant") == "battlefield" and s.obj(giant).damage == 0


def test_cr_115_3_arc_trail_two_and_one_damage_to_another_target() -> None:
    """"Arc Trail deals 2 damage to any target and 1 damage to another target." — the Bears
    (2/2) die and B loses 1; "another" may not be the first target again (115.3)."""
    arc = real("Arc Trail")
    spell = next(a for a in arc.abilities if isinstance(a, m.SpellAbility))
    assert spell.targets[1].what == "any" and spell.targets[1].distinct_from == (0,)
    s = scenario("Arc Trail", library=5)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Arc Trail")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Arc Trail", targets=[bears, "p1"])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.life(B) == 19 and s.life(A) == 20


# -- colour kinds as adjectives (CR 105.2a–c) ------------------------------------------------------

def test_cr_105_2c_ultimate_price_destroys_a_monocolored_creature_only() -> None:
    """"Destroy target monocolored creature." — the Bears (green) are offered and destroyed;
    Darksteel Myr (colorless) is not a legal target."""
    s = scenario("Ultimate Price", library=5)
    s.lands(A, "Swamp", 2)
    s.hand(A, "Ultimate Price")
    bears = s.put(B, "Grizzly Bears")
    myr = s.put(B, "Darksteel Myr")
    s.start()
    pending = s.pending
    assert pending is not None
    s.apply(A, next(o for o in pending.options if getattr(o, "name", "") == "Ultimate Price"))
    choice = until_choice(s)
    assert bears in choice.options and myr not in choice.options
    s.apply(A, bears)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.zone_of("Darksteel Myr") == \
        "battlefield"


def test_cr_205_4g_into_the_north_searches_for_a_snow_land_card() -> None:
    """"Search your library for a snow land card, put it onto the battlefield tapped, then
    shuffle." — only Snow-Covered Forest is offered, not the plain Forest; it enters tapped."""
    s = scenario("Into the North", "Snow-Covered Forest", library=0)
    s.lands(A, "Forest", 2)
    s.hand(A, "Into the North")
    s.library_top(A, "Forest")
    snow = s.library_top(A, "Snow-Covered Forest")
    s.start()
    s.cast(A, "Into the North")
    search = until_choice(s)
    assert tuple(search.options) == (snow,)
    s.apply(A, (snow,) if search.kind == "choose_subset" else snow)
    s.resolve()
    found = s.id("Snow-Covered Forest")
    assert s.obj(found).tapped and library_names(s, A) == ["Forest"]


def test_cr_701_34a_shoulder_to_shoulder_support_2_on_a_spell() -> None:
    """"Support 2. (Put a +1/+1 counter on each of up to two target creatures.) Draw a
    card." — each chosen creature gets one counter and A draws."""
    s = scenario("Shoulder to Shoulder", library=5)
    s.lands(A, "Plains", 3)
    s.hand(A, "Shoulder to Shoulder")
    bears = s.put(A, "Grizzly Bears")
    elves = s.put(A, "Llanowar Elves")
    s.start()
    s.cast(A, "Shoulder to Shoulder", targets=[(bears, elves)])
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.pt(elves) == (2, 2) and s.hand_size(A) == 1


def test_cr_701_34a_expedition_raptor_supports_other_creatures_only() -> None:
    """"When Expedition Raptor enters the battlefield, support 2." — up to two *other*
    creatures: the Raptor itself is not offered; the chosen Bears get a counter."""
    s = scenario("Expedition Raptor", library=5)
    s.lands(A, "Plains", 5)
    s.hand(A, "Expedition Raptor")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Expedition Raptor")
    choice = until_choice(s)
    raptor = s.id("Expedition Raptor")
    assert raptor not in choice.options and bears in choice.options
    s.apply(A, (bears,))
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.obj(raptor).counters.get("+1/+1", 0) == 0
