"""Stops like the clients Magic players know (MTGO, Arena): when a person is asked for priority
(CR 117) and when the table passes for them (issue 27).

A seat whose auto-pass policy carries :data:`CLIENT` among its ``stops`` is asked at priority
only when it can do something other than pass and activate mana abilities (CR 605.1a) *and*
one of its stops applies:

* ``my:STEP`` / ``their:STEP``: an empty stack in that step of my turn / another player's turn
  (steps as in :data:`cardtable.games.magic.state.STEPS`); a bare ``STEP`` means both;
* ``main``: ``my:main1`` and ``my:main2``;
* ``stack``: another player's spell or ability is on the stack;
* ``targeted``: a spell or ability on the stack targets me or something of mine;
* ``own_stack``: my own spell or ability is on top of the stack (to respond to myself).

Declaring attackers and blockers are decisions of their own (CR 508.1, 509.1), always asked.
The default stops are :data:`DEFAULT_STOPS`. "Pass until" requests (``until``):
``"end_of_turn:N"`` passes through turn N until its end step (asked there if there is
anything to do), ``"my_turn:N"`` passes until a turn of mine other than N begins — so it works
on one's own turn too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cardtable.core.autopass import NO_AUTO_ANSWER, AutoPass
from cardtable.core.decision import Decision
from cardtable.core.errors import SettingsError
from cardtable.games.magic.actions import Activate, Concede, Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.objects import BATTLEFIELD
from cardtable.games.magic.state import STEPS

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

CLIENT = "client"
"""The marker in :attr:`AutoPass.stops` that turns these stops on."""

DEFAULT_STOPS = frozenset({"main", "stack", "targeted"})
SHORTHANDS = {"main": ("my:main1", "my:main2"), "none": ()}
SPECIAL = frozenset({"stack", "targeted", "own_stack"})


def parse_stops(text: str | Iterable[str]) -> frozenset[str]:
    """Stops from ``--stops`` (comma-separated; ``default`` for the defaults, ``none`` for no
    stop at all), checked: an unknown name is a :class:`SettingsError` listing the known."""
    items = [t.strip() for t in (text.split(",") if isinstance(text, str) else text)]
    out: set[str] = set()
    for item in items:
        if not item:
            continue
        if item == "default":
            out |= DEFAULT_STOPS
            continue
        if item in SHORTHANDS or item in SPECIAL:
            out.add(item)
            continue
        _, _, step = item.rpartition(":")
        prefix = item[: -len(step) - 1] if ":" in item else ""
        if step not in STEPS or prefix not in ("", "my", "their"):
            raise SettingsError(
                f"unknown stop {item!r}; stops: default, none, main, stack, targeted, "
                f"own_stack, or STEP, my:STEP, their:STEP with STEP one of {', '.join(STEPS)}")
        out.add(item)
    return frozenset(out)


def client_policy(stops: Iterable[str] = DEFAULT_STOPS, until: str | None = None) -> AutoPass:
    """The auto-pass policy of a person at a table with these stops."""
    return AutoPass(stops=frozenset(stops) | {CLIENT}, until=until)


def _expanded(stops: frozenset[str]) -> frozenset[str]:
    out = set(stops)
    for name, steps in SHORTHANDS.items():
        if name in stops:
            out.update(steps)
    return frozenset(out)


def is_mana_activation(game: GameServices, action: Any) -> bool:
    """Whether ``action`` activates a mana ability (CR 605.1a)."""
    if not isinstance(action, Activate):
        return False
    if action.symbol:
        return True
    obj = game.state.objects.get(action.source)
    if obj is None:
        return False
    abilities = chars(game.state, obj).abilities if obj.zone == BATTLEFIELD else (
        obj.card.abilities)
    ability = abilities[action.index] if action.index < len(abilities) else None
    return bool(getattr(ability, "is_mana_ability", False))


def can_act(game: GameServices, decision: Decision) -> bool:
    """Whether a priority decision offers anything but passing, conceding and mana."""
    return any(not isinstance(o, (Pass, Concede)) and not is_mana_activation(game, o)
               for o in decision.options)


def _mine(game: GameServices, player: int, target: Any) -> bool:
    if isinstance(target, str):
        return target == f"p{player}"
    obj = game.state.objects.get(target) if isinstance(target, int) else None
    return obj is not None and obj.zone == BATTLEFIELD and obj.controller == player


def stop_applies(game: GameServices, player: int, stops: frozenset[str]) -> bool:
    """Whether one of ``stops`` applies to ``player`` now (CR 117; see the module)."""
    state = game.state
    if state.stack:
        top = state.stack[-1]
        if "targeted" in stops and any(
                _mine(game, player, t) for item in state.stack if item.controller != player
                for group in item.targets for t in group):
            return True
        if top.controller != player:
            return "stack" in stops
        return "own_stack" in stops
    stops = _expanded(stops)
    whose = "my" if state.active == player else "their"
    return state.step in stops or f"{whose}:{state.step}" in stops


def answer(game: GameServices, decision: Decision, policy: AutoPass) -> Any:
    """The auto-pass answer for a priority ``decision`` under a client policy: :class:`Pass`
    or :data:`NO_AUTO_ANSWER` (ask the person)."""
    if len(decision.options) == 1:
        return decision.options[0]
    state = game.state
    player = decision.player
    until = policy.until or ""
    kind, _, number = until.partition(":")
    turn = int(number) if number.isdigit() else -1
    if kind == "my_turn" and not (state.active == player and state.turn != turn):
        return Pass()
    if kind == "end_of_turn" and state.turn == turn and state.step not in ("end", "cleanup"):
        return Pass()
    if not can_act(game, decision):
        return Pass()
    if kind == "end_of_turn" and state.turn == turn:
        return NO_AUTO_ANSWER  # the end step asked for
    if stop_applies(game, player, policy.stops):
        return NO_AUTO_ANSWER
    return Pass()
