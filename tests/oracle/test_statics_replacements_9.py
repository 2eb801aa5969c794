"""Issue 29, statics, replacements and costs (helper h9-sta): each part joins the rules already
in the grammar, so it combines with every value of its slots. Each is played here from the
REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the text says happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic.actions import Activate
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.priority import legal_actions
from tests.magic.dsl import A
from tests.oracle.conftest import game, real

# -- "Discard another card named ~" (grandeur; CR 118.3, 201.2) --------------------------------

GRANDEUR = ("Baru, Fist of Krosa", "Korlash, Heir to Blackblade", "Tarox Bladewing")


@pytest.mark.parametrize("name", GRANDEUR)
def test_grandeur_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_118_3_tarox_bladewing_discards_another_card_with_its_name() -> None:
    """Tarox Bladewing: "Discard another card named Tarox Bladewing: Tarox Bladewing gets
    +X/+X until end of turn, where X is its power." — not offered with only other cards in
    hand; with a second Tarox in hand, that card (the only one offered) is discarded and the
    4/3 becomes 8/7."""
    name = "Tarox Bladewing"
    lone = game(name)
    lone.put(A, name)
    lone.hand(A, "Grizzly Bears")
    lone.start()
    assert not any(isinstance(a, Activate) for a in legal_actions(lone.game, A))
    s = game(name)
    tarox = s.put(A, name)
    s.hand(A, "Grizzly Bears")
    other = s.hand(A, name)
    s.start()
    s.then("cast.discard", (other,))
    s.activate(A, name)
    s.resolve()
    assert s.graveyard_names(A) == [name]
    assert s.zone_of("Grizzly Bears") == "hand" and s.hand_size(A) == 1
    assert s.pt(tarox) == (8, 7)
