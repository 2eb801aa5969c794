"""Rules a resolved spell gives a player for a while (CR 611.2a; Teferi's Protection):

* ``life_cant_change`` — "your life total can't change": the player can neither gain nor lose
  life (119.7, 119.8): a life gain event doesn't happen, life loss doesn't happen (damage is
  still dealt, 120.3a, but costs them no life), and a cost that involves paying life can't be
  paid (119.8; paying 0 life always can, 119.4b).
* ``protection_everything`` — "you gain protection from everything" (702.16j): the player
  can't be targeted by spells or abilities (702.16b), can't be enchanted by Auras (702.16c:
  an Aura attached to them goes to its owner's graveyard as a state-based action, 704.5m),
  and all damage that would be dealt to them is prevented (702.16e). Protection on a player
  does not stop creatures from attacking them (702.16 names no such rule).

Each is a :class:`~cardtable.games.magic.state.TempEffect` in ``state.effects`` with layer
``"rules"``, no affected objects and the player as its controller, lasting
``"until_your_next_turn"`` (ended by turn.py as that player's turn begins, 611.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import ContinuousEffect, Filter
from cardtable.games.magic.state import TempEffect

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

LIFE_CANT_CHANGE = "life_cant_change"
PROTECTION_EVERYTHING = "protection_everything"


def _has(state: MagicState, player: int, rule: str) -> bool:
    return any(e.effect.layer == "rules" and e.effect.rule == rule and e.controller == player
               and not e.affected for e in state.effects)


def life_cant_change(state: MagicState, player: int) -> bool:
    """CR 119.7-119.8: ``player``'s life total can't change now."""
    return bool(state.effects) and _has(state, player, LIFE_CANT_CHANGE)


def protected_from_everything(state: MagicState, player: int) -> bool:
    """CR 702.16j: ``player`` has protection from everything now."""
    return bool(state.effects) and _has(state, player, PROTECTION_EVERYTHING)


def payable_life(state: MagicState, player: int) -> int:
    """How much life ``player`` could pay now: none while their life total can't change
    (119.8), else their life total (119.4)."""
    return 0 if life_cant_change(state, player) else max(0, state.players[player].life)


def give(state: MagicState, player: int, rules: tuple[str, ...], duration: str) -> None:
    """Start the rules ``rules`` for ``player`` (611.2a), one effect each."""
    for rule in rules:
        state.effects.append(TempEffect(state.new_timestamp(),
                                        ContinuousEffect(layer="rules", rule=rule),
                                        frozenset(), player, duration))
    state.touch()


# -- rules for the rest of the turn (issue 29, h6-B; model/player_restrictions.py) -------------
# "Players can't gain life this turn." (Skullcrack, CR 119.7), "Target player can't play lands
# this turn." (305.2), "Your opponents can't cast [creature / noncreature] spells this turn."
# (101.2). Each is a TempEffect like the shields above, its rule prefixed with ``TURN_PREFIX``,
# its ``effect.filter`` the class of spells for a cast rule, ending with the turn (514.2).
TURN_PREFIX = "turn:"


def give_for_turn(state: MagicState, player: int, rule: str,
                  spells: Filter | None = None) -> None:
    """Start ``rule`` for ``player`` until end of turn (611.2a)."""
    state.effects.append(TempEffect(state.new_timestamp(), ContinuousEffect(
        layer="rules", rule=TURN_PREFIX + rule, filter=spells), frozenset(), player,
        "end_of_turn"))
    state.touch()


def turn_rules(state: MagicState, player: int, rule: str) -> list[ContinuousEffect]:
    """The effects of ``rule`` binding ``player`` for this turn (none: an empty list)."""
    if not state.effects:
        return []
    name = TURN_PREFIX + rule
    return [e.effect for e in state.effects if e.effect.layer == "rules"
            and e.effect.rule == name and e.controller == player and not e.affected]


def cast_forbidden(state: MagicState, player: int, types: frozenset[str]) -> bool:
    """CR 101.2: a rule for this turn says ``player`` can't cast a spell with card types
    ``types`` (a class with ``types`` / ``not_types``; no class: every spell)."""
    for effect in turn_rules(state, player, "cant_cast"):
        f = effect.filter
        if f is None or ((not f.types or any(t in types for t in f.types))
                         and not any(t in types for t in f.not_types)):
            return True
    return False
