"""Effects of the ability model for designations and combat: becoming renowned (CR 702.112b),
monstrosity (701.37), tokens put onto the battlefield blocking (707.2, 506.3, 509.1h) and a cost
to block (509.1d–e): each a frozen dataclass with a KIND. Re-exported by :mod:`.effects` and
:mod:`.model`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, Quantity, Ref


@dataclass(frozen=True, slots=True)
class BecomeRenowned:
    """"… and it becomes renowned" (CR 702.112b): a designation, not a counter or ability."""

    KIND: ClassVar[str] = "become_renowned"
    what: Ref = SELF

@dataclass(frozen=True, slots=True)
class Monstrosity:
    """"Monstrosity N" (CR 701.37a): if the permanent isn't monstrous, put N +1/+1 counters
    on it and it becomes monstrous (a designation, 701.37b; "When ~ becomes monstrous"
    triggers, 701.37c)."""

    KIND: ClassVar[str] = "monstrosity"
    amount: int
    what: Ref = SELF

@dataclass(frozen=True, slots=True)
class CopyBlockers:
    """"For each creature attacking you or a planeswalker you control, create a token that's
    a copy of that creature and that's blocking that creature." (Mirror Match; CR 707.2,
    506.3, 509.1h: a creature put onto the battlefield blocking was never declared a blocker,
    so no "whenever ~ blocks" triggers). The tokens are this ability's "created"."""

    KIND: ClassVar[str] = "copy_blockers"

@dataclass(frozen=True, slots=True)
class BlockTax:
    """"This turn, creatures can't block unless their controller pays {X} for each blocking
    creature they control." (War Cadence; CR 509.1d-e: a cost to block, paid as blockers are
    declared; 509.1c: nobody is required to pay it to obey a blocking requirement)."""

    KIND: ClassVar[str] = "block_tax"
    amount: Quantity
