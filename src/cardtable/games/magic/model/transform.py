"""The effects of transforming double-faced cards (CR 701.28, 712.14) and flip cards (CR 710)
in the ability model:
plain frozen data like every other effect (:mod:`.effects`); "Transform ~" itself is
:class:`~cardtable.games.magic.model.effects.Transform`. The handler is
:mod:`cardtable.games.magic.effects.faces`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import SELF, Ref


@dataclass(frozen=True, slots=True)
class ExileReturnTransformed:
    """"Exile this Saga, then return it to the battlefield transformed under your control."
    (the Kamigawa Sagas' last chapter): ``what`` is exiled, and the card it became returns to
    the battlefield with its back face up (712.14a) under ``under`` (``"you"`` or
    ``"owner"``'s) control — a new object (400.7). ``saga``: Oracle calls it "this Saga"
    rather than "~"."""

    KIND: ClassVar[str] = "exile_return_transformed"
    what: Ref = SELF
    under: str = "you"
    saga: bool = True


@dataclass(frozen=True, slots=True)
class Flip:
    """"Flip ~" / "flip it" (CR 710.2): a flip card on the battlefield turns its
    bottom half up — once (710.4). ``it``: Oracle says "flip it" (the card itself: only a
    flip card's own abilities flip it)."""

    KIND: ClassVar[str] = "flip"
    what: Ref = SELF
    it: bool = False


@dataclass(frozen=True, slots=True)
class LookTopMayRevealIt:
    """"Look at the top card of your library. You may reveal that card." (Delver of Secrets):
    the player alone sees the card (CR 701.16e); if they reveal it (701.16a) it is remembered as
    ``"revealed"`` for "If an instant or sorcery card is revealed this way, …"."""

    KIND: ClassVar[str] = "look_top_may_reveal_it"
    who: Ref = "you"
