"""A PettingZoo AEC environment for any kernel game with an observation encoder.

Agents are ``player_0`` … ``player_{n-1}``. ``observe(agent)`` is a dict: ``observation`` (the
encoder's numbers from ``game.view(seat)`` only) and ``action_mask`` (1 for the seat's legal
integer actions now, all 0 when it is not asked); the mask is also in ``infos[agent]``. Rewards
come at the end: from +1 for first place to -1 for last (ties share). ``reset(seed=S)`` deals the
game of seed ``S`` (random when no seed is given, from the environment's own seeded generator).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from cardtable.agents.search.evaluate import ranking_rewards
from cardtable.core.game import Game
from cardtable.games import registry as games
from cardtable.rl.encoding import (
    OBS_HIGH,
    GameFactory,
    ViewEncoder,
    action_space_of,
    legal_mask,
)


class KernelAECEnv(AECEnv):  # type: ignore[misc]
    metadata = {  # noqa: RUF012  (PettingZoo's convention)
        "render_modes": ["ansi"], "name": "cardtable_v0", "is_parallelizable": False}

    def __init__(self, make_game: GameFactory, encoder: ViewEncoder, players: int,
                 name: str = "cardtable_v0", render_mode: str | None = None) -> None:
        super().__init__()
        self.metadata = {**self.metadata, "name": name}
        self.make_game = make_game
        self.encoder = encoder
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        probe = make_game(0)
        self.space = action_space_of(probe)
        self._observation_spaces = {
            agent: spaces.Dict({
                "observation": spaces.Box(0.0, OBS_HIGH, (encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.space.size,), np.int8),
            }) for agent in self.possible_agents
        }
        self._action_spaces = {agent: spaces.Discrete(self.space.size)
                               for agent in self.possible_agents}
        self._seeds = random.Random()
        self.game: Game = probe

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _mask(self, agent: str) -> np.ndarray[Any, np.dtype[np.int8]]:
        decision = self.game.pending
        if decision is None or decision.player != self._seat(agent):
            return np.zeros(self.space.size, dtype=np.int8)
        return legal_mask(self.space, decision)

    def observe(self, agent: str) -> dict[str, Any]:
        return {"observation": self.encoder(self.game.view(self._seat(agent))),
                "action_mask": self._mask(agent)}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds.seed(seed)
        self.game = self.make_game(self._seeds.getrandbits(63))
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self._select()

    def _select(self) -> None:
        decision = self.game.pending
        if decision is not None:
            self.agent_selection = self.possible_agents[decision.player]
        self.infos = {agent: {"action_mask": self._mask(agent)} for agent in self.agents}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        decision = self.game.pending
        assert decision is not None and decision.player == self._seat(agent)
        index = int(action)
        if not self._mask(agent)[index]:
            legal = np.flatnonzero(self._mask(agent)).tolist()
            raise ValueError(f"action {index} is not legal for {agent} now; legal: {legal}")
        self.game.apply(self.space.action(decision, index), player=decision.player,
                        decision_id=decision.id)
        self._settle(agent)

    def _settle(self, agent: str) -> None:
        """After ``agent``'s answer: rewards on game end (+1 first … -1 last, by place), the
        next agent to act, the cumulative rewards (PettingZoo's AEC bookkeeping)."""
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        result = self.game.result
        if result is not None:
            scores = ranking_rewards(result.groups, len(self.possible_agents))
            for a in self.agents:
                self.rewards[a] = 2 * scores[self._seat(a)] - 1
                self.terminations[a] = True
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        decision = self.game.pending
        return "game over" if decision is None else f"player {decision.player}: {decision.prompt}"

    def close(self) -> None:
        pass


def dominarion_env(players: int = 2, render_mode: str | None = None, **settings: Any
                   ) -> KernelAECEnv:
    """Dominarion as a PettingZoo AEC environment (``settings`` as for ``DominarionSettings``)."""
    from cardtable.games.dominarion import DominarionSettings, new_game
    from cardtable.rl.encoding import DominarionEncoder

    games.get("dominarion").check_players(players)
    table_settings = DominarionSettings(players=players, **settings)

    def make(seed: int) -> Game:
        return new_game(settings=table_settings, seed=seed)

    return KernelAECEnv(make, DominarionEncoder.for_game(make(0)), players,
                        "cardtable_dominarion_v0", render_mode)
