"""Mana triggers of any player (issue 29, h6-E; CR 106.12a, 605.1b): "Whenever a player taps a
land for mana, that player adds one mana of any type that land produced." (Heartbeat of
Spring, Mana Flare) and "Whenever you tap a land for mana, add one mana of any type that land
produced." (Zendikar Resurgent). A triggered mana ability: it resolves at once, without the
stack (``mana.extra_mana``, the tapped land's mana known)."""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import PRODUCED_TYPE
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

_TAPPERS = {"a player": "each", "an opponent": "opponent"}


@v_args(inline=True)
class ManaTriggers(BuilderMixin):
    """The builder's half of the mana triggers of any player."""

    def trig_player_taps_land(self, who: Token) -> m.Trigger:
        """"Whenever a player / an opponent taps a land for mana" (CR 106.12a: a mana ability
        of the land with {T} in its cost was activated)."""
        return m.Trigger("tapped_for_mana", subject="filter",
                         filter=m.Filter(types=("Land",), controller="any"),
                         whose=_TAPPERS[str(who).lower()])

    def _produced(self, who: str) -> m.Effect:
        if self.trigger_rule not in ("trig_player_taps_land", "trig_tapped_for_mana"):
            raise FamilyError("'that land produced' with no land tapped for mana")
        if (who == "that_player") != (self.trigger_rule == "trig_player_taps_land"):
            raise FamilyError("the mana goes to the player who tapped the land")
        return m.AddMana(choices=(PRODUCED_TYPE,))

    def e_add_produced_type(self) -> m.Effect:
        """"add one mana of any type that land produced" (you tapped it; CR 106.12a)."""
        return self._produced("you")

    def e_player_adds_produced_type(self) -> m.Effect:
        """"that player adds one mana of any type that land produced" (the tapper's)."""
        return self._produced("that_player")
