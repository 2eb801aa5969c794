"""Many Commander games between bots (issue 16 item 4), seeded like the Magic runner: game ``i``
of a run with seed ``S`` is seeded ``derive_seed(S, i)``, each seat's bot
``derive_seed(S, i, seat)``; results do not depend on the number of workers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from cardtable.agents.magic.commander import commander_bot
from cardtable.analysis.stats import mean_and_sd, wilson_interval
from cardtable.core.rng import derive_seed
from cardtable.games.magic.commander.game import CommanderGame, CommanderSettings

END_REASONS = ("life", "commander_damage", "poison", "decking", "concession", "turn_limit",
               "draw", "other")


@dataclass(frozen=True)
class CommanderOutcome:
    index: int
    seed: int
    winner: int | None
    reason: str
    turns: int
    stats: tuple[dict[str, Any], ...]
    victory_points: tuple[int, ...]
    record: dict[str, Any] | None = None


def play_one(settings: CommanderSettings, bots: Sequence[str], seed: int, index: int,
             keep_record: bool = False) -> CommanderOutcome:
    game_seed = derive_seed(seed, index)
    game = CommanderGame(settings, game_seed)
    agents = [commander_bot(name, derive_seed(seed, index, seat))
              for seat, name in enumerate(bots)]
    while True:
        decision = game.pending
        if decision is None:
            break
        agent = agents[decision.player]
        quick = getattr(agent, "quick_answer", None)  # an answer that needs no view
        action = quick(decision) if quick is not None else None
        if action is None:
            action = agent.choose(game.view(decision.player), decision)
        game.apply(action, player=decision.player)
    result = game.result
    assert result is not None
    winner = result.ranking[0] if result.reason == "last_player_standing" else None
    return CommanderOutcome(index, game_seed, winner, game.end_reason(), result.turns,
                            tuple(dict(vars(s)) for s in game.stats), game.victory_points(),
                            game.record.to_json() if keep_record else None)


def _chunk(args: tuple[dict[str, Any], tuple[str, ...], int, list[int], bool]
           ) -> list[CommanderOutcome]:
    data, bots, seed, indices, keep = args
    settings = CommanderSettings.from_json(data)
    return [play_one(settings, bots, seed, i, keep) for i in indices]


def run(settings: CommanderSettings, bots: Sequence[str], games: int, seed: int = 0,
        workers: int = 1, keep_records: bool = False) -> list[CommanderOutcome]:
    for name in set(bots):
        commander_bot(name)  # an unknown bot fails before any game
    bots = tuple(bots)
    if workers <= 1 or games < 2:
        return [play_one(settings, bots, seed, i, keep_records) for i in range(games)]
    chunk = max(1, min(10, games // (workers * 4) or 1))
    data = settings.to_json()
    jobs = [(data, bots, seed, list(range(s, min(games, s + chunk))), keep_records)
            for s in range(0, games, chunk)]
    out: list[CommanderOutcome] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for part in pool.map(_chunk, jobs):
            out.extend(part)
    return out


def summarize(outcomes: Sequence[CommanderOutcome], settings: CommanderSettings,
              bots: Sequence[str], seed: int) -> dict[str, Any]:
    """Per-seat wins with 95% Wilson intervals, how games ended, mean turns, and per deck: the
    turn its commander was first cast (the owner's own turn count), times recast, mana spent on
    tax and commander damage dealt (means over games)."""
    n = len(outcomes)
    wins = Counter(o.winner for o in outcomes if o.winner is not None)
    reasons = Counter(o.reason for o in outcomes)
    mean_turns, sd_turns = mean_and_sd([o.turns for o in outcomes])
    seats = []
    for seat, bot in enumerate(bots):
        w = wins.get(seat, 0)
        low, high = wilson_interval(w, n)
        first = [o.stats[seat]["first_cast_turn"] for o in outcomes
                 if o.stats[seat]["first_cast_turn"] is not None]

        def mean(key: str, seat: int = seat) -> float:
            return sum(o.stats[seat][key] for o in outcomes) / n if n else 0.0

        seats.append({
            "seat": seat, "bot": bot, "commander": " + ".join(settings.commanders[seat]),
            "wins": w, "win_rate": w / n if n else 0.0, "ci95": [low, high],
            "first_cast_turn": sum(first) / len(first) if first else None,
            "cast_in_share": len(first) / n if n else 0.0,
            "recasts": sum(max(0, o.stats[seat]["casts_from_command"] - 1)
                           for o in outcomes) / n if n else 0.0,
            "tax_paid": mean("tax_paid"), "commander_damage": mean("commander_damage_dealt"),
            "victory_points": sum(o.victory_points[seat] for o in outcomes) / n if n else 0.0,
        })
    return {"game": "commander", "games": n, "seed": seed, "players": len(bots),
            "rules": settings.effective_rules.name, "house_rules": list(settings.house_rules),
            "mean_turns": mean_turns, "sd_turns": sd_turns,
            "end_reasons": {r: reasons.get(r, 0) for r in END_REASONS if reasons.get(r, 0)},
            "seats": seats}
