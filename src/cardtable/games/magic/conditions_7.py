"""Conditions of issue 29, round 7 (h7-cnd), for triggered and activated abilities and spells
(:func:`rules_support.condition_holds`). The kinds are in ``model/conditions_7.py``; the
compiler is ``oracle/conditions_7.py``.

* ``attached_now``: the object the ability's source is attached to (an Aura's enchanted
  permanent, CR 303.4) matches the condition's filter now — "if enchanted permanent is tapped"
  (CR 603.4: checked as the ability triggers and again as it resolves).

(The static form, ``attached_folded``, is no question at all: the layers read its filter on
each effect, :func:`layers._affected`.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.games.magic.model.base import Condition, Filter
from cardtable.games.magic.model.conditions_7 import ATTACHED_NOW
from cardtable.games.magic.objects import GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

CONDITIONS_7 = frozenset({ATTACHED_NOW})
"""The kinds :func:`condition_7_holds` answers."""

Matches = Callable[[GameObject, Filter], bool]
"""Whether a permanent matches a filter by its characteristics now (the caller's
``layers.matches``, which this module cannot import)."""


def condition_7_holds(state: MagicState, condition: Condition, source: int,
                      matches_now: Matches) -> bool:
    """Whether ``condition`` (one of :data:`CONDITIONS_7`) holds, before ``negate``."""
    if condition.kind == ATTACHED_NOW:
        obj = state.objects.get(source)
        held = state.objects.get(obj.attached_to) if obj is not None and \
            obj.attached_to is not None else None
        return held is not None and held.zone == "battlefield" and \
            matches_now(held, condition.filter or Filter())
    return False
