"""A player's choice among bad outcomes ("… loses 3 life unless that player sacrifices a
nonland permanent or discards a card", CR 608.2d), repeated ("Repeat the following process X
times."). Frozen data like the rest of the ability model (:mod:`.effects` lists it in
``Effect``); ``effects/last_staples.py`` carries it out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Filter, Quantity, Ref


@dataclass(frozen=True, slots=True)
class Punisher:
    """Each player of ``who`` loses ``life`` life unless they sacrifice a permanent matching
    ``sacrifice`` or discard a card (``discard``); the player chooses, one player after
    another in turn order (APNAP, CR 101.4), the whole process ``times`` times. A choice the
    player can't make (no such permanent, an empty hand) is not offered."""

    KIND: ClassVar[str] = "punisher"
    who: Ref
    life: int
    sacrifice: Filter | None = None
    discard: bool = False
    times: Quantity = 1
