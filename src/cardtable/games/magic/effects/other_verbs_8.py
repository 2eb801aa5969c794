"""Handlers of the other effect verbs of issue 29, eighth wave (helper h8-ev3;
:mod:`..model.other_verbs_8`): winning the game (CR 104.2b), a life total set (119.5) or
exchanged (701.10c), and colour changes (105.3, layer 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic import triggers
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.objects import BATTLEFIELD
from cardtable.games.magic.player_protection import life_cant_change
from cardtable.games.magic.player_rules import cant_gain_life, cant_lose, cant_win
from cardtable.games.magic.state import TempEffect

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

_STOP = "stop"  # "up to N": remove no more


@handles(m.WinGame)
def _win_game(ctx: Context, e: m.WinGame, _a: tuple[Any, ...]) -> None:
    """104.2b: the player wins — every other player still in the game loses it, and the game
    ends with the winner the last player standing. A player who can't win (Platinum Angel's
    controller's opponents) doesn't; a player who can't lose stays in (104.3, 101.2)."""
    game = ctx.game
    for player in ctx.players(e.who):
        if game.state.players[player].left or cant_win(game, player):
            continue
        others = [p for p in game.state.in_game() if p != player and not cant_lose(game, p)]
        game.log("win", player)
        if others:
            game.players_lose(others, "opponent_won")
        return


def _set_life(game: GameServices, player: int, total: int) -> None:
    """119.5: gain or lose the difference (life-gain and life-loss rules apply: 119.7, 119.8)."""
    life = game.state.players[player].life
    if total > life:
        game.gain_life(player, total - life)
    elif total < life and not life_cant_change(game.state, player):
        lost = life - total
        game.state.players[player].life = total
        game.log("life", player, lost=lost, life=total)
        triggers.life_lost(game, player, lost)  # "Whenever you lose life" (119.3)


@handles(m.SetLifeTotal)
def _set_life_total(ctx: Context, e: m.SetLifeTotal, _a: tuple[Any, ...]) -> None:
    """"target player's life total becomes 10" (119.5); an amount read per player for "each
    player's life total becomes …" is read once, as the effect begins (608.2h)."""
    total = ctx.amount(e.amount)
    for player in ctx.players(e.who):
        _set_life(ctx.game, player, total)


def _can_reach(game: GameServices, player: int, total: int) -> bool:
    life = game.state.players[player].life
    if total == life:
        return True
    if life_cant_change(game.state, player):
        return False  # 119.8
    return total < life or not cant_gain_life(game, player)  # 119.7


@handles(m.ExchangeLifeTotals)
def _exchange_life(ctx: Context, e: m.ExchangeLifeTotals, _a: tuple[Any, ...]) -> None:
    """701.10c: each player gains or loses what it takes to reach the other's previous total;
    701.10a: if either part can't happen, neither does."""
    game = ctx.game
    pair = ctx.players(e.first) if not e.second else (
        ctx.players(e.first)[:1] + ctx.players(e.second)[:1])  # "two target players": one target
    if len(pair) != 2 or pair[0] == pair[1]:
        return
    a, b = pair[0], pair[1]
    if any(game.state.players[p].left for p in (a, b)):
        return
    life_a, life_b = game.state.players[a].life, game.state.players[b].life
    if not (_can_reach(game, a, life_b) and _can_reach(game, b, life_a)):
        return
    _set_life(game, a, life_b)
    _set_life(game, b, life_a)


@handles(m.ColorChange)
def _color_change(ctx: Context, e: m.ColorChange, _a: tuple[Any, ...]) -> None:
    """105.3: the new colours replace the old (none: colorless) unless "in addition"; one
    layer-5 effect (613.1e), the keywords a layer-6 effect for the same time (611.2c: the
    affected objects locked in now)."""
    state = ctx.game.state
    ids = frozenset(i for i in ctx.objects(e.on) if state.objects[i].zone == BATTLEFIELD)
    if not ids:
        return
    colour = (m.ContinuousEffect("5", add_colors=e.colors) if e.in_addition else
              m.ContinuousEffect("5", set_colors=e.colors))
    state.effects.append(TempEffect(state.new_timestamp(), colour, ids, ctx.controller,
                                    e.duration, ctx.source_id))
    if e.keywords:
        state.effects.append(TempEffect(state.new_timestamp(),
                                        m.ContinuousEffect("6", add_keywords=tuple(
                                            m.Keyword(name) for name in e.keywords)), ids,
                                        ctx.controller, e.duration, ctx.source_id))
    state.touch()


@handles(m.RemoveChosenCounters)
def _remove_chosen_counters(ctx: Context, e: m.RemoveChosenCounters,
                            answers: tuple[Any, ...]) -> Ask | None:
    """122.1, 608.2d: the controller picks, one counter at a time, the kind of each counter
    removed (asked only when there is a choice; "up to" adds a choice to stop). Nothing is
    removed until every choice is made; the last counter of a kind removed may trigger
    (vanishing, 702.63a)."""
    state = ctx.game.state
    ids = [i for i in ctx.objects(e.on) if state.objects[i].zone == BATTLEFIELD]
    if not ids:
        ctx.memo["paid"] = False
        return None
    obj = state.objects[ids[0]]
    have = {kind: n for kind, n in obj.counters.items()
            if n > 0 and (not e.counter or kind == e.counter)}
    most = sum(have.values()) if e.every else ctx.amount(e.amount)
    plan: list[str] = []
    used = 0
    while len(plan) < most:
        left = sorted(k for k, n in have.items() if n > plan.count(k))
        if not left:
            break
        options: list[str] = left + ([_STOP] if e.up_to and not e.every else [])
        if len(options) == 1:
            choice = options[0]
        elif used < len(answers):
            choice = str(answers[used])
            used += 1
        else:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"remove a counter from {obj.card.name} ({len(plan)} removed)",
                       tuple(options))
        if choice == _STOP:
            break
        plan.append(choice)
    for kind in plan:
        obj.counters[kind] -= 1
        if obj.counters[kind] == 0:
            triggers.last_counter_removed(ctx.game, obj, kind)  # vanishing (702.63a)
    if plan:
        state.touch()
        ctx.game.log("counters", None, name=obj.card.name, id=obj.id, removed=len(plan))
    ctx.memo["counters_removed"] = int(ctx.memo.get("counters_removed", 0)) + len(plan)
    ctx.memo["paid"] = e.up_to or e.every or len(plan) == most
    return None


@handles(m.UntapUpTo)
def _untap_up_to(ctx: Context, e: m.UntapUpTo, answers: tuple[Any, ...]) -> Ask | None:
    """608.2d: the controller picks up to N of the tapped permanents that match (an untapped
    one would not change); they untap at once, and "becomes untapped" triggers see them."""
    state = ctx.game.state
    tapped = tuple(oid for oid in state.battlefield if state.objects[oid].tapped and matches(
        state, state.objects[oid], e.filter, ctx.controller, ctx.source_id))
    most = min(ctx.amount(e.amount), len(tapped))
    if most <= 0:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET, f"untap up to {most}", tapped,
                   0, most)
    chosen = [oid for oid in answers[0] if oid in tapped][:most]
    for oid in chosen:
        state.objects[oid].tapped = False
    if chosen:
        state.touch()
        triggers.untapped(ctx.game, chosen)  # "Whenever a permanent becomes untapped"
    return None


@handles(m.DoublePT)
def _double_pt(ctx: Context, e: m.DoublePT, _a: tuple[Any, ...]) -> None:
    """701.9b-c: +X/+Y where X and Y are its power and toughness now (613.4c: layer 7c)."""
    state = ctx.game.state
    for oid in ctx.objects(e.on):
        obj = state.objects[oid]
        if obj.zone != BATTLEFIELD:
            continue
        now = chars(state, obj)
        boost = m.ContinuousEffect("7c", power=now.power if e.power else 0,
                                   toughness=now.toughness if e.toughness else 0)
        state.effects.append(TempEffect(state.new_timestamp(), boost, frozenset({oid}),
                                        ctx.controller, e.duration, ctx.source_id))
        state.touch()
