"""Parse tree → state triggers (CR 603.8): "When CONDITION, EFFECT", where CONDITION is any
condition of the shared ``condition`` sub-grammar that describes the game state ("When you
control no Islands, sacrifice ~." — Dandân, Zhou Yu's Sea Serpent family). Mixed into the
builder :class:`~cardtable.games.magic.oracle.compiler._Build`; the engine side is
:mod:`cardtable.games.magic.state_triggers`.

Only conditions that are a state of the game read as a state trigger. "When you do" (a
reflexive trigger, CR 603.12), "if it was kicked", "if you cast this spell during your main
phase" and the like are about an event or a spell, never a state the game can match later."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError

STATE_CONDITIONS = frozenset({
    "you_control", "opponent_controls", "cards_in_zone", "self_is", "life_at_most",
    "life_at_least", "hand_at_least", "hand_at_most",
})
"""Condition kinds that are a state of the game, so "When …" over them is a state trigger."""


@v_args(inline=True)
class StateTriggerFamilies(BuilderMixin):
    """"When CONDITION" (CR 603.8)."""

    def trig_state(self, condition: m.Condition) -> m.Trigger:
        if condition.kind not in STATE_CONDITIONS:
            raise FamilyError(f"'When' over the condition {condition.kind!r} is not a state "
                              "trigger")
        return m.Trigger(event="state", condition=condition)

    def c_control_none_other(self, noun: _Noun) -> m.Condition:
        """"you control no other artifacts": not one besides this object (CR 109.5)."""
        if noun.filter.controller != "any":
            raise FamilyError("a controller inside 'you control no other …'")
        return m.Condition(kind="you_control", filter=replace(noun.filter, other=True),
                           negate=True)
