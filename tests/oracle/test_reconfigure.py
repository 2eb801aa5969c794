"""Reconfigure (CR 702.151), from the real Oracle text of Lizard Blades (MTGJSON AtomicCards
2022-04-25): "Double strike / Equipped creature has double strike. / Reconfigure {2}". Its two
activated abilities attach it to another creature its controller controls and unattach it,
each only as a sorcery (702.151a); while attached it is not a creature and has no creature
types (702.151b, 205.3d), and the creature it equips gets what it grants."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.mechanics import Unattach
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, Scenario
from tests.oracle.conftest import game, real


def _abilities(s: Scenario, name: str) -> list[Activate]:
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


def test_cr_702_151a_lizard_blades_attaches_and_stops_being_a_creature() -> None:
    assert render_card(real("Lizard Blades")).splitlines()[-1] == "Reconfigure {2}"
    s = game("Lizard Blades")
    s.lands(A, "Mountain", 4)
    blades = s.put(A, "Lizard Blades")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("main1", active=A)
    assert "Creature" in chars(s.state, s.obj(blades)).types
    assert len(_abilities(s, "Lizard Blades")) == 1  # unattached: attach only
    (attach,) = _abilities(s, "Lizard Blades")
    s.activate(A, "Lizard Blades", attach.index, targets=[bears])
    s.resolve()
    blade_chars = chars(s.state, s.obj(blades))
    assert s.obj(blades).attached_to == bears
    assert "Creature" not in blade_chars.types and "Lizard" not in blade_chars.subtypes
    assert "Equipment" in blade_chars.subtypes
    assert "double_strike" in s.keywords(bears)


def test_cr_702_151a_lizard_blades_unattaches_and_is_a_creature_again() -> None:
    s = game("Lizard Blades")
    s.lands(A, "Mountain", 2)
    bears = s.put(A, "Grizzly Bears")
    blades = s.put(A, "Lizard Blades", attached_to=bears)
    s.start()
    s.to_step("main1", active=A)
    assert "Creature" not in chars(s.state, s.obj(blades)).types
    options = _abilities(s, "Lizard Blades")
    assert len(options) == 2  # attached: attach again, or unattach (702.151a)
    abilities = chars(s.state, s.obj(blades)).abilities
    (unattach,) = [o for o in options if any(
        isinstance(e, Unattach) for e in getattr(abilities[o.index], "effects", ()))]
    s.activate(A, "Lizard Blades", unattach.index)
    s.resolve()
    assert s.obj(blades).attached_to is None
    assert "Creature" in chars(s.state, s.obj(blades)).types
    assert "double_strike" not in s.keywords(bears)
