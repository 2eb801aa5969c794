"""Running many Magic games between bots, in this process or on a process pool.

Like Dominarion's runner (:mod:`cardtable.sim.runner`): game ``i`` of a run with seed ``S`` is
seeded ``derive_seed(S, i)`` and each seat's bot ``derive_seed(S, i, seat)``, so results depend
only on the seed and the settings, never on the number of workers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cardtable.agents.magic import magic_bot
from cardtable.analysis.stats import mean_and_sd, wilson_interval
from cardtable.core.rng import derive_seed
from cardtable.games.magic.game import MagicSettings, new_game
from cardtable.sim.runner import GameOutcome, RunSummary, SeatSummary

END_REASONS = ("last_player_standing", "draw", "turn_limit")


def play_one(settings: MagicSettings, bots: Sequence[str], seed: int, index: int,
             keep_record: bool = False) -> GameOutcome:
    game_seed = derive_seed(seed, index)
    game = new_game(settings, game_seed)
    agents = [magic_bot(name, derive_seed(seed, index, seat)) for seat, name in enumerate(bots)]
    while True:
        decision = game.pending
        if decision is None:
            break
        game.apply(agents[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player)
    result = game.result
    assert result is not None
    return GameOutcome(index=index, seed=game_seed, ranking=result.ranking,
                       scores=result.scores, turns=result.turns, reason=result.reason,
                       tied_on_top=len(result.groups[0]) > 1,
                       record=game.record.to_json() if keep_record else None)


def _chunk(args: tuple[dict[str, Any], tuple[str, ...], int, list[int], bool]
           ) -> list[GameOutcome]:
    settings_json, bots, seed, indices, keep = args
    settings = MagicSettings.from_json(settings_json)
    return [play_one(settings, bots, seed, i, keep) for i in indices]


def run(settings: MagicSettings, bots: Sequence[str], games: int, seed: int = 0,
        workers: int = 1, keep_records: bool = False,
        progress: Callable[[int], None] | None = None) -> list[GameOutcome]:
    for name in set(bots):
        magic_bot(name)  # fail fast on an unknown bot
    bots = tuple(bots)
    if workers <= 1 or games < 2:
        out = []
        for i in range(games):
            out.append(play_one(settings, bots, seed, i, keep_records))
            if progress:
                progress(1)
        return out
    chunk = max(1, min(20, games // (workers * 4) or 1))
    data = settings.to_json()
    jobs = [(data, bots, seed, list(range(s, min(games, s + chunk))), keep_records)
            for s in range(0, games, chunk)]
    outcomes: list[GameOutcome] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for part in pool.map(_chunk, jobs):
            outcomes.extend(part)
            if progress:
                progress(len(part))
    return outcomes


def summarize(outcomes: Sequence[GameOutcome], bots: Sequence[str], seed: int) -> RunSummary:
    n = len(outcomes)
    wins = Counter(o.ranking[0] for o in outcomes if not o.tied_on_top)
    seats = []
    for seat, bot in enumerate(bots):
        w = wins.get(seat, 0)
        mean_life = sum(o.scores[seat] for o in outcomes) / n if n else 0.0
        seats.append(SeatSummary(bot, w, w / n if n else 0.0, wilson_interval(w, n), mean_life))
    mean_turns, sd_turns = mean_and_sd([o.turns for o in outcomes])
    reasons = Counter(o.reason for o in outcomes)
    return RunSummary(game="magic", games=n, seed=seed, players=len(bots), seats=tuple(seats),
                      ties=sum(1 for o in outcomes if o.tied_on_top), mean_turns=mean_turns,
                      sd_turns=sd_turns,
                      end_reasons={r: reasons.get(r, 0) for r in END_REASONS})
