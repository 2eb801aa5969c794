"""``cardtable ladder``: seeded round-robin pods between the bots of any game (Commander, Magic,
Dominarion strategies), with Bradley–Terry ratings (Elo scale, 95% bootstrap intervals) and win
shares by seat. The game and its player counts come from the games registry."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.table import Table

from cardtable.cli._app import app, console
from cardtable.core.errors import SettingsError


@app.command()
def ladder(
    game: str = typer.Argument(..., help="commander (4 players), magic (2) or dominarion (4)."),
    bots: str | None = typer.Option(
        None, "--bots",
        help="Default: every bot the game has. Bots, comma-separated: random, heuristic, "
        "commander (Commander only), "
        "search[:PLAYOUTS|:SECONDSs]; for Dominarion its strategies (rush, big…), ismcts or "
        "strategy files."),
    games: int = typer.Option(100, "--games", "-n", min=1, help="How many games to play."),
    players: int | None = typer.Option(
        None, "--players", "-p", help="Seats per pod (default: the game's, e.g. 4 for "
        "commander, 2 for magic)."),
    seed: int = typer.Option(0, "--seed", min=0, help="Seed of the whole ladder."),
    think: float | None = typer.Option(
        None, "--think", help="CPU seconds per searched decision for a bare 'search' "
        "(instead of its playout budget; the results then depend on the machine)."),
    workers: int = typer.Option(1, "--workers", "-w", min=1, help="Processes to use."),
    backend: str = typer.Option("local", "--backend", help="local or ray (the [ray] extra)."),
    address: str | None = typer.Option(None, "--address", help="With --backend ray: the "
                                       "cluster address (default: start a local one)."),
    deck: list[Path] = typer.Option([], "--deck", help="A deck file per seat (repeat); "
                                    "default: the bundled decks."),
    turn_limit: int = typer.Option(0, "--turn-limit", help="Turns before a game is scored "
                                   "(default 25 per player)."),
    allow_unsupported: bool = typer.Option(
        False, "--allow-unsupported", help="Play unsupported cards as vanilla stand-ins."),
    out: Path | None = typer.Option(None, "--out", help="Write one row per game to this "
                                    "Parquet file."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
) -> None:
    """Play seeded round-robin pods and rate the bots. The same seed gives the same table."""
    from cardtable.games import registry
    from cardtable.sim.backends import make_backend
    from cardtable.sim.ladder import LadderTask, game_kind, schedule, summarize, write_parquet

    info = registry.get(game)
    kind = info.name
    if bots is None:
        from cardtable.agents.registry import agent_names

        bots = ",".join(agent_names(kind))
    names = [b.strip() for b in bots.split(",") if b.strip()]
    if think is not None:
        if think <= 0:
            raise SettingsError(f"--think takes a positive number of seconds, not {think}")
        names = [f"search:{think}s" if n == "search" else n for n in names]
    seats = players or info.default_players
    info.check_players(seats)
    settings: Any
    if kind == "dominarion":
        from cardtable.games.dominarion import DominarionSettings

        if deck:
            raise SettingsError("Dominarion is played from its card pool; --deck is for Magic "
                                "and Commander")
        settings = DominarionSettings(players=seats)
        if turn_limit:
            settings = DominarionSettings(players=seats, turn_limit=turn_limit)
    elif kind == "commander":
        from cardtable.cli.commander import build_settings

        settings = build_settings(deck, seats, [], None, None, turn_limit, False,
                                  quiet=as_json, allow_unsupported=allow_unsupported)
    else:
        from cardtable.cli.magic import _settings

        settings = _settings(deck, seats, turn_limit, allow_unsupported)
    data = settings.to_json()
    _make_game, make_bot = game_kind(kind, data)
    for name in names:
        make_bot(name, 0)  # an unknown bot fails before any game
    if out is not None:
        from cardtable.sim.results import import_pyarrow

        import_pyarrow()
    pods = schedule(names, seats)
    task = LadderTask(kind, data, tuple(pods), seed)
    outcomes = make_backend(backend, workers, address).run(task, games)
    summary = summarize(outcomes, kind, names, seed)
    if out is not None:
        write_parquet(outcomes, out)
    if as_json:
        print(json.dumps(summary.to_json()))
        return
    table = Table(title=f"{kind} ladder: {games} games, {seats} seats, seed {seed}")
    for column in ("bot", "rating", "95% CI", "games", "wins", "win share", "95% CI",
                   "wins by seat"):
        table.add_column(column)
    for r in summary.ratings:
        table.add_row(r.bot, f"{r.elo:.0f}", f"{r.low:.0f} – {r.high:.0f}", str(r.games),
                      str(r.wins), f"{r.win_share:.1%}", f"{r.win_ci[0]:.1%} – {r.win_ci[1]:.1%}",
                      " ".join(f"{w}/{n}" for _s, w, n in r.seat_shares))
    console.print(table)
    console.print(f"turns per game: mean {summary.mean_turns:.1f}")
    for name, cpu in summary.search_cpu_per_decision.items():
        console.print(f"{name}: {cpu:.3f} CPU s per searched decision")
    if summary.search_cpu_per_decision:
        console.print(f"slowest searched decision: {summary.slowest_decision:.2f} s "
                      f"({summary.slowest_decision_cpu:.2f} CPU s)")
    if out is not None:
        console.print(f"wrote {len(outcomes)} games to {out}")
