"""Where cardtable keeps the user's data (card database, events, records)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_home() -> Path:
    """The user data directory: ``$CARDTABLE_HOME`` if set, else the platform's user data dir.

    The directory is created (with its parents) if it does not exist yet.
    """
    configured = os.environ.get("CARDTABLE_HOME")
    home = Path(configured) if configured else Path(platformdirs.user_data_dir("cardtable"))
    home.mkdir(parents=True, exist_ok=True)
    return home
