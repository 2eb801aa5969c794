"""The games cardtable plays, by name (OpenSpiel's ``load_game``): what the command line, the
browser, the simulations and the learning environments read instead of their own lists.

Each entry says what a game is — its name, title, player counts, how to build a game from its
settings' JSON and how to replay its records — and nothing above ``games/``: the bots
(``agents.registry.BOTS``), the simulation specs (``sim.specs.SPECS``), the learning environments
(``rl.envs.ENVIRONMENTS``) and the renderers (``cli``, ``web``) keep their own tables keyed by
these names, and ask this registry whether a name is a game (with "did you mean") and how many
players it takes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rapidfuzz import process

from cardtable.core.errors import SettingsError
from cardtable.core.game import Game
from cardtable.core.record import GameRecord


@dataclass(frozen=True)
class GameInfo:
    """One game: its name, title, player counts, how a game is built from its settings' JSON
    (what a record or a worker process carries) and how its records replay."""

    name: str
    title: str
    min_players: int
    max_players: int
    default_players: int
    default_games: int  # what ``simulate`` plays when not told: a few minutes at most
    summary: str
    build: Callable[[Mapping[str, Any], int], Game]
    replay: Callable[[GameRecord], Any]

    @property
    def players_text(self) -> str:
        return f"{self.min_players}-{self.max_players} players, default {self.default_players}"

    def check_players(self, players: int) -> None:
        """A :class:`SettingsError` unless ``players`` can play this game."""
        if not self.min_players <= players <= self.max_players:
            raise SettingsError(f"{self.title} takes {self.min_players} to {self.max_players} "
                                f"players, not {players}")


def _build_dominarion(settings: Mapping[str, Any], seed: int) -> Game:
    from cardtable.games.dominarion import DominarionSettings, new_game

    return new_game(settings=DominarionSettings.from_json(dict(settings)), seed=seed)


def _build_magic(settings: Mapping[str, Any], seed: int) -> Game:
    from cardtable.games.magic.game import build

    return build(settings, seed)


def _build_commander(settings: Mapping[str, Any], seed: int) -> Game:
    from cardtable.games.magic.commander.game import build

    return build(settings, seed)


def _replay_dominarion(record: GameRecord) -> Any:
    from cardtable.games.dominarion import replay

    return replay(record)


def _replay_magic(record: GameRecord) -> Any:
    from cardtable.games.magic.game import replay

    return replay(record)


def _replay_commander(record: GameRecord) -> Any:
    from cardtable.games.magic.commander.game import replay

    return replay(record)


GAMES: dict[str, GameInfo] = {
    info.name: info for info in (
        GameInfo("commander", "Commander", 2, 6, 4, 20,
                 "Magic's multiplayer format: 100-card singleton decks led by a commander",
                 _build_commander, _replay_commander),
        GameInfo("magic", "Magic", 2, 6, 2, 100,
                 "Magic: The Gathering by the Comprehensive Rules, two-player or free-for-all",
                 _build_magic, _replay_magic),
        GameInfo("dominarion", "Dominarion", 2, 5, 4, 1000,
                 "a Dominion-like deck builder played with Magic cards", _build_dominarion,
                 _replay_dominarion),
    )
}


def names() -> tuple[str, ...]:
    return tuple(GAMES)


def get(name: str) -> GameInfo:
    """The game called ``name`` (any case); an unknown name says which games there are."""
    info = GAMES.get(name.strip().lower())
    if info is None:
        close = process.extractOne(name.lower(), list(GAMES), score_cutoff=60)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise SettingsError(f"unknown game {name!r}{hint} Playable games: "
                            f"{', '.join(GAMES)}")
    return info


def help_text() -> str:
    """The games and their player counts, for ``--help``: "The game: commander (2-6 players,
    default 4), magic (2-6, default 2) or dominarion (2-5, default 4)."""
    parts = [f"{g.name} ({g.min_players}-{g.max_players}"
             + (" players" if i == 0 else "") + f", default {g.default_players})"
             for i, g in enumerate(GAMES.values())]
    return "The game: " + ", ".join(parts[:-1]) + " or " + parts[-1] + "."
