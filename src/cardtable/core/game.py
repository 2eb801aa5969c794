"""The game kernel, second version: the resumable state machine every game follows (DESIGN §2).

A game exposes

* ``pending_all`` — the decisions open now, each with a kernel-stamped monotonic ``id``;
  ``pending`` is the first of them (``None`` once the game is over);
* ``apply(action, player=, decision_id=)`` — validate, then advance to the next decisions;
* ``view(player)`` — exactly what that player may see, as a plain immutable snapshot;
* ``events`` (the frozen log), ``record`` (JSON that replays), ``clone()``,
  ``determinize(observer, rng)``, ``legal_mask()`` (integer actions for search and learning).

**Several players at once.** A game may ask several players at the same time (simultaneous
mulligans, "each player chooses …", votes): ``pending_all`` then holds one decision per player
asked, and they may be answered in any order. The model is *simultaneous commitment*: an answer
is applied to the game's state at once, but a game must not let one player's open decision
depend on another's answer to a decision open at the same time — what a player chose stays
hidden in the game until every decision of the group is answered, and only then is the group's
outcome carried out and logged. So the state after the group does not depend on the order the
answers came in. The record keeps every answer with its seat in the order applied, and replay
applies them in that order, which is therefore exact.

**Answers name their seat and decision.** ``apply(action, player=p, decision_id=d)`` refuses
an answer for a decision that is no longer open (:class:`StaleDecision`) or from a seat that is
not being asked (:class:`WrongPlayer`), changing nothing. Without ``player`` and
``decision_id`` the answer goes to the only open decision (an error if several are open).

**Auto-pass.** ``set_autopass(player, AutoPass(...))`` lets the kernel answer a seat's trivial
decisions (see :mod:`cardtable.core.autopass`); those answers are recorded, marked ``auto``.

Subclasses implement the verify/can/do trio through hooks: :meth:`Game._open_decisions`
returns the decisions open now (unstamped), :meth:`Game.verify` returns ``None`` for a legal
action or a sentence saying why not, and :meth:`Game._do` carries the action out. ``apply``
never mutates anything before ``verify`` has passed, so a refused action leaves the game
exactly as it was.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn, TypeVar

from cardtable.core.action_space import ActionSpace, mask_for
from cardtable.core.actions import ActionCodec
from cardtable.core.autopass import NO_AUTO_ANSWER, AutoPass
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import GameOver, IllegalAction, RecordError, StaleDecision, WrongPlayer
from cardtable.core.events import Event
from cardtable.core.history import History
from cardtable.core.record import GameRecord, hash_events
from cardtable.core.rng import make_rng

if TYPE_CHECKING:  # numpy is imported when a mask is built: a game start does not pay for it
    import numpy as np
    import numpy.typing as npt

try:  # read only by the optional mypyc build (hatch_build.py); a no-op without mypy installed
    from mypy_extensions import mypyc_attr
except ImportError:  # pragma: no cover - pure Python without mypy_extensions

    def mypyc_attr(*args: Any, **kwargs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

LogEntry = tuple[str, int | None, dict[str, Any], Mapping[str, Any] | None, frozenset[int] | None]


@mypyc_attr(native_class=False)  # a plain frozen dataclass even when compiled (deep-copyable)
@dataclass(frozen=True)
class Answer:
    """One applied action: who answered which decision, and whether a policy answered for
    them."""

    player: int
    action: Any
    auto: bool = False


@mypyc_attr(native_class=False)  # a plain frozen dataclass even when compiled (deep-copyable)
@dataclass(frozen=True)
class GameResult:
    """How a game ended: the players in tied groups, best first, their scores, each player's
    elimination turn (``None`` for players still in at the end), and why it ended.

    A two-player draw is one group of two; a four-player game where two players lost at once on
    turn 9 has them together in one group below the survivors.
    """

    groups: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    reason: str
    turns: int
    detail: Mapping[str, Any] = field(default_factory=dict)
    eliminated: tuple[int | None, ...] = ()

    @classmethod
    def from_ranking(cls, ranking: tuple[int, ...], scores: tuple[int, ...], reason: str,
                     turns: int, detail: Mapping[str, Any] | None = None) -> GameResult:
        """A result with no ties: one player per group."""
        return cls(tuple((p,) for p in ranking), scores, reason, turns, dict(detail or {}),
                   (None,) * len(ranking))

    @property
    def ranking(self) -> tuple[int, ...]:
        """Every player, best first (tied players in seat order)."""
        return tuple(p for group in self.groups for p in sorted(group))

    @property
    def winner(self) -> int | None:
        """The sole winner, or ``None`` for a draw or a shared first place."""
        first = self.groups[0] if self.groups else ()
        return first[0] if len(first) == 1 else None

    @property
    def is_draw(self) -> bool:
        return bool(self.groups) and len(self.groups[0]) > 1

    def place_of(self, player: int) -> int:
        """1 for the first group, 2 for the next, …"""
        for place, group in enumerate(self.groups, 1):
            if player in group:
                return place
        raise ValueError(f"player {player} is not in this result")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "groups": [list(g) for g in self.groups],
            "ranking": list(self.ranking),
            "scores": list(self.scores),
            "reason": self.reason,
            "turns": self.turns,
        }
        if any(turn is not None for turn in self.eliminated):
            out["eliminated"] = list(self.eliminated)
        if self.detail:
            out["detail"] = dict(self.detail)
        return out


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class Game(ABC):
    """Base of every game's state machine."""

    name: ClassVar[str]
    rules_version: ClassVar[str]
    codec: ClassVar[ActionCodec]
    action_space: ClassVar[ActionSpace | None] = None

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = make_rng(seed)
        self._log: History[LogEntry] = History()
        self._events: History[Event] = History()
        self._answers: History[tuple[int, Any, bool]] = History()
        self._open: tuple[Decision, ...] | None = None
        self._serial = 0
        self._autopass: dict[int, AutoPass] = {}

    # -- the contract -------------------------------------------------------------------------

    @abstractmethod
    def _open_decisions(self) -> tuple[Decision, ...]:
        """The decisions open now, unstamped (empty once the game is over). Called once after
        each change of state; the kernel stamps the ids."""

    @property
    @abstractmethod
    def result(self) -> GameResult | None:
        """The result once the game is over."""

    @property
    @abstractmethod
    def player_count(self) -> int: ...

    @abstractmethod
    def settings_json(self) -> dict[str, Any]:
        """The settings as JSON, enough to rebuild the game with the seed (including the card
        facts the game was played with, so a record replays whatever the card data becomes)."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """What ``player`` may see (public information plus their own secrets), as a plain
        immutable snapshot with no path back to the game."""

    @abstractmethod
    def clone(self) -> Game:
        """An independent copy for search; applying actions to it leaves this game alone.
        Implementations call :meth:`_clone_kernel_into` to share the history in O(1)."""

    def determinize(self, observer: int, rng: random.Random) -> Game:
        """A copy in which everything ``observer`` cannot see is re-dealt consistently with what
        they can see: each player keeps exactly the cards they own in each hidden zone group
        (e.g. library plus hand), only the order and the split are resampled; the copy's own
        generator is reseeded from ``rng``. Games with hidden information override this."""
        raise NotImplementedError(f"{self.name} has no determinization")

    @abstractmethod
    def _do(self, decision: Decision, action: Any) -> None:
        """Carry out a verified action and advance the state."""

    # -- decisions ----------------------------------------------------------------------------

    @property
    def pending_all(self) -> tuple[Decision, ...]:
        """Every decision open now, each with its id."""
        if self._open is None:
            self._open = self._stamp(self._open_decisions(), ())
        return self._open

    @property
    def pending(self) -> Decision | None:
        """The first open decision; ``None`` once the game is over."""
        open_now = self._open  # read at every step of every game: no second property call
        if open_now is None:
            open_now = self.pending_all
        return open_now[0] if open_now else None

    def _stamp(self, fresh: tuple[Decision, ...], carried: tuple[Decision, ...]) -> tuple[
            Decision, ...]:
        out = []
        for decision in fresh:
            same = next((old for old in carried if old.same_question(decision)), None)
            if same is not None:
                out.append(same)
            else:
                self._serial += 1
                if decision.id == 0:  # fresh from the game, held by nobody yet: stamp in place
                    decision.__dict__["id"] = self._serial
                    out.append(decision)
                else:
                    out.append(decision.with_id(self._serial))
        return tuple(out)

    def _state_changed(self, answered: Decision | None = None) -> None:
        """Recompute the open decisions; decisions still open keep their ids."""
        before = self._open
        fresh = self._open_decisions()
        if before is not None and len(before) == 1 and answered is not None and (
                before[0].id == answered.id) and len(fresh) == 1:
            # The common step: the only open decision was answered and one new one opens.
            decision = fresh[0]
            self._serial += 1
            if decision.id == 0:
                decision.__dict__["id"] = self._serial
            else:
                decision = decision.with_id(self._serial)
            self._open = (decision,)
            return
        carried = tuple(d for d in before or () if answered is None or d.id != answered.id)
        self._open = self._stamp(fresh, carried)

    def mark_changed(self) -> None:
        """For games that change state outside ``apply`` (set-up, determinize): the open
        decisions are recomputed when next read."""
        self._open = None

    # -- verify / can / apply -----------------------------------------------------------------

    def verify(self, decision: Decision, action: Any) -> str | None:
        """``None`` if ``action`` is legal for ``decision``, else why not. Games override this
        with a direct check; it must accept exactly the options (and, for tuple answers, what
        the decision's kind allows and the game's whole-answer rules accept)."""
        if decision.is_legal(action):
            return None
        return "it is not one of the legal options"

    def can(self, action: Any, *, player: int | None = None,
            decision_id: int | None = None) -> bool:
        try:
            decision = self._addressed(action, player, decision_id)
        except IllegalAction:
            return False
        return self.verify(decision, action) is None

    def _addressed(self, action: Any, player: int | None, decision_id: int | None) -> Decision:
        open_now = self.pending_all
        if not open_now:
            raise GameOver(f"the game is over; {action!r} cannot be applied")
        if decision_id is not None:
            decision = next((d for d in open_now if d.id == decision_id), None)
            if decision is None:
                waiting = ", ".join(f"{d.id} (player {d.player}: {d.prompt})" for d in open_now)
                raise StaleDecision(
                    f"decision {decision_id} is no longer pending, so {action!r} was not "
                    f"applied; pending now: {waiting}")
            if player is not None and decision.player != player:
                raise WrongPlayer(
                    f"decision {decision_id} is player {decision.player}'s, not player "
                    f"{player}'s; {action!r} was not applied")
            return decision
        if player is not None:
            decision = next((d for d in open_now if d.player == player), None)
            if decision is None:
                asked = ", ".join(str(d.player) for d in open_now)
                raise WrongPlayer(
                    f"player {player} is not being asked anything; waiting for player(s) "
                    f"{asked}. {action!r} was not applied")
            return decision
        if len(open_now) > 1:
            asked = ", ".join(str(d.player) for d in open_now)
            raise WrongPlayer(
                f"players {asked} are being asked at once; say which player answers")
        return open_now[0]

    def apply(self, action: Any, *, player: int | None = None,
              decision_id: int | None = None) -> None:
        """Apply ``action`` to the open decision it addresses, or raise
        :class:`IllegalAction` (:class:`StaleDecision`, :class:`WrongPlayer`, :class:`GameOver`)
        and change nothing. Then let auto-pass policies answer what they may."""
        open_now = self._open
        if (player is None and decision_id is None and open_now is not None
                and len(open_now) == 1 and not self._autopass):
            # The common step of a simulation: one open decision, answered without naming it
            # (what ``_addressed`` and ``_apply_to`` do, without their calls).
            decision = open_now[0]
            problem = self.verify(decision, action)
            if problem is not None:
                self._refuse(decision, action, problem)
            self._answers._own.append((decision.player, action, False))
            self._do(decision, action)
            self._state_changed(decision)
            return
        decision = self._addressed(action, player, decision_id)
        self._apply_to(decision, action, auto=False)
        if self._autopass:
            self._run_autopass()

    @staticmethod
    def _refuse(decision: Decision, action: Any, problem: str) -> NoReturn:
        raise IllegalAction(
            f"{action!r} is not legal for player {decision.player} ({decision.prompt}): "
            f"{problem}. Legal: {decision.describe_legal()}"
        )

    def _apply_to(self, decision: Decision, action: Any, *, auto: bool) -> None:
        problem = self.verify(decision, action)
        if problem is not None:
            self._refuse(decision, action, problem)
        self._answers._own.append((decision.player, action, auto))  # an Answer when read
        self._do(decision, action)
        self._state_changed(decision)

    # -- auto-pass ------------------------------------------------------------------------------

    def set_autopass(self, player: int, policy: AutoPass | None) -> None:
        """Give ``player`` an auto-pass policy (``None`` removes it); it acts from the next
        decision on, and at once on the decisions open now."""
        if policy is None:
            self._autopass.pop(player, None)
        else:
            self._autopass[player] = policy
            self._run_autopass()

    def autopass_of(self, player: int) -> AutoPass | None:
        return self._autopass.get(player)

    def auto_answer(self, decision: Decision, policy: AutoPass) -> Any:
        """The answer ``policy`` gives to ``decision``, or :data:`NO_AUTO_ANSWER`. The default
        answers a choose-one decision with a single option; games add their own trivial
        decisions (Magic: passing priority where the seat set no stop)."""
        if (policy.only_option and decision.kind is DecisionKind.CHOOSE_ONE
                and len(decision.options) == 1):
            return decision.options[0]
        return NO_AUTO_ANSWER

    def _run_autopass(self) -> None:
        progressed = True
        while progressed:
            progressed = False
            for decision in self.pending_all:
                policy = self._autopass.get(decision.player)
                if policy is None:
                    continue
                answer = self.auto_answer(decision, policy)
                if answer is NO_AUTO_ANSWER:
                    continue
                self._apply_to(decision, answer, auto=True)
                progressed = True
                break

    @property
    def is_over(self) -> bool:
        return not self.pending_all

    # -- integer actions ----------------------------------------------------------------------

    def legal_mask(self, decision: Decision | None = None) -> npt.NDArray[np.bool_]:
        """The boolean mask over the game's action space of ``decision``'s (default: the first
        open decision's) legal options."""
        space = self._space()
        decision = decision or self.pending
        if decision is None:
            import numpy as np

            return np.zeros(space.size, dtype=np.bool_)
        return mask_for(space, decision)

    def action_index(self, action: Any, decision: Decision | None = None) -> int:
        decision = decision or self.pending
        if decision is None:
            raise GameOver("the game is over; it has no legal actions")
        return self._space().index(decision, action)

    def action_at(self, index: int, decision: Decision | None = None) -> Any:
        decision = decision or self.pending
        if decision is None:
            raise GameOver("the game is over; it has no legal actions")
        return self._space().action(decision, index)

    def _space(self) -> ActionSpace:
        if self.action_space is None:
            raise NotImplementedError(f"{self.name} declares no integer action space")
        return self.action_space

    # -- events and records -------------------------------------------------------------------

    @property
    def actions(self) -> list[Any]:
        """Every applied action in order (auto-pass answers included)."""
        return [answer[1] for answer in self._answers.to_list()]

    @property
    def answers(self) -> list[Answer]:
        return [Answer(*answer) for answer in self._answers.to_list()]

    def log(self, kind: str, player: int | None = None, secret: Mapping[str, Any] | None = None,
            secret_to: frozenset[int] | None = None, **data: Any) -> None:
        """Append an event. ``secret`` is seen by ``secret_to`` (default: ``player`` alone).
        Events are kept as raw tuples and become frozen :class:`Event` values when first read,
        which keeps simulations fast."""
        self._log._own.append((kind, player, data, secret, secret_to))  # History.append, inlined

    @property
    def events(self) -> list[Event]:
        """The append-only event log (read it; never modify it)."""
        built = self._events
        if len(built) < len(self._log):
            for kind, player, data, secret, secret_to in self._log.slice_from(len(built)):
                built.append(Event(kind, player, tuple(data.items()),
                                   tuple(secret.items()) if secret else (), secret_to))
        return built.to_list()

    def _clone_kernel_into(self, other: Game) -> None:
        """For ``clone()``: copy the kernel's own state, sharing the immutable history."""
        other.seed = self.seed
        rng = random.Random.__new__(random.Random)  # Random() would seed itself from urandom
        rng.setstate(self.rng.getstate())
        other.rng = rng
        other._log = self._log.branch()
        other._events = self._events.branch()
        other._answers = self._answers.branch()
        other._open = self._open
        other._serial = self._serial
        other._autopass = dict(self._autopass)

    def events_for(self, observer: int | None) -> list[Event]:
        """The log as ``observer`` may see it."""
        return [event.for_player(observer) for event in self.events]

    def transcript(self) -> list[str]:
        """The full log as text lines (golden tests and run hashes)."""
        return [str(event) for event in self.events]

    @property
    def record(self) -> GameRecord:
        result = self.result
        return GameRecord(
            game=self.name,
            rules_version=self.rules_version,
            settings=self.settings_json(),
            seed=self.seed,
            actions=tuple(self._encode_answer(a) for a in self.answers),
            result=result.to_json() if result is not None else None,
            events_sha256=hash_events(self.transcript()) if result is not None else None,
        )

    def _encode_answer(self, answer: Answer) -> Any:
        out: dict[str, Any] = {"answer": self.codec.encode(answer.action), "player": answer.player}
        if answer.auto:
            out["auto"] = True
        return out


G = TypeVar("G", bound=Game)


def decode_answer(game: Game, entry: Any) -> tuple[Any, int | None]:
    """An action and its seat from a record entry (schema 2: ``{"answer": …, "player": p}``;
    schema 1: a bare action)."""
    if isinstance(entry, Mapping) and "answer" in entry:
        player = entry.get("player")
        if player is not None and (not isinstance(player, int) or isinstance(player, bool)):
            raise RecordError(f"a record entry's player must be an integer, not {player!r}")
        return game.codec.decode(entry["answer"]), player
    return game.codec.decode(entry), None


def _is_auto(entry: Any) -> bool:
    """Whether a record entry was given by an auto-pass policy (kept as such on replay)."""
    return isinstance(entry, Mapping) and entry.get("auto") is True


def replay_record(record: GameRecord, build: Callable[[Mapping[str, Any], int], G]) -> G:
    """Rebuild a game from its record by re-applying every answer (with no auto-pass policy: the
    recorded auto answers are applied as they are); checks the stored result and event hash when
    the record has them. Raises :class:`RecordError` saying why it does not replay."""
    try:
        game = build(record.settings, record.seed)
    except RecordError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        raise RecordError(f"the record's settings cannot build a game: {error}") from None
    if record.rules_version != game.rules_version:
        raise RecordError(
            f"the record was made under rules {record.rules_version!r}; this cardtable plays "
            f"{game.rules_version!r}"
        )
    for index, encoded in enumerate(record.actions):
        try:
            action, player = decode_answer(game, encoded)
        except RecordError as error:
            raise RecordError(f"action {index} does not replay: {error}") from None
        try:
            if _is_auto(encoded):  # an auto-pass answer stays marked as one in the replay
                game._apply_to(game._addressed(action, player, None), action, auto=True)
            else:
                game.apply(action, player=player)
        except IllegalAction as error:
            raise RecordError(f"action {index} does not replay: {error}") from None
    if record.result is not None:
        if game.result is None:
            raise RecordError(
                f"the record says the game ended but after its {len(record.actions)} actions the "
                "game is still waiting for a decision"
            )
        if game.result.to_json() != dict(record.result):
            raise RecordError(
                "the replay reached a different result than the record states: "
                f"{game.result.to_json()} instead of {dict(record.result)}"
            )
    if record.events_sha256 is not None and hash_events(game.transcript()) != record.events_sha256:
        raise RecordError("the replay's events differ from the recorded game's (hash mismatch)")
    return game
