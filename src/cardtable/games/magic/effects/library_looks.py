"""The interpreter's handlers for looks at hidden zones (issues 28/29, the "library" helper;
:mod:`cardtable.games.magic.model.library_looks`), registered with ``@handles``.

A look (CR 701.16e) is logged with the card names in the event's secret part, seen by the
looker alone (``secret_to``); a reveal (701.16a) is a public event. The one card looked at on
top of a library is remembered as the ability's ``"revealed"`` card, which "that card", "it"
and "If it's a … card" read after it."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.keyword_abilities import CREATURE_TYPES
from cardtable.games.magic.layers import base_chars, chars, matches
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY

LOOKED = "revealed"
"""The memo key of the card looked at (shared with the reveals it composes with)."""


@handles(m.LookAt)
def _look_at(ctx: Context, e: m.LookAt, _a: tuple[Any, ...]) -> None:
    """"Look at target player's hand" / "the top N cards of target player's library": the
    controller alone sees the names (CR 701.16e, 402.3: a hand is hidden from the others)."""
    game = ctx.game
    state = game.state
    looker = ctx.controller
    for player in ctx.players(e.whose)[:1]:
        if e.zone == "hand":
            seen = list(state.zone(player, HAND))
        else:
            seen = list(state.zone(player, LIBRARY)[:max(0, ctx.amount(e.count))])
        game.log("look", looker, secret={"cards": [state.objects[o].card.name for o in seen]},
                 secret_to=frozenset({looker}), whose=player, zone=e.zone, count=len(seen))
        if e.zone == "library_top" and len(seen) == 1:
            ctx.memo[LOOKED] = seen[0]


@handles(m.PutLooked)
def _put_looked(ctx: Context, e: m.PutLooked, _a: tuple[Any, ...]) -> None:
    """The card looked at goes where the text says, only if it is still on top of its owner's
    library (CR 400.7: a card that moved is a new object)."""
    game = ctx.game
    state = game.state
    oid = ctx.memo.get(LOOKED)
    card = state.objects.get(oid) if isinstance(oid, int) else None
    if card is None or card.zone != LIBRARY:
        return
    if e.to == "graveyard":
        game.move(card, GRAVEYARD, cause="put")
    elif e.to == "exile":
        game.move(card, EXILE, cause="exile")
    elif e.to == "battlefield":  # under the controller of the ability (CR 110.2a)
        game.move(card, BATTLEFIELD, cause="put", controller=ctx.controller, tapped=e.tapped)
    elif e.to == "hand":
        game.move(card, HAND, cause="put")
    else:
        game.move(card, LIBRARY, top=False, cause="put")


def _creature_types(subtypes: frozenset[str]) -> frozenset[str]:
    return subtypes & CREATURE_TYPES


@handles(m.LookTopKinship)
def _look_top_kinship(ctx: Context, e: m.LookTopKinship,
                      answers: tuple[Any, ...]) -> Ask | None:
    """Kinship: the controller looks at their top card (CR 701.16e); if it shares a creature
    type with the source (205.3m; the source as it last existed, 608.2h) they may reveal it
    (701.16a). ``memo["paid"]`` says whether they did, for the "If you do" after it."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    ctx.memo["paid"] = False
    library = state.zone(player, LIBRARY)
    if not library:
        return None
    top = state.objects[library[0]]
    if not answers:
        game.log("look", player, secret={"card": top.card.name},
                 secret_to=frozenset({player}), count=1)
    source = state.objects.get(ctx.source_id)
    if source is not None:
        mine = frozenset(chars(state, source).subtypes)
    else:
        lki = state.lki.get(ctx.source_id)
        mine = frozenset(lki.subtypes) if lki is not None else frozenset()
    if not _creature_types(mine) & _creature_types(frozenset(base_chars(top).subtypes)):
        return None
    if not answers:
        return Ask(player, DecisionKind.YES_NO, "reveal the top card of your library",
                   (True, False))
    if answers[0] is True:
        game.log("reveal", player, cards=[top.card.name])
        ctx.memo[LOOKED] = top.id
        ctx.memo["paid"] = True
    return None


@handles(m.PutFromHandOnBottom)
def _hand_to_bottom(ctx: Context, e: m.PutFromHandOnBottom,
                    answers: tuple[Any, ...]) -> Ask | None:
    """Each player chooses N cards of their hand in the order they want them (CR 401.4), the
    first chosen ending lowest; the cards go to the bottom of their library. The moves are
    between hidden zones: the log names no card to the other players."""
    game = ctx.game
    state = game.state
    plan: list[tuple[int, tuple[int, ...]]] = []
    asked = 0
    for player in ctx.players(e.who):
        hand = tuple(state.zone(player, HAND))
        n = min(ctx.amount(e.amount), len(hand))
        if n == 0:
            continue
        if n == len(hand) == 1:
            plan.append((player, hand))
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_ORDERED,
                       f"put {n} card(s) from your hand on the bottom of your library "
                       "(the first lowest)", hand, n, n)
        chosen = tuple(answers[asked])
        asked += 1
        if len(set(chosen)) != n or not set(chosen) <= set(hand):
            chosen = hand[:n]  # an impossible answer: the first N, in hand order
        plan.append((player, chosen))
    moved = False
    for _player, chosen in plan:
        for oid in reversed(chosen):  # the last chosen goes first: the first ends lowest
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == HAND:
                game.move(obj, LIBRARY, top=False, cause="put_on_bottom")
                moved = True
    ctx.memo["paid"] = moved
    return None


@handles(m.PutFromHandOntoBattlefield)
def _hand_to_battlefield(ctx: Context, e: m.PutFromHandOntoBattlefield,
                         answers: tuple[Any, ...]) -> Ask | None:
    """Each player ``who`` names chooses one card of their hand that matches (CR 608.2d) — or,
    with ``optional``, none — in APNAP order (101.4); the chosen cards then enter at once under
    their owners' control, tapped if the text says so. With none, "If you do" is false
    (608.2c). A land put this way is not played (305.4)."""
    game = ctx.game
    state = game.state
    ctx.memo["paid"] = False
    players = ctx.players(e.who)
    if not e.optional:
        players = players[:1]
    plan: list[tuple[int, int]] = []
    asked = 0
    for player in players:
        fitting = tuple(oid for oid in state.zone(player, HAND)
                        if matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if not fitting:
            continue
        if not e.optional and len(fitting) == 1:
            plan.append((player, fitting[0]))
            continue
        if asked >= len(answers):
            if e.optional:
                return Ask(player, DecisionKind.CHOOSE_SUBSET,
                           "you may put a card from your hand onto the battlefield",
                           fitting, 0, 1)
            return Ask(player, DecisionKind.CHOOSE_ONE,
                       "put a card from your hand onto the battlefield", fitting)
        answer = answers[asked]
        asked += 1
        chosen = tuple(answer) if e.optional else (answer,)
        plan.extend((player, oid) for oid in chosen[:1] if oid in fitting)
    for player, oid in plan:
        game.move(state.objects[oid], BATTLEFIELD, cause="put", controller=player,
                  tapped=e.tapped)
        ctx.memo["paid"] = True
    return None


@handles(m.RevealFromHand)
def _reveal_from_hand(ctx: Context, e: m.RevealFromHand, answers: tuple[Any, ...]) -> Ask | None:
    """The controller chooses any number of matching cards of their hand and reveals them to
    everyone (CR 701.16a); the count is remembered for "… revealed this way" (608.2c)."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    fitting = tuple(oid for oid in state.zone(player, HAND)
                    if matches(state, state.objects[oid], e.filter, player, ctx.source_id))
    if fitting and not answers:
        return Ask(player, DecisionKind.CHOOSE_SUBSET, "reveal any number of these cards",
                   fitting, 0, len(fitting))
    chosen = [oid for oid in (tuple(answers[0]) if answers else ()) if oid in fitting]
    ctx.memo["revealed_count"] = len(chosen)
    if chosen:
        game.log("reveal", player, cards=[state.objects[o].card.name for o in chosen])
    return None
