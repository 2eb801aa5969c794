"""Keep conditions and goals: ``land=2..5``, ``land>=3, ramp>=1``, ``land>=3 by turn 3``,
``land>=3 or (land>=2 and ramp>=1)``.

A condition is a disjunction of *boxes*; a box bounds every category, ``lo <= count <= hi``.
Terms joined by ``,`` or ``and`` narrow a box; ``or`` adds alternatives; parentheses group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

import numpy as np
from numpy.typing import NDArray

from cardtable.core.errors import SettingsError

NO_LIMIT = 1 << 30

_TERM = re.compile(
    r"^\s*(?P<cat>[A-Za-z_][\w\- ]*?)\s*(?P<op>>=|<=|=|==)\s*"
    r"(?P<a>\d+)\s*(?:\.\.\s*(?P<b>\d+))?\s*$"
)
_BY_TURN = re.compile(r"^(?P<cond>.*?)\s+by\s+turn\s+(?P<turn>\d+)\s*$", re.IGNORECASE)
_ANYTHING = {"", "any", "anything", "*"}
_TOKEN = re.compile(r"\(|\)|,|\bor\b|\band\b|[^(),]+?(?=\(|\)|,|\bor\b|\band\b|$)",
                    re.IGNORECASE)


@dataclass(frozen=True)
class Box:
    """Bounds on category counts, ``lo[i] <= count[i] <= hi[i]`` for every category index."""

    lo: tuple[int, ...]
    hi: tuple[int, ...]

    def holds(self, counts: Sequence[int]) -> bool:
        return all(lo <= n <= hi for lo, n, hi in zip(self.lo, counts, self.hi, strict=True))

    def can_hold(self, size: int, caps: Sequence[int]) -> bool:
        """Whether some ``size``-card hand with at most ``caps`` of each category is inside."""
        lows = 0
        highs = 0
        for lo, hi, cap in zip(self.lo, self.hi, caps, strict=True):
            top = min(hi, cap, size)
            if lo > top:
                return False
            lows += lo
            highs += top
        return lows <= size <= highs

    def intersect(self, other: Box) -> Box | None:
        lo = tuple(max(a, b) for a, b in zip(self.lo, other.lo, strict=True))
        hi = tuple(min(a, b) for a, b in zip(self.hi, other.hi, strict=True))
        return None if any(a > b for a, b in zip(lo, hi, strict=True)) else Box(lo, hi)


@dataclass(frozen=True)
class Condition:
    """A hand meets the condition when its category counts lie in at least one box."""

    boxes: tuple[Box, ...]
    text: str

    def holds(self, counts: Sequence[int]) -> bool:
        return any(box.holds(counts) for box in self.boxes)

    def can_hold(self, size: int, caps: Sequence[int]) -> bool:
        """Whether some ``size``-card hand with at most ``caps`` of each category meets it."""
        return any(box.can_hold(size, caps) for box in self.boxes)

    def holds_rows(self, rows: NDArray[np.int64]) -> NDArray[np.bool_]:
        """:meth:`holds` for every row of a ``(n, categories)`` array."""
        out = np.zeros(rows.shape[0], dtype=np.bool_)
        for box in self.boxes:
            lo = np.asarray(box.lo, dtype=np.int64)
            hi = np.asarray(box.hi, dtype=np.int64)
            out |= np.all((rows >= lo) & (rows <= hi), axis=1)
        return out

    @property
    def is_anything(self) -> bool:
        return any(all(lo == 0 for lo in box.lo) and all(hi >= NO_LIMIT for hi in box.hi)
                   for box in self.boxes)

    @property
    def lowest_need(self) -> tuple[int, ...]:
        """Per category, the smallest lower bound over the boxes (what any success needs)."""
        return tuple(min(values) for values in zip(*(b.lo for b in self.boxes), strict=True))

    def __str__(self) -> str:
        return self.text


def anything(categories: Sequence[str]) -> Condition:
    return Condition((Box((0,) * len(categories), (NO_LIMIT,) * len(categories)),), "any")


def parse_condition(text: str, categories: Sequence[str]) -> Condition:
    """A condition over ``categories``: terms ``cat=a..b``, ``cat>=a``, ``cat<=b``, ``cat=a``
    joined by ``,``/``and`` (all must hold) and ``or`` (either), grouped with parentheses;
    ``any`` (or nothing) keeps every hand."""
    cleaned = text.strip()
    if cleaned.lower() in _ANYTHING:
        return anything(categories)
    tokens = [t.strip() for t in _TOKEN.findall(cleaned) if t.strip()]
    parser = _Parser(tokens, text, categories)
    boxes = parser.expression()
    if parser.position != len(tokens):
        raise SettingsError(
            f"cannot read condition {text!r} near {' '.join(tokens[parser.position:])!r}; "
            "join terms with ',', 'and' or 'or' and close every parenthesis"
        )
    if not boxes:
        raise SettingsError(f"the condition {text!r} can never hold: its ranges contradict")
    return Condition(tuple(dict.fromkeys(boxes)), cleaned)


class _Parser:
    """expression := conjunction ('or' conjunction)*;
    conjunction := factor ((',' | 'and') factor)*; factor := '(' expression ')' | term."""

    def __init__(self, tokens: list[str], text: str, categories: Sequence[str]) -> None:
        self.tokens = tokens
        self.text = text
        self.categories = categories
        self.position = 0

    def _peek(self) -> str | None:
        return self.tokens[self.position].lower() if self.position < len(self.tokens) else None

    def expression(self) -> list[Box]:
        boxes = self.conjunction()
        while self._peek() == "or":
            self.position += 1
            boxes = boxes + self.conjunction()
        return boxes

    def conjunction(self) -> list[Box]:
        boxes = self.factor()
        while self._peek() in (",", "and"):
            self.position += 1
            right = self.factor()
            boxes = [box for a, b in product(boxes, right)
                     if (box := a.intersect(b)) is not None]
        return boxes

    def factor(self) -> list[Box]:
        token = self._peek()
        if token is None or token in (",", "and", "or", ")"):
            raise SettingsError(f"cannot read condition {self.text!r}: a term is missing; "
                                "write e.g. 'land>=3 or (land>=2 and ramp>=1)'")
        if token == "(":
            self.position += 1
            boxes = self.expression()
            if self._peek() != ")":
                raise SettingsError(f"cannot read condition {self.text!r}: a '(' is not closed")
            self.position += 1
            return boxes
        self.position += 1
        return [_term(self.tokens[self.position - 1], self.text, self.categories)]


def _term(term: str, text: str, categories: Sequence[str]) -> Box:
    lo = [0] * len(categories)
    hi = [NO_LIMIT] * len(categories)
    index = {name.lower(): i for i, name in enumerate(categories)}
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
    lo[i] = low
    hi[i] = high
    return Box(tuple(lo), tuple(hi))


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
