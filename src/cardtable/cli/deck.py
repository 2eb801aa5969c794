"""``cardtable deck``: check a deck against a format, convert, diff and show statistics.

Exit status of ``deck check``: 0 legal, 1 illegal, 2 unusable input.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from cardtable.cards.colors import describe_colors
from cardtable.cli._app import app, console, error_console
from cardtable.cli._json import json_errors
from cardtable.core.errors import DeckError, SettingsError
from cardtable.decks.model import Decklist
from cardtable.decks.read import FORMATS, read_deck_file
from cardtable.decks.write import WRITABLE_FORMATS, drop_sections, write_deck
from cardtable.formats.report import DeckReport, Problem

if TYPE_CHECKING:
    from cardtable.cards.lookup import CardLookup

deck_app = typer.Typer(help="Decklists: check, convert, diff and statistics.",
                       no_args_is_help=True)
app.add_typer(deck_app, name="deck")

CHECK_FORMATS = ("commander", "meccg")


def _read(path: Path, input_format: str | None) -> Decklist:
    if input_format is not None and input_format not in FORMATS:
        raise DeckError(f"unknown --input-format {input_format!r}; expected one of "
                        f"{', '.join(FORMATS)}")
    return read_deck_file(path, input_format)


def _parse_swaps(swaps: list[str]) -> list[tuple[str, str]]:
    pairs = []
    for swap in swaps:
        out_name, sep, in_name = swap.partition("=")
        if not sep or not out_name.strip() or not in_name.strip():
            raise SettingsError(f"--swap {swap!r} must be 'OUT CARD=IN CARD'")
        pairs.append((out_name.strip(), in_name.strip()))
    return pairs


def _print_report(label: str, deck: Decklist, report: DeckReport) -> None:
    def line(text: str) -> None:
        console.print(text, markup=False, highlight=False, soft_wrap=True)

    line(f"{label}: {deck.name or 'deck'} — {report.format_name} (read as {deck.source_format})")
    if report.format_name == "commander":
        shown = ", ".join(report.commanders) or "none"
        line(f"Commander: {shown} — identity {describe_colors(report.identity or '')}")
    counts = ", ".join(f"{t} {n}" for t, n in report.type_counts)
    line(f"Cards: {report.card_count}" + (f" ({counts})" if counts else ""))
    for note in (*deck.remarks, *report.notes):
        line(f"Note: {note}")
    if report.is_legal:
        console.print("[bold green]Legal[/]")
    else:
        count = len(report.problems)
        console.print(f"[bold red]Illegal[/]: {count} problem{'s' * (count != 1)}")
        for problem in report.problems:
            line(f"  {problem}")


def _check_one(deck: Decklist, fmt: str, lookup: CardLookup, options: dict[str, Any]
               ) -> DeckReport:
    if fmt == "meccg":
        from cardtable.formats.meccg import MeccgSettings, check_meccg

        return check_meccg(deck, lookup.database,
                           MeccgSettings(game_length=options["game_length"]))
    from cardtable.formats.commander import (
        CommanderSettings,
        apply_sideboard_swaps,
        check_commander,
    )

    settings = CommanderSettings(
        banlist=options["banlist"], use_banlist=options["use_banlist"],
        user_banlist=options["banlist"] is not None, edh_sideboard=options["edh_sideboard"],
        chosen_colors=options["chosen_colors"], date=options.get("date"))
    swap_problems: list[Problem] = []
    if options["swaps"]:
        deck, swap_problems = apply_sideboard_swaps(deck, options["swaps"], lookup)
    report = check_commander(deck, lookup, settings)
    if swap_problems:
        report = DeckReport(report.format_name, report.card_count,
                            (*swap_problems, *report.problems), report.commanders,
                            report.identity, report.unknown_cards, report.type_counts,
                            report.notes)
    return report


@deck_app.command("check")
def check_command(
    files: list[Path] = typer.Argument(..., help="Decklist file(s); several with --table"),
    format_name: str | None = typer.Option(
        None, "--format", help="commander or meccg (default: meccg for GCCG files, else "
        "commander)"),
    input_format: str | None = typer.Option(
        None, "--input-format", help=f"Decklist format: {', '.join(FORMATS)} (default: detect)"),
    as_json: bool = typer.Option(False, "--json", help="Print the report as one JSON object."),
    no_banlist: bool = typer.Option(False, "--no-banlist", help="CMD-1.6: ignore the banned "
                                    "list (everything else is still checked)."),
    banlist_file: Path | None = typer.Option(None, "--banlist", help="Use this banned list "
                                             "(TOML like the bundled one, or one name a line)."),
    on_date: str | None = typer.Option(None, "--date", help="Check against the Commander "
                                       "banned list in force on YYYY-MM-DD (default: today)."),
    edh_sideboard: bool = typer.Option(False, "--edh-sideboard", help="CMD-3.2 house rule: "
                                       "a 10-card sideboard."),
    swaps: list[str] = typer.Option([], "--swap", help="CMD-3.2: 'OUT=IN' swap of a deck card "
                                    "for a sideboard card (repeatable)."),
    table: bool = typer.Option(False, "--table", help="CMD-3.5 League rule across the decks "
                               "of a table (give every player's file)."),
    chosen_colors: str = typer.Option("", "--commander-colors", help="Colours chosen for a "
                                      "commander like The Prismatic Piper (e.g. R)."),
    game_length: int = typer.Option(2, "--game-length", min=1, max=4, help="MECCG: 1-, 2-, 3- "
                                    "or 4-deck game (MEC-4.4 sideboard size)."),
) -> None:
    """Check decks; exit 0 legal, 1 illegal, 2 unusable input."""
    with json_errors(as_json):
        legal = _check(files, format_name, input_format, as_json, table, given={
            "banlist_file": banlist_file, "use_banlist": not no_banlist, "date": on_date,
            "edh_sideboard": edh_sideboard, "swaps": swaps, "chosen_colors": chosen_colors,
            "game_length": game_length})
    if not legal:
        raise typer.Exit(1)


def _check(files: list[Path], format_name: str | None, input_format: str | None,
           as_json: bool, table: bool, given: dict[str, Any]) -> bool:
    """``deck check``'s work: print the reports, return whether everything is legal."""
    if format_name is not None and format_name not in CHECK_FORMATS:
        raise SettingsError(f"unknown --format {format_name!r}; expected commander or meccg")
    if len(files) > 1 and not table:
        raise SettingsError("several files need --table (the CMD-3.5 League rule check)")
    from cardtable.formats.banlist import load_banlist, parse_date

    banlist_file = given["banlist_file"]
    options: dict[str, Any] = {
        "banlist": load_banlist(banlist_file) if banlist_file else None,
        "date": parse_date(given["date"]) if given["date"] else None,
        "use_banlist": given["use_banlist"],
        "edh_sideboard": given["edh_sideboard"] or bool(given["swaps"]),
        "swaps": _parse_swaps(given["swaps"]), "chosen_colors": given["chosen_colors"].upper(),
        "game_length": given["game_length"],
    }
    from cardtable.cards.lookup import CardLookup

    decks = [(path, _read(path, input_format)) for path in files]
    lookup = CardLookup()
    reports = []
    for path, deck in decks:
        fmt = format_name or ("meccg" if deck.source_format == "meccg" else "commander")
        reports.append((path, deck, _check_one(deck, fmt, lookup, options)))
    table_problems: list[Problem] = []
    if table:
        from cardtable.formats.commander import check_league

        table_problems = check_league([(p.name, d) for p, d in decks], lookup)
    legal = all(r.is_legal for _p, _d, r in reports) and not table_problems
    if as_json:
        if table:
            print(json.dumps({
                "legal": legal, "format": "commander",
                "table_problems": [p.to_json() for p in table_problems],
                "decks": [{"file": p.name, **r.to_json()} for p, _d, r in reports],
            }, ensure_ascii=False))
        else:
            print(json.dumps(reports[0][2].to_json(), ensure_ascii=False))
    else:
        for path, deck, report in reports:
            _print_report(path.name, deck, report)
        if table:
            if table_problems:
                console.print(f"[bold red]Table[/]: {len(table_problems)} League-rule problems")
                for problem in table_problems:
                    console.print(f"  {problem}", markup=False, highlight=False)
            else:
                console.print("[bold green]Table[/]: no League-rule problems (CMD-3.5)")
    return legal


@deck_app.command("convert")
def convert_command(
    file: Path = typer.Argument(..., help="Decklist file"),
    to: str = typer.Option(..., "--to", help=f"Output format: {', '.join(WRITABLE_FORMATS)}"),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write here, not stdout"),
    input_format: str | None = typer.Option(None, "--input-format", help="Input format"),
    drop: list[str] = typer.Option([], "--drop", help="Leave out this section (maybeboard, "
                                   "tokens…) when the output format has no place for it."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object: the format, "
                                 "the text (or the file written) and the warnings."),
) -> None:
    """Write a decklist in another format.

    A conversion keeps every card, count, commander and sideboard, or refuses (exit 2) saying
    why; --drop leaves a section out on purpose."""
    with json_errors(as_json):
        deck = _read(file, input_format)
        if drop:
            deck = drop_sections(deck, drop)
        text = write_deck(deck, to)
        if output is not None:
            try:
                output.write_text(text, encoding="utf-8")
            except OSError as error:
                raise DeckError(f"cannot write {str(output)!r}: {error.strerror}") from error
    warnings = [str(problem) for problem in deck.problems]
    if as_json:
        print(json.dumps({"format": to, "read_as": deck.source_format, "name": deck.name,
                          "card_count": deck.count(), "output": str(output) if output else None,
                          "text": None if output else text, "warnings": warnings},
                         ensure_ascii=False))
        return
    if output is None:
        print(text, end="")
    else:
        console.print(f"wrote {output} ({to})", highlight=False)
    for warning in warnings:
        error_console.print(f"warning: {warning}", markup=False, highlight=False,
                            style="yellow")


@deck_app.command("diff")
def diff_command(
    registered: Path = typer.Argument(..., help="The registered decklist"),
    played: Path = typer.Argument(..., help="The deck as played / spot-checked"),
    input_format: str | None = typer.Option(None, "--input-format", help="Input format"),
    as_json: bool = typer.Option(False, "--json", help="Print the changes as JSON."),
) -> None:
    """MEC-5.1: list what changed between a registered deck and the deck played.

    Exit 0 when they are the same, 1 when anything changed."""
    from cardtable.decks.diff import diff_decks

    with json_errors(as_json):
        changes = diff_decks(_read(registered, input_format), _read(played, input_format))
    if as_json:
        print(json.dumps({"same": not changes, "changes": [c.to_json() for c in changes]},
                         ensure_ascii=False))
    elif changes:
        console.print(f"[bold red]{len(changes)} change(s)[/] from the registered list (MEC-5.1)")
        for change in changes:
            console.print(f"  {change}", markup=False, highlight=False)
    else:
        console.print("[bold green]Same as the registered list[/] (MEC-5.1)")
    if changes:
        raise typer.Exit(1)


@deck_app.command("stats")
def stats_command(
    file: Path = typer.Argument(..., help="Decklist file (Magic)"),
    plot: Path | None = typer.Option(None, "--plot", help="Also draw the statistics to this "
                                     "image file (PNG, SVG, PDF)."),
    input_format: str | None = typer.Option(None, "--input-format", help="Input format"),
    as_json: bool = typer.Option(False, "--json", help="Print the statistics as JSON."),
) -> None:
    """Mana curve (with the cards of each mana value), colour pips and type counts of a deck
    (commander and main deck)."""
    from cardtable.cards.lookup import CardLookup
    from cardtable.decks.model import COMMANDER, MAIN
    from cardtable.decks.stats import deck_stats
    from cardtable.formats.commander import resolve_entries

    with json_errors(as_json):
        deck = _read(file, input_format)
        entries = [e for e in deck.entries if e.section in (COMMANDER, MAIN)]
        resolved, problems, unknown = resolve_entries(entries, CardLookup(), "CARD")
        stats = deck_stats([(r.card, r.entry.count) for r in resolved])
        if plot is not None:
            from cardtable.analysis.deck_plot import plot_deck_stats

            plot_deck_stats(stats, plot, deck.name or file.stem)
    if as_json:
        data = stats.to_json()
        data["unknown_cards"] = list(unknown)
        print(json.dumps(data, ensure_ascii=False))
    else:
        def line(text: str) -> None:
            console.print(text, markup=False, highlight=False)

        line(f"{deck.name or file.stem}: {stats.card_count} cards, {stats.land_count} lands")
        line("Mana curve: " + "  ".join(f"{k}:{v}" for k, v in stats.curve))
        for label, cards in stats.by_mana_value:
            line(f"  MV {label}: " + ", ".join(n if c == 1 else f"{c} {n}" for n, c in cards))
        line("Colour pips: " + "  ".join(f"{k}:{v}" for k, v in stats.pips))
        line("Types: " + ", ".join(f"{k} {v}" for k, v in stats.types))
        if plot is not None:
            line(f"Plot written to {plot}")
    for problem in problems:
        error_console.print(f"warning: {problem.message}", markup=False, highlight=False)
