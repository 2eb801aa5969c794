"""Amounts counted on the source: "where X is the number of <kind> counters on ~" (CR 122.1),
counted as the source last existed on the battlefield when it has left (CR 608.2h, 603.10a)."""

from __future__ import annotations

from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real


def test_cr_122_1_grindclock_mills_the_number_of_charge_counters_on_it() -> None:
    """Grindclock: "{T}: Target player mills X cards, where X is the number of charge counters
    on ~." — with three charge counters, three cards of the target's library go to the
    graveyard."""
    assert "where X is the number of charge counters on ~" in render_card(real("Grindclock"))
    s = game("Grindclock")
    clock = s.put(A, "Grindclock", counters={"charge": 3})
    s.start()
    library = len(s.state.players[B].zones["library"])
    s.activate(A, "Grindclock", 1, targets=["p1"])
    s.resolve()
    assert len(s.state.players[B].zones["library"]) == library - 3
    assert len(s.graveyard_names(B)) == 3
    assert s.obj(clock).tapped


def test_cr_608_2h_chasm_skulker_counts_its_counters_as_it_last_existed() -> None:
    """Chasm Skulker: "When ~ dies, create X 1/1 blue Squid creature tokens with islandwalk,
    where X is the number of +1/+1 counters on ~." — it dies with four +1/+1 counters (the
    counters are gone from the card in the graveyard), and four Squids are created (CR 603.10a:
    the leaves-the-battlefield ability looks back)."""
    s = game("Chasm Skulker")
    # a 4/5 with lethal damage marked: it dies to state-based actions (CR 704.5g)
    s.put(A, "Chasm Skulker", counters={"+1/+1": 4}, damage=5)
    s.start()
    s.resolve()
    assert "Chasm Skulker" in s.graveyard_names(A)
    squids = [o for o in s.state.battlefield if s.obj(o).card.name.startswith("Squid")]
    assert len(squids) == 4
    assert all("islandwalk" in s.keywords(o) for o in squids)


def test_cr_602_2c_midsummer_revel_counts_the_counters_of_the_sacrificed_source() -> None:
    """Midsummer Revel: "{G}, Sacrifice ~: Create X 3/3 green Beast creature tokens, where X is
    the number of verse counters on ~." — sacrificed to pay the cost with three verse counters,
    it still counts three on resolution (CR 608.2h: the last information)."""
    s = game("Midsummer Revel")
    s.put(A, "Midsummer Revel", counters={"verse": 3})
    s.put(A, "Forest")
    s.start()
    s.activate(A, "Midsummer Revel", 1)
    s.resolve()
    assert "Midsummer Revel" in s.graveyard_names(A)
    beasts = [o for o in s.state.battlefield if s.obj(o).card.name.startswith("Beast")]
    assert len(beasts) == 3 and all(s.pt(o) == (3, 3) for o in beasts)
