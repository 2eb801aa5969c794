"""Words for the conditions of ``oracle/quantity_parts.py`` (issue 29); read by
:func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition


def quantity_condition_text(c: Condition) -> str | None:
    """The words of these conditions, or ``None`` for any other."""
    if c.kind == "total_power_at_least" and not c.negate and isinstance(c.amount, int):
        return f"creatures you control have total power {c.amount} or greater"
    return None
