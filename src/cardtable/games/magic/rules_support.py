"""Quantities (CR 107.3 X, 608.2h), conditions (603.4 intervening "if", "if you do") and what
the engine can execute (magic.md §1 scope: a card needing anything else is unsupported as a
whole, never half-played)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.abilities.interpreter import SUPPORTED_EFFECTS
from cardtable.games.magic.layers import chars, keyword_name, matches
from cardtable.games.magic.objects import BATTLEFIELD, HAND
from cardtable.games.magic.player_protection import life_cant_change

if TYPE_CHECKING:
    from cardtable.games.magic.abilities.context import Context
    from cardtable.games.magic.game import MagicGame

SUPPORTED_KEYWORDS = frozenset({
    "cast_from_graveyard",  # "You may cast ~ from your graveyard as long as …" (Gravecrawler)
    "flying", "reach", "first_strike", "double_strike", "deathtouch", "lifelink", "trample",
    "vigilance", "haste", "menace", "defender", "indestructible", "hexproof", "shroud",
    "protection", "flash", "enchant", "equip", "infect", "wither", "plainswalk", "islandwalk",
    "swampwalk", "mountainwalk", "forestwalk", "evolve", "undying",
    # keyword_abilities.py: triggered, evasion and characteristic-defining keywords
    "prowess", "exalted", "bushido", "flanking", "rampage", "afflict", "battle_cry", "dethrone",
    "melee", "training", "persist", "soulshift", "bloodthirst", "fear", "intimidate", "shadow",
    "horsemanship", "skulk", "devoid", "changeling", "echo", "fabricate", "modular", "renown",
    "extort", "fading", "mentor", "annihilator", "outlast", "ward", "living_weapon",
    "vanishing", "graft", "crew", "afterlife", "hideaway",
    # casting (costs.py): CR 702.33, 702.34, 702.74, 118.9, 702.29, 702.51, 702.41, 702.61
    "kicker", "multikicker", "flashback", "evoke", "alternative_cost", "cycling", "plainscycling",
    "islandcycling", "swampcycling", "mountaincycling", "forestcycling", "convoke",
    "affinity_for_artifacts", "split_second",
    # bestow.py (702.103)
    "bestow",
    # costs.py: exiled as it resolves, cast again next upkeep (702.88)
    "rebound",
    # storm (702.40a, keyword_abilities.storm)
    "storm",
    # costs.py, casting.py, resolution.py (702.96)
    "overload",
    # keyword_abilities.py, interpreter._myriad (702.116a)
    "myriad",
    # costs.hand_abilities, interpreter._ninjutsu (702.49)
    "ninjutsu",
    # morph.py (702.37, 708)
    "morph", "megamorph",
    # phasing.py: phases out and in during its controller's untap step (702.26a, 502.1)
    "phasing",
})
SUPPORTED_TRIGGERS = frozenset({
    "enters", "dies", "leaves", "attacks", "upkeep", "draw_step", "precombat_main",
    "beginning_of_combat", "end_step", "cast", "deals_combat_damage_to_player", "gain_life",
    "lore", "discard", "tapped_for_mana",
    "attacks_alone", "attacks_most_life", "attacks_with_greater_power", "blocks",
    "becomes_blocked", "blocked_by", "put_into_graveyard", "becomes_target",
    "last_counter_removed", "cast_targeting_self",
    "becomes_monstrous",  # CR 701.37c (interpreter._monstrosity)
    "cycle",  # "When you cycle ~" (702.29d)
    "draw", "dealt_damage", "deals_combat_damage_to_creature",  # triggers.py
    "cast_self",
    "turned_face_up",  # morph.py (702.37e, 708.8)
    "player_attacked", "attacks_player_with_creatures",  # Auras enchanting a player (303.4b)
    "untaps",  # "Whenever a permanent becomes untapped" (Mesmeric Orb; untap step, Untap)
})
SUPPORTED_AMOUNTS = frozenset({"fixed", "x", "count", "power", "toughness", "mana_value",
                               "life", "hand_size", "counters", "devotion",
                               "blockers_beyond_first", "opponents_attacked", "life_lost",
                               "life_lost_this_way", "player_counters", "mana_spent",
                               "half_life_up", "exiled_this_way", "kicks", "discarded_this_way",
                               "half_life",
                               # quantities.py: "for each …", "where X is …", "equal to …"
                               "died_this_turn", "greatest_power", "destroyed_this_way",
                               "life_gained_this_turn", "opponents",
                               "spells_cast_this_turn",
                               "event_amount", "revealed_mana_value"})
SUPPORTED_CONDITIONS = frozenset({"you_control", "opponent_controls", "life_at_most",
                                  "life_at_least", "hand_at_most", "your_turn", "not_your_turn",
                                  "main_phase", "ref_matches", "greater_power", "paid",
                                  "no_counters", "opponent_damaged_this_turn",
                                  "controlled_since_last_upkeep", "renowned",
                                  "kicked", "noncreature_destroyed_by_opponent",
                                  "creature_died_this_turn", "self_in_zones",
                                  "opponents_at_least", "controls_commander", "discarded",
                                  "sacrificed", "chosen", "total_power_at_least",
                                  "on_battlefield"})
SUPPORTED_LAYERS = frozenset({"2", "4", "5", "6", "7a", "7b", "7c", "7d", "rules"})
SUPPORTED_RULES = frozenset({"cant_attack", "cant_block", "cost_increase", "cost_reduction",
                             "play_linked_exile",
                             "cant_be_countered", "cant_be_blocked", "min_two_blockers",
                             "attacks_each_combat", "block_only_flyers", "must_be_blocked",
                             "all_must_block", "cant_be_blocked_power_max",
                             "attack_needs_defender_land", "max_one_blocker",
                             "can_be_commander", "no_max_hand_size",
                             "doesnt_untap", "cant_be_blocked_color",
                             "cost_per_extra_target", "cost_reduction_self",
                             # player_rules.py (CR 119.7, 104.2b, 104.3)
                             "cant_gain_life", "cant_lose", "cant_win",
                             "cast_only",  # timing.py (CR 601.3a)
                             # goad, Raving Dead, Mystic Barrier (701.38, 508.1d)
                             "goaded_by", "attacks_player", "attack_nearest_in_direction",
                             "direction"})
SUPPORTED_REPLACEMENTS = frozenset({("dies", "exile"), ("enters", "tapped"), ("enters", "copy"),
                                    ("to_graveyard", "exile"),
                                    ("enters", "counters"), ("put_counters", "add"),
                                    ("put_counters", "double"), ("create_token", "double"),
                                    ("player_counters", "add"),
                                    ("enters", "choose_creature_type"),
                                    ("enters", "choose_option")})  # chosen.py


def evaluate(game: MagicGame, quantity: m.Quantity, player: int, x: int,
             ctx: Context | None) -> int:
    if isinstance(quantity, int):
        return quantity
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
            value = sum(1 for p in state.in_game() for oid in state.zone(p, quantity.zone)
                        if matches(state, state.objects[oid], flt, player))
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
    elif kind == "exiled_this_way":  # "that many" after an exile (608.2c)
        value = int(ctx.memo.get("exiled", 0)) if ctx is not None else 0
    elif kind == "half_life_up":  # "half their life, rounded up" (CR 107.1a; 107.1b: not < 0)
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = max(0, (state.players[players[0]].life + 1) // 2) if players else 0
    elif kind == "event_amount":  # "that many" / "that much": the triggering event's amount
        found = ctx.event.get("amount", 0) if ctx is not None else 0
        value = found if isinstance(found, int) else 0
    elif kind == "kicks" and ctx is not None:  # "for each time it was kicked" (702.33c)
        from cardtable.games.magic.costs import kicks

        value = kicks(game, ctx.source_id)
    elif kind == "half_life":  # "half their life, rounded down" (CR 107.1a)
        players = ctx.players(quantity.ref or "you") if ctx is not None else [player]
        value = state.players[players[0]].life // 2 if players else 0
    elif kind == "discarded_this_way":  # 608.2c: "for each card discarded this way"
        value = int(ctx.memo.get("discarded", 0)) if ctx is not None else 0
    elif kind == "life_lost_this_way":  # 608.2c: what the earlier instructions took
        value = int(ctx.memo.get("life_lost", 0)) if ctx is not None else 0
    elif kind == "devotion":
        value = 0
        for oid in state.battlefield:
            obj = state.objects[oid]
            if chars(state, obj).controller == player:
                value += obj.card.mana_cost.count("{" + quantity.color)
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
        count += 1
    return count


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


def _object_number(game: MagicGame, quantity: m.Amount, ctx: Context | None) -> int:
    state = game.state
    if ctx is None:
        return 0
    ref = quantity.ref or "self"
    if ref.startswith(("that_permanent:", "that_creature:")):  # "that permanent's mana value"
        ref = ref.partition(":")[2]  # the same object, worded as Oracle does
    ids = ctx.objects(ref)
    if ids:
        obj = state.objects[ids[0]]
        c = chars(state, obj)
        if quantity.kind == "counters":
            return obj.counters.get(quantity.counter, 0)
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
        return dict(lki.counters).get(quantity.counter, 0)
    return {"power": lki.power, "toughness": lki.toughness, "mana_value": lki.mana_value}[
        quantity.kind]


def condition_holds(game: MagicGame, cond: m.Condition, player: int, source: int,
                    event: Mapping[str, Any], memo: Mapping[str, Any]) -> bool:
    state = game.state
    kind = cond.kind
    result = False
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
    elif kind == "life_at_most":
        result = state.players[player].life <= _int(cond.amount)
    elif kind == "life_at_least":
        result = state.players[player].life >= _int(cond.amount)
    elif kind == "hand_at_most":
        result = len(state.zone(player, HAND)) <= _int(cond.amount)
    elif kind == "total_power_at_least":  # "creatures you control have total power 10 or
        # greater" (Mosswort Bridge)
        total = 0
        for oid in state.battlefield:
            c = chars(state, state.objects[oid])
            if c.controller == player and "Creature" in c.types:
                total += max(0, c.power or 0)
        result = total >= _int(cond.amount)
    elif kind == "chosen":  # a Siege's bulleted ability: the word chosen as it entered
        from cardtable.games.magic.chosen import chosen_option

        result = chosen_option(state, source) == cond.ref
    elif kind == "your_turn":
        result = state.active == player
    elif kind == "not_your_turn":
        result = state.active != player
    elif kind == "main_phase":  # "if you cast this spell during your main phase": a spell
        # resolves in the step it was cast in (a step ends only with an empty stack, 500.2)
        result = state.step in ("main1", "main2") and state.active == player
    elif kind == "kicked":  # the spell, or the permanent it became (702.33d)
        result = "kicked" in state.cast_notes.get(source, frozenset())
    elif kind == "noncreature_destroyed_by_opponent":
        result = player in state.lost_noncreature_to_opponent
    elif kind == "ref_matches":
        it = event.get("it") if cond.ref in ("", "it") else source
        if cond.ref == "revealed":  # the card "Reveal the top card …" showed (701.16a)
            it = memo.get("revealed")
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
    elif kind == "self_in_zones":  # "if ~ is in the command zone or on the battlefield"
        me = state.objects.get(source)
        result = me is not None and me.zone in cond.zone.split(",")
    return result != cond.negate


def payable_on_resolution(cost: m.Cost) -> bool:
    """A cost paid while a spell or ability resolves ("you may pay {2}", "unless you pay"):
    the engine pays mana (118.3, from the pool and mana abilities) and life (119.4)."""
    return cost in (m.Cost(mana=cost.mana), m.Cost(pay_life=cost.pay_life))


def can_pay_on_resolution(game: MagicGame, player: int, cost: m.Cost) -> bool:
    from cardtable.games.magic.mana import can_pay, requirement

    if cost.pay_life and game.state.players[player].life < cost.pay_life:
        return False  # 119.4: a player can pay life only up to their life total
    if cost.pay_life and life_cant_change(game.state, player):
        return False  # 119.8: a cost of paying life can't be paid
    return not cost.mana or can_pay(game.state, player, requirement(cost.mana))


def pay_on_resolution(game: MagicGame, player: int, cost: m.Cost) -> None:
    from cardtable.games.magic.mana import requirement

    if cost.mana:
        game.pay_mana(player, requirement(cost.mana))
    if cost.pay_life:
        game.state.players[player].life -= cost.pay_life
        game.log("life", player, lost=cost.pay_life, life=game.state.players[player].life)


def _int(value: m.Quantity) -> int:
    return value if isinstance(value, int) else value.fixed


def unsupported_reason(card: m.CardDef) -> str | None:
    """Why the engine cannot play ``card`` faithfully, or ``None`` if it can."""
    for ability in card.abilities:
        problem = _ability_problem(ability)
        if problem:
            return f"{card.name}: {problem}"
    if card.has_keyword("storm") and any(isinstance(a, m.SpellAbility) and (
            a.targets or a.modes is not None) for a in card.abilities):
        # 702.40a lets each copy take new targets; copies here keep the original's (copy.py)
        return f"{card.name}: storm copies of a targeted spell choose no new targets yet"
    return None


def _ability_problem(ability: Any) -> str | None:
    if isinstance(ability, m.Keyword):
        name = keyword_name(ability.name)
        if name == "echo" and not (ability.cost is not None and payable_on_resolution(
                ability.cost)):
            return "an echo cost other than mana or life"
        if name == "ward" and (ability.cost is None or ability.cost != m.Cost(
                mana=ability.cost.mana) or not ability.cost.mana):
            return "a ward cost other than mana"
        if name == "outlast" and (ability.cost is None or ability.cost != m.Cost(
                mana=ability.cost.mana)):
            return "an outlast cost other than mana"
        if name not in SUPPORTED_KEYWORDS:
            return f"keyword {ability.name!r}"
        return _keyword_cost_problem(name, ability)
    if isinstance(ability, m.StaticAbility):
        if ability.condition is not None and not _static_condition_ok(ability.condition):
            return f"the 'as long as' condition {ability.condition.kind!r}"
        for effect in ability.effects:
            if effect.layer not in SUPPORTED_LAYERS:
                return f"a layer-{effect.layer} effect"
            if effect.layer == "rules" and effect.rule.partition(":")[0] not in SUPPORTED_RULES:
                return f"the rule change {effect.rule!r}"
            if effect.rule in ("cost_increase", "cost_reduction") and (
                    effect.affected != "spells" or not isinstance(effect.amount, int)
                    or ability.zone != "battlefield"):
                return f"a {effect.rule} other than a fixed amount for spells"
            if effect.rule in ("cant_gain_life", "cant_lose", "cant_win") and (
                    effect.affected not in ("you", "opponents", "players")
                    or ability.condition is not None):
                return f"{effect.rule!r} for {effect.affected!r} or with a condition"
            if effect.rule.startswith("cast_only"):
                from cardtable.games.magic.timing import WINDOWS

                if effect.rule.partition(":")[2] not in WINDOWS:
                    return f"the casting window {effect.rule!r}"
            if effect.rule == "cant_be_countered" and effect.affected not in ("self", "spells"):
                return "'can't be countered' for other spells"
            if effect.rule == "cant_be_countered" and effect.affected == "spells" and (
                    ability.zone != "battlefield" or ability.condition is not None
                    or effect.filter is None or effect.filter.controller != "you"):
                return "'can't be countered' for spells other than yours"
            for k in effect.add_keywords:
                if keyword_name(k.name) not in SUPPORTED_KEYWORDS:
                    return f"keyword {k.name!r}"
            for granted in effect.add_abilities:  # a quoted ability it gives (layer 6)
                problem = _ability_problem(granted)
                if problem:
                    return f"the ability it gives: {problem}"
        return None
    if isinstance(ability, m.ReplacementAbility):
        if (ability.event, ability.action) not in SUPPORTED_REPLACEMENTS:
            return f"replacement {ability.event}/{ability.action}"
        if ability.condition is not None and ability.condition.kind not in (
                SUPPORTED_CONDITIONS):
            return f"condition {ability.condition.kind!r}"
        for quoted in ability.copy_except.abilities if ability.copy_except else ():
            problem = _ability_problem(quoted)  # "except it has "…"" (707.9b)
            if problem:
                return f"the ability a copy has: {problem}"
        return None
    if isinstance(ability, m.TriggeredAbility):
        if ability.trigger.event not in SUPPORTED_TRIGGERS:
            return f"trigger {ability.trigger.event!r}"
        if ability.trigger.event == "tapped_for_mana":
            from cardtable.games.magic.mana import is_triggered_mana_ability

            if not is_triggered_mana_ability(ability):
                return "a 'tapped for mana' trigger that is no triggered mana ability"
        if ability.intervening_if is not None and (
                ability.intervening_if.kind not in SUPPORTED_CONDITIONS):
            return f"condition {ability.intervening_if.kind!r}"
    if isinstance(ability, m.ActivatedAbility):
        if ability.zone not in ("battlefield", "graveyard") or (
                ability.zone == "graveyard" and (ability.cost.tap or ability.cost.sacrifice_self
                                                 or ability.is_mana_ability)):
            return f"abilities activated from the {ability.zone}"
        if ability.timing not in ("instant", "sorcery", "your_upkeep", "your_turn"):
            return f"the activation timing {ability.timing!r}"
        if ability.cost.exile_self or ability.cost.exile_from_graveyard:
            return "an unsupported cost"
        if ability.condition is not None and ability.condition.kind not in (
                SUPPORTED_CONDITIONS):
            return f"'activate only if' {ability.condition.kind!r}"
    if isinstance(ability, (m.SpellAbility, m.ActivatedAbility, m.TriggeredAbility)):
        effects: list[Any] = list(ability.effects)
        if ability.modes is not None:
            if ability.modes.upgrade is not None:
                return "a mode count raised by a condition (not yet read by casting)"
            for mode in ability.modes.modes:
                effects.extend(mode.effects)
        if isinstance(ability, m.SpellAbility) and len(ability.additional_costs) > 1:
            return "several additional costs"
        return _effects_problem(effects)
    return None


STATIC_CONDITIONS = frozenset({"your_turn", "attacking", "life_at_least", "life_at_most",
                               "opponent_life_at_most", "all", "controls_own_commander",
                               "self_counters_at_least"})


def _static_condition_ok(condition: m.Condition) -> bool:
    """The conditions :func:`cardtable.games.magic.layers._holds` reads (611.3a)."""
    return condition.kind in STATIC_CONDITIONS and all(
        _static_condition_ok(part) for part in condition.all_of)


# The parts of a keyword's cost casting pays (costs.py, casting.py): mana for all of them;
# flashback and alternative costs may also sacrifice, discard or pay life (601.2h).
_COST_PARTS = {"mana"}
_KICKER_COST_PARTS = {"mana", "tap_untapped", "tap_untapped_count"}  # Blood Tribute
_WAY_COST_PARTS = {"mana", "sacrifice", "sacrifice_count", "discard", "pay_life"}
_CASTING_KEYWORDS = {"kicker", "multikicker", "evoke", "overload", "cycling", "plainscycling",
                     "islandcycling", "swampcycling", "mountaincycling", "forestcycling"}


def _keyword_cost_problem(name: str, keyword: m.Keyword) -> str | None:
    if name not in _CASTING_KEYWORDS and name not in ("flashback", "alternative_cost"):
        return None
    if keyword.cost is None:
        return f"{name} without a cost"
    allowed = _COST_PARTS if name in _CASTING_KEYWORDS else _WAY_COST_PARTS
    if name == "kicker":
        allowed = _KICKER_COST_PARTS
    default = m.Cost()
    used = {f for f in m.Cost.__dataclass_fields__
            if getattr(keyword.cost, f) != getattr(default, f)}
    extra = used - allowed
    if extra:
        return f"a {name} cost with {', '.join(sorted(extra))}"
    return None


def _effects_problem(effects: list[Any]) -> str | None:
    for effect in effects:
        if type(effect) not in SUPPORTED_EFFECTS:
            return f"the effect {type(effect).KIND!r}"
        if isinstance(effect, (m.MayDo, m.Conditional, m.ForEachPlayer, m.DelayedTrigger)):
            inner = list(effect.effects) + list(getattr(effect, "otherwise", ()))
            problem = _effects_problem(inner)
            if problem:
                return problem
            if isinstance(effect, m.Conditional) and (
                    effect.condition.kind not in SUPPORTED_CONDITIONS):
                return f"condition {effect.condition.kind!r}"
            if isinstance(effect, m.MayDo) and effect.cost is not None and not (
                    payable_on_resolution(effect.cost)):
                return "a 'may pay' cost"
        if isinstance(effect, m.GetEmblem):  # the emblem's abilities must work too (114.4)
            for inner_ability in effect.abilities:
                if not isinstance(inner_ability, (m.ActivatedAbility, m.StaticAbility,
                                                  m.TriggeredAbility)):
                    return "an emblem ability other than an activated one"
                emblem_problem = _emblem_ability_problem(inner_ability)
                if emblem_problem:
                    return emblem_problem
                problem = _ability_problem(inner_ability)
                if problem:
                    return f"emblem: {problem}"
        if isinstance(effect, m.GrantAbilities):
            for rule in effect.rules:
                if rule.partition(":")[0] not in SUPPORTED_RULES:
                    return f"the rule change {rule!r}"
            for k in effect.keywords:
                if keyword_name(k.name) not in SUPPORTED_KEYWORDS:
                    return f"keyword {k.name!r}"
        for value in (getattr(effect, "amount", 0), getattr(effect, "count", 0)):
            if isinstance(value, m.Amount) and value.kind not in SUPPORTED_AMOUNTS:
                return f"the quantity {value.kind!r}"
    return None


def _emblem_ability_problem(ability: m.Ability) -> str:
    """What of an emblem's static or triggered ability the command zone does not read
    (emblems.py, CR 114.4): statics that affect the objects a filter selects, triggers on the
    events triggers.py looks for on emblems."""
    from cardtable.games.magic.emblems import EMBLEM_EVENTS, EMBLEM_STATIC_AFFECTS

    if isinstance(ability, m.StaticAbility) and any(
            e.affected not in EMBLEM_STATIC_AFFECTS for e in ability.effects):
        return "an emblem's static ability that affects no filtered objects"
    if isinstance(ability, m.TriggeredAbility) and ability.trigger.event not in EMBLEM_EVENTS:
        return f"an emblem's trigger on {ability.trigger.event!r}"
    return ""
