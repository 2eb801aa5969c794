"""``cardtable play magic``, ``cardtable simulate magic`` and ``cardtable replay`` for Magic
records. The shared commands (in :mod:`cardtable.cli.dominarion`) hand Magic over to these."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from cardtable.cli._app import console, console_error, error_console
from cardtable.core.errors import RecordError, SettingsError
from cardtable.core.record import GameRecord

_quiet = False


def set_quiet(quiet: bool) -> None:
    """``--quiet``: warnings (stand-ins, notes) are not printed; prompts still are."""
    global _quiet
    _quiet = quiet


def warn(line: str) -> None:
    """A warning on standard error (never mixed into the prompts on standard output)."""
    if not _quiet:
        error_console.print(line, highlight=False, soft_wrap=True)


def say_stand_ins(warnings: list[str]) -> None:
    """Each vanilla stand-in, loudly, on standard error (magic.md §2); the board marks them."""
    for line in warnings:
        if line.startswith("STAND-IN: "):
            announced_stand_ins.add(line[len("STAND-IN: "):].split(" plays as ", 1)[0])
        warn(f"[bold yellow]{escape(line)}[/]")


def _decks(decks: list[Path], players: int, allow_unsupported: bool = False,
           ) -> tuple[tuple[tuple[str, ...], ...], dict[str, Any]]:
    from cardtable.games.magic.decks import bundled_decks, read_deck
    from cardtable.games.magic.model.loader import card_pool
    from cardtable.games.magic.oracle.decks import deck_cards, deck_file_names

    if not decks:
        return tuple(bundled_decks(players)), card_pool()
    if len(decks) > players:
        raise SettingsError(f"{len(decks)} decks for {players} players")
    cards, warnings = deck_cards([(p.name, deck_file_names(p)) for p in decks], card_pool(),
                                 allow_unsupported=allow_unsupported)
    say_stand_ins(warnings)
    read = [read_deck(path, cards) for path in decks]
    return tuple(read[i % len(read)] for i in range(players)), cards


def _settings(decks: list[Path], players: int, turn_limit: int,
              allow_unsupported: bool = False) -> Any:
    from cardtable.games.magic.game import MagicSettings

    if not 2 <= players <= 6:
        raise SettingsError(f"Magic takes 2 to 6 players, not {players}")
    seats, cards = _decks(decks, players, allow_unsupported)
    return MagicSettings(seats, cards, turn_limit=turn_limit or 25 * players)


def simulate(decks: list[Path], games: int, players: int, bots: str, seed: int, workers: int,
             save_records: Path | None, turn_limit: int, as_json: bool,
             allow_unsupported: bool = False, backend: Any = None, out: Path | None = None,
             ) -> None:
    from cardtable.cli._run import run_with_progress, write_outputs
    from cardtable.sim.backends import LocalBackend
    from cardtable.sim.magic import MagicSpec, summarize_magic

    if decks and players == 4 and len(decks) == 2:
        players = 2
    settings = _settings(decks, players, turn_limit, allow_unsupported)
    names = [b.strip() for b in bots.split(",") if b.strip()] or ["heuristic"]
    if len(names) > players:
        raise SettingsError(f"{len(names)} bots named for {players} players")
    seats = [names[i % len(names)] for i in range(players)]
    for name in set(seats):
        MagicSpec(settings).make_agent(name, 0)  # an unknown bot fails before any game
    outcomes = run_with_progress(MagicSpec(settings), seats, games, seed, workers,
                                 save_records is not None, backend or LocalBackend(workers),
                                 as_json)
    summary = summarize_magic(outcomes, seats, seed)
    write_outputs(outcomes, seats, seed, "magic", settings.to_json(), out, save_records,
                  as_json)
    if as_json:
        print(json.dumps(summary.to_json()))
        return
    table = Table(title=f"Magic: {games} games, {players} players, seed {seed}")
    for column in ("seat", "bot", "wins", "win rate", "95% CI", "mean life"):
        table.add_column(column, justify="right" if column != "bot" else "left")
    for i, s in enumerate(summary.seats):
        table.add_row(str(i), s.bot, str(s.wins), f"{s.win_rate:.1%}",
                      f"{s.ci95[0]:.1%} – {s.ci95[1]:.1%}", f"{s.mean_score:.1f}")
    console.print(table)
    console.print(f"turns per game: mean {summary.mean_turns:.1f}, sd {summary.sd_turns:.1f}; "
                  f"draws and shared places: {summary.ties}")
    console.print("ended by: " + ", ".join(f"{k} {v}" for k, v in summary.end_reasons.items()))


def replay(record: GameRecord, record_file: Path, as_json: bool) -> None:
    """Replay a Magic or Commander record (the game's replay from the registry) and print how it
    ended, or how to continue it."""
    from cardtable.core.errors import CardDataError
    from cardtable.games import registry

    try:
        game = registry.get(record.game).replay(record)
    except (SettingsError, CardDataError, KeyError) as error:
        raise RecordError(f"{record_file}: the record's settings are not usable: {error}") from None
    except RecordError as error:
        raise RecordError(f"{record_file}: {error}") from None
    result = game.result
    ended_by = None
    if result is not None:  # Commander says how the last opponent was beaten
        end_reason = getattr(game, "end_reason", None)
        ended_by = end_reason() if callable(end_reason) else result.reason
    if as_json:
        print(json.dumps({"replayed": True, "actions": len(record.actions),
                          "complete": result is not None, "ended_by": ended_by,
                          "result": result.to_json() if result else None}))
        return
    if result is None:
        console.print(f"replayed {len(record.actions)} actions; the game is not finished — "
                      f"continue it with `cardtable play {record.game} --resume {record_file}`",
                      highlight=False)
        return
    console.print(f"replayed {len(record.actions)} actions: the game ended by {ended_by} "
                  f"after {result.turns} turns")
    for place, group in enumerate(result.groups, 1):
        console.print(f"  {place}. player(s) {', '.join(map(str, group))}")


def seat_agents(seats: list[str], decks: list[Path], players: int, seed: int,
                make_bot: Any, default_bot: str, bot_names: str) -> tuple[list[str], list[Any]]:
    """The seats of a terminal game: ``human`` or ``bot:NAME`` each (by default one human and
    ``default_bot`` bots), as (specs, agents)."""
    if seats:
        players = len(seats)
    elif decks:
        players = max(2, len(decks))
    specs = list(seats) or ["human"] + [f"bot:{default_bot}"] * (players - 1)
    return specs, agents_for(specs, seed, make_bot, bot_names)


def agents_for(specs: list[str], seed: int, make_bot: Any, bot_names: str) -> list[Any]:
    from cardtable.cli.magic_table import HumanMagicPlayer

    agents: list[Any] = []
    for i, spec in enumerate(specs):
        if spec == "human":
            agents.append(HumanMagicPlayer(console))
        elif spec.startswith("bot:"):
            agents.append(make_bot(spec[4:], seed + i))
        else:
            raise SettingsError(f"seat {spec!r}: write 'human' or 'bot:NAME' ({bot_names})")
    return agents


announced_stand_ins: set[str] = set()
"""The cards announced as vanilla stand-ins in this process (the board marks them)."""


def table_info(game: Any, names: tuple[str, ...], player: int) -> Any:
    """What the board shows beyond ``player``'s view: command zones with each commander's tax,
    the commanders by seat, the stand-ins, and ``player``'s own hand while mulligans run."""
    from cardtable.cli.magic_table import CommandCard, MulliganScreen, TableInfo

    info = TableInfo(names, stand_ins=frozenset(announced_stand_ins))
    state = game.state
    if hasattr(game, "commander_uids"):
        info.command = tuple(
            tuple(CommandCard(state.objects[i].card.name, state.objects[i].card.mana_cost,
                              game.tax(p, state.objects[i])) for i in game.extra_castable(p))
            for p in range(len(state.players)))
        info.commanders = tuple(tuple(c) for c in game.commander_settings.commanders) if hasattr(
            game, "commander_settings") else ()
        uids = game.commander_uids  # uid -> owner; each commander's damage is its own (903.10a)
        named = {o.uid: o.card.name for o in state.objects.values() if o.uid in uids}
        info.commander_damage = tuple(
            (hit, named.get(uid, "a commander"), uids[uid], amount)
            for (uid, hit), amount in sorted(state.combat_damage.items())
            if uid in uids and amount)
    procedure = game.mulligan
    if procedure is not None:
        mine = procedure.state(player)
        info.mulligan = MulliganScreen(
            tuple(state.objects[i].card.name + (" [stand-in]" if state.objects[i].card.name in
                                                info.stand_ins else "")
                  for i in procedure.hand(player)), mine.mulligans,
            procedure.rule.free_first and mine.mulligans == 0, mine.owed_bottom,
            str(procedure.rule.name).capitalize())
        info.object_names = {i: state.objects[i].card.name for i in procedure.hand(player)}
    return info


def play_at_terminal(game: Any, agents: list[Any], save_record: Path | None, *,
                     specs: list[str] | None = None, stops: frozenset[str] | None = None,
                     names: tuple[str, ...] = (), command: str = "magic",
                     log_from: int = 0) -> None:
    """Play ``game`` to its end: people answer at the terminal (asked only at their stops,
    :mod:`cardtable.games.magic.stops`; "pass until…" through auto-pass), the log is printed
    as English lines (:mod:`cardtable.games.magic.log_text`); the result and, if asked, the
    saved record — also when the game is stopped with Ctrl-C."""
    from cardtable.agents.search import act
    from cardtable.cli.magic_table import HumanMagicPlayer, UntilRequest
    from cardtable.games.magic.log_text import LogText, game_lookup, player_names
    from cardtable.games.magic.stops import DEFAULT_STOPS, client_policy

    seat_stops = DEFAULT_STOPS if stops is None else stops
    names = player_names(len(agents), names)
    humans = [i for i, agent in enumerate(agents) if isinstance(agent, HumanMagicPlayer)]
    observer = humans[0] if humans else None
    log = LogText(names, observer, game_lookup(game, observer))
    printed = log_from  # the events already shown (a resumed game starts where it was left)
    for i in humans:
        game.set_autopass(i, client_policy(seat_stops))

    def print_log() -> None:
        nonlocal printed
        events = game.events  # only the new ones are shown as the observer may see them
        for line in log.lines(e.for_player(observer) for e in events[printed:]):
            console.print(f"[dim]·[/] {escape(line)}", highlight=False)
        printed = len(events)

    def save() -> None:
        if save_record is not None:
            record = game.record
            record = replace(record, extra={**record.extra, "seats": specs or [],
                                            "names": list(names)})
            record.save(save_record)

    try:
        while not game.is_over:
            print_log()
            decision = game.pending
            assert decision is not None
            agent = agents[decision.player]
            policy = game.autopass_of(decision.player)
            if policy is not None and policy.until is not None and decision.tag == "priority":
                game.set_autopass(decision.player, client_policy(seat_stops))  # reached
                continue
            if isinstance(agent, HumanMagicPlayer):
                agent.info = table_info(game, names, decision.player)
            if isinstance(agent, HumanMagicPlayer):
                action = agent.choose(game.view(decision.player), decision)
            else:  # a search bot also gets its seat's sampler
                action = act(agent, game, decision)
            if isinstance(action, UntilRequest):
                until = f"{action.until}:{game.state.turn}"
                game.set_autopass(decision.player, client_policy(seat_stops, until))
                continue
            game.apply(action, player=decision.player)
    except KeyboardInterrupt:
        print_log()
        if save_record is None:
            console_error("interrupted; the game was not saved (give --save-record FILE to "
                          "keep a game you stop)")
            raise typer.Exit(130) from None
        save()
        console_error(f"interrupted; the game so far is saved in {str(save_record)!r} — "
                      f"continue it with `cardtable play {command} --resume {save_record}`")
        raise typer.Exit(130) from None
    print_log()
    result = game.result
    assert result is not None
    reason = game.end_reason() if hasattr(game, "end_reason") else result.reason
    console.rule(f"game over: {reason} after {result.turns} turns")
    for place, group in enumerate(result.groups, 1):
        console.print(f"  {place}. {', '.join(names[p] for p in group)}", highlight=False)
    if save_record is not None:
        save()
        console.print(f"record saved to {save_record}")


def resumed(path: Path, game_name: str, seats: list[str]) -> tuple[Any, list[str], int,
                                                                   tuple[str, ...]]:
    """The game a record saved with ``--save-record`` left off at (its seats — ``--seat``
    overrides —, seed and names)."""
    record = GameRecord.load(path)
    if record.game != game_name:
        raise RecordError(f"{path}: a {record.game!r} record, not {game_name!r}")
    if record.result is not None:
        raise RecordError(f"{path}: that game is over; `cardtable replay {path}` shows it")
    from cardtable.games.magic.commander.game import replay as replay_commander
    from cardtable.games.magic.game import replay as replay_magic

    try:
        game: Any = (replay_commander if game_name == "commander" else replay_magic)(record)
    except RecordError as error:
        raise RecordError(f"{path}: {error}") from None
    except (SettingsError, TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
        raise RecordError(f"{path}: the record cannot be resumed ({error})") from None
    saved = record.extra.get("seats")
    specs = seats or (list(saved) if isinstance(saved, list) else [])
    players = game.player_count
    if not specs:
        specs = ["human"] + ["bot:heuristic"] * (players - 1)
    if len(specs) != players or not all(isinstance(spec, str) for spec in specs):
        raise RecordError(f"{path}: the game has {players} seats; give {players} --seat options")
    saved_names = record.extra.get("names")
    names = tuple(str(n) for n in saved_names) if isinstance(saved_names, list) else ()
    return game, specs, record.seed, names


def play(decks: list[Path], players: int, seats: list[str], seed: int | None,
         save_record: Path | None, turn_limit: int, allow_unsupported: bool = False, *,
         resume: Path | None = None, stops: frozenset[str] | None = None,
         quiet: bool = False) -> None:
    from cardtable.agents.magic import magic_bot
    from cardtable.games.magic.game import new_game

    bots = "bot:heuristic, bot:random, bot:search[:PLAYOUTS|:SECONDSs]"
    set_quiet(quiet)
    if resume is not None:
        game, specs, seed, names = resumed(resume, "magic", seats)
        agents = agents_for(specs, seed, magic_bot, bots)
        console.print(f"Magic resumed from {resume} after {len(game.record.actions)} actions; "
                      f"seats: {', '.join(specs)}", highlight=False)
        play_at_terminal(game, agents, save_record, specs=specs, stops=stops, names=names,
                         log_from=len(game.events))
        return
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    specs, agents = seat_agents(seats, decks, players, seed, magic_bot, "heuristic", bots)
    players = len(specs)
    game = new_game(_settings(decks, players, turn_limit, allow_unsupported), seed)
    console.print(f"Magic, {players} players, seed {seed}. Seats: {', '.join(specs)}",
                  highlight=False)
    play_at_terminal(game, agents, save_record, specs=specs, stops=stops)
