"""Casting from a graveyard once each turn (CR 601.2, 601.3): "During each of your turns, you
may cast a creature spell from your graveyard." (Karador, Ghost Chieftain; Gisa and Geralf with
"a Zombie creature spell"), "Once during each of your turns, you may cast an instant or sorcery
spell from your graveyard. If a spell cast this way would be put into your graveyard, exile it
instead." (Kess, Dissident Mage).

The permission is a static ability of a permanent (``rules`` :data:`CAST_GRAVEYARD_TURN`, the
spell class in the effect's filter). During its controller's turn each source allows one spell
of its class from that player's graveyard, cast with its normal timing for its mana cost (the
way :data:`GRAVEYARD_TURN`); casting one uses the permission of the first source that allows it
for the rest of the turn (``MagicState.graveyard_turn_uses``). A spell cast with a permission
that carries the exile rider is noted :data:`EXILE_NOTE` and goes to exile instead of its
owner's graveyard (614.1a; :func:`cardtable.games.magic.costs.leaves_stack_to`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import matches, your_rule_effects
from cardtable.games.magic.model.vocabulary import CAST_GRAVEYARD_TURN
from cardtable.games.magic.objects import GRAVEYARD, GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

GRAVEYARD_TURN = "from_graveyard"  # the way of casting (costs.ways_to_cast): its mana cost
EXILE_NOTE = "graveyard_turn_exile"  # cast with Kess's rider: exiled instead of the graveyard


def _permissions(state: MagicState, player: int) -> list[tuple[m.ContinuousEffect, int]]:
    """The graveyard-casting permissions of the permanents ``player`` controls, with their
    sources, in battlefield order."""
    return your_rule_effects(state, player,
                             lambda rule: rule.partition(":")[0] == CAST_GRAVEYARD_TURN)


def _open(state: MagicState, player: int, obj: GameObject) -> list[tuple[m.ContinuousEffect,
                                                                          int]]:
    """The permissions not used this turn that let ``player`` cast ``obj`` now."""
    if state.active != player or obj.zone != GRAVEYARD or obj.owner != player:
        return []
    return [(e, source) for e, source in _permissions(state, player)
            if (state.turn, source) not in state.graveyard_turn_uses
            and (e.filter is None or matches(state, obj, e.filter, player, source))]


def ways(state: MagicState, player: int, obj: GameObject) -> list[str]:
    """``[GRAVEYARD_TURN]`` when a permission lets ``player`` cast ``obj`` from their graveyard
    now, else ``[]``."""
    return [GRAVEYARD_TURN] if _open(state, player, obj) else []


def use(state: MagicState, player: int, obj: GameObject) -> frozenset[str]:
    """``obj`` is being cast with a permission: the first open one is used for this turn; the
    cast notes it adds (:data:`EXILE_NOTE` with the exile rider)."""
    allowed = _open(state, player, obj)
    if not allowed:
        return frozenset()
    effect, source = allowed[0]
    state.graveyard_turn_uses.add((state.turn, source))
    return frozenset({EXILE_NOTE}) if "exile" in effect.rule.split(":")[1:] else frozenset()
