"""Transforming double-faced cards (CR 701.28, 712, 702.145, 728), compiled from their real
Oracle text (MTGJSON 2022-04-25) and played: the transform verb, the werewolves' "if no spells
were cast last turn", "When this creature transforms into ~", daybound/nightbound and the
game's day/night designation."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from cardtable.agents.magic import magic_bot
from cardtable.cli.magic_table import TableInfo, render_view
from cardtable.games.magic import MagicSettings, new_game, replay
from cardtable.games.magic.faces import bound_check, transform
from cardtable.games.magic.layers import chars
from cardtable.games.magic.log_text import LogText
from cardtable.games.magic.model import CardDef, Transform
from cardtable.games.magic.model.faces import face_index
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, HAND
from cardtable.games.magic.oracle.support import compile_card
from tests.magic.conftest import test_cards as pool_cards
from tests.magic.dsl import A, B, Scenario
from tests.magic.oracle_check import atomic
from tests.magic.test_conformance import play_checked

KRUIN = "Kruin Outlaw // Terror of Kruin Pass"
TOME = "Mysterious Tome // Chilling Chronicle"
GARGOYLE = "Thraben Gargoyle // Stonewing Antagonizer"
RUFFIAN = "Tavern Ruffian // Tavern Smasher"
MARINER = "Hookhand Mariner // Riphook Raider"


def real(name: str) -> CardDef:
    """The whole card ``name`` compiled from every face's Oracle text; it must be supported."""
    compiled = compile_card(name, atomic()[name])
    assert compiled.supported, compiled.reason
    assert compiled.card is not None
    return compiled.card


def table(*names: str, players: int = 2) -> Scenario:
    cards = dict(pool_cards())
    for name in names:
        cards[name] = real(name)
    return Scenario(players, cards=cards)


def test_cr_712_a_transforming_card_compiles_with_both_faces() -> None:
    """Kruin Outlaw is its front face everywhere but the battlefield (712.8a), with the back
    face Terror of Kruin Pass kept; both faces' "transform ~" compile to the verb."""
    card = real(KRUIN)
    assert card.name == "Kruin Outlaw" and card.layout == "transform"
    assert [f.name for f in card.faces] == ["Kruin Outlaw", "Terror of Kruin Pass"]
    assert face_index(card) == -1
    for one in card.faces:
        (upkeep,) = [a for a in one.abilities if getattr(a, "trigger", None) is not None]
        assert upkeep.trigger.event == "upkeep" and upkeep.trigger.whose == "each"
        assert upkeep.effects == (Transform(what="self"),)
        assert upkeep.intervening_if is not None


def test_cr_701_28a_werewolf_transforms_when_no_spells_were_cast_last_turn() -> None:
    """Kruin Outlaw: "At the beginning of each upkeep, if no spells were cast last turn,
    transform Kruin Outlaw." Nobody casts a spell in A's turn, so at B's upkeep it becomes
    Terror of Kruin Pass (701.28a): the same permanent (its +1/+1 counter kept, still tapped),
    with only its back face's characteristics (712.8e: a 3/3 with double strike whose
    Werewolves have menace) and its front face's mana value 3."""
    s = table(KRUIN)
    wolf = s.put(A, KRUIN, counters={"+1/+1": 1}, tapped=True)
    s.start(A, "main1", turn=2)
    s.to_step("main1", active=B)
    assert wolf in s.state.battlefield
    obj = s.obj(wolf)
    assert obj.card.name == "Terror of Kruin Pass"
    assert (obj.counters.get("+1/+1"), obj.tapped) == (1, True)
    c = chars(s.state, obj)
    assert (c.power, c.toughness, c.mana_value) == (4, 4, 3)
    assert "double_strike" in c.keywords and "first_strike" not in c.keywords
    assert "menace" in c.keywords  # "Werewolves you control have menace."
    (logged,) = s.events("transform")
    data = dict(logged.data)
    assert (data["frm"], data["name"], data["id"]) == ("Kruin Outlaw", "Terror of Kruin Pass",
                                                       wolf)


def test_cr_701_28a_werewolf_transforms_back_when_a_player_cast_two_spells() -> None:
    """Terror of Kruin Pass: "At the beginning of each upkeep, if a player cast two or more
    spells last turn, transform Terror of Kruin Pass." B casts two Lightning Bolts in their
    turn, so at A's next upkeep it is Kruin Outlaw again; one spell would not do."""
    s = table(KRUIN)
    wolf = s.put(A, KRUIN)
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start(A, "main1", turn=2)
    s.to_step("main1", active=B)
    assert s.obj(wolf).card.name == "Terror of Kruin Pass"
    for _ in range(2):
        s.cast(B, "Lightning Bolt", targets=["p0"])
        s.resolve()
    assert s.life(A) == 14
    s.to_step("main1", active=A)
    assert s.obj(wolf).card.name == "Kruin Outlaw"
    assert "first_strike" in s.keywords(wolf)


def test_cr_701_28a_one_spell_last_turn_keeps_the_werewolf_as_it_is() -> None:
    """Neither condition holds after a turn with exactly one spell: a Kruin Outlaw stays
    front face up (a spell was cast) and a Terror of Kruin Pass stays back face up (fewer
    than two)."""
    s = table(KRUIN)
    wolf = s.put(A, KRUIN)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start(A, "main1", turn=2)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.to_step("main1", active=B)
    assert s.obj(wolf).card.name == "Kruin Outlaw"


def test_cr_712_8a_a_transformed_permanent_leaving_the_battlefield_is_its_front_face() -> None:
    """712.8a: once Terror of Kruin Pass dies, the card in the graveyard is Kruin Outlaw."""
    s = table(KRUIN)
    wolf = s.put(A, KRUIN)
    s.start(A, "main1", turn=2)
    s.to_step("main1", active=B)
    assert s.obj(wolf).card.name == "Terror of Kruin Pass"
    s.game.move(s.obj(wolf), GRAVEYARD, cause="test destroy")
    assert s.graveyard_names(A) == ["Kruin Outlaw"]


def test_cr_701_28a_activated_transform_then_the_back_face_ability() -> None:
    """Mysterious Tome: "{2}, {T}: Draw a card. Transform Mysterious Tome." — A draws and it
    becomes Chilling Chronicle, whose "{1}, {T}: Tap target nonland permanent. Transform
    Chilling Chronicle." turns it back."""
    s = table(TOME)
    tome = s.put(A, TOME)
    s.lands(A, "Island", 3)
    bear = s.put(B, "Grizzly Bears")
    s.start(A, "main1", turn=2)
    hand = s.hand_size(A)
    s.activate(A, "Mysterious Tome")
    s.resolve()
    assert s.hand_size(A) == hand + 1
    assert s.obj(tome).card.name == "Chilling Chronicle"
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)  # A's next turn: it untaps, still Chilling Chronicle
    assert s.obj(tome).card.name == "Chilling Chronicle" and not s.obj(tome).tapped
    s.activate(A, "Chilling Chronicle", targets=[bear])
    s.resolve()
    assert s.obj(bear).tapped
    assert s.obj(tome).card.name == "Mysterious Tome"


def test_cr_701_28f_its_own_ability_transforms_it_once_since_put_on_the_stack() -> None:
    """701.28f: Thraben Gargoyle's "{6}: Transform Thraben Gargoyle." activated twice before
    either resolves: the first turns it over; the second finds it transformed since it was
    put on the stack and does nothing, so it stays Stonewing Antagonizer (4/2 flying)."""
    s = table(GARGOYLE)
    gargoyle = s.put(A, GARGOYLE)
    s.lands(A, "Mountain", 12)
    s.start(A, "main1", turn=2)
    s.activate(A, "Thraben Gargoyle")
    s.activate(A, "Thraben Gargoyle")
    assert len(s.state.stack) == 2
    s.resolve()
    obj = s.obj(gargoyle)
    assert obj.card.name == "Stonewing Antagonizer"
    assert s.pt(gargoyle) == (4, 2) and "flying" in s.keywords(gargoyle)
    assert len(s.events("transform")) == 1


def test_cr_701_28c_transforming_a_one_faced_permanent_does_nothing() -> None:
    """701.28c: an instruction to transform a permanent that is no transforming
    double-faced card does nothing."""
    s = table(KRUIN)
    bear = s.put(A, "Grizzly Bears")
    s.start(A, "main1", turn=2)


    assert transform(s.game, s.obj(bear)) is False
    assert s.obj(bear).card.name == "Grizzly Bears"
    assert s.events("transform") == []


# -- daybound and nightbound, day and night (CR 702.145, 728) ------------------------------


def test_cr_702_145d_a_daybound_permanent_makes_it_day() -> None:
    """702.145d: as Tavern Ruffian (daybound) enters while it is neither day nor night, it
    becomes day; it stays front face up."""
    s = table(RUFFIAN)
    s.lands(A, "Mountain", 4)
    s.hand(A, RUFFIAN)
    s.start(A, "main1", turn=2)
    assert s.state.day_night == ""
    s.cast(A, "Tavern Ruffian")
    s.resolve()
    assert s.state.day_night == "day"
    assert s.obj(s.id("Tavern Ruffian")).card.name == "Tavern Ruffian"


def test_cr_728_2a_day_becomes_night_when_the_active_player_cast_no_spells() -> None:
    """728.2a, 702.145c: it is day and A casts no spell in their turn; in B's untap step it
    becomes night and Tavern Ruffian transforms into Tavern Smasher (6/5)."""
    s = table(RUFFIAN)
    ruffian = s.put(A, RUFFIAN)
    s.state.day_night = "day"
    s.start(A, "main1", turn=2)
    s.to_step("upkeep", active=B)
    assert s.state.day_night == "night"
    assert s.obj(ruffian).card.name == "Tavern Smasher"
    assert s.pt(ruffian) == (6, 5)


def test_cr_728_2b_night_becomes_day_after_two_spells() -> None:
    """728.2b, 702.145f: at night B casts two spells in their turn; in A's untap step it
    becomes day and Tavern Smasher (nightbound) transforms back into Tavern Ruffian."""
    s = table(RUFFIAN)
    ruffian = s.put(A, RUFFIAN)
    s.state.day_night = "day"
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start(A, "main1", turn=2)
    s.to_step("main1", active=B)
    assert s.obj(ruffian).card.name == "Tavern Smasher"
    for _ in range(2):
        s.cast(B, "Lightning Bolt", targets=["p0"])
        s.resolve()
    s.to_step("upkeep", active=A)
    assert s.state.day_night == "day"
    assert s.obj(ruffian).card.name == "Tavern Ruffian"


def test_cr_728_2_one_spell_keeps_the_day() -> None:
    """728.2a: the active player cast a spell, so day stays day."""
    s = table(RUFFIAN)
    ruffian = s.put(A, RUFFIAN)
    s.state.day_night = "day"
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start(A, "main1", turn=2)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.to_step("upkeep", active=B)
    assert s.state.day_night == "day"
    assert s.obj(ruffian).card.name == "Tavern Ruffian"


def test_cr_702_145b_daybound_enters_transformed_at_night() -> None:
    """702.145b: Hookhand Mariner cast while it is night enters transformed, as Riphook
    Raider (6/4, "can't be blocked by creatures with power 2 or less")."""
    s = table(MARINER)
    s.state.day_night = "night"
    s.lands(A, "Forest", 4)
    s.hand(A, MARINER)
    s.start(A, "main1", turn=2)
    s.cast(A, "Hookhand Mariner")
    s.resolve()
    raider = s.id("Riphook Raider")
    assert s.pt(raider) == (6, 4)
    assert chars(s.state, s.obj(raider)).mana_value == 4  # its front face's (712.8e)
    assert s.state.day_night == "night"


def test_cr_702_145b_daybound_cant_transform_except_by_its_daybound() -> None:
    """702.145b: "This permanent can't transform except due to its daybound ability." — a
    transform instruction leaves Tavern Ruffian as it is."""
    s = table(RUFFIAN)
    ruffian = s.put(A, RUFFIAN)
    s.state.day_night = "day"
    s.start(A, "main1", turn=2)


    assert transform(s.game, s.obj(ruffian)) is False
    assert s.obj(ruffian).card.name == "Tavern Ruffian"


def test_cr_712_8a_transformed_card_returned_to_hand_is_its_front_face() -> None:
    """712.8a: Tavern Smasher bounced at night is Tavern Ruffian in its owner's hand."""
    s = table(RUFFIAN)
    ruffian = s.put(A, RUFFIAN)
    s.state.day_night = "night"
    s.start(A, "main1", turn=2)


    bound_check(s.game)
    assert s.obj(ruffian).card.name == "Tavern Smasher"
    s.game.move(s.obj(ruffian), HAND, cause="test bounce")
    assert [s.obj(i).card.name for i in s.state.players[A].zones[HAND]] == ["Tavern Ruffian"]
    assert all(s.obj(i).zone != BATTLEFIELD for i in s.state.players[A].zones[HAND])


# -- what the players see, and the record (play, the terminal board, replay) ------------------


def test_cr_712_8e_every_view_and_the_terminal_board_show_the_face_up() -> None:
    """Each seat's view names the permanent by the face that is up (712.8e: Terror of Kruin
    Pass, double strike), the log says it transformed, and the terminal board shows the
    permanent and whether it is day or night (728.1)."""
    s = table(KRUIN, RUFFIAN)
    wolf = s.put(A, KRUIN)
    s.put(B, RUFFIAN)
    s.start(A, "main1", turn=2)
    assert s.state.day_night == ""
    bound_check(s.game)  # a daybound permanent on the battlefield: it becomes day (702.145d)
    s.to_step("main1", active=B)
    for seat in (A, B):
        view = s.game.view(seat)
        perm = view.permanent(wolf)
        assert perm is not None and perm.name == "Terror of Kruin Pass"
        assert "double_strike" in perm.keywords
        assert view.day_night == "night"
        assert any(p.name == "Tavern Smasher" for p in view.battlefield)
    text = LogText(("Ana", "Bo"))
    said = text.lines(s.game.events)
    assert "Kruin Outlaw transforms into Terror of Kruin Pass." in said
    assert "It becomes night." in said
    out = io.StringIO()
    render_view(Console(file=out, width=200, color_system=None), s.game.view(A),
                TableInfo(("Ana", "Bo")))
    board = out.getvalue()
    assert "turn 3 (night): Bo's" in board
    assert "Terror of Kruin Pass" in board and "Tavern Smasher" in board


TRANSFORM_DECK = (KRUIN, TOME, GARGOYLE, RUFFIAN, MARINER, "Gatstaf Arsonists // Gatstaf Ravagers",
                  "Village Ironsmith // Ironfang", "Reckless Waif // Merciless Predator")


@pytest.mark.parametrize("seed", range(2))
def test_cr_701_28_bot_games_with_transforming_cards_end_and_replay(seed: int) -> None:
    """Seeded bot games whose decks are transforming cards (werewolves, daybound, activated
    transforms) and basic lands: every invariant holds after every action, the game ends,
    the record replays to the same transcript, and something really transformed."""
    cards = dict(card_pool())
    for name in TRANSFORM_DECK:
        cards[name] = real(name)
    lands = tuple(b for b in ("Island", "Mountain", "Forest") for _ in range(8))
    decks = tuple(lands + tuple(n for n in TRANSFORM_DECK for _ in range(2))
                  for _seat in range(2))
    game = new_game(MagicSettings(decks, cards, turn_limit=30), seed)
    bots = [magic_bot("heuristic", seed * 7 + seat) for seat in range(2)]
    play_checked(game, bots)
    assert game.result is not None
    again = replay(game.record)
    assert again.transcript() == game.transcript()
    assert any(e.kind == "transform" for e in game.events)


# -- day and night without daybound (CR 728.1) ------------------------------------------------

SAGE = "Firmament Sage"


def test_cr_728_1_firmament_sage_makes_it_day_and_draws_as_day_becomes_night() -> None:
    """Firmament Sage: "If it's neither day nor night, it becomes day as Firmament Sage
    enters." and "Whenever day becomes night or night becomes day, draw a card." — cast
    while it is neither, it makes it day (no draw: neither is not night, 728.1a). A cast a
    spell (the Sage), so it stays day in B's turn; B casts nothing, so in A's untap step it
    becomes night (728.2a) and A draws a card for it besides the draw step's."""
    s = table(SAGE)
    s.lands(A, "Island", 4)
    s.hand(A, SAGE)
    s.start(A, "main1", turn=2)
    s.cast(A, SAGE)
    s.resolve()
    assert s.state.day_night == "day"
    hand = s.hand_size(A)
    s.to_step("upkeep", active=B)
    assert s.state.day_night == "day"
    s.to_step("main1", active=A)
    assert s.state.day_night == "night"
    assert s.hand_size(A) == hand + 2


def test_cr_728_1_an_enters_day_card_keeps_an_existing_night() -> None:
    """"If it's neither day nor night": at night Firmament Sage changes nothing."""
    s = table(SAGE)
    s.state.day_night = "night"
    s.lands(A, "Island", 4)
    s.hand(A, SAGE)
    s.start(A, "main1", turn=2)
    hand = s.hand_size(A)
    s.cast(A, SAGE)
    s.resolve()
    assert s.state.day_night == "night"
    assert s.hand_size(A) == hand - 1  # cast, and no day/night change to draw for


DELVER = "Delver of Secrets // Insectile Aberration"


def _delver_upkeep(top: str, reveal: bool) -> tuple[Scenario, int]:
    s = table(DELVER)
    delver = s.put(A, DELVER)
    s.start(B, "main1", turn=2)
    s.library_top(A, top)
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", reveal)
    s.resolve()
    return s, delver


def test_cr_701_28a_delver_of_secrets_transforms_when_it_reveals_an_instant() -> None:
    """Delver of Secrets: "At the beginning of your upkeep, look at the top card of your
    library. You may reveal that card. If an instant or sorcery card is revealed this way,
    transform Delver of Secrets." — A reveals Lightning Bolt: it becomes Insectile
    Aberration (3/2 flying). The look is A's alone (701.16e); the reveal is everyone's."""
    s, delver = _delver_upkeep("Lightning Bolt", True)
    assert s.obj(delver).card.name == "Insectile Aberration"
    assert s.pt(delver) == (3, 2) and "flying" in s.keywords(delver)
    (look,) = s.events("look")
    assert look.secret_to == frozenset({A}) and dict(look.secret)["card"] == "Lightning Bolt"
    assert any(dict(e.data).get("cards") == ["Lightning Bolt"] for e in s.events("reveal"))


def test_cr_701_28a_delver_stays_when_nothing_fitting_is_revealed() -> None:
    """A creature card revealed, or an instant not revealed, transforms nothing; an unrevealed
    card is never shown to the opponent."""
    s, delver = _delver_upkeep("Grizzly Bears", True)
    assert s.obj(delver).card.name == "Delver of Secrets"
    s, delver = _delver_upkeep("Lightning Bolt", False)
    assert s.obj(delver).card.name == "Delver of Secrets"
    assert s.events("reveal") == []
    said = LogText(("Ana", "Bo"), observer=B).lines(s.game.events_for(B))
    assert said and not any("Lightning Bolt" in line for line in said)
    mine = LogText(("Ana", "Bo"), observer=A).lines(s.game.events_for(A))
    assert any("Lightning Bolt" in line for line in mine)  # A looked at it
