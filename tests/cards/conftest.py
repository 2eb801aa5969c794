"""Fixtures for the card database, format checks and their CLI: real data from ../shared/data."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cardtable.cards.card import Card
from cardtable.cards.db import CardDatabase, ImportSummary
from cardtable.cards.importers.run import import_path
from cardtable.cards.lookup import CardLookup

REPO = Path(__file__).resolve().parents[2]
SHARED_DATA = REPO / ".." / "shared" / "data"
MTGJSON_FILE = SHARED_DATA / "mtgjson" / "AtomicCards-2022-04-25.json.gz"
SCRYFALL_FILE = SHARED_DATA / "scryfall" / "default-cards-sample-2018.json.gz"
MECCG_CARDS = SHARED_DATA / "meccg" / "cards"
MECCG_DECKS = SHARED_DATA / "meccg" / "decks"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    for needed in (MTGJSON_FILE, SCRYFALL_FILE, MECCG_CARDS, MECCG_DECKS):
        if not needed.exists():
            raise RuntimeError(f"shared test data missing: {needed} (see ../shared/data/README.md)")
    return SHARED_DATA


@pytest.fixture(scope="session")
def full_import(
    shared_data: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, ImportSummary]:
    """A CARDTABLE_HOME whose card database holds all of MTGJSON and the MECCG cards, and the
    MTGJSON import's summary (imported once per test session and worker)."""
    home = tmp_path_factory.mktemp("full_home")
    database = CardDatabase(home / "cards.sqlite")
    summary = import_path(MTGJSON_FILE, database)
    import_path(MECCG_CARDS, database)
    database.close()
    return home, summary


@pytest.fixture(scope="session")
def full_home(full_import: tuple[Path, ImportSummary]) -> Path:
    return full_import[0]


@pytest.fixture(scope="session")
def full_db(full_home: Path) -> CardDatabase:
    return CardDatabase(full_home / "cards.sqlite")


@pytest.fixture(scope="session")
def lookup(full_db: CardDatabase) -> CardLookup:
    return CardLookup(full_db)


@pytest.fixture()
def home_copy(full_home: Path, tmp_path: Path) -> Path:
    """A private copy of the full home, for tests that change or must not change it."""
    home = tmp_path / "home"
    shutil.copytree(full_home, home)
    return home


CliRunner = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture()
def run_cli(tmp_path: Path) -> CliRunner:
    """Run the real ``cardtable`` command; ``home=`` picks the CARDTABLE_HOME (default empty)."""

    def run(*args: str, home: Path | None = None, cwd: Path | None = None,
            timeout: float = 120) -> subprocess.CompletedProcess[str]:
        env = {
            **os.environ,
            "PYTHONPATH": str(REPO / "src"),
            "CARDTABLE_HOME": str(home if home is not None else tmp_path / "empty_home"),
            "COLUMNS": "200",
        }
        return subprocess.run(
            [sys.executable, "-m", "cardtable", *args],
            env=env, capture_output=True, text=True, timeout=timeout, cwd=cwd,
        )

    return run


@pytest.fixture(scope="session")
def scryfall_file(shared_data: Path) -> Path:
    return SCRYFALL_FILE


@pytest.fixture(scope="session")
def meccg_cards(shared_data: Path) -> Path:
    return MECCG_CARDS


@pytest.fixture(scope="session")
def meccg_decks(shared_data: Path) -> Path:
    return MECCG_DECKS


@pytest.fixture(scope="session")
def all_cards(full_db: CardDatabase) -> list[Card]:
    """Every imported MTGJSON card, decoded once per session."""
    return list(full_db.all_cards())
