"""Characteristics and the layer system (CR 613, 611, 604, 122.1a, 702.x for keyword checks).

:func:`chars` gives an object's current characteristics. Objects not on the battlefield have
their printed ones (CR 400.3 / 613 apply to permanents here). On the battlefield the continuous
effects of static abilities (of permanents, and of emblems from the command zone, 114.4) and
of resolved spells apply in layer order — 2 control, 3 text (CR 612, text_change.py: layers
4–6 then read the changed text), 4 type, 5 colour, 6 abilities, 7a–d power/toughness (7b
setting, 7c modifying including counters, 613.4c; 7d switching) — and within a layer in
timestamp order (613.7). Effects in layers 1–6
keep applying even if their source loses the ability in a later layer (613.6); the layer-7
effects of static abilities come only from abilities a source still has after layer 6.
Rule-modifying effects (``layer = "rules"``: can't attack/block, cost changes) are collected on
the affected objects.

The whole battlefield is computed at once and cached until the state's ``version`` changes.
Filters on the characteristics computed here are :mod:`.layers_match` (re-exported).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from cardtable.cards.mana import ManaCost
from cardtable.cards.typeline import TypeLine
from cardtable.games.magic.bestow import bestowed_chars
from cardtable.games.magic.conditions_7 import (
    cast_this_turn_holds,
    died_this_turn_holds,
    most_common_color_holds,
    source_holds,
)
from cardtable.games.magic.conditions_8 import STATIC_CONDITIONS_8, condition_8_holds
from cardtable.games.magic.conditions_more import ANY_OF, MORE_CONDITIONS, more_condition_holds
from cardtable.games.magic.designations import designation_holds
from cardtable.games.magic.emblems import emblem_ids
from cardtable.games.magic.keyword_abilities import (
    CREATURE_TYPES,
    defined_colors,
    defined_subtypes,
    expansion,
)
from cardtable.games.magic.layers_match import (  # re-exported: filters on characteristics
    EVERY_CREATURE_TYPE as EVERY_CREATURE_TYPE,
)
from cardtable.games.magic.layers_match import NONCREATURE_SUBTYPES as NONCREATURE_SUBTYPES
from cardtable.games.magic.layers_match import PERMANENT_TYPES as PERMANENT_TYPES
from cardtable.games.magic.layers_match import has_subtype as has_subtype
from cardtable.games.magic.layers_match import is_permanent_card as is_permanent_card
from cardtable.games.magic.layers_match import matches_chars as matches_chars
from cardtable.games.magic.model import (
    Ability,
    ActivatedAbility,
    AddMana,
    Amount,
    Attach,
    CardDef,
    Condition,
    ContinuousEffect,
    Cost,
    Filter,
    Keyword,
    PutCounters,
    ReturnFromGraveyard,
    StaticAbility,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.model.conditions_7 import (
    ATTACHED_FOLDED,
    CAST_THIS_TURN,
    DIED_THIS_TURN,
    ENTERED_THIS_TURN,
    MOST_COMMON_COLOR,
    WHILE_SOURCE,
)
from cardtable.games.magic.model.designations import (
    ASCEND,
    DESIGNATION_CONDITIONS,
    GOADED,
    PAIRED_BOTH,
    PAIRED_EACH,
)
from cardtable.games.magic.model.faces import TRANSFORM
from cardtable.games.magic.model.statics_8 import CANT_ATTACK_YOU, KEYWORD_COUNTERS
from cardtable.games.magic.model.vocabulary import keyword_name as keyword_name
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, GameObject
from cardtable.games.magic.text_change import apply_text_change

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

COLOR_LETTERS = ("W", "U", "B", "R", "G")


@dataclass(slots=True)
class Chars:
    """An object's characteristics now (CR 109.3) plus rule modifications on it."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[str]
    power: int
    toughness: int
    abilities: tuple[Ability, ...]
    keywords: frozenset[str]
    controller: int
    mana_value: int
    loyalty: int | None = None
    rules: set[str] = field(default_factory=set)

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


_BASE: dict[int, tuple[Any, ...]] = {}


def _base_parts(card: CardDef) -> tuple[Any, ...]:
    key = id(card)
    cached = _BASE.get(key)
    if cached is not None and cached[0] is card:
        return cached
    line = TypeLine.parse(card.type_line)
    cost = ManaCost.parse(card.mana_cost)
    colors = frozenset(card.colors) if card.colors else frozenset(cost.colors)
    abilities = _expanded(card.abilities)
    keywords = frozenset(keyword_name(a.name) for a in abilities if isinstance(a, Keyword))
    colors = defined_colors(keywords, colors)  # devoid (702.114a)
    subtypes = defined_subtypes(keywords, frozenset(line.types),
                                frozenset(line.subtypes))  # changeling (702.73a)
    value = int(cost.mana_value)
    if card.layout == TRANSFORM and card.faces and card.name != card.faces[0].name:
        value = int(ManaCost.parse(card.faces[0].mana_cost).mana_value)  # 712.8c, 712.8e
    parts = (card, frozenset(line.types), subtypes, frozenset(line.supertypes),
             colors, _int(card.power), _int(card.toughness), value, abilities, keywords)
    _BASE[key] = parts
    return parts


def _int(text: str | None) -> int:
    if text is None:
        return 0
    try:
        return int(text)
    except ValueError:
        return 0  # "*" without a characteristic-defining ability in the model: 0 (CR 208.2a)




EVOLVE = TriggeredAbility(
    Trigger("enters", subject="filter",
            filter=Filter(types=("Creature",), controller="you", other=True)),
    effects=(PutCounters("+1/+1", 1, "self"),),
    intervening_if=Condition("greater_power"))


UNDYING = TriggeredAbility(
    Trigger("dies"),
    effects=(ReturnFromGraveyard("it", to="battlefield", counter="+1/+1"),),
    intervening_if=Condition("no_counters", counter="+1/+1"))


def _expanded(abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """Keyword abilities that stand for an activated ability get it (equip, CR 702.6a)."""
    extra: list[Ability] = []
    for ability in abilities:
        if isinstance(ability, Keyword) and keyword_name(ability.name) == "evolve":
            extra.append(EVOLVE)  # 702.100a
        if isinstance(ability, Keyword) and keyword_name(ability.name) == "undying":
            extra.append(UNDYING)  # 702.93a
        if isinstance(ability, Keyword):  # prowess, exalted, bushido, … (702.x)
            extra.extend(expansion(ability))
        if isinstance(ability, Keyword) and keyword_name(ability.name) == "equip":
            extra.append(ActivatedAbility(
                cost=ability.cost or Cost(),
                targets=(TargetSpec("creature", replace(ability.filter, controller="you")
                                    if ability.filter else Filter(controller="you")),),
                effects=(Attach("target:0"),), timing="sorcery"))  # "Equip Knight" (702.6c)
    return abilities + tuple(extra) if extra else abilities


FACE_DOWN_TYPES = frozenset({"Creature"})


def base_chars(obj: GameObject) -> Chars:
    """The printed characteristics (tokens: their spec as a card definition), or the copiable
    values of a copy effect (layer 1, CR 613.2, 707.2). A face-down object is a nameless,
    colourless 2/2 creature with no text, no subtypes and no mana cost (CR 708.2a, layer 1)."""
    if obj.face_down:
        return Chars("", FACE_DOWN_TYPES, frozenset(), frozenset(), frozenset(), 2, 2, (),
                     frozenset(), obj.controller, 0)
    parts = _base_parts(obj.card if obj.copied is None else obj.copied)
    _card, types, subtypes, supertypes, colors, power, toughness, mv, abilities, kws = parts
    c = Chars(_card.name, types, subtypes, supertypes, colors, power, toughness, abilities,
              kws, obj.controller, mv, obj.card.loyalty)
    if obj.bestowed:
        bestowed_chars(c, NONCREATURE_SUBTYPES)
    return c


def base_name_types_keywords(obj: GameObject) -> tuple[str, frozenset[str], frozenset[str]]:
    """``base_chars(obj)``'s name, card types and keywords, without building a :class:`Chars`
    (legal actions ask this of every card in hand at every priority)."""
    if obj.face_down or obj.bestowed:
        c = base_chars(obj)
        return c.name, c.types, c.keywords
    parts = _base_parts(obj.card if obj.copied is None else obj.copied)
    return parts[0].name, parts[1], parts[9]


def chars(state: MagicState, obj: GameObject) -> Chars:
    """``obj``'s characteristics now."""
    if obj.zone != BATTLEFIELD:
        return base_chars(obj)
    cache = state.cache  # battlefield_chars's check inlined: this is the engine's hottest call
    table = cache[1] if cache is not None and cache[0] == state.version and (
        cache[2] is None or cache[2] == condition_reads(state, cache[3])) else (
        battlefield_chars(state))
    found = table.get(obj.id)
    return found if found is not None else base_chars(obj)


def battlefield_chars(state: MagicState) -> dict[int, Chars]:
    cache = state.cache
    if cache is not None and cache[0] == state.version and (
            cache[2] is None or cache[2] == condition_reads(state, cache[3])):
        table: dict[int, Chars] = cache[1]
        return table
    table = _compute(state)
    # 611.3a: an "as long as" condition is checked continuously — with one on the battlefield
    # the table also holds while what conditions read is unchanged (attackers declared, a
    # life total, the turn, whether a "… as long as ~ is untapped" source is), whether or not
    # the change touched the state (tapping does not change the state's version)
    conditional = _conditional(state, table)
    watched = _tap_watched(state, table) if conditional else ()
    guard = condition_reads(state, watched) if conditional else None
    state.cache = (state.version, table, guard, watched, {})
    return table


def board_memo(state: MagicState) -> dict[str, Any]:
    """A scratch dict that lives exactly as long as the current characteristics table: what is
    derived from the whole board alone (e.g. every "You may …" rule effect) is kept here and
    recomputed only when the table is."""
    battlefield_chars(state)
    memo: dict[str, Any] = state.cache[4]
    return memo


def condition_reads(state: MagicState, watched: tuple[int, ...] = ()) -> tuple[object, ...]:
    """What the conditions of static abilities read (:func:`_holds`) beyond the objects
    themselves: the active player, the attacking creatures, the life totals, the hand sizes
    ("as long as you have four or more cards in hand"), and whether each ``watched`` source
    is tapped ("~ has hexproof as long as it's untapped")."""
    players = state.players  # one flat tuple, built without generators: called on every
    reads: list[object] = [state.active, tuple(state.attackers)]  # chars() of a board that
    reads.extend([p.life for p in players])  # has a conditional static (the hottest path)
    reads.extend([len(p.zones["hand"]) for p in players])
    if watched:
        objects = state.objects
        reads.extend([objects[i].tapped for i in watched])
    return tuple(reads)


def _conditional(state: MagicState, table: dict[int, Chars]) -> bool:
    for oid, c in table.items():
        obj = state.objects[oid]
        for ability in (*c.abilities, *(obj.copied or obj.card).abilities):
            if isinstance(ability, StaticAbility) and ability.condition is not None:
                return True
    return bool(_emblem_statics(state)) or any(  # a graveyard static (113.6b; h9b-STA)
        isinstance(a, StaticAbility) and a.condition is not None
        and works_in_graveyard(a.condition) for p in state.players
        for oid in p.zones[GRAVEYARD] for a in state.objects[oid].card.abilities)


def _tap_watched(state: MagicState, table: dict[int, Chars]) -> tuple[int, ...]:
    """The permanents with a static ability that holds only while they are (un)tapped."""
    return tuple(oid for oid, c in table.items() if any(
        isinstance(a, StaticAbility) and a.condition is not None
        and a.condition.kind == "self_is" and a.condition.state in TAP_STATES
        for a in (*c.abilities, *(state.objects[oid].copied or state.objects[oid].card)
                  .abilities)))


Entry = tuple[int, ContinuousEffect, GameObject | None, frozenset[int] | None, int, Any]
# (timestamp, effect, static source or None, locked set or None, controller, ability or None)


def _compute(state: MagicState) -> dict[int, Chars]:
    objs = [state.objects[i] for i in state.battlefield]
    table = {o.id: base_chars(o) for o in objs}
    # Static abilities as printed or copied (layers 1-6 read these), with their sources'
    # timestamps; one applies only while its source still has it (613.6), checked as it starts.
    statics = _statics(state, objs, table)
    temps = sorted((e for e in state.effects if _temp_holds(state, e)),
                   key=lambda e: e.timestamp)
    started: set[tuple[int, int]] = set()  # (source id, id(ability)): begun in a layer (613.6)

    def effects_in(layer: str, extra: list[tuple[int, ContinuousEffect, GameObject, Any]]
                   ) -> list[Entry]:
        out: list[Entry] = []
        for stamp, effect, source, ability in extra:
            if effect.layer == layer:
                out.append((stamp, effect, source, None, table[source.id].controller
                            if source.id in table else source.controller, ability))
        for temp in temps:
            if temp.effect.layer == layer:
                out.append((temp.timestamp, temp.effect, None, temp.affected, temp.controller,
                            None))
        out.sort(key=lambda item: item[0])
        return out

    def exists(entry: Entry, on: dict[int, Chars]) -> bool:
        source, ability = entry[2], entry[5]
        if source is None or ability is None or (source.id, id(ability)) in started \
                or source.emblem or source.zone == GRAVEYARD:  # a graveyard static (113.6b)
            return True
        return source.id in on and ability in on[source.id].abilities

    for layer in ("2", "3", "4", "5", "6"):
        if layer == "6":
            _keyword_counters(objs, table)  # a flying counter (122.1b; h8-sta)
        pending = effects_in(layer, statics)
        while pending:
            entry = _next_effect(state, table, pending, exists) if len(pending) > 1 \
                else pending[0]
            pending.remove(entry)
            _stamp, effect, source, locked, controller, ability = entry
            if not exists(entry, table):
                continue  # its source lost the ability before it began (613.6)
            if source is not None and ability is not None:
                started.add((source.id, id(ability)))
            for target in _affected(state, table, effect, source, locked, controller):
                _apply(table[target], effect, controller)
        if layer == "6":  # "can't have hexproof": after every other layer-6 effect
            for temp in temps:
                if temp.effect.layer == "6" and temp.effect.rule.startswith("cant_have:"):
                    for target in temp.affected & table.keys():
                        _apply(table[target], temp.effect, temp.controller)
            for _stamp, effect, source, ability in statics:  # … and a static's (h8-sta)
                if effect.layer == "6" and effect.rule.startswith("cant_have:") and (
                        source.id, id(ability)) in started:
                    controller = table[source.id].controller if source.id in table \
                        else source.controller
                    for target in _affected(state, table, effect, source, None, controller):
                        _apply(table[target], effect, controller)
        if layer == "4":
            for c in table.values():  # 305.6: a basic land type's intrinsic mana ability
                if "Land" in c.types:
                    _intrinsic_mana(c)
        if layer == "3" and any(t.effect.layer == "3" for t in temps):
            statics = _statics(state, objs, table)  # layers 4-6 read the changed text
    # Layer 7 and rules: static abilities the sources still have after layer 6, or whose
    # effect began in an earlier layer (613.6).
    late: list[tuple[int, ContinuousEffect, GameObject]] = []
    for o in objs:
        for ability in table[o.id].abilities:
            if isinstance(ability, StaticAbility) and _condition_ok(state, ability, o):
                for effect in ability.effects:
                    late.append((o.timestamp, effect, o))
    late.extend((stamp, effect, emblem) for stamp, effect, emblem, _a in _emblem_statics(state))
    late.extend((stamp, effect, card) for stamp, effect, card, _a in _graveyard_statics(state))
    for stamp, effect, source, ability in statics:
        if source.emblem or source.id not in table:
            continue  # an emblem's or a graveyard card's statics are in ``late`` already
        if (source.id, id(ability)) in started and ability not in table[source.id].abilities:
            late.append((stamp, effect, source))

    def late_in(layer: str) -> list[tuple[int, ContinuousEffect, GameObject | None,
                                          frozenset[int] | None, int]]:
        return [entry[:5] for entry in effects_in(layer, [(*e, None) for e in late])]

    for _stamp, effect, source, locked, controller in late_in("7a"):
        # characteristic-defining abilities (604.3, 613.4a): "equal to the number of …"
        for target in _affected(state, table, effect, source, locked, controller):
            if effect.rule != "toughness":  # "~'s power is equal to …" sets only the power
                table[target].power = _static_amount(state, table, effect.power, controller,
                                                     source)
            if effect.rule != "power":
                table[target].toughness = _static_amount(state, table, effect.toughness,
                                                         controller, source)
    for _stamp, effect, source, locked, controller in late_in("7b"):
        for target in _affected(state, table, effect, source, locked, controller):
            if effect.rule != "toughness":  # "has base power 0" sets only the power (h9-ev3)
                table[target].power = _num(effect.power)
            if effect.rule != "power":
                table[target].toughness = _num(effect.toughness)
    for o in objs:  # counters apply in 7c (613.4c)
        plus = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
        if plus:
            table[o.id].power += plus
            table[o.id].toughness += plus
    for _stamp, effect, source, locked, controller in late_in("7c"):
        for target in _affected(state, table, effect, source, locked, controller):
            # "+1/+1 for each Swamp you control": counted as it applies (613.4c, 611.3a);
            # "for each other creature" is other than the creature that gets the bonus
            affected = state.objects[target]
            table[target].power += _static_amount(state, table, effect.power, controller,
                                                  source, affected)
            table[target].toughness += _static_amount(state, table, effect.toughness,
                                                      controller, source, affected)
    for _stamp, effect, source, locked, controller in late_in("7d"):
        for target in _affected(state, table, effect, source, locked, controller):
            c = table[target]
            c.power, c.toughness = c.toughness, c.power
    for _stamp, effect, source, locked, controller in late_in("rules"):
        for target in _affected(state, table, effect, source, locked, controller):
            if effect.rule == GOADED:  # "… is goaded" (701.38b; issue 29): by the controller
                table[target].rules.update(("attacks_each_combat", f"goaded_by:{controller}"))
                continue
            if effect.rule == CANT_ATTACK_YOU:  # "can't attack you or planeswalkers you
                table[target].rules.add(f"{CANT_ATTACK_YOU}:{controller}")  # control" (h8-sta)
                continue
            table[target].rules.add(effect.rule)
    for o in objs:  # 302.6: a change of control starts "summoning sickness" again
        controller = table[o.id].controller
        if o.seen_controller != controller:
            if o.seen_controller >= 0:
                o.sick = True
                o.controlled_since = state.timestamp  # came under a new control (echo)
            o.seen_controller = controller
    return table


def _statics(state: MagicState, objs: list[GameObject], table: dict[int, Chars]
             ) -> list[tuple[int, ContinuousEffect, GameObject, Any]]:
    out: list[tuple[int, ContinuousEffect, GameObject, Any]] = []
    for o in objs:
        for ability in table[o.id].abilities:
            if isinstance(ability, StaticAbility) and _condition_ok(state, ability, o):
                for effect in ability.effects:
                    out.append((o.timestamp, effect, o, ability))
    return out + _emblem_statics(state) + _graveyard_statics(state)


def _graveyard_statics(state: MagicState) -> list[tuple[int, ContinuousEffect, GameObject, Any]]:
    """CR 113.6b: the static abilities that say they function from a graveyard ("As long as ~
    is in your graveyard and you control a Forest, creatures you control have trample.", the
    Incarnations), from their cards in their owners' graveyards (issue 29, h9b-STA)."""

    out: list[tuple[int, ContinuousEffect, GameObject, Any]] = []
    for player in state.players:
        for oid in player.zones[GRAVEYARD]:
            card = state.objects[oid]
            for ability in card.card.abilities:
                if isinstance(ability, StaticAbility) and ability.condition is not None \
                        and works_in_graveyard(ability.condition) \
                        and _condition_ok(state, ability, card):
                    out.extend((card.timestamp, effect, card, ability)
                               for effect in ability.effects)
    return out


def works_in_graveyard(condition: Condition) -> bool:
    """Whether an "as long as" condition says "~ is in your graveyard" (alone or as a part of
    "… and …"): its ability functions only there (CR 113.6b)."""
    if condition.kind == "self_in_zones":
        return GRAVEYARD in condition.zone.split(",") and not condition.negate
    return condition.kind == "all" and any(works_in_graveyard(c) for c in condition.all_of)


def _emblem_statics(state: MagicState) -> list[tuple[int, ContinuousEffect, GameObject, Any]]:
    """CR 114.4: the static abilities of emblems, from the command zone (emblems.py)."""

    out: list[tuple[int, ContinuousEffect, GameObject, Any]] = []
    for oid in emblem_ids(state):
        emblem = state.objects[oid]
        for ability in emblem.card.abilities:
            if isinstance(ability, StaticAbility) and _condition_ok(state, ability, emblem):
                out.extend((emblem.timestamp, effect, emblem, ability)
                           for effect in ability.effects)
    return out


def _clone(c: Chars) -> Chars:
    return Chars(c.name, c.types, c.subtypes, c.supertypes, c.colors, c.power, c.toughness,
                 c.abilities, c.keywords, c.controller, c.mana_value, c.loyalty, set(c.rules))


_READS = {"2": ("controller",), "4": ("types", "all_types", "not_types", "subtypes",
                                      "not_subtypes", "supertypes", "not_supertypes"),
          "5": ("colors", "not_colors", "multicolored", "colorless"),
          "6": ("keywords", "not_keywords")}


def _could_depend(a: Entry, b: Entry) -> bool:
    """A cheap test before the real one: ``b`` can change whether ``a`` exists (it removes
    abilities) or which objects ``a``'s filter selects (it changes what the filter reads)."""
    if a[2] is None or a[5] is None:
        return False  # an effect of a resolved spell exists and has its set locked (611.2c)
    effect = b[1]
    if effect.remove_abilities or effect.set_types or effect.set_subtypes:
        return True
    flt = a[1].filter
    if a[1].affected != "filter" or flt is None:
        return False
    reads = _READS.get(effect.layer, ())
    default = Filter()
    return any(getattr(flt, name) != getattr(default, name) for name in reads)


def _depends(state: MagicState, table: dict[int, Chars], a: Entry, b: Entry,
             exists: Any) -> bool:
    """613.8a: ``a`` depends on ``b`` if applying ``b`` would change whether ``a`` exists or
    what it applies to (both in the same layer, neither yet applied)."""
    if not _could_depend(a, b):
        return False
    trial = {i: _clone(c) for i, c in table.items()}
    for target in _affected(state, trial, b[1], b[2], b[3], b[4]):
        _apply(trial[target], b[1], b[4])
    if exists(a, table) != exists(a, trial):
        return True
    before = _affected(state, table, a[1], a[2], a[3], a[4])
    after = _affected(state, trial, a[1], a[2], a[3], a[4])
    return sorted(before) != sorted(after)


def _next_effect(state: MagicState, table: dict[int, Chars], pending: list[Entry],
                 exists: Any) -> Entry:
    """613.8b: the earliest effect that depends on no other waiting effect; if every one is
    part of a dependency loop, timestamp order (613.8b)."""
    for entry in pending:  # sorted by timestamp
        if not any(other is not entry and _depends(state, table, entry, other, exists)
                   for other in pending):
            return entry
    return pending[0]


_BASIC_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}",
               "Forest": "{G}"}
LAND_TYPES = frozenset({*_BASIC_MANA, "Desert", "Gate", "Lair", "Locus", "Mine",
                        "Power-Plant", "Tower", "Urza's", "Cave", "Sphere", "Town"})
INTRINSIC_MANA = {name: ActivatedAbility(cost=Cost(tap=True), effects=(AddMana(symbol),))
                  for name, symbol in _BASIC_MANA.items()}


def _intrinsic_mana(c: Chars) -> None:
    """305.6: a land with a basic land type has "{T}: Add [mana]" for it (a basic land's
    printed one is the same ability, not a second one)."""
    extra = tuple(INTRINSIC_MANA[t] for t in sorted(c.subtypes & _BASIC_MANA.keys())
                  if INTRINSIC_MANA[t] not in c.abilities)
    if extra:
        c.abilities = c.abilities + extra


def _static_amount(state: MagicState, table: dict[int, Chars], value: int | Amount,
                   controller: int, source: GameObject | None,
                   affected: GameObject | None = None) -> int:
    """``affected``: the object that gets the bonus — "for each other creature" means other
    than it (Bravado's enchanted creature), the source otherwise."""
    if isinstance(value, int):
        return value
    if value.minus is not None:  # "7 minus the number of …" (issue 29, QF; CR 107.1b)
        base = _static_amount(state, table, replace(value, minus=None, multiplier=1, plus=0),
                              controller, source, affected)
        less = base - _static_amount(state, table, value.minus, controller, source, affected)
        return max(0, less) * value.multiplier + value.plus
    if value.added is not None:  # "the number of A plus the number of B" (issue 29)
        return (_static_amount(state, table, replace(value, added=None), controller, source,
                               affected)
                + _static_amount(state, table, value.added, controller, source, affected))
    if value.kind == "count" and value.filter is not None and value.zone == "graveyard":
        # "the number of creature cards in your graveyard" / "… in all graveyards" (604.3)
        flt = value.filter
        whose = [controller] if flt.owner == "you" else range(len(state.players))
        count = sum(1 for p in whose for oid in state.players[p].zones["graveyard"]
                    if matches_chars(state, state.objects[oid], base_chars(state.objects[oid]),
                                     replace(flt, owner="any"), controller,
                                     source.id if source is not None else None))
        return count * value.multiplier + value.plus
    if value.kind == "count" and value.filter is not None:
        flt = value.filter
        other = affected if affected is not None else source
        count = sum(1 for i, c in table.items()
                    if matches_chars(state, state.objects[i], c, flt, controller,
                                     other.id if other is not None else None))
        return count * value.multiplier + value.plus
    if value.kind == "attached_count" and value.filter is not None:  # "for each Aura attached
        # to it" (301.5, 303.4): "it" is each affected object; "~" the source (Armament Master)
        holder = affected if value.ref == "it" and affected is not None else source
        return (attached_count(state, holder.id, value.filter) if holder is not None else 0) \
            * value.multiplier + value.plus
    if value.kind == "greatest_mana_value" and value.filter is not None:  # "the highest mana
        # value among creatures you control" (Dodgy Jalopy)
        flt = value.filter
        return max((c.mana_value for i, c in table.items()
                    if matches_chars(state, state.objects[i], c, flt, controller,
                                     source.id if source is not None else None)),
                   default=0) * value.multiplier + value.plus
    if value.kind == "devotion" and value.color:  # "~'s power is equal to your devotion to
        # blue" (CR 700.5, 604.3; h8-kw): mana costs, read before the layers as conditions do
        return devotion(state, controller, value.color) * value.multiplier + value.plus
    if value.kind == "hand_size" and value.ref in ("", "you"):  # "for each card in your hand"
        return len(state.players[controller].zones["hand"]) * value.multiplier + value.plus
    if value.kind == "colors_among" and value.ref in ("", "you"):  # 105.1 (Faeburrow Elder)
        colors = {x for c in table.values() if c.controller == controller for x in c.colors}
        return len(colors) * value.multiplier + value.plus
    if value.kind == "graveyard_card_types":  # Tarmogoyf (issue 29, QF; CR 205.2a, 604.3)
        players = [controller] if value.ref in ("", "you") else (
            list(state.opponents(controller)) if value.ref == "opponents"
            else range(len(state.players)))
        types: set[str] = set()
        for p in players:
            types |= graveyard_card_types(state, p)
        return len(types) * value.multiplier + value.plus
    if value.kind == "basic_land_types" and value.ref in ("", "you"):  # domain (CR 305.6)
        found = {t for c in table.values() if c.controller == controller and "Land" in c.types
                 for t in c.subtypes if t in _BASIC_LAND_TYPES}
        return len(found) * value.multiplier + value.plus
    if value.kind == "life" and value.ref in ("", "you"):  # "your life total" (119.1)
        return state.players[controller].life * value.multiplier + value.plus
    if value.kind == "counters" and value.ref in ("", "self") and source is not None:
        # "+1/+1 for each charge counter on ~" (Door of Destinies)
        return source.counters.get(value.counter, 0) * value.multiplier + value.plus
    return _num(value)


_BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def basic_land_types(state: MagicState, player: int) -> int:
    """Domain: how many basic land types are among the lands ``player`` controls (CR 305.6,
    205.3i)."""
    found: set[str] = set()
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller == player and "Land" in c.types:
            found.update(t for t in c.subtypes if t in _BASIC_LAND_TYPES)
    return len(found)


def _num(value: int | Amount) -> int:
    return value if isinstance(value, int) else value.fixed * value.multiplier + value.plus


def _condition_ok(state: MagicState, ability: StaticAbility, source: GameObject) -> bool:
    condition = ability.condition
    return True if condition is None else _holds(state, condition, source)


def _controller(state: MagicState, oid: int) -> int:
    """An object's controller from its base and the control-changing effects of resolved
    spells and abilities (layer 2 TempEffects, latest timestamp last) — what a condition can
    read before the layers are applied."""
    controller = state.objects[oid].controller
    for temp in sorted(state.effects, key=lambda e: e.timestamp):
        if temp.effect.layer == "2" and oid in temp.affected:
            controller = temp.controller
    return controller


def _holds(state: MagicState, condition: Condition, source: GameObject) -> bool:
    """An "as long as" condition of a static ability (611.3a: checked continuously)."""
    kind = condition.kind
    you = source.controller
    result = True
    if kind == "your_turn":
        result = state.active == you
    elif kind == "attacking":
        result = source.id in state.attackers
    elif kind == "life_at_least":
        result = state.players[you].life >= _num(condition.amount)
    elif kind == "life_at_most":
        result = state.players[you].life <= _num(condition.amount)
    elif kind == "opponent_life_at_most":
        result = any(p.life <= _num(condition.amount) for i, p in enumerate(state.players)
                     if i != you and not p.left)
    elif kind == "class_level_at_least":  # a Class's level bar (CR 716.2a; effects/classes.py)
        result = state.class_levels.get(source.id, 1) >= _num(condition.amount)
    elif kind == "self_counters_at_least":  # "as long as ~ has N or more … counters on it"
        result = source.counters.get(condition.counter, 0) >= _num(condition.amount)
    elif kind == "all":
        result = all(_holds(state, part, source) for part in condition.all_of)
    elif kind == "self_in_zones":  # "as long as ~ is in your graveyard and …" (113.6b)
        result = source.zone in condition.zone.split(",")
    elif kind == "attached_is":  # "as long as equipped creature is a Human" (issue 29): the
        # object ~ is attached to, by its characteristics before the layers (as every static
        # condition is read here)
        held = state.objects.get(source.attached_to) if source.attached_to is not None else None
        result = held is not None and held.zone == "battlefield" and matches_chars(
            state, held, base_chars(held), condition.filter or Filter(), you, source.id)
    elif kind == ATTACHED_FOLDED:  # issue 29, round 7: each effect's own filter (_affected)
        result = True
    elif kind == CAST_THIS_TURN:  # "as long as you've cast an instant or sorcery spell this
        result = cast_this_turn_holds(state, condition, you)  # turn" (issue 29, round 7)
    elif kind == DIED_THIS_TURN:  # "unless a creature died under your control this turn"
        result = died_this_turn_holds(state, condition, you)
    elif kind == MOST_COMMON_COLOR:  # the Djinns (issue 29, round 7): printed colours, as
        result = most_common_color_holds(  # every static condition here reads them
            state, condition, lambda o: base_chars(o).colors)
    elif kind == ENTERED_THIS_TURN:  # "~ has hexproof as long as it entered the battlefield
        result = source.id in state.entered_this_turn  # this turn" (issue 29, round 7)
    elif kind in _MORE_STATIC_CONDITIONS:  # issue 28, statics: see _more_holds
        result = _more_holds(state, condition, source)
    elif kind == "quantity_less_than" and condition.quantity is not None and \
            condition.quantity.kind == "devotion":  # "as long as your devotion to …" (700.5)
        result = devotion(state, you, condition.quantity.color) < _num(condition.amount)
    elif kind in ("hand_at_most", "hand_at_least"):  # "as long as you have N or fewer/more
        size = len(state.players[you].zones["hand"])  # cards in hand" (issue 29)
        need = _num(condition.amount)
        result = size <= need if kind == "hand_at_most" else size >= need
    elif kind == "controls_own_commander":  # "as long as you control your commander" (903.3d)
        result = any(state.commanders.get(state.objects[oid].uid) == you
                     and not state.objects[oid].token and _controller(state, oid) == you
                     for oid in state.battlefield)
    elif kind in STATIC_CONDITIONS_8:  # issue 29, round 8 (conditions_8.py)
        result = condition_8_holds(state, condition, you, source.id, {}, lambda oid: _controller(
            state, oid), lambda o, f: matches_chars(state, o, base_chars(o), f, you, source.id))
    elif kind in MORE_CONDITIONS:  # issues 28/29: conditions_more.py
        result = more_condition_holds(state, condition, you, source.id, lambda o, f: matches_chars(
            state, o, base_chars(o), f, you, source.id))
    elif kind == ANY_OF:
        result = any(_holds(state, part, source) for part in condition.all_of)
    elif kind in DESIGNATION_CONDITIONS:  # the monarch, the city's blessing (issue 29)
        result = designation_holds(state, condition, you, source.id, lambda p: sum(
            1 for oid in state.battlefield if _controller(state, oid) == p),
            lambda oid: oid in state.objects and ASCEND in base_chars(state.objects[oid]).keywords)
    return result != condition.negate


def attached_count(state: MagicState, holder: int, flt: Filter) -> int:
    """How many Auras / Equipment (any of ``flt.subtypes``) are attached to ``holder``
    (CR 301.5, 303.4): by their printed or copied subtypes."""
    return sum(1 for oid in state.battlefield
               if state.objects[oid].attached_to == holder and any(
                   t in base_chars(state.objects[oid]).subtypes for t in flt.subtypes))


_MANA_SYMBOL = re.compile(r"\{([^}]*)\}")


def devotion(state: MagicState, player: int, colors: str) -> int:
    """A player's devotion to one colour or several (CR 700.5, 700.5a): the mana symbols among
    the mana costs of the permanents they control that are of any of ``colors`` ("WB") — a
    hybrid symbol counts once, for either of its colours; a Phyrexian one for its colour.
    Mana costs are copiable values (CR 707.2), read before the layers (as every static
    condition is); control after layer-2 effects of resolved spells (:func:`_controller`)."""
    wanted = set(colors)
    total = 0
    for oid in state.battlefield:
        if _controller(state, oid) != player:
            continue
        obj = state.objects[oid]
        if obj.face_down:
            continue  # no mana cost (CR 708.2a)
        cost = (obj.card if obj.copied is None else obj.copied).mana_cost
        total += sum(1 for symbol in _MANA_SYMBOL.findall(cost)
                     if wanted & set(symbol.split("/")))
    return total


_MORE_STATIC_CONDITIONS = frozenset({"you_control", "cards_in_zone", "graveyard_card_types",
                                     "self_is", "opponent_controls"})
TAP_STATES = frozenset({"untapped", "tapped"})  # watched by the layer cache (condition_reads)
STATIC_SELF_STATES = frozenset({"equipped", "enchanted", "monstrous", "attacking",
                                "attached"}) | TAP_STATES


def _more_holds(state: MagicState, condition: Condition, source: GameObject) -> bool:
    """The conditions of issue 28's statics (611.3a), read before the layers are applied: an
    object's printed characteristics or copiable values (:func:`base_chars`) and its controller
    after layer-2 effects of resolved spells (:func:`_controller`)."""
    kind = condition.kind
    you = source.controller
    need = _num(condition.amount)
    if kind == "you_control":  # "as long as you control a Faerie / three or more artifacts"
        flt = condition.filter or Filter()
        count = sum(1 for oid in state.battlefield
                    if _controller(state, oid) == you and matches_chars(
                        state, state.objects[oid], base_chars(state.objects[oid]), flt, you,
                        source.id))
        return count >= need
    if kind == "opponent_controls":  # "as long as an opponent controls a black permanent"
        flt = condition.filter or Filter()
        return any(_controller(state, oid) != you and matches_chars(
            state, state.objects[oid], base_chars(state.objects[oid]), flt, you, source.id)
            for oid in state.battlefield)
    if kind == "cards_in_zone":  # threshold, hellbent, "N or more cards in hand"
        players = [you] if condition.ref != "opponent" else [
            i for i, p in enumerate(state.players) if i != you and not p.left]
        wanted = condition.filter  # "… instant and/or sorcery cards in your graveyard"
        return any(sum(1 for oid in state.players[i].zones[condition.zone] if wanted is None or (
            matches_chars(state, state.objects[oid], base_chars(state.objects[oid]), wanted,
                          you, source.id))) >= need for i in players)
    if kind == "graveyard_card_types":  # delirium
        return len(graveyard_card_types(state, you)) >= need
    if kind == "self_is":
        return self_is(state, source, condition.state)
    return True


def graveyard_card_types(state: MagicState, player: int) -> set[str]:
    """The card types among the cards in ``player``'s graveyard (delirium; CR 205.2a)."""
    found: set[str] = set()
    for oid in state.players[player].zones["graveyard"]:
        found |= base_chars(state.objects[oid]).types
    return found & PERMANENT_TYPES | (found & {"Instant", "Sorcery", "Kindred", "Tribal"})


def your_rule_effects(state: MagicState, player: int,
                      wanted: Callable[[str], bool]) -> list[tuple[ContinuousEffect, int]]:
    """The rule effects ("You may …": ``affected == "you"``) of the unconditional static
    abilities of the permanents ``player`` controls whose rule ``wanted`` accepts, each with
    its source, in battlefield order (play_from_top.py, graveyard_casts.py). Every player's
    list is read from the board once per characteristics table (this runs for each card in
    hand and graveyard, and for each view)."""
    memo = board_memo(state)
    by_player: dict[int, list[tuple[ContinuousEffect, int]]] | None = memo.get("you_rules")
    if by_player is None:
        by_player = {}
        table: dict[int, Chars] = state.cache[1]
        for oid in state.battlefield:
            c = table.get(oid) or base_chars(state.objects[oid])
            for ability in c.abilities:
                if isinstance(ability, StaticAbility) and ability.condition is None:
                    by_player.setdefault(c.controller, []).extend(
                        (e, oid) for e in ability.effects
                        if e.layer == "rules" and e.affected == "you")
        memo["you_rules"] = by_player
    return [(e, oid) for e, oid in by_player.get(player, ()) if wanted(e.rule)]


def self_is(state: MagicState, obj: GameObject, status: str) -> bool:
    """"~ is equipped/enchanted/monstrous/attacking/untapped/tapped" (CR 301.5, 303.4,
    701.31b, 508.1)."""
    if status == "attached":  # reconfigure (702.151a): attached to anything
        return obj.attached_to is not None
    if status == "monstrous":
        return obj.monstrous
    if status == "attacking":
        return obj.id in state.attackers
    if status == "untapped":
        return not obj.tapped
    if status == "tapped":
        return obj.tapped
    wanted = "Equipment" if status == "equipped" else "Aura"
    return any(state.objects[oid].attached_to == obj.id
               and wanted in base_chars(state.objects[oid]).subtypes
               for oid in state.battlefield)


def _affected(state: MagicState, table: dict[int, Chars], effect: ContinuousEffect,
              source: GameObject | None, locked: frozenset[int] | None,
              controller: int) -> list[int]:
    if locked is not None:
        return [i for i in locked if i in table]
    assert source is not None
    how = effect.affected
    if how == "self":
        return [source.id] if source.id in table else []
    if how in ("enchanted", "equipped", "attached"):
        target = source.attached_to
        if target is not None and target in table and effect.filter is not None:
            # "As long as enchanted creature is black, it …" (issue 29, round 7): read in
            # this effect's layer, after the layers that change types and colours (613.1)
            return [target] if matches_chars(state, state.objects[target], table[target],
                                             effect.filter, controller, source.id) else []
        return [target] if target is not None and target in table else []
    if how in (PAIRED_BOTH, PAIRED_EACH):  # soulbond: ~ and its pair (702.95b; issue 29)
        partner = state.paired.get(source.id)
        return [i for i in (source.id, partner) if i is not None and i in table]
    if how == "filter":
        flt = effect.filter or Filter()
        return [i for i, c in table.items()
                if matches_chars(state, state.objects[i], c, flt, controller, source.id)]
    return []


def _apply(c: Chars, effect: ContinuousEffect, controller: int) -> None:
    layer = effect.layer
    if layer == "2":
        c.controller = controller
    elif layer == "3":  # text-changing effects (612, 613.1c)
        apply_text_change(c, effect.text_from, effect.text_to)
    elif layer == "4":
        if effect.set_types:  # "is an artifact creature": other card types are lost (205.1a)
            c.types = frozenset(effect.set_types)
        if effect.set_subtypes:
            new = frozenset(effect.set_subtypes)
            if new <= LAND_TYPES:
                # 305.7: the land loses its old land types and the abilities of its rules text
                # (it gets the new types' mana abilities after this layer, 305.6)
                if "Land" in c.types:
                    c.abilities = ()
                    c.keywords = frozenset()
                c.subtypes = (c.subtypes - LAND_TYPES) | new
            else:  # 205.1b: a new creature type replaces the old creature types
                c.subtypes = (c.subtypes & LAND_TYPES) | new
        c.types = (c.types | frozenset(effect.add_types)) - frozenset(effect.remove_types)
        if "Creature" in effect.remove_types and not c.types & {"Kindred", "Tribal"}:
            c.subtypes = c.subtypes - CREATURE_TYPES  # 205.3d: no type, no subtype of it
        c.subtypes = c.subtypes | frozenset(effect.add_subtypes)
    elif layer == "5":
        if effect.add_colors:  # "in addition to its other colors" (105.3)
            c.colors = c.colors | frozenset(effect.add_colors)
        else:
            c.colors = frozenset(effect.set_colors)
    elif layer == "6":
        if effect.remove_abilities:
            c.abilities = ()
            c.keywords = frozenset()
        if effect.add_keywords:  # a granted keyword brings the ability it stands for
            c.abilities = c.abilities + _expanded(effect.add_keywords)
            c.keywords = c.keywords | frozenset(keyword_name(k.name) for k in effect.add_keywords)
        if effect.add_abilities:
            c.abilities = c.abilities + effect.add_abilities
        if effect.rule.startswith(("lose:", "cant_have:")):  # lose named keywords (613.1f)
            names = frozenset(effect.rule.partition(":")[2].split(","))
            c.keywords = c.keywords - names
            c.abilities = tuple(a for a in c.abilities if not (
                isinstance(a, Keyword) and keyword_name(a.name) in names))


def _keyword_counters(objs: list[GameObject], table: dict[int, Chars]) -> None:
    """Keyword counters (CR 122.1b): a permanent with a flying counter has flying — applied
    first in layer 6, so a later "loses all abilities" removes it (613.1f)."""
    for o in objs:
        if not o.counters:
            continue
        for kind, n in o.counters.items():
            if n > 0 and kind in KEYWORD_COUNTERS:
                c = table[o.id]
                c.abilities = (*c.abilities, Keyword(name=kind))
                c.keywords = c.keywords | {keyword_name(kind)}


def _temp_holds(state: MagicState, effect: Any) -> bool:
    """A "for as long as that creature has a bounty counter on it" effect (Mathas, Fiend
    Seeker; CR 611.2b) applies only while the object has that counter."""
    if effect.duration in WHILE_SOURCE:  # "for as long as ~ remains tapped" (issue 29, round 7)
        return source_holds(state, effect.duration, effect.source, effect.controller,
                            lambda oid: _controller(state, oid))
    if not effect.duration.startswith("while_counter:"):
        return True
    kind = effect.duration.partition(":")[2]
    return any(state.objects[i].counters.get(kind, 0) > 0
               for i in effect.affected if i in state.objects)


def matches(state: MagicState, obj: GameObject, flt: Filter, you: int,
            source_id: int | None = None) -> bool:
    return matches_chars(state, obj, chars(state, obj), flt, you, source_id)
