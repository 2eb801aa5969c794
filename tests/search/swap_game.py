"""A tiny hidden-information game on the kernel, for testing search bots.

Cards 1..9. Each of two players is dealt one card face down; the rest form a face-down deck.
Each player in turn either keeps their card or swaps it for the top card of the deck (the old
card is discarded face up). Then the higher card wins. A player sees their own card, the
discards and who swapped — never the other's card or the deck's order.

``determinize`` is canonical: the cards the observer cannot see are gathered in sorted order
before being shuffled, so two games that differ only in hidden information give the same copies
for the same generator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.core.action_space import OptionIndexSpace
from cardtable.core.actions import ActionCodec
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.game import Game, GameResult

KEEP = "keep"
SWAP = "swap"


@dataclass(frozen=True)
class SwapView:
    player: int
    card: int
    discards: tuple[int, ...]
    swapped: tuple[bool, ...]
    deck_size: int


class SwapGame(Game):
    name = "swap"
    rules_version = "swap-1"
    codec = ActionCodec(())
    action_space = OptionIndexSpace(2)

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        deck = list(range(1, 10))
        self.rng.shuffle(deck)
        self.hands = [deck.pop(), deck.pop()]
        self.deck = deck
        self.discards: list[int] = []
        self.swapped: list[bool] = []
        self._result: GameResult | None = None

    @property
    def player_count(self) -> int:
        return 2

    @property
    def result(self) -> GameResult | None:
        return self._result

    def settings_json(self) -> dict[str, Any]:
        return {}

    def view(self, player: int) -> SwapView:
        return SwapView(player, self.hands[player], tuple(self.discards), tuple(self.swapped),
                        len(self.deck))

    def _open_decisions(self) -> tuple[Decision, ...]:
        if self._result is not None:
            return ()
        turn = len(self.swapped)
        return (Decision(turn, DecisionKind.CHOOSE_ONE, "keep or swap", (KEEP, SWAP)),)

    def _do(self, decision: Decision, action: Any) -> None:
        player = decision.player
        if action == SWAP:
            self.discards.append(self.hands[player])
            self.hands[player] = self.deck.pop()
        self.swapped.append(action == SWAP)
        if len(self.swapped) == 2:
            winner = 0 if self.hands[0] > self.hands[1] else 1
            self._result = GameResult.from_ranking((winner, 1 - winner), tuple(self.hands),
                                                   "showdown", 1)

    def clone(self) -> SwapGame:
        other = SwapGame.__new__(SwapGame)
        self._clone_kernel_into(other)
        other.hands = self.hands.copy()
        other.deck = self.deck.copy()
        other.discards = self.discards.copy()
        other.swapped = self.swapped.copy()
        other._result = self._result
        return other

    def determinize(self, observer: int, rng: random.Random) -> SwapGame:
        other = self.clone()
        hidden = sorted([other.hands[1 - observer], *other.deck])
        rng.shuffle(hidden)
        other.hands[1 - observer] = hidden.pop()
        other.deck = hidden
        other.rng.seed(rng.getrandbits(64))
        other.mark_changed()
        return other

    def rearranged(self, observer: int, rng: random.Random) -> SwapGame:
        """The same game with what ``observer`` cannot see dealt differently (for tests)."""
        return self.determinize(observer, rng)
