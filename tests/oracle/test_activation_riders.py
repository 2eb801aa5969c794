"""Activation riders (CR 602.5b) and the per-turn count of activations, from Licia, Sanguine
Tribune's real Oracle text: "Pay 5 life: Put three +1/+1 counters on ~. Activate only during
your turn and only once each turn." — and her "This spell costs {1} less to cast for each 1
life you gained this turn." (CR 601.2f)."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Cast
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

LICIA = "Licia, Sanguine Tribune"


def _options(s: Scenario, player: int, kind: type, name: str) -> list[object]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, kind) and getattr(o, "name", "") == name]


def test_licia_compiles_the_combined_rider_and_renders_it_back_CR_602_5b() -> None:
    licia = real(LICIA)
    (ability,) = [a for a in licia.abilities if isinstance(a, m.ActivatedAbility)]
    assert (ability.timing, ability.per_turn) == ("your_turn", 1)
    assert ability.cost.pay_life == 5
    assert "Activate only during your turn and only once each turn." in render_card(licia)


def test_licia_activates_once_in_her_controllers_turn_never_in_an_opponents_CR_602_5b() -> None:
    """In A's turn: pay 5 life, three +1/+1 counters; a second activation that turn is not
    offered (the per-turn count); in B's turn it is not offered at all; in A's next turn it
    is offered again."""
    s = game(LICIA)
    licia = s.put(A, LICIA)
    s.start()
    assert len(_options(s, A, Activate, LICIA)) == 1
    s.activate(A, LICIA)
    s.resolve()
    assert s.life(A) == 15
    assert s.pt(licia) == (7, 7)
    assert _options(s, A, Activate, LICIA) == []  # only once each turn
    s.to_step("upkeep", active=B)
    assert _options(s, A, Activate, LICIA) == []  # only during your turn
    s.to_step("main1", active=B)
    assert _options(s, A, Activate, LICIA) == []
    s.to_step("upkeep", active=A)
    s.to_step("main1", active=A)
    assert len(_options(s, A, Activate, LICIA)) == 1


def test_licia_costs_one_less_for_each_life_gained_this_turn_CR_601_2f() -> None:
    """Eight mana for her with no life gained; after gaining 3 life this turn, five lands
    pay for her ({2}{R}{W}{B})."""
    s = game(LICIA)
    for land in ("Mountain", "Plains", "Swamp", "Swamp", "Swamp"):
        s.put(A, land)
    s.hand(A, LICIA)
    s.start()
    assert _options(s, A, Cast, LICIA) == []
    s = game(LICIA)
    for land in ("Mountain", "Plains", "Swamp", "Swamp", "Swamp"):
        s.put(A, land)
    s.hand(A, LICIA)
    s.game.gain_life(A, 3)
    s.start()
    assert s.state.players[A].life_gained_this_turn == 3
    assert len(_options(s, A, Cast, LICIA)) == 1
    s.cast(A, LICIA)
    s.resolve()
    assert s.zone_of(LICIA) == "battlefield"


def test_cr_602_5b_pit_imp_activates_no_more_than_twice_each_turn() -> None:
    """Pit Imp: "{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn."
    — two activations pump it to 2/1; a third is not offered; next turn it may again."""
    assert "{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn." in (
        render_card(real("Pit Imp")))
    s = game("Pit Imp")
    imp = s.put(A, "Pit Imp")
    for _ in range(3):
        s.put(A, "Swamp")
    s.start()
    for _ in range(2):
        s.activate(A, "Pit Imp")
        s.resolve()
    assert s.pt(imp) == (2, 1)
    with pytest.raises(IllegalAction):
        s.activate(A, "Pit Imp")
