"""Finding agents by name: ``random``, a built-in strategy (``rush``, ``big``), or a strategy
file (``path/to/mine.toml``)."""

from __future__ import annotations

from pathlib import Path

from cardtable.agents.base import Agent, RandomAgent
from cardtable.core.errors import SettingsError

MAGIC_BOTS = {"magic": ["random", "heuristic", "search"],
              "commander": ["random", "heuristic", "commander", "search"]}
"""Magic's bots by game; ``search`` also takes a strength, ``search:PLAYOUTS`` or
``search:SECONDSs`` (issue 31)."""


def agent_names(game: str = "dominarion") -> list[str]:
    """The names ``make_agent`` knows for a game, besides strategy files."""
    if game in MAGIC_BOTS:
        return list(MAGIC_BOTS[game])
    names = ["random", "ismcts"]
    if game == "dominarion":
        from cardtable.agents.dominarion.strategy import builtin_strategies

        names += sorted(builtin_strategies())
    return names


def make_agent(spec: str, seed: int = 0, game: str = "dominarion") -> Agent:
    """An agent from its name or strategy file; :class:`SettingsError` for an unknown one."""
    if game == "magic":
        from cardtable.agents.magic import magic_bot

        return magic_bot(spec, seed)  # type: ignore[no-any-return]
    if game == "commander":
        from cardtable.agents.magic.commander import commander_bot

        return commander_bot(spec, seed)  # type: ignore[no-any-return]
    if spec == "random":
        return RandomAgent(seed)
    if spec == "ismcts" or spec.startswith("ismcts:"):
        from cardtable.agents.search.ismcts import parse_ismcts

        return parse_ismcts(spec, seed, lambda name, s: make_agent(name, s, game))
    if game != "dominarion":
        raise SettingsError(f"unknown bot {spec!r} for {game}; known: random")
    from cardtable.agents.dominarion.bot import StrategyBot
    from cardtable.agents.dominarion.strategy import builtin_strategies, load_strategy

    builtins = builtin_strategies()
    if spec in builtins:
        return StrategyBot(builtins[spec])
    if spec.endswith(".toml") or Path(spec).is_file():
        return StrategyBot(load_strategy(spec))
    from rapidfuzz import process

    known = agent_names(game)
    guesses = [m[0] for m in process.extract(spec, known, limit=2, score_cutoff=50)]
    hint = f"; did you mean {guesses[0]!r}?" if guesses else ""
    raise SettingsError(
        f"unknown bot {spec!r}{hint} Known bots: {', '.join(known)}, or a strategy .toml file"
    )
