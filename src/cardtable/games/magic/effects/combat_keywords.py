"""The handlers of the effects only the combat keywords of issues 28/29 stand for
(:mod:`cardtable.games.magic.model.combat_keywords`), registered with ``@handles``: ingest's
exile (CR 702.115a) and "blocks it this combat if able" (509.1c, provoke 702.39a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.magic.combat_rules import MUST_BLOCK
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.model import ContinuousEffect
from cardtable.games.magic.model.combat import CANT_BLOCK_ATTACKER
from cardtable.games.magic.model.combat_keywords import BlockIfAble, CantBlockIt, IngestExile
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, LIBRARY
from cardtable.games.magic.state import TempEffect

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context


@handles(IngestExile)
def _ingest(ctx: Context, e: IngestExile, _a: tuple[Any, ...]) -> None:
    """702.115a: the player dealt combat damage exiles the top card of their library (face
    up; nothing happens with an empty library)."""
    state = ctx.game.state
    for player in ctx.players(e.who):
        top = state.zone(player, LIBRARY)[:1]
        ctx.game.move_batch(list(top), EXILE, cause="ingest")


@handles(BlockIfAble)
def _block_if_able(ctx: Context, e: BlockIfAble, _a: tuple[Any, ...]) -> None:
    """509.1c: each blocker named gets the requirement to block each attacker named this
    combat (``must_block_attacker:<id>``, combat_rules.BlockProblem.pair_requirements)."""
    state = ctx.game.state
    attackers = [a for a in ctx.objects(e.attacker) if a in state.objects]
    blockers = [b for b in ctx.objects(e.blocker)
                if b in state.objects and state.objects[b].zone == BATTLEFIELD]
    for attacker in attackers:
        if blockers:
            state.effects.append(TempEffect(
                state.new_timestamp(), ContinuousEffect("rules", rule=f"{MUST_BLOCK}:{attacker}"),
                frozenset(blockers), ctx.controller, e.duration, ctx.source_id or 0))
            state.touch()


@handles(CantBlockIt)
def _cant_block_it(ctx: Context, e: CantBlockIt, _a: tuple[Any, ...]) -> None:
    """509.1b: each blocker named may not block each attacker named this turn
    (``cant_block_attacker:<id>``, combat.can_block)."""
    state = ctx.game.state
    blockers = [b for b in ctx.objects(e.blocker)
                if b in state.objects and state.objects[b].zone == BATTLEFIELD]
    for attacker in ctx.objects(e.attacker):
        if blockers and attacker in state.objects:
            state.effects.append(TempEffect(
                state.new_timestamp(),
                ContinuousEffect("rules", rule=f"{CANT_BLOCK_ATTACKER}:{attacker}"),
                frozenset(blockers), ctx.controller, "end_of_turn", ctx.source_id or 0))
            state.touch()
