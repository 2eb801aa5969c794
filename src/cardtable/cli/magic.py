"""``cardtable play magic``, ``cardtable simulate magic`` and ``cardtable replay`` for Magic
records. The shared commands (in :mod:`cardtable.cli.dominarion`) hand Magic over to these."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from rich.table import Table

from cardtable.cli._app import console, error_console
from cardtable.core.autopass import AutoPass
from cardtable.core.errors import RecordError, SettingsError
from cardtable.core.record import GameRecord


def say_stand_ins(warnings: list[str]) -> None:
    """Each vanilla stand-in, loudly, on standard error (magic.md §2)."""
    for line in warnings:
        error_console.print(f"[bold yellow]{line}[/]", highlight=False, soft_wrap=True)


def _decks(decks: list[Path], players: int, allow_unsupported: bool = False,
           ) -> tuple[tuple[tuple[str, ...], ...], dict[str, Any]]:
    from cardtable.games.magic.abilities.loader import card_pool
    from cardtable.games.magic.decks import bundled_decks, read_deck
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
             allow_unsupported: bool = False) -> None:
    from cardtable.games.magic.simulate import run, summarize
    from cardtable.sim.runner import save_records as write_records

    if decks and players == 4 and len(decks) == 2:
        players = 2
    settings = _settings(decks, players, turn_limit, allow_unsupported)
    names = [b.strip() for b in bots.split(",") if b.strip()] or ["heuristic"]
    if len(names) > players:
        raise SettingsError(f"{len(names)} bots named for {players} players")
    seats = [names[i % len(names)] for i in range(players)]
    outcomes = run(settings, seats, games, seed, workers, save_records is not None)
    summary = summarize(outcomes, seats, seed)
    if save_records is not None:
        written = list(write_records(outcomes, save_records))
        if not as_json:
            console.print(f"wrote {len(written)} records to {save_records}")
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
    from cardtable.core.errors import CardDataError
    from cardtable.games.magic import replay as replay_magic

    try:
        game = replay_magic(record)
    except (SettingsError, CardDataError, KeyError) as error:
        raise RecordError(f"{record_file}: the record's settings are not usable: {error}") from None
    except RecordError as error:
        raise RecordError(f"{record_file}: {error}") from None
    result = game.result
    if as_json:
        print(json.dumps({"replayed": True, "actions": len(record.actions),
                          "complete": result is not None,
                          "result": result.to_json() if result else None}))
        return
    if result is None:
        console.print(f"replayed {len(record.actions)} actions; the game is not finished")
        return
    console.print(f"replayed {len(record.actions)} actions: the game ended by {result.reason} "
                  f"after {result.turns} turns")
    for place, group in enumerate(result.groups, 1):
        console.print(f"  {place}. player(s) {', '.join(map(str, group))}")


def seat_agents(seats: list[str], decks: list[Path], players: int, seed: int,
                make_bot: Any, default_bot: str, bot_names: str) -> tuple[list[str], list[Any]]:
    """The seats of a terminal game: ``human`` or ``bot:NAME`` each (by default one human and
    ``default_bot`` bots), as (specs, agents)."""
    from cardtable.cli.magic_table import HumanMagicPlayer

    if seats:
        players = len(seats)
    elif decks:
        players = max(2, len(decks))
    specs = list(seats) or ["human"] + [f"bot:{default_bot}"] * (players - 1)
    agents: list[Any] = []
    for i, spec in enumerate(specs):
        if spec == "human":
            agents.append(HumanMagicPlayer(console))
        elif spec.startswith("bot:"):
            agents.append(make_bot(spec[4:], seed + i))
        else:
            raise SettingsError(f"seat {spec!r}: write 'human' or 'bot:NAME' ({bot_names})")
    return specs, agents


def play_at_terminal(game: Any, agents: list[Any], save_record: Path | None) -> None:
    """Play ``game`` to its end: people answer at the terminal ("pass until…" stops through
    auto-pass), bots' actions are printed; the result and, if asked, the saved record."""
    from cardtable.agents.search import act
    from cardtable.cli.magic_table import HumanMagicPlayer, UntilRequest

    for i, agent in enumerate(agents):
        if isinstance(agent, HumanMagicPlayer):
            game.set_autopass(i, AutoPass())
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        agent = agents[decision.player]
        policy = game.autopass_of(decision.player)
        if policy is not None and policy.until is not None:
            game.set_autopass(decision.player, AutoPass())  # "pass until" reached its stop
            continue
        action = act(agent, game, decision)  # a search bot also gets its seat's sampler
        if isinstance(action, UntilRequest):
            game.set_autopass(decision.player, AutoPass(until=action.until))
            continue
        if not isinstance(agent, HumanMagicPlayer):
            console.print(f"[dim]player {decision.player} ({agent.name}): {action}[/]",
                          highlight=False)
        game.apply(action, player=decision.player)
    result = game.result
    assert result is not None
    reason = game.end_reason() if hasattr(game, "end_reason") else result.reason
    console.rule(f"game over: {reason} after {result.turns} turns")
    for place, group in enumerate(result.groups, 1):
        console.print(f"  {place}. player(s) {', '.join(map(str, group))}")
    if save_record is not None:
        game.record.save(save_record)
        console.print(f"record saved to {save_record}")


def play(decks: list[Path], players: int, seats: list[str], seed: int | None,
         save_record: Path | None, turn_limit: int, allow_unsupported: bool = False) -> None:
    from cardtable.agents.magic import magic_bot
    from cardtable.games.magic.game import new_game

    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    specs, agents = seat_agents(seats, decks, players, seed, magic_bot, "heuristic",
                                "bot:heuristic, bot:random, bot:search[:PLAYOUTS|:SECONDSs]")
    players = len(specs)
    game = new_game(_settings(decks, players, turn_limit, allow_unsupported), seed)
    console.print(f"Magic, {players} players, seed {seed}. Seats: {', '.join(specs)}")
    play_at_terminal(game, agents, save_record)
