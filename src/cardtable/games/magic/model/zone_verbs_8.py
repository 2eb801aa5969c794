"""Effects of the ability model for the zone verbs of issue 29, round 8 (helper EV1): extra
land plays (CR 305.2) and a card put into a library N-th from the top (CR 401.4). Frozen
dataclasses with a KIND, re-exported by :mod:`.effects` and :mod:`.model`; the handlers are
:mod:`cardtable.games.magic.effects.zone_verbs_8`, the words
:mod:`cardtable.games.magic.text.zone_verbs_8`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Ref

#: the rule of a static "PLAYER may play N additional land(s) on each of their turns" (CR
#: 305.2): a ``ContinuousEffect(layer="rules", rule=EXTRA_LAND_PLAYS, amount=N)`` with
#: ``affected`` "you" or "players" (player_rules.land_plays_allowed). The suffix
#: ``":during"`` keeps Storm Cauldron's "during each of their turns".
EXTRA_LAND_PLAYS = "extra_land_plays"
EXTRA_LAND_PLAYS_DURING = EXTRA_LAND_PLAYS + ":during"
#: ``Keyword("flash_as_though", text=SACRIFICE_AT_CLEANUP)``: Mirage's flash enchantments, "If
#: you cast it any time a sorcery couldn't have been cast, the controller of the permanent it
#: becomes sacrifices it at the beginning of the next cleanup step." (costs.entered)
SACRIFICE_AT_CLEANUP = "sacrifice_at_cleanup"
#: the words of a library position, from the top (CR 401.7): ORDINALS[n - 1] is n-th
ORDINALS = ("first", "second", "third", "fourth", "fifth")


@dataclass(frozen=True, slots=True)
class ExtraLandPlays:
    """"You may play [up to] N additional land(s) this turn." (Explore, Summer Bloom; CR
    305.2): the number of lands ``who`` may play this turn grows by ``count`` until the turn
    ends (514.2). ``up_to`` is wording only ("up to three additional lands")."""

    KIND: ClassVar[str] = "extra_land_plays"
    count: int = 1
    up_to: bool = False
    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class PutIntoLibraryAt:
    """"Put REF into its owner's library Nth from the top." (Oust, Teferi, the God-Eternals;
    CR 401.7): the object goes into its owner's library with ``position - 1`` cards above
    it; a library with fewer than ``position`` cards takes it on the bottom. ``says_your``
    is wording only ("into your library", said of a card its controller owns)."""

    KIND: ClassVar[str] = "to_library_at"
    what: Ref
    position: int = 2
    says_your: bool = False


#: how many of the cards a same-name search finds it takes (SearchZonesForName.count)
ALL_FOUND = "all"
ANY_NUMBER_FOUND = "any_number"


@dataclass(frozen=True, slots=True)
class SearchZonesForName:
    """"Search its controller's graveyard, hand, and library for all / any number of cards
    with the same name as that spell and exile them. Then that player shuffles." (Counterbore,
    Sowing Salt, Crumble to Dust; CR 701.19, 701.20): the searcher (the effect's controller)
    looks through the three zones of the player ``who`` names for cards with the name of
    ``name_of`` (as it last existed, 608.2h), exiles them (``count`` :data:`ALL_FOUND`, or the
    ones chosen for :data:`ANY_NUMBER_FOUND`), then that player shuffles their library.
    ``noun`` is wording only ("that spell", "that land")."""

    KIND: ClassVar[str] = "search_zones_for_name"
    who: Ref
    name_of: Ref
    count: str = ALL_FOUND
    noun: str = "spell"


@dataclass(frozen=True, slots=True)
class PutExiledIntoGraveyard:
    """"you may put a card an opponent owns from exile into that player's graveyard" (the
    processors: Wasteland Strangler, Mind Raker; CR 406.3, 404.2): the controller chooses a
    card in exile that one of their opponents owns and puts it into its owner's graveyard. A
    following "If you do" reads whether a card was put there (608.2c)."""

    KIND: ClassVar[str] = "put_exiled_into_graveyard"
    owner: Ref = "each_opponent"


@dataclass(frozen=True, slots=True)
class RevealPiles:
    """"Reveal the top N cards of your library. An opponent separates those cards into two
    piles. Put one pile into your hand and the other into your graveyard." (Fact or Fiction,
    Sphinx of Uthuun, Unesh; CR 700.3, 701.16a): the cards stay in the library while an
    opponent (chosen by the controller when there are several) separates them into two piles
    (either may be empty, 700.3d); the controller chooses the pile for the hand."""

    KIND: ClassVar[str] = "reveal_piles"
    count: int = 5


@dataclass(frozen=True, slots=True)
class ReturnDiedThisTurn:
    """"Return to your hand all creature cards in your graveyard that were put there from the
    battlefield this turn." (Gleancrawler, No Rest for the Wicked; "… all creature cards that
    were put into your graveyard from the battlefield this turn", Fell Shepherd; CR 700.4,
    400.7): each creature that died this turn whose card is still in its owner's — the
    controller's — graveyard goes to that hand. ``wording`` is "in_graveyard" (the first
    wording) or "put_into" (the second)."""

    KIND: ClassVar[str] = "return_died_this_turn"
    wording: str = "in_graveyard"
