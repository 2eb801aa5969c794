"""``cardtable cards coverage``: how many cards the Oracle compiler supports (overall,
Commander-legal, per deck) and the failing sentences ranked by how many cards they would unlock
(magic.md §2 — the work list)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from cardtable.cli._app import console
from cardtable.cli.cards import cards_app
from cardtable.core.errors import SettingsError


def staples_path() -> Path | None:
    """``commander-staples.txt`` beside the shared card data, when it is there."""
    from cardtable.games.magic.oracle.database import atomic_path

    found = atomic_path().resolve().parent.parent / "decks" / "commander-staples.txt"
    return found if found.is_file() else None


def card_failures(db: Any, name: str) -> list[dict[str, str]]:
    """Each failing sentence of an unsupported card with the exact words where the grammar
    stops reading and the sub-grammar they fall in (diagnose.py: one parse each, kept between
    runs by diagnosis_cache.py)."""
    from cardtable.games.magic.oracle.decks import _lookup
    from cardtable.games.magic.oracle.diagnosis_cache import diagnose_all

    key = _lookup(db, name)
    card = db.cards.get(key) if key is not None else None
    if card is None:
        return []
    found = diagnose_all([(sentence, card.printed.type_line) for sentence in card.failures])
    return [{"sentence": sentence, "words": one.words, "family": one.family,
             "why": f"{one.why} in: {sentence}"}
            for sentence, one in zip(card.failures, found, strict=True)]


def _pct(part: int, whole: int) -> float:
    return round(100.0 * part / whole, 2) if whole else 0.0


@cards_app.command("coverage")
def coverage_command(
    deck: list[Path] = typer.Option([], "--deck", help="A deck file to report on (repeatable)"),
    format_name: str | None = typer.Option(None, "--format",
                                           help="Count only cards legal in this format "
                                           "(commander)"),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
    top: int | None = typer.Option(None, "--top", min=0,
                                   help="How many failing sentences to list (default 25; "
                                   "0 with --deck, which answers for the deck alone)"),
    file: Path | None = typer.Option(None, "--file",
                                     help="Compile this MTGJSON AtomicCards file (read in place) "
                                     "instead of the card database"),
    workers: int | None = typer.Option(None, "--workers", min=1,
                                       help="Processes that compile when the cache is cold "
                                       "(default: --compile-workers, "
                                       "$CARDTABLE_COMPILE_WORKERS or every core)"),
) -> None:
    """Oracle-compiler coverage: supported cards and the sentences that fail most often."""
    from cardtable.games.magic.oracle.database import failing_sentences, load_database
    from cardtable.games.magic.oracle.decks import closest_names, deck_coverage, deck_names

    if format_name is not None and format_name.lower() != "commander":
        raise SettingsError(f"--format {format_name!r} is not known here; use --format "
                            "commander (or leave it out for every card)")
    db = load_database(file, from_card_database=file is None, workers=workers)
    facts = db.cards.facts()  # the headline without unpickling every card
    counted = [f for f in facts.values() if format_name is None or f.commander_legal]
    legal = [f for f in facts.values() if f.commander_legal]
    report: dict[str, Any] = {
        "cards": len(counted),
        "supported": sum(f.supported for f in counted),
        "compiled": sum(f.compiled for f in counted),
        "commander_legal": len(legal),
        "commander_legal_supported": sum(f.supported for f in legal),
    }
    report["supported_percent"] = _pct(report["supported"], report["cards"])
    report["commander_legal_supported_percent"] = _pct(report["commander_legal_supported"],
                                                       report["commander_legal"])
    decks: list[dict[str, Any]] = []
    paths = list(deck)
    staples = staples_path()
    if format_name is not None and staples is not None and staples not in paths:
        paths.insert(0, staples)  # --format commander: the staples list too (issue 28)
    for path in paths:
        cov = deck_coverage(db, deck_names(path), path.name)
        distinct = len(cov.supported) + len(cov.unsupported) + len(cov.unknown)
        decks.append({"deck": path.name, "distinct_cards": distinct,
                      "supported": len(cov.supported),
                      "unsupported": [{"name": n, "reason": r,
                                       "failures": card_failures(db, n)}
                                      for n, r in cov.unsupported],
                      "unknown": list(cov.unknown),
                      "did_you_mean": closest_names(db, cov.unknown, whole=True)})
    report["decks"] = decks
    if top is None:
        top = 0 if deck and format_name is None else 25
    failing = [] if format_name is None and top == 0 else [
        db.cards[name] for name, f in facts.items()
        if not f.supported and (format_name is None or f.commander_legal)]
    if format_name is not None:  # the sub-grammar each failure falls in (diagnose.py)
        from cardtable.games.magic.oracle.diagnose import family_table

        report["families"] = family_table((c.name, c.failures) for c in failing if c.failures)
    ranked = failing_sentences(failing)
    report["failing_sentences"] = [{"sentence": s, "unlocks": k,
                                    "cards": sum(s in c.failures for c in failing)}
                                   for s, k in ranked[:top]]
    if as_json:
        console.print_json(json.dumps(report))
        return
    scope = "Commander-legal cards" if format_name else "cards"
    console.print(f"{report['supported']} of {report['cards']} {scope} supported "
                  f"({report['supported_percent']}%); {report['compiled']} compiled")
    console.print(f"Commander-legal: {report['commander_legal_supported']} of "
                  f"{report['commander_legal']} ({report['commander_legal_supported_percent']}%)")
    for d in decks:
        console.print(f"deck {d['deck']}: {d['supported']} of {d['distinct_cards']} distinct "
                      f"cards supported")
        for item in d["unsupported"]:
            console.print(f"  [red]unsupported[/red] {item['name']}: {item['reason']}",
                          markup=True, highlight=False)
            for failure in item["failures"]:
                console.print(f"    [{failure['family']}] {failure['why']}", markup=False,
                              highlight=False)
        for name in d["unknown"]:
            best = d["did_you_mean"].get(name)
            hint = f" (did you mean {best!r}?)" if best else ""
            console.print(f"  [red]unknown[/red] {escape(name + hint)}", markup=True,
                          highlight=False)
    if "families" in report:
        families = Table(title="Failing sentences by sub-grammar (where reading stops)")
        families.add_column("sub-grammar")
        families.add_column("sentences", justify="right")
        families.add_column("cards", justify="right")
        families.add_column("cards failing only here", justify="right")
        for row in report["families"]:
            families.add_row(str(row["family"]), str(row["sentences"]), str(row["cards"]),
                             str(row["only_this"]))
        console.print(families)
    if not report["failing_sentences"]:
        return
    table = Table(title="Failing sentences, by cards they would unlock")
    table.add_column("unlocks", justify="right")
    table.add_column("in cards", justify="right")
    table.add_column("sentence")
    for row in report["failing_sentences"]:
        table.add_row(str(row["unlocks"]), str(row["cards"]), row["sentence"])
    console.print(table)
