"""The Commander banned list as data (CMD-1.5): dated changes, and the list in force on a date.

:func:`banlist_on` gives the list in force on a date (default: today), from the bundled history
(``data/commander_banlist_history.toml``) — independent of the card data's own date, so a deck
with Mana Crypt is illegal today even with 2022 card data, and legal as of 2024-09-22.
"""

from __future__ import annotations

import datetime
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from cardtable.cards.names import normalize_name
from cardtable.core.errors import SettingsError

DEFAULT_BANLIST = "commander_banned.toml"
HISTORY = "commander_banlist_history.toml"


@dataclass(frozen=True, slots=True)
class Banlist:
    """Banned card names, the date of the list and where it came from."""

    names: frozenset[str]
    updated: str
    source: str
    as_of: str = ""
    """The date asked for (:func:`banlist_on`), when the list came from the history."""

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


@dataclass(frozen=True, slots=True)
class BanChange:
    """One dated change of the list: cards banned and cards unbanned that day."""

    date: datetime.date
    banned: tuple[str, ...]
    unbanned: tuple[str, ...] = ()
    note: str = ""


@dataclass(frozen=True, slots=True)
class BanHistory:
    """The list's changes, oldest first; the first is the whole list on its date."""

    changes: tuple[BanChange, ...]
    source: str

    @property
    def first_date(self) -> datetime.date:
        return self.changes[0].date

    def at(self, date: datetime.date) -> Banlist:
        """The list in force on ``date`` (a change takes effect on its own date)."""
        if date < self.first_date:
            raise SettingsError(
                f"--date {date.isoformat()} is before {self.first_date.isoformat()}, where "
                "cardtable's record of the Commander banned list starts; give the list of "
                "that time with --banlist FILE")
        names: set[str] = set()
        updated = self.first_date
        for change in self.changes:
            if change.date > date:
                break
            names |= {normalize_name(n) for n in change.banned}
            names -= {normalize_name(n) for n in change.unbanned}
            updated = change.date
        return Banlist(frozenset(names), updated.isoformat(), self.source, date.isoformat())

    @classmethod
    def from_toml_text(cls, text: str, origin: str) -> BanHistory:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise SettingsError(
                f"ban list history {origin!r} is not valid TOML: {error}") from error
        changes: list[BanChange] = []
        for entry in data.get("change", []):
            date = entry.get("date")
            if isinstance(date, str):
                date = _parse_date(date, origin)
            banned, unbanned = entry.get("banned", []), entry.get("unbanned", [])
            if not isinstance(date, datetime.date) or not all(
                    isinstance(n, str) for n in (*banned, *unbanned)):
                raise SettingsError(f"ban list history {origin!r}: each [[change]] needs "
                                    "date = \"YYYY-MM-DD\" and lists of card names")
            changes.append(BanChange(date, tuple(banned), tuple(unbanned),
                                     str(entry.get("note", ""))))
        if not changes:
            raise SettingsError(f"ban list history {origin!r} has no [[change]] entries")
        changes.sort(key=lambda c: c.date)
        return cls(tuple(changes), str(data.get("source", origin)))


def _parse_date(text: str, origin: str = "--date") -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as error:
        raise SettingsError(f"{origin}: {text!r} is not a date; write YYYY-MM-DD") from error


def parse_date(text: str) -> datetime.date:
    """A ``--date`` value (YYYY-MM-DD), or a :class:`SettingsError` saying how to write it."""
    return _parse_date(text)


@lru_cache(maxsize=1)
def commander_history() -> BanHistory:
    """The bundled history of the Commander banned list."""
    text = resources.files("cardtable.formats").joinpath("data", HISTORY).read_text("utf-8")
    return BanHistory.from_toml_text(text, HISTORY)


def banlist_on(date: datetime.date | None = None) -> Banlist:
    """The Commander banned list in force on ``date`` (default: today)."""
    return commander_history().at(date or datetime.date.today())


def default_banlist() -> Banlist:
    """The banned list in force today (the bundled history; CMD-1.5)."""
    return banlist_on()


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
