"""Effects that exile cards a player may then play (the engine room is
:mod:`cardtable.games.magic.play_from_exile`; the handlers are
:mod:`cardtable.games.magic.effects.exile_play`, the words
:mod:`cardtable.games.magic.text.exile_play`): impulse draw — "Exile the top card of your
library. Until end of turn, you may play that card." (CR 406.3, 601.2, 305.2, 514.2) — each a
frozen dataclass of the ability model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class ImpulseExile:
    """"Exile the top card of your library. Until end of turn, you may play that card."
    ``count`` cards ("the top two cards … those cards"); ``lands`` False for "cast" (spells
    only); ``wording`` ``"until"`` ("Until end of turn, you may play that card") or
    ``"this_turn"`` ("You may play that card this turn") — the same permission (514.2)."""

    KIND: ClassVar[str] = "impulse_exile"
    count: int = 1
    lands: bool = True
    wording: str = "until"


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """"that player exiles a card from their hand face down" (Kheru Mind-Eater): ``who``
    chooses a card of their hand and exiles it (face down: CR 406.3, nobody but a player a
    permission names may look at it); the card is linked to the source (607.2a)."""

    KIND: ClassVar[str] = "exile_from_hand"
    who: str = "triggering_player"
    face_down: bool = True


@dataclass(frozen=True, slots=True)
class HideawayExile:
    """Hideaway's trigger (702.75a, 2022): look at the top ``count`` cards of your library,
    exile one face down (you may look at it: 406.3), put the rest on the bottom of your library
    (kept in their order: the engine's simplification of "in any order"). The exiled card is
    linked to the permanent (607.2a)."""

    KIND: ClassVar[str] = "hideaway_exile"
    count: int = 4


@dataclass(frozen=True, slots=True)
class PlayExiledFree:
    """"You may play the exiled card without paying its mana cost if creatures you control have
    total power N or greater." (Mosswort Bridge): the card its hideaway exiled (607.2a); a land
    is played with the land drop (305.2), a spell cast while this resolves, for free (608.2g,
    118.9)."""

    KIND: ClassVar[str] = "play_exiled_free"
    total_power: int = 10
