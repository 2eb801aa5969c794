"""``cardtable cards coverage``: counts (overall, Commander-legal, per deck) and the failing
sentences as JSON and as a table; bad input is one readable line and a non-zero exit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.oracle.conftest import atomic

REPO = Path(__file__).resolve().parents[2]
NAMES = ["Llanowar Elves", "Tempest Efreet", "Forest", "Drider", "Charging Slateback"]


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "CARDTABLE_CACHE": str(tmp_path / "c"),
           "CARDTABLE_HOME": str(tmp_path / "home"), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "cardtable", "cards", "coverage", *args],
                          env=env, capture_output=True, text=True, timeout=300)


def _files(tmp_path: Path) -> tuple[Path, Path]:
    cards = tmp_path / "AtomicCards.json"
    cards.write_text(json.dumps({"data": {n: atomic()[n] for n in NAMES}}), encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Llanowar Elves\n1 Tempest Efreet\n10 Forest\n", encoding="utf-8")
    return cards, deck


def test_coverage_json_counts_cards_decks_and_failing_sentences(tmp_path: Path) -> None:
    cards, deck = _files(tmp_path)
    result = _run(tmp_path, "--file", str(cards), "--deck", str(deck), "--json", "--top", "5")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["cards"] == 5
    # Llanowar Elves, Forest, Drider, Charging Slateback (morph, CR 702.37: morph.py)
    assert report["supported"] == 4
    assert report["compiled"] == 4
    (d,) = report["decks"]
    assert d["supported"] == 2 and d["distinct_cards"] == 3
    assert d["unsupported"][0]["name"] == "Tempest Efreet"
    assert any("playing for ante" in row["sentence"] for row in report["failing_sentences"])


def test_coverage_table_and_the_cache(tmp_path: Path) -> None:
    cards, _ = _files(tmp_path)
    first = _run(tmp_path, "--file", str(cards), "--format", "commander")
    assert first.returncode == 0, first.stderr
    assert "Failing sentences" in first.stdout and "Commander-legal" in first.stdout
    assert list((tmp_path / "c" / "oracle").glob("*.pickle")), "the compiled forms are cached"
    again = _run(tmp_path, "--file", str(cards), "--format", "commander")
    assert again.stdout == first.stdout


def test_coverage_bad_input_is_one_line_and_non_zero(tmp_path: Path) -> None:
    cards, _ = _files(tmp_path)
    bad = _run(tmp_path, "--file", str(cards), "--format", "modern")
    assert bad.returncode != 0 and "--format commander" in bad.stderr + bad.stdout
    assert "Traceback" not in bad.stderr
    missing = _run(tmp_path, "--file", str(tmp_path / "nope.json"))
    assert missing.returncode != 0 and "no card file" in missing.stderr + missing.stdout
    assert "Traceback" not in missing.stderr


def test_coverage_of_a_deck_answers_for_the_deck_with_did_you_mean(tmp_path: Path) -> None:
    """``--deck`` alone answers "can I play this deck?": the deck's counts and its unknown names
    with the closest real name, without the whole pool's failing sentences; the card file comes
    from ``$CARDTABLE_ATOMIC_CARDS`` when no card database was imported."""
    cards, _ = _files(tmp_path)
    deck = tmp_path / "typo.txt"
    deck.write_text("1 Llanowar Elvs\n1 Tempest Efreet\n10 Forest\n", encoding="utf-8")
    env_file = {"CARDTABLE_ATOMIC_CARDS": str(cards)}
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "CARDTABLE_CACHE": str(tmp_path / "c"),
           "CARDTABLE_HOME": str(tmp_path / "home"), "COLUMNS": "200", **env_file}
    result = subprocess.run([sys.executable, "-m", "cardtable", "cards", "coverage", "--deck",
                             str(deck)], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "deck typo.txt: 1 of 3 distinct cards supported" in result.stdout
    assert "unknown Llanowar Elvs (did you mean 'Llanowar Elves'?)" in result.stdout
    assert "Failing sentences" not in result.stdout
    as_json = subprocess.run([sys.executable, "-m", "cardtable", "cards", "coverage", "--deck",
                              str(deck), "--json"], env=env, capture_output=True, text=True,
                             timeout=300)
    (d,) = json.loads(as_json.stdout)["decks"]
    assert d["unknown"] == ["Llanowar Elvs"]
    assert d["did_you_mean"] == {"Llanowar Elvs": "Llanowar Elves"}
