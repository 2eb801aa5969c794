"""`cardtable serve` through the real command: it starts, serves the pages and the API on the
embedded defaults, prints the organiser's token, and keeps that token across restarts."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from cardtable.web.app import organiser_token_from_home
from tests.web.browser import free_port

SRC = str(Path(__file__).resolve().parents[2] / "src")


def test_cardtable_serve_starts_on_the_embedded_defaults(tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "PYTHONPATH": SRC, "CARDTABLE_HOME": str(tmp_path)}
    env.pop("CARDTABLE_DB", None)
    env.pop("CARDTABLE_ORGANISER_TOKEN", None)
    server = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--bot-delay", "0"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        page = None
        for _ in range(600):
            try:
                page = httpx.get(f"http://127.0.0.1:{port}/", timeout=2)
                break
            except httpx.HTTPError:
                time.sleep(0.05)
        assert page is not None and page.status_code == 200
        assert "New table" in page.text and "Commander" in page.text
        created = httpx.post(f"http://127.0.0.1:{port}/api/tables",
                             json={"seats": [{"kind": "bot"}, {"kind": "bot"}]}, timeout=10)
        assert created.status_code == 201
        assert (tmp_path / "events.sqlite").exists()  # the same store as `cardtable event`
    finally:
        server.terminate()
        out, err = server.communicate(timeout=30)
    token = (tmp_path / "organiser-token").read_text().strip()
    assert f"token {token}" in out, err


def test_the_organiser_token_is_made_once_and_kept_private(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.delenv("CARDTABLE_ORGANISER_TOKEN", raising=False)
    first = organiser_token_from_home()
    assert len(first) >= 24 and organiser_token_from_home() == first
    assert (tmp_path / "organiser-token").stat().st_mode & 0o077 == 0
    monkeypatch.setenv("CARDTABLE_ORGANISER_TOKEN", "from-the-environment")
    assert organiser_token_from_home() == "from-the-environment"
