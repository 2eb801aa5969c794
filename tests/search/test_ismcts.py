"""The ISMCTS bot: legal answers only, and no peeking at hidden information."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.agents.registry import make_agent
from cardtable.agents.search import act, sampler_for
from cardtable.agents.search.evaluate import ranking_rewards
from cardtable.agents.search.ismcts import ISMCTSAgent, parse_ismcts
from cardtable.core.errors import SettingsError
from cardtable.core.game import Game
from cardtable.games.dominarion import DominarionSettings, new_game
from cardtable.sim.runner import run_games, summarize
from tests.search.swap_game import SwapGame


class Untouchable:
    """A view that fails the test if anything reads it."""

    def __getattribute__(self, name: str) -> Any:
        raise AssertionError(f"the search read view.{name}")


def test_it_never_reads_the_view_and_answers_from_the_options() -> None:
    game = new_game(settings=DominarionSettings(players=2), seed=4)
    bots = [make_agent("rush", 1), make_agent("big", 2)]
    agent = ISMCTSAgent(seed=3, playouts=12)
    searched = 0
    while (decision := game.pending) is not None and game.turn_number < 14:
        if decision.player == 0:
            action = agent.choose_searching(Untouchable(), decision,
                                            sampler_for(game, decision.player))
            assert action in decision.options
            searched += agent.last.playouts > 0
        else:
            action = bots[1].choose(game.view(1), decision)
        game.apply(action)
    assert searched > 5


def test_whole_dominarion_games_with_only_legal_moves() -> None:
    """Games are applied through the kernel, which refuses an illegal action; each finishes."""
    for players in (2, 3):
        bots = ("ismcts:4", *("rush", "random", "big")[: players - 1])
        outcomes = run_games(DominarionSettings(players=players), bots, 1, seed=players)
        assert sorted(outcomes[0].ranking) == list(range(players))


def swap_choices(agent_seed: int, sampler_of: Any) -> list[tuple[int, str]]:
    """Player 0's ISMCTS choice in many deals, and in each deal rearranged three times."""
    out = []
    for seed in range(40):
        game = SwapGame(seed)
        variants = [game, *(game.rearranged(0, random.Random(k)) for k in range(3))]
        choices = set()
        for variant in variants:
            assert variant.view(0) == game.view(0)  # the observer cannot tell them apart
            decision = variant.pending
            assert decision is not None
            agent = ISMCTSAgent(seed=agent_seed, playouts=60, max_depth=4)
            choices.add(agent.choose_searching(variant.view(0), decision,
                                               sampler_of(variant)))
        out.append((game.hands[0], "/".join(sorted(choices))))
    return out


def test_its_choice_is_the_same_in_games_differing_only_in_hidden_cards() -> None:
    """The deals differ in the other player's card and the deck's order; the searcher sees only
    its own card, so it must choose the same in all of them."""
    for own_card, choices in swap_choices(7, lambda g: sampler_for(g, 0)):
        assert "/" not in choices, f"holding {own_card} it chose {choices} across equal views"


def test_a_searcher_that_peeks_would_be_caught() -> None:
    """The same check has teeth: a search handed the real game instead of determinizations
    (perfect information) chooses differently across the same rearranged deals."""

    def cheating(game: Game) -> Any:
        return lambda rng: game.clone()

    assert any("/" in choices for _, choices in swap_choices(7, cheating))


def test_it_plays_the_swap_game_sensibly() -> None:
    """Holding a low card it swaps, holding a high one it keeps."""
    by_card = dict(swap_choices(1, lambda g: sampler_for(g, 0)))
    assert by_card.get(1, "swap") == "swap" and by_card.get(2, "swap") == "swap"
    assert by_card.get(9, "keep") == "keep" and by_card.get(8, "keep") == "keep"


def test_act_gives_search_agents_a_sampler_and_plain_agents_the_view() -> None:
    game = SwapGame(3)
    decision = game.pending
    assert decision is not None
    assert act(ISMCTSAgent(seed=1, playouts=10), game, decision) in ("keep", "swap")
    assert act(make_agent("random", 1, "swap"), game, decision) in ("keep", "swap")
    with pytest.raises(SettingsError, match="determinizations"):
        ISMCTSAgent().choose(game.view(0), decision)


def test_budget_by_name_and_by_time() -> None:
    agent = make_agent("ismcts:30")
    assert isinstance(agent, ISMCTSAgent) and agent.playouts == 30
    timed = make_agent("ismcts:0.05s")
    assert isinstance(timed, ISMCTSAgent) and timed.seconds == 0.05
    game = SwapGame(2)
    decision = game.pending
    assert decision is not None
    timed.choose_searching(None, decision, sampler_for(game, 0))
    assert timed.last.playouts >= 1
    rollout = parse_ismcts("ismcts:5:rush", 0, make_agent)
    assert rollout.playouts == 5
    for bad in ("ismcts:lots", "ismcts:0", "ismcts:5:nosuchbot", "ismcts:1:2:3"):
        with pytest.raises(SettingsError):
            make_agent(bad)


def test_the_same_seed_gives_the_same_games() -> None:
    bots = ("ismcts:3", "rush")
    settings = DominarionSettings(players=2)
    first = summarize(run_games(settings, bots, 2, seed=5), bots, 5).to_json()
    assert summarize(run_games(settings, bots, 2, seed=5, workers=2), bots, 5).to_json() == first


def test_ranking_rewards_share_tied_places() -> None:
    assert ranking_rewards(((1,), (0,)), 2) == [0.0, 1.0]
    assert ranking_rewards(((0, 2), (1,)), 3) == [0.75, 0.0, 0.75]
    assert ranking_rewards(((2,), (0,), (1,)), 3) == [0.5, 0.0, 1.0]
