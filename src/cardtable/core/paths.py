"""Where cardtable keeps the user's data."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_home() -> Path:
    """The user's cardtable data directory (``CARDTABLE_HOME`` overrides), created if missing."""
    directory = Path(os.environ.get("CARDTABLE_HOME") or platformdirs.user_data_dir("cardtable"))
    directory.mkdir(parents=True, exist_ok=True)
    return directory
