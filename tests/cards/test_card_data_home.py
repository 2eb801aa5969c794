"""Card data from where the user put it (issue 27): after ``cardtable cards import`` or
``cards update``, the rules engine compiles the imported cards — not a developers' path — the
compiled cache is keyed by the imported data, and with no card data the error names the command
to run. The card facts below are written here (no shared data needed)."""

from __future__ import annotations

import gzip
import hashlib
import json
import socket
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from cardtable.cards.db import CardDatabase
from cardtable.cards.importers.download import update_cards
from cardtable.cards.importers.oracle_copy import ORACLE_FILE, read_digest
from cardtable.cards.importers.run import import_path
from cardtable.core.errors import CardDataError
from cardtable.games.magic.oracle import database as oracle_db
from cardtable.games.magic.oracle.database import CardFileError, atomic_path, load_database


def _face(name: str, cost: str, type_line: str, text: str = "",
          power: str | None = None, toughness: str | None = None) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "manaCost": cost, "type": type_line, "text": text,
                            "layout": "normal", "legalities": {"commander": "Legal"},
                            "colorIdentity": sorted({c for c in "WUBRG" if c in cost})}
    types = type_line.split(" — ")[0].split()
    face["types"] = [t for t in types if t not in ("Legendary", "Basic")]
    face["supertypes"] = [t for t in types if t in ("Legendary", "Basic")]
    face["subtypes"] = type_line.split(" — ")[1].split() if " — " in type_line else []
    if power is not None:
        face["power"], face["toughness"] = power, toughness
    return face


CARDS = {
    "Grizzly Bears": [_face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2")],
    "Forest": [_face("Forest", "", "Basic Land — Forest", "({T}: Add {G}.)")],
    "Lightning Bolt": [_face("Lightning Bolt", "{R}", "Instant",
                             "Lightning Bolt deals 3 damage to any target.")],
}


def write_atomic(path: Path, cards: dict[str, list[dict[str, Any]]], date: str) -> Path:
    body = {"meta": {"date": date, "version": "5.2.0"}, "data": cards}
    with gzip.open(path, "wt", encoding="utf-8") as out:
        json.dump(body, out)
    return path


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A machine as after ``pip install .``: an empty data home, no developers' card file, no
    ``CARDTABLE_ATOMIC_CARDS``."""
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    monkeypatch.setenv("CARDTABLE_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("CARDTABLE_ATOMIC_CARDS", raising=False)
    monkeypatch.setattr(oracle_db, "DEFAULT_ATOMIC", tmp_path / "no-shared" / "cards.json.gz")
    return home


def test_no_card_data_names_the_command_to_run(user_home: Path) -> None:
    with pytest.raises(CardFileError) as caught:
        atomic_path()
    assert "cardtable cards update" in str(caught.value)
    assert "cardtable cards import" in str(caught.value)
    with pytest.raises(CardFileError, match="cardtable cards update"):
        load_database(from_card_database=True)


def test_imported_cards_are_what_the_engine_compiles(user_home: Path, tmp_path: Path) -> None:
    source = write_atomic(tmp_path / "AtomicCards.json.gz", CARDS, "2026-01-01")
    summary = import_path(source, CardDatabase())
    assert summary.card_count == 3
    kept = user_home / ORACLE_FILE
    assert atomic_path() == kept
    db = load_database()
    bolt = db.get("Lightning Bolt")
    assert bolt is not None and bolt.supported
    assert sorted(db.cards) == sorted(CARDS)


def test_compiled_cache_is_keyed_by_the_imported_data(user_home: Path, tmp_path: Path) -> None:
    first = write_atomic(tmp_path / "a.json.gz", CARDS, "2026-01-01")
    import_path(first, CardDatabase())
    kept = atomic_path()
    key_one = oracle_db.cache_file(kept)
    import_path(first, CardDatabase())  # the same data again: the same cache
    assert oracle_db.cache_file(kept) == key_one
    fewer = {n: f for n, f in CARDS.items() if n != "Forest"}
    import_path(write_atomic(tmp_path / "b.json.gz", fewer, "2026-02-01"), CardDatabase(),
                replace_other=True)
    assert oracle_db.cache_file(kept) != key_one
    assert sorted(load_database().cards) == sorted(fewer)
    raw = gzip.decompress(kept.read_bytes())
    assert read_digest(kept) == hashlib.sha256(raw).hexdigest()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        return


@pytest.fixture
def card_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A loopback file server (127.0.0.1) with an AtomicCards file and its published SHA-256."""
    root = tmp_path / "www"
    root.mkdir()
    served = write_atomic(root / "AtomicCards.json.gz", CARDS, "2026-03-01")
    digest = hashlib.sha256(served.read_bytes()).hexdigest()
    (root / "AtomicCards.json.gz.sha256").write_text(digest, encoding="ascii")
    write_atomic(root / "Tampered.json.gz", CARDS, "2026-03-02")
    (root / "Tampered.json.gz.sha256").write_text("0" * 64, encoding="ascii")
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", root
    finally:
        server.shutdown()
        server.server_close()


def test_update_downloads_checks_and_imports(user_home: Path,
                                             card_server: tuple[str, Path]) -> None:
    base, _root = card_server
    seen: list[tuple[int, int]] = []
    summary = update_cards(CardDatabase(), f"{base}/AtomicCards.json.gz", 5.0,
                           lambda done, total: seen.append((done, total)))
    assert summary.kind == "mtgjson" and summary.card_count == 3
    assert seen and seen[-1][0] == seen[-1][1]
    assert CardDatabase().meta()["magic.date"] == "2026-03-01"
    assert load_database().get("Grizzly Bears") is not None


def test_update_refuses_a_file_that_does_not_match_its_digest(
        user_home: Path, card_server: tuple[str, Path]) -> None:
    base, _root = card_server
    with pytest.raises(CardDataError, match="SHA-256"):
        update_cards(CardDatabase(), f"{base}/Tampered.json.gz", 5.0)
    assert not CardDatabase().exists and not (user_home / ORACLE_FILE).exists()


def test_update_offline_is_one_clear_line(user_home: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(CardDataError) as caught:
        update_cards(CardDatabase(), f"http://127.0.0.1:{port}/AtomicCards.json.gz", 2.0)
    message = str(caught.value)
    assert "are you offline?" in message and "cardtable cards import" in message
    assert "\n" not in message


def test_cards_coverage_reads_the_imported_card_text(user_home: Path, tmp_path: Path) -> None:
    """``cards coverage`` without ``--file`` compiles the kept AtomicCards text (not the
    lossy round trip through the database) and caches it under the imported data's key."""
    import_path(write_atomic(tmp_path / "a.json.gz", CARDS, "2026-01-01"), CardDatabase())
    db = load_database(from_card_database=True)
    assert sorted(db.cards) == sorted(CARDS)
    assert oracle_db.cache_file(user_home / ORACLE_FILE).exists()
