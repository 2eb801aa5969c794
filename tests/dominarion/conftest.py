from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def run_cli(tmp_path: Path) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run the real ``cardtable`` command in a subprocess."""

    def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "CARDTABLE_HOME": str(tmp_path),
               "COLUMNS": "120"}
        return subprocess.run(
            [sys.executable, "-m", "cardtable", *args], input=stdin, capture_output=True,
            text=True, env=env, timeout=300,
        )

    return run
