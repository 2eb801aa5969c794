"""The interpreter of the ability model: carrying out one instruction (CR 608.2c–h, 609, 701).

:func:`run` executes one effect for a resolving spell or ability described by a
:class:`Context`. An effect that needs a player's choice first returns an :class:`Ask`; the
resolution room turns it into a decision and calls :func:`run` again with the answers so far —
an effect makes every choice before it changes anything, so running it again is safe.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic import target_player_9b, triggers
from cardtable.games.magic.casting import spell_ability
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.copy import copiable
from cardtable.games.magic.costs import FREE, spell_cant_be_countered
from cardtable.games.magic.damage import deal_damage
from cardtable.games.magic.delayed import create
from cardtable.games.magic.draw_choice import draws
from cardtable.games.magic.effects.counters_tokens import _counters
from cardtable.games.magic.effects.registry import handler_for, handles
from cardtable.games.magic.emblems import create_emblem
from cardtable.games.magic.filter_bounds import bind_bounds
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.graveyard_casts import EXILE_NOTE
from cardtable.games.magic.layers import Chars, chars, matches
from cardtable.games.magic.mana import (
    COLORS_AMONG,
    _symbols_of,
    can_pay,
    colors_among,
    for_player,
    requirement,
    scaled_generic,
)
from cardtable.games.magic.model.other_verbs_7 import COMBINATION, combination_colors
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    STACK,
)
from cardtable.games.magic.player_protection import life_cant_change
from cardtable.games.magic.state import TempEffect
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    pass

YOU_REF = m.YOU



def run(ctx: Context, effect: Any, answers: tuple[Any, ...]) -> Ask | None:
    flt = getattr(effect, "filter", None)
    if isinstance(flt, m.Filter) and flt.relation and not flt.bound:
        effect = replace(effect, filter=bind_relation(ctx, flt))
    flt = getattr(effect, "filter", None)
    if isinstance(flt, m.Filter) and flt.controller.startswith("player_or_controller:"):
        # "each creature that player or that planeswalker's controller controls" (EV2): the
        # player fixed as the effect begins (608.2h); none, nobody's
        whose = ctx.players(flt.controller)
        effect = replace(effect, filter=replace(
            flt, controller=f"player:{whose[0]}" if whose else "that_player"))
    flt = getattr(effect, "filter", None)
    if isinstance(flt, m.Filter) and flt.controller.startswith(target_player_9b.PREFIX):
        # "each other creature that player controls" after a target player (EV2b, 608.2h)
        effect = replace(effect, filter=target_player_9b.bind_filter(flt, ctx.targets))
    flt = getattr(effect, "filter", None)
    if isinstance(flt, m.Filter) and flt.bound_amount is not None:  # issue 29 (608.2h)
        effect = replace(effect, filter=bind_bounds(flt, ctx.amount))
    handler = handler_for(type(effect))
    if handler is None:
        raise NotImplementedError(f"effect {type(effect).__name__} is not executable")
    result: Ask | None = handler(ctx, effect, answers)
    return result


def bind_relation(ctx: Context, flt: m.Filter) -> m.Filter:
    """A filter related to an object the ability names ("all other permanents with the same
    name as that permanent", "each other creature that shares a color with it"; issue 29):
    fixed to that object's name and colors as the effect begins — as it last existed if it
    has left the battlefield (CR 608.2h) — or matching nothing if there is none."""
    state = ctx.game.state
    values = ctx._target_values(flt.related_to) if flt.related_to.startswith("target:") \
        else ctx.objects(flt.related_to)
    related = next((v for v in values if isinstance(v, int)), None)
    if related is None:
        return replace(flt, bound=(-1, "", ()))
    obj = state.objects.get(related)
    known = state.lki.get(related)
    if obj is not None and (obj.zone == BATTLEFIELD or known is None):
        now = chars(state, obj)
        return replace(flt, bound=(related, now.name, tuple(now.colors)))
    if known is not None:
        return replace(flt, bound=(related, known.name, tuple(known.colors)))
    return replace(flt, bound=(-1, "", ()))


# -- handlers ------------------------------------------------------------------------------------


@handles(m.DealDamage)
def _damage(ctx: Context, e: m.DealDamage, _a: tuple[Any, ...]) -> None:

    game = ctx.game
    source = ctx.source
    source_id = ctx.source_id
    it = ctx.event.get("it")
    if e.source == "it" and isinstance(it, int) and it != ctx.source_id:
        # "Whenever a creature enters …, it deals damage …" (Warstorm Surge): the entering
        # creature is the source, as it last existed if it has left (608.2h)
        source, source_id = _it_chars(ctx, it), it
    if e.source.startswith("target:"):
        # "Target creature you control deals damage equal to its power to …" (a bite, issue
        # 28): the target is the source; gone or illegal, it deals no damage (608.2b)
        found = [i for i in ctx.objects(e.source) if game.state.objects[i].zone == BATTLEFIELD]
        if not found:
            return
        source, source_id = chars(game.state, game.state.objects[found[0]]), found[0]
    if source is None:
        return
    if e.divided and e.to.startswith("target:"):
        index = int(e.to.split(":")[1])
        shares = ctx.divisions[index] if index < len(ctx.divisions) else ()
        for target, share in zip(ctx.targets[index], shares, strict=False):
            if target is not None:
                _dealt(ctx, target, deal_damage(game, source, ctx.controller, target, share,
                                                source_id=source_id))
        return
    amount = ctx.amount(e.amount)
    controller = source.controller if source_id != ctx.source_id else ctx.controller
    if e.evenly and e.to.startswith("target:"):
        # divided evenly among the targets as chosen, rounded down; one that became illegal
        # still counts in the division (Fireball's ruling; 608.2b)
        group = ctx.targets[int(e.to.split(":")[1])] if ctx.targets else ()
        share = amount // len(group) if group else 0
        for target in group:
            if target is not None:
                _dealt(ctx, target, deal_damage(game, source, controller, target, share,
                                                source_id=ctx.source_id))
        return
    # "each creature without flying" (issue 28): the permanents the filter matches now (608.2c)
    recipients = _each(ctx, "", e.filter) if e.filter is not None else _damage_targets(ctx, e.to)
    for target in recipients:
        _dealt(ctx, target, deal_damage(game, source, controller, target, amount,
                                        source_id=source_id))


def _dealt(ctx: Context, target: Any, amount: int) -> None:
    """Remember the objects dealt damage, for "a creature dealt damage this way" (608.2c)."""
    if amount > 0 and isinstance(target, int):
        ctx.memo["damaged"] = (*ctx.memo.get("damaged", ()), target)
    elif amount > 0 and isinstance(target, str) and target.startswith("p"):
        # "If a player is dealt damage this way" (h9-ev2, 608.2c)
        ctx.memo["damaged_players"] = (*ctx.memo.get("damaged_players", ()), target)


def _attacked_by_it(ctx: Context) -> list[Any]:
    """EV2: "the player or planeswalker it's attacking" — whom the trigger's creature was
    declared to attack (the event's, so it holds if the creature has left combat since, CR
    508.5), or whom it attacks now (a "becomes blocked" trigger); nothing when that player
    left the game or that planeswalker left the battlefield."""
    state = ctx.game.state
    defender = ctx.event.get("attacked")
    if defender is None:
        defender = state.attackers.get(ctx.event.get("it"))  # type: ignore[arg-type]
    if isinstance(defender, str) and defender.startswith("p") and \
            not state.players[int(defender[1:])].left:
        return [defender]
    if isinstance(defender, int) and defender in state.battlefield:
        return [defender]
    return []


def _it_chars(ctx: Context, it: int) -> Any:
    """The characteristics of the trigger's object now, or as it last existed (608.2h)."""

    state = ctx.game.state
    obj = state.objects.get(it)
    if obj is not None and obj.zone == BATTLEFIELD:
        return chars(state, obj)
    lki = state.lki.get(it)
    if lki is None:
        return None
    return Chars(lki.name, lki.types, lki.subtypes, frozenset(), lki.colors, lki.power,
                 lki.toughness, (), frozenset(), lki.controller, lki.mana_value)


def _damage_targets(ctx: Context, ref: str) -> list[Any]:
    if ref.startswith("target:"):
        return ctx._target_values(ref)
    if ref in ("attacked_by_it", "attacked_by_that"):
        return _attacked_by_it(ctx)
    players = ctx.players(ref)
    if players:
        return [f"p{p}" for p in players]
    if ref.startswith("each_creature") or ref == "each_other_creature":
        state = ctx.game.state
        return [oid for oid in state.battlefield
                if "Creature" in chars(state, state.objects[oid]).types
                and not (ref == "each_other_creature" and oid == ctx.source_id)]
    return list(ctx.objects(ref))


def _each(ctx: Context, what: str, flt: m.Filter | None) -> list[int]:
    state = ctx.game.state
    if flt is not None and flt.controller == "ref":
        # "creatures target player controls": controlled by the player ``what`` names
        from dataclasses import replace

        whose = set(ctx.players(what))
        any_flt = replace(flt, controller="any")
        return [oid for oid in list(state.battlefield)
                if chars(state, state.objects[oid]).controller in whose
                and matches(state, state.objects[oid], any_flt, ctx.controller, ctx.source_id)]
    if flt is not None:
        you = ctx.controller
        if flt.controller == "chooser":  # MOD-6: "that player" is the one who chose
            from dataclasses import replace

            flt = replace(flt, controller="you")
            you = ctx.chooser if ctx.chooser is not None else ctx.controller
        return [oid for oid in list(state.battlefield)
                if matches(state, state.objects[oid], flt, you, ctx.source_id)]
    return [oid for oid in ctx.objects(what)
            if state.objects[oid].zone == BATTLEFIELD or what.startswith("target:")]


@handles(m.DrawCards)
def _draw(ctx: Context, e: m.DrawCards, answers: tuple[Any, ...]) -> Ask | None:
    players = ctx.players(e.who)
    if e.up_to:  # "may draw up to two cards": each player says how many (in APNAP order)
        if len(answers) < len(players):
            n = ctx.amount(e.amount)
            return Ask(players[len(answers)], DecisionKind.CHOOSE_NUMBER,
                       f"draw up to {n} cards: how many?", tuple(range(n + 1)))
        counts = answers[:len(players)]
        return draws(ctx, [(player, int(count)) for player, count in zip(
            players, counts, strict=True)], answers[len(players):])
    # "if you would draw a card, … instead" (616.1, dredge 702.52a): draw_choice.py asks;
    # the amount is read once, before the first draw
    amount = int(ctx.memo.get("draw_amount", ctx.amount(e.amount)))
    ctx.memo["draw_amount"] = amount
    asked = draws(ctx, [(player, amount) for player in players], answers)
    if asked is None:
        ctx.memo.pop("draw_amount", None)
    return asked


@handles(m.Discard)
def _discard(ctx: Context, e: m.Discard, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    players = ctx.players(e.who)
    plan: list[tuple[int, ...]] = []
    asked = 0
    for player in players:
        hand = tuple(oid for oid in state.zone(player, HAND) if e.filter is None or matches(
            state, state.objects[oid], e.filter, player, ctx.source_id))  # "a land card"
        n = len(hand) if e.all_cards else min(ctx.amount(e.amount), len(hand))
        if n == len(hand):
            plan.append(hand)
        elif e.random:
            plan.append(tuple(game.rng.sample(list(hand), n)))
        else:
            if asked >= len(answers):
                return Ask(player, DecisionKind.CHOOSE_SUBSET, f"discard {n}", hand, n, n,
                           tag=Tag.RESOLVE_DISCARD)
            plan.append(tuple(answers[asked]))
            asked += 1
    # "Each player discards their hand": every card at once, one event (603.2)
    discarded = game.move_batch([oid for group in plan for oid in group
                                 if oid in state.objects and state.objects[oid].zone == HAND],
                                GRAVEYARD, cause="discard")
    if discarded:
        ctx.memo["discarded"] = ctx.memo.get("discarded", 0) + len(discarded)  # "this way"
        ctx.memo["discarded_card"] = discarded[-1].id  # "the discarded card's …" (QF)
        # per player (Windfall), as (player, count) pairs: the memo rides in a work-stack frame,
        # which holds frozen plain data only
        by = dict(ctx.memo.get("discarded_by", ()))
        for obj in discarded:
            by[obj.owner] = by.get(obj.owner, 0) + 1
        ctx.memo["discarded_by"] = tuple(sorted(by.items()))
    if e.filter is not None and e.who == m.YOU:  # "You may discard a land card. If you do, …"
        ctx.memo["paid"] = len(discarded) >= ctx.amount(e.amount)  # (608.2c: did you?)
    return None


@handles(m.RevealChooseDiscard)
def _reveal_choose_discard(ctx: Context, e: m.RevealChooseDiscard,
                           answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.16a, 701.8a: the player reveals their hand, the controller chooses a card that
    matches the filter from it, and its owner discards it."""
    game = ctx.game
    state = game.state
    for player in ctx.players(e.who)[:1]:
        hand = tuple(state.zone(player, HAND))
        if not answers:
            game.log("reveal", player, cards=[state.objects[o].card.name for o in hand])
        options = tuple(o for o in hand
                        if matches(state, state.objects[o], e.filter, ctx.controller,
                                   ctx.source_id))
        if not options:
            return None
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET,
                       "choose a card for that player to discard", options, 1, 1,
                       tag=Tag.RESOLVE_DISCARD)
        for oid in answers[0]:
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == HAND:
                game.move(obj, GRAVEYARD, cause="discard")
    return None


@handles(m.GainLife)
def _gain(ctx: Context, e: m.GainLife, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.gain_life(player, ctx.amount(e.amount))


@handles(m.LoseLife)
def _lose(ctx: Context, e: m.LoseLife, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        p = ctx.game.state.players[player]
        lost = 0 if life_cant_change(ctx.game.state, player) else ctx.amount(e.amount)  # 119.8
        p.life -= lost
        ctx.memo["life_lost"] = ctx.memo.get("life_lost", 0) + max(0, lost)  # "that much"
        ctx.game.log("life", player, lost=lost, life=p.life)
        triggers.life_lost(ctx.game, player, lost)  # "Whenever you lose life" (119.3)


def _temp(ctx: Context, effect: m.ContinuousEffect, ids: list[int], duration: str) -> None:
    state = ctx.game.state
    if not ids:
        return
    state.effects.append(TempEffect(state.new_timestamp(), effect, frozenset(ids),
                                    ctx.controller, duration, ctx.source_id))
    state.touch()


@handles(m.ModifyPT)
def _pump(ctx: Context, e: m.ModifyPT, _a: tuple[Any, ...]) -> None:
    ids = [i for i in _each(ctx, e.on, e.filter) if ctx.game.state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, m.ContinuousEffect("7c", power=ctx.amount(e.power),
                                  toughness=ctx.amount(e.toughness)), ids, e.duration)


@handles(m.SetBasePT)
def _set_pt(ctx: Context, e: m.SetBasePT, _a: tuple[Any, ...]) -> None:
    _temp(ctx, m.ContinuousEffect("7b", power=ctx.amount(e.power),
                                  toughness=ctx.amount(e.toughness)),
          ctx.objects(e.on), e.duration)


@handles(m.GrantAbilities)
def _grant(ctx: Context, e: m.GrantAbilities, _a: tuple[Any, ...]) -> None:
    # a permanent spell may gain an ability too ("it gains bloodthirst 3"): 400.7a keeps the
    # effect on the permanent it becomes
    state = ctx.game.state
    ids = [i for i in (_each(ctx, e.on, e.filter) if e.filter is not None else ctx.objects(e.on))
           if state.objects[i].zone in (BATTLEFIELD, STACK)]
    if e.keywords or e.abilities:
        _temp(ctx, m.ContinuousEffect("6", add_keywords=e.keywords, add_abilities=e.abilities),
              ids, e.duration)
    for rule in e.rules:  # "can't block this turn" and the like (613.1, combat_rules)
        _temp(ctx, m.ContinuousEffect("rules", rule=rule), ids, e.duration)


@handles(m.Becomes)
def _becomes(ctx: Context, e: m.Becomes, _a: tuple[Any, ...]) -> None:
    """One effect in several layers, the affected set locked in now (611.2c)."""
    state = ctx.game.state
    if e.whose:
        whose = set(ctx.players(e.whose))
        flt = e.filter or m.Filter()
        ids = [i for i in state.battlefield
               if chars(state, state.objects[i]).controller in whose
               and matches(state, state.objects[i], flt, ctx.controller, ctx.source_id)]
    else:
        ids = [i for i in _each(ctx, e.on, e.filter) if state.objects[i].zone == BATTLEFIELD]
    if e.types:  # 205.1a: new card types replace the old, unless it's "still" one (205.1b)
        _temp(ctx, m.ContinuousEffect("4", add_types=e.types) if e.still else
              m.ContinuousEffect("4", set_types=e.types), ids, e.duration)
    if e.subtypes:
        _temp(ctx, m.ContinuousEffect("4", set_subtypes=e.subtypes), ids, e.duration)
    if e.colors:
        _temp(ctx, m.ContinuousEffect("5", set_colors=e.colors), ids, e.duration)
    if e.lose_abilities:
        _temp(ctx, m.ContinuousEffect("6", remove_abilities=True), ids, e.duration)
    if e.keywords:
        _temp(ctx, m.ContinuousEffect("6", add_keywords=e.keywords), ids, e.duration)
    if e.power is not None and e.toughness is not None:
        _temp(ctx, m.ContinuousEffect("7b", power=ctx.amount(e.power),
                                      toughness=ctx.amount(e.toughness)), ids, e.duration)
    elif e.power is not None:  # "has base power 0 until end of turn" (613.4b; h9-ev3)
        _temp(ctx, m.ContinuousEffect("7b", power=ctx.amount(e.power), rule="power"), ids,
              e.duration)


@handles(m.GainControl)
def _control(ctx: Context, e: m.GainControl, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    ids = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
    for player in ctx.players(e.new_controller)[:1]:
        state.effects.append(TempEffect(state.new_timestamp(), m.ContinuousEffect("2"),
                                        frozenset(ids), player, e.duration, ctx.source_id))
        untapped: list[int] = []
        for oid in ids:
            obj = state.objects[oid]
            obj.sick = True
            if e.untap:
                if obj.tapped:
                    untapped.append(oid)
                obj.tapped = False
        state.touch()
        if untapped:
            from cardtable.games.magic import triggers

            triggers.untapped(ctx.game, untapped)  # "Whenever a permanent becomes untapped"
        if e.haste:
            _temp(ctx, m.ContinuousEffect("6", add_keywords=(m.Keyword("haste"),)), ids,
                  "end_of_turn")
        ctx.game.log("control", player, of=[public_name(state.objects[i]) for i in ids])


@handles(m.CounterObject)
def _counter(ctx: Context, e: m.CounterObject, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    found = [next((s for s in state.stack if s.obj == oid), None) for oid in ctx.objects(e.what)]
    if e.what == "triggering_item":  # "counter that spell or ability" (ward, 702.21a)
        found = [s for s in state.stack if s.id == ctx.event.get("item")]
    if e.what.startswith("target:"):  # an ability on the stack is named by its item (113.1)
        items = {s.id: s for s in state.stack if s.obj is None}
        found += [items[v] for v in ctx._target_values(e.what)
                  if isinstance(v, int) and v in items]
    unless = e.unless_pay if e.unless_times is None else \
        scaled_generic(e.unless_pay, ctx.amount(e.unless_times))  # EV2 (107.3)
    for item in found:
        if item is None:
            continue

        if item.obj is not None and spell_cant_be_countered(game, item.obj, item.controller):
            continue  # "This spell can't be countered" (CR 101.2: the can't wins)
        # "unless its controller pays {X}" (Syncopate, Power Sink): X is the counter's X
        # (CR 107.3a; before, {X} was read as 0 and always paid — h7-sta); "{1} for each …"
        # scales the generic part (EV2, 107.3)
        toll = requirement(unless, ctx.x) if unless else None
        if toll is not None and can_pay(state, item.controller, toll):
            if not answers:
                return Ask(item.controller, DecisionKind.YES_NO,
                           f"pay {unless} so that {item.name} is not countered?",
                           (True, False))
            if answers[0] is True:
                game.pay_mana(item.controller, toll)
                continue
        if e.exile_instead and item.obj is not None:  # "… exile it instead" (614.1a)
            state.cast_notes[item.obj] = state.cast_notes.get(item.obj, frozenset()) | {
                EXILE_NOTE}  # costs.leaves_stack_to reads it
        game.counter_item(item)
    return None


@handles(m.Tap)
def _tap(ctx: Context, e: m.Tap, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    whose = set(ctx.players(e.whose)) if e.whose else None
    became: list[int] = []
    for oid in _each(ctx, e.what, e.filter):
        if whose is None or chars(state, state.objects[oid]).controller in whose:
            if not state.objects[oid].tapped:
                became.append(oid)
            state.objects[oid].tapped = True
    triggers.tapped(ctx.game, became)  # "Whenever ~ becomes tapped" (701.21a)


@handles(m.Untap)
def _untap(ctx: Context, e: m.Untap, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic import triggers

    untapped: list[int] = []
    for oid in _each(ctx, e.what, e.filter):
        if ctx.game.state.objects[oid].tapped:
            untapped.append(oid)
        ctx.game.state.objects[oid].tapped = False
    triggers.untapped(ctx.game, untapped)  # "Whenever a permanent becomes untapped"


@handles(m.AddMana)
def _add_mana(ctx: Context, e: m.AddMana, answers: tuple[Any, ...]) -> Ask | None:

    pool = ctx.game.state.players[ctx.controller].pool
    if e.choices == (COLORS_AMONG,):  # one mana of each colour among them (105.1)
        symbols = list(colors_among(ctx.game.state, ctx.controller))
    elif e.choices[:1] == (COMBINATION,):  # "in any combination of colors": each its own (106.1a)
        n = ctx.amount(e.amount)
        colors = combination_colors(e.choices)
        if len(answers) < n:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"choose the mana ({len(answers) + 1} of {n})", colors)
        symbols = [str(a) for a in answers[:n]]
    elif e.choices == ("any",) and isinstance(e.amount, m.Amount) and \
            e.amount.wording == "for_each":
        # "Add one mana of any color for each …": a colour chosen for each one (106.1a)
        n = ctx.amount(e.amount)
        if len(answers) < n:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"choose the mana ({len(answers) + 1} of {n})", ("W", "U", "B", "R", "G"))
        symbols = [str(a) for a in answers[:n]]
    elif e.choices:
        options = for_player(ctx.game.state, ctx.controller, _symbols_of(e))
        if not options:
            return None  # CR 903.4f: no commander colour identity, no mana
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose the mana", options)
        symbols = [str(answers[0])] * ctx.amount(e.amount)
    else:
        symbols = [s for s in e.mana.replace("}", "").split("{") if s] * ctx.amount(e.amount)
    for symbol in symbols:
        pool[symbol] = pool.get(symbol, 0) + 1
    ctx.memo["mana_added"] = tuple(symbols)  # for a rider that follows (106.6)
    return None


@handles(m.Fight)
def _fight(ctx: Context, e: m.Fight, _a: tuple[Any, ...]) -> None:

    a = ctx.objects(e.a)
    b = ctx.objects(e.b)
    if not a or not b:
        return  # 701.12b: if either is no longer a legal creature, no damage is dealt
    _fight_ids(ctx, a[0], b[0])


def _fight_ids(ctx: Context, a: int, b: int) -> None:

    state = ctx.game.state
    oa, ob = state.objects[a], state.objects[b]
    ca, cb = chars(state, oa), chars(state, ob)
    deal_damage(ctx.game, ca, ca.controller, ob.id, ca.power, source_id=oa.id)
    deal_damage(ctx.game, cb, cb.controller, oa.id, cb.power, source_id=ob.id)


@handles(m.Attach)
def _attach(ctx: Context, e: m.Attach, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    what = ctx.objects(e.what)
    to = ctx.objects(e.to)
    if what and to and state.objects[what[0]].zone == BATTLEFIELD:
        obj = state.objects[what[0]]
        obj.attached_to = to[0]
        obj.timestamp = state.new_timestamp()  # 613.7e
        state.touch()
        ctx.game.log("attach", None, what=public_name(obj), to=public_name(state.objects[to[0]]))


@handles(m.PreventDamage)
def _prevent(ctx: Context, e: m.PreventDamage, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    if e.by is not None:  # a prevention effect on sources, this turn (615.1a)
        state.prevent_by.append((e.by, e.combat_only, ctx.controller))
        return
    keys: list[Any] = [f"p{p}" for p in ctx.players(e.to)] + list(ctx.objects(e.to))
    for key in keys:
        state.prevention[key] = -1 if e.all_damage else state.prevention.get(key, 0) + ctx.amount(
            e.amount)


@handles(m.LoseGame)
def _lose_game(ctx: Context, e: m.LoseGame, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.state.players[player].lost = True


@handles(m.ForEachPlayer)
def _for_each_player(ctx: Context, e: m.ForEachPlayer, answers: tuple[Any, ...]) -> Ask | None:
    for player in ctx.players(e.players):
        ctx.that_player = player
        for effect in e.effects:
            asked = run(ctx, effect, answers)
            if asked is not None:
                return asked
    ctx.that_player = None
    return None


@handles(m.AddTypes)
def _add_types(ctx: Context, e: m.AddTypes, _a: tuple[Any, ...]) -> None:
    ids = [i for i in ctx.objects(e.on) if ctx.game.state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, m.ContinuousEffect("4", add_types=e.types, add_subtypes=e.subtypes), ids,
          e.duration)


@handles(m.DelayedTrigger)
def _delayed(ctx: Context, e: m.DelayedTrigger, _a: tuple[Any, ...]) -> None:

    create(ctx, e)


@handles(m.BecomeRenowned)
def _renowned(ctx: Context, e: m.BecomeRenowned, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        obj = state.objects[oid]
        if obj.zone == BATTLEFIELD:
            obj.renowned = True
            state.touch()
            ctx.game.log("renowned", None, what=f"{public_name(obj)}#{oid}")


@handles(m.GetEmblem)
def _emblem(ctx: Context, e: m.GetEmblem, _a: tuple[Any, ...]) -> None:

    create_emblem(ctx.game, ctx.controller, e.abilities, ctx.source.name if ctx.source else "")


@handles(m.CastCard)
def _cast_card(ctx: Context, e: m.CastCard, answers: tuple[Any, ...]) -> Ask | None:
    """608.2g: the card is cast without paying its mana cost (118.9) — the cast is proposed
    once this ability has finished resolving (its frame waits under the resolution's)."""

    game = ctx.game
    chosen: list[int] = list(ctx.objects(e.what)) if e.filter is None else []
    if e.filter is not None:  # "you may cast a spell with mana value 5 or less from your hand"
        from cardtable.games.magic.layers import matches

        state = game.state
        hand = tuple(oid for oid in state.zone(ctx.controller, HAND)
                     if "Land" not in state.objects[oid].card.type_line
                     and matches(state, state.objects[oid], e.filter, ctx.controller))
        if not hand:
            return None
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET,
                       "cast a spell from your hand without paying its mana cost (or none)",
                       hand, 0, 1)
        chosen = [int(oid) for oid in answers[0]]
    for oid in chosen:
        obj = game.state.objects[oid]
        if obj.zone not in (EXILE, GRAVEYARD, HAND):
            continue
        resolving = game.work.pop()
        game.work.push(CastFrame(ctx.controller, "spell", obj.id, spell_ability(obj.card),
                                 name=obj.card.name, way=FREE))
        game.work.push(resolving)
    return None


@handles(m.Monstrosity)
def _monstrosity(ctx: Context, e: m.Monstrosity, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.31a-c: counters and the designation only if it isn't monstrous yet; then "when
    ~ becomes monstrous" triggers."""

    state = ctx.game.state
    ids = [oid for oid in ctx.objects(e.what)
           if state.objects[oid].zone == BATTLEFIELD and not state.objects[oid].monstrous]
    if not ids:
        return None
    asked = _counters(ctx, m.PutCounters(counter="+1/+1", amount=e.amount, on=e.what), answers)
    if asked is not None:
        return asked
    for oid in ids:
        obj = state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD:
            continue
        obj.monstrous = True
        state.touch()
        ctx.game.log("monstrous", None, what=f"{public_name(obj)}#{oid}")
        controller = chars(state, obj).controller
        for ability in triggers._abilities(ctx.game, obj):
            if ability.trigger.event == "becomes_monstrous" and ability.trigger.subject == "self":
                ctx.game.trigger(obj, controller, ability, {"it": oid})
    return None


@handles(m.CopyBlockers)
def _copy_blockers(ctx: Context, e: m.CopyBlockers, _a: tuple[Any, ...]) -> None:
    """Mirror Match: a token copy of each creature attacking the controller or a planeswalker
    they control, blocking that creature (707.2, 506.3, 509.1h)."""

    state = ctx.game.state
    you = ctx.controller
    created: list[int] = []
    for attacker, defender in list(state.attackers.items()):
        obj = state.objects.get(attacker)
        if obj is None or obj.zone != BATTLEFIELD:
            continue
        walker = state.objects.get(defender) if isinstance(defender, int) else None
        if defender != f"p{you}" and not (walker is not None and walker.zone == BATTLEFIELD
                                          and chars(state, walker).controller == you):
            continue
        token = ctx.game.create_token_of(copiable(obj), you)
        state.blockers[token.id] = attacker
        state.blocked.add(attacker)
        created.append(token.id)
    state.touch()
    ctx.memo["created"] = tuple(created)


@handles(m.BlockTax)
def _block_tax(ctx: Context, e: m.BlockTax, _a: tuple[Any, ...]) -> None:
    """War Cadence: a cost of {X} per blocking creature this turn (CR 509.1d; combat.py)."""
    amount = ctx.amount(e.amount)
    if amount > 0:
        ctx.game.state.block_taxes.append(amount)
        ctx.game.state.touch()


@handles(m.MayDo, m.Conditional)
def _guarded(ctx: Context, e: Any, _a: tuple[Any, ...]) -> None:
    raise AssertionError("'may' and 'if' are expanded by the resolution room")



STACK_ZONE = STACK
