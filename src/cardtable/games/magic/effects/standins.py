"""Handlers of the effects of Teferi's Protection (:mod:`cardtable.games.magic.model.phasing`):
phasing out (CR 702.26; the rules live in :mod:`cardtable.games.magic.phasing`) and a player's
rules from a resolved spell (:mod:`cardtable.games.magic.player_protection`). Registered with
``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic import phasing, player_protection
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.interpreter import _each as each
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.objects import BATTLEFIELD


def _each(*args: Any, **kwargs: Any) -> list[int]:

    return each(*args, **kwargs)


@handles(m.PhaseOut)
def _phase_out(ctx: Context, e: m.PhaseOut, _a: tuple[Any, ...]) -> None:
    """702.26b: the permanents named phase out together, with what is attached to them
    (702.26g); a phased-out or departed one is not there to phase out (it doesn't exist)."""
    state = ctx.game.state
    ids = [oid for oid in _each(ctx, e.what, e.filter)
           if oid in state.objects and state.objects[oid].zone == BATTLEFIELD]
    phasing.phase_out(ctx.game, ids)


@handles(m.PlayerShield)
def _player_shield(ctx: Context, e: m.PlayerShield, _a: tuple[Any, ...]) -> None:
    """611.2a: the rules start now for each player named and last for ``duration``."""
    for player in ctx.players(e.who):
        player_protection.give(ctx.game.state, player, e.rules, e.duration)
        ctx.game.log("player_shield", player, rules=list(e.rules), until=e.duration)
