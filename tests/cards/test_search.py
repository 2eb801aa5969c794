"""Finding cards the way people type them: ranked search, MECCG cards, data age, replacing."""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path

import pytest

from cardtable.cards.db import CardDatabase
from cardtable.cards.importers.run import import_path
from cardtable.cards.lookup import CardLookup
from cardtable.cards.search import NameIndex, score, search_key
from cardtable.core.errors import CardDataError, CardNotFound


def _top(lookup: CardLookup, query: str, count: int = 1) -> list[str]:
    return [m.name for m in lookup.name_index.rank(query, limit=count)]


def test_search_key_folds_case_accents_punctuation_and_split_names() -> None:
    assert search_key("Lim-Dûl's Vault") == "lim duls vault"
    assert search_key("Fire/Ice") == search_key("Fire // Ice") == "fire ice"
    assert search_key("Æther Vial") == "aether vial"
    assert search_key("JÖTUN  Grunt") == "jotun grunt"


@pytest.mark.parametrize(("query", "expected"), [
    ("lightnig bolt", "Lightning Bolt"),      # a letter missing
    ("Lightening Bolt", "Lightning Bolt"),    # a letter too many
    ("sol rng", "Sol Ring"),
    ("Sol Rign", "Sol Ring"),                 # two letters swapped
    ("jotun", "Jötun Grunt"),                 # no accent typed
    ("Fire/Ice", "Fire // Ice"),              # MTGO's split name
    ("fire // ice", "Fire // Ice"),
    ("Ice", "Fire // Ice"),                   # one face
    ("atraxa praetors voice", "Atraxa, Praetors' Voice"),   # no punctuation typed
    ("Sword of Fire & Ice", "Sword of Fire and Ice"),
    ("AETHER VIAL", "Aether Vial"),
    ("Æther Vial", "Aether Vial"),
])
def test_search_ranks_the_meant_card_first(lookup: CardLookup, query: str,
                                           expected: str) -> None:
    assert _top(lookup, query) == [expected]


def test_search_with_accents_and_punctuation_finds_every_card_of_the_name(
    lookup: CardLookup,
) -> None:
    found = _top(lookup, "Lim-Dul", 20)
    assert {"Lim-Dûl's Vault", "Lim-Dûl's Hex", "Lim-Dûl the Necromancer",
            "Legions of Lim-Dûl"} <= set(found)
    assert found.index("Lim-Dûl's Vault") < found.index("Legions of Lim-Dûl")


def test_closer_kinds_of_match_rank_first() -> None:
    """Whole name, then a name starting with the query, whole words, inside, then typos."""
    index = NameIndex((n, n) for n in ["Rift Bolt", "Bolt Bend", "Boltwing Marauder",
                                       "Lightning Bolt", "Thunderbolt", "Bolt"])
    assert [m.name for m in index.rank("bolt")] == [
        "Bolt", "Bolt Bend", "Boltwing Marauder", "Rift Bolt", "Lightning Bolt", "Thunderbolt"]
    assert score("bolt", "bolt") > score("bolt", "bolt bend") > score("bolt", "rift bolt") > \
        score("bolt", "thunderbolt") > score("bolt", "boat")


def test_unrelated_names_are_not_matches(lookup: CardLookup) -> None:
    assert _top(lookup, "Kaust, Eyes of the Glade", 5) == []
    assert _top(lookup, "gandalf", 5) == []


def test_card_newer_than_the_data_says_so_instead_of_noise(lookup: CardLookup) -> None:
    with pytest.raises(CardNotFound) as caught:
        lookup.get("Kaust, Eyes of the Glade")
    message = str(caught.value)
    assert caught.value.suggestions == ()
    assert "not in the card data" in message and "of 2022-04-25" in message
    assert "22998 cards" in message and "cardtable cards update" in message


def test_typo_still_gets_did_you_mean(lookup: CardLookup) -> None:
    with pytest.raises(CardNotFound) as caught:
        lookup.get("Lightening Bolt")
    assert caught.value.suggestions[0] == "Lightning Bolt"
    assert "not in the card data" not in str(caught.value)


def test_alchemy_name_is_named_as_digital_only(lookup: CardLookup) -> None:
    """MTG Arena's rebalanced cards are 'A-Name'; the 2022 paper data has none of them."""
    with pytest.raises(CardNotFound) as caught:
        lookup.get("A-Luminarch Aspirant")
    assert caught.value.suggestions == ("Luminarch Aspirant",)
    assert "digital-only Alchemy rebalance of 'Luminarch Aspirant'" in str(caught.value)


def test_meccg_index_ranks_titles(full_db: CardDatabase) -> None:
    ranked = [m.name for m in full_db.meccg_name_index.rank("gandalf", limit=3)]
    assert ranked[0] == "Gandalf"
    assert full_db.meccg_name_index.suggest("Gandalph") == ["Gandalf"]
    versions = full_db.find_meccg("william wuluag")
    assert versions and all("Wûluag" in v["title"] for v in versions)


def test_cli_search_typos_json(run_cli, full_home: Path) -> None:
    result = run_cli("cards", "search", "lightnig bolt", "--game", "magic", "--json",
                     "--limit", "3", home=full_home)
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)
    assert rows[0]["name"] == "Lightning Bolt" and rows[0]["game"] == "magic"
    assert len(rows) <= 3


def test_cli_meccg_show_and_search(run_cli, full_home: Path) -> None:
    """`cards show Gandalf` finds the MECCG card (no Magic card has the name); search looks in
    both games and says which each result is from."""
    shown = run_cli("cards", "show", "Gandalf", "--json", home=full_home)
    assert shown.returncode == 0, shown.stderr
    data = json.loads(shown.stdout)
    assert data["game"] == "meccg" and data["name"] == "Gandalf"
    assert {v["set_code"] for v in data["versions"]} >= {"TW"}
    assert all(v["kind"] == "Avatar" for v in data["versions"])
    table = run_cli("cards", "show", "gandalf", "--game", "meccg", home=full_home)
    assert table.returncode == 0 and "Middle-earth CCG" in table.stdout
    found = json.loads(run_cli("cards", "search", "gandalf", "--json", home=full_home).stdout)
    assert found[0] == {"game": "meccg", "name": "Gandalf", "kind": "Avatar",
                        "role": "character", "set_code": found[0]["set_code"],
                        "alignment": found[0]["alignment"]}
    both = json.loads(run_cli("cards", "search", "Fire", "--json", "--limit", "200",
                              home=full_home).stdout)
    assert {row["game"] for row in both} == {"magic", "meccg"}
    avatars = json.loads(run_cli("cards", "search", "--game", "meccg", "--type", "avatar",
                                 "--json", "--limit", "100", home=full_home).stdout)
    assert "Gandalf" in {row["name"] for row in avatars}
    assert all(row["kind"] == "Avatar" for row in avatars)
    typo = run_cli("cards", "show", "Gandalph", home=full_home)
    assert typo.returncode == 2 and "did you mean 'Gandalf'" in typo.stderr
    refused = run_cli("cards", "search", "x", "--game", "meccg", "--mv", "1", home=full_home)
    assert refused.returncode == 2 and "Magic filters" in refused.stderr


def test_cli_show_unknown_card_json_error(run_cli, full_home: Path) -> None:
    result = run_cli("cards", "show", "Lightening Bolt", "--json", home=full_home)
    assert result.returncode == 2
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "card_not_found" and error["suggestions"][0] == "Lightning Bolt"
    newer = json.loads(run_cli("cards", "show", "Kaust, Eyes of the Glade", "--json",
                               home=full_home).stdout)["error"]
    assert newer["suggestions"] == [] and "2022-04-25" in newer["message"]


def test_second_magic_import_refuses_to_replace_without_replace(
    run_cli, home_copy: Path, scryfall_file: Path,
) -> None:
    """A Scryfall sample after MTGJSON would replace the 22,998 cards: the import says so and
    changes nothing unless --replace is given (imports replace, they never merge)."""
    database = home_copy / "cards.sqlite"
    before = hashlib.sha256(database.read_bytes()).hexdigest()
    refused = run_cli("cards", "import", str(scryfall_file), home=home_copy)
    assert refused.returncode == 2
    assert "already holds Magic cards from AtomicCards-2022-04-25.json.gz" in refused.stderr
    assert "22998 cards" in refused.stderr and "--replace" in refused.stderr
    assert hashlib.sha256(database.read_bytes()).hexdigest() == before
    as_json = json.loads(run_cli("cards", "import", str(scryfall_file), "--json",
                                 home=home_copy).stdout)
    assert as_json["error"]["code"] == "card_data_error"
    replaced = run_cli("cards", "import", str(scryfall_file), "--replace", home=home_copy)
    assert replaced.returncode == 0, replaced.stderr
    assert CardDatabase(database).meta()["magic.source"] == scryfall_file.name
    again = run_cli("cards", "import", str(scryfall_file), home=home_copy)
    assert again.returncode == 0, "the same file again is the same cards"


def test_meccg_import_does_not_touch_magic_cards(tmp_path: Path, scryfall_file: Path,
                                                 meccg_cards: Path) -> None:
    database = CardDatabase(tmp_path / "cards.sqlite")
    import_path(scryfall_file, database, replace_other=False)
    import_path(meccg_cards, database, replace_other=False)
    assert database.card_count > 900 and database.meccg_count > 1000
    with pytest.raises(CardDataError, match="already holds Middle-earth CCG cards"):
        import_path(meccg_cards / "metw_character.json", database, replace_other=False)


def test_import_records_the_data_date(tmp_path: Path, scryfall_file: Path) -> None:
    """MTGJSON's meta date, or the newest Scryfall printing: how old the data is."""
    database = CardDatabase(tmp_path / "cards.sqlite")
    import_path(scryfall_file, database)
    with gzip.open(scryfall_file, "rt", encoding="utf-8") as stream:
        newest = max(card["released_at"] for card in json.load(stream))
    assert database.meta()["magic.date"] == newest
    assert f"of {newest}" in database.data_description()


def test_full_import_records_mtgjson_date(full_db: CardDatabase) -> None:
    assert full_db.meta()["magic.date"] == "2022-04-25"
