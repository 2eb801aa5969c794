"""The EDH sideboard swap (CMD-3.2), after the commanders are revealed (CR 903.6) and before
the mulligans (CR 103.5): each seat in turn order swaps one sideboard card in for one deck card
at a time, offered only cards that keep the deck legal (colour identity, CMD-1.2 and CR 903.4;
singleton, CMD-1.3 and CR 903.5b), until it says ``done``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic.commander.decks import card_identity
from cardtable.games.magic.commander.settings import SWAP_TAG, SideboardSwap
from cardtable.games.magic.objects import LIBRARY

if TYPE_CHECKING:
    from cardtable.games.magic.commander.game import CommanderGame


def swap_in_options(game: CommanderGame, seat: int) -> list[str]:
    """Sideboard cards that keep ``seat``'s deck legal when swapped in: inside the
    commanders' colour identity (CMD-1.2, deck colours) and not a second copy of a name
    (CMD-1.3; basic lands excepted)."""
    cards = game.commander_settings.cards
    state = game.state
    have = {state.objects[i].card.name for i in state.zone(seat, LIBRARY)}
    identity = game.identity(seat)
    out = []
    for name in dict.fromkeys(game.sideboards[seat]):
        card = cards[name]
        basic = "Basic" in card.type_line and "Land" in card.type_line
        if card_identity(card) <= identity and (basic or name not in have):
            out.append(name)
    return out


def ask_swap(game: CommanderGame) -> None:
    swap = game.mulligan
    assert isinstance(swap, SideboardSwap)
    state = game.state
    while swap.seats:
        seat = swap.seats[0]
        if swap.incoming is None:
            options = swap_in_options(game, seat)
            if options:
                swap.pending = Decision(
                    seat, DecisionKind.CHOOSE_ONE,
                    "EDH sideboard (CMD-3.2): a sideboard card to swap into your deck, "
                    "or done", [*options, "done"], tag=SWAP_TAG)
                return
            swap.seats.pop(0)
            continue
        outgoing = sorted({state.objects[i].card.name for i in state.zone(seat, LIBRARY)
                           if not game.is_commander(state.objects[i])})
        swap.pending = Decision(seat, DecisionKind.CHOOSE_ONE,
                                f"EDH sideboard (CMD-3.2): the deck card {swap.incoming} "
                                "replaces", outgoing, tag=SWAP_TAG + ".out")
        return
    game._begin_mulligans()


def swap(game: CommanderGame, decision: Decision, action: Any) -> None:
    swap = game.mulligan
    assert isinstance(swap, SideboardSwap)
    seat = decision.player
    if decision.tag == SWAP_TAG:
        if action == "done":
            swap.seats.pop(0)
        else:
            swap.incoming = action
    else:
        state = game.state
        incoming = swap.incoming
        assert incoming is not None
        oid = next(i for i in state.zone(seat, LIBRARY)
                   if state.objects[i].card.name == action
                   and not game.is_commander(state.objects[i]))
        state.objects[oid].card = game.commander_settings.cards[incoming]
        game.sideboards[seat].remove(incoming)
        game.sideboards[seat].append(action)
        swap.incoming = None
        game.log("sideboard_swap", seat, incoming=incoming, outgoing=action)  # CMD-3.2
    ask_swap(game)
