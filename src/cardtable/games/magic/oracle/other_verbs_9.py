"""Parse tree → model values for the other effect verbs of issue 29, ninth wave (helper h9-ev3;
grammar block "issue 29 (h9-ev3): the other effect verbs, ninth wave"). The pieces are listed in
``docs/effects-7b.md`` ("The ninth wave").

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

import re

from lark import Token, Tree

from cardtable.games.magic.oracle.builder_base import BuilderMixin

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


class OtherVerbs9Families(BuilderMixin):
    """The ninth wave's builder methods (names prefixed ``ev9_``)."""
