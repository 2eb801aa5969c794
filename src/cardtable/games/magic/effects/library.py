"""Effects on libraries and the stack: mill, scry, surveil, search, shuffle (CR 701.13, 701.18,
701.19, 701.25, 701.42), revealing (701.16a: until a card is found, each player's top card),
paying {X} to draw X (118.3) and copying a spell (707.10). Part of the ability interpreter."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.effects.zone_verbs import composed_search, search_players
from cardtable.games.magic.layers import base_chars, chars, matches
from cardtable.games.magic.mana import can_pay, requirement
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    GameObject,
    StackItem,
)
from cardtable.games.magic.targets import candidates
from cardtable.games.magic.triggers import library_action, spell_copied


@handles(m.Mill)
def _mill(ctx: Context, e: m.Mill, _a: tuple[Any, ...]) -> None:
    state = ctx.game.state
    # "Each player mills N": the cards go at once, one event (701.13a, 603.2)
    moved = ctx.game.move_batch([oid for player in ctx.players(e.who)
                                 for oid in state.zone(player, LIBRARY)[:ctx.amount(e.amount)]],
                                GRAVEYARD, cause="mill")
    ctx.memo["milled"] = tuple(o.id for o in moved)  # "if a land card is milled this way"


@handles(m.Scry)
def _scry(ctx: Context, e: m.Scry, answers: tuple[Any, ...]) -> Ask | None:
    state = ctx.game.state
    amount = ctx.amount(e.amount)
    top = tuple(state.zone(ctx.controller, LIBRARY)[:amount])
    if not top:
        if amount > 0:  # an empty library is still scried (CR 701.18a; "scry 0" is not)
            library_action(ctx.game, "scry", ctx.controller)
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET, "scry: cards to put on the bottom",
                   top, 0, len(top))
    library = state.zone(ctx.controller, LIBRARY)
    for oid in answers[0]:
        library.remove(oid)
        library.append(oid)
    ctx.game.log("scry", ctx.controller, bottom=len(answers[0]), top=len(top) - len(answers[0]))
    library_action(ctx.game, "scry", ctx.controller)  # "Whenever you scry" (h7-trg)
    return None


@handles(m.ReorderTop)
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


@handles(m.Surveil)
def _surveil(ctx: Context, e: m.Surveil, answers: tuple[Any, ...]) -> Ask | None:
    state = ctx.game.state
    amount = ctx.amount(e.amount)
    top = tuple(state.zone(ctx.controller, LIBRARY)[:amount])
    if not top:
        if amount > 0:  # CR 701.42a ("surveil 0" is no surveil)
            library_action(ctx.game, "surveil", ctx.controller)
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET,
                   "surveil: cards to put into your graveyard", top, 0, len(top))
    for oid in answers[0]:
        ctx.game.move(state.objects[oid], GRAVEYARD, cause="surveil")
    library_action(ctx.game, "surveil", ctx.controller)  # "Whenever you surveil" (h7-trg)
    return None


@handles(m.SearchLibrary)
def _search(ctx: Context, e: m.SearchLibrary, answers: tuple[Any, ...]) -> Ask | None:
    if e.to == "split" or e.share_land_type:
        return _search_in_steps(ctx, e, answers)
    if composed_search(e):  # issue 29 (EV1): any searcher, count and destination
        return search_players(ctx, e, answers)
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
        if chosen and e.reveal:  # "reveal it / them": shown to every player (CR 701.16a)
            game.log("reveal", player, cards=[state.objects[o].card.name for o in chosen])
        for oid in chosen:
            obj = state.objects[oid]
            to = {"hand": HAND, "battlefield": BATTLEFIELD}.get(e.to, HAND)
            moved = game.move(obj, to, cause="search", tapped=e.tapped)
            ctx.memo["searched"] = moved.id  # "untap that land" (Fabled Passage, 608.2c)
        game.shuffle(player)
    return None


LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair",
              "Locus", "Mine", "Power-Plant", "Tower", "Urza's")  # CR 205.3i


def _land_types(state: Any, oid: int) -> set[str]:
    line = state.objects[oid].card.type_line
    return set(line.partition("—")[2].split()) & set(LAND_TYPES) if "Land" in line else set()


def _search_in_steps(ctx: Context, e: m.SearchLibrary, answers: tuple[Any, ...]) -> Ask | None:
    """Searches with a second choice (CR 701.19, 608.2c):

    * ``to="split"`` — "search for up to two basic land cards, reveal those cards, put one
      onto the battlefield tapped and the other into your hand" (Cultivate): the cards found,
      then which one goes onto the battlefield (with only one found, the player chooses
      where it goes);
    * ``share_land_type`` — "up to two basic land cards that share a land type" (Myriad
      Landscape): the first card, then a second that shares a land type with it (205.3i)."""
    game = ctx.game
    state = game.state
    for player in ctx.players(e.who)[:1]:
        library = state.zone(player, LIBRARY)
        found = tuple(oid for oid in library if matches(state, state.objects[oid], e.filter,
                                                        player, ctx.source_id)
                      ) if game.may_search(player) else ()
        chosen: tuple[int, ...] = ()
        if e.share_land_type:
            if found and not answers:
                return Ask(player, DecisionKind.CHOOSE_SUBSET,
                           "search your library: the first card", found, 0, 1)
            first = tuple(answers[0]) if answers else ()
            if first and e.count > 1:
                kinds = _land_types(state, first[0])
                rest = tuple(o for o in found if o != first[0] and kinds & _land_types(state, o))
                if rest and len(answers) < 2:
                    return Ask(player, DecisionKind.CHOOSE_SUBSET, "search your library: a "
                               "second card that shares a land type with "
                               f"{state.objects[first[0]].card.name}", rest, 0, 1)
                first = first + (tuple(answers[1]) if len(answers) > 1 else ())
            chosen = first
            for oid in chosen:
                game.move(state.objects[oid], BATTLEFIELD if e.to == "battlefield" else HAND,
                          cause="search", tapped=e.tapped)
        else:
            if found and not answers:
                return Ask(player, DecisionKind.CHOOSE_SUBSET, "search your library", found, 0,
                           min(e.count, len(found)))
            chosen = tuple(answers[0]) if answers else ()
            if chosen:
                game.log("reveal", player, cards=[state.objects[o].card.name for o in chosen])
            if chosen and len(answers) < 2:
                return Ask(player, DecisionKind.CHOOSE_SUBSET,
                           "put onto the battlefield tapped (the other into your hand)", chosen,
                           1 if len(chosen) > 1 else 0, 1)
            to_battlefield = set(answers[1]) if len(answers) > 1 else set()
            for oid in chosen:
                if oid in to_battlefield:
                    game.move(state.objects[oid], BATTLEFIELD, cause="search", tapped=e.tapped)
                else:
                    game.move(state.objects[oid], HAND, cause="search")
        game.shuffle(player)
    return None


@handles(m.RevealTop)
def _reveal_top(ctx: Context, e: m.RevealTop, _a: tuple[Any, ...]) -> None:
    """CR 701.16a: the top card is shown to all; the instructions after it read it as
    ``"revealed"`` (an empty library reveals nothing)."""
    state = ctx.game.state
    for player in ctx.players(e.who)[:1]:
        library = state.zone(player, LIBRARY)
        top = library[0] if library else None
        ctx.memo["revealed"] = top
        ctx.memo["revealed_by"] = player  # "they put it onto the battlefield" (Chaos Warp)
        if top is not None:
            ctx.game.log("reveal", player, cards=[state.objects[top].card.name])


@handles(m.MoveRevealed)
def _move_revealed(ctx: Context, e: m.MoveRevealed, _a: tuple[Any, ...]) -> None:
    """Put the revealed card where the instruction says, if it is still on top of the
    library (CR 400.7: otherwise it is a new object the instruction can't find)."""
    state = ctx.game.state
    top = ctx.memo.get("revealed")
    obj = state.objects.get(top) if isinstance(top, int) else None
    if obj is None or obj.zone != LIBRARY:
        return
    if e.to == "battlefield":
        who = ctx.memo.get("revealed_by", ctx.controller) if e.wording == "they" else \
            ctx.controller
        ctx.game.move(obj, BATTLEFIELD, cause="put",
                      controller=who if isinstance(who, int) else ctx.controller)
    else:
        ctx.game.move(obj, HAND, cause="put")


@handles(m.LookAtTop)
def _look_at_top(ctx: Context, e: m.LookAtTop, answers: tuple[Any, ...]) -> Ask | None:
    """Look at the top N cards (private to the player, CR 401.4), may put one that matches
    the filter onto the battlefield, then the rest on the bottom in the order the player
    chooses (an ordered choice, CR 401.4)."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    top = tuple(state.zone(player, LIBRARY)[:e.count])
    if not top:
        return None
    options = tuple(o for o in top if matches(state, state.objects[o], e.filter, player,
                                              ctx.source_id))
    if options and not answers:
        return Ask(player, DecisionKind.CHOOSE_SUBSET,
                   "put one onto the battlefield (or none)", options, 0, 1)
    chosen = tuple(answers[0]) if options else ()
    rest = tuple(o for o in top if o not in chosen)
    used = 1 if options else 0
    if len(rest) > 1 and len(answers) <= used:
        return Ask(player, DecisionKind.CHOOSE_ORDERED,
                   "order for the bottom of your library (first goes to the bottom first)",
                   rest, len(rest), len(rest))
    order = tuple(answers[used]) if len(rest) > 1 else rest
    for oid in chosen:
        game.move(state.objects[oid], BATTLEFIELD, cause="put", controller=player)
    library = state.zone(player, LIBRARY)
    for oid in order:
        if oid in library:
            library.remove(oid)
            library.append(oid)
    state.touch()
    return None


@handles(m.ShuffleIntoLibrary)
def _shuffle_into_library(ctx: Context, e: m.ShuffleIntoLibrary, _a: tuple[Any, ...]) -> None:
    """The chosen cards still in a graveyard go to their owner's library, then the player
    shuffles (CR 701.20a; with no card chosen the player still shuffles)."""
    state = ctx.game.state
    who = ctx.players(e.who)  # read before it moves: "the owner of target permanent"
    for oid in ctx.objects(e.what):
        obj = state.objects[oid]
        if obj.zone in (GRAVEYARD, BATTLEFIELD):  # Loaming Shaman; Chaos Warp
            ctx.game.move(obj, LIBRARY, cause="shuffle_in")
    if e.who.startswith("owner:"):
        for player in who:
            ctx.game.shuffle(player)
        return
    for player in ctx.players(e.who):
        ctx.game.shuffle(player)


@handles(m.Shuffle)
def _shuffle(ctx: Context, e: m.Shuffle, _a: tuple[Any, ...]) -> None:
    for player in ctx.players(e.who):
        ctx.game.shuffle(player)


@handles(m.CopySpell)
def _copy_spell(ctx: Context, e: m.CopySpell, answers: tuple[Any, ...]) -> Ask | None:
    """A copy by ``e.copier`` (demonstrate's chosen opponent, CR 702.144a) is made and
    retargeted as though that player controlled the copying ability (707.10: the copier
    controls the copy and chooses its new targets); nothing when that player is gone."""
    if not e.copier:
        return _copy_spell_as(ctx, e, answers)
    copiers = ctx.players(e.copier)
    if not copiers:
        return None
    controller, ctx.controller = ctx.controller, copiers[0]
    try:
        return _copy_spell_as(ctx, e, answers)
    finally:
        ctx.controller = controller


def _copy_spell_as(ctx: Context, e: m.CopySpell, answers: tuple[Any, ...]) -> Ask | None:
    """707.10: a copy of a spell on the stack, with the same modes (MOD-8), targets and X;
    its controller is the copier. With ``new_targets`` the copier may choose a new target for
    each single target of a non-modal spell (707.10c): asked first, the old one offered first
    (keeping it), then each other legal choice."""

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
        spell_copied(ctx.game, copy_obj, ctx.controller)  # "cast or copy" (603.2)
    return None


def _retargetable(ctx: Context, e: m.CopySpell, original: Any,
                  oid: int) -> list[tuple[int, tuple[Any, ...]]]:
    """(index, options) for each single target the copier may change (707.10c)."""

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


@handles(m.RevealUntil)
def _reveal_until(ctx: Context, e: m.RevealUntil, _a: tuple[Any, ...]) -> None:
    """CR 701.16a: reveal from the top until a card matching the filter (and sharing a
    creature type with ``shares_type_with``, 205.3m, as it last existed, 608.2h) is revealed;
    it goes to the hand, the rest to the bottom of the library in a random order (seeded)."""

    game = ctx.game
    state = game.state
    wanted: frozenset[str] | None = None
    if e.shares_type_with:
        ids = ctx.objects(e.shares_type_with)
        if ids:
            wanted = frozenset(chars(state, state.objects[ids[0]]).subtypes)
        else:
            lki = state.lki.get(ctx.event.get("it", -1))
            wanted = frozenset(lki.subtypes) if lki is not None else frozenset()
    library = state.zone(ctx.controller, LIBRARY)
    revealed: list[int] = []
    found: int | None = None
    for oid in list(library):
        revealed.append(oid)
        card = state.objects[oid]
        c = base_chars(card)
        if matches(state, card, e.filter, ctx.controller, ctx.source_id) and (
                wanted is None or ("Creature" in c.types and wanted & set(c.subtypes))):
            found = oid
            break
    game.log("reveal", ctx.controller, cards=[state.objects[o].card.name for o in revealed])
    if found is not None:
        game.move(state.objects[found], HAND, cause="reveal")
    rest = [o for o in revealed if o != found]
    game.rng.shuffle(rest)
    for oid in rest:
        game.move(state.objects[oid], LIBRARY, top=False, cause="reveal")


@handles(m.PayXDraw)
def _pay_x_draw(ctx: Context, e: m.PayXDraw, answers: tuple[Any, ...]) -> Ask | None:
    """Choose X (0: do not pay) up to the limit and what can be paid (118.3), pay {X}, draw X
    (Well of Lost Dreams)."""

    game = ctx.game
    player = ctx.controller
    limit = max(0, ctx.amount(e.limit))
    options = tuple(n for n in range(limit + 1)
                    if n == 0 or can_pay(game.state, player, requirement(f"{{{n}}}")))
    if len(options) <= 1:
        return None
    if not answers:
        return Ask(player, DecisionKind.CHOOSE_ONE, "pay {X} to draw X cards (0: don't pay)",
                   options)
    x = int(answers[0])
    if x > 0 and game.pay_mana(player, requirement(f"{{{x}}}")):
        game.draw(player, x)
    return None


REVEALED_MV = "revealed_mv:"  # a cast note: the total mana value revealed (Naya Soulbeast)


@handles(m.RevealTops)
def _reveal_tops(ctx: Context, e: m.RevealTops, _a: tuple[Any, ...]) -> None:
    """Each player reveals the top card of their library (701.16a); the total mana value is
    noted on the source spell while it is on the stack (read as it enters, 614.1c)."""

    state = ctx.game.state
    total = 0
    for player in ctx.players(e.who):
        library = state.zone(player, LIBRARY)
        if not library:
            continue
        card = state.objects[library[0]]
        total += base_chars(card).mana_value
        ctx.game.log("reveal", player, cards=[card.card.name])
    source = state.objects.get(ctx.source_id)
    if source is not None and source.zone == STACK:
        notes = {n for n in state.cast_notes.get(ctx.source_id, frozenset())
                 if not n.startswith(REVEALED_MV)}
        state.cast_notes[ctx.source_id] = frozenset(notes | {f"{REVEALED_MV}{total}"})
