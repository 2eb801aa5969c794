"""Issues 28/29, libraries, hands and reveals (the "library" helper): looks at hidden zones that
compose with every player possessive — "look at target player's hand", "look at the top card of
target player's library. You may put that card into their graveyard", kinship's "you may look
at the top card of your library. If it shares a creature type with ~, you may reveal it. If you
do, …" with any effect after it. Each card is compiled from its real Oracle text (MTGJSON
2022-04-25), rendered back, supported, and played; each test asserts what the text says
happens, and that a look shows the cards to the looker alone (CR 701.16e) while a reveal shows
them to everyone (701.16a)."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.log_text import LogText
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, C, Scenario, Unanswered
from tests.oracle.conftest import game, real
from tests.oracle.faithfulness import audit_card

NAMES = ("Ana", "Bo", "Cy")


def _lines(s: Scenario, observer: int) -> list[str]:
    return LogText(NAMES[:len(s.state.players)], observer=observer).lines(
        s.game.events_for(observer))


def _effects(name: str) -> list[object]:
    out: list[object] = []
    for ability in real(name).abilities:
        out.extend(getattr(ability, "effects", ()))
    return out


# -- "look at WHOSE hand" (CR 701.16e, 402.3) ----------------------------------------------------

def test_cr_701_16e_peek_shows_target_players_hand_to_the_caster_alone() -> None:
    """Peek: "Look at target player's hand. Draw a card." — A looks at B's hand (Lightning
    Bolt, Grizzly Bears) and draws; A's log names B's cards, C's log never does (402.3)."""
    assert round_trip_problem(real("Peek")) == ""
    assert m.LookAt(whose="target:0", zone="hand") in _effects("Peek")
    s = game("Peek", players=3)
    s.lands(A, "Island", 1)
    s.hand(A, "Peek")
    s.hand(B, "Lightning Bolt")
    s.hand(B, "Grizzly Bears")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Peek", targets=["p1"])
    s.resolve()
    assert s.hand_size(A) == before - 1 + 1  # Peek left the hand, a card was drawn
    (look,) = s.events("look")
    assert look.secret_to == frozenset({A})
    assert sorted(dict(look.secret)["cards"]) == ["Grizzly Bears", "Lightning Bolt"]
    assert any("Lightning Bolt" in line for line in _lines(s, A))
    assert not any("Lightning Bolt" in line or "Grizzly Bears" in line for line in _lines(s, C))
    assert "Lightning Bolt" not in str(look.for_player(C))


def test_cr_701_16e_telepathic_spies_looks_at_target_opponents_hand_on_entering() -> None:
    """Telepathic Spies: "When ~ enters, look at target opponent's hand." — only an opponent
    may be the target (115.1); the look is A's alone."""
    assert round_trip_problem(real("Telepathic Spies")) == ""
    s = game("Telepathic Spies")
    s.lands(A, "Island", 3)
    s.hand(A, "Telepathic Spies")
    s.hand(B, "Hill Giant")
    s.start()
    s.cast(A, "Telepathic Spies")
    s.then("cast.target", "p1")
    s.resolve()
    target_asks = [d for _p, d in s.log if d == "p1"]
    assert target_asks == ["p1"]
    (look,) = s.events("look")
    assert look.secret_to == frozenset({A}) and dict(look.secret)["cards"] == ["Hill Giant"]
    assert dict(look.data)["whose"] == B


# -- "look at the top card of WHOSE library" and the card looked at (CR 701.16e, 400.7) ----------

def _eye_spy(put: bool) -> Scenario:
    s = game("Eye Spy")
    s.lands(A, "Island", 1)
    s.hand(A, "Eye Spy")
    s.library_top(B, "Hill Giant")
    s.start()
    s.cast(A, "Eye Spy", targets=["p1"])
    s.then("resolve.choice", put)
    s.resolve()
    return s


def test_cr_701_16e_eye_spy_may_put_the_top_card_of_target_library_into_its_graveyard() -> None:
    """Eye Spy: "Look at the top card of target player's library. You may put that card into
    their graveyard." — A looks at B's Hill Giant and puts it into B's graveyard."""
    assert round_trip_problem(real("Eye Spy")) == ""
    s = _eye_spy(True)
    assert s.graveyard_names(B) == ["Hill Giant"]
    (look,) = s.events("look")
    assert look.secret_to == frozenset({A}) and dict(look.secret)["cards"] == ["Hill Giant"]


def test_cr_701_16e_eye_spy_left_on_top_stays_hidden_from_its_owner() -> None:
    """Answered no, the card stays on top of B's library, and B (whose library it is) was not
    shown it: a look is the looker's alone."""
    s = _eye_spy(False)
    assert s.graveyard_names(B) == []
    assert s.obj(s.state.players[B].zones["library"][0]).card.name == "Hill Giant"
    assert not any("Hill Giant" in line for line in _lines(s, B))
    assert any("Hill Giant" in line for line in _lines(s, A))


def test_cr_701_16e_think_tank_mills_its_own_top_card_at_upkeep_if_asked() -> None:
    """Think Tank: "At the beginning of your upkeep, look at the top card of your library. You
    may put that card into your graveyard." — A keeps Hill Giant out of the draw."""
    assert round_trip_problem(real("Think Tank")) == ""
    s = game("Think Tank")
    s.put(A, "Think Tank")
    s.start(B, "main1", turn=2)
    s.library_top(A, "Hill Giant")
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", True)
    s.resolve()
    assert s.graveyard_names(A) == ["Hill Giant"]


# -- kinship (Lorwyn; CR 701.16e, 701.16a, 205.3m) -----------------------------------------------

def _kinship(top: str, reveal: bool | None) -> Scenario:
    s = game("Wandering Graybeard")
    s.put(A, "Wandering Graybeard")
    s.start(B, "main1", turn=2)
    s.library_top(A, top)
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", True)  # "you may look at the top card of your library"
    if reveal is not None:
        s.then("resolve.choice", reveal)
    s.resolve()
    return s


def test_cr_701_16a_kinship_wandering_graybeard_reveals_a_giant_and_gains_4_life() -> None:
    """Wandering Graybeard (Giant Wizard): "… you may look at the top card of your library. If
    it shares a creature type with ~, you may reveal it. If you do, you gain 4 life." — the top
    card is Hill Giant (a Giant): A reveals it to everyone and gains 4 life."""
    assert round_trip_problem(real("Wandering Graybeard")) == ""
    s = _kinship("Hill Giant", True)
    assert s.life(A) == 24
    assert any(dict(e.data).get("cards") == ["Hill Giant"] for e in s.events("reveal"))
    assert any("Hill Giant" in line for line in _lines(s, B))  # a reveal is public


def test_cr_701_16a_kinship_not_revealed_means_no_life() -> None:
    """A may keep the Giant hidden: no reveal, no life (608.2c "If you do")."""
    s = _kinship("Hill Giant", False)
    assert s.life(A) == 20
    assert s.events("reveal") == []
    assert not any("Hill Giant" in line for line in _lines(s, B))


def test_cr_205_3m_kinship_a_card_sharing_no_creature_type_cannot_be_revealed() -> None:
    """Grizzly Bears (a Bear) shares no creature type with a Giant Wizard: nothing is asked
    after the look, nothing revealed, no life."""
    s = _kinship("Grizzly Bears", None)
    assert s.life(A) == 20
    assert s.events("reveal") == []
    assert len(s.events("look")) == 1


def test_kinship_composes_with_any_effect_after_if_you_do() -> None:
    """The kinship look is one effect; "If you do, …" is the grammar's own condition, so every
    kinship card with a readable effect compiles the same way (Winnower Patrol's counter,
    Wolf-Skull Shaman's token, Nightshade Schemers' life loss)."""
    for name in ("Winnower Patrol", "Wolf-Skull Shaman", "Nightshade Schemers",
                 "Squeaking Pie Grubfellows", "Ink Dissolver", "Pyroclast Consul"):
        card = real(name)
        assert round_trip_problem(card) == ""
        (ability,) = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)]
        may, then = ability.effects
        assert isinstance(may, m.MayDo) and may.effects == (m.LookTopKinship(),)
        assert isinstance(then, m.Conditional) and then.condition.kind == "paid"


# -- the card on top in "If it's a … card, …" / "Otherwise, …" branches (CR 701.16a/e, 400.7) --

def _into_the_wilds(top: str, put: bool | None) -> Scenario:
    s = game("Into the Wilds")
    s.put(A, "Into the Wilds")
    s.start(B, "main1", turn=2)
    s.library_top(A, top)
    s.to_step("upkeep", active=A)
    if put is not None:
        s.then("resolve.choice", put)
    s.resolve()
    return s


def test_cr_701_16e_into_the_wilds_may_put_a_land_looked_at_onto_the_battlefield() -> None:
    """Into the Wilds: "At the beginning of your upkeep, look at the top card of your library.
    If it's a land card, you may put it onto the battlefield." — a Forest on top enters
    untapped under A's control; B never saw it in the log."""
    assert round_trip_problem(real("Into the Wilds")) == ""
    s = _into_the_wilds("Forest", True)
    [forest] = s.ids("Forest", "battlefield")
    assert s.controller(forest) == A and not s.obj(forest).tapped
    (look,) = s.events("look")
    assert look.secret_to == frozenset({A})


def test_cr_701_16e_into_the_wilds_a_nonland_stays_on_top_unasked() -> None:
    """A Grizzly Bears on top is no land card: nothing is asked and it stays on top."""
    s = _into_the_wilds("Grizzly Bears", None)
    assert s.obj(s.state.players[A].zones["library"][0]).card.name == "Grizzly Bears"
    assert not any("Grizzly Bears" in line for line in _lines(s, B))


def _prophets(top: str) -> Scenario:
    s = game("Skyward Eye Prophets")
    s.put(A, "Skyward Eye Prophets")
    s.library_top(A, top)
    s.start()
    s.activate(A, "Skyward Eye Prophets")
    s.resolve()
    return s


def test_cr_701_16a_skyward_eye_prophets_a_land_enters_otherwise_it_is_drawn() -> None:
    """Skyward Eye Prophets: "{T}: Reveal the top card of your library. If it's a land card,
    put it onto the battlefield. Otherwise, put it into your hand." — Forest: onto the
    battlefield; Lightning Bolt: into A's hand. Both reveals are public."""
    assert round_trip_problem(real("Skyward Eye Prophets")) == ""
    s = _prophets("Forest")
    assert s.ids("Forest", "battlefield")
    s = _prophets("Lightning Bolt")
    assert s.zone_of("Lightning Bolt") == "hand"
    assert any("Lightning Bolt" in line for line in _lines(s, B))


def test_cr_701_16a_nylea_otherwise_you_may_put_it_into_your_graveyard() -> None:
    """Nylea, Keen-Eyed: "{2}{G}: Reveal the top card of your library. If it's a creature
    card, put it into your hand. Otherwise, you may put it into your graveyard." — Hill Giant
    goes to hand; Lightning Bolt, answered yes, to the graveyard."""
    assert round_trip_problem(real("Nylea, Keen-Eyed")) == ""
    for top, put, zone in (("Hill Giant", None, "hand"), ("Lightning Bolt", True, "graveyard"),
                           ("Lightning Bolt", False, "library")):
        s = game("Nylea, Keen-Eyed")
        s.put(A, "Nylea, Keen-Eyed")
        s.lands(A, "Forest", 3)
        s.library_top(A, top)
        s.start()
        s.activate(A, "Nylea, Keen-Eyed")
        if put is not None:
            s.then("resolve.choice", put)
        s.resolve()
        assert s.zone_of(top) == zone, (top, put)


# -- a card from a hand onto the top or bottom of a library (CR 401.4) -------------------------

def test_cr_401_4_chittering_rats_opponent_puts_a_card_of_their_choice_on_top() -> None:
    """Chittering Rats: "When ~ enters, target opponent puts a card from their hand on top of
    their library." — B chooses the Bolt (B's choice, not A's); it is B's next draw, and A's
    log never names it (hand and library are hidden zones)."""
    assert round_trip_problem(real("Chittering Rats")) == ""
    s = game("Chittering Rats")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Chittering Rats")
    bolt = s.hand(B, "Lightning Bolt")
    s.hand(B, "Hill Giant")
    s.start()
    s.cast(A, "Chittering Rats")
    s.then("cast.target", "p1")
    s.then("resolve.choice", (bolt,))
    s.resolve()
    assert (B, (bolt,)) in s.log  # B answered the choice
    assert _library(s, B)[0] == "Lightning Bolt"
    assert s.zone_of("Hill Giant") == "hand"
    assert not any("Lightning Bolt" in line for line in _lines(s, A))


def test_cr_401_4_conch_horn_draws_two_then_puts_one_back_on_top() -> None:
    """Conch Horn: "{1}, {T}, Sacrifice ~: Draw two cards, then put a card from your hand on
    top of your library." — with one card in hand before, A ends with two and the chosen
    card on top."""
    assert round_trip_problem(real("Conch Horn")) == ""
    s = game("Conch Horn", library=5)
    s.put(A, "Conch Horn")
    s.lands(A, "Island", 1)
    bolt = s.hand(A, "Lightning Bolt")
    s.start()
    s.activate(A, "Conch Horn")
    s.then("resolve.choice", (bolt,))
    s.resolve()
    assert s.hand_size(A) == 2
    assert _library(s, A)[0] == "Lightning Bolt"


def _fire_prophecy(hand: bool, put: bool) -> tuple[Scenario, int]:
    s = game("Fire Prophecy", library=5)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Fire Prophecy")
    giant = s.put(B, "Hill Giant")
    bolt = s.hand(A, "Lightning Bolt") if hand else -1
    s.start()
    s.cast(A, "Fire Prophecy", targets=[giant])
    s.then("resolve.choice", put)
    if hand and put:
        s.then("resolve.choice", (bolt,))
    s.resolve()
    return s, bolt


def test_cr_608_2c_fire_prophecy_puts_a_card_on_the_bottom_and_draws() -> None:
    """Fire Prophecy: "~ deals 3 damage to target creature. You may put a card from your hand
    on the bottom of your library. If you do, draw a card." — the Bolt goes to the bottom and
    A draws; the Hill Giant (3/3) dies."""
    assert round_trip_problem(real("Fire Prophecy")) == ""
    s, bolt = _fire_prophecy(True, True)
    assert _library(s, A)[-1] == "Lightning Bolt" and bolt not in s.state.objects
    assert s.hand_size(A) == 1 and s.zone_of("Hill Giant") == "graveyard"


def test_cr_608_2c_fire_prophecy_with_an_empty_hand_does_not_draw() -> None:
    """Answering yes with no card in hand puts nothing on the bottom: "If you do" is false,
    no card is drawn."""
    s, _ = _fire_prophecy(False, True)
    assert s.hand_size(A) == 0
    s, _ = _fire_prophecy(True, False)
    assert s.hand_size(A) == 1 and s.zone_of("Lightning Bolt") == "hand"


# -- a card from your hand onto the battlefield (CR 305.4, 608.2d) ------------------------------

def test_cr_305_4_growth_spiral_puts_a_land_from_hand_onto_the_battlefield() -> None:
    """Growth Spiral: "Draw a card. You may put a land card from your hand onto the
    battlefield." — A chooses the Forest among the hand's land cards (the Bolt is no land
    card); the land is put, not played: A may still play a land this turn."""
    assert round_trip_problem(real("Growth Spiral")) == ""
    s = game("Growth Spiral", library=3)
    s.lands(A, "Forest", 1)
    s.lands(A, "Island", 1)
    s.hand(A, "Growth Spiral")
    forest = s.hand(A, "Forest")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Growth Spiral")
    s.then("resolve.choice", True)
    s.then("resolve.choice", forest)  # the drawn Wastes is a land card too: A picks the Forest
    s.resolve()
    decision = [a for p, a in s.log if p == A and a == forest]
    assert decision == [forest]
    assert len(s.ids("Forest", "battlefield")) == 2 and forest not in s.state.objects
    assert s.zone_of("Lightning Bolt") == "hand" and s.ids("Wastes", "hand")
    assert s.state.players[A].lands_played == 0


def test_cr_608_2d_arboreal_grazer_the_land_enters_tapped() -> None:
    """Arboreal Grazer: "When ~ enters, you may put a land card from your hand onto the
    battlefield tapped." — the only land card in hand enters tapped."""
    assert round_trip_problem(real("Arboreal Grazer")) == ""
    s = game("Arboreal Grazer")
    s.lands(A, "Forest", 1)
    s.hand(A, "Arboreal Grazer")
    s.hand(A, "Island")
    s.start()
    s.cast(A, "Arboreal Grazer")
    s.then("resolve.choice", True)
    s.resolve()
    [island] = s.ids("Island", "battlefield")
    assert s.obj(island).tapped and s.controller(island) == A


def test_cr_608_2d_stoneforge_mystic_puts_only_an_equipment_card() -> None:
    """Stoneforge Mystic: "{1}{W}, {T}: You may put an Equipment card from your hand onto the
    battlefield." — Bonesplitter enters; the Hill Giant in hand is no Equipment card."""
    assert round_trip_problem(real("Stoneforge Mystic")) == ""
    s = game("Stoneforge Mystic")
    s.put(A, "Stoneforge Mystic")
    s.lands(A, "Plains", 2)
    s.hand(A, "Bonesplitter")
    s.hand(A, "Hill Giant")
    s.start()
    s.activate(A, "Stoneforge Mystic", 1)
    s.then("resolve.choice", True)
    s.resolve()
    assert s.ids("Bonesplitter", "battlefield") and s.zone_of("Hill Giant") == "hand"


def test_cr_608_2d_elvish_piper_with_no_creature_card_puts_nothing() -> None:
    """Elvish Piper with only a land in hand: nothing fits, nothing enters."""
    assert round_trip_problem(real("Elvish Piper")) == ""
    s = game("Elvish Piper")
    s.put(A, "Elvish Piper")
    s.lands(A, "Forest", 1)
    s.hand(A, "Island")
    s.start()
    s.activate(A, "Elvish Piper")
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Island") == "hand"



def test_cr_101_4_show_and_tell_each_player_may_put_a_card_onto_the_battlefield() -> None:
    """Show and Tell: "Each player may put an artifact, creature, enchantment, or land card
    from their hand onto the battlefield." — A puts Hill Giant, B chooses none (keeping the
    Bears); a Lightning Bolt is never offered. Each chose in APNAP order (101.4)."""
    assert round_trip_problem(real("Show and Tell")) == ""
    s = game("Show and Tell")
    s.lands(A, "Island", 3)
    s.hand(A, "Show and Tell")
    giant = s.hand(A, "Hill Giant")
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Show and Tell")
    s.then("resolve.choice", (giant,))
    s.then("resolve.choice", ())
    s.resolve()
    [on] = s.ids("Hill Giant", "battlefield")
    assert s.controller(on) == A
    assert s.zone_of("Grizzly Bears") == "hand" and s.zone_of("Lightning Bolt") == "hand"
    assert [p for p, a in s.log if a in ((giant,), ())] == [A, B]


def test_cr_608_2d_braids_that_player_is_the_player_whose_upkeep_it_is() -> None:
    """Braids, Conjurer Adept: "At the beginning of each player's upkeep, that player may put
    an artifact, creature, or land card from their hand onto the battlefield." — at B's
    upkeep B (not Braids' controller) puts Grizzly Bears onto the battlefield under B's
    control."""
    assert round_trip_problem(real("Braids, Conjurer Adept")) == ""
    s = game("Braids, Conjurer Adept")
    s.put(A, "Braids, Conjurer Adept")
    bears = s.hand(B, "Grizzly Bears")
    s.start(A, "main1", turn=2)
    s.to_step("upkeep", active=B)
    s.then("resolve.choice", (bears,))
    s.resolve()
    [on] = s.ids("Grizzly Bears", "battlefield")
    assert s.controller(on) == B
    assert (B, (bears,)) in s.log


# -- a hand discarded and as many cards drawn (CR 608.2c) ---------------------------------------

def test_cr_608_2c_tolarian_winds_draws_as_many_cards_as_were_discarded() -> None:
    """Tolarian Winds: "Discard all the cards in your hand, then draw that many cards." — A
    discards Bolt and Hill Giant and draws two (Wastes from the library)."""
    assert round_trip_problem(real("Tolarian Winds")) == ""
    s = game("Tolarian Winds", library=5)
    s.lands(A, "Island", 2)
    s.hand(A, "Tolarian Winds")
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Hill Giant")
    s.start()
    s.cast(A, "Tolarian Winds")
    s.resolve()
    assert sorted(s.graveyard_names(A)) == ["Hill Giant", "Lightning Bolt", "Tolarian Winds"]
    assert s.hand_size(A) == 2 and len(s.ids("Wastes", "hand")) == 2


def test_cr_608_2c_forgotten_creation_may_discard_its_hand_and_draw_that_many() -> None:
    """Forgotten Creation: "At the beginning of your upkeep, you may discard all the cards in
    your hand. If you do, draw that many cards." — three cards in hand: three discarded,
    three drawn (and the draw step's card after)."""
    assert round_trip_problem(real("Forgotten Creation")) == ""
    s = game("Forgotten Creation", library=8)
    s.put(A, "Forgotten Creation")
    s.start(B, "main1", turn=2)
    for name in ("Lightning Bolt", "Hill Giant", "Grizzly Bears"):
        s.hand(A, name)
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", True)
    s.resolve()
    assert sorted(s.graveyard_names(A)) == ["Grizzly Bears", "Hill Giant", "Lightning Bolt"]
    assert s.hand_size(A) == 3


# -- cards revealed from a hand and counted (CR 701.16a, 608.2c) --------------------------------

def test_cr_701_16a_scent_of_jasmine_gains_2_life_for_each_white_card_revealed() -> None:
    """Scent of Jasmine: "Reveal any number of white cards in your hand. You gain 2 life for
    each card revealed this way." — A reveals two white cards (the Bolt is not offered): +4
    life, and the revealed names are public."""
    assert round_trip_problem(real("Scent of Jasmine")) == ""
    s = game("Scent of Jasmine", "Savannah Lions")
    s.lands(A, "Plains", 1)
    s.hand(A, "Scent of Jasmine")
    lions = s.hand(A, "Savannah Lions")
    other = s.hand(A, "Savannah Lions")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Scent of Jasmine")
    s.then("resolve.choice", (lions, other))
    s.resolve()
    assert s.life(A) == 24
    assert any("Savannah Lions" in line for line in _lines(s, B))
    assert not any("Lightning Bolt" in line for line in _lines(s, B))


def test_cr_608_2c_scent_of_cinder_deals_x_damage_for_the_red_cards_revealed() -> None:
    """Scent of Cinder: "Reveal any number of red cards in your hand. ~ deals X damage to any
    target, where X is the number of cards revealed this way." — one Bolt revealed: 1 damage
    to B; none revealed: no damage."""
    assert round_trip_problem(real("Scent of Cinder")) == ""
    for revealed, life in ((1, 19), (0, 20)):
        s = game("Scent of Cinder")
        s.lands(A, "Mountain", 2)
        s.hand(A, "Scent of Cinder")
        bolt = s.hand(A, "Lightning Bolt")
        s.start()
        s.cast(A, "Scent of Cinder", targets=["p1"])
        s.then("resolve.choice", (bolt,) if revealed else ())
        s.resolve()
        assert s.life(B) == life



def test_cr_608_2c_madcap_experiment_counts_every_card_revealed_until_the_artifact() -> None:
    """Madcap Experiment: "Reveal cards from the top of your library until you reveal an
    artifact card. Put that card onto the battlefield and the rest on the bottom of your
    library in a random order. ~ deals damage to you equal to the number of cards revealed
    this way." — Hill Giant, Grizzly Bears, then Sol Ring: three cards revealed, 3 damage."""
    assert round_trip_problem(real("Madcap Experiment")) == ""
    s = game("Madcap Experiment", library=4)
    s.lands(A, "Mountain", 4)
    s.hand(A, "Madcap Experiment")
    s.library_top(A, "Sol Ring")
    s.library_top(A, "Grizzly Bears")
    s.library_top(A, "Hill Giant")
    s.start()
    s.cast(A, "Madcap Experiment")
    s.resolve()
    assert s.ids("Sol Ring", "battlefield")
    assert s.life(A) == 17
    assert sorted(_library(s, A)[-2:]) == ["Grizzly Bears", "Hill Giant"]


# -- the behavioural audit (tests/oracle/faithfulness.py) on every card these looks unlocked ----

LOOK_CARDS = (
    "Clairvoyance", "Consider", "Cruel Witness", "Draugr Thought-Thief", "Eat to Extinction",
    "Eye Spy", "Gitaxian Probe", "Glasses of Urza", "Ingenious Thief", "Ink Dissolver",
    "Kithkin Zephyrnaut", "Larder Zombie", "Lurking Informant", "Mishra's Bauble",
    "Mudbutton Clanger", "Nightshade Schemers", "Peek", "Port Inspector", "Pyroclast Consul",
    "Rummaging Wizard", "Sorcerous Sight", "Squeaking Pie Grubfellows", "Talas Explorer",
    "Telepathic Spies", "Think Tank", "Walker of Secret Ways", "Wanderguard Sentry",
    "Wandering Graybeard", "Winnower Patrol", "Wolf-Skull Shaman", "Wu Scout",
    # graveyard cards into the library
    "Biblioplex Assistant", "Bone Harvest", "Conjurer's Bauble", "Courier Bat",
    "Cruel Revival", "Epitaph Golem", "Footbottom Feast", "Forever Young", "Frantic Salvage",
    "Gravepurge", "Kami of Restless Shadows", "Mistveil Plains", "Piper's Melody", "Put Away",
    "Reinforcements", "Renewing Touch", "Clear the Stage",
    # the card on top in branches
    "Call of the Wild", "Explorer's Scope", "Into the Wilds", "Llanowar Empath",
    "Lurking Predators", "Neurok Familiar", "Nylea, Keen-Eyed", "Raiders' Karve",
    "Skirk Drill Sergeant", "Skyward Eye Prophets", "Thrasios, Triton Hero", "Zoologist",
    # cards from a hand onto a library
    "Amass the Components", "Chimney Imp", "Chittering Rats", "Conch Horn", "Fire Prophecy",
    "Sadistic Augermage", "Sawtooth Loon", "Survivor of the Unseen",
    # a card from your hand onto the battlefield
    "Arboreal Grazer", "Belbe's Portal", "Broken Bond", "Champion of Rhonas", "Copper Gnomes",
    "Didgeridoo", "Dragon Arch", "Dramatic Entrance", "Elvish Pioneer", "Elvish Piper",
    "Eureka Moment", "Firebrand Ranger", "Garruk, Caller of Beasts", "Goblin Lackey",
    "Goblin Wizard", "Gretchen Titchwillow", "Growth Spiral", "Hunting Grounds",
    "Krosan Wayfarer", "Llanowar Scout", "Loam Dweller", "Mindwrack Liege", "Murasa Rootgrazer",
    "Norwood Priestess", "Quicksilver Amulet", "Root Elemental", "Sakura-Tribe Scout",
    "Scaled Herbalist", "Scaretiller", "Stoneforge Mystic", "Swell of Growth",
    "Terrain Generator", "Walking Atlas", "Warren Instigator", "Willow Priestess",
    # a hand discarded and as many drawn
    "Tolarian Winds", "Shattered Perception", "Fateful Showdown", "Book Devourer",
    "Forgotten Creation",
    # every player subject "may put … from their hand onto the battlefield"
    "Show and Tell", "Braids, Conjurer Adept", "Hunted Wumpus", "Iwamori of the Open Fist",
    # cards revealed from a hand and counted
    "Scent of Cinder", "Scent of Ivy", "Scent of Jasmine", "Scent of Nightshade", "Cinder Seer",
    "Ivy Seer", "Jasmine Seer", "Nightshade Seer", "Madcap Experiment", "Audacious Reshapers",
    # the card revealed, moved, and its mana value
    "Dark Confidant", "Dark Tutelage", "Pain Seer", "Ruin Raider", "Augury Adept",
)



@pytest.mark.parametrize("name", LOOK_CARDS)
def test_the_audit_passes_every_card_the_looks_unlocked(name: str) -> None:
    """Each card renders back to its Oracle text and does on the generated board what its
    compiled effects say (or has nothing checkable there: a look changes no zone)."""
    card = real(name)
    assert round_trip_problem(card) == ""
    verdict = audit_card(name, card)
    assert verdict.verdict in ("pass", "resolved", "unused"), verdict


# -- the card revealed, moved, and its mana value (CR 701.16a, 608.2h, 400.7) -------------------

def _confidant(top: str) -> Scenario:
    s = game("Dark Confidant")
    s.put(A, "Dark Confidant")
    s.start(B, "main1", turn=2)
    s.library_top(A, top)
    s.to_step("upkeep", active=A)
    s.resolve()
    return s


def test_cr_608_2h_dark_confidant_loses_life_equal_to_the_revealed_cards_mana_value() -> None:
    """Dark Confidant: "At the beginning of your upkeep, reveal the top card of your library
    and put that card into your hand. You lose life equal to its mana value." — Hill Giant
    (mana value 4) goes to A's hand and A loses 4, though the card has moved (400.7: its mana
    value is read where it went); the reveal is public."""
    assert round_trip_problem(real("Dark Confidant")) == ""
    s = _confidant("Hill Giant")
    assert s.zone_of("Hill Giant") == "hand" and s.life(A) == 16
    assert any("Hill Giant" in line for line in _lines(s, B))


def test_cr_608_2h_dark_confidant_a_land_costs_nothing() -> None:
    """A Forest (mana value 0) revealed: into the hand, no life lost."""
    s = _confidant("Forest")
    assert s.ids("Forest", "hand") and s.life(A) == 20


# -- graveyard cards into the library (CR 401.1, 601.2c, 701.20a) -------------------------------

def _library(s: Scenario, player: int) -> list[str]:
    return [s.obj(o).card.name for o in s.state.players[player].zones["library"]]


def test_cr_601_2c_bone_harvest_puts_any_number_of_creature_cards_on_top() -> None:
    """Bone Harvest: "Put any number of target creature cards from your graveyard on top of
    your library. Draw a card at the beginning of the next turn's upkeep." — only A's creature
    cards may be chosen (not the Bolt, not B's Bears); both chosen go on top of A's library."""
    card = real("Bone Harvest")
    assert round_trip_problem(card) == ""
    s = game("Bone Harvest", library=3)
    s.lands(A, "Swamp", 3)
    s.hand(A, "Bone Harvest")
    giant = s.graveyard(A, "Hill Giant")
    elves = s.graveyard(A, "Llanowar Elves")
    s.graveyard(A, "Lightning Bolt")
    s.graveyard(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Bone Harvest", targets=[(giant, elves)])
    s.resolve()
    assert sorted(_library(s, A)[:2]) == ["Hill Giant", "Llanowar Elves"]
    assert s.graveyard_names(A) == ["Lightning Bolt", "Bone Harvest"]
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_601_2c_any_number_of_targets_offers_only_matching_cards_you_own() -> None:
    """The target choice of "any number of target artifact cards from your graveyard"
    (Frantic Salvage) allows zero and offers only artifact cards in A's own graveyard."""
    s = game("Frantic Salvage")
    s.lands(A, "Plains", 4)
    s.hand(A, "Frantic Salvage")
    s.graveyard(A, "Hill Giant")
    s.graveyard(B, "Sol Ring")
    ring = s.graveyard(A, "Sol Ring")
    s.start()
    with pytest.raises(Unanswered):  # the script stops at the target choice, to read it
        s.cast(A, "Frantic Salvage")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.targets"
    assert decision.options == (ring,) and decision.min_count == 0


def test_cr_701_20a_pipers_melody_shuffles_the_chosen_creature_cards_into_your_library() -> None:
    """Piper's Melody: "Shuffle any number of target creature cards from your graveyard into
    your library." — the chosen Hill Giant joins A's library; the unchosen Bears stay."""
    assert round_trip_problem(real("Piper's Melody")) == ""
    s = game("Piper's Melody", library=4)
    s.lands(A, "Forest", 1)
    s.hand(A, "Piper's Melody")
    giant = s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Piper's Melody", targets=[(giant,)])
    s.resolve()
    assert "Hill Giant" in _library(s, A) and len(_library(s, A)) == 5
    assert s.graveyard_names(A) == ["Grizzly Bears", "Piper's Melody"]


def test_cr_401_1_conjurers_bauble_puts_up_to_one_card_on_the_bottom() -> None:
    """Conjurer's Bauble: "{T}, Sacrifice ~: Put up to one target card from your graveyard on
    the bottom of your library. Draw a card." — the Bolt goes to the bottom, A draws."""
    assert round_trip_problem(real("Conjurer's Bauble")) == ""
    s = game("Conjurer's Bauble", library=3)
    s.put(A, "Conjurer's Bauble")
    bolt = s.graveyard(A, "Lightning Bolt")
    s.start()
    before = s.hand_size(A)
    s.activate(A, "Conjurer's Bauble", targets=[(bolt,)])
    s.resolve()
    assert _library(s, A)[-1] == "Lightning Bolt"
    assert s.hand_size(A) == before + 1


def test_cr_601_2c_biblioplex_assistant_may_choose_no_card() -> None:
    """Biblioplex Assistant: "When ~ enters, put up to one target instant or sorcery card from
    your graveyard on top of your library." — with the Bolt chosen it is A's next draw."""
    assert round_trip_problem(real("Biblioplex Assistant")) == ""
    s = game("Biblioplex Assistant", library=3)
    s.lands(A, "Island", 4)
    s.hand(A, "Biblioplex Assistant")
    bolt = s.graveyard(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Biblioplex Assistant")
    s.then("cast.target", (bolt,))
    s.resolve()
    assert _library(s, A)[0] == "Lightning Bolt"
