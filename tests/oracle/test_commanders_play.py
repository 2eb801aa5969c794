"""Issue 29, commanders first: the phrase families that unlock the most Commander-legal
legendary creatures (docs/commanders-coverage.md), each played from the REAL Oracle text of a
real legendary creature (MTGJSON 2022-04-25), asserting what the text says happens. The CR
rule each test proves is in its name."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _options(s: Scenario, player: int, name: str) -> list[Activate]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


# -- "Activate only during your turn, before attackers are declared." (CR 602.5b) -----------------

LU_SU = "Lu Su, Wu Advisor"


def test_cr_602_5b_lu_su_draws_only_in_your_turn_before_attackers_are_declared() -> None:
    """Lu Su, Wu Advisor: "{T}: Draw a card. Activate only during your turn, before attackers
    are declared." — offered in its controller's precombat main phase and beginning of combat
    step (and draws), never after attackers are declared (the postcombat main phase) and never
    in an opponent's turn."""
    card = real(LU_SU)
    (ability,) = [a for a in card.abilities if isinstance(a, m.ActivatedAbility)]
    assert ability.timing == "your_turn_before_attackers"
    assert render_card(card) == ("{T}: Draw a card. Activate only during your turn, before "
                                 "attackers are declared.")
    s = game(LU_SU)
    lu_su = s.put(A, LU_SU)
    s.start()
    assert len(_options(s, A, LU_SU)) == 1  # precombat main phase
    hand = s.hand_size(A)
    s.activate(A, LU_SU)
    s.resolve()
    assert s.hand_size(A) == hand + 1
    assert s.obj(lu_su).tapped

    t = game(LU_SU)
    t.put(A, LU_SU)
    t.start()
    t.to_step("begin_combat")
    assert len(_options(t, A, LU_SU)) == 1  # beginning of combat: attackers not yet declared
    t.to_step("main2")
    assert _options(t, A, LU_SU) == []  # after combat: attackers were declared
    t.to_step("main1", active=B)
    assert _options(t, A, LU_SU) == []  # not your turn
