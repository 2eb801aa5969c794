"""Handlers of the effects of issue 28's last staples (:mod:`cardtable.games.magic.model
.spending`, …). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.mana import can_pay, requirement
from cardtable.games.magic.mana_riders import SPEND_ONLY
from cardtable.games.magic.objects import GRAVEYARD, HAND
from cardtable.games.magic.player_protection import life_cant_change


@handles(m.SpendOnly)
def _spend_only(ctx: Context, e: m.SpendOnly, _a: tuple[Any, ...]) -> Ask | None:
    """"Spend this mana only to …" (CR 106.6) after mana an ability resolving through the
    interpreter added: each unit of it carries the restriction (mana_riders.usable_pool). A
    mana ability activated by hand gets the same riders in ``game_services.activate_mana``."""
    for symbol in ctx.memo.get("mana_added", ()):
        ctx.game.state.mana_riders.append((ctx.controller, symbol, SPEND_ONLY, ctx.source_id))
    return None


@handles(m.MayPayAmount)
def _may_pay_amount(ctx: Context, e: m.MayPayAmount, answers: tuple[Any, ...]) -> Ask | None:
    """"… unless that player pays {X}, where X is ~'s power" (CR 118.12, 608.2d): the amount
    is read now; the player chooses whether to pay it (one who can't pay doesn't, 118.3), and
    the following "if not paid" reads ``memo["paid"]``."""
    who = ctx.players(e.who)
    player = who[0] if who else ctx.controller
    n = max(0, ctx.amount(e.amount))
    need = requirement("{" + str(n) + "}")
    if not answers:
        if not can_pay(ctx.game.state, player, need):
            ctx.memo["paid"] = False
            return None
        return Ask(player, DecisionKind.YES_NO, f"pay {{{n}}}?", (True, False))
    paid = answers[0] is True and ctx.game.pay_mana(player, need)
    if paid:
        ctx.game.log("paid", player, mana=n)
    ctx.memo["paid"] = paid
    return None


LOSE_LIFE = "lose_life"


@handles(m.Punisher)
def _punisher(ctx: Context, e: m.Punisher, answers: tuple[Any, ...]) -> Ask | None:
    """"Repeat the following process X times. Each opponent loses 3 life unless that player
    sacrifices a nonland permanent or discards a card." (Torment of Hailfire; CR 608.2d): one
    choice per player per repetition, in turn order; each answer is carried out as it comes
    (the next choice sees its result), its count kept in the memo. A player with only one
    choice left (no nonland permanent and no card in hand) is not asked."""
    game = ctx.game
    state = game.state
    players = ctx.players(e.who)
    pairs = [p for _ in range(max(0, ctx.amount(e.times))) for p in players]
    done = int(ctx.memo.get("punisher_done", 0))
    pending = list(answers[int(ctx.memo.get("punisher_answers", 0)):])
    while done < len(pairs):
        player = pairs[done]
        options: list[Any] = [LOSE_LIFE]
        if e.sacrifice is not None:
            options += [("sacrifice", oid) for oid in state.battlefield
                        if chars(state, state.objects[oid]).controller == player
                        and matches(state, state.objects[oid], e.sacrifice, player,
                                    ctx.source_id)]
        if e.discard:
            options += [("discard", oid) for oid in state.zone(player, HAND)]
        if len(options) == 1:
            choice: Any = LOSE_LIFE
        elif pending:
            choice = pending.pop(0)
            if isinstance(choice, list):
                choice = tuple(choice)  # a record read back from JSON
            ctx.memo["punisher_answers"] = int(ctx.memo.get("punisher_answers", 0)) + 1
        else:
            ctx.memo["punisher_done"] = done
            return Ask(player, DecisionKind.CHOOSE_ONE,
                       f"lose {e.life} life, or sacrifice a permanent or discard a card "
                       f"({done + 1} of {len(pairs)})", tuple(options))
        _punish(ctx, e, player, choice)
        done += 1
    ctx.memo["punisher_done"] = done
    return None


def _punish(ctx: Context, e: m.Punisher, player: int, choice: Any) -> None:
    game = ctx.game
    state = game.state
    if choice == LOSE_LIFE:
        lost = 0 if life_cant_change(state, player) else e.life  # 119.8
        state.players[player].life -= lost
        game.log("life", player, lost=lost, life=state.players[player].life)
        return
    how, oid = choice
    obj = state.objects[oid]
    game.move(obj, GRAVEYARD, cause="sacrifice" if how == "sacrifice" else "discard")
