"""Magic and Commander as PettingZoo AEC environments (issue 31): api_test, seeding, masks that
reach only legal answers, observations from the view only, and the example script."""

from __future__ import annotations

import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the [rl] extra (pettingzoo) is not installed")

from pettingzoo.test import api_test, seed_test

from cardtable.games.magic.objects import HAND, LIBRARY
from cardtable.rl.magic_env import MagicEncoder, card_id, commander_env, magic_env

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "evaluate_magic_policy.py"


def test_magic_and_commander_pass_pettingzoos_api_test() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # dict observations, as PettingZoo's chess
        api_test(magic_env(players=2), num_cycles=200, verbose_progress=False)
        api_test(commander_env(players=4), num_cycles=60, verbose_progress=False)


def test_the_magic_environment_is_seeded() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        seed_test(lambda: magic_env(players=2), num_cycles=40)


def test_every_masked_action_is_applied_as_it_stands_to_the_end() -> None:
    """Random masked play finishes a game through the kernel (which refuses illegal answers);
    the rewards at the end run from +1 (first) to -1 (last)."""
    env = magic_env(players=2, turn_limit=30)
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    steps = 0
    finals: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _info = env.last()
        if terminated or truncated:
            finals[agent] = reward
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) >= 1
        assert env.observation_space(agent).contains(observation)
        env.step(int(rng.choice(legal)))
        steps += 1
    assert env.game.result is not None and steps > 50
    assert sorted(finals.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_observation_is_the_same_when_only_hidden_cards_differ() -> None:
    env = magic_env(players=2)
    env.reset(seed=2)
    while env.game.state.turn < 2:  # past the mulligans: hands are in the hand zones
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    first = env.observe("player_0")
    state = env.game.state
    hand, library = state.zone(1, HAND), state.zone(1, LIBRARY)
    hand[0], library[-1] = library[-1], hand[0]
    state.objects[hand[0]].zone = HAND
    state.objects[library[-1]].zone = LIBRARY
    env.game.mark_changed()
    second = env.observe("player_0")
    for key in first:
        assert np.array_equal(first[key], second[key])
    assert not np.array_equal(env.observe("player_1")["card_ids"], first["card_ids"])


def test_card_ids_are_stable_and_nonzero() -> None:
    assert card_id("Forest") == card_id("Forest") != card_id("Island")
    assert 1 <= card_id("Llanowar Elves") < 2**15
    assert MagicEncoder.ids == 72


def test_the_example_evaluates_a_policy() -> None:
    out = subprocess.run([sys.executable, str(EXAMPLE), "--games", "2", "--minutes", "1"],
                         capture_output=True, text=True, timeout=600, check=True).stdout
    assert "policy won" in out and "steps per CPU second" in out
