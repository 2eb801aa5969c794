"""Damage (CR 120), prevention (615) and the keywords that change what damage does:
deathtouch (702.2), lifelink (702.15), infect (702.90), wither (702.80), protection (702.16e).

:func:`deal_damage` deals damage from a source described by its characteristics (last-known
ones if it has left) to a player, creature or planeswalker, applying prevention first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.magic.damage_rules import (
    modified_damage,
    redirection,
    run_riders,
    unpreventable,
)
from cardtable.games.magic.layers import Chars, chars, has_subtype, matches_chars
from cardtable.games.magic.model import CardDef, Keyword, ReplacementAbility
from cardtable.games.magic.model.qualities_9 import QUALITIES
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, GameObject, parse_player_ref
from cardtable.games.magic.player_protection import life_cant_change, protected_from_everything
from cardtable.games.magic.protection_qualities import quality_fits
from cardtable.games.magic.triggers import counters_put, damage_dealt, life_lost

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


def _protected(target: Chars, source: Chars) -> bool:
    for ability in target.abilities:
        if isinstance(ability, Keyword) and ability.name == "protection" and ability.filter:
            flt = ability.filter
            if ability.text == QUALITIES:  # every part of the quality fits (h9-kw)
                if quality_fits(flt, source):
                    return True
                continue
            if flt.colors and any(c in source.colors for c in flt.colors):
                return True
            if flt.types and any(t in source.types for t in flt.types):
                return True
            if flt.name == "everything":  # 702.16j
                return True
            if flt.multicolored and len(source.colors) > 1:  # "from multicolored" (h7-sta)
                return True
            if flt.subtypes and any(has_subtype(source, s) for s in flt.subtypes):
                return True  # "protection from Goblins"
    return False


def _player_counter_bonus(game: GameServices, player: int) -> int:
    """"If you would get one or more counters, you get that many plus N instead" (614.1a)."""

    state = game.state
    bonus = 0
    for oid in state.battlefield:
        obj = state.objects[oid]
        c = chars(state, obj)
        if c.controller != player:
            continue
        for ability in c.abilities:
            if (isinstance(ability, ReplacementAbility) and ability.event == "player_counters"
                    and ability.action == "add" and isinstance(ability.amount, int)):
                bonus += ability.amount
    return bonus


def _prevented_by_source(game: GameServices, source: Chars, source_controller: int,
                         source_id: int | None, combat: bool) -> bool:
    """"Prevent all combat damage that would be dealt this turn by non-Spider creatures"."""
    state = game.state
    obj = state.objects.get(source_id) if source_id is not None else None
    if obj is None:  # a source that has left: its last-known characteristics (609.7b)
        obj = GameObject(-1, CardDef(source.name, ""), source_controller, source_controller,
                         GRAVEYARD)
    for flt, combat_only, controller in state.prevent_by:
        if (combat or not combat_only) and matches_chars(state, obj, source, flt, controller,
                                                         None):
            return True
    return False


STATIC_PREVENTION = ("prevent_damage_to", "prevent_combat_damage_to", "prevent_damage_by",
                     "prevent_combat_damage_by")
"""The rules of "Prevent all [combat] damage that would be dealt to / by ~ (enchanted
creature)." (a static ability's prevention effect, CR 615.1a; layers.py puts them in
``Chars.rules``)."""


def _static_prevention(state: Any, target: int | None, source: Chars, combat: bool) -> bool:
    """Whether a static prevention effect stops damage from ``source`` to the permanent
    ``target`` (``None``: a player)."""
    if "prevent_damage_by" in source.rules or (combat and "prevent_combat_damage_by" in
                                               source.rules):
        return True
    if target is None:
        return False
    rules = chars(state, state.objects[target]).rules
    return "prevent_damage_to" in rules or (combat and "prevent_combat_damage_to" in rules)


def deal_damage(game: GameServices, source: Chars, source_controller: int, target: Any,
                amount: int, *, combat: bool = False, source_id: int | None = None,
                redirected: frozenset[Any] = frozenset()) -> int:
    """Deal ``amount`` damage; returns the damage actually dealt (after prevention).
    ``redirected``: the redirections already applied to this damage (614.5)."""
    if amount <= 0:
        return 0
    state = game.state
    moved = redirection(state, source, source_controller, source_id, target, amount, combat,
                        redirected, game)  # h4-prevent: "… is dealt to ~ instead" (614.9)
    if moved is not None:
        new, part, token = moved
        game.log("redirected", None, source=source.name, target=str(target), now=str(new),
                 amount=part)
        used = redirected | {token}
        dealt = deal_damage(game, source, source_controller, new, part, combat=combat,
                            source_id=source_id, redirected=used)
        return dealt + deal_damage(game, source, source_controller, target, amount - part,
                                   combat=combat, source_id=source_id, redirected=used)
    player = parse_player_ref(target)
    key: Any = target
    # h4-prevent: "Damage can't be prevented this turn" (CR 615.12): no prevention applies
    free = unpreventable(state, source, source_controller, source_id, key, combat, game)
    if player is None:
        obj = state.objects.get(target) if isinstance(target, int) else None
        if obj is None or obj.zone != BATTLEFIELD or target in state.phased_out:
            return 0  # gone, or phased out (treated as though it doesn't exist, 702.26b)
        if not free and _protected(chars(state, obj), source):
            game.log("prevented", None, source=source.name, target=public_name(obj), amount=amount,
                     why="protection")
            return 0
    elif state.players[player].left:
        return 0
    elif not free and protected_from_everything(state, player):  # 702.16e, 702.16j
        game.log("prevented", None, source=source.name, target=str(target), amount=amount,
                 why="protection from everything")
        return 0
    if not free and state.prevent_by and _prevented_by_source(game, source, source_controller,
                                                              source_id, combat):
        game.log("prevented", None, source=source.name, target=str(target), amount=amount,
                 why="a prevention effect on its source (CR 615.1a)")
        return 0
    if not free and _static_prevention(state, key if player is None else None, source,
                                       combat):
        game.log("prevented", None, source=source.name, target=str(target), amount=amount,
                 why="a static prevention effect (CR 615.1a)")
        return 0
    if not free and source_id is not None and (source_id, key) in state.prevent_next:
        state.prevent_next.remove((source_id, key))  # a source of your choice (615.7)
        game.log("prevented", None, source=source.name, target=str(target), amount=amount,
                 why="the next time that source would deal damage (CR 615.7)")
        return 0
    if not free and state.prevent_ids and any(
            (combat or not combat_only) and (
                (way == "to" and held == key) or (way == "by" and held == source_id))
            for held, way, combat_only in state.prevent_ids):
        game.log("prevented", None, source=source.name, target=str(target), amount=amount,
                 why="a prevention effect (CR 615.1a)")
        return 0
    modified, _rules, riders = modified_damage(state, source, source_controller, source_id, key,
                                              amount, combat, free, game)  # 615.1a, 614.1a
    if modified <= 0:
        game.log("prevented", None, source=source.name, target=str(target), amount=amount,
                 why="a prevention effect (CR 615.1a)")
        run_riders(game, riders, key)
        return 0
    if riders:  # a "next N" shield prevented part of it (615.7)
        run_riders(game, riders, key)
    if modified != amount:
        game.log("damage_modified", None, source=source.name, target=str(target),
                 amount=amount, now=modified)
        amount = modified
    shield = 0 if free else state.prevention.get(key, 0)
    if shield:
        prevented = amount if shield < 0 else min(shield, amount)
        if shield > 0:
            state.prevention[key] = shield - prevented
        amount -= prevented
        game.log("prevented", None, source=source.name, target=str(target), amount=prevented)
        if amount <= 0:
            return 0
    keywords = source.keywords
    if player is not None:
        p = state.players[player]
        if "infect" in keywords:
            p.poison += amount + _player_counter_bonus(game, player)
        elif not life_cant_change(state, player):  # 119.8: dealt, but no life lost
            lost = life_floor_loss(game, player, amount)  # Worship (614.1a)
            p.life -= lost
            life_lost(game, player, lost)  # damage is a loss of life (CR 119.3, 120.3a)
        p.damage_taken_this_turn += amount
        if combat:  # prowl: the types of the source as it dealt the damage (702.76a; h8-kw)
            state.prowl_types[source_controller] = state.prowl_types.get(
                source_controller, frozenset()) | frozenset(source.subtypes)
        if combat and source_id is not None and source_id in state.objects:
            key = (state.objects[source_id].uid, player)  # the same card across zone changes
            state.combat_damage[key] = state.combat_damage.get(key, 0) + amount
        game.log("damage", None, source=source.name, target=f"player {player}", amount=amount,
                 combat=combat, life=p.life)
        game.triggers_damage_to_player(source_id, source_controller, player, amount, combat)
    else:
        obj = state.objects[target]
        c = chars(state, obj)
        if "Planeswalker" in c.types and "Creature" not in c.types:
            obj.counters["loyalty"] = obj.counters.get("loyalty", 0) - amount
            state.touch()
        elif "infect" in keywords or "wither" in keywords:
            obj.counters["-1/-1"] = obj.counters.get("-1/-1", 0) + amount
            state.touch()
            counters_put(game, obj, "-1/-1", amount, source_controller)  # 702.80c, 122.6
        else:
            obj.damage += amount
        if "deathtouch" in keywords:
            obj.deathtouched = True
        if source_id is not None:  # "dealt damage by ~ this turn" (120.3)
            state.damaged_by.add((source_id, obj.id))
        game.log("damage", None, source=source.name, target=f"{public_name(obj)}#{obj.id}",
                 amount=amount, combat=combat)

        damage_dealt(game, source_id, obj.id, amount, combat)  # "is dealt damage" (120.3)
    if "lifelink" in keywords:  # 702.15b: its controller gains that much life, which is
        game.gain_life(source_controller, amount)  # life gained ("whenever you gain life")
    return amount


# -- "Damage that would reduce your life total to less than 1 reduces it to 1 instead." ----------


def life_floor_loss(game: GameServices, player: int, amount: int) -> int:
    """The life ``player`` loses from ``amount`` damage after the life-floor replacements
    (Worship, Ali from Cairo, Elderscale Wurm; CR 614.1a, 120.3a, h5-triggers): damage that
    would reduce the life total below N reduces it to N instead — the damage is still dealt
    (lifelink, "dealt damage" triggers), only the life lost changes; a total already below N
    is not raised (it loses nothing)."""
    state = game.state
    life = state.players[player].life
    floor: int | None = None
    for oid in state.battlefield:
        source = state.objects[oid]
        if not any(isinstance(a, ReplacementAbility) and a.event == "life_floor"
                   for a in (source.copied or source.card).abilities):
            continue  # the printed (or copied) card has none: skip the layers (speed)
        c = chars(state, source)
        if c.controller != player:
            continue
        for ability in c.abilities:
            if not (isinstance(ability, ReplacementAbility) and ability.event == "life_floor"
                    and ability.action == "floor" and isinstance(ability.amount, int)):
                continue
            if ability.condition is not None and not game.condition(
                    ability.condition, player, oid, {}):
                continue  # "If you control a creature," / "As long as you have 7 or more life,"
            floor = ability.amount if floor is None else max(floor, ability.amount)
    if floor is None or life - amount >= floor:
        return amount
    return max(0, life - floor)
