"""Words for the conditions of ``oracle/quantity_parts.py`` (issue 29); read by
:func:`cardtable.games.magic.text.costs.condition_text`."""

from __future__ import annotations

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.text.words import article, with_article


def quantity_condition_text(c: Condition) -> str | None:
    """The words of these conditions, or ``None`` for any other."""
    if c.kind == "total_power_at_least" and not c.negate and isinstance(c.amount, int):
        return f"creatures you control have total power {c.amount} or greater"
    if c.kind == "self_counters_at_least" and c.ref == "it_has" and c.amount == 1 and \
            not c.negate:  # "as long as it has a +1/+1 counter on it" (CR 611.3a)
        return f"it has {article(c.counter)} {c.counter} counter on it"
    if c.kind == "attached_is" and c.filter is not None and not c.negate:
        return f"equipped creature is {kind_words(c.filter)}"
    return None


def kind_words(f: Filter) -> str:
    """"a Human or an Angel", "legendary" (``oracle.quantity_parts.ak_subtypes``)."""
    if f.supertypes == ("Legendary",) and not f.subtypes:
        return "legendary"
    return " or ".join(with_article(s) for s in f.subtypes)
