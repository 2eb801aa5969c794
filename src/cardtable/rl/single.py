"""A Gymnasium environment in which one seat learns and the other seats are bots.

Observations are the learner's encoded view (a ``Box``); the legal actions are in
``info["action_mask"]`` and :meth:`SingleSeatEnv.action_masks` (the convention of maskable
policy-gradient libraries), and ``info["legal_actions"]`` maps each legal integer to the game's
action (the decision's options are the seat's own knowledge). An action outside the mask is
not applied as such: a uniformly random legal action (from the environment's seeded
generator) is played instead and ``info["illegal_action"]`` says so, so any ``Discrete`` sample
is a valid step. The reward is given at the end, from +1 for first place to -1 for last.
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from cardtable.agents.base import Agent
from cardtable.agents.registry import make_agent
from cardtable.agents.search import act
from cardtable.agents.search.evaluate import ranking_rewards
from cardtable.core.decision import Decision
from cardtable.core.errors import SettingsError
from cardtable.core.game import Game
from cardtable.rl.encoding import (
    OBS_HIGH,
    GameFactory,
    Observation,
    ViewEncoder,
    action_space_of,
    legal_actions,
    legal_mask,
)


class SingleSeatEnv(gym.Env[Observation, np.int64]):
    metadata = {"render_modes": []}  # noqa: RUF012  (Gymnasium's convention)

    def __init__(self, make_game: GameFactory, encoder: ViewEncoder, bots: tuple[str, ...],
                 seat: int = 0, game: str = "dominarion") -> None:
        super().__init__()
        players = len(bots) + 1
        if not 0 <= seat < players:
            raise SettingsError(f"the learning seat must be 0..{players - 1}, not {seat}")
        for bot in bots:
            make_agent(bot, 0, game)  # an unknown bot fails here
        self.make_game = make_game
        self.encoder = encoder
        self.bots = bots
        self.seat = seat
        self.game_name = game
        probe = make_game(0)
        self.space = action_space_of(probe)
        self.observation_space = spaces.Box(0.0, OBS_HIGH, (encoder.size,), np.float32)
        self.action_space = spaces.Discrete(self.space.size)
        self.game: Game = probe
        self._rng = random.Random()
        self._agents: dict[int, Agent] = {}

    def _decision(self) -> Decision | None:
        return self.game.pending

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """The learner's legal actions now (all ``False`` once the game is over)."""
        return legal_mask(self.space, self._decision()).astype(bool)

    def _observe(self) -> tuple[Observation, dict[str, Any]]:
        decision = self._decision()
        info: dict[str, Any] = {"action_mask": legal_mask(self.space, decision),
                                "legal_actions": legal_actions(self.space, decision)}
        return self.encoder(self.game.view(self.seat)), info

    def _bots_play(self) -> None:
        while (decision := self.game.pending) is not None and decision.player != self.seat:
            self.game.apply(act(self._agents[decision.player], self.game, decision),
                            player=decision.player, decision_id=decision.id)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._rng.seed(seed)
        self.game = self.make_game(self._rng.getrandbits(63))
        others = [s for s in range(len(self.bots) + 1) if s != self.seat]
        self._agents = {s: make_agent(bot, self._rng.getrandbits(32), self.game_name)
                        for s, bot in zip(others, self.bots, strict=True)}
        self._bots_play()
        return self._observe()

    def step(self, action: Any) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        decision = self._decision()
        if decision is None:
            raise RuntimeError("the game is over: call reset()")
        mask = legal_mask(self.space, decision)
        index = int(action)
        illegal = not (0 <= index < mask.size and mask[index])
        if illegal:
            index = self._rng.choice(np.flatnonzero(mask).tolist())
        self.game.apply(self.space.action(decision, index), player=self.seat,
                        decision_id=decision.id)
        self._bots_play()
        observation, info = self._observe()
        info["illegal_action"] = illegal
        result = self.game.result
        reward = 0.0
        if result is not None:
            reward = 2 * ranking_rewards(result.groups, self.game.player_count)[self.seat] - 1
            info["winner"] = result.winner
        return observation, reward, result is not None, False, info


def dominarion_single(bots: tuple[str, ...] = ("random",), seat: int = 0, **settings: Any
                      ) -> SingleSeatEnv:
    """Dominarion with the learner at ``seat`` and ``bots`` in the other seats, in order."""
    from cardtable.games.dominarion import DominarionSettings, new_game
    from cardtable.rl.encoding import DominarionEncoder

    table_settings = DominarionSettings(players=len(bots) + 1, **settings)

    def make(seed: int) -> Game:
        return new_game(settings=table_settings, seed=seed)

    return SingleSeatEnv(make, DominarionEncoder.for_game(make(0)), bots, seat)
