"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
2012) over any kernel game.

Each playout starts from a fresh *determinization* — a copy of the game in which everything the
searching seat cannot see is dealt anew (``sample(rng)``, the kernel's ``determinize``) — and
walks one tree shared by all determinizations: a node's children are actions, some of which are
legal only in some determinizations, so a child is selected by UCB with its *availability* count
(how often it was legal when its parent was reached) in place of the parent's visits. The tree
stops at ``max_depth`` decisions; a playout then continues with a rollout policy (random, or a
named bot) for at most ``rollout_depth`` decisions, and the position is scored: a finished game
by its ranking, an unfinished one by the game's evaluator (:mod:`.evaluate`).

What the search may read: the ``decision`` (plain, frozen data) and the copies ``sample`` makes.
It never reads the ``view`` it is given nor any game it was not handed by ``sample``, so it cannot
see anything its seat cannot (``tests/search`` proves the choice is the same across games that
differ only in hidden information). Its answer is always one of the decision's options.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardtable.agents.base import Agent, random_action
from cardtable.agents.search import Sampler
from cardtable.agents.search.evaluate import Evaluator, evaluator_for, ranking_rewards
from cardtable.core.decision import SINGLE_KINDS, Decision, DecisionKind
from cardtable.core.errors import SettingsError
from cardtable.core.game import Game

RolloutPolicy = Callable[[Game, Decision, random.Random], Any]


def random_rollout() -> RolloutPolicy:
    """Uniformly random legal answers."""

    def policy(game: Game, decision: Decision, rng: random.Random) -> Any:
        return random_action(decision, rng)

    return policy


def bot_rollout(make: Callable[[int], Agent]) -> Callable[[], RolloutPolicy]:
    """Rollouts in which a bot answers for every seat from that seat's view of the copy (new
    bots for each playout, so none remembers another copy)."""

    def fresh() -> RolloutPolicy:
        agents: dict[int, Agent] = {}

        def policy(game: Game, decision: Decision, rng: random.Random) -> Any:
            agent = agents.get(decision.player)
            if agent is None:
                agent = agents[decision.player] = make(rng.getrandbits(32))
            return agent.choose(game.view(decision.player), decision)

        return policy

    return fresh


class _Node:
    __slots__ = ("avail", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat whose move led here (-1 at the root)
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.children: dict[Any, _Node] = {}


@dataclass
class SearchStats:
    """What the last search did (for benchmarks and tests)."""

    playouts: int = 0
    seconds: float = 0.0
    visits: dict[Any, int] | None = None


class ISMCTSAgent:
    """``bot:ismcts``: chooses by information-set MCTS with a playout or time budget per
    decision. ``playouts`` bounds the playouts (default 64); ``seconds``, if given, bounds the
    time instead (then the choice also depends on the machine's speed)."""

    def __init__(self, seed: int = 0, playouts: int = 64, seconds: float | None = None,
                 exploration: float = 0.7, max_depth: int = 6, rollout_depth: int = 10,
                 rollout: Callable[[], RolloutPolicy] | None = None,
                 evaluator: Evaluator | None = None, name: str = "ismcts") -> None:
        if playouts < 1 and seconds is None:
            raise SettingsError(f"ISMCTS needs at least one playout per decision, not {playouts}")
        if seconds is not None and seconds <= 0:
            raise SettingsError(f"ISMCTS needs a positive time budget, not {seconds} s")
        self.name = name
        self.rng = random.Random(seed)
        self.playouts = playouts
        self.seconds = seconds
        self.exploration = exploration
        self.max_depth = max_depth
        self.rollout_depth = rollout_depth
        self.rollout = rollout or random_rollout
        self.evaluator = evaluator
        self.last = SearchStats()

    def choose(self, view: Any, decision: Decision) -> Any:
        raise SettingsError(
            "the ISMCTS bot searches over determinizations of the game: a game loop must give it "
            "one (cardtable.agents.search.act does)")

    def choose_searching(self, view: Any, decision: Decision, sample: Sampler) -> Any:
        del view  # everything the seat may know reaches the search through ``sample``
        candidates = _root_candidates(decision, self.rng)
        if len(candidates) == 1:
            self.last = SearchStats(0, 0.0, None)
            return candidates[0]
        me = decision.player
        root = _Node(-1)
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds is not None else None
        done = 0
        while (done < self.playouts) if deadline is None else (time.perf_counter() < deadline):
            game = sample(self.rng)
            self._playout(root, game, me, candidates)
            done += 1
        visits = {action: root.children[action].visits if action in root.children else 0
                  for action in candidates}
        self.last = SearchStats(done, time.perf_counter() - start, visits)
        best = max(candidates, key=lambda a: (visits[a], _mean(root.children.get(a))))
        return best

    # -- one playout ----------------------------------------------------------------------------

    def _playout(self, root: _Node, game: Game, me: int, candidates: list[Any]) -> None:
        rng = self.rng
        path = [root]
        node = root
        depth = 0
        expanded = False
        while not expanded and depth < self.max_depth:
            decision = game.pending
            if decision is None:
                break
            if node is root:
                legal = candidates
            elif decision.kind in SINGLE_KINDS:
                legal = list(decision.options) if decision.kind is not DecisionKind.YES_NO \
                    else [True, False]
            else:
                break  # tuple answers are left to the rollout
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.avail += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = node.children[action] = _Node(decision.player)
                child.avail = 1
                expanded = True
            else:
                action = self._select(node, legal)
                child = node.children[action]
            game.apply(action, player=decision.player)
            path.append(child)
            node = child
            depth += 1
        rewards = self._finish(game, me)
        for visited in path:
            visited.visits += 1
            if visited.player >= 0:
                visited.reward += rewards[visited.player]

    def _select(self, node: _Node, legal: list[Any]) -> Any:
        c = self.exploration
        best_action = legal[0]
        best = -math.inf
        for action in legal:
            child = node.children[action]
            value = child.reward / child.visits + c * math.sqrt(
                math.log(max(child.avail, 1)) / child.visits)
            if value > best:
                best, best_action = value, action
        return best_action

    def _finish(self, game: Game, me: int) -> list[float]:
        rng = self.rng
        policy = self.rollout()
        for _ in range(self.rollout_depth):
            decision = game.pending
            if decision is None:
                break
            game.apply(policy(game, decision, rng), player=decision.player)
        result = game.result
        if result is not None:
            return ranking_rewards(result.groups, game.player_count)
        evaluator = self.evaluator or evaluator_for(game)
        return evaluator(game)


def _root_candidates(decision: Decision, rng: random.Random) -> list[Any]:
    """The answers the search compares: every option of a single-answer decision, else a few
    distinct legal tuples drawn at random."""
    if decision.kind is DecisionKind.YES_NO:
        return [True, False]
    if decision.kind in SINGLE_KINDS:
        return list(dict.fromkeys(decision.options))
    drawn: dict[Any, None] = {}
    for _ in range(32):
        drawn.setdefault(random_action(decision, rng), None)
        if len(drawn) >= 8:
            break
    return [a for a in drawn if decision.is_legal(a)]


def _mean(node: _Node | None) -> float:
    return node.reward / node.visits if node is not None and node.visits else 0.0


def parse_ismcts(spec: str, seed: int, make_bot: Callable[[str, int], Agent]) -> ISMCTSAgent:
    """``ismcts``, ``ismcts:PLAYOUTS``, ``ismcts:SECONDSs`` and ``…:BOT`` (a named bot as the
    rollout policy, e.g. ``ismcts:64:rush``)."""
    parts = spec.split(":")
    if parts[0] != "ismcts" or len(parts) > 3:
        raise SettingsError(f"{spec!r}: write ismcts, ismcts:PLAYOUTS or ismcts:PLAYOUTS:BOT")
    playouts, seconds = 64, None
    if len(parts) >= 2 and parts[1]:
        budget = parts[1]
        try:
            if budget.endswith("s"):
                seconds = float(budget[:-1])
            else:
                playouts = int(budget)
        except ValueError:
            raise SettingsError(
                f"{spec!r}: the budget is a number of playouts (ismcts:200) or seconds "
                "(ismcts:0.5s)") from None
    rollout: Callable[[], RolloutPolicy] | None = None
    if len(parts) == 3 and parts[2] != "random":
        bot = parts[2]
        make_bot(bot, 0)  # an unknown bot fails here, with the registry's message
        rollout = bot_rollout(lambda s: make_bot(bot, s))
    return ISMCTSAgent(seed, playouts=playouts, seconds=seconds, rollout=rollout, name=spec)
