"""Issue 28, the draw / library / mana / replacement / lands / tax staples: each card compiled
from its real Oracle text (MTGJSON 2022-04-25), rendered back to it, and played in a game
asserting what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Pass, PlayLand
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _library(s: Scenario, player: int) -> list[int]:
    return list(s.state.players[player].zones["library"])


def _hand(s: Scenario, player: int) -> list[int]:
    return list(s.state.players[player].zones["hand"])


def _pool(s: Scenario, player: int = A) -> dict[str, int]:
    return {k: v for k, v in s.state.players[player].pool.items() if v}


def _answer(s: Scenario, prompt_part: str, answer: object) -> None:
    """Answer the pending decision, which must be the one whose prompt names ``prompt_part``."""
    decision = s.pending
    assert decision is not None and prompt_part in decision.prompt, decision
    s.apply(decision.player, answer)


def _pass_until_asked(s: Scenario) -> None:
    for _ in range(40):
        decision = s.pending
        assert decision is not None
        if decision.tag != "priority":
            return
        s.apply(decision.player, Pass())
    raise AssertionError("nobody was asked anything")


# -- library manipulation (CR 401.4, 701.20) ---------------------------------------------------


def test_cr_401_4_brainstorm_draws_three_then_puts_two_back_in_chosen_order() -> None:
    """"Draw three cards, then put two cards from your hand on top of your library in any
    order.": the first card chosen ends on top."""
    assert render_card(real("Brainstorm")) == (
        "Draw three cards, then put two cards from your hand on top of your library in any "
        "order.")
    s = game("Brainstorm")
    s.put(A, "Island")
    s.hand(A, "Brainstorm")
    bears = s.hand(A, "Grizzly Bears")
    bolt = s.hand(A, "Lightning Bolt")
    s.start()
    before = len(_library(s, A))
    s.cast(A, "Brainstorm")
    _pass_until_asked(s)
    assert len(_hand(s, A)) == 5  # two kept + three drawn
    _answer(s, "on top of your library", (bolt, bears))
    s.resolve()
    assert len(_hand(s, A)) == 3
    assert _library(s, A)[:2] == [s.id("Lightning Bolt", "library"),
                                   s.id("Grizzly Bears", "library")]
    assert len(_library(s, A)) == before - 3 + 2


def test_cr_401_4_ponder_reorders_the_top_three_may_shuffle_then_draws() -> None:
    """"Look at the top three cards of your library, then put them back in any order. You may
    shuffle. Draw a card.": not shuffling, the card put on top is the one drawn."""
    assert render_card(real("Ponder")) == (
        "Look at the top three cards of your library, then put them back in any order. You "
        "may shuffle. Draw a card.")
    s = game("Ponder")
    s.put(A, "Island")
    s.hand(A, "Ponder")
    third = s.library_top(A, "Hill Giant")
    second = s.library_top(A, "Grizzly Bears")
    first = s.library_top(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Ponder")
    _pass_until_asked(s)
    _answer(s, "any order", (third, first, second))
    _answer(s, "shuffle", False)
    s.resolve()
    assert [s.state.objects[i].card.name for i in _hand(s, A)] == ["Hill Giant"]
    assert _library(s, A)[:2] == [first, second]


def test_cr_701_20a_ponder_may_shuffle_the_library() -> None:
    """Choosing to shuffle: the library is shuffled (seeded), the drawn card is whatever is on
    top afterwards, and the three looked-at cards are still in the library or hand."""
    s = game("Ponder")
    s.put(A, "Island")
    s.hand(A, "Ponder")
    looked = [s.library_top(A, n) for n in ("Hill Giant", "Grizzly Bears", "Lightning Bolt")]
    s.start()
    shuffled: list[int] = []
    original = s.game.shuffle

    def spy(player: int) -> None:
        shuffled.append(player)
        original(player)

    s.game.shuffle = spy  # type: ignore[method-assign]
    s.cast(A, "Ponder")
    _pass_until_asked(s)
    _answer(s, "any order", tuple(reversed(looked)))
    _answer(s, "shuffle", True)
    s.resolve()
    assert shuffled == [A]
    assert len(_hand(s, A)) == 1  # then the draw: one card, from the shuffled library
    assert len(_library(s, A)) == 23 - 1


def test_cr_401_4_senseis_divining_top_draws_then_goes_on_top_of_its_library() -> None:
    """"{T}: Draw a card, then put ~ on top of its owner's library."; and its "{1}: Look at
    the top three cards …, then put them back in any order"."""
    top_card = real("Sensei's Divining Top")
    assert render_card(top_card).splitlines()[1] == (
        "{T}: Draw a card, then put ~ on top of its owner's library.")
    s = game("Sensei's Divining Top")
    s.put(A, "Sensei's Divining Top")
    s.start()
    before = len(_hand(s, A))
    s.activate(A, "Sensei's Divining Top", 1)
    s.resolve()
    assert len(_hand(s, A)) == before + 1
    assert s.state.objects[_library(s, A)[0]].card.name == "Sensei's Divining Top"


def test_cr_701_19_worldly_tutor_puts_the_creature_card_on_top_after_shuffling() -> None:
    assert render_card(real("Worldly Tutor")) == (
        "Search your library for a creature card, reveal it, then shuffle and put the card "
        "on top.")
    s = game("Worldly Tutor")
    s.put(A, "Forest")
    s.hand(A, "Worldly Tutor")
    giant = s.library_top(A, "Hill Giant")
    s.state.players[A].zones["library"].remove(giant)
    s.state.players[A].zones["library"].append(giant)  # at the bottom
    s.start()
    s.cast(A, "Worldly Tutor")
    s.then("resolve", (giant,))
    s.strict = False
    s.resolve()
    assert _library(s, A)[0] == giant


# -- each player, in order (CR 608.2c) ---------------------------------------------------------


def test_cr_608_2c_wheel_of_fortune_every_player_discards_their_hand_then_draws_seven() -> None:
    assert render_card(real("Wheel of Fortune")) == (
        "Each player discards their hand, then draws seven cards.")
    s = game("Wheel of Fortune")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Wheel of Fortune")
    s.hand(A, "Grizzly Bears", 2)
    s.hand(B, "Hill Giant", 4)
    s.start()
    s.cast(A, "Wheel of Fortune")
    s.resolve()
    assert len(_hand(s, A)) == 7 and len(_hand(s, B)) == 7
    assert s.graveyard_names(A).count("Grizzly Bears") == 2
    assert s.graveyard_names(B).count("Hill Giant") == 4
    assert not any(s.state.objects[i].card.name in ("Grizzly Bears", "Hill Giant")
                   for i in _hand(s, A) + _hand(s, B))


# -- the triggering player's choice to pay (CR 118.12, 608.2d) ---------------------------------


def _rhystic(paid: bool) -> Scenario:
    s = game("Rhystic Study")
    s.put(A, "Rhystic Study")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Shock")
    s.start(active=B)
    s.cast(B, "Shock", targets=["p0"])
    _pass_until_asked(s)
    _answer(s, "pay {1}", paid)
    return s


def test_cr_118_12_rhystic_study_draws_when_the_opponent_does_not_pay() -> None:
    """"Whenever an opponent casts a spell, you may draw a card unless that player pays
    {1}.": the caster declines; then you choose to draw."""
    assert render_card(real("Rhystic Study")) == (
        "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.")
    s = _rhystic(paid=False)
    hand = len(_hand(s, A))
    decision = s.pending
    assert decision is not None and decision.player == A  # now you may draw
    s.apply(A, True)
    assert len(_hand(s, A)) == hand + 1


def test_cr_118_12_rhystic_study_no_card_when_the_opponent_pays() -> None:
    s = _rhystic(paid=True)
    hand = len(_hand(s, A))
    decision = s.pending
    assert decision is not None and decision.tag == "priority"  # nothing more is asked
    assert len(_hand(s, A)) == hand
    tapped = [s.obj(i).tapped for i in s.ids("Mountain")]
    assert all(tapped)  # one for Shock, one for the {1}


def test_cr_608_2d_smothering_tithe_treasure_when_the_drawing_opponent_does_not_pay() -> None:
    """"Whenever an opponent draws a card, that player may pay {2}. If the player doesn't,
    you create a Treasure token." """
    assert render_card(real("Smothering Tithe")) == (
        "Whenever an opponent draws a card, that player may pay {2}. If the player doesn't, "
        "you create a Treasure token.")
    s = game("Smothering Tithe")
    s.put(A, "Smothering Tithe")
    s.lands(B, "Island", 5)  # two left: each time, that player could pay {2}
    s.hand(B, "Divination")
    s.start(active=B)
    s.cast(B, "Divination")
    _pass_until_asked(s)
    _answer(s, "pay {2}", False)  # two cards drawn, two triggers: declined both times
    _pass_until_asked(s)
    _answer(s, "pay {2}", False)
    assert not s.state.stack
    treasures = [o for o in s.state.objects.values() if o.card.name == "Treasure"
                 and o.zone == "battlefield"]
    assert len(treasures) == 2 and all(o.controller == A for o in treasures)


def test_cr_608_2d_smothering_tithe_no_treasure_when_that_player_pays() -> None:
    s = game("Smothering Tithe")
    s.put(A, "Smothering Tithe")
    s.lands(B, "Island", 5)
    s.hand(B, "Opt")
    s.start(active=B)
    s.cast(B, "Opt")
    s.strict = False
    s.then("resolve", ())  # scry: keep it on top
    s.then("pay {2}", True)
    s.resolve()
    assert not [o for o in s.state.objects.values() if o.card.name == "Treasure"]
    assert sum(s.obj(i).tapped for i in s.ids("Island")) == 3  # Opt's {U} and the {2}


# -- replacement effects that modify an event (CR 614.1a, 616.1) -------------------------------


@pytest.mark.parametrize("name", ["Anointed Procession", "Parallel Lives", "Doubling Season"])
def test_cr_614_1a_token_doublers_create_twice_that_many(name: str) -> None:
    card = real(name)
    assert m.ReplacementAbility(event="create_token", action="double",
                                applies_to="you") in card.abilities
    s = game(name, "Raise the Alarm")
    s.put(A, name)
    s.lands(A, "Plains", 2)
    s.hand(A, "Raise the Alarm")
    s.start()
    s.cast(A, "Raise the Alarm")
    s.resolve()
    soldiers = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(soldiers) == 4


def test_cr_614_1a_doubling_season_doubles_counters_on_your_permanents_only() -> None:
    assert render_card(real("Doubling Season")).splitlines()[1] == (
        "If an effect would put one or more counters on a permanent you control, it puts twice "
        "that many of those counters on that permanent instead.")
    s = game("Doubling Season", "Hardened Scales")
    s.put(A, "Doubling Season")
    s.put(A, "Forest")
    s.put(A, "Forest")
    s.hand(A, "Battlegrowth")
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Battlegrowth", targets=[bears])
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 2
    assert s.obj(theirs).counters.get("+1/+1", 0) == 0


def test_cr_614_1a_hardened_scales_adds_one_plus_one_counter_and_no_other_kind() -> None:
    """"If one or more +1/+1 counters would be put on a creature you control, that many plus
    one +1/+1 counters are put on it instead." (-1/-1 counters are not touched)."""
    assert render_card(real("Hardened Scales")) == (
        "If one or more +1/+1 counters would be put on a creature you control, that many plus "
        "one +1/+1 counters are put on it instead.")
    s = game("Hardened Scales")
    s.put(A, "Hardened Scales")
    s.put(A, "Forest")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Battlegrowth")
    s.hand(A, "Instill Infection")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.cast(A, "Battlegrowth", targets=[bears])
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 2
    s.cast(A, "Instill Infection", targets=[giant])
    s.resolve()
    assert s.obj(giant).counters.get("-1/-1") == 1


# -- mana (CR 106.1) ---------------------------------------------------------------------------


def test_cr_106_1b_gilded_lotus_adds_three_mana_of_one_chosen_color() -> None:
    assert render_card(real("Gilded Lotus")) == "{T}: Add three mana of any one color."
    s = game("Gilded Lotus")
    lotus = s.put(A, "Gilded Lotus")
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options if isinstance(o, Activate) and o.source == lotus)
    s.apply(A, option)
    if s.pending is not None and s.pending.tag != "priority":
        s.apply(A, "{G}" if "{G}" in s.pending.options else "G")
    pool = _pool(s)
    assert len(pool) == 1 and sum(pool.values()) == 3
    assert s.obj(lotus).tapped


# -- shock lands: "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12) ---

SHOCKS = ["Overgrown Tomb", "Watery Grave", "Blood Crypt", "Breeding Pool", "Godless Shrine",
          "Hallowed Fountain", "Sacred Foundry", "Steam Vents", "Stomping Ground",
          "Temple Garden"]


@pytest.mark.parametrize("name", SHOCKS)
def test_cr_614_12_shock_land_compiles_and_renders(name: str) -> None:
    card = real(name)
    assert render_card(card).endswith(
        "As ~ enters, you may pay 2 life. If you don't, it enters tapped.")


def _play(name: str, way: str, life: int = 20) -> tuple[Scenario, int]:
    s = game(name)
    land = s.hand(A, name)
    s.set_life(A, life)
    s.start()
    decision = s.pending
    assert decision is not None
    plays = [o for o in decision.options if isinstance(o, PlayLand) and o.card == land]
    assert sorted(o.way for o in plays) == ["", "pay_life"]
    s.apply(A, next(o for o in plays if o.way == way))
    return s, s.id(name)


def test_cr_614_12_shock_land_paying_two_life_enters_untapped() -> None:
    s, land = _play("Overgrown Tomb", "pay_life")
    assert not s.obj(land).tapped and s.life(A) == 18


def test_cr_614_12_shock_land_not_paying_enters_tapped() -> None:
    s, land = _play("Watery Grave", "")
    assert s.obj(land).tapped and s.life(A) == 20


def test_cr_119_4_shock_land_cannot_pay_more_life_than_you_have() -> None:
    """With 1 life the 2 life cannot be paid (119.4): it enters tapped, life unchanged."""
    s, land = _play("Steam Vents", "pay_life", life=1)
    assert s.obj(land).tapped and s.life(A) == 1


# -- "any color that a land an opponent controls could produce" (CR 106.7) ---------------------


@pytest.mark.parametrize("name", ["Exotic Orchard", "Fellwar Stone"])
def test_cr_106_7_mana_of_a_color_an_opponents_land_could_produce(name: str) -> None:
    """The choices are the colours the opponents' lands could produce (tapped or not), never
    those of your own lands; with no such land there is nothing to add."""
    assert render_card(real(name)) == (
        "{T}: Add one mana of any color that a land an opponent controls could produce.")
    s = game(name)
    source = s.put(A, name)
    s.put(A, "Plains")  # your own land: not counted
    s.put(B, "Island", tapped=True)
    s.put(B, "Mountain")
    s.start()
    decision = s.pending
    assert decision is not None
    offered = sorted(o.symbol for o in decision.options
                     if isinstance(o, Activate) and o.source == source)
    assert offered == ["R", "U"]
    s.apply(A, next(o for o in decision.options if isinstance(o, Activate)
                    and o.source == source and o.symbol == "U"))
    assert _pool(s) == {"U": 1}


def test_cr_106_7_exotic_orchard_makes_nothing_without_opponent_lands() -> None:
    s = game("Exotic Orchard")
    orchard = s.put(A, "Exotic Orchard")
    s.put(A, "Forest")
    s.start()
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if isinstance(o, Activate) and o.source == orchard]


# -- "create X Treasure tokens, where X is …" (CR 107.3, 111.10a) ------------------------------


def test_cr_107_3_dockside_extortionist_counts_opponents_artifacts_and_enchantments() -> None:
    assert render_card(real("Dockside Extortionist")).startswith(
        "When ~ enters, create X Treasure tokens, where X is the number of artifacts and "
        "enchantments your opponents control.")
    s = game("Dockside Extortionist")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.hand(A, "Dockside Extortionist")
    s.put(A, "Sol Ring")  # yours: not counted
    s.put(B, "Sol Ring")
    s.put(B, "Mind Stone")
    s.put(B, "Glorious Anthem")
    s.start()
    s.cast(A, "Dockside Extortionist")
    s.resolve()
    treasures = [o for o in s.state.objects.values()
                 if o.card.name == "Treasure" and o.zone == "battlefield"]
    assert len(treasures) == 3 and all(o.controller == A for o in treasures)


# -- cumulative upkeep (CR 702.24a) and basic landcycling (CR 702.29e) ------------------------


def _remora_upkeep(counters: int, islands: int, pay: bool | None) -> Scenario:
    s = game("Mystic Remora")
    s.put(A, "Mystic Remora", counters={"age": counters} if counters else None)
    s.lands(A, "Island", islands)
    s.start(active=B, step="end")
    s.strict = False
    if pay is not None:
        s.then("cumulative upkeep", pay)
    s.to_step("upkeep", active=A)
    s.resolve()
    return s


def test_cr_702_24a_mystic_remora_cumulative_upkeep_adds_an_age_counter_and_is_paid() -> None:
    """Second upkeep: a second age counter, then {1}{1} paid — it stays."""
    assert render_card(real("Mystic Remora")).splitlines()[0] == "Cumulative upkeep {1}"
    s = _remora_upkeep(counters=1, islands=3, pay=True)
    remora = s.id("Mystic Remora")
    assert s.obj(remora).counters["age"] == 2
    assert sum(s.obj(i).tapped for i in s.ids("Island")) == 2


def test_cr_702_24a_mystic_remora_is_sacrificed_when_not_paid() -> None:
    s = _remora_upkeep(counters=2, islands=3, pay=False)
    assert s.zone_of("Mystic Remora") == "graveyard"
    assert not any(s.obj(i).tapped for i in s.ids("Island"))


def test_cr_118_3_mystic_remora_is_sacrificed_when_the_cost_cannot_be_paid() -> None:
    """Three age counters after this upkeep's, two Islands: {1}{1}{1} cannot be paid."""
    s = _remora_upkeep(counters=2, islands=2, pay=None)
    assert s.zone_of("Mystic Remora") == "graveyard"


def test_cr_118_12_mystic_remora_draws_on_a_noncreature_spell_unless_paid() -> None:
    s = game("Mystic Remora")
    s.put(A, "Mystic Remora")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    hand = len(_hand(s, A))
    s.cast(B, "Shock", targets=["p0"])
    _pass_until_asked(s)
    decision = s.pending  # B has no mana left for {4}: not asked (118.3), A may draw
    assert decision is not None and decision.player == A
    s.apply(A, True)
    assert len(_hand(s, A)) == hand + 1


def test_cr_702_29e_ash_barrens_basic_landcycling_finds_a_basic_land() -> None:
    s = game("Ash Barrens")
    barrens = s.hand(A, "Ash Barrens")
    s.put(A, "Mountain")
    island = s.library_top(A, "Island")
    s.state.players[A].zones["library"].remove(island)
    s.state.players[A].zones["library"].append(island)
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options if isinstance(o, Activate) and o.source == barrens)
    s.apply(A, option)
    s.strict = False
    s.then("resolve", (island,))
    s.resolve()
    assert s.zone_of("Ash Barrens") == "graveyard"
    assert island in _hand(s, A) or s.state.moved.get(island) in _hand(s, A)


# -- cost rules of the chosen type (CR 601.2f) -------------------------------------------------


@pytest.mark.parametrize("caster", [A, B])
def test_cr_601_2f_urzas_incubator_reduces_every_players_spells_of_the_chosen_type(
        caster: int) -> None:
    """"Creature spells of the chosen type cost {2} less to cast." — for every player: Boggart
    Brute ({2}{R}, a Goblin) costs {R}; Hill Giant (a Giant) is not reduced."""
    from cardtable.core.errors import IllegalAction
    from cardtable.games.magic.chosen import record

    assert render_card(real("Urza's Incubator")).splitlines()[1] == (
        "Creature spells of the chosen type cost {2} less to cast.")
    s = game("Urza's Incubator")
    incubator = s.put(A, "Urza's Incubator")
    record(s.state, incubator, "Goblin")
    s.put(caster, "Mountain")
    s.hand(caster, "Boggart Brute")
    s.hand(caster, "Hill Giant")
    s.start(active=caster)
    with pytest.raises(IllegalAction):
        s.cast(caster, "Hill Giant")
    s.cast(caster, "Boggart Brute")
    s.resolve()
    assert s.zone_of("Boggart Brute") == "battlefield"


def test_cr_608_2c_windfall_each_player_draws_the_greatest_number_discarded() -> None:
    """"Each player discards their hand, then draws cards equal to the greatest number of cards
    a player discarded this way.": 1 and 4 cards discarded, everyone draws four."""
    assert render_card(real("Windfall")) == (
        "Each player discards their hand, then draws cards equal to the greatest number of "
        "cards a player discarded this way.")
    s = game("Windfall")
    s.lands(A, "Island", 3)
    s.hand(A, "Windfall")
    s.hand(A, "Grizzly Bears")
    s.hand(B, "Hill Giant", 4)
    s.start()
    s.cast(A, "Windfall")
    s.resolve()
    assert len(_hand(s, A)) == 4 and len(_hand(s, B)) == 4
    assert s.graveyard_names(B).count("Hill Giant") == 4


@pytest.mark.parametrize(("lands", "untapped"), [(3, False), (4, True)])
def test_cr_608_2c_fabled_passage_untaps_that_land_with_four_or_more_lands(
        lands: int, untapped: bool) -> None:
    """"{T}, Sacrifice ~: Search your library for a basic land card, put it onto the battlefield
    tapped, then shuffle. Then if you control four or more lands, untap that land." — counted
    after the search: with two other lands the fetched one is the third (tapped); with three
    it is the fourth (untapped)."""
    assert render_card(real("Fabled Passage")) == (
        "{T}, Sacrifice ~: Search your library for a basic land card, put it onto the "
        "battlefield tapped, then shuffle. Then if you control four or more lands, untap that "
        "land.")
    s = game("Fabled Passage")
    passage = s.put(A, "Fabled Passage")
    s.lands(A, "Mountain", lands - 1)
    forest = s.library_top(A, "Forest")
    s.start()
    decision = s.pending
    assert decision is not None
    s.apply(A, next(o for o in decision.options if isinstance(o, Activate)
                    and o.source == passage))
    s.strict = False
    s.then("search", (forest,))
    s.resolve()
    fetched = s.id("Forest")
    assert s.obj(fetched).tapped is not untapped
    assert s.zone_of("Fabled Passage") == "graveyard"


@pytest.mark.parametrize("pays", [True, False])
def test_cr_118_12_unless_its_controller_pays_the_targets_controller_chooses(pays: bool) -> None:
    """Rhystic Deluge: "{U}: Tap target creature unless its controller pays {1}." — the
    creature's controller is asked; paying keeps it untapped."""
    assert render_card(real("Rhystic Deluge")) == (
        "{U}: Tap target creature unless its controller pays {1}.")
    s = game("Rhystic Deluge")
    s.put(A, "Rhystic Deluge")
    s.put(A, "Island")
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "Forest")
    s.start()
    s.activate(A, "Rhystic Deluge", targets=[bears])
    _pass_until_asked(s)
    decision = s.pending
    assert decision is not None and decision.player == B and "pay {1}" in decision.prompt
    s.apply(B, pays)
    s.resolve()
    assert s.obj(bears).tapped is not pays
    assert s.obj(s.id("Forest")).tapped is pays


@pytest.mark.parametrize(("where", "draws"), [("", 1), ("battlefield", 0), ("graveyard", 0)])
def test_cr_603_4_guardian_project_draws_only_for_a_new_name(where: str, draws: int) -> None:
    """"Whenever a nontoken creature enters under your control, if it doesn't have the same
    name as another creature you control or a creature card in your graveyard, draw a card."
    — a second Grizzly Bears (on the battlefield or in the graveyard) draws nothing."""
    assert render_card(real("Guardian Project")) == (
        "Whenever a nontoken creature enters under your control, if it doesn't have the same "
        "name as another creature you control or a creature card in your graveyard, draw a "
        "card.")
    s = game("Guardian Project")
    s.put(A, "Guardian Project")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    if where == "battlefield":
        s.put(A, "Grizzly Bears")
    elif where == "graveyard":
        s.graveyard(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")  # an opponent's creature of that name does not count
    s.start()
    s.cast(A, "Grizzly Bears")
    hand = len(_hand(s, A))
    s.resolve()
    assert len(_hand(s, A)) == hand + draws


def _horn(top: str, reveal: bool | None) -> tuple[Scenario, int]:
    from cardtable.games.magic.chosen import record

    s = game("Herald's Horn")
    horn = s.put(A, "Herald's Horn")
    record(s.state, horn, "Goblin")
    card = s.library_top(A, top)
    s.start(active=B, step="end")
    if reveal is not None:
        s.then("reveal it", reveal)
    s.to_step("upkeep", active=A)
    s.resolve()
    return s, card


def test_cr_701_16a_heralds_horn_may_reveal_a_creature_of_the_chosen_type() -> None:
    assert render_card(real("Herald's Horn")).splitlines()[1:] == [
        "Creature spells you cast of the chosen type cost {1} less to cast.",
        "At the beginning of your upkeep, look at the top card of your library. If it's a "
        "creature card of the chosen type, you may reveal it and put it into your hand."]
    s, _card = _horn("Boggart Brute", reveal=True)
    assert s.zone_of("Boggart Brute") == "hand"
    assert ["Boggart Brute"] in [dict(e.data).get("cards") for e in s.events("reveal")]


def test_cr_401_4_heralds_horn_other_cards_stay_on_top_and_only_you_saw_them() -> None:
    s, card = _horn("Hill Giant", reveal=None)  # a Giant: not asked
    assert _library(s, A)[0] == card
    looks = s.events("look")
    assert looks and all(e.secret_to == frozenset({A}) and "Hill Giant" not in str(e.data)
                         for e in looks)  # the name is in the secret part, for A alone
    assert not s.events("reveal")


def test_cr_601_2f_heralds_horn_reduces_only_your_spells_of_the_chosen_type() -> None:
    from cardtable.core.errors import IllegalAction
    from cardtable.games.magic.chosen import record

    s = game("Herald's Horn")
    horn = s.put(A, "Herald's Horn")
    record(s.state, horn, "Goblin")
    s.lands(A, "Mountain", 2)
    s.lands(B, "Mountain", 2)
    s.hand(A, "Boggart Brute")
    s.hand(B, "Boggart Brute")
    s.start(active=B)
    with pytest.raises(IllegalAction):  # {2}{R} with two lands: the opponent's is not reduced
        s.cast(B, "Boggart Brute")
    s.start(active=A)
    s.cast(A, "Boggart Brute")
    s.resolve()
    assert [o.controller for o in s.state.objects.values()
            if o.card.name == "Boggart Brute" and o.zone == "battlefield"] == [A]


def test_cr_603_2_kindred_discovery_draws_when_a_chosen_type_creature_enters_or_attacks() -> None:
    """"Whenever a creature you control of the chosen type enters or attacks, draw a card.":
    a Goblin entering draws one, a Giant none; a Goblin attacking draws one."""
    from cardtable.games.magic.chosen import record

    assert render_card(real("Kindred Discovery")).splitlines()[1] == (
        "Whenever a creature you control of the chosen type enters or attacks, draw a card.")
    s = game("Kindred Discovery")
    discovery = s.put(A, "Kindred Discovery")
    record(s.state, discovery, "Goblin")
    s.lands(A, "Mountain", 7)
    s.hand(A, "Boggart Brute")
    s.hand(A, "Hill Giant")
    veteran = s.put(A, "Raging Goblin")
    s.start()
    hand = len(_hand(s, A))
    s.cast(A, "Hill Giant")
    s.resolve()
    assert len(_hand(s, A)) == hand - 1
    s.cast(A, "Boggart Brute")
    s.resolve()
    assert len(_hand(s, A)) == hand - 2 + 1
    s.attack({veteran: "p1"})
    s.resolve()
    assert len(_hand(s, A)) == hand - 2 + 2


# -- Necropotence (CR 614.10, 701.9, 406.3, 603.7) --------------------------------------------


def test_cr_614_10_necropotence_skips_your_draw_step() -> None:
    assert render_card(real("Necropotence")).splitlines() == [
        "Skip your draw step.",
        "Whenever you discard a card, exile that card from your graveyard.",
        "Pay 1 life: Exile the top card of your library face down. Put that card into your "
        "hand at the beginning of your next end step."]
    s = game("Necropotence")
    s.put(A, "Necropotence")
    s.start(active=B, step="end")
    hand = len(_hand(s, A))
    s.to_step("main1", active=A)
    assert len(_hand(s, A)) == hand
    assert not [e for e in s.game.events if e.kind == "step" and dict(e.data).get("step") ==
                "draw" and e.player == A]


def test_cr_603_7_necropotence_pay_life_exiles_face_down_then_to_hand_at_your_end_step() -> None:
    s = game("Necropotence")
    necro = s.put(A, "Necropotence")
    card = s.library_top(A, "Hill Giant")
    s.start()
    s.activate(A, "Necropotence", source=necro)
    s.resolve()
    assert s.life(A) == 19
    exiled = [o for o in s.state.objects.values() if o.card.name == "Hill Giant"]
    assert len(exiled) == 1 and exiled[0].zone == "exile" and exiled[0].id != card
    assert exiled[0].id in s.state.exiled_face_down
    assert "Hill Giant" not in [s.state.objects[i].card.name for i in _hand(s, A)]
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("Hill Giant") == "hand"


def test_cr_701_9_necropotence_exiles_each_card_you_discard() -> None:
    s = game("Necropotence")
    s.put(A, "Necropotence")
    s.hand(A, "Grizzly Bears", 2)
    s.lands(B, "Swamp", 3)
    s.hand(B, "Mind Rot")
    s.start(active=B)
    s.cast(B, "Mind Rot", targets=["p0"])
    s.then("order_triggers", (0, 1))  # two discards, two triggers (one per card)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    assert s.graveyard_names(A) == []


# -- doubling in the passive voice (CR 614.1a, 616.1; Atraxa decks' counter doublers) ---------


@pytest.mark.parametrize(("name", "on"), [("Corpsejack Menace", "it"),
                                          ("Branching Evolution", "that creature")])
def test_cr_614_1a_passive_counter_doubler_doubles_plus_one_counters_on_yours_only(
        name: str, on: str) -> None:
    """Corpsejack Menace / Branching Evolution: "If one or more +1/+1 counters would be put on
    a creature you control, twice that many +1/+1 counters are put on it [that creature]
    instead." — Battlegrowth's one counter becomes two on A's Grizzly Bears; Instill
    Infection's -1/-1 counter is not doubled; B's creatures are not A's."""
    card = real(name)
    assert render_card(card).splitlines()[-1] == (
        "If one or more +1/+1 counters would be put on a creature you control, twice that many "
        f"+1/+1 counters are put on {on} instead.")
    s = game(name)
    s.put(A, name)
    s.put(A, "Forest")
    s.put(A, "Forest")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Battlegrowth")
    s.hand(A, "Battlegrowth")
    s.hand(A, "Instill Infection")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Battlegrowth", targets=[bears])
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 2
    s.cast(A, "Battlegrowth", targets=[theirs])
    s.resolve()
    assert s.obj(theirs).counters.get("+1/+1") == 1
    s.cast(A, "Instill Infection", targets=[giant])
    s.resolve()
    assert s.obj(giant).counters.get("-1/-1") == 1


def test_cr_614_1a_adrix_and_nev_doubles_tokens_created_under_your_control() -> None:
    """Adrix and Nev, Twincasters: "If one or more tokens would be created under your control,
    twice that many of those tokens are created instead." — Raise the Alarm makes four
    Soldiers; B's Raise the Alarm makes two."""
    assert m.ReplacementAbility(event="create_token", action="double", applies_to="you",
                                text="passive") in real("Adrix and Nev, Twincasters").abilities
    s = game("Adrix and Nev, Twincasters", "Raise the Alarm")
    s.put(A, "Adrix and Nev, Twincasters")
    s.lands(A, "Plains", 2)
    s.lands(B, "Plains", 2)
    s.hand(A, "Raise the Alarm")
    s.hand(B, "Raise the Alarm")
    s.start()
    s.cast(A, "Raise the Alarm")
    s.resolve()
    mine = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(mine) == 4 and all(o.controller == A for o in mine)
    s.cast(B, "Raise the Alarm")
    s.resolve()
    theirs = [o for o in s.state.objects.values()
              if o.token and o.zone == "battlefield" and o.controller == B]
    assert len(theirs) == 2
