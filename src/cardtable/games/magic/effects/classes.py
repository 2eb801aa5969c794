"""The interpreter's handler for a Class's level bar (CR 716.2a), registered with
``@handles``: "This Class's level becomes N" sets the designation (716.2b), which turns on the
abilities printed under the bar (a static ability of the Class, layer 6), and "When this Class
becomes level N" triggers."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.classes import BECOMES_LEVEL
from cardtable.games.magic.objects import BATTLEFIELD


@handles(m.SetClassLevel)
def _set_class_level(ctx: Context, e: m.SetClassLevel, _a: tuple[Any, ...]) -> None:
    game = ctx.game
    state = game.state
    obj = state.objects.get(ctx.source_id)
    if obj is None or obj.zone != BATTLEFIELD:
        return  # the Class left: a new object, level 1 (716.2b, 400.7)
    state.class_levels[obj.id] = e.level
    state.touch()
    controller = chars(state, obj).controller
    game.log("class_level", controller, id=obj.id, name=obj.card.name, level=e.level,
             why=f"its level becomes {e.level} (CR 716.2a)")
    for ability in chars(state, obj).abilities:  # now granted by the level reached
        if isinstance(ability, m.TriggeredAbility) and ability.trigger.event == BECOMES_LEVEL \
                and e.level in ability.trigger.chapters:
            game.trigger(obj, controller, ability, {})
