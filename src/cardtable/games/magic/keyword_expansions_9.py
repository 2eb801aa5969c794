"""Keywords that stand for activated abilities, ninth wave (issue 29, h9-kw).

Level up (CR 702.87a): "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
Activate only as a sorcery." The level symbols it works with are static abilities compiled by
:mod:`cardtable.games.magic.oracle.levelers_9` (CR 711.2)."""

from __future__ import annotations

from cardtable.games.magic.model import Ability, ActivatedAbility, Keyword, PutCounters
from cardtable.games.magic.model.levelers import LEVEL


def expansion_9(name: str, keyword: Keyword) -> tuple[Ability, ...] | None:
    """The abilities of the ninth wave's keywords; ``None`` for any other keyword."""
    if name == "level_up" and keyword.cost is not None:  # 702.87a
        return (ActivatedAbility(keyword.cost, effects=(PutCounters(LEVEL, 1, "self"),),
                                 timing="sorcery"),)
    return None
