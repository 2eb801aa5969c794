"""Handler of "WHO can't VERB this turn" (:class:`~cardtable.games.magic.model.PlayerTurnRule`;
issue 29, h6-B): the rule starts for each player named as the effect resolves (611.2a, 611.2c)
and ends with the turn (514.2). The rooms read it through
:mod:`cardtable.games.magic.player_protection` (``turn_rules``, ``cast_forbidden``)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic import player_protection
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.interpreter import _each as each
from cardtable.games.magic.effects.interpreter import _temp as temp_effect
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model.restrictions import parse_untargetable, untargetable_rule
from cardtable.games.magic.objects import BATTLEFIELD


@handles(m.PlayerTurnRule)
def _player_turn_rule(ctx: Context, e: m.PlayerTurnRule, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        player_protection.give_for_turn(ctx.game.state, player, e.rule, e.spells)
        ctx.game.log("player_turn_rule", player, rule=e.rule)


@handles(m.UntargetableTurn)
def _untargetable_turn(ctx: Context, e: m.UntargetableTurn, _a: tuple[Any, ...]) -> None:
    """115.4, 611.2a: the rule on the object until end of turn; "your opponents" are the
    opponents of this effect's controller, fixed now (``opponents_of_N``)."""
    parsed = parse_untargetable(e.rule)
    if parsed is None:
        return
    kind, adjective, scope = parsed
    if scope == "opponents":
        scope = f"opponents_of_{ctx.controller}"
    state = ctx.game.state
    found = each(ctx, e.on, e.filter) if e.filter is not None else ctx.objects(e.on)
    ids = [i for i in found if state.objects[i].zone == BATTLEFIELD]
    temp_effect(ctx, m.ContinuousEffect("rules", rule=untargetable_rule(kind, adjective, scope)),
                ids, "end_of_turn")
