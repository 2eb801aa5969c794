"""Fixtures for the tournament tests: a CLI runner, stores on SQLite and PostgreSQL.

PostgreSQL tests (marked ``postgres``) use ``CARDTABLE_TEST_PG_URL`` and the ``pg_url``
fixture; how they are deselected (with a note) or made to fail under CI is in
``tests/conftest.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]


@dataclass
class Cli:
    """Runs the real ``cardtable`` command with its own data directory and database."""

    home: Path
    db: str | None = None

    def run(self, *args: str, env: dict[str, str] | None = None,
            check: bool = True, input: str | None = None) -> subprocess.CompletedProcess[str]:
        full_env = {
            key: value for key, value in os.environ.items()
            if key not in ("CARDTABLE_FAULT", "CARDTABLE_DB")
        }
        full_env.update(
            {"PYTHONPATH": str(REPO / "src"), "CARDTABLE_HOME": str(self.home), "COLUMNS": "200"}
        )
        full_env.update(env or {})
        if self.db:
            full_env["CARDTABLE_DB"] = self.db
        process = subprocess.run(
            [sys.executable, "-m", "cardtable", *args],
            capture_output=True, text=True, env=full_env, timeout=120, input=input,
            # No controlling terminal: hidden prompts then read standard input, never /dev/tty.
            start_new_session=True,
        )
        if check and process.returncode != 0:
            raise AssertionError(
                f"cardtable {' '.join(args)} exited {process.returncode}:\n{process.stderr}"
            )
        return process

    def json(self, *args: str) -> Any:
        return json.loads(self.run(*args, "--json").stdout)


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    return Cli(tmp_path / "home")


@pytest.fixture
def make_cli(tmp_path: Path) -> Callable[[str | None], Cli]:
    """A CLI runner on a given database URL."""
    return lambda db: Cli(tmp_path / "home", db=db)


@pytest.fixture
def repo_root() -> Path:
    return REPO


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each storage test runs on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'events.sqlite'}"
    return str(request.getfixturevalue("pg_url"))


def unique_name(prefix: str = "event") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"
