"""Delayed triggered abilities (CR 603.7): "Draw a card at the beginning of the next turn's
upkeep", "Sacrifice it at the beginning of the next end step".

A :class:`~cardtable.games.magic.model.DelayedTrigger` effect creates one as its spell
or ability resolves (603.7a); its source is that spell or ability's source and its controller
the player who controlled it (603.7d). It triggers only once, the next time its event happens
(603.7b), and "it" keeps meaning the object it meant when it was created — if that object has
left the zone it was in, the ability does nothing to it (603.7c: a new object has a new id).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from cardtable.games.magic import model as m
from cardtable.games.magic.model.effects import RevealUntilCreatures
from cardtable.games.magic.state import PendingTrigger

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context
    from cardtable.games.magic.ports import GameServices

WHEN = {"next_upkeep": "upkeep", "next_end_step": "end", "end_of_combat": "end_combat",
        "your_next_end_step": "end", "your_next_upkeep": "upkeep",
        "that_turns_end_step": "end"}
_AFTER_COMBAT = frozenset({"end_combat", "main2", "end", "cleanup"})


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
    whose: int | None = None  # "your next upkeep": only in that player's turn (rebound)


def create(ctx: Context, effect: m.DelayedTrigger) -> None:
    """603.7a: created as the effect happens, "it" fixed now (603.7c)."""
    state = ctx.game.state
    step = WHEN[effect.when]
    # "the next turn's upkeep" is never this turn's; "the next end step" is this turn's unless
    # this turn's has begun already
    later = effect.when == "next_upkeep" or state.step in ("end", "cleanup") or (
        effect.when == "end_of_combat" and state.step in _AFTER_COMBAT)
    after = state.turn if later else -1
    whose = None
    if effect.when == "that_turns_end_step":  # the extra turn's (500.7): the controller's
        whose, after = ctx.controller, state.turn  # next turn, taken right after this one
    if effect.when == "your_next_upkeep":  # "at the beginning of your next upkeep" (603.7a)
        whose = ctx.controller
        after = state.turn if state.step != "untap" or state.active != ctx.controller else -1
    if effect.when == "your_next_end_step":  # Necropotence: the controller's own end step
        whose = ctx.controller
        after = state.turn if state.step in ("end", "cleanup") and \
            state.active == ctx.controller else -1
    event: dict[str, Any] = {}
    if effect.it:
        found = ctx.objects(effect.it)
        if found:
            event["it"] = found[0]
        if effect.it.startswith("moved:") or effect.it in ("created", "exiled_now"):
            # "those creatures", "those tokens": every one, fixed now (603.7c)
            event["those"] = tuple(found)
    name = ctx.source.name if ctx.source is not None else ""
    effects = tuple(_fixed(e, ctx) for e in effect.effects)
    ability = m.TriggeredAbility(m.Trigger({"end": "end_step", "end_combat": "end_of_combat"}.get(
        step, step)), effects=effects)
    state.delayed.append(Delayed(ctx.controller, ctx.source_id, name, ability, step, after,
                                 tuple(sorted(event.items())), whose))
    ctx.game.log("delayed_trigger", ctx.controller, name=name, when=effect.when)


def _fixed(effect: m.Effect, ctx: Context) -> m.Effect:
    """"that many" after "Exile all creatures you control": the number exiled as the delayed
    ability is created, fixed then (603.7c)."""
    from dataclasses import replace


    if isinstance(effect, RevealUntilCreatures) and isinstance(effect.count, m.Amount) and \
            effect.count.kind == "exiled_this_way":
        return replace(effect, count=int(ctx.memo.get("exiled", 0)))
    who = getattr(effect, "who", "")
    if isinstance(who, str) and who.startswith("controller:target:"):
        # "Its controller may draw … at the beginning of the next turn's upkeep" (Arcane
        # Denial): the player is fixed now, as the target's controller last existed (603.7c)
        found = ctx.players(who)
        changed: m.Effect = replace(cast(Any, effect),
                                    who=f"player:{found[0]}" if found else "nobody")
        return changed
    return effect


def step_began(game: GameServices, step: str) -> None:
    """The delayed abilities waiting for ``step`` trigger, once (603.7b)."""
    state = game.state
    if not state.delayed:
        return
    keep: list[Delayed] = []
    for delayed in state.delayed:
        if delayed.step == step and state.turn > delayed.after_turn and (
                delayed.whose is None or delayed.whose == state.active):
            if not state.players[delayed.controller].left:
                state.triggers.append(PendingTrigger(delayed.controller, delayed.source,
                                                     delayed.ability, delayed.name,
                                                     delayed.event))
        else:
            keep.append(delayed)
    state.delayed = keep
