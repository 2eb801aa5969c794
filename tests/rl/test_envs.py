"""The learning environments: PettingZoo's api_test, Gymnasium's check_env, observations from
the view only, masks of exactly the legal actions, seeded resets, and the training example."""

from __future__ import annotations

import importlib.util
import random
import warnings
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the [rl] extra (pettingzoo) is not installed")
pytest.importorskip("gymnasium", reason="the [rl] extra (gymnasium) is not installed")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from cardtable.games.dominarion import DominarionSettings, new_game
from cardtable.rl.aec import dominarion_env
from cardtable.rl.encoding import DominarionEncoder
from cardtable.rl.single import dominarion_single

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_dominarion.py"


def test_the_aec_environment_passes_pettingzoos_api_test() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # dict observations, as PettingZoo's chess
        api_test(dominarion_env(players=2), num_cycles=300, verbose_progress=False)
        api_test(dominarion_env(players=3), num_cycles=100, verbose_progress=False)


def test_the_aec_environment_is_seeded() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        seed_test(lambda: dominarion_env(players=2), num_cycles=50)


def test_a_whole_aec_game_with_masked_random_actions_pays_out_once() -> None:
    env = dominarion_env(players=2)
    env.reset(seed=3)
    rng = random.Random(1)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    steps = 0
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            assert not observation["action_mask"].any()
            env.step(None)
            continue
        mask = observation["action_mask"]
        assert (mask == info["action_mask"]).all()
        decision = env.game.pending
        assert decision is not None and env.possible_agents[decision.player] == agent
        assert mask.sum() == len(set(decision.options))  # exactly the legal options
        env.step(rng.choice(np.flatnonzero(mask).tolist()))
        steps += 1
    assert steps > 20
    assert sorted(totals.values()) == [-1.0, 1.0]


def test_an_illegal_aec_action_is_refused() -> None:
    env = dominarion_env(players=2)
    env.reset(seed=1)
    mask = env.observe(env.agent_selection)["action_mask"]
    with pytest.raises(ValueError, match="not legal"):
        env.step(int(np.flatnonzero(mask == 0)[0]))


def test_observations_come_from_the_view_only() -> None:
    """Two games that differ only in what the seat cannot see (its own library order, the other
    hand, the supplies below their tops) give that seat the same observation."""
    game = new_game(settings=DominarionSettings(players=2), seed=8)
    encoder = DominarionEncoder.for_game(game)
    for _ in range(30):
        decision = game.pending
        assert decision is not None
        game.apply(decision.options[-1] if decision.tag == "main" else decision.options[0])
    for seat in (0, 1):
        other = game.determinize(seat, random.Random(seat))
        assert (encoder(other.view(seat)) == encoder(game.view(seat))).all()
    assert not (encoder(game.view(0)) == encoder(game.view(1))).all()


def test_the_single_seat_wrapper_passes_gymnasiums_check_env() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        check_env(dominarion_single(("rush",)), skip_render_check=True)
        check_env(dominarion_single(("random", "big"), seat=1), skip_render_check=True)


def test_the_single_seat_wrapper_is_seeded_and_plays_illegal_actions_as_random_legal_ones(
) -> None:
    env = dominarion_single(("rush",))
    first, info = env.reset(seed=4)
    again, _ = env.reset(seed=4)
    assert (first == again).all()
    assert env.action_masks().sum() == len(info["legal_actions"])
    assert set(np.flatnonzero(env.action_masks()).tolist()) == set(info["legal_actions"])
    illegal = int(np.flatnonzero(~env.action_masks())[0])
    _, _, _, _, info = env.step(illegal)
    assert info["illegal_action"] is True
    done, reward = False, 0.0
    while not done:
        _, reward, done, _, info = env.step(int(np.flatnonzero(env.action_masks())[0]))
    assert reward in (-1.0, 1.0) and info["winner"] in (0, 1)


def test_the_training_example_raises_the_win_rate_against_random() -> None:
    spec = importlib.util.spec_from_file_location("train_dominarion", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    rows = module.train(batches=1, episodes=60, evaluate=40)
    (_, before, games), (trained, after, _) = rows
    assert trained == 60 and games == 40
    assert after > before
