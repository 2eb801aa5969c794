"""Exports of an event: standings as CSV, everything as JSON, and a printable HTML page with the
current round's pairings by table and by name, the standings, and match slips to cut out.
"""

from __future__ import annotations

import csv
import io
from html import escape
from typing import Any

from cardtable.tournament.standings import Standing, standings
from cardtable.tournament.state import EventState

FORMATS = ("csv", "json", "html")


def pairings_json(state: EventState, number: int | None = None) -> dict[str, Any]:
    """A round's pairings as the ``event pair --json`` shape:
    ``{"round": N, "tables": [{"table": 1, "players": […]}], "bye": […]}``."""
    record = state.round(number if number is not None else state.current_round)
    if record is None:
        return {"round": 0, "tables": [], "bye": []}
    return {
        "round": record.number,
        "tables": [
            {"table": table.number, "players": list(table.players)} for table in record.tables
        ],
        "bye": list(record.byes),
    }


def standings_heading(state: EventState) -> str:
    """The standings' header, the same wherever standings are shown (CLI, HTML): which rounds
    they count (:attr:`EventState.standings_round`) and whether a round is in play."""
    counted = state.standings_round
    heading = f"standings after round {counted}" if counted else "standings before round 1"
    if counted < state.current_round:
        heading += (
            f" (round {state.current_round} in play: its results and bye count once all its "
            "results are entered)"
        )
    return heading


def result_text(state: EventState, score: Any) -> str | None:
    """A table's result as people write it: "2-1-0", "TP 4-2 (MP 25-20)", "won by Ada"."""
    if score is None:
        return None
    if state.game == "magic":
        return "-".join(str(value) for value in score["games"])
    if state.game == "meccg":
        text = "TP " + "-".join(str(value) for value in score["tp"])
        if score.get("mp"):
            text += " (MP " + "-".join(str(value) for value in score["mp"]) + ")"
        if score.get("how") in ("one-ring", "conduct"):
            text += f" [{score['how']}]"
        return text
    winner = score.get("winner")
    return f"won by {winner}" if winner else "draw"


def to_json(state: EventState) -> dict[str, Any]:
    """The whole event: settings, players, rounds with results, standings, conduct, rulings."""
    return {
        "event": state.name,
        "game": state.game,
        "rounds_setting": state.rounds_setting,
        "current_round": state.current_round,
        "standings_after_round": state.standings_round,
        "players": [
            {
                "player": record.name,
                "joined_round": record.joined_round,
                "late": record.late,
                "dropped_after": record.dropped_after,
                "deck_registered": record.deck is not None,
            }
            for record in state.players.values()
        ],
        "rounds": [
            {
                **pairings_json(state, record.number),
                "method": record.method,
                "results": [
                    {"table": table.number, "result": result_text(state, table.score),
                     "corrected": table.corrected}
                    for table in record.tables
                ],
            }
            for record in state.rounds
        ],
        "standings": [line.to_json() for line in standings(state)],
        "conduct": [
            {"round": c.round, "table": c.table, "player": c.player, "conduct": c.conduct,
             "capability": c.capability, "note": c.note}
            for c in state.conduct
        ],
        "penalties": [
            {"round": p.round, "table": p.table, "player": p.player, "penalty": p.penalty,
             "note": p.note}
            for p in state.penalties
        ],
        "rulings": [
            {"round": r.round, "table": r.table, "text": r.text} for r in state.rulings
        ],
    }


def _columns(state: EventState) -> list[str]:
    base = ["rank", "player", "points", "record", "dropped"]
    if state.game == "magic":
        return [*base, "omw", "gw", "ogw"]
    if state.game == "meccg":
        return [*base, "opponents_tp", "mp_difference"]
    return [*base, "opponents_points"]


def to_csv(state: EventState) -> str:
    """The standings as CSV."""
    buffer = io.StringIO()
    columns = _columns(state)
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for line in standings(state):
        data = line.to_json()
        writer.writerow({column: data.get(column, "") for column in columns})
    return buffer.getvalue()


def _standing_cells(state: EventState, line: Standing) -> list[str]:
    data = line.to_json()
    return [
        "" if data.get(column) is None else str(data.get(column, ""))
        for column in _columns(state)
    ]


_STYLE = """
body { font-family: sans-serif; margin: 1.5em; }
table { border-collapse: collapse; margin-bottom: 1.5em; }
th, td { border: 1px solid #999; padding: 0.2em 0.6em; text-align: left; }
section { page-break-after: always; }
.slip { border: 1px dashed #000; padding: 0.6em; margin: 0.6em 0; page-break-inside: avoid; }
"""


def to_html(state: EventState) -> str:
    """A printable page: pairings by table and by name, standings, match slips."""
    title = escape(state.name)
    current = state.round(state.current_round)
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="en"><head><meta charset="utf-8"><title>{title}</title>',
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>{title}</h1>",
    ]
    if current is not None:
        parts.append(f"<section><h2>Round {current.number}: pairings by table</h2><table>")
        parts.append("<tr><th>Table</th><th>Players</th></tr>")
        for table in current.tables:
            names = " vs ".join(escape(name) for name in table.players)
            parts.append(f"<tr><td>{table.number}</td><td>{names}</td></tr>")
        for name in current.byes:
            parts.append(f"<tr><td>bye</td><td>{escape(name)}</td></tr>")
        parts.append("</table></section>")
        seats: list[tuple[str, str, str]] = []
        for table in current.tables:
            for name in table.players:
                others = ", ".join(escape(other) for other in table.players if other != name)
                seats.append((name, str(table.number), others))
        seats.extend((name, "bye", "") for name in current.byes)
        parts.append(f"<section><h2>Round {current.number}: pairings by name</h2><table>")
        parts.append("<tr><th>Player</th><th>Table</th><th>Opponent(s)</th></tr>")
        for name, table_number, others in sorted(seats, key=lambda seat: seat[0].casefold()):
            parts.append(f"<tr><td>{escape(name)}</td><td>{table_number}</td><td>{others}</td></tr>")
        parts.append("</table></section>")
    heading = escape(standings_heading(state))
    parts.append(f"<section><h2>{heading[:1].upper()}{heading[1:]}</h2><table><tr>")
    parts.extend(f"<th>{escape(column)}</th>" for column in _columns(state))
    parts.append("</tr>")
    for line in standings(state):
        cells = "".join(f"<td>{escape(cell)}</td>" for cell in _standing_cells(state, line))
        parts.append(f"<tr>{cells}</tr>")
    parts.append("</table></section>")
    if current is not None:
        parts.append(f"<section><h2>Round {current.number}: match slips</h2>")
        for table in current.tables:
            lines = "".join(
                f"<p>{escape(name)}: games won ____ signature ______________</p>"
                for name in table.players
            )
            parts.append(
                f'<div class="slip"><strong>{title} — round {current.number}, '
                f"table {table.number}</strong>{lines}<p>Draws ____</p></div>"
            )
        parts.append("</section>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
