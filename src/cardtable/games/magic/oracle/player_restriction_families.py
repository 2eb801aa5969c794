"""Parse tree → model values for "WHO can't VERB this turn" (issue 29 round 2, helper h6-B;
grammar block "issue 29 round 2 (h6-B)"): "Players can't gain life this turn." (Skullcrack,
CR 119.7), "Target player can't play lands this turn." (Solfatara, 305.2), "Your opponents
can't cast spells this turn." (Silence), "Target player can't cast creature spells this turn."
(Cease-Fire, 101.2). One effect, :class:`~cardtable.games.magic.model.PlayerTurnRule`, with any
player subject the grammar reads (``player_subject``: target player / opponent, each player /
opponent, that player …) and any single card type as the class of spells.

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`); the words are
:mod:`cardtable.games.magic.text.player_restrictions`, the engine
:mod:`cardtable.games.magic.player_protection`.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.player_restrictions import (
    TURN_CANT_CAST,
    TURN_CANT_GAIN_LIFE,
    TURN_CANT_PLAY_LANDS,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin

# (reference, printed subject) of the player groups said without "each"
_Who = tuple[str, str]


@v_args(inline=True)
class PlayerRestrictionFamilies(BuilderMixin):
    def tp_players(self) -> _Who:
        return ("each_player", "players")

    def tp_opponents(self) -> _Who:
        return ("each_opponent", "your opponents")

    def tp_you(self) -> _Who:
        return ("you", "")

    def tp_subject(self, ref: str) -> _Who:
        return (ref, "")

    def e_turn_cant_gain_life(self, who: _Who) -> m.Effect:
        return m.PlayerTurnRule(rule=TURN_CANT_GAIN_LIFE, who=who[0], wording=who[1])

    def e_turn_cant_play_lands(self, who: _Who) -> m.Effect:
        return m.PlayerTurnRule(rule=TURN_CANT_PLAY_LANDS, who=who[0], wording=who[1])

    def e_turn_cant_cast(self, who: _Who) -> m.Effect:
        return m.PlayerTurnRule(rule=TURN_CANT_CAST, who=who[0], wording=who[1])

    def e_turn_cant_cast_class(self, who: _Who, word: Token) -> m.Effect:
        low = str(word).lower()
        spells = m.Filter(not_types=(low[3:].capitalize(),)) if low.startswith("non") \
            else m.Filter(types=(low.capitalize(),))
        return m.PlayerTurnRule(rule=TURN_CANT_CAST, who=who[0], spells=spells,
                                wording=who[1])

    # -- statics of players (CR 702.11d, 702.18d, 101.2; player_rules.py) -----------------------
    def player_keyword_static(self, word: Token) -> m.StaticAbility:
        """"You have hexproof." (Leyline of Sanctity) / "You have shroud." (True Believer)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule=f"player_{str(word).lower()}", affected="you"),))

    def one_spell_static(self, who: Token) -> m.StaticAbility:
        """"Each player can't cast more than one spell each turn." (Rule of Law)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", rule="one_spell_per_turn",
            affected="you" if str(who).lower() == "you" else "players"),))

    # -- "Target creature can't be the target of … this turn." (CR 115.4, 611.2a) ---------------
    def e_untargetable_turn(self, what: str, _words: Token, rule: str) -> m.Effect:
        return m.UntargetableTurn(on=what, rule=rule)

    def e_untargetable_turn_all(self, noun: Any, _words: Token, rule: str) -> m.Effect:
        """"Creatures you control can't be the targets of … this turn." (Veilstone Amulet)."""
        return m.UntargetableTurn(rule=rule, filter=noun.filter)
