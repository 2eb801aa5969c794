"""Trigger events, second round of the ninth wave (issue 29, h9b-TRG): the builder of the grammar
block "issue 29, h9b-TRG" of ``grammar.lark``.

* **"EFFECT on equipped / enchanted creature if it's ADJECTIVE"** — "At the beginning of your
  upkeep, put a +1/+1 counter on equipped creature if it's blue." (Ring of Evos Isle and its four
  cousins; CR 608.2c): "it" is the attached permanent the effect itself named, checked as the
  effect resolves (``rules_support``'s ``ref_matches`` of ``"equipped"`` / ``"enchanted"``). Every
  other "EFFECT if it's …" is read as before (``conditions_8.c8_its_adj`` names the object).
* **"that creature gets +N/+N until end of turn"** after any trigger whose event names a
  creature — "Whenever ~ blocks or becomes blocked by a creature, that creature gets +1/+1 until
  end of turn." (Flailing Drake; CR 509.1h, 608.2h): the creature ``that_creature_ref`` binds,
  beside the filtered subjects ``commander_families.e_that_creature_pump`` reads.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

#: the references an effect's ``on`` names when it acts on the permanent an Aura / Equipment is
#: attached to (CR 301.5, 303.4)
_ATTACHED_REFS_9B = frozenset({"equipped", "enchanted"})


def _attached_ref_9b(effect: Any) -> str:
    """The one attached permanent ("equipped" / "enchanted") the effect acts on, else ''."""
    items = effect if isinstance(effect, list) else [effect]
    found = {getattr(item, "on", None) for item in items}
    if len(found) != 1:
        return ""
    only = found.pop()
    return only if isinstance(only, str) and only in _ATTACHED_REFS_9B else ""


@v_args(inline=True)
class TriggerEvents9bTrg(BuilderMixin):
    """Builder methods of the grammar block "issue 29, h9b-TRG" (mixed into ``_Build``)."""

    def trg9b_if_its_attached(self, effect: Any, *words: Token) -> list[m.Effect]:
        """"EFFECT if it's ADJ": "it" is the attached permanent the effect named, when it names
        one and no target (the nearest object before "it", CR 608.2c); otherwise the object
        "it's" names in every other clause (``conditions_8.c8_its_adj``)."""
        ref = _attached_ref_9b(effect)
        if not ref or self.targets:
            condition: m.Condition = self.c8_its_adj(*words)  # type: ignore[attr-defined]
        else:
            said = self.it_subject
            self.it_subject = "filter"  # read the words as characteristics of an object "it"
            try:
                condition = self.c8_its_adj(*words)  # type: ignore[attr-defined]
            finally:
                self.it_subject = said
            condition = replace(condition, ref=ref)
        out: list[m.Effect] = self.c8_if_after(effect, condition)  # type: ignore[attr-defined]
        return out

    @staticmethod
    def trg9b_clause(effects: list[m.Effect]) -> list[m.Effect]:
        """A clause of this block: its effects as built."""
        return effects

    def trg9b_that_creature_pump(self, pt: Token, duration: Token) -> m.Effect:
        """"that creature gets +N/+N until end of turn": the filtered subject's creature as
        before, else the creature the trigger's event names (blocks / becomes blocked by / is
        dealt combat damage by ~)."""
        try:
            pump: m.Effect = self.e_that_creature_pump(pt, duration)  # type: ignore[attr-defined]
            return pump
        except FamilyError:
            # as "that creature" the object of any effect reads it (trigger_events
            # .that_creature_ref: the event's creature, or the ability's one target creature)
            on = self.that_creature_ref()  # type: ignore[attr-defined]
        out: m.Effect = self.e_pump(on, pt, duration)  # type: ignore[attr-defined]
        return out
