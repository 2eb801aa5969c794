"""Handlers of the effects of :mod:`cardtable.games.magic.model.composition` (issues 28/29,
effect composition). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.interpreter import _grant, _temp
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model import ContinuousEffect
from cardtable.games.magic.model.composition import ExileIfDies, GrantKeywordChoice, PutFromHand
from cardtable.games.magic.model.effects import GrantAbilities
from cardtable.games.magic.objects import BATTLEFIELD, HAND
from cardtable.games.magic.zones import EXILE_IF_DIES


@handles(PutFromHand)
def _put_from_hand(ctx: Context, e: PutFromHand, answers: tuple[Any, ...]) -> Ask | None:
    """"Put a land card from your hand onto the battlefield [tapped]": the player chooses one
    matching card of their own hand (only they see the options: their hand is theirs, CR
    402.3); with none, nothing happens. Not a land play (CR 305.4), so no land drop is used."""
    game = ctx.game
    state = game.state
    asked = 0
    plan: list[tuple[int, int]] = []
    for player in ctx.players(e.who):
        options = tuple(oid for oid in state.zone(player, HAND)
                        if matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if not options:
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_ONE,
                       "choose a card from your hand to put onto the battlefield", options)
        chosen = answers[asked]
        asked += 1
        plan.append((player, chosen if chosen in options else options[0]))
    for player, oid in plan:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == HAND:
            game.move(obj, BATTLEFIELD, cause="put", controller=player, tapped=e.tapped)
    return None


@handles(GrantKeywordChoice)
def _grant_keyword_choice(ctx: Context, e: GrantKeywordChoice,
                          answers: tuple[Any, ...]) -> Ask | None:
    """CR 608.2d: the controller chooses one of the keywords as the effect resolves; the
    object gains it (layer 6) for the duration."""
    names = tuple(k.name for k in e.keywords)
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose a keyword to gain", names)
    chosen = answers[0] if answers[0] in names else names[0]
    keyword = e.keywords[names.index(chosen)]
    ctx.game.log("choose_keyword", ctx.controller, keyword=chosen)
    return _grant(ctx, GrantAbilities(keywords=(keyword,), on=e.on, duration=e.duration), ())


@handles(ExileIfDies)
def _exile_if_dies(ctx: Context, e: ExileIfDies, _a: tuple[Any, ...]) -> None:
    """CR 614.1a: the objects named now (611.2c) are exiled instead of dying this turn
    (zones.dies_replacement reads the rule)."""
    state = ctx.game.state
    ids = [i for i in ctx.objects(e.on) if state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, ContinuousEffect("rules", rule=EXILE_IF_DIES), ids, "end_of_turn")
