"""No leaks: a seat's view is the same for every state that seat cannot tell apart.

The project's standard: "a player's view never contains another player's hand or a library's
order". The strongest test of it: ``determinize(seat, rng)`` re-deals every other player's hand
and library from the same cards and shuffles the seat's own library — a state the seat could
not tell from the real one (CR 401.2: a library's order is hidden; 402.3: a hand is hidden from
other players). If the seat's view — every field of it — differs between the two, the view
carries hidden information: a card in another hand, an id that tracks a card through a hidden
zone (400.7), a library's order, or an event naming a hidden card to the wrong player. Checked
every few actions of seeded bot games: Magic with 2 and 4 players and Commander with 4.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.agents.magic import magic_bot
from cardtable.games.magic.commander.decks import bundled_decks as commander_decks
from cardtable.games.magic.commander.decks import commander_cards
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings
from cardtable.games.magic.decks import bundled_decks
from cardtable.games.magic.game import MagicGame, MagicSettings, new_game
from cardtable.games.magic.model.loader import card_pool


def _seen(game: MagicGame, seat: int) -> str:
    """Everything ``seat``'s view holds: a view is plain frozen data (a snapshot), so its
    ``repr`` spells out every field, nested, in order — what the CLI and a bot can read."""
    return repr(game.view(seat))


def _check_views(game: MagicGame, rng: random.Random) -> int:
    """Every seat's view equals its view of a re-dealt state; returns the seats checked."""
    checked = 0
    for seat in range(len(game.state.players)):
        if game.state.players[seat].left:
            continue
        real = _seen(game, seat)
        other = game.determinize(seat, rng)
        assert _seen(other, seat) == real, (
            f"seat {seat}'s view changes when hidden cards are re-dealt (turn "
            f"{game.state.turn}, {game.state.step}): it shows hidden information")
        checked += 1
    return checked


def _play_checking(game: MagicGame, bots: list[Any], seed: int, max_decisions: int,
                   every: int) -> int:
    rng = random.Random(seed)
    checked = made = 0
    while not game.is_over and made < max_decisions:
        decision = game.pending
        assert decision is not None
        if made % every == 0:
            checked += _check_views(game, rng)
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
        made += 1
    return checked


@pytest.mark.parametrize(("players", "bot", "seed"), [
    (2, "heuristic", 1), (2, "random", 2), (4, "heuristic", 3), (4, "random", 4)])
def test_views_show_nothing_a_redeal_would_change_magic(players: int, bot: str,
                                                       seed: int) -> None:
    """CR 401.2, 402.3, 400.7: Magic games between bots; every 3rd decision, every seat."""
    game = new_game(MagicSettings(tuple(bundled_decks(players)), card_pool()), seed)
    bots = [magic_bot(bot, seed * 10 + p) for p in range(players)]
    checked = _play_checking(game, bots, seed, max_decisions=1_500, every=3)
    assert checked > 50


def test_views_show_nothing_a_redeal_would_change_commander() -> None:
    """CR 401.2, 402.3, 400.7 in a 4-player Commander game (command zone, CMD-2): every 5th
    decision, every seat still in the game."""
    decks = commander_decks(4)
    settings = CommanderSettings(tuple(d.cards for d in decks),
                                 tuple(d.commanders for d in decks), commander_cards())
    game = CommanderGame(settings, 7)
    bots = [magic_bot("heuristic", 70 + p) for p in range(4)]
    checked = _play_checking(game, bots, 7, max_decisions=2_000, every=5)
    assert checked > 50


def test_the_check_finds_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: a view that also carried the opponent's hand (ids only) is
    caught once the mulligans are over (during them ``determinize`` re-deals nothing)."""
    game = new_game(MagicSettings(tuple(bundled_decks(2)), card_pool()), 5)
    bots = [magic_bot("heuristic", 1), magic_bot("heuristic", 2)]
    while game.mulligan is not None or game.state.turn < 2:
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
    real_view = MagicGame.view

    def leaky_view(self: MagicGame, seat: int) -> Any:
        return (real_view(self, seat), tuple(self.state.zone(1 - seat, "hand")))

    _check_views(game, random.Random(5))  # the real views pass
    monkeypatch.setattr(MagicGame, "view", leaky_view)
    with pytest.raises(AssertionError, match="shows hidden information"):
        _check_views(game, random.Random(5))
