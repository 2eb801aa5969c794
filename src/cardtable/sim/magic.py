"""Magic games for the runner (:mod:`cardtable.sim.runner`): game ``i`` of a run with seed ``S``
is seeded ``derive_seed(S, i)`` and each seat's bot ``derive_seed(S, i, seat)``, so results
depend only on the seed and the settings, never on the number of workers or the backend."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.agents.base import Agent
from cardtable.agents.magic import magic_bot
from cardtable.core.game import Game
from cardtable.games.magic.game import MagicSettings, new_game
from cardtable.sim.runner import GameOutcome, RunSummary, summarize

END_REASONS = ("last_player_standing", "draw", "loop_draw", "turn_limit")


@dataclass(frozen=True)
class MagicSpec:
    """Magic games with the given settings (the seats' decks, the turn limit)."""

    settings: MagicSettings
    name: str = "magic"

    def new_game(self, seed: int) -> Game:
        return new_game(self.settings, seed)

    def make_agent(self, bot: str, seed: int) -> Agent:
        agent: Agent = magic_bot(bot, seed)
        return agent


def summarize_magic(outcomes: Sequence[GameOutcome], bots: Sequence[str], seed: int
                    ) -> RunSummary:
    """Win rates with 95% Wilson intervals, mean life left per seat, game length, endings."""
    return summarize(outcomes, bots, seed, game="magic", end_reasons=END_REASONS)
