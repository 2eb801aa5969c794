"""Normalising Oracle text (magic.md §2): the ability words dropped before an em dash (CR 207.2c)
are the package's own list, the same in an installed copy and a checkout."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.games.magic.oracle.normalize import ABILITY_WORDS, normalize_oracle

RULES = (Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "rules"
         / "MagicCompRules-20250207.txt")


def test_cr_207_2c_every_ability_word_of_the_rules_file_is_in_the_embedded_list() -> None:
    assert RULES.is_file(), f"the Comprehensive Rules file is missing at {RULES}"
    line = next(t for t in RULES.read_text(encoding="utf-8").splitlines()
                if t.startswith("207.2c"))
    listed = line.split("The ability words are ", 1)[1].rstrip(".")
    words = {w.strip().removeprefix("and ").strip().replace("\u2019", "'")
             for w in listed.split(",")}
    assert len(words) > 50
    assert words <= set(ABILITY_WORDS), sorted(words - set(ABILITY_WORDS))


@pytest.mark.parametrize(("oracle", "expected"), [
    # a curly apostrophe in the word (as the rules file and Oracle print it) is still dropped
    ("Council\u2019s dilemma \u2014 Starting with you, each player votes.",
     "Starting with you, each player votes."),
    ("Landfall \u2014 Whenever a land you control enters, you gain 1 life.",
     "Whenever a land you control enters, you gain 1 life."),
])
def test_cr_207_2c_an_ability_word_has_no_rules_meaning_and_is_dropped(oracle: str,
                                                                         expected: str) -> None:
    assert normalize_oracle(oracle, "Some Card") == expected
