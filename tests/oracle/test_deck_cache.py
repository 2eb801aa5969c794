"""The per-card cache of game starts (issue 10: "cached so a game starts in under a second"):
a deck's cards compiled once are read back on the next start without the card file or the
parser; new cards are compiled and added; a damaged cache is compiled afresh."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.games.magic.oracle import deck_cache
from cardtable.games.magic.oracle.deck_cache import deck_cache_file, deck_database
from cardtable.games.magic.oracle.decks import deck_cards
from tests.oracle.conftest import atomic

NAMES = ["Llanowar Elves", "Lightning Bolt", "Fire // Ice", "Forest", "Counterspell"]


@pytest.fixture
def card_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A small AtomicCards file of real cards, and a cache of its own."""
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {n: atomic()[n] for n in NAMES}}), encoding="utf-8")
    monkeypatch.setenv("CARDTABLE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("CARDTABLE_ATOMIC_CARDS", str(path))
    return path


def _compiled_names(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Spy on the compiler: the names of every batch compiled from now on."""
    calls: list[list[str]] = []
    real = deck_cache.compile_entries

    def spy(entries, names=None, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(list(names or []))
        return real(entries, names, **kwargs)

    monkeypatch.setattr(deck_cache, "compile_entries", spy)
    return calls


def test_a_second_start_reads_the_cards_back_without_compiling(
        card_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _compiled_names(monkeypatch)
    first = deck_database(card_file, ["Llanowar Elves", "Fire", "Lightning Bolt"])
    assert calls == [["Llanowar Elves", "Fire // Ice", "Lightning Bolt"]]
    assert deck_cache_file(card_file).exists()

    def no_reading(path: Path) -> None:
        raise AssertionError("a warm start must not read the card file")

    monkeypatch.setattr(deck_cache, "read_atomic", no_reading)
    second = deck_database(card_file, ["Llanowar Elves", "Fire", "Lightning Bolt"])
    assert calls == [["Llanowar Elves", "Fire // Ice", "Lightning Bolt"]]  # nothing compiled
    assert list(second.cards) == list(first.cards)
    assert second.cards.packed() == first.cards.packed()  # the same canonical pickles
    assert second.get("Llanowar Elves") is not None
    assert second.get("Llanowar Elves").supported  # type: ignore[union-attr]


def test_new_cards_are_compiled_and_added_old_ones_are_not(
        card_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _compiled_names(monkeypatch)
    deck_database(card_file, ["Llanowar Elves"])
    both = deck_database(card_file, ["Llanowar Elves", "Counterspell"])
    assert calls == [["Llanowar Elves"], ["Counterspell"]]
    assert set(both.cards) == {"Llanowar Elves", "Counterspell"}


def test_a_name_the_file_lacks_is_remembered_as_absent(
        card_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck_database(card_file, ["Forest", "Not A Real Card"])
    monkeypatch.setattr(deck_cache, "read_atomic", lambda path: {})
    again = deck_database(card_file, ["Forest", "Not A Real Card"])
    assert list(again.cards) == ["Forest"]


def test_a_damaged_cache_is_compiled_afresh(card_file: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    deck_database(card_file, ["Forest"])
    deck_cache_file(card_file).write_bytes(b"not a pickle")
    calls = _compiled_names(monkeypatch)
    again = deck_database(card_file, ["Forest"])
    assert calls == [["Forest"]]
    assert list(again.cards) == ["Forest"]


def test_a_changed_card_file_has_its_own_cache(card_file: Path) -> None:
    deck_database(card_file, ["Forest"])
    before = deck_cache_file(card_file)
    card_file.write_text(json.dumps({"data": {"Forest": atomic()["Forest"]}}), encoding="utf-8")
    assert deck_cache_file(card_file) != before


def test_a_game_start_uses_the_cache(card_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The decks' cards that the engine's own pool lacks come from the per-card cache."""
    calls = _compiled_names(monkeypatch)
    decks = [("a", ["Lightning Bolt", "Counterspell"])]
    cards, warnings = deck_cards(decks, {})
    assert set(cards) == {"Lightning Bolt", "Counterspell"}
    assert warnings == []
    again, _ = deck_cards(decks, {})
    assert again == cards
    assert len(calls) == 1
