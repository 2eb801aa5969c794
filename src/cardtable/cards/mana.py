"""Mana costs: parsing every symbol of comprehensive rules 107.4, mana value, colours.

A cost such as ``{2}{W/U}{G/P}`` parses into a tuple of :class:`ManaSymbol` values. Symbols:

* generic ``{0}``…``{1000000}``, ``{X}``/``{Y}``/``{Z}`` (variable, count 0), ``{½}``/``{1/2}``
* coloured ``{W}{U}{B}{R}{G}`` and half-coloured ``{HW}`` (Un-sets)
* colourless ``{C}``, snow ``{S}``
* hybrid ``{W/U}``, two-brid ``{2/W}``, Phyrexian ``{W/P}``, hybrid Phyrexian ``{W/U/P}``,
  colourless hybrid ``{C/W}``
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache

from cardtable.cards.colors import WUBRG, sort_colors
from cardtable.core.errors import ManaCostError


class SymbolKind(StrEnum):
    GENERIC = "generic"
    VARIABLE = "variable"
    COLORED = "colored"
    COLORLESS = "colorless"
    SNOW = "snow"
    HYBRID = "hybrid"
    TWOBRID = "twobrid"
    PHYREXIAN = "phyrexian"
    HYBRID_PHYREXIAN = "hybrid_phyrexian"
    COLORLESS_HYBRID = "colorless_hybrid"
    HALF = "half"


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol. ``colors`` lists its colours in WUBRG order; ``amount`` is generic size."""

    text: str
    kind: SymbolKind
    colors: str = ""
    amount: int = 0

    @property
    def mana_value(self) -> Fraction:
        """This symbol's contribution to mana value (CR 202.3)."""
        if self.kind is SymbolKind.GENERIC:
            return Fraction(self.amount)
        if self.kind is SymbolKind.VARIABLE:
            return Fraction(0)
        if self.kind is SymbolKind.TWOBRID:
            return Fraction(2)
        if self.kind is SymbolKind.HALF:
            return Fraction(1, 2)
        return Fraction(1)

    def __str__(self) -> str:
        return self.text


_SYMBOL = re.compile(r"\{([^{}]*)\}")


@lru_cache(maxsize=4096)
def parse_symbol(body: str) -> ManaSymbol:
    """Parse the inside of one ``{…}`` symbol (case-insensitive)."""
    raw = body.strip().upper()
    text = "{" + raw + "}"
    if raw.isascii() and raw.isdigit():
        return ManaSymbol(text, SymbolKind.GENERIC, amount=int(raw))
    if raw in ("X", "Y", "Z"):
        return ManaSymbol(text, SymbolKind.VARIABLE)
    if raw in ("½", "1/2"):
        return ManaSymbol(text, SymbolKind.HALF)
    if len(raw) == 1 and raw in WUBRG:
        return ManaSymbol(text, SymbolKind.COLORED, colors=raw)
    if raw == "C":
        return ManaSymbol(text, SymbolKind.COLORLESS)
    if raw == "S":
        return ManaSymbol(text, SymbolKind.SNOW)
    if len(raw) == 2 and raw[0] == "H" and raw[1] in WUBRG:
        return ManaSymbol(text, SymbolKind.HALF, colors=raw[1])
    parts = raw.split("/")
    if len(parts) == 2:
        a, b = parts
        if a in WUBRG and b in WUBRG and len(a) == len(b) == 1 and a != b:
            return ManaSymbol(text, SymbolKind.HYBRID, colors=sort_colors(a + b))
        if a in WUBRG and len(a) == 1 and b == "P":
            return ManaSymbol(text, SymbolKind.PHYREXIAN, colors=a)
        if a == "2" and len(b) == 1 and b in WUBRG:
            return ManaSymbol(text, SymbolKind.TWOBRID, colors=b, amount=2)
        if a == "C" and len(b) == 1 and b in WUBRG:
            return ManaSymbol(text, SymbolKind.COLORLESS_HYBRID, colors=b)
    if len(parts) == 3 and parts[2] == "P":
        a, b = parts[0], parts[1]
        if len(a) == len(b) == 1 and a in WUBRG and b in WUBRG and a != b:
            return ManaSymbol(text, SymbolKind.HYBRID_PHYREXIAN, colors=sort_colors(a + b))
    raise ManaCostError(
        f"unknown mana symbol {text!r}; expected a number, X, W, U, B, R, G, C, S, a hybrid "
        "like {W/U}, a two-brid like {2/W} or a Phyrexian symbol like {W/P}"
    )


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A parsed mana cost. ``ManaCost.parse("")`` is the empty cost (e.g. a land's)."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        return _parse_cost(text or "")

    @property
    def mana_value(self) -> float:
        total = sum((s.mana_value for s in self.symbols), Fraction(0))
        return int(total) if total.denominator == 1 else float(total)

    @property
    def colors(self) -> str:
        """The colours of the cost's symbols, WUBRG order (a card's colour, CR 202.2)."""
        return sort_colors(c for s in self.symbols for c in s.colors)

    @property
    def is_empty(self) -> bool:
        return not self.symbols

    def __str__(self) -> str:
        return "".join(s.text for s in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost.parse({str(self)!r})"


@lru_cache(maxsize=8192)
def _parse_cost(text: str) -> ManaCost:
    stripped = text.strip()
    symbols: list[ManaSymbol] = []
    position = 0
    for match in _SYMBOL.finditer(stripped):
        between = stripped[position : match.start()]
        if between.strip():
            raise ManaCostError(
                f"mana cost {text!r} has {between.strip()!r} outside braces; "
                "write every symbol in braces, like {2}{R}"
            )
        symbols.append(parse_symbol(match.group(1)))
        position = match.end()
    rest = stripped[position:]
    if rest.strip():
        raise ManaCostError(
            f"mana cost {text!r} has {rest.strip()!r} outside braces; "
            "write every symbol in braces, like {2}{R}"
        )
    return ManaCost(tuple(symbols))
