"""Phasing (CR 702.26, 502.1): permanents that are treated as though they don't exist.

A phased-out permanent stays on the battlefield as the same object (702.26d: no zone change,
so no leaves/enters triggers; tokens survive; counters, damage marked and attachments stay),
but its id leaves ``state.battlefield`` for ``state.phased_out`` (id → the player who
controlled it when it phased out, and whether it phased out indirectly). Every room of the
engine reads the battlefield through ``state.battlefield``, so combat, layers, state-based
actions, triggers, targeting, counts, costs and the views all ignore it without knowing about
phasing (702.26b); the few places that look an object up by id ask :func:`is_phased_out`
(targets.py: a phased-out permanent is no legal target). What this room does:

* :func:`phase_out` — direct phasing, with the Auras and Equipment attached to each permanent
  phasing out indirectly (702.26g; an object that would phase out both ways does so
  indirectly, 702.26h); a permanent that phases out is removed from combat (702.26b, 506.4).
* :func:`untap_step` — the untap step's phasing (502.1, 702.26a): the active player's phased-in
  permanents with phasing phase out and, simultaneously, the permanents that phased out
  directly under their control phase in, with what phased out indirectly with them (702.26g).
  An Aura or Equipment that phased out directly phases in attached to what it was attached to
  if that is still on the battlefield, else unattached (702.26i; the state-based actions then
  apply, 704.5m-n). Effects that ended meanwhile stay ended (702.26f).
* Damage marked on phased-out permanents wears off in the cleanup step too (514.2):
  :func:`cleanup`.
* A phased-out permanent whose owner leaves the game leaves with them (702.26k; zones.py
  removes it from ``state.phased_out``). One that phased out under the control of a player who
  has left phases in at the next untap step and, being controlled by a player no longer in the
  game, is exiled (800.4a; a simplification of 702.26n, which waits for the untap step after
  that player's next turn would have begun).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.games.magic.layers import chars
from cardtable.games.magic.objects import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState


def is_phased_out(state: MagicState, oid: int) -> bool:
    """Whether ``oid`` is a phased-out permanent (treated as though it doesn't exist)."""
    return oid in state.phased_out


def _attached_to(state: MagicState, oid: int) -> list[int]:
    """The phased-in permanents attached to ``oid``, and those attached to them (702.26g)."""
    found: list[int] = []
    todo = [oid]
    while todo:
        host = todo.pop()
        for other in state.battlefield:
            if state.objects[other].attached_to == host and other not in found and other != oid:
                found.append(other)
                todo.append(other)
    return found


def phase_out(game: GameServices, ids: Iterable[int]) -> list[int]:
    """Phase out the phased-in permanents ``ids`` directly and what is attached to them
    indirectly (702.26g-h), all at once; returns the ids that phased out."""
    state = game.state
    direct = [oid for oid in dict.fromkeys(ids) if oid in state.battlefield]
    indirect: list[int] = []
    for oid in direct:
        indirect.extend(i for i in _attached_to(state, oid) if i not in indirect)
    direct = [oid for oid in direct if oid not in indirect]  # 702.26h
    gone = direct + indirect
    controllers = {oid: chars(state, state.objects[oid]).controller for oid in gone}
    for oid in gone:
        state.battlefield.remove(oid)
        state.phased_out[oid] = (controllers[oid], oid in indirect)
        state.attackers.pop(oid, None)  # removed from combat (702.26b, 506.4)
        state.blockers.pop(oid, None)
        state.blocked.discard(oid)
    if gone:
        state.touch()
        for oid in gone:
            game.log("phase_out", controllers[oid], name=state.objects[oid].card.name, id=oid,
                     indirectly=oid in indirect)
    return gone


def _phase_in(game: GameServices, oid: int) -> None:
    state = game.state
    state.phased_out.pop(oid, None)
    state.battlefield.append(oid)
    game.log("phase_in", state.objects[oid].controller, name=state.objects[oid].card.name,
             id=oid)


def untap_step(game: GameServices) -> None:
    """502.1: the active player's permanents with phasing phase out and the permanents that
    phased out directly under their control phase in, simultaneously (702.26a)."""
    state = game.state
    active = state.active
    with_phasing = [oid for oid in state.battlefield
                    if chars(state, state.objects[oid]).controller == active
                    and "phasing" in chars(state, state.objects[oid]).keywords]
    coming = [oid for oid, (controller, indirect) in state.phased_out.items()
              if not indirect and (controller == active or state.players[controller].left)]
    if not with_phasing and not coming:
        return
    riders: list[int] = []
    for oid in coming:  # what phased out indirectly comes back with its host (702.26g)
        todo = [oid]
        while todo:
            host = todo.pop()
            for other, (_, indirect) in state.phased_out.items():
                if indirect and state.objects[other].attached_to == host and other not in riders:
                    riders.append(other)
                    todo.append(other)
    phase_out(game, with_phasing)
    for oid in coming:
        obj = state.objects[oid]
        host_id = obj.attached_to
        if host_id is not None and (host_id not in state.objects or host_id in state.phased_out
                                    or state.objects[host_id].zone != BATTLEFIELD):
            obj.attached_to = None  # 702.26i: its host is gone; it phases in unattached
        _phase_in(game, oid)
    for oid in riders:
        _phase_in(game, oid)
    state.touch()
    for oid in coming + riders:  # 800.4a: nothing stays under a player who left the game
        back = state.objects.get(oid)
        if back is not None and back.zone == BATTLEFIELD and oid in state.battlefield and \
                state.players[chars(state, back).controller].left:
            game.move(back, EXILE, cause="its controller left the game (800.4a)")


def cleanup(state: MagicState) -> None:
    """514.2: damage marked on phased-out permanents is removed too."""
    for oid in state.phased_out:
        obj = state.objects[oid]
        obj.damage = 0
        obj.deathtouched = False
