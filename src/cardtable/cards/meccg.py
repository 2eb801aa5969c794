"""Middle-earth CCG cards: the card value, and reading the meccg-online JSON card files.

The files are JSON arrays, one per set and kind (``metw_character.json`` = The Wizards
characters). The set code comes from the file name (``metw`` → ``TW``) and so does the card's
role in a deck (character, resource, hazard, site, region) when the name says it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import ijson

from cardtable.cards.names import loose_name_key
from cardtable.core.errors import CardDataError

ROLES = ("character", "resource", "hazard", "site", "region")
_FILE_NAME = re.compile(r"^me(?P<set>[a-z]{2})_(?P<role>[a-z]+)", re.IGNORECASE)
_CHARACTER_KINDS = {"character", "avatar", "agent"}
_RESOURCE_KINDS = {"ally", "faction", "minor item", "major item", "greater item", "gold ring item",
                   "special item"}


@dataclass(frozen=True, slots=True)
class MeccgCard:
    """A Middle-earth CCG card as the deck checks need it."""

    title: str
    set_code: str
    role: str
    kind: str
    alignment: str = ""
    unique: bool = False
    race: str = ""
    mind: int | None = None
    marshalling_points: int | None = None
    skills: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()

    @property
    def is_avatar(self) -> bool:
        """A Wizard, Ringwraith, Fallen-wizard or Balrog avatar (MEC-4.3)."""
        return self.kind.casefold() == "avatar"

    @property
    def is_agent(self) -> bool:
        return self.kind.casefold() == "agent"

    @property
    def is_character(self) -> bool:
        return self.role == "character" and not self.is_agent

    @property
    def is_creature(self) -> bool:
        """Played only as a creature (``Creature``)."""
        return self.kind.casefold() == "creature"

    @property
    def is_creature_or_event(self) -> bool:
        """A creature that can also be played as an event (MEC-4.1: ½ creature).

        ``Creature/Permanent-event`` cards (the Nazgûl, Shelob), ``Creature/Short-event`` (Mouth
        of Sauron) and the dragon manifestations ``… Ahunt`` / ``… At Home``, which are events
        that bring the dragon as a creature.
        """
        kind = self.kind.casefold()
        if kind.startswith("creature/"):
            return True
        is_dragon = "dragon" in self.race.casefold()
        return is_dragon and (self.title.endswith(" Ahunt") or self.title.endswith(" At Home"))

    @property
    def key(self) -> str:
        return meccg_key(self.title)

    def to_dict(self) -> dict[str, Any]:
        return {
            "title": self.title, "set_code": self.set_code, "role": self.role,
            "kind": self.kind, "alignment": self.alignment, "unique": self.unique,
            "race": self.race, "mind": self.mind, "marshalling_points": self.marshalling_points,
            "skills": list(self.skills), "keywords": list(self.keywords),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MeccgCard:
        return cls(
            title=data["title"], set_code=data["set_code"], role=data["role"],
            kind=data["kind"], alignment=data.get("alignment", ""),
            unique=bool(data.get("unique", False)), race=data.get("race", ""),
            mind=data.get("mind"), marshalling_points=data.get("marshalling_points"),
            skills=tuple(data.get("skills", ())), keywords=tuple(data.get("keywords", ())),
        )


def meccg_key(title: str) -> str:
    """A forgiving key for MECCG titles: ``William - Wûluag`` and ``William (Wûluag)`` agree."""
    return loose_name_key(title)


def file_set_and_role(path: Path) -> tuple[str, str | None]:
    """``metw_hazard.json`` → ``("TW", "hazard")``; unknown names → ``("", None)``."""
    match = _FILE_NAME.match(path.name)
    if not match:
        return "", None
    role = match.group("role").casefold()
    return match.group("set").upper(), role if role in ROLES else None


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _role(kind: str, file_role: str | None, title: str, name: str) -> str:
    if file_role is not None:
        return file_role
    lowered = kind.casefold()
    if lowered in _CHARACTER_KINDS:
        return "character"
    if lowered.startswith("creature"):
        return "hazard"
    if lowered in ("site", "region"):
        return lowered
    if lowered in _RESOURCE_KINDS:
        return "resource"
    raise CardDataError(
        f"cannot tell whether {title!r} ({kind}) in {name!r} is a resource or a hazard; "
        "name the file like the meccg-online files (metw_resource.json, metw_hazard.json)"
    )


def card_from_meccg(obj: dict[str, Any], set_code: str, file_role: str | None,
                    name: str) -> MeccgCard:
    if not isinstance(obj, dict) or "title" not in obj or "Secondary" not in obj:
        raise CardDataError(
            f"{name!r} holds an entry that is not a MECCG card (no title/Secondary)"
        )
    kind = str(obj.get("Secondary") or "")
    title = str(obj["title"])
    return MeccgCard(
        title=title,
        set_code=set_code,
        role=_role(kind, file_role, title, name),
        kind=kind,
        alignment=str(obj.get("alignment") or ""),
        unique=bool(obj.get("unique", False)),
        race=str(obj.get("Race") or ""),
        mind=_int(obj.get("Mind")),
        marshalling_points=_int(obj.get("MPs")),
        skills=tuple(obj.get("skills") or ()),
        keywords=tuple(obj.get("keywords") or ()),
    )


def iter_meccg_stream(stream: IO[bytes], path: Path) -> Iterator[MeccgCard]:
    """Cards of one meccg-online JSON array file."""
    set_code, role = file_set_and_role(path)
    for obj in ijson.items(stream, "item", use_float=True):
        yield card_from_meccg(obj, set_code, role, path.name)
