"""Finding agents by name, for every game of :mod:`cardtable.games.registry`: ``random``, the
game's own bots (``heuristic``, ``commander``, ``search:500``…), and for Dominarion a built-in
strategy (``rush``, ``big``) or a strategy file (``path/to/mine.toml``).

:data:`BOTS` is this floor's table keyed by the games registry's names: which bots a game has and
how to make one. Any other kernel game (a library user's own) gets the generic agents, ``random``
and ``ismcts``, which need nothing but the kernel contract; asking such a game for another bot
is refused, with "did you mean" when its name is close to a registered game's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import process

from cardtable.agents.base import Agent, RandomAgent
from cardtable.agents.dominarion.bot import StrategyBot
from cardtable.agents.dominarion.strategy import builtin_strategies, load_strategy
from cardtable.core.errors import SettingsError
from cardtable.games import registry as games


@dataclass(frozen=True)
class GameBots:
    """A game's bots: their names (strategy files aside) and how to make one from a spec."""

    names: Callable[[], list[str]]
    make: Callable[[str, int], Agent]


MAGIC_BOTS = {"magic": ["random", "heuristic", "search"],
              "commander": ["random", "heuristic", "commander", "search"]}
"""Magic's bots by game; ``search`` also takes a strength, ``search:PLAYOUTS`` or
``search:SECONDSs`` (issue 31)."""


def _dominarion_names() -> list[str]:
    return ["random", "ismcts", *sorted(builtin_strategies())]


def _dominarion_agent(spec: str, seed: int) -> Agent:
    if spec == "random":
        return RandomAgent(seed)
    if spec == "ismcts" or spec.startswith("ismcts:"):
        from cardtable.agents.search.ismcts import parse_ismcts

        return parse_ismcts(spec, seed, lambda name, s: _dominarion_agent(name, s))
    builtins = builtin_strategies()
    if spec in builtins:
        return StrategyBot(builtins[spec])
    if spec.endswith(".toml") or Path(spec).is_file():
        return StrategyBot(load_strategy(spec))
    known = _dominarion_names()
    guesses = [m[0] for m in process.extract(spec, known, limit=2, score_cutoff=50)]
    hint = f"; did you mean {guesses[0]!r}?" if guesses else ""
    raise SettingsError(
        f"unknown bot {spec!r}{hint} Known bots: {', '.join(known)}, or a strategy .toml file"
    )


# The Magic bots load the Magic engine: imported when a Magic bot is asked for, so a Dominarion
# run (and its worker processes) never pays for it.
def _magic_agent(spec: str, seed: int) -> Agent:
    from cardtable.agents.magic.bots import magic_bot

    agent: Agent = magic_bot(spec, seed)
    return agent


def _commander_agent(spec: str, seed: int) -> Agent:
    from cardtable.agents.magic.commander import commander_bot

    agent: Agent = commander_bot(spec, seed)
    return agent


BOTS: dict[str, GameBots] = {
    "dominarion": GameBots(_dominarion_names, _dominarion_agent),
    "magic": GameBots(lambda: list(MAGIC_BOTS["magic"]), _magic_agent),
    "commander": GameBots(lambda: list(MAGIC_BOTS["commander"]), _commander_agent),
}


def _generic_agent(game: str) -> Callable[[str, int], Agent]:
    def make(spec: str, seed: int) -> Agent:
        if spec == "random":
            return RandomAgent(seed)
        if spec == "ismcts" or spec.startswith("ismcts:"):
            from cardtable.agents.search.ismcts import parse_ismcts

            return parse_ismcts(spec, seed, make)
        try:
            games.get(game)
        except SettingsError as error:  # a registered game's name misspelt: say so
            if "did you mean" in str(error):
                raise
        raise SettingsError(f"unknown bot {spec!r} for {game}; known: random, ismcts")

    return make


def bots_for(game: str) -> GameBots:
    """The bots of ``game``: a registered game's own table (any case), or the generic agents."""
    bots = BOTS.get(game.strip().lower())
    if bots is None:
        return GameBots(lambda: ["random", "ismcts"], _generic_agent(game))
    return bots


def agent_names(game: str = "dominarion") -> list[str]:
    """The names ``make_agent`` knows for a game, besides strategy files."""
    return bots_for(game).names()


def make_agent(spec: str, seed: int = 0, game: str = "dominarion") -> Agent:
    """An agent from its name or strategy file; :class:`SettingsError` for an unknown one."""
    return bots_for(game).make(spec, seed)
