"""Quoted abilities that call their object "this permanent", "this land", "this artifact" or
"this enchantment" (CR 113.7a, 613.1f): the ability given by a static ability refers to the
object that has it. Played from the REAL Oracle text of real cards (MTGJSON 2022-04-25)."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def _granted(name: str) -> m.ContinuousEffect:
    (effect,) = [e for a in real(name).abilities if isinstance(a, m.StaticAbility)
                 for e in a.effects if e.add_abilities]
    return effect


def test_cr_113_7a_acidic_sliver_gives_each_sliver_this_permanent_deals_2() -> None:
    """Acidic Sliver: "All Slivers have "{2}, Sacrifice this permanent: This permanent deals 2
    damage to any target."" — another Sliver has the ability; activating it sacrifices that
    Sliver (not Acidic Sliver) and deals 2 damage."""
    effect = _granted("Acidic Sliver")
    assert effect.quoted_noun == "permanent"
    assert render_card(real("Acidic Sliver")) == (
        'All Slivers have "{2}, Sacrifice this permanent: This permanent deals 2 damage to '
        'any target."')
    s = game("Acidic Sliver", "Muscle Sliver")
    s.put(A, "Acidic Sliver")
    muscle = s.put(A, "Muscle Sliver")
    s.lands(A, "Mountain", 2)
    s.start()
    s.activate(A, "Muscle Sliver", source=muscle, targets=["p1"])
    s.resolve()
    assert s.life(B) == 18
    assert s.zone_of("Muscle Sliver") == "graveyard"
    assert s.zone_of("Acidic Sliver") == "battlefield"


def test_cr_113_7a_barbed_field_gives_the_enchanted_land_this_land_deals_1() -> None:
    """Barbed Field: "Enchanted land has "{T}: This land deals 1 damage to any target."" — the
    enchanted Mountain taps to deal the damage; the land is the source."""
    effect = _granted("Barbed Field")
    assert effect.quoted_noun == "land"
    assert 'Enchanted land has "{T}: This land deals 1 damage to any target."' in \
        render_card(real("Barbed Field"))
    s = game("Barbed Field")
    mountain = s.put(A, "Mountain")
    s.put(A, "Barbed Field", attached_to=mountain)
    s.start()
    s.activate(A, "Mountain", source=mountain, index=1, targets=["p1"])
    s.resolve()
    assert s.life(B) == 19
    assert s.obj(mountain).tapped


def test_cr_113_7a_energy_flux_each_artifact_sacrificed_unless_paid() -> None:
    """Energy Flux: "All artifacts have "At the beginning of your upkeep, sacrifice this
    artifact unless you pay {2}."" — the ability is each artifact's own ("this artifact")."""
    effect = _granted("Energy Flux")
    assert effect.quoted_noun == "artifact"
    assert 'sacrifice this artifact unless you pay {2}.' in render_card(real("Energy Flux"))
    s = game("Energy Flux", "Ornithopter")
    s.put(B, "Energy Flux")
    s.put(A, "Ornithopter")
    s.start(active=B)
    s.to_step("draw", active=A)  # A's upkeep passed: A had no mana to pay
    assert s.zone_of("Ornithopter") == "graveyard"
    assert s.zone_of("Energy Flux") == "battlefield"  # an enchantment: it has no such ability
