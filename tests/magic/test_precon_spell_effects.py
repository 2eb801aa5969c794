"""Engine rules the *spells* cards of the Commander precons needed (issues 10 and 16): overload
(CR 702.96), "Activate only if …" (CR 602.5b) and a cost that taps other untapped creatures
(CR 118.3, 601.2h), each played with the card compiled from its real Oracle text."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Cast
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

# -- Street Spasm: overload (CR 702.96) --------------------------------------------------------

def test_street_spasm_targets_one_creature_without_flying_you_dont_control_CR_115_1() -> None:
    """"~ deals X damage to target creature without flying you don't control." — the flier
    and your own creature are not legal targets."""
    spasm = real("Street Spasm")
    spell = next(a for a in spasm.abilities if isinstance(a, m.SpellAbility))
    assert spell.targets[0].filter.not_keywords == ("flying",)
    assert spell.targets[0].filter.controller == "not_you"
    s = game("Street Spasm")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Street Spasm")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    angel = s.put(B, "Serra Angel")
    mine = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Street Spasm", x=2, targets=[bears])
    s.resolve()
    assert bears not in s.state.battlefield
    assert s.obj(giant).damage == 0 and s.obj(mine).damage == 0
    from cardtable.games.magic.targets import candidates

    spec = next(a for a in spasm.abilities if isinstance(a, m.SpellAbility)).targets[0]
    legal = candidates(s.state, spec, A, None, None)
    assert giant in legal and angel not in legal and mine not in legal


def test_street_spasm_overloaded_hits_each_creature_without_flying_you_dont_control_CR_702_96b(
) -> None:
    """Overload {X}{X}{R}{R}: cast for its overload cost, "target" reads "each" — every
    creature without flying A doesn't control is dealt X damage, with no target chosen;
    A's own creature and B's flier are not."""
    s = game("Street Spasm")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Street Spasm")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    angel = s.put(B, "Serra Angel")
    mine = s.put(A, "Grizzly Bears")
    s.start()
    decision = s.pending
    assert decision is not None
    assert [o.way for o in decision.options if isinstance(o, Cast)] == ["", "overload"]
    s.cast(A, "Street Spasm", way="overload", x=2)
    s.resolve()
    assert bears not in s.state.objects or s.obj(bears).zone != "battlefield"
    assert s.obj(giant).damage == 2
    assert s.obj(angel).damage == 0 and s.obj(mine).damage == 0
    assert all(s.obj(i).tapped for i in s.ids("Mountain", "battlefield"))


# -- Skirsdag High Priest: "Activate only if a creature died this turn." (CR 602.5b) ----------

def _priest() -> Scenario:
    s = game("Skirsdag High Priest")
    s.put(A, "Skirsdag High Priest")
    s.put(A, "Grizzly Bears", sick=True)
    s.put(A, "Savannah Lions")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.put(B, "Hill Giant")
    s.start()
    return s


def test_skirsdag_high_priest_needs_a_creature_to_have_died_CR_602_5b() -> None:
    """No creature died this turn: the ability is not offered."""
    priest = real("Skirsdag High Priest")
    ability = next(a for a in priest.abilities if isinstance(a, m.ActivatedAbility))
    assert ability.condition == m.Condition(kind="creature_died_this_turn")
    assert ability.cost == m.Cost(tap=True, tap_untapped=m.Filter(types=("Creature",),
                                                                  controller="you"),
                                  tap_untapped_count=2)
    s = _priest()
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options
                if isinstance(o, Activate) and o.name == "Skirsdag High Priest"]


def test_skirsdag_high_priest_after_a_death_taps_two_others_for_a_demon_CR_118_3() -> None:
    """After a creature died (B's Hill Giant, dealt 3 damage by Lightning Bolt), {T} and two
    other untapped creatures (a summoning-sick one too) make a 5/5 black Demon with flying."""
    s = _priest()
    giant = s.id("Hill Giant")
    s.cast(A, "Lightning Bolt", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    others = [s.id("Grizzly Bears"), s.id("Savannah Lions")]
    s.then("cast.tap_untapped", tuple(others))
    s.activate(A, "Skirsdag High Priest")
    s.resolve()
    (demon,) = [o for o in s.state.objects.values() if o.token]
    assert demon.card.name == "Demon" and s.pt(demon.id) == (5, 5)
    assert "flying" in s.keywords(demon.id)
    assert all(s.obj(i).tapped for i in others)
    assert s.obj(s.id("Skirsdag High Priest")).tapped


# -- Myriad (CR 702.116a) ---------------------------------------------------------------------

def test_myriad_copies_attack_the_other_opponents_and_are_exiled_at_end_of_combat_CR_702_116a(
) -> None:
    """Caller of the Pack ("Trample; Myriad") attacks B in a three-player game: A may create
    a token copy tapped and attacking C (the only opponent other than the defending player);
    it deals its 8 combat damage to C, never counts as declared, and is exiled at end of
    combat."""
    caller = real("Caller of the Pack")
    assert m.Keyword("myriad") in caller.abilities
    s = Scenario(players=3, cards=card_pool() | {"Caller of the Pack": caller})
    pack = s.put(A, "Caller of the Pack")
    s.start()
    s.attack({pack: "p1"})
    s.then("myriad", "p2")
    s.resolve()
    (token,) = [o for o in s.state.objects.values() if o.token]
    assert token.card.name == "Caller of the Pack" and token.tapped
    assert s.state.attackers[token.id] == "p2"
    s.to_step("end_combat")
    assert s.life(1) == 12 and s.life(2) == 12
    s.resolve()
    assert token.id not in s.state.battlefield
    assert not [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]


def test_myriad_in_a_two_player_game_makes_no_copy_CR_702_116a() -> None:
    """With no opponent other than the defending player, myriad does nothing."""
    viper = real("Broodbirth Viper")
    s = Scenario(cards=card_pool() | {"Broodbirth Viper": viper})
    snake = s.put(A, "Broodbirth Viper")
    s.start()
    s.attack({snake: "p1"})
    s.resolve()
    assert not [o for o in s.state.objects.values() if o.token]


# -- Ninjutsu (CR 702.49) ---------------------------------------------------------------------

def _ninja() -> tuple[Scenario, int]:
    ninja = real("Ninja of the Deep Hours")
    s = Scenario(cards=card_pool() | {"Ninja of the Deep Hours": ninja})
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Island", 2)
    s.hand(A, "Ninja of the Deep Hours")
    s.start()
    return s, bears


def test_ninjutsu_is_not_offered_before_blockers_are_declared_CR_702_49c() -> None:
    s, bears = _ninja()
    s.attack({bears: "p1"})
    s._drain()
    decision = s.pending
    assert decision is not None and s.state.step == "declare_attackers"
    assert not [o for o in decision.options
                if isinstance(o, Activate) and o.name == "Ninja of the Deep Hours"]


def test_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja_CR_702_49a() -> None:
    """"Ninjutsu {1}{U}": after no block, the Bears return to A's hand and the Ninja enters
    tapped and attacking B; its combat damage triggers "you may draw a card"."""
    s, bears = _ninja()
    s.attack({bears: "p1"})
    s.to_step("declare_blockers")  # B has no creature: no block, the Bears are unblocked
    s.then("cast.return_unblocked", bears)
    s.activate(A, "Ninja of the Deep Hours")
    s.resolve()
    ninja = s.id("Ninja of the Deep Hours")
    assert s.zone_of("Grizzly Bears") == "hand"
    assert s.obj(ninja).tapped and s.state.attackers[ninja] == "p1"
    hand = s.hand_size(A)
    s.then("resolve.choice", True)
    s.to_step("combat_damage")
    s.resolve()
    assert s.life(B) == 18
    assert s.hand_size(A) == hand + 1


# -- Magus of the Arena: a target chosen by an opponent (CR 115.1, 701.12) --------------------

def test_magus_of_the_arena_the_chosen_opponent_picks_the_second_target_CR_701_12a() -> None:
    """"{3}, {T}: Tap target creature you control and target creature of an opponent's choice
    they control. Those creatures fight each other." — in a three-player game A chooses C,
    C chooses which of C's creatures is the target; both are tapped and fight."""
    magus = real("Magus of the Arena")
    ability = next(a for a in magus.abilities if isinstance(a, m.ActivatedAbility))
    assert ability.targets[1].chosen_by == "opponent"
    s = Scenario(players=3, cards=card_pool() | {"Magus of the Arena": magus})
    s.put(A, "Magus of the Arena")
    s.lands(A, "Plains", 3)
    giant = s.put(A, "Hill Giant")
    s.put(1, "Serra Angel")
    bears = s.put(2, "Grizzly Bears")
    s.put(2, "Savannah Lions")
    s.start()
    s.then("cast.target_chooser", "p2")
    s.activate(A, "Magus of the Arena", targets=[giant, bears])
    assert any(player == 2 for player, _action in s.log)  # C answered the second target
    s.resolve()
    assert bears not in s.state.battlefield
    assert s.obj(giant).damage == 2 and s.obj(giant).tapped
    assert not s.obj(s.id("Serra Angel")).tapped
