"""Newly supported cards whose use the faithfulness audit's generated board cannot show (no
Goblin on it, no legendary creature card in a graveyard), played here on a board that can, from
their real Oracle text (MTGJSON 2022-04-25)."""

from __future__ import annotations

from tests.magic.dsl import A, B
from tests.oracle.conftest import game


def test_cr_106_1_brightstone_ritual_counts_every_goblin_on_the_battlefield() -> None:
    """Brightstone Ritual: "Add {R} for each Goblin on the battlefield." — its caster's Goblin
    and the opponent's both count: {R}{R}."""
    s = game("Brightstone Ritual", "Goblin Piker")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Brightstone Ritual")
    s.put(A, "Goblin Piker")
    s.put(B, "Goblin Piker")
    s.start()
    s.cast(A, "Brightstone Ritual")
    s.resolve()
    assert s.state.players[A].pool.get("R", 0) == 2


def test_cr_603_7_goryos_vengeance_returns_a_legend_with_haste_then_exiles_it() -> None:
    """Goryo's Vengeance: "Return target legendary creature card from your graveyard to the
    battlefield. That creature gains haste. Exile it at the beginning of the next end step." —
    Anowon comes back with haste and is exiled at the end step (603.7)."""
    s = game("Goryo's Vengeance", "Anowon, the Ruin Sage")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Goryo's Vengeance")
    anowon = s.graveyard(A, "Anowon, the Ruin Sage")
    s.graveyard(A, "Grizzly Bears")  # not legendary: no target
    s.start()
    s.cast(A, "Goryo's Vengeance", targets=[anowon])
    s.resolve()
    (back,) = s.ids("Anowon, the Ruin Sage", "battlefield")
    assert "haste" in s.keywords(back)
    s.to_step("end")
    s.resolve()
    assert s.zone_of("Anowon, the Ruin Sage") == "exile"


def test_cr_701_10_shifting_borders_exchanges_control_of_two_lands() -> None:
    """Shifting Borders: "Exchange control of two target lands." — A's Forest and B's Island
    change controllers (701.10b); the audit's board has lands on one side only."""
    s = game("Shifting Borders")
    s.lands(A, "Island", 3)
    forest = s.put(A, "Forest")
    island = s.put(B, "Island")
    s.hand(A, "Shifting Borders")
    s.start()
    s.cast(A, "Shifting Borders", targets=[(forest, island)])
    s.resolve()
    assert s.controller(forest) == B
    assert s.controller(island) == A
