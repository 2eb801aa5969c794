"""Errors the web layer adds, and how every typed error becomes a clear 4xx response."""

from __future__ import annotations

from cardtable.core.errors import CardTableError, IllegalAction


class NotFound(CardTableError, LookupError):
    """A table, seat or event that does not exist (404)."""


class Unauthorized(CardTableError, PermissionError):
    """A request that needs a token and brought none (401)."""


class Forbidden(CardTableError, PermissionError):
    """A token that does not open what it was used for: another seat's, or not the
    organiser's (403)."""


class BadAnswer(IllegalAction):
    """An answer whose shape does not fit the decision's kind (an option index out of range, a
    list where one index was wanted); the game is unchanged (422)."""


class TooMany(CardTableError):
    """Too many requests of a kind (table creation beyond its rate or count limit) (429)."""


class TooLarge(CardTableError):
    """A request body or message over the server's size limit (413)."""
