"""The interpreter's handler for "transform ~" (CR 701.28), registered with ``@handles``: each
permanent the effect names turns over (:func:`cardtable.games.magic.faces.transform`); one
that is no transforming double-faced card, or whose daybound or nightbound allows no other
transforming, does nothing (701.28c, 702.145b, 702.145e); nor does one that already
transformed since its own ability was put on the stack (701.28f). "Exile this Saga, then
return it to the battlefield transformed" puts the card back with its back face up
(712.14a)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.faces import ENTERS_TRANSFORMED, flip, transform, transformed_since
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, LIBRARY


@handles(m.Transform)
def _transform(ctx: Context, e: m.Transform, _a: tuple[Any, ...]) -> None:
    """An ability of the permanent itself transforms it only if it has not transformed since
    the ability was put on the stack (701.28f: "{2}: Transform ~" activated twice turns it
    over once)."""
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        obj = state.objects.get(oid)
        if obj is None or (oid == ctx.source_id and transformed_since(state, oid, ctx.item)):
            continue
        transform(ctx.game, obj)


@handles(m.ExileReturnTransformed)
def _exile_return_transformed(ctx: Context, e: m.ExileReturnTransformed,
                              _a: tuple[Any, ...]) -> None:
    """"Exile this Saga, then return it to the battlefield transformed under your control."
    — the card exiled is a new object (400.7) that returns back face up (712.14a), a new
    permanent again; nothing returns if it was not exiled (it had left, or a replacement
    sent it elsewhere)."""
    game = ctx.game
    for oid in ctx.objects(e.what):
        obj = game.state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD:
            continue
        exiled = game.move(obj, EXILE, cause="exile")
        if exiled.zone != EXILE:
            continue
        controller = ctx.controller if e.under == "you" else exiled.owner
        game.move(exiled, BATTLEFIELD, cause=ENTERS_TRANSFORMED, controller=controller)


@handles(m.Flip)
def _flip(ctx: Context, e: m.Flip, _a: tuple[Any, ...]) -> None:
    """"Flip ~" (CR 710.2): the flip card the ability belongs to flips, once (710.4)."""
    state = ctx.game.state
    for oid in ctx.objects(e.what):
        obj = state.objects.get(oid)
        if obj is not None:
            flip(ctx.game, obj)


@handles(m.LookTopMayRevealIt)
def _look_top_may_reveal_it(ctx: Context, e: m.LookTopMayRevealIt,
                            answers: tuple[Any, ...]) -> Ask | None:
    """Delver of Secrets' upkeep (CR 701.16e, 701.16a): the look is logged for the player alone;
    revealed, the card is shown to everyone and remembered for "… revealed this way"."""
    game = ctx.game
    state = game.state
    for player in ctx.players(e.who)[:1]:
        library = state.zone(player, LIBRARY)
        if not library:
            return None
        top = state.objects[library[0]]
        if not answers:
            game.log("look", player, secret={"card": top.card.name},
                     secret_to=frozenset({player}), count=1)
            return Ask(player, DecisionKind.YES_NO, "reveal the top card of your library",
                       (True, False))
        if answers[0] is True:
            game.log("reveal", player, cards=[top.card.name])
            ctx.memo["revealed"] = top.id
    return None
