"""Words for the instructions of ``oracle/conditions_9.py`` (issue 29, round 9, h9-cnd):
"If COND, A. Otherwise, B." and "A if COND. Otherwise, B." (``Conditional.wording``); read by
:func:`cardtable.games.magic.text.phrases.effect_text`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import CardDef, StaticAbility
from cardtable.games.magic.model.conditions_7 import ATTACHED_FOLDED
from cardtable.games.magic.model.conditions_9 import (
    BRANCH,
    INSTEAD_LEAD_JOINED,
    ITS_WHILE,
    OTHERWISE,
    OTHERWISE_AFTER,
    OTHERWISE_IF,
)
from cardtable.games.magic.model.effects import Conditional, Effect
from cardtable.games.magic.text.conditions_7 import ATTACHED_NOUNS, _attached_kind
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.reentry import effects_text

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext


def conditions_9_text(effect: Effect, ctx: RenderContext) -> str | None:
    """The two branches of an "Otherwise" conditional, each with its own joins."""
    if not isinstance(effect, Conditional) or effect.wording not in (
            OTHERWISE, OTHERWISE_AFTER, OTHERWISE_IF, INSTEAD_LEAD_JOINED):
        return None
    if not effect.otherwise:
        return None
    if effect.wording == INSTEAD_LEAD_JOINED:  # "USUAL. If COND, instead A, then B."
        joins = tuple(effect.joins)
        cut = joins.index(BRANCH) if BRANCH in joins else len(effect.otherwise) - 1
        usual = effects_text(effect.otherwise, ctx, sentence=False, joins=joins[:cut])
        inner = effects_text(effect.effects, ctx, sentence=False, joins=joins[cut + 1:])
        return f"{usual}. If {condition_text(effect.condition)}, instead {inner}"
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


def attached_its_text(ability: StaticAbility, card: CardDef,
                      static_text: Callable[[StaticAbility, CardDef], str]) -> str | None:
    """"Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."
    (an ``ATTACHED_FOLDED`` static worded :data:`ITS_WHILE`)."""
    c = ability.condition
    if c is None or c.kind != ATTACHED_FOLDED or c.state != ITS_WHILE or c.filter is None or \
            c.ref not in ATTACHED_NOUNS:
        return None
    kind = _attached_kind(c.filter, "")
    if kind is None:
        return None
    first = tuple(replace(e, filter=None) for e in ability.effects if e.filter == c.filter)
    other = tuple(replace(e, filter=None) for e in ability.effects if e.filter != c.filter)
    if not first:
        return None
    inner = static_text(StaticAbility(effects=first), card).removesuffix(".")
    text = f"{inner} as long as it's {kind}."
    if other:
        rest = static_text(StaticAbility(effects=other), card)
        head = ATTACHED_NOUNS[c.ref].capitalize() + " "
        if not rest.startswith(head):
            return None
        text += " Otherwise, it " + rest[len(head):]
    return text
