"""Cards that act during mulligans (MUL-3): the hook and its reference case, Serum Powder."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from cardtable.rules.mulligan.procedure import MulliganProcedure

C = TypeVar("C", bound=Hashable)


class MulliganAbility(ABC, Generic[C]):
    """An ability a player may use any time they could mulligan (MUL-3.2).

    The procedure offers ``use <name>`` beside keep and mulligan whenever the player could
    mulligan and :meth:`is_available` holds for their hand. Under London the player first puts
    the cards they owe on the bottom, keeping a source of the ability in hand (MUL-3.1).
    """

    name: str

    @abstractmethod
    def is_source(self, card: C) -> bool:
        """Whether ``card`` has this ability."""

    def is_available(self, hand: Sequence[C]) -> bool:
        return any(self.is_source(card) for card in hand)

    @abstractmethod
    def resolve(self, procedure: MulliganProcedure[C], player: int) -> None:
        """Carry the ability out for ``player`` through the procedure's zone operations."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class SerumPowder(MulliganAbility[C]):
    """MUL-3.1: exile every card in your hand, then draw that many (not a mulligan)."""

    name = "Serum Powder"

    def __init__(self, is_source: Callable[[C], bool]) -> None:
        self._is_source = is_source

    def is_source(self, card: C) -> bool:
        return self._is_source(card)

    def resolve(self, procedure: MulliganProcedure[C], player: int) -> None:
        count = len(procedure.hand(player))
        procedure.exile_hand(player, reason=self.name)
        procedure.draw(player, count)
