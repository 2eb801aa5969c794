"""Effects that only keyword abilities stand for (CR 702; issue 29): no Oracle sentence compiles
to them — a keyword's expansion (``keyword_casts``, ``keyword_abilities``) does. The handlers are
:mod:`cardtable.games.magic.effects.keyword_mechanics`; each is a frozen dataclass of the ability
model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class MadnessCast:
    """Madness's trigger (702.35a): "When this card is exiled this way, its owner may cast it by
    paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
    into their graveyard." — "it" is the exiled card."""

    KIND: ClassVar[str] = "madness_cast"


@dataclass(frozen=True, slots=True)
class UnearthReturn:
    """Unearth's effect (702.84a): "Return this card from your graveyard to the battlefield. It
    gains haste. Exile it at the beginning of the next end step. If it would leave the
    battlefield, exile it instead of putting it anywhere else." — the source card."""

    KIND: ClassVar[str] = "unearth_return"


@dataclass(frozen=True, slots=True)
class CascadeExile:
    """Cascade's trigger (702.85a): "exile cards from the top of your library until you exile a
    nonland card whose mana value is less than this spell's mana value. You may cast that card
    without paying its mana cost if the resulting spell's mana value is less than this spell's
    mana value. Then put all cards exiled this way that weren't cast on the bottom of your
    library in a random order." """

    KIND: ClassVar[str] = "cascade_exile"


@dataclass(frozen=True, slots=True)
class ScavengeCounters:
    """Scavenge's effect (702.97a): "Put a number of +1/+1 counters equal to the power of the
    card you exiled on target creature." — the card exiled as the ability's cost."""

    KIND: ClassVar[str] = "scavenge_counters"


@dataclass(frozen=True, slots=True)
class ExiledCardToken:
    """Embalm's and eternalize's effect (702.128a, 702.129a): "Create a token that's a copy of
    this card, except it's white / black and 4/4, it has no mana cost, and it's a Zombie in
    addition to its other types." — the card exiled as the ability's cost; ``eternalize``."""

    KIND: ClassVar[str] = "exiled_card_token"
    eternalize: bool = False


@dataclass(frozen=True, slots=True)
class SuspendExile:
    """Suspend's special action (702.62a, 116.2f): exile the card from its owner's hand with
    ``count`` time counters on it; it is suspended (702.62b)."""

    KIND: ClassVar[str] = "suspend_exile"
    count: int = 1


@dataclass(frozen=True, slots=True)
class SuspendTick:
    """"At the beginning of your upkeep, if this card is suspended, remove a time counter from
    it." — the last one removed, suspend's cast trigger triggers (702.62a)."""

    KIND: ClassVar[str] = "suspend_tick"


@dataclass(frozen=True, slots=True)
class SuspendCast:
    """"When the last time counter is removed from this card, if it's exiled, you may play it
    without paying its mana cost if able. If you don't, it remains exiled." (702.62a)"""

    KIND: ClassVar[str] = "suspend_cast"


@dataclass(frozen=True, slots=True)
class ForetellExile:
    """Foretell's special action (702.143a, 116.2h): exile the card from its owner's hand face
    down; it may be cast for its foretell cost after this turn."""

    KIND: ClassVar[str] = "foretell_exile"


@dataclass(frozen=True, slots=True)
class MiracleCast:
    """Miracle's trigger (702.94a): "When you reveal this card this way, you may cast it by
    paying [cost] rather than its mana cost." — "it" is the revealed card in hand."""

    KIND: ClassVar[str] = "miracle_cast"


@dataclass(frozen=True, slots=True)
class RippleReveal:
    """Ripple's trigger (702.60a): "you may reveal the top N cards of your library … you may
    cast any of those cards with the same name as this spell without paying their mana costs,
    then put all revealed cards not cast this way on the bottom of your library"."""

    KIND: ClassVar[str] = "ripple_reveal"
    count: int = 4


@dataclass(frozen=True, slots=True)
class RecoverExile:
    """Recover's "Otherwise, exile this card." (702.59a): the card, if still in a graveyard."""

    KIND: ClassVar[str] = "recover_exile"


@dataclass(frozen=True, slots=True)
class CipherCast:
    """The ability cipher grants the creature a card is encoded on (702.99a): "Whenever this
    creature deals combat damage to a player, you may copy the encoded card and you may cast the
    copy without paying its mana cost." — ``card`` the exiled card's id (h8-kw)."""

    KIND: ClassVar[str] = "cipher_cast"
    card: int = 0
