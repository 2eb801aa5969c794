"""Conditions and durations, second round (issue 29, h9b-CND): a leading "Until your next turn,
EFFECT" (CR 611.2a/b), compiled from the real Oracle text of real cards (MTGJSON 2022-04-25) and
played in scenario games. Each test names the card and the rule it proves."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- a leading "Until your next turn, …" (CR 611.2a/b) ---------------------------------------------


def test_cr_611_2b_mu_yanling_celestial_wind_reads_the_leading_duration() -> None:
    """Mu Yanling, Celestial Wind: "[+1]: Until your next turn, up to one target creature gets
    -5/-0." — one P/T change that lasts until its controller's next turn, worded with the
    duration first, and rendered back as Oracle prints it."""
    card = real("Mu Yanling, Celestial Wind")
    plus = card.abilities[0]
    assert isinstance(plus, m.ActivatedAbility)
    pump = plus.effects[0]
    assert isinstance(pump, m.ModifyPT)
    assert (pump.power, pump.toughness, pump.duration) == (-5, 0, "until_your_next_turn")
    assert pump.duration_first
    assert round_trip_problem(card) == ""


def test_cr_611_2b_mu_yanling_celestial_wind_shrink_lasts_until_her_controllers_turn() -> None:
    """The -5/-0 outlasts this turn's end and the opponent's whole turn (so the opponent's
    creature attacks as a 0/4), and ends as Mu Yanling's controller's next turn begins."""
    s = game("Mu Yanling, Celestial Wind", library=30)
    yanling = s.put(A, "Mu Yanling, Celestial Wind")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.activate(A, "Mu Yanling, Celestial Wind", 0, targets=[giant], source=yanling)
    s.resolve()
    assert s.pt(giant) == (-2, 3)
    s.to_step("main1", active=B)  # the opponent's turn: still shrunk
    assert s.pt(giant) == (-2, 3)
    s.to_step("main1", active=A)  # her controller's next turn has begun
    assert s.pt(giant) == (3, 3)
