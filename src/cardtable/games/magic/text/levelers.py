"""The words of a leveler card's level symbols (CR 711.2; oracle/levelers_9.py): "LEVEL 1-3",
its power/toughness box, then the abilities of its striation, one a line."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from cardtable.games.magic.model import Ability, CardDef, ContinuousEffect, StaticAbility
from cardtable.games.magic.model.levelers import level_range


def leveler_lines(ability: Ability, card: CardDef,
                  render: Callable[[CardDef], list[str]]) -> list[str] | None:
    """A level symbol's lines; ``None`` for any other ability. ``render`` words the granted
    abilities (the renderer's own ``render_abilities``)."""
    if not isinstance(ability, StaticAbility) or ability.condition is None:
        return None
    levels = level_range(ability.condition)
    effects = ability.effects
    if levels is None or not effects or not all(
            isinstance(e, ContinuousEffect) and e.affected == "self" for e in effects):
        return None
    box = effects[0]
    if box.layer != "7b" or not isinstance(box.power, int) or not isinstance(box.toughness, int):
        return None
    granted: tuple[Ability, ...] = ()
    grant = effects[-1]
    if len(effects) == 2 and grant == ContinuousEffect(
            layer="6", affected="self", add_keywords=grant.add_keywords,
            add_abilities=grant.add_abilities):
        granted = grant.add_keywords + grant.add_abilities  # the keywords print first
    elif len(effects) != 1:
        return None
    low, high = levels
    symbol = f"LEVEL {low}+" if high is None else f"LEVEL {low}-{high}"
    words = render(replace(card, abilities=granted)) if granted else []
    return [symbol, f"{box.power}/{box.toughness}", *words]
