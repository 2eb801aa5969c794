"""Issue 29, statics, replacements, costs and keywords (helper h7-sta): each part joins the
rules already in the grammar, so one part serves every sentence built from known parts. Each is
played here from the REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the
text says happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

BARE_PLURAL = ("Myr Matrix", "Kavu Monarch", "Akroma's Devoted", "Soulcatchers' Aerie",
               "Anaba Spirit Crafter", "Mobilization", "Deranged Hermit", "Nut Collector")


@pytest.mark.parametrize("name", BARE_PLURAL)
def test_bare_plural_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text (the round trip)
    and the engine plays every part (the support verdict)."""
    assert round_trip_problem(real(name)) == ""


def test_cr_611_3a_bare_plural_is_the_same_group_as_all() -> None:
    """"Myr creatures get +1/+1." (an older Oracle wording) affects the same permanents as
    "All Myr creatures get +1/+1."; only the words differ (``Filter.bare_plural``)."""
    bare = compile_line("Myr creatures get +1/+1.", "permanent_line")
    every = compile_line("All Myr creatures get +1/+1.", "permanent_line")
    assert isinstance(bare, m.StaticAbility) and isinstance(every, m.StaticAbility)
    (b,), (e,) = bare.effects, every.effects
    assert b.filter is not None and b.filter.bare_plural
    assert b.filter == m.Filter(types=("Creature",), subtypes=("Myr",), bare_plural=True)
    assert (b.power, b.toughness) == (e.power, e.toughness) == (1, 1)


def test_cr_611_3a_myr_matrix_pumps_every_myr_and_nothing_else() -> None:
    """Myr Matrix: "Myr creatures get +1/+1." — both players' Myr get +1/+1 (no controller
    restriction); a Grizzly Bears does not."""
    s = game("Myr Matrix", "Myr Sire")
    s.put(A, "Myr Matrix")
    mine = s.put(A, "Myr Sire")
    theirs = s.put(B, "Myr Sire")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    assert s.pt(mine) == (2, 2)
    assert s.pt(theirs) == (2, 2)
    assert s.pt(bears) == (2, 2)


def test_cr_702_19_kavu_monarch_grants_trample_to_kavu() -> None:
    """Kavu Monarch: "Kavu creatures have trample." — the Monarch itself (a Kavu) and another
    player's Kavu have trample (CR 702.19), a Grizzly Bears has not."""
    s = game("Kavu Monarch", "Kavu Climber")
    monarch = s.put(A, "Kavu Monarch")
    titan = s.put(B, "Kavu Climber")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    assert "trample" in s.keywords(monarch)
    assert "trample" in s.keywords(titan)
    assert "trample" not in s.keywords(bears)
