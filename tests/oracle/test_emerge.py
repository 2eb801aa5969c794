"""Emerge (CR 702.119a), from the real Oracle text of Elder Deep-Fiend (MTGJSON AtomicCards
2022-04-25): "Flash / Emerge {5}{U}{U} / When you cast this spell, tap up to four target
permanents." Cast for its emerge cost, a creature is sacrificed and the total cost is reduced
by that creature's mana value (601.2f, 601.2h)."""

from __future__ import annotations

from cardtable.games.magic.actions import Cast
from tests.magic.dsl import A, Scenario
from tests.oracle.conftest import game

FIEND = "Elder Deep-Fiend"


def _ways(s: Scenario) -> list[str]:
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    return [o.way for o in decision.options if isinstance(o, Cast) and o.name == FIEND]


def test_cr_702_119a_sacrificing_a_four_drop_cuts_four_generic() -> None:
    """Hill Giant (mana value 4) sacrificed: {5}{U}{U} less 4 is {1}{U}{U}, paid by three
    Islands; the Giant is in the graveyard and the Fiend resolves onto the battlefield."""
    s = game(FIEND)
    s.lands(A, "Island", 3)
    giant = s.put(A, "Hill Giant")
    s.hand(A, FIEND)
    s.start()
    assert "emerge" in _ways(s)
    s.then("cast.targets", ())  # its cast trigger: "up to four" — none
    s.cast(A, FIEND, way="emerge", sacrifice=[giant])
    assert giant not in s.state.battlefield and "Hill Giant" in s.graveyard_names(A)
    while s.state.stack:
        s.resolve()
    assert FIEND in [s.obj(o).card.name for o in s.state.battlefield]


def test_cr_702_119a_not_offered_without_a_creature_or_the_mana() -> None:
    """No creature to sacrifice: no emerge. Only Llanowar Elves (mana value 1) and three
    Islands: {4}{U}{U} can't be paid, so emerge is not offered either (601.2f–h)."""
    s = game(FIEND)
    s.lands(A, "Island", 3)
    s.hand(A, FIEND)
    s.start()
    assert "emerge" not in _ways(s)
    e = game(FIEND)
    e.lands(A, "Island", 3)
    e.put(A, "Llanowar Elves")
    e.hand(A, FIEND)
    e.start()
    assert "emerge" not in _ways(e)
