"""Cards whose compile was right but whose words came back wrong (so they were refused): each
now renders as Oracle prints it, and each plays as its text says."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def test_cr_610_3_restoration_angel_may_exile_and_return_a_creature() -> None:
    """Restoration Angel: "When ~ enters, you may exile target non-Angel creature you control,
    then return that card to the battlefield under your control." — the returned creature is a
    new object (CR 400.7): its damage is gone."""
    assert ("When ~ enters, you may exile target non-Angel creature you control, then return "
            "that card to the battlefield under your control.") in render_card(
                real("Restoration Angel"))
    s = game("Restoration Angel")
    bears = s.put(A, "Grizzly Bears", damage=1)
    for _ in range(4):
        s.put(A, "Plains")
    s.hand(A, "Restoration Angel")
    s.start()
    s.then("cast.target", bears)
    s.then("resolve.choice", True)
    s.cast(A, "Restoration Angel")
    s.resolve()
    assert bears not in s.state.battlefield
    (again,) = [o for o in s.state.battlefield if s.obj(o).card.name == "Grizzly Bears"]
    assert s.controller(again) == A and s.obj(again).damage == 0


def test_cr_107_3_kessig_wolf_run_pumps_by_x_and_grants_trample() -> None:
    """Kessig Wolf Run: "{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until end
    of turn." — with X = 3 a 2/2 becomes 5/2 with trample."""
    assert ("{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until end of turn."
            in render_card(real("Kessig Wolf Run")))
    s = game("Kessig Wolf Run")
    s.put(A, "Kessig Wolf Run")
    bears = s.put(A, "Grizzly Bears")
    for land in ("Mountain", "Forest", "Forest", "Forest", "Forest"):
        s.put(A, land)
    s.start()
    s.activate(A, "Kessig Wolf Run", 1, targets=[bears], x=3)
    s.resolve()
    assert s.pt(bears) == (5, 2) and "trample" in s.keywords(bears)


def test_cr_613_4c_glacial_plating_and_withering_hex_count_counters_with_their_sign() -> None:
    """Glacial Plating: "Enchanted creature gets +3/+3 for each age counter on ~."; Withering
    Hex: "Enchanted creature gets -1/-1 for each plague counter on ~." — the multiplier and its
    sign are what the text prints."""
    assert "Enchanted creature gets +3/+3 for each age counter on ~." in render_card(
        real("Glacial Plating"))
    assert "Enchanted creature gets -1/-1 for each plague counter on ~." in render_card(
        real("Withering Hex"))
    s = game("Glacial Plating", "Withering Hex")
    giant = s.put(A, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Glacial Plating", counters={"age": 2}, attached_to=giant)
    s.put(A, "Withering Hex", counters={"plague": 1}, attached_to=bears)
    s.start()
    assert s.pt(giant) == (9, 9)
    assert s.pt(bears) == (1, 1)


def test_cr_613_4c_earth_servant_counts_mountains_for_toughness_only() -> None:
    """Earth Servant: "~ gets +0/+1 for each Mountain you control." (a 4/4)."""
    assert "~ gets +0/+1 for each Mountain you control." in render_card(real("Earth Servant"))
    s = game("Earth Servant")
    servant = s.put(A, "Earth Servant")
    for _ in range(3):
        s.put(A, "Mountain")
    s.put(B, "Mountain")
    s.start()
    assert s.pt(servant) == (4, 7)


def test_cr_608_2h_great_defender_adds_the_targets_mana_value_to_toughness() -> None:
    """Great Defender: "Target creature gets +0/+X until end of turn, where X is its mana
    value." — Hill Giant (mana value 4) becomes 3/7."""
    assert render_card(real("Great Defender")) == (
        "Target creature gets +0/+X until end of turn, where X is its mana value.")
    s = game("Great Defender")
    giant = s.put(A, "Hill Giant")
    s.put(A, "Plains")
    s.hand(A, "Great Defender")
    s.start()
    s.cast(A, "Great Defender", targets=[giant])
    s.resolve()
    assert s.pt(giant) == (3, 7)


def test_cr_603_4_wildwood_tracker_attacks_or_blocks_if_you_control_a_non_human() -> None:
    """Wildwood Tracker: "Whenever ~ attacks or blocks, if you control another non-Human
    creature, ~ gets +1/+1 until end of turn." — one printed line, two events; it blocks with a
    Grizzly Bears beside it and grows, and without one it does not (CR 603.4)."""
    assert render_card(real("Wildwood Tracker")).startswith(
        "Whenever ~ attacks or blocks, if you control another non-Human creature, ~ gets "
        "+1/+1 until end of turn.")
    s = game("Wildwood Tracker")
    tracker = s.put(B, "Wildwood Tracker")
    s.put(B, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.attack({giant: "p1"})
    s.block(B, {tracker: giant})
    s.resolve()
    assert s.pt(tracker) == (2, 2)


def test_cr_611_2c_orc_general_pumps_other_orcs() -> None:
    """Orc General: "{T}, Sacrifice another Orc or Goblin: Other Orc creatures get +1/+1 until
    end of turn." — every other Orc, whoever controls it, not the General itself."""
    assert "Other Orc creatures get +1/+1 until end of turn." in render_card(real("Orc General"))
    s = game("Orc General", "Mogg Fanatic", "Orcish Cannoneers")
    general = s.put(A, "Orc General")
    fanatic = s.put(A, "Mogg Fanatic")
    orc = s.put(B, "Orcish Cannoneers")
    s.start()
    s.activate(A, "Orc General", sacrifice=[fanatic])
    s.resolve()
    assert s.pt(orc) == (2, 4)
    assert s.pt(general) == (2, 2)


def test_cr_502_3_cinder_marsh_stays_tapped_through_your_next_untap_step() -> None:
    """Cinder Marsh: "{T}: Add {B} or {R}. ~ doesn't untap during your next untap step." —
    tapped for {B}, it stays tapped through A's next untap step and untaps in the one after;
    tapped for {C} it untaps as usual."""
    assert "{T}: Add {B} or {R}. ~ doesn't untap during your next untap step." in render_card(
        real("Cinder Marsh"))
    s = game("Cinder Marsh")
    marsh = s.put(A, "Cinder Marsh")
    s.start()
    s.apply(A, Activate(source=marsh, index=1, name="Cinder Marsh", symbol="B"))
    assert s.obj(marsh).tapped and s.state.players[A].pool
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert s.obj(marsh).tapped  # A's next untap step skipped it
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert not s.obj(marsh).tapped
