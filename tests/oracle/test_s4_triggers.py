"""Trigger events and conditions for the four Commander precons (issues 10 and 16): each card
here is compiled from its real Oracle text (MTGJSON 2022-04-25), must be supported (round trip
and engine), and is played in a scenario game (tests/magic/dsl.py). The CR rule each test
proves is in its name or docstring."""

from __future__ import annotations

from functools import cache

from cardtable.core.decision import Decision
from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.abilities.loader import card_pool
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled


@cache
def real(name: str) -> m.CardDef:
    """``name`` compiled from its Oracle text; it must be supported (round trip and engine)."""
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def game(*names: str, players: int = 2) -> Scenario:
    cards = dict(card_pool())
    for name in names:
        cards[name] = real(name)
    return Scenario(players, cards=cards)


def _next_question(s: Scenario) -> Decision | None:
    """Everyone passes until the game asks something other than priority."""
    while s.pending is not None and s.pending.tag == "priority":
        s.pass_priority()
    return s.pending


def _triggers(name: str) -> list[m.TriggeredAbility]:
    return [a for a in real(name).abilities if isinstance(a, m.TriggeredAbility)]


# -- tokens that enter tapped; "dies" with a controller in the filter ----------------------------


def test_cr_603_10a_overseer_nontoken_opponent_creature_dies_makes_tapped_zombie() -> None:
    """Overseer of the Damned: "Whenever a nontoken creature an opponent controls dies, create
    a tapped 2/2 black Zombie creature token." — the dying creature is looked at as it last
    existed (603.10a); A's own creature dying does not trigger it."""
    s = game("Overseer of the Damned")
    s.put(A, "Overseer of the Damned")
    lions = s.put(B, "Savannah Lions")
    mine = s.put(A, "Savannah Lions")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    zombies = s.ids("Zombie")
    assert len(zombies) == 1 and s.obj(zombies[0]).tapped
    assert s.controller(zombies[0]) == A and s.pt(zombies[0]) == (2, 2)
    s.cast(A, "Lightning Bolt", targets=[mine])
    s.resolve()
    assert len(s.ids("Zombie")) == 1  # a creature A controlled: no trigger


# -- "non-Vampire": a subtype excluded (CR 205.3) -------------------------------------------------


def test_cr_701_17a_anowon_each_player_sacrifices_a_non_vampire_creature() -> None:
    """Anowon, the Ruin Sage: "At the beginning of your upkeep, each player sacrifices a
    non-Vampire creature." — a Vampire can't be chosen; a player without a non-Vampire
    creature sacrifices nothing (701.17a)."""
    s = game("Anowon, the Ruin Sage")
    anowon = s.put(A, "Anowon, the Ruin Sage")
    s.put(A, "Grizzly Bears")
    s.put(B, "Savannah Lions")
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert s.obj(anowon).zone == "battlefield"


# -- morbid: "if a creature died this turn" (CR 603.4, 700.4) ------------------------------------


def test_cr_603_4_morkrut_banshee_morbid_checked_as_it_triggers() -> None:
    """Morkrut Banshee: "When ~ enters, if a creature died this turn, target creature gets
    -4/-4 until end of turn." — with no creature dead this turn it does not trigger at all."""
    s = game("Morkrut Banshee")
    s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Morkrut Banshee")
    s.start()
    s.cast(A, "Morkrut Banshee")
    s.resolve()
    assert not s.state.stack and s.zone_of("Hill Giant") == "battlefield"


def test_cr_700_4_morkrut_banshee_after_a_creature_died() -> None:
    s = game("Morkrut Banshee")
    giant = s.put(B, "Hill Giant")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Swamp", 5)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Morkrut Banshee")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[lions])
    s.resolve()
    s.cast(A, "Morkrut Banshee")
    s.then("cast.target", giant)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"  # a 3/3 at -4/-4 (704.5f)


def test_cr_513_1a_reaper_from_the_abyss_each_end_step_if_a_creature_died() -> None:
    """Reaper from the Abyss: "At the beginning of each end step, if a creature died this
    turn, destroy target non-Demon creature." — on the opponent's turn too; a Demon can't be
    the target; no death, no trigger."""
    s = game("Reaper from the Abyss")
    reaper = s.put(A, "Reaper from the Abyss")
    giant = s.put(A, "Hill Giant")
    s.put(B, "Savannah Lions")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.to_step("end", active=B)
    assert not s.state.stack  # nothing died this turn
    s.to_step("main1", active=A)
    s.to_step("main1", active=B)
    s.cast(B, "Lightning Bolt", targets=[s.id("Savannah Lions")])
    s.resolve()
    s.to_step("end", active=B)
    decision = _next_question(s)
    assert decision is not None and decision.tag == "cast.target"
    assert reaper not in decision.options and giant in decision.options
    s.then("cast.target", giant)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.obj(reaper).zone == "battlefield"


# -- "enters or attacks", "enters or leaves the battlefield" (CR 603.2, 603.6) --------------------


def test_cr_603_2_grave_titan_enters_or_attacks() -> None:
    """Grave Titan: "Whenever ~ enters or attacks, create two 2/2 black Zombie creature
    tokens." — two abilities of the object itself, one effect."""
    assert [t.trigger.event for t in _triggers("Grave Titan")] == ["enters", "attacks"]
    s = game("Grave Titan")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Grave Titan")
    s.start()
    s.cast(A, "Grave Titan")
    s.resolve()
    assert len(s.ids("Zombie")) == 2
    titan = s.id("Grave Titan")
    s.obj(titan).sick = False
    s.attack({titan: "p1"})
    s.resolve()
    assert len(s.ids("Zombie")) == 4


def test_cr_603_10a_deadwood_treefolk_enters_or_leaves_not_itself() -> None:
    """Deadwood Treefolk: "When ~ enters or leaves the battlefield, return another target
    creature card from your graveyard to your hand." — as it leaves, the Treefolk card now in
    the graveyard is not "another" creature card (CR 115.1, 400.7)."""
    s = game("Deadwood Treefolk")
    bears = s.graveyard(A, "Grizzly Bears")
    s.lands(A, "Forest", 7)
    s.lands(B, "Swamp", 2)
    s.hand(A, "Deadwood Treefolk")
    s.hand(B, "Doom Blade")
    s.start()
    s.cast(A, "Deadwood Treefolk")
    s.then("cast.target", bears)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    s.graveyard(A, "Savannah Lions")
    treefolk = s.id("Deadwood Treefolk")
    s.cast(B, "Doom Blade", targets=[treefolk])
    decision = _next_question(s)
    assert decision is not None and decision.tag == "cast.target"
    assert s.id("Deadwood Treefolk", "graveyard") not in decision.options
    s.then("cast.target", s.id("Savannah Lions", "graveyard"))
    s.resolve()
    assert s.zone_of("Savannah Lions") == "hand"
    assert s.zone_of("Deadwood Treefolk") == "graveyard"


def test_cr_603_10a_spitebellows_evoked_leaves_and_deals_6() -> None:
    """Spitebellows: "When ~ leaves the battlefield, it deals 6 damage to target creature."
    — evoked (702.74a), it is sacrificed as it enters and its leave trigger still deals the
    damage, the source as it last existed."""
    s = game("Spitebellows")
    wurm = s.put(B, "Craw Wurm")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Spitebellows")
    s.start()
    s.cast(A, "Spitebellows", way="evoke")
    s.then("cast.target", wurm)
    s.resolve()
    assert s.zone_of("Spitebellows") == "graveyard"
    assert s.zone_of("Craw Wurm") == "graveyard"


def test_cr_608_2c_crater_hellion_damages_each_other_creature() -> None:
    """Crater Hellion: "When ~ enters, it deals 4 damage to each other creature." — every
    creature but the Hellion, both players'."""
    s = game("Crater Hellion", "Grave Titan")
    s.put(A, "Hill Giant")
    s.put(B, "Craw Wurm")
    titan = s.put(B, "Grave Titan")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Crater Hellion")
    s.start()
    s.cast(A, "Crater Hellion")
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Craw Wurm") == "graveyard"
    assert s.obj(titan).damage == 4
    assert s.obj(s.id("Crater Hellion")).damage == 0


# -- "you may have ~ / it deal …" (CR 608.2d); "When you cycle ~" (CR 702.29d) ------------------


def test_cr_603_2_where_ancients_tread_power_5_or_greater_enters() -> None:
    """Where Ancients Tread: "Whenever a creature with power 5 or greater enters under your
    control, you may have ~ deal 5 damage to any target." — a 6/4 triggers it, a 2/2 not."""
    s = game("Where Ancients Tread")
    s.put(A, "Where Ancients Tread")
    s.lands(A, "Forest", 8)
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Craw Wurm")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert not s.state.stack and s.life(B) == 20
    s.cast(A, "Craw Wurm")
    s.then("cast.target", "p1").then("resolve.choice", True)
    s.resolve()
    assert s.life(B) == 15


def test_cr_702_29d_slice_and_dice_cycled_may_deal_1_to_each_creature() -> None:
    """Slice and Dice: cycling it draws a card (702.29a) and "When you cycle ~, you may have
    it deal 1 damage to each creature." triggers from the graveyard it went to (702.29d)."""
    s = game("Slice and Dice")
    lions = s.put(B, "Savannah Lions")
    bears = s.put(A, "Grizzly Bears")
    s.library_top(A, "Forest")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Slice and Dice")
    s.start()
    s.activate(A, "Slice and Dice")
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Slice and Dice") == "graveyard"
    assert s.zone_of("Forest") == "hand"
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert s.obj(bears).damage == 1
    assert lions not in s.state.objects


def test_cr_702_29d_slice_and_dice_declined_does_nothing() -> None:
    s = game("Slice and Dice")
    lions = s.put(B, "Savannah Lions")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Slice and Dice")
    s.start()
    s.activate(A, "Slice and Dice")
    s.then("resolve.choice", False)
    s.resolve()
    assert s.obj(lions).damage == 0
