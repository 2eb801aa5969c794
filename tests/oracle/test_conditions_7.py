"""Conditions and durations, round 7 (issue 29, h7-cnd; ``oracle/conditions_7.py``): each piece
compiled from the real Oracle text of real cards (MTGJSON 2022-04-25) and played in scenario
games. Each test names the card and the rule it proves."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_7 import ATTACHED_FOLDED, ATTACHED_NOW
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "As long as enchanted creature / permanent is …, it …" (CR 611.3a, 613.1) -------------------


def test_cr_611_3a_steel_of_the_godhead_reads_the_enchanted_creatures_colour() -> None:
    """Steel of the Godhead: "As long as enchanted creature is white, it gets +1/+1 and has
    lifelink. As long as enchanted creature is blue, it gets +1/+1 and can't be blocked." — on a
    white creature +1/+1 and lifelink only; on a green one nothing."""
    static = real("Steel of the Godhead").abilities[1]
    assert isinstance(static, m.StaticAbility)
    assert static.condition is not None and static.condition.kind == ATTACHED_FOLDED
    assert all(e.affected == "enchanted" and e.filter == m.Filter(colors=("W",))
               for e in static.effects)
    s = game("Steel of the Godhead")
    knight = s.put(A, "Youthful Knight")  # white 2/1 first strike
    s.put(A, "Steel of the Godhead", attached_to=knight)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Steel of the Godhead", attached_to=bears)
    s.start()
    assert s.pt(knight) == (3, 2)
    assert "lifelink" in s.keywords(knight)
    assert s.pt(bears) == (2, 2)
    assert "lifelink" not in s.keywords(bears)


def test_cr_613_1_rune_of_might_reads_an_animated_land_as_a_creature() -> None:
    """Rune of Might: "As long as enchanted permanent is a creature, it gets +1/+1 and has
    trample." — on Blinkmoth Nexus (a land) nothing; once it becomes a 1/1 Blinkmoth artifact
    creature (layer 4, an effect the printed card does not show) it is 2/2 with trample: the
    condition is read in the layers of the bonus (7c, 6), after the type-changing layer
    (CR 613.1d)."""
    s = game("Rune of Might", "Blinkmoth Nexus")
    nexus = s.put(A, "Blinkmoth Nexus")
    s.put(A, "Rune of Might", attached_to=nexus)
    s.lands(A, "Wastes", 1)
    s.start()
    assert "trample" not in s.keywords(nexus)
    s.activate(A, "Blinkmoth Nexus", 1)
    s.resolve()
    assert s.pt(nexus) == (2, 2)
    assert "trample" in s.keywords(nexus)


def test_cr_613_1_twisted_embrace_gives_nothing_to_an_artifact() -> None:
    """Twisted Embrace: "As long as enchanted permanent is a creature, it gets +1/+1." — on
    Grizzly Bears 3/3; on an artifact that is not a creature, no P/T at all is given."""
    s = game("Twisted Embrace")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Twisted Embrace", attached_to=bears)
    rock = s.put(A, "Mind Stone")
    s.put(A, "Twisted Embrace", attached_to=rock)
    s.start()
    assert s.pt(bears) == (3, 3)
    assert s.pt(rock) == (0, 0)


# -- "if enchanted permanent is tapped / untapped" (CR 603.4) ----------------------------------


def test_cr_603_4_volition_reins_untaps_a_tapped_enchanted_permanent() -> None:
    """Volition Reins: "When ~ enters, if enchanted permanent is tapped, untap it. You control
    enchanted permanent." — cast on a tapped creature of the opponent: "it" is that creature
    (the condition's object), which is untapped and now yours."""
    reins = real("Volition Reins").abilities[1]
    assert isinstance(reins, m.TriggeredAbility)
    assert reins.intervening_if is not None and reins.intervening_if.kind == ATTACHED_NOW
    assert reins.effects == (m.Untap(what="enchanted"),)
    s = game("Volition Reins")
    giant = s.put(B, "Hill Giant", tapped=True)
    s.lands(A, "Island", 6)
    s.hand(A, "Volition Reins")
    s.start()
    s.cast(A, "Volition Reins", targets=[giant])
    s.resolve()
    assert s.controller(giant) == A
    assert not s.obj(giant).tapped
    assert not s.obj(s.id("Volition Reins")).tapped


def test_cr_603_4_volition_reins_does_not_trigger_on_an_untapped_permanent() -> None:
    """The intervening "if" is false as ~ enters on an untapped creature: the ability does not
    trigger (603.4); the creature still changes control, untapped."""
    s = game("Volition Reins")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Island", 6)
    s.hand(A, "Volition Reins")
    s.start()
    s.cast(A, "Volition Reins", targets=[giant])
    s.resolve()
    assert s.controller(giant) == A
    assert not s.state.stack


def test_cr_603_4_narcolepsy_taps_the_untapped_enchanted_creature_each_upkeep() -> None:
    """Narcolepsy: "At the beginning of each upkeep, if enchanted creature is untapped, tap
    it." — the opponent's creature, untapped at B's upkeep, is tapped by the trigger."""
    s = game("Narcolepsy", library=30)
    giant = s.put(B, "Hill Giant")
    s.put(A, "Narcolepsy", attached_to=giant)
    s.start()
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.obj(giant).tapped
