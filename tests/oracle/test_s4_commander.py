"""The Commander precons' own templates (issues 10 and 16), from the cards' real Oracle text:
each card compiles, renders back (the round trip of magic.md §2) and does what it says in a
game — commander colour identity (CR 903.4), commanders as objects (903.3d), Auras that enchant
a player (303.4, 702.5d), multiplayer attack events (506.2, 802) and the decks' one-shot
effects."""

from __future__ import annotations

import pytest

from cardtable.games.magic.abilities import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.commander.dsl import CommanderScenario, scenario_cards
from tests.magic.dsl import A, B, C, Scenario
from tests.oracle.conftest import compiled


def _card(name: str) -> m.CardDef:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    assert round_trip_problem(card.card) == ""
    return card.card


def _table(*names: str, players: int = 2) -> CommanderScenario:
    cards = scenario_cards() | {n: _card(n) for n in names}
    return CommanderScenario(players, cards=cards)


def _scenario(*names: str, players: int = 2) -> Scenario:
    cards = scenario_cards() | {n: _card(n) for n in names}
    return Scenario(players, cards=cards)


def _mana_options(sc: Scenario, player: int, name: str) -> set[str]:
    decision = sc.pending
    assert decision is not None and decision.player == player
    return {o.symbol for o in decision.options if isinstance(o, Activate) and o.name == name
            and o.index == 0}


# -- commander colour identity mana (CR 903.4, 903.4f) -----------------------------------------


@pytest.mark.parametrize("name", ["Command Tower", "Commander's Sphere"])
def test_identity_mana_makes_the_commanders_colours_only_CR_903_4(name: str) -> None:
    """Command Tower / Commander's Sphere: "{T}: Add one mana of any color in your commander's
    color identity." — with Jerrard of the Closed Fist (red-green) as commander, red or green,
    nothing else."""
    ability = _card(name).abilities[0]
    assert isinstance(ability, m.ActivatedAbility) and ability.is_mana_ability
    sc = _table(name)
    sc.commander(A, "Jerrard of the Closed Fist")
    source = sc.put(A, name)
    sc.start()
    assert _mana_options(sc, A, name) == {"R", "G"}
    sc.activate(A, name, 0, source=source)
    assert sc.state.players[A].pool == {"R": 1} or sc.state.players[A].pool == {"G": 1}


def test_identity_mana_without_a_commander_makes_nothing_CR_903_4f() -> None:
    """A player with no commander: the colours are undefined, so Command Tower offers no mana
    and pays for nothing (CR 903.4f)."""
    sc = _table("Command Tower")
    sc.commander(A, "Jerrard of the Closed Fist")
    sc.put(B, "Command Tower")
    sc.put(B, "Wastes")
    sc.hand(B, "Grizzly Bears")
    sc.start(active=B)
    assert _mana_options(sc, B, "Command Tower") == set()
    decision = sc.pending
    assert decision is not None
    assert not any(getattr(o, "name", "") == "Grizzly Bears" for o in decision.options)


def test_identity_mana_pays_a_coloured_pip_CR_903_4_CR_601_2h() -> None:
    """Command Tower pays the {G} of Grizzly Bears for a red-green commander's owner (the
    payment plan taps it for green, 601.2g-h)."""
    sc = _table("Command Tower")
    sc.commander(A, "Jerrard of the Closed Fist")
    sc.put(A, "Command Tower")
    sc.put(A, "Wastes")
    sc.hand(A, "Grizzly Bears")
    sc.start()
    sc.cast(A, "Grizzly Bears")
    sc.resolve()
    assert sc.zone_of("Grizzly Bears") == "battlefield"


def test_identity_is_fixed_when_the_commanders_are_revealed_CR_903_4a() -> None:
    """A real Commander game records each player's commander identity at set-up (the state
    the mana abilities read)."""
    sc = _table("Command Tower", players=3)
    sc.commander(A, "Jerrard of the Closed Fist")
    sc.commander(B, "Sivitri Scarzam")
    assert sc.state.identities[A] == frozenset("RG")
    assert sc.state.identities[B] == frozenset("UB")
    assert C not in sc.state.identities


# -- Crackling Doom -------------------------------------------------------------------------


def test_crackling_doom_greatest_power_sacrifice_CR_701_17a() -> None:
    """Crackling Doom: "~ deals 2 damage to each opponent. Each opponent sacrifices a creature
    with the greatest power among creatures that player controls." — B loses its Craw Wurm
    (power 6) and keeps its Grizzly Bears; C's only creature goes; A's creature stays."""
    sc = _scenario("Crackling Doom", players=3)
    for land in ("Mountain", "Plains", "Swamp"):
        sc.put(A, land)
    mine = sc.put(A, "Hill Giant")
    wurm = sc.put(B, "Craw Wurm")
    bears = sc.put(B, "Grizzly Bears")
    lions = sc.put(C, "Savannah Lions")
    sc.hand(A, "Crackling Doom")
    sc.start()
    sc.cast(A, "Crackling Doom")
    sc.resolve()
    assert (sc.life(A), sc.life(B), sc.life(C)) == (20, 18, 18)
    assert sc.obj(mine).zone == "battlefield" and sc.obj(bears).zone == "battlefield"
    assert sc.ids("Craw Wurm", "graveyard") and sc.ids("Savannah Lions", "graveyard")
    assert wurm not in sc.state.battlefield and lions not in sc.state.battlefield


def test_crackling_doom_tie_the_player_chooses_among_the_greatest_CR_701_17a() -> None:
    """Two creatures tied for the greatest power: their controller chooses which one."""
    sc = _scenario("Crackling Doom")
    for land in ("Mountain", "Plains", "Swamp"):
        sc.put(A, land)
    first = sc.put(B, "Hill Giant")
    second = sc.put(B, "Trained Armodon")
    sc.put(B, "Grizzly Bears")
    sc.hand(A, "Crackling Doom")
    sc.start()
    sc.cast(A, "Crackling Doom")
    sc.then("sacrifice", (second,))
    sc.resolve()
    assert sc.obj(first).zone == "battlefield"
    assert sc.ids("Trained Armodon", "graveyard")
    assert len(sc.ids("Grizzly Bears", "battlefield")) == 1
