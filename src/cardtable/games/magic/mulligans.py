"""The adapter to the shared mulligan procedure (``rules/mulligan``, MUL-1..3; CR 103.5).

The procedure deals the opening hands from each library and runs the chosen rule (London by
default); its decisions are relayed as the game's own. When it is done, hands, libraries and
anything exiled are written back into the game's zones and the first turn begins. The
procedure asks one player at a time (its own design), so the simultaneous-decisions mode of the
kernel is not used here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import opening_hand
from cardtable.games.magic.objects import EXILE, HAND, LIBRARY
from cardtable.rules.mulligan import MulliganProcedure, resolve_rule

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


def start(game: GameServices) -> None:
    state = game.state
    rule = resolve_rule(game.settings.mulligan, len(state.players))
    libraries = [list(state.zone(p, LIBRARY)) for p in range(len(state.players))]
    game.mulligan = MulliganProcedure(
        libraries, rule, rng=game.rng, log=game.log,
        starting_player=state.starting_player,
        is_land=lambda oid: "Land" in game.state.objects[oid].card.type_line,
        name_of=lambda oid: game.state.objects[oid].card.name)
    if game.mulligan.is_done:
        finish(game)

def finish(game: GameServices) -> None:
    state = game.state
    procedure = game.mulligan
    for p in range(len(state.players)):
        state.players[p].zones[HAND] = list(procedure.hand(p))
        state.players[p].zones[LIBRARY] = list(procedure.library(p))
        for oid in state.players[p].zones[HAND]:
            state.objects[oid].zone = HAND
        exiled = procedure.state(p).exiled
        for oid in exiled:
            state.objects[oid].zone = EXILE
            state.players[p].zones[EXILE].append(oid)
    game.mulligan = None
    opening_hand.begin_game(game)  # CR 103.6, then the first turn (103.8)
