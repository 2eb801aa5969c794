"""Parse tree → model values for static parts that compose (CR 613): "gets +1/+1, has reach,
and is an Angel in addition to its other types" — a list of three or more parts, and the
type- and colour-adding part ("is a white Angel in addition to its other colors and types";
layers 4 and 5, CR 613.1d-e, 205.1b). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.statics_builder`.
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin

_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@v_args(inline=True)
class StaticPartFamilies(BuilderMixin):
    def s_also_subtype(self, article: Token, subtype: Token) -> list[m.ContinuousEffect]:
        """"is an Angel in addition to its other types" (layer 4, CR 205.1b)."""
        return [m.ContinuousEffect(layer="4", add_subtypes=(str(subtype),))]

    def s_also_color_subtype(self, article: Token, color: Token,
                             subtype: Token) -> list[m.ContinuousEffect]:
        """"is a white Angel in addition to its other colors and types" (layers 4 and 5)."""
        return [m.ContinuousEffect(layer="4", add_subtypes=(str(subtype),)),
                m.ContinuousEffect(layer="5", add_colors=(_COLOR_CODES[str(color).lower()],))]
