"""The words of issue 29, round 9 (helper EV1; names in
:mod:`cardtable.games.magic.model.zone_verbs_9`): the older plural "to their owner's hand" and
adamant's "at least three green mana was spent to cast this spell" (CR 601.2h)."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.conditions_8 import MANA_SPENT
from cardtable.games.magic.model.zone_verbs_9 import OWNER_HAND_OLD, SAME_COLOR
from cardtable.games.magic.text.words import number

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def owners_hands(wording: str) -> str:
    """"owners' hands", or Oracle's older "owner's hand" for the same plural (CR 400.7)."""
    return "owner's hand" if wording == OWNER_HAND_OLD else "owners' hands"


def spent_at_least_text(c: Condition) -> str | None:
    """"at least three green mana was spent to cast this spell" / "… three mana of the same
    color …"; ``None`` for any other condition."""
    if c.kind != MANA_SPENT or c.negate or not isinstance(c.amount, int) or c.amount < 2:
        return None
    if c.zone == SAME_COLOR:
        mana = "mana of the same color"
    elif c.zone in _COLOR_WORDS:
        mana = f"{_COLOR_WORDS[c.zone]} mana"
    else:
        return None
    return f"at least {number(c.amount)} {mana} was spent to cast {c.ref}"
