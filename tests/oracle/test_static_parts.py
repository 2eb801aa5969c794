"""Static abilities whose parts compose (CR 613), each from a real card (MTGJSON 2022-04-25):
"As long as ~ is equipped, it …" (611.3a), "gets +1/+1 for each … and has …" (613.4c), lists
of three parts, and "is a white Angel in addition to its other colors and types" (layers 4 and
5, CR 205.1b, 105.3)."""

from __future__ import annotations

from cardtable.games.magic.layers import chars
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def test_cr_611_3a_adanto_vanguard_gets_plus_two_only_while_attacking() -> None:
    """Adanto Vanguard: "As long as ~ is attacking, it gets +2/+0." — 1/1 at home, 3/1 once
    declared as an attacker."""
    name = "Adanto Vanguard"
    assert render_card(real(name)).startswith("As long as ~ is attacking, it gets +2/+0.")
    s = game(name)
    vanguard = s.put(A, name)
    s.start()
    assert s.pt(vanguard) == (1, 1)
    s.attack({vanguard: "p1"})
    assert s.pt(vanguard) == (3, 1)


def test_cr_611_3a_auriok_glaivemaster_equipped_gets_first_strike() -> None:
    """Auriok Glaivemaster: "As long as ~ is equipped, it gets +1/+1 and has first strike." —
    nothing without Equipment; +1/+1 and first strike with Bonesplitter attached (plus its
    own +2/+0)."""
    name = "Auriok Glaivemaster"
    s = game(name, "Bonesplitter")
    master = s.put(A, name)
    s.start()
    assert s.pt(master) == (1, 1)
    assert "first_strike" not in s.keywords(master)
    s.put(A, "Bonesplitter", attached_to=master)
    assert s.pt(master) == (4, 2)
    assert "first_strike" in s.keywords(master)


def test_cr_613_4c_crown_of_skemfar_counts_elves_and_gives_reach() -> None:
    """Crown of Skemfar: "Enchanted creature gets +1/+1 for each Elf you control and has
    reach." — two Elves: +2/+2, and reach; the count is the only scaled part."""
    name = "Crown of Skemfar"
    assert ("Enchanted creature gets +1/+1 for each Elf you control and has reach."
            in render_card(real(name)))
    s = game(name)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Llanowar Elves")
    s.put(A, "Llanowar Elves")
    s.put(B, "Llanowar Elves")  # not yours: not counted
    s.put(A, name, attached_to=bears)
    s.start()
    assert s.pt(bears) == (4, 4)
    assert "reach" in s.keywords(bears)


def test_cr_205_1b_angelic_armaments_makes_a_white_angel_in_addition() -> None:
    """Angelic Armaments: "Equipped creature gets +2/+2, has flying, and is a white Angel in
    addition to its other colors and types." — the green Bears become a green and white Bear
    Angel with flying, 4/4."""
    name = "Angelic Armaments"
    assert render_card(real(name)).startswith(
        "Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its "
        "other colors and types.")
    s = game(name)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, name, attached_to=bears)
    s.start()
    c = chars(s.state, s.obj(bears))
    assert s.pt(bears) == (4, 4)
    assert "flying" in s.keywords(bears)
    assert set(c.colors) == {"G", "W"}
    assert {"Bear", "Angel"} <= set(c.subtypes)


def test_cr_205_1b_ghoulflesh_black_zombie_and_minus_one() -> None:
    """Ghoulflesh: "Enchanted creature gets -1/-1 and is a black Zombie in addition to its
    other colors and types." — two parts joined by "and"."""
    name = "Ghoulflesh"
    s = game(name)
    giant = s.put(A, "Hill Giant")
    s.put(A, name, attached_to=giant)
    s.start()
    c = chars(s.state, s.obj(giant))
    assert s.pt(giant) == (2, 2)
    assert set(c.colors) == {"R", "B"}
    assert "Zombie" in c.subtypes and "Giant" in c.subtypes
