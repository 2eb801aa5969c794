"""Dominarion's player actions (DOM-5), as frozen values.

Actions name the physical card they use by its **object id** (its index in
``game.cards``), not by its name: ``PlayLand(17)`` plays card 17. Two cards with the same name
are interchangeable in Dominarion, so the engine offers one option per distinct name (the first
such card in hand) and accepts exactly the options it offers. Supplies and land piles are named
by their key (``Buy("R-creature")``, ``GainLand("Forest")``): the card taken is the pile's top.
``choices`` gives the colour of each hybrid symbol when a cost becomes mana (DOM-7.2).

DOM-7.4 (the player may say exactly which mana pays a cost) is a follow-up decision, asked when
the game's ``choose_payment`` setting is on: after a ``Buy`` or ``Summon`` whose cost can be paid
in more than one way, the player spends one mana at a time (:class:`PayMana`) and says when they
are done (:class:`PaymentDone`); every way to pay is thus among the options. Otherwise the engine
pays by DOM-7.4's order.

Use ``game.describe(action)`` for a text that names the card.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CastSorcery:
    """DOM-5.1.1/5.1.2: play a spell card as a sorcery in the upkeep."""

    card: int
    choices: str = ""

    def __str__(self) -> str:
        return (f"cast card {self.card} as a sorcery"
                + (f" (as {self.choices})" if self.choices else ""))


@dataclass(frozen=True, slots=True)
class DeclineSorcery:
    """DOM-5.1.1: play no sorcery this upkeep."""

    def __str__(self) -> str:
        return "play no sorcery"


@dataclass(frozen=True, slots=True)
class Buy:
    """DOM-5.2.1: buy the top card of a supply (``R-creature``, ``U-spell``, ``artifact``)."""

    supply: str

    def __str__(self) -> str:
        return f"buy the top of {self.supply}"


@dataclass(frozen=True, slots=True)
class PlayLand:
    """DOM-5.2.2: play a basic land from hand for one mana of its colour."""

    card: int

    def __str__(self) -> str:
        return f"play card {self.card}"


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

    card: int

    def __str__(self) -> str:
        return f"summon card {self.card}"


@dataclass(frozen=True, slots=True)
class PlayArtifact:
    """DOM-5.2.5: play an artifact from hand for one mana of a chosen colour."""

    card: int
    color: str

    def __str__(self) -> str:
        return f"play card {self.card} for {self.color}"


@dataclass(frozen=True, slots=True)
class Pitch:
    """DOM-5.2.6: exile a spell from hand for the mana of its cost, drawing nothing."""

    card: int
    choices: str = ""

    def __str__(self) -> str:
        return f"pitch card {self.card}" + (f" (as {self.choices})" if self.choices else "")


@dataclass(frozen=True, slots=True)
class EndMain:
    """DOM-5.2.7: end the main phase."""

    def __str__(self) -> str:
        return "end the main phase"


@dataclass(frozen=True, slots=True)
class PayMana:
    """DOM-7.4: spend one mana of ``mana`` (``W U B R G C``) on the cost being paid."""

    mana: str

    def __str__(self) -> str:
        return f"pay {self.mana}"


@dataclass(frozen=True, slots=True)
class PaymentDone:
    """DOM-7.4: the mana spent so far pays the cost exactly; finish the buy or summon."""

    def __str__(self) -> str:
        return "that pays it"


ACTION_TYPES: tuple[type, ...] = (
    CastSorcery, DeclineSorcery, Buy, PlayLand, GainLand, Summon, PlayArtifact, Pitch, EndMain,
    PayMana, PaymentDone,
)
MainAction = Buy | PlayLand | GainLand | Summon | PlayArtifact | Pitch | EndMain
PaymentAction = PayMana | PaymentDone
UpkeepAction = CastSorcery | DeclineSorcery
