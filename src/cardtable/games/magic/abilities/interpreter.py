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
from cardtable.games.magic.abilities.commander_effects import COMMANDER_HANDLERS
from cardtable.games.magic.abilities.context import Ask, Context
from cardtable.games.magic.abilities.copy_handlers import COPY_HANDLERS
from cardtable.games.magic.abilities.exile_play import EXILE_PLAY_HANDLERS
from cardtable.games.magic.abilities.library import LIBRARY_HANDLERS
from cardtable.games.magic.abilities.spell_effects import SPELL_HANDLERS
from cardtable.games.magic.abilities.standin_effects import STANDIN_HANDLERS
from cardtable.games.magic.abilities.text_handlers import TEXT_HANDLERS
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
)
from cardtable.games.magic.player_protection import life_cant_change
from cardtable.games.magic.state import TempEffect

if TYPE_CHECKING:
    pass

YOU_REF = m.YOU

SUPPORTED_EFFECTS = frozenset({
    m.DealDamage, m.Destroy, m.Exile, m.ReturnToHand, m.PutOnLibrary, m.ReturnFromGraveyard,
    m.Sacrifice, m.DrawCards, m.Discard, m.Mill, m.GainLife, m.LoseLife, m.CreateToken,
    m.PutCounters, m.RemoveCounters, m.ModifyPT, m.SetBasePT, m.GrantAbilities, m.GainControl,
    m.CounterObject, m.Tap, m.Untap, m.AddMana, m.Fight, m.Scry, m.Surveil, m.SearchLibrary,
    m.Shuffle, m.Attach, m.PreventDamage, m.MayDo, m.Conditional, m.ForEachPlayer, m.LoseGame,
    m.Regenerate, m.CopySpell, m.Proliferate, m.BecomeRenowned, m.MoveCounters, m.AddTypes,
    m.Becomes, m.CreateTokenCopy, m.DelayedTrigger, m.RevealChooseDiscard, m.ReturnChosen,
    m.Explore, m.ExileGraveyard, m.RevealTop, m.MoveRevealed, m.LookAtTop,
    m.SearchPerDestroyed, m.ShuffleIntoLibrary, m.GetEmblem, m.Monstrosity, m.CopyBlockers,
    m.BlockTax, m.ReorderTop, m.CommanderToHand, m.OwnersTakeControl, m.Goad,
    m.AttackRandomOpponent, m.ChooseOpponent, m.ReturnCardChosen, m.LoseKeywords,
    m.TemptingSearch, m.ChooseDirection, m.ManaRider, m.CastCard, m.RevealUntil, m.PayXDraw,
    m.DistributeCounters, m.RevealTops,
}) | frozenset(SPELL_HANDLERS) | frozenset(TEXT_HANDLERS) | frozenset(COPY_HANDLERS) \
    | frozenset(EXILE_PLAY_HANDLERS) | frozenset(STANDIN_HANDLERS)


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
    source_id = ctx.source_id
    it = ctx.event.get("it")
    if e.source == "it" and isinstance(it, int) and it != ctx.source_id:
        # "Whenever a creature enters …, it deals damage …" (Warstorm Surge): the entering
        # creature is the source, as it last existed if it has left (608.2h)
        source, source_id = _it_chars(ctx, it), it
    if source is None:
        return
    if e.divided and e.to.startswith("target:"):
        index = int(e.to.split(":")[1])
        shares = ctx.divisions[index] if index < len(ctx.divisions) else ()
        for target, share in zip(ctx.targets[index], shares, strict=False):
            if target is not None:
                deal_damage(game, source, ctx.controller, target, share, source_id=source_id)
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
                deal_damage(game, source, controller, target, share, source_id=ctx.source_id)
        return
    for target in _damage_targets(ctx, e.to):
        deal_damage(game, source, controller, target, amount, source_id=source_id)


def _it_chars(ctx: Context, it: int) -> Any:
    """The characteristics of the trigger's object now, or as it last existed (608.2h)."""
    from cardtable.games.magic.layers import Chars

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


def _destroy(ctx: Context, e: m.Destroy, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.replacement import regenerate

    game = ctx.game
    victims = _each(ctx, e.what, e.filter)
    if e.power_above:  # Fell the Mighty: compared with that creature's power now (608.2h)
        measured = ctx.objects(e.power_above)
        if not measured:
            return
        bar = chars(game.state, game.state.objects[measured[0]]).power
        victims = [oid for oid in victims
                   if chars(game.state, game.state.objects[oid]).power > bar]
    for oid in victims:
        obj = game.state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD:
            continue
        if "indestructible" in chars(game.state, obj).keywords:
            continue
        if not e.cant_regenerate and regenerate(game, obj):
            continue
        c = chars(game.state, obj)
        if c.controller != ctx.controller and "Creature" not in c.types:
            game.state.lost_noncreature_to_opponent.add(c.controller)  # Cobra Trap (costs.py)
        new = game.move(obj, GRAVEYARD, cause="destroy")
        # "destroyed this way" (From the Ashes): whose they were, for the next instruction
        ctx.memo["destroyed"] = (*ctx.memo.get("destroyed", ()), c.controller)
        if not obj.token:  # "a creature card put into a graveyard this way" (608.2c)
            ctx.memo["destroyed_cards"] = (*ctx.memo.get("destroyed_cards", ()), new.id)


def _regenerate(ctx: Context, e: m.Regenerate, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        if state.objects[oid].zone == BATTLEFIELD:
            state.regeneration[oid] = state.regeneration.get(oid, 0) + 1


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
        return
    for oid in _each(ctx, e.what, e.filter):
        obj = state.objects.get(oid)
        if obj is not None:
            new = ctx.game.move(obj, EXILE, cause="exile")
            ctx.memo["exiled"] = ctx.memo.get("exiled", 0) + 1  # "that many" (608.2c)
            if not new.token:  # linked to its source: "return the exiled cards" (607.2a)
                linked = state.linked_exile.get(ctx.source_id, ())
                state.linked_exile[ctx.source_id] = (*linked, new.id)


def _bounce(ctx: Context, e: m.ReturnToHand, _a: tuple[Any, ...]) -> None:
    for oid in _each(ctx, e.what, e.filter):
        obj = ctx.game.state.objects.get(oid)
        if obj is not None:
            ctx.game.move(obj, HAND, cause="bounce")
    return None


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
        if e.shuffle:  # "shuffle ~ into its owner's library" (701.20a); a resolving spell
            ctx.game.shuffle(obj.owner)  # leaves the stack this way, not to a graveyard


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
            from cardtable.games.magic.copy import copy_asks, entering_copy

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


def _sacrifice(ctx: Context, e: m.Sacrifice, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    if e.what and (e.unless_pay or e.unless_return is not None or e.unless_spent):
        return _sacrifice_unless(ctx, e, answers)
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
    for group in plan:
        for oid in group:
            victim = state.objects.get(oid)
            if victim is not None and victim.zone == BATTLEFIELD:
                who = chars(state, victim).controller
                game.move(victim, GRAVEYARD, cause="sacrifice")
                ctx.memo["sacrificed"] = oid  # "that creature's power" (608.2h, last known)
                done = True
                by = ctx.memo.get("sacrificed_by", ())  # "each player who sacrificed … this way"
                ctx.memo["sacrificed_by"] = (*by, who) if who not in by else by
    if e.who == YOU_REF:
        ctx.memo["paid"] = done  # "Sacrifice a creature. If you do, …" (CR 608.2c)
    return None


def _sacrifice_unless(ctx: Context, e: m.Sacrifice, answers: tuple[Any, ...]) -> Ask | None:
    """"Sacrifice it unless you pay {1}" / "unless you return an untapped Swamp you control
    to its owner's hand" / "unless {U} was spent to cast it" (CR 118.12: the player chooses
    whether to pay as the effect happens; a cost that cannot be paid is not paid, 118.3)."""
    from cardtable.games.magic.costs import notes
    from cardtable.games.magic.mana import can_pay, requirement

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


def _exile_graveyard(ctx: Context, e: m.ExileGraveyard, _a: tuple[Any, ...]) -> None:
    """"Exile target player's graveyard" (CR 406.3): every card in it, at once."""
    state = ctx.game.state
    for player in ctx.players(e.who):
        for oid in list(state.zone(player, GRAVEYARD)):
            ctx.game.move(state.objects[oid], EXILE, cause="exile")


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
                ctx.memo["discarded"] = ctx.memo.get("discarded", 0) + 1  # "this way"
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
        lost = 0 if life_cant_change(ctx.game.state, player) else ctx.amount(e.amount)  # 119.8
        p.life -= lost
        ctx.memo["life_lost"] = ctx.memo.get("life_lost", 0) + max(0, lost)  # "that much"
        ctx.game.log("life", player, lost=lost, life=p.life)


def _token(ctx: Context, e: m.CreateToken, answers: tuple[Any, ...]) -> Ask | None:
    power = None if e.power is None else ctx.amount(e.power)
    toughness = None if e.toughness is None else ctx.amount(e.toughness)
    plan = _token_plan(ctx, e.controller, e.count, answers)
    if isinstance(plan, Ask):
        return plan
    created: list[int] = []
    for player, count in plan:
        for _ in range(count):
            created.append(ctx.game.create_token(e.token, player, tapped=e.tapped, power=power,
                                                 toughness=toughness).id)
    ctx.memo["created"] = tuple(created)
    return None


def _token_copy(ctx: Context, e: m.CreateTokenCopy, answers: tuple[Any, ...]) -> Ask | None:
    """"Create a token that's a copy of REF" (707.2): the copiable values of the object,
    or of its last-known information if it has left the battlefield (608.2h)."""
    from cardtable.games.magic.copy import copiable

    state = ctx.game.state
    ids = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
    if ids:
        card = copiable(state.objects[ids[0]])
    else:
        key = ctx.event.get("it") if e.what == "it" else None
        lki = state.lki.get(key) if isinstance(key, int) else None
        if lki is None or lki.card is None:
            return None
        card = lki.card
    plan = _token_plan(ctx, e.controller, e.count, answers)
    if isinstance(plan, Ask):
        return plan
    from cardtable.games.magic.copy import with_exceptions

    card = with_exceptions(card, e.exceptions)  # 707.9b
    for player, count in plan:
        for _ in range(count):
            ctx.game.create_token_of(card, player, tapped=e.tapped)
    return None


def _in_chosen_order(found: list[tuple[str, Any]], answers: tuple[Any, ...], asked: int,
                     player: int, prompt: str) -> Ask | list[tuple[str, Any]]:
    """616.1: with several replacement effects, the affected player (or controller) orders
    them — asked once as ``answers[asked]``; ``found`` as labelled, in the chosen order."""
    if len(found) <= 1:
        return found
    if asked >= len(answers):
        return Ask(player, DecisionKind.CHOOSE_ORDERED,
                   f"{prompt} (first applies first)", tuple(label for label, _a in found),
                   len(found), len(found))
    by_label = dict(found)
    return [(label, by_label[label]) for label in answers[asked]]


def _token_plan(ctx: Context, controller: str, count: m.Quantity,
                answers: tuple[Any, ...]) -> Ask | list[tuple[int, int]]:
    """How many tokens each player creates after the token replacement effects, in the order
    that player chose (616.1)."""
    from cardtable.games.magic.replacement import apply_in_order, token_replacements

    plan: list[tuple[int, int]] = []
    asked = 0
    for player in ctx.players(controller):
        found = token_replacements(ctx.game, player)  # the creating player orders them
        ordered = _in_chosen_order(found, answers, asked, player,
                                   "order the replacement effects")
        if isinstance(ordered, Ask):
            return ordered
        asked += len(found) > 1
        plan.append((player, apply_in_order(ctx.amount(count), ordered)))
    return plan


def _counters(ctx: Context, e: m.PutCounters, answers: tuple[Any, ...]) -> Ask | None:
    from cardtable.games.magic.replacement import apply_in_order, counter_replacements

    state = ctx.game.state
    base = ctx.amount(e.amount)
    if (e.filter is None and e.on in ("you", "each_player", "each_opponent")) or \
            (e.on.startswith("target:") and ctx.players(e.on)):
        for player in ctx.players(e.on):  # counters on a player (CR 122.1)
            if base > 0:
                held = state.players[player].counters
                held[e.counter] = held.get(e.counter, 0) + base
                ctx.game.log("counters", player, counter=e.counter, amount=base)
        return None
    plan: list[tuple[int, int]] = []
    asked = 0
    for oid in _each(ctx, e.on, e.filter):
        obj = state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD or base <= 0:
            continue
        found = counter_replacements(ctx.game, obj)  # 616.1e: its controller orders them
        ordered = _in_chosen_order(found, answers, asked, chars(state, obj).controller,
                                   f"order the replacement effects on {obj.card.name}#{oid}")
        if isinstance(ordered, Ask):
            return ordered
        asked += len(found) > 1
        plan.append((oid, apply_in_order(base, ordered)))
    for oid, amount in plan:
        obj = state.objects[oid]
        if amount > 0:
            obj.counters[e.counter] = obj.counters.get(e.counter, 0) + amount
            state.touch()
            ctx.game.log("counters", None, on=f"{public_name(obj)}#{obj.id}", counter=e.counter,
                         amount=amount)
    return None


def _remove_counters(ctx: Context, e: m.RemoveCounters, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.triggers import last_counter_removed

    state = ctx.game.state
    ids = _each(ctx, e.on, e.filter) if e.filter is not None else ctx.objects(e.on)
    for oid in ids:
        obj = state.objects[oid]
        if e.counter == "all":  # CR 122.8: every kind; the last of a kind is removed too
            had = [kind for kind, n in obj.counters.items() if n > 0]
            obj.counters.clear()
            if obj.zone == BATTLEFIELD:
                for kind in had:
                    last_counter_removed(ctx.game, obj, kind)  # vanishing (702.63a)
        else:
            have = obj.counters.get(e.counter, 0)
            obj.counters[e.counter] = max(0, have - ctx.amount(e.amount))
            if have > 0 and obj.counters[e.counter] == 0 and obj.zone == BATTLEFIELD:
                last_counter_removed(ctx.game, obj, e.counter)  # vanishing (702.63a)
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
        ctx.game.log("control", player, of=[public_name(state.objects[i]) for i in ids])


def _counter(ctx: Context, e: m.CounterObject, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    found = [next((s for s in state.stack if s.obj == oid), None) for oid in ctx.objects(e.what)]
    if e.what == "triggering_item":  # "counter that spell or ability" (ward, 702.21a)
        found = [s for s in state.stack if s.id == ctx.event.get("item")]
    for item in found:
        if item is None:
            continue
        from cardtable.games.magic.costs import spell_cant_be_countered

        if item.obj is not None and spell_cant_be_countered(game, item.obj, item.controller):
            continue  # "This spell can't be countered" (CR 101.2: the can't wins)
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
    state = ctx.game.state
    whose = set(ctx.players(e.whose)) if e.whose else None
    for oid in _each(ctx, e.what, e.filter):
        if whose is None or chars(state, state.objects[oid]).controller in whose:
            state.objects[oid].tapped = True


def _untap(ctx: Context, e: m.Untap, _a: tuple[Any, ...]) -> None:
    for oid in _each(ctx, e.what, e.filter):
        ctx.game.state.objects[oid].tapped = False


def _add_mana(ctx: Context, e: m.AddMana, answers: tuple[Any, ...]) -> Ask | None:
    from cardtable.games.magic.mana import _symbols_of, for_player

    pool = ctx.game.state.players[ctx.controller].pool
    if e.choices:
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


def _fight(ctx: Context, e: m.Fight, _a: tuple[Any, ...]) -> None:

    a = ctx.objects(e.a)
    b = ctx.objects(e.b)
    if not a or not b:
        return  # 701.12b: if either is no longer a legal creature, no damage is dealt
    _fight_ids(ctx, a[0], b[0])


def _fight_ids(ctx: Context, a: int, b: int) -> None:
    from cardtable.games.magic.damage import deal_damage

    state = ctx.game.state
    oa, ob = state.objects[a], state.objects[b]
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
        ctx.game.log("attach", None, what=public_name(obj), to=public_name(state.objects[to[0]]))


def _prevent(ctx: Context, e: m.PreventDamage, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    if e.by is not None:  # a prevention effect on sources, this turn (615.1a)
        state.prevent_by.append((e.by, e.combat_only, ctx.controller))
        return
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



def _proliferate(ctx: Context, e: m.Proliferate, answers: tuple[Any, ...]) -> Ask | None:
    """701.27a: choose any number of permanents and/or players that have a counter, then give
    each one more counter of each kind it already has (through counter replacements, 614.1a;
    several on one permanent are ordered by its controller, 616.1e)."""
    from cardtable.games.magic.damage import _player_counter_bonus
    from cardtable.games.magic.replacement import apply_in_order, counter_replacements

    game = ctx.game
    state = game.state
    options: tuple[Any, ...] = tuple(
        oid for oid in state.battlefield
        if any(n > 0 for n in state.objects[oid].counters.values())) + tuple(
        f"p{p}" for p in state.in_game() if state.players[p].poison > 0)
    if not options:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET,
                   "proliferate: choose permanents and/or players with counters", options, 0,
                   len(options))
    chosen = [c for c in answers[0] if c in options]
    plan: list[tuple[int, dict[str, int]]] = []
    asked = 1
    for choice in chosen:
        if isinstance(choice, str):
            continue
        obj = state.objects[choice]
        found = counter_replacements(game, obj)
        ordered = _in_chosen_order(found, answers, asked, chars(state, obj).controller,
                                   f"order the replacement effects on {obj.card.name}#{obj.id}")
        if isinstance(ordered, Ask):
            return ordered
        asked += len(found) > 1
        plan.append((choice, {kind: apply_in_order(1, ordered)
                              for kind, n in obj.counters.items() if n > 0}))
    for oid, extra in plan:
        obj = state.objects[oid]
        for kind, amount in extra.items():
            if amount > 0:
                obj.counters[kind] = obj.counters.get(kind, 0) + amount
                game.log("counters", None, on=f"{public_name(obj)}#{obj.id}", counter=kind,
                         amount=amount)
        state.touch()
    for choice in chosen:
        if isinstance(choice, str):
            player = int(choice[1:])
            state.players[player].poison += 1 + _player_counter_bonus(game, player)
            game.log("poison", player, poison=state.players[player].poison)
    return None


def _move_counters(ctx: Context, e: m.MoveCounters, answers: tuple[Any, ...]) -> Ask | None:
    """122.5: the counter is removed from one object and put on the other (replacement effects
    on putting counters apply); nothing moves if the first has none."""
    state = ctx.game.state
    sources = [i for i in ctx.objects(e.source) if state.objects[i].zone == BATTLEFIELD]
    dests = [i for i in ctx.objects(e.to) if state.objects[i].zone == BATTLEFIELD]
    if not sources or not dests:
        return None
    source = state.objects[sources[0]]
    amount = min(ctx.amount(e.amount), source.counters.get(e.counter, 0))
    if amount <= 0:
        return None
    asked = _counters(ctx, m.PutCounters(e.counter, amount, e.to), answers)
    if asked is not None:
        return asked
    source.counters[e.counter] -= amount
    state.touch()
    return None


def _add_types(ctx: Context, e: m.AddTypes, _a: tuple[Any, ...]) -> None:
    ids = [i for i in ctx.objects(e.on) if ctx.game.state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, m.ContinuousEffect("4", add_types=e.types, add_subtypes=e.subtypes), ids,
          e.duration)


def _delayed(ctx: Context, e: m.DelayedTrigger, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.delayed import create

    create(ctx, e)


def _renowned(ctx: Context, e: m.BecomeRenowned, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        obj = state.objects[oid]
        if obj.zone == BATTLEFIELD:
            obj.renowned = True
            state.touch()
            ctx.game.log("renowned", None, what=f"{public_name(obj)}#{oid}")


def _emblem(ctx: Context, e: m.GetEmblem, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.emblems import create_emblem

    create_emblem(ctx.game, ctx.controller, e.abilities, ctx.source.name if ctx.source else "")


def _cast_card(ctx: Context, e: m.CastCard, _a: tuple[Any, ...]) -> None:
    """608.2g: the card is cast without paying its mana cost (118.9) — the cast is proposed
    once this ability has finished resolving (its frame waits under the resolution's)."""
    from cardtable.games.magic.casting import spell_ability
    from cardtable.games.magic.costs import FREE
    from cardtable.games.magic.frames import CastFrame

    game = ctx.game
    for oid in ctx.objects(e.what):
        obj = game.state.objects[oid]
        if obj.zone not in (EXILE, GRAVEYARD, HAND):
            continue
        resolving = game.work.pop()
        game.work.push(CastFrame(ctx.controller, "spell", obj.id, spell_ability(obj.card),
                                 name=obj.card.name, way=FREE))
        game.work.push(resolving)
def _monstrosity(ctx: Context, e: m.Monstrosity, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.37a-c: counters and the designation only if it isn't monstrous yet; then "when
    ~ becomes monstrous" triggers."""
    from cardtable.games.magic import triggers

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
                triggers._add(ctx.game, obj, controller, ability, {"it": oid})
    return None


def _copy_blockers(ctx: Context, e: m.CopyBlockers, _a: tuple[Any, ...]) -> None:
    """Mirror Match: a token copy of each creature attacking the controller or a planeswalker
    they control, blocking that creature (707.2, 506.3, 509.1h)."""
    from cardtable.games.magic.copy import copiable

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


def _block_tax(ctx: Context, e: m.BlockTax, _a: tuple[Any, ...]) -> None:
    """War Cadence: a cost of {X} per blocking creature this turn (CR 509.1d; combat.py)."""
    amount = ctx.amount(e.amount)
    if amount > 0:
        ctx.game.state.block_taxes.append(amount)
        ctx.game.state.touch()


def _reveal_until(ctx: Context, e: m.RevealUntil, _a: tuple[Any, ...]) -> None:
    """CR 701.16a: reveal from the top until a card matching the filter (and sharing a
    creature type with ``shares_type_with``, 205.3m, as it last existed, 608.2h) is revealed;
    it goes to the hand, the rest to the bottom of the library in a random order (seeded)."""
    from cardtable.games.magic.layers import base_chars

    game = ctx.game
    state = game.state
    wanted: frozenset[str] | None = None
    if e.shares_type_with:
        ids = ctx.objects(e.shares_type_with)
        if ids:
            wanted = frozenset(chars(state, state.objects[ids[0]]).subtypes)
        else:
            lki = state.lki.get(ctx.event.get("it", -1))
            wanted = frozenset(lki.subtypes) if lki is not None else frozenset()
    library = state.zone(ctx.controller, LIBRARY)
    revealed: list[int] = []
    found: int | None = None
    for oid in list(library):
        revealed.append(oid)
        card = state.objects[oid]
        c = base_chars(card)
        if matches(state, card, e.filter, ctx.controller, ctx.source_id) and (
                wanted is None or ("Creature" in c.types and wanted & set(c.subtypes))):
            found = oid
            break
    game.log("reveal", ctx.controller, cards=[state.objects[o].card.name for o in revealed])
    if found is not None:
        game.move(state.objects[found], HAND, cause="reveal")
    rest = [o for o in revealed if o != found]
    game.rng.shuffle(rest)
    for oid in rest:
        game.move(state.objects[oid], LIBRARY, top=False, cause="reveal")


def _pay_x_draw(ctx: Context, e: m.PayXDraw, answers: tuple[Any, ...]) -> Ask | None:
    """Choose X (0: do not pay) up to the limit and what can be paid (118.3), pay {X}, draw X
    (Well of Lost Dreams)."""
    from cardtable.games.magic.mana import can_pay, requirement

    game = ctx.game
    player = ctx.controller
    limit = max(0, ctx.amount(e.limit))
    options = tuple(n for n in range(limit + 1)
                    if n == 0 or can_pay(game.state, player, requirement(f"{{{n}}}")))
    if len(options) <= 1:
        return None
    if not answers:
        return Ask(player, DecisionKind.CHOOSE_ONE, "pay {X} to draw X cards (0: don't pay)",
                   options)
    x = int(answers[0])
    if x > 0 and game.pay_mana(player, requirement(f"{{{x}}}")):
        game.draw(player, x)
    return None


def _distribute_counters(ctx: Context, e: m.DistributeCounters,
                         answers: tuple[Any, ...]) -> Ask | None:
    """122.5: one counter at a time, a creature or "done"; then the counters move at once,
    each creature's counter replacement effects applied in the order its controller
    chooses (616.1e)."""
    from cardtable.games.magic.replacement import apply_in_order, counter_replacements

    state = ctx.game.state
    sources = [i for i in ctx.objects(e.source) if state.objects[i].zone == BATTLEFIELD]
    if not sources:
        return None
    source = state.objects[sources[0]]
    available = source.counters.get(e.counter, 0)
    options = tuple(oid for oid in state.battlefield
                    if matches(state, state.objects[oid], e.filter, ctx.controller,
                               ctx.source_id))
    if available <= 0 or not options:
        return None
    picks: list[int] = []
    used = 0
    while len(picks) < available:
        if used >= len(answers):
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"move a {e.counter} counter from {source.card.name} onto "
                       f"(moved so far: {len(picks)}; 'done' to stop)", ("done", *options))
        answer = answers[used]
        used += 1
        if answer == "done":
            break
        picks.append(int(answer))
    counts: dict[int, int] = {}
    for oid in picks:
        counts[oid] = counts.get(oid, 0) + 1
    plan: list[tuple[int, int]] = []
    for oid, n in counts.items():
        obj = state.objects[oid]
        found = counter_replacements(ctx.game, obj)
        ordered = _in_chosen_order(found, answers, used, chars(state, obj).controller,
                                   f"order the replacement effects on {obj.card.name}#{oid}")
        if isinstance(ordered, Ask):
            return ordered
        used += len(found) > 1
        plan.append((oid, apply_in_order(n, ordered)))
    if not plan:
        return None
    source.counters[e.counter] = available - len(picks)
    for oid, amount in plan:
        obj = state.objects[oid]
        if amount > 0:
            obj.counters[e.counter] = obj.counters.get(e.counter, 0) + amount
            ctx.game.log("counters", None, on=f"{obj.card.name}#{obj.id}", counter=e.counter,
                         amount=amount)
    state.touch()
    return None


REVEALED_MV = "revealed_mv:"  # a cast note: the total mana value revealed (Naya Soulbeast)


def _reveal_tops(ctx: Context, e: m.RevealTops, _a: tuple[Any, ...]) -> None:
    """Each player reveals the top card of their library (701.16a); the total mana value is
    noted on the source spell while it is on the stack (read as it enters, 614.1c)."""
    from cardtable.games.magic.layers import base_chars

    state = ctx.game.state
    total = 0
    for player in ctx.players(e.who):
        library = state.zone(player, LIBRARY)
        if not library:
            continue
        card = state.objects[library[0]]
        total += base_chars(card).mana_value
        ctx.game.log("reveal", player, cards=[card.card.name])
    source = state.objects.get(ctx.source_id)
    if source is not None and source.zone == STACK:
        notes = {n for n in state.cast_notes.get(ctx.source_id, frozenset())
                 if not n.startswith(REVEALED_MV)}
        state.cast_notes[ctx.source_id] = frozenset(notes | {f"{REVEALED_MV}{total}"})


def _guarded(ctx: Context, e: Any, _a: tuple[Any, ...]) -> None:
    raise AssertionError("'may' and 'if' are expanded by the resolution room")


_HANDLERS: dict[type, Any] = {
    m.DealDamage: _damage, m.Destroy: _destroy, m.Exile: _exile, m.ReturnToHand: _bounce,
    m.PutOnLibrary: _to_library, m.ReturnFromGraveyard: _return, m.Sacrifice: _sacrifice,
    m.DrawCards: _draw, m.Discard: _discard, m.GainLife: _gain,
    m.LoseLife: _lose, m.CreateToken: _token, m.CreateTokenCopy: _token_copy,
    m.PutCounters: _counters,
    m.RemoveCounters: _remove_counters, m.ModifyPT: _pump, m.SetBasePT: _set_pt,
    m.GrantAbilities: _grant, m.Becomes: _becomes, m.GainControl: _control,
    m.CounterObject: _counter,
    m.Tap: _tap, m.Untap: _untap, m.AddMana: _add_mana, m.Fight: _fight,
    m.Attach: _attach,
    m.PreventDamage: _prevent, m.LoseGame: _lose_game, m.ForEachPlayer: _for_each_player,
    m.MayDo: _guarded, m.Conditional: _guarded, m.Regenerate: _regenerate,
    m.Proliferate: _proliferate, m.BecomeRenowned: _renowned, m.MoveCounters: _move_counters,
    m.AddTypes: _add_types, m.DelayedTrigger: _delayed,
    **LIBRARY_HANDLERS,
    **SPELL_HANDLERS,
    **COMMANDER_HANDLERS,
    **TEXT_HANDLERS,
    **COPY_HANDLERS,
    **EXILE_PLAY_HANDLERS,
    **STANDIN_HANDLERS,
    m.RevealChooseDiscard: _reveal_choose_discard,
    m.ReturnChosen: _return_chosen,
    m.Explore: _explore,
    m.CastCard: _cast_card,
    m.ExileGraveyard: _exile_graveyard,
    m.SearchPerDestroyed: _search_per_destroyed,
    m.Monstrosity: _monstrosity,
    m.CopyBlockers: _copy_blockers,
    m.BlockTax: _block_tax,
    m.RevealUntil: _reveal_until,
    m.PayXDraw: _pay_x_draw,
    m.DistributeCounters: _distribute_counters,
    m.RevealTops: _reveal_tops,
    m.GetEmblem: _emblem,
}

STACK_ZONE = STACK
