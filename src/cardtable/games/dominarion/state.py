"""A Dominarion player's zones (DOM-2.1). Zones hold card ids; the top of a library is its end."""

from __future__ import annotations

import random

from cardtable.core.rng import shuffle


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

    def draw(self, count: int, rng: random.Random) -> tuple[list[int], list[int]]:
        """DOM-4.1/4.2: draw ``count`` cards into the hand, reshuffling the discard pile into an
        empty library (and stopping when both are empty). The cards drawn, and the size of the
        new library at each reshuffle."""
        library = self.library
        shuffled: list[int] = []
        if len(library) >= count:  # the common case: take the top cards in one slice
            cut = len(library) - count
            drawn = library[cut:]
            drawn.reverse()
            del library[cut:]
        else:
            drawn = []
            for _ in range(count):
                if not self.library:
                    if not self.discard:
                        break
                    self.library = self.discard
                    self.discard = []
                    shuffle(rng, self.library)
                    shuffled.append(len(self.library))
                drawn.append(self.library.pop())
        self.hand.extend(drawn)
        return drawn, shuffled

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
