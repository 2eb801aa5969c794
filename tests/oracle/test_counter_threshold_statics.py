"""Statics that hold while their source has N or more counters of a kind (CR 611.3a, 613.4c),
from the cards' real Oracle text (MTGJSON 2022-04-25): Beastmaster Ascension, the precon
card (issues 10 and 16), and the general template "As long as ~ has N or more COUNTER counters
on it, …" it shares with the other quest and Ascension cards."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def test_beastmaster_ascension_compiles_and_renders_back() -> None:
    """Both lines compile: the attack trigger's optional counter and the counted static."""
    card = real("Beastmaster Ascension")
    assert round_trip_problem(card) == ""
    static = card.abilities[1]
    assert isinstance(static, m.StaticAbility)
    assert static.condition == m.Condition("self_counters_at_least", amount=7,
                                           counter="quest")


def test_beastmaster_ascension_pumps_only_from_the_seventh_counter_CR_611_3a() -> None:
    """"As long as ~ has seven or more quest counters on it, creatures you control get +5/+5."
    With six counters nothing; a creature attacks ("Whenever a creature you control attacks,
    you may put a quest counter on ~."), the controller says yes, and from the seventh counter
    on the controller's creatures are +5/+5 — the opponent's are not (CR 611.3a: the
    condition is checked continuously; 613.4c layer 7c)."""
    s = game("Beastmaster Ascension")
    ascension = s.put(A, "Beastmaster Ascension", counters={"quest": 6})
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    assert s.pt(bears) == (2, 2)
    s.attack({bears: "p1"})
    s.then("putcounters", True)
    s.resolve()
    assert s.obj(ascension).counters["quest"] == 7
    assert s.pt(bears) == (7, 7)
    assert s.pt(theirs) == (2, 2)


def test_beastmaster_ascension_may_decline_the_counter_CR_603_5() -> None:
    """"you may put": answered no, the counter is not put and nothing is pumped."""
    s = game("Beastmaster Ascension")
    ascension = s.put(A, "Beastmaster Ascension", counters={"quest": 6})
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({bears: "p1"})
    s.then("putcounters", False)
    s.resolve()
    assert s.obj(ascension).counters.get("quest", 0) == 6
    assert s.pt(bears) == (2, 2)


def test_counter_threshold_stops_when_counters_are_removed_CR_611_3a() -> None:
    """The effect ends as soon as the condition stops holding: removing a counter from an
    Ascension at seven turns the +5/+5 off (no lock-in, 611.3a)."""
    s = game("Beastmaster Ascension")
    ascension = s.put(A, "Beastmaster Ascension", counters={"quest": 7})
    bears = s.put(A, "Grizzly Bears")
    s.start()
    assert s.pt(bears) == (7, 7)
    s.obj(ascension).counters["quest"] = 6
    s.state.touch()
    assert s.pt(bears) == (2, 2)
