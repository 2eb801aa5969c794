"""Trigger events, ninth wave (issue 29, h9-TRG): the builder of the grammar block "issue 29,
h9-TRG" of ``grammar.lark``; the words back are ``text/trigger_events_9.py``.

"Whenever ~ blocks / becomes blocked by / blocks or becomes blocked by one or more NOUNS" (Rashka
the Slayer, Dread Wight's cousins; CR 509.1, 509.1h): the blockers are declared at once, one
event (603.2c), so the ability triggers once however many of its blocks match — unlike "blocks a
NOUN", once for each. The ``Trigger`` is the one-at-a-time event with ``wording="one_or_more"``;
``triggers.blocks_declared`` fires it once. No "that creature" names one of them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin

#: ``Trigger.wording`` of a batched block event (``triggers.py`` fires it once)
ONE_OR_MORE = "one_or_more"

#: the trigger rules whose "it" is ~ itself though the event's object is another: "Whenever you
#: cast a spell that targets ~, put a +1/+1 counter on it." (Bloodcrazed Hoplite, Sage of
#: Hours; CR 603.2, 608.2k) — the engine's "it" is the spell cast, so "it" is read as ~ (the
#: ``"as:it:self"`` reference of ``compiler._it_subject``)
IT_IS_SELF_9 = frozenset({"trig_heroic"})

#: ``Trigger.rider`` of "becomes the target of an instant or sorcery spell" (``triggers.py``)
INSTANT_OR_SORCERY = "instant_or_sorcery"
#: the trigger rules whose "it" / "that creature" is the object the event names, by the
#: subject rule of their first child (``compiler._it_subject``)
IT_SUBJECT_RULES_9 = frozenset({"trig_targeted_by_instant_9"})


def it_subject_9(tree: Tree[Token]) -> str:
    """``"self"`` for an event of ~ itself, else ``"filter"`` (the object the event names)."""
    first = tree.children[0] if tree.children else None
    return "self" if isinstance(first, Tree) and str(first.data) in (
        "evs_self", "evs_self_when") else "filter"


@v_args(inline=True)
class TriggerEvents9(BuilderMixin):
    """Mixed into ``compiler._Build``."""

    def trig_player_gains_life_9(self, who: Token) -> m.Trigger:
        """"Whenever an opponent / a player gains life" (CR 119.3, 603.2): "that many" is the
        life gained; an opponent's gain only, for "an opponent" (``triggers.life_gained``)."""
        return m.Trigger("gain_life", whose="opponent" if "opponent" in str(who).lower()
                         else "each")

    def trig_targeted_by_instant_9(self, subject: Any, owner: Token | None = None) -> m.Trigger:
        """"Whenever SUBJECT becomes the target of an instant or sorcery spell [an opponent
        controls / you control]" (CR 115.1): the spell event with its card types."""
        found = self.trig_targeted_by_spell(subject, owner)  # type: ignore[attr-defined]
        assert isinstance(found, m.Trigger)
        return replace(found, rider=INSTANT_OR_SORCERY)

    def trig_blocks_many_9(self, noun: Any) -> m.Trigger:
        """"Whenever ~ blocks one or more NOUNS" (CR 509.1, 603.2c)."""
        return m.Trigger("blocks_creature", filter=noun.filter, wording=ONE_OR_MORE)

    def trig_blocked_by_many_9(self, noun: Any) -> m.Trigger:
        """"Whenever ~ becomes blocked by one or more NOUNS" (CR 509.1h, 603.2c)."""
        return m.Trigger("blocked_by", filter=noun.filter, wording=ONE_OR_MORE)

    def trig_blocks_or_blocked_by_many_9(self, noun: Any) -> tuple[m.Trigger, m.Trigger]:
        """"Whenever ~ blocks or becomes blocked by one or more NOUNS": two events (it blocks,
        or it is an attacker blocked), one ability for each, one printed line."""
        return (self.trig_blocks_many_9(noun), self.trig_blocked_by_many_9(noun))
