"""The commands every game shares — ``cardtable play``, ``simulate`` and ``replay`` — reading
the games from :mod:`cardtable.games.registry` and handing each game to its own module
(:mod:`.commander`, :mod:`.magic`, :mod:`.dominarion`)."""

from __future__ import annotations

from pathlib import Path

import typer

from cardtable.cli._app import app
from cardtable.cli.dominarion import (
    AllowIllegalOption,
    AllowUnsupportedOption,
    DeckOption,
    HouseRuleOption,
    LandsOption,
    PoolOption,
    PresetOption,
    RulesDateOption,
)
from cardtable.core.errors import RecordError, SettingsError
from cardtable.core.record import GameRecord
from cardtable.games import registry

GAME_HELP = registry.help_text()


@app.command()
def simulate(
    game: str = typer.Argument(..., help=GAME_HELP),
    games: int | None = typer.Option(
        None, "--games", "-n", min=1, help="How many games to play (default: commander 20, "
        "magic 100, dominarion 1000)."),
    players: int | None = typer.Option(
        None, "--players", "-p", help="Players per game: commander 2-6 (default 4), magic 2-6 "
        "(default 2), dominarion 2-5 (default 4)."),
    bots: str = typer.Option(
        "", "--bots", help="Bots by seat, comma-separated: random, rush, big, ismcts[:PLAYOUTS], "
        "or a strategy "
        ".toml file. Fewer than --players repeats the list. Default: rush,big,…"
    ),
    seed: int = typer.Option(0, "--seed", min=0, help="Seed of the whole run."),
    workers: int = typer.Option(1, "--workers", "-w", min=1, help="Processes to use."),
    backend: str = typer.Option(
        "local", "--backend", help="local (--workers processes here) or ray (Ray tasks; needs "
        "the \\[ray] extra)."),
    address: str | None = typer.Option(
        None, "--address", help="With --backend ray: the cluster (auto, or ray://HOST:10001). "
        "Default: start a local one."),
    out: Path | None = typer.Option(
        None, "--out", help="Append one row per game to this Parquet file (needs the "
        "\\[analysis] extra); read it with 'cardtable analyze'."),
    save_records: Path | None = typer.Option(
        None, "--save-records", help="Write one JSON record per game into this folder."
    ),
    kernel: bool = typer.Option(
        False, "--kernel", help="Dominarion: play strategy bots on the game kernel too (slower; "
        "the same games — by default they run on the fast loop)."),
    sorcery_mana: str = typer.Option("full", "--sorcery-mana", help="full or coloured-only."),
    turn_limit: int | None = typer.Option(
        None, "--turn-limit",
        help="Turns before a game is scored (Dominarion 200; Magic 25 per player)."),
    pool: Path | None = PoolOption,
    lands_per_type: int = LandsOption,
    deck: list[Path] = DeckOption,
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    house_rule: list[str] = HouseRuleOption,
    rules_date: str | None = RulesDateOption,
    preset: str | None = PresetOption,
    allow_illegal: bool = AllowIllegalOption,
    allow_unsupported: bool = AllowUnsupportedOption,
) -> None:
    """Play many games between bots and report win rates (95% Wilson intervals), game length
    and how games ended. The same seed gives the same output."""
    from cardtable.cli import commander, dominarion, magic
    from cardtable.cli._run import check_out
    from cardtable.sim.backends import make_backend

    info = registry.get(game)
    players = players or info.default_players
    info.check_players(players)
    games = games or info.default_games
    chosen = make_backend(backend, workers, address)
    check_out(out)
    if info.name == "commander":
        commander.simulate(deck, games, players, bots, seed, workers, save_records,
                           turn_limit or 0, as_json, house_rule, rules_date, preset,
                           allow_illegal, allow_unsupported, backend=chosen, out=out)
    elif info.name == "magic":
        magic.simulate(deck, games, players, bots, seed, workers, save_records,
                       turn_limit or 0, as_json, allow_unsupported, backend=chosen, out=out)
    else:
        dominarion.simulate(games, players, bots, seed, workers, chosen, out, save_records,
                            kernel, sorcery_mana, turn_limit, pool, lands_per_type, as_json)


@app.command()
def replay(
    record_file: Path = typer.Argument(..., help="A game record (JSON)."),
    as_json: bool = typer.Option(False, "--json", help="Print the result as JSON."),
    keep_playing: bool = typer.Option(
        False, "--play", help="Magic/Commander: continue an unfinished game (one stopped with "
        "Ctrl-C and --save-record) at the terminal, as play --resume does."),
) -> None:
    """Replay a saved game record and print its result; says why a record does not replay."""
    from cardtable.cli import commander, dominarion, magic

    record = GameRecord.load(record_file)
    try:
        info = registry.get(record.game)
    except SettingsError:
        raise RecordError(f"{record_file}: a {record.game!r} record; replayable: "
                          f"{', '.join(registry.names())}") from None
    if keep_playing and info.name in ("magic", "commander"):
        if info.name == "commander":
            commander.play([], 4, [], None, None, 0, [], None, None, False,
                           resume=record_file)
        else:
            magic.play([], 2, [], None, None, 0, resume=record_file)
        return
    handler = {"commander": magic.replay, "magic": magic.replay,
               "dominarion": dominarion.replay}[info.name]
    handler(record, record_file, as_json)


@app.command()
def play(
    game: str = typer.Argument(..., help=GAME_HELP),
    players: int | None = typer.Option(
        None, "--players", "-p", help="Players: commander 2-6 (default 4), magic 2-6 (default "
        "2), dominarion 2-5 (default 4); with --seat, one per seat."),
    seat: list[str] = typer.Option(
        [], "--seat", help="A seat, in order: human or bot:NAME (repeat for each seat). "
        "Default: you, then bots (Dominarion rush/big, Magic heuristic, Commander commander)."
    ),
    seed: int | None = typer.Option(None, "--seed", min=0, help="Seed (default: random)."),
    save_record: Path | None = typer.Option(
        None, "--save-record", help="Save the game here when it ends — or when you stop it "
        "with Ctrl-C, to continue later with --resume."
    ),
    resume: Path | None = typer.Option(
        None, "--resume", help="Continue a game saved with --save-record (its seats, seed and "
        "settings come from the record)."
    ),
    confirm_all: bool = typer.Option(
        False, "--confirm-all", help="Ask even when a decision has only one legal option."
    ),
    pool: Path | None = PoolOption,
    lands_per_type: int = LandsOption,
    deck: list[Path] = DeckOption,
    turn_limit: int = typer.Option(0, "--turn-limit",
                                   help="Magic: turns before a draw (default 25 per player)."),
    house_rule: list[str] = HouseRuleOption,
    rules_date: str | None = RulesDateOption,
    preset: str | None = PresetOption,
    allow_illegal: bool = AllowIllegalOption,
    allow_unsupported: bool = AllowUnsupportedOption,
    stops: str = typer.Option(
        "default", "--stops", help="Magic/Commander: where you are asked for priority, "
        "comma-separated: default (main, stack, targeted), none, main, stack, targeted, "
        "own_stack, STEP, my:STEP or their:STEP (e.g. their:end). You are asked only when you "
        "can do more than pass and tap mana."),
    quiet: bool = typer.Option(
        False, "--quiet", "-q", help="Magic/Commander: hide warnings (stand-ins, notes) on "
        "standard error; prompts still show."),
) -> None:
    """Play Commander, Magic or Dominarion in the terminal against bots: you see only your own
    view and choose from numbered legal options (Dominarion: each action keeps its number; 0
    passes; Magic and Commander: Enter passes, and you are asked only at your --stops)."""
    from cardtable.cli import commander, dominarion, magic
    from cardtable.games.magic.stops import parse_stops

    info = registry.get(game)
    if players is not None and not seat:
        info.check_players(players)
    players = players or info.default_players
    if info.name == "commander":
        commander.play(deck, players, list(seat), seed, save_record,
                       turn_limit, house_rule, rules_date, preset, allow_illegal,
                       allow_unsupported, resume=resume, stops=parse_stops(stops), quiet=quiet)
    elif info.name == "magic":
        magic.play(deck, players, list(seat), seed, save_record,
                   turn_limit, allow_unsupported, resume=resume, stops=parse_stops(stops),
                   quiet=quiet)
    else:
        dominarion.play(players, list(seat), seed, save_record, resume, confirm_all, pool,
                        lands_per_type)
