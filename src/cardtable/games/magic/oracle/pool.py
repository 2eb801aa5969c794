"""Compiling many cards on every core (issue 10: the whole MTGJSON file under 60 s).

The card list is cut into chunks; worker processes (forked, so they share the parent's parsed
grammar, its line cache and the card file already read) each compile and check their chunks
(:func:`~.support.compile_card`: parse, render round trip, engine check) and send every card
back as its canonical pickle (:func:`pack`). The results are put back in the order of the
card list, so the database — and the cache written from it — is byte for byte the one a single
process makes (``tests/oracle/test_pool.py`` checks it on a slice of the real file).

How many processes: ``workers`` when given, else ``$CARDTABLE_COMPILE_WORKERS``, else every
core this process may run on. Fewer are used for a small list (a worker is worth it from
:data:`MIN_CARDS_PER_WORKER` cards on), and one process — no pool — where the platform cannot
fork.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
from collections.abc import Iterable, Iterator, Mapping, MutableMapping, Sequence
from typing import Any, NamedTuple

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.canonical import Interner
from cardtable.games.magic.oracle.support import CompiledCard, compile_card

ENV = "CARDTABLE_COMPILE_WORKERS"
MIN_CARDS_PER_WORKER = 40  # a fork and its results cost about what 40 cards do
CHUNKS_PER_WORKER = 8  # small enough that a worker slowed by a busy core does not hold the rest
PICKLE_PROTOCOL = 5


class WorkersError(CardTableError, ValueError):
    """A number of compile workers that is not a whole number of at least 1."""


_chosen: int | None = None


def set_workers(workers: int | None) -> None:
    """Choose how many processes compile (``None``: back to the default); the CLI's
    ``--compile-workers`` sets it."""
    global _chosen
    if workers is not None and workers < 1:
        raise WorkersError(f"{workers} compile workers: give 1 or more")
    _chosen = workers


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def default_workers() -> int:
    """``set_workers``'s choice, else ``$CARDTABLE_COMPILE_WORKERS``, else every core."""
    if _chosen is not None:
        return _chosen
    env = os.environ.get(ENV, "").strip()
    if env:
        if not env.isdigit() or int(env) < 1:
            raise WorkersError(f"{ENV}={env!r}: give a whole number of processes, 1 or more")
        return int(env)
    return cores()


def pack(card: CompiledCard) -> bytes:
    """A card's canonical pickle: equal cards give equal bytes, whichever process compiled
    them (:mod:`.canonical`)."""
    return pickle.dumps(Interner()(card), protocol=PICKLE_PROTOCOL)


class CardFacts(NamedTuple):
    """What the coverage headline counts of a card, kept beside its pickle so counting the
    whole file does not unpickle 23,000 cards (issue 29: ``coverage --deck`` under 3 s)."""

    supported: bool
    compiled: bool
    commander_legal: bool

    @classmethod
    def of(cls, card: CompiledCard) -> CardFacts:
        return cls(card.supported, card.card is not None, card.commander_legal)


class CardMap(MutableMapping[str, CompiledCard]):
    """Compiled cards by name, in the order they were added; a card that came from a worker or
    from the cache is kept as its pickle until it is first read (a game start reads its decks'
    few hundred cards, not the whole file's 23,000), with its :class:`CardFacts` beside it."""

    def __init__(self, packed: Mapping[str, bytes] | None = None,
                 facts: Mapping[str, CardFacts] | None = None) -> None:
        self._items: dict[str, CompiledCard | bytes] = dict(packed or {})
        self._facts: dict[str, CardFacts] = dict(facts or {})

    def facts(self) -> dict[str, CardFacts]:
        """Every card's :class:`CardFacts`, by name in the map's order (a card without stored
        facts is read once to find them)."""
        out = {}
        for name in self._items:
            found = self._facts.get(name)
            if found is None:
                found = self._facts[name] = CardFacts.of(self[name])
            out[name] = found
        return out

    def __getitem__(self, name: str) -> CompiledCard:
        value = self._items[name]
        if isinstance(value, bytes):
            value = pickle.loads(value)
            if not isinstance(value, CompiledCard):
                raise TypeError(f"the cached form of {name!r} is not a compiled card")
            self._items[name] = value
        return value

    def __setitem__(self, name: str, card: CompiledCard) -> None:
        self._items[name] = card
        self._facts[name] = CardFacts.of(card)

    def __delitem__(self, name: str) -> None:
        del self._items[name]
        self._facts.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, name: object) -> bool:
        return name in self._items

    def add_packed(self, items: Iterable[tuple[str, bytes, CardFacts]]) -> None:
        """Add cards given as their pickles and facts (from a worker)."""
        for name, packed, facts in items:
            self._items[name] = packed
            self._facts[name] = facts

    def packed(self) -> dict[str, bytes]:
        """Every card as its canonical pickle (what the cache holds)."""
        return {name: value if isinstance(value, bytes) else pack(value)
                for name, value in self._items.items()}


# What the forked workers compile from: set in the parent just before the pool starts.
_job: tuple[Mapping[str, Sequence[Mapping[str, Any]]], Mapping[str, m.CardDef]] | None = None


def _compile_chunk(names: Sequence[str]) -> list[tuple[bytes, CardFacts]]:
    assert _job is not None, "compile workers are forked by compile_cards"
    entries, overrides = _job
    out = []
    for name in names:
        card = compile_card(name, entries[name], overrides)
        out.append((pack(card), CardFacts.of(card)))
    return out


def workers_for(count: int, workers: int | None = None) -> int:
    """How many processes compile ``count`` cards."""
    wanted = default_workers() if workers is None else workers
    if wanted < 1:
        raise WorkersError(f"{wanted} compile workers: give 1 or more")
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(wanted, count // MIN_CARDS_PER_WORKER))


def compile_cards(entries: Mapping[str, Sequence[Mapping[str, Any]]], names: Sequence[str],
                  overrides: Mapping[str, m.CardDef], workers: int | None = None) -> CardMap:
    """Compile ``names`` (keys of ``entries``) into a :class:`CardMap` in the order given, on
    ``workers`` processes (see the module docstring for the default)."""
    count = workers_for(len(names), workers)
    cards = CardMap()
    if count == 1:
        for name in names:
            cards[name] = compile_card(name, entries[name], overrides)
        return cards
    from concurrent.futures import ProcessPoolExecutor

    from cardtable.games.magic.oracle.compiler import parser
    from cardtable.games.magic.oracle.prefilter import unknown_word

    unknown_word(parser(), "")  # grammar and vocabulary built once, before the fork
    size = max(1, -(-len(names) // (count * CHUNKS_PER_WORKER)))
    chunks = [names[i:i + size] for i in range(0, len(names), size)]
    global _job
    _job = (entries, overrides)
    try:
        with ProcessPoolExecutor(count, mp_context=multiprocessing.get_context("fork")) as pool:
            for chunk, packed in zip(chunks, pool.map(_compile_chunk, chunks), strict=True):
                cards.add_packed((name, pickled, facts)
                                 for name, (pickled, facts) in zip(chunk, packed, strict=True))
    finally:
        _job = None
    return cards
