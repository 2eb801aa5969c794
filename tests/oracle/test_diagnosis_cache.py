"""Diagnoses are kept between runs (issue 29: ``cards coverage --deck`` under 3 s warm): the
second run answers from the store without parsing, and a torn or foreign store is ignored."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.games.magic.oracle import diagnosis_cache
from cardtable.games.magic.oracle.diagnose import diagnose

UNREAD = ("Whenever ~ glorbles a frobnitz, draw a card.", "Creature — Elf")
READ = ("Draw a card.", "Instant")


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_CACHE", str(tmp_path))


def test_issue_29_second_run_reads_diagnoses_from_the_store(
        monkeypatch: pytest.MonkeyPatch) -> None:
    first = diagnosis_cache.diagnose_all([UNREAD, READ])
    assert first == [diagnose(*UNREAD), diagnose(*READ)]
    assert first[0].why.startswith("no rule of the grammar has the word")
    assert diagnosis_cache.diagnoses_file().is_file()

    def no_parse(sentence: str, type_line: str = "") -> None:
        raise AssertionError(f"parsed {sentence!r} again")

    monkeypatch.setattr(diagnosis_cache, "diagnose", no_parse)
    assert diagnosis_cache.diagnose_all([UNREAD, READ]) == first


def test_issue_29_a_torn_store_is_read_as_empty_and_rewritten() -> None:
    path = diagnosis_cache.diagnoses_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"Instant\\nDraw a card.": {"sentence": "Dr', encoding="utf-8")
    assert diagnosis_cache.diagnose_all([READ]) == [diagnose(*READ)]
    assert "Draw a card." in path.read_text(encoding="utf-8")


def test_issue_29_the_type_line_is_part_of_the_key() -> None:
    """A sentence reads differently on a spell and on a permanent (the parser's start rule)."""
    spell, permanent = diagnosis_cache.diagnose_all([("Flying.", "Instant"),
                                                     ("Flying.", "Creature — Bird")])
    assert spell == diagnose("Flying.", "Instant")
    assert permanent == diagnose("Flying.", "Creature — Bird")
