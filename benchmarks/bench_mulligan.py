"""Mulligan calculator benchmarks: Monte Carlo sequences per second and exact-answer time.

Run: ``PYTHONPATH=src python benchmarks/bench_mulligan.py [--samples N]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from cardtable.analysis.mulligan import (
    Question,
    exact_odds,
    monte_carlo_odds,
    parse_condition,
    parse_counts,
    parse_goal,
)
from cardtable.analysis.mulligan import question as question_module
from cardtable.rules.mulligan import resolve_rule


def make(counts: str, keep: str, rule: str = "london", goal: str | None = None,
         **options: int) -> Question:
    deck = parse_counts(counts)
    return Question(deck, resolve_rule(rule), parse_condition(keep, deck.categories),
                    goal=parse_goal(goal, deck.categories) if goal else None, **options)


def clear_caches() -> None:
    question_module.hypergeometric_pmf.cache_clear()
    question_module._kept_hand.cache_clear()
    question_module.plain_probability.cache_clear()
    question_module.scry_keeps_on_top.cache_clear()


def monte_carlo_rate(question: Question, samples: int, workers: int) -> tuple[float, float]:
    """Sequences per second of wall-clock time, and (one process) per second of CPU time."""
    monte_carlo_odds(question, min(samples, 1 << 19), seed=0, workers=1)  # warm up
    start, cpu = time.perf_counter(), time.process_time()
    monte_carlo_odds(question, samples, seed=1, workers=workers)
    return samples / (time.perf_counter() - start), samples / (time.process_time() - cpu)


def exact_time(question: Question, repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        clear_caches()
        start = time.perf_counter()
        exact_odds(question)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=4_000_000)
    args = parser.parse_args()
    cores = min(2, os.cpu_count() or 1)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Monte Carlo ({args.samples:,} sequences per run, {os.cpu_count()} CPUs, "
          f"load average {load:.2f})")
    print("(wall-clock rates; the CPU-time rate of one process shows the speed on an idle core)")
    print(f"{'question':<52} {'1 core':>12} {'1 core CPU':>12} {f'{cores} cores':>12}")
    cases = [
        ("London, land=24,spell=36, keep land=2..5",
         make("land=24,spell=36", "land=2..5")),
        ("London, same, goal land>=3 by turn 3",
         make("land=24,spell=36", "land=2..5", goal="land>=3 by turn 3")),
        ("Vancouver, land=24,ramp=8,spell=28, goal, scry",
         make("land=24,ramp=8,spell=28", "land=2..5,ramp>=1", rule="vancouver",
              goal="land>=3 by turn 3")),
        ("Partial Paris, land=24,spell=36, goal by turn 3",
         make("land=24,spell=36", "land=2..5", rule="partial-paris",
              goal="land>=3 by turn 3")),
    ]
    for label, q in cases:
        one, one_cpu = monte_carlo_rate(q, args.samples, 1)
        two, _ = monte_carlo_rate(q, args.samples, cores)
        print(f"{label:<52} {one / 1e6:>8.2f} M/s {one_cpu / 1e6:>8.2f} M/s {two / 1e6:>8.2f} M/s")
    print()
    print("Exact answers (cold caches, median of 3)")
    exact_cases = [
        ("3 categories, London, keep land=2..5,ramp>=1",
         make("land=24,ramp=8,spell=28", "land=2..5,ramp>=1")),
        ("3 categories, London, + goal land>=3,ramp>=1 by turn 3",
         make("land=24,ramp=8,spell=28", "land=2..5,ramp>=1",
              goal="land>=3,ramp>=1 by turn 3")),
        ("4 categories, Vancouver, + goal by turn 4",
         make("land=36,ramp=10,draw=8,other=45", "land=3..5,ramp>=1", rule="vancouver",
              goal="land>=4,ramp>=1 by turn 4")),
    ]
    exact_cases += [
        ("Karsten's combo, 4 categories, London down to 4 (70.46%)",
         make("a=8,b=8,land=20,other=24", "a>=1,b>=1,land>=2", goal="a>=1,b>=1,land>=2",
              down_to=4)),
        ("Partial Paris, 2 categories, goal by turn 3",
         make("land=24,spell=36", "land=2..5", rule="partial-paris",
              goal="land>=3 by turn 3")),
        ("Serum Powder, London, 3 categories (60 cards), goal",
         make("land=24,powder=4,other=32", "land=3..4", goal="land>=3 by turn 3",
              powder=1)),
    ]
    for label, q in exact_cases:
        print(f"{label:<58} {exact_time(q) * 1000:>9.1f} ms")


if __name__ == "__main__":
    main()
