"""The "becomes a copy" effect of the ability model (CR 707.2, 707.9b, 613.2 layer 1): "~
becomes a copy of target land, except it has this ability" (Thespian's Stage, Cryptoplasm,
Unstable Shapeshifter, Dimir Doppelganger — a copy of a card in exile, 707.2: a card's
copiable values are its printed ones). Plain data; the handler is :mod:`.copy_handlers`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, Ref


@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """``on`` becomes a copy of ``what`` (its copiable values, 707.2); with ``keep_ability``
    "except it has this ability": the ability that makes the copy is part of the copiable
    values (707.9b), so a copy of it copies it too."""

    KIND: ClassVar[str] = "become_copy"
    what: Ref
    on: Ref = SELF
    keep_ability: bool = True
