"""Trigger events, seventh wave (issue 29, h7-trg; CR 603.2): each card is compiled from its
real Oracle text (MTGJSON 2022-04-25), must be supported (round trip and engine), and is
played in a scenario game asserting what its text says happens. The CR rule each test proves
is in its name or docstring."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from tests.magic.dsl import A, B
from tests.oracle.conftest import game

# -- "Whenever enchanted land / a Forest is tapped for mana, its controller adds an additional …"
#    (CR 106.12a, 605.1b) -----------------------------------------------------------------------


def test_cr_605_1b_wild_growth_adds_green_from_the_enchanted_land() -> None:
    """Wild Growth: "Whenever enchanted land is tapped for mana, its controller adds an
    additional {G}." — one enchanted Forest pays for Grizzly Bears ({1}{G})."""
    s = game("Wild Growth")
    forest = s.put(A, "Forest")
    s.put(A, "Wild Growth", attached_to=forest)
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_303_4_wild_growth_leaves_the_other_lands_alone() -> None:
    """"enchanted land" is the land Wild Growth is attached to (CR 303.4): with it on one of
    two Forests, they make {G}{G}{G} — one Grizzly Bears ({1}{G}) and a {G} left, not two."""
    s = game("Wild Growth")
    enchanted = s.put(A, "Forest")
    s.put(A, "Wild Growth", attached_to=enchanted)
    s.put(A, "Forest")
    s.hand(A, "Grizzly Bears", 2)
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    with pytest.raises(IllegalAction):  # one {G} in the pool, no untapped land
        s.cast(A, "Grizzly Bears")
    assert len(s.ids("Grizzly Bears", "hand")) == 1


def test_cr_106_12a_vernal_bloom_doubles_every_players_forests() -> None:
    """Vernal Bloom: "Whenever a Forest is tapped for mana, its controller adds an additional
    {G}." — a player's land, any player: the opponent's one Forest casts Grizzly Bears
    while Vernal Bloom is yours (the mana is the tapper's, CR 106.12a)."""
    s = game("Vernal Bloom")
    s.put(A, "Vernal Bloom")
    s.put(B, "Forest")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    assert s.controller(s.id("Grizzly Bears")) == B


def test_cr_605_1b_gauntlet_of_might_doubles_mountains_only() -> None:
    """Gauntlet of Might: "Whenever a Mountain is tapped for mana, its controller adds an
    additional {R}." — two Mountains make {R}{R}{R}{R}: Hill Giant ({3}{R}) is cast; two
    Forests are not doubled, so a second player's Hill Giant is not."""
    s = game("Gauntlet of Might")
    s.put(A, "Gauntlet of Might")
    for _ in range(2):
        s.put(A, "Mountain")
        s.put(B, "Forest")
    s.hand(A, "Hill Giant")
    s.hand(B, "Grizzly Bears", 2)
    s.start()
    s.cast(A, "Hill Giant")
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    s.to_step("main1", active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    with pytest.raises(IllegalAction):  # two Forests, {G}{G}: one Bears only
        s.cast(B, "Grizzly Bears")


def test_cr_605_1b_overgrowth_adds_two_green() -> None:
    """Overgrowth: "Whenever enchanted land is tapped for mana, its controller adds an
    additional {G}{G}." — one enchanted Forest makes {G}{G}{G}: Centaur Courser ({2}{G})."""
    s = game("Overgrowth", "Centaur Courser")
    forest = s.put(A, "Forest")
    s.put(A, "Overgrowth", attached_to=forest)
    s.hand(A, "Centaur Courser")
    s.start()
    s.cast(A, "Centaur Courser")
    s.resolve()
    assert s.zone_of("Centaur Courser") == "battlefield"
