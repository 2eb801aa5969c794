"""Running many games with bots: in this process, on a local process pool, or on Ray.

Game ``i`` of a run with seed ``S`` uses the seed ``derive_seed(S, i)``, and each seat's bot
``derive_seed(S, i, seat)``, so a run's results depend only on its seed and settings, never on
the backend, the number of workers or the order in which workers finish.

The runner is generic over the game: a :class:`GameSpec` builds a game from a seed and an agent
from a bot name. :class:`DominarionSpec` is Dominarion's; another game passes its own spec (any
picklable object with ``name``, ``new_game`` and ``make_agent``) to :func:`run_games`.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from cardtable.agents.base import Agent
from cardtable.agents.registry import make_agent
from cardtable.agents.search import act
from cardtable.analysis.stats import mean_and_sd, wilson_interval
from cardtable.core.game import Game
from cardtable.core.rng import derive_seed
from cardtable.games.dominarion import DominarionSettings, new_game
from cardtable.sim.backends import LocalBackend, RayBackend


class GameSpec(Protocol):
    """What the runner needs to know about a game (picklable, for worker processes). A spec may
    also have ``outcome_extra(game) -> dict``: what it keeps of a finished game beyond the
    result (:attr:`GameOutcome.extra`)."""

    @property
    def name(self) -> str: ...

    def new_game(self, seed: int) -> Game: ...

    def make_agent(self, bot: str, seed: int) -> Agent: ...


@dataclass(frozen=True)
class DominarionSpec:
    """Dominarion games with the given settings."""

    settings: DominarionSettings
    name: str = "dominarion"

    def new_game(self, seed: int) -> Game:
        return new_game(settings=self.settings, seed=seed)

    def make_agent(self, bot: str, seed: int) -> Agent:
        return make_agent(bot, seed)


def as_spec(game: GameSpec | DominarionSettings) -> GameSpec:
    return DominarionSpec(game) if isinstance(game, DominarionSettings) else game


END_REASONS = ("creatures_over_20", "supply_empty", "turn_limit")


@dataclass(frozen=True)
class GameOutcome:
    index: int
    seed: int
    ranking: tuple[int, ...]
    scores: tuple[int, ...]
    turns: int
    reason: str
    tied_on_top: bool
    record: dict[str, Any] | None = None
    decisions: int = 0
    turn_order: tuple[int, ...] = ()
    #: What a game's spec adds (``GameSpec.outcome_extra``: Commander's tax, recasts, …).
    extra: dict[str, Any] | None = None


@dataclass(frozen=True)
class SeatSummary:
    bot: str
    wins: int
    win_rate: float
    ci95: tuple[float, float]
    mean_score: float


@dataclass(frozen=True)
class RunSummary:
    game: str
    games: int
    seed: int
    players: int
    seats: tuple[SeatSummary, ...]
    ties: int
    mean_turns: float
    sd_turns: float
    end_reasons: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "seed": self.seed,
            "players": self.players,
            "seats": [
                {
                    "seat": i,
                    "bot": s.bot,
                    "wins": s.wins,
                    "win_rate": round(s.win_rate, 6),
                    "ci95": [round(s.ci95[0], 6), round(s.ci95[1], 6)],
                    "mean_score": round(s.mean_score, 4),
                }
                for i, s in enumerate(self.seats)
            ],
            "ties": self.ties,
            "mean_turns": round(self.mean_turns, 4),
            "sd_turns": round(self.sd_turns, 4),
            "end_reasons": dict(self.end_reasons),
        }


def play_game(
    game: GameSpec | DominarionSettings, bots: Sequence[str], seed: int, index: int,
    keep_record: bool = False, kernel: bool = False,
) -> GameOutcome:
    """Play game ``index`` of a run to the end with the named bots, one per seat.

    A Dominarion game between strategy bots whose record is not kept is played by
    :mod:`cardtable.games.dominarion.fast` — the same game, answer for answer, without the
    kernel's per-decision contract; ``kernel=True`` plays it on the kernel anyway."""
    spec = as_spec(game)
    game_seed = derive_seed(seed, index)
    agents = [spec.make_agent(name, derive_seed(seed, index, seat))
              for seat, name in enumerate(bots)]
    if not (kernel or keep_record):
        fast = _fast_outcome(spec, agents, index, game_seed)
        if fast is not None:
            return fast
    table = spec.new_game(game_seed)
    decisions = 0
    # An answer that needs no view (the Commander bot's forced choices) skips building one.
    quick = [getattr(agent, "quick_answer", None) for agent in agents]
    while (decision := table.pending) is not None:
        answer = quick[decision.player]
        action = answer(decision) if answer is not None else None
        if action is None:
            action = act(agents[decision.player], table, decision)
        table.apply(action, player=decision.player, decision_id=decision.id)
        decisions += 1
    result = table.result
    assert result is not None
    top = max(result.scores)
    return GameOutcome(
        index=index,
        seed=game_seed,
        ranking=result.ranking,
        scores=result.scores,
        turns=result.turns,
        reason=result.reason,
        tied_on_top=result.scores.count(top) > 1,
        record=table.record.to_json() if keep_record else None,
        decisions=decisions,
        turn_order=tuple(result.detail.get("turn_order", ())),
        extra=extra(table) if (extra := getattr(spec, "outcome_extra", None)) else None,
    )


def _fast_outcome(spec: GameSpec, agents: Sequence[Agent], index: int,
                  game_seed: int) -> GameOutcome | None:
    """The game played by the fast Dominarion loop, or ``None`` if it cannot be (not
    Dominarion, a seat that is not a strategy bot, or ``choose_payment`` on)."""
    if not isinstance(spec, DominarionSpec):
        return None
    from cardtable.agents.dominarion.bot import StrategyBot
    from cardtable.games.dominarion.fast import fast_supported, play_fast

    if not fast_supported(spec.settings) or not all(
            type(agent) is StrategyBot for agent in agents):
        return None
    strategies = [agent.strategy for agent in agents]  # type: ignore[attr-defined]
    out = play_fast(spec.settings, strategies, game_seed)
    top = max(out.scores)
    return GameOutcome(
        index=index, seed=game_seed, ranking=out.ranking, scores=out.scores, turns=out.turns,
        reason=out.reason, tied_on_top=out.scores.count(top) > 1, record=None,
        decisions=out.decisions, turn_order=out.turn_order,
    )


def play_chunk(spec: GameSpec, bots: tuple[str, ...], seed: int, keep: bool,
               indices: tuple[int, ...], kernel: bool = False) -> list[GameOutcome]:
    """The games ``indices`` of a run (the unit of work a backend hands to a worker)."""
    return [play_game(spec, bots, seed, i, keep, kernel) for i in indices]


def run_games(
    game: GameSpec | DominarionSettings,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    workers: int = 1,
    keep_records: bool = False,
    progress: Callable[[int], None] | None = None,
    backend: LocalBackend | RayBackend | None = None,
    kernel: bool = False,
) -> list[GameOutcome]:
    """Play ``games`` games; outcomes come back in game order whatever the backend (default: a
    :class:`LocalBackend` of ``workers`` processes). ``kernel=True`` plays strategy-bot
    Dominarion games on the kernel instead of the fast loop (the outcomes are the same)."""
    spec = as_spec(game)
    for name in set(bots):
        spec.make_agent(name, 0)  # fail fast, in this process, on an unknown bot
    task = partial(play_chunk, spec, tuple(bots), seed, keep_records, kernel=kernel)
    chosen = backend if backend is not None else LocalBackend(workers)
    return chosen.run(task, games, progress)


def summarize(
    outcomes: Sequence[GameOutcome], bots: Sequence[str], seed: int, game: str = "dominarion",
    end_reasons: Sequence[str] = END_REASONS,
) -> RunSummary:
    n = len(outcomes)
    wins = Counter(o.ranking[0] for o in outcomes)
    seats = []
    for seat, bot in enumerate(bots):
        w = wins.get(seat, 0)
        mean_score = sum(o.scores[seat] for o in outcomes) / n if n else 0.0
        seats.append(SeatSummary(bot, w, w / n if n else 0.0, wilson_interval(w, n), mean_score))
    mean_turns, sd_turns = mean_and_sd([o.turns for o in outcomes])
    reasons = Counter(o.reason for o in outcomes)
    return RunSummary(
        game=game,
        games=n,
        seed=seed,
        players=len(bots),
        seats=tuple(seats),
        ties=sum(1 for o in outcomes if o.tied_on_top),
        mean_turns=mean_turns,
        sd_turns=sd_turns,
        end_reasons={r: reasons.get(r, 0) for r in end_reasons},
    )


def save_records(outcomes: Sequence[GameOutcome], directory: Path) -> Iterator[Path]:
    """Write each outcome's record as ``game-00042.json`` in ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    width = max(5, len(str(len(outcomes))))
    for outcome in outcomes:
        if outcome.record is None:
            continue
        path = directory / f"game-{outcome.index:0{width}d}.json"
        path.write_text(json.dumps(outcome.record, ensure_ascii=False) + "\n", encoding="utf-8")
        yield path
