"""Zone verbs the "zone verbs" block composes (issue 29, EV1): a library search by any player,
for any count, to any zone (CR 701.19, 701.16a, 701.20). Part of the ability interpreter."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import matches
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    GameObject,
)

SEARCH_ZONES = {"hand": HAND, "battlefield": BATTLEFIELD, "graveyard": GRAVEYARD,
                "exile": EXILE}


def composed_search(e: m.SearchLibrary) -> bool:
    """Whether the search has a part only :func:`search_players` plays."""
    other_searcher = e.who != m.YOU and not e.who.startswith("controller:")
    return (e.optional or e.together or e.up_to is not None or e.exactly or other_searcher
            or e.to in ("graveyard", "exile") or (e.to == "top" and e.count > 1))


def search_players(ctx: Context, e: m.SearchLibrary, answers: tuple[Any, ...]) -> Ask | None:
    """Each searcher in APNAP order (101.4): asked first whether to search when the search is
    optional, then which cards (up to the count; a search for cards of a stated quality may
    find fewer, 701.19b). The cards found move to ``e.to`` (revealed first when the text says
    so, 701.16a) and the searcher shuffles; with ``together`` every search comes first, the
    cards move at once, then each searcher shuffles."""
    game = ctx.game
    state = game.state
    limit = ctx.amount(e.up_to) if e.up_to is not None else e.count
    asked = 0
    plan: list[tuple[int, tuple[int, ...]]] = []
    for player in ctx.players(e.who):
        if state.players[player].left:
            continue
        if e.optional:
            if asked >= len(answers):
                return Ask(player, DecisionKind.YES_NO, "search your library?", (True, False))
            searches = answers[asked] is True
            asked += 1
            if not searches:
                continue
        found = tuple(oid for oid in state.zone(player, LIBRARY)
                      if matches(state, state.objects[oid], e.filter, player, ctx.source_id)
                      ) if game.may_search(player) else ()
        chosen: tuple[int, ...] = ()
        if found and limit > 0:
            # "three cards" with no quality stated: that many, if there are (701.19b)
            least = min(limit, len(found)) if e.exactly and e.filter == m.ANY else 0
            if asked >= len(answers):
                return Ask(player, DecisionKind.CHOOSE_SUBSET, "search your library", found,
                           least, min(limit, len(found)))
            chosen = tuple(o for o in answers[asked] if o in found)[:limit]
            asked += 1
        if e.to == "top":  # shuffle, then the cards found on top in the player's order
            if len(chosen) > 1:
                if asked >= len(answers):
                    return Ask(player, DecisionKind.CHOOSE_ORDERED,
                               "put them on top of your library (the first on top)", chosen,
                               len(chosen), len(chosen))
                order = tuple(answers[asked])
                asked += 1
                chosen = order if sorted(order) == sorted(chosen) else chosen
            _on_top(ctx, e, player, chosen)
            continue
        plan.append((player, chosen))
        if not e.together:
            _move_found(ctx, e, player, chosen)
            game.shuffle(player)
    if e.together:
        for player, chosen in plan:
            _move_found(ctx, e, player, chosen)
        for player, _chosen in plan:
            game.shuffle(player)
    return None


def _on_top(ctx: Context, e: m.SearchLibrary, player: int, chosen: tuple[int, ...]) -> None:
    game = ctx.game
    state = game.state
    if chosen and e.reveal:  # shown to every player (CR 701.16a)
        game.log("reveal", player, cards=[state.objects[o].card.name for o in chosen])
    game.shuffle(player)
    library = state.zone(player, LIBRARY)
    for oid in reversed(chosen):  # the first in the order ends on top
        if oid in library:
            library.remove(oid)
            library.insert(0, oid)
    state.touch()


def _move_found(ctx: Context, e: m.SearchLibrary, player: int, chosen: tuple[int, ...]) -> None:
    game = ctx.game
    state = game.state
    if chosen and e.reveal:  # "reveal it / them": shown to every player (CR 701.16a)
        game.log("reveal", player, cards=[state.objects[o].card.name for o in chosen])
    to = SEARCH_ZONES[e.to]
    if to == BATTLEFIELD:
        for oid in chosen:
            game.move(state.objects[oid], to, cause="search", tapped=e.tapped)
    elif chosen:  # into a hand, a graveyard or exile: at once (603.2)
        game.move_batch(list(chosen), to, cause="search")


@handles(m.ExileFromZone)
def _exile_from_zone(ctx: Context, e: m.ExileFromZone, answers: tuple[Any, ...]) -> Ask | None:
    """Each player ``e.who`` names, in APNAP order (101.4), chooses ``e.amount`` cards of
    their hand or graveyard matching ``e.filter`` (all of them if fewer: an instruction is
    followed as far as possible, 609.3) and exiles them (406.3)."""
    game = ctx.game
    state = game.state
    want = ctx.amount(e.amount)
    zone = HAND if e.zone == "hand" else GRAVEYARD
    asked = 0
    for player in ctx.players(e.who):
        cards = tuple(oid for oid in state.zone(player, zone)
                      if matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        n = min(want, len(cards))
        if n <= 0:
            continue
        if n == len(cards):
            chosen = cards
        else:
            if asked >= len(answers):
                return Ask(player, DecisionKind.CHOOSE_SUBSET,
                           f"exile {n} {'card' if n == 1 else 'cards'} from your {e.zone}",
                           cards, n, n)
            chosen = tuple(o for o in answers[asked] if o in cards)[:n]
            asked += 1
        game.move_batch(list(chosen), EXILE, cause="exile")
        # "for each card exiled this way" (608.2c; issue 29 round 9, EV1)
        ctx.memo["exiled"] = ctx.memo.get("exiled", 0) + len(chosen)
    return None


@handles(m.ShuffleZonesIntoLibrary)
def _shuffle_zones(ctx: Context, e: m.ShuffleZonesIntoLibrary, _a: tuple[Any, ...]) -> None:
    """Every card of the named zones of each player goes into its owner's library at once
    (603.2), then each of those players shuffles (701.20a)."""
    game = ctx.game
    state = game.state
    players = ctx.players(e.who)
    zones = [HAND if z == "hand" else GRAVEYARD for z in e.zones]
    game.move_batch([oid for player in players for zone in zones
                     for oid in state.zone(player, zone)], LIBRARY, cause="shuffle")
    for player in players:
        game.shuffle(player)


@handles(m.ExileTopOfLibrary)
def _exile_top(ctx: Context, e: m.ExileTopOfLibrary, _a: tuple[Any, ...]) -> None:
    """The top cards of each named player's library go to exile at once (406.3, 603.2)."""
    state = ctx.game.state
    n = ctx.amount(e.amount)
    ctx.game.move_batch([oid for player in ctx.players(e.who)
                         for oid in state.zone(player, LIBRARY)[:n]], EXILE, cause="exile")


@handles(m.WishCard)
def _wish(ctx: Context, e: m.WishCard, answers: tuple[Any, ...]) -> Ask | None:
    """The controller chooses one card they own outside the game that matches the filter
    (only they see the names: a sideboard is hidden); it is brought into their hand (CR
    400.11b), revealed to all first when the text says so (701.16a)."""
    game = ctx.game
    player = ctx.controller
    state = game.state
    options = tuple(card.name for card in game.outside_the_game(player)
                    if matches(state, GameObject(-1, card, player, player, "outside"), e.filter,
                               player, ctx.source_id))  # printed characteristics (400.11c)
    if not options:
        return None
    if not answers:
        return Ask(player, DecisionKind.CHOOSE_SUBSET, "a card you own from outside the game",
                   options, 1, 1)
    chosen = [name for name in answers[0] if name in options][:1]
    for name in chosen:
        if e.reveal:
            game.log("reveal", player, cards=[name])
        game.bring_into_game(player, name, HAND)
    state.touch()
    return None



@handles(m.PutAllOnLibraries)
def _put_all_on_libraries(ctx: Context, e: m.PutAllOnLibraries,
                          answers: tuple[Any, ...]) -> Ask | None:
    """Each owner, in APNAP order (101.4), orders their own cards among the permanents that
    match (401.4: the first goes nearest the top); then all of them move at once (603.2)."""
    game = ctx.game
    state = game.state
    moving = [oid for oid in state.battlefield
              if matches(state, state.objects[oid], e.filter, ctx.controller, ctx.source_id)
              ] if not e.what else [oid for oid in ctx.objects(e.what)  # the legal targets
                                    if oid in state.battlefield]  # (608.2b; round 9)
    asked = 0
    orders: list[int] = []
    for player in state.apnap():
        mine = tuple(oid for oid in moving if state.objects[oid].owner == player)
        if len(mine) > 1:
            if asked >= len(answers):
                where = "bottom" if e.bottom else "top"
                return Ask(player, DecisionKind.CHOOSE_ORDERED,
                           f"order for the {where} of your library (the first nearest the top)",
                           mine, len(mine), len(mine))
            order = tuple(answers[asked])
            asked += 1
            mine = order if sorted(order) == sorted(mine) else mine
        orders.extend(mine)
    moved = game.move_batch(orders, LIBRARY, cause="to_library", top=not e.bottom)
    by_owner: dict[int, list[int]] = {}
    for obj in moved:  # a commander whose owner is still choosing the command zone has not
        if obj.zone == LIBRARY:  # moved (903.9b): it goes to the same end once they answer
            by_owner.setdefault(obj.owner, []).append(obj.id)
    for player, ids in by_owner.items():  # place the cards that arrived as ordered
        library = state.zone(player, LIBRARY)
        for oid in ids:
            if oid in library:
                library.remove(oid)
        if e.bottom:
            library.extend(ids)
        else:
            library[:0] = ids
    state.touch()
    return None
