"""A game start's cards, compiled once and cached card by card.

Without the whole file's cache (``cardtable cards coverage`` writes it; a cold compile of all
23,000 cards takes minutes), a game start compiles just the cards its decks need. This module
keeps those compiled cards — each as its canonical pickle — in a cache file beside the whole
file's, under the same key (the card file and a digest of the compiler and engine sources, so a
changed grammar or card file starts afresh). The next start with the same decks reads them back
without reading the card file or building the parser; a start with new cards compiles only
those and adds them.

The cache also remembers which file entry a deck's name resolved to (a split or adventure card
named by its first face) and which names the file does not have, so that a warm start never
reads the card file.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from cardtable.cards.names import find_in
from cardtable.games.magic.oracle.database import (
    CompiledDatabase,
    cache_file,
    compile_entries,
    read_atomic,
)
from cardtable.games.magic.oracle.pool import PICKLE_PROTOCOL, CardMap


def deck_cache_file(path: Path) -> Path:
    """The per-card cache of the card file ``path`` (same key as the whole file's cache)."""
    whole = cache_file(path)
    return whole.with_name(whole.stem + ".cards.pickle")


def _read(cached: Path) -> tuple[dict[str, bytes], dict[str, str | None]]:
    """The cached cards (name → pickle) and the resolved names (asked → file entry or None)."""
    try:
        with cached.open("rb") as handle:
            data = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        return {}, {}
    if not isinstance(data, dict):
        return {}, {}
    cards, names = data.get("cards"), data.get("names")
    if not isinstance(cards, dict) or not isinstance(names, dict):
        return {}, {}
    if not all(isinstance(k, str) and isinstance(v, bytes) for k, v in cards.items()):
        return {}, {}
    if not all(isinstance(k, str) and (v is None or isinstance(v, str))
               for k, v in names.items()):
        return {}, {}
    return cards, names


def _write(cached: Path, cards: Mapping[str, bytes], names: Mapping[str, str | None]) -> None:
    """Replace the cache file in one step (a reader never sees half a file; of two starts
    writing at once the last one wins, and the other's new cards are compiled again later)."""
    cached.parent.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(f".{os.getpid()}.tmp")
    with tmp.open("wb") as handle:
        pickle.dump({"cards": dict(cards), "names": dict(names)}, handle,
                    protocol=PICKLE_PROTOCOL)
    tmp.replace(cached)


def resolve_name(entries: Mapping[str, Any], name: str) -> str | None:
    """The file entry a deck's card name stands for: the name itself, or the whole name of a
    multi-faced card named by its first face (``Fire`` → ``Fire // Ice``); None when absent."""

    return find_in(entries, name)  # the one matcher of deck check and play (accents, faces)


def deck_database(path: Path, names: Iterable[str], *, use_cache: bool = True,
                  ) -> CompiledDatabase:
    """The compiled cards for ``names`` from the card file ``path``: read from the per-card
    cache, and only the cards not cached yet compiled (on every core) and added to it."""
    wanted = list(dict.fromkeys(names))
    cached = deck_cache_file(path)
    cards, resolved = _read(cached) if use_cache else ({}, {})
    unknown = [n for n in wanted if n not in resolved]
    if unknown or any(resolved[n] is not None and resolved[n] not in cards for n in wanted):
        entries = read_atomic(path)
        for name in unknown:
            resolved[name] = resolve_name(entries, name)
        missing = [full for n in wanted if (full := resolved[n]) is not None
                   and full not in cards]
        if missing:
            compiled = compile_entries(entries, dict.fromkeys(missing))
            cards.update(compiled.cards.packed())
        if use_cache:
            _write(cached, cards, resolved)
    chosen = {full: cards[full] for n in wanted if (full := resolved[n]) is not None}
    return CompiledDatabase(CardMap(chosen))
