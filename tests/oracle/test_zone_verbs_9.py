"""Issue 29 round 9, effect verbs that move cards between zones (helper EV1). Each card is
compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported and played;
each test asserts what the text says happens.

- a free cast on two conditions (CR 118.9, 608.2c): "If an opponent controls a Swamp and you
  control a Forest, you may cast this spell without paying its mana cost." (the Legates);
- adamant (CR 601.2h): "If at least three green mana was spent to cast this spell, ~ enters
  with a +1/+1 counter on it." and "… three mana of the same color …";
- the older plural bounce (CR 400.7): "Return all attacking creatures to their owner's
  hand.", "return two target lands you control to their owner's hand".
"""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast, PlayLand
from cardtable.games.magic.model.conditions_8 import MANA_SPENT
from cardtable.games.magic.model.zone_verbs_9 import OWNER_HAND_OLD, SAME_COLOR
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.spent_counts import spent_at_least
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game, real

# -- "If an opponent controls a X and you control a Y, you may cast this spell …" ---------------


def test_cr_118_9_rushwood_legate_is_free_only_with_both_lands() -> None:
    """Rushwood Legate: "If an opponent controls an Island and you control a Forest, you may cast
    this spell without paying its mana cost." — with B's Island and A's Forest it is cast for
    nothing (the Forest stays untapped); without B's Island the free way is not offered."""
    card = real("Rushwood Legate")
    free = next(a for a in card.abilities if isinstance(a, m.Keyword)
                and a.name == "alternative_cost")
    assert free.condition is not None and free.condition.kind == "all"
    assert [p.kind for p in free.condition.all_of] == ["opponent_controls", "you_control"]
    assert round_trip_problem(card) == ""
    for island, offered in ((True, True), (False, False)):
        s = game("Rushwood Legate")
        if island:
            s.lands(B, "Island", 1)
        forest = s.lands(A, "Forest", 1)[0]
        s.hand(A, "Rushwood Legate")
        s.start()
        s._priority_to(A)
        options = s.pending.options if s.pending is not None else ()
        ways = {o.way for o in options if isinstance(o, Cast) and o.name == "Rushwood Legate"}
        assert ("alternative" in ways) is offered
        if offered:
            s.cast(A, "Rushwood Legate", way="alternative")
            s.resolve()
            assert s.zone_of("Rushwood Legate") == "battlefield"
            assert not s.state.objects[forest].tapped


def test_cr_608_2c_massacre_wants_the_opponents_plains_not_only_your_swamp() -> None:
    """Massacre: "If an opponent controls a Plains and you control a Swamp, …" — a Swamp of
    A's own without B's Plains is not enough (both halves must hold)."""
    s = game("Massacre")
    s.lands(A, "Swamp", 1)
    s.lands(A, "Plains", 1)
    s.hand(A, "Massacre")
    s.start()
    s._priority_to(A)
    assert s.pending is not None
    assert not any(isinstance(o, Cast) and o.way == "alternative" for o in s.pending.options)


# -- adamant: "at least three green mana was spent to cast this spell" (CR 601.2h) --------------


def test_cr_601_2h_garenbrig_paladin_gets_its_counter_from_three_green() -> None:
    """Garenbrig Paladin ({4}{G}): "If at least three green mana was spent to cast this spell,
    ~ enters with a +1/+1 counter on it." — three Forests and two Mountains: a 5/5; one Forest
    and four Mountains: a 4/4."""
    card = real("Garenbrig Paladin")
    rep = next(a for a in card.abilities if isinstance(a, m.ReplacementAbility))
    assert rep.condition == m.Condition(kind=MANA_SPENT, zone="G", amount=3, ref="this spell")
    assert round_trip_problem(card) == ""
    for forests, counters in ((3, 1), (1, 0)):
        s = game("Garenbrig Paladin")
        s.lands(A, "Forest", forests)
        s.lands(A, "Mountain", 5 - forests)
        s.hand(A, "Garenbrig Paladin")
        s.start()
        s.cast(A, "Garenbrig Paladin")
        s.resolve()
        paladin = s.state.objects[s.id("Garenbrig Paladin")]
        assert paladin.counters.get("+1/+1", 0) == counters


def test_cr_601_2h_henge_walker_counts_one_colour_three_times() -> None:
    """Henge Walker ({3}): "If at least three mana of the same color was spent to cast this
    spell, ~ enters with a +1/+1 counter on it." — three Swamps: a counter; a Swamp, an Island
    and a Mountain (three colours, one each): none."""
    rep = next(a for a in real("Henge Walker").abilities if isinstance(a, m.ReplacementAbility))
    assert rep.condition is not None and rep.condition.zone == SAME_COLOR
    for lands, counters in ((("Swamp", "Swamp", "Swamp"), 1), (("Swamp", "Island", "Mountain"), 0)):
        s = game("Henge Walker")
        for land in lands:
            s.lands(A, land, 1)
        s.hand(A, "Henge Walker")
        s.start()
        s.cast(A, "Henge Walker")
        s.resolve()
        walker = s.state.objects[s.id("Henge Walker")]
        assert walker.counters.get("+1/+1", 0) == counters


def test_cr_601_2h_the_spent_counts_read_the_cast_notes() -> None:
    """Two green are not three; three of some one colour is "the same color"."""
    assert spent_at_least({"spent:G", "spentn:G:3"}, "G", 3)
    assert not spent_at_least({"spent:G", "spentn:G:2"}, "G", 3)
    assert spent_at_least({"spentn:U:4"}, SAME_COLOR, 3)
    assert not spent_at_least({"spent:U", "spent:B", "spent:R"}, SAME_COLOR, 3)


def test_cr_601_2h_silverflame_ritual_and_unexplained_vision_are_supported() -> None:
    """The same condition on a spell's effect: "If at least three white mana was spent to cast
    this spell, creatures you control gain vigilance until end of turn." and "… blue …, scry
    3." render back and are supported."""
    for name in ("Silverflame Ritual", "Unexplained Vision", "Rally for the Throne"):
        assert compiled(name).supported, (name, compiled(name).reason)


# -- "to their owner's hand", the older plural (CR 400.7) ---------------------------------------


def _hand(s: Scenario, player: int) -> list[str]:
    return [s.state.objects[o].card.name for o in s.state.players[player].zones["hand"]]


def test_cr_400_7_aetherize_returns_each_attacker_to_its_owners_hand() -> None:
    """Aetherize: "Return all attacking creatures to their owner's hand." — B's two attackers go
    to B's hand; A's creature that did not attack stays."""
    card = real("Aetherize")
    (spell,) = card.abilities
    assert isinstance(spell, m.SpellAbility)
    bounce = spell.effects[0]
    assert isinstance(bounce, m.ReturnToHand) and bounce.wording == OWNER_HAND_OLD
    assert round_trip_problem(card) == ""
    s = game("Aetherize")
    ogre = s.put(B, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    mine = s.put(A, "Grizzly Bears")
    s.lands(A, "Island", 4)
    s.hand(A, "Aetherize")
    s.start(active=B)
    s.attack({ogre: "p0", bears: "p0"})
    s.cast(A, "Aetherize")
    s.resolve()
    assert sorted(_hand(s, B)) == ["Grizzly Bears", "Hill Giant"]
    assert mine in s.state.battlefield
    assert ogre not in s.state.battlefield and bears not in s.state.battlefield


def test_cr_400_7_sea_drake_returns_two_of_your_lands() -> None:
    """Sea Drake: "When ~ enters, return two target lands you control to their owner's hand." """
    s = game("Sea Drake")
    islands = s.lands(A, "Island", 3)
    s.hand(A, "Sea Drake")
    s.start()
    s.cast(A, "Sea Drake")
    s.then("cast.targets", tuple(islands[:2]))
    s.resolve()
    assert _hand(s, A) == ["Island", "Island"]
    assert islands[2] in s.state.battlefield


# -- a library look of X cards; ", then put one of them …" (CR 401.4, 107.3) --------------------


def test_cr_401_4_machinate_looks_at_one_card_per_artifact() -> None:
    """Machinate: "Look at the top X cards of your library, where X is the number of artifacts
    you control. Put one of those cards into your hand and the rest on the bottom of your
    library in any order." — with two artifacts, the top two cards are looked at: one goes to
    the hand, the other to the bottom; the third card is then on top."""
    card = real("Machinate")
    look = card.abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(look, m.LookPut) and look.count_x is not None
    assert look.count_x.kind == "count"
    assert round_trip_problem(card) == ""
    s = game("Machinate")
    s.put(A, "Sol Ring")
    s.put(A, "Mind Stone")
    s.lands(A, "Island", 3)
    s.hand(A, "Machinate")
    s.start()
    library = s.state.players[A].zones["library"]
    top = list(library[:3])
    size = len(library)
    s.then("resolve.choice", (top[1],))
    s.cast(A, "Machinate")
    s.resolve()
    library = s.state.players[A].zones["library"]
    assert s.hand_size(A) == 1 and len(library) == size - 1
    assert library[0] == top[2]


def test_cr_608_2h_shrine_of_piercing_vision_counts_its_counters_as_it_last_existed() -> None:
    """Shrine of Piercing Vision: "{T}, Sacrifice ~: Look at the top X cards of your library,
    where X is the number of charge counters on ~. Put one of those cards into your hand and
    the rest on the bottom …" — sacrificed with three charge counters, the top three cards are
    looked at (608.2h: as it last existed): the fourth card is then on top."""
    s = game("Shrine of Piercing Vision")
    s.put(A, "Shrine of Piercing Vision", counters={"charge": 3})
    s.start()
    library = s.state.players[A].zones["library"]
    top = list(library[:4])
    size = len(library)
    s.then("resolve.choice", (top[2],))
    s.then("resolve.choice", (top[0], top[1]))  # the other two, to the bottom (401.4)
    s.activate(A, "Shrine of Piercing Vision")
    s.resolve()
    library = s.state.players[A].zones["library"]
    assert s.hand_size(A) == 1 and len(library) == size - 1
    assert library[0] == top[3]


def test_cr_401_4_organ_hoarder_then_puts_one_in_hand_and_the_rest_in_the_graveyard() -> None:
    """Organ Hoarder: "When ~ enters, look at the top three cards of your library, then put one
    of them into your hand and the rest into your graveyard." """
    card = real("Organ Hoarder")
    look = card.abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(look, m.LookPut) and look.head_then and look.count == 3
    assert round_trip_problem(card) == ""
    s = game("Organ Hoarder")
    s.lands(A, "Island", 4)
    s.hand(A, "Organ Hoarder")
    s.start()
    library = s.state.players[A].zones["library"]
    top = list(library[:3])
    size = len(library)
    s.then("resolve.choice", (top[0],))
    s.cast(A, "Organ Hoarder")
    s.resolve()
    assert s.hand_size(A) == 1
    assert len(s.graveyard_names(A)) == 2
    assert len(s.state.players[A].zones["library"]) == size - 3


# -- "You may cast ~ from your graveyard [if COND]." (CR 601.2, 601.3) --------------------------


def _casts_from_graveyard(s: Scenario, name: str) -> bool:
    s._priority_to(A)
    assert s.pending is not None
    return any(isinstance(o, Cast) and o.name == name for o in s.pending.options)


def test_cr_601_3_oathsworn_vampire_is_cast_from_the_graveyard_after_life_was_gained() -> None:
    """Oathsworn Vampire: "You may cast ~ from your graveyard if you gained life this turn." —
    not offered before any life is gained; offered, and cast onto the battlefield, after."""
    card = real("Oathsworn Vampire")
    permit = next(a for a in card.abilities if isinstance(a, m.Keyword)
                  and a.name == "cast_from_graveyard")
    assert permit.condition == m.Condition(kind="gained_life_this_turn")
    assert round_trip_problem(card) == ""
    for gained in (0, 3):
        s = game("Oathsworn Vampire")
        s.lands(A, "Swamp", 2)
        s.graveyard(A, "Oathsworn Vampire")
        s.state.players[A].life_gained_this_turn = gained  # earlier this turn (the board's)
        s.start()
        assert _casts_from_graveyard(s, "Oathsworn Vampire") is bool(gained)
        if gained:
            s.cast(A, "Oathsworn Vampire")
            s.resolve()
            assert s.zone_of("Oathsworn Vampire") == "battlefield"


def test_cr_601_2_skaab_ruinator_may_always_be_cast_from_the_graveyard() -> None:
    """Skaab Ruinator: "You may cast ~ from your graveyard." — a permission with no condition:
    the card in the graveyard is offered as a spell (its other costs still apply)."""
    card = real("Skaab Ruinator")
    permit = next(a for a in card.abilities if isinstance(a, m.Keyword)
                  and a.name == "cast_from_graveyard")
    assert permit.condition is None
    assert round_trip_problem(card) == ""
    s = game("Skaab Ruinator")
    s.lands(A, "Island", 3)
    for name in ("Grizzly Bears", "Hill Giant", "Grizzly Bears"):
        s.graveyard(A, name)
    s.graveyard(A, "Skaab Ruinator")
    s.start()
    assert _casts_from_graveyard(s, "Skaab Ruinator")


# -- "exile all CARDS from target player's graveyard"; "for each card exiled this way" ---------


def test_cr_608_2c_crypt_incursion_gains_three_life_per_creature_card_exiled() -> None:
    """Crypt Incursion: "Exile all creature cards from target player's graveyard. You gain 3
    life for each card exiled this way." — B's two creature cards are exiled, B's land card
    stays, and A gains 6 life."""
    card = real("Crypt Incursion")
    exile = card.abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(exile, m.ExileFromZone) and exile.who == "target:0"
    assert round_trip_problem(card) == ""
    s = game("Crypt Incursion")
    s.graveyard(B, "Grizzly Bears")
    s.graveyard(B, "Hill Giant")
    s.graveyard(B, "Forest")
    s.graveyard(A, "Grizzly Bears")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Crypt Incursion")
    s.start()
    s.cast(A, "Crypt Incursion", targets=["p1"])
    s.resolve()
    assert s.graveyard_names(B) == ["Forest"]
    assert "Grizzly Bears" in s.graveyard_names(A)
    assert s.life(A) == 26


def test_cr_608_2c_honor_the_fallen_counts_every_graveyards_creature_cards() -> None:
    """Honor the Fallen: "Exile all creature cards from all graveyards. You gain 1 life for each
    card exiled this way." — three creature cards in two graveyards: 3 life."""
    s = game("Honor the Fallen")
    s.graveyard(B, "Grizzly Bears")
    s.graveyard(B, "Hill Giant")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.lands(A, "Plains", 2)
    s.hand(A, "Honor the Fallen")
    s.start()
    s.cast(A, "Honor the Fallen")
    s.resolve()
    assert s.graveyard_names(B) == []
    assert sorted(s.graveyard_names(A)) == ["Forest", "Honor the Fallen"]
    assert s.life(A) == 23


# -- "Target player shuffles up to N target cards from their graveyard into their library" ------


def test_cr_701_20a_memorys_journey_shuffles_two_of_that_players_cards_back() -> None:
    """Memory's Journey: "Target player shuffles up to three target cards from their graveyard
    into their library." — B and two of B's graveyard cards are targeted (115.1: the cards after
    the player); they go into B's library and the third card stays."""
    card = real("Memory's Journey")
    shuffle = card.abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(shuffle, m.ShuffleIntoLibrary)
    spell = card.abilities[0]
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets[1].count == 3 and spell.targets[1].min_count == 0
    assert spell.targets[1].owner_target == 0
    assert round_trip_problem(card) == ""
    s = game("Memory's Journey")
    bears = s.graveyard(B, "Grizzly Bears")
    giant = s.graveyard(B, "Hill Giant")
    s.graveyard(B, "Forest")
    s.lands(A, "Island", 2)
    s.hand(A, "Memory's Journey")
    s.start()
    size = len(s.state.players[B].zones["library"])
    s.cast(A, "Memory's Journey", targets=["p1", (bears, giant)])
    s.resolve()
    assert s.graveyard_names(B) == ["Forest"]
    assert len(s.state.players[B].zones["library"]) == size + 2


# -- "Put two target lands on top of their owners' libraries." (CR 401.4) ---------------------


def test_cr_401_4_plow_under_puts_both_lands_on_top_in_their_owners_order() -> None:
    """Plow Under: "Put two target lands on top of their owners' libraries." — both of B's
    Forests go on top of B's library, in the order B chooses (401.4: the first nearest the
    top)."""
    card = real("Plow Under")
    put = card.abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(put, m.PutAllOnLibraries) and put.what == "target:0" and not put.bottom
    assert round_trip_problem(card) == ""
    s = game("Plow Under")
    first, second = s.lands(B, "Forest", 2)
    s.lands(A, "Forest", 5)
    s.hand(A, "Plow Under")
    s.start()
    size = len(s.state.players[B].zones["library"])
    s.then("resolve.choice", (second, first))  # B's order: the second Forest on top
    s.cast(A, "Plow Under", targets=[(first, second)])
    s.resolve()
    library = s.state.players[B].zones["library"]
    assert len(library) == size + 2
    assert [s.state.objects[o].card.name for o in library[:2]] == ["Forest", "Forest"]
    assert not s.ids("Forest", "battlefield") or all(
        s.controller(o) == A for o in s.ids("Forest", "battlefield"))


# -- "You may play lands from your graveyard." (CR 305.1, 305.2) --------------------------------


def _land_plays(s: Scenario) -> list[PlayLand]:
    s._priority_to(A)
    assert s.pending is not None
    return [o for o in s.pending.options if isinstance(o, PlayLand)]


def test_cr_305_1_crucible_of_worlds_plays_a_land_from_the_graveyard() -> None:
    """Crucible of Worlds: "You may play lands from your graveyard." — the Forest in A's
    graveyard is offered as a land play and played; it uses the turn's one land play (305.2),
    so the second graveyard land is then not offered. Without Crucible nothing is offered."""
    card = real("Crucible of Worlds")
    (static,) = card.abilities
    assert isinstance(static, m.StaticAbility)
    assert static.effects[0].rule == "play_lands_from_graveyard"
    assert round_trip_problem(card) == ""
    s = game("Crucible of Worlds")
    s.put(A, "Crucible of Worlds")
    forest = s.graveyard(A, "Forest")
    s.graveyard(A, "Island")
    s.start()
    assert forest in {o.card for o in _land_plays(s)}
    s.apply(A, next(o for o in _land_plays(s) if o.card == forest))
    assert s.zone_of("Forest") == "battlefield"
    assert _land_plays(s) == []
    bare = game()
    bare.graveyard(A, "Forest")
    bare.start()
    assert _land_plays(bare) == []


def test_cr_305_1_crucible_does_not_let_the_opponent_play_their_graveyard_lands() -> None:
    """"your graveyard": B, who controls no Crucible, is not offered B's graveyard land on B's
    turn while A controls Crucible of Worlds."""
    s = game("Crucible of Worlds")
    s.put(A, "Crucible of Worlds")
    s.graveyard(B, "Forest")
    s.start(active=B)
    s._priority_to(B)
    assert s.pending is not None
    assert not any(isinstance(o, PlayLand) for o in s.pending.options)


# -- "~'s owner shuffles it into their library." (CR 701.20a) ---------------------------------


def test_cr_701_20a_cerulean_sphinx_goes_into_its_owners_library() -> None:
    """Cerulean Sphinx: "{U}: ~'s owner shuffles it into their library." — controlled by A but
    owned by B, the Sphinx goes into B's library (one card more), not A's."""
    card = real("Cerulean Sphinx")
    assert round_trip_problem(card) == ""
    s = game("Cerulean Sphinx")
    sphinx = s.put(B, "Cerulean Sphinx", controller=A)
    s.lands(A, "Island", 1)
    s.start()
    mine = len(s.state.players[A].zones["library"])
    theirs = len(s.state.players[B].zones["library"])
    s.activate(A, "Cerulean Sphinx")
    s.resolve()
    assert sphinx not in s.state.battlefield
    assert s.zone_of("Cerulean Sphinx") == "library"
    assert len(s.state.players[B].zones["library"]) == theirs + 1
    assert len(s.state.players[A].zones["library"]) == mine
