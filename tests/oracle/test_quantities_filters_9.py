"""Issue 29, quantities and filters (the ninth wave, helper QF).

* "Choose a [nonland] card name." (CR 201.3, 608.2d): the controller names a card as the
  effect resolves; the name is kept on the ability's source, and every later "with that name"
  / "with the chosen name" of the same ability — a filter part every noun takes — reads it;
* "Search target player's graveyard, hand, and library for all / any number of cards with that
  name and exile them. Then that player shuffles." (CR 701.19, 701.20a);
* "if you have fewer than seven cards in hand, draw cards equal to the difference" (CR 107.1b,
  608.2c): "the difference" is the amount the comparison before it leaves over.

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported,
and played: each test asserts what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.agents.magic.bots import HeuristicBot
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Cast
from cardtable.games.magic.oracle.compiler import _Build
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.names_9 import name_kind
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.priority import legal_actions
from cardtable.games.magic.tags import Tag
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game, real, until_choice


def _spy_shuffles(s: Scenario) -> list[int]:
    shuffled: list[int] = []
    original = s.game.shuffle

    def spy(player: int) -> None:
        shuffled.append(player)
        original(player)

    s.game.shuffle = spy  # type: ignore[method-assign]
    return shuffled


# -- "Choose a card name." (CR 201.3, 608.2d) ----------------------------------------------------

def test_cr_201_3_card_name_kinds_compile_to_card_types() -> None:
    """"a nonartifact, nonland card name" names neither an artifact nor a land; "a creature
    card name" a creature; "a card name" any card (CR 201.3, 205.2a)."""
    assert name_kind("a") == ((), ())
    assert name_kind("a creature") == (("Creature",), ())
    assert name_kind("an artifact") == (("Artifact",), ())
    assert name_kind("a nonartifact, nonland") == ((), ("Artifact", "Land"))
    with pytest.raises(FamilyError):
        name_kind("a tribal")
    effects = real("Memoricide").abilities[0].effects  # type: ignore[union-attr]
    assert effects[0] == m.ChooseCardName(not_types=("Land",))
    assert effects[1] == m.SearchZonesForChosenName(who="target:0", count="any_number")


def test_cr_201_3_cabal_therapy_discards_every_card_with_the_chosen_name() -> None:
    """Cabal Therapy: "Choose a nonland card name. Target player reveals their hand and
    discards all cards with that name." — both Grizzly Bears in the target's hand are
    discarded; the other card stays (701.8a)."""
    card = real("Cabal Therapy")
    assert round_trip_problem(card) == ""
    s = game("Cabal Therapy")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Cabal Therapy")
    bears = [s.hand(B, "Grizzly Bears"), s.hand(B, "Grizzly Bears")]
    kept = s.hand(B, "Llanowar Elves")
    s.library_top(A, "Grizzly Bears")  # a name the caster knows: a card of their own (201.3)
    s.start()
    s.then("choose a card name", "Grizzly Bears")
    s.cast(A, "Cabal Therapy", targets=["p1"])
    s.resolve()
    assert len(s.ids("Grizzly Bears", "graveyard")) == 2 and s.ids("Grizzly Bears", "hand") == []
    assert len(bears) == 2
    assert s.obj(kept).zone == "hand"


def test_cr_201_3_cabal_therapy_naming_a_card_they_lack_discards_nothing() -> None:
    """A name the player has no card of: they reveal their hand and discard nothing."""
    s = game("Cabal Therapy")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Cabal Therapy")
    s.library_top(A, "Lightning Bolt")
    kept = s.hand(B, "Llanowar Elves")
    s.start()
    s.then("choose a card name", "Lightning Bolt")
    s.cast(A, "Cabal Therapy", targets=["p1"])
    s.resolve()
    assert s.obj(kept).zone == "hand"


def test_cr_201_3_the_names_offered_hide_the_opponents_hand() -> None:
    """The names offered are the public cards' and the chooser's own (CR 201.3; 402.3: a
    hand is hidden): the opponent's card in hand is not among them, their card on the
    battlefield comes first when the spell targets them, and a land is no nonland name."""
    s = game("Cabal Therapy")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Cabal Therapy")
    s.library_top(A, "Lightning Bolt")
    s.put(B, "Llanowar Elves")
    s.hand(B, "Hill Giant")
    s.start()
    s.cast(A, "Cabal Therapy", targets=["p1"])
    decision = until_choice(s)
    assert decision.tag == Tag.RESOLVE_CARD_NAME
    assert decision.options[0] == "Llanowar Elves"
    assert "Hill Giant" not in decision.options
    assert "Lightning Bolt" in decision.options
    assert "Swamp" not in decision.options


def test_the_heuristic_bot_names_the_opponents_public_card() -> None:
    """The game lists the likeliest name first (for a spell aimed at an opponent: their
    public cards); the heuristic bot takes it, so Cabal Therapy names the Llanowar Elves
    the opponent has shown and hits the one in their hand."""
    s = game("Cabal Therapy")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Cabal Therapy")
    s.put(B, "Llanowar Elves")
    s.hand(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Cabal Therapy", targets=["p1"])
    decision = until_choice(s)
    answer = HeuristicBot(1).choose(s.game.view(decision.player), decision)
    assert answer == "Llanowar Elves"
    s.apply(decision.player, answer)
    s.resolve()
    assert s.ids("Llanowar Elves", "hand") == []
    assert len(s.ids("Llanowar Elves", "graveyard")) == 1


# -- the search for the chosen name (CR 701.19) --------------------------------------------------

def test_cr_701_19_cranial_extraction_exiles_all_cards_with_that_name() -> None:
    """Cranial Extraction: "Choose a nonland card name. Search target player's graveyard,
    hand, and library for all cards with that name and exile them. Then that player
    shuffles." — every Grizzly Bears of theirs, in all three zones, is exiled; they shuffle."""
    card = real("Cranial Extraction")
    assert round_trip_problem(card) == ""
    s = game("Cranial Extraction")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Cranial Extraction")
    s.hand(B, "Grizzly Bears")
    s.graveyard(B, "Grizzly Bears")
    s.library_top(B, "Grizzly Bears")
    kept = s.hand(B, "Llanowar Elves")
    s.start()
    shuffled = _spy_shuffles(s)
    s.then("choose a card name", "Grizzly Bears")
    s.cast(A, "Cranial Extraction", targets=["p1"])
    s.resolve()
    assert len(s.ids("Grizzly Bears", "exile")) == 3
    assert s.obj(kept).zone == "hand"
    assert shuffled == [B]


def test_cr_701_19_memoricide_exiles_the_cards_the_searcher_chooses() -> None:
    """Memoricide: "… for any number of cards with that name and exile them." — the searcher
    picks which; the others stay where they are."""
    s = game("Memoricide")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Memoricide")
    kept = s.hand(B, "Grizzly Bears")
    chosen = s.graveyard(B, "Grizzly Bears")
    s.start()
    s.then("choose a card name", "Grizzly Bears")
    s.then("exile any number", (chosen,))
    s.cast(A, "Memoricide", targets=["p1"])
    s.resolve()
    assert s.obj(kept).zone == "hand"
    assert s.ids("Grizzly Bears", "exile") != []
    assert len(s.ids("Grizzly Bears", "exile")) == 1


# -- "the difference" (CR 107.1b, 608.2c) --------------------------------------------------------

def test_cr_603_4_damia_draws_up_to_seven_cards_at_upkeep() -> None:
    """Damia, Sage of Stone: "At the beginning of your upkeep, if you have fewer than seven
    cards in hand, draw cards equal to the difference." — with three cards in hand she draws
    four (seven minus three), before the draw step's card."""
    card = real("Damia, Sage of Stone")
    assert round_trip_problem(card) == ""
    s = game("Damia, Sage of Stone", library=30)
    s.put(A, "Damia, Sage of Stone")
    s.hand(A, "Grizzly Bears", 3)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.hand_size(A) == 7


def test_cr_603_4_damia_with_a_full_hand_does_not_trigger() -> None:
    """With seven cards in hand the intervening "if" is false: nothing goes on the stack
    and no card is drawn (CR 603.4)."""
    s = game("Damia, Sage of Stone", library=30)
    s.put(A, "Damia, Sage of Stone")
    s.hand(A, "Grizzly Bears", 7)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    assert not s.state.stack
    s.resolve()
    assert s.hand_size(A) == 7


def test_cr_608_2c_iymrith_draws_one_then_the_difference_to_three() -> None:
    """Iymrith, Desert Doom: "Whenever ~ deals combat damage to a player, draw a card. Then
    if you have fewer than three cards in hand, draw cards equal to the difference." — from
    an empty hand: one card, then two more (three minus one)."""
    card = real("Iymrith, Desert Doom")
    assert round_trip_problem(card) == ""
    s = game("Iymrith, Desert Doom", library=30)
    dragon = s.put(A, "Iymrith, Desert Doom")
    s.start()
    assert s.hand_size(A) == 0
    s.attack({dragon: "p1"})
    s.to_step("end_combat")
    s.resolve()
    assert s.life(B) == 15
    assert s.hand_size(A) == 3


def test_cr_608_2c_iymrith_with_a_full_hand_draws_only_the_one_card() -> None:
    """With four cards in hand after the first draw the "if" is false: one card only."""
    s = game("Iymrith, Desert Doom", library=30)
    dragon = s.put(A, "Iymrith, Desert Doom")
    s.hand(A, "Grizzly Bears", 3)
    s.start()
    s.attack({dragon: "p1"})
    s.to_step("end_combat")
    s.resolve()
    assert s.hand_size(A) == 4


def test_the_difference_with_no_comparison_before_it_is_refused() -> None:
    """"the difference" names the amount a comparison before it leaves over: with none, the
    builder refuses it (a typed error, not a guess)."""
    with pytest.raises(FamilyError):
        _Build().qf9_x_the_difference()


# -- "As ~ enters, choose a card name." (CR 614.12, 201.3) ---------------------------------------

def _casts(s: Scenario, player: int) -> set[str]:
    """The names of the cards ``player`` is offered to cast now."""
    return {s.obj(a.card).card.name for a in legal_actions(s.game, player) if isinstance(a, Cast)}


def test_cr_614_12_meddling_mage_asks_for_a_name_as_it_resolves() -> None:
    """Meddling Mage: "As ~ enters, choose a nonland card name. Spells with the chosen name
    can't be cast." — cast, it asks its controller for a nonland name (the opponent's public
    Grizzly Bears first; no land name offered); then neither player may cast Grizzly Bears
    (CR 101.2), but Llanowar Elves still can be."""
    card = real("Meddling Mage")
    assert round_trip_problem(card) == ""
    s = game("Meddling Mage")
    s.lands(A, "Plains", 1)
    s.lands(A, "Island", 1)
    s.hand(A, "Meddling Mage")
    s.graveyard(B, "Grizzly Bears")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Meddling Mage")
    decision = until_choice(s)
    assert decision.tag == Tag.RESOLVE_CARD_NAME
    assert decision.options[0] == "Grizzly Bears"
    assert "Forest" not in decision.options and "Plains" not in decision.options
    s.apply(decision.player, "Grizzly Bears")
    s.resolve()
    assert s.zone_of("Meddling Mage") == "battlefield"
    s.to_step("main1", active=B)
    assert _casts(s, B) == {"Llanowar Elves"}


def test_cr_101_2_nevermore_put_onto_the_battlefield_names_for_its_controller() -> None:
    """Nevermore put onto the battlefield without being cast cannot stop to ask: the first
    name offered is chosen for its controller (the opponent's public card), and that spell
    can't be cast."""
    s = game("Nevermore")
    s.graveyard(B, "Grizzly Bears")
    nevermore = s.graveyard(A, "Nevermore")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Llanowar Elves")
    s.start(active=B)
    assert _casts(s, B) == {"Grizzly Bears", "Llanowar Elves"}
    s.game.move(s.obj(nevermore), "battlefield", cause="return")  # as an effect puts it there
    assert s.zone_of("Nevermore") == "battlefield"
    assert _casts(s, B) == {"Llanowar Elves"}


def test_cr_201_3_declaration_of_naught_counters_only_spells_with_the_chosen_name() -> None:
    """Declaration of Naught: "As ~ enters, choose a card name. {U}: Counter target spell
    with the chosen name." — naming Grizzly Bears, it may target the opponent's Grizzly Bears
    spell (countered) but not their Llanowar Elves spell."""
    card = real("Declaration of Naught")
    assert round_trip_problem(card) == ""
    s = game("Declaration of Naught")
    s.lands(A, "Island", 3)
    s.hand(A, "Declaration of Naught")
    s.graveyard(B, "Grizzly Bears")
    s.lands(B, "Forest", 3)
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Declaration of Naught")
    s.then("choose a card name", "Grizzly Bears")
    s.resolve()
    s.to_step("main1", active=B)
    s.cast(B, "Llanowar Elves")
    elves = s.state.stack[-1].obj
    with pytest.raises(Exception, match="cannot be activated"):  # no legal target (601.2c)
        s.activate(A, "Declaration of Naught", targets=[elves])
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "battlefield"
    s.cast(B, "Grizzly Bears")
    bears = s.state.stack[-1].obj
    s.activate(A, "Declaration of Naught", targets=[bears])
    s.resolve()
    assert s.ids("Grizzly Bears", "battlefield") == []
    assert len(s.ids("Grizzly Bears", "graveyard")) == 2


def test_its_mana_value_after_a_target_player_is_refused() -> None:
    """Lammastide Weave: "… target player mills a card. If a card with the chosen name was
    milled this way, you gain life equal to its mana value." — "its" is the milled card, not
    the target player (a player has no mana value, CR 202.3): the compiler refuses it rather
    than gain 0 life."""
    assert not compiled("Lammastide Weave").supported


def test_cr_701_13_foreshadow_draws_nothing_extra_when_the_name_misses() -> None:
    """Foreshadow: "… If a card with the chosen name was milled this way, you draw a card."
    — naming Grizzly Bears when the milled card is a Hill Giant: no card is drawn now."""
    s = game("Foreshadow")
    s.lands(A, "Island", 2)
    s.hand(A, "Foreshadow")
    s.graveyard(B, "Grizzly Bears")
    s.library_top(B, "Hill Giant")
    s.start()
    hand = s.hand_size(A)
    s.then("choose a card name", "Grizzly Bears")
    s.cast(A, "Foreshadow", targets=["p1"])
    s.resolve()
    assert s.ids("Hill Giant", "graveyard") != []
    assert s.hand_size(A) == hand - 1


def test_cr_608_2c_sandstone_oracle_draws_the_difference_with_the_chosen_opponent() -> None:
    """Sandstone Oracle: "When ~ enters, choose an opponent. If that player has more cards in
    hand than you, draw cards equal to the difference." — the opponent holds five cards, its
    caster one: it draws four."""
    card = real("Sandstone Oracle")
    assert round_trip_problem(card) == ""
    s = game("Sandstone Oracle", library=30)
    s.lands(A, "Island", 7)
    s.hand(A, "Sandstone Oracle")
    s.hand(A, "Grizzly Bears")
    s.hand(B, "Grizzly Bears", 5)
    s.start()
    s.cast(A, "Sandstone Oracle")
    s.resolve()
    assert s.zone_of("Sandstone Oracle") == "battlefield"
    assert s.hand_size(A) == 5


def test_cr_608_2c_sandstone_oracle_draws_nothing_when_the_opponent_has_fewer() -> None:
    """With the opponent holding fewer cards than its caster, the "if" is false: no card."""
    s = game("Sandstone Oracle", library=30)
    s.lands(A, "Island", 7)
    s.hand(A, "Sandstone Oracle")
    s.hand(A, "Grizzly Bears", 3)
    s.hand(B, "Grizzly Bears", 1)
    s.start()
    s.cast(A, "Sandstone Oracle")
    s.resolve()
    assert s.hand_size(A) == 3


def test_cr_615_1a_gideons_intervention_bans_and_prevents_the_chosen_name() -> None:
    """Gideon's Intervention: "As ~ enters, choose a card name. Your opponents can't cast
    spells with the chosen name. Prevent all damage that would be dealt to you and permanents
    you control by sources with the chosen name." — naming Hill Giant (the one the opponent
    shows): the opponent may not cast their Hill Giant, and the Hill Giant already on the
    battlefield deals no combat damage to its controller (615.1a); Grizzly Bears still does."""
    card = real("Gideon's Intervention")
    assert round_trip_problem(card) == ""
    s = game("Gideon's Intervention")
    s.lands(A, "Plains", 4)
    s.hand(A, "Gideon's Intervention")
    giant = s.put(B, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    s.lands(B, "Mountain", 4)
    s.hand(B, "Hill Giant")
    s.hand(B, "Shock")
    s.start()
    s.cast(A, "Gideon's Intervention")
    decision = until_choice(s)
    assert decision.options[:2] == ("Grizzly Bears", "Hill Giant")  # spells before Mountain
    s.apply(decision.player, "Hill Giant")
    s.resolve()
    s.to_step("main1", active=B)
    assert _casts(s, B) == {"Shock"}
    s.to_step("declare_attackers", active=B)
    s.attack({giant: "p0", bears: "p0"})
    s.to_step("end_combat")
    assert s.life(A) == 18


# -- "Activated abilities of sources with the chosen name can't be activated" (CR 602.5) ---------

def _activatable(s: Scenario, player: int) -> set[str]:
    """The names of the sources ``player`` is offered to activate an ability of now."""
    return {a.name for a in legal_actions(s.game, player) if isinstance(a, Activate)}


def test_cr_602_5_pithing_needle_stops_all_but_mana_abilities_of_the_name() -> None:
    """Pithing Needle: "As ~ enters, choose a card name. Activated abilities of sources with
    the chosen name can't be activated unless they're mana abilities." — naming Mogg Fanatic,
    its sacrifice ability is no longer offered; naming Llanowar Elves would leave its mana
    ability alone (602.5, 605.1a)."""
    card = real("Pithing Needle")
    assert round_trip_problem(card) == ""
    s = game("Pithing Needle")
    s.lands(A, "Plains", 1)
    s.hand(A, "Pithing Needle")
    s.put(B, "Mogg Fanatic")
    s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Pithing Needle")
    s.then("choose a card name", "Mogg Fanatic")
    s.resolve()
    s.to_step("main1", active=B)
    assert "Mogg Fanatic" not in _activatable(s, B)
    assert "Llanowar Elves" in _activatable(s, B)
    t = game("Pithing Needle")
    t.lands(A, "Plains", 1)
    t.hand(A, "Pithing Needle")
    t.put(B, "Llanowar Elves")
    t.start()
    t.cast(A, "Pithing Needle")
    t.then("choose a card name", "Llanowar Elves")
    t.resolve()
    t.to_step("main1", active=B)
    assert "Llanowar Elves" in _activatable(t, B)  # a mana ability (605.1a)


def test_cr_602_5_phyrexian_revoker_stops_mana_abilities_too() -> None:
    """Phyrexian Revoker: "As ~ enters, choose a nonland card name. Activated abilities of
    sources with the chosen name can't be activated." — naming Llanowar Elves, its mana
    ability is neither offered nor used to pay for Grizzly Bears (one Forest is not enough)."""
    card = real("Phyrexian Revoker")
    assert round_trip_problem(card) == ""
    s = game("Phyrexian Revoker")
    s.lands(A, "Plains", 2)
    s.hand(A, "Phyrexian Revoker")
    s.put(B, "Llanowar Elves")
    s.lands(B, "Forest", 1)
    s.hand(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Phyrexian Revoker")
    s.then("choose a card name", "Llanowar Elves")
    s.resolve()
    s.to_step("main1", active=B)
    assert "Llanowar Elves" not in _activatable(s, B)
    assert "Grizzly Bears" not in _casts(s, B)


@pytest.mark.parametrize(("name", "kind", "who", "count"), [
    ("Slaughter Games", ((), ("Land",)), "opponent", "any_number"),
    ("Stain the Mind", ((), ("Land",)), "any", "any_number"),
    ("Infinite Obliteration", (("Creature",), ()), "opponent", "any_number"),
    ("Dispossess", (("Artifact",), ()), "opponent", "any_number"),
    ("Cranial Extraction", ((), ("Land",)), "any", "all"),
])
def test_cr_701_19_the_chosen_name_searches_compile_to_their_kind_and_target(
        name: str, kind: tuple[tuple[str, ...], tuple[str, ...]], who: str, count: str) -> None:
    """Each of the family reads its own kind of name (201.3), its own target player (an
    opponent or any player, 115.1) and "all" or "any number of" (701.19), and renders back."""
    card = real(name)
    assert round_trip_problem(card) == ""
    spell = next(a for a in card.abilities if isinstance(a, m.SpellAbility))
    assert spell.effects[0] == m.ChooseCardName(types=kind[0], not_types=kind[1])
    search = spell.effects[1]
    assert isinstance(search, m.SearchZonesForChosenName)
    assert (search.who, search.count) == ("target:0", count)
    assert spell.targets[0].what == "player" and spell.targets[0].player == who


def test_cr_603_12_cabal_therapist_names_after_the_sacrifice() -> None:
    """Cabal Therapist: "At the beginning of your precombat main phase, you may sacrifice a
    creature. When you do, choose a nonland card name, then target player reveals their hand
    and discards all cards with that name." — sacrificing a Grizzly Bears and naming Hill
    Giant: the opponent's Hill Giant is discarded (603.12: the reflexive trigger)."""
    card = real("Cabal Therapist")
    assert round_trip_problem(card) == ""
    s = game("Cabal Therapist", library=30)
    s.put(A, "Cabal Therapist")
    s.put(A, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.hand(B, "Hill Giant")
    kept = s.hand(B, "Llanowar Elves")
    s.start(active=B)
    s.then("resolve.choice", True)
    s.then("sacrifice", (s.ids("Grizzly Bears", "battlefield")[0],))
    s.then("target", "p1")
    s.then("choose a card name", "Hill Giant")
    s.to_step("main1", active=A)
    s.resolve()
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.ids("Hill Giant", "hand") == []
    assert s.obj(kept).zone == "hand"


def test_cr_602_5_voidstone_gargoyle_stops_casting_and_activating_the_name() -> None:
    """Voidstone Gargoyle: "As ~ enters, choose a nonland card name. Spells with the chosen
    name can't be cast. Activated abilities of sources with the chosen name can't be
    activated." — naming Mogg Fanatic: the one in hand can't be cast (101.2), the one on the
    battlefield can't be sacrificed for its ability (602.5); Grizzly Bears is unaffected."""
    card = real("Voidstone Gargoyle")
    assert round_trip_problem(card) == ""
    s = game("Voidstone Gargoyle")
    s.lands(A, "Plains", 5)
    s.hand(A, "Voidstone Gargoyle")
    s.put(B, "Mogg Fanatic")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Mogg Fanatic")
    s.hand(B, "Grizzly Bears")
    s.lands(B, "Forest", 1)
    s.start()
    s.cast(A, "Voidstone Gargoyle")
    s.then("choose a card name", "Mogg Fanatic")
    s.resolve()
    s.to_step("main1", active=B)
    assert _casts(s, B) == {"Grizzly Bears"}
    assert "Mogg Fanatic" not in _activatable(s, B)
