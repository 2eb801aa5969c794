"""Rules a resolved spell or ability gives players for the rest of the turn (issue 29, helper
h6-B): "Players can't gain life this turn." (Skullcrack; CR 119.7), "Target player can't play
lands this turn." (CR 305.2), "Your opponents can't cast spells this turn." / "Target player
can't cast creature spells this turn." (CR 101.2: the "can't" wins). Frozen data like the rest
of the ability model (:mod:`cardtable.games.magic.model.effects` lists it in ``Effect``); the
engine is :mod:`cardtable.games.magic.player_turn_rules`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import Filter, Ref

#: the player rules a :class:`PlayerTurnRule` may give (player_turn_rules.py reads them)
TURN_CANT_GAIN_LIFE = "cant_gain_life"
TURN_CANT_PLAY_LANDS = "cant_play_lands"
TURN_CANT_CAST = "cant_cast"
TURN_RULES = (TURN_CANT_GAIN_LIFE, TURN_CANT_PLAY_LANDS, TURN_CANT_CAST)


@dataclass(frozen=True, slots=True)
class PlayerTurnRule:
    """"WHO can't VERB this turn": the rule ``rule`` (one of :data:`TURN_RULES`) binds each
    player ``who`` names as the effect resolves (611.2a: the set of players is fixed then,
    611.2c) until the turn ends (514.2). ``spells`` narrows :data:`TURN_CANT_CAST` to a class of
    spells ("creature spells", "noncreature spells"; ``None``: every spell). ``wording`` keeps
    the printed subject when it isn't the reference's own words ("players", "your
    opponents")."""

    KIND: ClassVar[str] = "player_turn_rule"
    rule: str = TURN_CANT_GAIN_LIFE
    who: Ref = "each_player"
    spells: Filter | None = None
    wording: str = ""


@dataclass(frozen=True, slots=True)
class UntargetableTurn:
    """"Target creature can't be the target of spells or abilities your opponents control this
    turn." (Vines of Vastwood; CR 115.4, 611.2a): the "untargetable:KIND:ADJ:SCOPE" rule
    (:mod:`.restrictions`) on the object ``on`` until end of turn. A scope of "your opponents"
    means the opponents of the effect's controller, fixed as it resolves (the handler writes
    ``opponents_of_N``), whoever controls the creature. With ``filter``, every permanent it
    matches as the effect resolves (611.2c)."""

    KIND: ClassVar[str] = "untargetable_turn"
    on: Ref = ""
    rule: str = ""
    filter: Filter | None = None  # "creatures you control can't be the targets of …" (611.2c)
