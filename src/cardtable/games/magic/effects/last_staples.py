"""Handlers of the effects of issue 28's last staples (:mod:`cardtable.games.magic.model
.spending`, …). Each handler is registered with ``@handles`` (:mod:`.registry`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.cast_modes import ability_targets, with_x
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import Chars, base_chars, chars, matches
from cardtable.games.magic.mana import can_pay, requirement
from cardtable.games.magic.mana_riders import SPEND_ONLY
from cardtable.games.magic.model.vocabulary import REANIMATED
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.player_protection import life_cant_change
from cardtable.games.magic.targets import candidates, describe
from cardtable.games.magic.triggers import life_lost


@handles(m.SpendOnly)
def _spend_only(ctx: Context, e: m.SpendOnly, _a: tuple[Any, ...]) -> Ask | None:
    """"Spend this mana only to …" (CR 106.6) after mana an ability resolving through the
    interpreter added: each unit of it carries the restriction (mana_riders.usable_pool). A
    mana ability activated by hand gets the same riders in ``game_services.activate_mana``."""
    for symbol in ctx.memo.get("mana_added", ()):
        ctx.game.state.mana_riders.append((ctx.controller, symbol, SPEND_ONLY, ctx.source_id))
    return None


@handles(m.MayPayAmount)
def _may_pay_amount(ctx: Context, e: m.MayPayAmount, answers: tuple[Any, ...]) -> Ask | None:
    """"… unless that player pays {X}, where X is ~'s power" (CR 118.12, 608.2d): the amount
    is read now; the player chooses whether to pay it (one who can't pay doesn't, 118.3), and
    the following "if not paid" reads ``memo["paid"]``."""
    who = ctx.players(e.who)
    player = who[0] if who else ctx.controller
    n = max(0, ctx.amount(e.amount))
    need = requirement("{" + str(n) + "}")
    if not answers:
        if not can_pay(ctx.game.state, player, need):
            ctx.memo["paid"] = False
            return None
        return Ask(player, DecisionKind.YES_NO, f"pay {{{n}}}?", (True, False))
    paid = answers[0] is True and ctx.game.pay_mana(player, need)
    if paid:
        ctx.game.log("paid", player, mana=n)
    ctx.memo["paid"] = paid
    return None


LOSE_LIFE = "lose_life"


@handles(m.Punisher)
def _punisher(ctx: Context, e: m.Punisher, answers: tuple[Any, ...]) -> Ask | None:
    """"Repeat the following process X times. Each opponent loses 3 life unless that player
    sacrifices a nonland permanent or discards a card." (Torment of Hailfire; CR 608.2d): one
    choice per player per repetition, in turn order; each answer is carried out as it comes
    (the next choice sees its result), its count kept in the memo. A player with only one
    choice left (no nonland permanent and no card in hand) is not asked."""
    game = ctx.game
    state = game.state
    players = ctx.players(e.who)
    pairs = [p for _ in range(max(0, ctx.amount(e.times))) for p in players]
    done = int(ctx.memo.get("punisher_done", 0))
    pending = list(answers[int(ctx.memo.get("punisher_answers", 0)):])
    while done < len(pairs):
        player = pairs[done]
        options: list[Any] = [LOSE_LIFE]
        if e.sacrifice is not None:
            options += [("sacrifice", oid) for oid in state.battlefield
                        if chars(state, state.objects[oid]).controller == player
                        and matches(state, state.objects[oid], e.sacrifice, player,
                                    ctx.source_id)]
        if e.discard:
            options += [("discard", oid) for oid in state.zone(player, HAND)]
        if len(options) == 1:
            choice: Any = LOSE_LIFE
        elif pending:
            choice = pending.pop(0)
            if isinstance(choice, list):
                choice = tuple(choice)  # a record read back from JSON
            ctx.memo["punisher_answers"] = int(ctx.memo.get("punisher_answers", 0)) + 1
        else:
            ctx.memo["punisher_done"] = done
            return Ask(player, DecisionKind.CHOOSE_ONE,
                       f"lose {e.life} life, or sacrifice a permanent or discard a card "
                       f"({done + 1} of {len(pairs)})", tuple(options))
        _punish(ctx, e, player, choice)
        done += 1
    ctx.memo["punisher_done"] = done
    return None


def _punish(ctx: Context, e: m.Punisher, player: int, choice: Any) -> None:
    game = ctx.game
    state = game.state
    if choice == LOSE_LIFE:
        lost = 0 if life_cant_change(state, player) else e.life  # 119.8
        state.players[player].life -= lost
        game.log("life", player, lost=lost, life=state.players[player].life)
        life_lost(game, player, lost)  # h7-trg (119.3)
        return
    how, oid = choice
    obj = state.objects[oid]
    game.move(obj, GRAVEYARD, cause="sacrifice" if how == "sacrifice" else "discard")


@handles(m.ChooseNewTargets)
def _choose_new_targets(ctx: Context, e: m.ChooseNewTargets,
                        answers: tuple[Any, ...]) -> Ask | None:
    """CR 115.7d: "You may choose new targets for target spell or ability." — for each single
    target of that spell or ability, its current target first (keeping it) and then every
    other target legal for it (its controller's and source's point of view, 115.7e); the
    division of damage stays (115.7f)."""
    state = ctx.game.state
    index = int(e.what.split(":")[1]) if e.what.startswith("target:") else -1
    chosen = ctx.targets[index] if 0 <= index < len(ctx.targets) else ()
    wanted = chosen[0] if chosen else None
    position = next((n for n, i in enumerate(state.stack) if wanted is not None and (
        i.obj == wanted or (i.obj is None and i.id == wanted))), None)
    if position is None:
        return None
    item = state.stack[position]
    if item.obj is not None:
        source: Chars | None = base_chars(state.objects[item.obj])
    else:
        obj = state.objects.get(item.source)
        source = chars(state, obj) if obj is not None else None
    targets = list(item.targets)
    asked = 0
    for n, spec in enumerate(ability_targets(item.ability, item.modes)):
        if spec.count != 1 or n >= len(targets) or len(targets[n]) != 1:
            continue
        current = targets[n][0]
        others = [c for c in candidates(state, with_x(spec, item.x), item.controller, source,
                                        item.source)
                  if c != current and c != item.obj and c != item.id]
        if not others:
            continue
        if asked >= len(answers):
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"choose a new target for {item.name} (the first keeps it)",
                       (current, *others))
        targets[n] = (answers[asked],)
        asked += 1
    if tuple(targets) != item.targets:
        state.stack[position] = replace(item, targets=tuple(targets))
        ctx.game.log("new_targets", ctx.controller, name=item.name,
                     targets=[describe(state, t) for group in targets for t in group])
    return None


SEARCH_ZONES = ("library", "graveyard", "both")


@handles(m.SearchLibraryOrGraveyard)
def _search_library_or_graveyard(ctx: Context, e: m.SearchLibraryOrGraveyard,
                                 answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.19: "Search your library and/or graveyard for …": which zones first, then the
    card (or none) among the matching cards there; "If you search your library this way,
    shuffle." (701.20) — only then."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    if not answers:
        return Ask(player, DecisionKind.CHOOSE_ONE,
                   "search your library, your graveyard, or both", SEARCH_ZONES)
    where = str(answers[0])
    flt = replace(e.filter, mana_value_max=ctx.x) if e.mana_value_x else e.filter
    library = where in ("library", "both") and game.may_search(player)
    zones = ([GRAVEYARD] if where in ("graveyard", "both") else []) + (
        [LIBRARY] if library else [])
    found = tuple(oid for zone in zones for oid in state.zone(player, zone)
                  if matches(state, state.objects[oid], flt, player, ctx.source_id))
    if found and len(answers) < 2:
        zone_words = "library and graveyard" if where == "both" else where
        return Ask(player, DecisionKind.CHOOSE_SUBSET, f"search your {zone_words}", found, 0,
                   1)
    chosen = tuple(answers[1]) if len(answers) > 1 else ()
    if chosen and e.reveal:  # "reveal it": shown to every player (CR 701.16a)
        game.log("reveal", player, cards=[state.objects[oid].card.name for oid in chosen])
    for oid in chosen:
        to = BATTLEFIELD if e.to == "battlefield" else HAND
        game.move(state.objects[oid], to, cause="search")
    if library:
        game.shuffle(player)
    return None


@handles(m.DrawAdditional)
def _draw_additional(ctx: Context, e: m.DrawAdditional, _a: tuple[Any, ...]) -> Ask | None:
    """"draw two additional cards" (CR 121.1, 504.1)."""
    for player in ctx.players(e.who):
        ctx.game.draw(player, e.amount)
    return None


@handles(m.DrawnPayOrTop)
def _drawn_pay_or_top(ctx: Context, e: m.DrawnPayOrTop, answers: tuple[Any, ...]) -> Ask | None:
    """Sylvan Library: the cards chosen (in order) among those in the hand drawn this turn,
    then for each a choice — pay the life (asked only while the player has that much life and
    their life can change, 119.4, 119.8) or put it on top of the library. Nothing happens
    until every answer is in; then the life is paid and the cards go on top in order."""
    game = ctx.game
    state = game.state
    player = ctx.controller
    hand = state.zone(player, HAND)
    drawn = tuple(oid for oid in state.players[player].drawn_this_turn if oid in hand)
    need = min(e.count, len(drawn))
    if need == 0:
        return None
    if not answers:
        return Ask(player, DecisionKind.CHOOSE_ORDERED,
                   f"choose {need} cards in your hand drawn this turn", drawn, need, need)
    chosen = tuple(answers[0])
    life = state.players[player].life
    frozen = life_cant_change(state, player)
    paid = 0
    to_top: list[int] = []
    next_answer = 1
    for oid in chosen:
        if frozen or life - paid < e.life:
            to_top.append(oid)  # life that can't be paid isn't (119.4, 119.8)
            continue
        if next_answer >= len(answers):
            name = state.objects[oid].card.name
            return Ask(player, DecisionKind.YES_NO,
                       f"pay {e.life} life for {name} (no: put it on top of your library)?",
                       (True, False))
        if answers[next_answer] is True:
            paid += e.life
        else:
            to_top.append(oid)
        next_answer += 1
    if paid:
        state.players[player].life -= paid
        game.log("life", player, lost=paid, life=state.players[player].life)
        life_lost(game, player, paid)  # h7-trg (119.4)
    for oid in to_top:
        game.move(state.objects[oid], LIBRARY, cause="put")
    return None


@handles(m.ReanimateEnchanted)
def _reanimate_enchanted(ctx: Context, e: m.ReanimateEnchanted,
                         _a: tuple[Any, ...]) -> Ask | None:
    """Animate Dead (CR 303.4f): the Aura, still on the battlefield, now enchants "creature
    put onto the battlefield with ~" (its note), returns the creature card it enchants from
    a graveyard under its controller's control and is attached to it; a card no longer in a
    graveyard is not returned (the Aura then goes by the state-based actions, 704.5m)."""
    game = ctx.game
    state = game.state
    aura = state.objects.get(ctx.source_id)
    if aura is None or aura.zone != BATTLEFIELD or aura.attached_to is None:
        return None
    card = state.objects.get(aura.attached_to)
    if card is None or card.zone != GRAVEYARD or "Creature" not in base_chars(card).types:
        return None
    new = game.move(card, BATTLEFIELD, cause="return", controller=ctx.controller,
                    tapped=e.tapped)
    aura.attached_to = new.id
    aura.timestamp = state.new_timestamp()  # 613.7e: attached anew
    state.cast_notes[new.id] = state.cast_notes.get(new.id, frozenset()) | {
        f"{REANIMATED}{aura.id}"}  # "put onto the battlefield with ~" (this Aura object)
    state.touch()
    game.log("attach", None, what=aura.card.name, to=new.card.name)
    return None


@handles(m.SacrificeReanimated)
def _sacrifice_reanimated(ctx: Context, e: m.SacrificeReanimated,
                          _a: tuple[Any, ...]) -> Ask | None:
    """"When ~ leaves the battlefield, that creature's controller sacrifices it.": the
    creature the Aura returned, if it is still on the battlefield (a new object is not it,
    400.7)."""
    state = ctx.game.state
    mark = f"{REANIMATED}{ctx.source_id}"
    for oid in list(state.battlefield):
        if mark in state.cast_notes.get(oid, frozenset()):
            ctx.game.move(state.objects[oid], GRAVEYARD, cause="sacrifice")
    return None
