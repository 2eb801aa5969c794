"""Parse tree → model values for the templates of the Commander precons (issues 10 and 16):
commander colour identity (CR 903.4), commanders as objects (903.3d), Auras that enchant a
player (303.4, 702.5d), the attack events of multiplayer (506.2, 802) and the one-shot effects
of the four decks. Mixed into :class:`~cardtable.games.magic.oracle.compiler._Build` like
:class:`~cardtable.games.magic.oracle.families.Families`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.mana import IDENTITY


@v_args(inline=True)
class CommanderFamilies(Transformer[Token, Any]):
    """The builder supplies ``targets`` and ``_target``."""

    def e_add_identity(self) -> m.Effect:
        """"Add one mana of any color in your commander's color identity." (CR 903.4,
        903.4f: none when the player has no commander)."""
        return m.AddMana(choices=(IDENTITY,))

    def e_group_sac_greatest(self, group: Token, article: Token, noun: Any,
                             many: Any) -> m.Effect:
        """"Each opponent sacrifices a creature with the greatest power among creatures that
        player controls." (CR 701.17a; ties: the player chooses among them)."""
        if noun.filter != many.filter:
            raise ValueError("the sacrificed noun and the compared noun differ")
        who = "each_opponent" if str(group).lower() == "each opponent" else "each_player"
        return m.Sacrifice(who=who, filter=noun.filter, greatest_power=True)
