"""EV2b of issue 29 (second round of the ninth wave): pieces of the harm verbs that compose.

- "Counter target spell with mana value 1." (Mental Misstep, Spell Snare): an exact mana
  value after every spell noun (CR 202.3), beside "N or less" / "N or greater".
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction


@v_args(inline=True)
class HarmVerbs9b(BuilderMixin):
    """Builder methods for the EV2b grammar block (``ev9b_`` names)."""

    def ev9b_mv_exact(self, n: Token) -> _Restriction:
        """"spell with mana value 2": both bounds the same number (CR 202.3)."""
        return _Restriction({"mana_value_min": int(n), "mana_value_max": int(n)})
