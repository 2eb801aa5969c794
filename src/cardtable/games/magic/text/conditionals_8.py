"""Words for the conditional instructions of ``oracle/conditions_8.py`` (issue 29, round 8):
"EFFECT if COND" and "USUAL. If COND, instead EFFECT" (``Conditional.wording``); read by
:func:`cardtable.games.magic.text.phrases.effect_text`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import CardDef, StaticAbility
from cardtable.games.magic.model.conditions_8 import (
    AFTER,
    AND_ATTACK_DESPITE_DEFENDER,
    INSTEAD_LEAD,
    STATIC_IF,
    THEN_IF,
)
from cardtable.games.magic.model.effects import Conditional, Effect, GrantAbilities
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import _is_spell_card

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext


def conditionals_8_text(effect: Effect, ctx: RenderContext) -> str | None:
    """"EFFECT if COND" and "USUAL. If COND, instead EFFECT" (``Conditional.wording``); "…
    and can attack this turn as though it didn't have defender" (``GrantAbilities.wording``)."""
    if isinstance(effect, GrantAbilities) and effect.wording == AND_ATTACK_DESPITE_DEFENDER:
        return "can attack this turn as though it didn't have defender"
    if not isinstance(effect, Conditional) or effect.wording not in (AFTER, INSTEAD_LEAD,
                                                                       THEN_IF):
        return None
    if effect.wording == THEN_IF and not effect.otherwise:
        inner = effects_text(effect.effects, ctx, sentence=False, joins=effect.joins)
        return f"then if {condition_text(effect.condition)}, {inner}"
    if effect.wording == AFTER and not effect.otherwise:
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"{inner} if {condition_text(effect.condition)}"
    if effect.wording == INSTEAD_LEAD and effect.otherwise:
        usual = effects_text(effect.otherwise, ctx, sentence=False)  # names the target first
        condition = condition_text(effect.condition)
        if effect.condition.kind == "kicked" and _is_spell_card(ctx.card):  # h9-kw
            condition = "this spell was kicked"  # an instant's or sorcery's own words
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"{usual}. If {condition}, instead {inner}"
    return None


def static_if_text(ability: StaticAbility, card: CardDef,
                   static_text: Callable[[StaticAbility, CardDef], str]) -> str | None:
    """"SUBJECT PARTS if COND." (a static whose one-part ``any_of`` condition says "if")."""
    c = ability.condition
    if c is None or not ability.condition_after or c.kind != "any_of" or c.negate or \
            c.state != STATIC_IF or len(c.all_of) != 1:
        return None
    inner = static_text(replace(ability, condition=None, condition_after=False), card)
    return f"{inner.removesuffix('.')} if {condition_text(c.all_of[0])}."
