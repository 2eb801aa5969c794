"""Suite-wide PostgreSQL handling for the storage tests (``tests/tournament``, ``tests/store``).

Tests marked ``postgres`` use ``CARDTABLE_TEST_PG_URL`` (``.ci/run`` starts a server with
``.ci/postgres.sh``). Without it they are deselected and the run ends with a note saying so —
printed by the main pytest process, so it shows under ``pytest -n 2`` too (xdist workers'
output never reaches the terminal). Under CI (``CI=true``) they are not deselected: each one
fails and says why.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_VARIABLE = "CARDTABLE_TEST_PG_URL"
TESTS = Path(__file__).resolve().parent
_DESELECTED = pytest.StashKey[int]()


def _is_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def _skipping_postgres() -> bool:
    return not os.environ.get(PG_VARIABLE) and not _is_ci()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not _skipping_postgres():
        return
    ours = [item for item in items if item.get_closest_marker("postgres")]
    config.stash[_DESELECTED] = len(ours)
    if ours:
        config.hook.pytest_deselected(items=ours)
        items[:] = [item for item in items if item not in ours]


def _covers_storage_tests(config: pytest.Config) -> bool:
    """Does this run include the storage tests? (Under xdist the main process collects
    nothing, so it judges by the paths it was given.)"""
    paths = [arg.split("::")[0] for arg in config.args] or [str(TESTS)]
    for arg in paths:
        path = Path(arg).resolve()
        for folder in (TESTS / "tournament", TESTS / "store"):
            if path == folder or folder in path.parents or path in folder.parents:
                return True
    return False


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter,
                            config: pytest.Config) -> None:
    if not _skipping_postgres() or hasattr(config, "workerinput"):
        return
    count = config.stash.get(_DESELECTED, None)
    if count == 0 or (count is None and not _covers_storage_tests(config)):
        return
    what = f"{count} PostgreSQL storage tests" if count else "the PostgreSQL storage tests"
    terminalreporter.write_line(
        f"note: {what} were deselected ({PG_VARIABLE} is not set; `source .ci/postgres.sh` "
        "starts a server, as `.ci/run` does)"
    )


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("postgres") and not os.environ.get(PG_VARIABLE):
        pytest.fail(
            f"{PG_VARIABLE} is not set but CI=true: the PostgreSQL storage tests must run in CI "
            "(.ci/run starts a server with .ci/postgres.sh)",
            pytrace=False,
        )


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh PostgreSQL database of its own for one test (safe under pytest -n)."""
    from sqlalchemy import create_engine, make_url, text

    url = os.environ.get(PG_VARIABLE)
    if not url:
        pytest.fail(f"{PG_VARIABLE} is not set", pytrace=False)
    base = make_url(url)
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
