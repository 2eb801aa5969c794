"""``cardtable cards``: import card data, update from MTGJSON, show and search cards."""

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
from cardtable.cli._json import json_errors
from cardtable.core.errors import CardNotFound, SettingsError

if TYPE_CHECKING:
    from cardtable.cards.card import Card
    from cardtable.cards.db import CardDatabase, ImportSummary
    from cardtable.cards.lookup import CardLookup

GAMES = ("magic", "meccg", "all")

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
    replace: bool = typer.Option(False, "--replace", help="Replace the cards of the same game "
                                 "imported from another file (imports replace, never merge)."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
) -> None:
    """Import a card data file into the card database (atomic: a failure changes nothing).

    An import replaces every card of its game; if cards of that game came from another file,
    it refuses unless --replace says to replace them."""
    from cardtable.cards.db import CardDatabase
    from cardtable.cards.importers.run import import_path

    database = CardDatabase()
    with json_errors(as_json), _progress_bar(f"importing {path.name}") as bar:
        task = bar.add_task("import", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        summary = import_path(path, database, progress, replace_other=replace)
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


def _game_option(game: str) -> str:
    if game not in GAMES:
        raise SettingsError(f"unknown --game {game!r}; expected magic, meccg or all")
    return game


def meccg_json(card: dict[str, Any]) -> dict[str, Any]:
    return {"game": "meccg", "name": card["title"], **card}


@cards_app.command("show")
def show_command(
    name: str = typer.Argument(..., help="Card name (case/accent-insensitive, either face)"),
    game: str = typer.Option("all", "--game", help="magic, meccg or all (Magic first)"),
    as_json: bool = typer.Option(False, "--json", help="Print the card as JSON."),
) -> None:
    """Show one card: Magic, or Middle-earth CCG (every set's version)."""
    from cardtable.cards.lookup import CardLookup

    with json_errors(as_json):
        game = _game_option(game)
        lookup = CardLookup()
        card = lookup.find(name) if game in ("magic", "all") else None
        versions = (lookup.database.find_meccg(name)
                    if card is None and game in ("meccg", "all") else [])
        if card is None and not versions:
            raise _not_found(name, game, lookup)
    if versions:
        _show_meccg(versions, as_json)
        return
    assert card is not None
    if as_json:
        print(json.dumps({"game": "magic", **card_json(card)}, ensure_ascii=False))
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


def _not_found(name: str, game: str, lookup: CardLookup) -> CardNotFound:
    """The unknown-card error for ``show``: suggestions from the games asked for."""
    database = lookup.database
    if game == "meccg":
        suggestions = database.meccg_name_index.suggest(name)
        hint = ("" if suggestions else "no Middle-earth CCG card has this title" if
                database.meccg_count else "no Middle-earth CCG cards are imported; import them "
                "with `cardtable cards import FOLDER`")
        return CardNotFound(name, suggestions, hint)
    error = lookup.not_found(name)
    if game == "all" and database.meccg_count:
        meccg = database.meccg_name_index.suggest(name)
        if meccg and not error.suggestions:
            return CardNotFound(name, meccg, "Middle-earth CCG cards; no Magic card is close")
    return error


def _show_meccg(versions: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        print(json.dumps({"game": "meccg", "name": versions[0]["title"],
                          "versions": versions}, ensure_ascii=False))
        return
    table = Table(title=f"{versions[0]['title']} (Middle-earth CCG)")
    for column in ("set", "kind", "role", "alignment", "unique", "race", "mind", "MP",
                   "skills"):
        table.add_column(column)
    for v in versions:
        table.add_row(v["set_code"], v["kind"], v["role"], v.get("alignment", ""),
                      "yes" if v.get("unique") else "", v.get("race", ""),
                      "" if v.get("mind") is None else str(v["mind"]),
                      "" if v.get("marshalling_points") is None
                      else str(v["marshalling_points"]),
                      ", ".join(v.get("skills", ())))
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
    text: str | None = typer.Argument(None, help="The card's name, roughly: typos, accents, "
                                      "punctuation and split names are forgiven"),
    type_text: str | None = typer.Option(None, "--type", help="Text the type line contains "
                                         "(MECCG: the card's kind or role)"),
    identity: str | None = typer.Option(
        None, "--identity", help="Colour identity within these colours (e.g. WG; C colourless)"),
    mana_value: float | None = typer.Option(None, "--mv", help="Exact mana value"),
    rules_text: str | None = typer.Option(None, "--text", help="Words the rules text "
                                          "contains, e.g. \"whenever you cast\" (any case)"),
    legal: str | None = typer.Option(None, "--legal", help="Legal in this format (commander…)"),
    game: str = typer.Option("all", "--game", help="magic, meccg or all (a name search looks "
                             "in both; without a name, all means Magic)"),
    limit: int = typer.Option(50, "--limit", min=1, help="At most this many cards"),
    as_json: bool = typer.Option(False, "--json", help="Print the cards as JSON."),
) -> None:
    """Search the card database (or the bundled pool when nothing is imported), best match
    first."""
    from cardtable.cards.lookup import CardLookup

    with json_errors(as_json):
        game = _game_option(game)
        magic_only = (identity is not None or mana_value is not None or legal is not None
                      or rules_text is not None)
        if game == "meccg" and magic_only:
            raise SettingsError("--identity, --mv, --legal and --text are Magic filters; the "
                                "Middle-earth CCG has no colours, mana values or rules text")
        if rules_text is not None and not rules_text.strip():
            raise SettingsError("--text is empty; give the words to find, e.g. --text "
                                "\"whenever you cast\"")
        wanted = _identity_filter(identity) if identity is not None else None
        lookup = CardLookup()
        rows: list[tuple[float, dict[str, Any]]] = []
        if game in ("magic", "all"):
            rows += _magic_rows(lookup, text, type_text, wanted, mana_value, legal, limit,
                                rules_text)
        if game == "meccg" or (game == "all" and text and not magic_only):
            rows += _meccg_rows(lookup.database, text, type_text, limit)
        rows.sort(key=lambda row: -row[0])
        found = [row for _score, row in rows[:limit]]
    if as_json:
        print(json.dumps(found, ensure_ascii=False))
        return
    games = {row["game"] for row in found}
    table = Table(title=f"{len(found)} cards ({_sources(lookup, games)})")
    columns = ["name", "cost", "type", "MV", "identity"] + (["game"] if len(games) > 1 else [])
    for column in columns:
        table.add_column(column)
    for row in found:
        if row["game"] == "meccg":
            cells = [row["name"], "", f"{row['kind']} ({row['set_code']})", "", ""]
        else:
            cells = [row["name"], row["mana_cost"], row["type_line"], f"{row['mana_value']:g}",
                     describe_colors(row["color_identity"])]
        table.add_row(*cells, *([row["game"]] if len(games) > 1 else []))
    console.print(table)


def _sources(lookup: CardLookup, games: set[str]) -> str:
    names = [lookup.source] if games != {"meccg"} else []
    if "meccg" in games:
        names.append("Middle-earth CCG cards")
    return ", ".join(names)


def _magic_rows(lookup: CardLookup, text: str | None, type_text: str | None,
                wanted: str | None, mana_value: float | None, legal: str | None, limit: int,
                rules_text: str | None = None) -> list[tuple[float, dict[str, Any]]]:
    """Magic cards matching the name (ranked) and the filters, with their match scores."""
    phrase = " ".join(rules_text.split()).casefold() if rules_text else None
    candidates: list[tuple[float, Card]]
    if text:
        ranked = lookup.name_index.rank(text)
        cards = lookup.find_many(m.name for m in ranked)
        candidates = [(m.score, card) for m in ranked
                      if (card := cards.get(m.name)) is not None]
    elif lookup.uses_database:
        candidates = [(0.0, c) for c in lookup.database.search_rows(
            None, type_text, mana_value, phrase)]
    else:
        from cardtable.cards.lookup import bundled_pool

        candidates = [(0.0, c) for c in sorted(bundled_pool(), key=lambda c: c.name)]
    rows: list[tuple[float, dict[str, Any]]] = []
    for points, card in candidates:
        if type_text and type_text.casefold() not in str(card.type_line).casefold():
            continue
        if mana_value is not None and card.mana_value != mana_value:
            continue
        if wanted is not None and not set(card.color_identity) <= set(wanted):
            continue
        if legal and card.legality(legal.casefold()) not in ("legal", "restricted"):
            continue
        if phrase and not any(phrase in " ".join(f.oracle_text.split()).casefold()
                              for f in card.faces):
            continue
        rows.append((points, {"game": "magic", "name": card.name,
                              "mana_cost": str(card.mana_cost), "type_line": str(card.type_line),
                              "mana_value": card.mana_value,
                              "color_identity": card.color_identity}))
        if len(rows) >= limit:
            break
    return rows


def _meccg_rows(database: CardDatabase, text: str | None, type_text: str | None, limit: int
                ) -> list[tuple[float, dict[str, Any]]]:
    """Middle-earth CCG cards (one row per title, its sets listed) matching the name, ranked,
    and ``--type`` against the card's kind or role."""
    from collections import defaultdict

    by_title: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for _key, _set, data in database.meccg_rows():
        card = json.loads(data)
        by_title[card["title"]].append(card)
    if text:
        order = [(m.score, m.name) for m in database.meccg_name_index.rank(text)]
    else:
        order = [(0.0, title) for title in sorted(by_title)]
    rows: list[tuple[float, dict[str, Any]]] = []
    for points, title in order:
        versions = by_title.get(title, [])
        if not versions:
            continue
        if type_text:
            versions = [v for v in versions
                        if type_text.casefold() in f"{v['kind']} {v['role']}".casefold()]
            if not versions:
                continue
        first = versions[0]
        rows.append((points, {"game": "meccg", "name": title, "kind": first["kind"],
                              "role": first["role"],
                              "set_code": ", ".join(dict.fromkeys(v["set_code"]
                                                                  for v in versions)),
                              "alignment": first.get("alignment", "")}))
        if len(rows) >= limit:
            break
    return rows


@cards_app.command("update")
def update_command(
    url: str = typer.Option("https://mtgjson.com/api/v5/AtomicCards.json.gz", "--url",
                            help="Where to download the cards: MTGJSON AtomicCards (default), "
                            "another card file, or a Scryfall bulk-data endpoint"),
    timeout: float = typer.Option(30.0, "--timeout", min=1.0, help="Seconds to wait for the "
                                  "server before giving up"),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
) -> None:
    """Download the current MTGJSON AtomicCards, check it and import it (atomic: a failure
    changes nothing)."""
    from cardtable.cards.db import CardDatabase
    from cardtable.cards.importers.download import update_cards

    database = CardDatabase()
    with json_errors(as_json), _progress_bar("downloading cards") as bar:
        before = database.data_description() if database.card_count else None
        task = bar.add_task("download", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        summary = update_cards(database, url, timeout, progress)
    replaced = f" (replacing {before})" if before else ""
    _print_summary(summary, as_json, f"updated: {summary.card_count} cards from "
                   f"{summary.source}{replaced}")


from cardtable.cli import coverage as _coverage  # noqa: E402, F401  (cards coverage)
