"""Hands played revealed (CR 701.16a, 402.3): "Players play with their hands revealed."
(Revelation, Wandering Eye) and "Your opponents play with their hands revealed." (Telepathy;
issue 29 round 9b, EV1). While such a permanent is on the battlefield the hands it binds are
public: every player's view shows them (``view.py``); the others stay hidden."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import battlefield_chars
from cardtable.games.magic.model.zone_verbs_9b import HANDS_REVEALED

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState


def hand_revealed(state: MagicState, owner: int) -> bool:
    """Whether a static on the battlefield reveals ``owner``'s hand to every player."""
    for c in battlefield_chars(state).values():
        for ability in c.abilities:
            if not isinstance(ability, m.StaticAbility) or ability.condition is not None:
                continue
            for e in ability.effects:
                if e.layer == "rules" and e.rule == HANDS_REVEALED and (
                        e.affected == "players"
                        or (e.affected == "opponents" and c.controller != owner)):
                    return True
    return False
