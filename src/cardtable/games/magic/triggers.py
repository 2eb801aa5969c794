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

from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.conditions_7 import end_untapped
from cardtable.games.magic.delayed import step_began as delayed_step_began
from cardtable.games.magic.designations import monarch_damaged, monarch_end_step
from cardtable.games.magic.emblems import emblem_ids
from cardtable.games.magic.frames import ResolveFrame
from cardtable.games.magic.keyword_casts import creature_died, suspend_upkeep
from cardtable.games.magic.layers import base_chars, chars, matches, matches_chars
from cardtable.games.magic.model import (
    Filter,
    ReturnFromGraveyard,
    StaticAbility,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.model.vocabulary import NO_TRIGGERS
from cardtable.games.magic.objects import BATTLEFIELD, COMMAND, EXILE, GRAVEYARD, GameObject
from cardtable.games.magic.state import MagicState, PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

STEP_EVENTS = {
    "upkeep": "upkeep", "draw": "draw_step", "main1": "precombat_main",
    "begin_combat": "beginning_of_combat", "end": "end_step",
}
ATTACHED = ("enchanted", "equipped")
FIRST_EACH_TURN = "first_each_turn"  # h8-trg: Trigger.wording, oracle.trigger_events_8
ONE_OR_MORE = "one_or_more"  # h9-TRG: a batched block event (oracle.trigger_events_9)
INSTANT_OR_SORCERY = "instant_or_sorcery"  # h9-TRG: Trigger.rider (oracle.trigger_events_9)
"""The trigger subjects an Aura or an Equipment names: the permanent it is attached to."""


def _with_emblems(state: Any, battlefield: list[int]) -> list[int]:
    """The permanents, then the emblems (CR 114.4: an emblem's triggered abilities work from
    the command zone)."""

    return [*battlefield, *emblem_ids(state)]


def _add(game: GameServices, source: GameObject, controller: int, ability: TriggeredAbility,
         event: dict[str, Any]) -> None:
    condition = ability.intervening_if
    if condition is not None and not game.condition(condition, controller, source.id, event):
        return  # 603.4: it does not trigger
    if ability.once_each_turn:  # "This ability triggers only once each turn." (EV2)
        key = (game.state.turn, source.id, ability)
        if key in game.state.triggered_once:
            return
        game.state.triggered_once.add(key)
    game.state.triggers.append(PendingTrigger(controller, source.id, ability, source.card.name,
                                              tuple(sorted(event.items()))))


def _abilities(game: GameServices, obj: GameObject) -> list[TriggeredAbility]:
    return [a for a in chars(game.state, obj).abilities if isinstance(a, TriggeredAbility)]


def _quiet(state: MagicState, rules: set[str] | frozenset[str], event: str) -> bool:
    """"Creatures entering the battlefield [or dying] don't cause abilities to trigger."
    (Torpor Orb, Hushbringer; CR 603.2): the object's rules hold ``no_triggers:EVENTS``."""
    return any(r.startswith(NO_TRIGGERS + ":") and event in r.partition(":")[2].split(",")
               for r in rules)


def _dying_quiet(state: MagicState) -> bool:
    """Whether a permanent on the battlefield says creatures dying trigger nothing (its rule
    names creatures: the object that died is already gone, 603.10a)."""
    for oid in state.battlefield:
        for ability in chars(state, state.objects[oid]).abilities:
            if isinstance(ability, StaticAbility) and any(
                    e.rule.startswith(NO_TRIGGERS + ":") and "dies" in e.rule
                    for e in ability.effects):
                return True
    return False


def entered(game: GameServices, new: GameObject) -> None:
    state = game.state
    if _quiet(state, chars(state, new).rules, "enters"):
        return  # Torpor Orb: nothing triggers on it entering (CR 603.2)
    if not new.tapped:  # "When ~ enters untapped" (CR 603.6a)
        for ability in _abilities(game, new):
            if ability.trigger.event == "enters_untapped" and ability.trigger.subject == "self":
                _add(game, new, chars(state, new).controller, ability, {"it": new.id})
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "enters" or (trigger.subject != "self"
                                             and returns_self_from_graveyard(ability)):
                continue  # one returning its card works from the graveyard only (113.6k)
            if trigger.subject == "self":
                if source is new:
                    _add(game, source, chars(state, source).controller, ability, {"it": new.id})
            elif trigger.filter is None or matches(state, new, trigger.filter,
                                                   chars(state, source).controller, source.id):
                event: dict[str, Any] = {"it": new.id}
                if trigger.filter is not None and trigger.filter.controller == "opponent":
                    # h9-TRG: "… enters under an opponent's control, if that player …" (603.4)
                    event["player"] = chars(state, new).controller
                _add(game, source, chars(state, source).controller, ability, event)
    graveyard_enters(game, new)


def left(game: GameServices, old_id: int, to: str, card_obj: GameObject) -> None:
    """``old_id`` left the battlefield for ``to``; look back in time (603.10a): the object's
    own abilities as it last existed, and those of others that left at the same time."""
    state = game.state
    lki = state.lki[old_id]
    died = to == GRAVEYARD and "Creature" in lki.types
    quiet = died and _dying_quiet(state)  # Hushbringer (CR 603.2; h7-sta)
    if died and not quiet:  # cards with recover in that graveyard (702.59a)
        creature_died(game, card_obj.owner, state.moved.get(old_id))
    events = ["leaves"] + (["dies"] if died and not quiet else [])
    if to == GRAVEYARD and not quiet:  # "is put into a graveyard from the battlefield" (700.4)
        events.append("put_into_graveyard")
    if to == EXILE:  # "is put into exile from the battlefield" (the God-Eternals; round 8, EV1)
        events.append("put_into_exile")
    sources: list[tuple[GameObject, int, list[TriggeredAbility], bool]] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        sources.append((obj, chars(state, obj).controller, _abilities(game, obj), False))
    own = [a for a in base_chars(card_obj).abilities if isinstance(a, TriggeredAbility)]
    printed = list(own)
    for ability in lki.triggered:  # granted ones as it last existed (603.10a; Mathas)
        if ability in printed:
            printed.remove(ability)
        else:
            own.append(ability)
    sources.append((card_obj, lki.controller, own, True))
    for other_obj, other_controller, other_abilities in game.leaving_batch:
        # one that has not moved yet is still on the battlefield, already a source above
        if other_obj.id != old_id and other_obj.id not in state.objects:
            sources.append((other_obj, other_controller, other_abilities, False))
    for source, controller, abilities, is_self in sources:
        for ability in abilities:
            trigger = ability.trigger
            if trigger.event not in events:
                continue
            if trigger.subject == "self":
                if is_self and not (trigger.filter is not None and trigger.filter.owner == "you"
                                    and card_obj.owner != controller):  # h8-trg: "your graveyard"
                    _add(game, _as_source(card_obj, old_id), controller, ability,
                         {"it": old_id, "to": to})
                continue
            if trigger.subject in ATTACHED:  # "Whenever equipped creature dies", "When
                # enchanted creature dies" (603.10a: attached as it left)
                if not is_self and source.id in lki.attachments:
                    _add(game, source, controller, ability, {"it": old_id, "to": to})
                continue
            if trigger.filter is not None and not _lki_matches(game, card_obj, lki, trigger,
                                                               controller, source.id):
                continue
            _add(game, source, controller, ability, {"it": old_id, "to": to})


def _as_source(card_obj: GameObject, old_id: int) -> GameObject:
    copy = card_obj.copy()
    copy.id = old_id
    return copy


def _lki_matches(game: GameServices, card_obj: GameObject, lki: Any, trigger: Any, you: int,
                 source_id: int) -> bool:
    c = base_chars(card_obj)
    c.types, c.subtypes, c.colors = lki.types, lki.subtypes, lki.colors
    c.power, c.toughness, c.controller = lki.power, lki.toughness, lki.controller
    probe = card_obj.copy()
    probe.id = lki.id
    probe.token = lki.token
    return matches_chars(game.state, probe, c, trigger.filter, you, source_id)


def step_began(game: GameServices, step: str) -> None:
    state = game.state
    if step == "upkeep":  # "since the beginning of your last upkeep" (echo, 702.30a)
        latest = state.upkeep_marks.get(state.active, (-1, -1))[1]
        state.upkeep_marks[state.active] = (latest, state.timestamp)

    delayed_step_began(game, step)  # 603.7 (any step: "at end of combat", 511.2)
    if step == "upkeep":
        suspend_upkeep(game)  # suspended cards in exile (702.62a)
    event = STEP_EVENTS.get(step)
    if event is None:
        return
    if step == "end":  # the monarch draws (CR 722.2; designations.py, issue 29)
        monarch_end_step(game)
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != event or returns_self_from_graveyard(ability):
                continue  # one returning its card works from the graveyard only (113.6k)
            whose = trigger.whose
            if (whose == "you" and state.active != controller) or (
                    whose == "opponent" and state.active == controller):
                continue
            if whose == "enchanted_player" and source.attached_player != state.active:
                continue  # "enchanted player's upkeep" (303.4b)
            if whose == "enchanted_controller" and not (
                    source.attached_to in state.objects and chars(
                        state, state.objects[source.attached_to]).controller == state.active):
                continue  # "the upkeep of enchanted creature's controller" (303.4)
            _add(game, source, controller, ability, {"player": state.active})
    graveyard_steps(game, event)


ATTACK_EVENTS = frozenset({"attacks", "attacks_alone", "attacks_most_life",
                           "attacks_with_greater_power", "attacks_battalion"})


def attacked(game: GameServices, attackers: dict[int, Any]) -> None:
    """Attackers were declared (508.1, 508.3a). Besides "attacks": "attacks alone" (506.5,
    exalted 702.83a), "attacks the player with the most life or tied for most life" (dethrone
    702.105a) and "attacks with another creature with greater power" (training 702.149a).
    The event records how many opponents were attacked this combat (melee 702.121a)."""
    state = game.state
    attacked_players = {d for d in attackers.values() if isinstance(d, str)}
    most_life = max((state.players[p].life for p in state.in_game()), default=0)
    for oid in _with_emblems(state, list(state.battlefield)):  # h8-trg: "attacks this turn"
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event in PLAYER_ATTACKED_EVENTS:
                _player_attacked(game, source, controller, ability, attackers)
                continue
            if trigger.event == "attack_batch":
                _attack_batch(game, oid, controller, ability, attackers)
                continue
            if trigger.event not in ATTACK_EVENTS:
                continue
            if trigger.event == "attacks_alone" and len(attackers) != 1:
                continue
            if trigger.event == "attacks_battalion" and len(attackers) < 3:
                continue  # "~ and at least two other creatures attack" (702.101a)
            for attacker, defender in attackers.items():
                defending = _defending_player(game, defender)
                if trigger.whose == "enchanted_player" and (  # "attacks enchanted player"
                        source.attached_player is None
                        or defender != f"p{source.attached_player}"):
                    continue
                if trigger.whose == "attacked_you" and defending != controller:
                    continue  # "attacks you or a planeswalker you control" (506.2)
                if trigger.whose == "attacked_you_only" and defender != f"p{controller}":
                    continue  # "attacks you" (h7-trg; 506.2)
                if trigger.whose == "opponent" and defending not in state.opponents(
                        controller):  # "attacks one of your opponents or a planeswalker an
                    continue          # opponent controls" (506.2a, 802)
                if trigger.event == "attacks_most_life" and not (
                        isinstance(defender, str)
                        and state.players[defending].life == most_life):
                    continue
                if trigger.event == "attacks_with_greater_power" and not _with_greater(
                        game, attacker, attackers):
                    continue
                event = {"it": attacker, "defending": defending,
                         "opponents_attacked": len(attacked_players),
                         "attacked": defender}  # EV2: whom it attacks, as it was declared
                if trigger.subject == "self":
                    if attacker == oid:
                        _add(game, source, controller, ability, event)
                elif trigger.subject in ATTACHED:  # "Whenever equipped creature attacks"
                    if source.attached_to == attacker:
                        _add(game, source, controller, ability, event)
                elif trigger.filter is None or matches(
                        state, state.objects[attacker], trigger.filter, controller, oid):
                    _add(game, source, controller, ability, event)


PLAYER_ATTACKED_EVENTS = frozenset({"player_attacked", "attacks_player_with_creatures"})


def _player_attacked(game: GameServices, source: GameObject, controller: int,
                     ability: TriggeredAbility, attackers: dict[int, Any]) -> None:
    """"Whenever enchanted player is attacked" / "Whenever a player attacks enchanted player
    with one or more creatures" (CR 508.1, 603.2): once per combat in which one or more
    creatures attack that player (not their planeswalkers); "that player" is the enchanted
    player, "that attacking player" the one who attacked."""
    player = source.attached_player
    if ability.trigger.whose != "enchanted_player" or player is None:
        return
    if any(defender == f"p{player}" for defender in attackers.values()):
        _add(game, source, controller, ability, {"player": player, "defending": player,
                                                 "attacker_player": game.state.active})


def _attack_batch(game: GameServices, source_id: int, controller: int,
                  ability: TriggeredAbility, attackers: dict[int, Any]) -> None:
    """"Whenever you attack", "Whenever one or more Vampires you control attack", "Whenever
    you attack with three or more creatures" (CR 508.1, 603.2c): once per declaration of
    attackers in which at least ``at_least`` attacking creatures match the filter (and, for
    "you", the attacking player is the controller); "that many" is how many matched."""
    state = game.state
    trigger = ability.trigger
    if trigger.whose == "you" and state.active != controller:
        return
    if trigger.whose == "attacked_you_only":  # "… attack you" (h7-trg; 506.2)
        attackers = {a: d for a, d in attackers.items() if d == f"p{controller}"}
    matching = tuple(a for a in attackers if a in state.objects and (
        trigger.filter is None or matches(state, state.objects[a], trigger.filter,
                                          controller, source_id)))
    if matching and len(matching) >= trigger.at_least:
        _add(game, state.objects[source_id], controller, ability,
             {"amount": len(matching), "attackers": matching})


def _with_greater(game: GameServices, attacker: int, attackers: dict[int, Any]) -> bool:
    state = game.state
    power = chars(state, state.objects[attacker]).power
    return any(chars(state, state.objects[other]).power > power
               for other in attackers if other != attacker and other in state.objects)


def blocks_declared(game: GameServices) -> None:
    """Blockers were declared (509.1, 509.2a-509.3): "blocks" for each blocking creature,
    "becomes blocked" for each blocked attacker (509.3c; bushido 702.45a, rampage 702.23a,
    afflict 702.130a) and "becomes blocked by FILTER" once per such blocker (flanking 702.25a);
    "it" is the blocker for "blocks"/"blocked by", the attacker for "becomes blocked"."""
    state = game.state
    pairs = [(b, a) for b, a in state.blockers.items()
             if b in state.objects and a in state.objects] + [
        (b, a) for b, extra in state.extra_blocks.items() for a in extra
        if b in state.objects and a in state.objects]  # 509.1a: several attackers
    blocked = [a for a in state.attackers if a in state.blocked and a in state.objects]
    for oid in _with_emblems(state, list(state.battlefield)):  # h8-trg: "blocks this turn"
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event == "attacks_unblocked":  # 509.1h: no creature blocks it
                for attacker in state.attackers:
                    if attacker in state.objects and attacker not in state.blocked and \
                            _subject_ok(game, trigger, oid, attacker, controller):
                        _add(game, source, controller, ability, {
                            "it": attacker,
                            "defending": _defending_player(game, state.attackers[attacker])})
                continue
            if trigger.event == "blocks_creature":  # "blocks a creature [with flying]"
                for blocker, attacker in pairs:
                    if blocker == oid and (trigger.filter is None or matches(
                            state, state.objects[attacker], trigger.filter, controller, oid)):
                        _add(game, source, controller, ability, {"it": attacker,
                                                                 "blocker": blocker})
                        if trigger.wording == ONE_OR_MORE:  # h9-TRG: one event (603.2c)
                            break
                continue
            if trigger.event not in ("blocks", "becomes_blocked", "blocked_by"):
                continue
            if trigger.event == "becomes_blocked":
                for attacker in blocked:
                    if _subject_ok(game, trigger, oid, attacker, controller):
                        _add(game, source, controller, ability, {
                            "it": attacker,
                            "defending": _defending_player(game, state.attackers[attacker])})
                continue
            for blocker, attacker in pairs:
                if trigger.event == "blocks":
                    fires = _subject_ok(game, trigger, oid, blocker, controller)
                else:  # "blocked_by": this attacker, by a blocker matching the filter
                    fires = attacker == oid and (trigger.filter is None or matches(
                        state, state.objects[blocker], trigger.filter, controller, oid))
                if fires:
                    _add(game, source, controller, ability, {"it": blocker,
                                                             "attacker": attacker})
                    if trigger.wording == ONE_OR_MORE:  # h9-TRG: one event (603.2c)
                        break


def _subject_ok(game: GameServices, trigger: Any, source_id: int, oid: int, you: int) -> bool:
    if trigger.subject == "self":
        return oid == source_id
    if trigger.subject in ATTACHED:  # "enchanted creature" / "equipped creature" (303.4, 301.5)
        source = game.state.objects.get(source_id)
        return source is not None and source.attached_to == oid
    return trigger.filter is None or matches(game.state, game.state.objects[oid],
                                             trigger.filter, you, source_id)


def _defending_player(game: GameServices, defender: Any) -> int:
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


def cast(game: GameServices, spell_obj: GameObject, caster: int) -> None:
    state = game.state
    for ability in _abilities(game, spell_obj):  # "When you cast this spell" (601.2i, 603.2)
        if ability.trigger.event == "cast_self":
            _add(game, spell_obj, caster, ability, {"it": spell_obj.id, "player": caster})
    commanded = [oid for p in state.players for oid in state.zone(p.index, COMMAND)]
    for oid in list(state.battlefield) + commanded:
        source = state.objects[oid]
        controller = chars(state, source).controller
        in_command = source.zone == COMMAND
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event == "cast_targeting_self":  # heroic: "a spell that targets ~"
                if caster != controller or in_command or not _spell_targets(
                        state, spell_obj.id, oid):
                    continue
                _add(game, source, controller, ability, {"it": spell_obj.id, "player": caster})
                continue
            if trigger.event not in ("cast", "cast_second", "cast_first", "cast_or_copy",
                                     "cast_first_opponents_turn"):
                continue
            if trigger.event == "cast_first_opponents_turn" and (
                    state.active == caster or not _first_of_turn(state, caster, trigger)):
                continue  # "your first spell during each opponent's turn" (603.2)
            if trigger.event == "cast_second" and \
                    state.players[caster].spells_cast_this_turn != 2:
                continue  # "their second spell each turn" (counted as it became cast)
            if trigger.event == "cast_first" and not _first_of_turn(state, caster, trigger):
                continue  # "their first noncreature spell each turn" (Esper Sentinel)
            if in_command and not source.emblem and not _from_command_zone(ability):
                continue
            if trigger.whose == "you" and caster != controller:
                continue
            if trigger.whose == "opponent" and caster == controller:
                continue
            if trigger.filter is not None and not matches_chars(
                    state, spell_obj, base_chars(spell_obj), trigger.filter, controller, oid):
                continue
            if trigger.rider and not cast_rider_holds(state, trigger.rider, spell_obj.id,
                                                      controller):
                continue
            _add(game, source, controller, ability, {"it": spell_obj.id, "player": caster})
    player = state.players[caster]
    player.cast_types_this_turn = (*player.cast_types_this_turn,
                                   frozenset(base_chars(spell_obj).types))
    _cast_kicked(game, spell_obj, caster)


def _cast_kicked(game: GameServices, spell_obj: GameObject, caster: int) -> None:
    """"Whenever you cast a kicked spell" (CR 702.33d, 601.2i): the spell's kicker cost was
    paid as it was cast (its cast notes, costs.KICKED)."""
    if "kicked" not in game.state.cast_notes.get(spell_obj.id, frozenset()):
        return
    _player_event(game, "cast_kicked", caster, {"it": spell_obj.id, "player": caster})


def spell_copied(game: GameServices, copy_obj: GameObject, copier: int) -> None:
    """A copy of a spell was put on the stack (CR 707.10; not cast, 707.10a): "Whenever you
    cast or copy an instant or sorcery spell" (603.2) triggers for it as for a cast spell."""
    state = game.state
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "cast_or_copy" or (trigger.whose == "you"
                                                    and copier != controller):
                continue
            if trigger.filter is not None and not matches_chars(
                    state, copy_obj, base_chars(copy_obj), trigger.filter, controller, oid):
                continue
            _add(game, source, controller, ability, {"it": copy_obj.id, "player": copier})


def _first_of_turn(state: Any, caster: int, trigger: Trigger) -> bool:
    """Whether no spell ``caster`` cast before this one this turn had the card types the
    trigger's filter asks for (its ``types``/``not_types``: "their first noncreature spell
    each turn"); the spells cast are kept as their types (``Player.cast_types_this_turn``)."""
    flt = trigger.filter or Filter()
    for types in state.players[caster].cast_types_this_turn:
        if (not flt.types or any(t in types for t in flt.types)) and not any(
                t in types for t in flt.not_types):
            return False
    return True


def _spell_targets(state: Any, spell_id: int, oid: int) -> bool:
    """Whether the spell ``spell_id`` on the stack has ``oid`` among its targets (601.2c)."""
    item = next((s for s in state.stack if s.obj == spell_id), None)
    return item is not None and any(oid in chosen for chosen in item.targets)


def combat_damage_to_player(game: GameServices, source_id: int | None, player: int,
                            amount: int = 0) -> None:
    """"Whenever ~ / a FILTER / equipped creature deals combat damage to a player" (510.3a);
    the event carries the damage dealt ("that many", CR 603.2)."""
    state = game.state
    if source_id is None:
        return
    dealer = state.objects.get(source_id)
    if dealer is None:
        return
    monarch_damaged(game, chars(state, dealer).controller, player)  # CR 722.2 (issue 29)
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event == "combat_damage_batch":
                _combat_damage_batch(game, source, controller, ability, dealer, player)
                continue
            if trigger.event != "deals_combat_damage_to_player":
                continue
            if trigger.whose == "opponent" and player not in state.opponents(controller):
                continue  # "deals combat damage to an opponent"
            if trigger.whose == "damaged_you" and player != controller:
                continue  # "deals combat damage to you"
            if trigger.subject == "self":
                if oid != source_id:
                    continue
            elif trigger.subject in ATTACHED:  # "Whenever equipped creature deals …"
                if source.attached_to != source_id:
                    continue
            elif trigger.filter is not None and not matches(state, dealer, trigger.filter,
                                                            controller, oid):
                continue
            _add(game, source, controller, ability,
                 {"it": source_id, "player": player, "defending": player, "amount": amount})


def _combat_damage_batch(game: GameServices, source: GameObject, controller: int,
                         ability: TriggeredAbility, dealer: GameObject, player: int) -> None:
    """"Whenever one or more creatures you control deal combat damage to a player" (CR
    510.2, 603.2c): once per player dealt combat damage in a combat damage step by one or
    more creatures matching the filter. The step's damage is dealt at once and its triggers
    wait to be put on the stack (603.3), so a trigger already waiting for this ability and
    player is the same event; a second combat damage step (first strike, 510.4) is a new
    one."""
    state = game.state
    if ability.trigger.filter is not None and not matches(
            state, dealer, ability.trigger.filter, controller, source.id):
        return
    if ability.trigger.whose == "opponent" and player not in state.opponents(controller):
        return
    if any(t.source == source.id and t.ability is ability and dict(t.event).get("player")
           == player for t in state.triggers):
        return
    _add(game, source, controller, ability, {"player": player, "defending": player})


def discarded(game: GameServices, player: int, card: int | None = None) -> None:
    """"Whenever a player/an opponent/you discard(s) a card" (701.9); "that card" is the card
    in the graveyard (Necropotence)."""
    _player_event(game, "discard", player, {"player": player}, own_card=card)
    discarded_by_opponent(game, player, card)  # h8-trg (CR 701.9)
    # "Whenever you cycle or discard a card": cycling discards the card (702.29a), so the
    # one discard is the one event (603.2c)
    _player_event(game, "cycle_or_discard", player, {"player": player})


def _player_event(game: GameServices, event: str, player: int, data: dict[str, Any],
                  own_card: int | None = None) -> None:
    """``own_card``: the card a "whenever you …" trigger calls "that card" (Necropotence);
    other triggers of the event do not name it, so identical ones stay identical (603.3b)."""
    state = game.state
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != event:
                continue
            if (trigger.whose == "you" and player != controller) or (
                    trigger.whose == "opponent" and player == controller):
                continue
            extra = {"it": own_card} if own_card is not None and trigger.whose == "you" else {}
            _add(game, source, controller, ability, {**data, **extra})


def life_gained(game: GameServices, player: int, amount: int) -> None:
    state = game.state
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            if ability.trigger.event == "gain_life" and (
                    ability.trigger.whose != "you" or player == controller) and (
                    ability.trigger.whose != "opponent"  # h9-TRG: an opponent's gain only
                    or player in state.opponents(controller)):
                _add(game, source, controller, ability, {"player": player, "amount": amount})
    if state.players[player].life_gained_this_turn == amount:  # none gained before (119.9)
        _player_event(game, "gain_life_first", player, {"player": player, "amount": amount})


def targeted(game: GameServices, item: Any) -> None:
    """"Whenever ~ becomes the target of a spell or ability [an opponent controls]" (ward,
    702.21a): as the spell is cast or the ability is put on the stack (601.2c, 603.3d); once
    for each object, however many times it is targeted."""
    state = game.state
    seen: list[int] = []
    for group in item.targets:
        for target in group:
            if isinstance(target, int) and target not in seen and target in state.objects:
                seen.append(target)
    for oid in seen:
        obj = state.objects[oid]
        if obj.zone != BATTLEFIELD:
            continue
        # h8-trg: "… for the first time each turn" (Glyph Keeper): the object's first targeting
        first = first_this_turn(state, "targeted_object", oid)
        # the object's own abilities, and those of the Auras and Equipment attached to it
        # ("When enchanted creature becomes the target of a spell or ability", 303.4)
        attached = [state.objects[a] for a in state.battlefield
                    if a in state.objects and state.objects[a].attached_to == oid]
        for source in (obj, *attached):
            controller = chars(state, source).controller
            for ability in _abilities(game, source):
                trigger = ability.trigger
                if trigger.event != "becomes_target" or (
                        (trigger.subject == "self") != (source is obj)):
                    continue
                if trigger.whose == "opponent" and item.controller == controller:
                    continue
                if trigger.wording == FIRST_EACH_TURN and not first:
                    continue  # h8-trg
                _add(game, source, controller, ability, {"it": oid, "item": item.id,
                                                         "player": item.controller})
    _filter_targeted(game, item, seen)
    if item.obj is not None and not item.copy:  # a spell (CR 112.1): "… of a spell"
        _targeted_by_spell(game, item, seen)


def _targeted_by_spell(game: GameServices, item: Any, seen: list[int]) -> None:
    """"Whenever ~ / a NOUN becomes the target of a spell [an opponent controls / you
    control]" (CR 115.1, 601.2c): once for each permanent the spell targets."""
    state = game.state
    targeted_now = [oid for oid in seen if oid in state.objects
                    and state.objects[oid].zone == BATTLEFIELD]
    for sid in _with_emblems(state, state.battlefield):
        source = state.objects[sid]
        you = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "becomes_target_spell" or (
                    trigger.whose == "opponent" and item.controller == you) or (
                    trigger.whose == "you" and item.controller != you):
                continue
            if trigger.rider == INSTANT_OR_SORCERY and not _instant_or_sorcery(state, item):
                continue  # h9-TRG: "… the target of an instant or sorcery spell" (CR 115.1)
            for oid in targeted_now:
                if _subject_ok(game, trigger, sid, oid, you):
                    _add(game, source, you, ability, {"it": oid, "item": item.id,
                                                      "player": item.controller})


def _instant_or_sorcery(state: MagicState, item: Any) -> bool:
    """Whether the spell ``item`` is an instant or a sorcery (CR 304, 307)."""
    obj = state.objects.get(item.obj) if item.obj is not None else None
    return obj is not None and bool({"Instant", "Sorcery"} & set(chars(state, obj).types))


def _filter_targeted(game: GameServices, item: Any, seen: list[int]) -> None:
    """"Whenever a creature you control becomes the target of a spell or ability [an opponent
    controls]" (CR 603.2, 115.1): a permanent's ability naming any object by a filter; once for
    each such object the spell or ability targets (601.2c, 603.3d). "it" / "that creature" is
    the targeted object, "that player" the spell's or ability's controller."""
    state = game.state
    targeted_now = [oid for oid in seen if oid in state.objects
                    and state.objects[oid].zone == BATTLEFIELD]
    if not targeted_now:
        return
    for sid in _with_emblems(state, state.battlefield):
        source = state.objects[sid]
        you = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "becomes_target" or trigger.subject != "filter":
                continue
            if trigger.whose == "opponent" and item.controller == you:
                continue
            for oid in targeted_now:
                if _subject_ok(game, trigger, sid, oid, you):
                    _add(game, source, you, ability, {"it": oid, "item": item.id,
                                                      "player": item.controller})


def untapped(game: GameServices, ids: list[int]) -> None:
    """"Whenever a permanent becomes untapped" (Mesmeric Orb): once for each permanent that
    went from tapped to untapped, in the untap step (502.3) or by an effect. Effects lasting
    "for as long as ~ remains tapped" end (611.2b; conditions_7.py)."""
    end_untapped(game.state, ids)
    _each_permanent(game, ids, "untaps")


def _each_permanent(game: GameServices, ids: list[int], event: str) -> None:
    """A trigger ``event`` once for each permanent in ``ids`` its subject matches ("it": that
    permanent)."""
    state = game.state
    if not ids:
        return
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != event:
                continue
            you = chars(state, source).controller
            for subject_id in ids:
                if subject_id in state.objects and _subject_ok(game, trigger, source.id,
                                                               subject_id, you):
                    _add(game, source, you, ability, {"it": subject_id})


def last_counter_removed(game: GameServices, obj: GameObject, counter: str) -> None:
    """"When the last [kind] counter is removed from ~" (vanishing, 702.63a)."""
    controller = chars(game.state, obj).controller
    for ability in _abilities(game, obj):
        trigger = ability.trigger
        if trigger.event == "last_counter_removed" and (
                trigger.filter is None or trigger.filter.counters == counter):
            _add(game, obj, controller, ability, {"it": obj.id})


def cycled(game: GameServices, card_obj: GameObject, player: int) -> None:
    """"When you cycle ~" (CR 702.29d): "when you discard this card to pay a cycling cost"
    (landcycling is cycling, 702.29e); it triggers from the zone the card went to, so the
    source is the card in its new zone."""
    for ability in _abilities(game, card_obj):
        if ability.trigger.event == "cycle" and ability.trigger.subject == "self":
            _add(game, card_obj, player, ability, {"it": card_obj.id, "player": player})
    first = first_this_turn(game.state, "cycles", player)  # h8-trg (Valiant Rescuer)
    _player_event(game, "cycles", player, {"player": player})  # "Whenever you cycle a card"
    if first:
        _player_event(game, "cycles_first", player, {"player": player})


def damage_dealt(game: GameServices, source_id: int | None, target: int, amount: int,
                 combat: bool) -> None:
    """Damage was dealt to the permanent ``target`` (CR 120.3): "Whenever ~ is dealt damage"
    and "Whenever ~ deals combat damage to a creature" (510.3a); the event carries the
    amount ("that many") and names the creature damaged as "it" ("that creature")."""
    state = game.state
    victim = state.objects.get(target)
    if victim is None:
        return
    is_creature = "Creature" in chars(state, victim).types
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if (trigger.event == "dealt_damage" or (
                    trigger.event == "dealt_combat_damage" and combat)) and _subject_ok(
                        game, trigger, oid, target, controller):
                _add(game, source, controller, ability,
                     {"it": target, "amount": amount, "source": source_id or -1})
            elif trigger.event in ("deals_damage", "deals_damage_to_creature") and \
                    source_id is not None and source_id in state.objects and \
                    (is_creature or trigger.event == "deals_damage") and \
                    _subject_ok(game, trigger, oid, source_id, controller):
                # "Whenever ~ deals damage [to a creature]" (120.3, combat or not): "that
                # creature" is the creature dealt damage, "that much" the damage
                if trigger.event == "deals_damage":
                    _add_damage_once(game, source, controller, ability, source_id, amount)
                else:
                    _add(game, source, controller, ability, {"it": target, "amount": amount})
            elif (trigger.event == "deals_combat_damage_to_creature" and combat and is_creature
                  and source_id is not None and source_id in state.objects
                  and _subject_ok(game, trigger, oid, source_id, controller)):
                # ~, or (h7-trg) a NOUN / equipped creature of the composed events
                _add(game, source, controller, ability, {"it": target, "amount": amount})
    if combat:  # h5-triggers: "deals combat damage [to a player or planeswalker]"
        combat_damage_dealt(game, source_id, amount, "Planeswalker" in chars(
            state, victim).types)


def drew(game: GameServices, player: int, count: int) -> None:
    """"Whenever you draw a card" (CR 121.2, 603.2c: once for each card drawn)."""
    for _ in range(count):
        _player_event(game, "draw", player, {"player": player})
    _drew_second(game, player, count)


def _drew_second(game: GameServices, player: int, count: int) -> None:
    """"Whenever you draw your second card each turn" (CR 121.2, 603.2): once, as the draw
    that makes two cards drawn this turn happens (an opening hand is no turn's draw)."""
    drawn = game.state.players[player].cards_drawn_this_turn
    if game.state.turn > 0 and drawn - count < 2 <= drawn:
        _player_event(game, "draw_second", player, {"player": player})


def _mentions_defending(value: Any) -> bool:
    """Whether a filter anywhere in ``value`` (an ability, an effect, a tuple of them) names
    "defending player controls"."""
    if isinstance(value, Filter):
        return value.controller == "defending_player"
    if isinstance(value, tuple):
        return any(_mentions_defending(v) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_mentions_defending(getattr(value, f.name)) for f in fields(value))
    return False


_DEFENDING_CACHE: dict[int, tuple[TriggeredAbility, bool]] = {}


def _bind_defending(value: Any, bound: str) -> Any:
    """``value`` with every filter's "defending player controls" bound to ``bound``."""
    if isinstance(value, Filter):
        return replace(value, controller=bound) \
            if value.controller == "defending_player" else value
    if isinstance(value, tuple):
        return tuple(_bind_defending(v, bound) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _bind_defending(getattr(value, f.name), bound)
                   for f in fields(value)}
        return replace(value, **{k: v for k, v in changes.items()
                                    if v is not getattr(value, k)})
    return value


def bind_defending_player(ability: TriggeredAbility, event: Any) -> TriggeredAbility:
    """"… defending player controls" in the effects of an attack trigger ("creatures defending
    player controls get -1/-1 until end of turn", Silumgar, the Drifting Death): bound to the
    defending player of the trigger's event as it is put on the stack (CR 506.2, 603.3d)."""
    known = _DEFENDING_CACHE.get(id(ability))
    if known is None or known[0] is not ability:
        known = (ability, _mentions_defending(ability.effects))
        if len(_DEFENDING_CACHE) > 4096:  # abilities made during play (copies): stay small
            _DEFENDING_CACHE.clear()
        _DEFENDING_CACHE[id(ability)] = known
    if not known[1]:
        return ability
    defending = dict(event).get("defending")
    if not isinstance(defending, int):
        return ability  # unbound: "nobody's" (layers_match._whose)
    return replace(ability, effects=_bind_defending(ability.effects, f"player:{defending}"))


def bind_that_player(ability: TriggeredAbility, event: Any) -> TriggeredAbility:
    """Targets "that player controls" (Trygon Predator) name the player of the event: the
    filter is bound to that player as the ability is put on the stack and its targets are
    chosen (CR 603.3d); the ability on the card keeps its words."""
    ability = bind_defending_player(ability, event)
    if not any(spec.filter.controller in ("that_player", "defending_player")
               for spec in ability.targets):
        return ability

    player = dict(event).get("player")
    defending = dict(event).get("defending")  # "defending player controls" (CR 506.2)
    bound = {"that_player": f"player:{player}" if isinstance(player, int) else "that_player",
             "defending_player": f"player:{defending}" if isinstance(defending, int)
             else "defending_player"}
    return replace(ability, targets=tuple(
        replace(spec, filter=replace(spec.filter, controller=bound[spec.filter.controller]))
        if spec.filter.controller in bound else spec for spec in ability.targets))


def damage_to_player(game: GameServices, source_id: int | None, player: int,
                     amount: int) -> None:
    """Damage was dealt to ``player`` (CR 120.3, combat or not): "Whenever SUBJECT deals
    damage to a player / an opponent" and "Whenever SUBJECT deals damage"; "that player" is the
    player dealt damage, "that much" the damage (CR 603.2)."""
    state = game.state
    if amount > 0:  # "Whenever you're dealt damage" (any source)
        _player_event(game, "player_dealt_damage", player, {"player": player, "amount": amount})
    if source_id is None or source_id not in state.objects:
        return
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event not in ("deals_damage_to_player", "deals_damage"):
                continue
            if trigger.whose == "opponent" and player not in state.opponents(controller):
                continue
            if trigger.whose == "damaged_you" and player != controller:
                continue  # "deals damage to you" (h7-trg)
            if not _subject_ok(game, trigger, oid, source_id, controller):
                continue
            if trigger.event == "deals_damage":
                _add_damage_once(game, source, controller, ability, source_id, amount)
            else:
                _add(game, source, controller, ability, {"it": source_id, "player": player,
                                                         "defending": player,
                                                         "amount": amount})


def _add_damage_once(game: GameServices, source: GameObject, controller: int,
                     ability: TriggeredAbility, dealer: int, amount: int) -> None:
    """"Whenever ~ deals damage" names no recipient: damage the object deals to several
    recipients at once (combat damage, 510.2; one spell's damage) is one event (CR 603.2c),
    so the ability triggers once with the total ("that much"). Damage dealt before the
    trigger is put on the stack joins the one already waiting."""
    pending = game.state.triggers
    for index, waiting in enumerate(pending):
        if waiting.source == source.id and waiting.ability is ability:
            data = dict(waiting.event)
            if data.get("it") == dealer:
                data["amount"] = int(data.get("amount", 0)) + amount
                pending[index] = PendingTrigger(waiting.controller, waiting.source,
                                                waiting.ability, waiting.source_name,
                                                tuple(sorted(data.items())))
                return
    _add(game, source, controller, ability, {"it": dealer, "amount": amount})


def tapped(game: GameServices, ids: list[int]) -> None:
    """"Whenever ~ / enchanted creature / a FILTER becomes tapped" (CR 701.21a, 603.2): once
    for each permanent that went from untapped to tapped — to pay a cost (a {T} cost, mana,
    convoke, crew), as it attacks (508.1f) or by an effect. A permanent that enters tapped
    does not become tapped."""
    _each_permanent(game, ids, "tapped")


def sacrificed(game: GameServices, old_id: int, card_obj: GameObject) -> None:
    """``old_id`` was sacrificed (CR 701.17a: by its controller, from the battlefield):
    "Whenever you sacrifice a FILTER / another FILTER" of the permanents still there, and
    "When you sacrifice ~" of the object itself, looked back on as it last existed (603.10a)."""
    state = game.state
    lki = state.lki.get(old_id)
    if lki is None:
        return
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "sacrifice" or trigger.subject != "filter":
                continue
            if (trigger.whose == "you" and controller != lki.controller) or (
                    trigger.whose == "opponent" and controller == lki.controller):
                continue  # "you sacrifice": only its controller sacrifices it; h7-trg: "a
                # player / an opponent sacrifices" (701.17a)
            if trigger.filter is None or _lki_matches(game, card_obj, lki, trigger, controller,
                                                      source.id):
                _add(game, source, controller, ability, {"it": old_id, "player": controller})
    own = [a for a in base_chars(card_obj).abilities if isinstance(a, TriggeredAbility)]
    for ability in own:
        if ability.trigger.event == "sacrifice" and ability.trigger.subject == "self":
            _add(game, _as_source(card_obj, old_id), lki.controller, ability,
                 {"it": old_id, "player": lki.controller})


def exerted(game: GameServices, ids: list[int]) -> None:
    """Attackers were exerted (CR 701.39a): "You may exert ~ as it attacks. When you do, …"
    (the reflexive trigger of the exerted creature itself, 603.12) and "Whenever you exert a
    creature" — "it" is the exerted creature."""
    state = game.state
    if not ids:
        return
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "exerted" or not ability.effects:
                continue
            for exerted_id in ids:
                if exerted_id not in state.objects:
                    continue
                if trigger.subject == "self":
                    fires = exerted_id == oid
                else:  # "Whenever you exert a creature"
                    fires = chars(state, state.objects[exerted_id]).controller == controller \
                        and (trigger.filter is None or matches(
                            state, state.objects[exerted_id], trigger.filter, controller, oid))
                if fires:
                    _add(game, source, controller, ability, {"it": exerted_id})


def card_to_graveyard(game: GameServices, card_obj: GameObject) -> None:
    """"Whenever a creature card is put into an opponent's graveyard from anywhere" (CR 404,
    603.2): a card (not a token) arrived in its owner's graveyard (404.1) from any zone; the
    filter reads its printed characteristics there."""
    state = game.state
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "card_to_graveyard":
                continue
            if (trigger.whose == "you" and card_obj.owner != controller) or (
                    trigger.whose == "opponent" and card_obj.owner == controller):
                continue
            if trigger.filter is not None and not matches_chars(
                    state, card_obj, base_chars(card_obj), trigger.filter, controller, oid):
                continue
            _add(game, source, controller, ability, {"it": card_obj.id,
                                                     "player": card_obj.owner})
    self_to_graveyard(game, card_obj)  # h8-trg


def cards_left_graveyard(game: GameServices, card_obj: GameObject) -> None:
    """"Whenever one or more creature cards leave your graveyard" (CR 603.2c): once for the
    cards that leave together — an ability that already triggered and waits to be put on the
    stack (603.3) is not triggered again by another card of the same event."""
    state = game.state
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "cards_leave_graveyard" or card_obj.owner != controller:
                continue
            if trigger.filter is not None and not matches_chars(
                    state, card_obj, base_chars(card_obj), trigger.filter, controller, oid):
                continue
            if any(p.source == oid and p.ability is ability for p in state.triggers):
                continue  # the same event (one or more cards)
            _add(game, source, controller, ability, {"player": controller})


# -- cast riders (h5-triggers, issue 29) ----------------------------------------------------------

CAST_FROM = "from:"  # a cast note: the zone a spell was cast from, other than the hand (601.2a)
_FROM_HAND = "hand"  # costs.FROM_HAND: the spell was cast from its owner's hand
_MAIN_PHASES = ("main1", "main2")
CAST_RIDERS = frozenset({"your_turn", "opponents_turn", "your_main_phase", "from_graveyard",
                         "from_hand", "not_from_hand", "from_library", "from_exile"})


def cast_rider_holds(state: MagicState, rider: str, spell_id: int, controller: int) -> bool:
    """Whether a cast trigger's rider holds for the spell ``spell_id`` just cast (CR 601.2,
    603.2): "during your turn" / "during an opponent's turn" / "during your main phase" of the
    trigger's controller; "from your graveyard / hand / library / exile", "from anywhere other
    than your hand": the zone it was cast from (its cast notes, 601.2a)."""
    notes = state.cast_notes.get(spell_id, frozenset())
    if rider == "your_turn":
        return state.active == controller
    if rider == "opponents_turn":
        return state.active in state.opponents(controller)
    if rider == "your_main_phase":
        return state.active == controller and state.step in _MAIN_PHASES
    if rider == "from_hand":
        return _FROM_HAND in notes
    if rider == "not_from_hand":
        return _FROM_HAND not in notes
    if rider.startswith("from_"):
        return CAST_FROM + rider.removeprefix("from_") in notes
    return False


# -- combat damage to any recipient (h5-triggers, issue 29) ---------------------------------------

COMBAT_DAMAGE_EVENTS = ("deals_combat_damage_any", "deals_combat_damage_to_player_or_pw")


def combat_damage_dealt(game: GameServices, source_id: int | None, amount: int,
                        to_player_or_planeswalker: bool) -> None:
    """``source_id`` dealt ``amount`` combat damage (CR 510.2): "Whenever SUBJECT deals combat
    damage, …" (any recipient) and "… deals combat damage to a player or planeswalker". All
    combat damage of one step is dealt at once, one event (603.2c): the ability triggers once,
    "that much" the total (``_add_damage_once``)."""
    state = game.state
    if source_id is None or source_id not in state.objects or amount <= 0:
        return
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            event = ability.trigger.event
            if event not in COMBAT_DAMAGE_EVENTS or (
                    event == "deals_combat_damage_to_player_or_pw"
                    and not to_player_or_planeswalker):
                continue
            if _subject_ok(game, ability.trigger, oid, source_id, controller):
                _add_damage_once(game, source, controller, ability, source_id, amount)


def opponent_source_damaged_you(game: GameServices, source_id: int | None,
                                source_controller: int, player: int, amount: int) -> None:
    """"Whenever a source an opponent controls deals damage to you" (CR 120.3, 603.2; h5):
    once for each source's damage; the event's player ("that player") is the source's
    controller, its amount ("that much") the damage."""
    state = game.state
    if amount <= 0 or source_controller not in state.opponents(player):
        return
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        if chars(state, source).controller != player:
            continue
        for ability in _abilities(game, source):
            if ability.trigger.event == "opponent_source_damage_you":
                _add(game, source, player, ability,
                     {"player": source_controller, "amount": amount,
                      "source": source_id if source_id is not None else -1})


# -- step triggers of a card in a graveyard (h5-triggers, issue 29) -------------------------------


def returns_self_from_graveyard(ability: TriggeredAbility) -> bool:
    """Whether the ability returns its own card from the graveyard (anywhere in its effects):
    it functions only while the card is in the graveyard (CR 113.6k)."""
    def walk(value: Any) -> bool:
        if isinstance(value, ReturnFromGraveyard):
            return value.what == "self"
        if isinstance(value, (list, tuple)):
            return any(walk(v) for v in value)
        if is_dataclass(value) and not isinstance(value, type):
            return any(walk(getattr(value, f.name)) for f in fields(value))
        return False
    return walk(ability.effects)


def works_from_graveyard(ability: TriggeredAbility) -> bool:
    """"At the beginning of your upkeep, if ~ is in your graveyard, …" (Ichorid, Genesis): an
    ability that states the zone it functions in functions only there (CR 113.6b; issue 29,
    round 7)."""
    condition = ability.intervening_if
    return condition is not None and condition.kind == "self_in_zones" and \
        condition.zone == GRAVEYARD and not condition.negate


def graveyard_steps(game: GameServices, event: str) -> None:
    """"At the beginning of your upkeep / end step / combat on your turn, [if …,] … return ~
    from your graveyard to the battlefield" (Akuta, Silversmote Ghoul, Flamewake Phoenix): the
    ability of a card in its owner's graveyard, which its owner controls (CR 113.6k, 603.3a)."""
    state = game.state
    for player in state.apnap():
        for oid in list(state.zone(player, GRAVEYARD)):
            obj = state.objects[oid]
            for ability in obj.card.abilities:
                if not isinstance(ability, TriggeredAbility) or ability.trigger.event != event:
                    continue
                whose = ability.trigger.whose
                if (whose == "you" and state.active != player) or (
                        whose == "opponent" and state.active == player):
                    continue
                if whose not in ("you", "opponent", "each"):
                    continue
                if returns_self_from_graveyard(ability) or works_from_graveyard(ability):
                    _add(game, obj, player, ability, {"player": state.active})


def graveyard_enters(game: GameServices, new: GameObject) -> None:
    """"Whenever a land enters under your control, you may pay {4}{R}{R}. If you do, return ~
    from your graveyard to the battlefield." (Akoum Firebird): the enters trigger of a card in
    its owner's graveyard, matched as its owner sees the permanent (CR 113.6k, 603.6a)."""
    state = game.state
    for player in state.apnap():
        for oid in list(state.zone(player, GRAVEYARD)):
            obj = state.objects[oid]
            for ability in obj.card.abilities:
                if not isinstance(ability, TriggeredAbility) or \
                        ability.trigger.event != "enters" or \
                        ability.trigger.subject != "filter":
                    continue
                flt = ability.trigger.filter
                if (flt is None or matches(state, new, flt, player, oid)) and (
                        returns_self_from_graveyard(ability) or works_from_graveyard(ability)):
                    _add(game, obj, player, ability, {"it": new.id})


# -- counters put on a permanent (h6-E, issue 29) -------------------------------------------------

COUNTER_EVENTS = ("counters_put", "counter_put_each")


def counters_put(game: GameServices, obj: GameObject, kind: str, amount: int,
                 placer: int | None) -> None:
    """``amount`` counters of ``kind`` were put on the permanent ``obj`` (CR 122.6: on the
    battlefield, or as it entered), by ``placer`` (the controller of the spell or ability that
    put them, or of the permanent that entered with them; ``None``: no player's). "Whenever one
    or more KIND counters are put on SUBJECT" triggers once, "Whenever a KIND counter is put on
    SUBJECT" once for each counter; "Whenever you put …" only when ``placer`` is its
    controller. "it" is ``obj``, "that many" the amount."""
    state = game.state
    if amount <= 0 or obj.id not in state.objects or obj.zone != BATTLEFIELD:
        return
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        you = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event not in COUNTER_EVENTS or (trigger.counter and
                                                       trigger.counter != kind):
                continue
            if trigger.whose == "you" and placer != you:
                continue
            if not _subject_ok(game, trigger, oid, obj.id, you):
                continue
            for _ in range(amount if trigger.event == "counter_put_each" else 1):
                _add(game, source, you, ability, {"it": obj.id, "amount": amount})


def entered_with_counters(game: GameServices, new: GameObject) -> None:
    """A permanent entered with counters (CR 122.6: they were put on it): the counters-put
    events, its controller putting them."""
    for kind, amount in list(new.counters.items()):
        counters_put(game, new, kind, amount, chars(game.state, new).controller)


def land_played(game: GameServices, land: GameObject) -> None:
    """"Whenever you play / a player plays / an opponent plays a land | an Island | a nonbasic
    land | another land" (CR 305.1, 603.2; h7-trg): a land played, not one put onto the
    battlefield. "that player" is the player who played it (its controller), "it" the land."""
    state = game.state
    player = chars(state, land).controller
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "land_played":
                continue
            if (trigger.whose == "you" and player != controller) or (
                    trigger.whose == "opponent" and player == controller):
                continue
            if trigger.filter is not None and not matches(state, land, trigger.filter,
                                                          controller, source.id):
                continue
            _add(game, source, controller, ability, {"player": player, "it": land.id})


def life_lost(game: GameServices, player: int, amount: int) -> None:
    """``player`` lost ``amount`` life (CR 119.3: damage, a loss, a payment, 119.4):
    "Whenever you lose life" / "an opponent loses life" ("that much" = ``amount``, "that
    player" = the player), and "… for the first time each turn" (h7-trg). Nothing is lost,
    nothing triggers."""
    if amount <= 0:
        return
    data = {"player": player, "amount": amount}
    first = first_this_turn(game.state, "life_lost", player)
    _player_event(game, "life_lost", player, data)
    if first:
        _player_event(game, "life_lost_first", player, data)


def first_this_turn(state: MagicState, event: str, player: int) -> bool:
    """Whether this is the first ``event`` of ``player`` this turn ("for the first time each
    turn"), recording it (``MagicState.player_events_this_turn``, cleared as a turn begins)."""
    key = (event, player)
    first = key not in state.player_events_this_turn
    state.player_events_this_turn.add(key)
    return first


def library_action(game: GameServices, event: str, player: int) -> None:
    """``player`` scried or surveilled (CR 701.18, 701.42; h7-trg): "Whenever you scry",
    "Whenever you surveil [for the first time each turn]"."""
    first = first_this_turn(game.state, event, player)
    _player_event(game, event, player, {"player": player})
    if first:
        _player_event(game, event + "_first", player, {"player": player})


def ability_activated(game: GameServices, player: int, source_id: int, ability: Any) -> None:
    """``player`` activated a non-mana ability of ``source_id`` (it was put on the stack, CR
    602.2i; h7-trg): "Whenever you activate / an opponent activates an ability [of NOUN] that
    isn't a mana ability", "… a loyalty ability of NOUN" (606.3). "that player" is the
    activator. The source is matched as it is now (one sacrificed to pay is not matched)."""
    state = game.state
    source_obj = state.objects.get(source_id)
    loyalty = getattr(getattr(ability, "cost", None), "loyalty", None) is not None
    for oid in _with_emblems(state, state.battlefield):
        holder = state.objects[oid]
        controller = chars(state, holder).controller
        for triggered in _abilities(game, holder):
            trigger = triggered.trigger
            if trigger.event != "ability_activated":
                continue
            if (trigger.whose == "you" and player != controller) or (
                    trigger.whose == "opponent" and player == controller):
                continue
            if trigger.wording == "loyalty" and not loyalty:
                continue
            if trigger.filter is not None and (
                    source_obj is None or source_obj.zone != BATTLEFIELD
                    or not matches(state, source_obj, trigger.filter, controller, oid)):
                continue
            _add(game, holder, controller, triggered, {"player": player, "it": source_id})


def cards_to_graveyard(game: GameServices, card_obj: GameObject, from_zone: str) -> None:
    """A card (not a token) was put into its owner's graveyard from ``from_zone`` (h7-trg):
    "Whenever one or more creature cards are put into your graveyard from your library /
    from anywhere" — once for the cards that move together (CR 603.2c: an ability that
    already triggered and waits to be put on the stack is not triggered again, as in
    :func:`cards_left_graveyard`) — and "Whenever a land card is put into your graveyard from
    your library" (each card). The filter reads the card's printed characteristics."""
    state = game.state
    for oid in _with_emblems(state, state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event not in ("cards_to_graveyard", "card_to_graveyard_from"):
                continue
            if (trigger.whose == "you" and card_obj.owner != controller) or (
                    trigger.whose == "opponent" and card_obj.owner == controller):
                continue
            if trigger.wording == "library" and from_zone != "library":
                continue
            if trigger.filter is not None and not matches_chars(
                    state, card_obj, base_chars(card_obj), trigger.filter, controller, oid):
                continue
            if trigger.event == "cards_to_graveyard":
                if any(p.source == oid and p.ability is ability for p in state.triggers):
                    continue  # the same event (one or more cards)
                _add(game, source, controller, ability, {"player": card_obj.owner})
            else:
                _add(game, source, controller, ability, {"it": card_obj.id,
                                                         "player": card_obj.owner})


def noncombat_damage_to_player(game: GameServices, player: int, amount: int) -> None:
    """"Whenever you're / an opponent is dealt noncombat damage" (CR 120.3; h7-trg): "that
    player", "that much"."""
    _player_event(game, "player_dealt_noncombat_damage", player,
                  {"player": player, "amount": amount})


# -- h8-trg (issue 29): "When ~ is put into a graveyard from anywhere" ----------------------------


def self_to_graveyard(game: GameServices, card_obj: GameObject) -> None:
    """"When ~ is put into a graveyard from anywhere, shuffle it into its owner's library."
    (Serra Avatar, Kozilek): the card's own ability, from the graveyard it arrived in, from any
    zone (CR 603.6c: never a leaves-the-battlefield ability); its owner controls it (113.6k);
    "it" is the card."""
    for ability in base_chars(card_obj).abilities:
        if isinstance(ability, TriggeredAbility) and \
                ability.trigger.event == "self_to_graveyard":
            _add(game, card_obj, card_obj.owner, ability, {"it": card_obj.id,
                                                           "player": card_obj.owner})


# -- h8-trg (issue 29): "a spell or ability an opponent controls causes you to discard" ----------


def discard_cause(game: GameServices) -> int | None:
    """The controller of the spell or ability whose resolution is making a player discard
    (CR 608.2, 701.9: the innermost object resolving), ``None`` when no spell or ability
    resolves (a cost, the cleanup step's discard to hand size, 514.1)."""
    state = game.state
    for frame in reversed(list(game.work)):
        if isinstance(frame, ResolveFrame):
            item = next((s for s in state.stack if s.id == frame.item), None)
            return item.controller if item is not None else None
    return None


def discarded_by_opponent(game: GameServices, player: int, card: int | None) -> None:
    """"When a spell or ability an opponent controls causes you to discard ~" (Metrognome,
    Quagnoth: the discarded card's own ability, from the graveyard it went to; its owner
    controls it, 113.6k) and "Whenever a spell or ability an opponent controls causes you to
    discard a card" (Spiritual Focus); "that player" is the opponent."""
    cause = discard_cause(game)
    state = game.state
    if cause is None or cause not in state.opponents(player):
        return
    data = {"player": cause}
    obj = state.objects.get(card) if card is not None else None
    if obj is not None and obj.zone == GRAVEYARD:
        for ability in base_chars(obj).abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.subject == "self" \
                    and ability.trigger.event == "discarded_by_opponent":
                _add(game, obj, player, ability, {**data, "it": obj.id})
    for oid in list(state.battlefield):
        source = state.objects[oid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            if ability.trigger.event == "discarded_by_opponent" and \
                    ability.trigger.subject == "filter" and controller == player:
                _add(game, source, controller, ability, data)


def explored(game: GameServices, oid: int) -> None:
    """"Whenever a creature you control explores" / "Whenever ~ explores" (CR 701.40b, h8-trg):
    the permanent ``oid`` explored; "it" is that permanent."""
    state = game.state
    explorer = state.objects.get(oid)
    if explorer is None:
        return
    for sid in list(state.battlefield):
        source = state.objects[sid]
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            trigger = ability.trigger
            if trigger.event != "explores":
                continue
            if trigger.subject == "self" and sid != oid:
                continue
            if trigger.subject == "filter" and trigger.filter is not None and not matches(
                    state, explorer, trigger.filter, controller, sid):
                continue
            _add(game, source, controller, ability, {"it": oid})


def dungeon_completed(game: GameServices, player: int) -> None:
    """"Whenever you complete a dungeon" (CR 309.7, h8-trg): ``player`` completed one."""
    _player_event(game, "dungeon_completed", player, {"player": player})


def crewed(game: GameServices, vehicle: int, crew: list[int]) -> None:
    """The creatures ``crew`` were tapped to pay the crew cost of ``vehicle`` (CR 702.122a-b,
    h8-trg): "Whenever ~ crews a Vehicle" of each of them ("that Vehicle" the event's "it")
    and "Whenever ~ becomes crewed" of the Vehicle."""
    state = game.state
    for oid in [*crew, vehicle]:
        source = state.objects.get(oid)
        if source is None:
            continue
        want = "becomes_crewed" if oid == vehicle else "crews"
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            if ability.trigger.event == want and ability.trigger.subject == "self":
                _add(game, source, controller, ability, {"it": vehicle})


def phased_in(game: GameServices, ids: list[int]) -> None:
    """"Whenever ~ phases in" (CR 702.26a, h8-trg): the permanents ``ids`` phased in (in the
    untap step; the abilities wait for the upkeep's priority, 502.4); "it" the permanent."""
    state = game.state
    for oid in ids:
        source = state.objects.get(oid)
        if source is None:
            continue
        controller = chars(state, source).controller
        for ability in _abilities(game, source):
            if ability.trigger.event == "phases_in" and ability.trigger.subject == "self":
                _add(game, source, controller, ability, {"it": oid})
