"""Diagnoses kept between runs (issue 29: "can I play this deck?" in under 3 s warm).

:func:`~.diagnose.diagnose` costs one Earley parse, and the first one in a process builds the
Earley parser (seconds). A diagnosis depends only on the compiler (the digest that keys the
compiled-card cache) and on the sentence and its card's type line, so it is stored in one JSON
file per compiler digest beside that cache and read back on the next run: a deck whose
unsupported cards were diagnosed before never builds the parser again.

The file is written whole to a temporary name and renamed, so a crash never leaves a torn file;
an unreadable file is treated as empty and rewritten.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict
from pathlib import Path

from cardtable.games.magic.oracle.database import cache_dir, compiler_digest
from cardtable.games.magic.oracle.diagnose import Diagnosis, diagnose


def diagnoses_file() -> Path:
    """Where this compiler's diagnoses are kept."""
    return cache_dir() / f"diagnoses-{compiler_digest()}.json"


def _read(path: Path) -> dict[str, dict[str, str]]:
    try:
        loaded = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _write(path: Path, stored: dict[str, dict[str, str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(stored, sort_keys=True), encoding="utf-8")
    tmp.replace(path)


def diagnose_all(sentences: list[tuple[str, str]]) -> list[Diagnosis]:
    """The diagnosis of each (sentence, type line), from the store when it has it; the new
    ones are diagnosed and added to the store."""
    path = diagnoses_file()
    stored = _read(path)
    out: list[Diagnosis] = []
    added = False
    for sentence, type_line in sentences:
        key = f"{type_line}\n{sentence}"
        found = stored.get(key)
        if found is not None and set(found) == {"sentence", "words", "family", "why"}:
            out.append(Diagnosis(**found))
            continue
        result = diagnose(sentence, type_line)
        stored[key] = asdict(result)
        added = True
        out.append(result)
    if added:
        with contextlib.suppress(OSError):  # a read-only cache costs the next run a parse
            _write(path, stored)
    return out
