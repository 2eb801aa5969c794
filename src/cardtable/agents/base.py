"""The agent protocol and the random agent, for every game on the kernel."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.game import Game


@runtime_checkable
class Agent(Protocol):
    """Anything that answers decisions. ``view`` is all it may know (``game.view(player)``);
    ``decision`` carries the legal options. It returns an action the game will ``apply``."""

    name: str

    def choose(self, view: Any, decision: Decision) -> Any: ...


class RandomAgent:
    """Chooses uniformly among the legal options (seeded)."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, view: Any, decision: Decision) -> Any:
        return random_action(decision, self.rng)


def random_action(decision: Decision, rng: random.Random) -> Any:
    """A uniformly chosen legal answer to any kind of decision."""
    kind = decision.kind
    options = decision.options
    if kind is DecisionKind.YES_NO:  # a yes/no that offers one answer has only that one
        answer = rng.random() < 0.5
        return answer if not options or answer in options else options[0]
    if kind in (DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER):
        return options[rng.randrange(len(options))]
    if kind is DecisionKind.ASSIGN:
        cuts = sorted(rng.randint(0, decision.total) for _ in range(len(options) - 1))
        bounds = [0, *cuts, decision.total]
        return tuple(bounds[i + 1] - bounds[i] for i in range(len(options)))
    high = decision.max_count if decision.allow_repeats else min(decision.max_count, len(options))
    count = rng.randint(decision.min_count, max(decision.min_count, high))
    if decision.allow_repeats:
        return tuple(options[rng.randrange(len(options))] for _ in range(count))
    picked = rng.sample(range(len(options)), count)
    if kind is DecisionKind.CHOOSE_SUBSET:
        picked.sort()
    return tuple(options[i] for i in picked)


def play(game: Game, agents: Sequence[Agent], decisions: int | None = None) -> Game:
    """Let ``agents`` (one per seat) answer the game's decisions, each seeing only its own view
    (search agents also get determinizations, see :func:`cardtable.agents.search.act`), until the
    game ends or ``decisions`` have been made. Returns the game."""
    from cardtable.agents.search import sampler_for  # search agents also get a sampler

    # What :func:`cardtable.agents.search.act` does, with each seat's kind of agent looked up
    # once per game instead of at every decision.
    searching = [getattr(agent, "choose_searching", None) for agent in agents]
    choosing = [agent.choose for agent in agents]
    made = 0
    while decisions is None or made < decisions:
        decision = game.pending
        if decision is None:
            break
        player = decision.player
        search = searching[player]
        if search is None:
            game.apply(choosing[player](game.view(player), decision))
        else:
            game.apply(search(game.view(player), decision, sampler_for(game, player)))
        made += 1
    return game
