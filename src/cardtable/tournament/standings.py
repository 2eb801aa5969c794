"""Standings and tie-breakers.

Magic (MTR, Appendix C):

* match points: 3 per match win, 1 per draw, 0 per loss; a bye is a 2–0 match win (3 points,
  two game wins);
* match-win % (MW%) = match points / (3 × rounds the player played), floored at 0.33 (the MTR's
  floor, the default; an event may set the floor to exactly 1/3, as some other tournament
  software does — ``percent_floor`` "1/3" — which reorders close ties the same way theirs do);
* game-win % (GW%) = game points / (3 × games played), game points 3 per game won and 1 per
  game drawn, floored at 0.33;
* opponents' match-win % (OMW%) = the average of the MW% of each opponent the player actually
  met, and OGW% likewise with GW%.

Two rules the MTR states and this module implements (tested):

* **A dropped player is measured over the rounds they played**: their MW% divides by the rounds
  they played, not by the event's round count. (A 1–3–0 player who dropped: 3 / 12 = 0.25 →
  floored to 0.33.)
* **A bye counts in the player's own percentages, and is left out of their opponents' averages**:
  the bye adds a 2–0 match win to the player's own MW% and GW%, but the bye is not an opponent,
  so it adds nothing to that player's OMW%/OGW% averages (they average over real opponents only).

A player with no real opponent yet has OMW% and OGW% of 0.33 (the floor). A late entrant who
chose losses for the rounds they missed has each missed round counted as a played 0–2 loss.
Dropped Magic players keep their place in the standings, marked dropped.

MECCG (MEC-1.3, ruling): total TP, then the sum of opponents' TP, then total MP difference, then
lot (a seeded draw). A bye (5 TP) has no opponent and no MP. A player who dropped cleanly between
rounds stays ranked for the rounds they played (MEC-5.4); a player who dropped out during a game
or was removed for cheating is listed below the ranked players without a rank (MEC-5.4).

Which rounds count: rounds 1…N where N is :attr:`EventState.standings_round` (the latest round
whose results are all entered); every view (the CLI header, exports, pairings) uses it.

Commander pods: total points (win 5 / draw 1 / loss 0 by default), then the average points of
the pod-mates met, then lot. Dropped players keep their place, marked dropped.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence

from cardtable.core.errors import TournamentError
from cardtable.tournament.scoring import MATCH_WIN, RoundOutcome, outcomes
from cardtable.tournament.state import EventState

PERCENT_FLOOR = 0.33
#: The percentage floors an event can choose (``percent_floor`` setting): the MTR's 0.33
#: (default) or exactly one third.
PERCENT_FLOORS: dict[str, float] = {"0.33": PERCENT_FLOOR, "1/3": 1 / 3}


def percent_floor(settings: Mapping[str, object]) -> float:
    """The event's MW%/GW% floor: 0.33 by default (MTR), or 1/3 when the event says so."""
    value = settings.get("percent_floor", "0.33")
    if not isinstance(value, str) or value not in PERCENT_FLOORS:
        raise TournamentError(
            f"the event's percentage floor {value!r} is not one of "
            f"{', '.join(PERCENT_FLOORS)}"
        )
    return PERCENT_FLOORS[value]


@dataclasses.dataclass(slots=True)
class Standing:
    """One line of the standings. ``rank`` is None for an unranked (dropped MECCG) player.

    Lines are built, sorted, then numbered; treat them as read-only after that.
    """

    rank: int | None
    player: str
    points: int
    dropped: bool
    record: tuple[int, int, int]
    rounds_played: int
    omw: float | None = None
    gw: float | None = None
    ogw: float | None = None
    mw: float | None = None
    opponents_tp: int | None = None
    mp_difference: int | None = None
    opponents_points: float | None = None

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "rank": self.rank,
            "player": self.player,
            "points": self.points,
            "dropped": self.dropped,
            "record": "-".join(str(part) for part in self.record),
            "rounds_played": self.rounds_played,
        }
        for key in ("mw", "omw", "gw", "ogw", "opponents_points"):
            value = getattr(self, key)
            if value is not None:
                data[key] = round(value, 4)
        if self.opponents_tp is not None:
            data["opponents_tp"] = self.opponents_tp
            data["mp_difference"] = self.mp_difference
        return data


def match_win_percentage(
    rounds: Sequence[RoundOutcome], floor: float = PERCENT_FLOOR
) -> float:
    """MW%: match points over 3 × rounds played, floored at 0.33 (byes count as wins)."""
    if not rounds:
        return floor
    points = sum(outcome.points for outcome in rounds)
    return max(floor, points / (MATCH_WIN * len(rounds)))


def game_win_percentage(
    rounds: Sequence[RoundOutcome], floor: float = PERCENT_FLOOR
) -> float:
    """GW%: game points over 3 × games played, floored at 0.33 (a bye is two game wins)."""
    won = sum(outcome.games[0] for outcome in rounds)
    lost = sum(outcome.games[1] for outcome in rounds)
    drawn = sum(outcome.games[2] for outcome in rounds)
    games = won + lost + drawn
    if games == 0:
        return floor
    return max(floor, (3 * won + drawn) / (3 * games))


def lot_order(state: EventState) -> dict[str, int]:
    """The seeded drawing of lots: each player's position, reproducible from the event seed."""
    names = sorted(state.players)
    random.Random(f"{state.seed}:lot").shuffle(names)
    return {name: index for index, name in enumerate(names)}


def _record(rounds: Sequence[RoundOutcome]) -> tuple[int, int, int]:
    wins = sum(1 for outcome in rounds if outcome.won)
    draws = sum(1 for outcome in rounds if outcome.drawn)
    return wins, len(rounds) - wins - draws, draws


def standings(
    state: EventState, played: Mapping[str, list[RoundOutcome]] | None = None
) -> list[Standing]:
    """The event's standings, best first (``played``: :func:`outcomes`, if already computed)."""
    if played is None:
        played = outcomes(state)
    if state.game == "meccg":
        return _meccg_standings(state, played)
    if state.game == "commander-pods":
        return _pod_standings(state, played)
    return _magic_standings(state, played)


def _opponent_average(
    rounds: Sequence[RoundOutcome], values: Mapping[str, float], floor: float
) -> float:
    """Average of a value over the real opponents met; byes and missed rounds are left out."""
    met = [values[opponent] for outcome in rounds for opponent in outcome.opponents]
    if not met:
        return floor
    return sum(met) / len(met)


def _magic_standings(
    state: EventState, played: Mapping[str, list[RoundOutcome]]
) -> list[Standing]:
    floor = percent_floor(state.settings)
    mw = {name: match_win_percentage(rounds, floor) for name, rounds in played.items()}
    gw = {name: game_win_percentage(rounds, floor) for name, rounds in played.items()}
    lots = lot_order(state)
    lines = []
    for name, rounds in played.items():
        lines.append(
            Standing(
                rank=None,
                player=name,
                points=sum(outcome.points for outcome in rounds),
                dropped=state.players[name].is_dropped,
                record=_record(rounds),
                rounds_played=len(rounds),
                mw=mw[name],
                omw=_opponent_average(rounds, mw, floor),
                gw=gw[name],
                ogw=_opponent_average(rounds, gw, floor),
            )
        )
    lines.sort(
        key=lambda line: (
            -line.points,
            -round(line.omw or 0.0, 9),
            -round(line.gw or 0.0, 9),
            -round(line.ogw or 0.0, 9),
            lots[line.player],
        )
    )
    return _ranked(lines)


def _meccg_standings(
    state: EventState, played: Mapping[str, list[RoundOutcome]]
) -> list[Standing]:
    totals = {name: sum(outcome.points for outcome in rounds) for name, rounds in played.items()}
    lots = lot_order(state)
    lines = []
    for name, rounds in played.items():
        lines.append(
            Standing(
                rank=None,
                player=name,
                points=totals[name],
                dropped=state.players[name].is_dropped,
                record=_record(rounds),
                rounds_played=len(rounds),
                opponents_tp=sum(
                    totals[opponent] for outcome in rounds for opponent in outcome.opponents
                ),
                mp_difference=sum(
                    outcome.mp[0] - outcome.mp[1] for outcome in rounds if outcome.mp is not None
                ),
            )
        )
    removed = {name for name, record in state.players.items() if record.removed}
    lines.sort(
        key=lambda line: (
            line.player in removed,
            -line.points,
            -(line.opponents_tp or 0),
            -(line.mp_difference or 0),
            lots[line.player],
        )
    )
    return _ranked(lines, unranked=removed)


def _pod_standings(
    state: EventState, played: Mapping[str, list[RoundOutcome]]
) -> list[Standing]:
    totals = {
        name: float(sum(outcome.points for outcome in rounds)) for name, rounds in played.items()
    }
    lots = lot_order(state)
    lines = []
    for name, rounds in played.items():
        met = [totals[mate] for outcome in rounds for mate in outcome.opponents]
        lines.append(
            Standing(
                rank=None,
                player=name,
                points=int(totals[name]),
                dropped=state.players[name].is_dropped,
                record=_record(rounds),
                rounds_played=len(rounds),
                opponents_points=sum(met) / len(met) if met else 0.0,
            )
        )
    lines.sort(
        key=lambda line: (-line.points, -round(line.opponents_points or 0.0, 9), lots[line.player])
    )
    return _ranked(lines)


def _ranked(lines: list[Standing], unranked: frozenset[str] | set[str] = frozenset()
            ) -> list[Standing]:
    """Number the sorted lines 1, 2, 3… (players in ``unranked`` get no rank)."""
    for index, line in enumerate(lines, start=1):
        line.rank = None if line.player in unranked else index
    return lines


def bracket_order(size: int) -> list[int]:
    """Seeds in bracket order for a single-elimination cut of ``size`` (a power of two):
    8 → 1, 8, 4, 5, 2, 7, 3, 6, so quarterfinals are 1v8, 4v5, 2v7, 3v6."""
    if size < 2 or size & (size - 1):
        raise ValueError(f"a cut has a power-of-two size, not {size}")
    order = [1, 2]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, total - top)]
    return order


def top_cut(lines: Sequence[Standing], size: int) -> list[tuple[Standing, Standing]]:
    """The first-round matches of a top-``size`` cut, seeded from the standings (1v8, 4v5, …).

    Only ranked players who have not dropped make the cut.
    """
    seeded = [line for line in lines if line.rank is not None and not line.dropped][:size]
    if len(seeded) < size:
        raise ValueError(
            f"a top {size} needs {size} ranked players still in the event; it has {len(seeded)}"
        )
    order = bracket_order(size)
    return [
        (seeded[order[index] - 1], seeded[order[index + 1] - 1])
        for index in range(0, size, 2)
    ]
