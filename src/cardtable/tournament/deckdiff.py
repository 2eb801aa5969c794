"""MEC-5.1 deck checks: compare a deck played to the list registered for the event.

Both lists are read by :mod:`cardtable.decks` (any format it knows, detected from the text;
the registered list is kept as the text the player submitted) and compared section by section
with :func:`cardtable.decks.diff.diff_decks`, so a card moved from the sideboard into the deck
shows up in both.
"""

from __future__ import annotations

from cardtable.core.errors import TournamentError
from cardtable.decks.diff import DeckChange, diff_decks
from cardtable.decks.model import Decklist
from cardtable.decks.read import detect_format, parse_deck_text


def read_list(text: str, what: str) -> Decklist:
    """Read a submitted deck list; :class:`TournamentError` with line numbers if it cannot be."""
    deck = parse_deck_text(text, detect_format(text), what)
    if deck.problems:
        shown = "; ".join(_short(str(p)) for p in deck.problems[:3])
        more = f" (and {len(deck.problems) - 3} more)" if len(deck.problems) > 3 else ""
        raise TournamentError(f"the {what} cannot be read: {shown}{more}")
    if not deck.entries:
        raise TournamentError(f"the {what} has no card lines (expected lines like '2 Orc-patrol')")
    return deck


def compare_decks(registered: str, played: str) -> list[DeckChange]:
    """Every card whose count differs between the registered list and the deck played."""
    return diff_decks(read_list(registered, "registered list"), read_list(played, "played deck"))


def _short(problem: str, limit: int = 160) -> str:
    """A problem as one short clause: a long quoted line is cut, not echoed whole."""
    return problem if len(problem) <= limit else problem[: limit - 1] + "…"
