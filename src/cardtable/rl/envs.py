"""Every game's learning environment by the games registry's name: ``make_env("commander",
players=4)`` is the PettingZoo AEC environment of that table. The game's name and its player
counts are the registry's (an unknown name gets "did you mean" there); this is the ``rl`` floor's
own table keyed by those names, as ``agents.registry.BOTS`` is the bots'."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.games import registry as games
from cardtable.rl.aec import KernelAECEnv, dominarion_env
from cardtable.rl.magic_env import commander_env, magic_env

ENVIRONMENTS: dict[str, Callable[..., KernelAECEnv]] = {
    "dominarion": dominarion_env,
    "magic": magic_env,
    "commander": commander_env,
}


def make_env(game: str, players: int | None = None, **options: Any) -> KernelAECEnv:
    """The AEC environment of ``game`` with ``players`` seats (default: the game's)."""
    info = games.get(game)
    seats = players if players is not None else info.default_players
    info.check_players(seats)
    return ENVIRONMENTS[info.name](players=seats, **options)
