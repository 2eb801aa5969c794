"""Whether a source has a protection or hexproof quality (CR 702.16a, 702.11d; issue 29,
h9-kw; the model: :mod:`cardtable.games.magic.model.qualities_9`). Read by targeting
(targets.py), damage (damage.py), blocking (combat.py) and attachment (sba.py) through their
protection checks."""

from __future__ import annotations

from cardtable.games.magic.layers import Chars, has_subtype
from cardtable.games.magic.model import Filter, Keyword
from cardtable.games.magic.model.qualities_9 import HEXPROOF_FROM


def quality_fits(flt: Filter, source: Chars) -> bool:
    """Every part of ``flt`` set fits ``source``; within a part, any one value does."""
    if flt.colors and not any(c in source.colors for c in flt.colors):
        return False
    if flt.types and not any(t in source.types for t in flt.types):
        return False
    if flt.subtypes and not any(has_subtype(source, s) for s in flt.subtypes):
        return False
    if flt.not_subtypes and any(has_subtype(source, s) for s in flt.not_subtypes):
        return False
    if flt.supertypes and not all(s in source.supertypes for s in flt.supertypes):
        return False
    if flt.multicolored is False and len(source.colors) > 1:  # monocolored: one colour
        return False
    if flt.colorless is False and not source.colors:
        return False
    return flt.mana_value_min is None or source.mana_value >= flt.mana_value_min


def hexproof_from(target: Chars, source: Chars | None) -> bool:
    """"Hexproof from [quality]" (702.11d): ``source`` (controlled by an opponent of the
    target's controller — the caller checks) has the quality."""
    return source is not None and any(
        isinstance(a, Keyword) and a.name == HEXPROOF_FROM and a.filter is not None
        and quality_fits(a.filter, source) for a in target.abilities)
