"""The Commander banned list in force on a date (CMD-1.5, issue 27): data with the date of each
change, independent of the card data's own date — Mana Crypt is banned today even with 2022
card data, and was legal the day before 2024-09-23."""

from __future__ import annotations

import datetime
import gzip
import json
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from cardtable.cards.card import Card
from cardtable.cards.db import CardDatabase
from cardtable.cards.lookup import CardLookup
from cardtable.cards.names import normalize_name
from cardtable.core.errors import SettingsError
from cardtable.decks.model import COMMANDER, MAIN, DeckEntry, Decklist
from cardtable.formats.banlist import (
    BanHistory,
    banlist_on,
    commander_history,
    default_banlist,
    parse_date,
)
from cardtable.formats.commander import CommanderSettings, check_commander
from tests.conftest import SHARED_ATOMIC

FAST_MANA_DAY = datetime.date(2024, 9, 23)
THE_DAY_BEFORE = datetime.date(2024, 9, 22)


def test_cmd_1_5_the_list_in_force_on_a_date() -> None:
    before, on = banlist_on(THE_DAY_BEFORE), banlist_on(FAST_MANA_DAY)
    for name in ("Mana Crypt", "Dockside Extortionist", "Jeweled Lotus", "Nadu, Winged Wisdom"):
        assert not before.is_banned(name) and on.is_banned(name)
    assert before.is_banned("Griselbrand") and on.is_banned("Griselbrand")
    assert (before.updated, before.as_of) == ("2022-04-25", "2024-09-22")
    assert on.updated == "2024-09-23"
    today = default_banlist()
    assert today.is_banned("Mana Crypt") and today.as_of == datetime.date.today().isoformat()
    assert not today.is_banned("Sol Ring")


def test_cmd_1_5_an_unban_takes_effect_on_its_date() -> None:
    history = BanHistory.from_toml_text(
        '[[change]]\ndate = "2020-01-01"\nbanned = ["Golos, Tireless Pilgrim", "Flash"]\n'
        '[[change]]\ndate = "2021-06-01"\nunbanned = ["Flash"]\n', "test")
    assert history.at(datetime.date(2021, 5, 31)).is_banned("Flash")
    assert not history.at(datetime.date(2021, 6, 1)).is_banned("Flash")
    assert history.at(datetime.date(2030, 1, 1)).is_banned("Golos, Tireless Pilgrim")


def test_cmd_1_5_dates_outside_the_record_are_refused_not_guessed() -> None:
    with pytest.raises(SettingsError, match="before 2022-04-25"):
        banlist_on(datetime.date(2019, 1, 1))
    with pytest.raises(SettingsError, match="YYYY-MM-DD"):
        parse_date("23/09/2024")
    with pytest.raises(SettingsError, match="date"):
        BanHistory.from_toml_text('[[change]]\nbanned = ["Flash"]\n', "bad.toml")


def test_cmd_1_5_the_example_list_file_is_the_history_on_its_date() -> None:
    """``commander_banned.toml`` (the ``--banlist`` shape) may not drift from the history."""
    text = resources.files("cardtable.formats").joinpath(
        "data", "commander_banned.toml").read_text("utf-8")
    data = tomllib.loads(text)
    listed = frozenset(normalize_name(n) for n in data["banned"])
    assert listed == banlist_on(datetime.date.fromisoformat(data["updated"])).names


def _deck_with(card: Card) -> tuple[Decklist, CardLookup]:
    pool = [Card.simple("Kozilek, Butcher of Truth", "{10}", "Legendary Creature — Eldrazi",
                        "12", "12"), card, Card.simple("Wastes", "", "Basic Land")]
    lookup = CardLookup(CardDatabase(Path("/nonexistent/cards.sqlite")), pool=pool)
    deck = Decklist((DeckEntry(1, "Kozilek, Butcher of Truth", COMMANDER),
                     DeckEntry(1, card.name, MAIN), DeckEntry(98, "Wastes", MAIN)), "text")
    return deck, lookup


def test_cmd_1_5_a_deck_is_checked_as_of_the_date_asked() -> None:
    deck, lookup = _deck_with(Card.simple("Mana Crypt", "{0}", "Artifact"))
    today = check_commander(deck, lookup)
    assert [str(p) for p in today.problems] == [
        "CMD-1.5: Mana Crypt is on the Commander banned list of 2024-09-23 (Mana Crypt)"]
    assert check_commander(deck, lookup, CommanderSettings(date=THE_DAY_BEFORE)).is_legal
    assert any("in force on 2024-09-22" in note for note in check_commander(
        deck, lookup, CommanderSettings(date=THE_DAY_BEFORE)).notes)


@pytest.mark.shared_data
def test_cmd_1_5_with_2022_card_data_mana_crypt_is_banned_today(run_cli, full_home: Path,
                                                                tmp_path: Path) -> None:
    """The 2022-04-25 data says Mana Crypt is legal in Commander; the list of today wins, and
    ``--date`` checks the deck as of a past day."""
    basics = "\n".join(["Commander", "1 Kozilek, Butcher of Truth", "", "Deck", "1 Mana Crypt",
                        "1 Sol Ring", "97 Wastes"])
    deck = tmp_path / "crypt.txt"
    deck.write_text(basics + "\n", encoding="utf-8")
    today = run_cli("deck", "check", str(deck), "--json", home=full_home)
    assert today.returncode == 1, today.stderr
    problems = json.loads(today.stdout)["problems"]
    assert [p["cards"] for p in problems] == [["Mana Crypt"]]
    past = run_cli("deck", "check", str(deck), "--date", "2024-09-01", home=full_home)
    assert past.returncode == 0, past.stdout + past.stderr
    assert "in force on 2024-09-01" in past.stdout
    early = run_cli("deck", "check", str(deck), "--date", "2019-01-01", home=full_home)
    assert early.returncode == 2 and "before 2022-04-25" in early.stderr


@pytest.mark.shared_data
def test_cmd_1_5_the_first_entry_is_the_list_of_the_2022_card_data() -> None:
    """The history's first entry agrees with MTGJSON's commander legalities of that day: every
    card on it is banned there, and every other card banned there is banned in Vintage too
    (ante, Conspiracy, the 2020 removals: outside the card pool, not the list's business)."""
    with gzip.open(SHARED_ATOMIC, "rt", encoding="utf-8") as handle:
        data = json.load(handle)["data"]
    banned: dict[str, dict[str, str]] = {}
    for name, faces in data.items():
        legal = faces[0].get("legalities") or {}
        if legal.get("commander") == "Banned":
            banned[normalize_name(name.split(" // ")[0])] = legal
    first = commander_history().changes[0]
    listed = {normalize_name(n) for n in first.banned}
    by_front = {full.split(" // ")[0]: faces for full, faces in data.items()}
    no_legalities = {normalize_name(n) for n in first.banned
                     if not by_front.get(n, [{}])[0].get("legalities")}
    assert no_legalities == {"hullbreacher"}
    assert listed - no_legalities <= set(banned)
    outside_pool = {n for n, legal in banned.items() if legal.get("vintage") == "Banned"}
    assert set(banned) - listed <= outside_pool
    assert len(set(banned) - outside_pool) > 30
