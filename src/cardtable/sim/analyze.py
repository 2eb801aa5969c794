"""Answers from a results file (``simulate --out``), computed with DuckDB.

* win rate per bot, overall and per seat, with 95% Wilson intervals;
* the head-to-head matrix: for each pair of bots met in a game, how often the row bot finished
  above the column bot;
* win rate per bot by position in the turn order.

Games that appear twice in the file (the same game, settings, seed and bots — a run appended
again with the same seed) are counted once, and the report says how many were dropped.
DuckDB is the optional ``[analysis]`` extra, imported only here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.analysis.stats import wilson_interval
from cardtable.core.errors import SettingsError
from cardtable.sim.results import read_results


@dataclass(frozen=True)
class Rate:
    """Successes out of trials, with the 95% Wilson interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def to_json(self) -> dict[str, Any]:
        low, high = self.ci95
        return {"wins": self.wins, "games": self.games, "win_rate": round(self.rate, 6),
                "ci95": [round(low, 6), round(high, 6)]}


@dataclass(frozen=True)
class Analysis:
    games: int
    duplicates: int
    by_bot: dict[str, Rate]
    by_seat: dict[tuple[str, int], Rate]
    by_turn_position: dict[tuple[str, int], Rate]
    head_to_head: dict[tuple[str, str], Rate]
    end_reasons: dict[str, int] = field(default_factory=dict)
    mean_turns: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "duplicates_dropped": self.duplicates,
            "mean_turns": round(self.mean_turns, 4),
            "end_reasons": dict(self.end_reasons),
            "by_bot": [{"bot": b, **r.to_json()} for b, r in self.by_bot.items()],
            "by_seat": [{"bot": b, "seat": s, **r.to_json()}
                        for (b, s), r in self.by_seat.items()],
            "by_turn_position": [{"bot": b, "position": p, **r.to_json()}
                                 for (b, p), r in self.by_turn_position.items()],
            "head_to_head": [{"bot": a, "opponent": o, **r.to_json()}
                             for (a, o), r in self.head_to_head.items()],
        }


def import_duckdb() -> Any:
    try:
        import duckdb
    except ImportError:
        raise SettingsError(
            "cardtable analyze needs DuckDB: pip install 'cardtable[analysis]'") from None
    return duckdb


_GAMES = """
CREATE TEMP VIEW games AS
SELECT row_number() OVER () AS gid, * FROM (
    SELECT DISTINCT ON (game, settings_sha256, seed, bots) * FROM raw
    ORDER BY game, settings_sha256, seed, bots, run, index
)
"""
_SEATS = """
CREATE TEMP VIEW seats AS
SELECT gid, seat, bots[seat + 1] AS bot, places[seat + 1] AS place,
       list_position(turn_order, CAST(seat AS TINYINT)) AS position
FROM (SELECT gid, bots, places, turn_order, unnest(range(players)) AS seat FROM games)
"""


def analyze(path: Path) -> Analysis:
    """The analysis of the results file at ``path``."""
    duckdb = import_duckdb()
    table = read_results(path)
    con = duckdb.connect()
    try:
        con.register("raw", table)
        con.execute(_GAMES)
        con.execute(_SEATS)
        games = int(con.execute("SELECT count(*) FROM games").fetchone()[0])
        if games == 0:
            raise SettingsError(f"{path} holds no games")

        def rates(sql: str) -> dict[Any, Rate]:
            out: dict[Any, Rate] = {}
            for *key, wins, played in con.execute(sql).fetchall():
                out[key[0] if len(key) == 1 else tuple(key)] = Rate(int(wins), int(played))
            return out

        by_bot = rates("SELECT bot, count_if(place = 1), count(*) FROM seats "
                       "GROUP BY bot ORDER BY bot")
        by_seat = rates("SELECT bot, seat, count_if(place = 1), count(*) FROM seats "
                        "GROUP BY bot, seat ORDER BY bot, seat")
        by_position = rates("SELECT bot, position, count_if(place = 1), count(*) FROM seats "
                            "WHERE position > 0 GROUP BY bot, position ORDER BY bot, position")
        head = rates(
            "SELECT a.bot, b.bot, count_if(a.place < b.place), count(*) FROM seats a "
            "JOIN seats b ON a.gid = b.gid AND a.seat <> b.seat "
            "GROUP BY a.bot, b.bot ORDER BY a.bot, b.bot")
        reasons = {str(r): int(n) for r, n in con.execute(
            "SELECT end_reason, count(*) FROM games GROUP BY end_reason ORDER BY end_reason"
        ).fetchall()}
        mean_turns = float(con.execute("SELECT avg(turns) FROM games").fetchone()[0])
    finally:
        con.close()
    return Analysis(games, table.num_rows - games, by_bot,
                    {(b, int(s)): r for (b, s), r in by_seat.items()},
                    {(b, int(p)): r for (b, p), r in by_position.items()},
                    head, reasons, mean_turns)


def plot(analysis: Analysis, directory: Path) -> list[Path]:
    """Bar charts of win rate by seat and by turn position (with their intervals) and a heat
    map of the head-to-head matrix, as PNG files in ``directory``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    bots = list(analysis.by_bot)
    for name, rates, label in (("win_rate_by_seat.png", analysis.by_seat, "seat"),
                               ("win_rate_by_turn_position.png", analysis.by_turn_position,
                                "position in turn order")):
        positions = sorted({k for _, k in rates})
        figure, axes = plt.subplots(figsize=(7, 4))
        width = 0.8 / max(1, len(bots))
        for b, bot in enumerate(bots):
            xs, ys, low, high = [], [], [], []
            for p in positions:
                rate = rates.get((bot, p))
                if rate is None:
                    continue
                xs.append(p + (b - (len(bots) - 1) / 2) * width)
                ys.append(rate.rate)
                low.append(max(0.0, rate.rate - rate.ci95[0]))
                high.append(max(0.0, rate.ci95[1] - rate.rate))
            axes.bar(xs, ys, width, yerr=[low, high], capsize=3, label=bot)
        axes.set_xticks(positions)
        axes.set_xlabel(label)
        axes.set_ylabel("win rate (95% CI)")
        axes.legend()
        figure.tight_layout()
        path = directory / name
        figure.savefig(path, dpi=100)
        plt.close(figure)
        written.append(path)
    figure, axes = plt.subplots(figsize=(5, 4))
    matrix = [[analysis.head_to_head[(a, o)].rate if (a, o) in analysis.head_to_head
               else float("nan") for o in bots] for a in bots]
    image = axes.imshow(matrix, vmin=0, vmax=1, cmap="RdBu")
    axes.set_xticks(range(len(bots)), bots)
    axes.set_yticks(range(len(bots)), bots)
    axes.set_xlabel("opponent")
    axes.set_ylabel("finished above the opponent")
    for i, row in enumerate(matrix):
        for j, value in enumerate(row):
            if value == value:  # not NaN
                axes.text(j, i, f"{value:.0%}", ha="center", va="center")
    figure.colorbar(image)
    figure.tight_layout()
    path = directory / "head_to_head.png"
    figure.savefig(path, dpi=100)
    plt.close(figure)
    written.append(path)
    return written
