"""Suite-wide handling of what a machine may lack: the real data of ``../shared`` and a
PostgreSQL server.

**The real data** (``../shared``: MTGJSON AtomicCards, the precons, the rules files) sits beside
every CI checkout, never in the repository. On a fresh clone without it, the tests that read it
are deselected and the run ends with one note saying why; under CI they are not deselected (each
fails and says why). A test needs it when it asks for the ``shared_data`` fixture or carries the
``shared_data`` marker, or when its module reads the data (:func:`_module_needs_shared`: it
imports the real-card helpers or builds a ``"shared"`` path) and marks none of its tests
``shared_data`` itself. ``CARDTABLE_TEST_SHARED=/some/folder`` points the look-up elsewhere (a
missing folder shows what a fresh clone runs). The suite sets ``CARDTABLE_ATOMIC_CARDS`` to the
shared AtomicCards file, so the engine's card text is that file whatever the developer imported.

**PostgreSQL**: tests marked ``postgres`` use ``CARDTABLE_TEST_PG_URL`` (``.ci/run`` starts a
server with ``.ci/postgres.sh``). Without it they are deselected and the run ends with a note
saying so — printed by the main pytest process, so it shows under ``pytest -n 2`` too (xdist
workers' output never reaches the terminal). Under CI (``CI=true``) they are not deselected:
each one fails and says why.
"""

from __future__ import annotations

import os
import re
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_VARIABLE = "CARDTABLE_TEST_PG_URL"
TESTS = Path(__file__).resolve().parent
_DESELECTED = pytest.StashKey[int]()
_SHARED_DESELECTED = pytest.StashKey[int]()
_SHARED_MODULES = pytest.StashKey[set[Path]]()

SHARED = Path(os.environ.get("CARDTABLE_TEST_SHARED") or TESTS.parent.parent / "shared")
SHARED_DATA = SHARED / "data"
SHARED_ATOMIC = SHARED_DATA / "mtgjson" / "AtomicCards-2022-04-25.json.gz"
os.environ.setdefault("CARDTABLE_ATOMIC_CARDS", str(SHARED_ATOMIC))
# Reads the real data: the real-card helpers, or a path built through a "shared" folder.
_READS_SHARED = re.compile(
    r"from tests\.(?:oracle\.conftest|magic\.oracle_check|magic\.compiled|oracle\.test_\w+)"
    r" import|/\s*[\"']shared[\"']|\bSHARED(?:_DATA)?\b")
_module_verdicts: dict[Path, bool] = {}


def has_shared_data() -> bool:
    return SHARED_ATOMIC.is_file()


def _module_needs_shared(path: Path) -> bool:
    """Does the test module at ``path`` read ``../shared`` in every test? (A module that marks
    some tests ``shared_data`` itself says which ones do.)"""
    if path not in _module_verdicts:
        try:
            source = path.read_text(encoding="utf-8")
        except OSError:
            source = ""
        _module_verdicts[path] = ("mark.shared_data" not in source
                                  and _READS_SHARED.search(source) is not None)
    return _module_verdicts[path]


def needs_shared(item: pytest.Item) -> bool:
    if item.get_closest_marker("shared_data") or "shared_data" in getattr(
            item, "fixturenames", ()):
        return True
    return _module_needs_shared(Path(str(item.path)))


def _is_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def _skipping_postgres() -> bool:
    return not os.environ.get(PG_VARIABLE) and not _is_ci()


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Without ``../shared``, a module that reads it is not even imported (some read it at
    import time)."""
    if (collection_path.suffix == ".py" and collection_path.name.startswith("test_")
            and not has_shared_data() and not _is_ci()
            and _module_needs_shared(collection_path)):
        config.stash.setdefault(_SHARED_MODULES, set()).add(collection_path)
        return True
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not has_shared_data() and not _is_ci():
        lacking = [item for item in items if needs_shared(item)]
        config.stash[_SHARED_DESELECTED] = len(lacking)
        if lacking:
            config.hook.pytest_deselected(items=lacking)
            items[:] = [item for item in items if item not in lacking]
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
    if hasattr(config, "workerinput"):
        return
    if not has_shared_data() and not _is_ci() and _SHARED_DESELECTED not in config.stash:
        # the xdist controller collects nothing: its workers deselected them
        terminalreporter.write_line(
            f"note: the tests that read the real card data and rules of ../shared were "
            f"deselected: {SHARED} is missing; CI has it beside the checkout")
    lacking = config.stash.get(_SHARED_DESELECTED, 0)
    asked = [Path(arg.split("::")[0]).resolve() for arg in config.args] or [TESTS]
    modules = sum(1 for path in config.stash.get(_SHARED_MODULES, set())
                  if any(path == a or a in path.parents for a in asked))
    if not has_shared_data() and not _is_ci() and (lacking or modules):
        terminalreporter.write_line(
            f"note: the tests that read the real card data and rules of ../shared were "
            f"deselected ({modules} modules, {lacking} tests in others): {SHARED} is missing; CI "
            "has it beside the checkout")
    if not _skipping_postgres():
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
    if not has_shared_data() and needs_shared(item):
        pytest.fail(f"{SHARED} is missing but CI=true: the tests that read the real card data "
                    "must run in CI (it sits beside the checkout as ../shared)", pytrace=False)
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
