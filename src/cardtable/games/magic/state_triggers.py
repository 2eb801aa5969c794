"""State triggers (CR 603.8): "When CONDITION, EFFECT" triggers as soon as the game state
matches its condition, and does not trigger again until that ability has resolved, been
countered or otherwise left the stack; then, if the object is still there and the state still
matches, it triggers again.

The game checks them where it checks the state-based actions, before a player would receive
priority (:meth:`~cardtable.games.magic.game.MagicGame` loop): a state trigger that matched
joins the waiting triggers and is put on the stack like any other (603.3). "Not again while it
waits or is on the stack" is read off the game itself — a waiting trigger or a stack item of the
same source and ability — so it needs no bookkeeping of its own and survives clones and replay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.emblems import emblem_ids
from cardtable.games.magic.layers import battlefield_chars, chars
from cardtable.games.magic.model import TriggeredAbility
from cardtable.games.magic.state import PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

STATE = "state"


def check(game: GameServices) -> bool:
    """Put every state trigger whose condition holds and that neither waits nor is on the stack
    among the waiting triggers; True if any triggered."""
    state = game.state
    fired = False
    table = battlefield_chars(state)  # one cache check for the board (emblems: base chars)
    for oid in [*state.battlefield, *emblem_ids(state)]:
        source = state.objects[oid]
        view = table.get(oid) or chars(state, source)
        for ability in view.abilities:
            if not isinstance(ability, TriggeredAbility) or ability.trigger.event != STATE:
                continue
            condition = ability.trigger.condition
            if condition is None or _waiting_or_on_stack(game, oid, ability):
                continue
            if ability.intervening_if is not None and not game.condition(
                    ability.intervening_if, view.controller, oid, {}):
                continue  # "…, if ~ is an enchantment, …": checked as it would trigger (603.4)
            if game.condition(condition, view.controller, oid, {}):
                state.triggers.append(PendingTrigger(view.controller, oid, ability,
                                                     source.card.name))
                fired = True
    return fired


def _waiting_or_on_stack(game: GameServices, source: int, ability: TriggeredAbility) -> bool:
    state = game.state
    return any(t.source == source and t.ability == ability for t in state.triggers) or any(
        item.obj is None and item.source == source and item.ability == ability
        for item in state.stack)
