"""Forgiving player-name lookup: exact, then case-insensitive, then "did you mean"."""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz import fuzz, process

from cardtable.core.errors import TournamentError


def _fold(name: str) -> str:
    return " ".join(name.casefold().split())


def fold_name(name: str) -> str:
    """The form two names share when :func:`is_same_name` cannot tell them apart."""
    return _fold(name)


#: Longest player or event name, in characters; longer input is refused before any matching.
MAX_NAME_LENGTH = 100


def check_length(name: str, what: str = "a player's name") -> str:
    """``name``, or a clear error if it is longer than :data:`MAX_NAME_LENGTH` (the error shows
    its start, not all of it)."""
    if len(name) > MAX_NAME_LENGTH:
        raise TournamentError(
            f"{what} may be at most {MAX_NAME_LENGTH} characters; {name[:30]!r}… is "
            f"{len(name):,}"
        )
    return name


def find_player(names: Iterable[str], wanted: str, event: str) -> str:
    """The registered name ``wanted`` refers to; a clear error with suggestions otherwise."""
    candidates = names if isinstance(names, dict) else list(names)
    if wanted in candidates:
        return wanted
    check_length(wanted)
    candidates = list(candidates)
    folded = [name for name in candidates if _fold(name) == _fold(wanted)]
    if len(folded) == 1:
        return folded[0]
    suggestions = [
        match
        for match, score, _ in process.extract(
            wanted, candidates, scorer=fuzz.WRatio, processor=_fold, limit=3
        )
        if score >= 60
    ]
    message = f"no player {wanted!r} in event {event!r}"
    if suggestions:
        message += "; did you mean " + ", ".join(repr(name) for name in suggestions) + "?"
    else:
        message += "; `cardtable event standings` lists its players"
    raise TournamentError(message)


def is_same_name(first: str, second: str) -> bool:
    """Names that the lookup would not tell apart (case and spacing ignored)."""
    return _fold(first) == _fold(second)
