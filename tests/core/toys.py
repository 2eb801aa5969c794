"""Two tiny games on the kernel, for the kernel v2 tests.

* :class:`SealedBid` asks every player at once (kernel v2, gap 2): each round every player
  commits a secret bid from their budget; when the last bid is in, the bids are revealed and the
  highest unique bid scores. A committed bid is logged as a secret of its bidder alone, and the
  state a bid changes is read only when the round resolves, so the outcome does not depend on
  the order the answers came in.
* :class:`Charge` has an effect that pauses mid-way (gap 3): casting it asks for X, then a
  sub-effect asks "double it?", then a confirmation with one option (for auto-pass); the game
  keeps what it is in the middle of as plain-data frames on a work stack.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.core.action_space import OptionIndexSpace
from cardtable.core.actions import ActionCodec
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.game import Game, GameResult
from cardtable.core.workstack import Frame, WorkStack


def _groups(scores: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Players grouped by score, best first; equal scores share a group."""
    return tuple(tuple(p for p in range(len(scores)) if scores[p] == s)
                 for s in sorted(set(scores), reverse=True))


# -- several players at once ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SealedView:
    player: int
    round: int
    budget: int
    my_bid: int | None
    committed: tuple[bool, ...]
    scores: tuple[int, ...]


class SealedBid(Game):
    name = "sealed-bid"
    rules_version = "sealed-bid-1"
    codec = ActionCodec(())
    action_space = OptionIndexSpace(6)

    def __init__(self, players: int = 3, rounds: int = 2, budget: int = 5, seed: int = 0) -> None:
        super().__init__(seed)
        self.players = players
        self.rounds = rounds
        self.round = 1
        self.budget = budget
        self.budgets = [budget] * players
        self.scores = [0] * players
        self.bids: dict[int, int] = {}
        self._result: GameResult | None = None

    @property
    def player_count(self) -> int:
        return self.players

    @property
    def result(self) -> GameResult | None:
        return self._result

    def settings_json(self) -> dict[str, Any]:
        return {"players": self.players, "rounds": self.rounds, "budget": self.budget}

    def view(self, player: int) -> SealedView:
        return SealedView(player, self.round, self.budgets[player], self.bids.get(player),
                          tuple(p in self.bids for p in range(self.players)),
                          tuple(self.scores))

    def clone(self) -> SealedBid:
        other = SealedBid.__new__(SealedBid)
        self._clone_kernel_into(other)
        other.players, other.rounds, other.round = self.players, self.rounds, self.round
        other.budget = self.budget
        other.budgets, other.scores = self.budgets.copy(), self.scores.copy()
        other.bids = dict(self.bids)
        other._result = self._result
        return other

    def _open_decisions(self) -> tuple[Decision, ...]:
        if self._result is not None:
            return ()
        return tuple(
            Decision(p, DecisionKind.CHOOSE_ONE, f"round {self.round}: your sealed bid",
                     tuple(range(min(self.budgets[p], 5) + 1)), tag="bid")
            for p in range(self.players) if p not in self.bids)

    def _do(self, decision: Decision, action: Any) -> None:
        player = decision.player
        self.bids[player] = action
        self.log("commit", player, secret={"bid": action})
        if len(self.bids) < self.players:
            return
        bids = tuple(self.bids[p] for p in range(self.players))
        top = max(bids)
        winners = [p for p in range(self.players) if bids[p] == top]
        for p in range(self.players):
            self.budgets[p] -= bids[p]
        if len(winners) == 1:
            self.scores[winners[0]] += top
        self.log("reveal", round=self.round, bids=bids)
        self.bids = {}
        self.round += 1
        if self.round > self.rounds:
            scores = tuple(self.scores)
            self._result = GameResult(_groups(scores), scores, "rounds", self.rounds, {},
                                      (None,) * self.players)
            self.log("game_over", groups=self._result.groups)


# -- effects that pause ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Resolve(Frame):
    """Resolving a charge: ``step`` is where it is; ``x`` the chosen X."""

    player: int
    step: str
    x: int = 0


@dataclass(frozen=True, slots=True)
class MayDouble(Frame):
    """A sub-effect: "you may double X"."""

    player: int
    x: int


@dataclass(frozen=True, slots=True)
class ChargeView:
    player: int
    totals: tuple[int, ...]
    resolving: bool


CAST, DONE, OK = "cast", "done", "ok"


class Charge(Game):
    """Each turn a player casts a charge (or ends the game once every player has cast twice)."""

    name = "charge"
    rules_version = "charge-1"
    codec = ActionCodec(())

    def __init__(self, players: int = 2, seed: int = 0) -> None:
        super().__init__(seed)
        self.totals = [0] * players
        self.casts = [0] * players
        self.turn = 0
        self.work = WorkStack()
        self.noise = self.rng.randrange(1000)  # the generator is part of the state
        self._result: GameResult | None = None

    @property
    def player_count(self) -> int:
        return len(self.totals)

    @property
    def result(self) -> GameResult | None:
        return self._result

    def settings_json(self) -> dict[str, Any]:
        return {"players": len(self.totals)}

    def view(self, player: int) -> ChargeView:
        return ChargeView(player, tuple(self.totals), bool(self.work))

    def clone(self) -> Charge:
        other = Charge.__new__(Charge)
        self._clone_kernel_into(other)
        other.totals, other.casts = self.totals.copy(), self.casts.copy()
        other.turn, other.noise = self.turn, self.noise
        other.work = self.work.copy()
        other._result = self._result
        return other

    def _open_decisions(self) -> tuple[Decision, ...]:
        if self._result is not None:
            return ()
        frame = self.work.top
        if isinstance(frame, MayDouble):
            return (Decision(frame.player, DecisionKind.YES_NO, f"double X={frame.x}?",
                             (True, False), tag="double"),)
        if isinstance(frame, Resolve) and frame.step == "x":
            return (Decision(frame.player, DecisionKind.CHOOSE_NUMBER, "choose X",
                             (0, 1, 2, 3), tag="x"),)
        if isinstance(frame, Resolve) and frame.step == "confirm":
            return (Decision(frame.player, DecisionKind.CHOOSE_ONE, f"add {frame.x}", (OK,),
                             tag="confirm"),)
        return (Decision(self.turn, DecisionKind.CHOOSE_ONE, "cast a charge", (CAST, DONE),
                         tag="turn"),)

    def _do(self, decision: Decision, action: Any) -> None:
        frame = self.work.top
        player = decision.player
        if frame is None:
            if action == DONE:
                self._next_turn()
                return
            self.work.push(Resolve(player, "x"))
            self.log("cast", player)
            return
        if isinstance(frame, Resolve) and frame.step == "x":
            self.work.replace_top(Resolve(player, "double", action))
            self.work.push(MayDouble(player, action))  # pause again, deeper
            return
        if isinstance(frame, MayDouble):
            self.work.pop()
            parent = self.work.top
            assert isinstance(parent, Resolve)
            x = frame.x * 2 if action else frame.x
            self.work.replace_top(Resolve(player, "confirm", x))
            return
        assert isinstance(frame, Resolve) and frame.step == "confirm"
        self.work.pop()
        self.totals[player] += frame.x
        self.casts[player] += 1
        self.log("charged", player, amount=frame.x, total=self.totals[player])
        self._next_turn()

    def _next_turn(self) -> None:
        if min(self.casts) >= 2 or self.casts[self.turn] >= 3:
            scores = tuple(self.totals)
            self._result = GameResult(_groups(scores), scores, "charged", sum(self.casts), {},
                                      (None,) * len(scores))
            self.log("game_over")
            return
        self.turn = (self.turn + 1) % len(self.totals)
