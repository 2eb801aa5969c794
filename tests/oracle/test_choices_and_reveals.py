"""Issue 29, choices, reveals and names (the "choices" helper). Each card is compiled from its
real Oracle text (MTGJSON 2022-04-25), rendered back, supported and played; each test asserts
what the text says happens.

- a card's printed name is a filter part every noun takes ("a card named Ral, Caller of
  Storms", "a creature named Festering Newt", "each land you control named Wastes"; CR 201.2);
- the planeswalker decks' "search your library and/or graveyard for a card named …, reveal it,
  and put it into your hand. If you search your library this way, shuffle." (CR 701.19,
  701.20, 701.16a).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.core.decision import Decision
from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.layers import chars
from cardtable.games.magic.log_text import LogText
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, C, Scenario
from tests.oracle.conftest import game, real, until_choice
from tests.oracle.faithfulness import audit_card

NAMES = ("Ana", "Bo", "Cy")


def _lines(s: Scenario, observer: int) -> list[str]:
    return LogText(NAMES[:len(s.state.players)], observer=observer).lines(
        s.game.events_for(observer))


def _spy_shuffles(s: Scenario) -> list[int]:
    shuffled: list[int] = []
    original = s.game.shuffle

    def spy(player: int) -> None:
        shuffled.append(player)
        original(player)

    s.game.shuffle = spy  # type: ignore[method-assign]
    return shuffled


def until_priority(s: Scenario) -> Decision:
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == A
    return decision


def _answer(s: Scenario, answer: object) -> Decision:
    decision = until_choice(s)
    s.apply(decision.player, answer)
    return decision


# -- "named NAME": a filter part (CR 201.2) --------------------------------------------------------

def test_cr_201_2_a_printed_name_is_a_filter_part_that_renders_back() -> None:
    """"a card named Ral, Caller of Storms" keeps the whole name, commas included, and stops
    at the lower-case ", reveal it"; "a creature named Festering Newt" (a sacrifice cost)
    and "each land you control named Wastes" (a count) are the same part."""
    effects = [e for a in real("Ral's Dispersal").abilities for e in getattr(a, "effects", ())]
    (may,) = [e for e in effects if isinstance(e, m.MayDo)]
    (search,) = may.effects
    assert isinstance(search, m.SearchLibraryOrGraveyard)
    assert search.filter == m.Filter(name="Ral, Caller of Storms")
    assert search.to == "hand" and search.reveal
    assert round_trip_problem(real("Ral's Dispersal")) == ""
    assert "Sacrifice a creature named Festering Newt" in render_card(real("Bubbling Cauldron"))
    assert render_card(real("Walker of the Wastes")).endswith(
        "gets +1/+1 for each land you control named Wastes.")


def test_cr_201_2_walker_of_the_wastes_counts_only_lands_with_that_name() -> None:
    """Walker of the Wastes (4/4): "~ gets +1/+1 for each land you control named Wastes." —
    two Wastes and a Forest: 6/6; the opponent's Wastes do not count."""
    s = game("Walker of the Wastes", "Wastes")
    walker = s.put(A, "Walker of the Wastes")
    s.lands(A, "Wastes", 2)
    s.lands(A, "Forest", 1)
    s.lands(B, "Wastes", 3)
    s.start()
    assert s.pt(walker) == (6, 6)


def test_cr_201_2_bubbling_cauldron_sacrifices_only_a_creature_with_that_name() -> None:
    """Bubbling Cauldron (its second ability): "{1}, {T}, Sacrifice a creature named
    Festering Newt: Each opponent loses 4 life. You gain life equal to the life lost this
    way." — with a Grizzly Bears only, the ability cannot be activated; with Festering Newt,
    only the Newt is offered, it is sacrificed and 4 life moves."""
    cards = dict(card_pool())
    cards["Bubbling Cauldron"] = real("Bubbling Cauldron")
    # Festering Newt's own text is not read yet: its name on a vanilla 1/1 is what is tested
    cards["Festering Newt"] = replace(cards["Grizzly Bears"], name="Festering Newt")
    s = Scenario(2, cards=cards, library=20, strict=True, seed=1)
    s.put(A, "Bubbling Cauldron")
    s.put(A, "Grizzly Bears")
    s.lands(A, "Swamp", 1)
    s.start()
    with pytest.raises(IllegalAction):  # the second ability: nothing named Festering Newt
        s.activate(A, "Bubbling Cauldron", 1)

    s = Scenario(2, cards=cards, library=20, strict=True, seed=1)
    s.put(A, "Bubbling Cauldron")
    s.put(A, "Grizzly Bears")
    newt = s.put(A, "Festering Newt")
    s.lands(A, "Swamp", 1)
    s.start()
    (option,) = [o for o in until_priority(s).options
                 if isinstance(o, Activate) and o.name == "Bubbling Cauldron" and o.index == 1]
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.options == (newt,)  # the Bears is not offered
    s.apply(A, (newt,))
    s.resolve()
    assert s.zone_of("Festering Newt") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert (s.life(A), s.life(B)) == (24, 16)


# -- the planeswalker decks' search (CR 701.19, 701.20, 701.16a) --------------------------------

def test_cr_701_19_rals_dispersal_finds_ral_in_the_graveyard_without_shuffling() -> None:
    """Ral's Dispersal: "Return target creature to its owner's hand. You may search your
    library and/or graveyard for a card named Ral, Caller of Storms, reveal it, and put it
    into your hand. If you search your library this way, shuffle." — the graveyard alone is
    searched: Ral (not the other card there) goes to the hand, everyone sees it revealed, and
    the library is not shuffled (701.20: only a searched library is)."""
    s = game("Ral's Dispersal", "Ral, Caller of Storms", players=3)
    s.lands(A, "Island", 5)
    s.hand(A, "Ral's Dispersal")
    bears = s.put(B, "Grizzly Bears")
    ral = s.graveyard(A, "Ral, Caller of Storms")
    s.graveyard(A, "Hill Giant")
    s.start()
    shuffled = _spy_shuffles(s)
    s.cast(A, "Ral's Dispersal", targets=[bears])
    assert _answer(s, True).options == (True, False)  # "You may search …"
    zones = _answer(s, "graveyard")
    assert set(zones.options) == {"library", "graveyard", "both"}
    found = _answer(s, (ral,))
    assert found.options == (ral,)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert s.zone_of("Ral, Caller of Storms") == "hand"
    assert s.zone_of("Hill Giant") == "graveyard"
    assert shuffled == []
    (reveal,) = s.events("reveal")
    assert dict(reveal.data)["cards"] == ["Ral, Caller of Storms"]
    assert any("Ral, Caller of Storms" in line for line in _lines(s, C))


def test_cr_701_20_visage_of_bolas_searches_the_library_and_shuffles() -> None:
    """Visage of Bolas: "When ~ enters, you may search your library and/or graveyard for a
    card named Nicol Bolas, the Deceiver, reveal it, and put it into your hand. …" — the
    library searched, Nicol Bolas found there (a card named otherwise is not offered), and
    the library shuffled."""
    s = game("Visage of Bolas", "Nicol Bolas, the Deceiver")
    s.lands(A, "Plains", 4)
    s.hand(A, "Visage of Bolas")
    bolas = s.library_top(A, "Nicol Bolas, the Deceiver")
    s.library_top(A, "Hill Giant")
    s.start()
    shuffled = _spy_shuffles(s)
    s.cast(A, "Visage of Bolas")
    _answer(s, True)  # the creature spell resolved; its enters trigger: "you may search"
    _answer(s, "library")
    found = _answer(s, (bolas,))
    assert found.options == (bolas,)
    s.resolve()
    assert s.zone_of("Nicol Bolas, the Deceiver") == "hand"
    assert shuffled == [A]


def test_cr_701_19_sun_blessed_mount_prints_the_then_wording() -> None:
    """Sun-Blessed Mount words the same search "reveal it, then put it into your hand. If you
    searched your library this way, shuffle." and renders back so."""
    assert round_trip_problem(real("Sun-Blessed Mount")) == ""
    assert "reveal it, then put it into your hand. If you searched your library this way" in \
        render_card(real("Sun-Blessed Mount"))


def test_named_search_cards_pass_the_behavioural_audit() -> None:
    """The faithfulness audit over cards this block unlocked (a use taken on the generated
    board, every change the compiled effects promise seen)."""
    for name in ("Ral's Dispersal", "Liliana's Scorn", "Walker of the Wastes",
                 "Vraska's Scorn", "Bubbling Cauldron", "The Hive", "Sliversmith",
                 "Tooth and Claw", "Boris Devilboon", "Dream Thrush", "Quickchange",
                 "Scuttlemutt", "Prismatic Lace", "Singe-Mind Ogre", "Hired Torturer",
                 "Planeswalker's Mirth", "Roar of the Crowd", "Distant Melody"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- a token with a name of its own (CR 111.4) ---------------------------------------------------

def test_cr_111_4_the_hive_creates_a_token_named_wasp() -> None:
    """The Hive: "{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying
    named Wasp." — the token is named Wasp (not "Insect"), an Insect artifact creature 1/1
    with flying."""
    assert round_trip_problem(real("The Hive")) == ""
    s = game("The Hive")
    s.put(A, "The Hive")
    s.lands(A, "Plains", 5)
    s.start()
    s.activate(A, "The Hive")
    s.resolve()
    (wasp,) = s.ids("Wasp")
    assert s.obj(wasp).token and s.pt(wasp) == (1, 1)
    assert "flying" in s.keywords(wasp)
    assert s.obj(wasp).card.type_line == "Artifact Creature — Insect"
    assert s.ids("Insect") == []


def test_cr_111_4_a_named_token_is_matched_by_its_name() -> None:
    """Wirefly Hive's "destroy all permanents named Wirefly" reads the name a token was given
    ("create a 2/2 colorless Insect artifact creature token with flying named Wirefly"): the
    name part of a filter matches the token's name, not its type."""
    effects = [e for a in real("Wirefly Hive").abilities for e in getattr(a, "effects", ())]
    words = repr(effects)
    assert "name='Wirefly'" in words
    tokens = [e for e in _walk(effects) if isinstance(e, m.CreateToken)]
    assert [t.token.name for t in tokens] == ["Wirefly"]
    assert tokens[0].token.subtypes == ("Insect",)


def _walk(effects: list[object]) -> list[object]:
    out: list[object] = []
    for e in effects:
        out.append(e)
        for attr in ("effects", "otherwise", "then"):
            inner = getattr(e, attr, None)
            if isinstance(inner, tuple):
                out.extend(_walk(list(inner)))
    return out


# -- "becomes the … of your choice" (CR 608.2d, 305.7, 105.3) ----------------------------------

def test_cr_305_7_dream_thrush_makes_a_forest_an_island_until_end_of_turn() -> None:
    """Dream Thrush: "{T}: Target land becomes the basic land type of your choice until end
    of turn." — a Forest made an Island is no Forest, taps for {U} and not {G} (305.7: its
    old land types and their mana ability are gone, 305.6: the new type's is there); at the
    cleanup it is a Forest again."""
    assert round_trip_problem(real("Dream Thrush")) == ""
    s = game("Dream Thrush")
    s.put(A, "Dream Thrush")
    (forest,) = s.lands(B, "Forest", 1)
    s.start()
    s.activate(A, "Dream Thrush", targets=[forest])
    choice = _answer(s, "Island")
    assert choice.options == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    s.resolve()
    c = chars(s.state, s.obj(forest))
    assert "Island" in c.subtypes and "Forest" not in c.subtypes
    produced = [e for a in c.abilities for e in getattr(a, "effects", ())
                if isinstance(e, m.AddMana)]
    assert produced == [m.AddMana("{U}")]
    s.to_step("upkeep", active=B)  # the cleanup step ended the effect (514.2)
    assert "Forest" in chars(s.state, s.obj(forest)).subtypes


def test_cr_105_3_quickchange_makes_a_creature_two_colors_of_your_choice() -> None:
    """Quickchange: "Target creature becomes the color or colors of your choice until end of
    turn. Draw a card." — one or more colours: Grizzly Bears becomes blue and red (not
    green), and its caster draws."""
    assert round_trip_problem(real("Quickchange")) == ""
    s = game("Quickchange")
    s.lands(A, "Island", 2)
    s.hand(A, "Quickchange")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Quickchange", targets=[bears])
    choice = _answer(s, ("blue", "red"))
    assert (choice.min_count, choice.max_count) == (1, 5)
    s.resolve()
    assert chars(s.state, s.obj(bears)).colors == frozenset({"U", "R"})
    assert s.hand_size(A) == before  # Quickchange left the hand, a card was drawn


# -- a card revealed at random from a hand (CR 701.16a, 608.2h) -----------------------------------

def test_cr_701_16a_singe_mind_ogre_reveals_one_card_and_the_rest_stays_hidden() -> None:
    """Singe-Mind Ogre: "When ~ enters, target player reveals a card at random from their
    hand, then loses life equal to that card's mana value." — B's hand is Hill Giant and
    Lightning Bolt; the one picked (seeded) is shown to every player and B loses its mana
    value; the other card never appears in A's or C's view (402.3)."""
    assert round_trip_problem(real("Singe-Mind Ogre")) == ""
    s = game("Singe-Mind Ogre", players=3)
    s.lands(A, "Mountain", 2)
    s.lands(A, "Swamp", 2)
    s.hand(A, "Singe-Mind Ogre")
    s.hand(B, "Hill Giant")
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Singe-Mind Ogre")
    s.then("target", "p1")
    s.resolve()
    (reveal,) = s.events("reveal")
    (shown,) = dict(reveal.data)["cards"]
    hidden = ({"Hill Giant", "Lightning Bolt"} - {shown}).pop()
    assert s.life(B) == 20 - {"Hill Giant": 4, "Lightning Bolt": 1}[shown]
    assert sorted(s.graveyard_names(B)) == []  # revealed, not discarded
    for observer in (A, C):
        lines = _lines(s, observer)
        assert any(shown in line for line in lines)
        assert not any(hidden in line for line in lines)
        assert hidden not in repr([e.for_player(observer) for e in s.game.events])


def test_cr_608_2h_planeswalkers_favor_pumps_by_the_revealed_cards_mana_value() -> None:
    """Planeswalker's Favor: "{3}{G}: Target opponent reveals a card at random from their
    hand. Target creature gets +X/+X until end of turn, where X is the revealed card's mana
    value." — B's only card is Hill Giant (4): Grizzly Bears becomes 6/6."""
    assert round_trip_problem(real("Planeswalker's Favor")) == ""
    s = game("Planeswalker's Favor")
    s.put(A, "Planeswalker's Favor")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 4)
    s.hand(B, "Hill Giant")
    s.start()
    s.activate(A, "Planeswalker's Favor", targets=["p1", bears])
    s.resolve()
    assert s.pt(bears) == (6, 6)
    assert s.zone_of("Hill Giant") == "hand"


def test_cr_701_16a_an_empty_hand_reveals_nothing_and_counts_zero() -> None:
    """Planeswalker's Mirth: "Target opponent reveals a card at random from their hand. You
    gain life equal to that card's mana value." — B's hand is empty: nothing is revealed and
    A gains 0 life."""
    s = game("Planeswalker's Mirth")
    s.put(A, "Planeswalker's Mirth")
    s.lands(A, "Plains", 4)
    s.start()
    for oid in list(s.state.zone(B, "hand")):
        s.state.zone(B, "hand").remove(oid)
        s.state.zone(B, "library").append(oid)
        s.state.objects[oid].zone = "library"
    s.activate(A, "Planeswalker's Mirth", targets=["p1"])
    s.resolve()
    assert s.events("reveal") == [] and s.life(A) == 20


def test_cr_701_19_gathering_throng_finds_any_number_of_cards_named_itself() -> None:
    """Gathering Throng: "When ~ enters, you may search your library for any number of cards
    named ~, reveal them, put them into your hand, then shuffle." — the two other Gathering
    Throngs in the library are offered (Hill Giant is not), both go to the hand, revealed."""
    assert round_trip_problem(real("Gathering Throng")) == ""
    s = game("Gathering Throng")
    s.lands(A, "Plains", 5)
    s.hand(A, "Gathering Throng")
    first = s.library_top(A, "Gathering Throng")
    s.library_top(A, "Hill Giant")
    second = s.library_top(A, "Gathering Throng")
    s.start()
    shuffled = _spy_shuffles(s)
    s.cast(A, "Gathering Throng")
    _answer(s, True)
    found = until_choice(s)
    assert set(found.options) == {first, second} and found.max_count == 2
    s.apply(A, tuple(found.options))
    s.resolve()
    assert s.zone_of("Hill Giant") == "library"
    throngs = sorted(o.zone for o in s.state.objects.values()
                     if o.card.name == "Gathering Throng")
    assert throngs == ["battlefield", "hand", "hand"]
    (reveal,) = s.events("reveal")
    assert dict(reveal.data)["cards"] == ["Gathering Throng", "Gathering Throng"]
    assert shuffled == [A]


# -- "Choose a creature type." as an instruction (CR 608.2d) --------------------------------------

def test_cr_608_2d_roar_of_the_crowd_counts_permanents_of_the_type_chosen_on_resolution() -> None:
    """Roar of the Crowd: "Choose a creature type. ~ deals damage to any target equal to the
    number of permanents you control of the chosen type." — A controls two Goblins and a
    Grizzly Bears (a Bear); choosing Goblin deals 2 damage to B."""
    assert round_trip_problem(real("Roar of the Crowd")) == ""
    s = game("Roar of the Crowd")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Roar of the Crowd")
    s.put(A, "Goblin Piker")
    s.put(A, "Goblin Piker")
    s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Roar of the Crowd", targets=["p1"])
    choice = _answer(s, "Goblin")
    assert "Goblin" in choice.options and "Bear" in choice.options
    s.resolve()
    assert s.life(B) == 18


def test_cr_608_2d_luminescent_rain_reads_that_type() -> None:
    """Luminescent Rain: "Choose a creature type. You gain 2 life for each permanent you
    control of that type." — "of that type" is the type chosen the sentence before: with
    three Goblins and a Bear, choosing Goblin gains 6 life."""
    assert round_trip_problem(real("Luminescent Rain")) == ""
    s = game("Luminescent Rain")
    s.lands(A, "Forest", 3)
    s.hand(A, "Luminescent Rain")
    for _ in range(3):
        s.put(A, "Goblin Piker")
    s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Luminescent Rain")
    _answer(s, "Goblin")
    s.resolve()
    assert s.life(A) == 26


def test_that_type_needs_a_creature_type_chosen_before_it() -> None:
    """"of that type" with no "Choose a creature type." before it in the ability is refused,
    not guessed (it would read another ability's or no choice)."""
    with pytest.raises(OracleCompileError):
        compile_line("You gain 2 life for each permanent you control of that type.",
                     "spell_line")
