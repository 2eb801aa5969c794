"""Library and reveal effects of the ability model (CR 701.18 scry, 701.25 surveil, 701.23
search, 701.20 reveal, 401): each a frozen dataclass with a KIND. Re-exported by
:mod:`.effects` and :mod:`.model`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from cardtable.games.magic.model.base import (
    ANY,
    YOU,
    Amount,
    Filter,
    Quantity,
    Ref,
)

if TYPE_CHECKING:
    pass


@dataclass(frozen=True, slots=True)
class Scry:
    KIND: ClassVar[str] = "scry"
    amount: Quantity = 1
    says_you: bool = False  # wording: "… and you scry X" after another player's verb (QF)


@dataclass(frozen=True, slots=True)
class ReorderTop:
    """"Look at the top N cards of your library, then put them back in any order" (CR 401.4:
    the library's order is the player's choice for those cards)."""

    KIND: ClassVar[str] = "reorder_top"
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class Surveil:
    KIND: ClassVar[str] = "surveil"
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """Search REF's library for up to ``count`` cards matching ``filter``, put them ``to``
    (``"hand"``, ``"battlefield"``, ``"top"``; ``"split"``: one onto the battlefield, the
    other into the hand), ``tapped``, ``reveal``; then shuffle."""

    KIND: ClassVar[str] = "search"
    filter: Filter = ANY
    count: int = 1
    to: str = "hand"
    tapped: bool = False
    reveal: bool = False
    who: Ref = YOU
    says_it: bool = False  # Oracle's "put it onto …" rather than "put that card onto …"
    reveal_that: bool = False  # "reveal that card, put it into your hand"
    share_land_type: bool = False  # "… cards that share a land type" (CR 205.3i)
    says_the_card: bool = False  # "… then shuffle and put the card on top" (Worldly Tutor)
    # issue 29 (EV1, zone verbs): the search composed. ``to`` may also be ``"graveyard"``
    # (Entomb) or ``"exile"`` (Selective Memory); ``who`` any player ref, each searching their
    # own library in APNAP order (101.4); ``optional``: "WHO may search their library …", each
    # player asked first (one who declines neither searches nor shuffles, 701.19, 701.20);
    # ``up_to``: "up to X …" (the count computed on resolution, 107.3); ``together``: "… and
    # put them onto the battlefield. Then each player who searched their library this way
    # shuffles." (the cards found move at once after every search, then the searchers
    # shuffle); ``card_words`` / ``reveal_words``: Oracle's words for the cards found ("it",
    # "them", "that card", "those cards") where they are not the ones the render picks itself;
    # ``exactly``: "search your library for three cards" (that many, not "up to"; with no
    # quality stated the player must find them if the library has them, 701.19b);
    # ``in_any_order``: "… then shuffle and put those cards on top in any order" (the player
    # orders them either way; the words say so or not).
    optional: bool = False
    up_to: Amount | None = None
    together: bool = False
    card_words: str = ""
    reveal_words: str = ""
    exactly: bool = False
    in_any_order: bool = False


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """"Exile target player's graveyard" (CR 406, 701.13): every card in it."""

    KIND: ClassVar[str] = "exile_graveyard"
    who: Ref


@dataclass(frozen=True, slots=True)
class SearchPerDestroyed:
    """"For each land destroyed this way, its controller may search their library for a basic
    land card and put it onto the battlefield. Then each player who searched their library
    this way shuffles." (From the Ashes): after a :class:`Destroy` of the same ability, each
    player who controlled destroyed permanents may search once for up to that many cards."""

    KIND: ClassVar[str] = "search_per_destroyed"
    filter: Filter = ANY
    to: str = "battlefield"


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary:
    """"Target player shuffles any number of target cards from their graveyard into their
    library." (Loaming Shaman; CR 701.20a): the cards ``what`` into their owner's library,
    then the player ``who`` shuffles."""

    KIND: ClassVar[str] = "shuffle_into_library"
    what: Ref
    who: Ref


@dataclass(frozen=True, slots=True)
class RevealTop:
    """"Reveal the top card of your library." (CR 701.16a): the card is remembered as
    ``"revealed"`` for the instructions after it ("If it's a land card, …")."""

    KIND: ClassVar[str] = "reveal_top"
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class MoveRevealed:
    """Put the revealed card ``to`` ``"battlefield"`` or ``"hand"``; ``wording`` is how Oracle
    names it: ``"it"`` ("put it onto the battlefield"), ``"that_card"`` ("put that card into
    your hand"), ``"that_card_yours"`` ("… onto the battlefield under your control")."""

    KIND: ClassVar[str] = "move_revealed"
    to: str
    wording: str = "it"


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """"Look at the top N cards of your library. You may put a creature card with power 5 or
    greater from among them onto the battlefield. Put the rest on the bottom of your library
    in any order." (Mayael the Anima; CR 401.4, 701.16)."""

    KIND: ClassVar[str] = "look_at_top"
    count: int
    filter: Filter = ANY
    to: str = "battlefield"
    rest: str = "bottom_any_order"


@dataclass(frozen=True, slots=True)
class Shuffle:
    KIND: ClassVar[str] = "shuffle"
    who: Ref = YOU
