"""Parse tree → model values for issue 29's statics, replacements and costs (helper h8-sta;
grammar block "issue 29 (h8-sta)" at the end of ``grammar.lark``). Each method builds a part
that joins a rule already in the grammar, so it combines with every value of its slots:

* "This spell costs {X} less to cast, where X is …" (CR 601.2f, 107.3): any ``xdef`` the
  grammar reads, counted when the total cost is determined (``costs.self_reduction``).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from lark import v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

# Amounts read as the spell is cast that need no object the spell refers to (601.2f): the
# count of a group, a devotion, the greatest power among a group, a life total…
_CAST_TIME_REFS = ("", "you")


@v_args(inline=True)
class Statics8(BuilderMixin):
    """h8-sta: statics, replacements and costs."""

    def sta8_cost_less_where(self, amount: m.Amount) -> m.StaticAbility:
        """"This spell costs {X} less to cast, where X is your devotion to black." — generic
        mana only (118.7), never below zero (601.2f)."""
        if not isinstance(amount, m.Amount) or amount.kind == "x" or amount.wording or (
                amount.ref not in _CAST_TIME_REFS):
            raise FamilyError("a cost reduction counted from an object the spell has not got")
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="cost_reduction_self", affected=m.SELF, amount=amount),),
            zone="stack")
