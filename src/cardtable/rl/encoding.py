"""Turning what a seat sees into numbers, and integer actions into the game's actions.

An observation is built from ``game.view(seat)`` only — for Dominarion from the view's JSON, the
exact information a client receives — never from the game's hidden state. Actions are integers of
the game's action space (``game.action_space``); a game that declares none is offered the generic
option-index space (integer *i* is the *i*-th option of the decision), with room for
``FALLBACK_ACTIONS`` options.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from cardtable.core.action_space import ActionSpace, OptionIndexSpace
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.game import Game

FALLBACK_ACTIONS = 64
OBS_HIGH = 100.0  # every feature is a small count or a ratio; the bound keeps spaces finite
Observation = npt.NDArray[np.float32]


class ViewEncoder(Protocol):
    """Numbers from a seat's view, always of length ``size``."""

    size: int

    def __call__(self, view: Any) -> Observation: ...


def action_space_of(game: Game) -> ActionSpace:
    """The game's integer action space, or the generic option-index one."""
    space = type(game).action_space
    return space if space is not None else OptionIndexSpace(FALLBACK_ACTIONS)


def legal_actions(space: ActionSpace, decision: Decision | None) -> dict[int, Any]:
    """``decision``'s legal actions by their integers in ``space`` (empty for no decision).
    Options an option-index space has no room for are left out."""
    if decision is None:
        return {}
    if decision.kind is DecisionKind.YES_NO:
        return {0: False, 1: True}
    if isinstance(space, OptionIndexSpace):
        return dict(enumerate(decision.options[: space.size]))
    return {space.index(decision, option): option for option in decision.options}


def legal_mask(space: ActionSpace, decision: Decision | None) -> npt.NDArray[np.int8]:
    """The 0/1 mask of ``decision``'s legal integers (all zero for no decision)."""
    mask = np.zeros(space.size, dtype=np.int8)
    for index in legal_actions(space, decision):
        mask[index] = 1
    return mask


MANA_LETTERS = "WUBRGC"
HAND_BUCKETS = 32
MAX_PLAYERS = 5
PLAYER_FEATURES = 8
SUPPLY_FEATURES = 5


def _bucket(name: str) -> int:
    return int.from_bytes(hashlib.blake2b(name.encode(), digest_size=2).digest(), "big") % \
        HAND_BUCKETS


class DominarionEncoder:
    """Dominarion's view as a fixed-length vector: the turn and phase, the hand (card names
    hashed into buckets), the seat's mana, each player's public counts (the viewer first, then in
    seat order after it), each supply's size and top card, and the land piles."""

    def __init__(self, supplies: tuple[str, ...], land_piles: tuple[str, ...]) -> None:
        self.supplies = supplies
        self.land_piles = land_piles
        self.size = (7 + HAND_BUCKETS + len(MANA_LETTERS) + MAX_PLAYERS * PLAYER_FEATURES
                     + SUPPLY_FEATURES * len(supplies) + len(land_piles))

    @classmethod
    def for_game(cls, game: Game) -> DominarionEncoder:
        data = game.view(0).to_json()
        return cls(tuple(data["supplies"]), tuple(data["land_piles"]))

    def __call__(self, view: Any) -> Observation:
        data = view.to_json()
        me = data["viewer"]
        out: list[float] = [
            data["turn"] / 100, float(data["phase"] == "main"), float(data["phase"] == "upkeep"),
            float(data["bought"]), float(data["gained_land"]), float(data["final_round"]),
            float(data["turn_player"] == me),
        ]
        hand = [0.0] * HAND_BUCKETS
        for name in data["hand"]:
            hand[_bucket(name)] += 1
        out += hand
        players = data["players"]
        mine = players[me]["mana"]
        out += [mine.count(letter) / 5 for letter in MANA_LETTERS]
        order = [players[(me + k) % len(players)] for k in range(len(players))]
        for k in range(MAX_PLAYERS):
            if k < len(order):
                p = order[k]
                out += [1.0, p["hand_size"] / 5, p["library_size"] / 40, len(p["discard"]) / 40,
                        len(p["battlefield"]) / 10, p["power"] / 21, p["toughness"] / 21,
                        p["score"] / 21]
            else:
                out += [0.0] * PLAYER_FEATURES
        for key in self.supplies:
            supply = data["supplies"].get(key, {"size": 0, "top": None})
            top = supply["top"] or {}
            out += [supply["size"] / 10, float(bool(top)), top.get("mana_value", 0) / 8,
                    top.get("power", 0) / 10, top.get("toughness", 0) / 10]
        out += [data["land_piles"].get(name, 0) / 18 for name in self.land_piles]
        return np.clip(np.asarray(out, dtype=np.float32), 0.0, OBS_HIGH)


GameFactory = Callable[[int], Game]
