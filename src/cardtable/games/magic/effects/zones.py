"""Effects that move objects between zones (CR 400, 701): destroy (701.8) and regenerate
(701.15), exile (406), return to hand, put on a library, return from a graveyard, sacrifice
(701.17) and "sacrifice … unless", explore (701.44), "return the chosen card", "search for
each destroyed", exiling a graveyard. Handlers of the ability interpreter
registered with ``@handles`` (:mod:`.registry`); the interpreter's own
helpers are imported when a handler runs."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic import triggers
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.copy import copy_asks, entering_copy
from cardtable.games.magic.costs import notes
from cardtable.games.magic.effects.counters_tokens import _counters
from cardtable.games.magic.effects.interpreter import _each
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.mana import can_pay, requirement
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK
from cardtable.games.magic.replacement import regenerate, totem_armor_saves


@handles(m.Destroy)
def _destroy(ctx: Context, e: m.Destroy, _a: tuple[Any, ...]) -> None:

    game = ctx.game
    victims = _each(ctx, e.what, e.filter)
    if e.power_above:  # Fell the Mighty: compared with that creature's power now (608.2h)
        measured = ctx.objects(e.power_above)
        if not measured:
            return
        bar = chars(game.state, game.state.objects[measured[0]]).power
        victims = [oid for oid in victims
                   if chars(game.state, game.state.objects[oid]).power > bar]
    doomed: list[int] = []
    for oid in victims:
        obj = game.state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD:
            continue
        if "indestructible" in chars(game.state, obj).keywords:
            continue
        if totem_armor_saves(game, obj) or (not e.cant_regenerate and regenerate(game, obj)):
            continue  # 702.89a, 701.15
        c = chars(game.state, obj)
        if c.controller != ctx.controller and "Creature" not in c.types:
            game.state.lost_noncreature_to_opponent.add(c.controller)  # Cobra Trap (costs.py)
        # "destroyed this way" (From the Ashes): whose they were, for the next instruction
        ctx.memo["destroyed"] = (*ctx.memo.get("destroyed", ()), c.controller)
        if "Creature" in c.types:  # "for each creature destroyed this way" (Decree of Pain)
            ctx.memo["destroyed_creatures"] = ctx.memo.get("destroyed_creatures", 0) + 1
        doomed.append(oid)
    # "Destroy all creatures": one event, every victim sees the others die (603.10a, 603.2)
    for new in game.move_batch(doomed, GRAVEYARD, cause="destroy"):
        if not new.token:  # "a creature card put into a graveyard this way" (608.2c)
            ctx.memo["destroyed_cards"] = (*ctx.memo.get("destroyed_cards", ()), new.id)


@handles(m.Regenerate)
def _regenerate(ctx: Context, e: m.Regenerate, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    for oid in (_each(ctx, e.what, e.filter) if e.filter is not None else ctx.objects(e.what)):
        if state.objects[oid].zone == BATTLEFIELD:
            state.regeneration[oid] = state.regeneration.get(oid, 0) + 1


@handles(m.Exile)
def _exile(ctx: Context, e: m.Exile, _a: tuple[Any, ...]) -> None:

    state = ctx.game.state
    spell = ctx.game.state.objects.get(ctx.source_id)
    if e.what == "self" and spell is not None and spell.zone == STACK:
        ctx.game.move(spell, EXILE, cause="exile")  # "Exile ~." on a resolving spell
        return
    if e.what == "it" and e.filter is None and not ctx.objects("it"):
        # a dies trigger's "exile it": the card in the graveyard now (400.7, 603.10a)
        found = state.moved.get(ctx.event.get("it", -1))
        if found is not None and found in state.objects and (
                state.objects[found].zone == GRAVEYARD):
            ctx.game.move(state.objects[found], EXILE, cause="exile")
        elif "paid" in ctx.memo:  # "you may exile it. If you do, …": it was not done (608.2c)
            ctx.memo["paid"] = False
        return
    exiled: list[int] = _each(ctx, e.what, e.filter) if e.zone != GRAVEYARD or \
        e.filter is None else [
            oid for player in state.apnap() for oid in list(state.zone(player, GRAVEYARD))
            if matches(state, state.objects[oid], e.filter, ctx.controller, ctx.source_id)]
    # "Exile all …" / "exile each …": all at once, one event (603.2, 603.10a)
    for new in ctx.game.move_batch(exiled, EXILE, cause="exile"):
        ctx.memo["exiled"] = ctx.memo.get("exiled", 0) + 1  # "that many" (608.2c)
        # "Return those cards to the battlefield … at the beginning of the next end step"
        ctx.memo["exiled_now"] = (*ctx.memo.get("exiled_now", ()), new.id)
        if not new.token:  # linked to its source: "return the exiled cards" (607.2a)
            linked = state.linked_exile.get(ctx.source_id, ())
            state.linked_exile[ctx.source_id] = (*linked, new.id)


@handles(m.ReturnToHand)
def _bounce(ctx: Context, e: m.ReturnToHand, _a: tuple[Any, ...]) -> None:

    ids = _each(ctx, e.what, e.filter)
    own = ctx.game.state.objects.get(ctx.source_id)
    if e.what == "self" and e.filter is None and own is not None and own.zone == STACK and \
            not own.token:
        # "… return ~ to its owner's hand" in a resolving spell (Molten Birth): the card
        # leaves the stack this way, not to a graveyard (608.2n; resolution.py sees it gone)
        ids = [*ids, ctx.source_id]
    ctx.game.move_batch(ids, HAND, cause="bounce")  # at once (603.2)
    return None


@handles(m.ReturnChosen)
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


@handles(m.Explore)
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
                _explored(ctx, e)  # h8-trg (701.40b)
                return None
        if ids:
            asked = _counters(ctx, m.PutCounters("+1/+1", on=e.what), answers)
            if asked is not None:
                return asked
        ctx.memo[key] = (top, controller, len(answers))
    top, controller, used = ctx.memo[key]
    if top is None or state.objects[top].zone != LIBRARY:
        _explored(ctx, e)  # h8-trg (701.40b)
        return None
    if len(answers) <= used:
        return Ask(controller, DecisionKind.CHOOSE_SUBSET,
                   f"explore: put {state.objects[top].card.name} into your graveyard?",
                   (top,), 0, 1)
    if top in tuple(answers[used]):
        game.move(state.objects[top], GRAVEYARD, cause="explore")
    _explored(ctx, e)  # h8-trg (701.40b)
    return None


def _explored(ctx: Context, e: m.Explore) -> None:
    """CR 701.40b: the permanent explored once the process is complete (even if some of it
    was impossible): "Whenever a creature you control explores" (h8-trg), once."""
    key = f"explored_event:{e.what}"
    if key in ctx.memo:
        return
    ctx.memo[key] = True
    for oid in ctx.objects(e.what):
        triggers.explored(ctx.game, oid)


@handles(m.PutOnLibrary)
def _to_library(ctx: Context, e: m.PutOnLibrary, _a: tuple[Any, ...]) -> None:
    for oid in ctx.objects(e.what) or _moved_it(ctx, e.what):
        obj = ctx.game.state.objects[oid]
        ctx.game.move(obj, LIBRARY, top=not e.bottom, cause="to_library")
        if e.shuffle:  # "shuffle ~ into its owner's library" (701.20a); a resolving spell
            ctx.game.shuffle(obj.owner)  # leaves the stack this way, not to a graveyard


def _moved_it(ctx: Context, what: str) -> list[int]:
    """h9-TRG: a dies trigger's "shuffle it into its owner's library": the card it became in
    the graveyard, if it is still there (CR 400.7, 603.10a)."""
    if what != "it":
        return []
    state = ctx.game.state
    found = state.moved.get(ctx.event.get("it", -1))
    if found is None or found not in state.objects or state.objects[found].zone != GRAVEYARD:
        return []
    return [found]


@handles(m.ReturnFromGraveyard)
def _return(ctx: Context, e: m.ReturnFromGraveyard, answers: tuple[Any, ...]) -> Ask | None:
    state = ctx.game.state
    ids = ctx.objects(e.what)
    if not ids and e.what in ("it", "self"):
        # 400.7 exception: an ability that triggered on a zone change finds the new object
        # in the zone it went to
        found = state.moved.get(ctx.event.get("it", -1))
        ids = [found] if found is not None and found in state.objects else []
    asked = 0
    for oid in ids:
        obj = state.objects[oid]
        if obj.zone != GRAVEYARD and not (e.what == "exiled" and obj.zone == EXILE):
            continue
        controller = obj.owner if e.under == "owner" else ctx.controller
        copy_of = None
        if e.to == "battlefield":
            needs = copy_asks(ctx.game, obj.card, controller)
            chosen = entering_copy(ctx.game, obj.card, controller, answers[asked:])
            if isinstance(chosen, Ask):  # 707.5: it enters as the copy it chooses
                return chosen
            copy_of = chosen
            asked += needs
        ctx.game.move(obj, BATTLEFIELD if e.to == "battlefield" else HAND, cause="return",
                      controller=controller, tapped=e.tapped,
                      counters={e.counter: 1} if e.counter else None, copy_of=copy_of)
    return None


@handles(m.Sacrifice)
def _sacrifice(ctx: Context, e: m.Sacrifice, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    if e.what and (e.unless_pay or e.unless_return is not None or e.unless_spent):
        return _sacrifice_unless(ctx, e, answers)
    if e.what:
        moved = [oid for oid in ctx.objects(e.what) if state.objects[oid].zone == BATTLEFIELD
                 and chars(state, state.objects[oid]).controller == ctx.controller]
        game.move_batch(moved, GRAVEYARD, cause="sacrifice")  # at once (603.2)
        if e.who == m.YOU:  # "Sacrifice ~. If you do, …" (CR 608.2c; h7-trg)
            ctx.memo["paid"] = bool(moved)
        return None
    players = ctx.players(e.who)
    count = ctx.amount(e.count)
    plan: list[tuple[int, ...]] = []
    asked = 0
    for player in players:
        options = tuple(oid for oid in state.battlefield
                        if chars(state, state.objects[oid]).controller == player
                        and matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if e.every:  # "sacrifice all Dragons you control" (701.17a, no choice)
            plan.append(options)
            continue
        if e.greatest_power and options:
            top = max(chars(state, state.objects[oid]).power for oid in options)
            options = tuple(oid for oid in options
                            if chars(state, state.objects[oid]).power == top)
        n = min(count, len(options))
        if n == len(options):
            plan.append(options)
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_SUBSET, f"sacrifice {n}", options, n, n)
        plan.append(tuple(answers[asked]))
        asked += 1
    done = False
    victims: list[int] = []
    for group in plan:
        for oid in group:
            victim = state.objects.get(oid)
            if victim is not None and victim.zone == BATTLEFIELD:
                who = chars(state, victim).controller
                victims.append(oid)
                ctx.memo["sacrificed"] = oid  # "that creature's power" (608.2h, last known)
                done = True
                by = ctx.memo.get("sacrificed_by", ())  # "each player who sacrificed … this way"
                ctx.memo["sacrificed_by"] = (*by, who) if who not in by else by
    # "Each player sacrifices a creature": every player's at once, one event (603.2, 603.10a)
    game.move_batch(victims, GRAVEYARD, cause="sacrifice")
    if victims:  # "Sacrifice all creatures you control, then create that many …" (608.2c)
        ctx.memo["moved_this_way"] = ctx.memo.get("moved_this_way", 0) + len(victims)
    if e.who == m.YOU:
        ctx.memo["paid"] = done  # "Sacrifice a creature. If you do, …" (CR 608.2c)
    return None


def _sacrifice_unless(ctx: Context, e: m.Sacrifice, answers: tuple[Any, ...]) -> Ask | None:
    """"Sacrifice it unless you pay {1}" / "unless you return an untapped Swamp you control
    to its owner's hand" / "unless {U} was spent to cast it" (CR 118.12: the player chooses
    whether to pay as the effect happens; a cost that cannot be paid is not paid, 118.3)."""

    game = ctx.game
    state = game.state
    player = ctx.controller
    ids = [oid for oid in ctx.objects(e.what) if state.objects[oid].zone == BATTLEFIELD
           and chars(state, state.objects[oid]).controller == player]
    if not ids:
        return None
    obj = state.objects[ids[0]]
    if e.unless_spent:
        if f"spent:{e.unless_spent}" in notes(game, obj.id):
            return None
    elif e.unless_pay:
        need = requirement(e.unless_pay)
        if can_pay(state, player, need):
            if not answers:
                return Ask(player, DecisionKind.YES_NO,
                           f"pay {e.unless_pay}, or sacrifice {obj.card.name}", (True, False))
            if answers[0] is True and game.pay_mana(player, need):
                return None
    elif e.unless_return is not None:
        options = tuple(oid for oid in state.battlefield
                        if chars(state, state.objects[oid]).controller == player
                        and matches(state, state.objects[oid], e.unless_return, player,
                                    ctx.source_id))
        if options:
            if not answers:
                return Ask(player, DecisionKind.CHOOSE_SUBSET,
                           f"return one to its owner's hand, or sacrifice {obj.card.name}",
                           options, 0, 1)
            chosen = [oid for oid in answers[0] if oid in state.objects
                      and state.objects[oid].zone == BATTLEFIELD]
            if chosen:
                game.move(state.objects[chosen[0]], HAND, cause="bounce")
                return None
    if obj.zone == BATTLEFIELD:
        game.move(obj, GRAVEYARD, cause="sacrifice")
    return None


@handles(m.SearchPerDestroyed)
def _search_per_destroyed(ctx: Context, e: m.SearchPerDestroyed,
                          answers: tuple[Any, ...]) -> Ask | None:
    """Each player, in APNAP order (101.4), whose permanents the ability destroyed may search
    their library once for up to that many cards (asked: whether to search, then which);
    the cards enter together, then each player who searched shuffles (701.19)."""
    game = ctx.game
    state = game.state
    lost: tuple[int, ...] = tuple(ctx.memo.get("destroyed", ()))
    plan: list[tuple[int, tuple[int, ...]]] = []
    asked = 0
    for player in state.apnap():
        n = lost.count(player)
        if not n:
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.YES_NO,
                       f"search your library for up to {n} {'card' if n == 1 else 'cards'}?",
                       (True, False))
        searches = answers[asked] is True and game.may_search(player)
        asked += 1
        if not searches:
            continue
        found = tuple(oid for oid in state.zone(player, LIBRARY)
                      if matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if found and asked >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_SUBSET, "search your library", found, 0,
                       min(n, len(found)))
        chosen = tuple(answers[asked]) if found else ()
        asked += 1 if found else 0
        plan.append((player, chosen))
    for _who, chosen in plan:
        for oid in chosen:
            game.move(state.objects[oid], BATTLEFIELD, cause="search")
    for player, _chosen in plan:
        game.shuffle(player)
    return None


@handles(m.ExileGraveyard)
def _exile_graveyard(ctx: Context, e: m.ExileGraveyard, _a: tuple[Any, ...]) -> None:
    """"Exile target player's graveyard" (CR 406.3): every card in it, at once."""
    state = ctx.game.state
    ctx.game.move_batch([oid for player in ctx.players(e.who)
                         for oid in state.zone(player, GRAVEYARD)], EXILE, cause="exile")

