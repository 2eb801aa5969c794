"""Parse tree → model values for keyword lines the engine plays since issue 29 (CR 702):
suspend (702.62a), reinforce (702.77a), jump-start (702.133a), partner with (702.124i). Each
is a :class:`Keyword` the engine expands (``costs.py``, ``keyword_casts.py``,
``keyword_abilities.py``). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin


@v_args(inline=True)
class KeywordFamilies(BuilderMixin):
    def kw_suspend(self, n: Token, mana: str) -> m.Keyword:
        """"Suspend N—[cost]" (702.62a): ``amount`` time counters, ``cost`` to pay."""
        return m.Keyword(name="suspend", amount=int(n), cost=m.Cost(mana=mana))

    def kw_reinforce(self, n: Token, mana: str) -> m.Keyword:
        """"Reinforce N—[cost]" (702.77a): ``amount`` +1/+1 counters, ``cost`` to pay."""
        return m.Keyword(name="reinforce", amount=int(n), cost=m.Cost(mana=mana))

    def kw_jump_start(self) -> m.Keyword:
        return m.Keyword(name="jump_start")

    def kw_partner_with_line(self, line: Token) -> m.Keyword:
        """"Partner with [name]" (702.124i): ``text`` the other card's name."""
        return m.Keyword(name="partner_with", text=str(line)[len("partner with "):])
