"""Effects on counters and tokens (CR 122, 111, 701.27, 707.2): create tokens and token copies
(and in which order the player chose), put and remove counters (with their replacement
effects, 616.1e), move and distribute counters, proliferate (701.27). Handlers of the ability
interpreter registered with ``@handles`` (:mod:`.registry`); the
interpreter's own helpers are imported when a handler runs."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import BATTLEFIELD
from cardtable.games.magic.sagas import LORE, lore_added
from cardtable.games.magic.triggers import counters_put


@handles(m.CreateToken)
def _token(ctx: Context, e: m.CreateToken, answers: tuple[Any, ...]) -> Ask | None:
    power = None if e.power is None else ctx.amount(e.power)
    toughness = None if e.toughness is None else ctx.amount(e.toughness)
    defender: Any = None
    if e.attacking:  # "… that's tapped and attacking" (CR 508.4): whom, asked first
        chosen = _attack_choice(ctx, answers)
        if isinstance(chosen, Ask):
            return chosen
        defender, answers = chosen
    plan = _token_plan(ctx, e.controller, e.count, answers)
    if isinstance(plan, Ask):
        return plan
    created: list[int] = []
    for player, count in plan:
        for _ in range(count):
            created.append(ctx.game.create_token(e.token, player, tapped=e.tapped, power=power,
                                                 toughness=toughness).id)
    ctx.memo["created"] = tuple(created)
    if defender is not None:
        _enter_attacking(ctx, created, defender)
    return None


TOKEN_COMBAT_STEPS = ("declare_attackers", "declare_blockers", "first_strike_damage",
                      "combat_damage", "end_combat")
"""The steps in which a creature put onto the battlefield attacking joins the combat (after
attackers are declared, until the end of combat step removes every creature from combat, CR
511.3); in any other step the token enters tapped, never attacking (the engine's beginning of
combat has no attacking player yet: the declaration would replace it, 508.1)."""


def _attack_choice(ctx: Context, answers: tuple[Any, ...]
                   ) -> Ask | tuple[Any, tuple[Any, ...]]:
    """CR 508.4: the controller chooses which defending player, or planeswalker a defending
    player controls, the tokens attack (one choice for the tokens of one effect); no choice
    outside combat, or for a player who is not the attacking player (506.3b) — then ``None``.
    Returns the choice and the answers left."""
    state = ctx.game.state
    if state.step not in TOKEN_COMBAT_STEPS or state.active != ctx.controller:
        return None, answers  # 506.2, 506.3b: only the attacking player's creatures attack
    options: list[Any] = [f"p{p}" for p in state.opponents(ctx.controller)]
    options += [oid for oid in state.battlefield
                if "Planeswalker" in (c := chars(state, state.objects[oid])).types
                and c.controller != ctx.controller]
    if len(options) <= 1:
        return (options[0] if options else None), answers
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                   "the tokens enter attacking: which player or planeswalker", tuple(options))
    return answers[0], answers[1:]


def _enter_attacking(ctx: Context, created: list[int], defender: Any) -> None:
    """The tokens are attacking ``defender`` (CR 508.4) — never declared as attackers, so no
    "whenever … attacks" triggers on them (508.4, 508.3a); a token that left or was replaced
    does not attack. A player who left or a planeswalker gone by then: none attacks (506.3c,
    508.4a)."""
    state = ctx.game.state
    gone = (isinstance(defender, str) and state.players[int(defender[1:])].left) or (
        isinstance(defender, int) and defender not in state.battlefield)
    if gone:
        return
    for oid in created:
        if oid in state.battlefield and chars(state, state.objects[oid]).controller == \
                state.active:  # 506.3b
            state.attackers[oid] = defender
            ctx.game.log("attacking", ctx.controller,
                         what=f"{state.objects[oid].card.name}#{oid}", defender=str(defender))
    state.touch()


@handles(m.CreateTokenCopy)
def _token_copy(ctx: Context, e: m.CreateTokenCopy, answers: tuple[Any, ...]) -> Ask | None:
    """"Create a token that's a copy of REF" (707.2): the copiable values of the object,
    or of its last-known information if it has left the battlefield (608.2h)."""
    from cardtable.games.magic.copy import copiable

    state = ctx.game.state
    ids = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
    if not ids and e.what.startswith("moved:"):  # a card the ability moved ("Exile target
        # creature card from a graveyard. Create a token that's a copy of it"): the card as it
        # is in its new zone — its printed values are its copiable values (707.2; issue 29, QF)
        ids = [i for i in ctx.objects(e.what) if i in state.objects]
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
    created: list[int] = []
    for player, count in plan:
        for _ in range(count):
            created.append(ctx.game.create_token_of(card, player, tapped=e.tapped).id)
    # "Sacrifice it at the beginning of the next end step" (Kiki-Jiki): the tokens made
    ctx.memo["created"] = (*ctx.memo.get("created", ()), *created)
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


@handles(m.PutCounters)
def _counters(ctx: Context, e: m.PutCounters, answers: tuple[Any, ...]) -> Ask | None:
    from cardtable.games.magic.effects.interpreter import _each
    from cardtable.games.magic.replacement import apply_in_order, counter_replacements

    state = ctx.game.state
    base = ctx.amount(e.amount)
    if e.counter == "poison" and e.filter is None:
        # "that player gets a poison counter" (CR 122.1f): ten or more and the player loses
        # the game (704.5c); any player reference the effect names
        for player in ctx.players(e.on):
            if base > 0:
                state.players[player].poison += base
                state.touch()
                ctx.game.log("counters", player, counter="poison", amount=base)
        return None
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
        found = counter_replacements(ctx.game, obj, e.counter)  # 616.1e: controller orders
        ordered = _in_chosen_order(found, answers, asked, chars(state, obj).controller,
                                   f"order the replacement effects on {obj.card.name}#{oid}")
        if isinstance(ordered, Ask):
            return ordered
        asked += len(found) > 1
        plan.append((oid, apply_in_order(base, ordered, e.counter)))
    for oid, amount in plan:
        obj = state.objects[oid]
        if amount > 0:
            before = obj.counters.get(e.counter, 0)
            obj.counters[e.counter] = before + amount
            state.touch()
            ctx.game.log("counters", None, on=f"{public_name(obj)}#{obj.id}", counter=e.counter,
                         amount=amount)
            if e.counter == LORE:
                lore_added(ctx.game, obj, before)  # a Saga's chapters (714.2b)
            counters_put(ctx.game, obj, e.counter, amount, ctx.controller)  # 122.6
    return None


@handles(m.RemoveCounters)
def _remove_counters(ctx: Context, e: m.RemoveCounters, _a: tuple[Any, ...]) -> None:
    from cardtable.games.magic.effects.interpreter import _each
    from cardtable.games.magic.triggers import last_counter_removed

    state = ctx.game.state
    ids = _each(ctx, e.on, e.filter) if e.filter is not None else ctx.objects(e.on)
    done = bool(ids)
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
            done = done and have >= ctx.amount(e.amount)
            # "for each charge counter removed this way" (Coalition Relic; 608.2c)
            ctx.memo["counters_removed"] = int(ctx.memo.get("counters_removed", 0)) + \
                have - obj.counters[e.counter]
            if have > 0 and obj.counters[e.counter] == 0 and obj.zone == BATTLEFIELD:
                last_counter_removed(ctx.game, obj, e.counter)  # vanishing (702.63a)
        state.touch()
    if e.counter != "all":  # "Remove a +1/+1 counter from ~. If you do, …" (608.2c; h7-ev3)
        ctx.memo["paid"] = done


@handles(m.Proliferate)
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
        plan.append((choice, {kind: apply_in_order(1, ordered, kind)
                              for kind, n in obj.counters.items() if n > 0}))
    for oid, extra in plan:
        obj = state.objects[oid]
        for kind, amount in extra.items():
            if amount > 0:
                before = obj.counters.get(kind, 0)
                obj.counters[kind] = before + amount
                game.log("counters", None, on=f"{public_name(obj)}#{obj.id}", counter=kind,
                         amount=amount)
                if kind == LORE:
                    state.touch()
                    lore_added(game, obj, before)  # proliferate a Saga (714.2b)
                counters_put(game, obj, kind, amount, ctx.controller)  # 122.6
        state.touch()
    for choice in chosen:
        if isinstance(choice, str):
            player = int(choice[1:])
            state.players[player].poison += 1 + _player_counter_bonus(game, player)
            game.log("poison", player, poison=state.players[player].poison)
    return None


@handles(m.MoveCounters)
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


@handles(m.DistributeCounters)
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
        found = counter_replacements(ctx.game, obj, e.counter)
        ordered = _in_chosen_order(found, answers, used, chars(state, obj).controller,
                                   f"order the replacement effects on {obj.card.name}#{oid}")
        if isinstance(ordered, Ask):
            return ordered
        used += len(found) > 1
        plan.append((oid, apply_in_order(n, ordered, e.counter)))
    if not plan:
        return None
    source.counters[e.counter] = available - len(picks)
    for oid, amount in plan:
        obj = state.objects[oid]
        if amount > 0:
            obj.counters[e.counter] = obj.counters.get(e.counter, 0) + amount
            ctx.game.log("counters", None, on=f"{obj.card.name}#{obj.id}", counter=e.counter,
                         amount=amount)
            counters_put(ctx.game, obj, e.counter, amount, ctx.controller)  # 122.6
    state.touch()
    return None
