"""``cardtable analyze``: win rates, head-to-head and turn order from a results file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.table import Table

from cardtable.cli._app import app, console
from cardtable.core.errors import SettingsError

if TYPE_CHECKING:
    from cardtable.sim.analyze import Rate


@app.command()
def analyze(
    results: Path = typer.Argument(..., help="A results file written by simulate --out."),
    plots: Path | None = typer.Option(
        None, "--plots", help="Also draw the charts (PNG) into this folder."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
) -> None:
    """Win rate per bot and per seat with 95% Wilson intervals, the head-to-head matrix and
    win rate by turn order, from a Parquet file of games (DuckDB; needs the \\[analysis] extra)."""
    from cardtable.sim.analyze import analyze as run_analysis
    from cardtable.sim.analyze import plot

    if not results.is_file():
        raise SettingsError(f"{results}: no such file; write one with "
                            "'cardtable simulate dominarion --out FILE.parquet'")
    analysis = run_analysis(results)
    written = plot(analysis, plots) if plots is not None else []
    if as_json:
        print(json.dumps({**analysis.to_json(), "plots": [str(p) for p in written]}))
        return
    console.print(f"{analysis.games} games (mean {analysis.mean_turns:.1f} turns)"
                  + (f"; {analysis.duplicates} repeated games counted once"
                     if analysis.duplicates else ""))

    def table(title: str, key_columns: tuple[str, ...], rows: dict[Any, Rate]) -> None:
        out = Table(title=title)
        for column in (*key_columns, "games", "wins", "win rate", "95% CI"):
            out.add_column(column, justify="left" if column in ("bot", "opponent") else "right")
        for key, rate in rows.items():
            keys = key if isinstance(key, tuple) else (key,)
            low, high = rate.ci95
            out.add_row(*(str(k) for k in keys), str(rate.games), str(rate.wins),
                        f"{rate.rate:.1%}", f"{low:.1%} – {high:.1%}")
        console.print(out)

    table("Win rate by bot", ("bot",), dict(analysis.by_bot))
    table("Win rate by bot and seat", ("bot", "seat"), dict(analysis.by_seat))
    table("Win rate by position in the turn order", ("bot", "position"),
          dict(analysis.by_turn_position))
    matrix = Table(title="Head to head: how often the row bot finished above the column bot")
    bots = list(analysis.by_bot)
    matrix.add_column("")
    for bot in bots:
        matrix.add_column(bot, justify="right")
    for row in bots:
        cells = []
        for column in bots:
            rate = analysis.head_to_head.get((row, column))
            cells.append("–" if rate is None else
                         f"{rate.rate:.0%} ({rate.ci95[0]:.0%}–{rate.ci95[1]:.0%})")
        matrix.add_row(row, *cells)
    console.print(matrix)
    console.print("ended by: " + ", ".join(f"{k} {v}" for k, v in analysis.end_reasons.items()))
    for path in written:
        console.print(f"wrote {path}")
