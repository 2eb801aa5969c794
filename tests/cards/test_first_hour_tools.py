"""The deck tools a Commander player reaches for in the first hour (issue 27): ``cards search
--text`` searches rules text, ``deck stats`` lists the cards of each mana value, ``mulligan
odds`` takes category queries. The card facts are written here (no shared data)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.analysis.mulligan.query import parse_card_query, query_names
from cardtable.cards.card import Card
from cardtable.core.errors import CardNotFound, SettingsError
from tests.cards.test_card_data_home import _face, write_atomic

CARDS = {
    "Forest": [_face("Forest", "", "Basic Land — Forest", "({T}: Add {G}.)")],
    "Llanowar Elves": [_face("Llanowar Elves", "{G}", "Creature — Elf Druid",
                             "{T}: Add {G}.", "1", "1")],
    "Beast Whisperer": [_face("Beast Whisperer", "{2}{G}{G}", "Creature — Elf Druid",
                              "Whenever you cast a creature spell, draw a card.", "2", "3")],
    "Rampant Growth": [_face("Rampant Growth", "{1}{G}", "Sorcery",
                             "Search your library for a basic land card, put that card onto "
                             "the battlefield tapped, then shuffle.")],
    "Krosan Grip": [_face("Krosan Grip", "{2}{G}", "Instant",
                          "Split second\nDestroy target artifact or enchantment.")],
    "Craterhoof Behemoth": [_face("Craterhoof Behemoth", "{5}{G}{G}{G}", "Creature — Beast",
                                  "Haste\nWhen Craterhoof Behemoth enters the battlefield, "
                                  "creatures you control gain trample.", "5", "5")],
}


@pytest.fixture
def home(tmp_path: Path, run_cli) -> Path:  # type: ignore[no-untyped-def]
    home = tmp_path / "home"
    source = write_atomic(tmp_path / "AtomicCards.json.gz", CARDS, "2026-01-01")
    result = run_cli("cards", "import", str(source), home=home)
    assert result.returncode == 0, result.stderr
    return home


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "elves.txt"
    path.write_text("30 Forest\n10 Llanowar Elves\n5 Beast Whisperer\n8 Rampant Growth\n"
                    "4 Krosan Grip\n3 Craterhoof Behemoth\n", encoding="utf-8")
    return path


def test_cards_search_text_finds_rules_text(run_cli, home: Path) -> None:  # type: ignore[no-untyped-def]
    result = run_cli("cards", "search", "--text", "WHENEVER you  cast", "--json", home=home)
    assert result.returncode == 0, result.stderr
    assert [row["name"] for row in json.loads(result.stdout)] == ["Beast Whisperer"]
    split = run_cli("cards", "search", "--text", "artifact or enchantment", "--type",
                    "instant", "--json", home=home)
    assert [row["name"] for row in json.loads(split.stdout)] == ["Krosan Grip"]
    none = run_cli("cards", "search", "--text", "whenever you cast", "--mv", "1", "--json",
                   home=home)
    assert json.loads(none.stdout) == []
    empty = run_cli("cards", "search", "--text", "  ", home=home)
    assert empty.returncode == 2 and "--text is empty" in empty.stderr


def test_deck_stats_lists_the_cards_of_each_mana_value(run_cli, home: Path,  # type: ignore[no-untyped-def]
                                                       deck: Path) -> None:
    result = run_cli("deck", "stats", str(deck), "--json", home=home)
    assert result.returncode == 0, result.stderr
    by_mv = json.loads(result.stdout)["cards_by_mana_value"]
    assert by_mv == {
        "1": [{"name": "Llanowar Elves", "count": 10}],
        "2": [{"name": "Rampant Growth", "count": 8}],
        "3": [{"name": "Krosan Grip", "count": 4}],
        "4": [{"name": "Beast Whisperer", "count": 5}],
        "7+": [{"name": "Craterhoof Behemoth", "count": 3}]}
    text = run_cli("deck", "stats", str(deck), home=home)
    assert "  MV 1: 10 Llanowar Elves" in text.stdout
    assert "  MV 7+: 3 Craterhoof Behemoth" in text.stdout


def test_mulligan_odds_accepts_category_queries(run_cli, home: Path,  # type: ignore[no-untyped-def]
                                                deck: Path) -> None:
    by_query = run_cli("mulligan", "odds", str(deck), "--category",
                       "cheap=nonland with mv <= 2", "--category", "fatties=type:beast",
                       "--keep", "land>=2 and cheap>=1", "--json", home=home)
    assert by_query.returncode == 0, by_query.stderr
    by_hand = run_cli("mulligan", "odds", str(deck), "--category",
                      "cheap=Llanowar Elves;Rampant Growth", "--category",
                      "fatties=Craterhoof Behemoth", "--keep", "land>=2 and cheap>=1",
                      "--json", home=home)
    assert by_hand.returncode == 0, by_hand.stderr
    query, hand = json.loads(by_query.stdout), json.loads(by_hand.stdout)
    assert query == hand  # the query picks exactly the cards listed by hand
    assert "cheap" in by_query.stdout and "fatties" in by_query.stdout
    bad = run_cli("mulligan", "odds", str(deck), "--category", "x=nonland with power > 2",
                  home=home)
    assert bad.returncode == 2 and "power > 2" in bad.stderr and "type:WORD" in bad.stderr


def test_a_query_is_told_from_a_card_list() -> None:
    assert parse_card_query("Sol Ring;Arcane Signet") is None
    assert parse_card_query("Land Tax") is None  # a card name, not the term 'land'
    query = parse_card_query("nonland and mv<2")
    assert query is not None
    bolt = Card.simple("Lightning Bolt", "{R}", "Instant")
    wall = Card.simple("Wall of Omens", "{1}{W}", "Creature — Wall", "0", "4")
    assert query.matches(bolt) and not query.matches(wall)
    with pytest.raises(SettingsError, match="cannot read 'cmc 2'"):
        parse_card_query("type:creature with cmc 2")
    with pytest.raises(CardNotFound):
        query_names(query, ["Nonesuch"], lambda name: None)
