"""Type lines: ``Legendary Creature — Elf Druid`` → supertypes, card types, subtypes."""

from __future__ import annotations

import re
from dataclasses import dataclass

SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host"})
CARD_TYPES = frozenset(
    {
        "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
        "Kindred", "Tribal", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme",
        "Sorcery", "Vanguard", "Emblem", "Hero",
    }
)
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})

_DASH = re.compile(r"\s*[—–]\s*|\s+-\s+")


@dataclass(frozen=True, slots=True)
class TypeLine:
    """A parsed type line. Words before the dash that are neither super- nor card types are kept
    in ``types`` (so nothing on the line is silently lost)."""

    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> TypeLine:
        head, _dash, tail = _split(text)
        words = head.split()
        supertypes = tuple(w for w in words if w in SUPERTYPES)
        types = tuple(w for w in words if w not in SUPERTYPES)
        return cls(supertypes, types, tuple(tail.split()))

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_artifact(self) -> bool:
        return "Artifact" in self.types

    @property
    def is_legendary(self) -> bool:
        return "Legendary" in self.supertypes

    @property
    def is_basic(self) -> bool:
        return "Basic" in self.supertypes

    @property
    def basic_land_types(self) -> tuple[str, ...]:
        return tuple(s for s in self.subtypes if s in BASIC_LAND_TYPES)

    def __str__(self) -> str:
        head = " ".join(self.supertypes + self.types)
        return f"{head} — {' '.join(self.subtypes)}" if self.subtypes else head


def _split(text: str) -> tuple[str, str, str]:
    parts = _DASH.split(text.strip(), maxsplit=1)
    if len(parts) == 1:
        return parts[0], "", ""
    return parts[0], "—", parts[1]
