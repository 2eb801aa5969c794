"""Engine rules the precon trigger work needed (issues 10 and 16), on the engine's own test
pool: evoke's sacrifice trigger once (CR 702.74a), a copy's new target (707.10c), "When you
cycle ~" (702.29d), delayed triggers at end of combat (603.7, 511.2)."""

from __future__ import annotations

from cardtable.games.magic import model as m
from tests.magic.dsl import A, B, Scenario


def test_cr_702_74a_evoke_sacrifice_triggers_once(scenario: type[Scenario]) -> None:
    """Mulldrifter evoked: its enters trigger and evoke's sacrifice trigger, and nothing more
    — the sacrifice trigger does not trigger again as the permanent leaves (400.7)."""
    s = scenario()
    s.lands(A, "Island", 3)
    for _ in range(3):
        s.library_top(A, "Island")
    s.hand(A, "Mulldrifter")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Mulldrifter", way="evoke")
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.zone_of("Mulldrifter") == "graveyard"
    assert s.hand_size(A) == before - 1 + 2
    triggers = [e for e in s.events("trigger") if dict(e.data)["name"] == "Mulldrifter"]
    assert len(triggers) == 2
    assert not s.state.stack and not s.state.triggers


def test_cr_707_10c_twincast_copy_may_take_a_new_target(scenario: type[Scenario]) -> None:
    """Twincast copies Lightning Bolt; its controller may choose a new target for the copy
    (the old one is offered first): the copy hits B instead of the Bears."""
    s = scenario()
    bears = s.put(A, "Grizzly Bears")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.lands(A, "Island", 2)
    s.hand(A, "Twincast")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[bears])
    s.cast(A, "Twincast", targets=[s.id("Lightning Bolt", "stack")])
    while s.pending is not None and s.pending.tag == "priority":
        s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.tag == "resolve.choice" and decision.player == A
    assert decision.options[0] == bears and "p1" in decision.options
    s.apply(A, "p1")
    s.resolve()
    assert s.life(B) == 17
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_702_29d_pool_slice_and_dice_cycling_trigger(scenario: type[Scenario]) -> None:
    """The pool's Slice and Dice: cycling draws (702.29a) and "When you cycle ~" triggers
    from the graveyard (702.29d); declined, nothing is dealt."""
    s = scenario()
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Slice and Dice")
    s.start()
    before = s.hand_size(A)
    s.activate(A, "Slice and Dice")
    # the trigger goes on the stack above the cycling ability (603.3): it resolves first
    assert [type(i.ability) for i in s.state.stack] == [m.ActivatedAbility,
                                                        m.TriggeredAbility]
    s.then("resolve.choice", True)
    s.resolve()
    assert s.hand_size(A) == before  # the card left, one was drawn
    assert s.zone_of("Savannah Lions") == "graveyard" and lions not in s.state.objects
