"""Handlers of the keyword actions of issues 28/29 (h4-mechanics; model:
:mod:`cardtable.games.magic.model.mechanics`), registered with ``@handles``."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.model import TriggeredAbility
from cardtable.games.magic.model.mechanics import ChampionExile, ExploitSacrifice, Learn, Unattach
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND
from cardtable.games.magic.tags import Tag

NOTHING = "nothing"
"""The learn answer that does nothing (CR 701.48a)."""


@handles(Learn)
def _learn(ctx: Context, e: Learn, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.48a: the controller discards a card of their choice and then draws a card, or
    does nothing (no Lesson can come from outside the game: the engine holds none). With an
    empty hand only "nothing" remains."""
    game = ctx.game
    state = game.state
    you = ctx.controller
    hand = tuple(state.zone(you, HAND))
    if not hand:
        game.log("learn", you, chose=NOTHING)
        return None
    if not answers:
        return Ask(you, DecisionKind.CHOOSE_ONE, "learn: discard a card to draw a card, or "
                   "do nothing", (*hand, NOTHING), tag=Tag.RESOLVE_CHOICE)
    chosen = answers[0]
    if chosen not in hand:
        game.log("learn", you, chose=NOTHING)
        return None
    game.move_batch([chosen], GRAVEYARD, cause="discard")
    ctx.memo["discarded"] = ctx.memo.get("discarded", 0) + 1
    game.draw(you, 1)
    game.log("learn", you, chose="rummage")
    return None


EXPLOITS = "exploits"
"""The trigger event of "When ~ exploits a creature" (CR 702.110b)."""


@handles(ExploitSacrifice)
def _exploit(ctx: Context, e: ExploitSacrifice, answers: tuple[Any, ...]) -> Ask | None:
    """CR 702.110a–b: the controller may sacrifice a creature they control (this one too);
    if they do, the source's "When ~ exploits a creature" abilities trigger — read before the
    sacrifice, so they trigger even when the source sacrificed itself (603.10a)."""
    game = ctx.game
    state = game.state
    you = ctx.controller
    options = tuple(oid for oid in state.battlefield
                    if chars(state, state.objects[oid]).controller == you
                    and "Creature" in chars(state, state.objects[oid]).types)
    if not options:
        return None
    if not answers:
        return Ask(you, DecisionKind.CHOOSE_ONE, "exploit: sacrifice a creature, or not",
                   (*options, NOTHING), tag=Tag.RESOLVE_CHOICE)
    chosen = answers[0]
    if chosen not in options:
        return None
    source = state.objects.get(ctx.source_id) if ctx.source_id is not None else None
    looked: list[TriggeredAbility] = []
    if source is not None and source.zone == BATTLEFIELD:
        looked = [a for a in chars(state, source).abilities
                  if isinstance(a, TriggeredAbility) and a.trigger.event == EXPLOITS]
    snapshot = source.copy() if source is not None else None
    game.move_batch([chosen], GRAVEYARD, cause="sacrifice")
    game.log("exploit", you, sacrificed=chosen)
    if snapshot is None:
        return None
    current = state.objects.get(snapshot.id)
    trigger_source = current if current is not None and current.zone == BATTLEFIELD \
        else snapshot  # its last known information (603.10a)
    for ability in looked:
        game.trigger(trigger_source, you, ability, {"it": chosen})
    return None


@handles(ChampionExile)
def _champion(ctx: Context, e: ChampionExile, answers: tuple[Any, ...]) -> Ask | None:
    """CR 702.72a: the controller exiles another permanent they control matching the filter,
    linked to the champion (607.2a), or else sacrifices the champion (if it is still on the
    battlefield; an exiled card stays exiled when the champion already left, 702.72b)."""
    game = ctx.game
    state = game.state
    you = ctx.controller
    source = ctx.source_id
    options = tuple(oid for oid in state.battlefield if oid != source
                    and chars(state, state.objects[oid]).controller == you
                    and matches(state, state.objects[oid], e.filter, you, source))
    chosen: Any = NOTHING
    if options:
        if not answers:
            return Ask(you, DecisionKind.CHOOSE_ONE, "champion: exile another permanent you "
                       "control, or sacrifice this one", (*options, NOTHING),
                       tag=Tag.RESOLVE_CHOICE)
        chosen = answers[0]
    if chosen in options:
        for new in game.move_batch([chosen], EXILE, cause="exile"):
            state.linked_exile[source] = (*state.linked_exile.get(source, ()), new.id)
        game.log("champion", you, exiled=chosen)
        return None
    me = state.objects.get(source) if source is not None else None
    if me is not None and me.zone == BATTLEFIELD and chars(state, me).controller == you:
        game.move_batch([me.id], GRAVEYARD, cause="sacrifice")
    return None


@handles(Unattach)
def _unattach(ctx: Context, e: Unattach, _answers: tuple[Any, ...]) -> None:
    """CR 702.151a: the source is unattached (it stays where it is, 701.3d)."""
    state = ctx.game.state
    obj = state.objects.get(ctx.source_id)
    if obj is None or obj.zone != BATTLEFIELD or obj.attached_to is None:
        return
    obj.attached_to = None
    obj.timestamp = state.new_timestamp()  # 613.7e: a new timestamp as it changes
    state.touch()
    ctx.game.log("unattach", None, what=obj.card.name)
