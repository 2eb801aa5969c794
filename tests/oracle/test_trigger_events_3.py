"""Counters put on a permanent as a trigger event (issue 29, h6-E; CR 122.6, 603.2): each card
is compiled from its real Oracle text (MTGJSON 2022-04-25), must be supported (round trip and
engine), and is played in a scenario game asserting what its text says happens. The CR rule
each test proves is in its name or docstring."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic.oracle.anaphora import audit
from cardtable.games.magic.oracle.compiler import compile_text
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _forests(s: Scenario, count: int) -> None:
    for _ in range(count):
        s.put(A, "Forest")


def _swamps(s: Scenario, count: int) -> None:
    for _ in range(count):
        s.put(A, "Swamp")


# -- "Whenever one or more +1/+1 counters are put on ~" (CR 122.6, 603.2) --------------------------


def test_cr_122_6_herd_baloth_one_beast_for_four_counters() -> None:
    """Herd Baloth: "Whenever one or more +1/+1 counters are put on ~, you may create a 4/4
    green Beast creature token." — Dromoka's Gift puts four counters on it at once: one
    event, one Beast."""
    s = game("Herd Baloth", "Dromoka's Gift")
    baloth = s.put(A, "Herd Baloth")
    _forests(s, 6)
    s.hand(A, "Dromoka's Gift")
    s.start()
    s.then("resolve.choice", True)
    s.cast(A, "Dromoka's Gift", targets=[baloth])
    s.resolve()
    s.done()
    assert s.obj(baloth).counters.get("+1/+1") == 4
    assert len(s.ids("Beast")) == 1
    assert s.pt(s.ids("Beast")[0]) == (4, 4)


def test_cr_122_6_herd_baloth_counters_on_another_creature_do_nothing() -> None:
    """"… put on ~" is the Baloth alone: counters on another creature of its controller make
    no Beast."""
    s = game("Herd Baloth", "Battlegrowth")
    s.put(A, "Herd Baloth")
    bears = s.put(A, "Grizzly Bears")
    _forests(s, 1)
    s.hand(A, "Battlegrowth")
    s.start()
    s.cast(A, "Battlegrowth", targets=[bears])
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 1
    assert s.ids("Beast") == []


def test_cr_122_6_fathom_mage_draws_once_for_each_counter() -> None:
    """Fathom Mage: "Whenever a +1/+1 counter is put on ~, you may draw a card." — four
    counters at once are four counters put on it: four draws."""
    s = game("Fathom Mage", "Dromoka's Gift")
    mage = s.put(A, "Fathom Mage")
    _forests(s, 6)
    s.hand(A, "Dromoka's Gift")
    s.start()
    for _ in range(4):
        s.then("resolve.choice", True)
    hand = s.hand_size(A)
    s.cast(A, "Dromoka's Gift", targets=[mage])
    s.resolve()
    s.done()
    assert s.hand_size(A) == hand - 1 + 4


# -- "… are put on another creature you control" (a filtered subject) ----------------------------


def test_cr_122_6_enduring_scalelord_grows_for_another_creature_not_itself() -> None:
    """Enduring Scalelord: "Whenever one or more +1/+1 counters are put on another creature
    you control, you may put a +1/+1 counter on ~." — Battlegrowth on Grizzly Bears gives the
    Scalelord one counter; that counter is on the Scalelord, not another creature, so it does
    not trigger again."""
    s = game("Enduring Scalelord", "Battlegrowth")
    lord = s.put(A, "Enduring Scalelord")
    bears = s.put(A, "Grizzly Bears")
    _forests(s, 1)
    s.hand(A, "Battlegrowth")
    s.start()
    s.then("resolve.choice", True)
    s.cast(A, "Battlegrowth", targets=[bears])
    s.resolve()
    s.done()
    assert s.obj(bears).counters.get("+1/+1") == 1
    assert s.obj(lord).counters.get("+1/+1") == 1
    assert not s.state.stack


def test_cr_122_6_enduring_scalelord_ignores_an_opponents_creature() -> None:
    """"a creature you control": a counter on the opponent's creature does not trigger it."""
    s = game("Enduring Scalelord", "Battlegrowth")
    lord = s.put(A, "Enduring Scalelord")
    theirs = s.put(B, "Grizzly Bears")
    _forests(s, 1)
    s.hand(A, "Battlegrowth")
    s.start()
    s.cast(A, "Battlegrowth", targets=[theirs])
    s.resolve()
    assert s.obj(theirs).counters.get("+1/+1") == 1
    assert s.obj(lord).counters.get("+1/+1", 0) == 0


def test_cr_122_6_enduring_scalelord_sees_a_creature_entering_with_a_counter() -> None:
    """CR 122.6: a permanent given counters as it enters has had counters put on it —
    Arcbound Worker enters with a +1/+1 counter (modular 1), so the Scalelord triggers."""
    s = game("Enduring Scalelord", "Arcbound Worker")
    lord = s.put(A, "Enduring Scalelord")
    _forests(s, 1)
    s.hand(A, "Arcbound Worker")
    s.start()
    s.then("resolve.choice", True)
    s.cast(A, "Arcbound Worker")
    s.resolve()
    s.done()
    worker = s.id("Arcbound Worker")
    assert s.obj(worker).counters.get("+1/+1") == 1
    assert s.obj(lord).counters.get("+1/+1") == 1


# -- "Whenever you put one or more [-1/-1] counters on …" (the player who put them) ---------------


def test_cr_122_6_generous_patron_draws_for_counters_on_a_creature_you_dont_control() -> None:
    """Generous Patron: "Whenever you put one or more counters on a creature you don't
    control, draw a card." — Battlegrowth on the opponent's Grizzly Bears draws a card; on
    your own Grizzly Bears it does not."""
    s = game("Generous Patron", "Battlegrowth")
    s.put(A, "Generous Patron")
    theirs = s.put(B, "Grizzly Bears")
    mine = s.put(A, "Grizzly Bears")
    _forests(s, 2)
    s.hand(A, "Battlegrowth", count=2)
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Battlegrowth", targets=[theirs])
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 1
    s.cast(A, "Battlegrowth", targets=[mine])
    s.resolve()
    assert s.hand_size(A) == hand - 2 + 1
    assert s.obj(mine).counters.get("+1/+1") == 1


def test_cr_701_27a_nest_of_scarabs_counts_counters_put_by_proliferate() -> None:
    """Nest of Scarabs: "Whenever you put one or more -1/-1 counters on a creature, create that
    many 1/1 black Insect creature tokens." — Grim Affliction puts a -1/-1 counter on Hill
    Giant (one Insect), then proliferates onto it (CR 701.27a: you put one more — another
    Insect)."""
    s = game("Nest of Scarabs", "Grim Affliction")
    s.put(A, "Nest of Scarabs")
    giant = s.put(B, "Hill Giant")
    _swamps(s, 3)
    s.hand(A, "Grim Affliction")
    s.start()
    s.then("proliferate", (giant,))
    s.cast(A, "Grim Affliction", targets=[giant])
    s.resolve()
    s.done()
    assert s.obj(giant).counters.get("-1/-1") == 2
    insects = s.ids("Insect")
    assert len(insects) == 2
    assert all(s.controller(i) == A and s.pt(i) == (1, 1) for i in insects)


def test_cr_702_80c_obelisk_spider_drains_for_wither_damage() -> None:
    """Obelisk Spider: "Whenever you put one or more -1/-1 counters on a creature, each
    opponent loses 1 life and you gain 1 life." — Puncture Blast (wither) deals its 3 damage to
    Hill Giant as three -1/-1 counters (CR 702.80c), which you put: one drain."""
    s = game("Obelisk Spider", "Puncture Blast")
    s.put(A, "Obelisk Spider")
    giant = s.put(B, "Hill Giant")
    for _ in range(3):
        s.put(A, "Mountain")
    s.hand(A, "Puncture Blast")
    s.start()
    s.cast(A, "Puncture Blast", targets=[giant])
    s.resolve()
    assert s.life(B) == 19
    assert s.life(A) == 21


def test_cr_122_6_nest_of_scarabs_ignores_an_opponents_counters() -> None:
    """"Whenever you put …": -1/-1 counters the opponent puts (their Grim Affliction on your
    creature) make no Insect for you."""
    s = game("Nest of Scarabs", "Grim Affliction")
    s.put(A, "Nest of Scarabs")
    giant = s.put(A, "Hill Giant")
    for _ in range(3):
        s.put(B, "Swamp")
    s.hand(B, "Grim Affliction")
    s.start(active=B)
    s.then("proliferate", ())
    s.cast(B, "Grim Affliction", targets=[giant])
    s.resolve()
    s.done()
    assert s.obj(giant).counters.get("-1/-1") == 1
    assert s.ids("Insect") == []


# -- the words back (the render) -------------------------------------------------------------------


def test_counters_events_render_back_to_their_oracle_words() -> None:
    """Each wording of the event is written back as Oracle wrote it (the round trip the
    support verdict asks of every card)."""
    for name in ("Herd Baloth", "Fathom Mage", "Hapatra, Vizier of Poisons",
                 "Generous Patron", "Wildwood Scourge", "Flourishing Defenses"):
        assert real(name).abilities  # supported: compiled and rendered back
    result = compile_text("Whenever a +1/+1 counter is put on ~, you may draw a card.",
                          "Creature — Human Wizard")
    assert not result.failures
    trigger = result.abilities[0].trigger  # type: ignore[union-attr]
    assert (trigger.event, trigger.counter, trigger.subject) == ("counter_put_each", "+1/+1",
                                                                 "self")


def test_that_many_after_a_counters_event_binds_to_the_event() -> None:
    """The anaphora audit reads "that many" after "Whenever you put one or more -1/-1 counters
    on a creature" as the event's amount (CR 603.2, 608.2h), as the compiler binds it."""
    assert audit([real("Nest of Scarabs"), real("Herd Baloth")]) == []


# -- mana triggers of any player (CR 106.12a, 605.1b) ----------------------------------------------


def test_cr_106_12a_heartbeat_of_spring_doubles_your_land_mana() -> None:
    """Heartbeat of Spring: "Whenever a player taps a land for mana, that player adds one mana
    of any type that land produced." — one Forest pays for Grizzly Bears ({1}{G}): the Forest
    makes {G} and the trigger one more {G} (a triggered mana ability, no stack: CR 605.1b)."""
    s = game("Heartbeat of Spring")
    s.put(A, "Heartbeat of Spring")
    _forests(s, 1)
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_106_12a_heartbeat_of_spring_doubles_an_opponents_land_mana_too() -> None:
    """"a player … that player adds": the opponent's two Mountains pay for Hill Giant
    ({3}{R}) while Heartbeat of Spring is yours."""
    s = game("Heartbeat of Spring")
    s.put(A, "Heartbeat of Spring")
    for _ in range(2):
        s.put(B, "Mountain")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Hill Giant")
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    assert s.controller(s.id("Hill Giant")) == B


def test_cr_605_1b_zendikar_resurgent_is_yours_alone() -> None:
    """Zendikar Resurgent: "Whenever you tap a land for mana, add one mana of any type that land
    produced." — your one Forest pays for Grizzly Bears (and "Whenever you cast a creature
    spell, draw a card." draws); the opponent's two Mountains are not doubled, so Hill Giant
    cannot be cast."""
    s = game("Zendikar Resurgent")
    s.put(A, "Zendikar Resurgent")
    _forests(s, 1)
    s.hand(A, "Grizzly Bears")
    for _ in range(2):
        s.put(B, "Mountain")
    s.hand(B, "Hill Giant")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.hand_size(A) == hand - 1 + 1
    s.to_step("main1", active=B)
    with pytest.raises(IllegalAction):  # two Mountains make {R}{R}: Hill Giant costs 4
        s.cast(B, "Hill Giant")
    assert s.zone_of("Hill Giant") == "hand"
