"""Issue 28 item 3: a coverage report users can act on — for each failing sentence the exact
words where the grammar stops reading and the sub-grammar they fall in; ``--format commander``
adds the staples list and a table of failures by sub-grammar."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.games.magic.oracle.diagnose import FAMILIES, classify, diagnose, family_table
from tests.oracle.conftest import atomic

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("sentence", "type_line", "words", "family"), [
    # (totem armor, CR 702.89, compiles now: a newer keyword is the example)
    ("Living metal", "Artifact — Vehicle", "metal", "keyword"),
    ("Skip your next untap step.", "Sorcery", "your next untap step.", "replacement"),
    # ("Whenever you draw your second card each turn" compiles now: the example is newer)
    ("Whenever a time counter is removed from ~ while it's exiled, draw a card.",
     "Creature", "counter is removed from ~ while …", "trigger"),
    # (Ghostly Prison's and Bloom Tender's sentences, the examples before, compile now)
    ("Creatures with power less than ~'s power can't block creatures you control.", "Creature",
     "less than ~'s power can't block …", "static"),
    ("~ gets +1/+1 for each color among nonland permanents you control.", "Creature — Elf",
     "color among nonland permanents you control.", "quantity"),
    ("Whenever a nontoken creature enters under your control, if it doesn't have the same "
     "name as another creature you control, draw a card.", "Enchantment",
     "the same name as another creature …", "condition"),  # ("if it doesn't have" reads
    # now: round 8; the name comparison is what stops it)
])
def test_diagnose_names_the_words_where_reading_stops_and_their_sub_grammar(
        sentence: str, type_line: str, words: str, family: str) -> None:
    found = diagnose(sentence, type_line)
    assert found.words == words
    assert found.family == family
    assert found.family in FAMILIES


def test_diagnose_names_a_word_no_rule_has() -> None:
    found = diagnose("Discard your hand, ante the top card of your library, then draw seven "
                     "cards.", "Sorcery")
    # ("had" is read since "You may cast ~ as though it had flash", h4-mechanics; no rule
    # reads ante, CR 407)
    assert found.why == "no rule of the grammar has the word 'ante'"
    assert found.words.startswith("ante the top card")


def test_diagnose_a_sentence_that_parses_but_is_not_built() -> None:
    found = diagnose("Whenever a creature an opponent controls dies, that player draws a "
                     "card.", "Creature — Phyrexian Wurm")
    assert found.why.startswith("read, but not built:")
    assert "that player" in found.why


def test_diagnose_a_sentence_that_compiles() -> None:
    assert diagnose("Draw a card.", "Sorcery").why == "compiles now"


def test_diagnose_looks_inside_a_quoted_ability() -> None:
    """Arc Spitter's sentence reads to its end: what fails is the quoted ability, and the
    diagnosis names the words inside the quotes where reading stops ("this creature" read as
    the object that has it, CR 113.7a)."""
    found = diagnose('Equipped creature has "{1}: This creature deals 1 damage to target '
                     'creature that\'s blocking it."', "Artifact — Equipment")
    assert found.why.startswith("in the quoted ability: reading stops at")
    assert found.words == "that's blocking it."
    # a quoted ability that compiles is no failure of the sentence's own words
    assert diagnose('Equipped creature has "{T}: This creature deals 1 damage to any '
                    'target."', "Artifact — Equipment").why == "compiles now"


def test_family_table_counts_sentences_cards_and_cards_failing_only_there() -> None:
    rows = family_table([
        ("A", ["Skip your next untap step."]),
        ("B", ["Skip your next untap step.", "Living metal"]),
        ("C", ["Assist"]),
    ])
    by = {r["family"]: r for r in rows}
    assert by["replacement"] == {"family": "replacement", "sentences": 1, "cards": 2,
                                 "only_this": 1}
    assert by["keyword"] == {"family": "keyword", "sentences": 2, "cards": 2, "only_this": 1}
    assert classify("Skip your next untap step.") == "replacement"


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "CARDTABLE_CACHE": str(tmp_path / "c"),
           "CARDTABLE_HOME": str(tmp_path / "home"), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "cardtable", "cards", "coverage", *args],
                          env=env, capture_output=True, text=True, timeout=300)


def test_coverage_deck_lists_each_unsupported_cards_failing_words(tmp_path: Path) -> None:
    names = ["Llanowar Elves", "Vedalken Orrery", "Forest"]  # (Sylvan Library compiles now)
    cards = tmp_path / "AtomicCards.json"
    cards.write_text(json.dumps({"data": {n: atomic()[n] for n in names}}), encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Llanowar Elves\n1 Vedalken Orrery\n10 Forest\n", encoding="utf-8")
    result = _run(tmp_path, "--file", str(cards), "--deck", str(deck), "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    (d,) = report["decks"]
    (orrery,) = d["unsupported"]
    assert orrery["name"] == "Vedalken Orrery"
    (failure,) = orrery["failures"]
    # "as though it had flash" is read for a card itself (h4-mechanics), not yet for "spells"
    assert failure["family"] == "filter"
    assert failure["words"].startswith("spells as though they had flash.")
    assert "reading stops at 'spells as though they had flash.'" in failure["why"]
    assert "families" not in report  # only with --format commander
    text = _run(tmp_path, "--file", str(cards), "--deck", str(deck), "--format", "commander")
    assert text.returncode == 0, text.stderr
    assert "[filter] reading stops at 'spells as though they had flash.'" in text.stdout
    assert "Failing sentences by sub-grammar" in text.stdout
    assert "commander-staples.txt" in text.stdout  # the staples list is reported too
