"""The card database: imports (MTGJSON, Scryfall, MECCG), look-ups, atomicity, idempotence."""

from __future__ import annotations

import gzip
import hashlib
import json
import lzma
import zipfile
from pathlib import Path

import pytest

from cardtable.cards.db import CardDatabase
from cardtable.cards.importers.run import import_path
from cardtable.cards.lookup import CardLookup
from cardtable.core.errors import CardDataError, CardNotFound


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_full_mtgjson_import_counts(full_db: CardDatabase) -> None:
    assert full_db.card_count == 22998
    assert full_db.meccg_count == 1665
    assert full_db.meta()["magic.kind"] == "mtgjson"


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Lightning Bolt", "Lightning Bolt"),
        ("lightning bolt", "Lightning Bolt"),
        ("LIM-DUL THE NECROMANCER", "Lim-Dûl the Necromancer"),
        ("Fire/Ice", "Fire // Ice"),
        ("Fire // Ice", "Fire // Ice"),
        ("Ice", "Fire // Ice"),
        ("Insectile Aberration", "Delver of Secrets // Insectile Aberration"),
        ("AEther Vial", "Aether Vial"),
        ("Jotun Grunt", "Jötun Grunt"),
    ],
)
def test_lookup_forgiving(lookup: CardLookup, query: str, expected: str) -> None:
    assert lookup.get(query).name == expected


def test_unknown_card_suggests(lookup: CardLookup) -> None:
    with pytest.raises(CardNotFound) as caught:
        lookup.get("Lightening Bolt")
    assert caught.value.suggestions[0] == "Lightning Bolt"
    assert "did you mean 'Lightning Bolt'" in str(caught.value)
    assert "cardtable cards import" not in str(caught.value)


def test_control_characters_in_name_are_a_clear_error(lookup: CardLookup) -> None:
    with pytest.raises(CardNotFound, match="control characters"):
        lookup.get("Sol\x00 Ring\x1b[31m")


def test_no_import_uses_pool_and_says_how_to_import(tmp_path: Path) -> None:
    from cardtable.cards.card import Card

    pool = [Card.simple("Sol Ring", "{1}", "Artifact")]
    lookup = CardLookup(CardDatabase(tmp_path / "cards.sqlite"), pool=pool)
    assert lookup.get("sol ring").name == "Sol Ring"
    assert lookup.source == "bundled pool"
    with pytest.raises(CardNotFound) as caught:
        lookup.get("Sol Rign")
    assert "cardtable cards import FILE" in str(caught.value)
    assert caught.value.suggestions == ("Sol Ring",)
    assert not (tmp_path / "cards.sqlite").exists()


def test_scryfall_2018_sample_import(tmp_path: Path, scryfall_file: Path) -> None:
    """The older Scryfall schema (legalities with future/frontier), printings collapsed."""
    database = CardDatabase(tmp_path / "cards.sqlite")
    summary = import_path(scryfall_file, database)
    assert summary.kind == "scryfall"
    with gzip.open(scryfall_file) as stream:
        objects = json.load(stream)
    real_names = {o["name"] for o in objects if o["layout"] not in ("token", "double_faced_token",
                                                                  "emblem", "art_series",
                                                                  "vanguard", "scheme", "planar")}
    assert database.card_count == len(real_names)
    lookup = CardLookup(database)
    for name in sorted(real_names)[:: max(1, len(real_names) // 50)]:
        assert lookup.get(name).name == name
    from cardtable.cards.identity import color_identity

    mismatched = [c.name for c in database.all_cards() if color_identity(c) != c.color_identity]
    assert mismatched == []


def test_scryfall_json_lines_and_compression(tmp_path: Path, scryfall_file: Path) -> None:
    """Scryfall JSON lines, gzip, xz and zip are all read; the result is the same database."""
    with gzip.open(scryfall_file) as stream:
        objects = json.load(stream)[:60]
    lines = "\n".join(json.dumps(o) for o in objects).encode()
    array = json.dumps(objects).encode()
    variants = {
        "cards.jsonl": lines,
        "cards.jsonl.gz": gzip.compress(lines),
        "cards.json.xz": lzma.compress(array),
        "cards.json": b"\xef\xbb\xbf" + array,
    }
    zipped = tmp_path / "cards.zip"
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("AllCards.json", array)
    counts = set()
    for file_name, data in variants.items():
        path = tmp_path / file_name
        path.write_bytes(data)
        database = CardDatabase(tmp_path / f"{file_name}.sqlite")
        counts.add(import_path(path, database).card_count)
    counts.add(import_path(zipped, CardDatabase(tmp_path / "zip.sqlite")).card_count)
    assert len(counts) == 1


def test_import_is_idempotent(tmp_path: Path, scryfall_file: Path) -> None:
    database = CardDatabase(tmp_path / "cards.sqlite")
    import_path(scryfall_file, database)
    first = sorted(c.name for c in database.all_cards())
    import_path(scryfall_file, database)
    assert sorted(c.name for c in database.all_cards()) == first


def test_magic_and_meccg_imports_keep_each_other(
    tmp_path: Path, scryfall_file: Path, meccg_cards: Path
) -> None:
    database = CardDatabase(tmp_path / "cards.sqlite")
    import_path(meccg_cards, database)
    import_path(scryfall_file, database)
    assert database.meccg_count == 1665
    assert database.card_count > 0


def test_progress_callback_reaches_total(tmp_path: Path, scryfall_file: Path) -> None:
    seen: list[tuple[int, int]] = []
    import_path(scryfall_file, CardDatabase(tmp_path / "c.sqlite"),
                lambda done, total: seen.append((done, total)))
    assert seen and seen[-1][0] == seen[-1][1] == scryfall_file.stat().st_size


@pytest.mark.parametrize(
    "content",
    [
        b"",
        bytes(range(256)) * 40,
        b'{"meta": {}, "data": {"Bad": [{"name": "Bad", "manaCost": "{',
        gzip.compress(b"[{\"object\": \"card\", \"name\": \"X\""),
        b'[{"object": "card", "name": "A", "mana_cost": "{Q}{Z9}"}]',
        b"\x1f\x8b\x08\x00garbage-after-gzip-magic",
        b'{"meta": {}, "data": {}}',
    ],
    ids=["empty", "binary", "truncated-json", "truncated-gzip", "bad-mana", "bad-gzip",
         "no-cards"],
)
def test_bad_file_leaves_database_unchanged(home_copy: Path, content: bytes) -> None:
    db_path = home_copy / "cards.sqlite"
    before = _digest(db_path)
    bad = home_copy / "bad.json"
    bad.write_bytes(content)
    with pytest.raises(CardDataError):
        import_path(bad, CardDatabase(db_path))
    assert _digest(db_path) == before
    assert sorted(p.name for p in home_copy.iterdir()) == [
        "AtomicCards.json.gz", "AtomicCards.json.gz.sha256", "bad.json", "cards.sqlite"]


def test_fifty_megabyte_junk_file_is_refused_fast(home_copy: Path) -> None:
    import random

    rng = random.Random(3)
    junk = home_copy / "junk.json"
    with junk.open("wb") as out:
        out.write(b"[")
        for _ in range(50):
            out.write(rng.randbytes(1024 * 1024))
    before = _digest(home_copy / "cards.sqlite")
    with pytest.raises(CardDataError):
        import_path(junk, CardDatabase(home_copy / "cards.sqlite"))
    assert _digest(home_copy / "cards.sqlite") == before


def test_corrupt_existing_database_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(CardDataError, match="unreadable"):
        CardDatabase(path).card_count  # noqa: B018


def test_meccg_single_file_import(tmp_path: Path, meccg_cards: Path) -> None:
    source = meccg_cards / "metw_character.json"
    expected = len(json.loads(source.read_text(encoding="utf-8")))
    summary = import_path(source, CardDatabase(tmp_path / "cards.sqlite"))
    assert (summary.kind, summary.card_count) == ("meccg", expected)


def test_find_many_agrees_with_find(full_home: Path) -> None:
    names = ["fire/ice", "Ice", "Lim-Dul the Necromancer", "Nothing Such", "Sol Ring",
             "Insectile Aberration", "sol ring"]
    many = CardDatabase(full_home / "cards.sqlite").find_many(names)
    single = CardDatabase(full_home / "cards.sqlite")
    for name in names:
        one = single.find(name)
        assert (many[name].name if many[name] else None) == (one.name if one else None)
    assert many["Nothing Such"] is None


def test_folder_imports_refuse_non_meccg_and_empty_folders(
    home_copy: Path, scryfall_file: Path
) -> None:
    db_path = home_copy / "cards.sqlite"
    before = _digest(db_path)
    empty = home_copy / "empty"
    empty.mkdir()
    with pytest.raises(CardDataError, match=r"holds no \.json files"):
        import_path(empty, CardDatabase(db_path))
    mixed = home_copy / "mixed"
    mixed.mkdir()
    with gzip.open(scryfall_file) as stream:
        (mixed / "cards.json").write_bytes(stream.read())
    with pytest.raises(CardDataError, match="is not MECCG card data"):
        import_path(mixed, CardDatabase(db_path))
    assert _digest(db_path) == before
