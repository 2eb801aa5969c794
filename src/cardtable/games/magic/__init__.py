"""Magic: The Gathering — the rules engine (issue 9; ``rules/magic.md``)."""

from cardtable.games.magic.game import (
    RULES_VERSION,
    MagicGame,
    MagicSettings,
    build,
    new_game,
    replay,
)

__all__ = ["RULES_VERSION", "MagicGame", "MagicSettings", "build", "new_game", "replay"]
