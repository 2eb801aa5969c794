"""A strength ladder for Magic and Commander bots: seeded round-robin pods and ratings.

Pods: every combination of ``players`` bots from the list (the whole list when it is shorter,
repeated), each seated in every rotation, so every bot meets every other and plays from every
seat (and so with every seat's deck). Game ``i`` plays pod ``schedule[i % len(schedule)]``,
seeded ``derive_seed(seed, i)``; its bots ``derive_seed(seed, i, seat)``. Results depend only on
the seed and the settings, never on the backend or its number of workers (search bots given a
playout budget; a time budget makes them depend on the machine's speed).

Ratings: each game's ranking (elimination order, ties shared) becomes pairwise results between
its bots, and a Bradley–Terry model is fitted to them by Hunter's MM algorithm (2004), reported
on the Elo scale (400·log10, the mean at 1500) with a 95% interval from a seeded bootstrap over
games.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any

from cardtable.agents.registry import bots_for
from cardtable.agents.search import sampler_for
from cardtable.analysis.stats import wilson_interval
from cardtable.core.errors import SettingsError
from cardtable.core.game import Game
from cardtable.core.rng import derive_seed
from cardtable.games import registry as games


@dataclass(frozen=True)
class PodOutcome:
    """One game of the ladder: who sat where, the ranking, and what searching cost."""

    index: int
    seed: int
    bots: tuple[str, ...]
    groups: tuple[tuple[int, ...], ...]
    winner: int | None
    reason: str
    turns: int
    searched: tuple[int, ...] = ()  # per seat: decisions searched
    search_cpu: tuple[float, ...] = ()  # per seat: CPU seconds spent searching
    slowest: float = 0.0  # the longest single decision of a search bot, wall-clock seconds
    slowest_cpu: float = 0.0  # the most CPU seconds a search bot spent on one decision


def schedule(bots: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """The pods of a round: each combination of ``players`` bots in each seat rotation."""
    if len(bots) < 1:
        raise SettingsError("a ladder needs at least one bot")
    if players < 2:
        raise SettingsError(f"a pod needs at least 2 players, not {players}")
    if len(bots) <= players:
        base = [tuple(bots[i % len(bots)] for i in range(players))]
    else:
        base = list(combinations(bots, players))
    pods: list[tuple[str, ...]] = []
    for pod in base:
        for shift in range(players):
            pods.append(pod[shift:] + pod[:shift])
    return pods


MakeGame = Callable[[int], Game]
MakeBot = Callable[[str, int], Any]


def play_pod(game: Game, bots: Sequence[Any]) -> tuple[list[int], list[float], float, float]:
    """Play ``game`` to its end; search bots get their seat's sampler. Per seat: decisions
    searched and CPU seconds searching; and the slowest searched decision (wall seconds, CPU
    seconds)."""
    searched = [0] * len(bots)
    cpu = [0.0] * len(bots)
    slowest = slowest_cpu = 0.0
    while True:
        decision = game.pending
        if decision is None:
            break
        seat = decision.player
        bot = bots[seat]
        searching = getattr(bot, "choose_searching", None)
        if searching is not None:
            action = searching(game.view(seat), decision, sampler_for(game, seat))
            report = getattr(bot, "last", None)
            if report is not None and getattr(report, "searched", False):
                searched[seat] += 1
                cpu[seat] += report.cpu
                slowest = max(slowest, report.wall)
                slowest_cpu = max(slowest_cpu, report.cpu)
        else:
            quick = getattr(bot, "quick_answer", None)
            action = quick(decision) if quick is not None else None
            if action is None:
                action = bot.choose(game.view(seat), decision)
        game.apply(action, player=seat)
    return searched, cpu, slowest, slowest_cpu


@dataclass(frozen=True)
class LadderTask:
    """Plays chunks of ladder games (picklable: the backends ship it to workers)."""

    game: str  # "commander" or "magic"
    settings: dict[str, Any]
    pods: tuple[tuple[str, ...], ...]
    seed: int

    def __call__(self, chunk: tuple[int, ...]) -> list[PodOutcome]:
        make_game, make_bot = game_kind(self.game, self.settings)
        out = []
        for index in chunk:
            pod = self.pods[index % len(self.pods)]
            game_seed = derive_seed(self.seed, index)
            game = make_game(game_seed)
            bots = [make_bot(name, derive_seed(self.seed, index, seat))
                    for seat, name in enumerate(pod)]
            searched, cpu, slowest, slowest_cpu = play_pod(game, bots)
            result = game.result
            assert result is not None
            end = getattr(game, "end_reason", None)
            reason = end() if callable(end) else result.reason
            winner = result.groups[0][0] if len(result.groups[0]) == 1 and \
                len(result.groups) > 1 else None
            out.append(PodOutcome(index, game_seed, pod, tuple(tuple(g) for g in result.groups),
                                  winner, reason, result.turns, tuple(searched),
                                  tuple(cpu), slowest, slowest_cpu))
        return out


def game_kind(name: str, settings: dict[str, Any]) -> tuple[MakeGame, MakeBot]:
    """How to build a game of ``name`` from its settings' JSON (the games registry) and its bots
    by name (the agents registry)."""
    info = games.get(name)
    bots = bots_for(info.name)
    return (lambda seed: info.build(settings, seed)), bots.make


# -- ratings ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rating:
    bot: str
    elo: float
    low: float
    high: float
    games: int
    wins: int
    win_share: float
    win_ci: tuple[float, float]
    seat_shares: tuple[tuple[int, int, int], ...]  # (seat, wins, games) for each seat


@dataclass
class LadderSummary:
    game: str
    games: int
    seed: int
    bots: tuple[str, ...]
    ratings: list[Rating] = field(default_factory=list)
    mean_turns: float = 0.0
    search_cpu_per_decision: dict[str, float] = field(default_factory=dict)
    slowest_decision: float = 0.0
    slowest_decision_cpu: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "games": self.games, "seed": self.seed, "bots": list(self.bots),
            "mean_turns": self.mean_turns, "slowest_decision_s": self.slowest_decision,
            "slowest_decision_cpu_s": self.slowest_decision_cpu,
            "search_cpu_per_decision_s": self.search_cpu_per_decision,
            "ratings": [{"bot": r.bot, "elo": r.elo, "elo_ci95": [r.low, r.high],
                         "games": r.games, "wins": r.wins, "win_share": r.win_share,
                         "win_ci95": list(r.win_ci),
                         "by_seat": [{"seat": s, "wins": w, "games": n}
                                     for s, w, n in r.seat_shares]}
                        for r in self.ratings]}


def pairwise(outcomes: Sequence[PodOutcome], bots: Sequence[str]
             ) -> list[list[float]]:
    """``wins[i][j]``: how often bot ``i`` finished above bot ``j`` (a tie counts half)."""
    index = {b: i for i, b in enumerate(bots)}
    wins = [[0.0] * len(bots) for _ in bots]
    for outcome in outcomes:
        place = {}
        for rank, group in enumerate(outcome.groups):
            for seat in group:
                place[seat] = rank
        seats = sorted(place)
        for a in seats:
            for b in seats:
                if a >= b or outcome.bots[a] == outcome.bots[b]:
                    continue
                i, j = index[outcome.bots[a]], index[outcome.bots[b]]
                if place[a] < place[b]:
                    wins[i][j] += 1
                elif place[b] < place[a]:
                    wins[j][i] += 1
                else:
                    wins[i][j] += 0.5
                    wins[j][i] += 0.5
    return wins


def bradley_terry(wins: Sequence[Sequence[float]], iterations: int = 500) -> list[float]:
    """Elo-scale strengths (mean 1500) fitted by MM; a prior of one half win against each other
    bot keeps a bot that never (or always) wins finite."""
    n = len(wins)
    if n == 1:
        return [1500.0]
    w = [[wins[i][j] + (0.5 if i != j else 0.0) for j in range(n)] for i in range(n)]
    p = [1.0] * n
    for _ in range(iterations):
        fresh = []
        for i in range(n):
            total = sum(w[i][j] for j in range(n) if j != i)
            denominator = sum((w[i][j] + w[j][i]) / (p[i] + p[j]) for j in range(n) if j != i)
            fresh.append(total / denominator if denominator else p[i])
        mean_log = sum(math.log(x) for x in fresh) / n
        p = [x / math.exp(mean_log) for x in fresh]
    return [1500.0 + 400.0 * math.log10(x) for x in p]


def summarize(outcomes: Sequence[PodOutcome], game: str, bots: Sequence[str], seed: int,
              bootstrap: int = 200) -> LadderSummary:
    names = list(dict.fromkeys(bots))
    elo = bradley_terry(pairwise(outcomes, names))
    rng = random.Random(derive_seed(seed, 0x1ADDE5))
    samples: list[list[float]] = [[] for _ in names]
    if outcomes:
        for _ in range(bootstrap):
            drawn = [outcomes[rng.randrange(len(outcomes))] for _ in outcomes]
            for i, value in enumerate(bradley_terry(pairwise(drawn, names), 100)):
                samples[i].append(value)
    summary = LadderSummary(game, len(outcomes), seed, tuple(names))
    players = max((len(o.bots) for o in outcomes), default=0)
    for i, name in enumerate(names):
        played = [o for o in outcomes if name in o.bots]
        won = sum(1 for o in played if o.winner is not None and o.bots[o.winner] == name)
        # a bot that sits twice at one table wins that game at most once
        seat_rows = []
        for seat in range(players):
            at_seat = [o for o in outcomes if len(o.bots) > seat and o.bots[seat] == name]
            seat_rows.append((seat, sum(1 for o in at_seat if o.winner == seat), len(at_seat)))
        ordered = sorted(samples[i])
        low = ordered[int(0.025 * (len(ordered) - 1))] if ordered else elo[i]
        high = ordered[math.ceil(0.975 * (len(ordered) - 1))] if ordered else elo[i]
        summary.ratings.append(Rating(
            name, elo[i], low, high, len(played), won,
            won / len(played) if played else 0.0, wilson_interval(won, len(played)),
            tuple(seat_rows)))
    summary.ratings.sort(key=lambda r: -r.elo)
    summary.mean_turns = sum(o.turns for o in outcomes) / len(outcomes) if outcomes else 0.0
    for name in names:
        decisions = sum(o.searched[s] for o in outcomes for s in range(len(o.bots))
                        if o.bots[s] == name and o.searched)
        if decisions:
            cpu = sum(o.search_cpu[s] for o in outcomes for s in range(len(o.bots))
                      if o.bots[s] == name)
            summary.search_cpu_per_decision[name] = cpu / decisions
    summary.slowest_decision = max((o.slowest for o in outcomes), default=0.0)
    summary.slowest_decision_cpu = max((o.slowest_cpu for o in outcomes), default=0.0)
    return summary


def write_parquet(outcomes: Sequence[PodOutcome], path: Path) -> None:
    """One row per game: index, seed, bots by seat, elimination groups, winner seat (-1: none),
    how it ended, turns, and per seat the decisions searched and their CPU seconds."""
    from cardtable.sim.results import import_pyarrow

    pa, pq = import_pyarrow()
    table = pa.table({
        "index": pa.array([o.index for o in outcomes], pa.int32()),
        "seed": pa.array([o.seed for o in outcomes], pa.int64()),
        "bots": pa.array([list(o.bots) for o in outcomes], pa.list_(pa.string())),
        "groups": pa.array([[list(g) for g in o.groups] for o in outcomes],
                           pa.list_(pa.list_(pa.int8()))),
        "winner": pa.array([-1 if o.winner is None else o.winner for o in outcomes], pa.int8()),
        "end_reason": pa.array([o.reason for o in outcomes], pa.string()),
        "turns": pa.array([o.turns for o in outcomes], pa.int32()),
        "searched": pa.array([list(o.searched) for o in outcomes], pa.list_(pa.int32())),
        "search_cpu": pa.array([list(o.search_cpu) for o in outcomes], pa.list_(pa.float64())),
    })
    pq.write_table(table, path)
