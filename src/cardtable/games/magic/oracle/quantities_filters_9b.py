"""Parse tree → filters and quantities, second round of issue 29's ninth wave (helper QF2).

* "with a -1/-1 counter on it" as a filter part every noun takes (CR 122.1): "Destroy target
  creature with a -1/-1 counter on it." (Crumbling Ashes, Liliana, Death Wielder), "Whenever a
  creature with a -1/-1 counter on it dies, draw a card." (The Scorpion God) — the same
  ``Filter.counters`` the +1/+1 form fills, with the -1/-1 kind.
* "white and/or blue creatures" (CR 105.2): an ``ADJ_SEP`` the adjectives read
  (``filters_builder.adjectives``), worded with ``Filter.says_and_or``.
* "creature token" / "creature tokens" as the type words of every noun (CR 111.1): a creature
  that is a token ("Whenever a creature token dies", "target creature token you control").
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction

# the counter kind "-1/-1" as the model spells it (CR 122.1)
QF9B_MINUS_COUNTER = "-1/-1"


class QuantitiesFilters9b(BuilderMixin):
    """Builder methods for the QF2 grammar block (``qf9b_`` rules in grammar.lark)."""

    def qf9b_r_with_m1_counter(self, *_words: Token) -> _Restriction:
        """"target creature with a -1/-1 counter on it" (CR 122.1): every noun."""
        return _Restriction({"counters": QF9B_MINUS_COUNTER})

    def qf9b_tw_creature_token(self, *_words: Token) -> dict[str, Any]:
        """"creature token(s)" (CR 111.1): the creature type with ``token`` set."""
        return {"types": ("Creature",), "token": True}
