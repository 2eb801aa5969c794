"""Train a small Dominarion policy against the random bot and watch its win rate rise.

The learner plays seat 0 of 2-player Dominarion through the Gymnasium wrapper
(``cardtable.rl.single``); the other seat is the random bot. The policy is as small as a policy
can be: one preference per *kind* of legal action (summon, buy a creature, buy a spell, gain a
land, end the main phase, …), a softmax over the legal actions, trained with REINFORCE (a running
baseline) on the end-of-game reward (+1 win, -1 loss). Win rates are measured on the same 200
seeded games before training and after each batch, with 95% Wilson intervals.

Run: ``python examples/train_dominarion.py [--batches 4] [--episodes 100] [--eval 200]``
(needs ``pip install 'cardtable[rl]'``). Everything is seeded: the same arguments print the same
numbers.
"""

from __future__ import annotations

import argparse
import math
import random
from typing import Any

import numpy as np

from cardtable.analysis.stats import wilson_interval
from cardtable.rl.single import SingleSeatEnv, dominarion_single


def kind(action: Any) -> str:
    """The feature of an action the policy sees: its type, and for a buy the supply's kind."""
    name = type(action).__name__
    if name == "Buy":
        return "Buy:" + str(action.supply).split("-")[-1]
    return name


class KindPolicy:
    """Softmax over the legal actions of one preference per action kind."""

    def __init__(self, seed: int, learning_rate: float = 0.1) -> None:
        self.prefs: dict[str, float] = {}
        self.rng = random.Random(seed)
        self.learning_rate = learning_rate
        self.baseline = 0.0

    def probabilities(self, kinds: list[str]) -> np.ndarray[Any, np.dtype[np.float64]]:
        logits = np.array([self.prefs.get(k, 0.0) for k in kinds])
        logits -= logits.max()
        weights = np.exp(logits)
        return weights / weights.sum()  # type: ignore[no-any-return]

    def act(self, env: SingleSeatEnv, info: dict[str, Any]) -> tuple[int, list[str], int]:
        legal = np.flatnonzero(info["action_mask"]).tolist()
        kinds = [kind(info["legal_actions"][i]) for i in legal]
        probs = self.probabilities(kinds)
        pick = self.rng.choices(range(len(legal)), weights=probs.tolist())[0]
        return legal[pick], kinds, pick

    def update(self, steps: list[tuple[list[str], int]], reward: float) -> None:
        advantage = reward - self.baseline
        self.baseline += 0.05 * (reward - self.baseline)
        for kinds, pick in steps:
            probs = self.probabilities(kinds)
            # gradient of log softmax: 1 - p for the chosen kind, -p for each legal one
            for k, p in zip(kinds, probs, strict=True):
                self.prefs[k] = self.prefs.get(k, 0.0) - self.learning_rate * advantage * p / \
                    math.sqrt(len(steps))
            chosen = kinds[pick]
            self.prefs[chosen] = self.prefs.get(chosen, 0.0) + self.learning_rate * advantage / \
                math.sqrt(len(steps))


def play(env: SingleSeatEnv, policy: KindPolicy, seed: int
         ) -> tuple[float, list[tuple[list[str], int]]]:
    _, info = env.reset(seed=seed)
    steps: list[tuple[list[str], int]] = []
    reward, done = 0.0, False
    while not done:
        action, kinds, pick = policy.act(env, info)
        steps.append((kinds, pick))
        _, reward, done, _, info = env.step(action)
    return reward, steps


def win_rate(env: SingleSeatEnv, policy: KindPolicy, games: int) -> tuple[int, int]:
    wins = sum(play(env, policy, 1_000_000 + g)[0] > 0 for g in range(games))
    return wins, games


def train(batches: int, episodes: int, evaluate: int, seed: int = 0
          ) -> list[tuple[int, int, int]]:
    """``(episodes trained, wins, games)`` before training and after each batch."""
    env = dominarion_single(("random",))
    policy = KindPolicy(seed)
    rows = [(0, *win_rate(env, policy, evaluate))]
    trained = 0
    for _ in range(batches):
        for _ in range(episodes):
            reward, steps = play(env, policy, seed * 1_000 + trained)
            policy.update(steps, reward)
            trained += 1
        rows.append((trained, *win_rate(env, policy, evaluate)))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--batches", type=int, default=4)
    parser.add_argument("--episodes", type=int, default=100)
    parser.add_argument("--eval", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"{'episodes':>8} {'wins':>5} {'games':>5} {'win rate vs random':>19} {'95% CI':>15}")
    for trained, wins, games in train(args.batches, args.episodes, args.eval, args.seed):
        low, high = wilson_interval(wins, games)
        print(f"{trained:>8} {wins:>5} {games:>5} {wins / games:>19.1%} "
              f"{low:>7.1%}–{high:.1%}", flush=True)


if __name__ == "__main__":
    main()
