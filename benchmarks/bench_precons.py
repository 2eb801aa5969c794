"""The four real Commander precons at one table, thousands of seeded games (issues 10 and 16).

    python benchmarks/bench_precons.py [--games N] [--seed S] [--workers K] [--no-check]
                                       [--json FILE]

Seats 0-3 are Nature of the Beast (Marath), Swell the Host (Ezuri), Sworn to Darkness (Ob
Nixilis) and Vampiric Bloodlust (Edgar Markov), read from ``shared/data/decks/commander`` with
their cards compiled from the 2022-04-25 MTGJSON Oracle text; every seat is the ``commander``
bot. Game ``i`` is seeded ``derive_seed(S, i)`` as in ``cardtable simulate commander``, so the
table does not depend on ``--workers``. Unless ``--no-check``, the engine's invariants
(magic.md §3) are checked after every action and every record is replayed and compared.

Prints the stand-ins (cards still unsupported, played vanilla — named, never hidden), the games
that failed (by index and seed; the run goes on, then exits 1), then the results table in
Markdown: per-seat wins with 95% Wilson intervals, how games ended, mean turns and CPU seconds
per game.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from cardtable.agents.magic.commander import commander_bot  # noqa: E402
from cardtable.analysis.stats import mean_and_sd, wilson_interval  # noqa: E402
from cardtable.core.rng import derive_seed  # noqa: E402
from cardtable.games.magic.commander.decks import (  # noqa: E402
    commander_cards,
    read_commander_deck,
)
from cardtable.games.magic.commander.game import (  # noqa: E402
    CommanderGame,
    CommanderSettings,
    replay,
)
from cardtable.games.magic.oracle.decks import deck_cards, deck_file_names  # noqa: E402

PRECONS = ROOT.parent / "shared" / "data" / "decks" / "commander"
FILES = ("nature-of-the-beast-C13.txt", "swell-the-host-C15.txt", "sworn-to-darkness-C14.txt",
         "vampiric-bloodlust-C17.txt")


def table_settings() -> tuple[CommanderSettings, list[str]]:
    paths = [PRECONS / f for f in FILES]
    cards, warnings = deck_cards([(p.name, deck_file_names(p)) for p in paths],
                                 commander_cards(), allow_unsupported=True)
    seats = [read_commander_deck(p, cards) for p in paths]
    settings = CommanderSettings(tuple(d.cards for d in seats),
                                 tuple(d.commanders for d in seats), cards, turn_limit=100)
    return settings, warnings


def play_game(settings: CommanderSettings, seed: int, index: int,
              check: bool) -> tuple[CommanderGame, int]:
    """Game ``index`` of the table played to its end by the bots (the invariants checked after
    every action when ``check``); the game and the number of actions."""
    game = CommanderGame(settings, derive_seed(seed, index))
    bots = [commander_bot("commander", derive_seed(seed, index, seat)) for seat in range(4)]
    invariants = None
    if check:
        from tests.magic.test_conformance import Invariants

        invariants = Invariants(game)
    made = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), decision),
                   player=decision.player, decision_id=decision.id)
        made += 1
        if invariants is not None:
            invariants.check(made)
        if made > 200_000:
            raise RuntimeError(f"game {index} did not end")
    return game, made


def play(settings: CommanderSettings, seed: int, index: int, check: bool) -> dict[str, Any]:
    game, made = play_game(settings, seed, index, check)
    result = game.result
    assert result is not None
    if check:
        again = replay(game.record)
        if again.result is None or again.result.to_json() != result.to_json():
            raise RuntimeError(f"game {index}: the record does not replay to its result")
    winner = result.ranking[0] if result.reason == "last_player_standing" else None
    return {"index": index, "winner": winner, "reason": game.end_reason(),
            "turns": result.turns, "actions": made}


def play_or_fail(settings: CommanderSettings, seed: int, index: int,
                 check: bool) -> dict[str, Any]:
    """One game; a failure (a broken invariant, a record that does not replay, an engine
    error) is returned with its index, so one bad game never loses the rest of the run."""
    try:
        return play(settings, seed, index, check)
    except Exception as error:  # reported per game; the run then exits non-zero
        return {"index": index, "failed": f"{type(error).__name__}: {error}"}


def _chunk(job: tuple[dict[str, Any], int, list[int], bool]) -> list[dict[str, Any]]:
    data, seed, indices, check = job
    settings = CommanderSettings.from_json(data)
    return [play_or_fail(settings, seed, i, check) for i in indices]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--no-check", action="store_true",
                        help="skip the invariants and the replay of each record")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args()
    settings, warnings = table_settings()
    check = not args.no_check
    wall, cpu = time.perf_counter(), time.process_time()
    if args.workers <= 1:
        outcomes = [play_or_fail(settings, args.seed, i, check) for i in range(args.games)]
    else:
        data = settings.to_json()
        size = max(1, min(10, args.games // (args.workers * 4) or 1))
        jobs = [(data, args.seed, list(range(s, min(args.games, s + size))), check)
                for s in range(0, args.games, size)]
        outcomes = []
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            for part in pool.map(_chunk, jobs):
                outcomes.extend(part)
    wall = time.perf_counter() - wall
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = time.process_time() - cpu + children.ru_utime + children.ru_stime
    failures = [o for o in outcomes if "failed" in o]
    outcomes = [o for o in outcomes if "failed" not in o]
    n = len(outcomes)
    wins = Counter(o["winner"] for o in outcomes if o["winner"] is not None)
    reasons = Counter(o["reason"] for o in outcomes)
    mean_turns, sd_turns = mean_and_sd([o["turns"] for o in outcomes])
    stood_in = sorted(w.removeprefix("STAND-IN: ").split(" plays as ")[0] for w in warnings)
    print(f"{n} four-player games among the precons, seed {args.seed}, {args.workers} "
          f"worker(s), invariants and replay {'checked' if check else 'not checked'}; "
          f"{wall:.0f} s wall, {cpu:.0f} s CPU ({cpu / max(n, 1):.2f} CPU seconds per game)")
    print(f"stand-ins (unsupported cards played vanilla): {len(stood_in)}")
    print(f"failed games: {len(failures)}" + "".join(
        f"\n  game {o['index']} (seed {derive_seed(args.seed, o['index'])}): {o['failed']}"
        for o in failures))
    print()
    print("| seat | deck | commander | wins | win rate | 95% interval |")
    print("|---|---|---|---:|---:|---|")
    rows = []
    for seat, path in enumerate(FILES):
        w = wins.get(seat, 0)
        low, high = wilson_interval(w, n)
        commander = " + ".join(settings.commanders[seat])
        rows.append({"seat": seat, "deck": path, "commander": commander, "wins": w,
                     "ci95": [low, high]})
        print(f"| {seat} | {path.removesuffix('.txt')} | {commander} | {w} | {w / max(n, 1):.1%} | "
              f"{low:.1%} – {high:.1%} |")
    print()
    print("ended by: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common())
          + f"; turns per game: mean {mean_turns:.1f}, sd {sd_turns:.1f}")
    if args.json is not None:
        args.json.write_text(json.dumps({
            "games": n, "seed": args.seed, "workers": args.workers, "checked": check,
            "wall_seconds": wall, "cpu_seconds": cpu, "seats": rows, "end_reasons": dict(reasons),
            "mean_turns": mean_turns, "sd_turns": sd_turns, "stand_ins": stood_in,
            "failures": failures}, indent=1))
    if failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
