"""How many Swiss rounds an event plays, by player count, unless the organiser sets it.

Magic follows the DTR chart (Digital Tournament Rules, Appendix C): 17–32 → 5, 33–64 → 6,
65–128 → 7, 129–256 → 8, 257–511 → 9, 512+ → 10. The chart's own rows overlap at 512 ("257–512:
9" and "512+: 10"); the issue asks for 10 at 512+, so 512 plays 10. Below 17 the chart runs single
elimination; for a Swiss event we use 9–16 → 5 (the chart's "all other formats" row), 5–8 → 3,
3–4 → 2, 2 → 1.

MECCG follows MEC-1.2: 6–8 → 3, 9–16 → 4, 17–32 → 5, 33–64 → 6, 65+ → 7; fewer than 6 players is
not an official event (allowed, with a warning; we play 3 rounds, or fewer if the field is tiny).

Commander pods (ruling; no chart covers them) use the Magic chart for half the player count,
since a pod meets up to three opponents a round and separates the field faster, and at most 5
rounds.
"""

from __future__ import annotations

from cardtable.tournament.log import GameKind

_MAGIC_CHART: tuple[tuple[int, int], ...] = (
    (2, 1), (4, 2), (8, 3), (16, 5), (32, 5), (64, 6), (128, 7), (256, 8), (511, 9),
)
_MECCG_CHART: tuple[tuple[int, int], ...] = ((8, 3), (16, 4), (32, 5), (64, 6))


def recommended_rounds(game: GameKind, player_count: int) -> int:
    """Rounds for ``player_count`` players by the game's chart (see the module docstring)."""
    if player_count < 2:
        return 0
    if game == "meccg":
        if player_count < 6:
            return min(3, player_count - 1)
        return next((rounds for top, rounds in _MECCG_CHART if player_count <= top), 7)
    if game == "commander-pods":
        return min(5, max(1, recommended_rounds("magic", max(2, player_count // 2))))
    return next((rounds for top, rounds in _MAGIC_CHART if player_count <= top), 10)


def meccg_is_official(player_count: int) -> bool:
    """MEC-1.2: fewer than 6 players is not an official event."""
    return player_count >= 6


def top_cut_size(player_count: int) -> int:
    """The DTR chart's playoff: none below 9, top 4 for 9–16, top 8 up to 216, then top 16."""
    if player_count < 9:
        return 0
    if player_count <= 16:
        return 4
    if player_count <= 216:
        return 8
    return 16
