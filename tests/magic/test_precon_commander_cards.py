"""Engine rules found while making the Commander precons' cards play (issues 10 and 16)."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate
from tests.commander.dsl import scenario_cards
from tests.magic.dsl import A, Scenario
from tests.oracle.conftest import compiled


def _signet_table() -> Scenario:
    card = compiled("Orzhov Signet")
    assert card.supported and card.card is not None
    return Scenario(cards=scenario_cards() | {"Orzhov Signet": card.card})


def _signet_options(sc: Scenario) -> list[Activate]:
    decision = sc.pending
    assert decision is not None
    return [o for o in decision.options if isinstance(o, Activate)
            and o.name == "Orzhov Signet"]


def test_a_mana_abilitys_mana_cost_must_be_paid_CR_602_2b_CR_605_3a() -> None:
    """Orzhov Signet: "{1}, {T}: Add {W}{B}." — with no other mana it cannot be activated
    (it made {W}{B} for free before); with a Wastes, activating it taps the Wastes for the
    {1} and adds {W}{B}."""
    sc = _signet_table()
    sc.put(A, "Orzhov Signet")
    sc.start()
    assert _signet_options(sc) == []
    sc2 = _signet_table()
    sc2.put(A, "Orzhov Signet")
    wastes = sc2.put(A, "Wastes")
    sc2.start()
    assert len(_signet_options(sc2)) == 1
    sc2.activate(A, "Orzhov Signet")
    assert sc2.state.players[A].pool == {"W": 1, "B": 1}
    assert sc2.obj(wastes).tapped


def test_a_signet_cannot_pay_for_itself_CR_602_2b() -> None:
    """The Signet's {T} is part of its cost: it cannot also tap for mana to pay its {1}; a
    second Signet cannot pay either without mana of its own."""
    sc = _signet_table()
    sc.put(A, "Orzhov Signet")
    sc.put(A, "Orzhov Signet")
    sc.start()
    assert _signet_options(sc) == []
