"""A player's maximum hand size (CR 402.2): seven, changed by "Your maximum hand size is
increased by one." / "… reduced by four." on the permanents they control (the changes add up;
a limit never goes below zero), none at all with "You have no maximum hand size." (checked in
the cleanup step, 514.1, by ``turn._cleanup``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import StaticAbility
from cardtable.games.magic.model.statics_8 import MAX_HAND_SIZE_CHANGE

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

SEVEN = 7  # CR 402.2


def max_hand_size(game: GameServices, player: int) -> int:
    """``player``'s maximum hand size now, without the "no maximum hand size" rule."""
    state = game.state
    limit = SEVEN
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller != player:
            continue
        for ability in c.abilities:
            if isinstance(ability, StaticAbility):
                for e in ability.effects:
                    if e.layer == "rules" and e.rule == MAX_HAND_SIZE_CHANGE and isinstance(
                            e.amount, int):
                        limit += e.amount
    return max(0, limit)
