"""Templates: "doesn't untap during ... untap step" (CR 502.3), on the permanent itself and
given by an Aura to the enchanted creature."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled

DOESNT_UNTAP = m.ContinuousEffect(layer="rules", rule="doesnt_untap")


def _card(name: str) -> m.CardDef:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def test_self_doesnt_untap_compiles_CR_502_3() -> None:
    """Grim Monolith: "~ doesn't untap during your untap step." — a static rule of its own."""
    statics = [a for a in _card("Grim Monolith").abilities if isinstance(a, m.StaticAbility)]
    assert [e.rule for s in statics for e in s.effects] == ["doesnt_untap"]
    assert statics[0].effects[0].affected == "self"


def test_enchanted_creature_doesnt_untap_compiles_CR_502_3() -> None:
    """Paralyzing Grasp: "Enchanted creature doesn't untap during its controller's untap
    step." — the same rule given by the Aura to the creature it enchants."""
    statics = [a for a in _card("Paralyzing Grasp").abilities
               if isinstance(a, m.StaticAbility)]
    (effect,) = [e for s in statics for e in s.effects]
    assert effect.rule == "doesnt_untap" and effect.affected == "enchanted"


def test_untap_step_keeps_them_tapped_CR_502_3() -> None:
    """The untap step untaps A's permanents except Grim Monolith and the creature enchanted
    by Paralyzing Grasp; a plain tapped land untaps as usual."""
    s = Scenario(cards=card_pool() | {"Grim Monolith": _card("Grim Monolith"),
                                      "Paralyzing Grasp": _card("Paralyzing Grasp")})
    monolith = s.put(A, "Grim Monolith", tapped=True)
    bears = s.put(A, "Grizzly Bears", tapped=True)
    s.put(B, "Paralyzing Grasp", attached_to=bears)
    other = s.put(A, "Grizzly Bears", tapped=True)
    land = s.put(A, "Forest", tapped=True)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    assert s.obj(monolith).tapped
    assert s.obj(bears).tapped
    assert not s.obj(other).tapped
    assert not s.obj(land).tapped
