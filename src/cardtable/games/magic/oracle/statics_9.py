"""Parse tree → model values for issue 29's statics, replacements and costs (helper h9-sta;
grammar block "issue 29 (h9-sta)" at the end of ``grammar.lark``). Each method builds a part
that joins a rule already in the grammar, so it combines with every value of its slots:

* "Discard another card named ~" as a cost part (grandeur, CR 118.3, 201.2): a card of the
  hand with the source's name, any effect after it;
* "is black" / "are black" / "is blue and red" as a static part (CR 105.3, 613.1e): layer 5
  sets the colours, with any subject and every other static part;
* "is every basic land type in addition to its other types" as a static part (CR 205.1b,
  305.7, layer 4; each type's mana ability follows from 305.6).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 305.6
_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@v_args(inline=True)
class Statics9(BuilderMixin):
    """h9-sta: statics, replacements and costs."""

    def sta9_cost_discard_named_self(self) -> dict[str, Any]:
        """"Discard another card named ~" (grandeur: Baru, Korlash, Oriss, Tarox; CR 118.3,
        201.2): one card of the hand that has the source's name — never the source itself."""
        return {"discard": 1, "discard_filter": m.Filter(name="~", other=True)}

    def sta9_s_is_colors(self, _verb: Token, colors: Token) -> list[m.ContinuousEffect]:
        """"is black" / "are black" / "is blue and red" (layer 5 sets the colours, CR 105.3,
        613.1e) — the colours the object had are replaced, not added to."""
        codes = tuple(_COLOR_CODES[w] for w in str(colors).lower().split(" and "))
        return [m.ContinuousEffect(layer="5", set_colors=codes)]

    def sta9_s_every_basic_land_type(self, _verb: Token,
                                     _its: Token) -> list[m.ContinuousEffect]:
        """"are every basic land type in addition to their other types" (layer 4 adds the five
        basic land types, CR 205.1b, 305.7; each one's mana ability follows, 305.6)."""
        return [m.ContinuousEffect(layer="4", add_subtypes=BASIC_LAND_TYPES)]
