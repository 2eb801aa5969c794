"""Game tables in the store (the ``game_records`` log of migration 0002): written as games go,
read back when the server starts so unfinished games resume where they were.

Each table is an append-only log, like a tournament's: a ``created`` entry, ``answers`` entries
holding only the answers applied since the previous write (so a write costs what is new, not the
whole game), and a ``finished`` entry with the result.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, Engine, delete, insert, select

from cardtable.core.errors import RecordError
from cardtable.store.models import game_records_table

CREATED = "created"
ANSWERS = "answers"
FINISHED = "finished"


@dataclass(frozen=True)
class TableRow:
    """A table as stored: how to rebuild its game, and the answers to replay."""

    id: str
    game: str
    seed: int
    settings: dict[str, Any]
    seats: list[dict[str, Any]]
    actions: list[Any]
    result: dict[str, Any] | None
    finished: bool
    created: float
    entries: int = 1
    stand_ins: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Progress:
    """What to append for one table: the answers since its last write and, once it is over,
    its result. ``seq`` is the number of the first entry to write."""

    id: str
    seq: int
    answers: list[Any]
    result: dict[str, Any] | None
    finished: bool

    def entries(self) -> list[tuple[str, dict[str, Any]]]:
        out: list[tuple[str, dict[str, Any]]] = []
        if self.answers:
            out.append((ANSWERS, {"answers": self.answers}))
        if self.finished:
            out.append((FINISHED, {"result": self.result}))
        return out


class RecordStore:
    """Reads and writes game tables through the event store's engine (one database)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, row: TableRow) -> None:
        payload = {"game": row.game, "seed": row.seed, "settings": row.settings,
                   "seats": row.seats, "created": row.created}
        if row.stand_ins:
            payload["stand_ins"] = row.stand_ins
        with self.engine.begin() as connection:
            connection.execute(insert(game_records_table).values(
                table_id=row.id, seq=1, kind=CREATED, payload=payload))

    def save(self, progress: Sequence[Progress]) -> None:
        """Append several tables' progress in one short transaction."""
        rows = [{"table_id": item.id, "seq": item.seq + offset, "kind": kind, "payload": payload}
                for item in progress
                for offset, (kind, payload) in enumerate(item.entries())]
        if not rows:
            return
        with self.engine.begin() as connection:
            connection.execute(insert(game_records_table), rows)

    def delete(self, table_ids: Sequence[str]) -> None:
        """Remove tables (an expired idle table) from the store."""
        with self.engine.begin() as connection:
            connection.execute(delete(game_records_table).where(
                game_records_table.c.table_id.in_(list(table_ids))))

    def load(self, table_id: str) -> TableRow | None:
        with self.engine.connect() as connection:
            rows = self._rows(connection, [table_id])
        return rows[0] if rows else None

    def unfinished(self) -> list[TableRow]:
        """Every table whose game has not finished, oldest first."""
        column = game_records_table.c
        finished = select(column.table_id).where(column.kind == FINISHED)
        with self.engine.connect() as connection:
            ids = list(connection.scalars(
                select(column.table_id)
                .where(column.kind == CREATED, column.table_id.not_in(finished))
                .order_by(column.id)))
            return self._rows(connection, ids)

    @staticmethod
    def _rows(connection: Connection, ids: Iterable[str]) -> list[TableRow]:
        wanted = list(ids)
        if not wanted:
            return []
        column = game_records_table.c
        found = connection.execute(
            select(column.table_id, column.seq, column.kind, column.payload)
            .where(column.table_id.in_(wanted))
            .order_by(column.table_id, column.seq)).all()
        logs: dict[str, list[tuple[str, Any]]] = {}
        for table_id, _seq, kind, payload in found:
            logs.setdefault(table_id, []).append((kind, payload))
        return [_assemble(table_id, logs[table_id]) for table_id in wanted if table_id in logs]


def _assemble(table_id: str, log: list[tuple[str, Any]]) -> TableRow:
    kind, first = log[0]
    if kind != CREATED:
        raise RecordError(f"the record of table {table_id} does not start with its creation")
    actions: list[Any] = []
    result = None
    finished = False
    for kind, payload in log[1:]:
        if kind == ANSWERS:
            actions.extend(payload["answers"])
        elif kind == FINISHED:
            result, finished = payload["result"], True
    return TableRow(id=table_id, game=first["game"], seed=int(first["seed"]),
                    settings=dict(first["settings"]), seats=list(first["seats"]),
                    actions=actions, result=result, finished=finished,
                    created=float(first["created"]), entries=len(log),
                    stand_ins=list(first.get("stand_ins", [])))
