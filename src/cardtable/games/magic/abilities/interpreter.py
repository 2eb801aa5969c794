"""The interpreter of the ability model: carrying out one instruction (CR 608.2c–h, 609, 701).

:func:`run` executes one effect for a resolving spell or ability described by a
:class:`Context`. An effect that needs a player's choice first returns an :class:`Ask`; the
resolution room turns it into a decision and calls :func:`run` again with the answers so far —
an effect makes every choice before it changes anything, so running it again is safe.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.abilities.context import Ask, Context
from cardtable.games.magic.abilities.library import LIBRARY_HANDLERS
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
)
from cardtable.games.magic.state import TempEffect

if TYPE_CHECKING:
    pass

SUPPORTED_EFFECTS = frozenset({
    m.DealDamage, m.Destroy, m.Exile, m.ReturnToHand, m.PutOnLibrary, m.ReturnFromGraveyard,
    m.Sacrifice, m.DrawCards, m.Discard, m.Mill, m.GainLife, m.LoseLife, m.CreateToken,
    m.PutCounters, m.RemoveCounters, m.ModifyPT, m.SetBasePT, m.GrantAbilities, m.GainControl,
    m.CounterObject, m.Tap, m.Untap, m.AddMana, m.Fight, m.Scry, m.Surveil, m.SearchLibrary,
    m.Shuffle, m.Attach, m.PreventDamage, m.MayDo, m.Conditional, m.ForEachPlayer, m.LoseGame,
    m.Regenerate, m.CopySpell, m.RevealChooseDiscard, m.ReturnChosen, m.Explore,
})


def run(ctx: Context, effect: Any, answers: tuple[Any, ...]) -> Ask | None:
    handler = _HANDLERS.get(type(effect))
    if handler is None:
        raise NotImplementedError(f"effect {type(effect).__name__} is not executable")
    result: Ask | None = handler(ctx, effect, answers)
    return result


# -- handlers ------------------------------------------------------------------------------------


def _damage(ctx: Context, e: m.DealDamage, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.damage import deal_damage

    game = ctx.game
    source = ctx.source
    if source is None:
        return
    if e.divided and e.to.startswith("target:"):
        index = int(e.to.split(":")[1])
        shares = ctx.divisions[index] if index < len(ctx.divisions) else ()
        for target, share in zip(ctx.targets[index], shares, strict=False):
            if target is not None:
                deal_damage(game, source, ctx.controller, target, share, source_id=ctx.source_id)
        return
    amount = ctx.amount(e.amount)
    for target in _damage_targets(ctx, e.to):
        deal_damage(game, source, ctx.controller, target, amount, source_id=ctx.source_id)


def _damage_targets(ctx: Context, ref: str) -> list[Any]:
    if ref.startswith("target:"):
        return ctx._target_values(ref)
    players = ctx.players(ref)
    if players:
        return [f"p{p}" for p in players]
    if ref.startswith("each_creature"):
        state = ctx.game.state
        return [oid for oid in state.battlefield
                if "Creature" in chars(state, state.objects[oid]).types]
    return list(ctx.objects(ref))


def _each(ctx: Context, what: str, flt: m.Filter | None) -> list[int]:
    state = ctx.game.state
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


def _destroy(ctx: Context, e: m.Destroy, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.replacement import regenerate

    game = ctx.game
    for oid in _each(ctx, e.what, e.filter):
        obj = game.state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD:
            continue
        if "indestructible" in chars(game.state, obj).keywords:
            continue
        if not e.cant_regenerate and regenerate(game, obj):
            continue
        game.move(obj, GRAVEYARD, cause="destroy")


def _regenerate(ctx: Context, e: m.Regenerate, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        if state.objects[oid].zone == BATTLEFIELD:
            state.regeneration[oid] = state.regeneration.get(oid, 0) + 1


def _exile(ctx: Context, e: m.Exile, _a: tuple[Any, ...]) -> None:
    for oid in _each(ctx, e.what, e.filter):
        obj = ctx.game.state.objects.get(oid)
        if obj is not None:
            ctx.game.move(obj, EXILE, cause="exile")


def _bounce(ctx: Context, e: m.ReturnToHand, _a: tuple[Any, ...]) -> None:
    for oid in _each(ctx, e.what, e.filter):
        obj = ctx.game.state.objects.get(oid)
        if obj is not None:
            ctx.game.move(obj, HAND, cause="bounce")


def _return_chosen(ctx: Context, e: m.ReturnChosen, answers: tuple[Any, ...]) -> Ask | None:
    """"Return a land you control to its owner's hand" (CR 608.2d: chosen on resolution)."""
    state = ctx.game.state
    for player in ctx.players(e.who)[:1]:
        options = tuple(oid for oid in state.battlefield
                        if chars(state, state.objects[oid]).controller == player
                        and matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if not options:
            return None
        if len(options) > 1 and not answers:
            return Ask(player, DecisionKind.CHOOSE_SUBSET, "return to its owner's hand",
                       options, 1, 1)
        chosen = tuple(answers[0]) if len(options) > 1 else options
        for oid in chosen:
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == BATTLEFIELD:
                ctx.game.move(obj, HAND, cause="bounce")
    return None


def _explore(ctx: Context, e: m.Explore, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.40a. The +1/+1 counter goes through :func:`_counters` (its replacement effects,
    616.1e ordering answers first); the graveyard choice is the answer after those."""
    game = ctx.game
    state = game.state
    key = f"explored:{e.what}"
    if key not in ctx.memo:
        ids = ctx.objects(e.what)
        controller = chars(state, state.objects[ids[0]]).controller if ids else ctx.controller
        library = state.zone(controller, LIBRARY)
        top = library[0] if library else None
        if top is not None:
            card = state.objects[top]
            game.log("reveal", controller, cards=[card.card.name])
            if "Land" in card.card.type_line.split("—")[0]:
                game.move(card, HAND, cause="explore")
                return None
        if ids:
            asked = _counters(ctx, m.PutCounters("+1/+1", on=e.what), answers)
            if asked is not None:
                return asked
        ctx.memo[key] = (top, controller, len(answers))
    top, controller, used = ctx.memo[key]
    if top is None or state.objects[top].zone != LIBRARY:
        return None
    if len(answers) <= used:
        return Ask(controller, DecisionKind.CHOOSE_SUBSET,
                   f"explore: put {state.objects[top].card.name} into your graveyard?",
                   (top,), 0, 1)
    if top in tuple(answers[used]):
        game.move(state.objects[top], GRAVEYARD, cause="explore")
    return None


def _to_library(ctx: Context, e: m.PutOnLibrary, _a: tuple[Any, ...]) -> None:
    for oid in ctx.objects(e.what):
        obj = ctx.game.state.objects[oid]
        ctx.game.move(obj, LIBRARY, top=not e.bottom, cause="to_library")


def _return(ctx: Context, e: m.ReturnFromGraveyard, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    ids = ctx.objects(e.what)
    if not ids and e.what == "it":
        # 400.7 exception: an ability that triggered on a zone change finds the new object
        # in the zone it went to
        found = state.moved.get(ctx.event.get("it", -1))
        ids = [found] if found is not None and found in state.objects else []
    for oid in ids:
        obj = state.objects[oid]
        if obj.zone != GRAVEYARD:
            continue
        controller = obj.owner if e.under == "owner" else ctx.controller
        ctx.game.move(obj, BATTLEFIELD if e.to == "battlefield" else HAND, cause="return",
                      controller=controller, tapped=e.tapped,
                      counters={e.counter: 1} if e.counter else None)


def _sacrifice(ctx: Context, e: m.Sacrifice, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    if e.what:
        for oid in ctx.objects(e.what):
            obj = state.objects[oid]
            if obj.zone == BATTLEFIELD and chars(state, obj).controller == ctx.controller:
                game.move(obj, GRAVEYARD, cause="sacrifice")
        return None
    players = ctx.players(e.who)
    count = ctx.amount(e.count)
    plan: list[tuple[int, ...]] = []
    asked = 0
    for player in players:
        options = tuple(oid for oid in state.battlefield
                        if chars(state, state.objects[oid]).controller == player
                        and matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        n = min(count, len(options))
        if n == len(options):
            plan.append(options)
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_SUBSET, f"sacrifice {n}", options, n, n)
        plan.append(tuple(answers[asked]))
        asked += 1
    for group in plan:
        for oid in group:
            victim = state.objects.get(oid)
            if victim is not None and victim.zone == BATTLEFIELD:
                game.move(victim, GRAVEYARD, cause="sacrifice")
    return None


def _draw(ctx: Context, e: m.DrawCards, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.draw(player, ctx.amount(e.amount))


def _discard(ctx: Context, e: m.Discard, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    players = ctx.players(e.who)
    plan: list[tuple[int, ...]] = []
    asked = 0
    for player in players:
        hand = tuple(state.zone(player, HAND))
        n = len(hand) if e.all_cards else min(ctx.amount(e.amount), len(hand))
        if n == len(hand):
            plan.append(hand)
        elif e.random:
            plan.append(tuple(game.rng.sample(list(hand), n)))
        else:
            if asked >= len(answers):
                return Ask(player, DecisionKind.CHOOSE_SUBSET, f"discard {n}", hand, n, n)
            plan.append(tuple(answers[asked]))
            asked += 1
    for group in plan:
        for oid in group:
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == HAND:
                game.move(obj, GRAVEYARD, cause="discard")
    return None



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
                       "choose a card for that player to discard", options, 1, 1)
        for oid in answers[0]:
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == HAND:
                game.move(obj, GRAVEYARD, cause="discard")
    return None


def _gain(ctx: Context, e: m.GainLife, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.gain_life(player, ctx.amount(e.amount))


def _lose(ctx: Context, e: m.LoseLife, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        p = ctx.game.state.players[player]
        p.life -= ctx.amount(e.amount)
        ctx.game.log("life", player, lost=ctx.amount(e.amount), life=p.life)


def _token(ctx: Context, e: m.CreateToken, answers: tuple[Any, ...]) -> Ask | None:
    from cardtable.games.magic.replacement import apply_in_order, token_replacements

    power = None if e.power is None else ctx.amount(e.power)
    toughness = None if e.toughness is None else ctx.amount(e.toughness)
    plan: list[tuple[int, int]] = []
    asked = 0
    for player in ctx.players(e.controller):
        found = token_replacements(ctx.game, player)
        if len(found) > 1:  # 616.1: the player who would create them orders the effects
            if asked >= len(answers):
                return Ask(player, DecisionKind.CHOOSE_ORDERED,
                           "order the replacement effects (first applies first)",
                           tuple(label for label, _a in found), len(found), len(found))
            by_label = dict(found)
            found = [(label, by_label[label]) for label in answers[asked]]
            asked += 1
        plan.append((player, apply_in_order(ctx.amount(e.count), found)))
    for player, count in plan:
        for _ in range(count):
            ctx.game.create_token(e.token, player, tapped=e.tapped, power=power,
                                  toughness=toughness)
    return None


def _counters(ctx: Context, e: m.PutCounters, answers: tuple[Any, ...]) -> Ask | None:
    from cardtable.games.magic.replacement import apply_in_order, counter_replacements

    state = ctx.game.state
    base = ctx.amount(e.amount)
    plan: list[tuple[int, int]] = []
    asked = 0
    for oid in _each(ctx, e.on, e.filter):
        obj = state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD or base <= 0:
            continue
        found = counter_replacements(ctx.game, obj)
        if len(found) > 1:  # 616.1e: the affected permanent's controller chooses the order
            if asked >= len(answers):
                return Ask(chars(state, obj).controller, DecisionKind.CHOOSE_ORDERED,
                           f"order the replacement effects on {obj.card.name}#{oid} "
                           "(first applies first)", tuple(label for label, _a in found),
                           len(found), len(found))
            by_label = dict(found)
            found = [(label, by_label[label]) for label in answers[asked]]
            asked += 1
        plan.append((oid, apply_in_order(base, found)))
    for oid, amount in plan:
        obj = state.objects[oid]
        if amount > 0:
            obj.counters[e.counter] = obj.counters.get(e.counter, 0) + amount
            state.touch()
            ctx.game.log("counters", None, on=f"{obj.card.name}#{obj.id}", counter=e.counter,
                         amount=amount)
    return None


def _remove_counters(ctx: Context, e: m.RemoveCounters, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    for oid in ctx.objects(e.on):
        obj = state.objects[oid]
        if e.counter == "all":
            obj.counters.clear()
        else:
            have = obj.counters.get(e.counter, 0)
            obj.counters[e.counter] = max(0, have - ctx.amount(e.amount))
        state.touch()


def _temp(ctx: Context, effect: m.ContinuousEffect, ids: list[int], duration: str) -> None:
    state = ctx.game.state
    if not ids:
        return
    state.effects.append(TempEffect(state.new_timestamp(), effect, frozenset(ids),
                                    ctx.controller, duration, ctx.source_id))
    state.touch()


def _pump(ctx: Context, e: m.ModifyPT, _a: tuple[Any, ...]) -> None:
    ids = [i for i in _each(ctx, e.on, e.filter) if ctx.game.state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, m.ContinuousEffect("7c", power=ctx.amount(e.power),
                                  toughness=ctx.amount(e.toughness)), ids, e.duration)


def _set_pt(ctx: Context, e: m.SetBasePT, _a: tuple[Any, ...]) -> None:
    _temp(ctx, m.ContinuousEffect("7b", power=ctx.amount(e.power),
                                  toughness=ctx.amount(e.toughness)),
          ctx.objects(e.on), e.duration)


def _grant(ctx: Context, e: m.GrantAbilities, _a: tuple[Any, ...]) -> None:
    ids = [i for i in _each(ctx, e.on, e.filter) if ctx.game.state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, m.ContinuousEffect("6", add_keywords=e.keywords, add_abilities=e.abilities),
          ids, e.duration)


def _control(ctx: Context, e: m.GainControl, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    ids = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
    for player in ctx.players(e.new_controller)[:1]:
        state.effects.append(TempEffect(state.new_timestamp(), m.ContinuousEffect("2"),
                                        frozenset(ids), player, e.duration, ctx.source_id))
        for oid in ids:
            obj = state.objects[oid]
            obj.sick = True
            if e.untap:
                obj.tapped = False
        state.touch()
        if e.haste:
            _temp(ctx, m.ContinuousEffect("6", add_keywords=(m.Keyword("haste"),)), ids,
                  "end_of_turn")
        ctx.game.log("control", player, of=[state.objects[i].card.name for i in ids])


def _counter(ctx: Context, e: m.CounterObject, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    for oid in ctx.objects(e.what):
        item = next((s for s in state.stack if s.obj == oid), None)
        if item is None:
            continue
        if e.unless_pay:
            from cardtable.games.magic.mana import can_pay, requirement

            if can_pay(state, item.controller, requirement(e.unless_pay)):
                if not answers:
                    return Ask(item.controller, DecisionKind.YES_NO,
                               f"pay {e.unless_pay} so that {item.name} is not countered?",
                               (True, False))
                if answers[0] is True:
                    game.pay_mana(item.controller, requirement(e.unless_pay))
                    continue
        game.counter_item(item)
    return None


def _tap(ctx: Context, e: m.Tap, _a: tuple[Any, ...]) -> None:
    for oid in _each(ctx, e.what, e.filter):
        ctx.game.state.objects[oid].tapped = True


def _untap(ctx: Context, e: m.Untap, _a: tuple[Any, ...]) -> None:
    for oid in _each(ctx, e.what, e.filter):
        ctx.game.state.objects[oid].tapped = False


def _add_mana(ctx: Context, e: m.AddMana, answers: tuple[Any, ...]) -> Ask | None:
    from cardtable.games.magic.mana import _symbols_of

    pool = ctx.game.state.players[ctx.controller].pool
    if e.choices:
        options = _symbols_of(e)
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose the mana", options)
        symbols = [str(answers[0])] * ctx.amount(e.amount)
    else:
        symbols = [s for s in e.mana.replace("}", "").split("{") if s] * ctx.amount(e.amount)
    for symbol in symbols:
        pool[symbol] = pool.get(symbol, 0) + 1
    return None


def _fight(ctx: Context, e: m.Fight, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.damage import deal_damage

    state = ctx.game.state
    a = ctx.objects(e.a)
    b = ctx.objects(e.b)
    if not a or not b:
        return  # 701.12b: if either is no longer a legal creature, no damage is dealt
    oa, ob = state.objects[a[0]], state.objects[b[0]]
    ca, cb = chars(state, oa), chars(state, ob)
    deal_damage(ctx.game, ca, ca.controller, ob.id, ca.power, source_id=oa.id)
    deal_damage(ctx.game, cb, cb.controller, oa.id, cb.power, source_id=ob.id)






def _attach(ctx: Context, e: m.Attach, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    what = ctx.objects(e.what)
    to = ctx.objects(e.to)
    if what and to and state.objects[what[0]].zone == BATTLEFIELD:
        obj = state.objects[what[0]]
        obj.attached_to = to[0]
        obj.timestamp = state.new_timestamp()  # 613.7e
        state.touch()
        ctx.game.log("attach", None, what=obj.card.name, to=state.objects[to[0]].card.name)


def _prevent(ctx: Context, e: m.PreventDamage, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    keys: list[Any] = [f"p{p}" for p in ctx.players(e.to)] + list(ctx.objects(e.to))
    for key in keys:
        state.prevention[key] = -1 if e.all_damage else state.prevention.get(key, 0) + ctx.amount(
            e.amount)


def _lose_game(ctx: Context, e: m.LoseGame, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.state.players[player].lost = True


def _for_each_player(ctx: Context, e: m.ForEachPlayer, answers: tuple[Any, ...]) -> Ask | None:
    for player in ctx.players(e.players):
        ctx.that_player = player
        for effect in e.effects:
            asked = run(ctx, effect, answers)
            if asked is not None:
                return asked
    ctx.that_player = None
    return None



def _guarded(ctx: Context, e: Any, _a: tuple[Any, ...]) -> None:
    raise AssertionError("'may' and 'if' are expanded by the resolution room")


_HANDLERS: dict[type, Any] = {
    m.DealDamage: _damage, m.Destroy: _destroy, m.Exile: _exile, m.ReturnToHand: _bounce,
    m.PutOnLibrary: _to_library, m.ReturnFromGraveyard: _return, m.Sacrifice: _sacrifice,
    m.DrawCards: _draw, m.Discard: _discard, m.GainLife: _gain,
    m.LoseLife: _lose, m.CreateToken: _token, m.PutCounters: _counters,
    m.RemoveCounters: _remove_counters, m.ModifyPT: _pump, m.SetBasePT: _set_pt,
    m.GrantAbilities: _grant, m.GainControl: _control, m.CounterObject: _counter,
    m.Tap: _tap, m.Untap: _untap, m.AddMana: _add_mana, m.Fight: _fight,
    m.Attach: _attach,
    m.PreventDamage: _prevent, m.LoseGame: _lose_game, m.ForEachPlayer: _for_each_player,
    m.MayDo: _guarded, m.Conditional: _guarded, m.Regenerate: _regenerate,
    **LIBRARY_HANDLERS,
    m.RevealChooseDiscard: _reveal_choose_discard,
    m.ReturnChosen: _return_chosen,
    m.Explore: _explore,
}

STACK_ZONE = STACK
