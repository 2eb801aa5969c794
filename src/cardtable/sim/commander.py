"""Commander games for the runner (:mod:`cardtable.sim.runner`; issue 16 item 4), seeded like
every game there: game ``i`` of a run with seed ``S`` is seeded ``derive_seed(S, i)``, each seat's
bot ``derive_seed(S, i, seat)``; results do not depend on the number of workers or the backend.
The spec keeps Commander's own columns (:meth:`CommanderSpec.outcome_extra`) for the summary."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.agents.base import Agent
from cardtable.agents.magic.commander import commander_bot
from cardtable.analysis.stats import mean_and_sd, wilson_interval
from cardtable.core.game import Game
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings
from cardtable.sim.backends import LocalBackend, RayBackend
from cardtable.sim.runner import GameOutcome, play_game, run_games

END_REASONS = ("life", "commander_damage", "poison", "decking", "concession", "turn_limit",
               "draw", "loop_draw", "other")


@dataclass(frozen=True)
class CommanderSpec:
    """Commander games with the given settings, for :func:`cardtable.sim.runner.run_games`."""

    settings: CommanderSettings
    name: str = "commander"

    def new_game(self, seed: int) -> Game:
        return CommanderGame(self.settings, seed)

    def make_agent(self, bot: str, seed: int) -> Agent:
        agent: Agent = commander_bot(bot, seed)
        return agent

    def outcome_extra(self, game: Game) -> dict[str, Any]:
        """The winner (``None`` unless one player was left), how the game ended in Commander's
        words, each seat's commander statistics and victory points."""
        assert isinstance(game, CommanderGame) and game.result is not None
        result = game.result
        return {
            "winner": result.ranking[0] if result.reason == "last_player_standing" else None,
            "ended_by": game.end_reason(),
            "stats": [dict(vars(s)) for s in game.stats],
            "victory_points": list(game.victory_points()),
        }


def play_one(settings: CommanderSettings, bots: Sequence[str], seed: int, index: int,
             keep_record: bool = False) -> GameOutcome:
    """Game ``index`` of a run (what a worker plays)."""
    return play_game(CommanderSpec(settings), bots, seed, index, keep_record)


def run(settings: CommanderSettings, bots: Sequence[str], games: int, seed: int = 0,
        workers: int = 1, keep_records: bool = False,
        progress: Callable[[int], None] | None = None,
        backend: LocalBackend | RayBackend | None = None) -> list[GameOutcome]:
    """Play ``games`` Commander games on ``backend`` (default: ``workers`` local processes)."""
    return run_games(CommanderSpec(settings), bots, games, seed, workers, keep_records,
                     progress=progress, backend=backend)


def summarize(outcomes: Sequence[GameOutcome], settings: CommanderSettings,
              bots: Sequence[str], seed: int) -> dict[str, Any]:
    """Per-seat wins with 95% Wilson intervals, how games ended, mean turns, and per deck: the
    turn its commander was first cast (the owner's own turn count), times recast, mana spent on
    tax and commander damage dealt (means over games)."""
    n = len(outcomes)
    extras = [_extra(o) for o in outcomes]
    wins = Counter(e["winner"] for e in extras if e["winner"] is not None)
    reasons = Counter(e["ended_by"] for e in extras)
    mean_turns, sd_turns = mean_and_sd([o.turns for o in outcomes])
    seats = []
    for seat, bot in enumerate(bots):
        w = wins.get(seat, 0)
        low, high = wilson_interval(w, n)
        first = [e["stats"][seat]["first_cast_turn"] for e in extras
                 if e["stats"][seat]["first_cast_turn"] is not None]

        def mean(key: str, seat: int = seat) -> float:
            return sum(e["stats"][seat][key] for e in extras) / n if n else 0.0

        seats.append({
            "seat": seat, "bot": bot, "commander": " + ".join(settings.commanders[seat]),
            "wins": w, "win_rate": w / n if n else 0.0, "ci95": [low, high],
            "first_cast_turn": sum(first) / len(first) if first else None,
            "cast_in_share": len(first) / n if n else 0.0,
            "recasts": sum(max(0, e["stats"][seat]["casts_from_command"] - 1)
                           for e in extras) / n if n else 0.0,
            "tax_paid": mean("tax_paid"), "commander_damage": mean("commander_damage_dealt"),
            "victory_points": sum(e["victory_points"][seat] for e in extras) / n if n else 0.0,
        })
    return {"game": "commander", "games": n, "seed": seed, "players": len(bots),
            "rules": settings.effective_rules.name, "house_rules": list(settings.house_rules),
            "mean_turns": mean_turns, "sd_turns": sd_turns,
            "end_reasons": {r: reasons.get(r, 0) for r in END_REASONS if reasons.get(r, 0)},
            "seats": seats}


def _extra(outcome: GameOutcome) -> dict[str, Any]:
    if outcome.extra is None:
        raise ValueError(f"game {outcome.index} was not played as a Commander game")
    return outcome.extra
