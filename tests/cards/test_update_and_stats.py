"""`cardtable cards update` against a loopback HTTP server, and `cardtable deck stats`."""

from __future__ import annotations

import gzip
import json
import socket
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from cardtable.cards.card import Card
from cardtable.decks.stats import deck_stats

FIXTURES = Path(__file__).resolve().parents[1] / "decks" / "fixtures"


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        return


@pytest.fixture()
def bulk_server(tmp_path: Path, scryfall_file: Path) -> Iterator[str]:
    """A loopback server with a bulk-data object and a small gzip oracle file."""
    root = tmp_path / "www"
    root.mkdir()
    with gzip.open(scryfall_file) as stream:
        objects = json.load(stream)[:80]
    (root / "oracle-cards.json").write_bytes(json.dumps(objects).encode())
    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 partial(_QuietHandler, directory=str(root)))
    base = f"http://127.0.0.1:{server.server_address[1]}"
    (root / "bulk.json").write_text(json.dumps({
        "object": "bulk_data", "type": "oracle_cards",
        "download_uri": f"{base}/oracle-cards.json"}), encoding="utf-8")
    (root / "broken.json").write_text(json.dumps({"object": "bulk_data"}), encoding="utf-8")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base
    finally:
        server.shutdown()
        server.server_close()


def test_cards_update_from_loopback_server(run_cli, tmp_path: Path, bulk_server: str) -> None:
    home = tmp_path / "home"
    result = run_cli("cards", "update", "--url", f"{bulk_server}/bulk.json", "--json",
                     home=home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["kind"] == "scryfall" and summary["card_count"] > 10
    # the database, and the card text the rules engine compiles (issue 27)
    assert sorted(p.name for p in home.iterdir()) == [
        "AtomicCards.json.gz", "AtomicCards.json.gz.sha256", "cards.sqlite"]
    broken = run_cli("cards", "update", "--url", f"{bulk_server}/broken.json", home=home)
    assert broken.returncode == 2 and "download_uri" in broken.stderr
    missing = run_cli("cards", "update", "--url", f"{bulk_server}/nothing.json", home=home)
    assert missing.returncode == 2 and "HTTP 404" in missing.stderr


def test_cards_update_offline_is_a_clear_error(run_cli, tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    result = run_cli("cards", "update", "--url", f"http://127.0.0.1:{port}/bulk.json",
                     "--timeout", "2", home=tmp_path / "home")
    assert result.returncode == 2
    assert "are you offline?" in result.stderr and "Traceback" not in result.stderr


def test_deck_stats_counts() -> None:
    cards = [(Card.simple("Kitchen Finks", "{1}{G/W}{G/W}", "Creature — Ouphe", "3", "2"), 1),
             (Card.simple("Lightning Bolt", "{R}", "Instant"), 4),
             (Card.simple("Emrakul, the Aeons Torn", "{15}", "Legendary Creature — Eldrazi"), 1),
             (Card.simple("Forest", "", "Basic Land — Forest"), 10)]
    stats = deck_stats(cards)
    assert dict(stats.curve) == {"0": 0, "1": 4, "2": 0, "3": 1, "4": 0, "5": 0, "6": 0,
                                 "7+": 1}
    assert dict(stats.pips) == {"W": 2, "U": 0, "B": 0, "R": 4, "G": 2}
    assert dict(stats.types) == {"Creature": 2, "Instant": 4, "Land": 10}
    assert (stats.card_count, stats.land_count) == (16, 10)


def test_deck_stats_cli_with_plot(run_cli, full_home: Path, tmp_path: Path) -> None:
    out = tmp_path / "stats.png"
    result = run_cli("deck", "stats", str(FIXTURES / "arena.txt"), "--plot", str(out),
                     "--json", home=full_home)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["card_count"] == 40 and data["land_count"] == 35
    assert data["curve"]["4"] == 2  # Fire // Ice: a split card's mana value is both halves
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
