"""Parse tree → quantities and filters, seventh wave (issue 29, QF helper).

* "for each nontoken creature that died this turn", "the number of Zubera that died this
  turn": the turn-history count ``died_this_turn`` over any noun whose parts the dead
  creatures' last-known information answers (CR 700.4, 608.2h;
  ``rules_support._died_this_turn``);
* "with mana value equal to the number of charge counters on ~": a filter bound to exactly a
  quantity (``Filter.bound_exact``; :mod:`cardtable.games.magic.filter_bounds`), any noun;
* "that was dealt damage this turn" (CR 120.3): ``Filter.damaged_this_turn``, any noun;
* "create a number of 1/1 red Goblin creature tokens equal to ~'s power", "a number of
  Treasure tokens equal to …": a token count that is any quantity (``wording="equal_to"``);
* "the number of colors of mana spent to cast this spell" (CR 601.2h): ``colors_spent``,
  sunburst's count (702.44a), read from the spell's cast notes.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.text.tokens import PREDEFINED_TOKENS

_STATS = {"mana value": "mana_value", "power": "power", "toughness": "toughness"}
# the parts of a filter the last-known information of a dead creature answers (608.2h)
_LKI_FIELDS = frozenset({"types", "subtypes", "not_subtypes", "token", "controller", "owner",
                         "colors", "not_colors"})


def _lki_filter(noun: Any) -> m.Filter:
    flt = getattr(noun, "filter", None)
    if not isinstance(flt, m.Filter):
        raise FamilyError("a count of the dead over a noun this grammar does not read")
    default = m.Filter()
    for f in fields(m.Filter):
        if f.name not in _LKI_FIELDS and getattr(flt, f.name) != getattr(default, f.name):
            raise FamilyError(f"'that died this turn' with a filter on {f.name}")
    if flt.controller not in ("any", "you") or flt.owner not in ("any", "you"):
        raise FamilyError("'that died this turn' of an opponent's creatures")
    if flt.types not in ((), ("Creature",)) or not (flt.types or flt.subtypes):
        raise FamilyError("'that died this turn' names creatures (CR 700.4)")
    return flt


@v_args(inline=True)
class QuantitiesFilters7(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    def _token(self, count: m.Quantity, pt: Token, colors: Token, types: Token,
               *rest: Any) -> m.Effect:  # pragma: no cover - the builder's (effects_builder)
        raise NotImplementedError

    def fe_died_noun(self, noun: Any) -> m.Amount:
        """"for each nontoken creature that died this turn" (Gadrak, Khabál Ghoul)."""
        return m.Amount(kind="died_this_turn", filter=_lki_filter(noun), wording="for_each")

    def x_died_noun(self, noun: Any) -> m.Amount:
        """"the number of Zubera that died this turn" (Ember-Fist Zubera)."""
        return m.Amount(kind="died_this_turn", filter=_lki_filter(noun))

    def x_opponents(self) -> m.Amount:
        """"the number of opponents you have" (still in the game, CR 800.4a)."""
        return m.Amount(kind="opponents")

    def x_colors_spent(self) -> m.Amount:
        """"the number of colors of mana spent to cast this spell" (CR 601.2h)."""
        return m.Amount(kind="colors_spent")

    def r_bound_equal(self, stat: Token, amount: m.Amount) -> _Restriction:
        """"with mana value equal to the number of charge counters on ~" (Engineered
        Explosives): exactly the quantity, fixed when the filter is used (608.2h)."""
        if not isinstance(amount, m.Amount) or amount.wording:
            raise FamilyError("a bound by a quantity worded otherwise")
        return _Restriction({"bound_stat": _STATS[str(stat).lower()], "bound_amount": amount,
                             "bound_exact": True})

    def r_damaged_this_turn(self) -> _Restriction:
        """"target creature that was dealt damage this turn" (CR 120.3): by any source."""
        return _Restriction({"damaged_this_turn": True})

    # -- "a number of … tokens equal to …" (CR 107.3, 111.1) --------------------------------
    def number_of_tokens(self, *parts: Any) -> m.Effect:
        """"create a number of 1/1 red Goblin creature tokens equal to ~'s power"."""
        *rest, amount = parts
        tapped = [p for p in rest if isinstance(p, Token) and p.type == "TOKEN_TAPPED"]
        pt, colors, types, *more = [p for p in rest if p not in tapped]
        # a count of two stands in ("They have": several tokens) until the amount replaces it
        return self._counted(self._token(2, pt, colors, types, *more, *tapped), amount)

    def number_of_treasures(self, amount: m.Amount) -> m.Effect:
        return self._counted(m.CreateToken(token=PREDEFINED_TOKENS["Treasure"]), amount)

    def number_of_predefined(self, kind: Token, amount: m.Amount) -> m.Effect:
        return self._counted(m.CreateToken(token=PREDEFINED_TOKENS[str(kind)]), amount)

    @staticmethod
    def _counted(effect: m.Effect, amount: m.Amount) -> m.Effect:
        if not isinstance(effect, m.CreateToken) or not isinstance(amount, m.Amount) or (
                amount.wording or amount.kind == "x" or effect.power is not None):
            raise FamilyError("'a number of … tokens equal to' a quantity worded otherwise")
        return replace(effect, count=replace(amount, wording="equal_to"))
