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


def find_player(names: Iterable[str], wanted: str, event: str) -> str:
    """The registered name ``wanted`` refers to; a clear error with suggestions otherwise."""
    candidates = list(names)
    if wanted in candidates:
        return wanted
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
