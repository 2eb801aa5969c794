"""Fixtures for the web tests: an app on a fresh SQLite store in a temporary CARDTABLE_HOME."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the web extra is not installed (pip install '.[web]')")

from fastapi import FastAPI
from fastapi.testclient import TestClient

from cardtable.web.app import create_app

ORGANISER = "organiser-secret-token"


@pytest.fixture
def db_url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("CARDTABLE_DB", raising=False)
    return f"sqlite:///{tmp_path / 'web.sqlite'}"


@pytest.fixture
def make_app(db_url: str) -> Callable[[], FastAPI]:
    def build() -> FastAPI:
        return create_app(db_url, organiser_token=ORGANISER)

    return build


@pytest.fixture
def client(make_app: Callable[[], FastAPI]) -> Iterator[TestClient]:
    with TestClient(make_app()) as test_client:
        yield test_client


def organiser() -> dict[str, str]:
    return {"Authorization": f"Bearer {ORGANISER}"}


def seat_auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def wait_for(check: Callable[[], Any], what: str, attempts: int = 600) -> Any:
    """Poll until ``check()`` is truthy (bots play in the server's own threads)."""
    for _ in range(attempts):
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"gave up waiting for {what}")
