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

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import base_chars, chars
from cardtable.games.magic.model.vocabulary import PLAY_LINKED as PLAY_LINKED
from cardtable.games.magic.objects import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices
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


def grant(game: GameServices, permission: PlayPermission) -> None:
    """Add ``permission`` (spent ones are dropped as a new one comes)."""
    state = game.state
    state.play_permissions = [p for p in state.play_permissions if _live(state, p)]
    state.play_permissions.append(permission)
    state.touch()




def _linked(state: MagicState, player: int) -> list[int]:
    """"You may look at cards exiled with ~, and you may play lands and cast spells from among
    those cards." (607.2a): the cards the abilities of a permanent ``player`` controls exiled,
    while that permanent stays (a new object has none linked, 400.7)."""
    out: list[int] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        linked = state.linked_exile.get(oid)
        if not linked:
            continue
        c = chars(state, obj)
        if c.controller != player or not any(
                isinstance(a, m.StaticAbility) and any(
                    getattr(e, "rule", "") == PLAY_LINKED for e in a.effects)
                for a in c.abilities):
            continue
        out.extend(i for i in linked if i in state.objects and state.objects[i].zone == EXILE)
    return out


def exile_face_down(game: GameServices, obj: GameObject,
                    viewers: frozenset[int] = frozenset()) -> GameObject:
    """Exile ``obj`` face down (406.3): the log names it to its owner only; views hide it from
    every player but ``viewers`` and those a permission lets look (:func:`hidden_from`)."""
    new = game.move(obj, EXILE, cause="exile face down", hidden=True)
    game.state.exiled_face_down[new.id] = viewers
    return new


def playable(game: GameServices, player: int) -> list[int]:
    """The exiled cards ``player`` may play now by a permission (each once, in exile order)."""
    state = game.state
    out: list[int] = _linked(state, player)
    for p in state.play_permissions:
        if p.player != player or p.card in out or not _live(state, p):
            continue
        if not p.lands and "Land" in base_chars(state.objects[p.card]).types:
            continue  # "cast": a land is played, not cast (305.9)
        out.append(p.card)
    return out


def hidden_from(state: MagicState, player: int, oid: int) -> bool:
    """Whether the exiled card ``oid`` is face down and ``player`` may not look at it (406.3;
    "You may look at cards exiled with ~": the linked permanent's controller may)."""
    viewers = state.exiled_face_down.get(oid)
    if viewers is None or player in viewers:
        return False
    return oid not in _linked(state, player) and not any(
        p.player == player and p.card == oid and _live(state, p) for p in state.play_permissions)
