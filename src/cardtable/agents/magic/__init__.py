"""Bots for Magic: random legal and a heuristic player. They see only ``game.view(seat)``."""

from cardtable.agents.magic.bots import HeuristicBot, RandomMagicBot, magic_bot

__all__ = ["HeuristicBot", "RandomMagicBot", "magic_bot"]
