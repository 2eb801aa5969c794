"""Commander-era player designations (issue 29): the monarch (CR 722) and the city's blessing
(ascend, CR 702.131). The words are ``oracle/designations_families.py``; the data
``model/designations.py``; the state ``MagicState.monarch`` and ``MagicState.city_blessing``.

* **The monarch** (CR 722): "you become the monarch" takes the designation from whoever had it
  (722.3). The monarch's two inherent triggered abilities (722.2) are put on the stack like any
  trigger: at the beginning of the monarch's end step they draw a card, and whenever a creature
  deals combat damage to the monarch, its controller becomes the monarch. A monarch who leaves
  the game hands it to the active player, or to the next player in turn order if the active
  player is the one leaving (722.4).
* **The city's blessing** (CR 702.131): ascend on a permanent gives its controller the blessing
  any time they control ten or more permanents (702.131b, checked with the state-based actions
  and by every condition that asks); ascend on an instant or sorcery gives it as the spell
  resolves (702.131a, asked by the spell's own "If you have the city's blessing"). Once had, it
  is kept for the rest of the game (702.131a) — even with fewer permanents later.

Both are public: every player's view shows who is the monarch and who has the blessing.

This module reads the state only; the callers pass what they can compute (the permanents a
player controls, whether an object has ascend), as :mod:`.conditions_more` does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.model.designations import (
    ASCEND_PERMANENTS,
    CITY_BLESSING,
    COMPLETED_DUNGEON,
    DAMAGING_CONTROLLER,
    MONARCH,
    PAIRED,
)
from cardtable.games.magic.state import MagicState, PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

MONARCH_SOURCE = 0
"""The source id of the monarch's inherent triggered abilities (CR 722.2): no object has them
(ids start at 1)."""
MONARCH_NAME = "the monarch"
MONARCH_DRAW = m.TriggeredAbility(m.Trigger("end_step", whose="you"), (m.DrawCards(1),),
                                  text="At the beginning of the monarch's end step, that player "
                                       "draws a card.")
"""CR 722.2: the monarch draws a card at the beginning of their end step."""
MONARCH_STEAL = m.TriggeredAbility(m.Trigger("deals_combat_damage_to_player"),
                                   (m.BecomeMonarch(who=DAMAGING_CONTROLLER),),
                                   text="Whenever a creature deals combat damage to the "
                                        "monarch, its controller becomes the monarch.")
"""CR 722.2: the controller of a creature that dealt combat damage to the monarch becomes the
monarch (the monarch controls the trigger; its event names the creature's controller)."""

Controlled = Callable[[int], int]
"""How many permanents a player controls (the caller's count, through the layers)."""
HasAscend = Callable[[int], bool]
"""Whether the object with this id has ascend (the caller's characteristics)."""


def designation_holds(state: MagicState, condition: m.Condition, player: int, source: int,
                      controlled: Controlled | None = None,
                      has_ascend: HasAscend | None = None) -> bool:
    """Whether ``condition`` (a kind of ``DESIGNATION_CONDITIONS``) holds for ``player``,
    before ``negate``: "you're the monarch" (722.1) or "you have the city's blessing"
    (702.131a). The object ``source`` with ascend whose controller controls ten or more
    permanents gives the blessing at that moment (702.131a-b), so the spell that asks it as it
    resolves, and the permanent whose static asks it, both see it."""
    if condition.kind == MONARCH:
        return state.monarch == player
    if condition.kind == PAIRED:  # "as long as ~ is paired with another creature" (702.95b)
        return source in state.paired
    if condition.kind == COMPLETED_DUNGEON:  # "you've completed a dungeon" (309.7)
        return state.dungeons_completed.get(player, 0) > 0
    if condition.kind == CITY_BLESSING:
        if player in state.city_blessing:
            return True
        return (has_ascend is not None and controlled is not None and has_ascend(source)
                and controlled(player) >= ASCEND_PERMANENTS)
    return False


def grant_city_blessing(game: GameServices, player: int) -> bool:
    """``player`` gets the city's blessing for the rest of the game (702.131a); ``True`` if
    they did not have it."""
    state = game.state
    if player in state.city_blessing or state.players[player].left:
        return False
    state.city_blessing = state.city_blessing | {player}
    state.touch()  # statics ask it (611.3a)
    game.log("city_blessing", player)
    return True


def ascend_check(game: GameServices, ascending: Callable[[], list[int]],
                 controlled: Controlled) -> None:
    """702.131b: each player who controls a permanent with ascend (``ascending()``: their
    indices, one per such permanent) and ten or more permanents gets the city's blessing."""
    state = game.state
    for player in set(ascending()):
        if player not in state.city_blessing and controlled(player) >= ASCEND_PERMANENTS:
            grant_city_blessing(game, player)


def become_monarch(game: GameServices, player: int) -> None:
    """``player`` becomes the monarch (722.1); whoever was stops being it (722.3)."""
    state = game.state
    if state.players[player].left or state.monarch == player:
        return
    state.monarch = player
    state.touch()
    game.log("monarch", player)


def monarch_end_step(game: GameServices) -> None:
    """722.2: at the beginning of the monarch's end step, the monarch's inherent ability
    triggers (called as the end step begins)."""
    state = game.state
    if state.monarch is not None and state.monarch == state.active:
        state.triggers.append(PendingTrigger(state.monarch, MONARCH_SOURCE, MONARCH_DRAW,
                                             MONARCH_NAME, (("player", state.monarch),)))


def monarch_damaged(game: GameServices, creature_controller: int, player: int) -> None:
    """722.2: a creature dealt combat damage to ``player``; if ``player`` is the monarch, the
    monarch's trigger waits to be put on the stack (they control it; it names the creature's
    controller)."""
    state = game.state
    if state.monarch is not None and state.monarch == player:
        state.triggers.append(PendingTrigger(player, MONARCH_SOURCE, MONARCH_STEAL, MONARCH_NAME,
                                             ((DAMAGING_CONTROLLER, creature_controller),
                                              ("player", player))))


def monarch_left(state: MagicState, leaving: int) -> None:
    """722.4: the monarch left the game: the active player becomes the monarch, or, if the
    active player is the one leaving, the next player in turn order."""
    if state.monarch != leaving:
        return
    count = len(state.players)
    order = [(state.active + i) % count for i in range(count)]
    heirs = [p for p in order if p != leaving and not state.players[p].left]
    state.monarch = heirs[0] if heirs else None
    state.touch()


Yours = Callable[[int], bool]
"""Whether the object with this id is a creature on the battlefield the player controls (the
caller's characteristics)."""


def can_pair(state: MagicState, source: int, other: int | None, yours: Yours) -> bool:
    """Soulbond's intervening "if" (702.95a): ``source`` is an unpaired creature you control,
    and so is ``other`` (the creature that entered) — or, with none, some other creature."""
    if source in state.paired or not yours(source):
        return False
    if other is not None:
        return other != source and other not in state.paired and yours(other)
    return any(oid != source and oid not in state.paired and yours(oid)
               for oid in state.battlefield)


def pair(game: GameServices, first: int, second: int) -> None:
    """702.95a: the two creatures become paired (each is "paired with" the other, 702.95b)."""
    state = game.state
    state.paired[first] = second
    state.paired[second] = first
    state.touch()
    game.log("paired", None, creatures=[state.objects[first].card.name,
                                         state.objects[second].card.name])


def unpair_check(game: GameServices, still: Callable[[int, int], bool]) -> None:
    """702.95c-e: a pair ends as either creature leaves the battlefield, stops being a creature,
    or the two no longer have the same controller (``still(a, b)`` is the caller's check)."""
    state = game.state
    for first, second in list(state.paired.items()):
        if first in state.paired and not still(first, second):
            state.paired.pop(first, None)
            state.paired.pop(second, None)
            state.touch()
