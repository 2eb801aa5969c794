"""Parse tree → model values for the EV2 verbs of issue 29, eighth wave (damage, destroy,
sacrifice, counter, copy, create, choose). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`.

* "target artifact with mana value X", "target spell with mana value X" (CR 107.3, 202.3,
  601.2b-c): a filter bound to exactly the X announced, in every noun — the X offered on
  casting is one some candidate has (:func:`~cardtable.games.magic.cast_modes.x_values_for`).
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction

_STATS = {"mana value": "mana_value", "power": "power", "toughness": "toughness"}


@v_args(inline=True)
class HarmVerbs8(BuilderMixin):
    """Builder methods of the eighth-wave EV2 grammar block (names prefixed ``ev8_``)."""

    # -- "with mana value X" (exactly X, CR 107.3) ---------------------------------------
    def ev8_r_bound_x_exact(self, stat: Token) -> _Restriction:
        """"Destroy target creature with mana value X." (Disembowel), "Counter target spell
        with mana value X." (Spell Blast): the stat is exactly the X announced (601.2b)."""
        return _Restriction({"bound_stat": _STATS[str(stat).lower()],
                             "bound_amount": m.Amount(kind="x"), "bound_exact": True})

    def ev8_spell_mv_x(self) -> _Restriction:
        """"target spell with mana value X" (a spell noun's mana value, CR 202.3)."""
        return _Restriction({"bound_stat": "mana_value", "bound_amount": m.Amount(kind="x"),
                             "bound_exact": True})
