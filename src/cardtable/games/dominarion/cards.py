"""Card kinds and supplies: what Dominarion needs from a card (DOM-1), and the pool rules.

Only a card's kind, colour, mana cost and power/toughness matter; rules text is ignored.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from cardtable.cards.card import Card, numeric_stat
from cardtable.cards.colors import BASIC_LAND_COLOR, WUBRG
from cardtable.cards.mana import ManaSymbol, SymbolKind
from cardtable.games.dominarion.mana import gain_choices


class Kind(StrEnum):
    CREATURE = "creature"
    SPELL = "spell"
    ARTIFACT = "artifact"
    LAND = "land"


# The kinds as plain module constants for the hot loops of the engine and the bots: on
# Python 3.11 each ``Kind.LAND`` is a descriptor look-up of about 100 ns, a module constant ~10.
CREATURE: Final = Kind.CREATURE
SPELL: Final = Kind.SPELL
ARTIFACT: Final = Kind.ARTIFACT
LAND: Final = Kind.LAND


@dataclass(frozen=True, slots=True)
class CardInfo:
    """The facts of one card that Dominarion reads, precomputed for speed."""

    name: str
    kind: Kind
    color: str  # one of WUBRG, or "" for artifacts
    symbols: tuple[ManaSymbol, ...]
    mana_value: int
    power: int
    toughness: int
    land_color: str = ""  # the colour a basic land produces
    fixed: tuple[int, ...] = (0, 0, 0, 0, 0, 0)  # mana of each type W U B R G C the cost needs
    generic: int = 0  # generic (and snow) mana the cost needs
    simple: bool = True  # no hybrid or two-brid symbol: ``fixed`` and ``generic`` say it all
    total: int = 0  # for a simple cost, all the mana it needs: sum(fixed) + generic
    gain_options: tuple[str, ...] = ("",)  # mana.gain_choices(symbols): the hybrids' colourings


def classify(card: Card) -> tuple[Kind | None, str]:
    """The card's Dominarion kind, or ``None`` with the reason it does not fit (DOM-1.6)."""
    types = card.type_line
    if card.layout not in ("normal", "leveler", "class", "saga", "case"):
        return None, f"it is a {card.layout} card"
    if types.is_land:
        if types.is_basic and len(types.types) == 1:
            return Kind.LAND, ""  # basics never enter a supply; the game makes its own (DOM-1.2)
        return None, "it is a non-basic land" if not types.is_creature else "it is a land creature"
    if card.mana_cost.is_empty:
        return None, "it has no mana cost"
    colors = card.colors
    if len(colors) > 1:
        return None, f"it is multicoloured ({colors})"
    if types.is_creature:
        if types.is_artifact:
            return None, "it is an artifact creature"
        if not colors:
            return None, "it is a colourless creature"
        return Kind.CREATURE, ""
    if types.is_artifact:
        if colors:
            return None, f"it is a coloured artifact ({colors})"
        return Kind.ARTIFACT, ""
    if not colors:
        return None, "it is a colourless non-artifact spell"
    return Kind.SPELL, ""


def card_info(card: Card, kind: Kind) -> CardInfo:
    value = card.mana_value
    fixed = [0, 0, 0, 0, 0, 0]
    generic = 0
    simple = True
    for symbol in card.mana_cost.symbols:
        if symbol.kind in (SymbolKind.COLORED, SymbolKind.PHYREXIAN):
            fixed["WUBRG".index(symbol.colors)] += 1
        elif symbol.kind is SymbolKind.COLORLESS:
            fixed[5] += 1
        elif symbol.kind is SymbolKind.GENERIC:
            generic += symbol.amount
        elif symbol.kind is SymbolKind.SNOW:
            generic += 1
        elif symbol.kind is not SymbolKind.VARIABLE:
            simple = False
    return CardInfo(
        name=card.name,
        kind=kind,
        color=card.colors if kind in (Kind.CREATURE, Kind.SPELL) else "",
        symbols=card.mana_cost.symbols,
        mana_value=int(value),
        power=numeric_stat(card.power),
        toughness=numeric_stat(card.toughness),
        land_color=BASIC_LAND_COLOR.get(card.name, "") if kind is Kind.LAND else "",
        fixed=tuple(fixed),
        generic=generic,
        simple=simple,
        total=sum(fixed) + generic,
        gain_options=tuple(gain_choices(card.mana_cost.symbols)),
    )


def supply_key(color: str, kind: Kind) -> str:
    """The name of a supply pile: ``R-creature``, ``U-spell`` or ``artifact``."""
    return "artifact" if kind is Kind.ARTIFACT else f"{color}-{kind.value}"


COLORED_SUPPLIES: tuple[str, ...] = tuple(
    supply_key(c, k) for c in WUBRG for k in (Kind.CREATURE, Kind.SPELL)
)
ALL_SUPPLIES: tuple[str, ...] = (*COLORED_SUPPLIES, "artifact")
HAS_HYBRID = frozenset(
    {SymbolKind.HYBRID, SymbolKind.HYBRID_PHYREXIAN, SymbolKind.COLORLESS_HYBRID}
)
