"""Engine pieces for counted quantities (CR 107.3, 608.2c, 608.2h, 607.2a): effects that read
what an earlier instruction of the same ability did, and abilities linked to each other. The
abilities are compiled from Oracle text (the card's own, or as noted)."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.costs import per_target_increase
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.compiler import compile_line
from tests.magic.dsl import A, B, Scenario

DAY_ENTERS = ("When ~ enters, exile all creatures you control. Then create that many 5/5 red "
              "Dragon creature tokens with flying.")
# Day of the Dragons' second ability, as printed (the trigger wording from the triggers work).
DAY_LEAVES = ("When ~ leaves the battlefield, sacrifice all Dragons you control. Then return "
              "the exiled cards to the battlefield under your control.")


def _day_of_the_dragons() -> m.CardDef:
    enters = compile_line(DAY_ENTERS, "permanent_line")
    leaves = compile_line(DAY_LEAVES, "permanent_line")
    return m.CardDef("Day of the Dragons", "Enchantment", "{4}{U}{U}{U}",
                     abilities=(enters, leaves))


def test_that_many_tokens_and_the_linked_exile_return_CR_607_2a_608_2c() -> None:
    """The enters ability exiles A's creatures (a token among them) and makes that many 5/5
    Dragons; when the enchantment leaves, the Dragons are sacrificed and the exiled *cards*
    return under A's control (the token ceased to exist in exile, 704.5d)."""
    cards = dict(card_pool()) | {"Day of the Dragons": _day_of_the_dragons()}
    s = Scenario(cards=cards)
    s.put(A, "Grizzly Bears")
    s.put(A, "Hill Giant")
    s.put(B, "Savannah Lions")  # an opponent's creature stays
    s.lands(A, "Island", 7)
    s.lands(A, "Plains", 2)
    s.lands(B, "Forest", 2)
    s.hand(A, "Raise the Alarm")
    s.hand(A, "Day of the Dragons")
    s.hand(B, "Naturalize")
    s.start()
    s.cast(A, "Raise the Alarm")  # two 1/1 Soldier tokens
    s.resolve()
    s.cast(A, "Day of the Dragons")
    s.resolve()
    dragons = [o.id for o in s.state.objects.values() if o.card.name == "Dragon"
               and o.zone == "battlefield"]
    assert len(dragons) == 4  # Bears, Giant and two Soldiers were exiled
    assert s.pt(dragons[0]) == (5, 5) and "flying" in s.keywords(dragons[0])
    assert s.zone_of("Grizzly Bears") == "exile" and s.zone_of("Hill Giant") == "exile"
    assert s.zone_of("Savannah Lions") == "battlefield"
    day = s.id("Day of the Dragons")
    s.to_step("main1", active=B)
    s.cast(B, "Naturalize", targets=[day])
    s.resolve()
    assert not [o for o in s.state.objects.values() if o.card.name == "Dragon"
                and o.zone == "battlefield"]
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.zone_of("Hill Giant") == "battlefield"
    assert s.controller(s.id("Hill Giant")) == A


def test_per_target_increase_counts_targets_beyond_the_first_CR_601_2f() -> None:
    card = m.CardDef("Fireball", "Sorcery", "{X}{R}", abilities=(
        compile_line("This spell costs {1} more to cast for each target beyond the first.",
                     "spell_line"),))
    assert per_target_increase(card, ()) == 0
    assert per_target_increase(card, ((7,),)) == 0
    assert per_target_increase(card, ((7, 8, "p1"),)) == 2


LICIA_COST = "This spell costs {1} less to cast for each 1 life you gained this turn."


def _licia_cost_only() -> m.CardDef:
    """Licia, Sanguine Tribune's cost line and keywords, compiled from its Oracle text; its
    "Activate only during your turn and only once each turn" ability is the activated-ability
    riders' work, so the card itself is not played here."""
    return m.CardDef("Licia, Sanguine Tribune", "Legendary Creature — Vampire Soldier",
                     "{5}{R}{W}{B}", power="4", toughness="4", abilities=(
                         compile_line(LICIA_COST, "permanent_line"),
                         *compile_line("First strike, lifelink", "permanent_line")))


def test_cost_less_for_each_life_gained_this_turn_CR_601_2f() -> None:
    """Vampire Nighthawk's lifelink gains A 2 life in combat; Licia then costs {3}{R}{W}{B}:
    exactly A's six lands."""
    cards = dict(card_pool()) | {"Licia, Sanguine Tribune": _licia_cost_only()}
    s = Scenario(cards=cards)
    hawk = s.put(A, "Vampire Nighthawk")
    lands = [s.put(A, "Mountain"), s.put(A, "Plains"), s.put(A, "Swamp"),
             *s.lands(A, "Wastes", 3)]
    s.hand(A, "Licia, Sanguine Tribune")
    s.start()
    s.attack({hawk: "p1"})
    s.to_step("main2")
    assert s.life(A) == 22 and s.state.players[A].life_gained_this_turn == 2
    s.cast(A, "Licia, Sanguine Tribune")
    s.resolve()
    assert s.zone_of("Licia, Sanguine Tribune") == "battlefield"
    assert all(s.obj(land).tapped for land in lands)


def test_life_gained_this_turn_starts_again_each_turn_CR_500_8() -> None:
    cards = dict(card_pool()) | {"Licia, Sanguine Tribune": _licia_cost_only()}
    s = Scenario(cards=cards)
    hawk = s.put(A, "Vampire Nighthawk")
    s.start()
    s.attack({hawk: "p1"})
    s.to_step("main2")
    assert s.state.players[A].life_gained_this_turn == 2
    s.to_step("upkeep", active=B)
    assert s.state.players[A].life_gained_this_turn == 0
