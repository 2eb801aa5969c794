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
        for oid in (answers[0] if answers else ()):
            obj = state.objects[oid]
            to = {"hand": HAND, "battlefield": BATTLEFIELD}.get(e.to, HAND)
            game.move(obj, to, cause="search", tapped=e.tapped)
        game.shuffle(player)
    return None


def _shuffle(ctx: Context, e: m.Shuffle, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.shuffle(player)


def _copy_spell(ctx: Context, e: m.CopySpell, answers: tuple[Any, ...]) -> Ask | None:
    """707.10: a copy of a spell on the stack, with the same modes (MOD-8), targets and X;
    its controller is the copier. With ``new_targets`` the copier may choose a new target for
    each single target of a non-modal spell (707.10c): asked first, the old one offered first
    (keeping it), then each other legal choice."""
    from cardtable.games.magic.objects import GameObject, StackItem

    state = ctx.game.state
    plan: list[tuple[Any, tuple[tuple[Any, ...], ...]]] = []
    asked = 0
    for oid in ctx.objects(e.what):
        original = next((s for s in state.stack if s.obj == oid), None)
        if original is None:
            continue
        targets = _new_targets(ctx, e, original, oid, answers, asked)
        if isinstance(targets, Ask):
            return targets
        asked += len(_retargetable(ctx, e, original, oid))
        plan.append((original, targets))
    for original, targets in plan:
        oid = original.obj
        assert oid is not None
        card_obj = state.objects[oid]
        copy_obj = GameObject(state.new_id(), card_obj.card, ctx.controller, ctx.controller,
                              STACK, token=True, timestamp=state.new_timestamp())
        state.objects[copy_obj.id] = copy_obj
        item = StackItem(state.new_id(), ctx.controller, original.ability, copy_obj.id,
                         obj=copy_obj.id, targets=targets, modes=original.modes,
                         x=original.x, divisions=original.divisions, copy=True,
                         name=f"copy of {original.name}", chooser=original.chooser)
        position = next(i for i, s in enumerate(state.stack) if s.id == ctx.item)
        state.stack.insert(position + 1, item)  # on top of the resolving spell
        ctx.game.log("copy", ctx.controller, name=original.name, modes=list(original.modes))
    return None


def _retargetable(ctx: Context, e: m.CopySpell, original: Any,
                  oid: int) -> list[tuple[int, tuple[Any, ...]]]:
    """(index, options) for each single target the copier may change (707.10c)."""
    from cardtable.games.magic.layers import chars
    from cardtable.games.magic.targets import candidates

    ability = original.ability
    if not e.new_targets or original.modes or not isinstance(
            ability, m.SpellAbility) or not ability.targets:
        return []
    state = ctx.game.state
    source = chars(state, state.objects[oid])
    out: list[tuple[int, tuple[Any, ...]]] = []
    for index, spec in enumerate(ability.targets):
        if spec.count != 1 or index >= len(original.targets) or not original.targets[index]:
            continue
        current = original.targets[index][0]
        others = [c for c in candidates(state, spec, ctx.controller, source, oid)
                  if c != current]
        if others:
            out.append((index, (current, *others)))
    return out


def _new_targets(ctx: Context, e: m.CopySpell, original: Any, oid: int,
                 answers: tuple[Any, ...], asked: int) -> tuple[tuple[Any, ...], ...] | Ask:
    targets = list(original.targets)
    for n, (index, options) in enumerate(_retargetable(ctx, e, original, oid)):
        if asked + n >= len(answers):
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"choose a target for the copy of {original.name} (the first keeps it)",
                       options)
        targets[index] = (answers[asked + n],)
    return tuple(targets)


LIBRARY_HANDLERS: dict[type, Any] = {
    m.Mill: _mill, m.Scry: _scry, m.Surveil: _surveil, m.SearchLibrary: _search,
    m.Shuffle: _shuffle, m.CopySpell: _copy_spell,
}
