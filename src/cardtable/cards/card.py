"""The immutable card value shared by every game, format check and tool."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cardtable.cards.colors import sort_colors
from cardtable.cards.mana import ManaCost
from cardtable.cards.typeline import TypeLine


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card (a normal card has exactly one)."""

    name: str
    mana_cost: ManaCost = field(default_factory=ManaCost)
    type_line: TypeLine = field(default_factory=TypeLine)
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: str | None = None

    @property
    def colors(self) -> str:
        """A face's colours: its colour indicator if it has one, else its cost's (CR 202.2)."""
        if self.color_indicator is not None:
            return self.color_indicator
        return self.mana_cost.colors


@dataclass(frozen=True, slots=True)
class Card:
    """A Magic card as facts.

    ``name`` is the full English name (``Fire // Ice`` for split cards). The first face carries
    the characteristics used when a game asks for "the" cost or type; ``faces`` has them all.
    ``color_identity`` is given by the data when it has one, else computed (CMD-1.2) by
    :func:`cardtable.cards.identity.color_identity`. ``keywords`` are the keyword abilities the
    data lists (``Partner``, ``Persist``…), empty when the data has none.
    """

    name: str
    faces: tuple[CardFace, ...]
    color_identity: str = ""
    layout: str = "normal"
    legalities: tuple[tuple[str, str], ...] = ()
    has_alternative_deck_limit: bool = False
    oracle_id: str | None = None
    keywords: tuple[str, ...] = ()

    @classmethod
    def simple(
        cls,
        name: str,
        mana_cost: str,
        type_line: str,
        power: str | None = None,
        toughness: str | None = None,
        *,
        oracle_text: str = "",
        loyalty: str | None = None,
        color_indicator: str | None = None,
    ) -> Card:
        """A one-faced card from its printed facts; colours and identity come from the cost and
        colour indicator (rules text, if given, is not scanned here)."""
        face = CardFace(
            name=name,
            mana_cost=ManaCost.parse(mana_cost),
            type_line=TypeLine.parse(type_line),
            oracle_text=oracle_text,
            power=power,
            toughness=toughness,
            loyalty=loyalty,
            color_indicator=color_indicator,
        )
        return cls(name=name, faces=(face,), color_identity=face.colors)

    @property
    def front(self) -> CardFace:
        return self.faces[0]

    @property
    def mana_cost(self) -> ManaCost:
        return self.front.mana_cost

    @property
    def mana_value(self) -> float:
        """Mana value; a split card's is the total of its halves (CR 709.4)."""
        if self.layout == "split":
            return sum(f.mana_cost.mana_value for f in self.faces)
        return self.front.mana_cost.mana_value

    @property
    def type_line(self) -> TypeLine:
        return self.front.type_line

    @property
    def colors(self) -> str:
        if self.layout == "split":
            return sort_colors(c for f in self.faces for c in f.colors)
        return self.front.colors

    @property
    def power(self) -> str | None:
        return self.front.power

    @property
    def toughness(self) -> str | None:
        return self.front.toughness

    @property
    def oracle_text(self) -> str:
        return "\n".join(f.oracle_text for f in self.faces if f.oracle_text)

    @property
    def face_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.faces)

    def legality(self, format_name: str) -> str | None:
        """The data's legality for a format (``legal``/``banned``/…, lower case), if known."""
        for fmt, status in self.legalities:
            if fmt == format_name:
                return status
        return None

    def __str__(self) -> str:
        return self.name


def numeric_stat(value: str | None) -> int:
    """A power/toughness as a number for games that need one: ``*`` parts count as 0, so
    ``1+*`` → 1, ``7-*`` → 7, ``*`` → 0; a fractional Un-card value keeps its whole part."""
    if value is None:
        return 0
    number = _LEADING_INTEGER.search(value)
    return int(number.group()) if number else 0


_LEADING_INTEGER = re.compile(r"-?[0-9]+")
