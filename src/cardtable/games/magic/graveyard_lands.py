"""Playing lands from a graveyard (CR 305.1, 305.2): "You may play lands from your graveyard."
(Crucible of Worlds, Ramunap Excavator; issue 29 round 9, EV1). A land card in the graveyard of
a player bound by such a static may be played as a land from there, with the turn's land plays
(305.2: the count is the same as from the hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import battlefield_chars
from cardtable.games.magic.model.zone_verbs_9 import PLAY_LANDS_FROM_GRAVEYARD

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState


def may_play_lands_from_graveyard(state: MagicState, player: int) -> bool:
    """Whether a permanent ``player`` controls says "You may play lands from your graveyard."."""
    for c in battlefield_chars(state).values():
        if c.controller != player:
            continue
        for ability in c.abilities:
            if isinstance(ability, m.StaticAbility) and ability.condition is None and any(
                    e.layer == "rules" and e.rule == PLAY_LANDS_FROM_GRAVEYARD
                    and e.affected == "you" for e in ability.effects):
                return True
    return False
