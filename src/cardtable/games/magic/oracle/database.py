"""Compiling a whole card file (MTGJSON AtomicCards), with a cache so a game starts fast.

The cards are compiled on every core (:mod:`.pool`). The compiled forms are pickled under the
user cache directory, keyed by the source file's size, modification time and path, and by a
digest of the compiler's own source (grammar and Python): a changed grammar or file recompiles,
an unchanged one loads in well under a second. The cache holds each card as its own canonical
pickle, read only when the card is (a game start reads its decks' cards, not all 23,000).
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import os
import pickle
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.core.errors import CardTableError

if TYPE_CHECKING:
    from cardtable.cards.card import Card
from cardtable.cards.db import CardDatabase
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.overrides import load_overrides
from cardtable.games.magic.oracle.pool import PICKLE_PROTOCOL, CardFacts, CardMap, compile_cards
from cardtable.games.magic.oracle.support import CompiledCard

HERE = Path(__file__).resolve().parent
DEFAULT_ATOMIC = HERE.parents[4] / ".." / "shared" / "data" / "mtgjson" / \
    "AtomicCards-2022-04-25.json.gz"
"""The developers' card file (a checkout beside ``../shared``); an installed copy has none."""

NO_CARD_DATA = ("no card data yet: run 'cardtable cards update' to download MTGJSON's "
                "AtomicCards, or 'cardtable cards import AtomicCards.json.gz' with a file you "
                "downloaded")


class CardFileError(CardTableError, ValueError):
    """The card file is missing or is not MTGJSON AtomicCards."""


def imported_atomic_path() -> Path:
    """The card text kept by the last Magic import (``cardtable cards import`` / ``update``)."""
    from cardtable.cards.db import default_database_path
    from cardtable.cards.importers.oracle_copy import oracle_copy_path

    return oracle_copy_path(default_database_path())


def atomic_path() -> Path:
    """The AtomicCards file the compiler reads, the first of: ``$CARDTABLE_ATOMIC_CARDS``; the
    cards the user imported (:func:`imported_atomic_path`); the developers' 2022-04-25 file
    beside a checkout. With none of them, :class:`CardFileError` says which command to run."""
    env = os.environ.get("CARDTABLE_ATOMIC_CARDS")
    if env:
        return Path(env)
    imported = imported_atomic_path()
    if imported.is_file():
        return imported
    if DEFAULT_ATOMIC.is_file():
        return DEFAULT_ATOMIC
    raise CardFileError(NO_CARD_DATA)


def read_atomic(path: Path) -> dict[str, list[dict[str, Any]]]:
    if not path.exists():
        raise CardFileError(f"no card file at {path}: give an MTGJSON AtomicCards file "
                            "(.json or .json.gz), or import one with 'cardtable cards import "
                            "FILE'")
    opener = gzip.open if path.suffix == ".gz" else open
    try:
        with opener(path, "rt", encoding="utf-8") as handle:
            data = json.load(handle)["data"]
    except (OSError, ValueError, KeyError) as error:
        raise CardFileError(f"{path} is not an MTGJSON AtomicCards file ({error})") from error
    if not isinstance(data, dict):
        raise CardFileError(f"{path}: 'data' should map card names to faces")
    return data


@functools.cache
def compiler_digest() -> str:
    """A digest of everything a compiled card and its support verdict depend on: the compiler
    (sources, grammar, per-card data) and the whole engine package it checks the cards
    against (the ability model, the render, what the engine executes)."""
    digest = hashlib.sha256()
    engine = HERE.parent
    for source in sorted(engine.rglob("*.py")) + sorted(engine.rglob("*.lark")) + sorted(
            engine.rglob("*.toml")):
        digest.update(source.relative_to(engine).as_posix().encode())
        digest.update(source.read_bytes())
    return digest.hexdigest()[:16]


def cache_dir() -> Path:
    from platformdirs import user_cache_dir

    base = os.environ.get("CARDTABLE_CACHE") or user_cache_dir("cardtable")
    return Path(base) / "oracle"


@dataclass
class CompiledDatabase:
    """Every card of a file, compiled."""

    cards: CardMap = field(default_factory=CardMap)

    def supported(self) -> dict[str, m.CardDef]:
        return {name: c.card for name, c in self.cards.items()
                if c.supported and c.card is not None}

    def get(self, name: str) -> CompiledCard | None:
        return self.cards.get(name)


def compile_entries(entries: Mapping[str, list[dict[str, Any]]],
                    names: Iterable[str] | None = None, *,
                    workers: int | None = None) -> CompiledDatabase:
    """Compile ``names`` (default: every card of ``entries``) on ``workers`` processes
    (default: ``$CARDTABLE_COMPILE_WORKERS`` or every core; :mod:`.pool`)."""
    wanted = list(names if names is not None else entries)
    return CompiledDatabase(compile_cards(entries, wanted, load_overrides(), workers))


def entries_from_cards(cards: Iterable[Card]) -> dict[str, list[dict[str, Any]]]:
    """Cards of the card database (``cardtable cards import``) as AtomicCards-like faces."""
    from cardtable.cards.importers.oracle_copy import atomic_entries

    return atomic_entries(cards)


def cache_file(path: Path) -> Path:
    """Where the compiled form of ``path`` is cached, keyed by the compiler and by the data:
    the digest an import wrote beside its copy (:mod:`cardtable.cards.importers.oracle_copy`),
    else the file's path, size and modification time."""
    from cardtable.cards.importers.oracle_copy import read_digest

    data = read_digest(path)
    if data is None:
        stat = path.stat()
        data = f"{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"
    key = hashlib.sha256(f"{data}|{compiler_digest()}".encode()).hexdigest()[:24]
    return cache_dir() / f"{key}.pickle"


def load_database(path: Path | None = None, *, use_cache: bool = True,
                  from_card_database: bool = False,
                  workers: int | None = None) -> CompiledDatabase:
    """The compiled cards, from the cache when it is fresh: of the AtomicCards file ``path``
    (read in place), or of the card database (``cardtable cards import``: the card text its
    import kept); a cold compile runs on ``workers`` processes (:func:`compile_entries`)."""
    # the named file, the import's card text, or with no import at all the developers' file
    # beside a checkout (atomic_path says which command to run when there is none)
    if from_card_database and path is None and (
            os.environ.get("CARDTABLE_ATOMIC_CARDS") or imported_atomic_path().is_file()
            or not CardDatabase().exists):
        path, from_card_database = atomic_path(), False
    if from_card_database:
        database = CardDatabase()
        if not database.exists:
            raise CardFileError(NO_CARD_DATA)
        path = database.path
    path = path or atomic_path()
    if not path.exists():
        raise CardFileError(f"no card file at {path}: give an MTGJSON AtomicCards file "
                            "(.json or .json.gz), or import one with 'cardtable cards import "
                            "FILE'")
    cached = cache_file(path)
    if use_cache and cached.exists():
        loaded = read_cache(cached)
        if loaded is not None:
            return loaded
    if from_card_database:
        db = compile_entries(entries_from_cards(database.all_cards()), workers=workers)
    else:
        db = compile_entries(read_atomic(path), workers=workers)
    if use_cache:
        write_cache(db, cached)
    return db


def write_cache(db: CompiledDatabase, cached: Path) -> None:
    """The cache file: every card's canonical pickle by name, in the database's order (so
    the same cards make the same bytes, however many processes compiled them), and every
    card's :class:`~.pool.CardFacts` (the coverage headline, without unpickling the cards)."""
    cached.parent.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(f".{os.getpid()}.tmp")
    facts = db.cards.facts()
    with tmp.open("wb") as handle:
        pickle.dump((db.cards.packed(), {name: tuple(f) for name, f in facts.items()}), handle,
                    protocol=PICKLE_PROTOCOL)
    tmp.replace(cached)


def read_cache(cached: Path) -> CompiledDatabase | None:
    """The database in a cache file, ``None`` when the file is not one (the cards themselves
    are read when first used)."""
    try:
        with cached.open("rb") as handle:
            loaded = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        return None
    if not isinstance(loaded, tuple) or len(loaded) != 2:
        return None
    packed, facts = loaded
    if not isinstance(packed, dict) or not all(
            isinstance(k, str) and isinstance(v, bytes) for k, v in packed.items()):
        return None
    if not isinstance(facts, dict) or facts.keys() != packed.keys():
        return None
    return CompiledDatabase(CardMap(packed, {name: CardFacts(*f) for name, f in facts.items()}))


def failing_sentences(cards: Iterable[CompiledCard]) -> list[tuple[str, int]]:
    """Failing sentences ranked by how many cards they would unlock: a card counts for a
    sentence when that sentence is its only failure (fixing it makes the card compile), ties
    broken by how many cards the sentence appears in."""
    unlock: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    for card in cards:
        distinct = set(card.failures)
        for sentence in distinct:
            seen[sentence] += 1
        if len(distinct) == 1:
            unlock[next(iter(distinct))] += 1
    ranked = sorted(seen, key=lambda s: (-unlock[s], -seen[s], s))
    return [(s, unlock[s]) for s in ranked]
