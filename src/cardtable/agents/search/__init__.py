"""Search agents: bots that look ahead by playing sampled copies of the game.

A search agent may not read the game: like every agent it gets the seat's ``view`` and the
``decision``, plus a *sampler* — a function from a seeded generator to a determinized copy of the
game (``game.determinize(seat, rng)``: everything the seat cannot see dealt anew). :func:`act`
is how a game loop asks any agent for its answer, giving search agents their sampler.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from cardtable.agents.base import Agent
from cardtable.core.decision import Decision
from cardtable.core.game import Game

Sampler = Callable[[random.Random], Game]


@runtime_checkable
class SearchAgent(Protocol):
    """An agent that chooses by searching over determinizations."""

    name: str

    def choose(self, view: Any, decision: Decision) -> Any: ...

    def choose_searching(self, view: Any, decision: Decision, sample: Sampler) -> Any:
        """The answer to ``decision`` for the seat that sees ``view``; ``sample(rng)`` gives a
        copy of the game consistent with ``view`` (hidden information re-dealt)."""


def sampler_for(game: Game, seat: int) -> Sampler:
    """The determinization sampler of ``seat`` in ``game``."""

    def sample(rng: random.Random) -> Game:
        return game.determinize(seat, rng)

    return sample


def act(agent: Agent, game: Game, decision: Decision) -> Any:
    """``agent``'s answer to ``decision`` (an open decision of ``game``), from the seat's view;
    a search agent also gets the seat's sampler."""
    view = game.view(decision.player)
    if isinstance(agent, SearchAgent):
        return agent.choose_searching(view, decision, sampler_for(game, decision.player))
    return agent.choose(view, decision)
