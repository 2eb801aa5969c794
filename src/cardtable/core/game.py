"""The game kernel: the resumable state machine every game follows (DESIGN §2).

A game exposes ``pending`` (the decision it waits for, or ``None`` when over), ``apply(action)``
(validate, then advance to the next decision), ``view(player)`` (exactly what that player may
see), ``events`` (the frozen log), ``record`` (JSON that replays) and ``clone()``.

Subclasses implement the verify/can/do trio through two hooks: :meth:`Game.verify` returns
``None`` for a legal action or a sentence saying why not, and :meth:`Game._do` carries the
action out. ``apply`` never mutates anything before ``verify`` has passed, so a refused action
leaves the game exactly as it was.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from cardtable.core.actions import ActionCodec
from cardtable.core.decision import Decision
from cardtable.core.errors import GameOver, IllegalAction, RecordError
from cardtable.core.events import Event
from cardtable.core.record import GameRecord, hash_events
from cardtable.core.rng import make_rng


@dataclass(frozen=True)
class GameResult:
    """How a game ended: every player ranked best first, their scores, and why it ended."""

    ranking: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str
    turns: int
    detail: Mapping[str, Any] = field(default_factory=dict)

    @property
    def winner(self) -> int:
        return self.ranking[0]

    def to_json(self) -> dict[str, Any]:
        return {
            "ranking": list(self.ranking),
            "scores": list(self.scores),
            "reason": self.reason,
            "turns": self.turns,
            **({"detail": dict(self.detail)} if self.detail else {}),
        }


class Game(ABC):
    """Base of every game's state machine."""

    name: ClassVar[str]
    rules_version: ClassVar[str]
    codec: ClassVar[ActionCodec]

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = make_rng(seed)
        self._log: list[tuple[str, int | None, dict[str, Any], Mapping[str, Any] | None]] = []
        self._events: list[Event] = []
        self.actions: list[Any] = []

    # -- the contract -------------------------------------------------------------------------

    @property
    @abstractmethod
    def pending(self) -> Decision | None:
        """The decision the game waits for; ``None`` once the game is over."""

    @property
    @abstractmethod
    def result(self) -> GameResult | None:
        """The result once the game is over."""

    @property
    @abstractmethod
    def player_count(self) -> int: ...

    @abstractmethod
    def settings_json(self) -> dict[str, Any]:
        """The settings as JSON, enough to rebuild the game with the seed."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """What ``player`` may see (public information plus their own secrets)."""

    @abstractmethod
    def clone(self) -> Game:
        """An independent copy for search; applying actions to it leaves this game alone."""

    @abstractmethod
    def _do(self, decision: Decision, action: Any) -> None:
        """Carry out a verified action and advance to the next decision."""

    # -- verify / can / apply -----------------------------------------------------------------

    def verify(self, decision: Decision, action: Any) -> str | None:
        """``None`` if ``action`` is legal for ``decision``, else why not. Games override this
        with a direct check. It must accept every one of ``decision.options`` and refuse what is
        not legal; it may also accept refinements of an option that the options leave to the
        engine (Dominarion's explicit ``payment=``, DOM-7.4), which are legal but would make the
        option list too long to enumerate."""
        if decision.is_legal(action):
            return None
        return "it is not one of the legal options"

    def can(self, action: Any) -> bool:
        decision = self.pending
        return decision is not None and self.verify(decision, action) is None

    def apply(self, action: Any) -> None:
        """Apply ``action`` to the pending decision, or raise :class:`IllegalAction` and change
        nothing."""
        decision = self.pending
        if decision is None:
            raise GameOver(f"the game is over; {action!r} cannot be applied")
        problem = self.verify(decision, action)
        if problem is not None:
            raise IllegalAction(
                f"{action!r} is not legal for player {decision.player} ({decision.prompt}): "
                f"{problem}. Legal: {decision.describe_legal()}"
            )
        self.actions.append(action)
        self._do(decision, action)

    @property
    def is_over(self) -> bool:
        return self.pending is None

    # -- events and records -------------------------------------------------------------------

    def log(self, kind: str, player: int | None = None, secret: Mapping[str, Any] | None = None,
            **data: Any) -> None:
        """Append an event. Events are kept as raw tuples and become frozen :class:`Event`
        values when first read, which keeps simulations fast."""
        self._log.append((kind, player, data, secret))

    @property
    def events(self) -> list[Event]:
        """The append-only event log (read it; never modify it)."""
        built = self._events
        if len(built) < len(self._log):
            built.extend(
                Event(kind, player, tuple(data.items()), tuple(secret.items()) if secret else ())
                for kind, player, data, secret in self._log[len(built):]
            )
        return built

    def _copy_log_into(self, other: Game) -> None:
        """For ``clone()``: share the (immutable) history with the copy."""
        other._log = self._log.copy()
        other._events = self._events.copy()

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
            actions=tuple(self.codec.encode(a) for a in self.actions),
            result=result.to_json() if result is not None else None,
            events_sha256=hash_events(self.transcript()) if result is not None else None,
        )


G = TypeVar("G", bound=Game)


def replay_record(record: GameRecord, build: Callable[[Mapping[str, Any], int], G]) -> G:
    """Rebuild a game from its record by re-applying every action; checks the stored result and
    event hash when the record has them. Raises :class:`RecordError` saying why it does not
    replay."""
    game = build(record.settings, record.seed)
    if record.rules_version != game.rules_version:
        raise RecordError(
            f"the record was made under rules {record.rules_version!r}; this cardtable plays "
            f"{game.rules_version!r}"
        )
    for index, encoded in enumerate(record.actions):
        action = game.codec.decode(encoded)
        try:
            game.apply(action)
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
