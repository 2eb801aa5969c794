"""The priority actions a player takes (CR 117.1): plain frozen values that records encode.
Sub-choices (modes, X, targets, blockers, …) are answered with plain values: ints, ``"pN"``
players, tuples."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.core.actions import ActionCodec


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority (CR 117.3d)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PlayLand:
    """Play a land (a special action, CR 116.2a, 305.1); ``face``: which face of a modal
    double-faced card is played (712.12; -1 the front)."""

    card: int
    name: str = ""
    way: str = ""  # "pay_life": pay the life its "As ~ enters, you may pay" asks (614.12);
    # "reveal": reveal the card its "As ~ enters, you may reveal" asks
    face: int = -1

    def __str__(self) -> str:
        how = {"pay_life": " paying life", "reveal": " revealing a card"}.get(self.way, "")
        return f"play {self.name or self.card}{how}"


@dataclass(frozen=True, slots=True)
class Cast:
    """Cast a spell (CR 601) from hand, or as ``way`` says: ``"flashback"`` from a graveyard,
    ``"evoke"`` or ``"alternative"`` for an alternative cost (CR 118.9, costs.py); ``bestow``
    for its bestow cost (702.103a); ``face``: the half or face cast of a card with several
    (709.3, 712.11b, 715.3; -1 the card as it is)."""

    card: int
    name: str = ""
    way: str = ""
    bestow: bool = False
    face: int = -1

    def __str__(self) -> str:
        return (f"cast {self.name or self.card}" + (f" ({self.way})" if self.way else "")
                + (" for its bestow cost" if self.bestow else ""))


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate ability ``index`` (among the object's abilities) of ``source`` (CR 602, 605);
    for a mana ability ``symbol`` is the mana it makes."""

    source: int
    index: int
    name: str = ""
    symbol: str = ""

    def __str__(self) -> str:
        extra = f" for {{{self.symbol}}}" if self.symbol else ""
        return f"activate {self.name or self.source}[{self.index}]{extra}"


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """Turn a face-down permanent face up by paying its morph cost (a special action,
    CR 116.2b, 702.37e)."""

    permanent: int
    name: str = ""

    def __str__(self) -> str:
        return f"turn {self.name or self.permanent} face up"


@dataclass(frozen=True, slots=True)
class Concede:
    """Leave the game (CR 104.3a)."""

    def __str__(self) -> str:
        return "concede"


CODEC = ActionCodec([Pass, PlayLand, Cast, Activate, Concede, TurnFaceUp])
