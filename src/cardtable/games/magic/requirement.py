"""A mana cost as the engine pays it (CR 107.4, 118, 601.2f): pips, each the set of symbols that
pay it, and a generic amount; a value every floor of the engine may name (the paying itself is the
mana room's, :mod:`cardtable.games.magic.mana`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from cardtable.cards.mana import ManaCost, SymbolKind


@dataclass(frozen=True, slots=True)
class Requirement:
    """A cost as pips: each pip is the set of symbols that pay it; ``generic`` any mana."""

    pips: tuple[frozenset[str], ...] = ()
    generic: int = 0
    has_x: bool = False
    x_count: int = 0  # how many {X} symbols (CR 107.3: {X}{X} costs X twice)

    def plus(self, other: Requirement) -> Requirement:
        return Requirement(self.pips + other.pips, self.generic + other.generic,
                           self.has_x or other.has_x, self.x_count + other.x_count)

    @property
    def total(self) -> int:
        return len(self.pips) + self.generic


@lru_cache(maxsize=4096)
def requirement(cost_text: str, x: int = 0) -> Requirement:
    """The pips of a mana cost with X = ``x`` (CR 107.3)."""
    pips: list[frozenset[str]] = []
    generic = 0
    has_x = False
    x_count = 0
    for symbol in ManaCost.parse(cost_text).symbols:
        kind = symbol.kind
        if kind is SymbolKind.GENERIC:
            generic += symbol.amount
        elif kind is SymbolKind.VARIABLE:
            has_x = True
            x_count += 1
            generic += x
        elif kind is SymbolKind.COLORLESS:
            pips.append(frozenset("C"))
        elif kind is SymbolKind.SNOW:
            generic += 1
        elif symbol.colors:
            pips.append(frozenset(symbol.colors))
    return Requirement(tuple(pips), generic, has_x, x_count)
