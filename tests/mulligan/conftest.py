"""Fixtures for the mulligan tests."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.mulligan.mulligan_helpers import run_cli


@pytest.fixture
def cli(tmp_path: Path) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run ``cardtable`` as a subprocess with its own data directory."""

    def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return run_cli(list(args), tmp_path, stdin)

    return run
