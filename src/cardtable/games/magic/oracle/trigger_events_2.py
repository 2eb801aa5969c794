"""More trigger events that compose (issue 29, h5-triggers; CR 603.2): each joins the
``trigger`` rule, so every effect, intervening "if" (603.4) and anaphor read after a trigger
reads after it too.

- "Whenever SUBJECT deals combat damage[ to a player or planeswalker], …" for every subject of
  the composed events (``triggers.combat_damage_dealt``, CR 510.2, 603.2c).
- "leaves the battlefield" as a verb of the composed events: "Whenever another creature you
  control leaves the battlefield", "When enchanted creature leaves the battlefield" (603.6c).
- "Whenever a source an opponent controls deals damage to you" (CR 120.3).
- A rider on any cast event — any caster ("you cast", "an opponent casts", "a player casts")
  × any spell noun × "during your turn", "during an opponent's turn", "during your main
  phase", "from your / their / a graveyard", "from your / their hand", "from anywhere other
  than your / their hand", "from your library", "from exile" (CR 601.2, 601.2a: the zone the
  spell was cast from; ``triggers.cast_rider_holds``).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.trigger_events import _Subject, _Verb

_CASTERS = {"you cast": m.YOU, "an opponent casts": "opponent", "a player casts": "each"}
# the rider's words → (Trigger.rider, the possessive the words need: "" any)
_RIDERS = {
    "during your turn": ("your_turn", ""), "during an opponent's turn": ("opponents_turn", ""),
    "during your main phase": ("your_main_phase", ""),
    "from your graveyard": ("from_graveyard", "your"),
    "from their graveyard": ("from_graveyard", "their"),
    "from a graveyard": ("from_graveyard", "a"),
    "from your hand": ("from_hand", "your"), "from their hand": ("from_hand", "their"),
    "from anywhere other than your hand": ("not_from_hand", "your"),
    "from anywhere other than their hand": ("not_from_hand", "their"),
    "from your library": ("from_library", "your"), "from exile": ("from_exile", ""),
}


@v_args(inline=True)
class TriggerEvents2(BuilderMixin):
    """The builder's half of the events of this module."""

    def trig_cast_rider(self, caster: Token, article: Token, noun: Any, rider: Token
                        ) -> m.Trigger:
        """"Whenever you cast a spell during an opponent's turn" / "Whenever an opponent casts
        a spell from anywhere other than their hand" (CR 601.2, 603.2)."""
        whose = _CASTERS[str(caster).lower()]
        kind, possessive = _RIDERS[str(rider).strip().lower()]
        wanted = {m.YOU: "your", "opponent": "their", "each": "a" if kind == "from_graveyard"
                  else "their"}[whose]
        if possessive and possessive != wanted:
            raise FamilyError(f"the rider's {possessive!r} does not name the caster")
        return m.Trigger("cast", subject="filter", filter=noun.filter, whose=whose, rider=kind)

    def trig_opponent_source_damage(self) -> m.Trigger:
        """"Whenever a source an opponent controls deals damage to you" (CR 120.3): "that
        player" is the source's controller, "that much" the damage (``triggers``'
        ``opponent_source_damaged_you``)."""
        return m.Trigger("opponent_source_damage_you")

    def trig_opponent_source_damage_when(self) -> m.Trigger:
        return m.Trigger("opponent_source_damage_you", wording="when")

    def ev_leaves(self) -> _Verb:
        """"leaves the battlefield" of any composed subject (CR 603.6c, 603.10a)."""
        return _Verb("leaves")

    def trig_combat_damage_any(self, subject: _Subject) -> m.Trigger:
        """"Whenever ~ / equipped creature / a creature you control deals combat damage, …"
        (any recipient; CR 510.2, 603.2c: once for the step's damage, "that much" its total)."""
        return _combat_trigger("deals_combat_damage_any", subject)

    def trig_combat_damage_player_or_pw(self, subject: _Subject) -> m.Trigger:
        """"Whenever ~ deals combat damage to a player or planeswalker" (CR 510.2)."""
        return _combat_trigger("deals_combat_damage_to_player_or_pw", subject)


def _combat_trigger(event: str, subject: _Subject) -> m.Trigger:
    if subject.kind not in (m.SELF, "filter", "enchanted", "equipped"):
        raise FamilyError("a combat damage event of no object")
    return m.Trigger(event, subject=subject.kind, filter=subject.filter,
                     wording=subject.wording)
