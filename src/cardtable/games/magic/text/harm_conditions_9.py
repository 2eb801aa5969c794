"""The words of the ninth-wave EV2 conditions of issue 29 (:mod:`..model.harm_verbs_9`):
"a Werewolf is dealt damage this way", "a player is dealt damage this way" (CR 608.2c)."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.harm_verbs_9 import DAMAGED_THIS_WAY
from cardtable.games.magic.text.words import filter_phrase, with_article


def harm_condition_9_text(c: Condition) -> str | None:
    """``c`` in words if it is one of this block's (not negated); None otherwise."""
    if c.kind != DAMAGED_THIS_WAY or c.negate:
        return None
    if c.ref == "player":
        return "a player is dealt damage this way"
    return f"{with_article(filter_phrase(c.filter or Filter()))} is dealt damage this way"
