"""Activated abilities whose cost exiles cards from their controller's graveyard (issue 29:
40 cards that compiled but were refused by the engine), from the real Oracle text of real
cards (MTGJSON AtomicCards 2022-04-25): the player chooses which cards to exile as the cost is
paid (CR 601.2h, 602.2b), only cards the cost's words allow ("an Assassin card"), never the
source itself; an ability whose cost can't be paid is not offered (CR 118.3); "Exile X cards"
takes X announced as the ability is activated (CR 601.2b, 107.3)."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _offered(s: Scenario, name: str) -> bool:
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    return any(isinstance(o, Activate) and o.name == name for o in decision.options)


def test_cr_602_2b_grim_lavamancer_exiles_the_two_chosen_cards() -> None:
    """Grim Lavamancer: "{R}, {T}, Exile two cards from your graveyard: ~ deals 2 damage to
    any target." Of three cards, the two its controller chooses leave; the third stays, and
    the damage is dealt when the ability resolves."""
    assert "{R}, {T}, Exile two cards from your graveyard: ~ deals 2 damage to any target." \
        in render_card(real("Grim Lavamancer"))
    s = game("Grim Lavamancer")
    s.lands(A, "Mountain", 1)
    lavamancer = s.put(A, "Grim Lavamancer")
    bolt = s.graveyard(A, "Lightning Bolt")
    s.graveyard(A, "Forest")
    giant = s.graveyard(A, "Hill Giant")
    s.start()
    s.then("cast.exile", (bolt, giant))
    s.activate(A, "Grim Lavamancer", targets=["p1"])
    assert s.graveyard_names(A) == ["Forest"]
    assert sorted(s.state.objects[o].card.name for o in s.state.zone(A, "exile")) == [
        "Hill Giant", "Lightning Bolt"]
    assert s.obj(lavamancer).tapped
    s.resolve()
    assert s.state.players[B].life == 18


def test_cr_118_3_grim_lavamancer_is_not_offered_with_one_card_in_the_graveyard() -> None:
    """One card can't pay "Exile two cards from your graveyard" (118.3): not offered."""
    s = game("Grim Lavamancer")
    s.lands(A, "Mountain", 1)
    s.put(A, "Grim Lavamancer")
    s.graveyard(A, "Forest")
    s.start()
    assert not _offered(s, "Grim Lavamancer")


def test_cr_602_2b_scarblade_elite_exiles_only_an_assassin_card() -> None:
    """Scarblade Elite: "{T}, Exile an Assassin card from your graveyard: Destroy target
    creature." A graveyard of non-Assassins can't pay (not offered); with a dead Scarblade
    Elite there, only it is offered to exile, and the target is destroyed."""
    s = game("Scarblade Elite")
    s.put(A, "Scarblade Elite")
    bears = s.put(B, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    s.start()
    assert not _offered(s, "Scarblade Elite")

    s = game("Scarblade Elite")
    s.put(A, "Scarblade Elite")
    bears = s.put(B, "Grizzly Bears")
    s.graveyard(A, "Hill Giant")
    fallen = s.graveyard(A, "Scarblade Elite")
    s.start()
    s.then("cast.exile", (fallen,))
    s.activate(A, "Scarblade Elite", targets=[bears])
    exiled = [s.state.objects[o].card.name for o in s.state.zone(A, "exile")]
    assert exiled == ["Scarblade Elite"] and s.graveyard_names(A) == ["Hill Giant"]
    s.resolve()
    assert bears not in s.state.battlefield


def test_cr_601_2b_varina_pays_two_and_exiles_two_for_a_tapped_zombie() -> None:
    """Varina, Lich Queen (a commander): "{2}, Exile two cards from your graveyard: Create a
    tapped 2/2 black Zombie creature token."."""
    card = real("Varina, Lich Queen")
    ability = next(a for a in card.abilities if isinstance(a, m.ActivatedAbility))
    assert ability.cost.exile_from_graveyard == 2 and ability.cost.mana == "{2}"
    s = game("Varina, Lich Queen")
    s.lands(A, "Swamp", 2)
    s.put(A, "Varina, Lich Queen")
    first = s.graveyard(A, "Forest")
    second = s.graveyard(A, "Island")
    s.start()
    s.then("cast.exile", (first, second))
    s.activate(A, "Varina, Lich Queen")
    s.resolve()
    (zombie,) = [o for o in s.state.battlefield if s.obj(o).token]
    assert s.obj(zombie).card.type_line == "Creature — Zombie"
    assert s.obj(zombie).tapped and s.pt(zombie) == (2, 2)
    assert s.graveyard_names(A) == []


def test_cr_107_3_taigam_exiles_x_cards_and_gives_minus_x() -> None:
    """Taigam, Sidisi's Hand: "{B}, {T}, Exile X cards from your graveyard: Target creature
    gets -X/-X until end of turn." X is announced (at most the cards there are, 118.3):
    X = 2 exiles two and makes a 3/3 a 1/1."""
    s = game("Taigam, Sidisi's Hand")
    s.lands(A, "Swamp", 1)
    s.put(A, "Taigam, Sidisi's Hand")
    giant = s.put(B, "Hill Giant")
    first = s.graveyard(A, "Forest")
    second = s.graveyard(A, "Island")
    s.graveyard(A, "Plains")
    s.start()
    s._priority_to(A)
    s.then("cast.exile", (first, second))
    s.activate(A, "Taigam, Sidisi's Hand", x=2, targets=[giant])
    assert s.graveyard_names(A) == ["Plains"]
    s.resolve()
    assert s.pt(giant) == (1, 1)
