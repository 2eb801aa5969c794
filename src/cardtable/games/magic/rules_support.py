"""Quantities (CR 107.3 X, 608.2h), conditions (603.4 intervening "if", "if you do") and costs
paid while an effect resolves, evaluated for the rooms and the effects. What the engine can
execute at all — the support verdict — is :mod:`cardtable.games.magic.support`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.games.magic import model as m
from cardtable.games.magic.chosen import chosen_option
from cardtable.games.magic.conditions_7 import CONDITIONS_7, condition_7_holds
from cardtable.games.magic.conditions_8 import CONDITIONS_8, condition_8_holds
from cardtable.games.magic.conditions_9 import CONDITIONS_9, condition_9_holds
from cardtable.games.magic.conditions_9b_cnd import CONDITIONS_9B_CND, condition_9b_cnd_holds
from cardtable.games.magic.conditions_9b_sta import CONDITIONS_9B_STA, condition_9b_sta_holds
from cardtable.games.magic.conditions_more import (
    ANY_OF,
    COUNT_CONDITIONS,
    MORE_CONDITIONS,
    count_condition_holds,
    more_condition_holds,
)
from cardtable.games.magic.costs import kicks
from cardtable.games.magic.designations import can_pair, designation_holds, grant_city_blessing
from cardtable.games.magic.harm_verbs_9 import CONDITIONS_9_EV2, harm_condition_9_holds
from cardtable.games.magic.keyword_casts import colors_spent
from cardtable.games.magic.layers import (
    attached_count,
    base_chars,
    basic_land_types,
    chars,
    devotion,
    graveyard_card_types,
    matches,
    matches_chars,
    self_is,
)
from cardtable.games.magic.layers_match import has_subtype
from cardtable.games.magic.mana import can_pay, requirement
from cardtable.games.magic.model.base import ANY_COUNTER
from cardtable.games.magic.model.designations import (
    ASCEND,
    CITY_BLESSING,
    DESIGNATION_CONDITIONS,
    SOULBOND_CAN_PAIR,
)
from cardtable.games.magic.name_conditions_9 import NAME_CONDITIONS_9, name_condition_9_holds
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, HAND
from cardtable.games.magic.player_protection import life_cant_change
from cardtable.games.magic.triggers import life_lost

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context
    from cardtable.games.magic.ports import GameServices

def evaluate(game: GameServices, quantity: m.Quantity, player: int, x: int,
             ctx: Context | None) -> int:
    if isinstance(quantity, int):
        return quantity
    if quantity.minus is not None:  # "3 minus the number of …" (issue 29, QF; CR 107.1b)
        base = evaluate(game, replace(quantity, minus=None, multiplier=1, plus=0), player, x,
                        ctx)
        less = max(0, base - evaluate(game, quantity.minus, player, x, ctx))
        return less * quantity.multiplier + quantity.plus
    if quantity.half:  # "half …, rounded up / down" (issue 29, h8-qf; CR 107.1a)
        whole = evaluate(game, replace(quantity, half="", multiplier=1, plus=0), player, x,
                         ctx)
        halved = (whole + 1) // 2 if quantity.half == "up" else whole // 2
        return halved * quantity.multiplier + quantity.plus
    if quantity.added is not None:  # "the number of A plus the number of B" (issue 29)
        return (evaluate(game, replace(quantity, added=None), player, x, ctx)
                + evaluate(game, quantity.added, player, x, ctx))
    state = game.state
    kind = quantity.kind
    value = 0
    if kind == "fixed":
        value = quantity.fixed
    elif kind == "x":
        value = x
    elif kind == "count" and quantity.ref and ctx is not None:
        # "the number of lands defending player controls": controlled by that player
        flt = quantity.filter or m.Filter()
        whose = set(ctx.players(quantity.ref))
        value = sum(1 for oid in state.battlefield
                    if chars(state, state.objects[oid]).controller in whose
                    and matches(state, state.objects[oid], flt, player, ctx.source_id))
    elif kind == "count":
        flt = quantity.filter or m.Filter()
        if quantity.zone == BATTLEFIELD:
            source = ctx.source_id if ctx is not None else None
            value = sum(1 for oid in state.battlefield
                        if matches(state, state.objects[oid], flt, player, source))
        else:
            source = ctx.source_id if ctx is not None else None  # "named ~"
            value = sum(1 for p in state.in_game() for oid in state.zone(p, quantity.zone)
                        if matches(state, state.objects[oid], flt, player, source))
    elif kind in ("power", "toughness", "mana_value", "counters"):
        value = _object_number(game, quantity, ctx)
    elif kind == "life":
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = state.players[players[0]].life if players else 0
    elif kind == "hand_size":
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = len(state.zone(players[0], HAND)) if players else 0
    elif kind == "player_counters":  # "the number of experience counters you have"
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = state.players[players[0]].counters.get(quantity.counter, 0) if players else 0
    elif kind == "exiled_this_way":  # "that many" after an exile — or a sacrifice (608.2c)
        value = int(ctx.memo.get("exiled", ctx.memo.get("moved_this_way", 0))) \
            if ctx is not None else 0
    elif kind == "half_life_up":  # "half their life, rounded up" (CR 107.1a; 107.1b: not < 0)
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = max(0, (state.players[players[0]].life + 1) // 2) if players else 0
    elif kind == "event_amount":  # "that many" / "that much": the triggering event's amount
        found = ctx.event.get("amount", 0) if ctx is not None else 0
        value = found if isinstance(found, int) else 0
    elif kind == "kicks" and ctx is not None:  # "for each time it was kicked" (702.33c)

        value = kicks(game, ctx.source_id)
    elif kind == "half_life":  # "half their life, rounded down" (CR 107.1a)
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = state.players[players[0]].life // 2 if players else 0
    elif kind == "player_life_lost_this_turn":  # "the life they lost this turn" (h8-qf; 119.3)
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = state.players[players[0]].life_lost_this_turn if players else 0
    elif kind == "tapped_this_way":  # 608.2c: "for each creature tapped this way" (h8-qf)
        value = int(ctx.memo.get("tapped_this_way", 0)) if ctx is not None else 0
    elif kind == "revealed_this_way":  # 608.2c: "for each card revealed this way"
        value = int(ctx.memo.get("revealed_count", 0)) if ctx is not None else 0
    elif kind == "discarded_this_way":  # 608.2c: "for each card discarded this way"
        value = int(ctx.memo.get("discarded", 0)) if ctx is not None else 0
    elif kind == "greatest_discarded_this_way":  # Windfall: the most one player discarded
        by = dict(ctx.memo.get("discarded_by", ())) if ctx is not None else {}
        value = max((int(n) for n in by.values()), default=0)
    elif kind == "life_lost_this_way":  # 608.2c: what the earlier instructions took
        value = int(ctx.memo.get("life_lost", 0)) if ctx is not None else 0
    elif kind == "party":  # "the number of creatures in your party" (CR 700.8)
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = party_size(state, players[0]) if players else 0
    elif kind == "attached_count" and quantity.filter is not None:  # "for each Equipment
        holder = ctx.source_id if ctx is not None else None  # attached to ~" (issue 29)
        value = attached_count(state, holder, quantity.filter) if holder is not None else 0
    elif kind == "devotion":  # CR 700.5, 700.5a: hybrid symbols count once, any colour
        value = devotion(state, player, quantity.color)
    elif kind == "blockers_beyond_first":  # rampage (702.23a), counted as it resolves
        ids = ctx.objects(quantity.ref or "self") if ctx is not None else []
        blockers = sum(1 for b, a in state.blockers.items()
                       if ids and a == ids[0] and b in state.objects)
        value = max(0, blockers - 1)
    elif kind == "life_lost":  # "you gain that much life" (extort 702.101a): lost this way
        found = ctx.memo.get("life_lost", 0) if ctx is not None else 0
        value = found if isinstance(found, int) else 0
    elif kind == "died_this_turn":  # "the number of creatures that died this turn" (700.4)
        value = _died_this_turn(state, quantity.filter, player)
    elif kind == "greatest_power":  # "the greatest power among other creatures you control"
        flt = quantity.filter or m.Filter()
        source = ctx.source_id if ctx is not None else None
        value = max((chars(state, state.objects[oid]).power for oid in state.battlefield
                     if matches(state, state.objects[oid], flt, player, source)), default=0)
    elif kind == "counters_removed_this_way":  # 608.2c: what the removal before it took
        value = int(ctx.memo.get("counters_removed", 0)) if ctx is not None else 0
    elif kind == "colors_among":  # "for each color among permanents you control" (105.1)
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        colors: set[str] = set()
        for oid in state.battlefield:
            c = chars(state, state.objects[oid])
            if players and c.controller == players[0]:
                colors.update(c.colors)
        value = len(colors)
    elif kind == "basic_land_types":  # domain: "basic land types among lands you control"
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = basic_land_types(state, players[0]) if players else 0
    elif kind == "greatest_mana_value":  # "the highest mana value among permanents you control"
        flt = quantity.filter or m.Filter()
        source = ctx.source_id if ctx is not None else None
        value = max((chars(state, state.objects[oid]).mana_value for oid in state.battlefield
                     if matches(state, state.objects[oid], flt, player, source)), default=0)
    elif kind == "opponents":  # "for each opponent you have" (in the game, 800.4a)
        value = len(state.opponents(player))
    elif kind == "spells_cast_this_turn":  # "for each spell you've cast this turn"
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = state.players[players[0]].spells_cast_this_turn if players else 0
    elif kind == "life_gained_this_turn":  # "for each 1 life you gained this turn"
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = state.players[players[0]].life_gained_this_turn if players else 0
    elif kind == "destroyed_this_way":  # 608.2c: what the earlier instruction destroyed
        found = ctx.memo.get("destroyed", ()) if ctx is not None else ()
        value = len(found) if isinstance(found, tuple) else 0  # one entry per permanent
        if quantity.filter == m.Filter(types=("Creature",)) and ctx is not None:
            creatures = ctx.memo.get("destroyed_creatures", 0)
            value = creatures if isinstance(creatures, int) else 0
    elif kind == "greatest_toughness":  # issue 29, QF: "the greatest toughness among …"
        flt = quantity.filter or m.Filter()
        source = ctx.source_id if ctx is not None else None
        value = max((chars(state, state.objects[oid]).toughness for oid in state.battlefield
                     if matches(state, state.objects[oid], flt, player, source)), default=0)
    elif kind == "library_size":  # issue 29, QF: "the number of cards in your library"
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = len(state.players[players[0]].zones["library"]) if players else 0
    elif kind == "graveyard_card_types":  # issue 29, QF: "the number of card types among
        value = len(_card_types_among(game, quantity.ref, player))  # cards in …" (205.2a)
    elif kind == "blockers" and ctx is not None:  # issue 29, QF: "for each creature blocking
        ids = ctx.objects(quantity.ref or "self")  # it" (CR 509.1, counted as it resolves)
        value = sum(1 for b, a in state.blockers.items()
                    if ids and a == ids[0] and b in state.objects)
    elif kind == "mana_spent" and ctx is not None:  # issue 29, QF: "the amount of mana spent
        # to cast this spell" (601.2h): recorded as it was cast, kept while it is on the stack
        value = int(state.mana_spent.get(ctx.source_id, 0))
    elif kind == "colors_spent" and ctx is not None:  # issue 29, QF: "the number of colors
        # of mana spent to cast this spell" (601.2h): the spell's notes, kept by the permanent
        value = colors_spent(state.cast_notes.get(ctx.source_id, frozenset()))
    elif kind == "opponents_attacked":  # melee (702.121a): recorded as attackers were declared
        found = ctx.event.get("opponents_attacked", 0) if ctx is not None else 0
        value = found if isinstance(found, int) else 0
    return value * quantity.multiplier + quantity.plus


def _died_this_turn(state: Any, flt: m.Filter | None, player: int) -> int:
    """Creatures that died this turn matching ``flt`` as they last existed (608.2h): their
    type, whether a token, their owner ("put into your graveyard")."""
    if flt is None or flt == m.Filter(types=("Creature",)):
        return int(state.died_this_turn)
    count = 0
    for oid in state.died_ids:
        lki = state.lki.get(oid)
        if lki is None or not set(flt.types) <= set(lki.types):
            continue
        if flt.token is not None and lki.token != flt.token:
            continue
        if flt.owner == "you" and lki.owner != player:
            continue
        if not _dead_matches(lki, flt, player):  # issue 29, QF: any noun "that died"
            continue
        count += 1
    return count


def _dead_matches(lki: Any, flt: m.Filter, player: int) -> bool:
    """The parts of "NOUN that died this turn" (``oracle.quantities_filters_7``) the
    creature's last-known information answers (608.2h): subtypes (changeling's too), colors
    and who controlled it as it died."""
    if flt.subtypes and not any(has_subtype(lki, t) for t in flt.subtypes):
        return False  # "Zubera": one of the named subtypes (205.3)
    if any(has_subtype(lki, t) for t in flt.not_subtypes):
        return False
    if flt.colors and not set(flt.colors) & set(lki.colors):
        return False
    if set(flt.not_colors) & set(lki.colors):
        return False
    return not (flt.controller == "you" and lki.controller != player)


def _last_known_key(ctx: Context, ref: str) -> Any:
    """The id whose last-known information ``ref`` reads once the object has left (608.2h)."""
    if ref == "self":
        return ctx.source_id
    if ref.startswith("target:"):
        found = [t for t in ctx._target_values(ref) if isinstance(t, int)]
        return found[0] if found else None
    if ref.startswith("sacrificed"):  # "the sacrificed creature", "that creature"
        return ctx.memo.get("sacrificed", ctx.event.get("sacrificed"))
    return ctx.event.get("it")


def _revealed_number(game: GameServices, quantity: m.Amount, ctx: Context) -> int:
    """The mana value (power, toughness) of the card an earlier instruction revealed or looked
    at, wherever it went since (CR 400.7: followed through its moves, as Reanimate's card)."""
    state = game.state
    oid = ctx.memo.get("revealed")
    for _ in range(4):  # the card may have moved more than once (a hand, then a graveyard)
        if not isinstance(oid, int) or oid in state.objects:
            break
        oid = state.moved.get(oid)
    obj = state.objects.get(oid) if isinstance(oid, int) else None
    if obj is None:
        return 0
    c = chars(state, obj)
    return {"power": c.power, "toughness": c.toughness, "mana_value": c.mana_value}.get(
        quantity.kind, 0)


def _card_types_among(game: GameServices, whose: str, player: int) -> set[str]:
    """The card types among the cards in the graveyards ``whose`` names: ``"you"`` (yours),
    ``"all"`` (every player's), ``"opponents"`` (your opponents') — CR 205.2a, 404."""
    state = game.state
    players = [player] if whose in ("", "you") else (
        list(state.opponents(player)) if whose == "opponents" else range(len(state.players)))
    found: set[str] = set()
    for p in players:
        found |= graveyard_card_types(state, p)
    return found


def _discarded_number(game: GameServices, quantity: m.Amount, ctx: Context) -> int:
    """The mana value (power, toughness) of the card discarded to pay the cost (the item's
    event) or by an earlier instruction (the memo), where it is now (CR 400.7, 608.2h)."""
    state = game.state
    oid = ctx.memo.get("discarded_card", ctx.event.get("discarded"))
    for _ in range(4):  # the card may have moved on since (a graveyard, then exile)
        if not isinstance(oid, int) or oid in state.objects:
            break
        oid = state.moved.get(oid)
    obj = state.objects.get(oid) if isinstance(oid, int) else None
    if obj is None:
        return 0
    c = chars(state, obj)
    return {"power": c.power, "toughness": c.toughness, "mana_value": c.mana_value}.get(
        quantity.kind, 0)


def _counters_of(counters: dict[str, int], kind: str) -> int:
    """The counters of ``kind`` among ``counters``; of every kind for ``ANY_COUNTER`` ("for
    each counter on it", CR 122.1; issue 29, h8-qf)."""
    return sum(counters.values()) if kind == ANY_COUNTER else counters.get(kind, 0)


def _object_number(game: GameServices, quantity: m.Amount, ctx: Context | None) -> int:
    state = game.state
    if ctx is None:
        return 0
    ref = quantity.ref or "self"
    if ref.startswith("revealed"):  # "its mana value" of the card revealed on top (608.2h)
        return _revealed_number(game, quantity, ctx)
    if ref == "discarded":  # "the discarded card's mana value" (issue 29, QF)
        return _discarded_number(game, quantity, ctx)
    # "that permanent's mana value", "that spell's mana value" (issue 29)
    if ref.startswith(("that_permanent:", "that_creature:", "that_spell:")):
        ref = ref.partition(":")[2]  # the same object, worded as Oracle does
    ids = ctx.objects(ref)
    if ids:
        obj = state.objects[ids[0]]
        c = chars(state, obj)
        if quantity.kind == "counters":
            return _counters_of(dict(obj.counters), quantity.counter)
        return {"power": c.power, "toughness": c.toughness, "mana_value": c.mana_value}[
            quantity.kind]
    # last-known information (608.2h)
    key = _last_known_key(ctx, ref)
    lki = state.lki.get(key) if isinstance(key, int) else None
    if lki is None and quantity.kind == "mana_value" and isinstance(key, int) and \
            state.moved.get(key) in state.objects:
        # a card that left a graveyard ("You lose life equal to its mana value", Reanimate):
        # no effect changes a card's mana value there, so the card it became has the same one
        return chars(state, state.objects[state.moved[key]]).mana_value
    if lki is None:
        return 0
    if quantity.kind == "counters":
        return _counters_of(dict(lki.counters), quantity.counter)
    return {"power": lki.power, "toughness": lki.toughness, "mana_value": lki.mana_value}[
        quantity.kind]


def _name_unique(game: GameServices, it: Any, player: int) -> bool:
    """"it doesn't have the same name as another creature you control or a creature card in
    your graveyard" (Guardian Project): ``it`` as it is now, or as it last existed (603.10a)."""
    state = game.state
    if not isinstance(it, int):
        return False
    obj = state.objects.get(it)
    name = obj.card.name if obj is not None else getattr(state.lki.get(it), "name", "")
    if not name:
        return False
    for oid in state.battlefield:
        other = state.objects[oid]
        c = chars(state, other)
        if oid != it and c.controller == player and "Creature" in c.types and c.name == name:
            return False
    return not any(state.objects[oid].card.name == name
                   and "Creature" in state.objects[oid].card.type_line
                   for oid in state.zone(player, GRAVEYARD))


def condition_holds(game: GameServices, cond: m.Condition, player: int, source: int,
                    event: Mapping[str, Any], memo: Mapping[str, Any]) -> bool:
    state = game.state
    kind = cond.kind
    result = False
    if kind in CONDITIONS_9_EV2:  # issue 29, h9-ev2 (harm_verbs_9.py): "… dealt damage this way"
        return harm_condition_9_holds(state, cond, memo, lambda o, f: matches(
            state, o, f, player, source)) != cond.negate
    if kind in CONDITIONS_9:  # issue 29, round 9 (conditions_9.py; h9-cnd)
        return condition_9_holds(state, cond, player, event) != cond.negate
    if kind in CONDITIONS_9B_CND:  # issue 29, round 9b (conditions_9b_cnd.py; h9b-cnd)
        return condition_9b_cnd_holds(state, cond, player, lambda f: sum(
            1 for oid in state.battlefield
            if matches(state, state.objects[oid], f, player, source))) != cond.negate
    if kind in NAME_CONDITIONS_9:  # issue 29, QF ninth wave (name_conditions_9.py)
        return name_condition_9_holds(state, cond, player, memo) != cond.negate
    if kind in CONDITIONS_9B_STA:  # issue 29, h9b-STA (conditions_9b_sta.py)
        return condition_9b_sta_holds(state, cond, player) != cond.negate
    if kind in CONDITIONS_8:  # issue 29, round 8 (conditions_8.py)
        return condition_8_holds(state, cond, player, source, event, lambda oid: chars(
            state, state.objects[oid]).controller, lambda o, f: matches(
                state, o, f, player, source)) != cond.negate
    if kind in CONDITIONS_7:  # issue 29, round 7 (conditions_7.py)
        return condition_7_holds(state, cond, player, source, lambda o, f: matches(
            state, o, f, player, source), lambda o: chars(state, o).power, event) != cond.negate
    if kind in MORE_CONDITIONS:  # issues 28/29 (conditions_more.py)
        return more_condition_holds(state, cond, player, source, lambda o, f: matches_chars(
            state, o, base_chars(o), f, player, source)) != cond.negate
    if kind in COUNT_CONDITIONS:  # "an opponent controls more lands than you"
        return count_condition_holds(state, cond, player, event, lambda p, f: sum(
            1 for oid in state.battlefield if chars(state, state.objects[oid]).controller == p
            and matches(state, state.objects[oid], replace(f, controller="any"), player,
                        source)), lambda oid: max(0, chars(
                            state, state.objects[oid]).power or 0)) != cond.negate
    if kind == SOULBOND_CAN_PAIR:  # soulbond's intervening "if" (702.95a; issue 29)
        def yours(oid: int) -> bool:
            obj = state.objects.get(oid)
            if obj is None or obj.zone != BATTLEFIELD:
                return False
            c = chars(state, obj)
            return c.controller == player and "Creature" in c.types

        other = event.get("it") if cond.ref == "it" else None
        return can_pair(state, source, other if isinstance(other, int) else None,
                        yours) != cond.negate
    if kind in DESIGNATION_CONDITIONS:  # the monarch, the city's blessing (issue 29)
        held = designation_holds(state, cond, player, source, lambda p: sum(
            1 for oid in state.battlefield if chars(state, state.objects[oid]).controller == p),
            lambda oid: oid in state.objects and ASCEND in chars(
                state, state.objects[oid]).keywords)
        if held and kind == CITY_BLESSING:  # ascend gives it for good (702.131a-b)
            grant_city_blessing(game, player)
        return held != cond.negate
    if kind == ANY_OF:
        return any(condition_holds(game, part, player, source, event, memo)
                   for part in cond.all_of) != cond.negate
    if kind == "all" and cond.all_of:  # every part ("if you control an artifact and an
        # enchantment", h9-kw; "an opponent controls a Swamp and you control a Forest", EV1), as
        # layers._holds reads it for statics
        return all(condition_holds(game, part, player, source, event, memo)
                   for part in cond.all_of) != cond.negate
    if kind in ("you_control", "opponent_controls", "on_battlefield"):
        flt = cond.filter or m.Filter()
        need = cond.amount if isinstance(cond.amount, int) else 1
        count = 0
        for oid in state.battlefield:
            obj = state.objects[oid]
            controller = chars(state, obj).controller
            if (kind == "on_battlefield"  # whoever controls it (Pestilence)
                    or (controller == player) == (kind == "you_control")) and matches(
                    state, obj, flt, player, source):
                count += 1
        result = count >= need
    elif kind == "name_unique":  # Guardian Project (603.4: checked on trigger and resolution)
        result = _name_unique(game, event.get("it"), player)
    elif kind == "life_at_most":
        result = state.players[player].life <= _int(cond.amount)
    elif kind == "life_at_least":
        result = state.players[player].life >= _int(cond.amount)
    elif kind == "hand_at_most":
        result = len(state.zone(player, HAND)) <= _int(cond.amount)
    elif kind == "hand_at_least":  # "if you have nine or more cards in hand"
        result = len(state.zone(player, HAND)) >= _int(cond.amount)
    elif kind == "total_power_at_least":  # "creatures you control have total power 10 or
        # greater" (Mosswort Bridge)
        total = 0
        for oid in state.battlefield:
            c = chars(state, state.objects[oid])
            if c.controller == player and "Creature" in c.types:
                total += max(0, c.power or 0)
        result = total >= _int(cond.amount)
    elif kind == "chosen":  # a Siege's bulleted ability: the word chosen as it entered

        result = chosen_option(state, source) == cond.ref
    elif kind == "your_turn":
        result = state.active == player
    elif kind == "self_attacked_this_turn":  # boast: this creature attacked (702.142a)
        result = source in state.attacked_ids
    elif kind == "not_your_turn":
        result = state.active != player
    elif kind == "main_phase":  # "if you cast this spell during your main phase": a spell
        # resolves in the step it was cast in (a step ends only with an empty stack, 500.2)
        result = state.step in ("main1", "main2") and state.active == player
    elif kind == "x_at_least":  # "If X is 10 or more" (Finale of Devastation; 107.3)
        result = state.cast_x.get(source, 0) >= _int(cond.amount)
    elif kind == "kicked":  # the spell, or the permanent it became (702.33d)
        result = "kicked" in state.cast_notes.get(source, frozenset())
    elif kind == "noncreature_destroyed_by_opponent":
        result = player in state.lost_noncreature_to_opponent
    elif kind == "ref_matches":
        it = event.get("it") if cond.ref in ("", "it") else source
        if cond.ref == "revealed":  # the card "Reveal the top card …" showed (701.16a)
            it = memo.get("revealed")
        if cond.ref == "milled":  # "if a land card is milled this way" (701.13, 608.2c)
            it = next((o for o in memo.get("milled", ()) if o in state.objects and matches(
                state, state.objects[o], cond.filter or m.Filter(), player, source)), None)
        if cond.ref.startswith("target:"):  # "if that creature is a Snake" (resolution.py)
            it = event.get(cond.ref)
        if cond.ref == "equipped":  # "if equipped creature is a Vampire"
            me = state.objects.get(source)
            it = me.attached_to if me is not None else None
        found = state.objects.get(it) if isinstance(it, int) else None
        result = found is not None and matches(state, found, cond.filter or m.Filter(), player,
                                               source)
    elif kind == "greater_power":
        it = event.get("it")
        other = state.objects.get(it) if isinstance(it, int) else None
        me = state.objects.get(source)
        if other is not None and me is not None:
            a, b = chars(state, other), chars(state, me)
            result = a.power > b.power or a.toughness > b.toughness
    elif kind == "no_counters":  # "if it had no +1/+1 counters on it" (last known, 603.10a)
        it = event.get("it")
        current = state.objects.get(it) if isinstance(it, int) else None
        if current is not None:
            result = not current.counters.get(cond.counter, 0)
        else:
            lki = state.lki.get(it) if isinstance(it, int) else None
            result = lki is not None and not dict(lki.counters).get(cond.counter, 0)
    elif kind == "paid":
        result = bool(memo.get("paid"))
    elif kind == "renowned":  # renown (702.112a): "if it isn't renowned"
        me = state.objects.get(source)
        result = me is not None and me.renowned
    elif kind == "controlled_since_last_upkeep":  # echo (702.30a)
        me = state.objects.get(source)
        previous = state.upkeep_marks.get(player, (-1, -1))[0]
        result = me is not None and me.controlled_since > previous
    elif kind == "opponent_damaged_this_turn":  # bloodthirst (702.54a)
        result = any(state.players[p].damage_taken_this_turn > 0
                     for p in state.opponents(player))
    elif kind == "creature_died_this_turn":  # morbid (CR 700.4: "dies")
        result = state.died_this_turn > 0
    elif kind == "class_level_is":  # "[Cost]: Level N": only at level N-1 (CR 716.2a)
        result = state.class_levels.get(source, 1) == _int(cond.amount)
    elif kind == "self_counters_at_least":  # "if there are two or more ki counters on ~"
        me = state.objects.get(source)
        result = me is not None and me.counters.get(cond.counter, 0) >= _int(cond.amount)
    elif kind == "spells_last_turn_at_most":  # "if no spells were cast last turn" (faces.py)
        result = sum(state.spells_last_turn) <= _int(cond.amount)
    elif kind == "player_spells_last_turn_at_least":  # "if a player cast two or more …"
        result = max(state.spells_last_turn, default=0) >= _int(cond.amount)
    elif kind == "opponents_at_least":  # "unless you have two or more opponents" (800.4a)
        result = len(state.opponents(player)) >= _int(cond.amount)
    elif kind == "discarded":  # "if the player does" after "may discard a card" (608.2c)
        result = bool(memo.get("discarded", 0))
    elif kind == "controls_commander":  # "they control a commander" (CR 903.3d)
        who = event.get("player") if cond.ref == "triggering_player" else player
        result = any(chars(state, state.objects[oid]).controller == who
                     and state.objects[oid].uid in state.commanders
                     and not state.objects[oid].token for oid in state.battlefield)
    elif kind == "sacrificed":  # "if you can't sacrifice a creature" (negated): 608.2c
        result = memo.get("sacrificed") is not None
    elif kind == "cards_in_zone":  # threshold, hellbent (issue 28, statics)
        whose = [player] if cond.ref != "opponent" else list(state.opponents(player))
        # "two or more instant and/or sorcery cards in your graveyard": those matching the
        # filter (spell mastery), else every card
        result = any(sum(1 for oid in state.zone(p, cond.zone) if cond.filter is None or matches(
            state, state.objects[oid], cond.filter, player)) >= _int(cond.amount) for p in whose)
    elif kind == "attacked_this_turn":  # raid: the active player declared attackers (508.1)
        result = state.active == player and state.attacked_turn == state.turn
    elif kind == "opponent_lost_life_this_turn":  # CR 119.3
        result = any(state.players[p].life_lost_this_turn > 0 for p in state.opponents(player))
    elif kind == "gained_life_this_turn":
        result = state.players[player].life_gained_this_turn > 0
    elif kind == "graveyard_card_types":  # delirium
        result = len(graveyard_card_types(state, player)) >= _int(cond.amount)
    elif kind == "self_is":  # "if ~ is untapped"
        me = state.objects.get(source)
        result = me is not None and me.zone == BATTLEFIELD and self_is(state, me, cond.state)
    elif kind == "won_flip":  # "If you win (lose) the flip" after "Flip a coin" (CR 705.2)
        result = bool(memo.get("won_flip"))
    elif kind == "full_party":  # "if you have a full party" (CR 700.8c)
        result = party_size(state, player) == len(PARTY_TYPES)
    elif kind == "won_clash":  # "If you win" after "Clash with an opponent" (CR 701.23d)
        result = bool(memo.get("won_clash"))
    elif kind == "self_in_zones":  # "if ~ is in the command zone or on the battlefield"
        me = state.objects.get(source)
        result = me is not None and me.zone in cond.zone.split(",")
    return result != cond.negate


PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
"""The creature types of a party (CR 700.8)."""


def party_size(state: Any, player: int) -> int:
    """How many creatures are in ``player``'s party (CR 700.8, 700.8a–b): up to one Cleric,
    Rogue, Warrior and Wizard they control, each creature counted for one type only, in the
    way that gives the highest number — a largest matching of creatures to the four types,
    found by augmenting paths."""
    fits: list[list[int]] = []  # for each creature, the party types it could fill
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller == player and "Creature" in c.types:
            slots = [i for i, kind in enumerate(PARTY_TYPES) if has_subtype(c, kind)]
            if slots:
                fits.append(slots)
    holder: dict[int, int] = {}  # party type -> the creature filling it

    def place(creature: int, seen: set[int]) -> bool:
        for slot in fits[creature]:
            if slot in seen:
                continue
            seen.add(slot)
            if slot not in holder or place(holder[slot], seen):
                holder[slot] = creature
                return True
        return False

    return sum(1 for creature in range(len(fits)) if place(creature, set()))


def payable_on_resolution(cost: m.Cost) -> bool:
    """A cost paid while a spell or ability resolves ("you may pay {2}", "unless you pay"):
    the engine pays mana (118.3, from the pool and mana abilities) and life (119.4)."""
    return cost in (m.Cost(mana=cost.mana), m.Cost(pay_life=cost.pay_life),
                    m.Cost(pay_energy=cost.pay_energy),  # {E} (CR 107.14)
                    m.Cost(mana=cost.mana, pay_life=cost.pay_life))  # "{1} and 1 life" (h8-ev3)


def can_pay_on_resolution(game: GameServices, player: int, cost: m.Cost) -> bool:

    if cost.pay_life and game.state.players[player].life < cost.pay_life:
        return False  # 119.4: a player can pay life only up to their life total
    if cost.pay_life and life_cant_change(game.state, player):
        return False  # 119.8: a cost of paying life can't be paid
    if cost.pay_energy and game.state.players[player].counters.get("energy", 0) < \
            cost.pay_energy:
        return False  # CR 107.14: only energy the player has pays {E}
    return not cost.mana or can_pay(game.state, player, requirement(cost.mana))


def pay_on_resolution(game: GameServices, player: int, cost: m.Cost) -> None:

    if cost.mana:
        game.pay_mana(player, requirement(cost.mana))
    if cost.pay_life:
        game.state.players[player].life -= cost.pay_life
        game.log("life", player, lost=cost.pay_life, life=game.state.players[player].life)
        life_lost(game, player, cost.pay_life)  # paying life is losing it (119.4; h7-trg)
    if cost.pay_energy:  # CR 107.14, 122.1: the energy counters are removed
        held = game.state.players[player].counters
        held["energy"] = held.get("energy", 0) - cost.pay_energy
        game.log("counters", player, counter="energy", amount=-cost.pay_energy)


def _int(value: m.Quantity) -> int:
    return value if isinstance(value, int) else value.fixed
