"""Delve offers no more graveyard cards than the cost has generic mana to pay (CR 702.66a: each
exiled card pays {1}; a card that would pay nothing may not be exiled). The soak (seed 9311,
game 427) found a random bot exiling three cards for a spell with less generic mana left."""

from __future__ import annotations

from tests.magic.dsl import A
from tests.oracle.conftest import game, until_choice


def test_cr_702_66a_delve_asks_for_at_most_the_generic_mana() -> None:
    """Treasure Cruise ({7}{U}, delve) with ten cards in the graveyard: the question offers the
    ten cards but allows at most seven; exiling seven leaves {U} to pay."""
    s = game("Treasure Cruise")
    for _ in range(10):
        s.graveyard(A, "Grizzly Bears")
    s.put(A, "Island")
    s.hand(A, "Treasure Cruise")
    s.start()
    s._priority_to(A)
    option = next(o for o in s.pending.options if getattr(o, "name", "") == "Treasure Cruise")
    s.apply(A, option)
    decision = until_choice(s)
    assert decision.tag == "cast.convoke"
    assert len(decision.options) == 10 and decision.max_count == 7
    s.apply(A, tuple(decision.options[:7]))
    s.resolve()
    assert s.zone_of("Treasure Cruise") == "graveyard"
    assert s.hand_size(A) == 3
    assert len(s.state.players[A].zones["exile"]) == 7
