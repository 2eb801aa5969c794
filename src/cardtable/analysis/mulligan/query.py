"""Category queries for the mulligan calculator: ``--category "cheap=nonland with mv <= 2"``
or ``--category "creatures=type:creature"`` instead of listing the cards by hand.

A query is terms joined by ``with`` or ``and``, every one of which a card must meet:

- ``land`` / ``nonland`` — the type line has (or lacks) the Land type;
- ``type:WORD`` — the type line has this word (``type:creature``, ``type:elf``);
- ``mv OP N`` — the mana value compared with N (``<=``, ``<``, ``>=``, ``>``, ``=``).

A category value that does not start with a query term is a list of card names (``Sol Ring;
Arcane Signet``), as before. Queries are answered from the cards' facts (the card look-up:
the imported card database, else the bundled pool).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from cardtable.cards.card import Card
from cardtable.core.errors import CardNotFound, SettingsError

_SPLIT = re.compile(r"\s+(?:with|and)\s+", re.IGNORECASE)
_MV = re.compile(r"^mv\s*(<=|>=|==|=|<|>)\s*(\d+(?:\.\d+)?)$", re.IGNORECASE)
_TYPE = re.compile(r"^type\s*:\s*([\w'-]+)$", re.IGNORECASE)
_OPS: dict[str, Callable[[float, float], bool]] = {
    "<=": operator.le, ">=": operator.ge, "<": operator.lt, ">": operator.gt,
    "=": operator.eq, "==": operator.eq}

Test = Callable[[Card], bool]


@dataclass(frozen=True)
class CardQuery:
    """A parsed query: its text and one test per term."""

    text: str
    tests: tuple[Test, ...]

    def matches(self, card: Card) -> bool:
        return all(test(card) for test in self.tests)


def _is_land(card: Card) -> bool:
    return card.type_line.is_land


def _term(text: str) -> Test | None:
    word = text.strip()
    low = word.casefold()
    if low == "land":
        return _is_land
    if low in ("nonland", "non-land"):
        return lambda card: not _is_land(card)
    if match := _TYPE.match(word):
        wanted = match.group(1).casefold()
        return lambda card: wanted in re.split(r"[\s—/-]+", str(card.type_line).casefold())
    if match := _MV.match(word):
        compare, limit = _OPS[match.group(1)], float(match.group(2))
        return lambda card: compare(float(card.mana_value), limit)
    return None


def parse_card_query(text: str) -> CardQuery | None:
    """The query ``text`` stands for, or ``None`` when it is a list of card names (its first
    term is not a query term). A query with a term that does not parse is a
    :class:`SettingsError` naming the term and the terms there are."""
    if ";" in text:
        return None
    terms = [t for t in _SPLIT.split(text.strip()) if t.strip()]
    if not terms or _term(terms[0]) is None:
        return None
    tests: list[Test] = []
    for term in terms:
        test = _term(term)
        if test is None:
            raise SettingsError(
                f"cannot read {term.strip()!r} in the category query {text!r}; a query is "
                "terms joined by 'with' or 'and': land, nonland, type:WORD, mv <= N "
                "(or <, >=, >, =)")
        tests.append(test)
    return CardQuery(text.strip(), tuple(tests))


def query_names(query: CardQuery, names: Iterable[str],
                find: Callable[[str], Card | None],
                suggest: Callable[[str], Sequence[str]] = lambda name: ()) -> tuple[str, ...]:
    """The ``names`` (a deck's library) whose cards meet ``query``; an unknown card is a
    :class:`CardNotFound` (a query cannot judge a card it does not know)."""
    out: list[str] = []
    for name in names:
        card = find(name)
        if card is None:
            raise CardNotFound(name, list(suggest(name)),
                               hint=f"the category query {query.text!r} needs every card's "
                                    "facts: import the card data with 'cardtable cards "
                                    "import FILE' or 'cardtable cards update'")
        if query.matches(card):
            out.append(name)
    return tuple(out)
