"""Issue 29, the other effect verbs, second round of the ninth wave (helper h9b-EV3): the pieces
of ``docs/effects-7b.md`` ("The ninth wave, second round"). Each card is compiled from its real
Oracle text (MTGJSON 2022-04-25), rendered back, supported, and played: each test asserts what
the text says happens."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.text.render import ability_text
from tests.magic.dsl import A, Scenario
from tests.oracle.conftest import card, compiled, scenario

# -- "This ability costs {1} less to activate for each …" (CR 602.2b, 601.2f) -------------------


def _activated(name: str) -> m.ActivatedAbility:
    found = [a for a in card(name).abilities if isinstance(a, m.ActivatedAbility)]
    assert len(found) == 1
    return found[0]


def test_cr_602_2b_nemesis_of_mortals_costs_less_for_each_creature_card() -> None:
    """Nemesis of Mortals: "{7}{G}{G}: Monstrosity 5. This ability costs {1} less to activate
    for each creature card in your graveyard." — with five creature cards there, four lands pay
    {2}{G}{G}: the Nemesis (5/5) gets five +1/+1 counters."""
    assert compiled("Nemesis of Mortals").supported
    ability = _activated("Nemesis of Mortals")
    assert ability.cost_less is not None and ability.cost_less.kind == "count"
    s = scenario("Nemesis of Mortals")
    nemesis = s.put(A, "Nemesis of Mortals")
    for _ in range(5):
        s.graveyard(A, "Grizzly Bears")
    forests = s.lands(A, "Forest", 4)
    s.start()
    s.activate(A, "Nemesis of Mortals")
    assert all(s.obj(f).tapped for f in forests)
    s.resolve()
    assert s.obj(nemesis).counters.get("+1/+1") == 5
    assert s.pt(nemesis) == (10, 10)


def test_cr_602_2b_nemesis_of_mortals_full_cost_without_creature_cards() -> None:
    """With no creature card in the graveyard the cost is the full {7}{G}{G}: four lands
    cannot pay it, so the ability is not offered."""
    s = scenario("Nemesis of Mortals")
    s.put(A, "Nemesis of Mortals")
    s.graveyard(A, "Forest")  # a land card does not count
    s.lands(A, "Forest", 4)
    s.start()
    with pytest.raises(IllegalAction):
        s.activate(A, "Nemesis of Mortals")


def test_cr_601_2f_reduction_takes_off_generic_mana_only() -> None:
    """Sanctum of Tranquil Light: "{5}{W}: Tap target creature. This ability costs {1} less to
    activate for each Shrine you control." — the Sanctum is a Shrine: one Plains and four
    Mountains pay {4}{W}, and the coloured {W} is never reduced: five Mountains cannot pay."""
    assert compiled("Sanctum of Tranquil Light").supported
    s = scenario("Sanctum of Tranquil Light")
    s.put(A, "Sanctum of Tranquil Light")
    bears = s.put(1, "Grizzly Bears")
    s.lands(A, "Plains", 1)
    s.lands(A, "Mountain", 4)
    s.start()
    s.activate(A, "Sanctum of Tranquil Light", targets=[bears])
    s.resolve()
    assert s.obj(bears).tapped

    s = scenario("Sanctum of Tranquil Light")
    s.put(A, "Sanctum of Tranquil Light")
    s.put(1, "Grizzly Bears")
    s.lands(A, "Mountain", 5)
    s.start()
    with pytest.raises(IllegalAction):
        s.activate(A, "Sanctum of Tranquil Light")


def test_cr_602_2b_otawara_channel_from_hand_costs_less_per_legend() -> None:
    """Otawara, Soaring City: "{3}{U}, Discard ~: Return target artifact, creature, enchantment,
    or planeswalker to its owner's hand. This ability costs {1} less to activate for each
    legendary creature you control." — with two legendary creatures, two Islands pay {1}{U}
    from the hand and the target goes back to its owner's hand."""
    assert compiled("Otawara, Soaring City").supported
    s = scenario("Otawara, Soaring City", "Isamaru, Hound of Konda", "Jasmine Boreal")
    s.hand(A, "Otawara, Soaring City")
    s.put(A, "Isamaru, Hound of Konda")
    s.put(A, "Jasmine Boreal")
    bears = s.put(1, "Grizzly Bears")
    s.lands(A, "Island", 2)
    s.start()
    s.activate(A, "Otawara, Soaring City", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert "Otawara, Soaring City" in s.graveyard_names(A)


def test_cr_602_2b_render_round_trip() -> None:
    """The sentence renders back after the body, as Oracle prints it."""
    voldaren = card("Voldaren Estate")
    assert compiled("Voldaren Estate").supported
    texts = [ability_text(a, voldaren) for a in voldaren.abilities]
    assert ("{5}, {T}: Create a Blood token. This ability costs {1} less to activate for each "
            "Vampire you control.") in texts


# -- "Add one mana of any color / type that a land you control could produce" (CR 106.7) ---------


def _mana_symbols(s: Scenario, source: int) -> set[str]:
    decision = s.pending
    assert decision is not None
    return {o.symbol for o in decision.options if isinstance(o, Activate) and o.source == source}


def test_cr_106_7_reflecting_pool_makes_any_type_your_lands_could_produce() -> None:
    """Reflecting Pool: "{T}: Add one mana of any type that a land you control could
    produce." — with a Plains and Wastes: {W} or {C} (a type includes colorless), never {G};
    the Pool's own ability adds nothing (no loop)."""
    assert compiled("Reflecting Pool").supported
    s = scenario("Reflecting Pool", "Wastes")
    pool = s.put(A, "Reflecting Pool")
    s.put(A, "Plains", tapped=True)  # tapped or not, it could produce {W}
    s.put(A, "Wastes")
    s.put(1, "Forest")  # an opponent's land is not yours
    s.start()
    assert _mana_symbols(s, pool) == {"W", "C"}
    option = next(o for o in s.pending.options  # type: ignore[union-attr]
                  if isinstance(o, Activate) and o.source == pool and o.symbol == "C")
    s.apply(A, option)
    assert s.state.players[A].pool.get("C") == 1
    assert s.obj(pool).tapped


def test_cr_106_7_reflecting_pool_alone_makes_nothing() -> None:
    """A lone Reflecting Pool: no land you control could produce mana but the Pool, whose own
    ability asks the same question — it cannot be activated for mana (CR 106.7)."""
    s = scenario("Reflecting Pool")
    pool = s.put(A, "Reflecting Pool")
    s.start()
    assert _mana_symbols(s, pool) == set()


def test_cr_106_7_harvester_druid_makes_colors_only() -> None:
    """Harvester Druid: "{T}: Add one mana of any color that a land you control could
    produce." — Plains, Island and Wastes: {W} or {U}; {C} is not a color (CR 105.1)."""
    assert compiled("Harvester Druid").supported
    s = scenario("Harvester Druid", "Wastes")
    druid = s.put(A, "Harvester Druid", sick=False)
    s.put(A, "Plains")
    s.put(A, "Island")
    s.put(A, "Wastes")
    s.start()
    assert _mana_symbols(s, druid) == {"W", "U"}
    option = next(o for o in s.pending.options  # type: ignore[union-attr]
                  if isinstance(o, Activate) and o.source == druid and o.symbol == "U")
    s.apply(A, option)
    assert s.state.players[A].pool.get("U") == 1
