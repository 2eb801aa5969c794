"""A run's games as data: one Parquet row per game, appendable across runs.

Columns (see :data:`SCHEMA_FIELDS`): the run (a number, one more than the file's last), the game
and its settings' hash, the run's seed, the game's index and seed, the bots by seat, the result
(ranking, scores, each seat's place, the winner's seat and bot), turns, end reason, the turn
order, and per-game statistics (decisions made, top score tied). Lists are per seat, seat 0
first, so ``bots[i]``, ``scores[i]`` and ``places[i]`` describe the same player.

pyarrow is the optional ``[analysis]`` extra, imported only here, with a
:class:`~cardtable.core.errors.SettingsError` saying how to install it when it is missing.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from cardtable.core.errors import SettingsError

SCHEMA_VERSION = 1
SCHEMA_FIELDS: tuple[tuple[str, str], ...] = (
    ("run", "int32"),
    ("game", "string"),
    ("settings_sha256", "string"),
    ("run_seed", "int64"),
    ("index", "int32"),
    ("seed", "int64"),
    ("players", "int8"),
    ("bots", "list<string>"),
    ("ranking", "list<int8>"),
    ("scores", "list<int32>"),
    ("places", "list<int8>"),
    ("winner_seat", "int8"),
    ("winner_bot", "string"),
    ("turns", "int32"),
    ("end_reason", "string"),
    ("turn_order", "list<int8>"),
    ("decisions", "int32"),
    ("top_score_tied", "bool"),
)


def import_pyarrow() -> tuple[Any, Any]:
    """``(pyarrow, pyarrow.parquet)``, or a :class:`SettingsError` saying how to get them."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise SettingsError(
            "Parquet results need pyarrow: pip install 'cardtable[analysis]'") from None
    return pa, pq


def schema() -> Any:
    """The Arrow schema of a results file."""
    pa, _ = import_pyarrow()
    types = {
        "int8": pa.int8(), "int32": pa.int32(), "int64": pa.int64(), "string": pa.string(),
        "bool": pa.bool_(), "list<string>": pa.list_(pa.string()),
        "list<int8>": pa.list_(pa.int8()), "list<int32>": pa.list_(pa.int32()),
    }
    fields = [pa.field(name, types[kind], nullable=False) for name, kind in SCHEMA_FIELDS]
    return pa.schema(fields, metadata={b"cardtable.results": str(SCHEMA_VERSION).encode()})


def settings_hash(settings: Mapping[str, Any]) -> str:
    """A short stable hash of a game's settings (games of equal settings and seed are equal)."""
    text = json.dumps(settings, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def rows(outcomes: Sequence[Any], bots: Sequence[str], run_seed: int, game: str,
         settings: Mapping[str, Any], run: int) -> dict[str, list[Any]]:
    """The columns for a run's outcomes (each with index, seed, ranking, scores, turns, reason,
    tied_on_top, decisions and turn_order)."""
    digest = settings_hash(settings)
    columns: dict[str, list[Any]] = {name: [] for name, _ in SCHEMA_FIELDS}
    for o in outcomes:
        places = [0] * len(bots)
        for place, seat in enumerate(o.ranking, 1):
            places[seat] = place
        values = {
            "run": run, "game": game, "settings_sha256": digest, "run_seed": run_seed,
            "index": o.index, "seed": o.seed, "players": len(bots), "bots": list(bots),
            "ranking": list(o.ranking), "scores": list(o.scores), "places": places,
            "winner_seat": o.ranking[0], "winner_bot": bots[o.ranking[0]], "turns": o.turns,
            "end_reason": o.reason, "turn_order": list(o.turn_order),
            "decisions": o.decisions, "top_score_tied": o.tied_on_top,
        }
        for name, value in values.items():
            columns[name].append(value)
    return columns


def next_run(path: Path) -> int:
    """The run number for new rows in ``path`` (1 for a new file)."""
    if not path.exists():
        return 1
    column: list[int] = read_results(path).column("run").to_pylist()
    return (max(column) + 1) if column else 1


def read_results(path: Path) -> Any:
    """A results file as an Arrow table; :class:`SettingsError` if it is not one."""
    _, pq = import_pyarrow()
    try:
        table = pq.read_table(path)
    except (OSError, ValueError) as error:
        raise SettingsError(f"{path} is not a readable Parquet file: {error}") from None
    missing = [name for name, _ in SCHEMA_FIELDS if name not in table.column_names]
    if missing:
        raise SettingsError(
            f"{path} is not a cardtable results file (no column {missing[0]!r}); write one with "
            "'cardtable simulate … --out FILE.parquet'")
    return table


def append_results(path: Path, columns: Mapping[str, list[Any]]) -> int:
    """Write ``columns`` to ``path``, after the rows already there (the file is rewritten row
    group by row group into a temporary file, then moved into place, so a failed write leaves the
    old file whole). Returns the number of rows in the file."""
    pa, pq = import_pyarrow()
    new = pa.table(dict(columns), schema=schema())
    temporary = path.with_name(path.name + ".partial")
    total = new.num_rows
    if path.exists():
        old = pq.ParquetFile(path)
        if not old.schema_arrow.equals(new.schema, check_metadata=False):
            raise SettingsError(
                f"{path} has another layout than this cardtable writes; write to a new file")
    else:
        old = None
    with pq.ParquetWriter(temporary, new.schema, compression="zstd") as writer:
        if old is not None:
            for group in range(old.num_row_groups):
                part = old.read_row_group(group)
                writer.write_table(part.cast(new.schema))
                total += part.num_rows
        writer.write_table(new)
    os.replace(temporary, path)
    return int(total)
