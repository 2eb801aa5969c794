"""Fixtures for the tournament tests: a CLI runner, stores on SQLite and PostgreSQL.

PostgreSQL tests (marked ``postgres``) use ``CARDTABLE_TEST_PG_URL``. Without it they are
deselected with a note — except under CI (``CI=true``), where each one fails and says why.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
PG_VARIABLE = "CARDTABLE_TEST_PG_URL"


def _is_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get(PG_VARIABLE) or _is_ci():
        return
    ours = [
        item for item in items
        if item.get_closest_marker("postgres") and HERE in Path(str(item.path)).parents
    ]
    if not ours:
        return
    config.hook.pytest_deselected(items=ours)
    items[:] = [item for item in items if item not in ours]
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(
            f"note: {len(ours)} PostgreSQL tournament tests deselected ({PG_VARIABLE} not set; "
            "`source .ci/postgres.sh` starts a server)"
        )


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("postgres") and not os.environ.get(PG_VARIABLE):
        pytest.fail(
            f"{PG_VARIABLE} is not set but CI=true: the PostgreSQL storage tests must run in CI "
            "(.ci/run starts a server with .ci/postgres.sh)",
            pytrace=False,
        )


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


def _pg_url() -> str:
    url = os.environ.get(PG_VARIABLE)
    if not url:
        pytest.fail(f"{PG_VARIABLE} is not set", pytrace=False)
    return url


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh PostgreSQL database of its own for one test (safe under pytest -n)."""
    from sqlalchemy import create_engine, make_url, text

    base = make_url(_pg_url())
    name = f"cardtable_t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each storage test runs on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'events.sqlite'}"
    return str(request.getfixturevalue("pg_url"))


def unique_name(prefix: str = "event") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"
