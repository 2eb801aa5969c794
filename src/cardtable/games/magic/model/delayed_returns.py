"""Returns to the battlefield (issues 28/29, delayed triggers and returns): "Exile target
creature you control, then return it to the battlefield under its owner's control" (a flicker,
CR 610.3 by other words: the card is a new object, 400.7) and "Return that card to the
battlefield under its owner's control at the beginning of the next end step" (the return a
delayed triggered ability makes, 603.7c). Frozen data like the rest of the ability model
(:mod:`cardtable.games.magic.model.effects` lists it in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Ref

RETURN_UNDER = ("owner", "you")
"""Whose control a returned card enters under: its owner's (110.2) or the ability's
controller's."""


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield:
    """Put the cards ``what`` names from exile or a graveyard onto the battlefield under
    ``under``'s control (``"owner"`` or ``"you"``), tapped if ``tapped``, with one ``counter``
    counter if given. ``what`` is an anaphor: ``"moved:target:0"`` / ``"moved_self"`` (the card
    an earlier effect of the same ability exiled, 400.7) or, in a delayed trigger, ``"it"`` /
    ``"those"`` (fixed as the delayed ability was created, 603.7c). A card that has left the
    zone it was put into is a new object and is not returned. ``word`` is the anaphor as
    printed ("it", "that card", "those cards", "~"), ``says`` the possessive ("its owner's",
    "their owner's", "their owners'", "your")."""

    KIND: ClassVar[str] = "return_to_battlefield"
    what: Ref
    under: str = "owner"
    tapped: bool = False
    counter: str = ""
    word: str = "it"
    says: str = "its owner's"

DELAYED_ONE: dict[str, str] = {
    "that_card": "that card", "that_token": "that token", "the_token": "the token",
    "the_creature": "the creature", "that_permanent": "that permanent"}
"""The anaphora for the one object a delayed triggered ability names (its ``"it"``, fixed as
it was created, CR 603.7c), each with its printed words ("it" and "that creature" are the
model's usual references)."""

DELAYED_MANY: dict[str, str] = {
    "them": "them", "those_cards": "those cards", "those_creatures": "those creatures",
    "those_tokens": "those tokens", "those_permanents": "those permanents"}
"""The anaphora for every object a delayed triggered ability names (its ``"those"``,
603.7c), with their printed words."""


@dataclass(frozen=True, slots=True)
class ReturnCardToHand:
    """"When enchanted creature dies, return that card to its owner's hand" / "When ~ dies,
    return it to its owner's hand": the card the trigger's object became in the graveyard
    (``what`` ``"moved_it"``, CR 400.7, 603.10a) goes to its owner's hand — nothing if it has
    left the graveyard. ``word`` is the anaphor as printed."""

    KIND: ClassVar[str] = "return_card_to_hand"
    what: Ref = "moved_it"
    word: str = "it"
    # h8-trg: "return it to your hand" (after "When ~ is put into your graveyard …": the owner)
    says_your: bool = False
