"""Trigger events, second round of the ninth wave (issue 29, h9b-TRG; CR 603.2): each card is
compiled from its real Oracle text (MTGJSON 2022-04-25), must be supported (round trip and
engine), and is played in a scenario game asserting what its text says happens. The CR rule each
test proves is in its name or docstring."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import compiled, game, real

# -- "EFFECT on equipped creature if it's COLOR" (CR 608.2c) --------------------------------------


def test_cr_608_2c_ring_of_evos_isle_counter_only_on_a_blue_equipped_creature() -> None:
    """Ring of Evos Isle: "At the beginning of your upkeep, put a +1/+1 counter on equipped
    creature if it's blue." — "it" is the equipped creature, checked as the ability resolves:
    equipping a blue Horned Turtle gives it a counter each upkeep; moved to a green Grizzly
    Bears, the Ring gives nothing."""
    assert "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's " \
        "blue." in render_card(real("Ring of Evos Isle"))
    upkeep = next(a for a in real("Ring of Evos Isle").abilities
                  if isinstance(a, m.TriggeredAbility))
    cond = upkeep.effects[0]
    assert isinstance(cond, m.Conditional) and cond.condition.ref == "equipped"
    s = game("Ring of Evos Isle")
    turtle = s.put(A, "Horned Turtle")
    ring = s.put(A, "Ring of Evos Isle", attached_to=turtle)
    s.start(step="untap")
    s.to_step("draw")
    assert s.obj(turtle).counters.get("+1/+1") == 1
    bears = s.put(A, "Grizzly Bears")
    s.obj(ring).attached_to = bears
    s.to_step("upkeep", active=B)
    s.to_step("draw", active=A)
    assert s.obj(bears).counters.get("+1/+1", 0) == 0
    assert s.obj(turtle).counters.get("+1/+1") == 1


def test_cr_608_2c_every_ring_of_the_cycle_is_supported() -> None:
    """The four other Rings (Kalonia, Thune, Valkas, Xathrid) read the same way, each with its
    colour."""
    for name, color in (("Ring of Kalonia", "G"), ("Ring of Thune", "W"),
                        ("Ring of Valkas", "R"), ("Ring of Xathrid", "B")):
        assert compiled(name).supported, name
        upkeep = next(a for a in real(name).abilities if isinstance(a, m.TriggeredAbility))
        cond = upkeep.effects[0]
        assert isinstance(cond, m.Conditional) and cond.condition.filter is not None
        assert cond.condition.filter.colors == (color,)


# -- "that creature" of a block event, for a pump (CR 509.1h, 608.2h) ----------------------------


def test_cr_509_1h_flailing_drake_pumps_the_creature_it_blocks_or_is_blocked_by() -> None:
    """Flailing Drake: "Whenever ~ blocks or becomes blocked by a creature, that creature gets
    +1/+1 until end of turn." — "that creature" is the other creature of the block: blocking
    Grizzly Bears makes the Bears 3/3; blocked by a Giant Spider (reach), the Spider is 3/5 —
    never the Drake itself."""
    assert "Whenever ~ blocks or becomes blocked by a creature, that creature gets +1/+1 until " \
        "end of turn." in render_card(real("Flailing Drake"))
    s = game("Flailing Drake")
    drake = s.put(A, "Flailing Drake")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.attack({bears: "p0"})
    s.block(A, {drake: bears})
    s.resolve()
    assert s.pt(bears) == (3, 3)
    assert s.pt(drake) == (2, 3)
    s = game("Flailing Drake")
    drake = s.put(A, "Flailing Drake")
    spider = s.put(B, "Giant Spider")
    s.start(active=A)
    s.attack({drake: "p1"})
    s.block(B, {spider: drake})
    s.resolve()
    assert s.pt(spider) == (3, 5)


# -- the same rule: "that creature gets …" of a spell's one target (CR 608.2c, 702.33d) ---------


def test_cr_702_33d_vines_of_vastwood_kicked_that_creature_gets_plus_four() -> None:
    """Vines of Vastwood: "… If this spell was kicked, that creature gets +4/+4 until end of
    turn." — "that creature" is the spell's target: kicked on Grizzly Bears, the Bears are 6/6;
    unkicked, they stay 2/2."""
    assert compiled("Vines of Vastwood").supported
    s = game("Vines of Vastwood")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.hand(A, "Vines of Vastwood")
    s.start()
    s.cast(A, "Vines of Vastwood", targets=(bears,), kicker=True)
    s.resolve()
    assert s.pt(bears) == (6, 6)
    s = game("Vines of Vastwood")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.hand(A, "Vines of Vastwood")
    s.start()
    s.cast(A, "Vines of Vastwood", targets=(bears,), kicker=False)
    s.resolve()
    assert s.pt(bears) == (2, 2)


def test_cr_608_2c_insatiable_appetite_without_a_food_that_creature_gets_plus_three() -> None:
    """Insatiable Appetite: "You may sacrifice a Food. If you do, target creature gets +5/+5
    until end of turn. Otherwise, that creature gets +3/+3 until end of turn." — with no Food to
    sacrifice, the target Grizzly Bears get +3/+3 (5/5)."""
    assert compiled("Insatiable Appetite").supported
    s = game("Insatiable Appetite")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.hand(A, "Insatiable Appetite")
    s.start()
    s.cast(A, "Insatiable Appetite", targets=(bears,))
    s.then("resolve.choice", False)  # "You may sacrifice a Food": there is none
    s.resolve()
    assert s.pt(bears) == (5, 5)


def test_cr_608_2c_subdue_that_creature_gets_toughness_equal_to_its_mana_value() -> None:
    """Subdue: "Prevent all combat damage that would be dealt by target creature this turn.
    That creature gets +0/+X until end of turn, where X is its mana value." — on a Hill Giant
    (mana value 4) it is 3/7."""
    assert compiled("Subdue").supported
    s = game("Subdue")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Forest", 1)
    s.hand(A, "Subdue")
    s.start()
    s.cast(A, "Subdue", targets=(giant,))
    s.resolve()
    assert s.pt(giant) == (3, 7)
