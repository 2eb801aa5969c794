"""One load-test process: writes to its own event and reads another event's standings until a
stop file appears, then reports how long each write took (``waits``), how long each read of
both events' standings took (``reads``: replay and standings of up to 12,000 players, CPU
work rather than waiting) and any error, as JSON."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from cardtable.store.database import EventStore
from cardtable.tournament import operations
from cardtable.tournament.standings import standings


def main(url: str, own: str, watched: str, stop: Path, out: Path) -> None:
    store = EventStore(url)
    waits: list[float] = []
    reads: list[float] = []
    errors: list[str] = []
    written = 0
    busy: list[str] = []
    store.on_busy = busy.append
    while not stop.exists() or written < 5:
        started = time.perf_counter()
        try:
            name = f"{own} player {written}"
            store.run(own, lambda s, name=name: operations.register(s, name))  # type: ignore[misc]
            written += 1
        except Exception as error:
            errors.append(f"write: {error}")
        waits.append(time.perf_counter() - started)
        started = time.perf_counter()
        try:
            standings(store.load(watched))
            standings(store.load(own))
        except Exception as error:
            errors.append(f"read: {error}")
        reads.append(time.perf_counter() - started)
        if written > 400:
            break
    out.write_text(json.dumps({"waits": waits, "reads": reads, "errors": errors,
                               "written": written,
                               "busy": busy}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], Path(sys.argv[4]), Path(sys.argv[5]))
