"""The five colours of Magic, in WUBRG order, and helpers to name sets of them."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from cardtable.core.errors import SettingsError


class Color(StrEnum):
    """One of Magic's five colours; its value is the one-letter mana symbol."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"

    @property
    def order(self) -> int:
        return WUBRG.index(self.value)

    @classmethod
    def from_letter(cls, letter: str) -> Color:
        return cls(letter.upper())


WUBRG = "WUBRG"
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
BASIC_LAND_COLOR = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def sort_colors(letters: Iterable[str]) -> str:
    """Return the distinct colour letters in WUBRG order as one string (``"GW"`` → ``"WG"``)."""
    present = set(letters)
    unknown = present - set(WUBRG)
    if unknown:
        # SettingsError is a ValueError too: callers that catch ValueError still do.
        raise SettingsError(
            f"not colour letters: {sorted(unknown)!r}; expected letters of WUBRG"
        )
    return "".join(c for c in WUBRG if c in present)


def describe_colors(letters: str) -> str:
    """A person-readable name for a set of colours: ``"G/W"`` style, ``"colourless"`` if empty."""
    return "/".join(letters) if letters else "colourless"
