"""Game records: JSON that replays a game event for event (DOM-9, DESIGN §2)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.core.errors import RecordError

SCHEMA_VERSION = 2
READABLE_SCHEMAS = (1, 2)  # 1: bare actions; 2: answers with their seat


@dataclass(frozen=True)
class GameRecord:
    """What a game needs to be reproduced: rules version, settings, seed and the actions.

    ``result`` and ``events_sha256`` are written for a finished game so that a replay can prove
    it reached the same end.
    """

    game: str
    rules_version: str
    settings: Mapping[str, Any]
    seed: int
    actions: tuple[Any, ...]
    result: Mapping[str, Any] | None = None
    events_sha256: str | None = None
    schema: int = SCHEMA_VERSION
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "schema": self.schema,
            "game": self.game,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "settings": dict(self.settings),
            "actions": list(self.actions),
        }
        if self.result is not None:
            out["result"] = dict(self.result)
        if self.events_sha256 is not None:
            out["events_sha256"] = self.events_sha256
        out.update(self.extra)
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.dumps() + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, Mapping):
            raise RecordError("a game record is a JSON object; this is not one")
        missing = [k for k in ("schema", "game", "rules_version", "seed", "settings", "actions")
                   if k not in data]
        if missing:
            raise RecordError(f"the record lacks {', '.join(missing)}; is it a cardtable record?")
        if data["schema"] not in READABLE_SCHEMAS:
            raise RecordError(
                f"record schema {data['schema']!r} is not supported; this cardtable reads "
                f"schemas {', '.join(map(str, READABLE_SCHEMAS))}"
            )
        if not isinstance(data["seed"], int) or not isinstance(data["actions"], list):
            raise RecordError("the record's seed must be an integer and its actions a list")
        if not isinstance(data["settings"], Mapping):
            raise RecordError("the record's settings must be a JSON object")
        known = {"schema", "game", "rules_version", "seed", "settings", "actions", "result",
                 "events_sha256"}
        return cls(
            game=str(data["game"]),
            rules_version=str(data["rules_version"]),
            settings=dict(data["settings"]),
            seed=data["seed"],
            actions=tuple(data["actions"]),
            result=data.get("result"),
            events_sha256=data.get("events_sha256"),
            schema=data["schema"],
            extra={k: v for k, v in data.items() if k not in known},
        )

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(f"the record is not valid JSON ({error})") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        from cardtable.core.textfile import TextFileError, read_text

        if not Path(path).exists():
            raise RecordError(f"no record file at {str(path)!r}")
        try:  # a record is JSON on one line or many: no line-length cap, only the size cap
            text = read_text(path, "record", max_line=None)
        except TextFileError as error:
            raise RecordError(str(error)) from None
        return cls.loads(text)


def hash_events(lines: Iterable[str]) -> str:
    """A SHA-256 over event lines, for proving two runs identical."""
    digest = hashlib.sha256()
    for line in lines:
        digest.update(line.encode("utf-8"))
        digest.update(b"\n")
    return digest.hexdigest()
