"""A Dominarion player's zones (DOM-2.1). Zones hold card ids; the top of a library is its end."""

from __future__ import annotations


class PlayerState:
    __slots__ = ("battlefield", "discard", "hand", "library", "mana", "power", "toughness")

    def __init__(self) -> None:
        self.library: list[int] = []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.battlefield: list[int] = []
        self.mana: list[int] = [0, 0, 0, 0, 0, 0]
        self.power = 0
        self.toughness = 0

    @property
    def score(self) -> int:
        """DOM-6.3: the larger of the creatures' total power and total toughness."""
        return max(self.power, self.toughness)

    def copy(self) -> PlayerState:
        other = PlayerState.__new__(PlayerState)
        other.library = self.library.copy()
        other.hand = self.hand.copy()
        other.discard = self.discard.copy()
        other.battlefield = self.battlefield.copy()
        other.mana = self.mana.copy()
        other.power = self.power
        other.toughness = self.toughness
        return other
