"""Dominarion's player actions (DOM-5), as frozen values.

Cards are named, not numbered: two cards with the same name are interchangeable in Dominarion,
so ``PlayLand("Forest")`` plays any Forest in hand. ``payment`` (optional, DOM-7.4) says exactly
which mana pays a cost, as letters (``"CCR"``); without it the engine pays by DOM-7.4's order.
``choices`` gives the colour of each hybrid symbol when a cost becomes mana (DOM-7.2).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CastSorcery:
    """DOM-5.1.1/5.1.2: play a spell card as a sorcery in the upkeep."""

    card: str
    choices: str = ""

    def __str__(self) -> str:
        return f"cast {self.card} as a sorcery" + (f" (as {self.choices})" if self.choices else "")


@dataclass(frozen=True, slots=True)
class DeclineSorcery:
    """DOM-5.1.1: play no sorcery this upkeep."""

    def __str__(self) -> str:
        return "play no sorcery"


@dataclass(frozen=True, slots=True)
class Buy:
    """DOM-5.2.1: buy the top card of a supply (``R-creature``, ``U-spell``, ``artifact``)."""

    supply: str
    payment: str | None = None

    def __str__(self) -> str:
        return f"buy the top of {self.supply}" + (f" paying {self.payment}" if self.payment else "")


@dataclass(frozen=True, slots=True)
class PlayLand:
    """DOM-5.2.2: play a basic land from hand for one mana of its colour."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class GainLand:
    """DOM-5.2.3: take a basic land from its pile into the discard pile."""

    card: str

    def __str__(self) -> str:
        article = "an" if self.card[:1] in "AEIOU" else "a"
        return f"gain {article} {self.card}"


@dataclass(frozen=True, slots=True)
class Summon:
    """DOM-5.2.4: pay a creature's cost and put it onto the battlefield."""

    card: str
    payment: str | None = None

    def __str__(self) -> str:
        return f"summon {self.card}" + (f" paying {self.payment}" if self.payment else "")


@dataclass(frozen=True, slots=True)
class PlayArtifact:
    """DOM-5.2.5: play an artifact from hand for one mana of a chosen colour."""

    card: str
    color: str

    def __str__(self) -> str:
        return f"play {self.card} for {self.color}"


@dataclass(frozen=True, slots=True)
class Pitch:
    """DOM-5.2.6: exile a spell from hand for the mana of its cost, drawing nothing."""

    card: str
    choices: str = ""

    def __str__(self) -> str:
        return f"pitch {self.card}" + (f" (as {self.choices})" if self.choices else "")


@dataclass(frozen=True, slots=True)
class EndMain:
    """DOM-5.2.7: end the main phase."""

    def __str__(self) -> str:
        return "end the main phase"


ACTION_TYPES: tuple[type, ...] = (
    CastSorcery, DeclineSorcery, Buy, PlayLand, GainLand, Summon, PlayArtifact, Pitch, EndMain,
)
MainAction = Buy | PlayLand | GainLand | Summon | PlayArtifact | Pitch | EndMain
UpkeepAction = CastSorcery | DeclineSorcery
