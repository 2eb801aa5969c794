"""Playing from the top of a library (CR 401.2, 601.2, 305.1): "You may look at the top card
of your library any time." and "You may play lands and cast spells from the top of your
library. If you cast a spell this way, pay life equal to its mana value rather than pay its
mana cost." (Bolas's Citadel; the alternative cost of CR 118.9, paid with life, 119.4).

A static ability of a permanent its controller controls gives the permission (``rules`` of
:mod:`~cardtable.games.magic.model.vocabulary`): :func:`playable_top` is what the priority
room adds to the hand; :func:`sees_top` what the view shows its player alone (401.2: no one
else may look). A land played from the top uses the land drop (305.2); a spell cast from it is
cast with its normal timing (117.1a), for life with the ``_LIFE`` variant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.cards.mana import ManaCost
from cardtable.games.magic import model as m
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.vocabulary import LOOK_TOP, PLAY_TOP, PLAY_TOP_LIFE
from cardtable.games.magic.objects import LIBRARY
from cardtable.games.magic.player_protection import life_cant_change

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

TOP_LIFE = "top_life"  # the way of casting (costs.ways_to_cast): life equal to mana value


def _rules(state: MagicState, player: int) -> set[str]:
    found: set[str] = set()
    for oid in state.battlefield:
        c = chars(state, state.objects[oid])
        if c.controller != player:
            continue
        for ability in c.abilities:
            if isinstance(ability, m.StaticAbility) and ability.condition is None:
                found.update(e.rule for e in ability.effects
                             if e.layer == "rules" and e.affected == "you")
    return found


def top_card(state: MagicState, player: int) -> int | None:
    library = state.zone(player, LIBRARY)
    return library[0] if library else None


def sees_top(state: MagicState, player: int) -> bool:
    """Whether ``player`` may look at the top card of their library now (401.2)."""
    return bool(_rules(state, player) & {LOOK_TOP, PLAY_TOP, PLAY_TOP_LIFE})


def playable_top(state: MagicState, player: int) -> list[int]:
    """The top card of ``player``'s library when they may play it (``[]`` otherwise)."""
    top = top_card(state, player)
    if top is None or not _rules(state, player) & {PLAY_TOP, PLAY_TOP_LIFE}:
        return []
    return [top]


def top_ways(state: MagicState, player: int, obj_id: int, normal: str) -> list[str]:
    """The ways the top card ``obj_id`` may be cast: ``normal`` (its mana cost) with "You may
    … cast spells from the top of your library", :data:`TOP_LIFE` with the life variant —
    only while the player can pay that life (119.4, 119.8) and the card has no X (107.3: no
    X is chosen when no mana cost is paid)."""
    rules = _rules(state, player)
    ways: list[str] = []
    if PLAY_TOP in rules:
        ways.append(normal)
    card = state.objects[obj_id].card
    if PLAY_TOP_LIFE in rules and "X" not in card.mana_cost and not life_cant_change(
            state, player) and state.players[player].life >= mana_value_of(card):
        ways.append(TOP_LIFE)
    return ways


def mana_value_of(card: m.CardDef) -> int:
    return int(ManaCost.parse(card.mana_cost).mana_value) if card.mana_cost else 0
