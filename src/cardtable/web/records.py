"""Game tables in the store (the ``game_tables`` table of migration 0002): written as games go,
read back when the server starts so unfinished games resume where they were."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, insert, select, update

from cardtable.store.models import game_tables_table


@dataclass(frozen=True)
class TableRow:
    id: str
    game: str
    seed: int
    settings: dict[str, Any]
    seats: list[dict[str, Any]]
    actions: list[Any]
    result: dict[str, Any] | None
    finished: bool
    created: float


@dataclass(frozen=True)
class Progress:
    """What changed at a table since it was last written."""

    id: str
    actions: list[Any]
    result: dict[str, Any] | None
    finished: bool


class RecordStore:
    """Reads and writes game tables through the event store's engine (one database)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, row: TableRow) -> None:
        now = time.time()
        with self.engine.begin() as connection:
            connection.execute(insert(game_tables_table).values(
                id=row.id, game=row.game, seed=row.seed, settings=row.settings, seats=row.seats,
                actions=row.actions, result=row.result, finished=row.finished,
                created=row.created, updated=now))

    def save(self, progress: Sequence[Progress]) -> None:
        """Write several tables' progress in one short transaction."""
        if not progress:
            return
        now = time.time()
        with self.engine.begin() as connection:
            for item in progress:
                connection.execute(
                    update(game_tables_table)
                    .where(game_tables_table.c.id == item.id)
                    .values(actions=item.actions, result=item.result, finished=item.finished,
                            updated=now))

    def load(self, table_id: str) -> TableRow | None:
        with self.engine.connect() as connection:
            found = connection.execute(
                select(game_tables_table).where(game_tables_table.c.id == table_id)).first()
        return None if found is None else _row(found._mapping)

    def unfinished(self) -> list[TableRow]:
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(game_tables_table)
                .where(game_tables_table.c.finished.is_(False))
                .order_by(game_tables_table.c.created)).all()
        return [_row(r._mapping) for r in rows]


def _row(data: Any) -> TableRow:
    return TableRow(
        id=data["id"], game=data["game"], seed=int(data["seed"]), settings=dict(data["settings"]),
        seats=list(data["seats"]), actions=list(data["actions"]), result=data["result"],
        finished=bool(data["finished"]), created=float(data["created"]))
