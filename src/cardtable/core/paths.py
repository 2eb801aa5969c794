"""Where cardtable keeps the user's data (card database, events, records)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from cardtable.core.errors import SettingsError


def data_home() -> Path:
    """The user data directory: ``$CARDTABLE_HOME`` if set, else the platform's user data dir.

    The directory is created (with its parents) if it does not exist yet; if it cannot be,
    a :class:`SettingsError` says where and why (read-only, a file in the way…).
    """
    configured = os.environ.get("CARDTABLE_HOME")
    home = Path(configured) if configured else Path(platformdirs.user_data_dir("cardtable"))
    try:
        home.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        source = "CARDTABLE_HOME" if configured else "the user data directory"
        raise SettingsError(
            f"cannot create the data directory {str(home)!r} ({source}): "
            f"{error.strerror or error}; make the place writable, or set CARDTABLE_HOME to a "
            "writable directory"
        ) from error
    return home
