"""Delayed triggered abilities (CR 603.7): "Draw a card at the beginning of the next turn's
upkeep", "Sacrifice it at the beginning of the next end step".

A :class:`~cardtable.games.magic.abilities.model.DelayedTrigger` effect creates one as its spell
or ability resolves (603.7a); its source is that spell or ability's source and its controller
the player who controlled it (603.7d). It triggers only once, the next time its event happens
(603.7b), and "it" keeps meaning the object it meant when it was created — if that object has
left the zone it was in, the ability does nothing to it (603.7c: a new object has a new id).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.state import PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.abilities.context import Context
    from cardtable.games.magic.game import MagicGame

WHEN = {"next_upkeep": "upkeep", "next_end_step": "end", "end_of_combat": "end_combat"}


@dataclass(frozen=True, slots=True)
class Delayed:
    """A delayed triggered ability waiting for its step (kept in ``MagicState.delayed``)."""

    controller: int
    source: int
    name: str
    ability: m.TriggeredAbility
    step: str
    after_turn: int  # it triggers at that step of a later turn only (or of this turn: -1)
    event: tuple[tuple[str, Any], ...] = ()


def create(ctx: Context, effect: m.DelayedTrigger) -> None:
    """603.7a: created as the effect happens, "it" fixed now (603.7c)."""
    state = ctx.game.state
    step = WHEN[effect.when]
    # "the next turn's upkeep" is never this turn's; "the next end step" is this turn's unless
    # this turn's has begun already
    later = effect.when == "next_upkeep" or state.step in ("end", "cleanup") or (
        effect.when == "end_of_combat" and state.step in ("end_combat", "main2"))
    after = state.turn if later else -1
    event: dict[str, Any] = {}
    if effect.it:
        found = ctx.objects(effect.it)
        if found:
            event["it"] = found[0]
    name = ctx.source.name if ctx.source is not None else ""
    ability = m.TriggeredAbility(m.Trigger(step if step != "end" else "end_step"),
                                 effects=effect.effects)
    state.delayed.append(Delayed(ctx.controller, ctx.source_id, name, ability, step, after,
                                 tuple(sorted(event.items()))))
    ctx.game.log("delayed_trigger", ctx.controller, name=name, when=effect.when)


def step_began(game: MagicGame, step: str) -> None:
    """The delayed abilities waiting for ``step`` trigger, once (603.7b)."""
    state = game.state
    if not state.delayed:
        return
    keep: list[Delayed] = []
    for delayed in state.delayed:
        if delayed.step == step and state.turn > delayed.after_turn:
            if not state.players[delayed.controller].left:
                state.triggers.append(PendingTrigger(delayed.controller, delayed.source,
                                                     delayed.ability, delayed.name,
                                                     delayed.event))
        else:
            keep.append(delayed)
    state.delayed = keep
