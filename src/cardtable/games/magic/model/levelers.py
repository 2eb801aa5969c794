"""Leveler cards' level symbols (CR 711.2) as conditions of the model: "LEVEL N1-N2" is "as long
as this creature has at least N1 level counters on it, but no more than N2" (711.2a), "LEVEL N3+"
is "N3 or more" (711.2b). Both are ``self_counters_at_least`` conditions on the ``level``
counter level up puts (702.87a), the top of a range a negated one."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition

LEVEL = "level"  # the counter level up puts (CR 702.87a)
_AT_LEAST = "self_counters_at_least"


def level_condition(low: int, high: int | None) -> Condition:
    """"At least LOW level counters on it, but no more than HIGH" (711.2a), or "LOW or more"
    when ``high`` is ``None`` (711.2b)."""
    floor = Condition(_AT_LEAST, amount=low, counter=LEVEL)
    if high is None:
        return floor
    return Condition("all", all_of=(floor, Condition(_AT_LEAST, amount=high + 1, counter=LEVEL,
                                                     negate=True)))


def level_range(condition: Condition) -> tuple[int, int | None] | None:
    """The inverse of :func:`level_condition`: ``(low, high)``; ``None`` for any other
    condition."""
    if condition.kind == _AT_LEAST and isinstance(condition.amount, int) \
            and condition == level_condition(condition.amount, None):
        return condition.amount, None
    if condition.kind == "all" and len(condition.all_of) == 2:
        low, top = condition.all_of[0].amount, condition.all_of[1].amount
        if isinstance(low, int) and isinstance(top, int) \
                and condition == level_condition(low, top - 1):
            return low, top - 1
    return None
