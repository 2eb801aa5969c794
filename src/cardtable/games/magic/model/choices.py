"""Reveals by any player and choices made on resolution (issue 29, the "choices" helper).
Frozen data like the rest of the ability model (:mod:`.effects` lists it in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import YOU, Ref


@dataclass(frozen=True, slots=True)
class RevealAtRandom:
    """"Target opponent reveals a card at random from their hand." (CR 701.16a): each player
    ``who`` names shows one card of their hand, picked at random, to every player; the rest
    of the hand stays hidden. The card is the ability's revealed card, so "that card's mana
    value" / "the revealed card's mana value" after it read it (608.2h, 400.7)."""

    KIND: ClassVar[str] = "reveal_at_random"
    who: Ref = YOU
    amount: int = 1


@dataclass(frozen=True, slots=True)
class ChooseCreatureType:
    """"Choose a creature type." as an instruction (CR 608.2d: chosen as it resolves): the
    type is recorded on the ability's source, so every later "of the chosen type" of the same
    ability reads it (as an "as enters" choice is read, :mod:`cardtable.games.magic.chosen`)."""

    KIND: ClassVar[str] = "choose_creature_type"
    # put by the compiler before an effect whose filter says "of the creature type of your
    # choice": the filter's words say the choice, this effect prints nothing (608.2d)
    said_by_filter: bool = False


@dataclass(frozen=True, slots=True)
class ChooseColor:
    """"Choose a color." as an instruction (CR 608.2d: chosen as it resolves; 105.1): the
    colour is recorded on the ability's source, so every later "the chosen color" / "that
    color" of the same ability reads it ("protection from the chosen color", CR 702.16a;
    "Add one mana of that color", 106.1)."""

    KIND: ClassVar[str] = "choose_color"
    said_by_filter: bool = False  # "of the color of your choice" (as ChooseCreatureType's)
