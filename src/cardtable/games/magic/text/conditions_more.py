"""Words for the conditions of ``oracle/trigger_events_more.py`` (``conditions_more.py``);
read by :func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.text.words import SELF_NAME, article, number


def event_condition_text(c: Condition) -> str | None:
    """The words of these conditions, or ``None`` for any other."""
    if c.negate:
        return None
    n = c.amount if isinstance(c.amount, int) else 0
    if c.kind == "life_gained_at_least":
        return f"you gained {n} or more life this turn"  # Oracle writes the digits
    if c.kind == "drawn_at_least":
        return f"you've drawn {number(n)} or more cards this turn"
    if c.kind == "more_cards_in_hand":
        return "you have more cards in hand than each opponent"
    if c.kind == "ref_matches" and c.ref == "self" and c.filter is not None and \
            len(c.filter.types) == 1 and c.filter == Filter(types=c.filter.types):
        kind = c.filter.types[0].lower()
        return f"{SELF_NAME} is {article(kind)} {kind}"  # "if ~ is an enchantment"
    if c.kind == "cast_from_hand":
        return "you cast it from your hand"
    return None
