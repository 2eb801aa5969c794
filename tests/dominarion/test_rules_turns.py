"""Dominarion rules DOM-5: the turn (upkeep, main phase, draw phase)."""

from __future__ import annotations

import random

import pytest

from cardtable.games.dominarion import (
    Buy,
    CastSorcery,
    DeclineSorcery,
    EndMain,
    GainLand,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.game import DominarionGame

from .helpers import (
    add_card,
    arrange,
    events_of,
    hand_id,
    land,
    mana_text,
    mini_game,
    names,
    refused,
)

LAND_COLOR = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _filler(game: DominarionGame, count: int) -> list[int]:
    return [add_card(game, f"Filler {i}", "{G}", "Creature — Elf", "1", "1")
            for i in range(count)]


# -- DOM-5 the turn ----------------------------------------------------------------------------


def test_dom_5_turn_is_upkeep_then_main_then_draw() -> None:
    """DOM-5: a turn is upkeep, main phase, draw phase, then the next player's turn."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Shock Test", "{R}", "Instant")
    arrange(game, hand=[spell], library=_filler(game, 5), phase="upkeep")
    start = len(game.events)
    assert game.pending is not None and game.pending.tag == "upkeep"
    game.apply(DeclineSorcery())
    assert game.pending is not None and game.pending.tag == "main"
    game.apply(EndMain())
    kinds = [(e.kind, e.player) for e in game.events[start:]]
    assert kinds[:4] == [("no_sorcery", player), ("end_main", player),
                         ("discard_hand", player), ("draw", player)]
    assert ("turn", 1 - player) in kinds


def test_dom_5_only_the_turn_player_acts() -> None:
    """DOM-5: only the turn player acts — every decision of a played-out game is theirs."""
    game = mini_game(players=3, seed=5, turn_limit=30)
    rng = random.Random(5)
    while game.pending is not None:
        assert game.pending.player == game.turn_player
        game.apply(rng.choice(game.pending.options))
    assert game.result is not None


# -- DOM-5.1 upkeep ----------------------------------------------------------------------------


def test_dom_5_1_upkeep_asks_only_with_a_spell_in_hand() -> None:
    """DOM-5.1: the upkeep offers a sorcery; with no spell card in hand there is nothing to ask
    and the turn goes straight to the main phase."""
    game = mini_game(auto_lands=False)
    player = game.turn_player
    other = 1 - player
    spell = add_card(game, "Shock Test", "{R}", "Instant")
    game.players[other].hand = [land(game, "Forest")]
    arrange(game, hand=[])
    game.apply(EndMain())
    assert game.turn_player == other
    assert game.pending is not None and game.pending.tag == "main"
    game.players[player].hand = [spell]
    game.apply(EndMain())
    assert game.turn_player == player
    assert game.pending is not None and game.pending.tag == "upkeep"


def test_dom_5_1_1_only_spell_cards_can_be_played_as_sorceries() -> None:
    """DOM-5.1.1: the upkeep offers each spell card (and declining); creatures, artifacts and
    lands are refused with the game unchanged."""
    game = mini_game()
    spell = add_card(game, "Shock Test", "{R}", "Instant")
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    rock = add_card(game, "Rock Test", "{2}", "Artifact")
    arrange(game, hand=[spell, bear, rock, land(game, "Forest")], phase="upkeep")
    assert game.pending is not None
    assert set(game.pending.options) == {CastSorcery(hand_id(game, "Shock Test")), DeclineSorcery()}
    for name in ("Bear Test", "Rock Test", "Forest"):
        refused(game, CastSorcery(hand_id(game, name)), "no spell card")
    refused(game, Summon(hand_id(game, "Bear Test")), "main-phase")
    refused(game, EndMain(), "main phase has not begun")


def test_dom_5_1_1_at_most_one_sorcery_per_turn() -> None:
    """DOM-5.1.1: one spell card as a sorcery; after it the main phase begins and a second
    sorcery is refused."""
    game = mini_game()
    first = add_card(game, "Shock Test", "{R}", "Instant")
    second = add_card(game, "Spark Test", "{R}", "Instant")
    arrange(game, hand=[first, second], library=_filler(game, 3), mana="", phase="upkeep")
    game.apply(CastSorcery(hand_id(game, "Shock Test")))
    assert game.pending is not None and game.pending.tag == "main"
    refused(game, CastSorcery(hand_id(game, "Spark Test")), "only in the upkeep")


def test_dom_5_1_1_declining_draws_and_adds_nothing() -> None:
    """DOM-5.1.1: the turn player may decline."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Shock Test", "{R}", "Instant")
    arrange(game, hand=[spell], library=_filler(game, 3), mana="", phase="upkeep")
    game.apply(DeclineSorcery())
    state = game.players[player]
    assert state.hand == [spell] and len(state.library) == 3
    assert mana_text(game, player) == ""


def test_dom_5_1_2_sorcery_draws_mana_value_then_adds_mana_then_discards() -> None:
    """DOM-5.1.2: first draw cards equal to the mana value, then add the cost's mana, then put
    the card into the discard pile."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Blaze Test", "{3}{R}", "Sorcery")
    library = _filler(game, 6)
    arrange(game, hand=[spell], library=library, discard=[], mana="", phase="upkeep")
    start = len(game.events)
    game.apply(CastSorcery(hand_id(game, "Blaze Test")))
    state = game.players[player]
    assert state.hand == library[:-5:-1]
    assert state.discard == [spell]
    assert mana_text(game, player) == "RCCC"
    kinds = [e.kind for e in game.events[start:]]
    assert kinds == ["sorcery", "draw", "mana"]
    assert events_of(game, "draw", start)[0]["count"] == 4
    assert events_of(game, "mana", start)[0]["added"] == "R CCC"


def test_dom_5_1_2_two_lands_and_a_spell_sorcery_then_lands() -> None:
    """DOM-5.1.2 with DOM-5.2.2: a player with 2 lands and a spell casts it as a sorcery (draws
    its mana value, gains its mana); auto_lands then plays both lands and any land drawn."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Blaze Test", "{2}{R}", "Sorcery")
    mountain, island = land(game, "Mountain"), land(game, "Island")
    library = [*_filler(game, 2), land(game, "Forest"), *_filler(game, 2)]
    arrange(game, hand=[mountain, spell, island], library=library, discard=[], mana="",
            phase="upkeep")
    assert game.pending is not None
    assert game.pending.options == (CastSorcery(hand_id(game, "Blaze Test")), DeclineSorcery())
    game.apply(CastSorcery(hand_id(game, "Blaze Test")))
    state = game.players[player]
    assert mana_text(game, player) == "URRGCC"
    assert names(game, state.hand) == ["Filler 1", "Filler 0"]
    assert state.discard[0] == spell
    assert sorted(names(game, state.discard[1:])) == ["Forest", "Island", "Mountain"]
    assert game.pending is not None and game.pending.tag == "main"


# -- DOM-5.2 main phase ------------------------------------------------------------------------


def test_dom_5_2_main_phase_actions_in_any_order() -> None:
    """DOM-5.2: any of the actions, one at a time, in any order, as often as allowed."""
    game = mini_game(auto_lands=False)
    player = game.turn_player
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    rock = add_card(game, "Rock Test", "{2}", "Artifact")
    spell = add_card(game, "Shock Test", "{R}", "Instant")
    forest, mountain = land(game, "Forest"), land(game, "Mountain")
    arrange(game, hand=[bear, rock, spell, forest, mountain], mana="")
    for action in (PlayArtifact(rock, "G"), GainLand("Island"), PlayLand(forest),
                   Summon(bear), Pitch(spell), PlayLand(mountain), Buy("R-spell")):
        game.apply(action)
    state = game.players[player]
    assert state.battlefield == [bear] and state.hand == []
    assert mana_text(game, player) == "R"
    assert game.bought and game.gained_land


def test_dom_5_2_1_buy_at_most_once_per_turn() -> None:
    """DOM-5.2.1: buy the top card of a supply, paying its cost, into the discard pile — at most
    once per turn; a second buy is refused and the game is unchanged."""
    game = mini_game()
    player = game.turn_player
    arrange(game, hand=[], discard=[], mana="WWUUG")
    pile = list(game.supplies["W-creature"])
    top = pile[-1]
    under = game.cards[pile[-2]].name
    game.apply(Buy("W-creature"))
    state = game.players[player]
    assert state.discard == [top]
    assert game.supplies["W-creature"] == pile[:-1]
    assert sum(state.mana) == 3
    assert events_of(game, "buy")[-1]["top"] == under
    assert game.pending is not None
    assert not any(isinstance(o, Buy) for o in game.pending.options)
    message = refused(game, Buy("U-spell"), "already bought")
    assert "DOM-5.2.1" in message
    game.apply(EndMain())
    assert game.turn_player != player and not game.bought  # the limit is per turn


def test_dom_5_2_1_buy_refused_when_unpayable_unknown_or_empty() -> None:
    """DOM-5.2.1: the top card must be paid from the pool; there must be such a supply with a
    card in it."""
    game = mini_game()
    arrange(game, hand=[], mana="U")
    refused(game, Buy("W-creature"), "cannot pay")
    refused(game, Buy("W-land"), "no supply")
    game.supplies["U-spell"] = []
    refused(game, Buy("U-spell"), "empty")
    arrange(game, hand=[], mana="")
    assert game.pending is not None
    assert not any(isinstance(o, Buy) for o in game.pending.options)


def test_dom_5_2_1_artifact_supply_can_be_bought() -> None:
    """DOM-5.2.1: the artifact supply is one of the supplies a card can be bought from."""
    game = mini_game()
    player = game.turn_player
    arrange(game, hand=[], discard=[], mana="B")
    top = game.supplies["artifact"][-1]
    game.apply(Buy("artifact"))
    assert game.players[player].discard == [top]


def test_dom_5_2_2_auto_lands_plays_every_basic_land_at_main_start() -> None:
    """DOM-5.2.2 with ``auto_lands`` (default): every basic land in hand is played at the start
    of the main phase, one mana each, into the discard pile."""
    game = mini_game()
    player = game.turn_player
    state = game.players[player]
    played = events_of(game, "play_land")
    assert len(played) == 5 and state.hand == []
    assert sorted(names(game, state.discard)) == sorted(e["card"] for e in played)
    made = sorted(LAND_COLOR[e["card"]] for e in played)
    assert sorted(mana_text(game, player)) == made


def test_dom_5_2_2_play_any_number_of_lands_when_asked() -> None:
    """DOM-5.2.2 with ``auto_lands=False``: the player is asked about each land and may play
    any number, each adding one mana of its colour."""
    game = mini_game(auto_lands=False)
    player = game.turn_player
    state = game.players[player]
    assert len(state.hand) == 5 and mana_text(game, player) == ""
    f1, f2, plains = land(game, "Forest"), land(game, "Forest"), land(game, "Plains")
    arrange(game, hand=[f1, f2, plains], discard=[], mana="")
    assert game.pending is not None
    offered = set(game.pending.options)
    assert {PlayLand(hand_id(game, "Forest")), PlayLand(hand_id(game, "Plains"))} <= offered
    game.apply(PlayLand(hand_id(game, "Forest")))
    game.apply(PlayLand(hand_id(game, "Forest")))
    assert mana_text(game, player) == "GG"
    assert state.discard == [f1, f2] and state.hand == [plains]
    refused(game, PlayLand(hand_id(game, "Forest")), "no land card")
    refused(game, PlayLand(hand_id(game, "Swamp")), "no land card")


def test_dom_5_2_3_gain_a_land_once_per_turn_for_free() -> None:
    """DOM-5.2.3: take one basic land of a chosen type from its pile into the discard pile,
    free, at most once per turn."""
    game = mini_game()
    player = game.turn_player
    arrange(game, hand=[], discard=[], mana="")
    pile = list(game.land_piles["Swamp"])
    game.apply(GainLand("Swamp"))
    assert game.players[player].discard == [pile[-1]]
    assert game.land_piles["Swamp"] == pile[:-1]
    assert mana_text(game, player) == ""
    assert game.pending is not None
    assert not any(isinstance(o, GainLand) for o in game.pending.options)
    refused(game, GainLand("Forest"), "already gained")


def test_dom_5_2_3_gain_refused_from_an_empty_pile() -> None:
    """DOM-5.2.3: not possible when that pile is empty (or for a name that is no basic land)."""
    game = mini_game()
    arrange(game, hand=[], mana="")
    game.land_piles["Island"] = []
    game.mark_changed()  # the test changed the state behind the game's back
    refused(game, GainLand("Island"), "empty")
    refused(game, GainLand("Wastes"), "not a basic land")
    assert game.pending is not None
    assert GainLand("Island") not in game.pending.options
    assert GainLand("Plains") in game.pending.options


def test_dom_5_2_4_summon_any_number_and_creatures_stay() -> None:
    """DOM-5.2.4: pay a creature's cost and put it onto the battlefield, any number of times;
    creatures are never discarded and count towards the score."""
    game = mini_game()
    player = game.turn_player
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    wall = add_card(game, "Wall Test", "{W}", "Creature — Wall", "0", "4")
    arrange(game, hand=[bear, wall], library=_filler(game, 5), mana="GGWW")
    assert game.pending is not None
    offered = set(game.pending.options)
    assert {Summon(hand_id(game, "Bear Test")), Summon(hand_id(game, "Wall Test"))} <= offered
    game.apply(Summon(hand_id(game, "Bear Test")))
    game.apply(Summon(hand_id(game, "Wall Test")))
    state = game.players[player]
    assert state.battlefield == [bear, wall]
    assert (state.power, state.toughness, state.score) == (2, 6, 6)
    assert mana_text(game, player) == "G"
    game.apply(EndMain())
    assert state.battlefield == [bear, wall]
    assert bear not in state.discard and wall not in state.discard


def test_dom_5_2_4_summon_refused_without_the_mana_or_the_card() -> None:
    """DOM-5.2.4: a creature whose cost the pool cannot pay cannot be summoned."""
    game = mini_game()
    bear = add_card(game, "Bear Test", "{1}{G}", "Creature — Bear", "2", "2")
    arrange(game, hand=[bear], mana="GG")
    refused(game, Summon(hand_id(game, "Ghost Test")), "no creature card")
    arrange(game, hand=[bear], mana="G")
    refused(game, Summon(hand_id(game, "Bear Test")), "cannot pay")
    assert game.pending is not None
    assert Summon(hand_id(game, "Bear Test")) not in game.pending.options


def test_dom_5_2_5_artifact_adds_one_mana_of_a_chosen_colour() -> None:
    """DOM-5.2.5: play an artifact from hand for one mana of W, U, B, R or G (any number), then
    it goes to the discard pile. Colourless is not a choice."""
    game = mini_game()
    player = game.turn_player
    rocks = [add_card(game, "Rock Test", "{3}", "Artifact") for _ in range(2)]
    arrange(game, hand=rocks, discard=[], mana="")
    assert game.pending is not None
    offered = {o for o in game.pending.options if isinstance(o, PlayArtifact)}
    assert offered == {PlayArtifact(hand_id(game, "Rock Test"), c) for c in "WUBRG"}
    refused(game, PlayArtifact(hand_id(game, "Rock Test"), "C"), "not 'C'")
    game.apply(PlayArtifact(hand_id(game, "Rock Test"), "B"))
    game.apply(PlayArtifact(hand_id(game, "Rock Test"), "W"))
    assert mana_text(game, player) == "WB"
    assert game.players[player].discard == rocks


@pytest.mark.parametrize("color", ["", "WU", "WUBRG", "w", "X"])
def test_dom_5_2_5_artifact_colour_must_be_one_letter_of_wubrg(color: str) -> None:
    """DOM-5.2.5: the chosen colour is exactly one of W, U, B, R, G; anything else (an empty
    choice, two colours) is refused and the artifact stays in hand."""
    game = mini_game()
    rock = add_card(game, "Rock Test", "{3}", "Artifact")
    arrange(game, hand=[rock], mana="")
    refused(game, PlayArtifact(hand_id(game, "Rock Test"), color), "W, U, B, R or G")
    assert game.players[game.turn_player].hand == [rock]


def test_dom_5_2_6_pitch_adds_mana_draws_nothing_and_exiles() -> None:
    """DOM-5.2.6: pitch a spell for its mana (as a sorcery would) but draw nothing; the card is
    exiled. Any number of pitches."""
    game = mini_game()
    player = game.turn_player
    blaze = add_card(game, "Blaze Test", "{3}{R}", "Sorcery")
    shock = add_card(game, "Shock Test", "{R}", "Instant")
    library = _filler(game, 5)
    arrange(game, hand=[blaze, shock], library=library, discard=[], mana="")
    game.apply(Pitch(hand_id(game, "Blaze Test")))
    game.apply(Pitch(hand_id(game, "Shock Test")))
    state = game.players[player]
    assert mana_text(game, player) == "RRCCC"
    assert state.library == library and state.hand == [] and state.discard == []
    assert game.exile == [blaze, shock]
    assert not events_of(game, "draw", len(game.events) - 2)
    assert game.view(1 - player).exile == ("Blaze Test", "Shock Test")


def test_dom_5_2_7_end_main_begins_the_draw_phase() -> None:
    """DOM-5.2.7: ending the main phase moves on to the draw phase (and the next turn)."""
    game = mini_game()
    player = game.turn_player
    arrange(game, hand=[], library=_filler(game, 5))
    assert game.pending is not None and EndMain() in game.pending.options
    game.apply(EndMain())
    assert events_of(game, "end_main")[-1]["player"] == player
    assert len(game.players[player].hand) == 5
    assert game.turn_player != player


# -- DOM-5.3 draw phase ------------------------------------------------------------------------


def test_dom_5_3_draw_phase_checks_end_then_discards_and_draws() -> None:
    """DOM-5.3: the draw phase first checks the end condition; if the game goes on, discard and
    draw (no end_condition event in a normal turn)."""
    game = mini_game()
    arrange(game, hand=[], library=_filler(game, 5))
    start = len(game.events)
    game.apply(EndMain())
    assert not events_of(game, "end_condition", start)
    assert [e.kind for e in game.events[start:]][:2] == ["end_main", "draw"]


def test_dom_5_3_2_discard_hand_draw_five_next_player() -> None:
    """DOM-5.3.2: discard all cards left in hand, draw 5 new cards, then the next player in
    turn order takes a turn."""
    game = mini_game(players=3, seed=4)
    player = game.turn_player
    kept = _filler(game, 2)
    library = _filler(game, 6)
    arrange(game, hand=kept, library=library, discard=[])
    game.apply(EndMain())
    state = game.players[player]
    assert state.discard == kept
    assert state.hand == library[:-6:-1]
    assert events_of(game, "discard_hand")[-1]["cards"] == ("Filler 0", "Filler 1")
    order = game.turn_order
    assert game.turn_player == order[(order.index(player) + 1) % 3]
    assert game.turn_number == 2


def test_dom_5_3_2_turns_follow_the_turn_order_around_the_table() -> None:
    """DOM-5.3.2: turns pass around the table in turn order."""
    game = mini_game(players=4, seed=8, per_pile=3)
    seen = []
    for _ in range(8):
        seen.append(game.turn_player)
        while game.pending is not None and game.pending.tag == "upkeep":
            game.apply(DeclineSorcery())
        game.apply(EndMain())
    assert seen == game.turn_order * 2


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_dom_5_per_turn_limits_hold_in_random_play(seed: int) -> None:
    """DOM-5.1.1, DOM-5.2.1, DOM-5.2.3 under random legal play: per turn at most one sorcery
    (and only before any main-phase action), at most one buy, at most one land gained."""
    game = mini_game(players=3, seed=seed, per_pile=4, turn_limit=45)
    rng = random.Random(seed)
    while game.pending is not None:
        game.apply(rng.choice(game.pending.options))
    per_turn: list[list[str]] = []
    for event in game.events:
        if event.kind == "turn":
            per_turn.append([])
        elif per_turn:
            per_turn[-1].append(event.kind)
    assert len(per_turn) == game.turn_number
    main_kinds = {"buy", "gain_land", "summon", "pitch", "play_artifact", "play_land"}
    for kinds in per_turn:
        assert kinds.count("sorcery") <= 1
        assert kinds.count("buy") <= 1 and kinds.count("gain_land") <= 1
        if "sorcery" in kinds:
            assert not main_kinds & set(kinds[: kinds.index("sorcery")])
    assert any("sorcery" in k for k in per_turn) and any("buy" in k for k in per_turn)
