"""Costs and mana abilities, round 2 (issue 29, h6-costs; docs/costs.md), each from the real
Oracle text of real cards (MTGJSON AtomicCards 2022-04-25): "Remove any number of storage
counters from ~" — a cost whose number is chosen as it is paid, as an X is (CR 601.2b, 107.3)
— and the mana abilities that add mana "for each storage counter removed this way"
(CR 605.1a, 605.3b: they resolve at once, counting what the cost removed)."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game, real
from tests.oracle.faithfulness import audit_card
from tests.oracle.test_generated_games import run_generated


def _pool(s: Scenario, player: int = A) -> dict[str, int]:
    return {k: v for k, v in s.state.players[player].pool.items() if v}


# -- "Remove any number of storage counters from ~: Add {C} for each …" (CR 605, 107.3) -------
def test_cr_107_3_storage_land_removes_the_chosen_number_and_adds_that_much() -> None:
    """Mage-Ring Network: "{T}, Remove any number of storage counters from ~: Add {C} for
    each storage counter removed this way." With four storage counters, choosing 3 taps it,
    leaves one counter and adds {C}{C}{C} at once (605.3a: no stack)."""
    card = real("Mage-Ring Network")
    assert "{T}, Remove any number of storage counters from ~: Add {C} for each storage " \
        "counter removed this way." in render_card(card)
    ability = next(a for a in card.abilities if isinstance(a, m.ActivatedAbility)
               and a.cost.remove_counters == "storage")
    assert ability.is_mana_ability and ability.cost.remove_any and ability.cost.tap
    s = game("Mage-Ring Network")
    network = s.put(A, "Mage-Ring Network", counters={"storage": 4})
    s.start()
    index = ability_index(s, network, ability)
    s.activate(A, "Mage-Ring Network", index, x=3)
    assert _pool(s) == {"C": 3}
    assert s.obj(network).counters.get("storage", 0) == 1
    assert s.obj(network).tapped
    assert not s.state.stack  # a mana ability does not use the stack (605.3a)


def test_cr_601_2b_storage_land_offers_zero_up_to_its_counters() -> None:
    """Fountain of Cho ("… Add {W} for each storage counter removed this way."): the number
    is chosen from 0 to the counters on it (118.3: no more can be removed); 0 adds nothing
    but still taps it."""
    s = game("Fountain of Cho")
    fountain = s.put(A, "Fountain of Cho", counters={"storage": 2})
    s.start()
    ability = next(a for a in real("Fountain of Cho").abilities
               if isinstance(a, m.ActivatedAbility) and a.cost.remove_counters)
    s._priority_to(A)
    index = ability_index(s, fountain, ability)
    priority = s.pending
    assert priority is not None
    (option,) = [o for o in priority.options if isinstance(o, Activate)
                 and o.source == fountain and o.index == index]
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.x"
    assert list(decision.options) == [0, 1, 2]
    s.apply(A, 0)
    assert _pool(s) == {}
    assert s.obj(fountain).counters.get("storage", 0) == 2 and s.obj(fountain).tapped


def test_cr_605_3b_mana_battery_adds_one_plus_one_per_counter_removed() -> None:
    """Red Mana Battery: "{T}, Remove any number of charge counters from ~: Add {R}, then add
    an additional {R} for each charge counter removed this way." Two counters removed make
    {R}{R}{R}; none still makes {R}."""
    card = real("Red Mana Battery")
    assert render_card(card).splitlines()[-1] == (
        "{T}, Remove any number of charge counters from ~: Add {R}, then add an additional "
        "{R} for each charge counter removed this way.")
    ability = next(a for a in card.abilities if isinstance(a, m.ActivatedAbility)
               and a.cost.remove_counters == "charge")
    s = game("Red Mana Battery")
    battery = s.put(A, "Red Mana Battery", counters={"charge": 2})
    s.start()
    s.activate(A, "Red Mana Battery", ability_index(s, battery, ability), x=2)
    assert _pool(s) == {"R": 3}
    assert s.obj(battery).counters.get("charge", 0) == 0
    s2 = game("Red Mana Battery")
    empty = s2.put(A, "Red Mana Battery")
    s2.start()
    s2.activate(A, "Red Mana Battery", ability_index(s2, empty, ability), x=0)
    assert _pool(s2) == {"R": 1}


def ability_index(s: Scenario, oid: int, ability: m.ActivatedAbility) -> int:
    return list(s.obj(oid).card.abilities).index(ability)


# -- "Exile the top (creature) card of your graveyard" (CR 118.3, 404.2) ----------------------
def test_cr_404_2_necratog_exiles_the_topmost_creature_card_of_its_graveyard() -> None:
    """Necratog: "Exile the top creature card of your graveyard: ~ gets +2/+2 until end of
    turn." The graveyard keeps its order (404.2): with Hill Giant below Grizzly Bears below a
    Forest (the last card put there, its top), the Bears go — the Forest above them stays."""
    card = real("Necratog")
    assert "Exile the top creature card of your graveyard: ~ gets +2/+2 until end of turn." \
        in render_card(card)
    s = game("Necratog")
    necratog = s.put(A, "Necratog")
    s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.start()
    s.activate(A, "Necratog")
    assert s.graveyard_names(A) == ["Hill Giant", "Forest"]
    s.resolve()
    assert s.pt(necratog) == (3, 4)


def test_cr_118_3_exile_top_creature_card_is_not_offered_without_one() -> None:
    """With only a Forest in its graveyard, Necratog's cost can't be paid (118.3, 602.2b):
    the ability is not offered."""
    s = game("Necratog")
    s.put(A, "Necratog")
    s.graveyard(A, "Forest")
    s.start()
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if isinstance(o, Activate) and o.name == "Necratog"]


def test_cr_404_2_alms_exiles_the_top_card_whatever_it_is() -> None:
    """Alms: "{1}, Exile the top card of your graveyard: Prevent the next 1 damage that would
    be dealt to target creature this turn." The top card (the Forest, put there last) goes."""
    s = game("Alms")
    s.lands(A, "Plains", 1)
    s.put(A, "Alms")
    bears = s.put(A, "Grizzly Bears")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.start()
    s.activate(A, "Alms", targets=[bears])
    assert s.graveyard_names(A) == ["Grizzly Bears"]


# -- the printed order of the cost parts (CR 601.2h, 118.3) ---------------------------------
def test_cr_601_2h_sinister_concoction_keeps_its_printed_cost_order_and_pays_every_part() -> None:
    """Sinister Concoction: "{B}, Pay 1 life, Mill a card, Discard a card, Sacrifice ~:
    Destroy target creature." The line renders back in its printed order (the parts are paid
    in any order, 601.2h); activating it pays each part and the target is destroyed."""
    card = real("Sinister Concoction")
    assert render_card(card) == ("{B}, Pay 1 life, Mill a card, Discard a card, Sacrifice ~: "
                                 "Destroy target creature.")
    s = game("Sinister Concoction")
    s.lands(A, "Swamp", 1)
    s.put(A, "Sinister Concoction")
    forest = s.hand(A, "Forest")
    giant = s.put(B, "Hill Giant")
    s.start()
    library = len(s.state.zone(A, "library"))
    s._priority_to(A)
    priority = s.pending
    assert priority is not None
    s.apply(A, next(o for o in priority.options if isinstance(o, Activate)
                    and o.name == "Sinister Concoction"))
    for _ in range(5):
        decision = s.pending
        assert decision is not None
        if decision.tag == "cast.discard":
            s.apply(A, (forest,))
        elif decision.tag in ("cast.target", "cast.targets"):
            s.apply(A, giant if decision.tag == "cast.target" else (giant,))
        else:
            break
    assert s.state.players[A].life == 19
    assert len(s.state.zone(A, "library")) == library - 1
    assert "Forest" in s.graveyard_names(A) and "Sinister Concoction" in s.graveyard_names(A)
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(B)


def test_cr_601_2h_bloodsoaked_altar_renders_pay_life_before_discard() -> None:
    """Bloodsoaked Altar: "{T}, Pay 2 life, Discard a card, Sacrifice a creature: Create a
    5/5 black Demon creature token with flying. Activate only as a sorcery." """
    assert render_card(real("Bloodsoaked Altar")).startswith(
        "{T}, Pay 2 life, Discard a card, Sacrifice a creature: Create a 5/5 black Demon "
        "creature token with flying.")


GAINED = ("Mage-Ring Network", "Fountain of Cho", "Mercadian Bazaar", "Rushwood Grove",
          "Red Mana Battery", "Blue Mana Battery", "Black Mana Battery", "Green Mana Battery",
          "Alms", "Necratog", "Nature's Kiss", "Zombie Scavengers", "Sinister Concoction",
          "Bloodsoaked Altar")


@pytest.mark.parametrize("name", GAINED)
def test_the_cards_these_costs_gained_play_and_pass_the_faithfulness_check(name: str) -> None:
    """Each card read by these parts is supported, keeps the invariants in a generated game
    with seeded random bots choosing every cost (the number of counters removed), and passes
    the behavioural check (or has nothing the audit can see on its board)."""
    card = compiled(name)
    assert card.supported and card.card is not None, card.reason
    run_generated(name, card.card)
    assert audit_card(name, card.card).verdict in ("pass", "resolved")
