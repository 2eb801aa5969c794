"""Parse tree → model values for "~ becomes a copy of …, except it has this ability" (CR
707.2, 707.9b): Thespian's Stage ("target land"), Cryptoplasm ("you may have ~ become a copy
of another target creature"), Unstable Shapeshifter ("that creature": the trigger's),
Dimir Doppelganger ("that card": the card its ability just exiled, 400.7). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from typing import Any

from lark import v_args

from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError


@v_args(inline=True)
class CopyFamilies(BuilderMixin):
    """The builder supplies ``targets``."""

    def cs_target(self, ref: Any) -> str:
        return str(ref)

    def cs_that_creature(self) -> str:
        if not self.trigger_rule:
            raise FamilyError("'that creature' without a trigger that names one")
        return "that_creature"

    def cs_that_card(self) -> str:
        if not self.targets:
            raise FamilyError("'that card' without a card named before it")
        return f"moved:target:{len(self.targets) - 1}"  # the card it became (400.7)

    def e_become_copy(self, what: str) -> m.Effect:
        return m.BecomeCopy(what=what)

    def e_may_become_copy(self, what: str) -> m.Effect:
        return m.MayDo(effects=(m.BecomeCopy(what=what),))
