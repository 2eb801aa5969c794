"""Handlers of the zone verbs of issue 29, round 8 (helper EV1; model
:mod:`cardtable.games.magic.model.zone_verbs_8`): extra land plays for the turn (CR 305.2)
a card put into a library N-th from the top (CR 401.7) and a search of a player's graveyard,
hand and library for the cards with an object's name (CR 701.19, 608.2h)."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.effects.exile_until import _reveal_choose_exile as reveal_choose_exile
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import base_chars, chars, matches
from cardtable.games.magic.model.exile_until import RevealChooseExile
from cardtable.games.magic.model.zone_verbs_8 import ANY_NUMBER_FOUND
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.player_rules import give_land_plays_for_turn


@handles(m.ExtraLandPlays)
def _extra_land_plays(ctx: Context, e: m.ExtraLandPlays, _a: tuple[Any, ...]) -> None:
    """305.2: each player named may play ``count`` more lands this turn (514.2 ends it)."""
    for player in ctx.players(e.who):
        give_land_plays_for_turn(ctx.game.state, player, e.count, ctx.source_id)
        ctx.game.log("extra_land_plays", player, count=e.count)


@handles(m.PutIntoLibraryAt)
def _to_library_at(ctx: Context, e: m.PutIntoLibraryAt, _a: tuple[Any, ...]) -> None:
    """401.7: into its owner's library with ``position - 1`` cards above it, or on the bottom
    of a library with fewer than ``position`` cards. "It" of a zone-change trigger is the
    card in the zone it went to (400.7: the new object, found through ``state.moved``)."""
    state = ctx.game.state
    ids = ctx.objects(e.what)
    if not ids and e.what in ("it", m.SELF):
        moved = state.moved.get(ctx.event.get("it", -1))
        ids = [moved] if moved is not None and moved in state.objects and \
            state.objects[moved].zone in (GRAVEYARD, EXILE) else []
    for oid in ids:
        obj = state.objects[oid]
        if obj.zone == LIBRARY:
            continue
        new = ctx.game.move(obj, LIBRARY, top=True, cause="to_library")
        if new.zone != LIBRARY:  # a replacement sent it elsewhere (903.9b)
            continue
        library = state.players[new.owner].zones[LIBRARY]
        library.remove(new.id)
        library.insert(min(e.position - 1, len(library)), new.id)
        state.touch()


def _name_of(ctx: Context, ref: str) -> str:
    """The name of the object ``ref`` names: as it is on the battlefield or the stack, else as
    it last existed there (608.2h: a countered spell, an exiled land)."""
    state = ctx.game.state
    values = ctx._target_values(ref) if ref.startswith("target:") else ctx.objects(ref)
    oid = next((v for v in values if isinstance(v, int)), None)
    if oid is None:
        return ""
    obj = state.objects.get(oid)
    known = state.lki.get(oid)
    if obj is not None and (obj.zone == BATTLEFIELD or known is None):
        return chars(state, obj).name
    return known.name if known is not None else ""


@handles(m.SearchZonesForName)
def _search_zones_for_name(ctx: Context, e: m.SearchZonesForName,
                           answers: tuple[Any, ...]) -> Ask | None:
    """701.19: the searcher looks through the player's graveyard, hand and library for the
    cards with that name; "all" exiles each of them, "any number" those the searcher
    chooses; then that player shuffles (701.20a). No name (nothing was named): nothing is
    found, the library is still shuffled."""
    players = ctx.players(e.who)
    if not players:
        return None
    player = players[0]
    return exile_named_cards(ctx, player, _name_of(ctx, e.name_of),
                             e.count == ANY_NUMBER_FOUND, answers)


def exile_named_cards(ctx: Context, player: int, name: str, any_number: bool,
                      answers: tuple[Any, ...]) -> Ask | None:
    """Search ``player``'s graveyard, hand and library for the cards named ``name`` and exile
    them — all of them, or (``any_number``) those the searcher chooses — then that player
    shuffles (701.19, 701.20a); the count is the memo's "exiled" ("for each card exiled this
    way"). No name: nothing is found, the library is still shuffled."""
    state = ctx.game.state
    found = tuple(oid for zone in (GRAVEYARD, HAND, LIBRARY) for oid in state.zone(player, zone)
                  if name and state.objects[oid].card.name == name)
    if any_number and found:
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_SUBSET,
                       f"exile any number of cards named {name}", found, 0, len(found))
        found = tuple(oid for oid in answers[0] if oid in found)
    for oid in found:
        ctx.game.move(state.objects[oid], EXILE, cause="exile")
    ctx.memo["exiled"] = len(found)
    ctx.game.log("search_zones_for_name", player, name=name, exiled=len(found))
    ctx.game.shuffle(player)
    return None


@handles(m.PutExiledIntoGraveyard)
def _put_exiled_into_graveyard(ctx: Context, e: m.PutExiledIntoGraveyard,
                               answers: tuple[Any, ...]) -> Ask | None:
    """406.3, 404.2: the controller chooses one card in exile owned by a player ``owner``
    names and puts it into that player's graveyard; ``memo["paid"]`` says whether a card was
    put there (the "If you do" after it, 608.2c)."""
    state = ctx.game.state
    found = tuple(oid for player in ctx.players(e.owner) for oid in state.zone(player, EXILE))
    ctx.memo["paid"] = False
    if not found:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                   "put a card an opponent owns from exile into that player's graveyard", found)
    chosen = answers[0]
    if chosen in found:
        ctx.game.move(state.objects[chosen], GRAVEYARD, cause="put_into_graveyard")
        ctx.memo["paid"] = True
    return None


@handles(m.RevealPiles)
def _reveal_piles(ctx: Context, e: m.RevealPiles, answers: tuple[Any, ...]) -> Ask | None:
    """700.3, 701.16a: the top ``count`` cards are revealed and stay in the library (700.3c)
    while an opponent separates them into two piles (700.3d: either may be empty); the
    controller puts one pile into their hand and the other into their graveyard. With several
    opponents the controller chooses which one separates."""
    state = ctx.game.state
    player = ctx.controller
    cards = tuple(state.zone(player, LIBRARY)[:e.count])
    if not cards:
        return None
    opponents = [p for p in state.apnap() if p != player and not state.players[p].left]
    if not opponents:
        return None
    asked = 0
    separator = opponents[0]
    if len(opponents) > 1:
        if len(answers) <= asked:
            return Ask(player, DecisionKind.CHOOSE_ONE, "choose an opponent to separate the "
                       "revealed cards into two piles", tuple(opponents))
        separator = answers[asked] if answers[asked] in opponents else opponents[0]
        asked += 1
    if len(answers) <= asked:  # revealed to every player as the separating begins
        ctx.game.log("reveal", player, cards=[state.objects[o].card.name for o in cards])
        return Ask(separator, DecisionKind.CHOOSE_SUBSET, "separate the revealed cards into two "
                   "piles: choose the first pile", cards, 0, len(cards))
    first = tuple(oid for oid in answers[asked] if oid in cards)
    second = tuple(oid for oid in cards if oid not in first)
    asked += 1
    if len(answers) <= asked:
        words = [", ".join(state.objects[o].card.name for o in pile) or "no cards"
                 for pile in (first, second)]
        return Ask(player, DecisionKind.CHOOSE_ONE, f"put into your hand the first pile "
                   f"({words[0]}) or the second pile ({words[1]})", (1, 2))
    hand, other = (first, second) if answers[asked] == 1 else (second, first)
    for oid in hand:
        ctx.game.move(state.objects[oid], HAND, cause="reveal_piles")
    for oid in other:
        ctx.game.move(state.objects[oid], GRAVEYARD, cause="reveal_piles")
    return None


@handles(m.ReturnDiedThisTurn)
def _return_died_this_turn(ctx: Context, e: m.ReturnDiedThisTurn, _a: tuple[Any, ...]) -> None:
    """700.4, 400.7: the cards of the creatures that died this turn (``state.died_ids``, their
    last-known ids, followed to their graveyard cards) that are still creature cards in the
    controller's graveyard go to the controller's hand."""
    state = ctx.game.state
    player = ctx.controller
    cards = [state.moved.get(old) for old in state.died_ids]
    found = [oid for oid in cards if oid is not None and oid in state.objects
             and state.objects[oid].zone == GRAVEYARD and state.objects[oid].owner == player
             and "Creature" in base_chars(state.objects[oid]).types]
    for oid in found:
        ctx.game.move(state.objects[oid], HAND, cause="return")


@handles(m.RevealDiscardAll)
def _reveal_discard_all(ctx: Context, e: m.RevealDiscardAll, _a: tuple[Any, ...]) -> None:
    """701.16a, 701.8a: each player named reveals their hand (to every player), then
    discards all the cards of it matching the filter, at once."""
    state = ctx.game.state
    for player in ctx.players(e.who):
        hand = list(state.zone(player, HAND))
        ctx.game.log("reveal", player, cards=[state.objects[o].card.name for o in hand])
        chosen = [oid for oid in hand if matches(state, state.objects[oid], e.filter, player,
                                                 ctx.source_id)]
        discarded = ctx.game.move_batch(chosen, GRAVEYARD, cause="discard")
        ctx.memo["discarded"] = ctx.memo.get("discarded", 0) + len(discarded)


@handles(m.RevealChooseExileAnd)
def _reveal_choose_exile_and(ctx: Context, e: m.RevealChooseExileAnd,
                             answers: tuple[Any, ...]) -> Ask | None:
    """701.16a, 406.3: played as "… you choose a card from it. Exile that card." is."""
    return reveal_choose_exile(ctx, RevealChooseExile(who=e.who, filter=e.filter,
                                                      joined=False), answers)


@handles(m.PlayerReturnsChosen)
def _player_returns_chosen(ctx: Context, e: m.PlayerReturnsChosen,
                           answers: tuple[Any, ...]) -> Ask | None:
    """608.2d, 101.4: each player named, in turn order, chooses a permanent they control
    matching the filter (none to choose: nothing); then all the chosen ones are returned to
    their owners' hands at once."""
    state = ctx.game.state
    chosen: list[int] = []
    asked = 0
    for player in ctx.players(e.who):
        options = tuple(oid for oid in state.battlefield
                        if chars(state, state.objects[oid]).controller == player
                        and matches(state, state.objects[oid], e.filter, player, ctx.source_id))
        if len(options) <= 1:
            chosen.extend(options)
            continue
        if len(answers) <= asked:
            return Ask(player, DecisionKind.CHOOSE_SUBSET, "return a permanent you control to "
                       "its owner's hand", options, 1, 1)
        chosen.extend(oid for oid in answers[asked] if oid in options)
        asked += 1
    ctx.game.move_batch([oid for oid in chosen if oid in state.objects
                         and state.objects[oid].zone == BATTLEFIELD], HAND, cause="bounce")
    return None
