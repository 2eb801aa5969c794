"""Dominarion's state machine: set-up (DOM-3), turns (DOM-5), the end (DOM-6), on kernel v2.

Actions name cards by object id (the index into ``game.cards``); one option is offered per
distinct card name in hand (the first such card), since same-name cards are interchangeable here,
and exactly the offered options are legal, so every legal action is reachable through
:attr:`DominarionGame.action_space`'s mask. With ``choose_payment`` on, paying a cost that can be
paid in more than one way is a follow-up decision (DOM-7.4) kept as a plain-data frame on the
game's work stack.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, Final

from cardtable.cards.mana import SymbolKind
from cardtable.cards.pool import bundled_cards
from cardtable.cards.pool_file import card_row
from cardtable.core.actions import ActionCodec
from cardtable.core.decision import Decision, DecisionKind, deferred_decision
from cardtable.core.errors import IllegalAction, RecordError
from cardtable.core.game import Game, GameResult, replay_record
from cardtable.core.record import GameRecord
from cardtable.core.snapshot import FrozenMapping
from cardtable.core.workstack import WorkStack
from cardtable.games.dominarion.actions import (
    ACTION_TYPES,
    Buy,
    CastSorcery,
    DeclineSorcery,
    EndMain,
    GainLand,
    PayMana,
    PaymentDone,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.cards import (
    ALL_SUPPLIES,
    ARTIFACT,
    COLORED_SUPPLIES,
    CREATURE,
    LAND,
    SPELL,
    CardInfo,
    Kind,
)
from cardtable.games.dominarion.mana import (
    INDEX,
    MANA_TYPES,
    auto_payment_for,
    can_pay,
    exact_payment_ok,
    format_pool,
    gain_choices,
    mana_gained,
)
from cardtable.games.dominarion.options import (
    MANA_COLORS,
    MainOptions,
    Paying,
    UpkeepOptions,
    _pay_mana,
    _payment_done,
)
from cardtable.games.dominarion.settings import DominarionSettings
from cardtable.games.dominarion.setup import (
    BASIC_LANDS,
    HAND_SIZE,
    Components,
    build_components,
    deal,
    pool_for,
)
from cardtable.games.dominarion.state import PlayerState
from cardtable.games.dominarion.view import DominarionView, PublicPlayer, frozen_mapping

try:  # read only by the optional mypyc build (hatch_build.py); a no-op without mypy installed
    from mypy_extensions import mypyc_attr
except ImportError:  # pragma: no cover - pure Python without mypy_extensions

    def mypyc_attr(*args: Any, **kwargs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

RULES_VERSION = "dominarion-1"
UPKEEP = "upkeep"
MAIN = "main"
OVER = "over"
CHOOSE_ONE: Final = DecisionKind.CHOOSE_ONE  # a module constant: enum look-ups are slow on 3.11
PAYMENT = "payment"


class DominarionActionSpace:
    """Dominarion's fixed integer action space (kernel v2, gap 8), the same for every game.

    ``0`` no sorcery, ``1`` end the main phase, ``2`` payment done, ``3..8`` pay one W U B R G C,
    ``9..13`` gain a Plains … Forest, ``14..24`` buy from each supply (in ``ALL_SUPPLIES``
    order); then, for each card id below :attr:`MAX_CARDS`: play the land, summon it, play the
    artifact for W U B R G, and cast or pitch it with its ``j``-th hybrid colouring (the card's
    ``gain_options`` order, below :attr:`MAX_CHOICES`).
    """

    MAX_CARDS: Final = 512
    MAX_CHOICES: Final = 8
    _FIXED: Final = 25
    _LAND: Final = 25
    _SUMMON: Final = _LAND + MAX_CARDS
    _ARTIFACT: Final = _SUMMON + MAX_CARDS
    _CAST: Final = _ARTIFACT + 5 * MAX_CARDS
    _PITCH: Final = _CAST + MAX_CHOICES * MAX_CARDS
    SIZE: Final = _PITCH + MAX_CHOICES * MAX_CARDS

    @property
    def size(self) -> int:
        return self.SIZE

    def index(self, decision: Decision, action: Any) -> int:
        kind = type(action)
        if kind is DeclineSorcery:
            return 0
        if kind is EndMain:
            return 1
        if kind is PaymentDone:
            return 2
        if kind is PayMana and action.mana in _MANA_SLOT:
            return 3 + _MANA_SLOT[action.mana]
        if kind is GainLand and action.card in _LAND_SLOT:
            return 9 + _LAND_SLOT[action.card]
        if kind is Buy and action.supply in _SUPPLY_SLOT:
            return 14 + _SUPPLY_SLOT[action.supply]
        card = getattr(action, "card", None)
        if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < self.MAX_CARDS:
            raise IllegalAction(f"{action!r} is not in Dominarion's action space (card ids "
                                f"0..{self.MAX_CARDS - 1})")
        if kind is PlayLand:
            return self._LAND + card
        if kind is Summon:
            return self._SUMMON + card
        if kind is PlayArtifact and action.color in _COLOR_SLOT:
            return self._ARTIFACT + 5 * card + _COLOR_SLOT[action.color]
        if kind is CastSorcery or kind is Pitch:
            base = self._CAST if kind is CastSorcery else self._PITCH
            return base + self.MAX_CHOICES * card + self._choice_slot(decision, action)
        raise IllegalAction(f"{action!r} is not in Dominarion's action space")

    def _choice_slot(self, decision: Decision, action: Any) -> int:
        """The position of ``action.choices`` among the colourings the decision offers for the
        same card (the card's ``gain_options`` order)."""
        if action.choices == "":
            return 0
        slot = 0
        for option in decision.options:
            if type(option) is type(action) and option.card == action.card:
                if option.choices == action.choices:
                    if slot >= self.MAX_CHOICES:
                        break
                    return slot
                slot += 1
        raise IllegalAction(f"{action!r} is not among the options of {decision!r} within "
                            f"Dominarion's action space")

    def action(self, decision: Decision, index: int) -> Any:
        for option in decision.options:
            if self.index(decision, option) == index:
                return option
        raise IllegalAction(f"action {index} is not legal now in {decision!r}")


_MANA_SLOT = {m: i for i, m in enumerate(MANA_TYPES)}
_LAND_SLOT = {name: i for i, name in enumerate(BASIC_LANDS)}
_SUPPLY_SLOT = {key: i for i, key in enumerate(ALL_SUPPLIES)}
_COLOR_SLOT = {m: i for i, m in enumerate("WUBRG")}


@mypyc_attr(serializable=True)  # compiled: still picklable and deep-copyable
class DominarionGame(Game):
    """A game of Dominarion. Build one with :func:`new_game`."""

    name = "dominarion"
    rules_version = RULES_VERSION
    codec = ActionCodec(ACTION_TYPES)
    action_space = DominarionActionSpace()

    def __init__(self, settings: DominarionSettings, seed: int) -> None:
        super().__init__(seed)
        self.settings = settings
        components = build_components(settings, self.rng)
        self.cards: tuple[CardInfo, ...] = components.cards
        self.supplies = components.supplies
        self.land_piles = components.land_piles
        self.warnings = components.warnings
        self.exile: list[int] = []
        self.players = [PlayerState() for _ in range(settings.players)]
        self.turn_order: list[int] = []
        self.turn_player = 0
        self.turn_number = 0
        self.phase = UPKEEP
        self.bought = False
        self.gained_land = False
        self.ender: int | None = None
        self.end_reason = ""
        self.final_turns: list[int] = []
        self._result: GameResult | None = None
        self.work = WorkStack()
        # The views are built from shared immutable parts, and only what changed is rebuilt:
        # each seat's public part (``None`` once that seat's zones or pool changed), each seat's
        # zones as (ids, facts) pairs extended in place while a zone only grows, and the
        # tables (supplies, land piles, exile, turn order), each rebuilt when an action changes it.
        self._pub_cache: list[PublicPlayer | None] = [None] * settings.players
        self._zone_cache: list[_Zones] = [_NO_ZONES] * settings.players
        self._hand_cache: list[tuple[tuple[int, ...], tuple[CardInfo, ...]]] = [
            ((), ())] * settings.players
        self._supply_cache: _SupplyPart | None = None
        self._piles_cache: tuple[Mapping[str, int], tuple[str, ...]] | None = None
        self._exile_cache: tuple[str, ...] | None = None
        self._setup(components)

    # -- set-up (DOM-3) -------------------------------------------------------------------------

    def _setup(self, components: Components) -> None:
        for warning in self.warnings:
            self.log("pool_warning", message=warning)
        settled, order, hands = deal(components, self.players, self.rng)
        for key, outcome in settled.items():
            if outcome == "reshuffled":
                self.log("supply_reshuffled", supply=key)
            elif outcome == "unsettled":
                self.log("supply_unsettled", supply=key)
        for key, ids in self.supplies.items():
            self.log("supply", supply=key, size=len(ids), top=self._top_name(key))
        self.turn_order = order
        self.log("turn_order", order=tuple(order))
        for player, drawn in zip(order, hands, strict=True):
            self._log_draw(player, drawn)
        self._start_turn(order[0])

    # -- the contract ---------------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self.players)


    @property
    def result(self) -> GameResult | None:
        return self._result

    def settings_json(self) -> dict[str, Any]:
        """The settings with the card facts pinned: a game on the bundled pool (or on cards
        named from it) records the facts of every pool card, so its record replays the same
        whatever the bundled file becomes (kernel v2, gap 13)."""
        data = self.settings.to_json()
        if self.settings.pool_cards is None:
            data["pool_cards"] = [list(row) for row in _pinned_rows(self.settings.pool)]
            data.pop("pool", None)
        return data

    def view(self, player: int) -> DominarionView:
        """A frozen snapshot of what ``player`` may see (DOM-8.1), put together from the
        immutable parts cached since the last change to each of them."""
        state = self.players[player]
        hand_ids, hand = self._hand_part(player)
        supply = self._supply_cache
        if supply is None:
            supply = self._supply_part()
        piles = self._piles_cache
        if piles is None:
            piles = self._piles_part()
        exile = self._exile_cache
        if exile is None or len(exile) != len(self.exile):
            cards = self.cards
            exile = self._exile_cache = tuple([cards[c].name for c in self.exile])
        public = self._pub_cache
        if None in public:
            for seat, known in enumerate(public):
                if known is None:
                    public[seat] = self._public(seat)
        paying = None
        if self.work._frames:
            top = self.work.top
            if isinstance(top, Paying) and top.player == player:
                paying = top.spent
        # Built positionally with tuple.__new__ (a view is made for every decision), in the
        # field order of DominarionView.
        return tuple.__new__(DominarionView, (
            player, hand_ids, hand, tuple(state.mana), tuple(public), supply[0], supply[1],
            piles[0], exile, self.turn_number, self.turn_player, tuple(self.turn_order),
            self.phase, self.bought, self.gained_land, self.ender is not None,
            self.settings.turn_limit, paying,
        ))

    def _hand_part(self, player: int) -> tuple[tuple[int, ...], tuple[CardInfo, ...]]:
        """The ids and facts of ``player``'s hand, reused while the hand stays the same."""
        hand_ids = tuple(self.players[player].hand)
        cached = self._hand_cache[player]
        if hand_ids == cached[0]:
            return cached
        cards = self.cards
        cached = self._hand_cache[player] = (hand_ids, tuple([cards[c] for c in hand_ids]))
        return cached

    def _supply_part(self) -> _SupplyPart:
        """The supplies' tops and sizes, and (key, top) of each supply that is not empty; built
        when first needed after a buy (which drops it) or :meth:`mark_changed`."""
        supplies = self.supplies
        cards = self.cards
        part = (FrozenMapping.adopt({k: (cards[v[-1]] if v else None)
                                     for k, v in supplies.items()}),
                FrozenMapping.adopt({k: len(v) for k, v in supplies.items()}),
                tuple([(k, cards[v[-1]]) for k, v in supplies.items() if v]))
        self._supply_cache = part
        return part

    def _supply_taken(self, key: str) -> None:
        """The top card of supply ``key`` was taken: the cached supply part changes in that one
        place (new mappings and tuple: the views that hold the old ones keep them)."""
        part = self._supply_cache
        if part is None:
            return
        ids = self.supplies[key]
        tops, sizes, buyable = part
        if ids:
            top = self.cards[ids[-1]]
            buyable = tuple([(key, top) if entry[0] == key else entry for entry in buyable])
        else:
            top = None
            buyable = tuple([entry for entry in buyable if entry[0] != key])
        self._supply_cache = (tops.with_item(key, top), sizes.with_item(key, len(ids)), buyable)

    def _piles_part(self) -> tuple[Mapping[str, int], tuple[str, ...]]:
        """The land piles' sizes, and the names of those that are not empty; built when first
        needed after a land is gained (which drops it) or :meth:`mark_changed`."""
        piles = self.land_piles
        part = (frozen_mapping({k: len(v) for k, v in piles.items()}),
                tuple([k for k, v in piles.items() if v]))
        self._piles_cache = part
        return part

    def _public(self, seat: int) -> PublicPlayer:
        """Seat ``seat``'s public part; its discard and battlefield tuples are extended from the
        cached ones while those zones only grew (and built anew when they did anything else)."""
        state = self.players[seat]
        cards = self.cards
        discard_list, discard_known, discard, field_list, field_known, field = (
            self._zone_cache[seat])
        # The engine only appends to a discard pile or a battlefield, or replaces the list (a
        # reshuffle): the same list grown is extended, any other list built anew.
        now = state.discard
        size = len(now)
        if now is not discard_list or size < discard_known:
            discard = tuple([cards[c].name for c in now])
        elif size != discard_known:
            discard = discard + tuple([cards[c].name for c in now[discard_known:]])
        now_field = state.battlefield
        field_size = len(now_field)
        if now_field is not field_list or field_size < field_known:
            field = tuple([cards[c] for c in now_field])
        elif field_size != field_known:
            field = field + tuple([cards[c] for c in now_field[field_known:]])
        self._zone_cache[seat] = (now, size, discard, now_field, field_size, field)
        # Positionally, in the field order of PublicPlayer.
        return tuple.__new__(PublicPlayer, (
            seat, len(state.hand), len(state.library), discard, field, state.power,
            state.toughness, tuple(state.mana)))

    def describe(self, action: Any) -> str:
        """An action as a person reads it, naming the card it uses."""
        card = getattr(action, "card", None)
        if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < len(self.cards):
            text = str(action).replace(f"card {card}", self.cards[card].name, 1)
            return text
        return str(action)

    def clone(self) -> DominarionGame:
        other = DominarionGame.__new__(DominarionGame)
        self._clone_kernel_into(other)
        other.settings = self.settings
        other.cards = self.cards
        other.supplies = {k: v.copy() for k, v in self.supplies.items()}
        other.land_piles = {k: v.copy() for k, v in self.land_piles.items()}
        other.warnings = self.warnings
        other.exile = self.exile.copy()
        other.players = [p.copy() for p in self.players]
        other.turn_order = self.turn_order.copy()
        other.turn_player = self.turn_player
        other.turn_number = self.turn_number
        other.phase = self.phase
        other.bought = self.bought
        other.gained_land = self.gained_land
        other.ender = self.ender
        other.end_reason = self.end_reason
        other.final_turns = self.final_turns.copy()
        other._result = self._result
        other.work = self.work.copy()
        other._pub_cache = self._pub_cache.copy()
        # The zone parts name the lists they were built from: the clone's point at its own
        # copies (equal now), or at nothing, and are then built anew.
        other._zone_cache = [
            (mine.discard if zones[0] is theirs.discard else None, zones[1], zones[2],
             mine.battlefield if zones[3] is theirs.battlefield else None, zones[4], zones[5])
            for zones, theirs, mine in zip(self._zone_cache, self.players, other.players,
                                           strict=True)]
        other._hand_cache = self._hand_cache.copy()
        other._supply_cache = self._supply_cache
        other._piles_cache = self._piles_cache
        other._exile_cache = self._exile_cache
        return other

    def determinize(self, observer: int, rng: random.Random) -> DominarionGame:
        """A copy of the game in which everything ``observer`` cannot see is dealt anew,
        consistently with what they can see (for search over hidden information), keeping
        ownership (kernel v2, gap 9): each other player's library and hand are pooled *for that
        player alone* and dealt back to the same sizes (the cards stay theirs: everything that
        enters a deck in Dominarion is public), the observer's library is shuffled (they know
        its contents, not its order), and each supply below its visible top card is shuffled.
        The copy's own generator is reseeded from ``rng`` so its future draws are not the real
        game's."""
        other = self.clone()
        for player, state in enumerate(other.players):
            if player == observer:
                rng.shuffle(state.library)
                continue
            hidden = state.library + state.hand
            rng.shuffle(hidden)
            cut = len(state.library)
            state.library[:] = hidden[:cut]
            state.hand[:] = hidden[cut:]
        for pile in other.supplies.values():
            below = pile[:-1]
            rng.shuffle(below)
            pile[:-1] = below
        other.rng.seed(rng.getrandbits(64))
        other.mark_changed()
        return other

    # -- helpers --------------------------------------------------------------------------------

    def _top_name(self, supply: str) -> str | None:
        ids = self.supplies[supply]
        return self.cards[ids[-1]].name if ids else None

    def _offered_in_hand(self, player: int, card_id: Any, kind: Kind) -> str | None:
        """``None`` if ``card_id`` is a card of ``kind`` in ``player``'s hand that the game
        offers (the first card of its name in hand), else why not."""
        cards = self.cards
        if isinstance(card_id, str):
            return (f"actions name a card by its object id (an integer from the options), not "
                    f"by its name {card_id!r}; records made before kernel v2 named cards and do "
                    "not replay on it")
        if not isinstance(card_id, int) or isinstance(card_id, bool) or not (
                0 <= card_id < len(cards)):
            return (f"there is no {kind.value} card {card_id!r} in hand (card ids are "
                    f"0..{len(cards) - 1})")
        info = cards[card_id]
        if info.kind is not kind:
            return (f"there is no {kind.value} card {card_id} in hand: card {card_id} is "
                    f"{info.name}, a {info.kind.value}")
        name = info.name
        for own in self.players[player].hand:
            if cards[own].name == name:
                if own == card_id:
                    return None
                return (f"card {card_id} is a {name} but the game offers the first {name} in "
                        f"hand, card {own} (same-name cards are interchangeable)")
        return f"there is no {kind.value} card {card_id} ({name}) in hand"

    def _draw(self, player: int, count: int) -> None:
        """DOM-4.1/4.2: draw, reshuffling the discard pile into an empty library."""
        drawn, shuffled = self.players[player].draw(count, self.rng)
        for size in shuffled:
            self.log("shuffle_discard_into_library", player, size=size)
        self._log_draw(player, drawn)

    def _log_draw(self, player: int, drawn: list[int]) -> None:
        cards = self.cards
        self.log(
            "draw", player, count=len(drawn),
            secret={"cards": tuple([cards[c].name for c in drawn])},
        )

    def _add_mana(self, player: int, gained: list[int]) -> None:
        pool = self.players[player].mana
        for i, n in enumerate(gained):
            pool[i] += n

    def _spend(self, player: int, spent: list[int] | tuple[int, ...]) -> None:
        pool = self.players[player].mana
        for i, n in enumerate(spent):
            pool[i] -= n

    def _payment_problem(self, player: int, info: CardInfo) -> str | None:
        pool = self.players[player].mana
        if not can_pay(pool, info):
            return f"the mana pool ({format_pool(pool)}) cannot pay it (DOM-7.3)"
        return None

    def _pay_or_ask(self, player: int, what: str, target: str | int, info: CardInfo) -> None:
        """DOM-7.4: pay by the engine's order, or, with ``choose_payment``, ask the player how
        when the cost can be paid in more than one way."""
        pool = self.players[player].mana
        if self.settings.choose_payment:
            exact = exact_payments(pool, info)
            if len(exact) > 1:
                self.work.push(Paying(player, what, target, (0, 0, 0, 0, 0, 0), exact))
                return
            spent = list(exact[0])
        else:
            paid = auto_payment_for(pool, info)
            assert paid is not None
            spent = paid
        self._complete_payment(player, what, target, spent)

    def _complete_payment(self, player: int, what: str, target: str | int,
                          spent: list[int] | tuple[int, ...]) -> None:
        self._spend(player, spent)
        if what == "buy":
            assert isinstance(target, str)
            cards = self.cards
            ids = self.supplies[target]
            card_id = ids.pop()
            self.players[player].discard.append(card_id)
            self.bought = True
            self._supply_taken(target)  # the supply's top and size changed
            self.log("buy", player, card=cards[card_id].name, supply=target,
                     paid=format_pool(spent), top=self._top_name(target))
            return
        assert isinstance(target, int)
        state = self.players[player]
        info = self.cards[target]
        state.hand.remove(target)
        state.battlefield.append(target)
        state.power += info.power
        state.toughness += info.toughness
        self.log("summon", player, card=info.name, paid=format_pool(spent))


    # -- turn structure (DOM-5) -----------------------------------------------------------------

    def _start_turn(self, player: int) -> None:
        self.turn_player = player
        self.turn_number += 1
        self.bought = False
        self.gained_land = False
        self.phase = UPKEEP
        self.log("turn", player, number=self.turn_number)
        cards = self.cards
        for card_id in self.players[player].hand:
            if cards[card_id].kind is SPELL:
                break
        else:
            self._begin_main(player)

    def _begin_main(self, player: int) -> None:
        self.phase = MAIN
        if self.settings.auto_lands:
            state = self.players[player]
            cards = self.cards
            lands = [c for c in state.hand if cards[c].kind is LAND]
            if lands:
                state.hand[:] = [c for c in state.hand if cards[c].kind is not LAND]
                for card_id in lands:
                    self._land_to_mana(player, card_id)

    def _play_land(self, player: int, card_id: int) -> None:
        """DOM-5.2.2: a basic land adds one mana of its colour and goes to the discard pile."""
        self.players[player].hand.remove(card_id)
        self._land_to_mana(player, card_id)

    def _land_to_mana(self, player: int, card_id: int) -> None:
        """DOM-5.2.2 for a land already taken from the hand."""
        state = self.players[player]
        info = self.cards[card_id]
        state.mana[INDEX[info.land_color]] += 1
        state.discard.append(card_id)
        self.log("play_land", player, card=info.name)

    def _open_decisions(self) -> tuple[Decision, ...]:
        """The one decision the phase (or a payment under way) asks for."""
        if self.phase == OVER:
            return ()
        if self.work._frames:  # (not ``if self.work``: a Python-level __bool__ per step)
            frame = self.work.top
            assert isinstance(frame, Paying)
            return (Decision(
                frame.player, CHOOSE_ONE,
                f"Pay for {self._paying_for(frame)}: spend one mana, or say it is paid (DOM-7.4); "
                f"spent so far: {format_pool(frame.spent)}",
                self._payment_options(frame), tag=PAYMENT,
            ),)
        # The upkeep's and the main phase's options are worked out only if someone reads them
        # (the heuristic bots do not), from a frozen copy of what they depend on.
        hand_ids, hand = self._hand_part(self.turn_player)
        if self.phase == UPKEEP:
            return (deferred_decision(
                self.turn_player, CHOOSE_ONE,
                "Upkeep: play one spell as a sorcery, or none (DOM-5.1)",
                tuple.__new__(UpkeepOptions, (hand_ids, hand)), tag=UPKEEP,
            ),)
        # The tables as cached since the last buy or gain (or ``mark_changed``).
        supply = self._supply_cache
        if supply is None:
            supply = self._supply_part()
        piles = self._piles_cache
        if piles is None:
            piles = self._piles_part()
        return (deferred_decision(
            self.turn_player, CHOOSE_ONE,
            "Main phase: choose an action (DOM-5.2)",
            tuple.__new__(MainOptions, (
                hand_ids, hand, tuple(self.players[self.turn_player].mana),
                () if self.gained_land else piles[1], () if self.bought else supply[2])),
            tag=MAIN,
        ),)

    def _paying_for(self, frame: Paying) -> str:
        if frame.what == "buy":
            assert isinstance(frame.target, str)
            return f"the top of {frame.target} ({self._top_name(frame.target)})"
        assert isinstance(frame.target, int)
        return self.cards[frame.target].name

    @staticmethod
    def _payment_options(frame: Paying) -> list[Any]:
        options: list[Any] = [_pay_mana(letter) for letter in frame.extensions()]
        if frame.spent in frame.exact:
            options.append(_payment_done())
        return options

    # -- verify ---------------------------------------------------------------------------------

    def verify(self, decision: Decision, action: Any) -> str | None:
        check = _VERIFIERS.get(type(action))
        if check is None:
            return f"{type(action).__name__} is not a Dominarion action"
        if decision.tag == PAYMENT and type(action) not in (PayMana, PaymentDone):
            return "a cost is being paid: spend one mana or say it is paid (DOM-7.4)"
        return check(self, decision, action)

    def _verify_upkeep(self, decision: Decision, action: Any) -> str | None:
        if decision.tag != UPKEEP:
            return "sorceries are played only in the upkeep (DOM-5.1.1)"
        if isinstance(action, DeclineSorcery):
            return None
        problem = self._offered_in_hand(decision.player, action.card, SPELL)
        if problem is not None:
            return problem + " (DOM-5.1.1)"
        if action.choices not in self.cards[action.card].gain_options:
            return _choices_problem(self.cards[action.card])
        return None

    def _verify_main_card(self, decision: Decision, action: Any) -> str | None:
        if decision.tag != MAIN:
            return "that is a main-phase action (DOM-5.2)"
        kind = _HAND_KIND[type(action)]
        problem = self._offered_in_hand(decision.player, action.card, kind)
        if problem is not None:
            return problem
        info = self.cards[action.card]
        if isinstance(action, PlayArtifact) and action.color not in tuple(MANA_COLORS):
            return f"an artifact makes W, U, B, R or G, not {action.color!r} (DOM-5.2.5)"
        if isinstance(action, Pitch) and action.choices not in info.gain_options:
            return _choices_problem(info)
        if isinstance(action, Summon):
            return self._payment_problem(decision.player, info)
        return None

    def _verify_buy(self, decision: Decision, action: Buy) -> str | None:
        if decision.tag != MAIN:
            return "buying is a main-phase action (DOM-5.2.1)"
        if self.bought:
            return "a card was already bought this turn (DOM-5.2.1: at most once per turn)"
        ids = self.supplies.get(action.supply)
        if ids is None:
            return f"there is no supply {action.supply!r}; supplies: {', '.join(self.supplies)}"
        if not ids:
            return f"the {action.supply} supply is empty"
        return self._payment_problem(decision.player, self.cards[ids[-1]])

    def _verify_gain(self, decision: Decision, action: GainLand) -> str | None:
        if decision.tag != MAIN:
            return "gaining a land is a main-phase action (DOM-5.2.3)"
        if self.gained_land:
            return "a land was already gained this turn (DOM-5.2.3: at most once per turn)"
        pile = self.land_piles.get(action.card)
        if pile is None:
            return f"{action.card!r} is not a basic land; choose one of {tuple(self.land_piles)}"
        if not pile:
            return f"the {action.card} pile is empty (DOM-5.2.3)"
        return None

    def _verify_end(self, decision: Decision, action: EndMain) -> str | None:
        return None if decision.tag == MAIN else "the main phase has not begun"

    def _verify_payment(self, decision: Decision, action: Any) -> str | None:
        frame = self.work.top
        if decision.tag != PAYMENT or not isinstance(frame, Paying):
            return "no cost is being paid (DOM-7.4)"
        if isinstance(action, PaymentDone):
            if frame.spent in frame.exact:
                return None
            return (f"the mana spent so far ({format_pool(frame.spent)}) does not pay the cost "
                    "exactly (DOM-7.3/7.4)")
        if action.mana in frame.extensions():
            return None
        return (f"spending {action.mana!r} now leaves no exact payment from the pool; spend one "
                f"of {', '.join(frame.extensions()) or 'nothing more'} (DOM-7.3/7.4)")

    # -- do -------------------------------------------------------------------------------------

    def _do(self, decision: Decision, action: Any) -> None:
        kind = type(action)
        public = self._pub_cache
        public[decision.player] = None  # only the player who acts changes their zones, …
        _DOERS[kind](self, decision.player, action)
        if kind is EndMain:  # … and, as the turn passes, the next player plays their lands
            public[self.turn_player] = None  # (and _end_turn forgets the pools it empties)

    def mark_changed(self) -> None:
        """The state was changed outside ``apply`` (set-up, determinize, a test arranging a
        situation): recompute the decisions and every cached part of the views when next
        read. Whoever changes a game's zones, supplies or piles by hand must call this: the
        views trust their cached parts (checking them at every view cost more than the rest of
        the view)."""
        super().mark_changed()
        seats = len(self.players)
        self._pub_cache = [None] * seats
        self._zone_cache = [_NO_ZONES] * seats
        self._hand_cache = [((), ())] * seats
        self._supply_cache = None
        self._piles_cache = None
        self._exile_cache = None

    def _do_cast_sorcery(self, player: int, action: CastSorcery) -> None:
        state = self.players[player]
        card_id = action.card
        state.hand.remove(card_id)
        info = self.cards[card_id]
        self.log("sorcery", player, card=info.name)
        self._draw(player, info.mana_value)
        gained = mana_gained(info.symbols, action.choices, self.settings.sorcery_mana)
        self._add_mana(player, gained)
        state.discard.append(card_id)
        self.log("mana", player, added=format_pool(gained), pool=format_pool(state.mana))
        self._begin_main(player)

    def _do_decline_sorcery(self, player: int, action: DeclineSorcery) -> None:
        self.log("no_sorcery", player)
        self._begin_main(player)

    def _do_play_land(self, player: int, action: PlayLand) -> None:
        self._play_land(player, action.card)

    def _do_play_artifact(self, player: int, action: PlayArtifact) -> None:
        state = self.players[player]
        state.hand.remove(action.card)
        state.mana[INDEX[action.color]] += 1
        state.discard.append(action.card)
        self.log("play_artifact", player, card=self.cards[action.card].name, color=action.color)

    def _do_pitch(self, player: int, action: Pitch) -> None:
        state = self.players[player]
        state.hand.remove(action.card)
        info = self.cards[action.card]
        gained = mana_gained(info.symbols, action.choices, self.settings.sorcery_mana)
        self._add_mana(player, gained)
        self.exile.append(action.card)
        self.log("pitch", player, card=info.name, added=format_pool(gained))

    def _do_gain_land(self, player: int, action: GainLand) -> None:
        self.players[player].discard.append(self.land_piles[action.card].pop())
        self.gained_land = True
        self._piles_cache = None
        self.log("gain_land", player, card=action.card)

    def _do_buy(self, player: int, action: Buy) -> None:
        ids = self.supplies[action.supply]
        self._pay_or_ask(player, "buy", action.supply, self.cards[ids[-1]])

    def _do_summon(self, player: int, action: Summon) -> None:
        self._pay_or_ask(player, "summon", action.card, self.cards[action.card])

    def _do_pay_mana(self, player: int, action: PayMana) -> None:
        frame = self.work.top
        assert isinstance(frame, Paying)
        spent = list(frame.spent)
        spent[INDEX[action.mana]] += 1
        frame = Paying(frame.player, frame.what, frame.target, tuple(spent), frame.exact)
        if frame.spent in frame.exact and not frame.extensions():
            self.work.pop()  # nothing else could be spent: the payment is complete
            self._complete_payment(player, frame.what, frame.target, frame.spent)
        else:
            self.work.replace_top(frame)

    def _do_payment_done(self, player: int, action: PaymentDone) -> None:
        frame = self.work.pop()
        assert isinstance(frame, Paying)
        self._complete_payment(player, frame.what, frame.target, frame.spent)

    def _do_end_main(self, player: int, action: EndMain) -> None:
        self.log("end_main", player)
        self._draw_phase(player)

    def _draw_phase(self, player: int) -> None:
        """DOM-5.3 and DOM-6: check the end, then discard and draw, then the next turn."""
        state = self.players[player]
        if self.ender is None:
            reason = self._end_condition(player)
            if reason:
                self.ender = player
                self.end_reason = reason
                position = self.turn_order.index(player)
                n = len(self.turn_order)
                self.final_turns = [self.turn_order[(position + k) % n] for k in range(1, n)]
                self.log("end_condition", player, reason=reason,
                         final_turns=tuple(self.final_turns))
                self._end_turn(player)
                self._next_turn()
                return
        if state.hand:
            self.log("discard_hand", player, cards=tuple(self.cards[c].name for c in state.hand))
            state.discard.extend(state.hand)
            state.hand.clear()
        self._draw(player, HAND_SIZE)
        self._end_turn(player)
        if self.ender is None and self.turn_number >= self.settings.turn_limit:
            self.ender = player
            self.end_reason = "turn_limit"
            self.log("turn_limit", player, turns=self.turn_number)
            self._finish()
            return
        self._next_turn()

    def _end_condition(self, player: int) -> str:
        """DOM-6.1: creatures' total power or toughness over 20, or a coloured supply empty."""
        state = self.players[player]
        if state.power > 20 or state.toughness > 20:
            return "creatures_over_20"
        supplies = self.supplies
        for key in COLORED_SUPPLIES:
            if not supplies[key]:
                return "supply_empty"
        return ""

    def _end_turn(self, player: int) -> None:
        """DOM-6.4: every mana pool empties at the end of every turn."""
        public = self._pub_cache
        for seat, state in enumerate(self.players):
            if any(state.mana):
                state.mana[:] = (0, 0, 0, 0, 0, 0)
                public[seat] = None

    def _next_turn(self) -> None:
        if self.ender is not None:
            if not self.final_turns:
                self._finish()
                return
            self._start_turn(self.final_turns.pop(0))
            return
        position = self.turn_order.index(self.turn_player)
        self._start_turn(self.turn_order[(position + 1) % len(self.turn_order)])

    def _finish(self) -> None:
        """DOM-6.3: rank by score; ties go to the tied player nearest the ender in turn order."""
        assert self.ender is not None
        n = len(self.turn_order)
        ender_position = self.turn_order.index(self.ender)

        def distance(p: int) -> int:
            return (self.turn_order.index(p) - ender_position) % n

        scores = tuple(state.score for state in self.players)
        ranking = tuple(sorted(range(n), key=lambda p: (-scores[p], distance(p))))
        self._result = GameResult.from_ranking(
            ranking, scores, self.end_reason, self.turn_number,
            {"ender": self.ender, "turn_order": list(self.turn_order)},
        )
        self.phase = OVER
        self.log("game_over", reason=self.end_reason, ranking=ranking, scores=scores)


def _choices_problem(info: CardInfo) -> str:
    options = gain_choices(info.symbols)
    return f"choose the hybrid colours of {info.name} as one of {options} (DOM-7.2)"


_SupplyPart = tuple[FrozenMapping[str, CardInfo | None], FrozenMapping[str, int],
                    tuple[tuple[str, CardInfo], ...]]
# Per seat: the discard list last shown, its length then and its names; the same for the
# battlefield with the cards' facts.
_Zones = tuple[list[int] | None, int, tuple[str, ...], list[int] | None, int,
               tuple[CardInfo, ...]]
_NO_ZONES: _Zones = (None, 0, (), None, 0, ())
_HAND_KIND: dict[type, Kind] = {
    PlayLand: LAND, PlayArtifact: ARTIFACT, Pitch: SPELL, Summon: CREATURE,
}
_DOERS: dict[type, Callable[[DominarionGame, int, Any], None]] = {
    CastSorcery: DominarionGame._do_cast_sorcery,
    DeclineSorcery: DominarionGame._do_decline_sorcery,
    PlayLand: DominarionGame._do_play_land,
    PlayArtifact: DominarionGame._do_play_artifact,
    Pitch: DominarionGame._do_pitch,
    GainLand: DominarionGame._do_gain_land,
    Buy: DominarionGame._do_buy,
    Summon: DominarionGame._do_summon,
    EndMain: DominarionGame._do_end_main,
    PayMana: DominarionGame._do_pay_mana,
    PaymentDone: DominarionGame._do_payment_done,
}
_VERIFIERS: dict[type, Callable[[DominarionGame, Decision, Any], str | None]] = {
    CastSorcery: DominarionGame._verify_upkeep,
    DeclineSorcery: DominarionGame._verify_upkeep,
    PlayLand: DominarionGame._verify_main_card,
    PlayArtifact: DominarionGame._verify_main_card,
    Pitch: DominarionGame._verify_main_card,
    Summon: DominarionGame._verify_main_card,
    Buy: DominarionGame._verify_buy,
    GainLand: DominarionGame._verify_gain,
    EndMain: DominarionGame._verify_end,
    PayMana: DominarionGame._verify_payment,
    PaymentDone: DominarionGame._verify_payment,
}


def exact_payments(pool: list[int], info: CardInfo) -> tuple[tuple[int, ...], ...]:
    """DOM-7.3/7.4: every way to pay ``info``'s cost exactly from ``pool`` (six counts each),
    the engine's own DOM-7.4 payment first, then in lexicographic order."""
    high = 0  # the most mana any exact payment spends (prunes the walk)
    for symbol in info.symbols:
        kind = symbol.kind
        if kind is SymbolKind.GENERIC:
            high += symbol.amount
        elif kind is SymbolKind.TWOBRID:
            high += 2
        elif kind not in (SymbolKind.VARIABLE, SymbolKind.HALF):
            high += 1
    found: list[tuple[int, ...]] = []
    current = [0, 0, 0, 0, 0, 0]

    def walk(position: int, total: int) -> None:
        if position == 6:
            if exact_payment_ok(current, info.symbols):
                found.append(tuple(current))
            return
        for n in range(min(pool[position], high - total) + 1):
            current[position] = n
            walk(position + 1, total + n)
        current[position] = 0

    walk(0, 0)
    auto = auto_payment_for(pool, info)
    first = tuple(auto) if auto is not None else None
    ordered = sorted(found)
    if first in ordered:
        ordered.remove(first)
        ordered.insert(0, first)
    return tuple(ordered)


@lru_cache(maxsize=16)
def _pinned_rows(pool: tuple[str, ...] | None) -> tuple[tuple[str, ...], ...]:
    """The facts of the bundled pool's cards (or of the named ones), as pool rows."""
    if pool is None:
        return tuple(card_row(card) for card in bundled_cards())
    return tuple(card_row(card) for card in pool_for(DominarionSettings(pool=pool)))


def new_game(
    players: int = 4, seed: int = 0, settings: DominarionSettings | None = None, **options: Any
) -> DominarionGame:
    """A new game. ``new_game(players=4, seed=7)``; any other setting by keyword
    (``sorcery_mana="coloured-only"``), or a whole :class:`DominarionSettings`."""
    if settings is None:
        settings = DominarionSettings(players=players, **options)
    return DominarionGame(settings, seed)


def replay(record: GameRecord | Mapping[str, Any]) -> DominarionGame:
    """Rebuild a game from its record (DOM-9.1); :class:`RecordError` if it does not replay."""
    if not isinstance(record, GameRecord):
        record = GameRecord.from_json(record)
    if record.game != DominarionGame.name:
        raise RecordError(f"this is a {record.game!r} record, not a Dominarion one")

    def build(settings: Mapping[str, Any], seed: int) -> DominarionGame:
        return DominarionGame(DominarionSettings.from_json(dict(settings)), seed)

    return replay_record(record, build)
