"""Parse tree → model values for the phrase families that unlock the most Commander-legal
legendary creatures (issue 29, "commanders first"; docs/commanders-coverage.md). Each piece
composes with the rest of the grammar: an activation restriction every activated ability may
carry, a player ("defending player") every player verb and filter may name, a cast trigger
every permanent spell may have, a quantity and a condition every static may read. Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from lark import v_args

from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.lands import ActivationRider


@v_args(inline=True)
class CommandersFirstFamilies(BuilderMixin):
    # -- activation restrictions (CR 602.5b) --------------------------------------------------
    def only_your_turn_before_attackers(self) -> ActivationRider:
        """"Activate only during your turn, before attackers are declared." (CR 602.5b; the
        Portal Three Kingdoms commanders): during your turn, before its declare attackers
        step begins (CR 508.1) — not during or after combat."""
        return ActivationRider(timing="your_turn_before_attackers")
