"""Drawing in the draw step and the cards drawn this turn (Sylvan Library; CR 121, 504.1).
Frozen data like the rest of the ability model (:mod:`.effects` lists it in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import YOU, Ref


@dataclass(frozen=True, slots=True)
class DrawAdditional:
    """"you may draw two additional cards" (in the draw step, beside the turn's draw, CR
    504.1): ``who`` draws ``amount`` cards (121.1)."""

    KIND: ClassVar[str] = "draw_additional"
    amount: int = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class DrawnPayOrTop:
    """"choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or
    put the card on top of your library." (Sylvan Library): ``count`` cards among the cards
    in the hand that were drawn this turn (all of them if fewer), then for each in the order
    chosen, pay ``life`` life (only with that much life, CR 119.4) or put it on top of the
    library — the last one put there ends on top (401.4)."""

    KIND: ClassVar[str] = "drawn_pay_or_top"
    count: int = 2
    life: int = 4
