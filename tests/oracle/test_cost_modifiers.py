"""Cost modifiers of spell classes (CR 601.2f, 118.7): "CLASS spells [you cast | your
opponents cast] cost {N} less/more to cast." with any list of classes, from real cards (MTGJSON
2022-04-25), played: what can be cast with the mana at hand is what the text says."""

from __future__ import annotations

from cardtable.games.magic.actions import Cast
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _castable(s: Scenario, player: int, name: str) -> bool:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    return any(isinstance(o, Cast) and o.name == name for o in decision.options)


def test_cr_601_2f_thalia_taxes_every_noncreature_spell_not_creatures() -> None:
    """Thalia, Guardian of Thraben: "Noncreature spells cost {1} more to cast." — with one
    Mountain neither player can cast Lightning Bolt; a creature (Llanowar Elves, with a
    Forest) costs what it says. Its own controller is taxed too (every player's spells)."""
    name = "Thalia, Guardian of Thraben"
    assert "Noncreature spells cost {1} more to cast." in render_card(real(name))
    s = game(name)
    s.put(A, name)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    assert not _castable(s, B, "Lightning Bolt")
    e = game(name)
    e.put(A, name)
    e.lands(B, "Forest", 1)
    e.hand(B, "Llanowar Elves")
    e.start(active=B)
    assert _castable(e, B, "Llanowar Elves")
    t = game(name)
    t.put(A, name)
    t.lands(A, "Mountain", 2)
    t.hand(A, "Lightning Bolt")
    t.start()
    assert _castable(t, A, "Lightning Bolt")  # {R} + {1}: two lands pay it


def test_cr_601_2f_aura_of_silence_taxes_only_opponents_artifacts_and_enchantments() -> None:
    """Aura of Silence: "Artifact and enchantment spells your opponents cast cost {2} more to
    cast." — the opponent cannot cast Sol Ring with one land ({1} + {2}); its controller can."""
    name = "Aura of Silence"
    assert render_card(real(name)).startswith(
        "Artifact and enchantment spells your opponents cast cost {2} more to cast.")
    s = game(name, "Sol Ring")
    s.put(A, name)
    s.lands(B, "Wastes", 1)
    s.hand(B, "Sol Ring")
    s.lands(A, "Wastes", 1)
    s.hand(A, "Sol Ring")
    s.start(active=B)
    assert not _castable(s, B, "Sol Ring")
    s.to_step("main1", active=A)
    assert _castable(s, A, "Sol Ring")


def test_cr_601_2f_goblin_electromancer_reduces_its_controllers_instants() -> None:
    """Goblin Electromancer: "Instant and sorcery spells you cast cost {1} less to cast." —
    Divination ({2}{U}) costs {1}{U} for its controller, not for the opponent."""
    name = "Goblin Electromancer"
    assert render_card(real(name)).startswith(
        "Instant and sorcery spells you cast cost {1} less to cast.")
    s = game(name, "Divination")
    s.put(A, name)
    s.lands(A, "Island", 2)
    s.hand(A, "Divination")
    s.lands(B, "Island", 2)
    s.hand(B, "Divination")
    s.start()
    assert _castable(s, A, "Divination")
    s.to_step("main1", active=B)
    assert not _castable(s, B, "Divination")
