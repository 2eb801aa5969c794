"""Effects of the ability model for the other effect verbs of issue 29 (helper h7-ev3): adapt
(CR 701.46) and removing a creature from combat (CR 506.4). Frozen dataclasses with a KIND,
re-exported by :mod:`.effects` and :mod:`.model`; the handlers are
:mod:`cardtable.games.magic.effects.other_verbs_7`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, Quantity, Ref


@dataclass(frozen=True, slots=True)
class Adapt:
    """"Adapt N" (CR 701.46a): if the permanent has no +1/+1 counters on it, put N +1/+1
    counters on it; with any, nothing happens (701.46b: it may still be activated)."""

    KIND: ClassVar[str] = "adapt"
    amount: Quantity
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class RemoveFromCombat:
    """"remove it from combat" (CR 506.4): the creature stops being an attacking, blocking,
    blocked or unblocked creature; it stays on the battlefield (506.4a: an attacker removed
    from combat deals and is dealt no combat damage)."""

    KIND: ClassVar[str] = "remove_from_combat"
    what: Ref
