"""Words for the instructions of ``oracle/conditions_9.py`` (issue 29, round 9, h9-cnd):
"If COND, A. Otherwise, B." and "A if COND. Otherwise, B." (``Conditional.wording``); read by
:func:`cardtable.games.magic.text.phrases.effect_text`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model.conditions_9 import (
    BRANCH,
    OTHERWISE,
    OTHERWISE_AFTER,
    OTHERWISE_IF,
)
from cardtable.games.magic.model.effects import Conditional, Effect
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.reentry import effects_text

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext


def conditions_9_text(effect: Effect, ctx: RenderContext) -> str | None:
    """The two branches of an "Otherwise" conditional, each with its own joins."""
    if not isinstance(effect, Conditional) or effect.wording not in (OTHERWISE,
                                                                       OTHERWISE_AFTER,
                                                                       OTHERWISE_IF):
        return None
    if not effect.otherwise:
        return None
    if effect.wording == OTHERWISE_IF:  # "If C1, A. If C2, B. Otherwise, C."
        first = effects_text(effect.effects, ctx, sentence=False, joins=effect.joins)
        rest = conditions_9_text(effect.otherwise[0], ctx) if len(effect.otherwise) == 1 \
            else None
        if rest is None:
            return None
        return f"if {condition_text(effect.condition)}, {first}. {rest[0].upper()}{rest[1:]}"
    joins = tuple(effect.joins)
    cut = joins.index(BRANCH) if BRANCH in joins else len(effect.effects) - 1
    first = effects_text(effect.effects, ctx, sentence=False, joins=joins[:cut])
    other = effects_text(effect.otherwise, ctx, sentence=False, joins=joins[cut + 1:])
    condition = condition_text(effect.condition)
    if effect.wording == OTHERWISE:
        return f"if {condition}, {first}. Otherwise, {other}"
    return f"{first} if {condition}. Otherwise, {other}"
