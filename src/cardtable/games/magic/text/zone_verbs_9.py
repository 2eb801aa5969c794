"""The words of issue 29, round 9 (helper EV1; names in
:mod:`cardtable.games.magic.model.zone_verbs_9`): the older plural "to their owner's hand" and
adamant's "at least three green mana was spent to cast this spell" (CR 601.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import StaticAbility
from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.conditions_8 import MANA_SPENT
from cardtable.games.magic.model.effects_more import LookPut
from cardtable.games.magic.model.zone_verbs_9 import (
    OWNER_HAND_OLD,
    PLAY_LANDS_FROM_GRAVEYARD,
    SAME_COLOR,
)
from cardtable.games.magic.text.words import SELF_NAME, amount_words, number

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context

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


def look_head_words(e: LookPut, verb: str, ctx: Context) -> str:
    """The head of a library look (CR 401.4) and what joins it to the take: "look at the top X
    cards of your library, where X is the number of artifacts you control. " or "look at the
    top three cards of your library, then "."""
    many = "X" if e.count_x is not None else number(e.count)
    head = f"{verb} the top {many} cards of your library"
    if e.count_x is not None:
        head += f", where X is {amount_words(e.count_x, ctx)}"
    return head + (", then " if e.head_then else ". ")


def cast_from_graveyard_text(condition_words: str | None) -> str:
    """"You may cast ~ from your graveyard." / "… from your graveyard if COND." (601.2);
    ``condition_words`` the condition in words, ``None`` for none."""
    if condition_words is None:
        return f"You may cast {SELF_NAME} from your graveyard."
    return f"You may cast {SELF_NAME} from your graveyard if {condition_words}."


def zone_verbs_9_static_text(ability: StaticAbility) -> str | None:
    """"You may play lands from your graveyard." (CR 305.1), or ``None``."""
    if len(ability.effects) != 1 or ability.condition is not None:
        return None
    e = ability.effects[0]
    if e.layer == "rules" and e.rule == PLAY_LANDS_FROM_GRAVEYARD and e.affected == "you":
        return "You may play lands from your graveyard."
    return None
