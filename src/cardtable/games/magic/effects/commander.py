"""Effects of the Commander cards (the precons' commander-identity, "choose an opponent", goad,
tempting-offer, curse and mana-rider templates), split out of the interpreter by family as
:mod:`.spells` and :mod:`.library` are, each handler registered with ``@handles``; the
interpreter's own helpers are imported when a handler runs."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.interpreter import _each as each
from cardtable.games.magic.effects.interpreter import _temp as temp
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.objects import BATTLEFIELD, COMMAND, GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.state import TempEffect


def _temp(*args: Any, **kwargs: Any) -> None:

    temp(*args, **kwargs)


def _each(*args: Any, **kwargs: Any) -> list[int]:

    return each(*args, **kwargs)


@handles(m.ManaRider)
def _mana_rider(ctx: Context, e: m.ManaRider, _a: tuple[Any, ...]) -> None:
    for symbol in ctx.memo.get("mana_added", ()):
        ctx.game.state.mana_riders.append((ctx.controller, symbol, e.rider, ctx.source_id))


@handles(m.CommanderToHand)
def _commander_to_hand(ctx: Context, e: m.CommanderToHand,
                       answers: tuple[Any, ...]) -> Ask | None:
    """CR 903.3d: the player's commander cards in the command zone (the game's command zone:
    exile before 2009, CMD-4.2); none there, nothing happens; two (partners), they choose."""
    state = ctx.game.state
    zone = getattr(ctx.game, "command_zone", COMMAND)
    for player in ctx.players(e.who)[:1]:
        options = tuple(oid for oid in state.zone(player, zone)
                        if state.commanders.get(state.objects[oid].uid) == player
                        and not state.objects[oid].token)
        if len(options) > 1 and not answers:
            return Ask(player, DecisionKind.CHOOSE_SUBSET, "your commander to put into your hand",
                       options, 1, 1)
        chosen = tuple(answers[0]) if len(options) > 1 else options
        for oid in chosen:
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == zone:
                ctx.game.move(obj, HAND, cause="commander to hand")
    return None


@handles(m.OwnersTakeControl)
def _owners_take_control(ctx: Context, e: m.OwnersTakeControl, _a: tuple[Any, ...]) -> None:
    """Layer 2 (613.1b): each matching permanent under its owner's control from now on."""
    state = ctx.game.state
    by_owner: dict[int, list[int]] = {}
    for oid in state.battlefield:
        obj = state.objects[oid]
        if matches(state, obj, e.filter, ctx.controller, ctx.source_id):
            by_owner.setdefault(obj.owner, []).append(oid)
    for owner, ids in by_owner.items():
        for oid in ids:
            obj = state.objects[oid]
            if chars(state, obj).controller != owner:
                obj.sick = True  # 302.6: it came under a new controller's control
        state.effects.append(TempEffect(state.new_timestamp(), m.ContinuousEffect("2"),
                                        frozenset(ids), owner, "permanent", ctx.source_id))
    state.touch()


@handles(m.Goad)
def _goad(ctx: Context, e: m.Goad, _a: tuple[Any, ...]) -> None:
    """701.38a-b: the creatures are goaded by the controller until that player's next turn —
    two combat requirements (508.1d): attack each combat, and a player other than the goader."""
    state = ctx.game.state
    ids = [i for i in _each(ctx, e.what, e.filter) if state.objects[i].zone == BATTLEFIELD
           and "Creature" in chars(state, state.objects[i]).types]
    _temp(ctx, m.ContinuousEffect("rules", rule="attacks_each_combat"), ids,
          "until_your_next_turn")
    _temp(ctx, m.ContinuousEffect("rules", rule=f"goaded_by:{ctx.controller}"), ids,
          "until_your_next_turn")
    ctx.game.log("goad", ctx.controller, creatures=[state.objects[i].card.name for i in ids])


@handles(m.AttackRandomOpponent)
def _attack_random_opponent(ctx: Context, e: m.AttackRandomOpponent,
                            _a: tuple[Any, ...]) -> None:
    """An opponent chosen at random (seeded); the object must attack them this combat if
    able (508.1d) — a requirement that ends with the combat."""
    state = ctx.game.state
    opponents = state.opponents(ctx.controller)
    if not opponents:
        return
    chosen = opponents[ctx.game.rng.randrange(len(opponents))]
    ctx.game.log("random_opponent", ctx.controller, chosen=chosen)
    ids = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, m.ContinuousEffect("rules", rule=f"attacks_player:{chosen}"), ids,
          "end_of_combat")


@handles(m.ChooseOpponent)
def _choose_opponent(ctx: Context, e: m.ChooseOpponent, answers: tuple[Any, ...]) -> Ask | None:
    """The controller chooses an opponent still in the game (not a target, 115.10)."""
    options = tuple(f"p{p}" for p in ctx.game.state.opponents(ctx.controller))
    if not options:
        ctx.memo.pop("chosen_opponent", None)
        return None
    if len(options) > 1 and not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose an opponent", options)
    chosen = str(answers[0]) if len(options) > 1 else options[0]
    ctx.memo["chosen_opponent"] = int(chosen[1:])
    ctx.game.log("choose_opponent", ctx.controller, chosen=int(chosen[1:]))
    return None


@handles(m.ReturnCardChosen)
def _return_card_chosen(ctx: Context, e: m.ReturnCardChosen,
                        answers: tuple[Any, ...]) -> Ask | None:
    """608.2d: each player ``e.who`` names (APNAP order, 101.4) chooses ``e.count`` matching
    cards in their graveyard as this resolves (all of them if fewer; "at random": the game's
    seeded choice); they go to the hand or enter (tapped) under that player's control
    (110.2a)."""
    state = ctx.game.state
    asked = 0
    for player in ctx.players(e.who):
        options = tuple(oid for oid in state.zone(player, GRAVEYARD)
                        if matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if not options:
            continue
        to = HAND if e.to == "hand" else BATTLEFIELD
        n = min(e.count, len(options))
        if e.at_random:  # the game's seeded random choice, not the player's
            chosen = tuple(ctx.game.rng.sample(list(options), n))
        elif len(options) > n:
            if asked >= len(answers):
                return Ask(player, DecisionKind.CHOOSE_SUBSET,
                           f"a card to return to the {'hand' if to == HAND else 'battlefield'}"
                           if n == 1 else f"{n} cards to return to the "
                           f"{'hand' if to == HAND else 'battlefield'}", options, n, n)
            chosen = tuple(answers[asked])
            asked += 1
        else:
            chosen = options
        for oid in chosen:
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == GRAVEYARD:
                if to == HAND:
                    ctx.game.move(obj, HAND, cause="return")
                else:
                    ctx.game.move(obj, BATTLEFIELD, cause="return", controller=player,
                                  tapped=e.tapped)
    return None


@handles(m.LoseKeywords)
def _lose_keywords(ctx: Context, e: m.LoseKeywords, _a: tuple[Any, ...]) -> None:
    """Layer 6 on the set fixed now (611.2c); "can't have" is ``cant_have:`` (layers.py)."""
    ids = [i for i in _each(ctx, e.on, e.filter) if ctx.game.state.objects[i].zone == BATTLEFIELD]
    rule = ("cant_have:" if e.cant_have else "lose:") + ",".join(e.keywords)
    _temp(ctx, m.ContinuousEffect("6", rule=rule), ids, e.duration)


@handles(m.TemptingSearch)
def _tempting_search(ctx: Context, e: m.TemptingSearch,
                     answers: tuple[Any, ...]) -> Ask | None:
    """Every choice first, in the printed order (your search, each opponent's yes/no and
    search in APNAP order, your extra searches), then the cards enter and the searchers
    shuffle. A search may find nothing (701.19b); a player who may not search (a format's
    rule) does not search and is not asked."""
    game = ctx.game
    state = game.state
    used = 0
    picked: list[tuple[int, int]] = []
    searched: list[int] = []

    def search(player: int) -> Ask | None:
        nonlocal used
        if not game.may_search(player):
            return None
        searched.append(player)
        taken = {oid for _p, oid in picked}
        found = tuple(oid for oid in state.zone(player, LIBRARY) if oid not in taken
                      and matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if not found:
            return None
        if used >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_SUBSET,
                       "search your library for a land card (tempting offer)", found, 0, 1)
        picked.extend((player, oid) for oid in answers[used])
        used += 1
        return None

    asked = search(ctx.controller)
    if asked is not None:
        return asked
    accepted = 0
    for opponent in state.opponents(ctx.controller):
        if not game.may_search(opponent):
            continue
        if used >= len(answers):
            return Ask(opponent, DecisionKind.YES_NO,
                       "tempting offer: search your library for a land card too?", (True, False))
        yes = answers[used] is True
        used += 1
        if yes:
            accepted += 1
            asked = search(opponent)
            if asked is not None:
                return asked
    for _ in range(accepted):
        asked = search(ctx.controller)
        if asked is not None:
            return asked
    for player, oid in picked:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == LIBRARY:
            game.move(obj, BATTLEFIELD, cause="search", controller=player)
    for player in dict.fromkeys(searched):
        game.shuffle(player)
    return None


@handles(m.ChooseDirection)
def _choose_direction(ctx: Context, e: m.ChooseDirection,
                      answers: tuple[Any, ...]) -> Ask | None:
    """The controller chooses left or right; the object keeps the last choice (a rule on it
    that the combat restriction reads, combat.py)."""
    state = ctx.game.state
    source = state.objects.get(ctx.source_id)
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose left or right",
                   ("left", "right"))
    if source is None or source.zone != BATTLEFIELD:
        return None
    state.effects = [t for t in state.effects if not (
        t.source == ctx.source_id and t.effect.rule.startswith("direction:"))]
    _temp(ctx, m.ContinuousEffect("rules", rule=f"direction:{answers[0]}"), [ctx.source_id],
          "permanent")
    ctx.game.log("direction", ctx.controller, chosen=answers[0])
    return None
