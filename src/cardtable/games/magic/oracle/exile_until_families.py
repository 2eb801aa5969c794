"""Parse tree → model values for exiling "until ~ leaves the battlefield" (CR 610.3; Banisher
Priest, Portable Hole, Brutal Cathar's front face). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`. The target is the
grammar's ``target`` (every filter it knows); the engine tracks the exiled cards and returns
them when the source leaves (:mod:`cardtable.games.magic.zones`)."""

from __future__ import annotations

from lark import v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin


@v_args(inline=True)
class ExileUntilFamilies(BuilderMixin):

    def e_exile_until_leaves(self, what: str) -> m.Effect:
        """"exile <target> until ~ leaves the battlefield" (610.3)."""
        return m.ExileUntilLeaves(what=what)
