"""Model values of the ninth-wave EV2 pieces of issue 29 (damage, destroy, sacrifice, counter,
copy, create, choose) that are more than a field of an existing value."""

from __future__ import annotations

DAMAGED_THIS_WAY = "dealt_damage_this_way"
""""If a Werewolf is dealt damage this way, …" (Silver Bolt), "If a player is dealt damage this
way, …" (Play with Fire; CR 608.2c): the ability's damage so far this resolution was dealt to a
permanent matching the condition's ``filter`` — or, with ``ref`` "player", to a player (more
than 0 damage, CR 120.1)."""
CONDITION_KINDS_9_EV2 = frozenset({DAMAGED_THIS_WAY})
