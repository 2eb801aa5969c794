"""Choosing new targets for a spell or ability on the stack (CR 115.7d). Frozen data like the
rest of the ability model (:mod:`.effects` lists it in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Ref


@dataclass(frozen=True, slots=True)
class ChooseNewTargets:
    """"You may choose new targets for target spell or ability." (Deflecting Swat, Redirect):
    for each target of the spell or ability ``what`` names, the controller of this effect may
    keep it or choose another that is legal for that spell or ability (CR 115.7d: unchanged
    ones may stay even if illegal; a division stays as it was, 115.7f)."""

    KIND: ClassVar[str] = "choose_new_targets"
    what: Ref
