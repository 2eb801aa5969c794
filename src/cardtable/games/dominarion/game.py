"""Dominarion's state machine: set-up (DOM-3), turns (DOM-5), the end (DOM-6)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, Final

from cardtable.core.actions import ActionCodec
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import RecordError
from cardtable.core.game import Game, GameResult, replay_record
from cardtable.core.record import GameRecord
from cardtable.games.dominarion.actions import (
    ACTION_TYPES,
    Buy,
    CastSorcery,
    DeclineSorcery,
    EndMain,
    GainLand,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.cards import (
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
    auto_payment_for,
    can_pay,
    exact_payment_ok,
    format_pool,
    gain_choices,
    mana_gained,
    parse_payment,
)
from cardtable.games.dominarion.settings import DominarionSettings
from cardtable.games.dominarion.setup import build_components, settle_spell_supply
from cardtable.games.dominarion.state import PlayerState
from cardtable.games.dominarion.view import DominarionView

RULES_VERSION = "dominarion-1"
UPKEEP = "upkeep"
MAIN = "main"
OVER = "over"
HAND_SIZE = 5
MANA_COLORS = "WUBRG"
CHOOSE_ONE: Final = DecisionKind.CHOOSE_ONE  # a module constant: enum look-ups are slow on 3.11


class DominarionGame(Game):
    """A game of Dominarion. Build one with :func:`new_game`."""

    name = "dominarion"
    rules_version = RULES_VERSION
    codec = ActionCodec(ACTION_TYPES)

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
        self._setup()

    # -- set-up (DOM-3) -------------------------------------------------------------------------

    def _setup(self) -> None:
        for warning in self.warnings:
            self.log("pool_warning", message=warning)
        for key in COLORED_SUPPLIES:
            if key.endswith("-spell"):
                outcome = settle_spell_supply(self.supplies[key], self.cards, self.rng)
                if outcome == "reshuffled":
                    self.log("supply_reshuffled", supply=key)
                elif outcome == "unsettled":
                    self.log("supply_unsettled", supply=key)
        for key, ids in self.supplies.items():
            self.log("supply", supply=key, size=len(ids), top=self._top_name(key))
        for player, state in enumerate(self.players):
            for name, pile in self.land_piles.items():
                del name
                state.library.append(pile.pop())
                state.library.append(pile.pop())
            self.rng.shuffle(state.library)
            del player
        order = list(range(len(self.players)))
        self.rng.shuffle(order)
        self.turn_order = order
        self.log("turn_order", order=tuple(order))
        for player in order:
            self._draw(player, HAND_SIZE)
        self._start_turn(order[0])

    # -- the contract ---------------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self.players)


    @property
    def result(self) -> GameResult | None:
        return self._result

    def settings_json(self) -> dict[str, Any]:
        return self.settings.to_json()

    def view(self, player: int) -> DominarionView:
        return DominarionView(self, player)

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
        return other

    def determinize(self, observer: int, rng: random.Random) -> DominarionGame:
        """A copy of the game in which everything ``observer`` cannot see is dealt anew,
        consistently with what they can see (for search over hidden information): the other
        players' hands and every library are pooled and refilled to the same sizes, and each
        supply below its visible top card is shuffled. The copy's own generator is reseeded from
        ``rng`` so its future draws are not the real game's."""
        other = self.clone()
        slots: list[list[int]] = [state.library for state in other.players]
        slots += [state.hand for p, state in enumerate(other.players) if p != observer]
        hidden = [card for slot in slots for card in slot]
        rng.shuffle(hidden)
        position = 0
        for slot in slots:
            size = len(slot)
            slot[:] = hidden[position:position + size]
            position += size
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

    def _find_in_hand(self, player: int, name: str, kind: Kind) -> int | None:
        cards = self.cards
        for card_id in self.players[player].hand:
            info = cards[card_id]
            if info.name == name and info.kind is kind:
                return card_id
        return None

    def _draw(self, player: int, count: int) -> None:
        """DOM-4.1/4.2: draw, reshuffling the discard pile into an empty library."""
        state = self.players[player]
        library = state.library
        if len(library) >= count:  # the common case: take the top cards in one slice
            cut = len(library) - count
            drawn = library[cut:]
            drawn.reverse()
            del library[cut:]
        else:
            drawn = []
            for _ in range(count):
                if not state.library:
                    if not state.discard:
                        break
                    state.library = state.discard
                    state.discard = []
                    self.rng.shuffle(state.library)
                    self.log("shuffle_discard_into_library", player, size=len(state.library))
                drawn.append(state.library.pop())
        state.hand.extend(drawn)
        cards = self.cards
        self.log(
            "draw", player, count=len(drawn),
            secret={"cards": tuple([cards[c].name for c in drawn])},
        )

    def _add_mana(self, player: int, gained: list[int]) -> None:
        pool = self.players[player].mana
        for i, n in enumerate(gained):
            pool[i] += n

    def _spend(self, player: int, info: CardInfo, payment: str | None) -> list[int]:
        pool = self.players[player].mana
        spent = parse_payment(payment) if payment is not None else auto_payment_for(pool, info)
        assert spent is not None
        for i, n in enumerate(spent):
            pool[i] -= n
        return spent

    def _payment_problem(self, player: int, info: CardInfo, payment: str | None) -> str | None:
        pool = self.players[player].mana
        symbols = info.symbols
        if payment is None:
            if not can_pay(pool, info):
                return f"the mana pool ({format_pool(pool)}) cannot pay it (DOM-7.3)"
            return None
        try:
            counts = parse_payment(payment)
        except ValueError as error:
            return str(error)
        if any(c > p for c, p in zip(counts, pool, strict=True)):
            return f"the payment {payment!r} is not in the mana pool ({format_pool(pool)})"
        if not exact_payment_ok(counts, symbols):
            return f"the payment {payment!r} does not pay the cost exactly (DOM-7.3/7.4)"
        return None

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
        """The one decision the phase asks for (built from the state when the kernel asks)."""
        if self.phase == OVER:
            return ()
        if self.phase == UPKEEP:
            return (Decision(
                self.turn_player, CHOOSE_ONE,
                "Upkeep: play one spell as a sorcery, or none (DOM-5.1)",
                self._upkeep_options(), tag=UPKEEP,
            ),)
        return (Decision(
            self.turn_player, CHOOSE_ONE,
            "Main phase: choose an action (DOM-5.2)",
            self._main_options(), tag=MAIN,
        ),)

    def _distinct_hand(self, kind: Kind) -> list[CardInfo]:
        seen: dict[str, CardInfo] = {}
        for card_id in self.players[self.turn_player].hand:
            info = self.cards[card_id]
            if info.kind is kind and info.name not in seen:
                seen[info.name] = info
        return list(seen.values())

    def _upkeep_options(self) -> list[Any]:
        options: list[Any] = []
        for info in self._distinct_hand(SPELL):
            options.extend([_cast_sorcery(info.name, choices) for choices in info.gain_options])
        options.append(_decline_sorcery())
        return options

    def _main_options(self) -> list[Any]:
        cards = self.cards
        # The hand's distinct cards of each kind, in hand order (four dicts rather than one keyed
        # by Kind: hashing an enum member runs Python code).
        lands: dict[str, CardInfo] = {}
        artifacts: dict[str, CardInfo] = {}
        spells: dict[str, CardInfo] = {}
        creatures: dict[str, CardInfo] = {}
        for card_id in self.players[self.turn_player].hand:
            info = cards[card_id]
            kind = info.kind
            if kind is LAND:
                lands.setdefault(info.name, info)
            elif kind is ARTIFACT:
                artifacts.setdefault(info.name, info)
            elif kind is SPELL:
                spells.setdefault(info.name, info)
            else:
                creatures.setdefault(info.name, info)
        options: list[Any] = [_play_land(name) for name in lands]
        for name in artifacts:
            options.extend([_play_artifact(name, color) for color in MANA_COLORS])
        for name, info in spells.items():
            options.extend([_pitch(name, choices) for choices in info.gain_options])
        if not self.gained_land:
            options.extend([_gain_land(name) for name, pile in self.land_piles.items() if pile])
        pool = self.players[self.turn_player].mana
        if not self.bought:
            options.extend([
                _buy(key) for key, ids in self.supplies.items()
                if ids and can_pay(pool, cards[ids[-1]])
            ])
        options.extend([_summon(name) for name, info in creatures.items() if can_pay(pool, info)])
        options.append(_end_main())
        return options

    # -- verify ---------------------------------------------------------------------------------

    def verify(self, decision: Decision, action: Any) -> str | None:
        check = _VERIFIERS.get(type(action))
        if check is None:
            return f"{type(action).__name__} is not a Dominarion action"
        return check(self, decision, action)

    def _verify_upkeep(self, decision: Decision, action: Any) -> str | None:
        if decision.tag != UPKEEP:
            return "sorceries are played only in the upkeep (DOM-5.1.1)"
        if isinstance(action, DeclineSorcery):
            return None
        info_id = self._find_in_hand(decision.player, action.card, SPELL)
        if info_id is None:
            return f"there is no spell card {action.card!r} in hand (DOM-5.1.1)"
        if action.choices not in self.cards[info_id].gain_options:
            return _choices_problem(self.cards[info_id])
        return None

    def _verify_main_card(self, decision: Decision, action: Any) -> str | None:
        if decision.tag != MAIN:
            return "that is a main-phase action (DOM-5.2)"
        kind = _HAND_KIND[type(action)]
        card_id = self._find_in_hand(decision.player, action.card, kind)
        if card_id is None:
            return f"there is no {kind.value} card {action.card!r} in hand"
        info = self.cards[card_id]
        if isinstance(action, PlayArtifact) and action.color not in tuple(MANA_COLORS):
            return f"an artifact makes W, U, B, R or G, not {action.color!r} (DOM-5.2.5)"
        if isinstance(action, Pitch) and action.choices not in info.gain_options:
            return _choices_problem(info)
        if isinstance(action, Summon):
            return self._payment_problem(decision.player, info, action.payment)
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
        return self._payment_problem(decision.player, self.cards[ids[-1]], action.payment)

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

    # -- do -------------------------------------------------------------------------------------

    def _do(self, decision: Decision, action: Any) -> None:
        _DOERS[type(action)](self, decision.player, action)

    def _do_cast_sorcery(self, player: int, action: CastSorcery) -> None:
        state = self.players[player]
        card_id = self._find_in_hand(player, action.card, SPELL)
        assert card_id is not None
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
        card_id = self._find_in_hand(player, action.card, LAND)
        assert card_id is not None
        self._play_land(player, card_id)

    def _do_play_artifact(self, player: int, action: PlayArtifact) -> None:
        state = self.players[player]
        card_id = self._find_in_hand(player, action.card, ARTIFACT)
        assert card_id is not None
        state.hand.remove(card_id)
        state.mana[INDEX[action.color]] += 1
        state.discard.append(card_id)
        self.log("play_artifact", player, card=action.card, color=action.color)

    def _do_pitch(self, player: int, action: Pitch) -> None:
        state = self.players[player]
        card_id = self._find_in_hand(player, action.card, SPELL)
        assert card_id is not None
        state.hand.remove(card_id)
        symbols = self.cards[card_id].symbols
        gained = mana_gained(symbols, action.choices, self.settings.sorcery_mana)
        self._add_mana(player, gained)
        self.exile.append(card_id)
        self.log("pitch", player, card=action.card, added=format_pool(gained))

    def _do_gain_land(self, player: int, action: GainLand) -> None:
        self.players[player].discard.append(self.land_piles[action.card].pop())
        self.gained_land = True
        self.log("gain_land", player, card=action.card)

    def _do_buy(self, player: int, action: Buy) -> None:
        cards = self.cards
        ids = self.supplies[action.supply]
        card_id = ids[-1]
        spent = self._spend(player, cards[card_id], action.payment)
        ids.pop()
        self.players[player].discard.append(card_id)
        self.bought = True
        self.log("buy", player, card=cards[card_id].name, supply=action.supply,
                 paid=format_pool(spent), top=self._top_name(action.supply))

    def _do_summon(self, player: int, action: Summon) -> None:
        state = self.players[player]
        card_id = self._find_in_hand(player, action.card, CREATURE)
        assert card_id is not None
        info = self.cards[card_id]
        spent = self._spend(player, info, action.payment)
        state.hand.remove(card_id)
        state.battlefield.append(card_id)
        state.power += info.power
        state.toughness += info.toughness
        self.log("summon", player, card=action.card, paid=format_pool(spent))

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
        for state in self.players:
            state.mana[:] = (0, 0, 0, 0, 0, 0)

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


# Actions are immutable values, so the option lists share one instance per distinct action
# instead of building each again at every decision.
_cast_sorcery = lru_cache(maxsize=4096)(CastSorcery)
_decline_sorcery = lru_cache(maxsize=1)(DeclineSorcery)
_play_land = lru_cache(maxsize=64)(PlayLand)
_play_artifact = lru_cache(maxsize=4096)(PlayArtifact)
_pitch = lru_cache(maxsize=4096)(Pitch)
_gain_land = lru_cache(maxsize=64)(GainLand)
_buy = lru_cache(maxsize=64)(Buy)
_summon = lru_cache(maxsize=4096)(Summon)
_end_main = lru_cache(maxsize=1)(EndMain)

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
}


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
