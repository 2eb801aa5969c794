"""Protection and hexproof from a quality (CR 702.16a, 702.11d; issue 29, h9-kw).

"Protection from instants", "from God creatures", "from non-Spirit creatures", "from legendary
creatures", "from snow", "from monocolored", "from mana value 3 or greater"; "Hexproof from
black", "hexproof from planeswalkers". The keyword's ``filter`` is the quality and its ``text``
is :data:`QUALITIES`: every part of the filter set must fit the source (a God creature is a
creature AND a God), any one value within a part ("from Demons and from Dragons": a Demon or a
Dragon, 702.16g)."""

from __future__ import annotations

QUALITIES = "qualities"  # Keyword.text of a protection / hexproof-from keyword read this way
HEXPROOF_FROM = "hexproof_from"  # the keyword: "can't be the target of [quality] spells or
# abilities your opponents control" (702.11d)
OR_COST = "or"  # Keyword.text of "Cumulative upkeep {G} or {W}" (CR 702.24a): a hybrid cost
# ({G/W}) printed as two symbols joined by "or"
