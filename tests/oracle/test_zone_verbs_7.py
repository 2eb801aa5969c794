"""Issue 29, effect verbs that move cards between zones (the "zone verbs" helper EV1). Each card
is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported and
played; each test asserts what the text says happens.

- a library search composed from its parts (CR 701.19, 701.16a, 701.20): the searcher ("you",
  "each player may", "each opponent may"), the count ("a", "up to N / X", "any number of",
  "three"), a reveal, the destination (a hand, a graveyard, the battlefield, exile) and
  Oracle's words for the cards found;
- "PLAYER exiles N [typed] cards from their hand / graveyard", "exile N cards from your
  graveyard", "… all land cards …" (CR 406.3: the player chooses), a player verb;
- "PLAYER shuffles their hand [and graveyard] into their library" (CR 701.20a), a player verb;
- takes of a library look (CR 401.4, 701.16a): "[you may] put up to N / any number of / all
  CARDS from among them onto the battlefield [tapped] / into your hand", "you may reveal …
  and put that card / them into your hand", "… and the rest into your hand", ". Then put the
  rest …";
- a card returned from a graveyard, chosen as it resolves (CR 608.2d): "return a / two CARDS
  [at random] from your graveyard to your hand / the battlefield [tapped]", "Each player /
  Target player returns … from their graveyard …", and "EFFECT, then you may EFFECT";
- "If a land card is / was milled this way", "If at least one Angel card is milled this way"
  (CR 701.13, 608.2c): a condition over the cards the ability milled;
- "PLAYER exiles the top N cards of their library" (CR 406.3);
- "exile up to one target card from a graveyard" (CR 601.2c: an optional target of any
  graveyard);
- "Put all creatures on the bottom of their owners' libraries" (CR 401.4: each owner orders
  their own);
- wishes: "reveal a sorcery card you own from outside the game and put it into your hand" (CR
  400.11b; in Commander the EDH sideboard of CMD-3.2, within CR 903.11).
"""

from __future__ import annotations

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.commander.dsl import CommanderScenario, scenario_cards
from tests.magic.dsl import A, B, C, Scenario
from tests.oracle.conftest import game, real, until_choice
from tests.oracle.faithfulness import audit_card


def _spy_shuffles(s: Scenario) -> list[int]:
    shuffled: list[int] = []
    original = s.game.shuffle

    def spy(player: int) -> None:
        shuffled.append(player)
        original(player)

    s.game.shuffle = spy  # type: ignore[method-assign]
    return shuffled


def _answer(s: Scenario, answer: object) -> Decision:
    decision = until_choice(s)
    if isinstance(answer, tuple):  # a subset: in the order the options are offered
        answer = tuple(o for o in decision.options if o in answer)
    s.apply(decision.player, answer)
    return decision


def _search(name: str) -> m.SearchLibrary:
    effects = [e for a in real(name).abilities for e in getattr(a, "effects", ())]
    effects += [inner for e in effects if isinstance(e, m.MayDo) for inner in e.effects]
    (search,) = [e for e in effects if isinstance(e, m.SearchLibrary)]
    return search


# -- the search composed (CR 701.19) ---------------------------------------------------------------

def test_cr_701_19_entomb_puts_the_card_found_into_the_graveyard() -> None:
    """Entomb: "Search your library for a card, put that card into your graveyard, then
    shuffle." — the card chosen goes to the graveyard (not the hand), the library is
    shuffled once."""
    assert _search("Entomb") == m.SearchLibrary(to="graveyard")
    assert round_trip_problem(real("Entomb")) == ""
    s = game("Entomb")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Entomb")
    giant = s.library_top(A, "Hill Giant")
    s.start()
    shuffled = _spy_shuffles(s)
    hand = s.hand_size(A)
    s.cast(A, "Entomb")
    found = _answer(s, (giant,))
    assert giant in found.options and found.max_count == 1
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.hand_size(A) == hand - 1  # Entomb itself left the hand; nothing came in
    assert shuffled == [A]


def test_cr_701_19_sidisi_says_it_for_the_card_put_into_the_hand() -> None:
    """Sidisi, Undead Vizier (a commander): "When ~ exploits a creature, you may search your
    library for a card, put it into your hand, then shuffle." — the same search as Demonic
    Tutor's, in Oracle's other words for the card found."""
    search = _search("Sidisi, Undead Vizier")
    assert search.to == "hand" and search.count == 1 and search.says_it
    assert round_trip_problem(real("Sidisi, Undead Vizier")) == ""


def test_cr_701_19_selective_memory_exiles_any_number_of_nonland_cards() -> None:
    """Selective Memory: "Search your library for any number of nonland cards, exile them,
    then shuffle." — only nonland cards are offered, as many as the player likes, and the
    cards chosen are exiled."""
    search = _search("Selective Memory")
    assert search.to == "exile" and search.filter == m.Filter(not_types=("Land",))
    s = game("Selective Memory")
    s.lands(A, "Island", 4)
    s.hand(A, "Selective Memory")
    giant = s.library_top(A, "Hill Giant")
    bears = s.library_top(A, "Grizzly Bears")
    forest = s.library_top(A, "Forest")
    s.start()
    s.cast(A, "Selective Memory")
    found = _answer(s, (giant, bears))
    assert giant in found.options and bears in found.options and forest not in found.options
    assert found.min_count == 0 and found.max_count >= 2
    s.resolve()
    assert s.zone_of("Hill Giant") == "exile" and s.zone_of("Grizzly Bears") == "exile"
    assert s.obj(forest).zone == "library"


def test_cr_701_19b_foresight_must_find_three_cards() -> None:
    """Foresight: "Search your library for three cards, exile them, then shuffle." — three,
    not "up to three": with no quality stated the player finds three when the library has
    them (701.19b)."""
    search = _search("Foresight")
    assert search.exactly and search.count == 3 and search.to == "exile"
    assert round_trip_problem(real("Foresight")) == ""
    s = game("Foresight")
    s.lands(A, "Island", 2)
    s.hand(A, "Foresight")
    s.start()
    s.cast(A, "Foresight")
    decision = until_choice(s)
    assert decision.kind == DecisionKind.CHOOSE_SUBSET
    assert decision.min_count == 3 and decision.max_count == 3
    s.apply(A, decision.options[:3])
    s.resolve()
    assert sum(1 for o in s.state.objects.values() if o.zone == "exile") == 3


def test_cr_101_4_veteran_explorer_each_player_may_search_in_apnap_order() -> None:
    """Veteran Explorer: "When ~ dies, each player may search their library for up to two
    basic land cards, put them onto the battlefield, then shuffle." — each player is asked
    in turn order (101.4); the one who searches puts two basic lands onto the battlefield
    and shuffles, the one who declines neither searches nor shuffles."""
    search = _search("Veteran Explorer")
    assert search.who == "each_player" and search.optional and search.count == 2
    assert round_trip_problem(real("Veteran Explorer")) == ""
    s = game("Veteran Explorer", "Shock")
    explorer = s.put(A, "Veteran Explorer")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Shock")
    forests = [s.library_top(B, "Forest"), s.library_top(B, "Forest")]
    s.start()
    shuffled = _spy_shuffles(s)
    s.cast(A, "Shock", targets=[explorer])
    asked_a = _answer(s, False)  # the active player first: declines
    assert asked_a.player == A and asked_a.options == (True, False)
    asked_b = _answer(s, True)
    assert asked_b.player == B
    found = _answer(s, tuple(forests))
    assert found.player == B and set(forests) <= set(found.options) and found.max_count == 2
    s.resolve()
    entered = s.ids("Forest", "battlefield")  # new objects (400.7)
    assert len(entered) == 2 and all(s.controller(f) == B for f in entered)
    assert shuffled == [B]


def test_cr_701_19_hired_giant_searches_then_each_searcher_shuffles() -> None:
    """Hired Giant: "When ~ enters, each other player may search their library for a land
    card and put that card onto the battlefield. Then each player who searched their library
    this way shuffles." — the controller is not asked; each other player who searches puts
    a land onto the battlefield, then only those players shuffle."""
    search = _search("Hired Giant")
    assert search.who == "each_other_player" and search.together and search.to == "battlefield"
    assert round_trip_problem(real("Hired Giant")) == ""
    s = game("Hired Giant", players=3)
    s.lands(A, "Mountain", 4)
    s.hand(A, "Hired Giant")
    swamp = s.library_top(B, "Swamp")
    s.library_top(C, "Island")
    s.start()
    shuffled = _spy_shuffles(s)
    s.cast(A, "Hired Giant")
    asked_b = _answer(s, True)
    assert asked_b.player == B
    _answer(s, (swamp,))
    asked_c = _answer(s, False)
    assert asked_c.player == C
    s.resolve()
    (entered,) = s.ids("Swamp", "battlefield")
    assert s.controller(entered) == B and swamp not in s.state.objects  # it moved (400.7)
    assert s.ids("Island", "battlefield") == []
    assert shuffled == [B]


def test_cr_107_3_new_frontiers_searches_up_to_x() -> None:
    """New Frontiers: "Each player may search their library for up to X basic land cards and
    put them onto the battlefield tapped. …" — the count is the X paid (107.3): with X=1 a
    player finds one land, tapped."""
    search = _search("New Frontiers")
    assert search.up_to == m.Amount(kind="x") and search.tapped and search.together
    assert round_trip_problem(real("New Frontiers")) == ""
    s = game("New Frontiers")
    paid = s.lands(A, "Forest", 1) + s.lands(A, "Mountain", 1)
    s.hand(A, "New Frontiers")
    forests = [s.library_top(A, "Forest"), s.library_top(A, "Forest")]
    s.start()
    s.cast(A, "New Frontiers", x=1)
    _answer(s, True)
    found = _answer(s, (forests[0],))
    assert found.max_count == 1
    _answer(s, False)
    s.resolve()
    (new,) = [f for f in s.ids("Forest", "battlefield") if f not in paid]
    assert s.obj(new).tapped and s.controller(new) == A
    assert s.obj(forests[1]).zone == "library"


def test_cr_701_20_congregation_at_dawn_shuffles_then_stacks_the_cards_found() -> None:
    """Congregation at Dawn: "Search your library for up to three creature cards, reveal
    them, then shuffle and put those cards on top in any order." — the two creatures found are
    revealed, the library shuffled, then they are the top two cards in the order chosen."""
    search = _search("Congregation at Dawn")
    assert search.to == "top" and search.count == 3 and search.in_any_order and search.reveal
    assert round_trip_problem(real("Congregation at Dawn")) == ""
    s = game("Congregation at Dawn")
    s.lands(A, "Forest", 2)
    s.lands(A, "Plains", 1)
    s.hand(A, "Congregation at Dawn")
    giant = s.library_top(A, "Hill Giant")
    bears = s.library_top(A, "Grizzly Bears")
    s.start()
    shuffled = _spy_shuffles(s)
    s.cast(A, "Congregation at Dawn")
    _answer(s, (giant, bears))
    order = until_choice(s)
    assert order.kind == DecisionKind.CHOOSE_ORDERED and set(order.options) == {giant, bears}
    s.apply(A, (giant, bears))
    s.resolve()
    assert shuffled == [A]
    assert list(s.state.zone(A, "library")[:2]) == [giant, bears]
    (reveal,) = s.events("reveal")
    assert sorted(dict(reveal.data)["cards"]) == ["Grizzly Bears", "Hill Giant"]


def test_a_search_refuses_it_for_many_cards() -> None:
    """The parts are checked together: "it" cannot name the cards of a search for "up to two"
    cards, and "their hand" is refused when you search your own library."""
    for text in ("Search your library for up to two creature cards, put it into your hand, "
                 "then shuffle.",
                 "Search your library for a card, put that card into their hand, then shuffle."):
        try:
            compile_line(text, "spell_line")
        except ValueError:
            continue
        raise AssertionError(f"read: {text}")


def test_composed_searches_pass_the_behavioural_audit() -> None:
    """The faithfulness audit over cards the composed search unlocked."""
    for name in ("Entomb", "Buried Alive", "Selective Memory", "Mana Severance", "Foresight",
                 "Illicit Shipment", "Diabolic Revelation", "Gaea's Bounty", "Nissa Revane",
                 "Veteran Explorer", "Old-Growth Dryads", "Weird Harvest", "Noble Benefactor",
                 "Boldwyr Heavyweights", "Iname, Death Aspect", "Corpse Connoisseur"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- a player exiles cards of their hand or graveyard (CR 406.3) -----------------------------------

def test_cr_406_3_relic_of_progenitus_the_target_player_chooses_the_card() -> None:
    """Relic of Progenitus: "{T}: Target player exiles a card from their graveyard." — the
    targeted player (not the controller) chooses which of their two cards is exiled; the
    other stays."""
    assert round_trip_problem(real("Relic of Progenitus")) == ""
    s = game("Relic of Progenitus")
    s.put(A, "Relic of Progenitus")
    s.graveyard(B, "Hill Giant")
    bears = s.graveyard(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Relic of Progenitus", 0, targets=["p1"])
    choice = _answer(s, (bears,))
    assert choice.player == B and choice.min_count == 1 and choice.max_count == 1
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    assert s.graveyard_names(B) == ["Hill Giant"]


def test_cr_101_4_mind_swords_each_player_exiles_two_cards_from_their_hand() -> None:
    """Mind Swords: "Each player exiles two cards from their hand." — each player chooses
    two of their own cards, in turn order (101.4); a player with one card exiles it."""
    assert round_trip_problem(real("Mind Swords")) == ""
    s = game("Mind Swords")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Mind Swords")
    giant = s.hand(A, "Hill Giant")
    bears = s.hand(A, "Grizzly Bears")
    s.hand(A, "Forest")
    only = s.hand(B, "Shock")
    s.start()
    hands = (s.hand_size(A), s.hand_size(B))
    s.cast(A, "Mind Swords")
    choice = _answer(s, (giant, bears))
    assert choice.player == A and choice.min_count == 2
    s.resolve()
    assert s.zone_of("Hill Giant") == "exile" and s.zone_of("Grizzly Bears") == "exile"
    assert s.zone_of("Shock") == "exile" and only not in s.state.objects
    assert (s.hand_size(A), s.hand_size(B)) == (hands[0] - 3, hands[1] - 1)


def test_cr_406_3_mudhole_exiles_every_land_card_of_the_graveyard() -> None:
    """Mudhole: "Target player exiles all land cards from their graveyard." — every land
    card, no choice; the creature card stays."""
    assert round_trip_problem(real("Mudhole")) == ""
    s = game("Mudhole")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Mudhole")
    s.graveyard(B, "Forest")
    s.graveyard(B, "Island")
    s.graveyard(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Mudhole", targets=["p1"])
    s.resolve()
    assert s.graveyard_names(B) == ["Grizzly Bears"]
    assert len(s.ids("Forest", "exile")) == 1 and len(s.ids("Island", "exile")) == 1


# -- a player shuffles their hand and graveyard into their library (CR 701.20a) --------------------

def test_cr_701_20a_timetwister_shuffles_hands_and_graveyards_then_draws_seven() -> None:
    """Timetwister: "Each player shuffles their hand and graveyard into their library, then
    draws seven cards." — every card of both hands and graveyards goes into its owner's
    library, each player shuffles, then each draws seven."""
    assert round_trip_problem(real("Timetwister")) == ""
    s = game("Timetwister")
    s.lands(A, "Island", 3)
    s.hand(A, "Timetwister")
    s.hand(A, "Hill Giant")
    s.graveyard(A, "Grizzly Bears")
    s.hand(B, "Shock")
    s.graveyard(B, "Forest")
    s.start()
    shuffled = _spy_shuffles(s)
    libraries = {p: len(s.state.zone(p, "library")) for p in (A, B)}
    hands = {p: s.hand_size(p) for p in (A, B)}
    s.cast(A, "Timetwister")
    s.resolve()
    assert sorted(shuffled) == [A, B]
    assert (s.hand_size(A), s.hand_size(B)) == (7, 7)
    assert s.graveyard_names(B) == []
    assert s.graveyard_names(A) == ["Timetwister"]  # it was on the stack, not in the hand
    # hand (less Timetwister) + graveyard went in, seven came out
    assert len(s.state.zone(A, "library")) == libraries[A] + (hands[A] - 1) + 1 - 7
    assert len(s.state.zone(B, "library")) == libraries[B] + hands[B] + 1 - 7


def test_zone_verbs_pass_the_behavioural_audit() -> None:
    """The faithfulness audit over cards the exile and shuffle verbs unlocked."""
    for name in ("Relic of Progenitus", "Scrabbling Claws", "Mind Swords", "Mindmelter",
                 "Yarok's Fenlurker", "Mudhole", "Timetwister", "Echo of Eons",
                 "Wormfang Behemoth", "Young Necromancer", "Skywarp Skaab", "Curse of Oblivion"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- takes of a library look (CR 401.4, 701.16a) ---------------------------------------------------

def _stack_library(s: Scenario, player: int, names: list[str]) -> list[int]:
    """``names`` on top of the library, the first on top."""
    return [s.library_top(player, name) for name in reversed(names)][::-1]


def test_cr_401_4_collected_company_puts_up_to_two_small_creatures_onto_the_battlefield() -> None:
    """Collected Company: "Look at the top six cards of your library. Put up to two creature
    cards with mana value 3 or less from among them onto the battlefield. Put the rest on the
    bottom of your library in any order." — only the creature cards of mana value 3 or less
    are offered (not Hill Giant, 4; not the Forest), two are put onto the battlefield, the
    other four go to the bottom in the order chosen."""
    effect = next(e for a in real("Collected Company").abilities for e in a.effects)
    assert isinstance(effect, m.LookPut) and effect.to == "battlefield" and effect.take == 2
    assert round_trip_problem(real("Collected Company")) == ""
    s = game("Collected Company")
    s.lands(A, "Forest", 4)
    s.hand(A, "Collected Company")
    top = _stack_library(s, A, ["Grizzly Bears", "Hill Giant", "Forest", "Llanowar Elves",
                                "Grizzly Bears", "Island"])
    s.start()
    s.cast(A, "Collected Company")
    choice = _answer(s, (top[0], top[3]))
    assert set(choice.options) == {top[0], top[3], top[4]} and choice.max_count == 2
    rest = tuple(o for o in top if o not in (top[0], top[3]))
    order = until_choice(s)
    assert set(order.options) == set(rest)
    s.apply(A, rest[::-1])
    s.resolve()
    assert len(s.ids("Grizzly Bears", "battlefield")) == 1
    assert len(s.ids("Llanowar Elves", "battlefield")) == 1
    assert s.zone_of("Hill Giant") == "library"
    assert list(s.state.zone(A, "library")[-4:]) == list(rest[::-1])  # the order chosen


def test_cr_701_16a_shigeki_puts_a_land_tapped_and_the_rest_into_the_graveyard() -> None:
    """Shigeki, Jukai Visionary (a commander): "{1}{G}, {T}, Return ~ to its owner's hand:
    Reveal the top four cards of your library. You may put a land card from among them onto
    the battlefield tapped. Put the rest into your graveyard." — the land enters tapped, the
    three others go to the graveyard."""
    assert round_trip_problem(real("Shigeki, Jukai Visionary")) == ""
    s = game("Shigeki, Jukai Visionary")
    s.put(A, "Shigeki, Jukai Visionary")
    s.lands(A, "Forest", 2)
    top = _stack_library(s, A, ["Hill Giant", "Island", "Grizzly Bears", "Shock"])
    s.start()
    s.activate(A, "Shigeki, Jukai Visionary", 0)
    choice = _answer(s, (top[1],))
    assert choice.options == (top[1],) and choice.min_count == 0
    s.resolve()
    (island,) = s.ids("Island", "battlefield")
    assert s.obj(island).tapped
    assert sorted(s.graveyard_names(A)) == ["Grizzly Bears", "Hill Giant", "Shock"]
    assert s.zone_of("Shigeki, Jukai Visionary") == "hand"


def test_cr_401_4_muxus_puts_all_small_goblins_onto_the_battlefield() -> None:
    """Muxus, Goblin Grandee (a commander): "When ~ enters, reveal the top six cards of your
    library. Put all Goblin creature cards with mana value 5 or less from among them onto the
    battlefield and the rest on the bottom of your library in a random order." — every such
    Goblin enters with no choice asked; the non-Goblins go to the bottom."""
    muxus = real("Muxus, Goblin Grandee")
    (look,) = [e for a in muxus.abilities for e in getattr(a, "effects", ())
               if isinstance(e, m.LookPut)]
    assert look.filter.subtypes == ("Goblin",) and look.to == "battlefield"
    assert round_trip_problem(muxus) == ""
    s = game("Muxus, Goblin Grandee")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Muxus, Goblin Grandee")
    top = _stack_library(s, A, ["Raging Goblin", "Hill Giant", "Goblin Piker", "Forest",
                                "Mogg Fanatic", "Island"])
    s.start()
    s.cast(A, "Muxus, Goblin Grandee")
    s.resolve()
    for goblin in ("Raging Goblin", "Goblin Piker", "Mogg Fanatic"):
        assert s.zone_of(goblin) == "battlefield", goblin
    assert set(s.state.zone(A, "library")[-3:]) == {top[1], top[3], top[5]}


def test_cr_401_4_ancient_stirrings_then_puts_the_rest_on_the_bottom() -> None:
    """Ancient Stirrings: "Look at the top five cards of your library. You may reveal a
    colorless card from among them and put it into your hand. Then put the rest on the bottom
    of your library in any order." — the rest opened by "Then" renders back so."""
    effect = next(e for a in real("Ancient Stirrings").abilities for e in a.effects)
    assert isinstance(effect, m.LookPut) and effect.rest_then and effect.rest_sentence
    assert round_trip_problem(real("Ancient Stirrings")) == ""


def test_library_looks_pass_the_behavioural_audit() -> None:
    """The faithfulness audit over cards the new takes unlocked."""
    for name in ("Collected Company", "Cartographer's Survey", "Elvish Rejuvenator",
                 "Lead the Stampede", "Nessian Wanderer", "Glacial Revelation",
                 "Genesis Ultimatum", "Nissa, Nature's Artisan", "Ancient Stirrings",
                 "Storm the Festival", "You Meet in a Tavern", "Shigeki, Jukai Visionary"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- a card returned from a graveyard, chosen as it resolves (CR 608.2d) ---------------------------

def test_cr_608_2d_corpse_churn_mills_then_may_return_a_creature_card() -> None:
    """Corpse Churn: "Mill three cards, then you may return a creature card from your
    graveyard to your hand." — the milled cards are in the graveyard before the choice; only
    creature cards are offered (not the milled land); the card chosen goes to the hand."""
    assert round_trip_problem(real("Corpse Churn")) == ""
    s = game("Corpse Churn")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Corpse Churn")
    _stack_library(s, A, ["Hill Giant", "Forest", "Grizzly Bears"])
    s.start()
    s.cast(A, "Corpse Churn")
    may = _answer(s, True)
    assert may.options == (True, False)
    choice = until_choice(s)
    names = sorted(s.obj(o).card.name for o in choice.options)
    assert names == ["Grizzly Bears", "Hill Giant"] and choice.max_count == 1
    (giant,) = [o for o in choice.options if s.obj(o).card.name == "Hill Giant"]
    s.apply(A, (giant,))
    s.resolve()
    assert s.zone_of("Hill Giant") == "hand"
    assert sorted(s.graveyard_names(A)) == ["Corpse Churn", "Forest", "Grizzly Bears"]


def test_cr_608_2d_port_of_karfell_returns_the_creature_tapped() -> None:
    """Port of Karfell: "…, Sacrifice ~: Mill four cards, then return a creature card from
    your graveyard to the battlefield tapped." — the creature enters tapped under your
    control."""
    assert round_trip_problem(real("Port of Karfell")) == ""
    s = game("Port of Karfell")
    s.put(A, "Port of Karfell")
    s.lands(A, "Island", 1)
    s.lands(A, "Swamp", 5)
    s.graveyard(A, "Hill Giant")
    s.start()
    s.activate(A, "Port of Karfell", 2)
    s.resolve()
    (giant,) = s.ids("Hill Giant", "battlefield")
    assert s.obj(giant).tapped and s.controller(giant) == A


def test_cr_608_2d_haunted_fengraf_returns_a_creature_card_at_random() -> None:
    """Haunted Fengraf: "{3}, {T}, Sacrifice ~: Return a creature card at random from your
    graveyard to your hand." — no choice is asked; one of the two creature cards (never the
    land) goes to the hand, chosen by the seeded game."""
    assert round_trip_problem(real("Haunted Fengraf")) == ""
    s = game("Haunted Fengraf")
    s.put(A, "Haunted Fengraf")
    s.lands(A, "Swamp", 3)
    s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.start()
    s.activate(A, "Haunted Fengraf", 1)
    s.resolve()
    left = sorted(s.graveyard_names(A))
    assert "Forest" in left and len(left) == 3  # one creature gone, the Fengraf came
    assert [s.zone_of(n) for n in ("Hill Giant", "Grizzly Bears")].count("hand") == 1


def test_cr_101_4_fall_of_the_thran_each_player_returns_two_lands() -> None:
    """Fall of the Thran (chapters II, III): "Each player returns two land cards from their
    graveyard to the battlefield." — read for every player."""
    effects = [e for a in real("Fall of the Thran").abilities for e in getattr(a, "effects", ())]
    returns = [e for e in effects if isinstance(e, m.ReturnCardChosen)]
    assert returns and all(r.who == "each_player" and r.count == 2 and r.to == "battlefield"
                           for r in returns)
    assert round_trip_problem(real("Fall of the Thran")) == ""


def test_graveyard_returns_pass_the_behavioural_audit() -> None:
    """The faithfulness audit over cards the graveyard return unlocked."""
    for name in ("Corpse Churn", "Dig Up the Body", "Grapple with the Past", "Connive // Concoct",
                 "Port of Karfell", "Haunted Fengraf", "Ghoulraiser", "Surreal Memoir",
                 "Eccentric Farmer", "Acolyte of Affliction", "Moldgraf Monstrosity"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- "if a land card is milled this way" (CR 701.13, 608.2c) ---------------------------------------

def test_cr_701_13_old_rutstein_makes_the_token_the_milled_card_names() -> None:
    """Old Rutstein (a commander): "When ~ enters or at the beginning of your upkeep, mill a
    card. If a land card is milled this way, create a Treasure token. If a creature card is
    milled this way, create a 1/1 green Insect creature token. …" — a milled Forest makes a
    Treasure and no Insect."""
    assert round_trip_problem(real("Old Rutstein")) == ""
    s = game("Old Rutstein")
    s.lands(A, "Forest", 2)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Old Rutstein")
    s.library_top(A, "Forest")
    s.start()
    s.cast(A, "Old Rutstein")
    s.resolve()
    assert s.graveyard_names(A) == ["Forest"]
    assert len(s.ids("Treasure", "battlefield")) == 1
    assert s.ids("Insect", "battlefield") == []


def test_cr_608_2c_saprazzan_breaker_is_unblockable_only_after_milling_a_land() -> None:
    """Saprazzan Breaker: "{U}: Mill a card. If a land card was milled this way, ~ can't be
    blocked this turn." — a milled creature card does nothing; a milled land does."""
    assert round_trip_problem(real("Saprazzan Breaker")) == ""
    for top, unblockable in (("Hill Giant", False), ("Island", True)):
        s = game("Saprazzan Breaker")
        breaker = s.put(A, "Saprazzan Breaker")
        s.lands(A, "Island", 1)
        s.library_top(A, top)
        s.start()
        s.activate(A, "Saprazzan Breaker", 0)
        s.resolve()
        assert s.graveyard_names(A) == [top]
        rules = [t for t in s.state.effects if t.effect.rule == "cant_be_blocked"
                 and breaker in t.affected and t.duration == "end_of_turn"]
        assert len(rules) == (1 if unblockable else 0), top


# -- a player exiles the top cards of their library (CR 406.3) -------------------------------------

def test_cr_406_3_ulamog_makes_the_defending_player_exile_twenty_cards() -> None:
    """Ulamog, the Ceaseless Hunger (a commander): "Whenever ~ attacks, defending player exiles
    the top twenty cards of their library." — twenty cards of the defending player's library
    go to exile (not their graveyard: not a mill); the attacker's library is untouched."""
    assert round_trip_problem(real("Ulamog, the Ceaseless Hunger")) == ""
    s = game("Ulamog, the Ceaseless Hunger", library=30)
    ulamog = s.put(A, "Ulamog, the Ceaseless Hunger")
    s.start()
    mine, theirs = len(s.state.zone(A, "library")), len(s.state.zone(B, "library"))
    s.attack({ulamog: "p1"})
    s.resolve()
    assert len(s.state.zone(B, "library")) == theirs - 20
    assert len(s.state.zone(B, "exile")) == 20 and s.graveyard_names(B) == []
    assert len(s.state.zone(A, "library")) == mine


# -- wishes: a card from outside the game (CR 400.11b, 903.11) -------------------------------------

def test_cr_903_11_living_wish_brings_a_sideboard_creature_within_the_identity() -> None:
    """Living Wish: "You may reveal a creature or land card you own from outside the game and
    put it into your hand. Exile ~." — in Commander with the EDH sideboard (CMD-3.2), only the
    sideboard cards inside the commander's identity are offered (CR 903.11: not Wind Drake, a
    blue card beside a green-white commander; not Shock, not a creature or land); the card
    chosen is revealed, goes to the hand and leaves the sideboard; Living Wish is exiled."""
    assert round_trip_problem(real("Living Wish")) == ""
    cards = scenario_cards()
    cards["Living Wish"] = real("Living Wish")
    s = CommanderScenario(2, house_rules=("edh-sideboard",), cards=cards)
    s.commander(A, "Jasmine Boreal")
    s.game.sideboards[A] = ["Wind Drake", "Llanowar Elves", "Shock"]
    s.lands(A, "Forest", 2)
    s.hand(A, "Living Wish")
    s.start()
    s.cast(A, "Living Wish")
    _answer(s, True)  # "You may reveal …"
    choice = _answer(s, ("Llanowar Elves",))
    assert choice.player == A and choice.options == ("Llanowar Elves",)
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "hand" and s.zone_of("Living Wish") == "exile"
    assert s.game.sideboards[A] == ["Wind Drake", "Shock"]
    (reveal,) = s.events("reveal")
    assert dict(reveal.data)["cards"] == ["Llanowar Elves"]


def test_cr_400_11a_burning_wish_finds_nothing_without_a_sideboard() -> None:
    """Burning Wish: "You may reveal a sorcery card you own from outside the game and put it
    into your hand. Exile ~." — a game without a sideboard has no cards outside it (400.11a):
    nothing comes to the hand and Burning Wish is exiled."""
    assert round_trip_problem(real("Burning Wish")) == ""
    s = game("Burning Wish")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Burning Wish")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Burning Wish")
    decision = until_choice(s)
    if decision.options == (True, False):  # "You may …": yes, and nothing is there
        s.apply(A, True)
    s.resolve()
    assert s.hand_size(A) == hand - 1 and s.zone_of("Burning Wish") == "exile"


# -- an optional target card of any graveyard (CR 601.2c) ------------------------------------------

def test_cr_601_2c_soul_guide_gryff_may_exile_a_card_from_any_graveyard() -> None:
    """Soul-Guide Gryff: "When ~ enters, exile up to one target card from a graveyard." — a
    card of the opponent's graveyard, chosen as the trigger's target, is exiled."""
    assert round_trip_problem(real("Soul-Guide Gryff")) == ""
    (trigger,) = [a for a in real("Soul-Guide Gryff").abilities
                  if isinstance(a, m.TriggeredAbility)]
    (spec,) = trigger.targets
    assert spec.zone == "graveyard" and spec.min_count == 0 and spec.count == 1
    s = game("Soul-Guide Gryff")
    s.lands(A, "Plains", 5)
    s.hand(A, "Soul-Guide Gryff")
    giant = s.graveyard(B, "Hill Giant")
    s.start()
    s.cast(A, "Soul-Guide Gryff")
    s.then("cast.targets", (giant,))  # the enters trigger's target (601.2c, 603.3d)
    s.resolve()
    assert s.zone_of("Hill Giant") == "exile" and s.graveyard_names(B) == []


# -- every matching permanent onto its owner's library (CR 401.4) ----------------------------------

def test_cr_401_4_hallowed_burial_puts_each_creature_under_its_owners_library() -> None:
    """Hallowed Burial: "Put all creatures on the bottom of their owners' libraries." — every
    creature leaves the battlefield (the land stays); each goes to its owner's library, the
    owner of two choosing their order at the bottom."""
    assert round_trip_problem(real("Hallowed Burial")) == ""
    s = game("Hallowed Burial")
    s.lands(A, "Plains", 5)
    s.hand(A, "Hallowed Burial")
    giant = s.put(A, "Hill Giant")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Hallowed Burial")
    order = until_choice(s)
    assert order.player == A and set(order.options) == {giant, bears}
    s.apply(A, (bears, giant))
    s.resolve()
    assert [s.obj(o).card.name for o in s.state.zone(A, "library")[-2:]] == [
        "Grizzly Bears", "Hill Giant"]
    assert s.obj(s.state.zone(B, "library")[-1]).card.name == "Llanowar Elves"
    assert len(s.ids("Plains", "battlefield")) == 5
    assert not any(s.obj(o).card.type_line.startswith("Creature") for o in s.state.battlefield)
