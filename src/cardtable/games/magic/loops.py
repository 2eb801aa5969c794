"""Games that always end (issue 26): loops, the per-turn budget and the engine's own guard.

Three kinds of "loop" can keep a game from ending, and each has its own answer:

- **An optional loop that comes back to the same state** (a bot moving a {0} equipment between
  two creatures, a spell begun and rewound because it cannot be paid): CR 729.3 says the player
  must make a different game choice so the loop does not continue. The engine keeps, for each
  priority window (a turn's step), a fingerprint of everything of consequence in the game — not
  ids of log entries, timestamps or activation counts — and the actions each player took from
  each fingerprint. When a player gets priority again in a state they already acted from, the
  actions they took there are no longer offered: the options stay the whole legal answer
  (DESIGN §2: the engine computes the options, an agent never guesses) and a repeated action
  is refused as any illegal one is. Passing and mana abilities are always offered.
- **A loop that does not come back to the same state but never ends the turn** (a mandatory
  loop of triggers, or an optional one that grows the stack or the effects list each time): a
  per-turn budget of answered decisions. A turn that spends it ends the game as a **draw**
  (CR 104.4b, 729.4), logged with the turn, the step and the number of decisions, so the
  record says why.
- **An engine path that makes no decision and no progress**: the engine loop counts its
  steps; past a bound it raises :class:`EngineLoop`, naming the seed, the turn, the step, the
  top work frame and the stack — a typed error, never a hang.

Everything here is plain data on the game (copied by ``clone``), derived only from the actions
applied, so a record replays to the same options, refusals and result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision
from cardtable.core.errors import EngineLoop
from cardtable.games.magic import multiplayer
from cardtable.games.magic.actions import Activate, Pass

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

TURN_DECISION_BUDGET = 4000
"""Answered decisions one turn may take before the game is a draw (CR 104.4b). A checked
4-player precon game takes a few hundred decisions in its longest turns."""

ENGINE_STEP_BUDGET = 100_000
"""Steps of the engine loop without a decision before :class:`EngineLoop` is raised."""

LOOP_DRAW_REASON = "loop_draw"
"""The result's reason for a game drawn by the per-turn budget (CR 104.4b), distinct from
``"draw"`` (every remaining player lost at once, CR 104.4a) and ``"turn_limit"``; the log says
why."""

Fingerprint = tuple[Any, ...]


def fingerprint(game: GameServices) -> Fingerprint:
    """Everything of consequence in the game now, as a hashable value: each player's life,
    poison, counters, mana pool, land drops and zones (in order: a library's order matters),
    each permanent's status, damage, counters and attachments, the stack, the combat, and how
    many continuous effects, pending triggers and delayed triggers exist. Not included: object
    timestamps, the state's version, activation counts and the log — what changes on every
    action whether or not anything happened."""
    state = game.state
    objects = state.objects
    players = tuple(
        (p.life, p.poison, tuple(sorted(p.pool.items())), p.lands_played, p.left,
         tuple(sorted(p.counters.items())),
         tuple((zone, tuple(ids)) for zone, ids in sorted(p.zones.items())))
        for p in state.players)
    battlefield = []
    for oid in state.battlefield:
        o = objects[oid]
        battlefield.append((oid, o.controller, o.tapped, o.damage, o.face_down, o.attached_to,
                            o.attached_player, tuple(sorted(o.counters.items())) if o.counters
                            else ()))
    stack = tuple((s.id, s.targets, s.modes, s.x) for s in state.stack)
    return (players, tuple(battlefield), tuple(state.phased_out), stack,
            tuple(sorted(state.attackers.items(), key=repr)),
            tuple(sorted(state.blockers.items())), len(state.effects), len(state.triggers),
            len(state.delayed), state.active, state.priority)


def is_free_action(action: Any) -> bool:
    """Passing and mana abilities: never refused as a repetition (a mana ability changes the
    pool, and nothing loops through a pool without another action)."""
    return isinstance(action, Pass) or (isinstance(action, Activate) and bool(action.symbol))


@dataclass
class LoopGuard:
    """The loop bookkeeping of one game (copied by ``clone``)."""

    window: tuple[int, str] = (-1, "")
    # (fingerprint, player) -> the non-free actions that player took from that state
    taken: dict[tuple[Fingerprint, int], set[Any]] = field(default_factory=dict)
    current: tuple[Fingerprint, int] | None = None  # the state of the open priority decision
    lazy: int | None = None  # the player of an open decision whose state is not yet taken
    turn: int = -1
    turn_decisions: int = 0
    refused: int = 0  # options withheld so far (CR 729.3), for reports

    def copy(self) -> LoopGuard:
        return LoopGuard(self.window, {k: set(v) for k, v in self.taken.items()},
                         self.current, self.lazy, self.turn, self.turn_decisions, self.refused)

    # -- CR 729.3: a different game choice --------------------------------------------------

    def filter_priority(self, game: GameServices, decision: Decision) -> Decision:
        """``decision`` without the actions its player already took from this same state in
        this priority window (CR 729.3)."""
        state = game.state
        window = (state.turn, state.step)
        if window != self.window:
            self.window = window
            self.taken.clear()
        self.current = None
        self.lazy = None
        if all(is_free_action(o) for o in decision.options):
            return decision  # nothing to remember: passing or mana only
        if not self.taken:  # nothing taken yet this step: nothing to withhold, and the state
            self.lazy = decision.player  # is fingerprinted only if an action is taken
            return decision
        key = (fingerprint(game), decision.player)
        self.current = key
        taken = self.taken.get(key)
        if not taken:
            return decision
        options = [o for o in decision.options if is_free_action(o) or o not in taken]
        self.refused += len(decision.options) - len(options)
        return Decision(decision.player, decision.kind, decision.prompt, options,
                        tag=decision.tag)

    def took(self, game: GameServices, decision: Decision, action: Any) -> None:
        """Remember a non-free priority action and the state it was taken from (the state the
        decision was made in: nothing has changed since)."""
        if decision.tag != "priority" or is_free_action(action):
            return
        if self.current is None and self.lazy == decision.player:
            self.current = (fingerprint(game), decision.player)
        if self.current is not None:
            self.taken.setdefault(self.current, set()).add(action)

    # -- CR 104.4b: the per-turn budget ---------------------------------------------------

    def spend(self, game: GameServices) -> bool:
        """Count one answered decision; ``True`` when this turn has spent its budget."""
        turn = game.state.turn
        if turn != self.turn:
            self.turn = turn
            self.turn_decisions = 0
        self.turn_decisions += 1
        return self.turn_decisions > TURN_DECISION_BUDGET


def end_as_loop_draw(game: GameServices) -> None:
    """The turn spent its budget: the game is a draw among the players still in it
    (CR 104.4b, 729.4), logged with why."""

    state = game.state
    game.log("loop_draw", None, rule="CR 104.4b", turn=state.turn, step=state.step,
             decisions=game.loops.turn_decisions,
             why=f"turn {state.turn} took more than {TURN_DECISION_BUDGET} decisions "
                 "without ending: a loop no player would or could break")
    multiplayer.end_game(game, state.in_game(), LOOP_DRAW_REASON)


def describe_state(game: GameServices) -> str:
    """The seed and where the game is, for :class:`EngineLoop` messages."""
    state = game.state
    top = game.work.top
    stack = ", ".join(s.name or type(s.ability).__name__ for s in state.stack) or "empty"
    return (f"seed {game.seed}, turn {state.turn}, step {state.step!r}, active player "
            f"{state.active}, priority {state.priority}, top work frame "
            f"{type(top).__name__ if top is not None else None}, stack: {stack}")


def engine_loop(game: GameServices, where: str) -> EngineLoop:
    return EngineLoop(f"the Magic engine looped without a decision or an event in {where} "
                      f"({describe_state(game)}); replay the seed to reproduce it")
