"""Issue 29, statics, replacements and costs, second round (helper h9b-STA): each part joins
the rules already in the grammar, so it combines with every value of its slots. Each is played
here from the REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the text says
happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic.layers import chars
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "As long as ~ is in your graveyard and COND, …" (the Incarnations; CR 113.6b) -------------

INCARNATIONS = ("Anger", "Wonder", "Brawn", "Filth", "Valor")


@pytest.mark.parametrize("name", INCARNATIONS)
def test_incarnations_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_113_6b_brawn_in_graveyard_gives_your_creatures_trample_with_a_forest() -> None:
    """Brawn: "As long as Brawn is in your graveyard and you control a Forest, creatures you
    control have trample." — from A's graveyard with A's Forest out, A's Grizzly Bears has
    trample; B's creature does not (the static's controller is Brawn's owner)."""
    s = game("Brawn")
    s.graveyard(A, "Brawn")
    s.put(A, "Forest")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    assert chars(s.state, s.obj(mine)).has("trample")
    assert not chars(s.state, s.obj(theirs)).has("trample")


def test_cr_113_6b_brawn_needs_both_the_graveyard_and_the_forest() -> None:
    """Brawn's ability works only while both hold: in the graveyard without a Forest, or on the
    battlefield with a Forest (CR 113.6b: it functions only from the graveyard), the other
    creatures get no trample."""
    no_forest = game("Brawn")
    no_forest.graveyard(A, "Brawn")
    no_forest.put(A, "Mountain")
    bears = no_forest.put(A, "Grizzly Bears")
    no_forest.start()
    assert not chars(no_forest.state, no_forest.obj(bears)).has("trample")
    on_field = game("Brawn")
    brawn = on_field.put(A, "Brawn")
    on_field.put(A, "Forest")
    other = on_field.put(A, "Grizzly Bears")
    on_field.start()
    assert not chars(on_field.state, on_field.obj(other)).has("trample")
    assert chars(on_field.state, on_field.obj(brawn)).has("trample")  # its own printed trample


def test_cr_113_6b_anger_grants_haste_that_ends_when_the_mountain_leaves() -> None:
    """Anger: "As long as Anger is in your graveyard and you control a Mountain, creatures you
    control have haste." — the condition is checked continuously (CR 611.3a): once the Mountain
    is gone, the Bears lose haste."""
    s = game("Anger")
    s.graveyard(A, "Anger")
    mountain = s.put(A, "Mountain")
    bears = s.put(A, "Grizzly Bears", sick=True)
    s.start()
    assert chars(s.state, s.obj(bears)).has("haste")
    s.game.move(s.obj(mountain), "graveyard")
    assert not chars(s.state, s.obj(bears)).has("haste")
