"""Mana, mana pools and paying mana costs (CR 106, 107.4, 118, 601.2f–h, 605).

A mana pool is a count per symbol (``W U B R G C``); it empties at the end of each step and
phase (106.4, 500.4). A mana cost is what :class:`cardtable.cards.mana.ManaCost` parses; the
total cost of 601.2f is the mana cost (or alternative cost) plus additional costs, with X
replaced by its announced value. Paying (601.2g–h) uses mana already in the pool first, then
activates mana abilities of untapped sources: :func:`plan_payment` finds which sources to tap
by bipartite matching of coloured pips to sources (generic pips take what is left, sources
that make fewer colours and non-creatures first), so a cost that can be paid is always found.

Triggered mana abilities (605.1b: "whenever you tap a Swamp for mana, add an additional {B}")
add their mana as the source is tapped, with no stack; the planner counts it.

Phyrexian pips: the casting player chooses which are paid with 2 life (``costs.py``); the
rest are paid with their colour here. Simplifications, stated: snow pips are paid as generic;
two-brid pips with their colour.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.games.magic.layers import Chars, battlefield_chars, chars, matches
from cardtable.games.magic.mana_riders import rider_of
from cardtable.games.magic.model import ActivatedAbility, AddMana, TriggeredAbility
from cardtable.games.magic.model.other_verbs_7 import COMBINATION
from cardtable.games.magic.model.vocabulary import COLORS_AMONG as COLORS_AMONG
from cardtable.games.magic.model.vocabulary import IDENTITY as IDENTITY
from cardtable.games.magic.model.vocabulary import OPPONENT_LANDS as OPPONENT_LANDS
from cardtable.games.magic.model.vocabulary import OWN_LANDS_COLOR as OWN_LANDS_COLOR
from cardtable.games.magic.model.vocabulary import OWN_LANDS_TYPE as OWN_LANDS_TYPE
from cardtable.games.magic.model.vocabulary import PRODUCED_TYPE
from cardtable.games.magic.named_bans import activation_banned
from cardtable.games.magic.objects import BATTLEFIELD
from cardtable.games.magic.requirement import Requirement as Requirement
from cardtable.games.magic.requirement import requirement as requirement

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

MANA_SYMBOLS = ("W", "U", "B", "R", "G", "C")


def opponent_land_colors(state: MagicState, player: int) -> tuple[str, ...]:
    """The colours of mana the lands ``player``'s opponents control could produce now (CR
    106.7, Exotic Orchard, Fellwar Stone): read from their mana abilities, whatever their
    costs and whether or not they are tapped; abilities that themselves ask what other lands
    could produce add nothing (106.7: no loop). Colours only — "any color"."""
    colors: set[str] = set()
    opponents = set(state.opponents(player))
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller not in opponents or "Land" not in c.types:
            continue
        for ability in c.abilities:
            if not isinstance(ability, ActivatedAbility) or not ability.is_mana_ability:
                continue
            for effect in ability.effects:
                if isinstance(effect, AddMana):
                    symbols = _symbols_of(effect) if effect.choices else tuple(
                        s for s in effect.mana.replace("}", "").split("{") if s)
                    if symbols == (IDENTITY,):
                        symbols = for_player(state, c.controller, symbols)
                    colors.update(s for s in symbols if s in "WUBRG" and len(s) == 1)
    return tuple(s for s in ("W", "U", "B", "R", "G") if s in colors)


def own_land_mana(state: MagicState, player: int, types: bool) -> tuple[str, ...]:
    """The mana the lands ``player`` controls could produce now (CR 106.7, Harvester Druid,
    Reflecting Pool; issue 29, EV3b): colours, and {C} too when ``types`` ("any type"); read
    from their mana abilities, tapped or not, whatever their costs; abilities that themselves
    ask what lands could produce add nothing (106.7: no loop)."""
    made: set[str] = set()
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller != player or "Land" not in c.types:
            continue
        for ability in c.abilities:
            if not isinstance(ability, ActivatedAbility) or not ability.is_mana_ability:
                continue
            for effect in ability.effects:
                if isinstance(effect, AddMana):
                    symbols = _symbols_of(effect) if effect.choices else tuple(
                        s for s in effect.mana.replace("}", "").split("{") if s)
                    if symbols == (IDENTITY,):
                        symbols = for_player(state, player, symbols)
                    made.update(s for s in symbols if len(s) == 1 and s in "WUBRGC")
    order = MANA_SYMBOLS if types else ("W", "U", "B", "R", "G")
    return tuple(s for s in order if s in made)


def for_player(state: MagicState, player: int, symbols: tuple[str, ...]) -> tuple[str, ...]:
    """``symbols`` as ``player`` can make them: the commander-identity choice becomes the
    colours of their commander's colour identity — none when they have no commander or it is
    colourless (CR 903.4f: that part of the ability does nothing)."""
    if symbols == (OPPONENT_LANDS,):
        return opponent_land_colors(state, player)
    if symbols in ((OWN_LANDS_COLOR,), (OWN_LANDS_TYPE,)):  # CR 106.7 (EV3b)
        return own_land_mana(state, player, symbols == (OWN_LANDS_TYPE,))
    if symbols == (COLORS_AMONG,):
        return ()  # several colours at once, not one unit: activated by hand (colors_among)
    if symbols != (IDENTITY,):
        return symbols
    identity = state.identities.get(player, frozenset())
    return tuple(c for c in ("W", "U", "B", "R", "G") if c in identity)


def mana_sources(state: MagicState, player: int) -> list[tuple[int, tuple[str, ...]]]:
    """Untapped permanents ``player`` controls with a "{T}: Add …" mana ability usable now,
    each with the symbols it can make (one of them per activation), cheapest first."""
    out: list[tuple[tuple[int, int], int, tuple[str, ...]]] = []
    allowed = state.players[player].mana_colours  # Commander before 2016 (CMD-4.4)
    table: dict[int, Chars] | None = None  # what chars() reads, found at its first use
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.tapped:
            continue
        if table is None:
            table = battlefield_chars(state)
        c = table.get(oid) or chars(state, obj)
        if c.controller != player or "cant_activate" in c.rules:  # 602.5
            continue
        if activation_banned(state, obj.card.name, True):  # Phyrexian Revoker (602.5)
            continue
        symbols, units = tap_mana_production(c.abilities)
        symbols = for_player(state, player, symbols)
        if not symbols or not _production_allowed(state, player, oid, c.abilities):
            continue
        if allowed is not None:
            symbols = tuple(dict.fromkeys(
                "C" if s in "WUBRG" and s not in allowed else s for s in symbols))
        creature = "Creature" in c.types
        if creature and obj.sick and "haste" not in c.keywords:
            continue
        for _ in range(units):
            out.append(((int(creature), len(symbols)), oid, symbols))
        # triggered mana abilities (605.1b); "any type that land produced" when it makes one
        for extra in extra_mana(state, player, obj, symbols[0] if len(symbols) == 1 else ""):
            out.append(((int(creature), len(symbols)), oid, (extra,)))
    out.sort(key=lambda item: item[0])
    return [(oid, symbols) for _key, oid, symbols in out]


_PRODUCTION: dict[int, tuple[object, tuple[tuple[str, ...], int]]] = {}


_TRIGGERED: dict[int, tuple[object, int, list[tuple[int, int, object, tuple[str, ...]]]]] = {}


def _mana_triggers(state: MagicState) -> list[tuple[int, int, object, tuple[str, ...]]]:
    """The triggered mana abilities on the battlefield ("Whenever you tap a Swamp for mana,
    add an additional {B}", CR 605.1b) as (source, controller, filter, symbols), cached per
    state version."""
    cached = _TRIGGERED.get(id(state))
    if cached is not None and cached[0] is state and cached[1] == state.version:
        return cached[2]
    found: list[tuple[int, int, object, tuple[str, ...]]] = []
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        for ability in c.abilities:
            if isinstance(ability, TriggeredAbility) and is_triggered_mana_ability(ability):
                symbols: list[str] = []
                for effect in ability.effects:
                    assert isinstance(effect, AddMana)
                    if effect.choices == (PRODUCED_TYPE,):  # the land's own type (106.12a)
                        symbols.append(PRODUCED_TYPE)
                    symbols.extend(s for s in effect.mana.replace("}", "").split("{") if s)
                found.append((oid, c.controller, ability.trigger, tuple(symbols)))
    if len(_TRIGGERED) > 64:
        _TRIGGERED.clear()
    _TRIGGERED[id(state)] = (state, state.version, found)
    return found


def is_triggered_mana_ability(ability: TriggeredAbility) -> bool:
    """605.1b: triggers from a mana ability ("whenever you tap … for mana"), adds mana, and has
    no target: it resolves at once, without the stack."""
    return (ability.trigger.event == "tapped_for_mana" and not ability.targets
            and ability.modes is None and bool(ability.effects)
            and all(isinstance(e, AddMana) and e.choices in ((), (PRODUCED_TYPE,))
                    and (isinstance(e.amount, int) and e.amount == 1)
                    for e in ability.effects))


def extra_mana(state: MagicState, player: int, source: object,
               produced: str = "") -> list[str]:
    """The mana triggered mana abilities add when ``player`` taps ``source`` for mana:
    "Whenever you tap …" of ``player``'s own, "Whenever a player / an opponent taps a land for
    mana" of any (106.12a: the mana is the tapper's); "one mana of any type that land
    produced" is ``produced`` (nothing when it is unknown)."""
    triggers = _mana_triggers(state)
    if not triggers:
        return []
    out: list[str] = []
    for oid, controller, trigger, symbols in triggers:
        whose = getattr(trigger, "whose", "you")
        if (whose == "you" and controller != player) or (
                whose == "opponent" and controller == player):
            continue
        if getattr(trigger, "subject", "") == "enchanted" and getattr(
                state.objects.get(oid), "attached_to", None) != getattr(source, "id", None):
            continue  # "Whenever enchanted land is tapped for mana" (h7-trg, 303.4)
        flt = getattr(trigger, "filter", None)
        if flt is None or matches(state, source, flt, controller, oid):  # type: ignore[arg-type]
            out.extend(produced if s == PRODUCED_TYPE else s for s in symbols
                       if s != PRODUCED_TYPE or produced)
    return out


def tap_mana_production(abilities: Iterable[object]) -> tuple[tuple[str, ...], int]:
    """What one "{T}: Add …" activation makes: the symbols one unit may be, and how many units
    ("{C}{C}": ``(("C",), 2)``). Abilities are frozen, so the answer for a tuple of them (or
    the one ability in it) is kept, keyed by identity and held so the key is not reused."""
    if type(abilities) is not tuple:
        return _production(abilities)
    key: object = abilities[0] if len(abilities) == 1 else abilities
    hit = _PRODUCTION.get(id(key))
    if hit is not None and hit[0] is key:
        return hit[1]
    result = _production(abilities)
    if len(_PRODUCTION) > 50_000:
        _PRODUCTION.clear()
    _PRODUCTION[id(key)] = (key, result)
    return result


def _is_tap_producer(ability: object) -> bool:
    """A "{T}: Add …" ability automatic payment may activate: {T} its whole cost (a life,
    sacrifice or discard cost — Mana Confluence's "Pay 1 life" — is paid only by activating
    it by hand, CR 602.2b, 605.3b) and adding mana its only effect."""
    if not isinstance(ability, ActivatedAbility):
        return False
    cost = ability.cost
    return (ability.is_mana_ability and cost.tap and not cost.mana and not cost.sacrifice_self
            and not cost.remove_counters and not cost.pay_life and cost.sacrifice is None
            and not cost.pay_energy
            and not cost.discard and not cost.exile_from_graveyard and not cost.exile_self
            and not (cost.mill or cost.exile_top_library or cost.discard_hand  # h5-costs
                     or cost.exert_self or cost.put_counter_self
                     or cost.remove_from is not None or cost.pay_half_life
                     or cost.sacrifice_enchanted
                     or cost.exile_top_graveyard is not None)  # h6-costs
            and cost.tap_untapped is None and cost.loyalty is None
            and len(ability.effects) == 1
            and isinstance(ability.effects[0].amount, int))  # type: ignore[union-attr]


def _production_allowed(state: MagicState, player: int, source: int,
                        abilities: Iterable[object]) -> bool:
    """Whether the "{T}: Add …" ability :func:`tap_mana_production` reads may be activated
    now: "Activate only if you control five or more lands" (CR 602.5b) is checked here, any
    other restriction refuses it (the player may still activate it by hand)."""
    ability = next((a for a in abilities if _is_tap_producer(a)), None)
    if not isinstance(ability, ActivatedAbility) or ability.condition is None:
        return True
    cond = ability.condition
    if cond.kind != "you_control" or cond.negate or not isinstance(cond.amount, int) or \
            cond.filter is None:
        return False
    count = sum(1 for oid in state.battlefield
                if chars(state, state.objects[oid]).controller == player
                and matches(state, state.objects[oid], cond.filter, player, source))
    return count >= cond.amount


def _production(abilities: Iterable[object]) -> tuple[tuple[str, ...], int]:
    """The first "{T}: Add …" ability's production; when the permanent has several that each
    make one mana (a dual land's two intrinsic abilities, CR 305.6; "Enchanted land is a
    Mountain, Forest, and Plains."), one activation of any of them: any of their symbols
    (CR 605.3a; before, only the first ability's colour was offered; h7-sta)."""
    abilities = tuple(abilities)
    found = [made for made in map(_one_production, abilities) if made[1]]
    if len(found) > 1 and all(units == 1 for _symbols, units in found) and all(
            _is_tap_producer(a) for a in abilities if _one_production(a)[1]):
        return tuple(dict.fromkeys(s for symbols, _units in found for s in symbols)), 1
    return found[0] if found else ((), 0)


def _one_production(ability: object) -> tuple[tuple[str, ...], int]:
    """One ability's "{T}: Add …" production, ``((), 0)`` when it is not such an ability."""
    if not (_is_tap_producer(ability) or (
            isinstance(ability, ActivatedAbility) and ability.is_mana_ability
            and ability.cost.tap and not ability.cost.mana and not ability.cost.sacrifice_self
            and not ability.cost.remove_counters and len(ability.effects) == 2
            and type(ability.effects[1]).__name__ == "ManaRider")):
        return (), 0
    assert isinstance(ability, ActivatedAbility)
    effect = ability.effects[0]
    assert isinstance(effect, AddMana)
    times = effect.amount if isinstance(effect.amount, int) else 1
    if effect.choices:  # one unit: "two mana of any one color" is not split (planner)
        return _symbols_of(effect), 1
    body = [s for s in effect.mana.replace("}", "").split("{") if s]
    if body and len(set(body)) == 1:
        return (body[0],), len(body) * times
    return (), 0


def execute_payment(state: MagicState, player: int,
                    plan: tuple[dict[str, int], list[tuple[int, str]]]) -> list[int]:
    """Activate the planned mana abilities (each source once, all its mana to the pool, 605.3)
    and pay from the pool (601.2h); unused mana stays in the pool. Returns the tapped ids."""
    from_pool, taps = plan
    pool = state.players[player].pool
    tapped: list[int] = []
    made: dict[int, tuple[tuple[str, ...], int]] = {}
    primary: dict[int, str] = {}
    for oid, symbol in taps:
        if oid not in made:
            produced, units = tap_mana_production(chars(state, state.objects[oid]).abilities)
            made[oid] = (for_player(state, player, produced), units)
        if symbol in made[oid][0]:
            primary.setdefault(oid, symbol)
    for oid, symbol in taps:
        if oid not in tapped:
            tapped.append(oid)
            obj = state.objects[oid]
            obj.tapped = True
            produced, units = made[oid]
            one = primary.get(oid, produced[0] if produced else symbol)
            pool[one] = pool.get(one, 0) + max(units, 1)

            rider = rider_of(chars(state, obj).abilities)
            if rider:  # CR 106.6: this mana carries what it does when spent
                state.mana_riders.append((player, one, rider, oid))
            for extra in extra_mana(state, player, obj, one):  # triggered mana (605.1b)
                pool[extra] = pool.get(extra, 0) + 1
        from_pool[symbol] = from_pool.get(symbol, 0) + 1
    for symbol, count in from_pool.items():
        pool[symbol] -= count
        if not pool[symbol]:
            del pool[symbol]
    return tapped


def tap_mana_symbols(abilities: Iterable[object]) -> tuple[str, ...]:
    """What the first "{T}: Add …" ability among ``abilities`` can make (one unit)."""
    return tap_mana_production(abilities)[0]


def _symbols_of(effect: AddMana) -> tuple[str, ...]:
    if effect.choices:
        if effect.choices[:1] == (COMBINATION,):  # listed by priority, never auto-paid (h7-ev3)
            return ()
        if effect.choices == ("any",):
            return ("W", "U", "B", "R", "G")
        if effect.choices in ((IDENTITY,), (OPPONENT_LANDS,), (COLORS_AMONG,),
                              (OWN_LANDS_COLOR,), (OWN_LANDS_TYPE,)):
            return effect.choices
        return tuple(c.strip("{}") for c in effect.choices)
    body = effect.mana.replace("}", "").split("{")[1:]
    return (body[0],) if len(body) == 1 else ()


def plan_payment(pool: dict[str, int], sources: list[tuple[int, tuple[str, ...]]],
                 need: Requirement) -> tuple[dict[str, int], list[tuple[int, str]]] | None:
    """How to pay ``need``: mana taken from the pool and ``(source, symbol)`` activations, or
    ``None`` if it cannot be paid."""
    left = dict(pool)
    from_pool: dict[str, int] = {}
    open_pips: list[frozenset[str]] = []
    for pip in need.pips:
        symbol = next((s for s in sorted(pip) if left.get(s, 0) > 0), None)
        if symbol is None:
            open_pips.append(pip)
        else:
            left[symbol] -= 1
            from_pool[symbol] = from_pool.get(symbol, 0) + 1
    # Bipartite matching of the remaining pips to sources (Kuhn's augmenting paths).
    match_of_source: dict[int, int] = {}
    pip_source: list[int | None] = [None] * len(open_pips)

    def augment(pip_index: int, seen: set[int]) -> bool:
        pip = open_pips[pip_index]
        for position, (_oid, symbols) in enumerate(sources):
            if position in seen or not any(s in pip for s in symbols):
                continue
            seen.add(position)
            other = match_of_source.get(position)
            if other is None or augment(other, seen):
                match_of_source[position] = pip_index
                pip_source[pip_index] = position
                return True
        return False

    for index in range(len(open_pips)):
        if not augment(index, set()):
            return None
    taps: list[tuple[int, str]] = []
    for index, position in enumerate(pip_source):
        assert position is not None
        oid, symbols = sources[position]
        taps.append((oid, next(s for s in symbols if s in open_pips[index])))
    generic = need.generic
    for symbol in MANA_SYMBOLS:
        take = min(generic, left.get(symbol, 0))
        if take:
            from_pool[symbol] = from_pool.get(symbol, 0) + take
            generic -= take
    for position, (oid, symbols) in enumerate(sources):
        if generic <= 0:
            break
        if position in match_of_source:
            continue
        taps.append((oid, symbols[0]))
        generic -= 1
    if generic > 0:
        return None
    return from_pool, taps


def can_pay(state: MagicState, player: int, need: Requirement,
            sources: list[tuple[int, tuple[str, ...]]] | None = None,
            pool: dict[str, int] | None = None) -> bool:
    """Whether ``player`` can pay ``need`` now (``sources``: their :func:`mana_sources`, when
    the caller already has them for this unchanged state; ``pool``: the part of their pool
    this cost may use, when restricted mana may not pay it, CR 106.6)."""
    pool = state.players[player].pool if pool is None else pool
    if need.total == 0:
        return True
    if sources is None:
        sources = mana_sources(state, player)
    if need.total > len(sources) + sum(pool.values()):
        return False
    return plan_payment(pool, sources, need) is not None


def max_x(state: MagicState, player: int, base: Requirement) -> int:
    """The largest X for which ``base`` (its X at 0) plus X generic for each {X} can be paid."""
    pool = state.players[player].pool
    sources = mana_sources(state, player)
    per_x = max(1, base.x_count)
    high = (len(sources) + sum(pool.values()) - base.total) // per_x
    for x in range(max(high, 0), -1, -1):
        if plan_payment(pool, sources,
                        Requirement(base.pips, base.generic + per_x * x)) is not None:
            return x
    return -1


def is_on_battlefield(state: MagicState, oid: int) -> bool:
    obj = state.objects.get(oid)
    return obj is not None and obj.zone == BATTLEFIELD


def colors_among(state: MagicState, player: int) -> tuple[str, ...]:
    """The colours among the permanents ``player`` controls (CR 105.1, 105.2: colourless is
    no colour), in WUBRG order: Bloom Tender's "for each color among permanents you control"."""
    colors: set[str] = set()
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller == player:
            colors.update(c.colors)
    return tuple(s for s in ("W", "U", "B", "R", "G") if s in colors)


def scaled_generic(cost: str, times: int) -> str:
    """A generic mana cost scaled as an effect resolves (EV2, CR 107.3): "{X}" with X
    ``times`` ("pays {X}, where X is …"), or "{k}" paid ``times`` times ("pays {1} for each
    card in your graveyard"); never below {0}."""
    times = max(0, times)
    if cost == "{X}":
        return f"{{{times}}}"
    inner = cost.removeprefix("{").removesuffix("}")
    if not inner.isdigit():
        raise ValueError(f"not a generic mana cost: {cost!r}")
    return f"{{{int(inner) * times}}}"
