"""Issue 28, the last staples: each card compiled from its real Oracle text (MTGJSON
2022-04-25), rendered back to it, and played in a game asserting what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.agents.magic.bots import respect_whole_answer_rules
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _untapped(s: Scenario, ids: list[int]) -> int:
    return sum(1 for i in ids if not s.state.objects[i].tapped)


# -- attack costs (CR 508.1d, 508.1h) ----------------------------------------------------------

PRISON = ("Creatures can't attack you unless their controller pays {2} for each creature they "
          "control that's attacking you.")


@pytest.mark.parametrize("name", ["Ghostly Prison", "Propaganda", "Windborn Muse"])
def test_cr_508_1d_attack_tax_reads_back(name: str) -> None:
    assert render_card(real(name)).splitlines()[-1] == PRISON


def test_cr_508_1d_ghostly_prison_each_attacker_costs_two() -> None:
    """B's Ghostly Prison: A, with three Mountains, may attack B with one creature (paying
    {2}), not two; the payment taps two lands (508.1h) and the attack goes on."""
    s = game("Ghostly Prison")
    s.put(B, "Ghostly Prison")
    first = s.put(A, "Grizzly Bears")
    second = s.put(A, "Grizzly Bears")
    mountains = s.lands(A, "Mountain", 3)
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    assert decision.total == 3  # the mana A can pay for attack costs
    assert "508.1d" in s.refused(A, ((first, "p1"), (second, "p1")))
    s.apply(A, ((first, "p1"),))
    assert s.state.attackers == {first: "p1"}
    assert _untapped(s, mountains) == 1
    s.to_step("main2")
    assert s.life(B) == 18


def test_cr_508_1d_propaganda_taxes_only_attacks_on_its_controller() -> None:
    """Three players: C's Propaganda costs nothing to attack B (it says "attacking you")."""
    s = game("Propaganda", players=3)
    s.put(2, "Propaganda")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.total == 0  # no mana: the tax can't be paid
    assert "508.1d" in s.refused(A, ((bears, "p2"),))
    s.apply(A, ((bears, "p1"),))
    assert s.state.attackers == {bears: "p1"}


def test_cr_508_1d_bots_declare_only_attacks_they_can_pay_for() -> None:
    """A bot's random declaration is cut down to what ``total`` pays for (508.1d)."""
    s = game("Propaganda")
    s.put(B, "Propaganda")
    bears = [s.put(A, "Grizzly Bears") for _ in range(3)]
    s.lands(A, "Island", 5)
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.total == 5
    view = s.game.view(A)
    answer = respect_whole_answer_rules(view, decision, tuple((b, "p1") for b in bears))
    assert len(answer) == 2  # {4} of the {6} three attackers would cost
    assert s.game.verify(decision, answer) is None
