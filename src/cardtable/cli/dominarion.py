"""Dominarion at the command line: what ``cardtable play``, ``simulate`` and ``replay``
(:mod:`cardtable.cli.games`) do for a Dominarion game, and the options only Dominarion takes."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import typer
from rich.table import Table

from cardtable.cli._app import console, console_error
from cardtable.core.errors import CardTableError, RecordError, SettingsError
from cardtable.core.record import GameRecord


def _settings(players: int, pool: Path | None, **options: Any) -> Any:
    """Settings from the command's options; a pool file becomes card facts in the settings,
    so that records replay without the card database."""
    from cardtable.games.dominarion import DominarionSettings

    if pool is not None:
        from cardtable.cards.pool_file import card_row, read_pool_file

        options["pool_cards"] = tuple(card_row(card) for card in read_pool_file(pool))
    return DominarionSettings(players=players, **options)


def _pool_warnings(settings: Any) -> list[str]:
    """DOM-1.6: a warning naming each card of the pool that does not fit a supply."""
    from cardtable.games.dominarion.setup import pool_for, sort_pool

    return sort_pool(pool_for(settings))[1]


PoolOption = typer.Option(
    None, "--pool", help="Your own card pool: a CSV or JSON of card facts "
    "(name,mana_cost,type_line,power,toughness) or a file of card names looked up in the card "
    "database. Default: the bundled pool."
)
LandsOption = typer.Option(18, "--lands-per-type", help="Basic lands of each type (15-20).")
HouseRuleOption = typer.Option(
    [], "--house-rule", help="Commander: a house rule (CMD-3) by name (repeat).")
RulesDateOption = typer.Option(
    None, "--rules-date", help="Commander: the rules in force on YYYY-MM-DD (CMD-4).")
PresetOption = typer.Option(None, "--preset", help="Commander: current, 2019 or mtgo (CMD-4).")
AllowIllegalOption = typer.Option(
    False, "--allow-illegal", help="Commander: play decks that fail the CMD-1 check.")
AllowUnsupportedOption = typer.Option(
    False, "--allow-unsupported", help="Magic/Commander: play a deck whose cards the engine "
    "does not fully support, each such card as a vanilla stand-in (announced as STAND-IN).")
DeckOption = typer.Option(
    [], "--deck", help="Magic: a deck file per seat (repeat); default: the bundled decks."
)


def _resumed(path: Path, seat: list[str]) -> tuple[Any, list[str], int]:
    """The game a record left off at, its seats (``--seat`` overrides) and seed."""
    from cardtable.games.dominarion import replay as replay_dominarion

    record = GameRecord.load(path)
    if record.game != "dominarion":
        raise RecordError(f"{path}: a {record.game!r} record; playable: dominarion")
    if record.result is not None:
        raise RecordError(f"{path}: that game is over; `cardtable replay {path}` shows it")
    try:
        table = replay_dominarion(record)
    except RecordError as error:
        raise RecordError(f"{path}: {error}") from None
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
        raise RecordError(f"{path}: the record cannot be resumed ({error})") from None
    saved = record.extra.get("seats")
    seats = seat or (list(saved) if isinstance(saved, list) else [])
    players = table.settings.players
    if not seats:
        seats = ["human"] + [("bot:rush", "bot:big")[i % 2] for i in range(players - 1)]
    if len(seats) != players or not all(isinstance(spec, str) for spec in seats):
        raise RecordError(f"{path}: the game has {players} seats; give {players} --seat options")
    return table, seats, record.seed


def simulate(games: int, players: int, bots: str, seed: int, workers: int, backend: Any,
             out: Path | None, save_records: Path | None, kernel: bool, sorcery_mana: str,
             turn_limit: int | None, pool: Path | None, lands_per_type: int,
             as_json: bool) -> None:
    """``cardtable simulate dominarion`` (the command is :func:`cardtable.cli.games.simulate`)."""
    from cardtable.cli._run import run_with_progress, write_outputs
    from cardtable.sim.runner import DominarionSpec, summarize

    turn_limit = turn_limit or 200
    settings = _settings(players, pool, sorcery_mana=sorcery_mana, turn_limit=turn_limit,
                         lands_per_type=lands_per_type)
    warnings = _pool_warnings(settings)
    if not as_json:
        for warning in warnings:
            console.print(f"[yellow]warning:[/] {warning}", highlight=False)
    names = [b.strip() for b in bots.split(",") if b.strip()] or ["rush", "big"]
    seats = [names[i % len(names)] for i in range(players)]
    if len(names) > players:
        raise SettingsError(f"{len(names)} bots named for {players} players")
    outcomes = run_with_progress(DominarionSpec(settings), seats, games, seed, workers,
                                 save_records is not None, backend, as_json, kernel=kernel)
    summary = summarize(outcomes, seats, seed)
    write_outputs(outcomes, seats, seed, "dominarion", settings.to_json(), out, save_records,
                  as_json)
    if as_json:
        print(json.dumps({**summary.to_json(), "pool_warnings": warnings}))
        return
    table = Table(title=f"Dominarion: {games} games, {players} players, seed {seed}")
    for column in ("seat", "bot", "wins", "win rate", "95% CI", "mean score"):
        table.add_column(column, justify="right" if column != "bot" else "left")
    for i, s in enumerate(summary.seats):
        table.add_row(str(i), s.bot, str(s.wins), f"{s.win_rate:.1%}",
                      f"{s.ci95[0]:.1%} – {s.ci95[1]:.1%}", f"{s.mean_score:.1f}")
    console.print(table)
    console.print(
        f"turns per game: mean {summary.mean_turns:.1f}, sd {summary.sd_turns:.1f}; "
        f"top score tied (decided by turn order, DOM-6.3): {summary.ties}"
    )
    console.print("ended by: " + ", ".join(f"{k} {v}" for k, v in summary.end_reasons.items()))


def replay(record: GameRecord, record_file: Path, as_json: bool) -> None:
    """Replaying a Dominarion record (``cardtable replay``, :func:`cardtable.cli.games.replay`)."""
    from cardtable.games.dominarion import replay as replay_dominarion

    try:
        game = replay_dominarion(record)
    except SettingsError as error:
        raise RecordError(f"{record_file}: the record's settings are not usable: {error}") from None
    except RecordError as error:
        raise RecordError(f"{record_file}: {error}") from None
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
        # Settings or actions of the wrong types (hand-edited JSON): not a bug, a bad record.
        raise RecordError(
            f"{record_file}: the record's settings or actions have the wrong types "
            f"({type(error).__name__}: {str(error)[:120]}); it cannot be replayed"
        ) from None
    result = game.result
    if as_json:
        print(json.dumps({"replayed": True, "actions": len(record.actions),
                          "complete": result is not None,
                          "result": result.to_json() if result else None}))
        return
    if result is None:
        console.print(f"replayed {len(record.actions)} actions; the game is not finished "
                      f"(waiting for player {game.pending.player if game.pending else '?'})")
        return
    console.print(f"replayed {len(record.actions)} actions: the game ended by {result.reason} "
                  f"after {result.turns} turns")
    for place, player in enumerate(result.ranking, 1):
        console.print(f"  {place}. player {player}: {result.scores[player]}")


def play(players: int, seat: list[str], seed: int | None, save_record: Path | None,
         resume: Path | None, confirm_all: bool, pool: Path | None, lands_per_type: int) -> None:
    """``cardtable play dominarion`` (the command is :func:`cardtable.cli.games.play`)."""
    from cardtable.agents.registry import make_agent
    from cardtable.agents.search import act
    from cardtable.cli.dominarion_table import (
        HumanTerminalPlayer,
        describe_option,
        render_result,
    )
    from cardtable.games.dominarion import new_game

    if resume is not None:
        table, seats, seed = _resumed(resume, list(seat))
        players = len(seats)
    else:
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "big") & 0x7FFFFFFF
        seats = list(seat) or ["human"] + [("bot:rush", "bot:big")[i % 2]
                                           for i in range(players - 1)]
        if seat and len(seat) != players:
            players = len(seat)
        table = None
    agents: list[Any] = []
    for i, spec in enumerate(seats):
        if spec == "human":
            agents.append(HumanTerminalPlayer(console, confirm_all=confirm_all))
        elif spec.startswith("bot:"):
            agents.append(make_agent(spec[4:], seed + i))
        else:
            raise SettingsError(f"seat {spec!r}: write 'human' or 'bot:NAME' (e.g. bot:rush)")
    if table is None:
        table = new_game(settings=_settings(players, pool, lands_per_type=lands_per_type),
                         seed=seed)
        console.print(f"Dominarion, {players} players, seed {seed}. Seats: {', '.join(seats)}")
    else:
        console.print(f"Dominarion resumed from {resume} after {len(table.record.actions)} "
                      f"actions; seats: {', '.join(seats)}")
    for warning in table.warnings:
        console.print(f"[yellow]{warning}[/]")

    def save() -> None:
        if save_record is not None:
            record = replace(table.record, extra={**table.record.extra, "seats": seats})
            record.save(save_record)

    try:
        while not table.is_over:
            decision = table.pending
            assert decision is not None
            agent = agents[decision.player]
            action = act(agent, table, decision)
            if not isinstance(agent, HumanTerminalPlayer):
                described = describe_option(table.view(decision.player), action)
                console.print(f"[dim]player {decision.player} ({agent.name}): {described}[/]",
                              highlight=False)
            table.apply(action)
    except (KeyboardInterrupt, CardTableError) as stopped:
        if save_record is None:
            if isinstance(stopped, KeyboardInterrupt):
                console_error("interrupted; the game was not saved (give --save-record FILE "
                              "to keep a game you stop)")
                raise typer.Exit(130) from None
            raise
        save()
        why = "interrupted" if isinstance(stopped, KeyboardInterrupt) else str(stopped)
        console_error(f"{why}; the game so far is saved in {str(save_record)!r} — continue it "
                      f"with `cardtable play dominarion --resume {save_record}`")
        raise typer.Exit(130 if isinstance(stopped, KeyboardInterrupt) else 2) from None
    render_result(console, table)
    if save_record is not None:
        save()
        console.print(f"record saved to {save_record}")
