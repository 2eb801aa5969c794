"""Parse tree → model values for the other effect verbs of issue 29, ninth wave (helper h9-ev3;
grammar block "issue 29 (h9-ev3): the other effect verbs, ninth wave"). The pieces are listed in
``docs/effects-7b.md`` ("The ninth wave").

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

_IT = re.compile(r"\bit\b", re.IGNORECASE)


def self_before_it(tree: Tree[Token], line: str) -> bool:
    """An activated ability (CR 602) that names ~ before its first "it": "Remove a +1/+1
    counter from ~: It deals 1 damage to any target." (Walking Ballista), "Discard a card: ~
    gains hexproof until end of turn. Tap it." (Dream Trawler), "Untap ~. Put a +1/+1 counter
    on it." — with no target before it, that "it" is the source (608.2h). A target named
    before the "it" still takes it (``filters_builder.it_ref`` looks at the targets first)."""
    head = tree.children[0] if tree.children else None
    if not isinstance(head, Tree) or head.data != "activated":
        return False
    found = _IT.search(line)
    return found is not None and "~" in line[:found.start()]


@v_args(inline=True)
class OtherVerbs9Families(BuilderMixin):
    """The ninth wave's builder methods (names prefixed ``ev9_``)."""

    @staticmethod
    def ev9_effect(value: Any) -> Any:
        """A ninth-wave rule that only names another (set at a lower priority)."""
        return value

    # -- "PLAYER creates TOKEN" (CR 111.2) -----------------------------------------------------
    def ev9_pv_creates(self, token: m.Effect) -> tuple[Any, ...]:
        """"Target opponent creates a 1/1 green Hippo creature token." — a player verb whose
        maker gives the token to that player (``player_verb`` values are built as
        ``kind(amount=, who=)``)."""
        if not isinstance(token, m.CreateToken) or token.controller != m.YOU:
            raise FamilyError("'creates' something that is not a token of its own")
        return (_TokenMaker(token), 0)


@dataclass(frozen=True, slots=True)
class _TokenMaker:
    """A ``player_verb`` maker: ``token`` created under the player ``who`` names."""

    token: m.CreateToken

    def __call__(self, amount: m.Quantity, who: str) -> m.Effect:
        return replace(self.token, controller=who)
