"""A duration that leads its sentence: "Until your next turn, up to one target creature gets
-3/-0." (CR 611.2a/b; issue 29, round 9b). The effect keeps its own ``duration`` field; its
``duration_first`` flag is wording only, so its clause is the trailing form with the duration
moved to the front."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cardtable.games.magic.model import Condition, Effect
from cardtable.games.magic.model.conditions_9b_cnd import (
    A_NOUN,
    ATTACKING_COUNT,
    EXACTLY,
    PLAYER_TALLY,
    TALLY_CARDS_DRAWN,
    TALLY_LIFE_GAINED,
    TALLY_SPELLS_CAST,
    WHO_ANY,
    WHO_OPPONENT,
    WHO_YOU,
)
from cardtable.games.magic.text.words import filter_phrase, number, with_article

NEXT_TURN = "until your next turn"


def lead_duration_text(effect: Effect, ctx: Any,
                       clause: Callable[[Effect, Any], str]) -> str | None:
    """"until your next turn, CLAUSE" for an effect whose duration leads, else ``None``;
    ``clause`` renders the effect with its duration trailing."""
    if not getattr(effect, "duration_first", False) or \
            getattr(effect, "duration", "") != "until_your_next_turn":
        return None
    trailing = clause(replace(effect, duration_first=False), ctx)  # type: ignore[arg-type]
    if not trailing.endswith(" " + NEXT_TURN):
        return None
    return f"{NEXT_TURN}, {trailing[:-len(NEXT_TURN) - 1]}"


def condition_9b_cnd_text(c: Condition) -> str | None:
    """The words of a :data:`~cardtable.games.magic.model.conditions_9b_cnd.CONDITION_KINDS_9B_CND`
    condition, else ``None``."""
    if c.kind == PLAYER_TALLY and not c.negate and isinstance(c.amount, int):
        return _tally_text(c.ref, c.counter, c.amount)
    if c.kind != ATTACKING_COUNT or c.negate or c.filter is None or \
            not isinstance(c.amount, int):
        return None
    if c.state == A_NOUN and c.amount == 1:
        return f"{with_article(filter_phrase(c.filter))} is attacking"
    if c.state == EXACTLY and c.amount == 1:
        return f"exactly one {filter_phrase(c.filter)} is attacking"
    if not c.state and c.amount >= 2:
        return f"{number(c.amount)} or more {filter_phrase(c.filter, many=True)} are attacking"
    return None


_WHO_WORDS = {WHO_OPPONENT: "an opponent", WHO_ANY: "a player", WHO_YOU: "you"}


def _tally_text(who: str, counter: str, amount: int) -> str | None:
    subject = _WHO_WORDS.get(who)
    if subject is None:
        return None
    if counter == TALLY_LIFE_GAINED and amount == 1 and who != WHO_YOU:
        return f"{subject} gained life this turn"
    if counter == TALLY_SPELLS_CAST and amount >= 2:
        return f"{subject} cast {number(amount)} or more spells this turn"
    if counter == TALLY_CARDS_DRAWN and amount >= 2:
        return f"{subject} drew {number(amount)} or more cards this turn"
    return None
