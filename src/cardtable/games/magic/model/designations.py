"""Commander-era player designations as plain data (issue 29): the monarch (CR 722), the
city's blessing (CR 702.131) and the dungeons (CR 309, 701.46).

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
COMPLETED_DUNGEON = "completed_dungeon"
"""The condition "you've completed a dungeon" (CR 309.7): the player completed one or more
dungeons this game."""
PAIRED = "paired"
"""The condition "~ is paired with another creature" (CR 702.95b): the object with the ability
is paired (soulbond)."""
SOULBOND_CAN_PAIR = "soulbond_can_pair"
"""The intervening "if" of soulbond's triggers (CR 702.95a): the object with soulbond is an
unpaired creature its controller controls, and so is the other creature — the one that entered
(``ref`` "it") or, for its own entering, any other one."""
DESIGNATION_CONDITIONS = frozenset({MONARCH, CITY_BLESSING, COMPLETED_DUNGEON, PAIRED,
                                    SOULBOND_CAN_PAIR})
GOADED = "goaded"
"""The rule a static "… is goaded" gives (CR 701.38b): the creature attacks each combat if able
and a player other than the static's controller if able (``layers`` turns it into those two
requirements, ``combat_rules.ATTACK_REQUIREMENT`` and ``goaded_by:N``)."""
PAIRED_BOTH, PAIRED_EACH = "paired_both", "paired_each"
"""The ``ContinuousEffect.affected`` of a soulbond static (CR 702.95b): the object and the
creature it is paired with — "both creatures" or "each of those creatures" in Oracle's words."""
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


@dataclass(frozen=True, slots=True)
class VentureIntoDungeon:
    """"Venture into the dungeon." (CR 701.46a-c): the player puts a dungeon of their choice
    into the command zone with their venture marker on its topmost room, or moves the marker to
    the next room (their choice where arrows branch), or completes the dungeon on its
    bottommost room and starts another. The room entered triggers (309.4c)."""

    KIND: ClassVar[str] = "venture"


@dataclass(frozen=True, slots=True)
class DrawRevealCastOne:
    """Mad Wizard's Lair: "Draw three cards and reveal them. You may cast one of them without
    paying its mana cost." (CR 121.1, 701.16a, 118.9): ``amount`` cards drawn are revealed; the
    player may cast one nonland card among them, free, as the ability finishes resolving
    (608.2g)."""

    KIND: ClassVar[str] = "draw_reveal_cast_one"
    amount: int = 3


@dataclass(frozen=True, slots=True)
class ExileTopPlayable:
    """Runestone Caverns: "Exile the top ``count`` cards of your library. You may play them."
    (CR 406.3a): no duration is printed, so the player may play them for as long as they remain
    exiled (a permission that names the exiled objects, 400.7)."""

    KIND: ClassVar[str] = "exile_top_playable"
    count: int = 2


@dataclass(frozen=True, slots=True)
class PairWith:
    """Soulbond's "you may pair …" (CR 702.95a): the object with soulbond is paired with
    another unpaired creature its controller controls — the creature that entered
    (``entering``) or, when it entered itself, one its controller chooses; or with none."""

    KIND: ClassVar[str] = "pair_with"
    entering: bool = False
