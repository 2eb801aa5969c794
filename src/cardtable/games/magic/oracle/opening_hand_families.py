"""Parse tree → model values for the opening-hand actions (CR 103.6a): "If ~ is in your opening
hand, you may begin the game with it on the battlefield." (the Leylines) is a static ability
that works from the hand; the engine offers it once the mulligans are done (opening_hand.py).
Mixed into :class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from lark import v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin

BEGIN_ON_BATTLEFIELD = "begin_on_battlefield"  # opening_hand.BEGIN_ON_BATTLEFIELD's rule


@v_args(inline=True)
class OpeningHandFamilies(BuilderMixin):
    def opening_hand_begin(self) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules", affected="self",
                                                           rule=BEGIN_ON_BATTLEFIELD),),
                               zone="hand")
