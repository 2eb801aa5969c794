"""Parse tree → filters bound to a quantity, and sums of quantities (issue 29, quantity bounds).

* "a creature card with mana value X or less", "target creature with power less than or
  equal to the number of creatures you control", "each creature with toughness less than or
  equal to ~'s power": a :class:`~cardtable.games.magic.model.Filter` whose
  ``bound_stat`` is at most ``bound_amount``, any quantity the ``xdef`` sub-grammar reads,
  in every noun (the engine fixes it when the filter is used,
  :mod:`cardtable.games.magic.filter_bounds`; CR 601.2b-c, 608.2b);
* "the number of Elves you control plus the number of Elf cards in your graveyard": an
  :class:`Amount` with another ``added`` to it (CR 107.3, 608.2h);
* "one plus the number of cards named ~ in all graveyards": ``plus`` with the number spelled.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError

_STATS = {"mana value": "mana_value", "power": "power", "toughness": "toughness"}
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10}


@v_args(inline=True)
class QuantityBounds(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    def r_bound_x(self, stat: Token) -> _Restriction:
        """"with mana value X or less" (X as announced, CR 107.3, 601.2b)."""
        return _Restriction({"bound_stat": _STATS[str(stat).lower()],
                             "bound_amount": m.Amount(kind="x")})

    def r_bound_at_most(self, stat: Token, amount: m.Amount) -> _Restriction:
        """"with power less than or equal to the number of creatures you control"."""
        if not isinstance(amount, m.Amount) or amount.kind == "x" or amount.wording:
            raise FamilyError("a bound by a quantity worded otherwise")
        return _Restriction({"bound_stat": _STATS[str(stat).lower()], "bound_amount": amount})

    def xdef_added(self, amount: m.Amount) -> m.Amount:
        return amount

    def x_sum(self, first: m.Amount, second: m.Amount) -> m.Amount:
        """"the number of Forests you control plus the number of Treefolk you control"."""
        if not isinstance(first, m.Amount) or not isinstance(second, m.Amount):
            raise FamilyError("a sum of quantities this grammar does not read")
        if first.added is not None or first.plus or first.wording or second.wording \
                or second.plus or second.added is not None \
                or first.multiplier != 1 or second.multiplier != 1:
            raise FamilyError("a sum of scaled or offset quantities")
        return replace(first, added=second)

    def x_plus_word(self, word: Token, amount: m.Amount) -> m.Amount:
        """"one plus the number of cards named ~ in all graveyards"."""
        if amount.plus or amount.wording or amount.added is not None:
            raise FamilyError("'plus' before a quantity worded otherwise")
        return replace(amount, plus=_WORDS[str(word).lower()], plus_words=True)

    def e_destroy_each(self, noun: Any) -> m.Destroy:
        """"Destroy each nonland permanent with mana value X or less." (CR 701.8a)."""
        return m.Destroy(filter=noun.filter, says_each=True)
