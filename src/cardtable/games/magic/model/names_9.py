"""Card names chosen as an effect resolves (issue 29, QF ninth wave; CR 201.3, 608.2d).

"Choose a nonland card name." names any card's name (CR 201.3) of the kind the words say;
the name is kept on the ability's source (:mod:`cardtable.games.magic.chosen`), and every
later "with that name" / "with the chosen name" of the same ability reads it
(:attr:`cardtable.games.magic.model.base.Filter.chosen_name`). Handlers are
:mod:`cardtable.games.magic.effects.names_9`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Ref


@dataclass(frozen=True, slots=True)
class ChooseCardName:
    """"Choose a [nonland | creature | artifact | nonartifact, nonland] card name." (CR 201.3,
    608.2d): the controller names a card of that kind; ``types`` the card types the named card
    must have (any of them), ``not_types`` those it must not have (in the printed order)."""

    KIND: ClassVar[str] = "choose_card_name"
    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()


#: how many cards a search for the chosen name takes (SearchZonesForChosenName.count)
ALL_NAMED = "all"
ANY_NUMBER_NAMED = "any_number"


@dataclass(frozen=True, slots=True)
class SearchZonesForChosenName:
    """"Search target player's graveyard, hand, and library for all / any number of cards with
    that name and exile them. Then that player shuffles." (Memoricide, Cranial Extraction;
    CR 701.19, 701.20a): the controller searches the three zones of the player ``who`` names
    for the cards with the name chosen before it (``ChooseCardName``), exiles them — all, or
    those the searcher picks — and that player shuffles. ``says`` is wording only: "that
    name" or "the chosen name"."""

    KIND: ClassVar[str] = "search_zones_for_chosen_name"
    who: Ref
    count: str = ALL_NAMED
    says: str = "that"


#: ``Condition.kind`` "you have fewer than seven cards in hand" (CR 402; QF ninth wave): the
#: hand holds fewer cards than ``amount``; a later "the difference" is ``amount`` minus them
HAND_FEWER_THAN = "hand_fewer_than"


#: ``ReplacementAbility.action`` "As ~ enters, choose a [nonland] card name." (CR 614.12,
#: 201.3): ``options`` the kind words ("nonland", "creature"; none for any card)
CHOOSE_CARD_NAME = "choose_card_name"


def kind_words(types: tuple[str, ...], not_types: tuple[str, ...]) -> tuple[str, ...]:
    """The kind words of a card name's types: ``(("Creature",), ())`` → ``("creature",)``."""
    return tuple(f"non{t.lower()}" for t in not_types) + tuple(t.lower() for t in types)


def kind_types(words: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The inverse of :func:`kind_words`: (``types``, ``not_types``)."""
    return (tuple(w.capitalize() for w in words if not w.startswith("non")),
            tuple(w[3:].capitalize() for w in words if w.startswith("non")))

#: ``Condition.kind`` "that player has more cards in hand than you" (QF ninth wave): the player
#: ``ref`` names (the chosen opponent) holds more cards than the controller; a later "the
#: difference" is their count minus yours
MORE_IN_HAND_THAN_YOU = "more_in_hand_than_you"

#: ``ContinuousEffect.rule`` "Activated abilities of sources with the chosen name can't be
#: activated[ unless they're mana abilities]." (CR 602.5; named_bans.py)
NAMED_NO_ACTIVATION = "named_no_activation"
NAMED_NO_NONMANA_ACTIVATION = "named_no_nonmana_activation"
