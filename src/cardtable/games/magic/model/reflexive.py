"""Reflexive triggered abilities (CR 603.12): "you may pay {1}. When you do, EFFECT." — an
ability that triggers during the resolution of the ability or spell that made it, on the
action just done. The handler is :mod:`cardtable.games.magic.effects.reflexive`, the words
:mod:`cardtable.games.magic.text.reflexive`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from cardtable.games.magic.model import TriggeredAbility


@dataclass(frozen=True, slots=True)
class ReflexiveTrigger:
    """"When you do, …" after an optional action (CR 603.12): when the action before it was
    done (``"paid"``, as "If you do" reads it, 608.2c), ``ability`` triggers; it is put on the
    stack the next time a player would receive priority, its targets chosen then (603.3d),
    with the event of the ability that made it (so "that player" still names that player).
    ``ability.trigger`` is ``Trigger("reflexive")``."""

    KIND: ClassVar[str] = "reflexive_trigger"
    ability: TriggeredAbility
