"""The words of the EV2 pieces of issue 29 (damage, destroy, sacrifice, counter, copy, create)
that need more than a phrase inside an existing render: a damage amount replaced "instead"
(CR 608.2c)."""

from __future__ import annotations

from cardtable.games.magic.model import ReplacementAbility
from cardtable.games.magic.model.effects import Conditional, DealDamage
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.words import (
    SELF_NAME,
    Context,
    RenderError,
    _is_spell_card,
    amount_value,
    capitalize,
    filter_phrase,
)


def damage_instead_text(effect: Conditional, ctx: Context, usual: str) -> str:
    """"~ deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead."
    (Burst Lightning), "… ~ deals 5 damage instead if you control a Chandra planeswalker."
    (Chandra's Triumph): the usual sentence, then the amount that replaces it."""
    (instead,) = effect.effects
    if not isinstance(instead, DealDamage):
        raise RenderError("an 'instead' wording on something other than damage")
    who = "it" if effect.says.endswith("_it") else SELF_NAME
    deals = f"{who} deals {amount_value(instead.amount)} damage instead"
    condition = condition_text(effect.condition)
    if effect.condition.kind == "kicked" and _is_spell_card(ctx.card):
        condition = "this spell was kicked"  # an instant's or sorcery's own words
    if effect.says.startswith("if_"):
        return f"{usual}. If {condition}, {deals}"
    return f"{usual}. {capitalize(deals)} if {condition}"


def additional_counters_text(r: ReplacementAbility) -> str | None:
    """"Each other creature you control enters with an additional +1/+1 counter on it." (and
    "As long as COND, …"); ``None`` for any other replacement."""
    if not (r.event == "enters" and r.action == "counters" and r.applies_to == "filter"
            and r.text == "additional" and r.filter is not None):
        return None
    line = f"each {filter_phrase(r.filter)} enters with an additional {r.counter} counter on it."
    if r.condition is not None:
        return f"As long as {condition_text(r.condition)}, {line}"
    return capitalize(line)
