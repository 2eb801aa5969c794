"""One-shot effects of the draw / library staples of issue 28 that no earlier effect carries:
"put two cards from your hand on top of your library in any order" (Brainstorm; CR 401.4).
Frozen data like the rest of the ability model (:mod:`cardtable.games.magic.model.effects`
lists them in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import YOU, Cost, Filter, Quantity, Ref


@dataclass(frozen=True, slots=True)
class PutFromHandOnTop:
    """"Put N cards from your hand on top of your library in any order." (Brainstorm): the
    player chooses N cards of their hand (all of them if they hold fewer) and their order, the
    first chosen ending on top (CR 401.4: the owner arranges them)."""

    KIND: ClassVar[str] = "hand_to_top"
    amount: Quantity = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class PayPerCounter:
    """"… you may pay COST for each COUNTER counter on it" (cumulative upkeep, CR 702.24a): the
    controller may pay the cost once per counter on the source as it resolves; a following
    ``Conditional(Condition("paid", negate=True), …)`` reads the answer. With no such counter
    nothing is owed (paid). The cost is mana (118.3: a cost that cannot be paid is not)."""

    KIND: ClassVar[str] = "pay_per_counter"
    cost: Cost
    counter: str = "age"


@dataclass(frozen=True, slots=True)
class LookTopMayReveal:
    """"Look at the top card of your library. If it's a FILTER card, you may reveal it and put
    it into your hand." (Herald's Horn): the player alone sees the card (CR 401.4 — a private
    look, not a reveal); if it matches, they may reveal it (701.16a) and take it."""

    KIND: ClassVar[str] = "look_top_may_reveal"
    filter: Filter
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class ExileDiscarded:
    """"exile that card from your graveyard" after "Whenever you discard a card" (Necropotence):
    the discarded card, if it is still in the graveyard (CR 400.7)."""

    KIND: ClassVar[str] = "exile_discarded"


@dataclass(frozen=True, slots=True)
class ExileTopFaceDownUntil:
    """"Exile the top card of your library face down. Put that card into your hand at the
    beginning of your next end step." (Necropotence): the card is exiled face down (CR 406.3,
    nobody may look at it) and a delayed trigger (603.7) puts it into its owner's hand at the
    beginning of the controller's next end step, if it is still in exile (400.7)."""

    KIND: ClassVar[str] = "exile_top_face_down_until"


@dataclass(frozen=True, slots=True)
class PutExiledIntoHand:
    """The delayed half of :class:`ExileTopFaceDownUntil`: the card (``"it"``, fixed when the
    delayed trigger was created, 603.7c) into its owner's hand if still in exile."""

    KIND: ClassVar[str] = "put_exiled_into_hand"
