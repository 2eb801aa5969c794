"""Running a simulation from the command line, for every game: the progress bar, the backend,
the records folder and the Parquet results file (one row per game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from cardtable.cli._app import console
from cardtable.sim.backends import LocalBackend, RayBackend
from cardtable.sim.runner import GameOutcome, GameSpec, run_games
from cardtable.sim.runner import save_records as write_records


def run_with_progress(spec: GameSpec, seats: Sequence[str], games: int, seed: int,
                      workers: int, keep_records: bool, backend: LocalBackend | RayBackend,
                      quiet: bool, kernel: bool = False) -> list[GameOutcome]:
    """Play the games on ``backend``, with a progress bar on a terminal unless ``quiet``."""
    if quiet or not console.is_terminal:
        return run_games(spec, seats, games, seed, workers, keep_records, backend=backend,
                         kernel=kernel)
    with Progress(
        TextColumn("[bold]simulating"), BarColumn(), MofNCompleteColumn(),
        TimeRemainingColumn(), console=console, transient=True,
    ) as progress:
        task = progress.add_task("games", total=games)
        return run_games(spec, seats, games, seed, workers, keep_records,
                         progress=lambda k: progress.advance(task, k), backend=backend,
                         kernel=kernel)


def check_out(out: Path | None) -> None:
    """Fail before any game is played if ``--out`` cannot be written (no pyarrow)."""
    if out is not None:
        from cardtable.sim.results import import_pyarrow

        import_pyarrow()


def write_outputs(outcomes: Sequence[GameOutcome], seats: Sequence[str], seed: int, game: str,
                  settings: Mapping[str, Any], out: Path | None, records: Path | None,
                  quiet: bool) -> None:
    """Append one row per game to ``out`` and write each game's record into ``records``."""
    if out is not None:
        from cardtable.sim.results import append_results, next_run, rows

        total = append_results(out, rows(outcomes, seats, seed, game, settings, next_run(out)))
        if not quiet:
            console.print(f"appended {len(outcomes)} games to {out} ({total} in all)")
    if records is not None:
        written = list(write_records(outcomes, records))
        if not quiet:
            console.print(f"wrote {len(written)} records to {records}")
