"""How much mana of one colour was paid for a spell (CR 601.2h): adamant's "if at least three
green mana was spent to cast this spell" (issue 29 round 9, EV1). The counts are the spell's
``spentn:`` cast notes (``cast_payment``), which the permanent it became keeps (400.7)."""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.games.magic.model.zone_verbs_9 import SAME_COLOR, SPENT_COUNT


def spent_counts(notes: Iterable[str]) -> dict[str, int]:
    """``{"G": 3}`` from the note ``spentn:G:3``; a colour paid once has no count note."""
    counts: dict[str, int] = {}
    for note in notes:
        if note.startswith(SPENT_COUNT):
            symbol, _colon, amount = note[len(SPENT_COUNT):].partition(":")
            if amount.isdigit():
                counts[symbol] = int(amount)
    return counts


def spent_at_least(notes: Iterable[str], color: str, amount: int) -> bool:
    """At least ``amount`` mana of ``color`` ("G"), or of some one colour (``SAME_COLOR``),
    was spent to cast the spell whose cast notes these are (``amount`` 2 or more)."""
    counts = spent_counts(notes)
    if color == SAME_COLOR:
        return any(counts.get(c, 0) >= amount for c in "WUBRG")
    return counts.get(color, 0) >= amount
