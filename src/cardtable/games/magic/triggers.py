"""Triggered abilities (CR 603): noticing trigger events, "intervening if" (603.4),
leaves-the-battlefield look-back (603.10a), and putting triggers on the stack in APNAP order
(603.3b) the next time a player would receive priority.

Detection appends :class:`~cardtable.games.magic.state.PendingTrigger` rows; the game puts
them on the stack: the active player's first (each player ordering their own), then each other
player's in turn order, so the last player's end on top. Choosing modes and targets for each
happens as it is put on the stack (603.3c–d, MOD-2); one that cannot be put on the stack
legally is removed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.magic.abilities.model import TriggeredAbility
from cardtable.games.magic.layers import base_chars, chars, matches, matches_chars
from cardtable.games.magic.objects import COMMAND, GRAVEYARD, GameObject
from cardtable.games.magic.state import PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.game import MagicGame

STEP_EVENTS = {
    "upkeep": "upkeep", "draw": "draw_step", "main1": "precombat_main",
    "begin_combat": "beginning_of_combat", "end": "end_step",
}


def _add(game: MagicGame, source: GameObject, controller: int, ability: TriggeredAbility,
         event: dict[str, Any]) -> None:
    condition = ability.intervening_if
    if condition is not None and not game.condition(condition, controller, source.id, event):
        return  # 603.4: it does not trigger
    game.state.triggers.append(PendingTrigger(controller, source.id, ability, source.card.name,
                                              tuple(sorted(event.items()))))


def _abilities(game: MagicGame, obj: GameObject) -> list[TriggeredAbility]:
    return [a for a in chars(game.state, obj).abilities if isinstance(a, TriggeredAbility)]


def entered(game: MagicGame, new: GameObject) -> None:
    state = game.state
    for oid in state.battlefield:
        source = state.objects[oid]
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "enters":
                continue
            if trigger.subject == "self":
                if source is new:
                    _add(game, source, chars(state, source).controller, ability, {"it": new.id})
            elif trigger.filter is None or matches(state, new, trigger.filter,
                                                   chars(state, source).controller, source.id):
                _add(game, source, chars(state, source).controller, ability, {"it": new.id})


def left(game: MagicGame, old_id: int, to: str, card_obj: GameObject) -> None:
    """``old_id`` left the battlefield for ``to``; look back in time (603.10a): the object's
    own abilities as it last existed, and those of others that left at the same time."""
    state = game.state
    lki = state.lki[old_id]
    died = to == GRAVEYARD and "Creature" in lki.types
    events = ["leaves"] + (["dies"] if died else [])
    sources: list[tuple[GameObject, int, list[TriggeredAbility], bool]] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        sources.append((obj, chars(state, obj).controller, _abilities(game, obj), False))
    own = [a for a in base_chars(card_obj).abilities if isinstance(a, TriggeredAbility)]
    sources.append((card_obj, lki.controller, own, True))
    for other_obj, other_controller, other_abilities in game.leaving_batch:
        if other_obj.id != old_id:
            sources.append((other_obj, other_controller, other_abilities, False))
    for source, controller, abilities, is_self in sources:
        for ability in abilities:
            trigger = ability.trigger
            if trigger.event not in events:
                continue
            if trigger.subject == "self":
                if is_self:
                    _add(game, _as_source(card_obj, old_id), controller, ability,
                         {"it": old_id, "to": to})
                continue
            if trigger.filter is not None and not _lki_matches(game, card_obj, lki, trigger,
                                                               controller, source.id):
                continue
            _add(game, source, controller, ability, {"it": old_id, "to": to})


def _as_source(card_obj: GameObject, old_id: int) -> GameObject:
    copy = card_obj.copy()
    copy.id = old_id
    return copy


def _lki_matches(game: MagicGame, card_obj: GameObject, lki: Any, trigger: Any, you: int,
                 source_id: int) -> bool:
    c = base_chars(card_obj)
    c.types, c.subtypes, c.colors = lki.types, lki.subtypes, lki.colors
    c.power, c.toughness, c.controller = lki.power, lki.toughness, lki.controller
    probe = card_obj.copy()
    probe.id = lki.id
    probe.token = lki.token
    return matches_chars(game.state, probe, c, trigger.filter, you, source_id)


def step_began(game: MagicGame, step: str) -> None:
    event = STEP_EVENTS.get(step)
    if event is None:
        return
    state = game.state
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != event:
                continue
            whose = trigger.whose
            if (whose == "you" and state.active != controller) or (
                    whose == "opponent" and state.active == controller):
                continue
            _add(game, source, controller, ability, {"player": state.active})


def attacked(game: MagicGame, attackers: dict[int, Any]) -> None:
    state = game.state
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "attacks":
                continue
            for attacker, defender in attackers.items():
                defending = _defending_player(game, defender)
                if trigger.subject == "self":
                    if attacker == oid:
                        _add(game, source, controller, ability,
                             {"it": attacker, "defending": defending})
                elif trigger.filter is None or matches(
                        state, state.objects[attacker], trigger.filter, controller, oid):
                    _add(game, source, controller, ability,
                         {"it": attacker, "defending": defending})


def _defending_player(game: MagicGame, defender: Any) -> int:
    if isinstance(defender, str):
        return int(defender[1:])
    obj = game.state.objects.get(defender)
    return chars(game.state, obj).controller if obj is not None else -1


def _from_command_zone(ability: TriggeredAbility) -> bool:
    """An ability that says it works from the command zone (CR 113.6, eminence): "if ~ is in
    the command zone or on the battlefield"."""
    condition = ability.intervening_if
    return (condition is not None and condition.kind == "self_in_zones"
            and COMMAND in condition.zone.split(","))


def cast(game: MagicGame, spell_obj: GameObject, caster: int) -> None:
    state = game.state
    commanded = [oid for p in state.players for oid in state.zone(p.index, COMMAND)]
    for oid in list(state.battlefield) + commanded:
        source = state.objects[oid]
        controller = chars(state, source).controller
        in_command = source.zone == COMMAND
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "cast":
                continue
            if in_command and not _from_command_zone(ability):
                continue
            if trigger.whose == "you" and caster != controller:
                continue
            if trigger.whose == "opponent" and caster == controller:
                continue
            if trigger.filter is not None and not matches_chars(
                    state, spell_obj, base_chars(spell_obj), trigger.filter, controller, oid):
                continue
            _add(game, source, controller, ability, {"it": spell_obj.id, "player": caster})


def combat_damage_to_player(game: MagicGame, source_id: int | None, player: int) -> None:
    """"Whenever ~ / a FILTER deals combat damage to a player" (510.3a)."""
    state = game.state
    if source_id is None:
        return
    dealer = state.objects.get(source_id)
    if dealer is None:
        return
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "deals_combat_damage_to_player":
                continue
            if trigger.subject == "self":
                if oid != source_id:
                    continue
            elif trigger.filter is not None and not matches(state, dealer, trigger.filter,
                                                            controller, oid):
                continue
            _add(game, source, controller, ability,
                 {"it": source_id, "player": player, "defending": player})


def discarded(game: MagicGame, player: int) -> None:
    """"Whenever a player/an opponent/you discard(s) a card" (701.9)."""
    _player_event(game, "discard", player, {"player": player})


def _player_event(game: MagicGame, event: str, player: int, data: dict[str, Any]) -> None:
    state = game.state
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != event:
                continue
            if (trigger.whose == "you" and player != controller) or (
                    trigger.whose == "opponent" and player == controller):
                continue
            _add(game, source, controller, ability, dict(data))


def life_gained(game: MagicGame, player: int, amount: int) -> None:
    state = game.state
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            if ability.trigger.event == "gain_life" and (
                    ability.trigger.whose != "you" or player == controller):
                _add(game, source, controller, ability, {"player": player, "amount": amount})
