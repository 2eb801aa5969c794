"""Effects on libraries and the stack: mill, scry, surveil, search, shuffle (CR 701.13, 701.18,
701.19, 701.25, 701.42) and copying a spell (707.10). Part of the ability interpreter."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.abilities.context import Ask, Context
from cardtable.games.magic.layers import matches
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, STACK


def _mill(ctx: Context, e: m.Mill, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    for player in ctx.players(e.who):
        for oid in list(state.zone(player, LIBRARY)[:ctx.amount(e.amount)]):
            ctx.game.move(state.objects[oid], GRAVEYARD, cause="mill")


def _scry(ctx: Context, e: m.Scry, answers: tuple[Any, ...]) -> Ask | None:
    state = ctx.game.state
    top = tuple(state.zone(ctx.controller, LIBRARY)[:ctx.amount(e.amount)])
    if not top:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET, "scry: cards to put on the bottom",
                   top, 0, len(top))
    library = state.zone(ctx.controller, LIBRARY)
    for oid in answers[0]:
        library.remove(oid)
        library.append(oid)
    ctx.game.log("scry", ctx.controller, bottom=len(answers[0]), top=len(top) - len(answers[0]))
    return None


def _reorder_top(ctx: Context, e: m.ReorderTop, answers: tuple[Any, ...]) -> Ask | None:
    """Look at the top N cards, put them back in the order chosen (the first on top)."""
    state = ctx.game.state
    top = tuple(state.zone(ctx.controller, LIBRARY)[:ctx.amount(e.amount)])
    if len(top) < 2:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ORDERED,
                   "put them back in any order (the first on top)", top, len(top), len(top))
    order = tuple(answers[0])
    if sorted(order) != sorted(top):
        order = top
    library = state.zone(ctx.controller, LIBRARY)
    library[:len(top)] = list(order)
    state.touch()
    ctx.game.log("reorder", ctx.controller, count=len(top))
    return None


def _surveil(ctx: Context, e: m.Surveil, answers: tuple[Any, ...]) -> Ask | None:
    state = ctx.game.state
    top = tuple(state.zone(ctx.controller, LIBRARY)[:ctx.amount(e.amount)])
    if not top:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET,
                   "surveil: cards to put into your graveyard", top, 0, len(top))
    for oid in answers[0]:
        ctx.game.move(state.objects[oid], GRAVEYARD, cause="surveil")
    return None


def _search(ctx: Context, e: m.SearchLibrary, answers: tuple[Any, ...]) -> Ask | None:
    game = ctx.game
    state = game.state
    for player in ctx.players(e.who)[:1]:
        library = state.zone(player, LIBRARY)
        found = tuple(oid for oid in library if matches(state, state.objects[oid], e.filter,
                                                        player, ctx.source_id)
                      ) if game.may_search(player) else ()  # a format may forbid searching
        if found and not answers:
            return Ask(player, DecisionKind.CHOOSE_SUBSET, "search your library", found, 0,
                       min(e.count, len(found)))
        chosen = tuple(answers[0] if answers else ())
        if e.to == "top":  # "then shuffle and put that card on top" (CR 701.19, 701.20)
            if chosen and e.reveal:
                game.log("reveal", None, cards=[state.objects[o].card.name for o in chosen])
            game.shuffle(player)
            library = state.zone(player, LIBRARY)
            for oid in chosen:
                library.remove(oid)
                library.insert(0, oid)
            state.touch()
            continue
        for oid in chosen:
            obj = state.objects[oid]
            to = {"hand": HAND, "battlefield": BATTLEFIELD}.get(e.to, HAND)
            game.move(obj, to, cause="search", tapped=e.tapped)
        game.shuffle(player)
    return None


def _shuffle(ctx: Context, e: m.Shuffle, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.shuffle(player)


def _copy_spell(ctx: Context, e: m.CopySpell, _a: tuple[Any, ...]) -> None:
    """707.10: a copy of a spell on the stack, with the same modes (MOD-8), targets and X;
    its controller is the copier. Choosing new targets is offered only as keeping them."""
    from cardtable.games.magic.objects import GameObject, StackItem

    state = ctx.game.state
    for oid in ctx.objects(e.what):
        original = next((s for s in state.stack if s.obj == oid), None)
        if original is None:
            continue
        card_obj = state.objects[oid]
        copy_obj = GameObject(state.new_id(), card_obj.card, ctx.controller, ctx.controller,
                              STACK, token=True, timestamp=state.new_timestamp())
        state.objects[copy_obj.id] = copy_obj
        item = StackItem(state.new_id(), ctx.controller, original.ability, copy_obj.id,
                         obj=copy_obj.id, targets=original.targets, modes=original.modes,
                         x=original.x, divisions=original.divisions, copy=True,
                         name=f"copy of {original.name}", chooser=original.chooser)
        position = next(i for i, s in enumerate(state.stack) if s.id == ctx.item)
        state.stack.insert(position + 1, item)  # on top of the resolving spell
        ctx.game.log("copy", ctx.controller, name=original.name, modes=list(original.modes))


LIBRARY_HANDLERS: dict[type, Any] = {
    m.Mill: _mill, m.Scry: _scry, m.Surveil: _surveil, m.SearchLibrary: _search,
    m.ReorderTop: _reorder_top,
    m.Shuffle: _shuffle, m.CopySpell: _copy_spell,
}
