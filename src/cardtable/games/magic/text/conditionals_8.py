"""Words for the conditional instructions of ``oracle/conditions_8.py`` (issue 29, round 8):
"EFFECT if COND" and "USUAL. If COND, instead EFFECT" (``Conditional.wording``); read by
:func:`cardtable.games.magic.text.phrases.effect_text`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.conditions_8 import AFTER, INSTEAD_LEAD
from cardtable.games.magic.model.effects import Conditional, Effect
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.reentry import effects_text

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext


def conditionals_8_text(effect: Effect, ctx: RenderContext) -> str | None:
    """"EFFECT if COND" and "USUAL. If COND, instead EFFECT" (``Conditional.wording``)."""
    if not isinstance(effect, Conditional) or effect.wording not in (AFTER, INSTEAD_LEAD):
        return None
    if effect.wording == AFTER and not effect.otherwise:
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"{inner} if {condition_text(effect.condition)}"
    if effect.wording == INSTEAD_LEAD and effect.otherwise:
        usual = effects_text(effect.otherwise, ctx, sentence=False)  # names the target first
        condition = condition_text(effect.condition)
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"{usual}. If {condition}, instead {inner}"
    return None
