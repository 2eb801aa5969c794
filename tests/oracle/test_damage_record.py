""""Whenever a creature dealt damage by ~ this turn dies, …" (Vein Drinker, the Vampiric
Bloodlust precon, issues 10 and 16; Sengir Vampire) from the cards' real Oracle text (MTGJSON
2022-04-25): the engine keeps, per turn, which objects each source dealt damage to (CR 120.3),
and a dies trigger looks back at the creature as it last existed (603.10a). Vein Drinker's
"{R}, {T}: ~ deals damage equal to its power to target creature. That creature deals damage
equal to its power to ~." feeds it."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def test_vein_drinker_and_sengir_vampire_compile_and_render_back() -> None:
    for name in ("Vein Drinker", "Sengir Vampire"):
        card = real(name)
        assert round_trip_problem(card) == ""
        trigger = card.abilities[-1]
        assert isinstance(trigger, m.TriggeredAbility) and trigger.trigger.event == "dies"
        assert trigger.trigger.filter is not None and trigger.trigger.filter.damaged_by_self


def test_vein_drinker_fights_and_grows_when_the_damaged_creature_dies_CR_120_3() -> None:
    """{R}, {T} on Grizzly Bears: 4 damage to the bears, 2 back to Vein Drinker; the bears
    die (704.5g), having been dealt damage by Vein Drinker this turn: a +1/+1 counter."""
    s = game("Vein Drinker")
    drinker = s.put(A, "Vein Drinker")
    s.put(A, "Mountain")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Vein Drinker", targets=[bears])
    s.resolve()
    assert s.graveyard_names(B) == ["Grizzly Bears"]
    assert s.obj(drinker).counters.get("+1/+1") == 1
    assert s.pt(drinker) == (5, 5)
    assert s.obj(drinker).damage == 2


def test_a_creature_another_source_damaged_does_not_count_CR_603_10a() -> None:
    """Lightning Bolt kills Grizzly Bears: Vein Drinker dealt it no damage, no counter."""
    s = game("Vein Drinker")
    drinker = s.put(A, "Vein Drinker")
    s.put(A, "Mountain")
    bears = s.put(B, "Grizzly Bears")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.graveyard_names(B) == ["Grizzly Bears"]
    assert s.obj(drinker).counters.get("+1/+1", 0) == 0


def test_damaged_earlier_in_the_turn_then_killed_by_something_else_counts() -> None:
    """Sengir Vampire (4/4 flying) is blocked by a Giant Spider with a +1/+1 counter (3/5,
    reach): 4 combat damage only wounds it; a Shock later the same turn finishes it. It was
    dealt damage by Sengir Vampire this turn, so the Vampire gets the counter (120.3)."""
    s = game("Sengir Vampire")
    vampire = s.put(A, "Sengir Vampire")
    s.put(A, "Mountain")
    s.hand(A, "Shock")
    spider = s.put(B, "Giant Spider", counters={"+1/+1": 1})
    s.start()
    s.attack({vampire: "p1"})
    s.block(B, {spider: vampire})
    s.to_step("main2")
    assert s.obj(spider).damage == 4
    assert s.obj(vampire).counters.get("+1/+1", 0) == 0
    s.cast(A, "Shock", targets=[spider])
    s.resolve()
    assert "Giant Spider" in s.graveyard_names(B)
    assert s.obj(vampire).counters.get("+1/+1") == 1


def test_the_record_is_for_this_turn_only_CR_120_3() -> None:
    """Damage from Sengir Vampire last turn does not count once the turn has ended: the
    Spider (3/5) dealt 4 in A's combat, killed on B's next turn by Lightning Bolt and Shock
    (the damage wore off in cleanup, 514.2): no counter."""
    s = game("Sengir Vampire")
    vampire = s.put(A, "Sengir Vampire")
    spider = s.put(B, "Giant Spider", counters={"+1/+1": 1})
    s.put(B, "Mountain")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.hand(B, "Shock")
    s.start()
    s.attack({vampire: "p1"})
    s.block(B, {spider: vampire})
    s.to_step("main1", active=B)
    assert s.obj(spider).damage == 0
    s.cast(B, "Lightning Bolt", targets=[spider])
    s.resolve()
    s.cast(B, "Shock", targets=[spider])
    s.resolve()
    assert "Giant Spider" in s.graveyard_names(B)
    assert s.obj(vampire).counters.get("+1/+1", 0) == 0


def test_sengir_vampire_grows_when_its_blocker_dies_in_combat_CR_510_2() -> None:
    """Combat damage counts too: a Giant Spider (2/4) blocking Sengir Vampire (4/4) dies
    from its 4 combat damage (510.2, 704.5g) and the Vampire gets a +1/+1 counter."""
    s = game("Sengir Vampire")
    vampire = s.put(A, "Sengir Vampire")
    spider = s.put(B, "Giant Spider")
    s.start()
    s.attack({vampire: "p1"})
    s.block(B, {spider: vampire})
    s.to_step("main2")
    assert s.graveyard_names(B) == ["Giant Spider"]
    assert s.pt(vampire) == (5, 5)
