"""Costs of casting and the keywords that change them (CR 118, 601.2b, 601.2f–h, 702).

How a spell is cast is a *way* (CR 601.2b, 118.9): ``""`` pays the mana cost; ``"flashback"``
(702.34, from a graveyard, exiled when it leaves the stack), ``"evoke"`` (702.74, sacrificed as
it enters), ``"alternative"`` (an ``alternative_cost`` keyword, with its condition: Cobra Trap)
pay the keyword's cost instead. Kicker (702.33) is an optional additional cost announced with
the way. The **total cost** of 601.2f is, in this order: the mana cost or alternative cost,
plus additional costs (kicker, Spree/escalate, commander tax), plus cost increases (Sphere of
Resistance, 118.7/601.2f), minus reductions (Krosan Warchief, affinity for artifacts 702.41) —
a reduction lowers only the generic part and never below zero (118.7a). Phyrexian mana
(107.4f) is paid with 2 life for each symbol the player chooses; convoke (702.51) lets the
player tap creatures to pay {1} or one mana of the creature's colour.

Cycling (702.29) is an activated ability of the card in hand (:func:`hand_abilities`); split
second (702.61) stops casting and non-mana activations while the spell is on the stack
(:func:`split_second_on_stack`); "This spell can't be countered" is the rule
``cant_be_countered`` of a static ability that works on the stack (:func:`cant_be_countered`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.cards.mana import ManaCost, SymbolKind
from cardtable.games.magic.delayed import Delayed
from cardtable.games.magic.graveyard_casts import EXILE_NOTE, GRAVEYARD_TURN
from cardtable.games.magic.graveyard_casts import ways as graveyard_ways
from cardtable.games.magic.keyword_casts import (
    AWAKEN,
    BLITZ,
    CASCADE,
    DASH,
    EMERGE,
    FORETELL,
    FORETELL_COST,
    JUMP_START,
    MADNESS,
    MIRACLE,
    PROWL,
    RETRACE,
    SPECTACLE,
    SURGE,
    SUSPEND,
    entered_after_cast,
    foretold_turn,
    prowl_allowed,
)
from cardtable.games.magic.layers import (
    base_chars,
    battlefield_chars,
    chars,
    matches,
    matches_chars,
)
from cardtable.games.magic.mana import Requirement, can_pay, requirement
from cardtable.games.magic.model import (
    OPTIONAL_COST_PARTS,
    ActivatedAbility,
    Amount,
    CardDef,
    ContinuousEffect,
    Cost,
    Filter,
    Keyword,
    PutCounters,
    Sacrifice,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.model import effects as fx
from cardtable.games.magic.model.effects import DrawCards, NinjutsuEnter, SearchLibrary
from cardtable.games.magic.model.faces import cast_transformed, has_aftermath, whole
from cardtable.games.magic.model.keyword_mechanics import ForetellExile, SuspendExile
from cardtable.games.magic.model.vocabulary import COST_MANA, COST_MANA_PER_TARGET
from cardtable.games.magic.model.zone_verbs_8 import SACRIFICE_AT_CLEANUP
from cardtable.games.magic.objects import COMMAND, EXILE, GRAVEYARD, HAND, LIBRARY, GameObject
from cardtable.games.magic.play_from_top import TOP_LIFE, mana_value_of, top_ways
from cardtable.games.magic.player_protection import payable_life
from cardtable.games.magic.replacement import apply_in_order, counter_replacements
from cardtable.games.magic.text.costs import cost_text

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

NORMAL = ""
FLASHBACK = "flashback"
EVOKE = "evoke"
ALTERNATIVE = "alternative"
FLASH_WAY = "as_though_flash"  # "You may cast ~ as though it had flash …" (601.3a)
OVERLOAD = "overload"  # CR 702.96a: an alternative cost; "target" becomes "each"
DISTURB = "disturb"  # CR 702.146a: cast transformed from a graveyard (faces.py)
AFTERMATH = "aftermath"  # CR 702.127a: a split card's aftermath half from a graveyard
WAYS_KEYWORDS = {FLASHBACK: "flashback", EVOKE: "evoke", ALTERNATIVE: "alternative_cost",
                 OVERLOAD: "overload", DISTURB: "disturb"}
# alternative costs that leave something on the permanent (keyword_casts.py): dash (702.109a),
# blitz (702.152a); each keyword names its way
WAYS_KEYWORDS.update({DASH: DASH, BLITZ: BLITZ})
WAYS_KEYWORDS[MADNESS] = MADNESS  # cast from exile by its trigger only (702.35a)
WAYS_KEYWORDS[SURGE] = SURGE  # 702.117a
WAYS_KEYWORDS[PROWL] = PROWL  # 702.76a (h8-kw)
WAYS_KEYWORDS[SPECTACLE] = SPECTACLE  # 702.137a
WAYS_KEYWORDS[FORETELL] = FORETELL  # 702.143a: cast from exile for the foretell cost
WAYS_KEYWORDS[MIRACLE] = MIRACLE  # 702.94a: cast from the hand by its trigger
WAYS_KEYWORDS[AWAKEN] = AWAKEN  # 702.113a (cast_modes.awakened)
WAYS_KEYWORDS[EMERGE] = EMERGE  # 702.119a (emerge_reduction)
ESCAPE = "escape"  # 702.138a: cast from a graveyard for its escape cost (round 8, EV1)
WAYS_KEYWORDS[ESCAPE] = ESCAPE
KICKED = "kicked"
FREE = "free"  # cast without paying its mana cost (rebound, 702.88a; CR 118.9)
FROM_HAND = "hand"  # the spell was cast from its owner's hand (rebound, 702.88a)
LIFE_PER_PHYREXIAN = 2  # CR 107.4f
LANDCYCLING = {"plainscycling": "Plains", "islandcycling": "Island", "swampcycling": "Swamp",
               "mountaincycling": "Mountain", "forestcycling": "Forest"}
_HAND_KEYWORDS = frozenset({"cycling", "ninjutsu", "basic_landcycling", *LANDCYCLING,
                            "typecycling",
                            "transmute", "reinforce", SUSPEND, FORETELL})
NINJUTSU_STEPS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_combat")
EVOKE_SACRIFICE = TriggeredAbility(Trigger("enters"), effects=(Sacrifice(what="self"),),
                                   text="When it enters, if its evoke cost was paid, its "
                                        "controller sacrifices it.")


_KEYWORDS: dict[int, tuple[CardDef, dict[str, Keyword]]] = {}


def _keywords(card: CardDef) -> dict[str, Keyword]:
    """The card's keyword abilities by name (the first of each), cached per definition."""
    cached = _KEYWORDS.get(id(card))
    if cached is not None and cached[0] is card:
        return cached[1]
    found: dict[str, Keyword] = {}
    for ability in card.abilities:
        if isinstance(ability, Keyword):
            found.setdefault(ability.name, ability)
    _KEYWORDS[id(card)] = (card, found)
    return found


def keyword(card: CardDef, name: str) -> Keyword | None:
    return _keywords(card).get(name)


def has_keyword(card: CardDef, name: str) -> bool:
    return name in _keywords(card)


# -- ways to cast (601.2b, 118.9) -----------------------------------------------------------------


def ways_to_cast(game: GameServices, player: int, obj: GameObject) -> list[str]:
    """The ways ``player`` may cast ``obj`` from where it is now (timing checked elsewhere)."""
    card = obj.card
    foretold = foretold_turn(game, obj)
    if foretold is not None:  # 702.143a: for its foretell cost, after the turn it was foretold
        return [FORETELL] if game.state.turn > foretold and has_keyword(card, FORETELL) else []
    if obj.zone == GRAVEYARD:
        if cast_transformed(card):  # its back face up, for its disturb cost (702.146a)
            return [DISTURB]
        if has_aftermath(card):  # the aftermath half, for its mana cost (702.127a)
            return [AFTERMATH]
        ways = [FLASHBACK] if has_keyword(card, "flashback") else []
        if has_keyword(card, RETRACE):  # 702.81a
            ways.append(RETRACE)
        if has_keyword(card, JUMP_START):  # 702.133a
            ways.append(JUMP_START)
        permit = keyword(card, "cast_from_graveyard")  # Gravecrawler (601.2: from any zone
        if permit is not None and (permit.condition is None or game.condition(  # it allows)
                permit.condition, player, obj.id, {})):
            ways.append(NORMAL)
        ways.extend(graveyard_ways(game.state, player, obj))  # Karador, Kess (601.2)
        if has_keyword(card, ESCAPE):  # 702.138a (round 8, EV1)
            ways.append(ESCAPE)
        return ways
    if obj.zone == LIBRARY:  # Bolas's Citadel, Future Sight (play_from_top)
        return top_ways(game.state, player, obj.id, NORMAL)
    ways = [NORMAL]
    if not card.mana_cost and (has_keyword(card, SUSPEND) or has_keyword(card, "splice")):
        ways = []  # no mana cost: it can't be cast for one (118.6, 202.1b): Ancestral Vision
        # is only suspended, Evermind only spliced (702.47a)
    if has_keyword(card, "evoke"):
        ways.append(EVOKE)
    if has_keyword(card, "overload"):
        ways.append(OVERLOAD)
    ways.extend(way for way in (DASH, BLITZ) if has_keyword(card, way))
    if has_keyword(card, AWAKEN) and any(  # 702.113a: its land target must exist (601.2c)
            "Land" in (c := chars(game.state, game.state.objects[i])).types
            and c.controller == player for i in game.state.battlefield):
        ways.append(AWAKEN)
    if has_keyword(card, EMERGE) and sacrifice_candidates(game, player, EMERGE_SACRIFICE):
        ways.append(EMERGE)  # 702.119a: a creature to sacrifice
    if has_keyword(card, PROWL) and prowl_allowed(game.state, player, card):
        ways.append(PROWL)  # 702.76a (h8-kw)
    if has_keyword(card, SURGE) and game.state.players[player].spells_cast_this_turn:
        ways.append(SURGE)  # 702.117a: "if you or a teammate has cast another spell this turn"
    if has_keyword(card, SPECTACLE) and any(  # 702.137a: "if an opponent lost life this turn"
            game.state.players[p].life_lost_this_turn > 0
            for p in game.state.opponents(player)):
        ways.append(SPECTACLE)
    alt = keyword(card, "alternative_cost")
    if alt is not None and (alt.condition is None or game.condition(
            alt.condition, player, obj.id, {})):
        ways.append(ALTERNATIVE)
    return ways


def way_cost(card: CardDef, way: str) -> Cost:
    """The cost paid instead of the mana cost for ``way`` (its mana and other parts)."""
    if way in (NORMAL, AFTERMATH, GRAVEYARD_TURN):
        return Cost(mana=card.mana_cost)
    if way in (FREE, CASCADE, SUSPEND):  # cascade's, suspend's casts are free (702.85a, 702.62a)
        return Cost()
    if way == RETRACE:  # 702.81a: its mana cost, and a land card discarded (601.2b, 601.2h)
        return Cost(mana=card.mana_cost, discard=1, discard_filter=Filter(types=("Land",)))
    if way == JUMP_START:  # 702.133a: its mana cost, and a card discarded
        return Cost(mana=card.mana_cost, discard=1)
    if way == "morph":  # cast face down for {3} (702.37c)
        return Cost(mana="{3}")
    if way == TOP_LIFE:  # "pay life equal to its mana value rather than pay its mana cost"
        return Cost(pay_life=mana_value_of(card))  # (Bolas's Citadel; 118.9, 119.4)
    if way == FLASH_WAY:  # "… as though it had flash if you pay {2} more" (601.2f)
        extra = keyword(card, "flash_as_though")
        more = extra.cost.mana if extra is not None and extra.cost is not None else ""
        return Cost(mana=card.mana_cost + more)
    found = keyword(whole(card) if way == DISTURB else card, WAYS_KEYWORDS[way])
    assert found is not None and found.cost is not None, f"{card.name} has no {way} cost"
    if way == EMERGE:  # 702.119a: "… by paying [cost] and sacrificing a creature"
        return replace(found.cost, sacrifice=EMERGE_SACRIFICE, sacrifice_count=1)
    return found.cost


EMERGE_SACRIFICE = Filter(types=("Creature",))


def emerge_reduction(game: GameServices, player: int, sacrificed: tuple[int, ...]) -> int:
    """702.119a: the generic mana an emerge cast's total cost is reduced by — the sacrificed
    creature's mana value once it is chosen (601.2h), and before that the most any creature
    ``player`` could sacrifice would take off (what makes the cast worth offering)."""
    state = game.state
    chosen = sacrificed or tuple(sacrifice_candidates(game, player, EMERGE_SACRIFICE))
    return max((chars(state, state.objects[oid]).mana_value for oid in chosen
                if oid in state.objects), default=0)


def kicker_cost(card: CardDef) -> Cost | None:
    found = keyword(card, "kicker")
    return found.cost if found is not None else None


def multikicker_cost(card: CardDef) -> Cost | None:
    """702.33c: "Multikicker [cost]": pay it any number of times. Replicate (702.56a) is
    announced and paid the same way — "you may pay [cost] any number of times" — and its
    copies are made by its cast trigger (keyword_abilities.replicate)."""
    found = keyword(card, "multikicker") or keyword(card, "replicate")
    return found.cost if found is not None else None


BOUGHT_BACK = "buyback"  # a cast note: the buyback cost was paid (702.27a)


def with_optional_parts(base: Cost, optional: Cost) -> Cost:
    """``base`` (the spell's other non-mana costs) with the non-mana parts of a kicker or
    buyback cost the player announced (702.33a, 702.27a: "in addition to any other costs");
    a part ``base`` already has stays ``base``'s (the engine asks each kind once)."""
    default = Cost()
    changes = {name: getattr(optional, name) for name in OPTIONAL_COST_PARTS
               if name != "order" and getattr(optional, name) != getattr(default, name)
               and getattr(base, name) == getattr(default, name)}
    return replace(base, **changes) if changes else base


def optional_parts_payable(game: GameServices, player: int, optional: Cost, obj: int) -> bool:
    """Whether a kicker's or buyback's non-mana parts can be paid now (601.2h, 730.1: one
    that can't is not offered)."""
    return either_payable(game, player, replace(optional, mana=""), obj) and (
        extra_parts_payable(game, player, optional, obj))


def buyback_cost(card: CardDef) -> Cost | None:
    """702.27a: "Buyback [cost]" — an optional additional cost, announced with the kicker
    (601.2b); paid, the spell is put into its owner's hand as it resolves."""
    found = keyword(card, "buyback")
    return found.cost if found is not None else None


CASUALTY = "casualty"  # a cast note: a creature was sacrificed for casualty (702.153a)


def casualty_filter(card: CardDef) -> Filter | None:
    """702.153a: "Casualty N" — "As you cast this spell, you may sacrifice a creature with
    power N or greater.": what may be sacrificed, or ``None`` without casualty."""
    found = keyword(card, "casualty")
    if found is None or not found.amount:
        return None
    return Filter(types=("Creature",), power_min=found.amount)


CONSPIRED = "conspired"  # a cast note: two creatures were tapped for conspire (702.78a)


def conspire_filter(card: CardDef) -> Filter | None:
    """702.78a: "As you cast this spell, you may tap two untapped creatures you control that
    share a color with it.": the creatures that may be tapped (any of its colours), or
    ``None`` without conspire (or a colourless spell: no creature shares a colour with it)."""
    if keyword(card, "conspire") is None:
        return None
    colors = tuple(sorted(ManaCost.parse(card.mana_cost).colors))
    return Filter(types=("Creature",), colors=colors) if colors else None


def resolved_to(game: GameServices, oid: int) -> str:
    """Where an instant or sorcery spell goes as it finishes resolving (608.2n): its owner's
    hand if its buyback cost was paid (702.27a), else its graveyard — unless flashback or
    aftermath exiles it (:func:`leaves_stack_to`, which applies on resolution too)."""
    default = HAND if BOUGHT_BACK in notes(game, oid) else GRAVEYARD
    return leaves_stack_to(game, oid, default)


KICKS = "kicks:"  # a cast note: "kicks:N", the times a multikicker cost was paid


def kicks(game: GameServices, oid: int) -> int:
    """How many times the spell (or the permanent it became) was kicked (702.33c–d)."""
    for note in game.state.cast_notes.get(oid, frozenset()):
        if note.startswith(KICKS):
            return int(note[len(KICKS):])
    return 1 if KICKED in game.state.cast_notes.get(oid, frozenset()) else 0


# -- the total cost (601.2f) ----------------------------------------------------------------------


def phyrexian_symbols(mana: str) -> list[str]:
    """The Phyrexian symbols of a mana cost, in printed order (107.4f)."""
    if "/P" not in mana.upper():
        return []
    return [s.text for s in ManaCost.parse(mana).symbols
            if s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN)]


def without_phyrexian(mana: str, paid_with_life: tuple[int, ...]) -> str:
    """``mana`` with the chosen Phyrexian symbols (indices among them) taken out."""
    if not paid_with_life:
        return mana
    out: list[str] = []
    index = 0
    for symbol in ManaCost.parse(mana).symbols:
        if symbol.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
            if index in paid_with_life:
                index += 1
                continue
            index += 1
        out.append(symbol.text)
    return "".join(out)


def way_mana(card: CardDef, way: str, life_paid: tuple[int, ...] = ()) -> str:
    """The mana part of the way's cost, less the Phyrexian symbols paid with life."""
    return without_phyrexian(way_cost(card, way).mana, life_paid)


def per_target_increase(card: CardDef, targets: tuple[tuple[object, ...], ...]) -> int:
    """"This spell costs {1} more to cast for each target beyond the first" (601.2f, after
    the targets were chosen in 601.2c)."""
    chosen = sum(len(group) for group in targets)
    more = 0
    for ability in card.abilities:
        if isinstance(ability, StaticAbility):
            for effect in ability.effects:
                if effect.rule == "cost_per_extra_target" and isinstance(effect.amount, int):
                    more += effect.amount * max(0, chosen - 1)
    return more


def per_target_mana(card: CardDef) -> str:
    """The coloured mana strive adds for each target beyond the first ("This spell costs
    {2}{B} more to cast for each target beyond the first."; 601.2f), "" for none."""
    return "".join(effect.rule.partition(":")[2] for ability in card.abilities
                   if isinstance(ability, StaticAbility) for effect in ability.effects
                   if effect.rule.startswith(COST_MANA_PER_TARGET + ":"))


def mana_increase(game: GameServices, player: int, obj: GameObject,
                  targets: tuple[tuple[object, ...], ...] | None = None) -> str:
    """Coloured mana a spell costs more (601.2f, 118.7): "Black spells you cast cost {B} more
    to cast." on the battlefield (``vocabulary.COST_MANA``: whose spells, the mana), and the
    spell's own strive cost for each target beyond the first once ``targets`` are chosen."""
    state = game.state
    spell = base_chars(obj)
    more = ""
    for oid, c in battlefield_chars(state).items():  # one cache check for the board
        for ability in c.abilities:
            if not isinstance(ability, StaticAbility) or ability.zone != "battlefield":
                continue
            for effect in ability.effects:
                if effect.layer != "rules" or not effect.rule.startswith(COST_MANA + ":"):
                    continue
                whose, _, mana = effect.rule.partition(":")[2].partition(":")
                if (whose == "you" and c.controller != player) or (
                        whose == "opponents" and c.controller == player):
                    continue
                if effect.filter is not None and not matches_chars(
                        state, obj, spell, effect.filter, c.controller, oid):
                    continue
                more += mana
    if targets:
        extra = max(0, sum(len(group) for group in targets) - 1)
        more += per_target_mana(obj.card) * extra
    return more


def self_reduction(game: GameServices, player: int, card: CardDef,
                   source: int = -1) -> int:
    """"This spell costs {1} less to cast for each …" (601.2f), counted now; "… if COND"
    only while the condition holds (``source``: the spell's object)."""
    less = 0
    for ability in card.abilities:
        if isinstance(ability, StaticAbility) and (ability.condition is None or game.condition(
                ability.condition, player, source, {})):
            for effect in ability.effects:
                if effect.rule == "cost_reduction_self":
                    less += game.amount(effect.amount, player)
    if has_keyword(card, "undaunted"):  # 702.125a: "{1} less … for each opponent you have"
        less += len(game.state.opponents(player))
    return less


def activation_less(game: GameServices, player: int, ability: ActivatedAbility,
                    need: Requirement) -> Requirement:
    """602.2b, 601.2f: "This ability costs {1} less to activate for each …", counted now, off
    the generic mana only (118.7); the requirement unchanged for any other ability."""
    if ability.cost_less is None:
        return need
    less = game.amount(ability.cost_less, player)
    return replace(need, generic=max(0, need.generic - less)) if less else need


def total_requirement(game: GameServices, player: int, obj: GameObject, kicked: bool,
                      base: Requirement, kick_times: int = 0,
                      extra: int = 0,
                      targets: tuple[tuple[object, ...], ...] | None = None) -> Requirement:
    """601.2f for a spell: ``base`` is the way's mana (X included) plus mode costs; add kicker
    (a multikicker cost ``kick_times`` times, 702.33c) and the format's additional costs, then
    increases, then take off reductions (``targets``: the targets chosen in 601.2c, which
    "spells that target ~ cost {2} more" reads; None before they are chosen)."""
    card = obj.card
    need = base
    if kicked:
        kick = kicker_cost(card)
        if kick is not None and kick.mana:
            need = need.plus(requirement(kick.mana))
    multi = multikicker_cost(card) if kick_times else None
    if multi is not None and multi.mana:
        for _ in range(kick_times):
            need = need.plus(requirement(multi.mana))
    need = need.plus(game.additional_spell_cost(player, obj))
    need = need.plus(requirement(mana_increase(game, player, obj, targets)))  # {B} more
    increase, reduction = _cost_modifiers(game, player, obj, targets)
    increase += extra
    reduction += self_reduction(game, player, card, obj.id)
    reduction += affinity_reduction(game, player, card)
    generic = max(0, need.generic + increase - reduction)
    return Requirement(need.pips, generic, need.has_x, need.x_count)


#: one cost rule on the battlefield: (source, controller, rule, amount, spell filter, the
#: effect) — the effect for what its spells must target (``targeting_self``/``targeting``)
CostRule = tuple[int, int, str, int, Filter, ContinuousEffect]

# id(state) -> (the state itself, so that the id is not reused while cached; its version; rules)
_RULES_CACHE: dict[int, tuple[object, int, list[CostRule]]] = {}


def _cost_rules(game: GameServices) -> list[CostRule]:
    """Every "spells cost more/less" effect on the battlefield now, as (source, controller,
    rule, amount, filter); recomputed only when the characteristics may have changed."""
    state = game.state
    cached = _RULES_CACHE.get(id(state))
    if cached is not None and cached[0] is state and cached[1] == state.version:
        return cached[2]
    found: list[CostRule] = []
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        for ability in c.abilities:
            if not isinstance(ability, StaticAbility) or ability.zone != "battlefield":
                continue
            for effect in ability.effects:
                if effect.layer == "rules" and effect.affected == "spells" and (
                        effect.rule in ("cost_increase", "cost_reduction",
                                        "cost_reduction_all", "cost_increase_opponents")):
                    amount = effect.amount if isinstance(effect.amount, int) else (
                        effect.amount.fixed)
                    found.append((oid, c.controller, effect.rule, amount,
                                  effect.filter or Filter(), effect))
    for player in state.players:  # eminence: "as long as ~ is in the command zone or on the
        for oid in state.zone(player.index, COMMAND):  # battlefield" (113.6; h8-sta)
            c = chars(state, state.objects[oid])
            for ability in c.abilities:
                if not isinstance(ability, StaticAbility) or ability.condition is None or (
                        ability.condition.kind != "self_in_zones"
                        or COMMAND not in ability.condition.zone.split(",")):
                    continue
                for effect in ability.effects:
                    if effect.layer == "rules" and effect.affected == "spells" and (
                            effect.rule == "cost_reduction") and isinstance(effect.amount, int):
                        found.append((oid, c.controller, effect.rule, effect.amount,
                                      effect.filter or Filter(), effect))
    if len(_RULES_CACHE) > 64:
        _RULES_CACHE.clear()
    _RULES_CACHE[id(state)] = (state, state.version, found)
    return found


def targeting_rules(game: GameServices) -> bool:
    """Whether a cost rule on the battlefield reads the spell's targets ("Spells your opponents
    cast that target ~ cost {2} more"): the targets then change what a cast costs."""
    return any(e.targeting_self or e.targeting is not None
               for *_rest, e in _cost_rules(game))


def _targets_match(game: GameServices, effect: ContinuousEffect, source: int, controller: int,
                   targets: tuple[tuple[object, ...], ...]) -> bool:
    """Whether a spell with these ``targets`` (601.2c) is one the rule's "that target …" names:
    ~ itself, or a permanent matching the filter ("a creature or planeswalker you control":
    "you" the rule's controller)."""
    state = game.state
    chosen = [t for group in targets for t in group if isinstance(t, int) and t in state.objects]
    if effect.targeting_self:
        return source in chosen
    flt = effect.targeting
    return flt is not None and any(
        state.objects[t].zone == "battlefield" and matches_chars(
            state, state.objects[t], chars(state, state.objects[t]), flt, controller, source)
        for t in chosen)


def _cost_modifiers(game: GameServices, player: int, obj: GameObject,
                    targets: tuple[tuple[object, ...], ...] | None = None) -> tuple[int, int]:
    """{1}s more and {1}s less from static abilities on the battlefield (118.7, 601.2f):
    "Spells cost {1} more to cast" affects every spell; "Beast spells you cast cost {1} less"
    the spells of the source's controller; "Spells … that target ~ cost {2} more" the spells
    whose chosen ``targets`` include it. Before the targets are chosen (``None``: may the
    spell be cast at all?) such an increase is not counted and such a reduction is: the
    targets may still make it apply (the cast is undone if they don't and it can't be paid)."""
    rules = _cost_rules(game)
    if not rules:
        return 0, 0
    state = game.state
    spell = base_chars(obj)
    more = less = 0
    may_target = targets is not None or _may_target(obj.card)
    for oid, controller, rule, amount, flt, effect in rules:
        if (effect.targeting_self or effect.targeting is not None) and (
                rule.startswith("cost_increase") or not may_target if targets is None
                else not _targets_match(game, effect, oid, controller, targets)):
            continue  # a spell with no targets never gets "that target ~" (Farewell, Ouphe)
        if rule == "cost_reduction" and controller != player:
            continue
        if rule == "cost_increase_opponents" and controller == player:
            continue  # "spells your opponents cast cost {2} more" (Glowrider's kin)
        if flt != Filter() and not matches_chars(state, obj, spell, flt, controller, oid):
            continue
        if rule in ("cost_increase", "cost_increase_opponents"):
            more += amount
        else:
            less += amount
    return more, less


def _may_target(card: CardDef) -> bool:
    """Whether casting ``card`` can choose a target (601.2c): a target of its spell ability or
    of one of its modes, or an Aura spell's enchant target (303.4a)."""
    for ability in card.abilities:
        if isinstance(ability, SpellAbility) and (ability.targets or (
                ability.modes is not None and any(mode.targets
                                                  for mode in ability.modes.modes))):
            return True
        if isinstance(ability, Keyword) and ability.name == "enchant":
            return True
    return bool(card.faces)  # a face's own text is read where it is cast


def affinity_reduction(game: GameServices, player: int, card: CardDef) -> int:
    """702.41a: affinity for artifacts costs {1} less for each artifact you control."""
    state = game.state
    found = keyword(card, "affinity")  # "Affinity for Swamps" (h9-sta)
    if found is not None and found.filter is not None:
        return sum(1 for oid in state.battlefield if matches(
            state, state.objects[oid], replace(found.filter, controller="you"), player))
    if not has_keyword(card, "affinity_for_artifacts"):
        return 0
    return sum(1 for oid in state.battlefield
               if chars(state, state.objects[oid]).controller == player
               and "Artifact" in chars(state, state.objects[oid]).types)


# -- convoke (702.51) -----------------------------------------------------------------------------


def convoke_creatures(game: GameServices, player: int, card: CardDef) -> list[int]:
    """What ``player`` may use to pay for the spell ``card`` besides mana (601.2g–h): untapped
    creatures they control for convoke (even summoning-sick ones: convoke is not a {T} cost,
    702.51a), untapped artifacts they control for improvise (702.126a), cards in their
    graveyard to exile for delve (702.66a). Each pays {1}; a convoke creature may pay one mana
    of its colour instead (:func:`convoke_pay`)."""
    convoke = has_keyword(card, "convoke")
    improvise = has_keyword(card, "improvise")
    state = game.state
    found: list[int] = []
    if convoke or improvise:
        for oid in state.battlefield:
            obj = state.objects[oid]
            if obj.tapped:
                continue
            c = chars(state, obj)
            if c.controller == player and ((convoke and "Creature" in c.types) or (
                    improvise and "Artifact" in c.types)):
                found.append(oid)
    if has_keyword(card, "delve"):
        found.extend(state.zone(player, GRAVEYARD))  # the spell itself, if cast from there,
        # is left out where the cast is known (casting._ask_mana_choices)
    return found


def convoke_pay(game: GameServices, need: Requirement, creatures: tuple[int, ...],
                card: CardDef | None = None) -> Requirement | None:
    """What remains of ``need`` after tapping ``creatures`` for convoke, improvise or exiling
    them for delve (:func:`convoke_creatures`), each paying {1} — or, a creature for a convoke
    spell (any spell when ``card`` is not given), one pip of its colour first; ``None`` if one
    would pay nothing (more than needed: 702.51a, 702.66a, 702.126a)."""
    state = game.state
    pips = list(need.pips)
    generic = need.generic
    colored = card is None or has_keyword(card, "convoke")
    for oid in creatures:
        obj = state.objects.get(oid)  # gone: a card exiled for delve pays {1} (702.66a)
        c = chars(state, obj) if colored and obj is not None and obj.zone == "battlefield" \
            else None
        colors = c.colors if c is not None and "Creature" in c.types else frozenset()
        index = next((i for i, pip in enumerate(pips) if pip & colors), None)
        if index is not None:
            pips.pop(index)
        elif generic > 0:
            generic -= 1
        else:
            return None
    return Requirement(tuple(pips), generic, need.has_x, need.x_count)


# -- abilities of cards in hand: cycling (702.29) -----------------------------------------------


_HAND: dict[int, tuple[CardDef, tuple[tuple[int, ActivatedAbility], ...]]] = {}


def hand_abilities(card: CardDef) -> tuple[tuple[int, ActivatedAbility], ...]:
    """The activated abilities a card has in its owner's hand, by index among its abilities:
    cycling ("{cost}, Discard this card: Draw a card.") and basic landcycling ("…: Search your
    library for a Plains card, reveal it, put it into your hand, then shuffle."). Found once
    per definition (asked for every card in hand at every priority)."""
    cached = _HAND.get(id(card))
    if cached is not None and cached[0] is card:
        return cached[1]
    found = _hand_abilities(card)
    _HAND[id(card)] = (card, found)
    return found


def _hand_abilities(card: CardDef) -> tuple[tuple[int, ActivatedAbility], ...]:
    # "{R}, Discard ~: …" (channel and the like; CR 602.2a, 113.6): the compiled abilities of
    # the card in hand, beside those its keywords make (h5-costs)
    written = tuple((index, ability) for index, ability in enumerate(card.abilities)
                    if isinstance(ability, ActivatedAbility) and ability.zone == HAND)
    if not _keywords(card).keys() & _HAND_KEYWORDS:
        return written
    out: list[tuple[int, ActivatedAbility]] = list(written)
    for index, ability in enumerate(card.abilities):
        if not isinstance(ability, Keyword) or ability.cost is None:
            continue
        cost = replace(ability.cost, discard_self=True)
        if ability.name == "ninjutsu":  # 702.49a

            out.append((index, ActivatedAbility(replace(ability.cost, return_unblocked=True),
                                                effects=(NinjutsuEnter(),), zone=HAND,
                                                text="ninjutsu")))
        elif ability.name == "cycling":
            out.append((index, ActivatedAbility(cost, effects=(DrawCards(),), zone=HAND,
                                                text="cycling")))
        elif ability.name == "basic_landcycling":  # 702.29e: Ash Barrens
            basic = SearchLibrary(filter=Filter(types=("Land",), supertypes=("Basic",)),
                                  to="hand", reveal=True)
            out.append((index, ActivatedAbility(cost, effects=(basic,), zone=HAND,
                                                text=ability.name)))
        elif ability.name == SUSPEND:  # 702.62a: a special action (116.2f), when the card
            # could be cast (a sorcery's timing unless it is an instant or has flash)
            fast = "Instant" in card.type_line or has_keyword(card, "flash")
            out.append((index, ActivatedAbility(
                ability.cost, effects=(SuspendExile(ability.amount),), zone=HAND,
                timing="instant" if fast else "sorcery", text=SUSPEND)))
        elif ability.name == FORETELL:  # 702.143a: a special action during your turn (116.2h)
            out.append((index, ActivatedAbility(
                Cost(mana=FORETELL_COST), effects=(ForetellExile(),), zone=HAND,
                timing="your_turn", text=FORETELL)))
        elif ability.name == "reinforce":  # 702.77a: "[Cost], Discard this card: Put N +1/+1
            # counters on target creature."
            counters = PutCounters("+1/+1", Amount(kind="x") if ability.text == "X" else (
                ability.amount), "target:0")  # "Reinforce X—{X}{G}{G}" (h9-kw)
            out.append((index, ActivatedAbility(cost, targets=(TargetSpec("creature"),),
                                                effects=(counters,), zone=HAND,
                                                text=ability.name)))
        elif ability.name == "transmute":  # 702.53a: "Transmute only as a sorcery."
            value = int(ManaCost.parse(card.mana_cost).mana_value)
            same = SearchLibrary(filter=Filter(mana_value_min=value, mana_value_max=value),
                                 to="hand", reveal=True)
            out.append((index, ActivatedAbility(cost, effects=(same,), zone=HAND,
                                                timing="sorcery", text=ability.name)))
        elif ability.name == "typecycling":  # 702.29f: "Wizardcycling {3}"
            kind = SearchLibrary(filter=ability.filter or Filter(subtypes=(ability.text,)),
                                 to="hand", reveal=True)  # "Artifact landcycling" (h9b-KW)
            out.append((index, ActivatedAbility(cost, effects=(kind,), zone=HAND,
                                                text=ability.name)))
        elif ability.name in LANDCYCLING:
            found = SearchLibrary(filter=Filter(subtypes=(LANDCYCLING[ability.name],)),
                                  to="hand", reveal=True)
            out.append((index, ActivatedAbility(cost, effects=(found,), zone=HAND,
                                                text=ability.name)))
    return tuple(out)


def half_life(game: GameServices, player: int) -> int:
    """Half ``player``'s life, rounded up (119.4: none with 0 or less life)."""
    return (max(0, game.state.players[player].life) + 1) // 2


def enchanted_sacrifice(game: GameServices, player: int, aura: int) -> int | None:
    """The creature the Aura ``aura`` enchants, if ``player`` controls it and can so
    sacrifice it as a cost (CR 118.3, 701.21a)."""
    state = game.state
    source = state.objects.get(aura)
    target = source.attached_to if source is not None else None
    if target is None or target not in state.objects or \
            state.objects[target].zone != "battlefield":
        return None
    return target if chars(state, state.objects[target]).controller == player else None


def counter_cost_candidates(game: GameServices, player: int, cost: Cost,
                            source: int) -> list[int]:
    """The permanents ``player`` controls matching ``cost.remove_from`` with a counter of its
    kind on them: where "Remove a +1/+1 counter from a creature you control" may be paid."""
    state = game.state
    flt = cost.remove_from
    assert flt is not None
    return [oid for oid in state.battlefield
            if state.objects[oid].counters.get(cost.remove_from_kind, 0) > 0
            and chars(state, state.objects[oid]).controller == player
            and matches(state, state.objects[oid], flt, player, source)]


def put_counter_candidates(game: GameServices, player: int, cost: Cost,
                           source: int) -> list[int]:
    """The permanents ``player`` controls matching ``cost.put_counter_on``: where "Put a -1/-1
    counter on a creature you control" may be paid (118.3, 122.1; h9-sta)."""
    state = game.state
    flt = cost.put_counter_on
    assert flt is not None
    return [oid for oid in state.battlefield
            if chars(state, state.objects[oid]).controller == player
            and matches(state, state.objects[oid], flt, player, source)]


def put_cost_counter(game: GameServices, source: GameObject, kind: str) -> None:
    """"Put a -1/-1 counter on ~" paid as a cost (CR 118.3, 122.1): one counter, modified by
    the replacement effects that modify counters put on it (616.1, in the order found)."""
    found = counter_replacements(game, source, kind)
    amount = apply_in_order(1, found, kind)
    if amount > 0:
        source.counters[kind] = source.counters.get(kind, 0) + amount
        game.state.touch()
        game.log("counters", None, on=f"{source.card.name}#{source.id}", counter=kind,
                 amount=amount)


def unblocked_attackers(game: GameServices, player: int) -> list[int]:
    """Attacking creatures ``player`` controls that are unblocked (509.1h) — there are none
    before blockers are declared (702.49c)."""

    state = game.state
    if state.step not in NINJUTSU_STEPS:
        return []
    return [a for a in state.attackers if a in state.objects and a not in state.blocked
            and state.objects[a].zone == "battlefield"
            and chars(state, state.objects[a]).controller == player]


def hand_ability(card: CardDef, index: int) -> ActivatedAbility | None:
    return dict(hand_abilities(card)).get(index)


# -- on the stack ---------------------------------------------------------------------------------


def split_second_on_stack(game: GameServices) -> bool:
    """702.61a: while a spell with split second is on the stack, players can't cast spells or
    activate abilities that aren't mana abilities."""
    state = game.state
    for item in state.stack:
        if item.obj is not None and item.obj in state.objects and (
                "split_second" in base_chars(state.objects[item.obj]).keywords):
            return True
    return False


def cant_be_countered(card: CardDef) -> bool:
    """"This spell can't be countered" (a static ability that functions on the stack)."""
    return any(isinstance(a, StaticAbility) and any(
        e.layer == "rules" and e.rule == "cant_be_countered" and e.affected == "self"
        for e in a.effects)  # not "… spells you cast … can't be countered" (h8-sta): that
        for a in card.abilities)  # functions on the battlefield only (Thryx itself is not)


def spell_cant_be_countered(game: GameServices, oid: int, controller: int) -> bool:
    """The spell ``oid`` (cast by ``controller``) can't be countered (CR 101.2): its own
    "This spell can't be countered", or a permanent's "Creature spells you control with power
    5 or greater can't be countered" (Spellbreaker Behemoth) whose controller controls it."""
    state = game.state
    obj = state.objects[oid]
    if cant_be_countered(obj.card):
        return True
    spell = base_chars(obj)
    for source in state.battlefield:
        c = chars(state, state.objects[source])
        for ability in c.abilities:
            if not isinstance(ability, StaticAbility) or ability.zone != "battlefield":
                continue
            for effect in ability.effects:
                # "… spells you control …" binds its controller's spells; "Creature spells
                # can't be countered" every player's (filter controller "any"; issue 29)
                if c.controller != controller and (
                        effect.filter is None or effect.filter.controller != "any"):
                    continue
                if effect.layer == "rules" and effect.rule == "cant_be_countered" and \
                        effect.affected == "spells" and matches_chars(
                            state, obj, spell, replace(effect.filter or Filter(),
                                                       controller="any"), controller, source):
                    return True
    return False


def notes(game: GameServices, oid: int) -> frozenset[str]:
    return game.state.cast_notes.get(oid, frozenset())


def rebound(game: GameServices, controller: int, obj: GameObject) -> bool:
    """702.88a: a resolving rebound spell cast from its owner's hand is exiled instead of put
    into the graveyard, and at the beginning of its controller's next upkeep they may cast it
    from exile without paying its mana cost. ``True`` if it was exiled so."""

    kept = notes(game, obj.id)
    if not has_keyword(obj.card, "rebound") or FROM_HAND not in kept or FLASHBACK in kept:
        return False
    state = game.state
    new = game.move(obj, EXILE, cause="rebound")
    ability = TriggeredAbility(Trigger("upkeep"), effects=(
        fx.MayDo(effects=(fx.CastCard(what="it"),)),))
    state.delayed.append(Delayed(controller, new.id, obj.card.name, ability, "upkeep",
                                 state.turn, (("it", new.id),), whose=controller))
    game.log("delayed_trigger", controller, name=obj.card.name, when="your_next_upkeep")
    return True


def leaves_stack_to(game: GameServices, oid: int, default: str) -> str:
    """702.34a: a spell cast with flashback is exiled instead of going anywhere else; so is
    an aftermath half cast from a graveyard (702.127a)."""
    cast = notes(game, oid)
    if EXILE_NOTE in cast and default == GRAVEYARD:  # Kess's rider (614.1a)
        return "exile"
    return "exile" if FLASHBACK in cast or AFTERMATH in cast or JUMP_START in cast else default


def entered(game: GameServices, old_id: int, new: GameObject) -> None:
    """A permanent spell became ``new``: it keeps how it was cast (kicked, 702.33d) and an
    evoked one's sacrifice trigger triggers (702.74a)."""
    state = game.state
    kept = state.cast_notes.pop(old_id, None)
    if kept is None:
        return
    if any(n.startswith("chosen_type:") for n in kept):  # the spell's own choice (chosen.py)
        state.cast_notes[new.id] = kept
    else:
        state.cast_notes[new.id] = kept | state.cast_notes.get(new.id, frozenset())
    entered_after_cast(game, new, chars(state, new).controller, kept)  # dash, blitz
    if FLASH_WAY in kept and new.zone == "battlefield":  # Mirage's flash enchantments
        _sacrifice_at_cleanup(game, new, chars(state, new).controller)
    if EVOKE in kept and new.zone == "battlefield":  # not again as it leaves (400.7)

        game.trigger(new, chars(state, new).controller, EVOKE_SACRIFICE, {"it": new.id})


# "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent
# it becomes sacrifices it at the beginning of the next cleanup step." (Armor of Thorns; round 8,
# EV1): cast the FLASH_WAY (offered only when a sorcery couldn't be cast, 601.3a), the
# permanent gets a delayed trigger for the next cleanup step (603.7, 514.3a; turn.py fires it)
CLEANUP_SACRIFICE = TriggeredAbility(Trigger("cleanup"), effects=(Sacrifice(what="self"),))


def _sacrifice_at_cleanup(game: GameServices, new: GameObject, controller: int) -> None:
    found = keyword(new.card, "flash_as_though")
    if found is None or found.text != SACRIFICE_AT_CLEANUP:
        return
    state = game.state
    after = state.turn if state.step == "cleanup" else -1
    state.delayed.append(Delayed(controller, new.id, new.card.name, CLEANUP_SACRIFICE,
                                 "cleanup", after, (("it", new.id),)))
    game.log("delayed_trigger", controller, name=new.card.name, when="next_cleanup")


def discard_candidates(game: GameServices, player: int, cost: Cost, spell: int) -> list[int]:
    """The cards of ``player``'s hand a discard cost may discard (not the spell itself; "a
    land card" for retrace: ``cost.discard_filter``, 601.2h)."""
    state = game.state
    return [oid for oid in state.zone(player, HAND) if oid != spell and (
        cost.discard_filter is None or matches(state, state.objects[oid], cost.discard_filter,
                                               player, spell))]  # "named ~" (h9-sta)


def flash_as_though(game: GameServices, player: int, obj: GameObject) -> bool:
    """Whether ``player`` may cast the card ``obj`` as though it had flash now (601.3a): it
    says so, and its condition ("If you control a creature with power 4 or greater") holds."""
    found = keyword(obj.card, "flash_as_though")
    return found is not None and (found.condition is None or game.condition(
        found.condition, player, obj.id, {}))


def assist_most(game: GameServices, helper: int, generic: int) -> int:
    """The most generic mana ``helper`` can pay now, up to ``generic`` (assist, 702.132a)."""
    return max((n for n in range(1, generic + 1)
                if can_pay(game.state, helper, Requirement(generic=n))), default=0)


def chosen_additional(cost: Cost, otherwise: bool | None) -> Cost:
    """An additional cost "COST or COST" as the player chose it (601.2b): the second when
    ``otherwise``, else the first (nothing is paid before the choice is made)."""
    if cost.otherwise is None:
        return cost
    if otherwise is None:
        return Cost()
    return cost.otherwise if otherwise else replace(cost, otherwise=None)


def either_payable(game: GameServices, player: int, cost: Cost, obj: int) -> bool:
    """Whether the non-mana parts of one side of "COST or COST" can be paid now (its mana is
    checked with the spell's, 601.2g–h)."""
    if cost.sacrifice is not None and len(sacrifice_candidates(
            game, player, cost.sacrifice)) < cost.sacrifice_count:
        return False
    if cost.discard and len(discard_candidates(game, player, cost, obj)) < cost.discard:
        return False
    if cost.reveal_filter is not None and not reveal_candidates(game, player, cost, obj):
        return False
    if cost.pay_life and game.state.players[player].life < cost.pay_life:
        return False  # 119.4
    if cost.tap_untapped is not None and len([
            oid for oid in game.state.battlefield if not game.state.objects[oid].tapped
            and chars(game.state, game.state.objects[oid]).controller == player
            and matches(game.state, game.state.objects[oid], cost.tap_untapped, player)]) < \
            cost.tap_untapped_count:
        return False
    return extra_parts_payable(game, player, cost, obj)


def reveal_candidates(game: GameServices, player: int, cost: Cost, spell: int) -> list[int]:
    """The cards of the hand a "reveal a Merfolk card from your hand" cost may reveal (not the
    spell itself, which is on the stack by then, 601.2a)."""
    state = game.state
    assert cost.reveal_filter is not None
    return [oid for oid in state.zone(player, HAND) if oid != spell
            and matches(state, state.objects[oid], cost.reveal_filter, player)]


def hand_exile_candidates(game: GameServices, player: int, cost: Cost, spell: int) -> list[int]:
    """The cards of ``player``'s hand an "exile a blue card from your hand" cost may exile (not
    the spell itself: Force of Will cannot pay for itself, 601.2h)."""
    state = game.state
    return [oid for oid in state.zone(player, HAND) if oid != spell and (
        cost.exile_hand_filter is None or matches(state, state.objects[oid],
                                                  cost.exile_hand_filter, player))]


def graveyard_exile_candidates(game: GameServices, player: int, cost: Cost,
                               source: int) -> list[int]:
    """The cards of ``player``'s graveyard an "exile two cards / a creature card from your
    graveyard" cost may exile (601.2h, 602.2b): any but the spell or source itself, or those
    matching ``cost.exile_filter``."""
    state = game.state
    return [c for c in state.zone(player, GRAVEYARD) if c != source and (
        cost.exile_filter is None
        or matches(state, state.objects[c], cost.exile_filter, player))]


def bounce_candidates(game: GameServices, player: int, cost: Cost, source: int) -> list[int]:
    """The permanents ``player`` controls that a "return a land you control to its owner's
    hand" cost may return (118.3; not the source when it also returns itself)."""
    state = game.state
    assert cost.return_to_hand is not None
    return [oid for oid in state.battlefield
            if not (cost.return_self and oid == source)
            and chars(state, state.objects[oid]).controller == player
            and matches(state, state.objects[oid], cost.return_to_hand, player, source)]


def extra_parts_payable(game: GameServices, player: int, cost: Cost, obj: int) -> bool:
    """Whether a cost's hand-exile and bounce parts have enough cards to choose (601.2h)."""
    if cost.exile_from_hand and len(hand_exile_candidates(game, player, cost, obj)) < \
            cost.exile_from_hand:
        return False
    if cost.pay_half_life and payable_life(game.state, player) < half_life(game, player):
        return False  # 119.8: a life total that can't change pays no life
    if cost.sacrifice_enchanted and enchanted_sacrifice(game, player, obj) is None:
        return False  # "Sacrifice enchanted creature": one its controller controls (118.3)
    if cost.remove_from is not None and not counter_cost_candidates(game, player, cost, obj):
        return False  # "Remove a +1/+1 counter from a creature you control" (118.3)
    if cost.put_counter_on is not None and not put_counter_candidates(game, player, cost, obj):
        return False  # "Put a -1/-1 counter on a creature you control" (118.3; h9-sta)
    if len(game.state.zone(player, LIBRARY)) < max(cost.mill, cost.exile_top_library):
        return False  # "Exile the top two cards of your library", "Mill a card" (118.3)
    if cost.exile_top_graveyard is not None and top_graveyard_card(game, player, cost) is None:
        return False  # "Exile the top creature card of your graveyard" (h6-costs, 118.3)
    exile = cost.exile_from_graveyard
    if isinstance(exile, int) and exile and len(
            graveyard_exile_candidates(game, player, cost, obj)) < exile:
        return False  # "Exile two cards from your graveyard: …" (Grim Lavamancer, 118.3)
    return cost.return_to_hand is None or len(
        bounce_candidates(game, player, cost, obj)) >= cost.return_count


def top_graveyard_card(game: GameServices, player: int, cost: Cost) -> int | None:
    """The card "Exile the top (creature) card of your graveyard" takes (CR 404.2: the last
    card put there is on top), or ``None`` when the cost has no such part or none matches."""
    if cost.exile_top_graveyard is None:
        return None
    state = game.state
    for oid in reversed(state.zone(player, GRAVEYARD)):
        if matches(state, state.objects[oid], cost.exile_top_graveyard, player, None):
            return oid
    return None


def sacrifice_candidates(game: GameServices, player: int, flt: Filter) -> list[int]:
    state = game.state
    return [oid for oid in state.battlefield
            if chars(state, state.objects[oid]).controller == player
            and matches(state, state.objects[oid], flt, player)]


def cost_words(cost: Cost) -> str:

    return cost_text(cost) or "{0}"


def needs_choice(cost: Cost) -> bool:
    """Whether paying ``cost`` asks its payer something (a creature to sacrifice, cards to
    discard or exile, permanents to tap) or costs more than mana, {T} and sacrificing the
    source — paid then through the 602.2 steps before a mana ability resolves (605.3b)."""
    return bool(cost.sacrifice is not None or cost.discard or cost.pay_life or cost.pay_energy
                or cost.remove_counters or cost.exile_from_graveyard or cost.exile_from_hand
                or cost.return_to_hand is not None or cost.return_self
                or cost.tap_untapped is not None or cost.untap or cost.exile_self
                or cost.loyalty is not None or cost.put_counter_self or cost.mill
                or cost.exile_top_library or cost.discard_hand or cost.exert_self
                or cost.remove_from is not None or cost.pay_half_life
                or cost.sacrifice_enchanted
                or cost.exile_top_graveyard is not None  # h6-costs
                or cost.put_counter_on is not None)  # h9-sta
