"""Looks at hidden zones and what follows them (issues 28/29, the "library" helper): "look at
target player's hand", "look at the top card (N cards) of target player's library", the
kinship upkeep ("you may look at the top card of your library. If it shares a creature type
with ~, you may reveal it.") and "you may put that card into your graveyard" after a look.

A look (CR 701.16e / 401.4) shows cards to the looker alone; a reveal (701.16a) to everyone.
The card looked at is the ability's ``"revealed"`` card for the instructions after it, so "it",
"that card" and "If it's a land card, …" read it as they read a revealed card. Frozen data like
the rest of the ability model (:mod:`cardtable.games.magic.model.effects` lists them in
``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import ANY, YOU, Filter, Quantity, Ref

LOOK_ZONES = ("hand", "library_top")
"""What :class:`LookAt` looks at: a player's hand, or the top cards of their library."""

LOOKED_PLACES = ("graveyard", "exile", "bottom", "battlefield", "hand")
"""Where :class:`PutLooked` may put the card looked at."""

LOOKED_WORDINGS = ("that_card", "it")
"""How Oracle names the card looked at: "that card" or "it"."""


@dataclass(frozen=True, slots=True)
class LookAt:
    """"Look at target player's hand." / "Look at the top card (``count`` cards) of target
    player's library." (CR 701.16e, 401.4, 402.3): the controller sees those cards, nobody
    else does. With one card of a library, that card is the ability's ``"revealed"`` card for
    "that card" / "it" after it. ``whose`` names the player whose cards they are."""

    KIND: ClassVar[str] = "look_at"
    whose: Ref = YOU
    zone: str = "hand"
    count: Quantity = 1


@dataclass(frozen=True, slots=True)
class PutLooked:
    """"put that card into your graveyard" / "into that player's graveyard" / "exile that card"
    / "put it on the bottom of that player's library" after a look at the top card of a library
    (CR 701.16e): the card looked at, if it is still there (400.7), goes to its owner's
    graveyard (``"graveyard"``), exile, the bottom of its owner's library, the battlefield under
    the controller's control (``tapped``) or the controller's hand. The same card after a
    reveal ("Reveal the top card of your library. If it's a land card, put it onto the
    battlefield tapped. Otherwise, put it into your hand."). ``owner_word`` is Oracle's
    possessive for the owner (``"your"``, ``"their"``, ``"that player's"``)."""

    KIND: ClassVar[str] = "put_looked"
    to: str = "graveyard"
    owner_word: str = "your"
    wording: str = "that_card"
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class LookTopKinship:
    """Kinship (Lorwyn): "look at the top card of your library. If it shares a creature type
    with ~, you may reveal it." (CR 701.16e, 701.16a, 205.3m): the look is the controller's
    alone; a card sharing a creature type with the source (by its last known information) may
    be revealed to everyone. Whether it was revealed is what "If you do" reads (``paid``)."""

    KIND: ClassVar[str] = "look_top_kinship"


@dataclass(frozen=True, slots=True)
class PutFromHandOnBottom:
    """"Put a card (two cards) from your hand on the bottom of your library." (Amass the
    Components; CR 401.4: the owner orders cards put there at once): each player ``who``
    chooses that many cards of their hand (all of them if they hold fewer). Whether a card
    was put is what "If you do" reads (``paid``; 608.2c: with no card, nothing was done)."""

    KIND: ClassVar[str] = "hand_to_bottom"
    amount: Quantity = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class PutFromHandOntoBattlefield:
    """"[You may] put a land card from your hand onto the battlefield [tapped]." (Growth
    Spiral, Elvish Piper; CR 305.4: a land put this way is not played): the player chooses a
    card of their hand matching ``filter`` and puts it onto the battlefield under their
    control. Whether one was put is what "If you do" reads (``paid``). With ``optional``
    ("Each player may put an artifact, creature, enchantment, or land card from their hand
    onto the battlefield.") every player ``who`` names, in APNAP order, chooses one or none,
    then the chosen cards enter at once (CR 101.4)."""

    KIND: ClassVar[str] = "hand_to_battlefield"
    filter: Filter = ANY
    tapped: bool = False
    who: Ref = YOU
    optional: bool = False  # "each player may put …": each chooses a card or none (Show and Tell)


REVEALED_THIS_WAY = "revealed_this_way"
"""The :class:`~cardtable.games.magic.model.base.Amount` kind "for each card revealed this way"
/ "the number of cards revealed this way" after :class:`RevealFromHand` (CR 608.2c)."""


@dataclass(frozen=True, slots=True)
class RevealFromHand:
    """"Reveal any number of blue cards in your hand." (Scent of Brine; CR 701.16a): the
    player chooses any number of matching cards of their hand and shows them to everyone;
    how many is what "for each card revealed this way" counts."""

    KIND: ClassVar[str] = "reveal_from_hand"
    filter: Filter = ANY
