"""Compiling on every core (issue 10): the database and its cache are byte for byte what one
process makes, cards are read from the cache only when used, and the number of processes is
chosen by ``workers``, ``--compile-workers`` or ``$CARDTABLE_COMPILE_WORKERS``."""

from __future__ import annotations

import pickle
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle import pool
from cardtable.games.magic.oracle.canonical import Interner
from cardtable.games.magic.oracle.compiler import _compile_line_once
from cardtable.games.magic.oracle.database import compile_entries, read_cache, write_cache
from cardtable.games.magic.oracle.pool import CardMap, WorkersError, pack, workers_for
from cardtable.games.magic.oracle.support import CompiledCard
from tests.oracle.conftest import atomic

SLICE_STEP = 75  # about 300 cards of the real file, from every part of the alphabet


def test_pool_compiles_the_same_bytes_as_one_process(tmp_path: Path) -> None:
    """A slice of the real file compiled by two worker processes (each with an empty line
    cache) and by one process: the same cards in the same order, equal, and the same cache
    file byte for byte."""
    names = sorted(atomic())[::SLICE_STEP]
    assert workers_for(len(names), 2) == 2
    _compile_line_once.cache_clear()  # the workers compile from nothing, not from a cache
    pooled = compile_entries(atomic(), names, workers=2)
    single = compile_entries(atomic(), names, workers=1)
    assert list(pooled.cards) == list(single.cards) == names
    assert pooled.cards.packed() == single.cards.packed()
    assert dict(pooled.cards.items()) == dict(single.cards.items())
    assert sum(c.supported for c in single.cards.values()) > len(names) // 10
    write_cache(pooled, tmp_path / "pooled.pickle")
    write_cache(single, tmp_path / "single.pickle")
    assert (tmp_path / "pooled.pickle").read_bytes() == (tmp_path / "single.pickle").read_bytes()


def test_cache_round_trip_reads_a_card_only_when_used(tmp_path: Path) -> None:
    names = sorted(atomic())[::400]
    db = compile_entries(atomic(), names, workers=1)
    write_cache(db, tmp_path / "c.pickle")
    loaded = read_cache(tmp_path / "c.pickle")
    assert loaded is not None
    assert list(loaded.cards) == names
    assert all(isinstance(v, bytes) for v in loaded.cards._items.values())  # nothing read yet
    first = loaded.cards[names[0]]
    assert isinstance(first, CompiledCard) and first == db.cards[names[0]]
    assert isinstance(loaded.cards._items[names[0]], CompiledCard)
    assert isinstance(loaded.cards._items[names[1]], bytes)
    assert loaded == db


def test_issue_29_the_cache_counts_the_file_without_reading_a_card(tmp_path: Path) -> None:
    """The coverage headline (supported, compiled, Commander-legal) comes from each card's
    facts stored beside its pickle: counting a whole file unpickles nothing, and the facts
    are those of the cards (compiled in a pool or in one process)."""
    names = sorted(atomic())[::400]
    db = compile_entries(atomic(), names, workers=2)
    write_cache(db, tmp_path / "c.pickle")
    loaded = read_cache(tmp_path / "c.pickle")
    assert loaded is not None
    facts = loaded.cards.facts()
    assert all(isinstance(v, bytes) for v in loaded.cards._items.values())  # nothing read
    assert facts == {name: pool.CardFacts.of(card) for name, card in db.cards.items()}
    assert any(f.supported for f in facts.values()) and not all(f.supported
                                                               for f in facts.values())
    with (tmp_path / "old.pickle").open("wb") as handle:  # the cache before facts were kept
        pickle.dump(db.cards.packed(), handle)
    assert read_cache(tmp_path / "old.pickle") is None


def test_unreadable_cache_is_recompiled_not_trusted(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pickle"
    bad.write_bytes(b"not a pickle")
    assert read_cache(bad) is None
    bad.write_bytes(pickle.dumps({"a card": "not bytes"}))
    assert read_cache(bad) is None


def test_pack_does_not_depend_on_which_objects_are_shared() -> None:
    """Equal cards pickle to equal bytes whether their equal parts are one object (one
    process's line cache) or copies (several workers)."""
    flying = m.Keyword("flying")
    shared = m.CardDef(name="A", type_line="Creature", mana_cost="{1}", oracle="Flying",
                       power="1", toughness="1", abilities=(flying, flying))
    copies = replace(shared, abilities=(m.Keyword("flying"), m.Keyword("".join(["fly", "ing"]))))
    one = CompiledCard("A", shared, (), "", True, replace(shared, abilities=()))
    two = CompiledCard("A", copies, (), "", True, replace(copies, abilities=()))
    assert pickle.dumps(one) != pickle.dumps(two)
    assert pack(one) == pack(two)
    assert pickle.loads(pack(two)) == two


def test_interner_keeps_true_and_one_apart() -> None:
    """``True == 1`` but they are different values to the engine and to pickle."""
    intern = Interner()
    a = intern((1, "x"))
    b = intern((True, "x"))
    assert a is not b and b[0] is True and a[0] == 1 and type(a[0]) is int
    assert intern(("x", 1)) is intern(("x", 1))
    with pytest.raises(TypeError, match="list"):
        intern([1])


def test_card_map_keeps_insertion_order_and_replaces() -> None:
    card = CompiledCard("B", None, ("Zap.",), "sentences the grammar does not read", False,
                        m.CardDef(name="B", type_line="Instant", mana_cost="{R}",
                                  oracle="Zap."))
    cards = CardMap({"A": pack(card)})
    cards["B"] = card
    assert list(cards) == ["A", "B"] and len(cards) == 2 and "A" in cards
    assert cards["A"] == card and cards.packed() == {"A": pack(card), "B": pack(card)}
    del cards["A"]
    assert list(cards) == ["B"]


def test_workers_choice_env_and_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(pool.ENV, "3")
    assert pool.default_workers() == 3
    assert workers_for(10_000) == 3
    assert workers_for(10) == 1  # too few cards to be worth a process
    pool.set_workers(2)
    try:
        assert workers_for(10_000) == 2
    finally:
        pool.set_workers(None)
    monkeypatch.setenv(pool.ENV, "many")
    with pytest.raises(WorkersError, match="whole number"):
        pool.default_workers()
    monkeypatch.delenv(pool.ENV)
    assert pool.default_workers() == pool.cores() >= 1
    with pytest.raises(WorkersError, match="1 or more"):
        pool.set_workers(0)
    with pytest.raises(WorkersError, match="1 or more"):
        workers_for(10_000, 0)


def test_cli_options_choose_the_compile_workers(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """``cardtable --compile-workers N`` (any command that compiles) and ``cards coverage
    --workers N`` reach the pool; the coverage report is the same whatever the number."""
    import json

    from typer.testing import CliRunner

    from cardtable.cli import app

    cards = tmp_path / "AtomicCards.json"
    names = ["Llanowar Elves", "Tempest Efreet", "Forest"]
    cards.write_text(json.dumps({"data": {n: atomic()[n] for n in names}}), encoding="utf-8")
    monkeypatch.setenv("CARDTABLE_CACHE", str(tmp_path / "cache"))
    asked: list[int | None] = []
    real = pool.workers_for

    def spy(count: int, workers: int | None = None) -> int:
        asked.append(pool.default_workers() if workers is None else workers)
        return real(count, workers)

    monkeypatch.setattr(pool, "workers_for", spy)
    runner = CliRunner()
    try:
        first = runner.invoke(app, ["--compile-workers", "3", "cards", "coverage", "--file",
                                    str(cards), "--json"])
        assert first.exit_code == 0, first.output
        assert asked == [3]
        (tmp_path / "cache").rename(tmp_path / "old")  # cold again
        second = runner.invoke(app, ["cards", "coverage", "--file", str(cards), "--json",
                                     "--workers", "2"])
        assert second.exit_code == 0, second.output
        assert asked == [3, 2]
        assert json.loads(first.output) == json.loads(second.output)
    finally:
        pool.set_workers(None)
