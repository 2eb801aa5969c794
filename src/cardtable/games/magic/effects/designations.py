"""The effects of the Commander-era designations (issue 29; ``designations.py``,
``dungeons.py``): becoming the monarch (CR 722), venturing into the dungeon (701.46) and the
room abilities no other effect plays (Runestone Caverns, Mad Wizard's Lair)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.casting import spell_ability
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.costs import FREE
from cardtable.games.magic.designations import become_monarch, pair
from cardtable.games.magic.dungeons import venture
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.designations import (
    DAMAGING_CONTROLLER,
    DrawRevealCastOne,
    ExileTopPlayable,
    PairWith,
    VentureIntoDungeon,
)
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, HAND, LIBRARY
from cardtable.games.magic.play_from_exile import PlayPermission, grant


@handles(m.BecomeMonarch)
def _become_monarch(ctx: Context, e: m.BecomeMonarch, _a: tuple[Any, ...]) -> Ask | None:
    """CR 722.1, 722.3: the ability's controller becomes the monarch (or, for the monarch's
    own combat-damage trigger, the damaging creature's controller, 722.2); whoever was is not."""
    who = ctx.controller
    if e.who == DAMAGING_CONTROLLER:
        who = int(ctx.event.get(DAMAGING_CONTROLLER, ctx.controller))
    become_monarch(ctx.game, who)
    return None


@handles(VentureIntoDungeon)
def _venture(ctx: Context, _e: VentureIntoDungeon, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.46a-c: the controller ventures (a dungeon or a branch chosen when asked)."""
    return venture(ctx.game, ctx.controller, answers)


@handles(ExileTopPlayable)
def _exile_top_playable(ctx: Context, e: ExileTopPlayable, _a: tuple[Any, ...]) -> None:
    """406.3a: the top cards are exiled face up; the controller may play them as long as they
    remain exiled (no duration is printed)."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    for oid in list(state.zone(player, LIBRARY)[:e.count]):
        new = game.move(state.objects[oid], EXILE, cause="exile")
        grant(game, PlayPermission(player, new.id))


_DRAWN = "drawn_revealed"


@handles(DrawRevealCastOne)
def _draw_reveal_cast(ctx: Context, e: DrawRevealCastOne, answers: tuple[Any, ...]
                      ) -> Ask | None:
    """Mad Wizard's Lair (121.1, 701.16a, 118.9): the cards drawn are revealed; the controller
    may cast one nonland card among them without paying its mana cost, as the ability finishes
    resolving (608.2g). The draw happens once, before the question."""
    game = ctx.game
    state = game.state
    you = ctx.controller
    if _DRAWN not in ctx.memo:
        before = set(state.zone(you, HAND))
        game.draw(you, e.amount)
        drawn = tuple(oid for oid in state.zone(you, HAND) if oid not in before)
        ctx.memo[_DRAWN] = drawn
        if drawn:
            game.log("reveal", you, cards=[state.objects[oid].card.name for oid in drawn])
    drawn = tuple(ctx.memo[_DRAWN])
    castable = tuple(oid for oid in drawn if oid in state.objects
                     and state.objects[oid].zone == HAND
                     and "Land" not in state.objects[oid].card.type_line)
    if not castable:
        return None
    if not answers:
        return Ask(you, DecisionKind.CHOOSE_SUBSET, "cast one of the revealed cards without "
                   "paying its mana cost (or none)", castable, 0, 1)
    for oid in [int(o) for o in answers[0] if o in castable][:1]:
        obj = state.objects[oid]
        resolving = game.work.pop()
        game.work.push(CastFrame(you, "spell", obj.id, spell_ability(obj.card), name=obj.card.name,
                                 way=FREE))
        game.work.push(resolving)
    return None


@handles(PairWith)
def _pair_with(ctx: Context, e: PairWith, answers: tuple[Any, ...]) -> Ask | None:
    """702.95a: "you may pair" — the controller chooses the creature (or none). Checked again
    as it resolves (603.4): both must still be unpaired creatures they control."""
    state = ctx.game.state
    you, me = ctx.controller, ctx.source_id

    def yours(oid: int) -> bool:
        obj = state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD:
            return False
        c = chars(state, obj)
        return c.controller == you and "Creature" in c.types

    if me in state.paired or not yours(me):
        return None
    entering = ctx.event.get("it")
    options: tuple[int, ...]
    if e.entering:
        options = (entering,) if isinstance(entering, int) and entering != me and \
            entering not in state.paired and yours(entering) else ()
    else:
        options = tuple(oid for oid in state.battlefield
                        if oid != me and oid not in state.paired and yours(oid))
    if not options:
        return None
    if not answers:
        return Ask(you, DecisionKind.CHOOSE_SUBSET, "soulbond: pair with a creature (or none)",
                   options, 0, 1)
    chosen = [int(o) for o in answers[0] if o in options][:1]
    if chosen:
        pair(ctx.game, me, chosen[0])
    return None
