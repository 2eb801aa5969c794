"""Class cards in the ability model (CR 716): plain frozen data like every other effect
(:mod:`.effects`). "[Cost]: Level N" is an activated ability whose effect is
:class:`SetClassLevel` (activate only at level N-1, as a sorcery, 716.2a); the abilities
printed under it are a static ability of the Class with the condition
``Condition("class_level_at_least", amount=N)`` that grants them to the Class itself (layer 6,
"As long as this Class is level N or greater, it has [abilities]", 716.2a). The handler is
:mod:`cardtable.games.magic.effects.classes`; the compile is :mod:`..oracle.class_levels`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

CLASS_LEVEL_IS = "class_level_is"  # the Class's level is exactly ``amount`` (the activation)
CLASS_LEVEL_AT_LEAST = "class_level_at_least"  # ... ``amount`` or greater (the granted part)
BECOMES_LEVEL = "class_level"  # "When this Class becomes level N" (trigger ``chapters=(N,)``)


@dataclass(frozen=True, slots=True)
class SetClassLevel:
    """"This Class's level becomes N" (716.2a): a designation of the permanent (716.2b), not
    a counter; a Class with no level is level 1 (716.2d)."""

    KIND: ClassVar[str] = "set_class_level"
    level: int
