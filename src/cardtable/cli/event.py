"""``cardtable event …``: run a Swiss tournament (Magic, MECCG, commander pods) from the terminal.

Each command that changes an event is one database transaction (see
:mod:`cardtable.store.database`); a refused command changes nothing.
"""

from __future__ import annotations

import csv
import json
import secrets
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.table import Table

from cardtable.cli._app import app, console, error_console
from cardtable.core.errors import TournamentError
from cardtable.tournament import operations
from cardtable.tournament.deckdiff import compare_decks
from cardtable.tournament.draft import DraftSession, parse_pool, run_draft
from cardtable.tournament.export import (
    FORMATS,
    pairings_json,
    result_text,
    standings_heading,
    to_csv,
    to_html,
    to_json,
)
from cardtable.tournament.log import ResultEntered
from cardtable.tournament.rounds import meccg_is_official
from cardtable.tournament.scoring import DEFAULT_TP_TABLE
from cardtable.tournament.standings import standings, top_cut
from cardtable.tournament.state import EventState
from cardtable.tournament.tiebreak import parse_sides, resolve_tie

if TYPE_CHECKING:
    from cardtable.store.database import EventStore

event_app = typer.Typer(
    help="Run tournaments: register, pair Swiss rounds, enter results, standings.",
    no_args_is_help=True,
)
app.add_typer(event_app, name="event")

DbOption = typer.Option(None, "--db", help="Database URL (default: SQLite in the data dir).")
JsonOption = typer.Option(
    False, "--json", help="Print JSON for scripts (a failure is {\"error\": {…}})."
)
EventArgument = typer.Argument(..., help="The event's name (any case; typos get suggestions).")
PlayerArgument = typer.Argument(..., help="A registered player's name (any case).")
RoundArgument = typer.Argument(..., metavar="ROUND", help="The round number (1, 2, …).")
TableArgument = typer.Argument(..., help="The table number within the round (1, 2, …).")
NoteOption = typer.Option("", "--note", help="Free text kept with the entry in the log.")


def _done(as_json: bool, data: dict[str, Any], text: str) -> None:
    """Report a change: ``data`` as one JSON object with ``--json``, else ``text``."""
    if as_json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        console.print(text, highlight=False)


def _store(db: str | None) -> EventStore:
    # Imported here so that other cardtable commands do not pay for loading SQLAlchemy.
    from cardtable.store.database import EventStore

    def busy(message: str) -> None:
        error_console.print(f"[yellow]note:[/] {message}", highlight=False, soft_wrap=True)

    return EventStore(db, on_busy=busy)


def _number(text: str, what: str) -> int:
    if not text.strip().isdigit() or int(text) < 1:
        raise TournamentError(f"{what} {text!r} is not a number like 1, 2, 3")
    return int(text)


def _read_text(path: Path, what: str) -> str:
    """A text file by the shared rules (:mod:`cardtable.core.textfile`: encodings, binary,
    size and line-length caps); a Latin-1 guess is noted on standard error."""
    from cardtable.core.textfile import TextFileError, read_text_file

    try:
        found = read_text_file(path, what)
    except TextFileError as error:
        raise TournamentError(str(error)) from error
    if found.note:
        error_console.print(f"[yellow]note:[/] {found.note}", highlight=False, soft_wrap=True)
    return found.text


DECK_FORMAT_OF_GAME = {"meccg": "meccg", "commander-pods": "commander"}
AllowIllegalOption = typer.Option(
    False, "--allow-illegal", help="Register a deck list even if the deck check finds problems."
)


def _check_deck_text(game: str, player: str, text: str, allow_illegal: bool) -> None:
    """Read a deck list being registered and, for MECCG and Commander-pod events, check it
    (MEC-4, CMD-1): problems refuse the registration unless ``allow_illegal``; a deck that
    cannot be checked (no card data imported) is registered with a warning."""
    from cardtable.core.errors import CardDataError
    from cardtable.formats import check_deck
    from cardtable.tournament.deckdiff import read_list

    deck = read_list(text, f"deck list of {player!r}")
    format_name = DECK_FORMAT_OF_GAME.get(game)
    if format_name is None:
        return
    try:
        report = check_deck(deck, format_name)
    except CardDataError as error:
        console.print(f"[yellow]warning:[/] {player}'s deck was not checked: {error}")
        return
    if report.is_legal:
        console.print(f"{player}'s deck is legal ({format_name}, {report.card_count} cards).")
        return
    shown = "; ".join(str(problem) for problem in report.problems[:3])
    more = f" (and {len(report.problems) - 3} more)" if len(report.problems) > 3 else ""
    if not allow_illegal:
        raise TournamentError(
            f"{player}'s deck is not legal for {format_name}: {shown}{more}; fix it, or register "
            "it anyway with --allow-illegal"
        )
    console.print(f"[yellow]warning:[/] {player}'s deck is not legal for {format_name}: "
                  f"{shown}{more}")


def _read_csv(path: Path, required: Sequence[str]) -> list[dict[str, str]]:
    text = _read_text(path, "CSV file")
    reader = csv.DictReader(text.splitlines())
    try:
        columns = [name.strip().casefold() for name in reader.fieldnames or []]
        missing = [column for column in required if column not in columns]
        if missing:
            shown = ", ".join(column[:40] for column in columns[:10])
            raise TournamentError(
                f"{str(path)!r} needs the column(s) {', '.join(missing)}; it has "
                f"{shown or 'no header'}"
            )
        return [
            {(key or "").strip().casefold(): _cell(value) for key, value in row.items()}
            for row in reader
        ]
    except csv.Error as error:
        raise TournamentError(
            f"{str(path)!r} is not readable CSV at line {reader.line_num} ({error})"
        ) from error


def _cell(value: object) -> str:
    """A CSV cell as text (cells beyond the header row's columns come as a list)."""
    if isinstance(value, list):
        return ",".join(str(item) for item in value)
    return str(value or "")


def _print_pairing(state: EventState, as_json: bool, title: str) -> None:
    data = pairings_json(state)
    if as_json:
        print(json.dumps(data))
        return
    console.print(f"{state.name} — {title}round {data['round']}", highlight=False)
    table = Table()
    table.add_column("Table", justify="right")
    table.add_column("Players")
    for row in data["tables"]:
        table.add_row(str(row["table"]), " vs ".join(row["players"]))
    for name in data["bye"]:
        table.add_row("bye", name)
    console.print(table)


#: Registering more players than this shows a progress bar and one summary line.
PROGRESS_FROM = 20


@contextmanager
def _progress(shown: bool, what: str) -> Iterator[Callable[[int, int], None]]:
    """A progress bar on standard error (when ``shown`` and it is a terminal); yields
    ``tick(done, total)``."""
    if not shown:
        yield lambda _done, _total: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    with Progress(TextColumn(what), BarColumn(), MofNCompleteColumn(), console=error_console,
                  transient=True) as bar:
        task = bar.add_task(what, total=None)

        def tick(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield tick


def _manual(pairs: list[str] | None) -> list[list[str]]:
    return [[name.strip() for name in pair.split(",") if name.strip()] for pair in pairs or []]


@event_app.command("new")
def new(
    name: str = typer.Argument(..., help="The event's name."),
    game: str = typer.Option(..., "--game", help="magic, meccg or commander-pods."),
    rounds: int | None = typer.Option(None, "--rounds", help="Rounds (default: the chart)."),
    seed: int | None = typer.Option(None, "--seed", min=0, help="Seed for pairings and lots."),
    tp: list[str] | None = typer.Option(
        None, "--tp", help="MECCG TP table override KEY=W-L (keys: one-ring, mp-10, mp, tie, bye)."
    ),
    ineligible: list[str] | None = typer.Option(
        None, "--ineligible", help="A person who may not play (MEC-1.4); repeatable."
    ),
    best_of: int | None = typer.Option(
        None, "--best-of", help="Magic: games per match, 1, 3 or 5 (default 3); results are "
        "checked against it."
    ),
    percent_floor: str | None = typer.Option(
        None, "--percent-floor", help="Magic: floor of MW%/GW%: 0.33 (MTR, default) or 1/3 "
        "(as some other tournament software)."
    ),
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Create an event."""
    settings: dict[str, Any] = {}
    if best_of is not None:
        settings["best_of"] = best_of
    if percent_floor is not None:
        settings["percent_floor"] = percent_floor.strip()
    if tp:
        table: dict[str, list[int]] = {}
        for item in tp:
            key, _, value = item.partition("=")
            parts = value.split("-")
            if key not in DEFAULT_TP_TABLE or len(parts) != 2 or not all(
                part.isdigit() for part in parts
            ):
                raise TournamentError(
                    f"--tp {item!r} is not KEY=W-L with KEY one of {', '.join(DEFAULT_TP_TABLE)}"
                )
            table[key] = [int(parts[0]), int(parts[1])]
        settings["tp_table"] = table
    if ineligible:
        settings["ineligible"] = list(ineligible)
    created = operations.create_event(
        name, game, rounds, seed if seed is not None else secrets.randbelow(2**31), settings
    )
    store = _store(db)
    store.create(created)
    if as_json:
        print(json.dumps({"event": created.name, "game": created.game, "seed": created.seed,
                          "rounds": created.rounds, "settings": dict(created.settings)}))
        return
    console.print(f"Created {game} event {created.name!r} (seed {created.seed}).")


@event_app.command("list")
def list_events(db: str | None = DbOption, as_json: bool = JsonOption) -> None:
    """List the events in the database."""
    names = _store(db).event_names()
    if as_json:
        print(json.dumps(names))
    else:
        for name in names:
            console.print(name)


@event_app.command("add")
def add(
    event: str = EventArgument,
    player: str | None = typer.Argument(None, help="The player's name."),
    deck: Path | None = typer.Option(None, "--deck", help="The player's deck list file."),
    from_csv: Path | None = typer.Option(
        None, "--from", help="CSV with a 'name' column and an optional 'deck' (file path)."
    ),
    late: str = typer.Option(
        "zero", "--late", help="After round 1: join with 0 points ('zero') or a loss per "
        "missed round ('losses')."
    ),
    allow_illegal: bool = AllowIllegalOption,
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Register a player (or many from a CSV file), with an optional deck list; MECCG and
    Commander-pod decks are checked first (MEC-4, CMD-1)."""
    if (player is None) == (from_csv is None):
        raise TournamentError("give either a PLAYER name or --from players.csv")
    people: list[tuple[str, str | None]] = []
    if from_csv is not None:
        for row in _read_csv(from_csv, ["name"]):
            deck_path = row.get("deck", "").strip()
            text = None
            if deck_path:
                path = Path(deck_path)
                text = _read_text(path if path.is_absolute() else from_csv.parent / path, "deck")
            people.append((row["name"], text))
    else:
        assert player is not None
        people.append((player, _read_text(deck, "deck") if deck else None))

    store = _store(db)
    if any(text is not None for _name, text in people):
        game = store.load(event).game
        for name, text in people:
            if text is not None:
                _check_deck_text(game, name, text, allow_illegal)

    if late not in ("zero", "losses"):
        raise TournamentError(f"--late {late!r} is not 'zero' or 'losses'")
    with _progress(len(people) > PROGRESS_FROM, "Registering") as tick:
        state, new = store.run(
            event,
            lambda s: operations.register_many(
                s, people, late, progress=lambda done: tick(done, len(people))  # type: ignore[arg-type]
            ),
        )
    names = [str(getattr(entry, "player", "")) for entry in new]
    if as_json:
        print(json.dumps({"event": state.name, "registered": names,
                          "players": len(state.players)}))
    elif len(names) > PROGRESS_FROM:
        console.print(f"Registered {len(names)} players in {state.name!r} "
                      f"({len(state.players)} in all).", highlight=False)
    else:
        for name in names:
            console.print(f"Registered {name!r} in {state.name!r}.", highlight=False)
    if state.game == "meccg" and not meccg_is_official(len(state.players)):
        console.print(
            f"[yellow]warning:[/] {len(state.players)} players: fewer than 6 is not an official "
            "MECCG event (MEC-1.2)"
        )


@event_app.command("deck")
def deck_command(
    event: str = EventArgument,
    player: str = PlayerArgument,
    set_file: Path | None = typer.Option(None, "--set", help="Register this deck list."),
    check_file: Path | None = typer.Option(
        None, "--check", help="Compare this deck to the registered list (MEC-5.1)."
    ),
    allow_illegal: bool = AllowIllegalOption,
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Register a deck list before the event starts (checked like ``event add --deck``), or
    compare a deck to the registered list (MEC-5.1)."""
    store = _store(db)
    if (set_file is None) == (check_file is None):
        raise TournamentError("give either --set FILE or --check FILE")
    if set_file is not None:
        text = _read_text(set_file, "deck")
        _check_deck_text(store.load(event).game, player, text, allow_illegal)
        state, _ = store.run(event, lambda s: operations.set_deck(s, player, text))
        who = operations.player(state, player)
        _done(as_json, {"event": state.name, "player": who, "deck_registered": True},
              f"Registered a deck list for {who!r}.")
        return
    assert check_file is not None
    state = store.load(event)
    who = operations.player(state, player)
    registered = state.players[who].deck
    if registered is None:
        raise TournamentError(f"{who!r} has no registered deck list in {state.name!r}")
    differences = compare_decks(registered, _read_text(check_file, "deck"))
    if as_json:
        print(json.dumps({"player": who, "matches": not differences,
                          "differences": [d.to_json() for d in differences]}))
        return
    if not differences:
        console.print(f"{who}'s deck matches the registered list.")
    for difference in differences:
        console.print(str(difference))


@event_app.command("drop")
def drop(event: str = EventArgument, player: str = PlayerArgument,
         db: str | None = DbOption, as_json: bool = JsonOption) -> None:
    """Drop a player between rounds: not paired from the next round on, still ranked for the
    rounds played (MEC-5.4). A MECCG mid-game drop is `event conduct --kind mid-game-drop`."""
    state, new = _store(db).run(event, lambda s: operations.drop(s, player))
    who = str(getattr(new[0], "player", player))
    _done(as_json, {"event": state.name, "player": who, "dropped_after_round":
                    state.players[who].dropped_after},
          f"Dropped {who!r} from {state.name!r}.")


@event_app.command("undrop")
def undrop(event: str = EventArgument, player: str = PlayerArgument,
           db: str | None = DbOption, as_json: bool = JsonOption) -> None:
    """Take a drop back: the player is paired again from the next round (MECCG: only a drop
    made since the latest pairing, never a mid-game drop or a removal, MEC-5.4)."""
    state, new = _store(db).run(event, lambda s: operations.undrop(s, player))
    who = str(getattr(new[0], "player", player))
    _done(as_json, {"event": state.name, "player": who, "dropped": False},
          f"{who!r} is back in {state.name!r}.")


@event_app.command("pair")
def pair(
    event: str = EventArgument,
    manual: list[str] | None = typer.Option(
        None, "--manual", help="A table chosen by hand, 'A,B' (logged); repeatable."
    ),
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Pair the next round and print its tables."""
    state, _ = _store(db).run(event, lambda s: operations.pair_next(s, _manual(manual)))
    _print_pairing(state, as_json, "")


@event_app.command("repair")
def repair(
    event: str = EventArgument,
    manual: list[str] | None = typer.Option(None, "--manual", help="A table chosen by hand."),
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Pair the current round again, before any of its results are entered, as if it had
    never been paired (after a late entry, a drop or a mistake)."""
    state, _ = _store(db).run(event, lambda s: operations.repair_current(s, _manual(manual)))
    _print_pairing(state, as_json, "re-paired ")


@event_app.command("result")
def result(
    event: str = EventArgument,
    round_number: str = RoundArgument,
    table: str | None = typer.Argument(
        None, help="The table number (leave out with --from results.csv)."
    ),
    score: str | None = typer.Argument(
        None, metavar="RESULT", help="Magic: wins-losses[-draws] of the first seat, e.g. "
        "2-1 or 1-1-1, checked against the event's best-of; pods: the winner or 'draw'."
    ),
    mp: str | None = typer.Option(
        None, "--mp", help="MECCG: marshalling points after any MEC-3 tie-break, e.g. 25-20 "
        "(the recounted margin decides 5-1 or 4-2)."
    ),
    one_ring: str | None = typer.Option(None, "--one-ring", help="MECCG: the One Ring winner."),
    correct: bool = typer.Option(False, "--correct", help="Replace an entered result."),
    from_csv: Path | None = typer.Option(
        None, "--from", help="CSV with columns table,result (MECCG: mp, one_ring)."
    ),
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Enter a table's result (or a whole round's from a CSV, in one transaction)."""
    number = _number(round_number, "round")
    if from_csv is not None:
        if table is not None:
            raise TournamentError("give either TABLE RESULT or --from results.csv, not both")
        rows = _read_csv(from_csv, ["table"])
        state, new = _store(db).run(event, lambda s: operations.enter_results(s, number, rows))
        _done(as_json, {"event": state.name, "round": number, "entered": [
            {"table": entry.table, "result": result_text(state, entry.score)}
            for entry in new if isinstance(entry, ResultEntered)]},
            f"Entered {len(new)} result(s) for round {number} of {state.name!r}.")
        return
    if table is None:
        raise TournamentError("give the TABLE number and its RESULT, or --from results.csv")
    table_number = _number(table, "table")
    state, _ = _store(db).run(
        event,
        lambda s: operations.enter_result(s, number, table_number, score, mp, one_ring, correct),
    )
    recorded = state.rounds[number - 1].tables[table_number - 1]
    verb = "Corrected" if correct else "Entered"
    _done(as_json, {"event": state.name, "round": number, "table": table_number,
                    "players": list(recorded.players), "result":
                    result_text(state, recorded.score), "correction": correct},
          f"{verb} round {number} table {table_number}: {' vs '.join(recorded.players)} "
          f"{result_text(state, recorded.score)}")


@event_app.command("standings")
def standings_command(
    event: str = EventArgument,
    cut: int | None = typer.Option(None, "--cut", help="Also show a top 8/16 cut's seeding."),
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Print the standings."""
    state = _store(db).load(event)
    lines = standings(state)
    matches = []
    if cut is not None:
        try:
            matches = top_cut(lines, cut)
        except ValueError as error:
            raise TournamentError(str(error)) from error
    if as_json:
        data: Any = [line.to_json() for line in lines]
        if cut is not None:
            data = {"standings": data, "cut": [[a.player, b.player] for a, b in matches]}
        print(json.dumps(data))
        return
    console.print(f"{state.name} — {standings_heading(state)}", highlight=False)
    table = Table()
    columns = ["Rank", "Player", "Points", "Record"]
    if state.game == "magic":
        columns += ["OMW%", "GW%", "OGW%"]
    elif state.game == "meccg":
        columns += ["Opp TP", "MP diff"]
    else:
        columns += ["Opp avg"]
    for column in columns:
        table.add_column(column)
    for line in lines:
        data = line.to_json()
        row = [str(line.rank or "—"), line.player + (" (dropped)" if line.dropped else ""),
               str(line.points), str(data["record"])]
        if state.game == "magic":
            row += [f"{line.omw:.4f}", f"{line.gw:.4f}", f"{line.ogw:.4f}"]
        elif state.game == "meccg":
            row += [str(line.opponents_tp), str(line.mp_difference)]
        else:
            row += [f"{line.opponents_points:.2f}"]
        table.add_row(*row)
    console.print(table)
    for first, second in matches:
        console.print(
            f"Top {cut}: ({first.rank}) {first.player} vs ({second.rank}) {second.player}"
        )


@event_app.command("export")
def export(
    event: str = EventArgument,
    format_: str = typer.Option(..., "--format", help="csv, json or html."),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write to this file."),
    db: str | None = DbOption,
) -> None:
    """Export standings (csv), the whole event (json) or a printable page (html)."""
    if format_ not in FORMATS:
        raise TournamentError(f"export format {format_!r} is not one of {', '.join(FORMATS)}")
    state = _store(db).load(event)
    writers: dict[str, Callable[[EventState], str]] = {
        "csv": to_csv,
        "json": lambda s: json.dumps(to_json(s), indent=2) + "\n",
        "html": to_html,
    }
    text = writers[format_](state)
    if output is None:
        print(text, end="")
    else:
        output.write_text(text, encoding="utf-8")
        console.print(f"Wrote {output}.")


@event_app.command("conduct")
def conduct(
    event: str = EventArgument,
    round_number: str = RoundArgument,
    table: str = TableArgument,
    player: str = typer.Argument(..., help="The player ruled against."),
    kind: str = typer.Option(..., "--kind", help="stalling, cheating or mid-game-drop."),
    capability: str = typer.Option(
        ..., "--capability", help="The opponent's deck: one-ring (6 TP) or mp (5 TP)."
    ),
    note: str = NoteOption,
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """MEC-5.3: record stalling, cheating or a mid-game drop; the opponent gets max TP.
    Cheating and a mid-game drop remove the player for good (MEC-5.4)."""
    number, table_number = _number(round_number, "round"), _number(table, "table")
    _, new = _store(db).run(
        event,
        lambda s: operations.record_conduct(
            s, number, table_number, player, kind, capability, note  # type: ignore[arg-type]
        ),
    )
    _done(as_json, {"round": number, "table": table_number, "conduct": kind,
                    "entries": [entry.kind for entry in new]},
          f"Recorded {kind} at round {number} table {table_number} ({len(new)} entries).")


@event_app.command("ruling")
def ruling(
    event: str = EventArgument,
    round_number: str = RoundArgument,
    table: str = TableArgument,
    text: str = typer.Argument(..., help="The ruling, as it should stand in the log."),
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """MEC-5.5: log a ruling with its round and table."""
    number, table_number = _number(round_number, "round"), _number(table, "table")
    _store(db).run(event, lambda s: operations.record_ruling(s, number, table_number, text))
    _done(as_json, {"round": number, "table": table_number, "ruling": text.strip()},
          f"Logged the ruling for round {number} table {table_number}.")


@event_app.command("penalty")
def penalty(
    event: str = EventArgument,
    round_number: str = RoundArgument,
    table: str = TableArgument,
    player: str = typer.Argument(..., help="The player penalised (at that table)."),
    what: str = typer.Argument(..., metavar="PENALTY", help="e.g. warning, game-loss."),
    note: str = NoteOption,
    db: str | None = DbOption,
    as_json: bool = JsonOption,
) -> None:
    """Record a penalty against a player at a table."""
    number, table_number = _number(round_number, "round"), _number(table, "table")
    _store(db).run(
        event, lambda s: operations.record_penalty(s, number, table_number, player, what, note)
    )
    _done(as_json, {"round": number, "table": table_number, "penalty": what.strip()},
          f"Recorded {what} for round {number} table {table_number}.")


@event_app.command("draft")
def draft(
    first: Path = typer.Argument(..., help="First player's pool file."),
    second: Path = typer.Argument(..., help="Second player's pool file."),
    names: str = typer.Option("first,second", "--names", help="The two players' names, A,B."),
    minion: list[str] | None = typer.Option(
        None, "--minion", help="A minion player (company of 6): first or second; repeatable."
    ),
    step: bool = typer.Option(
        False, "--step", help="Step by step: each player types each reveal, hidden."
    ),
    as_json: bool = JsonOption,
) -> None:
    """MEC-2: the character draft from two pools ('Name, mind[, common]' lines)."""
    players = [name.strip() for name in names.split(",")]
    if len(players) != 2 or not all(players):
        raise TournamentError(f"--names {names!r} is not two names like Alice,Bob")
    minions = {value.strip().casefold() for value in minion or []}
    pools = [
        parse_pool(
            players[i],
            _read_text(path, "pool"),
            minion=("first", "second")[i] in minions or players[i].casefold() in minions,
        )
        for i, path in enumerate((first, second))
    ]
    if step:
        session = DraftSession(pools[0], pools[1])
        while not session.is_over:
            for index in session.waiting_for():
                legal = session.legal_reveals(index)
                choice = typer.prompt(
                    f"{players[index]}: reveal ({', '.join(legal)}) or 'stop'",
                    hide_input=True,
                )
                try:
                    session.submit(index, None if choice.strip().casefold() == "stop" else choice)
                except TournamentError as error:
                    console.print(f"[red]{error}[/]")
        outcome = session.result()
    else:
        outcome = run_draft(pools[0], pools[1])
    if as_json:
        print(json.dumps(outcome.to_json(players)))
        return
    for step_record in outcome.steps:
        if not any(step_record.reveals):
            continue
        console.print(
            f"step {step_record.number}: "
            + "; ".join(
                f"{players[i]} reveals {step_record.reveals[i]} → {step_record.outcome[i]}"
                for i in (0, 1) if step_record.reveals[i]
            )
        )
    for i in (0, 1):
        console.print(f"{players[i]}: {', '.join(outcome.companies[i]) or '(none)'} "
                      f"— stopped: {outcome.stop_reasons[i]}")
    if outcome.set_aside:
        console.print(f"set aside (MEC-2.2): {', '.join(outcome.set_aside)}")


@event_app.command("tiebreak")
def tiebreak(
    sides_file: Path = typer.Argument(
        ..., help='JSON: {"players": [{"name", "other_mp", "characters": [{"name", '
        '"corruption", "modifier", "mp", "wizard"}]}, {…}]} (README: MECCG tie-break).'
    ),
    seed: int = typer.Option(0, "--seed", min=0, help="Seed for the 2d6 rolls."),
    rolls: str | None = typer.Option(None, "--rolls", help="2d6 rolls by hand: 7,9,4,…"),
    council_of_elrond: bool = typer.Option(
        False, "--council-of-elrond", help="MEC-3.8: a tie is 3-3."
    ),
    as_json: bool = JsonOption,
) -> None:
    """MEC-3: the end-of-game tie-break calculator."""
    try:
        data = json.loads(_read_text(sides_file, "tie-break file"))
    except json.JSONDecodeError as error:
        raise TournamentError(f"{str(sides_file)!r} is not JSON: {error}") from error
    first, second = parse_sides(data)
    roll_list = None
    if rolls is not None:
        parts = [part.strip() for part in rolls.split(",") if part.strip()]
        if not all(part.isdigit() for part in parts):
            raise TournamentError(f"--rolls {rolls!r} is not a list of numbers like 7,9,4")
        roll_list = [int(part) for part in parts]
    outcome = resolve_tie(first, second, seed, roll_list, council_of_elrond)
    if as_json:
        print(json.dumps(outcome.to_json()))
        return
    for check in outcome.checks:
        console.print(
            f"round {check.iteration}: {check.player}'s {check.character} "
            f"(CP {check.corruption}) rolls {check.roll} → {check.total}: {check.outcome}"
        )
    who = outcome.winner or "nobody (tie)"
    console.print(
        f"Winner: {who}; MP {outcome.mp[0]}-{outcome.mp[1]}; TP {outcome.tp[0]}-{outcome.tp[1]} "
        f"({outcome.reason})"
    )
