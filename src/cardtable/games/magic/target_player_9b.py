"""EV2b (issue 29): "… NOUNS that player controls" after "target player / target opponent".

The player is the one chosen for the earlier target: a later target's filter is fixed by it
while targets are chosen (CR 601.2c, in order), and the same player's permanents are meant
when the targets are checked again (608.2b) and when a count or an effect's "each …" is read
as the spell resolves (608.2h). The ability keeps its words (``controller`` is
``"target_player:N"``, N the index of the player target); these helpers bind a copy to
``"player:P"``. A target player who was not chosen binds to nobody's (``"that_player"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.objects import parse_player_ref

PREFIX = "target_player:"


def _player_of(rule: str, chosen: Sequence[Sequence[Any]]) -> str:
    index = int(rule[len(PREFIX):])
    group = chosen[index] if index < len(chosen) else ()
    players = [p for p in (parse_player_ref(v) for v in group or ()) if p is not None]
    return f"player:{players[0]}" if players else "that_player"


def bind_filter(flt: m.Filter, chosen: Sequence[Sequence[Any]]) -> m.Filter:
    """``flt`` with "that player controls" fixed to the chosen target player."""
    if not flt.controller.startswith(PREFIX):
        return flt
    return replace(flt, controller=_player_of(flt.controller, chosen))


def bind_spec(spec: m.TargetSpec, chosen: Sequence[Sequence[Any]]) -> m.TargetSpec:
    """A target spec whose filter names an earlier target player (601.2c)."""
    if not spec.filter.controller.startswith(PREFIX):
        return spec
    return replace(spec, filter=bind_filter(spec.filter, chosen))


def bind_quantity(quantity: m.Quantity, chosen: Sequence[Sequence[Any]]) -> m.Quantity:
    """"the number of NOUNS that player controls" counted among the target player's."""
    flt = getattr(quantity, "filter", None)
    if not isinstance(quantity, m.Amount) or not isinstance(flt, m.Filter) or \
            not flt.controller.startswith(PREFIX):
        return quantity
    return replace(quantity, filter=bind_filter(flt, chosen))
