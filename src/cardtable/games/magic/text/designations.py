"""Words of the Commander-era designations (issue 29; ``model/designations.py``): the monarch
(CR 722) and the city's blessing (702.131)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Condition
from cardtable.games.magic.model.designations import (
    CITY_BLESSING,
    COMPLETED_DUNGEON,
    MONARCH,
    PAIRED,
    PAIRED_BOTH,
    PAIRED_EACH,
    BecomeMonarch,
    VentureIntoDungeon,
)
from cardtable.games.magic.model.families import Goad

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context

PAIRED_WORDS = {PAIRED_BOTH: ("Both creatures", True),
                PAIRED_EACH: ("Each of those creatures", False)}
"""A soulbond static's subject (CR 702.95b) and whether its verb is plural."""


def designation_condition_text(c: Condition) -> str | None:
    """"you're the monarch", "you have the city's blessing" (or their negations), else
    ``None``."""
    if c.kind == MONARCH:
        return "you're not the monarch" if c.negate else "you're the monarch"
    if c.kind == PAIRED and not c.negate:  # soulbond (CR 702.95b)
        return "~ is paired with another creature"
    if c.kind == COMPLETED_DUNGEON and not c.negate:  # CR 309.7
        return "you've completed a dungeon"
    if c.kind == CITY_BLESSING:
        return "you don't have the city's blessing" if c.negate else \
            "you have the city's blessing"
    return None


def designation_effect_text(effect: object, ctx: Context) -> str | None:
    """"you become the monarch" (CR 722.1), "venture into the dungeon" (701.46), "goad
    target creature" (701.38a), else ``None``."""
    if isinstance(effect, Goad) and effect.what and effect.filter is None:
        return f"goad {ctx.ref(effect.what)}"
    if isinstance(effect, BecomeMonarch) and effect.who == "you":
        return "you become the monarch"
    if isinstance(effect, VentureIntoDungeon):  # CR 701.46
        return "venture into the dungeon"
    return None
