"""Handler of "WHO can't VERB this turn" (:class:`~cardtable.games.magic.model.PlayerTurnRule`;
issue 29, h6-B): the rule starts for each player named as the effect resolves (611.2a, 611.2c)
and ends with the turn (514.2). The rooms read it through
:mod:`cardtable.games.magic.player_protection` (``turn_rules``, ``cast_forbidden``)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic import player_protection
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.registry import handles


@handles(m.PlayerTurnRule)
def _player_turn_rule(ctx: Context, e: m.PlayerTurnRule, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        player_protection.give_for_turn(ctx.game.state, player, e.rule, e.spells)
        ctx.game.log("player_turn_rule", player, rule=e.rule)
