"""Playing from the top of a library (CR 401.2, 601.2, 305.1): "You may look at the top card
of your library any time.", "Play with the top card of your library revealed.", "You may play
lands [and cast spells] from the top of your library.", "You may cast creature spells from the
top of your library." and "… If you cast a spell this way, pay life equal to its mana value
rather than pay its mana cost." (Bolas's Citadel; the alternative cost of CR 118.9, paid with
life, 119.4).

A static ability of a permanent its controller controls gives the permission (``rules`` of
:mod:`~cardtable.games.magic.model.vocabulary`, a spell class in the effect's ``filter``):
:func:`playable_top` is what the priority room adds to the hand; :func:`top_visible` what a
view shows (to its player alone, 401.2, unless it is revealed to all). A land played from the
top uses the land drop (305.2); a spell cast from it is cast with its normal timing (117.1a),
for life with the ``_LIFE`` variant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.cards.mana import ManaCost
from cardtable.games.magic import model as m
from cardtable.games.magic.layers import base_chars, matches, your_rule_effects
from cardtable.games.magic.model.vocabulary import (
    LOOK_TOP,
    PLAY_TOP,
    PLAY_TOP_LANDS,
    PLAY_TOP_LIFE,
    PLAY_TOP_SPELLS,
    REVEAL_TOP,
)
from cardtable.games.magic.objects import LIBRARY
from cardtable.games.magic.player_protection import life_cant_change

if TYPE_CHECKING:
    from cardtable.games.magic.state import MagicState

TOP_LIFE = "top_life"  # the way of casting (costs.ways_to_cast): life equal to mana value
_TOP_RULES = frozenset({LOOK_TOP, PLAY_TOP, PLAY_TOP_LIFE, REVEAL_TOP, PLAY_TOP_LANDS,
                        PLAY_TOP_SPELLS})
_LANDS = frozenset({PLAY_TOP, PLAY_TOP_LIFE, PLAY_TOP_LANDS})


def _permissions(state: MagicState, player: int) -> list[tuple[m.ContinuousEffect, int]]:
    """The top-of-library rules of the permanents ``player`` controls, with their sources."""
    return your_rule_effects(state, player, _TOP_RULES.__contains__)


def top_card(state: MagicState, player: int) -> int | None:
    library = state.zone(player, LIBRARY)
    return library[0] if library else None


def top_visible(state: MagicState, player: int, viewer: int) -> bool:
    """Whether ``viewer`` may see the top card of ``player``'s library now: revealed to all,
    or their own while they may look at it or play it (401.2)."""
    rules = {e.rule for e, _s in _permissions(state, player)}
    return REVEAL_TOP in rules or (viewer == player and bool(rules))


def playable_top(state: MagicState, player: int) -> list[int]:
    """The top card of ``player``'s library when they may play it (``[]`` otherwise)."""
    top = top_card(state, player)
    if top is None:
        return []
    permissions = _permissions(state, player)
    if "Land" in base_chars(state.objects[top]).types:
        return [top] if any(e.rule in _LANDS for e, _s in permissions) else []
    return [top] if _spell_ways(state, player, top, permissions, "") else []


def top_ways(state: MagicState, player: int, obj_id: int, normal: str) -> list[str]:
    """The ways the top card ``obj_id`` may be cast: ``normal`` (its mana cost) with "You may
    … cast [CLASS] spells from the top of your library", :data:`TOP_LIFE` with the life
    variant — only while the player can pay that life (119.4, 119.8) and the card has no X
    (107.3: no X is chosen when no mana cost is paid)."""
    return _spell_ways(state, player, obj_id, _permissions(state, player), normal)


def _spell_ways(state: MagicState, player: int, obj_id: int,
                permissions: list[tuple[m.ContinuousEffect, int]], normal: str) -> list[str]:
    ways: list[str] = []
    obj = state.objects[obj_id]
    if any(e.rule == PLAY_TOP or (e.rule == PLAY_TOP_SPELLS and e.filter is not None
                                  and matches(state, obj, e.filter, player, source))
           for e, source in permissions):
        ways.append(normal)
    card = obj.card
    if any(e.rule == PLAY_TOP_LIFE for e, _s in permissions) and "X" not in card.mana_cost \
            and not life_cant_change(state, player) and \
            state.players[player].life >= mana_value_of(card):
        ways.append(TOP_LIFE)
    return ways


def mana_value_of(card: m.CardDef) -> int:
    return int(ManaCost.parse(card.mana_cost).mana_value) if card.mana_cost else 0
