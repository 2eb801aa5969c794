"""``cardtable cards``: import card data, update from Scryfall, show and search cards."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from cardtable.cards.colors import describe_colors, sort_colors
from cardtable.cli._app import app, console
from cardtable.core.errors import SettingsError

if TYPE_CHECKING:
    from cardtable.cards.card import Card
    from cardtable.cards.db import ImportSummary

cards_app = typer.Typer(help="The card database: import, update, show and search cards.",
                        no_args_is_help=True)
app.add_typer(cards_app, name="cards")


def _progress_bar(description: str) -> Progress:
    return Progress(TextColumn(description), BarColumn(), DownloadColumn(),
                    TimeRemainingColumn(), console=console, transient=True,
                    disable=not console.is_terminal)


@cards_app.command("import")
def import_command(
    path: Path = typer.Argument(..., help="MTGJSON AtomicCards, a Scryfall bulk file, or "
                                "Middle-earth CCG card JSON (a file or a folder)"),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
) -> None:
    """Import a card data file into the card database (atomic: a failure changes nothing)."""
    from cardtable.cards.db import CardDatabase
    from cardtable.cards.importers.run import import_path

    database = CardDatabase()
    with _progress_bar(f"importing {path.name}") as bar:
        task = bar.add_task("import", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        summary = import_path(path, database, progress)
    _print_summary(summary, as_json, f"imported {summary.card_count} cards ({summary.kind}) "
                   f"from {summary.source} into {database.path}")


def _print_summary(summary: ImportSummary, as_json: bool, headline: str) -> None:
    differences = list(summary.identity_differences)
    if as_json:
        print(json.dumps({"kind": summary.kind, "source": summary.source,
                          "card_count": summary.card_count,
                          "identity_differences": differences}, ensure_ascii=False))
        return
    console.print(headline, highlight=False, soft_wrap=True)
    if summary.kind != "meccg":
        if differences:
            shown = ", ".join(differences[:5]) + (" …" if len(differences) > 5 else "")
            console.print(f"colour identity (CMD-1.2): {len(differences)} card(s) differ from "
                          f"the data's own value: {shown}", highlight=False, markup=False,
                          soft_wrap=True)
        else:
            console.print("colour identity (CMD-1.2): every card agrees with the data",
                          highlight=False)


def card_json(card: Card) -> dict[str, Any]:
    from cardtable.cards.identity import color_identity

    return {
        "name": card.name,
        "faces": [
            {"name": f.name, "mana_cost": str(f.mana_cost), "type_line": str(f.type_line),
             "oracle_text": f.oracle_text, "power": f.power, "toughness": f.toughness,
             "loyalty": f.loyalty}
            for f in card.faces
        ],
        "layout": card.layout,
        "mana_value": card.mana_value,
        "colors": card.colors,
        "color_identity": card.color_identity,
        "computed_color_identity": color_identity(card),
        "legalities": dict(card.legalities),
    }


@cards_app.command("show")
def show_command(
    name: str = typer.Argument(..., help="Card name (case/accent-insensitive, either face)"),
    as_json: bool = typer.Option(False, "--json", help="Print the card as JSON."),
) -> None:
    """Show one card."""
    from cardtable.cards.lookup import CardLookup

    card = CardLookup().get(name)
    if as_json:
        print(json.dumps(card_json(card), ensure_ascii=False))
        return
    table = Table(title=card.name, show_header=False)
    table.add_column("field", style="bold")
    table.add_column("value")
    for face in card.faces:
        if len(card.faces) > 1:
            table.add_row("face", face.name)
        table.add_row("cost", str(face.mana_cost) or "—")
        table.add_row("type", str(face.type_line))
        if face.oracle_text:
            table.add_row("text", Text(face.oracle_text))
        if face.power is not None:
            table.add_row("P/T", f"{face.power}/{face.toughness}")
        if face.loyalty is not None:
            table.add_row("loyalty", face.loyalty)
    table.add_row("mana value", str(card.mana_value))
    table.add_row("colour identity", describe_colors(card.color_identity))
    commander = card.legality("commander")
    if commander:
        table.add_row("commander", commander)
    console.print(table)


def _identity_filter(text: str) -> str:
    letters = text.upper().replace("/", "").replace(",", "")
    if letters in ("C", "COLORLESS", "COLOURLESS"):
        return ""
    try:
        return sort_colors(letters)
    except ValueError as error:
        raise SettingsError(f"--identity {text!r} is not colours; write letters of WUBRG "
                            "such as 'WG', or 'C' for colourless") from error


@cards_app.command("search")
def search_command(
    text: str | None = typer.Argument(None, help="Text the card's name contains"),
    type_text: str | None = typer.Option(None, "--type", help="Text the type line contains"),
    identity: str | None = typer.Option(
        None, "--identity", help="Colour identity within these colours (e.g. WG; C colourless)"),
    mana_value: float | None = typer.Option(None, "--mv", help="Exact mana value"),
    legal: str | None = typer.Option(None, "--legal", help="Legal in this format (commander…)"),
    limit: int = typer.Option(50, "--limit", min=1, help="At most this many cards"),
    as_json: bool = typer.Option(False, "--json", help="Print the cards as JSON."),
) -> None:
    """Search the card database (or the bundled pool when nothing is imported)."""
    from cardtable.cards.lookup import CardLookup

    lookup = CardLookup()
    wanted = _identity_filter(identity) if identity is not None else None
    if lookup.uses_database:
        candidates = lookup.database.search_rows(text, type_text, mana_value)
    else:
        from cardtable.cards.lookup import bundled_pool

        candidates = iter(sorted(bundled_pool(), key=lambda c: c.name))
    found: list[Card] = []
    for card in candidates:
        if not lookup.uses_database:
            if text and text.casefold() not in card.name.casefold():
                continue
            if type_text and type_text.casefold() not in str(card.type_line).casefold():
                continue
            if mana_value is not None and card.mana_value != mana_value:
                continue
        if wanted is not None and not set(card.color_identity) <= set(wanted):
            continue
        if legal and card.legality(legal.casefold()) not in ("legal", "restricted"):
            continue
        found.append(card)
        if len(found) >= limit:
            break
    if as_json:
        print(json.dumps([
            {"name": c.name, "mana_cost": str(c.mana_cost), "type_line": str(c.type_line),
             "mana_value": c.mana_value, "color_identity": c.color_identity} for c in found
        ], ensure_ascii=False))
        return
    table = Table(title=f"{len(found)} cards ({lookup.source})")
    for column in ("name", "cost", "type", "MV", "identity"):
        table.add_column(column)
    for c in found:
        table.add_row(c.name, str(c.mana_cost), str(c.type_line), f"{c.mana_value:g}",
                      describe_colors(c.color_identity))
    console.print(table)


@cards_app.command("update")
def update_command(
    url: str = typer.Option("https://api.scryfall.com/bulk-data/oracle-cards", "--url",
                            help="Scryfall bulk-data endpoint for oracle cards"),
    timeout: float = typer.Option(30.0, "--timeout", min=1.0, help="Seconds to wait for the "
                                  "server before giving up"),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
) -> None:
    """Download Scryfall's current oracle-cards file and import it (atomic)."""
    from cardtable.cards.db import CardDatabase
    from cardtable.cards.importers.download import download_and_import

    database = CardDatabase()
    with _progress_bar("downloading oracle cards") as bar:
        task = bar.add_task("download", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        summary = download_and_import(database, url, timeout, progress)
    _print_summary(summary, as_json, f"updated: {summary.card_count} cards from "
                   f"{summary.source}")


from cardtable.cli import coverage as _coverage  # noqa: E402, F401  (cards coverage)
