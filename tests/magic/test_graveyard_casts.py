"""Casting from a graveyard once each turn (CR 601.2, 601.3), from the real Oracle text of
real commanders (MTGJSON 2022-04-25): Karador, Ghost Chieftain ("During each of your turns, you
may cast a creature spell from your graveyard."), Gisa and Geralf ("… a Zombie creature spell
…") and Kess, Dissident Mage ("Once during each of your turns, you may cast an instant or
sorcery spell from your graveyard. If a spell cast this way would be put into your graveyard,
exile it instead.")."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast
from cardtable.games.magic.graveyard_casts import GRAVEYARD_TURN
from cardtable.games.magic.model.vocabulary import CAST_GRAVEYARD_TURN
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _graveyard_casts(s: Scenario, player: int = A) -> set[str]:
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return {o.name for o in decision.options if isinstance(o, Cast) and o.way == GRAVEYARD_TURN}


def test_cr_601_2_karador_compiles_to_a_graveyard_permission_for_creature_spells() -> None:
    """The permission is a rule of the static ability: creature spells, from your graveyard."""
    (effect,) = [e for a in real("Karador, Ghost Chieftain").abilities
                 if isinstance(a, m.StaticAbility) for e in a.effects
                 if e.rule.startswith(CAST_GRAVEYARD_TURN)]
    assert effect.rule == CAST_GRAVEYARD_TURN and effect.affected == "you"
    assert effect.filter is not None and effect.filter.types == ("Creature",)


def test_cr_601_2_karador_casts_one_creature_from_the_graveyard_each_of_your_turns() -> None:
    """With Karador A casts Grizzly Bears from the graveyard for its mana cost; the Llanowar
    Elves beside it are no longer offered that turn (one spell each turn); a sorcery never is;
    on A's next turn the Elves are offered again."""
    s = game("Karador, Ghost Chieftain")
    s.put(A, "Karador, Ghost Chieftain")
    s.lands(A, "Forest", 3)
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Llanowar Elves")
    s.graveyard(A, "Divination")
    s.start()
    assert _graveyard_casts(s) == {"Grizzly Bears", "Llanowar Elves"}
    s.cast(A, "Grizzly Bears", way=GRAVEYARD_TURN)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert sum(s.obj(i).tapped for i in s.ids("Forest")) == 2  # {1}{G} paid
    assert _graveyard_casts(s) == set()
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    assert _graveyard_casts(s) == {"Llanowar Elves"}


def test_cr_601_2_gisa_and_geralf_allow_only_zombie_creature_spells() -> None:
    """"a Zombie creature spell": Walking Corpse is offered, Grizzly Bears is not."""
    s = game("Gisa and Geralf")
    s.put(A, "Gisa and Geralf")
    s.lands(A, "Swamp", 2)
    s.graveyard(A, "Walking Corpse")
    s.graveyard(A, "Grizzly Bears")
    s.start()
    assert _graveyard_casts(s) == {"Walking Corpse"}
    s.cast(A, "Walking Corpse", way=GRAVEYARD_TURN)
    s.resolve()
    assert s.zone_of("Walking Corpse") == "battlefield"


def test_cr_614_1a_kess_casts_an_instant_from_the_graveyard_then_exiles_it() -> None:
    """Kess: Lightning Bolt cast from A's graveyard deals 3 damage, then goes to exile instead
    of the graveyard; Shock, also there, is not offered again that turn ("Once during each of
    your turns"); no permission on the opponent's turn (it is not A's turn)."""
    s = game("Kess, Dissident Mage")
    s.put(A, "Kess, Dissident Mage")
    s.lands(A, "Mountain", 2)
    s.graveyard(A, "Lightning Bolt")
    s.graveyard(A, "Shock")
    s.start()
    assert _graveyard_casts(s) == {"Lightning Bolt", "Shock"}
    s.cast(A, "Lightning Bolt", way=GRAVEYARD_TURN, targets=["p1"])
    s.resolve()
    assert s.life(B) == 17
    assert s.zone_of("Lightning Bolt") == "exile"
    assert _graveyard_casts(s) == set()
    s.to_step("upkeep", active=B)
    decision = s.pending
    assert decision is not None
    assert not any(isinstance(o, Cast) and o.way == GRAVEYARD_TURN for o in decision.options)
