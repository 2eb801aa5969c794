"""The search bot's strength (issue 31): 1 search bot against 3 ``commander`` bots in 4-player
Commander with the four shared precons (seats rotated), and/or 1 search bot against
``heuristic`` in 2-player Magic (bundled decks, seats alternated).

    python benchmarks/bench_search.py [--commander N] [--magic N] [--search search:4]
        [--magic-search search:8] [--seed S] [--workers K] [--jsonl FILE]

Games are seeded exactly as ``cardtable ladder`` seeds them (game ``i``: ``derive_seed(S, i)``,
pod ``i mod 4`` of the rotation), and each finished game is appended to ``--jsonl`` at once, so a
run stopped early still leaves every game it finished. Prints the search bot's win share with
its 95% Wilson interval, CPU seconds per searched decision and the slowest decision.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from cardtable.analysis.stats import wilson_interval  # noqa: E402
from cardtable.sim.ladder import LadderTask, PodOutcome, schedule  # noqa: E402

PRECONS = Path(os.environ.get("CARDTABLE_PRECONS", "/work/shared/data/decks/commander"))
FILES = ("nature-of-the-beast-C13.txt", "swell-the-host-C15.txt", "sworn-to-darkness-C14.txt",
         "vampiric-bloodlust-C17.txt")


def commander_settings() -> dict[str, Any]:
    from cardtable.cli.commander import build_settings

    settings = build_settings([PRECONS / f for f in FILES], 4, [], None, None, 100, False,
                              quiet=True, allow_unsupported=True)
    data: dict[str, Any] = settings.to_json()
    return data


def magic_settings() -> dict[str, Any]:
    from cardtable.cli.magic import _settings

    data: dict[str, Any] = _settings([], 2, 0).to_json()
    return data


def play(job: tuple[LadderTask, int]) -> tuple[str, PodOutcome]:
    task, index = job
    return task.game, task((index,))[0]


def report(label: str, outcomes: list[PodOutcome], searcher: str) -> dict[str, Any]:
    n = len(outcomes)
    wins = sum(1 for o in outcomes if o.winner is not None and o.bots[o.winner] == searcher)
    decisions = sum(o.searched[o.bots.index(searcher)] for o in outcomes)
    cpu = sum(o.search_cpu[o.bots.index(searcher)] for o in outcomes)
    low, high = wilson_interval(wins, n)
    out = {"table": label, "bot": searcher, "games": n, "wins": wins,
           "win_share": wins / n if n else 0.0, "ci95": [low, high],
           "cpu_per_searched_decision": cpu / decisions if decisions else 0.0,
           "searched_decisions_per_game": decisions / n if n else 0.0,
           "slowest_decision_s": max((o.slowest for o in outcomes), default=0.0),
           "slowest_decision_cpu_s": max((o.slowest_cpu for o in outcomes), default=0.0),
           "mean_turns": sum(o.turns for o in outcomes) / n if n else 0.0}
    print(f"{label}: {searcher} won {wins}/{n} = {out['win_share']:.1%} "
          f"(95% CI {low:.1%} – {high:.1%}); {out['cpu_per_searched_decision']:.3f} CPU s per "
          f"searched decision, {out['searched_decisions_per_game']:.0f} searched per game, "
          f"slowest {out['slowest_decision_s']:.2f} s ({out['slowest_decision_cpu_s']:.2f} CPU s)")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--commander", type=int, default=100)
    parser.add_argument("--magic", type=int, default=100)
    parser.add_argument("--search", default="search:4")
    parser.add_argument("--magic-search", default="search:8")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--jsonl", type=Path, default=None)
    parser.add_argument("--summarize", type=Path, default=None,
                        help="only summarize a JSONL file of finished games")
    args = parser.parse_args()
    done: dict[str, list[PodOutcome]] = {"commander": [], "magic": []}
    if args.summarize is None:
        jobs: list[tuple[LadderTask, int]] = []
        c_task = LadderTask("commander", commander_settings(), tuple(schedule(
            [args.search, "commander", "commander", "commander"], 4)), args.seed)
        m_task = LadderTask("magic", magic_settings(), tuple(schedule(
            [args.magic_search, "heuristic"], 2)), args.seed)
        for i in range(max(args.commander, args.magic)):  # interleaved: both grow together
            if i < args.commander:
                jobs.append((c_task, i))
            if i < args.magic:
                jobs.append((m_task, i))
        sink = args.jsonl.open("a") if args.jsonl else None
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            for future in as_completed([pool.submit(play, job) for job in jobs]):
                kind, outcome = future.result()
                done[kind].append(outcome)
                if sink is not None:
                    sink.write(json.dumps({"table": kind, **asdict(outcome)}) + "\n")
                    sink.flush()
    else:
        for line in args.summarize.read_text().splitlines():
            row = json.loads(line)
            kind = row.pop("table")
            row["bots"] = tuple(row["bots"])
            row["groups"] = tuple(tuple(g) for g in row["groups"])
            row["searched"] = tuple(row["searched"])
            row["search_cpu"] = tuple(row["search_cpu"])
            done[kind].append(PodOutcome(**row))
    for kind in ("commander", "magic"):
        outcomes = sorted(done[kind], key=lambda o: o.index)
        if outcomes:
            searcher = next(b for b in outcomes[0].bots if b.startswith("search"))
            print(json.dumps(report(kind, outcomes, searcher)))


if __name__ == "__main__":
    main()
