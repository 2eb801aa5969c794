"""The targets of "USUAL. If this spell was kicked, instead EFFECT." (CR 702.33d, 702.33g, 601.2c;
issue 29, h9-kw). Bloodchief's Thirst: "Destroy target creature or planeswalker with mana
value 2 or less. If this spell was kicked, instead destroy target creature or planeswalker."
— a kicked Thirst has only the second target word, an unkicked one only the first: the
player announces kicker (601.2b) before choosing targets (601.2c), so each branch's own targets
exist only under its side of the condition (``TargetSpec.condition``, read by
``casting._ask_targets`` from the announced kick). A target both branches name stays
unconditional."""

from __future__ import annotations

import re
from dataclasses import replace

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_8 import INSTEAD_LEAD

_TARGET_REF = re.compile(r"'target:(\d+)")


def _targets_named(effects: tuple[m.Effect, ...]) -> set[int]:
    """The target indexes ``effects`` refer to (``"target:N"`` in any of their references)."""
    return {int(i) for i in _TARGET_REF.findall(repr(effects))}


def kicked_instead_targets(ability: m.Ability) -> m.Ability:
    """``ability`` with each target named by only one branch of its kicked "instead"
    conditioned on that branch; any other ability unchanged."""
    if not isinstance(ability, m.SpellAbility) or len(ability.effects) != 1:
        return ability
    effect = ability.effects[0]
    if not (isinstance(effect, m.Conditional) and effect.wording == INSTEAD_LEAD
            and effect.condition == m.Condition("kicked") and effect.otherwise):
        return ability
    kicked, usual = _targets_named(effect.effects), _targets_named(effect.otherwise)
    if kicked == usual:
        return ability
    specs = list(ability.targets)
    for index, spec in enumerate(specs):
        if spec.condition is not None:
            return ability
        if index in kicked - usual:
            specs[index] = replace(spec, condition=m.Condition("kicked"))
        elif index in usual - kicked:
            specs[index] = replace(spec, condition=m.Condition("kicked", negate=True))
    return replace(ability, targets=tuple(specs))
