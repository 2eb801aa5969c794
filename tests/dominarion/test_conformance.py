"""Conformance: random and strategy bots play many seeded games through the kernel contract,
and every step is checked against the kernel's invariants (DESIGN §2)."""

from __future__ import annotations

import random

import pytest

from cardtable.agents.base import play
from cardtable.agents.registry import make_agent
from cardtable.games.dominarion import new_game, replay
from tests.dominarion.invariants import (
    assert_cards_conserved,
    assert_illegal_refused,
    assert_view_leaks_nothing,
)

BOT_TABLES = [
    ("random", "random", "random", "random"),
    ("random", "rush", "big", "random"),
    ("rush", "big"),
    ("big", "random", "rush", "big", "random"),
]


@pytest.mark.parametrize("seed", range(200))
def test_conformance_every_step_keeps_the_kernel_invariants(seed: int) -> None:
    """Cards conserved, views leak nothing (DOM-8.1), every option is accepted by the engine's
    own check, refused actions change nothing, the game ends, and the record replays to the
    same events and result (DOM-9.1)."""
    bots = BOT_TABLES[seed % len(BOT_TABLES)]
    game = new_game(players=len(bots), seed=seed, turn_limit=120,
                    auto_lands=seed % 3 != 0)
    agents = [make_agent(name, seed * 10 + i) for i, name in enumerate(bots)]
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        if steps % 3 == 0:
            assert_cards_conserved(game)
            assert_view_leaks_nothing(game, rng)
            assert all(game.verify(decision, option) is None for option in decision.options)
            assert_illegal_refused(game)
        action = agents[decision.player].choose(game.view(decision.player), decision)
        assert action in decision.options, f"bot chose {action!r}, not among the options"
        game.apply(action)
        steps += 1
        assert steps < 20_000, "the game does not end"
    assert_cards_conserved(game)
    result = game.result
    assert result is not None
    assert sorted(result.ranking) == list(range(len(bots)))
    replayed = replay(game.record.to_json())
    assert replayed.transcript() == game.transcript()
    assert replayed.result == result


def test_clone_is_independent_and_plays_on_identically() -> None:
    """clone() copies the whole state, the generator included: the clone and the original
    reach the same end when given the same actions, and do not affect each other."""
    game = new_game(players=3, seed=11)
    play(game, [make_agent("rush", i) for i in range(3)], decisions=40)
    copy = game.clone()
    before = game.transcript()
    play(copy, [make_agent("big", i) for i in range(3)])
    assert game.transcript() == before
    for action in copy.actions[len(game.actions):]:
        game.apply(action)
    assert game.transcript() == copy.transcript()
    assert game.result == copy.result


def test_determinize_keeps_what_the_observer_knows_and_redeals_the_rest() -> None:
    """determinize(observer, rng) re-deals hidden zones only: sizes, the observer's hand, public
    zones and supply tops are unchanged; over a few seeds the hidden cards do move."""
    game = new_game(players=4, seed=21)
    play(game, [make_agent("rush", i) for i in range(4)], decisions=30)
    moved = False
    for seed in range(5):
        twin = game.determinize(1, random.Random(seed))
        assert_cards_conserved(twin)
        assert twin.players[1].hand == game.players[1].hand
        for mine, theirs in zip(game.players, twin.players, strict=True):
            assert len(mine.library) == len(theirs.library)
            assert len(mine.hand) == len(theirs.hand)
            assert mine.discard == theirs.discard and mine.battlefield == theirs.battlefield
        assert {k: v[-1:] for k, v in twin.supplies.items()} == {
            k: v[-1:] for k, v in game.supplies.items()}
        moved |= any(twin.players[p].hand != game.players[p].hand for p in (0, 2, 3))
        assert twin.pending is not None and twin.pending.player == game.pending.player  # type: ignore[union-attr]
    assert moved
