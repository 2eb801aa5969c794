"""Opening-hand actions (CR 103.6, 103.6a): after the mulligans, starting with the starting
player and in turn order, each player may begin the game with each Leyline of their opening
hand on the battlefield; then the first turn begins (CR 103.8)."""

from __future__ import annotations

from cardtable.games.magic.game import MagicGame, MagicSettings, new_game
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.text.render import render_card
from tests.oracle.conftest import real

LEYLINE = "Leyline of Lightning"


def _game(*, mulligans: bool = True) -> MagicGame:
    cards = dict(card_pool())
    cards[LEYLINE] = real(LEYLINE)
    decks = ((LEYLINE,) * 30 + ("Mountain",) * 30, ("Forest",) * 60)
    return new_game(MagicSettings(decks, cards, starting_player=1), 3, mulligans=mulligans)


def _keep_all(game: MagicGame) -> None:
    decision = game.pending
    while decision is not None and decision.tag.startswith("mulligan"):
        game.apply("keep", player=decision.player)
        decision = game.pending


def test_cr_103_6a_leylines_in_the_opening_hand_may_begin_on_the_battlefield() -> None:
    """Leyline of Lightning: "If ~ is in your opening hand, you may begin the game with it on
    the battlefield." — after both players keep, seat 0 is asked once per Leyline in hand;
    the two it accepts start on the battlefield, the rest stay in hand, and then turn 1 begins
    with the starting player (seat 1) active."""
    assert render_card(real(LEYLINE)).startswith(
        "If ~ is in your opening hand, you may begin the game with it on the battlefield.")
    game = _game()
    _keep_all(game)
    state = game.state
    leylines = [oid for oid in state.zone(0, "hand") if state.objects[oid].card.name == LEYLINE]
    assert leylines, "seed 3 deals seat 0 at least one Leyline"
    asked = []
    while (decision := game.pending) is not None and decision.tag == "opening_hand":
        assert decision.player == 0 and "Leyline of Lightning" in decision.prompt
        asked.append(decision)
        game.apply(len(asked) <= 2, player=0)
    assert len(asked) == len(leylines)
    on_battlefield = [oid for oid in state.battlefield
                      if state.objects[oid].card.name == LEYLINE]
    assert len(on_battlefield) == min(2, len(leylines))
    assert state.turn == 1 and state.active == 1
    assert len(state.zone(0, "hand")) == 7 - len(on_battlefield)


def test_cr_103_6_no_question_without_a_leyline_and_without_mulligans_too() -> None:
    """A game without mulligans (hands dealt directly) offers the same actions; a player with
    no such card is never asked."""
    game = _game(mulligans=False)
    decision = game.pending
    assert decision is not None
    seen = set()
    while decision is not None and decision.tag == "opening_hand":
        seen.add(decision.player)
        game.apply(True, player=decision.player)
        decision = game.pending
    assert seen <= {0}
    assert 1 not in seen  # seat 1 holds only Forests
    assert game.state.turn == 1
