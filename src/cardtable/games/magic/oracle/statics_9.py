"""Parse tree → model values for issue 29's statics, replacements and costs (helper h9-sta;
grammar block "issue 29 (h9-sta)" at the end of ``grammar.lark``). Each method builds a part
that joins a rule already in the grammar, so it combines with every value of its slots:

* "Discard another card named ~" as a cost part (grandeur, CR 118.3, 201.2): a card of the
  hand with the source's name, any effect after it.

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from typing import Any

from lark import v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin


@v_args(inline=True)
class Statics9(BuilderMixin):
    """h9-sta: statics, replacements and costs."""

    def sta9_cost_discard_named_self(self) -> dict[str, Any]:
        """"Discard another card named ~" (grandeur: Baru, Korlash, Oriss, Tarox; CR 118.3,
        201.2): one card of the hand that has the source's name — never the source itself."""
        return {"discard": 1, "discard_filter": m.Filter(name="~", other=True)}
