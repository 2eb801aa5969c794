"""Multiplayer (CR 800–806, 104): players losing and leaving the game, and the end.

800.4a: when a player leaves a multiplayer game, every object they own leaves it too, effects
giving them control end, their abilities on the stack cease to exist, and whatever they still
control is exiled — at once, not as a state-based action. A two-player game ends when one player
loses; a game ends when one player is left (the winner) or nobody is (a draw among those who
lost last, 104.4a). Results are tied groups by elimination: players who lost at the same time
share a place (GameResult.groups). When the active player leaves, the rest of the turn is
skipped (a simplification of 800.4a's "the turn continues": nothing is left for it to do).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtable.core.game import GameResult
from cardtable.core.workstack import WorkStack
from cardtable.games.magic import priority
from cardtable.games.magic.designations import monarch_left
from cardtable.games.magic.frames import ResolveFrame
from cardtable.games.magic.layers import chars
from cardtable.games.magic.morph import reveal_all
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, STACK
from cardtable.games.magic.zones import cease_to_exist

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


def players_lose(game: GameServices, players: Sequence[int], reason: str) -> None:
    state = game.state
    game.eliminations += 1
    for p in players:
        player = state.players[p]
        if player.left:
            continue
        player.left = True
        player.eliminated_turn = state.turn
        game.eliminated_at[p] = game.eliminations
        game.log("lose", p, reason=reason)
        monarch_left(state, p)  # CR 722.4 (designations.py, issue 29)
    remaining = state.in_game()
    if len(remaining) <= 1:
        end_game(game, remaining, "last_player" if remaining else "draw")
        return
    for p in players:
        leave(game, p)

def leave(game: GameServices, player: int) -> None:
    """800.4a: the player's objects leave; control effects giving them control end; their
    abilities on the stack cease to exist; then what they still control is exiled."""
    state = game.state
    for oid in [o.id for o in state.objects.values() if o.owner == player]:
        obj = state.objects.get(oid)
        if obj is None:
            continue
        if obj.zone == STACK:
            item = next((s for s in state.stack if s.obj == oid), None)
            if item is not None:
                state.stack.remove(item)
        if obj.zone == BATTLEFIELD:
            state.attackers.pop(oid, None)
            state.blockers.pop(oid, None)
        cease_to_exist(game, obj)
    state.effects = [e for e in state.effects if e.controller != player]
    state.stack = [s for s in state.stack if not (s.controller == player and s.obj is None)]
    state.triggers = [t for t in state.triggers if t.controller != player]
    state.touch()
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if chars(state, obj).controller == player:
            game.move(obj, EXILE, cause="owner left the game")
    for stale in [a for a, d in state.attackers.items() if d == f"p{player}"]:
        state.attackers.pop(stale, None)
    if game.work:
        game.work = WorkStack(tuple(f for f in game.work if _frame_player(f) != player))
        top = game.work.top
        if isinstance(top, ResolveFrame) and not any(s.id == top.item for s in state.stack):
            game.work.pop()
    if state.active == player:
        state.step = "cleanup"
        state.priority = None
        state.extra_cleanup = False
        game.end_of_turn_cleanup_pending = False
        game.work = WorkStack()
    elif state.priority == player:
        state.priority = priority.next_player(game, player)
        state.passes = 0


def end_game(game: GameServices, survivors: Sequence[int], reason: str) -> None:
    state = game.state

    reveal_all(game)  # 708.9: face-down permanents are revealed as the game ends
    state.over = True
    groups: list[tuple[int, ...]] = []
    if survivors:
        groups.append(tuple(sorted(survivors)))
    by_event: dict[int, list[int]] = {}
    for p, event in game.eliminated_at.items():
        if p not in survivors:
            by_event.setdefault(event, []).append(p)
    for event in sorted(by_event, reverse=True):
        groups.append(tuple(sorted(by_event[event])))
    scores = tuple(max(p.life, 0) if not p.left else 0 for p in state.players)
    if reason == "last_player" and len(groups[0]) == 1:
        reason = "last_player_standing"
    game.finish(GameResult(tuple(groups), scores, reason, state.turn, {},
                              tuple(p.eliminated_turn for p in state.players)))
    game.log("game_over", None, reason=reason, groups=[list(g) for g in groups])


def _frame_player(frame: object) -> int | None:
    return getattr(frame, "player", None)
