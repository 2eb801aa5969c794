"""The Magic/Commander search bot: legal answers, quick answers without search, its budget, and
no peeking at what its seat cannot see."""

from __future__ import annotations

import time
from typing import Any

import pytest

from cardtable.agents.magic import HeuristicBot, magic_bot
from cardtable.agents.magic.commander import commander_bot
from cardtable.agents.search import sampler_for
from cardtable.agents.search.magic import MagicSearchBot, magic_evaluator, parse_search
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import SettingsError
from cardtable.games.magic.actions import Activate, Pass
from cardtable.games.magic.decks import bundled_decks
from cardtable.games.magic.game import MagicGame, MagicSettings, new_game
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.objects import HAND, LIBRARY


def two_player_game(seed: int) -> MagicGame:
    return new_game(MagicSettings(tuple(bundled_decks(2)), card_pool(), turn_limit=40), seed)


def searched_position(seed: int) -> tuple[MagicGame, Decision]:
    """Heuristic bots play until seat 0 faces a priority decision the search would weigh
    (a land or a spell to choose besides passing) after its first turn."""
    game = two_player_game(seed)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    probe = MagicSearchBot(0, playouts=1)
    while (decision := game.pending) is not None:
        view = game.view(decision.player)
        if (decision.player == 0 and decision.tag == "priority" and game.state.turn >= 3
                and len(probe._candidates(view, decision, bots[0].choose(view, decision))) >= 2):
            return game, decision
        game.apply(bots[decision.player].choose(view, decision), player=decision.player)
    raise AssertionError("no searched decision in the whole game")


def hide_differently(game: MagicGame) -> MagicGame:
    """A copy that differs only in what seat 0 cannot see: seat 1's hand has a card swapped
    with its library, and seat 0's own library is in another order."""
    other = game.clone()
    state = other.state
    hand, library = state.zone(1, HAND), state.zone(1, LIBRARY)
    hand[0], library[-1] = library[-1], hand[0]
    state.objects[hand[0]].zone = HAND
    state.objects[library[-1]].zone = LIBRARY
    state.zone(0, LIBRARY).reverse()
    other.mark_changed()
    return other


def test_choices_are_identical_when_only_hidden_cards_differ() -> None:
    """Two states that differ only in the opponent's hidden hand and the searcher's library
    order: same view, so the same candidates, rollout scores and choice."""
    compared = 0
    for seed in (3, 11):
        game, _decision = searched_position(seed)
        other = hide_differently(game)
        assert other.state.zone(1, HAND) != game.state.zone(1, HAND)
        assert other.view(0) == game.view(0)
        choices = []
        for position in (game, other):
            bot = MagicSearchBot(seed=5, playouts=6)
            pending = position.pending
            assert pending is not None
            choices.append((bot.choose_searching(position.view(0), pending,
                                                 sampler_for(position, 0)), bot.last.means))
            assert bot.last.searched and bot.last.rounds >= 1
        assert choices[0] == choices[1]
        compared += 1
    assert compared == 2


def test_the_answer_is_always_legal_and_games_finish() -> None:
    game = two_player_game(21)
    bots: list[Any] = [magic_bot("search:4", 1), HeuristicBot(2)]
    searched = 0
    while (decision := game.pending) is not None:
        if decision.player == 0:
            action = bots[0].choose_searching(game.view(0), decision, sampler_for(game, 0))
            searched += bots[0].last.searched
        else:
            action = bots[1].choose(game.view(1), decision)
        game.apply(action, player=decision.player)  # the kernel refuses an illegal action
    assert game.result is not None
    assert searched > 5


def test_passing_with_only_mana_abilities_is_answered_without_search() -> None:
    decision = Decision(0, DecisionKind.CHOOSE_ONE, "priority",
                        (Pass(), Activate(7, 0, "Forest", "G")), tag="priority")
    bot = MagicSearchBot(0, playouts=50)

    def no_sampling(rng: Any) -> Any:
        raise AssertionError("a decision with one sensible answer was searched")

    assert bot.choose_searching(None, decision, no_sampling) == Pass()
    assert not bot.last.searched


def test_commander_return_is_answered_without_search() -> None:
    bot = commander_bot("search:10", 0)
    decision = Decision(0, DecisionKind.CHOOSE_ONE, "return?", ("command", "stay"),
                        tag="commander.return")
    assert bot.choose_searching(None, decision, lambda rng: pytest.fail("searched")) == "command"


def test_a_time_budget_bounds_the_cpu_per_decision() -> None:
    game, decision = searched_position(3)
    bot = parse_search("search:0.05s", 1, HeuristicBot)
    start = time.perf_counter()
    bot.choose_searching(game.view(0), decision, sampler_for(game, 0))
    assert bot.last.searched
    # the budget is checked between rounds: one round (a few short rollouts) may run over
    assert bot.last.cpu < 0.05 + 2.0
    assert time.perf_counter() - start < 5.0


def test_budget_specs_and_their_errors() -> None:
    assert parse_search("search", 0, HeuristicBot).playouts == 24
    assert parse_search("search:500", 0, HeuristicBot).playouts == 500
    assert parse_search("search:0.25s", 0, HeuristicBot).seconds == 0.25
    assert parse_search("search", 0, HeuristicBot, think=1.0).seconds == 1.0
    for bad in ("search:lots", "search:0", "search:9s", "searching"):
        with pytest.raises(SettingsError):
            parse_search(bad, 0, HeuristicBot)
    with pytest.raises(SettingsError, match="sampler"):
        magic_bot("search").choose(None, Decision(0, DecisionKind.YES_NO, "?", (True, False)))


def test_evaluator_prefers_more_life_and_scores_finished_games_by_rank() -> None:
    game = two_player_game(5)
    while game.pending is not None and game.state.turn < 3:
        decision = game.pending
        game.apply(HeuristicBot(decision.player).choose(game.view(decision.player), decision),
                   player=decision.player)
    before = magic_evaluator(game)
    assert abs(sum(before) - 1.0) < 1e-9
    game.state.players[1].life = 3
    game.mark_changed()
    after = magic_evaluator(game)
    assert after[0] > before[0] and after[1] < before[1]


def test_determinize_depends_only_on_what_the_observer_knows() -> None:
    """The search's samples: the same generator deals the same hidden cards in both states
    (each pool is put in a fixed order before it is shuffled)."""
    import random

    game, _decision = searched_position(3)
    other = hide_differently(game)
    for k in range(5):
        a = game.determinize(0, random.Random(k))
        b = other.determinize(0, random.Random(k))
        for seat in (0, 1):
            for zone in (HAND, LIBRARY):
                assert a.state.zone(seat, zone) == b.state.zone(seat, zone)
        assert a.rng.random() == b.rng.random()
