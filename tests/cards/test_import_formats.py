"""Import paths beyond the two shared files: MTGJSON in xz and zip, Scryfall's current schema
(multi-face objects, keywords), and an interrupted import."""

from __future__ import annotations

import gzip
import hashlib
import json
import lzma
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.cards.card import Card
from cardtable.cards.db import CardDatabase
from cardtable.cards.identity import color_identity
from cardtable.cards.importers.run import import_path
from cardtable.cards.lookup import CardLookup

CURRENT_SCHEMA_DFC = {
    "object": "card", "id": "0b1f", "oracle_id": "1a2b", "name": "Delver of Secrets // "
    "Insectile Aberration", "layout": "transform", "cmc": 1.0, "color_identity": ["U"],
    "keywords": ["Transform", "Flying"],
    "legalities": {"standard": "not_legal", "commander": "legal", "vintage": "legal",
                   "oathbreaker": "legal", "timeless": "legal"},
    "card_faces": [
        {"object": "card_face", "name": "Delver of Secrets", "mana_cost": "{U}",
         "type_line": "Creature — Human Wizard", "oracle_text": "At the beginning of your "
         "upkeep, look at the top card of your library.", "power": "1", "toughness": "1"},
        {"object": "card_face", "name": "Insectile Aberration", "mana_cost": "",
         "type_line": "Creature — Human Insect", "oracle_text": "Flying",
         "color_indicator": ["U"], "power": "3", "toughness": "2"},
    ],
}
CURRENT_SCHEMA_TOKEN = {"object": "card", "name": "Goblin", "layout": "token",
                        "type_line": "Token Creature — Goblin", "color_identity": ["R"]}


def test_scryfall_current_schema_multi_face(tmp_path: Path) -> None:
    path = tmp_path / "oracle-cards.jsonl"
    path.write_text("\n".join(json.dumps(o) for o in (CURRENT_SCHEMA_DFC, CURRENT_SCHEMA_TOKEN)),
                    encoding="utf-8")
    database = CardDatabase(tmp_path / "cards.sqlite")
    assert import_path(path, database).card_count == 1
    card = CardLookup(database).get("insectile aberration")
    assert card.face_names == ("Delver of Secrets", "Insectile Aberration")
    assert card.faces[1].color_indicator == "U" and card.keywords == ("Transform", "Flying")
    assert card.legality("standard") is None and card.legality("commander") == "legal"
    assert color_identity(card) == card.color_identity == "U"


@pytest.fixture(scope="module")
def mtgjson_slice(shared_data: Path) -> bytes:
    with gzip.open(shared_data / "mtgjson" / "AtomicCards-2022-04-25.json.gz") as stream:
        data = json.load(stream)
    names = sorted(data["data"])[:: len(data["data"]) // 40][:40]
    return json.dumps({"meta": data["meta"], "data": {n: data["data"][n] for n in names}}
                      ).encode()


@pytest.mark.parametrize("packing", ["json", "xz", "zip"])
def test_mtgjson_plain_xz_and_zip(tmp_path: Path, mtgjson_slice: bytes, packing: str) -> None:
    path = tmp_path / f"AtomicCards.{packing}"
    if packing == "xz":
        path.write_bytes(lzma.compress(mtgjson_slice))
    elif packing == "zip":
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("AtomicCards.json", mtgjson_slice)
    else:
        path.write_bytes(mtgjson_slice)
    summary = import_path(path, CardDatabase(tmp_path / "cards.sqlite"))
    assert (summary.kind, summary.card_count) == ("mtgjson", 40)


def test_interrupted_import_leaves_previous_database(home_copy: Path) -> None:
    """An import stopped half-way (Ctrl-C) leaves the previous database and no temporary file."""
    db_path = home_copy / "cards.sqlite"
    before = hashlib.sha256(db_path.read_bytes()).hexdigest()
    database = CardDatabase(db_path)

    def cards() -> Iterator[Card]:
        for i in range(5000):
            if i == 3000:
                raise KeyboardInterrupt
            yield Card.simple(f"Card {i}", "{1}", "Artifact")

    with pytest.raises(KeyboardInterrupt):
        database.replace_magic(cards(), kind="test", source="test")
    assert hashlib.sha256(db_path.read_bytes()).hexdigest() == before
    assert sorted(p.name for p in home_copy.iterdir()) == [
        "AtomicCards.json.gz", "AtomicCards.json.gz.sha256", "cards.sqlite"]  # no temporary file
    assert CardDatabase(db_path).card_count == 22998
