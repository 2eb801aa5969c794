"""Magic: The Gathering — the rules engine (issue 9; ``rules/magic.md``).

The package imports nothing when it loads: importing ``cardtable.games.magic.model`` (the ground
floor) must not pull in the whole engine through this file (issue 25's floors). The game's API
lives in :mod:`cardtable.games.magic.game`; the names below are still reachable from here, loaded
on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["RULES_VERSION", "MagicGame", "MagicSettings", "build", "new_game", "replay"]


def __getattr__(name: str) -> Any:
    """``cardtable.games.magic.MagicGame`` and the rest of the game API, loaded lazily."""
    if name in __all__:
        return getattr(importlib.import_module("cardtable.games.magic.game"), name)
    raise AttributeError(f"module 'cardtable.games.magic' has no attribute {name!r}")
