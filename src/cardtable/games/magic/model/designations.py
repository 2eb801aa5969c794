"""Commander-era player designations as plain data (issue 29): the monarch (CR 722) and the
city's blessing (CR 702.131).

A designation belongs to a player, not to an object: the engine keeps it on the game state
(``MagicState.monarch``, ``MagicState.city_blessing``), and the conditions below ask it, so
each serves every place a condition goes ("as long as", an intervening "if", "If …," and
"Activate only if").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

MONARCH = "monarch"
"""The condition "you're the monarch" (CR 722.1): the player the condition is of is the
monarch."""
CITY_BLESSING = "city_blessing"
"""The condition "you have the city's blessing" (CR 702.131a): the player has it (once they
have it, they have it for the rest of the game, 702.131a)."""
DESIGNATION_CONDITIONS = frozenset({MONARCH, CITY_BLESSING})
"""The condition kinds of this module (asked by ``designations.designation_holds``)."""
ASCEND = "ascend"
"""The keyword ascend (CR 702.131a-b): on an instant or sorcery, a spell ability checked as it
resolves; on a permanent, a static ability. Either gives its controller the city's blessing
while they control ten or more permanents."""
ASCEND_PERMANENTS = 10
"""How many permanents ascend asks for (CR 702.131a-b)."""


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """"You become the monarch." (CR 722.1, 722.3: the player who becomes the monarch takes
    the designation from whoever had it; only one player is the monarch at a time)."""

    KIND: ClassVar[str] = "become_monarch"
    # who becomes it: the ability's controller ("you"), or ``DAMAGING_CONTROLLER``, the
    # controller of the creature that dealt combat damage to the monarch (722.2: the monarch
    # controls that trigger, and "its controller becomes the monarch")
    who: str = "you"


DAMAGING_CONTROLLER = "damaging_controller"
"""``BecomeMonarch.who`` of the monarch's second inherent trigger (CR 722.2); the trigger's
event names that player under this key."""
