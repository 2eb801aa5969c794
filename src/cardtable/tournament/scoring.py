"""Turning table results into points: Magic match points, MECCG tournament points (MEC-1.3,
a setting), commander pod points, and each player's round-by-round outcomes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from cardtable.core.errors import TournamentError
from cardtable.tournament.log import BEST_OF
from cardtable.tournament.state import EventState

#: MEC-1.3 (ruling, a setting): TP for (winner, loser) by how the game was won, and for a bye.
DEFAULT_TP_TABLE: dict[str, tuple[int, int]] = {
    "one-ring": (6, 0),
    "mp-10": (5, 1),
    "mp": (4, 2),
    "tie": (3, 3),
    "bye": (5, 1),
}
#: MEC-5.3 (ruling): maximum TP for a deck's declared capability.
CAPABILITY_TP: dict[str, int] = {"one-ring": 6, "mp": 5}
#: Commander pods: points for a win, a draw and a loss (a setting).
DEFAULT_POD_POINTS: dict[str, int] = {"win": 5, "draw": 1, "loss": 0}
#: Magic match points (MTR): win, draw, loss. A bye is a 2-0 match win.
MATCH_WIN, MATCH_DRAW, MATCH_LOSS = 3, 1, 0


def tp_table(settings: Mapping[str, Any]) -> dict[str, tuple[int, int]]:
    """The event's MEC-1.3 table: the default with any organiser overrides."""
    table = dict(DEFAULT_TP_TABLE)
    try:
        for key, pair in dict(settings.get("tp_table", {})).items():
            table[str(key)] = (int(pair[0]), int(pair[1]))
    except (TypeError, ValueError, IndexError, KeyError) as error:
        raise TournamentError(
            f"the event's TP table {settings.get('tp_table')!r} is malformed ({error}); it maps "
            f"{', '.join(DEFAULT_TP_TABLE)} to [winner, loser] pairs of whole numbers"
        ) from error
    return table


def pod_points(settings: Mapping[str, Any]) -> dict[str, int]:
    points = dict(DEFAULT_POD_POINTS)
    try:
        points.update(
            {str(key): int(value) for key, value in dict(settings.get("pod_points", {})).items()}
        )
    except (TypeError, ValueError) as error:
        raise TournamentError(
            f"the event's pod points {settings.get('pod_points')!r} are malformed ({error}); "
            "they map win, draw and loss to whole numbers"
        ) from error
    return points


def meccg_tp_for_mp(mp: tuple[int, int], table: Mapping[str, tuple[int, int]]) -> tuple[int, int]:
    """MEC-1.3: TP for a game decided on marshalling points (after any MEC-3 tie-break)."""
    first, second = mp
    if first == second:
        return table["tie"]
    win, lose = table["mp-10"] if abs(first - second) >= 10 else table["mp"]
    return (win, lose) if first > second else (lose, win)


def meccg_tp_one_ring(winner_index: int, table: Mapping[str, tuple[int, int]]) -> tuple[int, int]:
    """MEC-1.3: a win with The One Ring (or another sudden win)."""
    win, lose = table["one-ring"]
    return (win, lose) if winner_index == 0 else (lose, win)


def best_of(settings: Mapping[str, Any]) -> int:
    """The event's match format: games in a match (1, 3 or 5; best of three by default)."""
    value = settings.get("best_of", 3)
    if isinstance(value, bool) or not isinstance(value, int) or value not in BEST_OF:
        raise TournamentError(
            f"the event's match format best_of={value!r} is not one of "
            f"{', '.join(str(n) for n in BEST_OF)}"
        )
    return value


def parse_games(text: str, games: int = 3) -> tuple[int, int, int]:
    """A Magic match result "2-1" or "2-1-0" (first seat's wins, second's wins, draws), checked
    against the match format: in a best of ``games`` a side stops at ``games // 2 + 1`` wins, so
    no side wins more than that and the two sides cannot both reach it (2-2 in a best of three
    is impossible, not a draw). Drawn games (at most ``games``) come on top; an intentional draw
    is 0-0-1."""
    parts = text.strip().split("-")
    if len(parts) not in (2, 3) or not all(
        part.strip().isdigit() and len(part.strip()) <= 3 for part in parts
    ):
        raise TournamentError(
            f"result {text[:40]!r} is not a match score; write wins-losses[-draws], "
            "e.g. 2-1 or 1-1-1"
        )
    numbers = [int(part) for part in parts] + ([0] if len(parts) == 2 else [])
    wins, losses, draws = numbers
    needed = games // 2 + 1
    if wins + losses + draws == 0:
        raise TournamentError(
            f"result {text!r} has no game played; an intentional draw is 0-0-1"
        )
    if wins > needed or losses > needed or (wins == needed and losses == needed) or (
        draws > games
    ):
        raise TournamentError(
            f"result {text!r} is impossible in a best-of-{games} match: a side stops at "
            f"{needed} game win(s), so scores run from {needed}-0 to 0-{needed}, "
            f"with at most {games} drawn game(s)"
        )
    return wins, losses, draws


class RoundOutcome(NamedTuple):
    """What one round gave one player.

    ``kind`` is "match" (a played table), "bye", or "late-loss" (a missed round counted as a
    loss for a late entrant who chose that). ``games`` is (won, lost, drawn) for Magic.
    ``mp`` is (own, opponent's) marshalling points for MECCG when entered. (A named tuple:
    an event of 10,000 players makes tens of thousands of these.)
    """

    round: int
    kind: str
    points: int
    opponents: tuple[str, ...] = ()
    games: tuple[int, int, int] = (0, 0, 0)
    mp: tuple[int, int] | None = None
    won: bool = False
    drawn: bool = False


def outcomes(
    state: EventState, through: int | None = None
) -> dict[str, list[RoundOutcome]]:
    """Every player's outcome in rounds 1…``through``.

    ``through`` defaults to :attr:`EventState.standings_round`, the one definition of which
    rounds the standings count: every round whose results are all entered. A round in play
    (its bye included) counts once its last result is entered.
    """
    if through is None:
        through = state.standings_round
    result: dict[str, list[RoundOutcome]] = {name: [] for name in state.players}
    bye_points = _bye_points(state)
    for name, record in state.players.items():
        if record.late == "losses":
            for number in range(1, min(record.joined_round, through + 1)):
                result[name].append(RoundOutcome(number, "late-loss", 0, games=(0, 2, 0)))
    for round_record in state.rounds[:through]:
        for player in round_record.byes:
            result[player].append(
                RoundOutcome(round_record.number, "bye", bye_points, games=(2, 0, 0), won=True)
            )
        for table in round_record.tables:
            if table.score is None:
                continue
            for seat, outcome in enumerate(_table_outcomes(state, round_record.number, table)):
                result[table.players[seat]].append(outcome)
    for rounds in result.values():
        rounds.sort(key=lambda outcome: outcome.round)
    return result


def _bye_points(state: EventState) -> int:
    if state.game == "meccg":
        return tp_table(state.settings)["bye"][0]
    if state.game == "commander-pods":
        return pod_points(state.settings)["win"]
    return MATCH_WIN


def _table_outcomes(state: EventState, number: int, table: Any) -> list[RoundOutcome]:
    score: Mapping[str, Any] = table.score
    players: Sequence[str] = table.players
    if state.game == "magic":
        wins, losses, draws = (int(value) for value in score["games"])
        first_points = MATCH_WIN if wins > losses else MATCH_LOSS if wins < losses else MATCH_DRAW
        second_points = {MATCH_WIN: MATCH_LOSS, MATCH_LOSS: MATCH_WIN}.get(first_points, MATCH_DRAW)
        drawn = wins == losses
        return [
            RoundOutcome(number, "match", first_points, (players[1],), (wins, losses, draws),
                         won=wins > losses, drawn=drawn),
            RoundOutcome(number, "match", second_points, (players[0],), (losses, wins, draws),
                         won=losses > wins, drawn=drawn),
        ]
    if state.game == "meccg":
        tp = [int(value) for value in score["tp"]]
        mp_value = score.get("mp")
        mp = (int(mp_value[0]), int(mp_value[1])) if mp_value is not None else None
        return [
            RoundOutcome(number, "match", tp[0], (players[1],),
                         mp=mp, won=tp[0] > tp[1], drawn=tp[0] == tp[1]),
            RoundOutcome(number, "match", tp[1], (players[0],),
                         mp=(mp[1], mp[0]) if mp else None, won=tp[1] > tp[0],
                         drawn=tp[0] == tp[1]),
        ]
    points = pod_points(state.settings)
    winner = score.get("winner")
    result = []
    for player in players:
        mates = tuple(other for other in players if other != player)
        if winner is None:
            result.append(RoundOutcome(number, "match", points["draw"], mates, drawn=True))
        else:
            won = player == winner
            result.append(
                RoundOutcome(number, "match", points["win"] if won else points["loss"], mates,
                             won=won)
            )
    return result
