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
* ``player_hexproof`` / ``player_shroud`` — "You have hexproof." (Leyline of Sanctity; CR
  702.11d) / "You have shroud." (True Believer; 702.18d): the player can't be the target of
  spells or abilities their opponents control / of any spells or abilities (targets.py);
* ``one_spell_per_turn`` — "Each player can't cast more than one spell each turn." (Rule of
  Law; CR 101.2): a player who has cast a spell this turn is offered no other cast
  (priority.py).

A static ability says whom it binds with its ``affected`` reference: ``"you"`` (its
controller), ``"opponents"`` (each opponent of its controller) or ``"players"`` (everyone).
Statics are read from the permanents' current characteristics (layers.py), so a permanent that
lost its abilities (613.1f) stops the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import battlefield_chars
from cardtable.games.magic.model.zone_verbs_8 import EXTRA_LAND_PLAYS
from cardtable.games.magic.player_protection import TURN_PREFIX, life_cant_change, turn_rules
from cardtable.games.magic.state import TempEffect

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

PLAYER_RULES = frozenset({"cant_gain_life", "cant_lose", "cant_win", "player_hexproof",
                          "player_shroud", "one_spell_per_turn"})
PLAYER_AFFECTED = frozenset({"you", "opponents", "players"})


def _binds(game: GameServices, rule: str, player: int) -> bool:
    return _binds_in(game.state, rule, player)


def _binds_in(state: MagicState, rule: str, player: int) -> bool:
    for c in battlefield_chars(state).values():  # one cache check for the board
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


def untargetable_player(state: MagicState, player: int, by: int) -> bool:
    """CR 702.11d, 702.18d: ``player`` has hexproof (and ``by``, the controller of the spell
    or ability, is an opponent) or shroud now."""
    return _binds_in(state, "player_shroud", player) or (
        by != player and _binds_in(state, "player_hexproof", player))


def cast_limit_reached(game: GameServices, player: int) -> bool:
    """CR 101.2: "can't cast more than one spell each turn" binds ``player``, who has cast
    one already this turn."""
    return game.state.players[player].spells_cast_this_turn >= 1 and _binds(
        game, "one_spell_per_turn", player)


# -- extra land plays (CR 305.2; issue 29 round 8, EV1: model/zone_verbs_8.py) ----------------
# "You may play an additional land on each of your turns." (Exploration, Azusa) is a static
# rule ``extra_land_plays`` with ``amount`` N; "You may play [up to] N additional lands this
# turn." (Explore, Summer Bloom) gives the player a rule for the turn (TURN_PREFIX, as
# give_for_turn does) carrying the same amount. Each adds to the one land a player may play.


def give_land_plays_for_turn(state: MagicState, player: int, count: int, source: int) -> None:
    """611.2a, 514.2: ``player`` may play ``count`` more lands until this turn ends."""
    state.effects.append(TempEffect(state.new_timestamp(), m.ContinuousEffect(
        layer="rules", rule=TURN_PREFIX + EXTRA_LAND_PLAYS, amount=count), frozenset(),
        player, "end_of_turn", source))
    state.touch()


def land_plays_allowed(state: MagicState, player: int) -> int:
    """305.2, 305.2a: how many lands ``player`` may play this turn — one, plus each static
    "may play N additional lands" binding them (its printed N) and each "… this turn"."""
    allowed = 1
    for effect in turn_rules(state, player, EXTRA_LAND_PLAYS):
        allowed += effect.amount if isinstance(effect.amount, int) else 0
    for c in battlefield_chars(state).values():
        for ability in c.abilities:
            if not isinstance(ability, m.StaticAbility) or ability.condition is not None:
                continue
            for effect in ability.effects:
                if effect.layer == "rules" and effect.rule.partition(":")[0] == \
                        EXTRA_LAND_PLAYS and isinstance(effect.amount, int) and (
                            effect.affected == "players" or (
                                effect.affected == "you" and c.controller == player)):
                    allowed += effect.amount
    return allowed


def may_play_land(state: MagicState, player: int) -> bool:
    """305.2a, 305.2b: ``player`` has a land play left this turn."""
    played = state.players[player].lands_played
    return played < 1 or played < land_plays_allowed(state, player)
