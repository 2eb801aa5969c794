"""``cardtable play commander``, ``cardtable simulate commander`` and replaying Commander records
(issue 16 item 4). The shared commands in :mod:`cardtable.cli.dominarion` hand over to these.

Decks are checked with CMD-1 (``formats.commander``) before play; an illegal deck is refused
unless ``--allow-illegal``. Cards the card database does not know (no card file imported) are
reported as not checked rather than as illegal — the engine's own definitions still have to
exist for every card, so nothing unknown is played.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from rich import box
from rich.table import Table

from cardtable.cli._app import console
from cardtable.core.errors import DeckError, SettingsError


def _check_cmd1(path: Path, allow_illegal: bool, quiet: bool) -> None:
    from cardtable.cards.lookup import CardLookup
    from cardtable.decks.read import read_deck_file
    from cardtable.formats.commander import check_commander

    report = check_commander(read_deck_file(path), CardLookup())
    unknown = set(report.unknown_cards)
    real = [p for p in report.problems
            if not (p.rule == "CMD-1.5" and p.cards and set(p.cards) <= unknown)]
    if unknown and not quiet:
        from cardtable.cli.magic import warn

        warn(f"[yellow]note:[/] {path.name}: {len(unknown)} cards are not in the card "
             "database, so CMD-1 could not check them")
    if real and not allow_illegal:
        first = real[0]
        raise DeckError(f"{path.name} is not a legal Commander deck ({len(real)} problems; "
                        f"first: {first.rule}: {first.message}); pass --allow-illegal to play "
                        "it anyway")


def build_settings(decks: list[Path], players: int, house_rules: list[str],
                   rules_date: str | None, preset: str | None, turn_limit: int,
                   allow_illegal: bool, quiet: bool = False,
                   allow_unsupported: bool = False) -> Any:
    from cardtable.games.magic.commander.decks import (
        bundled_decks,
        commander_cards,
        read_commander_deck,
    )
    from cardtable.games.magic.commander.game import CommanderSettings
    from cardtable.games.magic.commander.rules import preset as named
    from cardtable.games.magic.commander.rules import rules_for_date

    if not 2 <= players <= 6:
        raise SettingsError(f"Commander takes 2 to 6 players, not {players} (CMD-2.8)")
    if rules_date and preset:
        raise SettingsError("give --rules-date or --preset, not both")
    rules = rules_for_date(rules_date) if rules_date else named(preset or "current")
    cards = commander_cards()
    if decks:
        from cardtable.cli.magic import say_stand_ins
        from cardtable.games.magic.oracle.decks import deck_cards, deck_file_names

        if len(decks) > players:
            raise SettingsError(f"{len(decks)} decks for {players} players")
        for path in decks:
            _check_cmd1(path, allow_illegal, quiet)
        swap = "edh-sideboard" in house_rules
        cards, warnings = deck_cards([(p.name, deck_file_names(p, sideboard=swap))
                                      for p in decks], cards,
                                     allow_unsupported=allow_unsupported)
        say_stand_ins(warnings)
        read = [read_commander_deck(path, cards) for path in decks]
        seats = [read[i % len(read)] for i in range(players)]
    else:
        seats = bundled_decks(players)
    return CommanderSettings(tuple(d.cards for d in seats), tuple(d.commanders for d in seats),
                             cards, rules, tuple(house_rules), turn_limit or 25 * players,
                             sideboards=tuple(d.sideboard for d in seats)  # CMD-3.2
                             if "edh-sideboard" in house_rules else ())


def simulate(decks: list[Path], games: int, players: int, bots: str, seed: int, workers: int,
             save_records: Path | None, turn_limit: int, as_json: bool, house_rules: list[str],
             rules_date: str | None, preset: str | None, allow_illegal: bool,
             allow_unsupported: bool = False, backend: Any = None, out: Path | None = None,
             ) -> None:
    from cardtable.cli._run import run_with_progress, write_outputs
    from cardtable.sim.backends import LocalBackend
    from cardtable.sim.commander import CommanderSpec, summarize

    if decks and players == 4 and len(decks) in (2, 3):
        players = len(decks)
    settings = build_settings(decks, players, house_rules, rules_date, preset, turn_limit,
                              allow_illegal, quiet=as_json,
                              allow_unsupported=allow_unsupported)
    names = [b.strip() for b in bots.split(",") if b.strip()] or ["commander"]
    if len(names) > players:
        raise SettingsError(f"{len(names)} bots named for {players} players")
    seats = [names[i % len(names)] for i in range(players)]
    spec = CommanderSpec(settings)
    for name in set(seats):
        spec.make_agent(name, 0)  # an unknown bot fails before any game
    outcomes = run_with_progress(spec, seats, games, seed, workers, save_records is not None,
                                 backend or LocalBackend(workers), as_json)
    summary = summarize(outcomes, settings, seats, seed)
    write_outputs(outcomes, seats, seed, "commander", settings.to_json(), out, save_records,
                  as_json)
    if as_json:
        print(json.dumps(summary))
        return
    table = Table(title=f"Commander: {games} games, {players} players, seed {seed}, rules "
                        f"{summary['rules']}", box=box.SIMPLE_HEAD, padding=(0, 1),
                  caption="cast: mean turn the commander was first cast; recast: casts from "
                  "the command zone after the first; tax: mana paid as commander tax; dmg: "
                  "commander damage dealt (means per game)")
    # Readable at 80 columns: the commander's name is shortened, the numbers are not.
    show_bot = len({s["bot"] for s in summary["seats"]}) > 1
    table.add_column("#", justify="right")
    table.add_column("commander", no_wrap=True, overflow="ellipsis",
                     max_width=16 if show_bot else 20)
    if show_bot:
        table.add_column("bot", no_wrap=True, overflow="ellipsis", max_width=9)
    for column in ("wins", "win", "95% CI", "cast", "recast", "tax", "dmg"):
        table.add_column(column, justify="right", no_wrap=True)
    for s in summary["seats"]:
        first = "-" if s["first_cast_turn"] is None else f"{s['first_cast_turn']:.1f}"
        low, high = s["ci95"]
        row = [str(s["seat"]), s["commander"]] + ([s["bot"]] if show_bot else []) + [
            str(s["wins"]), f"{s['win_rate']:.0%}", f"{low * 100:.0f}–{high:.0%}", first,
            f"{s['recasts']:.2f}", f"{s['tax_paid']:.1f}", f"{s['commander_damage']:.1f}"]
        table.add_row(*row)
    console.print(table)
    console.print(f"turns per game: mean {summary['mean_turns']:.1f}, sd "
                  f"{summary['sd_turns']:.1f}")
    console.print("ended by: " + ", ".join(f"{k} {v}" for k, v in
                                           summary["end_reasons"].items()))


def play(decks: list[Path], players: int, seats: list[str], seed: int | None,
         save_record: Path | None, turn_limit: int, house_rules: list[str],
         rules_date: str | None, preset: str | None, allow_illegal: bool,
         allow_unsupported: bool = False, *, resume: Path | None = None,
         stops: frozenset[str] | None = None, quiet: bool = False) -> None:
    from cardtable.agents.magic.commander import commander_bot
    from cardtable.cli.magic import agents_for, play_at_terminal, resumed, seat_agents, set_quiet
    from cardtable.games.magic.commander.game import CommanderGame

    bots = ("bot:commander, bot:heuristic, bot:random, bot:search[:PLAYOUTS|:SECONDSs]")
    set_quiet(quiet)
    if resume is not None:
        game, specs, seed, names = resumed(resume, "commander", seats)
        agents = agents_for(specs, seed, commander_bot, bots)
        console.print(f"Commander resumed from {resume} after {len(game.record.actions)} "
                      f"actions; seats: {', '.join(specs)}", highlight=False)
        play_at_terminal(game, agents, save_record, specs=specs, stops=stops, names=names,
                         command="commander", log_from=len(game.events))
        return
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    specs, agents = seat_agents(seats, decks, players, seed, commander_bot, "commander", bots)
    players = len(specs)
    settings = build_settings(decks, players, house_rules, rules_date, preset, turn_limit,
                              allow_illegal, quiet=quiet, allow_unsupported=allow_unsupported)
    game = CommanderGame(settings, seed)
    console.print(f"Commander, {players} players, seed {seed}, rules "
                  f"{settings.effective_rules.name}, house rules "
                  f"{', '.join(settings.house_rules) or 'none'}. Seats: {', '.join(specs)}",
                  highlight=False)
    from cardtable.games.magic.log_text import player_names

    for seat, (name, commanders) in enumerate(zip(player_names(players), settings.commanders,
                                                  strict=True)):
        console.print(f"  seat {seat}: {name} ({specs[seat]}) plays {' + '.join(commanders)}",
                      highlight=False)
    play_at_terminal(game, agents, save_record, specs=specs, stops=stops, command="commander")
