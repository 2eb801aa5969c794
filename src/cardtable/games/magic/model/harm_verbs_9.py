"""Model values of the ninth-wave EV2 pieces of issue 29 (damage, destroy, sacrifice, counter,
copy, create, choose) that are more than a field of an existing value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Ref

DAMAGED_THIS_WAY = "dealt_damage_this_way"
""""If a Werewolf is dealt damage this way, …" (Silver Bolt), "If a player is dealt damage this
way, …" (Play with Fire; CR 608.2c): the ability's damage so far this resolution was dealt to a
permanent matching the condition's ``filter`` — or, with ``ref`` "player", to a player (more
than 0 damage, CR 120.1)."""
CONDITION_KINDS_9_EV2 = frozenset({DAMAGED_THIS_WAY})


@dataclass(frozen=True, slots=True)
class DestroyAttached:
    """"Destroy all Auras and Equipment attached to target creature." (Strip Bare), "destroy all
    Curses attached to you" (Witchbane Orb; CR 701.7a, 301.5, 303.4): every permanent attached
    to the object (or, ``to`` "you", the player) with any of the subtypes ``kinds``, destroyed
    at once; none if the object has gone."""

    KIND: ClassVar[str] = "destroy_attached"
    kinds: tuple[str, ...]
    to: Ref = "target:0"
