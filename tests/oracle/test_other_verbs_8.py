"""Issue 29, the other effect verbs, eighth wave (helper h8-ev3): optional life payments,
life totals set and exchanged, winning the game, colour changes, block requirements and the
other pieces of ``docs/effects-7b.md`` ("The eighth wave"). Each card is compiled from its real
Oracle text (MTGJSON 2022-04-25), rendered back, supported, and played: each test asserts what
the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, Scenario
from tests.oracle.conftest import compiled


def card(name: str) -> m.CardDef:
    found = compiled(name)
    assert found.card is not None, found.failures
    assert found.supported, found.reason
    assert round_trip_problem(found.card) == ""
    return found.card


def scenario(*names: str, library: int = 5, seed: int = 1) -> Scenario:
    return Scenario(cards=card_pool() | {n: card(n) for n in names}, library=library,
                    strict=True, seed=seed)


def effects_of(name: str) -> list[object]:
    out: list[object] = []
    for ability in card(name).abilities:
        out.extend(getattr(ability, "effects", ()))
    return out


# -- "you may pay N life. If you do, …" (CR 119.4, 608.2d) -------------------------------------

def test_cr_119_4_erebos_pays_two_life_to_draw() -> None:
    """"Whenever another creature you control dies, you may pay 2 life. If you do, draw a
    card." — paid: 2 life gone and one card drawn."""
    s = scenario("Erebos, Bleak-Hearted", "Lightning Bolt")
    s.put(A, "Erebos, Bleak-Hearted")
    bear = s.put(A, "Grizzly Bears")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    before = s.hand_size(A)
    s.then("resolve.choice", True)
    s.cast(A, "Lightning Bolt", targets=[bear])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.life(A) == 18
    assert s.hand_size(A) == before - 1 + 1


def test_cr_608_2d_erebos_declined_keeps_life_and_draws_nothing() -> None:
    """Declined: no life paid and no card ("If you do" reads the answer)."""
    s = scenario("Erebos, Bleak-Hearted", "Lightning Bolt")
    s.put(A, "Erebos, Bleak-Hearted")
    bear = s.put(A, "Grizzly Bears")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    before = s.hand_size(A)
    s.then("resolve.choice", False)
    s.cast(A, "Lightning Bolt", targets=[bear])
    s.resolve()
    assert s.life(A) == 20
    assert s.hand_size(A) == before - 1


def test_cr_119_4_life_is_paid_only_up_to_the_life_total() -> None:
    """At 1 life, 2 life can't be paid (CR 119.4): the offer is not made, no card is drawn."""
    s = scenario("Erebos, Bleak-Hearted", "Lightning Bolt")
    s.put(A, "Erebos, Bleak-Hearted")
    bear = s.put(A, "Grizzly Bears")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.set_life(A, 1)
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Lightning Bolt", targets=[bear])
    s.resolve()
    assert s.life(A) == 1
    assert s.hand_size(A) == before - 1


def test_cr_118_3_miara_pays_mana_and_life_together() -> None:
    """Miara: "… you may pay {1} and 1 life. If you do, draw a card." — both parts paid: one
    land tapped, 1 life, one card."""
    [effect, after] = effects_of("Miara, Thorn of the Glade")
    assert isinstance(effect, m.MayDo) and effect.cost == m.Cost(mana="{1}", pay_life=1)
    assert isinstance(after, m.Conditional)
    s = scenario("Miara, Thorn of the Glade", "Lightning Bolt")
    s.put(A, "Miara, Thorn of the Glade")
    s.lands(A, "Mountain", 1)
    s.lands(A, "Forest", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[s.id("Miara, Thorn of the Glade")])
    before = s.hand_size(A)
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Miara, Thorn of the Glade") == "graveyard"
    assert s.life(A) == 19
    assert s.hand_size(A) == before + 1
    assert all(s.obj(land).tapped for land in s.ids("Forest") + s.ids("Mountain"))
