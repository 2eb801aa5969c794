"""Emblems (CR 114).

"You get an emblem with "ABILITY"" (:class:`~cardtable.games.magic.model.GetEmblem`)
puts an emblem into the command zone (114.1): an object with no characteristics other than the
abilities the effect gave it (114.3), owned and controlled by the player who got it (114.2).
Its abilities work from the command zone (114.4): activated ones as a permanent's
(:func:`cardtable.games.magic.priority.emblem_actions`), static ones in the layers with the
emblem's timestamp (layers.py:
"Creatures you control get +2/+2 and have flying." — the player who has it is "you", 114.2),
triggered ones where the trigger events are noticed (triggers.py, :data:`EMBLEM_EVENTS`:
"At the beginning of your upkeep, …", "Whenever you cast a spell, …"). Nothing can affect it
(114.5 — no effect of the engine looks into the command zone for objects: targets, filters
and counts read the battlefield, the stack and the other zones), it is not a card and not a
token (it has no physical card and never ceases to exist, 114.1), and it leaves only when its
owner leaves the game (800.4a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import Ability, CardDef
from cardtable.games.magic.objects import COMMAND, GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState

EMBLEM_TYPE = "Emblem"


def create_emblem(game: GameServices, player: int, abilities: tuple[Ability, ...],
                  source_name: str) -> GameObject:
    """114.1: ``player`` gets an emblem with ``abilities`` (named after its source for the
    views and the log, as printed emblems are: "Emblem — Ob Nixilis")."""
    state = game.state
    card = CardDef(name=f"{source_name} emblem" if source_name else "emblem",
                   type_line=EMBLEM_TYPE, abilities=abilities)
    obj = GameObject(state.new_id(), card, player, player, COMMAND, emblem=True,
                     uid=-state.next_uid, timestamp=state.new_timestamp())
    state.next_uid += 1
    state.objects[obj.id] = obj
    state.players[player].zones[COMMAND].append(obj.id)
    state.touch()
    game.log("emblem", player, name=card.name, id=obj.id)
    return obj


#: the trigger events triggers.py looks for on emblems too (114.4)
EMBLEM_EVENTS = frozenset({"upkeep", "draw_step", "precombat_main", "beginning_of_combat",
                           "end_step", "cast", "enters", "gain_life", "discard", "draw"})
#: what a static ability of an emblem can affect: the objects its filter selects
EMBLEM_STATIC_AFFECTS = frozenset({"filter"})


def emblem_ids(state: MagicState) -> list[int]:
    """Every player's emblems, in turn order (114.4: their abilities work from there)."""
    return [oid for p in state.players for oid in state.zone(p.index, COMMAND)
            if state.objects[oid].emblem]


def emblems(game: GameServices, player: int) -> list[GameObject]:
    state = game.state
    return [state.objects[i] for i in state.zone(player, COMMAND) if state.objects[i].emblem]


def end_turn_triggers(state: MagicState) -> None:
    """514.2: the delayed triggered abilities that last "this turn" (603.7a; h8-trg,
    ``effects/turn_triggers.py``) end with the turn's "until end of turn" effects: their
    holders cease to exist (the stack is empty in the cleanup step, so none of their
    abilities waits to resolve)."""
    for oid in state.turn_triggers:
        obj = state.objects.pop(oid, None)
        if obj is not None and oid in state.players[obj.owner].zones[COMMAND]:
            state.players[obj.owner].zones[COMMAND].remove(oid)
    if state.turn_triggers:
        state.turn_triggers.clear()
        state.touch()
