"""Importing a card data file or folder into the card database: detect, stream, replace."""

from __future__ import annotations

import gzip
import lzma
import re
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import ijson

from cardtable.cards.card import Card
from cardtable.cards.db import CardDatabase, ImportSummary
from cardtable.cards.identity import color_identity
from cardtable.cards.importers.mtgjson import iter_mtgjson
from cardtable.cards.importers.oracle_copy import keep_oracle_copy
from cardtable.cards.importers.scryfall import (
    ReleaseDates,
    iter_scryfall_array,
    iter_scryfall_lines,
)
from cardtable.cards.importers.source import (
    Progress,
    SourceKind,
    open_card_file,
    peek,
    sniff_kind,
)
from cardtable.cards.meccg import MeccgCard, iter_meccg_stream
from cardtable.core.errors import CardDataError, CardTableError

_READ_ERRORS = (
    ijson.JSONError,
    ijson.IncompleteJSONError,
    UnicodeDecodeError,
    EOFError,
    OSError,
    lzma.LZMAError,
    zlib.error,
    zipfile.BadZipFile,
    gzip.BadGzipFile,
    KeyError,
    TypeError,
    AttributeError,
    ValueError,
)


def import_path(
    path: Path, database: CardDatabase, progress: Progress | None = None,
    *, replace_other: bool = True,
) -> ImportSummary:
    """Import a card file (or a folder of MECCG card files) into ``database``, atomically.

    An import **replaces** every card of its game (Magic or MECCG); it never merges. With
    ``replace_other=False`` it refuses (:class:`CardDataError`, nothing changed) to replace
    cards imported from a different source file, saying what would be lost.

    Raises :class:`CardDataError` for anything that is not readable card data; the database is
    then unchanged.
    """
    if path.is_dir():
        if not replace_other:
            _check_replacing(database, "meccg", path.name)
        return _import_meccg_folder(path, database, progress)
    with open_card_file(path, progress) as stream:
        head, rest = peek(stream)
        kind = sniff_kind(head, path.name)
        if not replace_other:
            _check_replacing(database, "meccg" if kind is SourceKind.MECCG else "magic",
                             path.name)
        try:
            if kind is SourceKind.MECCG:
                return database.replace_meccg(
                    _meccg_rows(iter_meccg_stream(rest, path)), source=path.name
                )
            differences: list[str] = []
            dates = ReleaseDates()
            if kind is SourceKind.MTGJSON:
                dates.see(_mtgjson_date(head))
            cards = _compared(_guarded(_magic_cards(kind, rest, dates), path), differences)
            summary = database.replace_magic(cards, kind=kind.value, source=path.name,
                                             date=lambda: dates.newest)
        except CardDataError:
            raise
        except (*_READ_ERRORS, CardTableError) as error:
            raise _corrupt(path, error) from error
    # The rules engine compiles card text from this copy (oracle_copy: what every command that
    # plays or checks card text reads after an import).
    keep_oracle_copy(path, kind, database.path,
                     None if kind is SourceKind.MTGJSON else database.all_cards())
    return replace(summary, identity_differences=tuple(differences))


_MTGJSON_DATE = re.compile(rb'"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"')


def _mtgjson_date(head: bytes) -> str | None:
    """MTGJSON's ``meta.date`` when the file starts with its meta block (AtomicCards does)."""
    start = head.find(b'"meta"')
    data = head.find(b'"data"')
    if start < 0 or (0 <= data < start):
        return None
    match = _MTGJSON_DATE.search(head, start, data if data > start else len(head))
    return match.group(1).decode() if match else None


def _check_replacing(database: CardDatabase, game: str, source: str) -> None:
    meta = database.meta()
    if not meta.get(f"{game}.count") or meta.get(f"{game}.count") == "0":
        return
    if meta.get(f"{game}.source") == source:
        return  # importing the same file again: the same cards
    label = "Magic" if game == "magic" else "Middle-earth CCG"
    raise CardDataError(
        f"the card database already holds {label} cards from "
        f"{database.data_description(game)}; importing {source!r} would replace them all "
        "(an import replaces a game's cards, it never merges); run again with --replace to "
        "replace them"
    )


def _magic_cards(kind: SourceKind, stream: object, dates: ReleaseDates) -> Iterator[Card]:
    if kind is SourceKind.MTGJSON:
        return iter_mtgjson(stream)  # type: ignore[arg-type]
    if kind is SourceKind.SCRYFALL:
        return iter_scryfall_array(stream, dates)  # type: ignore[arg-type]
    return iter_scryfall_lines(stream, dates)  # type: ignore[arg-type]


def _guarded(cards: Iterator[Card], path: Path) -> Iterator[Card]:
    count = 0
    for card in cards:
        count += 1
        yield card
    if count == 0:
        raise CardDataError(f"{path.name!r} holds no cards; the card database is unchanged")


def _compared(cards: Iterator[Card], differences: list[str]) -> Iterator[Card]:
    """Pass cards through, noting those whose CMD-1.2 identity differs from the data's."""
    for card in cards:
        if color_identity(card) != card.color_identity:
            differences.append(card.name)
        yield card


def _meccg_rows(cards: Iterator[MeccgCard]) -> Iterator[tuple[str, str, dict[str, object]]]:
    for card in cards:
        yield card.title, card.set_code, card.to_dict()


def _import_meccg_folder(
    folder: Path, database: CardDatabase, progress: Progress | None
) -> ImportSummary:
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() == ".json" and p.is_file())
    if not files:
        raise CardDataError(
            f"folder {str(folder)!r} holds no .json files; expected meccg-online card files "
            "such as metw_character.json"
        )
    total = len(files)

    def rows() -> Iterator[tuple[str, str, dict[str, object]]]:
        for done, path in enumerate(files, start=1):
            with open_card_file(path) as stream:
                head, rest = peek(stream)
                if sniff_kind(head, path.name) is not SourceKind.MECCG:
                    raise CardDataError(f"{path.name!r} in the folder is not MECCG card data")
                try:
                    yield from _meccg_rows(iter_meccg_stream(rest, path))
                except CardDataError:
                    raise
                except (*_READ_ERRORS, CardTableError) as error:
                    raise _corrupt(path, error) from error
            if progress is not None:
                progress(done, total)

    return database.replace_meccg(rows(), source=folder.name)


def _corrupt(path: Path, error: BaseException) -> CardDataError:
    detail = str(error).splitlines()[0] if str(error) else type(error).__name__
    return CardDataError(
        f"{path.name!r} is corrupt or not the card data it looks like ({detail[:200]}); "
        "the card database is unchanged"
    )
