"""Handlers of the effects of :mod:`cardtable.games.magic.model.effects_more` (issue 28's
effect-verb sub-grammar). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.chosen import chosen_color
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.counters_tokens import _counters
from cardtable.games.magic.effects.interpreter import _grant
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.model.counters_tokens import PutCounters
from cardtable.games.magic.model.effects_more import (
    ALL_OF_THEM,
    COLOR_CHOICES,
    Bolster,
    ExchangeControl,
    FlipCoin,
    GrantChosenProtection,
    LookPut,
    RevealUntilPut,
    ShuffleGraveyard,
    Support,
)
from cardtable.games.magic.model.zone_verbs_9b import REST_ON_TOP_ANY, REST_STAYS
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.state import TempEffect


@handles(LookPut)
def _look_put(ctx: Context, e: LookPut, answers: tuple[Any, ...]) -> Ask | None:
    """The top ``count`` cards of the controller's library: looked at by them alone (CR 401.4)
    or revealed to all (701.16a). The player chooses the cards to take among those matching the
    filter (exactly ``take`` of them when they must and can, up to ``take`` with "you may"; all
    of them for "all … revealed this way"); those go to the hand, the rest where ``rest`` says:
    the graveyard at once (603.2), or the bottom of the library in the order the player chooses
    ("in any order", 401.4) or in a random order (seeded)."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    count = e.count if e.count_x is None else max(0, ctx.amount(e.count_x))  # X (round 9)
    top = tuple(state.zone(player, LIBRARY)[:count])
    if not top:
        return None
    if e.reveal:
        game.log("reveal", player, cards=[state.objects[o].card.name for o in top])
    options = tuple(o for o in top if matches(state, state.objects[o], e.filter, player,
                                              ctx.source_id))
    asked = 0
    if e.take == ALL_OF_THEM:
        chosen: tuple[int, ...] = options
    else:
        most = min(e.take, len(options))
        least = 0 if e.optional else most
        if most == 0 or (least == most == len(options)):
            chosen = options[:most]
        else:
            if not answers:
                return Ask(player, DecisionKind.CHOOSE_SUBSET,
                           f"put {'up to ' if e.optional else ''}{most} of the top "
                           f"{len(top)} cards into your {e.to}", options, least, most)
            chosen = tuple(answers[0])
            asked = 1
            if not (least <= len(chosen) <= most and set(chosen) <= set(options)):
                chosen = options[:most]  # an impossible answer: the first ones
    rest = tuple(o for o in top if o not in chosen)
    order = rest
    if e.rest in ("bottom_any_order", "top_any_order", REST_ON_TOP_ANY) and len(rest) > 1:
        if len(answers) <= asked:
            where = "bottom of your library (first goes to the bottom first)" \
                if e.rest == "bottom_any_order" else "top of your library (first on top)"
            return Ask(player, DecisionKind.CHOOSE_ORDERED, f"order for the {where}",
                       rest, len(rest), len(rest))
        order = tuple(answers[asked])
        if sorted(order) != sorted(rest):
            order = rest
    if chosen and e.wording in ("may_reveal_that", "reveal_any"):  # shown to all (701.16a)
        game.log("reveal", player, cards=[state.objects[o].card.name for o in chosen])
    if chosen and e.to == "battlefield":  # issue 29 (EV1): "onto the battlefield [tapped]"
        for oid in chosen:
            game.move(state.objects[oid], BATTLEFIELD, cause="put", tapped=e.tapped)
    elif chosen:
        game.move_batch(list(chosen), HAND if e.to == "hand" else GRAVEYARD, cause="put")
    _put_rest(ctx, player, e.rest, rest, order)
    return None


def _put_rest(ctx: Context, player: int, place: str, rest: tuple[int, ...],
              order: tuple[int, ...]) -> None:
    """The cards not taken: to the graveyard or exile at once (603.2), or to the bottom of the
    library in ``order`` (the player's, "in any order") or in a seeded random order."""
    game = ctx.game
    state = game.state
    if place in ("graveyard", "exile", "hand"):  # "hand": issue 29 (EV1)
        game.move_batch(list(rest), {"graveyard": GRAVEYARD, "exile": EXILE}.get(place, HAND),
                        cause="put")
        return
    if place == REST_STAYS:  # no rest named: the others stay on top as they were (h9b-EV1)
        return
    if place in ("top_any_order", REST_ON_TOP_ANY):  # "the rest [back] on top … in any order"
        library = state.zone(player, LIBRARY)
        for oid in reversed(order):  # the first in the order ends on top
            if oid in library:
                library.remove(oid)
                library.insert(0, oid)
        state.touch()
        return
    if place == "bottom_random":
        shuffled = list(rest)
        game.rng.shuffle(shuffled)
        order = tuple(shuffled)
    library = state.zone(player, LIBRARY)
    for oid in order:
        if oid in library:
            library.remove(oid)
            library.append(oid)
    state.touch()


@handles(RevealUntilPut)
def _reveal_until_put(ctx: Context, e: RevealUntilPut, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.16a: cards are revealed from the top until one matches the filter (all of them
    if none does); that card goes to the hand or onto the battlefield under the controller's
    control, the other revealed cards where ``rest`` says."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    revealed: list[int] = []
    found: int | None = None
    for oid in state.zone(player, LIBRARY):
        revealed.append(oid)
        if matches(state, state.objects[oid], e.filter, player, ctx.source_id):
            found = oid
            break
    rest = tuple(o for o in revealed if o != found)
    order = rest
    if e.rest == "bottom_any_order" and len(rest) > 1:
        if not answers:
            return Ask(player, DecisionKind.CHOOSE_ORDERED,
                       "order for the bottom of your library (first goes to the bottom first)",
                       rest, len(rest), len(rest))
        order = tuple(answers[0]) if sorted(answers[0]) == sorted(rest) else rest
    game.log("reveal", player, cards=[state.objects[o].card.name for o in revealed])
    ctx.memo["revealed_count"] = len(revealed)  # "the number of cards revealed this way" (608.2c)
    if found is not None:
        if e.to == "battlefield":
            game.move(state.objects[found], BATTLEFIELD, cause="put", controller=player)
        else:
            game.move(state.objects[found], HAND, cause="put")
    _put_rest(ctx, player, e.rest, rest, order)
    return None


@handles(Bolster)
def _bolster(ctx: Context, e: Bolster, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.33a: the controller chooses one of the creatures they control with the least
    toughness (asked only on a tie) and puts N +1/+1 counters on it, as "put counters" does
    (replacement effects on counters apply, 616.1e)."""
    state = ctx.game.state
    yours = [(oid, chars(state, state.objects[oid])) for oid in state.battlefield]
    creatures = [(oid, c.toughness) for oid, c in yours
                 if c.controller == ctx.controller and "Creature" in c.types]
    if not creatures:
        return None
    least = min(t for _oid, t in creatures)
    tied = tuple(oid for oid, t in creatures if t == least)
    chosen, asked = tied[0], 0
    if len(tied) > 1:
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"bolster {ctx.amount(e.amount)}: a creature with the least toughness",
                       tied)
        chosen = answers[0] if answers[0] in tied else tied[0]
        asked = 1
    put = PutCounters(counter="+1/+1", amount=e.amount, on="target:0")
    return _counters(replace(ctx, targets=((chosen,),)), put, answers[asked:])


@handles(FlipCoin)
def _flip_coin(ctx: Context, e: FlipCoin, _a: tuple[Any, ...]) -> None:
    """CR 705.1–705.2: the controller flips a coin (the game's seeded generator) and wins or
    loses the flip; the result is left where "If you win the flip" reads it."""
    won = ctx.game.rng.random() < 0.5
    ctx.memo["won_flip"] = won
    ctx.game.log("coin_flip", ctx.controller, won=won)


@handles(ExchangeControl)
def _exchange_control(ctx: Context, e: ExchangeControl, _a: tuple[Any, ...]) -> None:
    """CR 701.10b–c: each of the two permanents gets the other's controller, with no end
    (layer 2); if one of them is not on the battlefield any more, or both have the same
    controller, the exchange doesn't happen."""
    state = ctx.game.state
    ids = [*ctx.objects(e.a), *(ctx.objects(e.b) if e.b else ())]
    ids = [i for i in ids if state.objects[i].zone == BATTLEFIELD]
    if len(ids) != 2:
        return
    first, second = ids
    owners = chars(state, state.objects[first]).controller, \
        chars(state, state.objects[second]).controller
    if owners[0] == owners[1]:
        return
    for oid, player in ((first, owners[1]), (second, owners[0])):
        state.effects.append(TempEffect(state.new_timestamp(), m.ContinuousEffect("2"),
                                        frozenset({oid}), player, "permanent", ctx.source_id))
        state.objects[oid].sick = True
    state.touch()
    ctx.game.log("exchange_control", ctx.controller,
                 of=[public_name(state.objects[i]) for i in ids])


@handles(ShuffleGraveyard)
def _shuffle_graveyard(ctx: Context, e: ShuffleGraveyard, _a: tuple[Any, ...]) -> None:
    """CR 701.20a: each named player's whole graveyard goes into their library at once (one
    event, 603.2), then that player shuffles."""
    state = ctx.game.state
    players = ctx.players(e.who)
    ctx.game.move_batch([oid for player in players for oid in state.zone(player, GRAVEYARD)],
                        LIBRARY, cause="shuffle_in")
    for player in players:
        ctx.game.shuffle(player)


_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@handles(GrantChosenProtection)
def _chosen_protection(ctx: Context, e: GrantChosenProtection,
                       answers: tuple[Any, ...]) -> Ask | None:
    """CR 608.2d, 702.16a: the controller names a colour as the effect resolves; the object
    (or each permanent the filter matches) gains protection from that colour (layer 6)."""
    if e.chosen:  # "protection from the chosen color": the ability's earlier choice
        color = ctx.memo.get("chosen_color") or chosen_color(ctx.game.state, ctx.source_id)
        if color not in _COLOR_CODES:
            return None  # no colour was chosen: protection from nothing
        answers = (color,)
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                   "protection from the color of your choice", COLOR_CHOICES)
    color = str(answers[0]) if str(answers[0]) in _COLOR_CODES else COLOR_CHOICES[0]
    keyword = m.Keyword("protection", filter=m.Filter(colors=(_COLOR_CODES[color],)),
                        text=f"protection from {color}")
    ctx.game.log("choose_color", ctx.controller, color=color)
    return _grant(ctx, m.GrantAbilities(keywords=(keyword,), on=e.on, filter=e.filter,
                                        duration=e.duration), ())


@handles(Support)
def _support(ctx: Context, e: Support, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.35a: a +1/+1 counter on each chosen target still legal, as "put counters" puts
    them (replacement effects on counters apply, 616.1e)."""
    return _counters(ctx, PutCounters(counter="+1/+1", amount=1, on=e.on), answers)

