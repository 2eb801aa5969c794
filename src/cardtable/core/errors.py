"""The typed error tree. Every error a user can cause is a :class:`CardTableError`.

Messages are full sentences that show the offending input (with ``!r``), name the rule where
one applies, and say what would have been right.
"""

from __future__ import annotations

from collections.abc import Sequence


class CardTableError(Exception):
    """Base of every error cardtable raises on purpose."""


class IllegalAction(CardTableError, ValueError):
    """An action that is not among the pending decision's legal options.

    The game that refused it is unchanged.
    """


class GameOver(IllegalAction):
    """An action was applied to a game that has already ended."""


class StaleDecision(IllegalAction):
    """An answer names a decision that is no longer pending (answered already, or superseded):
    a late or duplicated click. The game is unchanged."""


class WrongPlayer(IllegalAction):
    """An answer sent by (or for) a player who is not being asked. The game is unchanged."""


class EngineLoop(CardTableError, RuntimeError):
    """A game engine went round without a decision or an event (an engine bug, never a rule):
    raised instead of hanging, with the seed and where the game was, so the game can be
    replayed to the same place."""


class SettingsError(CardTableError, ValueError):
    """Game or command settings that cannot work (7 players, a pool too small, ...)."""


class RecordError(CardTableError, ValueError):
    """A game record that cannot be read or does not replay."""


class CardNotFound(CardTableError, LookupError):
    """A card name that is in no card database, with the closest names as suggestions."""

    def __init__(self, name: str, suggestions: Sequence[str] = (), hint: str = "") -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        message = f"unknown card {name!r}"
        if self.suggestions:
            message += "; did you mean " + ", ".join(repr(s) for s in self.suggestions) + "?"
        if hint:
            message += f" ({hint})"
        super().__init__(message)


class ManaCostError(CardTableError, ValueError):
    """A mana cost string that does not parse."""


class CardDataError(CardTableError, ValueError):
    """A card data file that cannot be imported (unknown format, corrupt, truncated).

    The card database is left exactly as it was before the import began.
    """


class DeckError(CardTableError, ValueError):
    """A decklist that cannot be read at all (problems with a readable deck are reported)."""


class TournamentError(CardTableError, ValueError):
    """A tournament command that cannot be carried out; the stored event is unchanged."""
