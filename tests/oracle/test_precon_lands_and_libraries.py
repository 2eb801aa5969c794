"""Templates for the Commander precons' lands, mana and library cards (issues 10 and 16),
each compiled from its real Oracle text and played in a game: "Activate only if …"
(CR 602.5b), mana counted as it is made (CR 106.1, 605), triggered mana abilities (CR 605.1b),
library searches (CR 701.19)."""

from __future__ import annotations

import pytest

from cardtable.core.decision import Decision
from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Pass
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled


def _card(name: str) -> m.CardDef:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def _scenario(*names: str, players: int = 2, library: int = 20) -> Scenario:
    return Scenario(players=players, cards=card_pool() | {n: _card(n) for n in names},
                    library=library)


def _until_choice(s: Scenario) -> Decision:
    """Everyone passes until the game asks something other than priority."""
    for _ in range(50):
        decision = s.pending
        assert decision is not None
        if decision.tag != "priority":
            return decision
        s.apply(decision.player, Pass())
    raise AssertionError("no choice came")


def _pool(s: Scenario, player: int = A) -> dict[str, int]:
    return {k: v for k, v in s.state.players[player].pool.items() if v}


def _activations(s: Scenario, player: int, name: str) -> list[Activate]:
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


# -- "Activate only if you control five or more lands." (CR 602.5b) ------------------------------


def test_temple_of_the_false_god_compiles_with_its_condition_CR_602_5b() -> None:
    temple = _card("Temple of the False God")
    (ability,) = temple.abilities
    assert isinstance(ability, m.ActivatedAbility) and ability.is_mana_ability
    assert ability.condition == m.Condition(kind="you_control", filter=m.Filter(
        types=("Land",)), amount=5)
    assert render_card(temple) == ("{T}: Add {C}{C}. Activate only if you control five or "
                                   "more lands.")


def _temple_table(lands: int) -> tuple[Scenario, int]:
    s = _scenario("Temple of the False God")
    temple = s.put(A, "Temple of the False God")
    s.lands(A, "Forest", 2)
    s.put(A, "Mountain")
    if lands == 5:
        s.put(A, "Island", tapped=True)  # a fifth land, that makes no mana now
    s.hand(A, "Hill Giant")
    s.start()
    return s, temple


def test_temple_of_the_false_god_needs_five_lands_CR_602_5b() -> None:
    """With four lands the ability cannot be activated, by hand or to pay a cost (Hill Giant's
    {3}{R} is out of reach with the other three); with a fifth land it pays for it."""
    s, _temple = _temple_table(4)
    assert _activations(s, A, "Temple of the False God") == []
    with pytest.raises(IllegalAction):
        s.cast(A, "Hill Giant")
    s, temple = _temple_table(5)
    assert _activations(s, A, "Temple of the False God") != []
    s.cast(A, "Hill Giant")
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    assert s.obj(temple).tapped


def test_temple_of_the_false_god_activated_by_hand_adds_two_colorless_CR_605_3() -> None:
    s = _scenario("Temple of the False God")
    temple = s.put(A, "Temple of the False God")
    s.lands(A, "Forest", 4)
    s.start()
    (option, *_rest) = _activations(s, A, "Temple of the False God")
    s.apply(A, option)
    assert s.obj(temple).tapped
    assert _pool(s) == {"C": 2}


# -- counted mana: "Add {B} for each …" (CR 106.1, 605.3) ---------------------------------------


def test_magus_of_the_coffers_pays_two_then_adds_black_for_each_swamp_CR_605_3() -> None:
    """"{2}, {T}: Add {B} for each Swamp you control.": the {2} is paid (here with two of the
    Swamps, which still count), then three {B}."""
    s = _scenario("Magus of the Coffers")
    magus = s.put(A, "Magus of the Coffers")
    swamps = s.lands(A, "Swamp", 3)
    s.put(B, "Swamp")  # an opponent's Swamp does not count
    s.start()
    (option,) = _activations(s, A, "Magus of the Coffers")
    s.apply(A, option)
    assert s.obj(magus).tapped
    assert sum(s.obj(x).tapped for x in swamps) == 2
    assert _pool(s) == {"B": 3}
    assert render_card(_card("Magus of the Coffers")) == \
        "{2}, {T}: Add {B} for each Swamp you control."


def test_magus_of_the_coffers_cannot_be_activated_without_the_two_CR_602_2b() -> None:
    s = _scenario("Magus of the Coffers")
    s.put(A, "Magus of the Coffers")
    s.put(A, "Swamp")
    s.start()
    assert _activations(s, A, "Magus of the Coffers") == []


def test_crypt_of_agadeem_counts_black_creature_cards_in_your_graveyard_CR_106_1() -> None:
    """"{2}, {T}: Add {B} for each black creature card in your graveyard." — not a green
    creature card, not a black instant, not a card in another player's graveyard."""
    s = _scenario("Crypt of Agadeem")
    crypt = s.put(A, "Crypt of Agadeem")
    s.lands(A, "Forest", 2)
    for name in ("Evernight Shade", "Falkenrath Noble", "Grizzly Bears"):
        s.graveyard(A, name)
    s.graveyard(B, "Pestilence Demon")
    s.start()
    option = next(o for o in _activations(s, A, "Crypt of Agadeem") if o.index == 2)
    s.apply(A, option)
    assert s.obj(crypt).tapped
    assert _pool(s) == {"B": 2}
    lines = render_card(_card("Crypt of Agadeem")).split("\n")
    assert lines[-1] == "{2}, {T}: Add {B} for each black creature card in your graveyard."


def test_black_market_adds_black_for_each_charge_counter_in_main_phase_CR_505_4() -> None:
    """"At the beginning of your precombat main phase, add {B} for each charge counter on ~."
    — a creature dying adds a counter first; the mana is there in the main phase."""
    s = _scenario("Black Market")
    market = s.put(A, "Black Market", counters={"charge": 2})
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start(active=B, step="main2")
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.obj(market).counters["charge"] == 3
    s.to_step("main1", active=A)
    s.resolve()
    assert _pool(s) == {"B": 3}


# -- triggered mana abilities (CR 605.1b) --------------------------------------------------------


def test_crypt_ghast_compiled_adds_an_additional_black_CR_605_1b() -> None:
    """"Whenever you tap a Swamp for mana, add an additional {B}." from the Oracle text: a
    Swamp tapped by hand makes {B}{B}; a Forest, {G}."""
    ghast = _card("Crypt Ghast")
    trigger = next(a for a in ghast.abilities if isinstance(a, m.TriggeredAbility))
    assert trigger.trigger == m.Trigger("tapped_for_mana", subject="filter",
                                        filter=m.Filter(subtypes=("Swamp",), controller="you"))
    s = _scenario("Crypt Ghast")
    s.put(A, "Crypt Ghast")
    s.put(A, "Swamp")
    s.put(A, "Forest")
    s.start()
    s.apply(A, _activations(s, A, "Swamp")[0])
    assert _pool(s) == {"B": 2}
    s.apply(A, _activations(s, A, "Forest")[0])
    assert _pool(s) == {"B": 2, "G": 1}


# -- library searches (CR 701.19) ----------------------------------------------------------------


def test_naya_panorama_searches_for_one_of_three_basic_land_types_CR_701_19() -> None:
    """"Search your library for a basic Mountain, Forest, or Plains card, put it onto the
    battlefield tapped": an Island or a Wastes is not offered."""
    s = _scenario("Naya Panorama", library=0)
    s.put(A, "Naya Panorama")
    s.put(A, "Swamp")
    found = {s.library_top(A, name): name for name in ("Mountain", "Forest", "Plains")}
    s.library_top(A, "Island")
    s.library_top(A, "Wastes")
    s.start()
    s.activate(A, "Naya Panorama", 1)
    assert s.zone_of("Naya Panorama") == "graveyard"
    choice = _until_choice(s)
    assert set(choice.options) == set(found)
    plains = next(i for i, n in found.items() if n == "Plains")
    s.apply(A, (plains,))
    s.resolve()
    new = s.id("Plains")
    assert s.obj(new).tapped
    assert render_card(_card("Naya Panorama")).endswith(
        "Search your library for a basic Mountain, Forest, or Plains card, put it onto the "
        "battlefield tapped, then shuffle.")


def _cultivate(*library: str) -> tuple[Scenario, dict[int, str]]:
    s = _scenario("Cultivate", library=0)
    s.lands(A, "Forest", 3)
    found = {s.library_top(A, name): name for name in library}
    s.hand(A, "Cultivate")
    s.start()
    s.cast(A, "Cultivate")
    return s, found


def test_cultivate_one_onto_the_battlefield_tapped_the_other_to_hand_CR_701_19() -> None:
    """Two basic land cards found (a Grizzly Bears card is not offered); the player picks the
    Plains for the battlefield (tapped), the Island goes to the hand."""
    s, found = _cultivate("Plains", "Island", "Grizzly Bears")
    choice = _until_choice(s)
    assert sorted(found[o] for o in choice.options) == ["Island", "Plains"]
    assert (choice.min_count, choice.max_count) == (0, 2)
    s.apply(A, tuple(choice.options))
    where = _until_choice(s)
    assert "battlefield" in where.prompt and (where.min_count, where.max_count) == (1, 1)
    plains = next(i for i, n in found.items() if n == "Plains")
    s.apply(A, (plains,))
    s.resolve()
    assert s.obj(s.id("Plains")).tapped
    assert s.zone_of("Island") == "hand"
    assert s.zone_of("Grizzly Bears") == "library"
    assert s.zone_of("Cultivate") == "graveyard"


def test_cultivate_with_one_card_found_the_player_says_where_it_goes_CR_608_2c() -> None:
    s, _found = _cultivate("Plains", "Grizzly Bears")
    choice = _until_choice(s)
    s.apply(A, tuple(choice.options))
    where = _until_choice(s)
    assert (where.min_count, where.max_count) == (0, 1)
    s.apply(A, ())
    s.resolve()
    assert s.zone_of("Plains") == "hand"


def test_kodamas_reach_is_the_same_template() -> None:
    assert _card("Kodama's Reach").abilities[0] == _card("Cultivate").abilities[0]


def test_myriad_landscape_second_card_shares_a_land_type_CR_205_3i() -> None:
    """"up to two basic land cards that share a land type": after a Forest, only the other
    Forest is offered, not the Plains; both enter tapped."""
    s = _scenario("Myriad Landscape", library=0)
    s.put(A, "Myriad Landscape")
    s.lands(A, "Swamp", 2)
    forests = [s.library_top(A, "Forest") for _ in range(2)]
    s.library_top(A, "Plains")
    s.start()
    s.activate(A, "Myriad Landscape", 2)
    first = _until_choice(s)
    assert len(first.options) == 3 and first.max_count == 1
    s.apply(A, (forests[0],))
    second = _until_choice(s)
    assert tuple(second.options) == (forests[1],)
    s.apply(A, (forests[1],))
    s.resolve()
    new = s.ids("Forest", "battlefield")
    assert len(new) == 2 and all(s.obj(f).tapped for f in new)
    assert s.zone_of("Plains") == "library"


def test_ghost_quarter_the_lands_controller_may_search_CR_608_2h() -> None:
    """"Destroy target land. Its controller may search their library for a basic land card,
    put it onto the battlefield": the destroyed land's controller (B) is asked and searches
    B's own library; the land enters untapped."""
    s = _scenario("Ghost Quarter", library=0)
    s.put(A, "Ghost Quarter")
    forest = s.put(B, "Forest")
    s.library_top(B, "Plains")
    s.library_top(A, "Island")
    s.start()
    s.activate(A, "Ghost Quarter", 1, targets=[forest])
    may = _until_choice(s)
    assert may.player == B
    s.apply(B, True)
    search = _until_choice(s)
    assert search.player == B and [s.obj(o).card.name for o in search.options] == ["Plains"]
    s.apply(B, tuple(search.options))
    s.resolve()
    assert s.zone_of("Forest") == "graveyard" and s.zone_of("Ghost Quarter") == "graveyard"
    plains = s.id("Plains")
    assert s.controller(plains) == B and not s.obj(plains).tapped
    assert s.zone_of("Island") == "library"


# -- optional payments, "sacrifice it unless …", graveyards (CR 118.12, 608.2d, 406) -------------


def test_seers_sundial_pay_two_to_draw_when_a_land_enters_CR_608_2d() -> None:
    """"Whenever a land enters under your control, you may pay {2}. If you do, draw a card."
    — paid: {2} is spent and a card drawn; declined: nothing."""
    s = _scenario("Seer's Sundial")
    s.put(A, "Seer's Sundial")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Forest", 2)
    s.start()
    hand = s.hand_size(A)
    s.play_land(A, "Forest")
    may = _until_choice(s)
    assert may.prompt.endswith("pay {2}?")
    s.apply(A, True)
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 1
    assert sum(s.obj(x).tapped for x in s.ids("Swamp", "battlefield")) == 2
    s2 = _scenario("Seer's Sundial")
    s2.put(A, "Seer's Sundial")
    s2.lands(A, "Swamp", 2)
    s2.hand(A, "Forest")
    s2.start()
    s2.play_land(A, "Forest")
    _until_choice(s2)
    s2.apply(A, False)
    s2.resolve()
    assert s2.hand_size(A) == 0
    assert not any(s2.obj(x).tapped for x in s2.ids("Swamp", "battlefield"))


def test_seers_sundial_cannot_pay_so_is_not_asked_CR_118_3() -> None:
    s = _scenario("Seer's Sundial")
    s.put(A, "Seer's Sundial")
    s.hand(A, "Forest")
    s.start()
    s.play_land(A, "Forest")
    s.resolve()  # one land: {2} cannot be paid, no question
    assert s.hand_size(A) == 0


def test_bojuka_bog_exiles_target_players_graveyard_CR_406_3() -> None:
    """"When ~ enters, exile target player's graveyard." — all of B's graveyard, none of A's;
    the Bog enters tapped."""
    s = _scenario("Bojuka Bog")
    for name in ("Grizzly Bears", "Lightning Bolt", "Forest"):
        s.graveyard(B, name)
    mine = s.graveyard(A, "Hill Giant")
    s.hand(A, "Bojuka Bog")
    s.start()
    s.play_land(A, "Bojuka Bog")
    target = _until_choice(s)
    assert set(target.options) == {"p0", "p1"}
    s.apply(A, "p1")
    s.resolve()
    assert s.graveyard_names(B) == []
    assert sorted(s.obj(i).card.name for i in s.ids("Grizzly Bears", "exile")
                  + s.ids("Lightning Bolt", "exile") + s.ids("Forest", "exile")) == [
        "Forest", "Grizzly Bears", "Lightning Bolt"]
    assert s.obj(mine).zone == "graveyard"
    assert s.obj(s.id("Bojuka Bog")).tapped


def test_nihil_spellbomb_exiles_a_graveyard_then_may_pay_black_to_draw_CR_603_6c() -> None:
    """"{T}, Sacrifice ~: Exile target player's graveyard." then "When ~ is put into a
    graveyard from the battlefield, you may pay {B}. If you do, draw a card." """
    s = _scenario("Nihil Spellbomb")
    s.put(A, "Nihil Spellbomb")
    s.put(A, "Swamp")
    s.graveyard(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Nihil Spellbomb", targets=["p1"])
    s.then("pay {B}", True)
    s.resolve()
    assert s.graveyard_names(B) == []
    assert s.zone_of("Grizzly Bears") == "exile"
    assert s.hand_size(A) == 1
    assert s.obj(s.id("Swamp")).tapped


def _rupture_spire(untapped: int) -> Scenario:
    s = _scenario("Rupture Spire")
    s.lands(A, "Forest", untapped)
    s.hand(A, "Rupture Spire")
    s.start()
    s.play_land(A, "Rupture Spire")
    return s


def test_rupture_spire_pay_one_or_sacrifice_it_CR_118_12() -> None:
    """"When ~ enters, sacrifice it unless you pay {1}." — paid with the Forest, it stays
    (tapped, as it entered); declined, it is sacrificed."""
    s = _rupture_spire(1)
    ask = _until_choice(s)
    assert ask.prompt.endswith("pay {1}, or sacrifice Rupture Spire")
    s.apply(A, True)
    s.resolve()
    assert s.obj(s.id("Rupture Spire")).tapped
    assert s.obj(s.id("Forest")).tapped
    s = _rupture_spire(1)
    _until_choice(s)
    s.apply(A, False)
    s.resolve()
    assert s.zone_of("Rupture Spire") == "graveyard"
    assert not s.obj(s.id("Forest")).tapped


def test_rupture_spire_without_mana_is_sacrificed_CR_118_3() -> None:
    s = _rupture_spire(0)
    s.resolve()
    assert s.zone_of("Rupture Spire") == "graveyard"


def _everglades(swamp_tapped: bool) -> Scenario:
    s = _scenario("Everglades")
    s.put(A, "Swamp", tapped=swamp_tapped)
    s.hand(A, "Everglades")
    s.start()
    s.play_land(A, "Everglades")
    return s


def test_everglades_returns_an_untapped_swamp_or_is_sacrificed_CR_608_2d() -> None:
    """"When ~ enters, sacrifice it unless you return an untapped Swamp you control to its
    owner's hand." — an untapped Swamp returned keeps it; a tapped Swamp cannot be."""
    s = _everglades(False)
    ask = _until_choice(s)
    swamp = s.id("Swamp")
    assert tuple(ask.options) == (swamp,)
    s.apply(A, (swamp,))
    s.resolve()
    assert s.zone_of("Swamp") == "hand" and s.zone_of("Everglades") == "battlefield"
    s = _everglades(True)
    s.resolve()
    assert s.zone_of("Everglades") == "graveyard" and s.zone_of("Swamp") == "battlefield"
    assert render_card(_card("Everglades")).split("\n")[1] == (
        "When ~ enters, sacrifice it unless you return an untapped Swamp you control to its "
        "owner's hand.")


def _viper(*lands: str) -> Scenario:
    s = _scenario("Patagia Viper")
    for land in lands:
        s.put(A, land)
    s.hand(A, "Patagia Viper")
    s.start()
    s.cast(A, "Patagia Viper")
    s.then("order_triggers", (0, 1))
    s.resolve()
    return s


def test_patagia_viper_stays_only_if_blue_was_spent_CR_601_2h() -> None:
    """"When ~ enters, sacrifice it unless {U} was spent to cast it." ({3}{G}): paid with an
    Island among the lands it stays; paid with Forests only it is sacrificed — its Snakes
    are made either way."""
    s = _viper("Forest", "Forest", "Forest", "Island")
    assert s.zone_of("Patagia Viper") == "battlefield"
    assert len(s.ids("Snake", "battlefield")) == 2
    s = _viper("Forest", "Forest", "Forest", "Forest")
    assert s.zone_of("Patagia Viper") == "graveyard"
    assert len(s.ids("Snake", "battlefield")) == 2


def test_plaxmanta_is_the_green_twin() -> None:
    (sacrifice,) = [e for a in _card("Plaxmanta").abilities if isinstance(a, m.TriggeredAbility)
                    for e in a.effects if isinstance(e, m.Sacrifice)]
    assert sacrifice == m.Sacrifice(what="self", unless_spent="G")
    s = _scenario("Plaxmanta")
    s.put(A, "Island")
    s.put(A, "Forest")
    s.hand(A, "Plaxmanta")
    s.start()
    s.cast(A, "Plaxmanta")
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.zone_of("Plaxmanta") == "battlefield"


# -- graveyards to the battlefield, granted land abilities, the top of the library ---------------


def test_restore_puts_a_land_card_from_any_graveyard_under_your_control_CR_110_2a() -> None:
    """"Put target land card from a graveyard onto the battlefield under your control." — an
    opponent's Forest comes under A's control (B still owns it); a creature card is no legal
    target."""
    s = _scenario("Restore")
    s.lands(A, "Forest", 2)
    forest = s.graveyard(B, "Forest")
    s.graveyard(B, "Grizzly Bears")
    s.hand(A, "Restore")
    s.start()
    s.cast(A, "Restore", targets=[forest])
    s.resolve()
    (new,) = [i for i in s.ids("Forest", "battlefield") if s.obj(i).owner == B]
    assert s.controller(new) == A and not s.obj(new).tapped
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert render_card(_card("Restore")) == ("Put target land card from a graveyard onto the "
                                             "battlefield under your control.")


def test_spawning_grounds_the_enchanted_land_makes_beasts_CR_613_1f() -> None:
    """"Enchanted land has "{T}: Create a 5/5 green Beast creature token with trample."" —
    the land (not the Aura) has the ability; tapping it makes the Beast."""
    s = _scenario("Spawning Grounds")
    land = s.put(A, "Forest")
    s.put(A, "Spawning Grounds", attached_to=land)
    s.start()
    options = _activations(s, A, "Forest")
    token_ability = [o for o in options if o.index == 1]
    assert token_ability, options
    s.apply(A, token_ability[0])
    s.resolve()
    (beast,) = s.ids("Beast", "battlefield")
    assert s.pt(beast) == (5, 5) and "trample" in s.keywords(beast)
    assert s.obj(land).tapped
    assert render_card(_card("Spawning Grounds")).split("\n")[1] == (
        'Enchanted land has "{T}: Create a 5/5 green Beast creature token with trample."')


def test_underworld_connections_pay_one_life_draw_a_card_CR_613_1f() -> None:
    s = _scenario("Underworld Connections")
    land = s.put(A, "Swamp")
    s.put(A, "Underworld Connections", attached_to=land)
    s.start()
    (draw,) = [o for o in _activations(s, A, "Swamp") if o.index == 1]
    s.apply(A, draw)
    s.resolve()
    assert s.life(A) == 19 and s.hand_size(A) == 1 and s.obj(land).tapped


def _oracle(top: str) -> Scenario:
    s = _scenario("Coiling Oracle")
    s.lands(A, "Forest", 1)
    s.put(A, "Island")
    s.library_top(A, top)
    s.hand(A, "Coiling Oracle")
    s.start()
    s.cast(A, "Coiling Oracle")
    s.resolve()
    return s


def test_coiling_oracle_land_onto_battlefield_otherwise_to_hand_CR_701_16a() -> None:
    """"When ~ enters, reveal the top card of your library. If it's a land card, put it onto
    the battlefield. Otherwise, put that card into your hand." """
    s = _oracle("Mountain")
    assert s.zone_of("Mountain") == "battlefield"
    assert s.events("reveal")
    s = _oracle("Hill Giant")
    assert s.zone_of("Hill Giant") == "hand"


def _satchel(top: str) -> Scenario:
    s = _scenario("Druidic Satchel")
    s.put(A, "Druidic Satchel")
    s.lands(A, "Forest", 2)
    s.library_top(A, top)
    s.start()
    s.activate(A, "Druidic Satchel")
    s.resolve()
    return s


def test_druidic_satchel_three_branches_on_the_revealed_card_CR_701_16a() -> None:
    """A creature card: a Saproling (the card stays on top); a land card: onto the
    battlefield under your control; neither: 2 life."""
    s = _satchel("Grizzly Bears")
    assert len(s.ids("Saproling", "battlefield")) == 1 and s.life(A) == 20
    assert s.zone_of("Grizzly Bears") == "library"
    s = _satchel("Mountain")
    assert s.zone_of("Mountain") == "battlefield" and s.ids("Saproling") == []
    s = _satchel("Lightning Bolt")
    assert s.life(A) == 22 and s.zone_of("Lightning Bolt") == "library"


def test_mayael_puts_a_big_creature_from_the_top_five_the_rest_on_the_bottom_CR_401_4() -> None:
    """"Look at the top five cards of your library. You may put a creature card with power 5
    or greater from among them onto the battlefield. Put the rest on the bottom of your
    library in any order." — Craw Wurm (6/4) is offered, Grizzly Bears is not; the other four
    go to the bottom in the order chosen."""
    s = _scenario("Mayael the Anima", library=3)
    s.put(A, "Mayael the Anima")
    for land in ("Mountain", "Forest", "Plains", "Forest", "Forest", "Forest"):
        s.put(A, land)
    top = [s.library_top(A, n) for n in ("Forest", "Grizzly Bears", "Craw Wurm", "Island",
                                           "Plains")][::-1]
    s.start()
    s.activate(A, "Mayael the Anima")
    choice = _until_choice(s)
    wurm = s.id("Craw Wurm", "library")
    assert tuple(choice.options) == (wurm,)
    s.apply(A, (wurm,))
    order = _until_choice(s)
    rest = tuple(o for o in top if o != wurm)
    assert set(order.options) == set(rest)
    s.apply(A, tuple(reversed(rest)))
    s.resolve()
    assert s.zone_of("Craw Wurm") == "battlefield"
    library = s.state.players[A].zones["library"]
    assert tuple(library[-4:]) == tuple(reversed(rest))
    assert len(library) == 7


# -- an ability activated from the graveyard, only during your upkeep (CR 602.5b) ----------------


def test_eternal_dragon_returns_from_the_graveyard_only_in_your_upkeep_CR_602_5b() -> None:
    """"{3}{W}{W}: Return ~ from your graveyard to your hand. Activate only during your
    upkeep." — not offered in the main phase nor in an opponent's upkeep; in A's upkeep it
    returns the card to A's hand."""
    dragon = _card("Eternal Dragon")
    ability = next(a for a in dragon.abilities if isinstance(a, m.ActivatedAbility))
    assert (ability.zone, ability.timing) == ("graveyard", "your_upkeep")
    s = _scenario("Eternal Dragon")
    s.graveyard(A, "Eternal Dragon")
    s.lands(A, "Plains", 5)
    s.start()
    assert _activations(s, A, "Eternal Dragon") == []
    s.to_step("upkeep", active=B)
    s._priority_to(A)
    assert _activations(s, A, "Eternal Dragon") == []
    s.to_step("upkeep", active=A)
    s._priority_to(A)
    s.activate(A, "Eternal Dragon")
    s.resolve()
    assert s.zone_of("Eternal Dragon") == "hand"
    assert all(s.obj(p).tapped for p in s.ids("Plains", "battlefield"))


# -- storm (CR 702.40a) ---------------------------------------------------------------------------


def test_sprouting_vines_storm_copies_search_again_CR_702_40a() -> None:
    """"Storm" and "Search your library for a basic land card, reveal that card, put it into
    your hand, then shuffle.": cast after one other spell this turn, the storm trigger makes
    one copy, so two basic lands come to hand; cast first, only one."""
    s = _scenario("Sprouting Vines", library=0)
    s.lands(A, "Forest", 3)
    s.put(A, "Mountain")
    for name in ("Plains", "Island", "Swamp"):
        s.library_top(A, name)
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Sprouting Vines")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.cast(A, "Sprouting Vines")
    assert [i.name for i in s.state.stack][-1] == "Sprouting Vines"
    assert len(s.state.stack) == 2  # the storm trigger above the spell
    for _ in range(2):
        choice = _until_choice(s)
        s.apply(A, (choice.options[0],))
    s.resolve()
    assert len(s.state.players[A].zones["hand"]) == 2
    assert s.zone_of("Sprouting Vines") == "graveyard"
    assert render_card(_card("Sprouting Vines")) == (
        "Search your library for a basic land card, reveal that card, put it into your hand, "
        "then shuffle.\nStorm")


def test_storm_counts_nothing_for_the_first_spell_CR_702_40a() -> None:
    s = _scenario("Sprouting Vines", library=0)
    s.lands(A, "Forest", 3)
    s.library_top(A, "Plains")
    s.library_top(A, "Island")
    s.hand(A, "Sprouting Vines")
    s.start()
    s.cast(A, "Sprouting Vines")
    assert len(s.state.stack) == 1
    choice = _until_choice(s)
    s.apply(A, (choice.options[0],))
    s.resolve()
    assert s.hand_size(A) == 1


def test_storm_on_a_single_target_spell_is_supported() -> None:
    """Grapeshot's copies may take new targets (702.40a, 707.10c) and now do: each copy asks
    for its target (tests/magic/test_keyword_mechanics.py plays it), so the card is played."""
    card = compiled("Grapeshot")
    assert card.supported, card.reason


# -- From the Ashes (CR 701.8, 701.19, 101.4) -----------------------------------------------------


def test_from_the_ashes_each_player_searches_for_their_destroyed_lands_CR_701_19() -> None:
    """"Destroy all nonbasic lands. For each land destroyed this way, its controller may
    search their library for a basic land card and put it onto the battlefield. Then each
    player who searched their library this way shuffles." — B lost two and finds two; A lost
    one, declines, and does not shuffle; basic lands stay."""
    s = _scenario("From the Ashes", "Ghost Quarter", "Naya Panorama", library=0)
    s.lands(A, "Mountain", 4)
    s.put(A, "Naya Panorama")
    s.put(B, "Ghost Quarter")
    s.put(B, "Ghost Quarter")
    s.put(B, "Swamp")
    a_lib = [s.library_top(A, n) for n in ("Mountain", "Grizzly Bears")]
    for name in ("Forest", "Plains", "Island"):
        s.library_top(B, name)
    s.hand(A, "From the Ashes")
    s.start()
    s.cast(A, "From the Ashes")
    first = _until_choice(s)
    assert first.player == A and "up to 1 card" in first.prompt
    s.apply(A, False)
    second = _until_choice(s)
    assert second.player == B and "up to 2 cards" in second.prompt
    s.apply(B, True)
    search = _until_choice(s)
    assert search.player == B and search.max_count == 2
    picked = tuple(o for o in search.options if s.obj(o).card.name in ("Forest", "Plains"))
    s.apply(B, picked)
    s.resolve()
    assert s.ids("Ghost Quarter", "battlefield") == [] and s.zone_of("Naya Panorama") == \
        "graveyard"
    assert len(s.ids("Mountain", "battlefield")) == 4 and s.zone_of("Swamp") == "battlefield"
    assert {s.obj(i).card.name for i in s.state.battlefield if s.controller(i) == B} == {
        "Swamp", "Forest", "Plains"}
    assert s.state.players[A].zones["library"] == a_lib[::-1]  # A did not search: no shuffle


# -- a target that depends on an earlier one (CR 115.1, 601.2c) ----------------------------------


def test_loaming_shaman_cards_only_from_the_chosen_players_graveyard_CR_601_2c() -> None:
    """"When ~ enters, target player shuffles any number of target cards from their graveyard
    into their library." — after B is chosen only B's graveyard cards are offered; the
    chosen one goes into B's library, the other stays."""
    s = _scenario("Loaming Shaman", library=0)
    s.lands(A, "Forest", 3)
    bolt = s.graveyard(B, "Lightning Bolt")
    s.graveyard(B, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.hand(A, "Loaming Shaman")
    s.start()
    s.cast(A, "Loaming Shaman")
    player = _until_choice(s)
    assert player.tag == "cast.target" and set(player.options) == {"p0", "p1"}
    s.apply(A, "p1")
    cards = _until_choice(s)
    assert cards.tag == "cast.targets" and cards.min_count == 0
    assert {s.obj(o).card.name for o in cards.options} == {"Lightning Bolt", "Grizzly Bears"}
    s.apply(A, (bolt,))
    s.resolve()
    assert s.zone_of("Lightning Bolt") == "library"
    assert s.state.players[B].zones["library"] == s.ids("Lightning Bolt", "library")
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.zone_of("Hill Giant") == "graveyard"
    assert render_card(_card("Loaming Shaman")) == (
        "When ~ enters, target player shuffles any number of target cards from their graveyard "
        "into their library.")


# -- every card of this file in a seeded game with random legal choices (magic.md §2, §3) --------

LANDS_CARDS = (
    "Temple of the False God", "Seer's Sundial", "From the Ashes", "Rupture Spire",
    "Sprouting Vines", "Cultivate", "Spawning Grounds", "Eternal Dragon", "Naya Panorama",
    "Restore", "Mayael the Anima", "Druidic Satchel", "Loaming Shaman", "Patagia Viper",
    "Plaxmanta", "Kodama's Reach", "Coiling Oracle", "Magus of the Coffers", "Myriad Landscape",
    "Crypt of Agadeem", "Bojuka Bog", "Crypt Ghast", "Ghost Quarter", "Everglades",
    "Underworld Connections", "Nihil Spellbomb", "Black Market",
)


@pytest.mark.parametrize("name", LANDS_CARDS)
def test_generated_game_for_each_lands_card(name: str) -> None:
    """The generated test's shape (tests/oracle/test_generated_games.py) for each card here:
    the card in hand, on the battlefield and in the graveyard with lands of every colour, a
    random legal use of it, then random bots for a hundred actions with the invariants
    checked after each."""
    import random

    from cardtable.agents.magic import magic_bot
    from cardtable.games.magic.actions import Cast, PlayLand
    from tests.magic.test_conformance import Invariants

    card = _card(name)
    s = Scenario(cards=card_pool() | {name: card}, strict=False, seed=sum(name.encode()))
    for player in (A, B):
        for basic in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
            s.lands(player, basic, 3)
        s.put(player, "Grizzly Bears")
        s.graveyard(player, "Grizzly Bears")
        s.graveyard(player, "Forest")
        s.graveyard(player, name)
        s.library_top(player, "Forest")
        s.library_top(player, "Craw Wurm")
    s.put(A, name)
    s.hand(A, name)
    s.start(step="upkeep" if name == "Eternal Dragon" else "main1")
    game = s.game
    invariants = Invariants(game)
    invariants.step = (game.state.turn, game.state.step)
    decision = game.pending
    assert decision is not None and decision.tag == "priority"
    uses = [o for o in decision.options if isinstance(o, (Cast, Activate, PlayLand))
            and o.name == name]
    assert uses, f"{name} offers no action: {decision.options}"
    rng = random.Random(sum(name.encode()))
    game.apply(rng.choice(uses), player=A)
    bots = [magic_bot("random", 7), magic_bot("random", 8)]
    made = 1
    invariants.check(made)
    while not game.is_over and made < 120:
        pending = game.pending
        assert pending is not None
        game.apply(bots[pending.player].choose(game.view(pending.player), pending),
                   player=pending.player, decision_id=pending.id)
        made += 1
        invariants.check(made)
