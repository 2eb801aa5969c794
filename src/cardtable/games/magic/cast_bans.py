"""Static bans on casting spells (CR 101.2: the "can't" wins over any permission): "Your
opponents can't cast blue creature spells." (Llawan, Cephalid Empress), "Players can't cast
spells during combat." (Basandra), "Your opponents can't cast spells during your turn."
(Dragonlord Dromoka), "Your opponents can't cast spells with the same name as the exiled
card." (Ixalan's Binding: the cards exiled with the source, 607.2a). The ban binds the
players ``affected`` names — its controller (``"you"``), each opponent of its controller
(``"opponents"``) or everyone (``"players"``) — for the spells its ``filter`` matches (the
card's characteristics as it would be cast), always or only during its controller's turn or
during combat (``CAST_BAN_WHEN``). The exiled card is known only where the exile links the
cards to the source (an "until ~ leaves the battlefield" exile does; support.py refuses a
card whose exile does not).

Asked by ``priority`` before a cast is offered, as "can't cast … this turn"
(``player_protection.cast_forbidden``) and Rule of Law are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.layers import battlefield_chars, matches
from cardtable.games.magic.model import StaticAbility
from cardtable.games.magic.model.statics_8 import CANT_CAST_SPELLS, EXILED_NAME
from cardtable.games.magic.objects import EXILE, GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

COMBAT_STEPS = frozenset({"begin_combat", "declare_attackers", "declare_blockers",
                          "first_strike_damage", "combat_damage", "end_combat"})


def cast_banned(state: MagicState, player: int, obj: GameObject) -> bool:
    """Whether a static ban says ``player`` can't cast ``obj`` as a spell now."""
    for source_id, c in battlefield_chars(state).items():
        for ability in c.abilities:
            if not isinstance(ability, StaticAbility) or ability.condition is not None:
                continue
            for e in ability.effects:
                if e.layer != "rules" or not e.rule.startswith(CANT_CAST_SPELLS):
                    continue
                if not _binds(e.affected, c.controller, player):
                    continue
                when = e.rule.partition(":")[2]
                if (when == "your_turn" and state.active != c.controller) or (
                        when == "combat" and state.step not in COMBAT_STEPS):
                    continue
                if when == EXILED_NAME:  # "with the same name as the exiled card" (607.2a)
                    if obj.card.name in _exiled_names(state, source_id):
                        return True
                    continue
                if e.filter is None or matches(state, obj, e.filter, c.controller, source_id):
                    return True
    return False


def _binds(affected: str, controller: int, player: int) -> bool:
    return affected == "players" or (affected == "you" and controller == player) or (
        affected == "opponents" and controller != player)


def _exiled_names(state: MagicState, source_id: int) -> set[str]:
    """The names of the cards exiled with ``source_id`` still in exile (607.2a)."""
    return {state.objects[i].card.name for i in state.linked_exile.get(source_id, ())
            if i in state.objects and state.objects[i].zone == EXILE}
