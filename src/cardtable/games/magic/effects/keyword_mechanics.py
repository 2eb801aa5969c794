"""The handlers of the effects only keyword abilities stand for
(:mod:`cardtable.games.magic.model.keyword_mechanics`; issue 29), registered with ``@handles``:
madness's cast-or-graveyard trigger (CR 702.35a), unearth's return (702.84a), cascade's
exile-and-cast (702.85a), scavenge's counters and embalm's / eternalize's token (702.97a,
702.128a, 702.129a), suspend's upkeep and cast (702.62a), recover's exile (702.59a), and the
others named below."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.cast_modes import can_start, frame_requirement, spell_ability
from cardtable.games.magic.context import Ask
from cardtable.games.magic.copy import with_exceptions
from cardtable.games.magic.costs import cost_words, way_cost
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.keyword_casts import (
    CASCADE,
    MADNESS,
    MIRACLE,
    SUSPEND,
    SUSPEND_CAST,
    foretell_card,
    is_suspended,
    suspend_card,
    unearthed,
)
from cardtable.games.magic.layers import base_chars
from cardtable.games.magic.mana import can_pay
from cardtable.games.magic.model import CopyExcept, PutCounters
from cardtable.games.magic.model.keyword_mechanics import (
    CascadeExile,
    ExiledCardToken,
    ForetellExile,
    MadnessCast,
    MiracleCast,
    RecoverExile,
    RippleReveal,
    ScavengeCounters,
    SuspendCast,
    SuspendExile,
    SuspendTick,
    UnearthReturn,
)
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    GameObject,
)
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.context import Context


@handles(MadnessCast)
def _madness(ctx: Context, e: MadnessCast, answers: tuple[Any, ...]) -> Ask | None:
    """702.35a: the owner may cast the exiled card for its madness cost — offered only when
    the cast can be started and paid (601.2b–h, 730.1; timing is no obstacle, 608.2g) — as this
    trigger finishes resolving; otherwise the card is put into its owner's graveyard."""
    game = ctx.game
    state = game.state
    found = [oid for oid in ctx.objects("it")
             if oid in state.objects and state.objects[oid].zone == EXILE]
    if not found:
        return None  # it left exile (400.7): the trigger does nothing
    obj = state.objects[found[0]]
    owner = obj.owner
    frame = CastFrame(owner, "spell", obj.id, spell_ability(obj.card), name=obj.card.name,
                      way=MADNESS)
    castable = can_start(game, frame.ability, owner, None) and can_pay(
        state, owner, frame_requirement(game, frame, 0))
    if not answers:
        cost = cost_words(way_cost(obj.card, MADNESS))
        return Ask(owner, DecisionKind.YES_NO,
                   f"cast {obj.card.name} for its madness cost {cost}? (CR 702.35a)",
                   (True, False) if castable else (False,), tag=Tag.RESOLVE_CHOICE)
    if answers[0] and castable:
        resolving = game.work.pop()  # cast once this trigger has finished resolving
        game.work.push(frame)
        game.work.push(resolving)
        return None
    game.move(obj, GRAVEYARD, cause="madness")
    return None


@handles(UnearthReturn)
def _unearth(ctx: Context, e: UnearthReturn, _a: tuple[Any, ...]) -> None:
    """702.84a: the card returns from its graveyard under its owner's control (still there:
    400.7, a card that left does not come back), then :func:`keyword_casts.unearthed`."""
    state = ctx.game.state
    obj = state.objects.get(ctx.source_id)
    if obj is None or obj.zone != GRAVEYARD:
        return
    new = ctx.game.move(obj, BATTLEFIELD, cause="unearth", controller=ctx.controller)
    unearthed(ctx.game, new, ctx.controller)


@handles(CascadeExile)
def _cascade(ctx: Context, e: CascadeExile, answers: tuple[Any, ...]) -> Ask | None:
    """702.85a: the cards are exiled face up, one at a time, until a nonland card with a
    lesser mana value than the spell's (its last known value if it left the stack, 608.2h);
    its controller may cast that card for free if it can be cast (601.2b–c) — as this trigger
    finishes resolving, the card waiting in exile — and every other card exiled goes to the
    bottom of the library in a random order (the game's seeded generator)."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    if "cascade" not in ctx.memo:
        limit = ctx.source.mana_value if ctx.source is not None else 0
        exiled: list[int] = []
        hit = 0
        while state.zone(player, LIBRARY):
            top = state.objects[state.zone(player, LIBRARY)[0]]
            new = game.move(top, EXILE, cause="cascade")
            exiled.append(new.id)
            c = base_chars(new)
            if "Land" not in c.types and c.mana_value < limit:
                hit = new.id
                break
        ctx.memo["cascade"] = (hit, tuple(exiled))
    hit, exiled_ids = ctx.memo["cascade"]
    castable = bool(hit) and game.is_supported(state.objects[hit].card) and can_start(
        game, spell_ability(state.objects[hit].card), player, None)
    if castable and not answers:
        name = state.objects[hit].card.name
        return Ask(player, DecisionKind.YES_NO, f"cascade: cast {name} without paying its "
                   "mana cost? (CR 702.85a)", (True, False), tag=Tag.RESOLVE_CHOICE)
    cast = castable and bool(answers[0])
    rest = [oid for oid in exiled_ids if not (cast and oid == hit)
            and oid in state.objects and state.objects[oid].zone == EXILE]
    game.rng.shuffle(rest)  # "in a random order"
    for oid in rest:
        game.move(state.objects[oid], LIBRARY, top=False, cause="cascade")
    if cast:
        obj = state.objects[hit]
        resolving = game.work.pop()  # cast once this trigger has finished resolving (608.2g)
        game.work.push(CastFrame(player, "spell", obj.id, spell_ability(obj.card),
                                 name=obj.card.name, way=CASCADE))
        game.work.push(resolving)
    return None


def _exiled_card(ctx: Context) -> GameObject | None:
    """The card the ability's cost exiled from its graveyard (400.7: the object it became)."""
    state = ctx.game.state
    moved = state.moved.get(ctx.source_id)
    obj = state.objects.get(moved) if moved is not None else None
    return obj if obj is not None and obj.zone == EXILE else None


@handles(ScavengeCounters)
def _scavenge(ctx: Context, e: ScavengeCounters, answers: tuple[Any, ...]) -> Ask | None:
    """702.97a: +1/+1 counters equal to the exiled card's power (its printed power, 208.1)."""
    card = _exiled_card(ctx)
    power = card.card.power if card is not None else None
    if power is None or not str(power).isdigit() or not int(power):
        return None
    asked: Ask | None = ctx.game.run_effect(ctx, PutCounters("+1/+1", int(power), "target:0"),
                                            answers)
    return asked


@handles(ExiledCardToken)
def _exiled_card_token(ctx: Context, e: ExiledCardToken, _a: tuple[Any, ...]) -> None:
    """702.128a / 702.129a: a token copy of the exiled card with the exceptions made part of
    its copiable values (707.9b)."""
    card = _exiled_card(ctx)
    if card is None:
        return
    exceptions = CopyExcept(power=4, toughness=4, colors=("B",), add_subtypes=("Zombie",)) if (
        e.eternalize) else CopyExcept(colors=("W",), add_subtypes=("Zombie",))
    token = replace(with_exceptions(card.card, exceptions), mana_cost="")
    ctx.game.create_token_of(token, ctx.controller)


@handles(SuspendExile)
def _suspend_exile(ctx: Context, e: SuspendExile, _a: tuple[Any, ...]) -> None:
    """The special action's exile (cast_payment runs it at once, without the stack)."""
    obj = ctx.game.state.objects.get(ctx.source_id)
    if obj is not None:
        suspend_card(ctx.game, obj, e.count)


@handles(SuspendTick)
def _suspend_tick(ctx: Context, e: SuspendTick, _a: tuple[Any, ...]) -> None:
    """702.62a: "if this card is suspended" (an intervening check on resolution too, 603.4),
    remove a time counter; the last one removed triggers the cast (702.62a)."""
    state = ctx.game.state
    found = [oid for oid in ctx.objects("it") if is_suspended(ctx.game, state.objects[oid])]
    for oid in found:
        obj = state.objects[oid]
        obj.counters["time"] -= 1
        state.touch()
        ctx.game.log("time_counter_removed", obj.owner, name=obj.card.name,
                     left=obj.counters["time"])
        if obj.counters["time"] <= 0:
            del obj.counters["time"]
            ctx.game.trigger(obj, obj.owner, SUSPEND_CAST, {"it": oid})


@handles(SuspendCast)
def _suspend_cast(ctx: Context, e: SuspendCast, answers: tuple[Any, ...]) -> Ask | None:
    """702.62a: "if it's exiled, you may play it without paying its mana cost if able. If you
    don't, it remains exiled." — cast as this trigger finishes resolving (608.2g)."""
    game = ctx.game
    state = game.state
    found = [oid for oid in ctx.objects("it") if state.objects[oid].zone == EXILE]
    if not found:
        return None
    obj = state.objects[found[0]]
    owner = obj.owner
    if "Land" in obj.card.type_line or not game.is_supported(obj.card) or not can_start(
            game, spell_ability(obj.card), owner, None):
        return None
    if not answers:
        return Ask(owner, DecisionKind.YES_NO, f"cast {obj.card.name} without paying its mana "
                   "cost? (suspend, CR 702.62a)", (True, False), tag=Tag.RESOLVE_CHOICE)
    if answers[0]:
        resolving = game.work.pop()
        game.work.push(CastFrame(owner, "spell", obj.id, spell_ability(obj.card),
                                 name=obj.card.name, way=SUSPEND))
        game.work.push(resolving)
    return None


@handles(ForetellExile)
def _foretell_exile(ctx: Context, e: ForetellExile, _a: tuple[Any, ...]) -> None:
    """The special action's exile (cast_payment runs it at once, without the stack)."""
    obj = ctx.game.state.objects.get(ctx.source_id)
    if obj is not None:
        foretell_card(ctx.game, obj)


@handles(MiracleCast)
def _miracle(ctx: Context, e: MiracleCast, answers: tuple[Any, ...]) -> Ask | None:
    """702.94a: the owner may cast the revealed card (still in hand) for its miracle cost —
    offered when the cast can be started and paid (601.2b–h; timing is no obstacle, 608.2g) —
    as this trigger finishes resolving."""
    game = ctx.game
    state = game.state
    found = [oid for oid in ctx.objects("it")
             if oid in state.objects and state.objects[oid].zone == HAND]
    if not found:
        return None
    obj = state.objects[found[0]]
    owner = obj.owner
    frame = CastFrame(owner, "spell", obj.id, spell_ability(obj.card), name=obj.card.name,
                      way=MIRACLE)
    if not (game.is_supported(obj.card) and can_start(game, frame.ability, owner, None)
            and can_pay(state, owner, frame_requirement(game, frame, 0))):
        return None
    if not answers:
        cost = cost_words(way_cost(obj.card, MIRACLE))
        return Ask(owner, DecisionKind.YES_NO,
                   f"cast {obj.card.name} for its miracle cost {cost}? (CR 702.94a)",
                   (True, False), tag=Tag.RESOLVE_CHOICE)
    if answers[0]:
        resolving = game.work.pop()
        game.work.push(frame)
        game.work.push(resolving)
    return None


@handles(RippleReveal)
def _ripple(ctx: Context, e: RippleReveal, answers: tuple[Any, ...]) -> Ask | None:
    """702.60a: its controller may reveal the top N cards; those with the spell's name may be
    cast for free (each as this trigger finishes resolving, 608.2g); the others go to the
    bottom of the library (in the order revealed: the engine's choice of "any order")."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    top = tuple(state.zone(player, LIBRARY)[:e.count])
    if not top:
        return None
    if not answers:
        return Ask(player, DecisionKind.YES_NO, f"ripple {e.count}: reveal the top "
                   f"{len(top)} cards of your library? (CR 702.60a)", (True, False),
                   tag=Tag.RESOLVE_CHOICE)
    if not answers[0]:
        return None
    name = ctx.source.name if ctx.source is not None else ""
    same = tuple(oid for oid in top if state.objects[oid].card.name == name
                 and game.is_supported(state.objects[oid].card) and can_start(
                     game, spell_ability(state.objects[oid].card), player, None))
    if len(answers) < 2:
        game.log("reveal", player, cards=[state.objects[o].card.name for o in top])
        if same:
            return Ask(player, DecisionKind.CHOOSE_SUBSET, f"cast any of the revealed cards "
                       f"named {name} without paying their mana costs", same, 0, len(same),
                       tag=Tag.RESOLVE_CHOICE)
    cast = tuple(answers[1]) if len(answers) > 1 else ()
    library = state.zone(player, LIBRARY)
    for oid in top:
        if oid not in cast and oid in library:
            library.remove(oid)
            library.append(oid)
    state.touch()
    resolving = game.work.pop()
    for oid in reversed(cast):  # each cast as this trigger finishes resolving
        obj = state.objects[oid]
        game.work.push(CastFrame(player, "spell", oid, spell_ability(obj.card),
                                 name=obj.card.name, way=CASCADE))
    game.work.push(resolving)
    return None


@handles(RecoverExile)
def _recover_exile(ctx: Context, e: RecoverExile, _a: tuple[Any, ...]) -> None:
    """702.59a: "Otherwise, exile this card." — only if it is still in the graveyard (400.7)."""
    state = ctx.game.state
    for oid in ctx.objects("it"):
        if state.objects[oid].zone == GRAVEYARD:
            ctx.game.move(state.objects[oid], EXILE, cause="recover")
