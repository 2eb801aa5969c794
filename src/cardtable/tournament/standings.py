"""Standings and tie-breakers.

Magic (MTR, Appendix C):

* match points: 3 per match win, 1 per draw, 0 per loss; a bye is a 2–0 match win (3 points,
  two game wins);
* match-win % (MW%) = match points / (3 × rounds the player played), floored at 0.33;
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
lot (a seeded draw). A bye (5 TP) has no opponent and no MP. Dropped players are listed below
the ranked players without a rank (MEC-5.4).

Commander pods: total points (win 5 / draw 1 / loss 0 by default), then the average points of
the pod-mates met, then lot. Dropped players keep their place, marked dropped.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence

from cardtable.tournament.scoring import MATCH_WIN, RoundOutcome, outcomes
from cardtable.tournament.state import EventState

PERCENT_FLOOR = 0.33


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


def match_win_percentage(rounds: Sequence[RoundOutcome]) -> float:
    """MW%: match points over 3 × rounds played, floored at 0.33 (byes count as wins)."""
    if not rounds:
        return PERCENT_FLOOR
    points = sum(outcome.points for outcome in rounds)
    return max(PERCENT_FLOOR, points / (MATCH_WIN * len(rounds)))


def game_win_percentage(rounds: Sequence[RoundOutcome]) -> float:
    """GW%: game points over 3 × games played, floored at 0.33 (a bye is two game wins)."""
    won = sum(outcome.games[0] for outcome in rounds)
    lost = sum(outcome.games[1] for outcome in rounds)
    drawn = sum(outcome.games[2] for outcome in rounds)
    games = won + lost + drawn
    if games == 0:
        return PERCENT_FLOOR
    return max(PERCENT_FLOOR, (3 * won + drawn) / (3 * games))


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
    rounds: Sequence[RoundOutcome], values: Mapping[str, float]
) -> float:
    """Average of a value over the real opponents met; byes and missed rounds are left out."""
    met = [values[opponent] for outcome in rounds for opponent in outcome.opponents]
    if not met:
        return PERCENT_FLOOR
    return sum(met) / len(met)


def _magic_standings(
    state: EventState, played: Mapping[str, list[RoundOutcome]]
) -> list[Standing]:
    mw = {name: match_win_percentage(rounds) for name, rounds in played.items()}
    gw = {name: game_win_percentage(rounds) for name, rounds in played.items()}
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
                omw=_opponent_average(rounds, mw),
                gw=gw[name],
                ogw=_opponent_average(rounds, gw),
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
    lines.sort(
        key=lambda line: (
            line.dropped,
            -line.points,
            -(line.opponents_tp or 0),
            -(line.mp_difference or 0),
            lots[line.player],
        )
    )
    return _ranked(lines, rank_dropped=False)


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


def _ranked(lines: list[Standing], rank_dropped: bool = True) -> list[Standing]:
    """Number the sorted lines 1, 2, 3… (dropped ones unranked unless ``rank_dropped``)."""
    for index, line in enumerate(lines, start=1):
        line.rank = index if rank_dropped or not line.dropped else None
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
