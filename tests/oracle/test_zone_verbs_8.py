"""Issue 29 round 8, effect verbs that move cards between zones (helper EV1). Each card is
compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported and played;
each test asserts what the text says happens.

- extra land plays (CR 305.2, 305.2a, 305.2b): the static "You / Each player may play N
  additional land(s) on each of your / their turns." and the effect "You may play [up to] N
  additional land(s) this turn.";
- a card put into a library Nth from the top (CR 401.7): "Put OBJECT into its owner's library
  second / third from the top.", and "put it on top of its owner's library" after a zone
  change (CR 400.7);
- escape (CR 702.138a, 702.138c): "Escape—[mana], Exile N other cards from your graveyard." a
  way to cast the card from its owner's graveyard, and "~ escapes with N +1/+1 counters on
  it.", counters only when it escaped;
- a search of a player's graveyard, hand and library for the cards with an object's name (CR
  701.19, 608.2h): "Search its controller's graveyard, hand, and library for all / any number
  of cards with the same name as that spell / land and exile them. Then that player
  shuffles.";
- "you may put a card an opponent owns from exile into that player's graveyard. If you do,
  …" (the processors; CR 406.3, 608.2c);
- two piles (CR 700.3): "Reveal the top five cards of your library. An opponent separates
  those cards into two piles. Put one pile into your hand and the other into your
  graveyard.";
- Mirage's flash enchantments (CR 601.3a, 603.7, 514.3a): "You may cast ~ as though it had
  flash. If you cast it any time a sorcery couldn't have been cast, the controller of the
  permanent it becomes sacrifices it at the beginning of the next cleanup step.";
- "return to your hand all creature cards in your graveyard that were put there from the
  battlefield this turn" (CR 700.4, 400.7).
"""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import PlayLand
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real, until_choice
from tests.oracle.faithfulness import audit_card


def _may_play_a_land(s: Scenario, player: int) -> bool:
    """Whether ``player``'s priority offers a land play now (305.2a)."""
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    return any(isinstance(o, PlayLand) for o in decision.options)


# -- extra land plays (CR 305.2) ---------------------------------------------------------------

def test_cr_305_2_exploration_lets_its_controller_play_two_lands() -> None:
    """Exploration: "You may play an additional land on each of your turns." — a second land
    play, not a third (305.2b)."""
    card = real("Exploration")
    (static,) = card.abilities
    assert isinstance(static, m.StaticAbility)
    assert static.effects[0].rule == "extra_land_plays" and static.effects[0].amount == 1
    assert round_trip_problem(card) == ""
    s = game("Exploration")
    s.put(A, "Exploration")
    s.hand(A, "Forest", 3)
    s.start()
    s.play_land(A, "Forest")
    s.play_land(A, "Forest")
    assert len(s.ids("Forest", "battlefield")) == 2
    assert not _may_play_a_land(s, A)


def test_cr_305_2_without_exploration_one_land_a_turn() -> None:
    """The baseline the static changes: one land a turn (305.2)."""
    s = game()
    s.hand(A, "Forest", 2)
    s.start()
    s.play_land(A, "Forest")
    assert not _may_play_a_land(s, A)


def test_cr_305_2_azusa_a_commander_plays_three_lands() -> None:
    """Azusa, Lost but Seeking (a commander): "You may play two additional lands on each of
    your turns." — three land plays in all."""
    s = game("Azusa, Lost but Seeking")
    s.put(A, "Azusa, Lost but Seeking")
    s.hand(A, "Forest", 4)
    s.start()
    for _ in range(3):
        s.play_land(A, "Forest")
    assert len(s.ids("Forest", "battlefield")) == 3
    assert not _may_play_a_land(s, A)


def test_cr_305_2_azusa_binds_only_its_controller() -> None:
    """"You may …": the opponent of Azusa's controller still plays one land on their turn."""
    s = game("Azusa, Lost but Seeking")
    s.put(A, "Azusa, Lost but Seeking")
    s.hand(B, "Forest", 2)
    s.start(active=B)
    s.play_land(B, "Forest")
    assert not _may_play_a_land(s, B)


def test_cr_305_2_ghirapur_orrery_gives_each_player_a_second_land() -> None:
    """Ghirapur Orrery: "Each player may play an additional land on each of their turns." —
    the opponent too."""
    assert round_trip_problem(real("Ghirapur Orrery")) == ""
    s = game("Ghirapur Orrery")
    s.put(A, "Ghirapur Orrery")
    s.hand(B, "Forest", 3)
    s.start(active=B)
    s.play_land(B, "Forest")
    s.play_land(B, "Forest")
    assert not _may_play_a_land(s, B)


def test_cr_305_2_explore_gives_one_more_land_this_turn_and_draws() -> None:
    """Explore: "You may play an additional land this turn. Draw a card." — after it
    resolves, a second land play this turn (and a card drawn)."""
    card = real("Explore")
    assert m.ExtraLandPlays(count=1) in card.abilities[0].effects  # type: ignore[union-attr]
    s = game("Explore")
    s.hand(A, "Forest", 3)
    s.hand(A, "Explore")
    s.lands(A, "Forest", 2)
    s.start()
    s.play_land(A, "Forest")
    assert not _may_play_a_land(s, A)
    hand = s.hand_size(A)
    s.cast(A, "Explore")
    s.resolve()
    assert s.hand_size(A) == hand  # Explore left the hand, a card was drawn
    assert _may_play_a_land(s, A)
    s.play_land(A, "Forest")
    assert not _may_play_a_land(s, A)


def test_cr_514_2_explores_land_play_ends_with_the_turn() -> None:
    """The extra land play of Explore lasts "this turn" (514.2): on the next turn of its
    caster, one land again."""
    s = game("Explore")
    s.hand(A, "Forest", 4)
    s.hand(A, "Explore")
    s.lands(A, "Forest", 2)
    s.start()
    s.cast(A, "Explore")
    s.resolve()
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.play_land(A, "Forest")
    assert not _may_play_a_land(s, A)


def test_cr_305_2_summer_bloom_up_to_three_more_lands() -> None:
    """Summer Bloom: "You may play up to three additional lands this turn." — four in all."""
    card = real("Summer Bloom")
    assert m.ExtraLandPlays(count=3, up_to=True) in card.abilities[0].effects  # type: ignore[union-attr]
    assert round_trip_problem(card) == ""
    s = game("Summer Bloom")
    s.hand(A, "Forest", 5)
    s.hand(A, "Summer Bloom")
    s.lands(A, "Forest", 2)
    s.start()
    s.cast(A, "Summer Bloom")
    s.resolve()
    for _ in range(4):
        s.play_land(A, "Forest")
    assert not _may_play_a_land(s, A)


def test_extra_land_plays_pass_the_behavioural_audit() -> None:
    for name in ("Exploration", "Azusa, Lost but Seeking", "Explore", "Summer Bloom",
                 "Ghirapur Orrery", "Mina and Denn, Wildborn", "The Gitrog Monster",
                 "Oracle of Mul Daya", "Wayward Swordtooth", "Journey of Discovery"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- Nth from the top (CR 401.7) -----------------------------------------------------------------

def test_cr_401_7_oust_puts_the_creature_second_from_the_top() -> None:
    """Oust: "Put target creature into its owner's library second from the top. Its
    controller gains 3 life." — one card stays above it; its controller gains 3 life."""
    card = real("Oust")
    assert m.PutIntoLibraryAt(what="target:0", position=2) in card.abilities[0].effects  # type: ignore[union-attr]
    assert round_trip_problem(card) == ""
    s = game("Oust")
    s.lands(A, "Plains", 1)
    s.hand(A, "Oust")
    bear = s.put(B, "Grizzly Bears")
    s.start()
    top = s.state.players[B].zones["library"][0]
    s.cast(A, "Oust", targets=[bear])
    s.resolve()
    library = s.state.players[B].zones["library"]
    assert library[0] == top
    assert s.obj(library[1]).card.name == "Grizzly Bears"
    assert s.life(B) == 23


def test_cr_401_7_a_short_library_takes_the_card_on_the_bottom() -> None:
    """401.7: a library with fewer than N cards takes the card on the bottom — Oust against
    an empty library leaves the creature the only card there."""
    s = game("Oust", library=0)
    s.lands(A, "Plains", 1)
    s.hand(A, "Oust")
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Oust", targets=[bear])
    s.resolve()
    library = s.state.players[B].zones["library"]
    assert [s.obj(i).card.name for i in library] == ["Grizzly Bears"]


def test_cr_401_7_shattered_ego_puts_enchanted_creature_third_from_the_top() -> None:
    """Shattered Ego: "{3}{U}{U}: Put enchanted creature into its owner's library third from
    the top." — two cards stay above it."""
    card = real("Shattered Ego")
    assert round_trip_problem(card) == ""
    s = game("Shattered Ego")
    s.lands(A, "Island", 5)
    bear = s.put(B, "Grizzly Bears")
    s.put(A, "Shattered Ego", attached_to=bear)
    s.start()
    assert s.pt(bear) == (-1, 2)  # "Enchanted creature gets -3/-0."
    above = s.state.players[B].zones["library"][:2]
    s.activate(A, "Shattered Ego")
    s.resolve()
    library = s.state.players[B].zones["library"]
    assert library[:2] == above
    assert s.obj(library[2]).card.name == "Grizzly Bears"


def test_nth_from_the_top_passes_the_behavioural_audit() -> None:
    for name in ("Oust", "Chronostutter", "Shattered Ego"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- escape (CR 702.138) -------------------------------------------------------------------------

def _escape_board(name: str, others: int, lands: str, count: int) -> Scenario:
    """``name`` in A's graveyard with ``others`` Grizzly Bears, all of them exiled when the
    escape cost asks (601.2h)."""
    s = game(name)
    s.graveyard(A, name)
    bears = tuple(s.graveyard(A, "Grizzly Bears") for _ in range(others))
    s.lands(A, lands, count)
    s.then("cast.exile", bears)
    return s


def test_cr_702_138a_woe_strider_escapes_from_the_graveyard_with_two_counters() -> None:
    """Woe Strider: "Escape—{3}{B}{B}, Exile four other cards from your graveyard." and "~
    escapes with two +1/+1 counters on it." — cast from the graveyard, four other cards
    exiled as the cost, it enters a 5/4 and its Goat is made."""
    card = real("Woe Strider")
    (escape,) = [a for a in card.abilities if isinstance(a, m.Keyword) and a.name == "escape"]
    assert escape.cost == m.Cost(mana="{3}{B}{B}", exile_from_graveyard=4)
    assert round_trip_problem(card) == ""
    s = _escape_board("Woe Strider", 4, "Swamp", 5)
    s.start()
    s.cast(A, "Woe Strider", way="escape")
    s.resolve()
    strider = s.id("Woe Strider")
    assert s.pt(strider) == (5, 4)
    assert [s.obj(i).card.name for i in s.state.battlefield if s.obj(i).token] == ["Goat"]
    assert s.zone_of("Grizzly Bears") == "exile"
    assert len(s.ids("Grizzly Bears", "exile")) == 4
    assert s.graveyard_names(A) == []


def test_cr_702_138a_escape_needs_enough_other_cards() -> None:
    """With three other cards in the graveyard, the four-card escape cost can't be paid, so
    the cast is not offered (601.2h: the other cards, not the card itself)."""
    s = _escape_board("Woe Strider", 3, "Swamp", 5)
    s.start()
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    assert not any(getattr(o, "way", "") == "escape" for o in decision.options)


def test_cr_702_138c_woe_strider_cast_from_the_hand_has_no_counters() -> None:
    """"escapes with" applies only to a permanent that escaped: cast from the hand, Woe
    Strider is a 3/2."""
    s = game("Woe Strider")
    s.hand(A, "Woe Strider")
    s.lands(A, "Swamp", 3)
    s.start()
    s.cast(A, "Woe Strider")
    s.resolve()
    assert s.pt(s.id("Woe Strider")) == (3, 2)


def test_cr_702_138a_glimpse_of_freedom_escapes_and_draws() -> None:
    """Glimpse of Freedom: "Draw a card." with "Escape—{2}{U}, Exile five other cards from
    your graveyard." — an instant cast from the graveyard; it draws, and (escape does not
    exile it) goes back to the graveyard."""
    s = _escape_board("Glimpse of Freedom", 5, "Island", 3)
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Glimpse of Freedom", way="escape")
    s.resolve()
    assert s.hand_size(A) == hand + 1
    assert s.graveyard_names(A) == ["Glimpse of Freedom"]
    assert len(s.ids("Grizzly Bears", "exile")) == 5


_URO = "Uro, Titan of Nature's Wrath"


def test_cr_702_138c_uro_a_commander_stays_only_when_it_escaped() -> None:
    """Uro, Titan of Nature's Wrath (a commander): "When ~ enters, sacrifice it unless it
    escaped." and "Whenever ~ enters or attacks, you gain 3 life and draw a card, then you
    may put a land card from your hand onto the battlefield." — escaped, it stays; its
    controller gains 3 life, draws, and may put a land from the hand."""
    assert round_trip_problem(real(_URO)) == ""
    s = _escape_board(_URO, 5, "Forest", 2)
    s.lands(A, "Island", 2)
    island = s.hand(A, "Island")
    s.start()
    hand = s.hand_size(A)
    s.then("order_triggers", (0, 1)).then("putfromhandontobattlefield", True)
    s.then("put a card from your hand", island)
    s.cast(A, _URO, way="escape")
    s.resolve()
    assert s.zone_of(_URO) == "battlefield"
    assert s.life(A) == 23
    assert len(s.ids("Island", "battlefield")) == 3  # the land put from the hand
    assert s.hand_size(A) == hand  # one card drawn, one land put onto the battlefield


def test_cr_702_138c_uro_cast_from_the_hand_is_sacrificed() -> None:
    """Cast from the hand, Uro did not escape: its controller still gains 3 life and draws,
    and Uro is sacrificed."""
    s = game(_URO)
    s.hand(A, _URO)
    s.lands(A, "Forest", 2)
    s.lands(A, "Island", 1)
    s.start()
    s.then("order_triggers", (0, 1)).then("putfromhandontobattlefield", False)
    s.cast(A, _URO)
    s.resolve()
    assert s.zone_of(_URO) == "graveyard"
    assert s.life(A) == 23


def test_escape_cards_pass_the_behavioural_audit() -> None:
    for name in ("Woe Strider", "Glimpse of Freedom", "Sleep of the Dead", "Satyr's Cunning",
                 "Fruit of Tizerus", "Underworld Rage-Hound", "Sentinel's Eyes",
                 "Escape Velocity", "Elspeth, Sun's Nemesis", _URO):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- same-name searches of three zones (CR 701.19, 608.2h) ---------------------------------------

def _spy_shuffles(s: Scenario) -> list[int]:
    shuffled: list[int] = []
    original = s.game.shuffle

    def spy(player: int) -> None:
        shuffled.append(player)
        original(player)

    s.game.shuffle = spy  # type: ignore[method-assign]
    return shuffled


def test_cr_701_19_sowing_salt_exiles_every_card_with_the_lands_name() -> None:
    """Sowing Salt: "Exile target nonbasic land. Search its controller's graveyard, hand, and
    library for all cards with the same name as that land and exile them. Then that player
    shuffles." — each Ancient Tomb of that player, in every zone, is exiled; another name is
    not; the player shuffles."""
    card = real("Sowing Salt")
    assert m.SearchZonesForName(who="controller:target:0", name_of="target:0",
                                noun="land") in card.abilities[0].effects  # type: ignore[union-attr]
    assert round_trip_problem(card) == ""
    s = game("Sowing Salt", "Ancient Tomb")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Sowing Salt")
    tomb = s.put(B, "Ancient Tomb")
    s.hand(B, "Ancient Tomb")
    s.graveyard(B, "Ancient Tomb")
    s.library_top(B, "Ancient Tomb")
    s.hand(B, "Grizzly Bears")
    s.start()
    shuffled = _spy_shuffles(s)
    s.cast(A, "Sowing Salt", targets=[tomb])
    s.resolve()
    assert len(s.ids("Ancient Tomb", "exile")) == 4
    assert s.ids("Ancient Tomb", "hand") == s.ids("Ancient Tomb", "library") == []
    assert s.zone_of("Grizzly Bears") == "hand"
    assert shuffled == [B]


def test_cr_608_2h_counterbore_reads_the_countered_spells_name() -> None:
    """Counterbore: "Counter target spell. Search its controller's graveyard, hand, and
    library for all cards with the same name as that spell and exile them. …" — the
    countered Grizzly Bears and its controller's other copies are exiled (the name as the
    spell last existed, 608.2h)."""
    s = game("Counterbore")
    s.lands(A, "Island", 5)
    s.hand(A, "Counterbore")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears", 2)
    s.graveyard(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Grizzly Bears")
    spell = s.state.stack[-1].obj
    s.cast(A, "Counterbore", targets=[spell])
    s.resolve()
    assert len(s.ids("Grizzly Bears", "exile")) == 3
    assert s.ids("Grizzly Bears", "battlefield") == []


def test_cr_701_19_crumble_to_dust_exiles_the_cards_the_searcher_chooses() -> None:
    """Crumble to Dust: "… for any number of cards with the same name as that land and exile
    them." — the searcher chooses which of them; the others stay."""
    s = game("Crumble to Dust", "Ancient Tomb")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Crumble to Dust")
    tomb = s.put(B, "Ancient Tomb")
    kept = s.hand(B, "Ancient Tomb")
    chosen = s.graveyard(B, "Ancient Tomb")
    s.start()
    s.then("exile any number", (chosen,))
    s.cast(A, "Crumble to Dust", targets=[tomb])
    s.resolve()
    assert s.obj(kept).zone == "hand"
    assert len(s.ids("Ancient Tomb", "exile")) == 2


def test_same_name_searches_pass_the_behavioural_audit() -> None:
    for name in ("Counterbore", "Crumble to Dust", "Eradicate", "Quash", "Scour",
                 "Sowing Salt", "Splinter"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved", "unused"), (name, verdict)


# -- the processors (CR 406.3, 608.2c) -----------------------------------------------------------

def _ruin_processor(exiled_by: int | None) -> tuple[Scenario, int | None]:
    s = game("Ruin Processor")
    s.lands(A, "Island", 7)
    s.hand(A, "Ruin Processor")
    mine = s._new(A, "Grizzly Bears", "exile").id
    theirs = s._new(exiled_by, "Grizzly Bears", "exile").id if exiled_by is not None else None
    assert mine != theirs
    s.start()
    s.then("putexiledintograveyard", True)
    if theirs is not None:
        s.then("put a card an opponent owns from exile", theirs)
    return s, theirs


def test_cr_406_3_ruin_processor_puts_an_opponents_exiled_card_into_their_graveyard() -> None:
    """Ruin Processor: "When you cast this spell, you may put a card an opponent owns from
    exile into that player's graveyard. If you do, you gain 5 life." — the opponent's card
    goes to its owner's graveyard and its caster gains 5 life."""
    assert round_trip_problem(real("Ruin Processor")) == ""
    s, theirs = _ruin_processor(B)
    s.cast(A, "Ruin Processor")
    s.resolve()
    assert theirs is not None and theirs not in s.state.objects  # it moved (400.7)
    assert s.graveyard_names(B) == ["Grizzly Bears"]
    assert s.state.players[B].zones["exile"] == []
    assert len(s.state.players[A].zones["exile"]) == 1  # its caster's own card stays
    assert s.life(A) == 25


def test_cr_608_2c_ruin_processor_gains_nothing_without_an_opponents_exiled_card() -> None:
    """Only a card an opponent owns may be put there: with just its caster's own card in
    exile, nothing moves and "If you do" gains no life."""
    s, _theirs = _ruin_processor(None)
    s.cast(A, "Ruin Processor")
    s.resolve()
    assert s.life(A) == 20
    assert s.graveyard_names(A) == []


def test_processors_pass_the_behavioural_audit() -> None:
    for name in ("Mind Raker", "Murk Strider", "Ruin Processor", "Ulamog's Reclaimer",
                 "Wasteland Strangler"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- two piles (CR 700.3) ------------------------------------------------------------------------

def _fact_or_fiction(players: int) -> tuple[Scenario, list[int]]:
    s = game("Fact or Fiction", players=players)
    s.lands(A, "Island", 4)
    s.hand(A, "Fact or Fiction")
    top = [s.library_top(A, name) for name in
           ("Grizzly Bears", "Island", "Forest", "Hill Giant", "Swamp")][::-1]
    return s, top


def test_cr_700_3_fact_or_fiction_an_opponent_splits_and_the_caster_picks() -> None:
    """Fact or Fiction: "Reveal the top five cards of your library. An opponent separates
    those cards into two piles. Put one pile into your hand and the other into your
    graveyard." — the opponent makes the piles (one may hold a single card), the caster takes
    one pile into the hand and the other goes to the graveyard."""
    card = real("Fact or Fiction")
    assert card.abilities[0].effects == (m.RevealPiles(count=5),)  # type: ignore[union-attr]
    assert round_trip_problem(card) == ""
    s, top = _fact_or_fiction(2)
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Fact or Fiction")
    decision = until_choice(s)
    assert decision.player == B and set(decision.options) == set(top)
    s.apply(B, (top[0],))  # the first pile: the top card alone
    pick = until_choice(s)
    assert pick.player == A
    s.apply(A, 2)  # the second pile: the other four
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 4
    assert sorted(s.graveyard_names(A)) == ["Fact or Fiction", "Swamp"]  # top[0]: the Swamp


def test_cr_700_3d_a_pile_may_be_empty() -> None:
    """700.3d: the opponent may put every card into one pile; the caster may take the
    empty one, and all five go to the graveyard."""
    s, _top = _fact_or_fiction(2)
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Fact or Fiction")
    s.apply(B, tuple(until_choice(s).options))
    s.apply(until_choice(s).player, 2)
    s.resolve()
    assert s.hand_size(A) == hand - 1
    assert len(s.graveyard_names(A)) == 6


def test_cr_700_3_with_several_opponents_the_caster_chooses_who_separates() -> None:
    """In a three-player game the caster chooses the opponent who separates the cards."""
    s, top = _fact_or_fiction(3)
    s.start()
    s.cast(A, "Fact or Fiction")
    who = until_choice(s)
    assert who.player == A and set(who.options) == {1, 2}
    s.apply(A, 2)
    split = until_choice(s)
    assert split.player == 2 and set(split.options) == set(top)


def test_piles_pass_the_behavioural_audit() -> None:
    for name in ("Fact or Fiction", "Sphinx of Uthuun", "Unesh, Criosphinx Sovereign"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved"), (name, verdict)


# -- "put it on top of its owner's library" (CR 401.4, 400.7) --------------------------------------

def test_cr_400_7_dark_revenant_goes_from_the_graveyard_to_the_top_of_the_library() -> None:
    """Dark Revenant: "When ~ dies, put it on top of its owner's library." — the card in the
    graveyard (a new object, 400.7) is put on top of its owner's library."""
    assert round_trip_problem(real("Dark Revenant")) == ""
    s = game("Dark Revenant", "Shock")
    revenant = s.put(B, "Dark Revenant", damage=1)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Shock")
    s.start()
    s.cast(A, "Shock", targets=[revenant])
    s.resolve()
    top = s.state.players[B].zones["library"][0]
    assert s.obj(top).card.name == "Dark Revenant"
    assert s.graveyard_names(B) == []


def test_cr_603_7_saprazzan_outrigger_goes_on_top_at_end_of_combat() -> None:
    """Saprazzan Outrigger: "When ~ attacks or blocks, put it on top of its owner's library
    at end of combat." — it stays through combat and goes on top of the library as combat
    ends (a delayed trigger, 603.7)."""
    assert round_trip_problem(real("Saprazzan Outrigger")) == ""
    s = game("Saprazzan Outrigger")
    rigger = s.put(A, "Saprazzan Outrigger")
    s.start()
    s.attack({rigger: "p1"})
    s.to_step("main2")
    top = s.state.players[A].zones["library"][0]
    assert s.obj(top).card.name == "Saprazzan Outrigger"
    assert s.life(B) == 15


# -- Mirage's flash enchantments (CR 601.3a, 603.7, 514.3a) --------------------------------------

def test_cr_514_3a_armor_of_thorns_cast_at_instant_speed_is_sacrificed_at_cleanup() -> None:
    """Armor of Thorns: "You may cast ~ as though it had flash. If you cast it any time a
    sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it
    at the beginning of the next cleanup step." — cast in the opponent's turn, it pumps the
    creature until that turn's cleanup step, then goes to the graveyard."""
    card = real("Armor of Thorns")
    assert round_trip_problem(card) == ""
    s = game("Armor of Thorns")
    bear = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.hand(A, "Armor of Thorns")
    s.start(active=B)
    s.cast(A, "Armor of Thorns", targets=[bear], way="as_though_flash")
    s.resolve()
    assert s.pt(bear) == (4, 4)
    s.to_step("end")
    assert s.zone_of("Armor of Thorns") == "battlefield"
    s.to_step("main1", active=A)
    assert s.zone_of("Armor of Thorns") == "graveyard"
    assert s.pt(bear) == (2, 2)


def test_cr_601_3a_armor_of_thorns_cast_as_a_sorcery_stays() -> None:
    """Cast in its controller's main phase with an empty stack (when a sorcery could be
    cast), Armor of Thorns stays on the battlefield after the cleanup step."""
    s = game("Armor of Thorns")
    bear = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.hand(A, "Armor of Thorns")
    s.start()
    s.cast(A, "Armor of Thorns", targets=[bear])
    s.resolve()
    s.to_step("main1", active=B)
    assert s.zone_of("Armor of Thorns") == "battlefield"
    assert s.pt(bear) == (4, 4)


def test_mirage_flash_enchantments_pass_the_behavioural_audit() -> None:
    for name in ("Armor of Thorns", "Lightning Reflexes", "Mystic Veil", "Parapet",
                 "Relic Ward", "Soar", "Spider Climb"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved", "unused"), (name, verdict)


# -- "When ~ dies or is put into exile from the battlefield" (the God-Eternals) ------------------

_OKETRA = "God-Eternal Oketra"


def _oketra_leaves(spell: str, damage: int) -> Scenario:
    s = game(_OKETRA, spell)
    oketra = s.put(B, _OKETRA, damage=damage)
    s.lands(A, "Plains" if spell == "Swords to Plowshares" else "Mountain", 1)
    s.hand(A, spell)
    s.start()
    s.then("putintolibraryat", True)
    s.cast(A, spell, targets=[oketra])
    s.resolve()
    return s


def test_cr_401_7_god_eternal_oketra_a_commander_dies_into_the_library() -> None:
    """God-Eternal Oketra (a commander): "When ~ dies or is put into exile from the
    battlefield, you may put it into its owner's library third from the top." — after dying
    it is the third card of its owner's library."""
    assert round_trip_problem(real(_OKETRA)) == ""
    s = _oketra_leaves("Shock", 4)
    library = s.state.players[B].zones["library"]
    assert s.obj(library[2]).card.name == _OKETRA
    assert s.graveyard_names(B) == []


def test_cr_603_6c_god_eternal_oketra_exiled_goes_third_from_the_top_too() -> None:
    """The same ability triggers when it is put into exile from the battlefield (Swords to
    Plowshares): the exiled card goes third from the top of its owner's library."""
    s = _oketra_leaves("Swords to Plowshares", 0)
    library = s.state.players[B].zones["library"]
    assert s.obj(library[2]).card.name == _OKETRA
    assert s.state.players[B].zones["exile"] == []


# -- creature cards put into your graveyard from the battlefield this turn (CR 700.4) ------------

def test_cr_700_4_no_rest_for_the_wicked_returns_only_this_turns_dead() -> None:
    """No Rest for the Wicked: "Sacrifice ~: Return to your hand all creature cards in your
    graveyard that were put there from the battlefield this turn." — the Grizzly Bears that
    died this turn returns; the one already in the graveyard and the opponent's dead creature
    stay where they are."""
    assert round_trip_problem(real("No Rest for the Wicked")) == ""
    s = game("No Rest for the Wicked", "Shock")
    s.put(A, "No Rest for the Wicked")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Hill Giant", damage=2)
    old = s.graveyard(A, "Grizzly Bears")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Shock", 2)
    s.start()
    s.cast(A, "Shock", targets=[mine])
    s.resolve()
    s.cast(A, "Shock", targets=[theirs])
    s.resolve()
    hand = s.hand_size(A)
    s.activate(A, "No Rest for the Wicked")
    s.resolve()
    assert s.hand_size(A) == hand + 1
    assert s.ids("Grizzly Bears", "hand") != [] and s.obj(old).zone == "graveyard"
    assert s.graveyard_names(B) == ["Hill Giant"]
    assert sorted(s.graveyard_names(A)) == ["Grizzly Bears", "No Rest for the Wicked",
                                             "Shock", "Shock"]


def test_died_this_turn_returns_pass_the_behavioural_audit() -> None:
    for name in ("Gleancrawler", "No Rest for the Wicked", "Fell Shepherd"):
        verdict = audit_card(name, real(name))
        assert verdict.verdict in ("pass", "resolved", "unused"), (name, verdict)
