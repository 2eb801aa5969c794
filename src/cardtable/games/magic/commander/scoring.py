"""Victory points (CMD-3.3): a house rule scoring the statistics the Commander game keeps.

A scoring rule over :class:`~cardtable.games.magic.commander.settings.SeatStats`: 3 points for
the winner (CR 104.2a, the last player standing) and 1 for the best seat in each statistic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.games.magic.commander.game import CommanderGame


def victory_points(game: CommanderGame) -> tuple[int, ...]:
    """CMD-3.3: 3 for the winner, 1 for the best in each recorded statistic (ties all
    score): biggest combat damage in one turn, most mana in pool at once, a commander-damage
    win, most mana spent on one's commander."""
    players = len(game.state.players)
    points = [0] * players
    result = game.result
    if result is not None and result.reason == "last_player_standing":
        points[result.ranking[0]] += 3
    for key in ("biggest_combat_turn", "most_mana_in_pool", "commander_damage_wins",
                "commander_mana"):
        values = [getattr(s, key) for s in game.stats]
        best = max(values)
        if best > 0:
            for p, v in enumerate(values):
                if v == best:
                    points[p] += 1
    return tuple(points)
