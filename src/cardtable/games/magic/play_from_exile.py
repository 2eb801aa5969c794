"""Playing cards from exile by permission: "Until end of turn, you may play that card." (impulse
draw), "you may play lands and cast spells from among those cards" (a linked permission,
CR 607.2a). CR sections: 601.2 (casting a spell from the zone it is in, with the normal timing
permissions of 117.1a and 307.1 unless the permission says otherwise), 305.1 and 305.2 (playing
a land from a zone other than the hand uses the land drop and needs the main-phase, empty-stack
timing), 400.7 (the card becomes a new object when it leaves exile: the permission is spent),
514.2 ("until end of turn" ends in the cleanup step), 607.2a (a permission linked to the
object whose ability exiled the cards ends when that object leaves the battlefield).

A permission is kept in ``MagicState.play_permissions``; :func:`playable` is what the priority
room (``priority.legal_actions``) adds to the hand when it lists what a player may play.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardtable.games.magic.layers import base_chars
from cardtable.games.magic.objects import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from cardtable.games.magic.game import MagicGame
    from cardtable.games.magic.state import MagicState


@dataclass(frozen=True, slots=True)
class PlayPermission:
    """``player`` may play the exiled object ``card``. ``turn`` ≥ 0: only during that turn
    ("until end of turn", 514.2); ``source`` ≥ 0: only while that object stays on the
    battlefield (607.2a). ``lands``: "play" (lands too) or only "cast" (spells)."""

    player: int
    card: int
    turn: int = -1
    source: int = -1
    lands: bool = True


def _live(state: MagicState, p: PlayPermission) -> bool:
    obj = state.objects.get(p.card)
    if obj is None or obj.zone != EXILE:
        return False  # 400.7: played, or moved on — a new object the permission doesn't name
    if p.turn >= 0 and p.turn != state.turn:
        return False  # 514.2
    if p.source >= 0:
        source = state.objects.get(p.source)
        if source is None or source.zone != BATTLEFIELD:
            return False  # 607.2a: the linked object left
    return True


def grant(game: MagicGame, permission: PlayPermission) -> None:
    """Add ``permission`` (spent ones are dropped as a new one comes)."""
    state = game.state
    state.play_permissions = [p for p in state.play_permissions if _live(state, p)]
    state.play_permissions.append(permission)
    state.touch()


def playable(game: MagicGame, player: int) -> list[int]:
    """The exiled cards ``player`` may play now by a permission (each once, in exile order)."""
    state = game.state
    out: list[int] = []
    for p in state.play_permissions:
        if p.player != player or p.card in out or not _live(state, p):
            continue
        if not p.lands and "Land" in base_chars(state.objects[p.card]).types:
            continue  # "cast": a land is played, not cast (305.9)
        out.append(p.card)
    return out


def may_see(state: MagicState, player: int, oid: int) -> bool:
    """Whether ``player`` may look at the face-down exiled card ``oid`` (a live permission
    to play it names them: "You may look at cards exiled with ~")."""
    return any(p.player == player and p.card == oid and _live(state, p)
               for p in state.play_permissions)
