"""Bot-only Dominarion games in one tight loop: the same rules, the same strategy bots, the same
games — without the kernel's per-decision contract (issue 15, "faster Dominarion").

A simulation of strategy bots against each other spends most of its time on what the kernel
does for *players*: a stamped decision, an immutable view snapshot, validation of the answer and
an event log, about 140 times a game. None of it changes what happens when every seat is a
deterministic :class:`~cardtable.agents.dominarion.bot.StrategyBot`. This module plays such a
game directly on the game's lists of card ids: it deals with the engine's own set-up code and the
same generator calls (so a seed deals the same cards), applies DOM-4 to DOM-7 as
``games/dominarion/game.py`` does, and makes each seat's choices with the same functions
``StrategyBot`` calls on its view (:mod:`cardtable.games.dominarion.choices`) — reading only
what that view holds (its own hand and pool, the public zones and supply tops), never a
library's order or another hand. A strategy is anything with ``sorcery`` and ``rules`` (each
with ``do``, ``target``, ``bounds``): :class:`~cardtable.agents.dominarion.strategy.Strategy`
is one, without this floor importing the agents above it.

It is an optimisation, not a second game: ``tests/sim/test_fast_dominarion.py`` plays thousands
of seeded games (Hypothesis-drawn settings and strategies) both ways and requires the same
actions, answer for answer, and the same result; with ``trace`` the actions come back in the
kernel's own action types, so the kernel replays them into the full record. The runner uses it
only for strategy bots with ``choose_payment`` off and no record asked for; every other game
(random or search bots, a human, a record to keep) runs on the kernel.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from cardtable.core.rng import make_rng
from cardtable.games.dominarion.actions import (
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
from cardtable.games.dominarion.cards import ARTIFACT, COLORED_SUPPLIES, CREATURE, LAND, SPELL
from cardtable.games.dominarion.cards import CardInfo as Info
from cardtable.games.dominarion.choices import (
    COLORS,
    artifact_color,
    best_buy,
    best_summon,
    hybrid_choice,
    needed_color,
    sorcery_choice,
)
from cardtable.games.dominarion.mana import INDEX, mana_gained, spend_auto
from cardtable.games.dominarion.settings import DominarionSettings
from cardtable.games.dominarion.setup import HAND_SIZE, Components, build_components, deal
from cardtable.games.dominarion.state import PlayerState

LAND_NAMES: Final = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # by colour, WUBRG
# Rule actions and measures as small integers (strategy.py's names, in order).
SUMMON: Final = 0
BUY: Final = 1
GAIN: Final = 2
PITCH: Final = 3
_DO = {"summon": SUMMON, "buy": BUY, "gain": GAIN, "pitch": PITCH}
_MEASURE = {"turn": 0, "mana": 1, "deck": 2, "score": 3, "lead": 4, "supply_left": 5}


class StrategyRule(Protocol):
    """One rule of a strategy: what it does, to what, and the bounds on its measures."""

    @property
    def do(self) -> str: ...
    @property
    def target(self) -> str: ...
    @property
    def bounds(self) -> tuple[tuple[str, int | None, int | None], ...]: ...


class SeatStrategy(Protocol):
    """What the fast loop plays for a seat: the upkeep sorcery setting and the ordered rules."""

    @property
    def sorcery(self) -> str: ...
    @property
    def rules(self) -> Sequence[StrategyRule]: ...


@dataclass(frozen=True)
class FastOutcome:
    """How a fast game ended: what :class:`~cardtable.core.game.GameResult` says of it."""

    ranking: tuple[int, ...]
    scores: tuple[int, ...]
    turns: int
    reason: str
    turn_order: tuple[int, ...]
    decisions: int


def fast_supported(settings: DominarionSettings) -> bool:
    """Whether games with ``settings`` can be played here: everything but ``choose_payment``
    (a follow-up decision per mana spent, which only matters to a player who chooses)."""
    return not settings.choose_payment


class _Seat(PlayerState):
    """One player's zones (DOM-2.1) and their strategy's memory (the ``StrategyBot`` of that
    seat)."""

    __slots__ = ("needed", "needed_turn", "rules", "sorcery")

    def __init__(self, strategy: SeatStrategy) -> None:
        super().__init__()
        self.sorcery = strategy.sorcery
        # (action, target, bounds as (measure, low, high, has low, has high))
        self.rules: list[tuple[int, str, tuple[tuple[int, int, int, bool, bool], ...]]] = [
            (_DO[rule.do], rule.target,
             tuple((_MEASURE[name], low if low is not None else 0,
                    high if high is not None else 0, low is not None, high is not None)
                   for name, low, high in rule.bounds))
            for rule in strategy.rules]
        self.needed_turn = -1
        self.needed = 0


class FastGame:
    """A whole game between strategies: :meth:`play` runs it to the end."""

    def __init__(self, settings: DominarionSettings, strategies: Sequence[SeatStrategy],
                 seed: int, trace: list[tuple[int, Any]] | None = None) -> None:
        if len(strategies) != settings.players:
            raise ValueError(f"{settings.players} players need {settings.players} strategies, "
                             f"not {len(strategies)}")
        if not fast_supported(settings):
            raise ValueError("choose_payment games are played on the kernel")
        self.settings = settings
        self.rng = make_rng(seed)
        self.trace = trace
        self.full_mana = settings.sorcery_mana
        self.auto_lands = settings.auto_lands
        self.turn_limit = settings.turn_limit
        components = build_components(settings, self.rng)
        self.cards: tuple[Info, ...] = components.cards
        self.keys: tuple[str, ...] = tuple(components.supplies)
        self.supplies: list[list[int]] = [components.supplies[k] for k in self.keys]
        self.colored: list[list[int]] = [components.supplies[k] for k in COLORED_SUPPLIES]
        self.tops: list[Info | None] = []  # each supply's top card, kept as cards are bought
        self.piles: list[list[int]] = [components.land_piles[name] for name in LAND_NAMES]
        self.seats = [_Seat(s) for s in strategies]
        self.turn_order: list[int] = []
        self.turn_number = 0
        self.decisions = 0
        self._setup(components)

    # -- set-up (DOM-3): the engine's own deal -------------------------------------------------

    def _setup(self, components: Components) -> None:
        _, self.turn_order, _ = deal(components, self.seats, self.rng)
        self.tops = [self.cards[ids[-1]] if ids else None for ids in self.supplies]

    # -- the game -------------------------------------------------------------------------------

    def play(self) -> FastOutcome:
        order = self.turn_order
        n = len(order)
        position = 0
        ender = -1
        reason = ""
        final: list[int] = []
        while True:
            player = order[position]
            self.turn_number += 1
            ended = self._turn(player, ender >= 0)
            if ender < 0:
                if ended:
                    ender, reason = player, ended
                    final = [order[(position + k) % n] for k in range(1, n)]
                elif self.turn_number >= self.turn_limit:
                    ender, reason = player, "turn_limit"
                    break
            if ender >= 0:
                if not final:
                    break
                position = order.index(final.pop(0))
            else:
                position = (position + 1) % n
        return self._finish(ender, reason)

    def _finish(self, ender: int, reason: str) -> FastOutcome:
        """DOM-6.3: rank by score; ties go to the tied player nearest the ender."""
        order = self.turn_order
        n = len(order)
        start = order.index(ender)
        scores = tuple([max(s.power, s.toughness) for s in self.seats])
        ranking = tuple(sorted(range(n),
                               key=lambda p: (-scores[p], (order.index(p) - start) % n)))
        return FastOutcome(ranking, scores, self.turn_number, reason, tuple(order),
                           self.decisions)

    def _turn(self, player: int, final_round: bool) -> str:
        """One whole turn (DOM-5); the end condition it met (DOM-6.1), if checked and met."""
        seat = self.seats[player]
        cards = self.cards
        trace = self.trace
        bought = gained = False
        # DOM-5.1 upkeep: asked only with a spell in hand.
        hand = seat.hand
        for card_id in hand:
            if cards[card_id].kind is SPELL:
                self.decisions += 1
                self._upkeep(seat, player)
                break
        self._begin_main(seat, player)
        # DOM-5.2 main phase: the strategy's choices, one at a time, until it ends the phase.
        # What StrategyBot reads from the hand (its first land and artifact, the first creature
        # of each name) is read again only after the hand changed.
        turn = self.turn_number
        pool = seat.mana
        scan = True
        land = artifact = -1
        names: set[str] = set()
        summonable: list[tuple[Info, int]] = []  # the first creature card of each name
        decisions = 0
        while True:
            decisions += 1
            hand = seat.hand
            if scan:
                scan = False
                land = artifact = -1
                names = set()
                summonable = []
                for card_id in hand:
                    kind = cards[card_id].kind
                    if kind is LAND:
                        land = card_id
                        break
                    if kind is ARTIFACT:
                        if artifact < 0:
                            artifact = card_id
                    elif kind is CREATURE:
                        info = cards[card_id]
                        if info.name not in names:
                            names.add(info.name)
                            summonable.append((info, card_id))
            if land >= 0:  # (auto_lands off) DOM-5.2.2
                hand.remove(land)
                pool[INDEX[cards[land].land_color]] += 1
                seat.discard.append(land)
                if trace is not None:
                    trace.append((player, PlayLand(land)))
                scan = True
                continue
            if artifact >= 0:  # DOM-5.2.5
                color = self._artifact_color(seat, player)
                hand.remove(artifact)
                pool[color] += 1
                seat.discard.append(artifact)
                if trace is not None:
                    trace.append((player, PlayArtifact(artifact, COLORS[color])))
                scan = True
                continue
            done = False
            for do, target, bounds in seat.rules:
                if (do == BUY and bought) or (do == GAIN and gained):
                    continue
                if bounds:
                    held = True
                    for measure, low, high, has_low, has_high in bounds:
                        value = turn if measure == 0 else self._measure(measure, seat, player)
                        if (has_low and value < low) or (has_high and value > high):
                            held = False
                            break
                    if not held:
                        continue
                if do == SUMMON:
                    best = best_summon(summonable, pool)
                    if best >= 0:  # DOM-5.2.4
                        info = cards[best]
                        spend_auto(pool, info)
                        hand.remove(best)
                        seat.battlefield.append(best)
                        seat.power += info.power
                        seat.toughness += info.toughness
                        if trace is not None:
                            trace.append((player, Summon(best)))
                        scan = True
                        done = True
                        break
                elif do == BUY:
                    chosen = best_buy(target, self.keys, self.tops, pool)
                    if chosen >= 0:  # DOM-5.2.1
                        ids = self.supplies[chosen]
                        spend_auto(pool, cards[ids[-1]])
                        seat.discard.append(ids.pop())
                        self.tops[chosen] = cards[ids[-1]] if ids else None
                        bought = True
                        if trace is not None:
                            trace.append((player, Buy(self.keys[chosen])))
                        done = True
                        break
                elif do == GAIN:
                    color = (self._needed(seat, player) if target == "needed"
                             else LAND_NAMES.index(target))
                    pile = self.piles[color]
                    if pile:  # DOM-5.2.3
                        seat.discard.append(pile.pop())
                        gained = True
                        if trace is not None:
                            trace.append((player, GainLand(LAND_NAMES[color])))
                        done = True
                        break
                else:  # pitch: the first spell in hand (DOM-5.2.6)
                    spell = -1
                    for card_id in hand:
                        if cards[card_id].kind is SPELL:
                            spell = card_id
                            break
                    if spell >= 0:
                        info = cards[spell]
                        choices = self._choices(seat, player, info)
                        hand.remove(spell)
                        self._gain(pool, info, choices)
                        if trace is not None:
                            trace.append((player, Pitch(spell, choices)))
                        scan = True
                        done = True
                        break
            if not done:
                break
        self.decisions += decisions
        if trace is not None:
            trace.append((player, EndMain()))
        # DOM-5.3 draw phase, with DOM-6.1's check unless this is a final turn.
        ended = "" if final_round else self._end_condition(seat)
        if not ended:
            if seat.hand:
                seat.discard.extend(seat.hand)
                seat.hand.clear()
            seat.draw(HAND_SIZE, self.rng)
        for other in self.seats:  # DOM-6.4
            mana = other.mana
            mana[0] = mana[1] = mana[2] = mana[3] = mana[4] = mana[5] = 0
        return ended

    def _upkeep(self, seat: _Seat, player: int) -> None:
        """DOM-5.1: the strategy's sorcery (its highest or lowest spell), or none."""
        cards = self.cards
        chosen = sorcery_choice([(cards[i], i) for i in seat.hand], seat.sorcery)
        if chosen < 0:
            if self.trace is not None:
                self.trace.append((player, DeclineSorcery()))
            return
        info = cards[chosen]
        choices = self._choices(seat, player, info)
        seat.hand.remove(chosen)
        seat.draw(info.mana_value, self.rng)
        self._gain(seat.mana, info, choices)
        seat.discard.append(chosen)
        if self.trace is not None:
            self.trace.append((player, CastSorcery(chosen, choices)))

    def _begin_main(self, seat: _Seat, player: int) -> None:
        """With ``auto_lands``, every basic land in hand becomes mana (DOM-5.2.2)."""
        if not self.auto_lands:
            return
        cards = self.cards
        hand = seat.hand
        pool = seat.mana
        discard = seat.discard
        keep = []
        for card_id in hand:
            info = cards[card_id]
            if info.kind is LAND:
                pool[INDEX[info.land_color]] += 1
                discard.append(card_id)
            else:
                keep.append(card_id)
        if len(keep) != len(hand):
            hand[:] = keep

    # -- rules (DOM-4, DOM-6, DOM-7) ------------------------------------------------------------

    def _gain(self, pool: list[int], info: Info, choices: str) -> None:
        """DOM-7.2: a spell's cost becomes mana."""
        gained = mana_gained(info.symbols, choices, self.full_mana)
        for i in range(6):
            pool[i] += gained[i]

    def _end_condition(self, seat: _Seat) -> str:
        """DOM-6.1."""
        if seat.power > 20 or seat.toughness > 20:
            return "creatures_over_20"
        for pile in self.colored:
            if not pile:
                return "supply_empty"
        return ""

    # -- what StrategyBot reads from its view ---------------------------------------------------

    def _measure(self, measure: int, seat: _Seat, player: int) -> int:
        if measure == 0:
            return self.turn_number
        if measure == 1:
            return sum(seat.mana)
        if measure == 2:
            return len(seat.library) + len(seat.hand) + len(seat.discard)
        if measure == 3:
            return max(seat.power, seat.toughness)
        if measure == 4:
            scores = [max(s.power, s.toughness) for s in self.seats]
            mine = scores[player]
            others = [s for i, s in enumerate(scores) if i != player]
            return mine - max(others, default=0)
        return min([len(pile) for pile in self.colored])

    def _needed(self, seat: _Seat, player: int) -> int:
        """The colour whose demand most outruns its basics, once per turn
        (``StrategyBot._needed_color``)."""
        if seat.needed_turn == self.turn_number:
            return seat.needed
        cards = self.cards
        best = needed_color([cards[i] for i in seat.hand] + [cards[i] for i in seat.battlefield],
                            self.tops)
        seat.needed_turn = self.turn_number
        seat.needed = best
        return best

    def _choices(self, seat: _Seat, player: int, info: Info) -> str:
        """The hybrid colouring with the most of the needed colour (``StrategyBot._choices``)."""
        needed = COLORS[self._needed(seat, player)]  # worked out now even with no choice: the
        return hybrid_choice(info.gain_options, needed)  # bot fixes its needed colour for the turn

    def _artifact_color(self, seat: _Seat, player: int) -> int:
        """The colour that lets the biggest unaffordable creature in hand be paid for, else the
        needed colour (``StrategyBot._artifact_color``)."""
        cards = self.cards
        color = artifact_color([cards[i] for i in seat.hand], seat.mana)
        return color if color is not None else self._needed(seat, player)


def play_fast(settings: DominarionSettings, strategies: Sequence[SeatStrategy], seed: int,
              trace: list[tuple[int, Any]] | None = None) -> FastOutcome:
    """Play one game of ``strategies`` (one per seat) to its end. With ``trace``, every answer
    is appended to it as ``(seat, action)`` in the kernel's action types, in order."""
    return FastGame(settings, strategies, seed, trace).play()
