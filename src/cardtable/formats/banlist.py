"""The Commander banned list as data (CMD-1.5): names plus the date it was last updated."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from cardtable.cards.names import normalize_name
from cardtable.core.errors import SettingsError

DEFAULT_BANLIST = "commander_banned.toml"


@dataclass(frozen=True, slots=True)
class Banlist:
    """Banned card names, the date of the list and where it came from."""

    names: frozenset[str]
    updated: str
    source: str

    def is_banned(self, name: str) -> bool:
        return normalize_name(name) in self.names

    @classmethod
    def from_toml_text(cls, text: str, origin: str) -> Banlist:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise SettingsError(f"banned list {origin!r} is not valid TOML: {error}") from error
        banned = data.get("banned")
        if not isinstance(banned, list) or not all(isinstance(n, str) for n in banned):
            raise SettingsError(
                f"banned list {origin!r} needs `banned = [\"Card Name\", ...]` "
                "and `updated = \"YYYY-MM-DD\"`"
            )
        return cls(
            names=frozenset(normalize_name(n) for n in banned),
            updated=str(data.get("updated", "unknown date")),
            source=str(data.get("source", origin)),
        )


@lru_cache(maxsize=1)
def default_banlist() -> Banlist:
    """The banned list shipped with cardtable."""
    text = resources.files("cardtable.formats").joinpath("data", DEFAULT_BANLIST).read_text(
        "utf-8"
    )
    return Banlist.from_toml_text(text, DEFAULT_BANLIST)


def load_banlist(path: Path) -> Banlist:
    """A user's banned list: the same TOML shape as the bundled one, or one name per line."""
    from cardtable.core.textfile import TextFileError, read_text

    try:
        text = read_text(path, "banned list")
    except TextFileError as error:
        raise SettingsError(str(error)) from None
    if path.suffix.lower() == ".toml":
        return Banlist.from_toml_text(text, path.name)
    names = [line.strip() for line in text.splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    return Banlist(frozenset(normalize_name(n) for n in names), "as given", path.name)
