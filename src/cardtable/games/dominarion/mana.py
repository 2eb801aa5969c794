"""Mana in Dominarion: gaining mana from a cost (DOM-7.2) and paying costs (DOM-7.3, DOM-7.4).

A mana pool is a list of six counts, indexed by :data:`MANA_TYPES` (``W U B R G C``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING

from cardtable.cards.mana import ManaSymbol, SymbolKind

if TYPE_CHECKING:
    from cardtable.games.dominarion.cards import CardInfo

MANA_TYPES = "WUBRGC"
INDEX = {m: i for i, m in enumerate(MANA_TYPES)}
COLORLESS = 5

_FIXED_COLOR = frozenset({SymbolKind.COLORED, SymbolKind.PHYREXIAN})
_CHOICE = frozenset(
    {SymbolKind.HYBRID, SymbolKind.HYBRID_PHYREXIAN, SymbolKind.COLORLESS_HYBRID}
)


def choice_symbols(symbols: Sequence[ManaSymbol]) -> tuple[ManaSymbol, ...]:
    """The symbols whose mana colour the player chooses when gaining mana (hybrids)."""
    return tuple(s for s in symbols if s.kind in _CHOICE)


def symbol_choices(symbol: ManaSymbol) -> str:
    """The mana a hybrid symbol can become: ``{W/U}`` → ``WU``, ``{C/W}`` → ``CW``."""
    if symbol.kind is SymbolKind.COLORLESS_HYBRID:
        return "C" + symbol.colors
    return symbol.colors


def gain_choices(symbols: Sequence[ManaSymbol]) -> list[str]:
    """Every way to choose colours for the hybrid symbols, one letter per symbol, in cost order
    (``[""]`` when there is nothing to choose)."""
    options = [symbol_choices(s) for s in choice_symbols(symbols)]
    return ["".join(combo) for combo in product(*options)]


def mana_gained(symbols: Sequence[ManaSymbol], choices: str, mode: str) -> list[int]:
    """DOM-7.2: the mana a cost adds, as six counts. ``mode`` is ``full`` (every symbol becomes
    mana: generic N → N colourless) or ``coloured-only``. ``choices`` gives the colour of each
    hybrid symbol in order. ``{X}`` adds nothing; two-brid and Phyrexian add their colour."""
    gained = [0, 0, 0, 0, 0, 0]
    full = mode == "full"
    pending_choices = iter(choices)
    for symbol in symbols:
        kind = symbol.kind
        if kind in _FIXED_COLOR or kind is SymbolKind.TWOBRID:
            gained[INDEX[symbol.colors]] += 1
        elif kind in _CHOICE:
            chosen = next(pending_choices)
            if chosen != "C" or full:
                gained[INDEX[chosen]] += 1
        elif not full:
            continue
        elif kind is SymbolKind.GENERIC:
            gained[COLORLESS] += symbol.amount
        elif kind in (SymbolKind.COLORLESS, SymbolKind.SNOW):
            gained[COLORLESS] += 1
    return gained


def auto_payment(pool: Sequence[int], symbols: Sequence[ManaSymbol]) -> list[int] | None:
    """DOM-7.3/7.4: the mana the engine spends on a cost (six counts), or ``None`` if the pool
    cannot pay.

    Coloured and Phyrexian symbols take their colour; ``{C}`` takes colourless; hybrids are tried
    with the colour held most first, two-brids with their colour before two generic; generic and
    snow are paid with colourless first, then with the colours the player holds most of (ties
    in WUBRG order).
    """
    return _pay(pool, symbols, exact=False)


def auto_payment_for(pool: Sequence[int], info: CardInfo) -> list[int] | None:
    """:func:`auto_payment` for a card, with a fast path for costs without hybrid symbols."""
    if not info.simple:
        return auto_payment(pool, info.symbols)
    fixed = info.fixed
    left = [pool[i] - fixed[i] for i in range(6)]
    if min(left) < 0 or sum(left) < info.generic:
        return None
    generic = _pay_generic(left, info.generic)
    return [fixed[i] + generic[i] for i in range(6)]


def can_pay(pool: Sequence[int], info: CardInfo) -> bool:
    """Whether the pool can pay a card's cost (DOM-7.3); a fast path for simple costs."""
    if info.simple:
        w, u, b, r, g, c = pool
        fw, fu, fb, fr, fg, fc = info.fixed
        return (
            w >= fw and u >= fu and b >= fb and r >= fr and g >= fg and c >= fc
            and w + u + b + r + g + c >= info.total
        )
    return auto_payment(pool, info.symbols) is not None


def exact_payment_ok(payment: Sequence[int], symbols: Sequence[ManaSymbol]) -> bool:
    """DOM-7.4: whether exactly the mana in ``payment`` pays the cost, none left over."""
    return _pay(payment, symbols, exact=True) is not None


def _pay(pool: Sequence[int], symbols: Sequence[ManaSymbol], exact: bool) -> list[int] | None:
    left = list(pool)
    spent = [0, 0, 0, 0, 0, 0]
    flexible: list[ManaSymbol] = []
    generic = 0
    for symbol in symbols:
        kind = symbol.kind
        if kind in _FIXED_COLOR:
            i = INDEX[symbol.colors]
        elif kind is SymbolKind.COLORLESS:
            i = COLORLESS
        else:
            if kind is SymbolKind.GENERIC:
                generic += symbol.amount
            elif kind is SymbolKind.SNOW:
                generic += 1  # ruling: Dominarion has no snow sources; {S} takes any one mana
            elif kind in _CHOICE or kind is SymbolKind.TWOBRID:
                flexible.append(symbol)
            continue
        if left[i] == 0:
            return None
        left[i] -= 1
        spent[i] += 1
    rest = _pay_flexible(left, flexible, generic, exact)
    if rest is None:
        return None
    return [a + b for a, b in zip(spent, rest, strict=True)]


def _pay_flexible(
    left: list[int], flexible: list[ManaSymbol], generic: int, exact: bool
) -> list[int] | None:
    if not flexible:
        total = sum(left)
        if total < generic or (exact and total != generic):
            return None
        return _pay_generic(left, generic)
    symbol, rest = flexible[0], flexible[1:]
    if symbol.kind is SymbolKind.TWOBRID:
        routes: list[tuple[int | None, int]] = [(INDEX[symbol.colors], 0), (None, 2)]
    else:
        letters = sorted(symbol_choices(symbol), key=lambda m: (-left[INDEX[m]], INDEX[m]))
        routes = [(INDEX[m], 0) for m in letters]
    for index, extra_generic in routes:
        if index is None:
            outcome = _pay_flexible(left, rest, generic + extra_generic, exact)
            if outcome is not None:
                return outcome
            continue
        if left[index] == 0:
            continue
        left[index] -= 1
        outcome = _pay_flexible(left, rest, generic, exact)
        left[index] += 1
        if outcome is not None:
            outcome[index] += 1
            return outcome
    return None


def _pay_generic(left: Sequence[int], generic: int) -> list[int]:
    """Generic mana: colourless first, then one at a time from the colour held most (ties in
    WUBRG order). The mana taken, as six counts."""
    after = list(left)
    _take_generic(after, generic)
    return [before - now for before, now in zip(left, after, strict=True)]


def _take_generic(pool: list[int], generic: int) -> None:
    """:func:`_pay_generic`, taken out of ``pool`` in place."""
    take = pool[COLORLESS] if pool[COLORLESS] < generic else generic
    pool[COLORLESS] -= take
    generic -= take
    while generic:
        best = 0
        most = pool[0]
        for i in (1, 2, 3, 4):
            if pool[i] > most:
                best, most = i, pool[i]
        pool[best] -= 1
        generic -= 1


def spend_auto(pool: list[int], info: CardInfo) -> None:
    """Take :func:`auto_payment_for`'s payment out of ``pool`` in place (the pool must be
    able to pay: :func:`can_pay`)."""
    if not info.simple:
        spent = auto_payment(pool, info.symbols)
        assert spent is not None
        for i in range(6):
            pool[i] -= spent[i]
        return
    fixed = info.fixed
    for i in range(6):
        pool[i] -= fixed[i]
    if info.generic:
        _take_generic(pool, info.generic)


def parse_payment(text: str) -> list[int]:
    """``"CCR"`` → six counts. Raises ``ValueError`` for letters other than WUBRGC."""
    counts = [0, 0, 0, 0, 0, 0]
    for letter in text.upper():
        if letter not in INDEX:
            raise ValueError(f"{letter!r} is not a mana letter; use W, U, B, R, G or C")
        counts[INDEX[letter]] += 1
    return counts


def format_pool(pool: Sequence[int]) -> str:
    """``[1,0,0,2,0,3]`` → ``"W RR CCC"`` style compact text (``"-"`` when empty)."""
    return _format_counts(tuple(pool))


@lru_cache(maxsize=4096)
def _format_counts(counts: tuple[int, ...]) -> str:
    """:func:`format_pool`'s text, remembered: the same few pools recur in every game's log."""
    parts = [MANA_TYPES[i] * n for i, n in enumerate(counts) if n]
    return " ".join(parts) if parts else "-"
