"""Kicker and buyback costs that ask more than mana (issue 29: 13 cards that compiled but were
refused), from the real Oracle text of real cards (MTGJSON AtomicCards 2022-04-25): "Kicker—
Sacrifice a land", "Buyback—Discard two cards", "Buyback—Pay 4 life" are paid "in addition to
any other costs" (CR 702.33a, 702.27a) with the spell's other non-mana costs (601.2h), and are
offered only when they can be paid (601.2f–h, 730.1)."""

from __future__ import annotations

from tests.magic.dsl import A, B
from tests.oracle.conftest import game


def test_cr_702_27a_forbid_discards_two_and_returns_to_hand() -> None:
    """Forbid: "Buyback—Discard two cards. Counter target spell." Paying the buyback discards
    the two chosen cards, counters the spell, and Forbid goes back to its owner's hand."""
    s = game("Forbid")
    s.lands(A, "Island", 3)
    s.hand(A, "Forbid")
    first = s.hand(A, "Forest")
    second = s.hand(A, "Plains")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.then("cast.buyback", True)
    s.then("cast.discard", (first, second))
    s.cast(A, "Forbid", targets=[s.state.stack[-1].obj])
    assert sorted(s.graveyard_names(A)) == ["Forest", "Plains"]
    s.resolve()
    assert s.life(A) == 20 and "Lightning Bolt" in s.graveyard_names(B)
    assert [s.obj(o).card.name for o in s.state.zone(A, "hand")] == ["Forbid"]


def test_cr_702_27a_forbid_without_two_other_cards_offers_no_buyback() -> None:
    """With one other card in hand "Discard two cards" can't be paid: only "no" is offered,
    and Forbid goes to the graveyard as it resolves."""
    s = game("Forbid")
    s.lands(A, "Island", 3)
    s.hand(A, "Forbid")
    s.hand(A, "Forest")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s._priority_to(A)
    s.then("cast.buyback", False)
    s.cast(A, "Forbid", targets=[s.state.stack[-1].obj])
    s.resolve()
    assert "Forbid" in s.graveyard_names(A) and s.graveyard_names(A).count("Forest") == 0


def test_cr_702_27a_slaughter_pays_four_life_for_buyback() -> None:
    """Slaughter: "Buyback—Pay 4 life. Destroy target nonblack creature." The buyback costs
    4 life; the creature is destroyed and Slaughter returns to hand."""
    s = game("Slaughter")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Slaughter")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.then("cast.buyback", True)
    s.cast(A, "Slaughter", targets=[giant])
    assert s.life(A) == 16
    s.resolve()
    assert giant not in s.state.battlefield
    assert [s.obj(o).card.name for o in s.state.zone(A, "hand")] == ["Slaughter"]


def test_cr_702_33a_falling_timber_kicked_by_sacrificing_a_land() -> None:
    """Falling Timber: "Kicker—Sacrifice a land. Prevent all combat damage target creature would
    deal this turn. If this spell was kicked, prevent all combat damage another target creature
    would deal this turn." Kicked, a Forest is sacrificed as the spell is cast."""
    s = game("Falling Timber")
    s.lands(A, "Forest", 3)
    extra = s.put(A, "Forest")
    s.hand(A, "Falling Timber")
    first = s.put(B, "Hill Giant")
    second = s.put(B, "Grizzly Bears")
    s.start()
    s.then("cast.kicker", True)
    s.then("cast.sacrifice", (extra,))
    s.cast(A, "Falling Timber", targets=[first, second])
    assert extra not in s.state.battlefield and "Forest" in s.graveyard_names(A)


def test_cr_702_33a_phyrexian_scuta_kicked_with_three_life_gets_two_counters() -> None:
    """Phyrexian Scuta: "Kicker—Pay 3 life. If ~ was kicked, it enters with two +1/+1
    counters on it." Kicked: 17 life and a 5/5."""
    s = game("Phyrexian Scuta")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Phyrexian Scuta")
    s.start()
    s.cast(A, "Phyrexian Scuta", kicker=True)
    assert s.life(A) == 17
    s.resolve()
    (scuta,) = [o for o in s.state.battlefield if s.obj(o).card.name == "Phyrexian Scuta"]
    assert s.pt(scuta) == (5, 5)
