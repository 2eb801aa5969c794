"""Issue 13, item 14: the note that the PostgreSQL tests were deselected shows under the
README's own ``pytest -n 2`` (xdist workers' output never reaches the terminal, so the main
process prints it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_deselection_note_shows_under_xdist() -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("CARDTABLE_TEST_PG_URL", "CI", "PYTEST_XDIST_WORKER",
                          "PYTEST_ADDOPTS")}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider",
         "tests/store/test_read_only_home.py", "-k", "cannot_be_created"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:]
    assert "PostgreSQL storage tests were deselected" in done.stdout
    assert "CARDTABLE_TEST_PG_URL is not set" in done.stdout
