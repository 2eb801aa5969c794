"""Dominarion rules DOM-4: drawing and shuffling."""

from __future__ import annotations

from cardtable.games.dominarion import CastSorcery, EndMain
from cardtable.games.dominarion.game import DominarionGame

from .helpers import add_card, arrange, events_of, hand_id, mana_text, mini_game, names


def _creatures(game: DominarionGame, count: int, prefix: str = "Card") -> list[int]:
    return [add_card(game, f"{prefix} {i}", "{G}", "Creature — Elf", "1", "1")
            for i in range(count)]


def test_dom_4_drawing_happens_through_the_library() -> None:
    """DOM-4: a draw moves cards from library to hand and logs the count (names only for the
    drawer)."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Opt Test", "{U}", "Instant")
    library = _creatures(game, 2)
    arrange(game, hand=[spell], library=library, discard=[], mana="", phase="upkeep")
    game.apply(CastSorcery(hand_id(game, "Opt Test")))
    draw = events_of(game, "draw")[-1]
    assert draw["count"] == 1 and draw["player"] == player
    assert draw["cards"] == ("Card 1",)
    public = [e for e in game.events_for(1 - player) if e.kind == "draw"][-1]
    assert public.secret == () and dict(public.data) == {"count": 1}


def test_dom_4_1_draw_takes_the_top_of_the_library() -> None:
    """DOM-4.1: to draw, take the top card of your library into your hand."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Divination Test", "{1}{U}", "Sorcery")
    library = _creatures(game, 4)
    arrange(game, hand=[spell], library=library, discard=[], mana="", phase="upkeep")
    game.apply(CastSorcery(hand_id(game, "Divination Test")))
    state = game.players[player]
    assert names(game, state.hand) == ["Card 3", "Card 2"]
    assert state.library == library[:2]


def test_dom_4_2_empty_library_reshuffles_the_discard_pile_then_draws() -> None:
    """DOM-4.2: if you must draw and your library is empty, shuffle your discard pile to form
    your new library, then draw."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Tidings Test", "{2}{U}", "Sorcery")
    top = _creatures(game, 1, "Top")
    old_discard = _creatures(game, 4, "Old")
    arrange(game, hand=[spell], library=top, discard=old_discard, mana="", phase="upkeep")
    start = len(game.events)
    game.apply(CastSorcery(hand_id(game, "Tidings Test")))
    state = game.players[player]
    assert state.hand[0] == top[0]
    assert len(state.hand) == 3
    assert sorted(state.hand[1:] + state.library) == sorted(old_discard)
    assert len(state.library) == 2
    assert state.discard == [spell]  # the sorcery goes to the discard pile after drawing
    kinds = [e.kind for e in game.events[start:]]
    assert kinds[:3] == ["sorcery", "shuffle_discard_into_library", "draw"]
    assert events_of(game, "shuffle_discard_into_library", start)[0]["size"] == 4


def test_dom_4_2_both_empty_skips_the_rest_of_the_draw() -> None:
    """DOM-4.2: if library and discard pile are both empty, the draw (and the rest of that
    instruction) is skipped; the sorcery still adds its mana afterwards."""
    game = mini_game()
    player = game.turn_player
    spell = add_card(game, "Concentrate Test", "{2}{U}{U}", "Sorcery")
    last = _creatures(game, 1, "Last")
    arrange(game, hand=[spell], library=last, discard=[], mana="", phase="upkeep")
    game.apply(CastSorcery(hand_id(game, "Concentrate Test")))
    state = game.players[player]
    assert state.hand == last
    assert state.library == []
    assert events_of(game, "draw")[-1]["count"] == 1
    assert not events_of(game, "shuffle_discard_into_library")
    assert mana_text(game, player) == "UUCC"


def test_dom_4_2_draw_phase_reshuffles_the_discarded_hand() -> None:
    """DOM-4.2 in the draw phase: the hand is discarded first, so an empty library is refilled
    from a discard pile that includes it."""
    game = mini_game()
    player = game.turn_player
    hand = _creatures(game, 2, "Kept")
    arrange(game, hand=hand, library=[], discard=_creatures(game, 1, "Old"))
    game.apply(EndMain())
    state = game.players[player]
    assert len(state.hand) == 3 and state.library == [] and state.discard == []
    assert {game.cards[c].name for c in state.hand} == {"Kept 0", "Kept 1", "Old 0"}
    assert events_of(game, "draw")[-1]["count"] == 3
