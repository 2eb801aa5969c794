"""Keep conditions and goals: ``land=2..5``, ``land>=3, ramp>=1``, ``land>=3 by turn 3``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.core.errors import SettingsError

NO_LIMIT = 1 << 30

_TERM = re.compile(
    r"^\s*(?P<cat>[A-Za-z_][\w\- ]*?)\s*(?P<op>>=|<=|=|==)\s*"
    r"(?P<a>\d+)\s*(?:\.\.\s*(?P<b>\d+))?\s*$"
)
_BY_TURN = re.compile(r"^(?P<cond>.*?)\s+by\s+turn\s+(?P<turn>\d+)\s*$", re.IGNORECASE)
_ANYTHING = {"", "any", "anything", "*"}


@dataclass(frozen=True)
class Condition:
    """Bounds on category counts, ``lo[i] <= count[i] <= hi[i]`` for every category index."""

    lo: tuple[int, ...]
    hi: tuple[int, ...]
    text: str

    def holds(self, counts: Sequence[int]) -> bool:
        return all(lo <= n <= hi for lo, n, hi in zip(self.lo, counts, self.hi, strict=True))

    def can_hold(self, size: int, caps: Sequence[int]) -> bool:
        """Whether some ``size``-card hand with at most ``caps`` of each category meets it."""
        lows = 0
        highs = 0
        for lo, hi, cap in zip(self.lo, self.hi, caps, strict=True):
            top = min(hi, cap, size)
            if lo > top:
                return False
            lows += lo
            highs += top
        return lows <= size <= highs

    @property
    def is_anything(self) -> bool:
        return all(lo == 0 for lo in self.lo) and all(hi >= NO_LIMIT for hi in self.hi)

    def __str__(self) -> str:
        return self.text


def parse_condition(text: str, categories: Sequence[str]) -> Condition:
    """A condition over ``categories`` from comma-separated terms: ``cat=a..b``, ``cat>=a``,
    ``cat<=b``, ``cat=a``; ``any`` (or nothing) keeps every hand."""
    lo = [0] * len(categories)
    hi = [NO_LIMIT] * len(categories)
    index = {name.lower(): i for i, name in enumerate(categories)}
    cleaned = text.strip()
    if cleaned.lower() in _ANYTHING:
        return Condition(tuple(lo), tuple(hi), "any")
    for term in re.split(r",|\band\b", cleaned):
        match = _TERM.match(term)
        if match is None:
            raise SettingsError(
                f"cannot read condition {term.strip()!r} in {text!r}; write CATEGORY=a..b, "
                "CATEGORY>=a, CATEGORY<=b or CATEGORY=a (e.g. 'land=2..5')"
            )
        name = match["cat"].strip().lower()
        if name not in index:
            raise SettingsError(
                f"unknown category {match['cat'].strip()!r} in {text!r}; the deck's categories "
                f"are {', '.join(categories)}"
            )
        i = index[name]
        a = int(match["a"])
        op = match["op"]
        if match["b"] is not None:
            if op not in ("=", "=="):
                raise SettingsError(f"a range a..b takes '=', as in 'land=2..5', not {term!r}")
            low, high = a, int(match["b"])
            if low > high:
                raise SettingsError(f"the range in {term.strip()!r} is empty ({low} > {high})")
        elif op == ">=":
            low, high = a, NO_LIMIT
        elif op == "<=":
            low, high = 0, a
        else:
            low, high = a, a
        lo[i] = max(lo[i], low)
        hi[i] = min(hi[i], high)
    return Condition(tuple(lo), tuple(hi), cleaned)


@dataclass(frozen=True)
class Goal:
    """A condition on the kept hand plus the cards drawn by ``turn`` (0: the hand alone)."""

    condition: Condition
    turn: int
    text: str


def parse_goal(text: str, categories: Sequence[str]) -> Goal:
    """``land>=3 by turn 3`` (or just ``land>=3``: the kept hand itself)."""
    match = _BY_TURN.match(text.strip())
    if match is not None:
        turn = int(match["turn"])
        if turn < 1:
            raise SettingsError(f"turns count from 1; {text!r} names turn {turn}")
        condition = parse_condition(match["cond"], categories)
    else:
        turn = 0
        condition = parse_condition(text, categories)
    return Goal(condition, turn, text.strip())
