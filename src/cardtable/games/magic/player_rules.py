"""Static rule changes that act on players rather than objects (CR 101.2: the "can't" wins):

* ``cant_gain_life`` — "Players can't gain life." (Witch Hunt; CR 119.7): a life gain event
  affecting that player doesn't happen (lifelink included, 702.15b) and no "whenever you gain
  life" ability triggers (119.9: no life was gained);
* ``cant_lose`` — "your opponents can't lose the game" (Abyssal Persecutor; CR 104.3): the
  state-based actions (704.5a-c) and effects saying the player loses (104.3e, ``LoseGame``)
  don't make that player lose; conceding still does (104.3a);
* ``cant_win`` — "You can't win the game" (CR 104.2b): only an effect that says a player wins
  is stopped; 104.2a (all opponents left) overrides it. The engine has no "wins the game"
  effect yet, so nothing else reads it.

A static ability says whom it binds with its ``affected`` reference: ``"you"`` (its
controller), ``"opponents"`` (each opponent of its controller) or ``"players"`` (everyone).
Statics are read from the permanents' current characteristics (layers.py), so a permanent that
lost its abilities (613.1f) stops the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import chars
from cardtable.games.magic.player_protection import life_cant_change, turn_rules

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

PLAYER_RULES = frozenset({"cant_gain_life", "cant_lose", "cant_win"})
PLAYER_AFFECTED = frozenset({"you", "opponents", "players"})


def _binds(game: GameServices, rule: str, player: int) -> bool:
    state = game.state
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        for ability in c.abilities:
            if not isinstance(ability, m.StaticAbility) or ability.condition is not None:
                continue
            for effect in ability.effects:
                if effect.layer != "rules" or effect.rule != rule:
                    continue
                if effect.affected == "players" or (
                        effect.affected == "you" and c.controller == player) or (
                        effect.affected == "opponents" and c.controller != player):
                    return True
    return False


def cant_gain_life(game: GameServices, player: int) -> bool:
    """CR 119.7: a static ability says ``player`` can't gain life."""

    return _binds(game, "cant_gain_life", player) or life_cant_change(game.state, player) \
        or bool(turn_rules(game.state, player, "cant_gain_life"))  # "… this turn" (Skullcrack)


def cant_lose(game: GameServices, player: int) -> bool:
    """CR 104.3: a static ability says ``player`` can't lose the game (not by conceding)."""
    return _binds(game, "cant_lose", player)


def cant_win(game: GameServices, player: int) -> bool:
    """CR 104.2b: a static ability says ``player`` can't win the game."""
    return _binds(game, "cant_win", player)
