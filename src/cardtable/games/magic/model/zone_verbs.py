"""Zone verbs of the ability model added by the "zone verbs" block (issue 29, EV1): a player
exiles cards they choose from their hand or graveyard (CR 406.3), a player shuffles their hand
and/or graveyard into their library (701.20a). Frozen data like the rest of the ability model
(:mod:`.effects` lists them in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import ANY, YOU, Filter, Quantity, Ref


@dataclass(frozen=True, slots=True)
class ExileFromZone:
    """"Target player exiles a card from their graveyard" (Relic of Progenitus), "Each
    opponent exiles two cards from their hand" (Mind Swords), "exile two cards from your
    graveyard" (Egon): each player ``who`` names, in APNAP order (101.4), chooses ``amount``
    cards matching ``filter`` in their ``zone`` (``"hand"`` or ``"graveyard"``) — all of them
    if they have fewer — and exiles them (406.3). ``amount`` ``ANY_NUMBER`` (1000) is "all"
    ("Target player exiles all land cards from their graveyard")."""

    KIND: ClassVar[str] = "exile_from_zone"
    who: Ref = YOU
    amount: Quantity = 1
    zone: str = "graveyard"
    filter: Filter = ANY
    # wording only (issue 29 round 9, EV1): ``FROM_PLAYERS_ZONE`` (model/zone_verbs_9.py) for
    # "exile all creature cards from target player's graveyard" — you exile them; the player
    # ``who`` names is whose cards they are (nobody chooses: all of them go, 406.3)
    wording: str = ""


@dataclass(frozen=True, slots=True)
class ShuffleZonesIntoLibrary:
    """"Each player shuffles their hand and graveyard into their library" (Timetwister), "…
    shuffles their hand into their library" (CR 701.20a): every card of each named zone of
    each player ``who`` names goes into that player's library at once (603.2), then each of
    them shuffles. ``zones`` is ``("hand",)`` or ``("hand", "graveyard")``."""

    KIND: ClassVar[str] = "shuffle_zones_into_library"
    who: Ref = YOU
    zones: tuple[str, ...] = ("hand",)


@dataclass(frozen=True, slots=True)
class ExileTopOfLibrary:
    """"Defending player exiles the top twenty cards of their library" (Ulamog, the Ceaseless
    Hunger), "Target opponent exiles the top card of their library" (Thought Harvester): the
    top ``amount`` cards of each named player's library go to exile at once (CR 406.3, 603.2);
    not a mill (701.13)."""

    KIND: ClassVar[str] = "exile_top_of_library"
    who: Ref = YOU
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class WishCard:
    """"You may reveal a sorcery card you own from outside the game and put it into your
    hand." (Burning Wish; CR 400.11b): the player chooses a card matching ``filter`` among
    those they own outside the game (a sideboard, 400.11a; in Commander within 903.11, the
    EDH sideboard house rule CMD-3.2), reveals it when ``reveal`` and puts it into their hand.
    With no sideboard nothing happens."""

    KIND: ClassVar[str] = "wish_card"
    filter: Filter = ANY
    reveal: bool = True


@dataclass(frozen=True, slots=True)
class PutAllOnLibraries:
    """"Put all creatures on the bottom of their owners' libraries" (Terminus), "Put all
    enchantments on top of their owners' libraries" (Harmonic Convergence; CR 401.4): every
    permanent matching ``filter`` goes to its owner's library at once (603.2); each owner
    orders their own cards (401.4), in APNAP order (101.4)."""

    KIND: ClassVar[str] = "put_all_on_libraries"
    filter: Filter = ANY
    bottom: bool = False
    # issue 29 round 9 (EV1): ``what`` several targets instead of the filter — "Put two target
    # lands on top of their owners' libraries." (Plow Under): the same ordering by each owner
    what: Ref = ""
