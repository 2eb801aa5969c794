"""The mulligan procedure as an embeddable state machine (MUL-1, MUL-2, MUL-3).

A game hands :class:`MulliganProcedure` each player's library, the rule, the starting player,
the starting hand size, its own seeded generator and its event logger, then relays
:attr:`~MulliganProcedure.pending` and :meth:`~MulliganProcedure.apply` until
:attr:`~MulliganProcedure.is_done`. Every choice is a kernel :class:`Decision`:

* keep or mulligan (and ``use <ability>``): ``CHOOSE_ONE`` of ``"keep"``, ``"mulligan"``,
  ``"use Serum Powder"`` — asked only when there is a real choice;
* London bottoms: ``CHOOSE_ORDERED`` of exactly N hand cards, put on the bottom one at a time
  in the given order (the last one ends lowest), asked only once a player keeps (MUL-2.1
  shortcut) or before using a mulligan ability (MUL-3.1);
* the Vancouver scry: ``CHOOSE_ONE`` of ``"top"``/``"bottom"`` (the card is in the player's view);
* Partial Paris: ``CHOOSE_SUBSET`` of the hand cards to exile face down (MUL-2.6).

Cards are any hashable values, distinct within a player's library (ids or card objects).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import IllegalAction, SettingsError
from cardtable.rules.mulligan.abilities import MulliganAbility
from cardtable.rules.mulligan.rules import MulliganRule, MulliganStyle

C = TypeVar("C", bound=Hashable)

KEEP = "keep"
MULLIGAN = "mulligan"
SCRY_TOP = "top"
SCRY_BOTTOM = "bottom"
TAG_KEEP = "mulligan.keep"
TAG_BOTTOM = "mulligan.bottom"
TAG_SCRY = "mulligan.scry"
TAG_EXILE = "mulligan.exile"


class LogFn(Protocol):
    """The game's event logger (:meth:`cardtable.core.game.Game.log`)."""

    def __call__(
        self,
        kind: str,
        player: int | None = None,
        secret: Mapping[str, Any] | None = None,
        **data: Any,
    ) -> None: ...


@dataclass
class PlayerMulligans(Generic[C]):
    """One player's mulligan state. The library's index 0 is its top."""

    library: list[C]
    hand: list[C] = field(default_factory=list)
    mulligans: int = 0  # every mulligan taken, free ones included
    counted: int = 0  # mulligans that cost a card (MUL-2.4: the free one does not)
    kept: bool = False
    owed_bottom: int = 0  # London: cards to bottom from the current hand
    used_all_land: bool = False
    exiled: list[C] = field(default_factory=list)  # face up, for good (Serum Powder)
    exiled_face_down: list[C] = field(default_factory=list)  # Partial Paris, shuffled back


class MulliganProcedure(Generic[C]):
    """Deals opening hands and runs one mulligan rule to the end."""

    def __init__(
        self,
        libraries: Sequence[Sequence[C]],
        rule: MulliganRule,
        *,
        rng: random.Random,
        log: LogFn,
        starting_player: int = 0,
        hand_size: int = 7,
        abilities: Sequence[MulliganAbility[C]] = (),
        is_land: Callable[[C], bool] | None = None,
        name_of: Callable[[C], str] = str,
        shuffle: bool = True,
    ) -> None:
        count = len(libraries)
        if count < 1:
            raise SettingsError("the mulligan procedure needs at least one player's library")
        if not 0 <= starting_player < count:
            raise SettingsError(
                f"starting player {starting_player} is not one of players 0..{count - 1}"
            )
        if hand_size < 1:
            raise SettingsError(f"the starting hand size must be at least 1, not {hand_size}")
        for player, library in enumerate(libraries):
            if len(library) < hand_size:
                raise SettingsError(
                    f"player {player}'s library has {len(library)} cards; a {hand_size}-card "
                    "hand needs at least that many"
                )
            if len(set(library)) != len(library):
                raise SettingsError(
                    f"player {player}'s library repeats a card; give each card a distinct id"
                )
        if rule.style is MulliganStyle.ALL_LAND_NO_LAND and is_land is None:
            raise SettingsError("the all-land/no-land mulligan (MUL-2.7) needs a land test")
        self.rule = rule
        self.hand_size = hand_size
        self.starting_player = starting_player
        self.abilities = tuple(abilities)
        self._rng = rng
        self._log = log
        self._is_land = is_land
        self._name_of = name_of
        self._players = [PlayerMulligans(list(library)) for library in libraries]
        self.turn_order = tuple((starting_player + i) % count for i in range(count))
        self._stage = "decide" if rule.is_simultaneous_procedure else "exile"
        self._queue: list[int] = list(self.turn_order)
        self._chose_mulligan: list[int] = []
        self._exiled_this_round: dict[int, int] = {}
        self._bottom_for: tuple[int, str] | None = None  # (player, "keep" or ability name)
        self._pending: Decision | None = None
        log("mulligan_rule", rule=rule.name, free_first=rule.free_first,
            sequential=rule.sequential, hand_size=hand_size)
        for player in self.turn_order:  # MUL-1.1
            state = self._players[player]
            if shuffle:
                self._rng.shuffle(state.library)
            self.draw(player, hand_size)
        self._advance()

    # -- reading the state --------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self._players)

    @property
    def pending(self) -> Decision | None:
        return self._pending

    @property
    def is_done(self) -> bool:
        return self._stage == "done"

    def hand(self, player: int) -> tuple[C, ...]:
        return tuple(self._players[player].hand)

    def library(self, player: int) -> tuple[C, ...]:
        """The library top first (private: a view shows only its size)."""
        return tuple(self._players[player].library)

    def state(self, player: int) -> PlayerMulligans[C]:
        """The player's state object; treat it as read-only."""
        return self._players[player]

    def scry_card(self, player: int) -> C | None:
        """The card ``player`` is looking at for the Vancouver scry, if that is pending."""
        decision = self._pending
        if decision is not None and decision.tag == TAG_SCRY and decision.player == player:
            return self._players[player].library[0]
        return None

    def can_mulligan(self, player: int) -> bool:
        """MUL-1.5 (and MUL-2.7, MUL-2.8): whether ``player`` may mulligan their current hand."""
        state = self._players[player]
        style = self.rule.style
        if state.kept or style in (MulliganStyle.NONE, MulliganStyle.PARTIAL_PARIS):
            return False
        available = len(state.library) + len(state.hand)
        if style is MulliganStyle.ALL_LAND_NO_LAND:
            assert self._is_land is not None
            lands = sum(1 for card in state.hand if self._is_land(card))
            return (
                not state.used_all_land
                and bool(state.hand)
                and lands in (0, len(state.hand))
                and available >= self.hand_size
            )
        # MUL-1.5 (CR 103.5): while the current hand (after the cards London still owes to
        # the bottom) has a card; the new hand may be empty
        if len(state.hand) - state.owed_bottom < 1:
            return False
        counted_next = state.counted + (0 if self._is_free(state) else 1)
        next_size = self.hand_size if style is MulliganStyle.LONDON else (
            self.hand_size - counted_next
        )
        return 0 <= next_size <= available

    def _is_free(self, state: PlayerMulligans[C]) -> bool:
        return self.rule.free_first and state.mulligans == 0

    # -- zone operations (also used by mulligan abilities) -------------------------------------

    def draw(self, player: int, count: int) -> None:
        state = self._players[player]
        drawn = state.library[:count]
        del state.library[:count]
        state.hand.extend(drawn)
        self._log("draw", player, secret={"cards": self._names(drawn)}, count=len(drawn))

    def exile_hand(self, player: int, reason: str) -> None:
        """Exile ``player``'s hand face up for good (what Serum Powder does)."""
        state = self._players[player]
        cards, state.hand = state.hand, []
        state.exiled.extend(cards)
        self._log("exile_hand", player, cards=self._names(cards), reason=reason)

    def _names(self, cards: Sequence[C]) -> tuple[str, ...]:
        return tuple(self._name_of(card) for card in cards)

    # -- verify / apply -----------------------------------------------------------------------

    def verify(self, action: Any) -> str | None:
        """``None`` if ``action`` answers the pending decision legally, else why not."""
        decision = self._pending
        if decision is None:
            return "the mulligans are over"
        if not decision.is_legal(action):
            return "it is not one of the legal options"
        if decision.tag == TAG_BOTTOM and self._bottom_for is not None:
            player, purpose = self._bottom_for
            ability = self._ability(purpose)
            if ability is not None:
                rest = [card for card in self._players[player].hand if card not in action]
                if not ability.is_available(rest):
                    return f"to use {ability.name} a card with it must stay in hand (MUL-3.1)"
        return None

    def apply(self, action: Any) -> None:
        """Answer the pending decision; raises :class:`IllegalAction` and changes nothing if
        the answer is not legal."""
        problem = self.verify(action)
        decision = self._pending
        if problem is not None or decision is None:
            prompt = decision.prompt if decision is not None else "no decision"
            legal = decision.describe_legal() if decision is not None else "nothing"
            raise IllegalAction(f"{action!r} does not answer {prompt!r}: {problem}. "
                                f"Legal: {legal}")
        player = decision.player
        if decision.tag == TAG_KEEP:
            self._decide(player, action)
        elif decision.tag == TAG_BOTTOM:
            self._bottom(player, action)
        elif decision.tag == TAG_SCRY:
            self._scry(player, action)
        else:
            self._exile(player, action)
        self._advance()

    def _ability(self, option: str) -> MulliganAbility[C] | None:
        for ability in self.abilities:
            if option in (ability.name, f"use {ability.name}"):
                return ability
        return None

    # -- the steps ----------------------------------------------------------------------------

    def _decide(self, player: int, choice: str) -> None:
        state = self._players[player]
        if choice == KEEP:
            self._log("decide", player, choice=KEEP)
            self._keep(player)
            return
        if choice == MULLIGAN:
            self._log("decide", player, choice=MULLIGAN)
            self._queue.pop(0)
            if self.rule.sequential:  # MUL-1.6: at once, then decide again
                self._mulligan(player)
                self._queue.insert(0, player)
            else:  # MUL-1.3: after everybody has decided
                self._chose_mulligan.append(player)
            return
        ability = self._ability(choice)
        assert ability is not None
        self._log("decide", player, choice=choice)
        if state.owed_bottom:  # MUL-3.1: under London, bottom the N cards first
            self._bottom_for = (player, ability.name)
        else:
            ability.resolve(self, player)

    def _keep(self, player: int) -> None:
        state = self._players[player]
        if state.owed_bottom:
            self._bottom_for = (player, KEEP)
            return
        state.kept = True
        self._queue.pop(0)
        self._log("keep", player, hand_size=len(state.hand), mulligans=state.mulligans,
                  secret={"hand": self._names(state.hand)})

    def _bottom(self, player: int, cards: tuple[C, ...]) -> None:
        state = self._players[player]
        for card in cards:
            state.hand.remove(card)
            state.library.append(card)
        state.owed_bottom = 0
        self._log("bottom", player, count=len(cards), secret={"cards": self._names(cards)})
        assert self._bottom_for is not None
        purpose = self._bottom_for[1]
        self._bottom_for = None
        if purpose == KEEP:
            self._keep(player)
        else:
            ability = self._ability(purpose)
            assert ability is not None
            ability.resolve(self, player)

    def _mulligan(self, player: int) -> None:
        state = self._players[player]
        style = self.rule.style
        if style is MulliganStyle.ALL_LAND_NO_LAND:  # MUL-2.7: reveal to prove it
            assert self._is_land is not None
            reason = "no lands" if not any(self._is_land(c) for c in state.hand) else "all lands"
            self._log("reveal", player, cards=self._names(state.hand), reason=reason)
            state.used_all_land = True
            free = True
        else:
            free = self._is_free(state)
        state.mulligans += 1
        if not free:
            state.counted += 1
        state.library.extend(state.hand)
        state.hand = []
        self._rng.shuffle(state.library)
        size = self.hand_size - state.counted if self.rule.reduces_hand else self.hand_size
        self._log("mulligan", player, number=state.mulligans, free=free, hand_size=size)
        self.draw(player, size)
        if style is MulliganStyle.LONDON:
            state.owed_bottom = state.counted

    def _scry(self, player: int, choice: str) -> None:
        state = self._players[player]
        card = state.library[0]
        if choice == SCRY_BOTTOM:
            state.library.append(state.library.pop(0))
        self._queue.pop(0)
        self._log("scry", player, choice=choice, secret={"card": self._name_of(card)})

    def _exile(self, player: int, cards: tuple[C, ...]) -> None:
        state = self._players[player]
        for card in cards:
            state.hand.remove(card)
        state.exiled_face_down.extend(cards)
        self._exiled_this_round[player] = len(cards)
        self._queue.pop(0)
        self._log("exile_face_down", player, count=len(cards),
                  secret={"cards": self._names(cards)})

    # -- advancing to the next real decision --------------------------------------------------

    def _advance(self) -> None:
        while True:
            if self._stage == "decide":
                if self._advance_decide():
                    return
            elif self._stage == "scry":
                if self._advance_scry():
                    return
            elif self._stage == "exile":
                if self._advance_exile():
                    return
            else:
                self._pending = None
                return

    def _advance_decide(self) -> bool:
        if self._bottom_for is not None:
            player = self._bottom_for[0]
            state = self._players[player]
            count = state.owed_bottom
            purpose = self._bottom_for[1]
            prompt = (f"Put {count} card(s) on the bottom of your library" +
                      ("" if purpose == KEEP else f" before using {purpose}"))
            options = tuple(state.hand)
            ability = self._ability(purpose)
            if ability is not None:  # MUL-3.1: a lone source of the ability stays in hand
                sources = [card for card in options if ability.is_source(card)]
                if len(sources) == 1:
                    options = tuple(card for card in options if card != sources[0])
            self._pending = Decision(player, DecisionKind.CHOOSE_ORDERED, prompt, options,
                                     tag=TAG_BOTTOM, min_count=count, max_count=count)
            return True
        if self._queue:
            player = self._queue[0]
            choices = self._decide_options(player)
            if choices == (KEEP,):  # nothing to choose: keep without asking
                self._keep(player)
                return False
            state = self._players[player]
            owed = f", then put {state.owed_bottom} on the bottom" if state.owed_bottom else ""
            self._pending = Decision(
                player, DecisionKind.CHOOSE_ONE,
                f"Keep your {len(state.hand)}-card hand{owed}, or mulligan?", choices,
                tag=TAG_KEEP,
            )
            return True
        for player in self._chose_mulligan:  # MUL-1.3: all at the same time
            self._mulligan(player)
        self._chose_mulligan = []
        self._queue = [p for p in self.turn_order if not self._players[p].kept]  # MUL-1.4
        if self._queue:
            return False
        self._stage = "scry"
        self._queue = [p for p in self.turn_order if self.rule.scries and
                       len(self._players[p].hand) < self.hand_size]  # MUL-2.2, MUL-2.4
        return False

    def _decide_options(self, player: int) -> tuple[str, ...]:
        if not self.can_mulligan(player):
            return (KEEP,)
        state = self._players[player]
        hand = state.hand
        # MUL-3.1: under London a source must stay in hand after the owed cards go down
        room = len(hand) - state.owed_bottom >= 1
        uses = tuple(f"use {a.name}" for a in self.abilities if room and a.is_available(hand))
        return (KEEP, MULLIGAN, *uses)

    def _advance_scry(self) -> bool:
        while self._queue and not self._players[self._queue[0]].library:
            self._queue.pop(0)
        if not self._queue:
            self._stage = "done"
            self._log("mulligans_done")
            return False
        player = self._queue[0]
        self._pending = Decision(
            player, DecisionKind.CHOOSE_ONE,
            "Scry 1: leave the top card of your library on top, or put it on the bottom?",
            (SCRY_TOP, SCRY_BOTTOM), tag=TAG_SCRY,
        )
        return True

    def _advance_exile(self) -> bool:
        while self._queue and not self._players[self._queue[0]].hand:
            self._exiled_this_round[self._queue.pop(0)] = 0
        if self._queue:
            player = self._queue[0]
            hand = tuple(self._players[player].hand)
            self._pending = Decision(
                player, DecisionKind.CHOOSE_SUBSET,
                "Exile any number of cards from your hand face down (none to keep the hand)",
                hand, tag=TAG_EXILE, min_count=0, max_count=len(hand),
            )
            return True
        redrawing = [p for p in self.turn_order if self._exiled_this_round.get(p, 0) > 0]
        for player in redrawing:  # MUL-2.6 step 2
            self.draw(player, self._exiled_this_round[player] - 1)
        self._exiled_this_round = {}
        if redrawing:  # step 3
            self._queue = redrawing
            return False
        for player in self.turn_order:  # step 4
            state = self._players[player]
            if state.exiled_face_down:
                count = len(state.exiled_face_down)
                state.library.extend(state.exiled_face_down)
                state.exiled_face_down = []
                self._rng.shuffle(state.library)
                self._log("shuffle_back", player, count=count)
        self._stage = "done"
        self._log("mulligans_done")
        return False
