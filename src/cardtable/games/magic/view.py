"""What one player may see (CR 400.2 public zones; 402.3 your own hand; libraries hidden):
a frozen snapshot with no path back to the game."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter, is_
from typing import TYPE_CHECKING, Any

from cardtable.games.magic.dungeons import DUNGEONS
from cardtable.games.magic.layers import battlefield_chars, chars
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.objects import COMMAND, EXILE, GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.play_from_exile import hidden_from
from cardtable.games.magic.play_from_top import top_card, top_visible
from cardtable.games.magic.revealed_hands import hand_revealed
from cardtable.games.magic.text.render import render_card
from cardtable.games.magic.text.words import RenderError

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


@dataclass(frozen=True, slots=True)
class PermanentView:
    id: int
    name: str
    controller: int
    owner: int
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int
    toughness: int
    keywords: tuple[str, ...]
    tapped: bool
    damage: int
    counters: tuple[tuple[str, int], ...]
    attached_to: int | None
    sick: bool
    token: bool
    attacking: Any = None
    blocking: int | None = None
    mana_value: int = 0
    rules: tuple[str, ...] = ()  # rule changes on it, e.g. combat requirements (combat_rules)
    face_down: bool = False  # morph (708): others see only "face-down 2/2" (708.5)


@dataclass(frozen=True, slots=True)
class CardView:
    id: int
    name: str
    mana_cost: str
    type_line: str
    oracle: str
    power: str | None = None
    toughness: str | None = None


@dataclass(frozen=True, slots=True)
class StackView:
    id: int
    name: str
    controller: int
    targets: tuple[Any, ...]
    is_spell: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    index: int
    life: int
    poison: int
    hand_size: int
    library_size: int
    graveyard: tuple[CardView, ...]
    exile: tuple[CardView, ...]
    pool: tuple[tuple[str, int], ...]
    left: bool
    lands_played: int
    emblems: tuple[CardView, ...] = ()  # in the command zone, public (CR 114)
    # their phased-out permanents (CR 702.26, phasing.py): on the battlefield, public, treated
    # as though they don't exist; a face-down one shows no name to others (708.5)
    phased_out: tuple[CardView, ...] = ()
    # the top card of their library: in their own view while they may look at it or play it
    # (Bolas's Citadel), in everyone's while it is revealed (Future Sight; 401.2, play_from_top)
    library_top: CardView | None = None
    # another player's hand while a static reveals it ("Players play with their hands
    # revealed.", revealed_hands.py; CR 701.16a); empty for a hidden hand and for the viewer's
    # own (that is ``MagicView.hand``)
    revealed_hand: tuple[CardView, ...] = ()


@dataclass(frozen=True, slots=True)
class MagicView:
    player: int
    turn: int
    active: int
    step: str
    priority: int | None
    players: tuple[PlayerView, ...]
    battlefield: tuple[PermanentView, ...]
    stack: tuple[StackView, ...]
    hand: tuple[CardView, ...]
    over: bool
    day_night: str = ""  # the game's designation, "day" or "night" once either (CR 728.1)
    # the players' designations, public (designations.py, issue 29): the monarch (CR 722.1)
    # and who has the city's blessing (702.131c)
    monarch: int | None = None
    city_blessing: tuple[int, ...] = ()
    # each player's dungeon in the command zone and the room of their venture marker, and the
    # dungeons completed, public (CR 309.2b, 309.4; dungeons.py): (player, dungeon, room)
    dungeons: tuple[tuple[int, str, str], ...] = ()
    dungeons_completed: tuple[tuple[int, int], ...] = ()

    def permanent(self, oid: int) -> PermanentView | None:
        return next((p for p in self.battlefield if p.id == oid), None)

    def card(self, oid: int) -> CardView | None:
        return next((c for c in self.hand if c.id == oid), None)


_CARD_VIEWS: dict[tuple[int, int], tuple[CardDef, CardView]] = {}
_PERM_VIEWS: dict[tuple[Any, ...], PermanentView] = {}
_NO_RULES: frozenset[str] = frozenset()
_CACHE_LIMIT = 50_000


def _card(game: GameServices, oid: int) -> CardView:
    """The card ``oid`` shows now. A view depends only on the id and the card definition, so
    it is kept (keyed by the definition's identity, held so the key cannot be reused): hashing
    a whole card definition for :func:`rules_text` on every view was the slowest part."""
    card = game.state.objects[oid].card
    hit = _CARD_VIEWS.get((oid, id(card)))
    if hit is not None and hit[0] is card:
        return hit[1]
    view = CardView(oid, card.name, card.mana_cost, card.type_line, rules_text(card),
                    card.power, card.toughness)
    if len(_CARD_VIEWS) > _CACHE_LIMIT:
        _CARD_VIEWS.clear()
    _CARD_VIEWS[(oid, id(card))] = (card, view)
    return view


_ZONE_VIEWS: dict[tuple[int, str], tuple[tuple[int, ...], tuple[CardDef, ...],
                                         tuple[CardView, ...]]] = {}
_CARD_OF = attrgetter("card")


def _zone_cards(game: GameServices, seat: int, zone: str) -> tuple[CardView, ...]:
    """The card views of ``seat``'s public ``zone`` (graveyard, exile). A zone's view is a
    function of its ids and their card definitions (as for :func:`_card`); graveyards only grow
    in a long game, so the last one is kept per seat and zone and reused while both are the
    same — checked in full each time, without a Python call per card."""
    ids = tuple(game.state.players[seat].zones[zone])
    objects = game.state.objects
    cards = tuple(map(_CARD_OF, map(objects.__getitem__, ids)))
    hit = _ZONE_VIEWS.get((seat, zone))
    if hit is not None and hit[0] == ids and all(map(is_, hit[1], cards)):
        return hit[2]
    views = tuple(_card(game, i) for i in ids)
    _ZONE_VIEWS[(seat, zone)] = (ids, cards, views)
    return views


@lru_cache(maxsize=4096)
def rules_text(card: CardDef) -> str:
    """The text players see: the card's own Oracle text where its definition carries one (cards
    compiled from a card database), else its abilities rendered back to Oracle wording (the
    bundled pool stores no rules text)."""
    if card.oracle:
        return card.oracle
    try:
        return render_card(card)
    except RenderError:
        return ""



def _exiled(game: GameServices, player: int, oid: int) -> CardView:
    """A card in exile; face down (406.3), a nameless back to a player who may not look."""

    if hidden_from(game.state, player, oid):
        return CardView(oid, "face-down card", "", "", "", None, None)
    return _card(game, oid)


def _revealed_hand(game: GameServices, owner: int, player: int) -> tuple[CardView, ...]:
    """``owner``'s hand as ``player`` sees it: its cards while a static reveals it (701.16a),
    nothing otherwise (402.3: a hand is hidden from the other players)."""
    if owner == player or not game.state.zone(owner, HAND) or \
            not hand_revealed(game.state, owner):
        return ()
    return tuple(_card(game, i) for i in game.state.zone(owner, HAND))


def make_view(game: GameServices, player: int, cls: type[MagicView] = MagicView,
              **extra: Any) -> MagicView:
    """``player``'s view; a format's view class (a subclass) with its ``extra`` fields."""
    state = game.state
    players = tuple(
        PlayerView(p.index, p.life, p.poison, len(p.zones[HAND]), len(p.zones[LIBRARY]),
                   _zone_cards(game, p.index, GRAVEYARD),
                   # exile per viewer: a face-down exiled card is nameless to most (406.3)
                   tuple(_exiled(game, player, i) for i in p.zones[EXILE]),
                   tuple(sorted(p.pool.items())), p.left, p.lands_played,
                   tuple(_card(game, i) for i in p.zones[COMMAND] if state.objects[i].emblem),
                   tuple(_card(game, i) for i, (ctrl, _) in state.phased_out.items()
                         if ctrl == p.index and (not state.objects[i].face_down
                                                 or ctrl == player)),
                   _top_seen(game, p.index, player),
                   revealed_hand=_revealed_hand(game, p.index, player))
        for p in state.players)
    battlefield = []
    table = battlefield_chars(state)  # what chars() reads for a permanent (a view changes nothing)
    for oid in state.battlefield:
        obj = state.objects[oid]
        c = table.get(oid) or chars(state, obj)
        name = c.name
        if obj.face_down:  # 708.5: its controller may look at it; nobody else sees a name
            name = obj.card.name if c.controller == player else "face-down 2/2"
        # A permanent's view is a function of these values (its characteristics and its own
        # state), so one whose values are all unchanged is reused — even when the layer system
        # has recomputed (CR 613) and its characteristics are a new but equal object.
        counters = tuple(sorted(obj.counters.items())) if obj.counters else ()
        attacking, blocking = state.attackers.get(oid), state.blockers.get(oid)
        key = (oid, name, c.controller, obj.owner, c.types, c.subtypes, c.power, c.toughness,
               c.keywords, obj.tapped, obj.damage, counters, obj.attached_to, obj.sick,
               obj.token, attacking, blocking, c.mana_value,
               frozenset(c.rules) if c.rules else _NO_RULES, obj.face_down)
        hit = _PERM_VIEWS.get(key)
        if hit is not None:
            battlefield.append(hit)
            continue
        perm = PermanentView(
            oid, name, c.controller, obj.owner, tuple(sorted(c.types)),
            tuple(sorted(c.subtypes)), c.power, c.toughness, tuple(sorted(c.keywords)),
            obj.tapped, obj.damage, counters, obj.attached_to,
            obj.sick, obj.token, attacking, blocking,
            c.mana_value, tuple(sorted(c.rules)), obj.face_down)
        if len(_PERM_VIEWS) > _CACHE_LIMIT:
            _PERM_VIEWS.clear()
        _PERM_VIEWS[key] = perm
        battlefield.append(perm)
    stack = tuple(StackView(s.id, s.name, s.controller,
                            tuple(t for g in s.targets for t in g), s.obj is not None)
                  for s in state.stack)
    hand = tuple(_card(game, i) for i in state.zone(player, HAND))
    return cls(player, state.turn, state.active, state.step, state.priority, players,
               tuple(battlefield), stack, hand, state.over, state.day_night,
               monarch=state.monarch, city_blessing=tuple(sorted(state.city_blessing)),
               dungeons=tuple((p, DUNGEONS[d].name, DUNGEONS[d].rooms[r].name)
                              for p, (d, r) in sorted(state.dungeon_marks.items())),
               dungeons_completed=tuple(sorted(state.dungeons_completed.items())), **extra)


def _top_seen(game: GameServices, player: int, viewer: int) -> CardView | None:
    """The top card of ``player``'s library in ``viewer``'s view, when they may see it."""
    top = top_card(game.state, player)
    return _card(game, top) if top is not None and top_visible(game.state, player, viewer) \
        else None
