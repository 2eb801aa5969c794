"""Statics, layers and timing from the four Commander precons (issues 10 and 16), compiled from
their real Oracle text (MTGJSON 2022-04-25) and played: each test builds the card with the
compiler, never from the test pool, and proves what the sentence does in a game."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast, Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled


def _card(name: str) -> m.CardDef:
    result = compiled(name)
    assert result.card is not None, result.failures
    assert result.supported, result.reason
    return result.card


def _scenario(*names: str, players: int = 2) -> Scenario:
    return Scenario(players, cards=card_pool() | {n: _card(n) for n in names})


def _untapped(s: Scenario, ids: list[int]) -> int:
    return sum(1 for i in ids if not s.obj(i).tapped)


# -- cost reductions (CR 601.2f, 118.7d) ---------------------------------------------------------


def test_krosan_warchief_beast_spells_cost_one_less_CR_601_2f() -> None:
    """"Beast spells you cast cost {1} less to cast.": Ravenous Baloth ({2}{G}{G}) for three
    Forests; a non-Beast (Grizzly Bears) pays its full cost."""
    s = _scenario("Krosan Warchief")
    s.put(A, "Krosan Warchief")
    forests = s.lands(A, "Forest", 5)
    s.hand(A, "Ravenous Baloth")
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Ravenous Baloth")
    assert _untapped(s, forests) == 2
    s.resolve()
    s.cast(A, "Grizzly Bears")
    assert _untapped(s, forests) == 0
    s.resolve()
    assert s.zone_of("Ravenous Baloth") == "battlefield"
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_jet_medallion_black_spells_you_cast_cost_one_less_CR_601_2f() -> None:
    """"Black spells you cast cost {1} less to cast.": Gray Merchant ({3}{B}{B}) for four
    Swamps; the opponent's black spells are not cheaper."""
    s = _scenario("Jet Medallion")
    s.put(A, "Jet Medallion")
    swamps = s.lands(A, "Swamp", 4)
    s.hand(A, "Gray Merchant of Asphodel")
    s.start()
    s.cast(A, "Gray Merchant of Asphodel")
    assert _untapped(s, swamps) == 0
    s.resolve()
    assert s.zone_of("Gray Merchant of Asphodel") == "battlefield"
    from cardtable.games.magic import costs
    from cardtable.games.magic.mana import requirement

    other = s.hand(B, "Gray Merchant of Asphodel")
    need = costs.total_requirement(s.game, B, s.obj(other), False, requirement("{3}{B}{B}"))
    assert need.total == 5  # "you cast": only Jet Medallion's controller's spells


# -- "as long as" (CR 611.3a) -------------------------------------------------------------------


def test_blood_baron_needs_both_life_conditions_CR_611_3a() -> None:
    s = _scenario("Blood Baron of Vizkopa")
    baron = s.put(B, "Blood Baron of Vizkopa")
    s.start()
    s.set_life(B, 30)
    s.set_life(A, 11)
    s.state.touch()
    assert s.pt(baron) == (4, 4) and "flying" not in s.keywords(baron)
    s.set_life(A, 10)
    s.state.touch()
    assert s.pt(baron) == (10, 10) and "flying" in s.keywords(baron)
    s.set_life(B, 29)
    s.state.touch()
    assert s.pt(baron) == (4, 4) and "flying" not in s.keywords(baron)


# -- enters tapped (CR 614.1c, 614.12) ----------------------------------------------------------


def test_blind_obedience_opponents_creatures_enter_tapped_CR_614_1c() -> None:
    """"Artifacts and creatures your opponents control enter tapped.": A's Grizzly Bears
    enters tapped, A's land and B's own creature enter untapped."""
    s = _scenario("Blind Obedience")
    s.put(B, "Blind Obedience")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Forest")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.start()
    s.play_land(A, "Forest")
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.obj(s.id("Grizzly Bears")).tapped
    assert not s.obj(s.ids("Forest", "battlefield")[-1]).tapped
    s.to_step("main1", active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    mine = [i for i in s.ids("Grizzly Bears", "battlefield") if s.controller(i) == B]
    assert len(mine) == 1 and not s.obj(mine[0]).tapped


# -- Darksteel Mutation (CR 613.1d, 613.1f, 613.4b, 205.1a-b) ----------------------------------


def test_darksteel_mutation_sets_types_base_pt_and_removes_abilities_CR_613_1d() -> None:
    s = _scenario("Darksteel Mutation")
    baloth = s.put(A, "Ravenous Baloth", counters={"+1/+1": 1})
    s.put(B, "Darksteel Mutation", attached_to=baloth)
    s.start()
    c = chars(s.state, s.obj(baloth))
    assert c.types == frozenset({"Artifact", "Creature"})
    assert c.subtypes == frozenset({"Insect"})
    assert c.keywords == frozenset({"indestructible"})
    assert not any(isinstance(a, m.ActivatedAbility) for a in c.abilities)
    assert s.pt(baloth) == (1, 2)  # base 0/1 (7b) and the counter (7c)


# -- Noble Quarry: a bestow Lure (CR 509.1c, 702.103) -------------------------------------------


def test_noble_quarry_bestowed_all_able_blockers_block_the_enchanted_creature_CR_509_1c() -> None:
    s = _scenario("Noble Quarry")
    bears = s.put(A, "Grizzly Bears")
    quarry = s.put(A, "Noble Quarry", attached_to=bears)
    s.obj(quarry).bestowed = True
    heir = s.put(B, "Rakish Heir")
    shade = s.put(B, "Nantuko Shade")
    s.start()
    assert s.pt(bears) == (3, 3)
    s.attack({bears: "p1"})
    s.to_step("declare_blockers")
    assert "509.1c" in s.refused(B, ())
    assert "509.1c" in s.refused(B, ((heir, bears),))
    s.apply(B, ((heir, bears), (shade, bears)))
    assert s.state.blockers == {heir: bears, shade: bears}


def test_noble_quarry_as_a_creature_must_be_blocked_by_all_able_CR_509_1c() -> None:
    s = _scenario("Noble Quarry")
    quarry = s.put(A, "Noble Quarry")
    heir = s.put(B, "Rakish Heir")
    s.start()
    s.attack({quarry: "p1"})
    s.to_step("declare_blockers")
    assert "509.1c" in s.refused(B, ())
    s.apply(B, ((heir, quarry),))
    assert s.state.blockers == {heir: quarry}


# -- Cobra Trap (CR 118.9) ----------------------------------------------------------------------


def test_cobra_trap_costs_g_after_an_opponent_destroyed_a_noncreature_permanent_CR_118_9() -> None:
    s = _scenario("Cobra Trap")
    boots = s.put(A, "Swiftfoot Boots")
    s.lands(B, "Forest", 3)
    s.hand(B, "Krosan Grip")
    forests = s.lands(A, "Forest", 1)
    trap = s.hand(A, "Cobra Trap")
    s.start()
    s.refused(A, Cast(trap, "Cobra Trap", "alternative"))
    s.cast(B, "Krosan Grip", targets=[boots])
    s.resolve()
    s.cast(A, "Cobra Trap", way="alternative")
    assert _untapped(s, forests) == 0
    s.resolve()
    snakes = s.ids("Snake", "battlefield")
    assert len(snakes) == 4 and all(s.pt(t) == (1, 1) for t in snakes)


# -- Tragic Slip: "… instead if" (CR 608.2c, 700.4) ---------------------------------------------


@pytest.mark.parametrize("died", [False, True])
def test_tragic_slip_minus_thirteen_only_after_a_death_CR_608_2c(died: bool) -> None:
    s = _scenario("Tragic Slip")
    baloth = s.put(B, "Ravenous Baloth")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Tragic Slip", 3)
    s.start()
    if died:
        s.cast(A, "Tragic Slip", targets=[bears])
        s.resolve()  # 2/2 gets -1/-1: survives; no death yet
        assert s.zone_of("Grizzly Bears") == "battlefield"
        s.cast(A, "Tragic Slip", targets=[bears])
        s.resolve()  # 1/1 again -1/-1: dies
        assert s.zone_of("Grizzly Bears") == "graveyard"
    s.cast(A, "Tragic Slip", targets=[baloth])
    s.resolve()
    if died:
        assert s.zone_of("Ravenous Baloth") == "graveyard"  # -13/-13 (morbid)
    else:
        assert s.pt(baloth) == (3, 3)  # -1/-1 only


# -- Sudden Spoiling (CR 611.2c, 613.1f, 613.4b) ------------------------------------------------


def test_sudden_spoiling_creatures_target_player_controls_are_0_2_without_abilities() -> None:
    s = _scenario("Sudden Spoiling")
    baloth = s.put(A, "Ravenous Baloth")
    mine = s.put(B, "Ravenous Baloth")
    s.lands(B, "Swamp", 3)
    s.hand(B, "Sudden Spoiling")
    s.start(active=B)
    s.cast(B, "Sudden Spoiling", targets=["p0"])
    s.resolve()
    assert s.pt(baloth) == (0, 2) and chars(s.state, s.obj(baloth)).abilities == ()
    assert s.pt(mine) == (4, 4) and chars(s.state, s.obj(mine)).abilities != ()
    s.to_step("main1", active=A)
    assert s.pt(baloth) == (4, 4)  # until end of turn


# -- Bloodlord of Vaasgoth (CR 702.54a, 400.7a) -------------------------------------------------


def test_bloodlord_vampire_spell_gains_bloodthirst_3_CR_702_54a() -> None:
    s = _scenario("Bloodlord of Vaasgoth")
    s.put(A, "Bloodlord of Vaasgoth")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Rakish Heir")
    s.set_life(B, 18)
    s.state.players[B].damage_taken_this_turn = 2
    s.start()
    s.cast(A, "Rakish Heir")
    s.resolve()
    heir = s.id("Rakish Heir")
    assert s.obj(heir).counters == {"+1/+1": 3} and s.pt(heir) == (5, 5)
    assert "bloodthirst" in s.keywords(heir)


# -- players: can't lose, can't win (CR 104.3, 104.2a, 101.2) -----------------------------------


def test_abyssal_persecutor_opponent_at_zero_life_does_not_lose_until_it_leaves_CR_104_3b() -> None:
    """"You can't win the game and your opponents can't lose the game.": B at 0 life stays in
    the game (704.5a does nothing); once the Persecutor is destroyed, B loses at once."""
    s = _scenario("Abyssal Persecutor")
    persecutor = s.put(A, "Abyssal Persecutor")
    s.lands(A, "Swamp", 1)
    s.put(A, "Plains")
    s.hand(A, "Mortify")
    s.lands(A, "Swamp", 1)
    s.start()
    s.set_life(B, 0)
    s.state.touch()
    s.pass_priority()
    assert not s.state.players[B].left and not s.state.over
    s.cast(A, "Mortify", targets=[persecutor])
    s.resolve()
    assert s.zone_of("Abyssal Persecutor") == "graveyard"
    assert s.state.players[B].left and s.state.over


def test_abyssal_persecutor_binds_only_its_controllers_opponents_CR_104_3b() -> None:
    """Its controller is not protected: A at 0 life loses with the Persecutor in play."""
    s = _scenario("Abyssal Persecutor")
    s.put(A, "Abyssal Persecutor")
    s.lands(A, "Swamp", 1)
    s.start()
    s.set_life(A, 0)
    s.state.touch()
    s.pass_priority()
    assert s.state.players[A].left and s.state.over


def test_platinum_angel_you_cant_lose_CR_104_3b() -> None:
    """The same template the other way round: "You can't lose the game and your opponents
    can't win the game." keeps its controller in at 0 life."""
    s = _scenario("Platinum Angel")
    s.put(A, "Platinum Angel")
    s.lands(A, "Swamp", 1)
    s.start()
    s.set_life(A, 0)
    s.state.touch()
    s.pass_priority()
    assert not s.state.players[A].left and not s.state.over


def test_abyssal_persecutor_does_not_stop_a_concession_CR_104_3a() -> None:
    from cardtable.games.magic.actions import Concede, Pass

    s = _scenario("Abyssal Persecutor")
    s.put(A, "Abyssal Persecutor")
    s.start()
    s.apply(A, Pass())
    s.apply(B, Concede())
    assert s.state.players[B].left and s.state.over
    assert s.game.result is not None and s.game.result.groups[0] == (A,)  # 104.2a overrides


# -- a class of spells can't be countered (CR 101.2) --------------------------------------------


@pytest.mark.parametrize(("spell", "countered"), [("Craw Wurm", False),
                                                  ("Ravenous Baloth", True)])
def test_spellbreaker_behemoth_big_creature_spells_cant_be_countered_CR_101_2(
        spell: str, countered: bool) -> None:
    """"Creature spells you control with power 5 or greater can't be countered.": Counterspell
    on Craw Wurm (6/4) does nothing; on Ravenous Baloth (4/4) it counters."""
    s = _scenario("Spellbreaker Behemoth")
    s.put(A, "Spellbreaker Behemoth")
    s.lands(A, "Forest", 6)
    s.hand(A, spell)
    s.lands(B, "Island", 2)
    s.hand(B, "Counterspell")
    s.start()
    s.cast(A, spell)
    item = s.state.stack[-1]
    s.cast(B, "Counterspell", targets=[item.obj])
    s.resolve()
    assert s.zone_of(spell) == ("graveyard" if countered else "battlefield")


def test_spellbreaker_behemoth_does_not_protect_an_opponents_spell_CR_101_2() -> None:
    s = _scenario("Spellbreaker Behemoth")
    s.put(B, "Spellbreaker Behemoth")
    s.lands(A, "Forest", 6)
    s.hand(A, "Craw Wurm")
    s.lands(B, "Island", 2)
    s.hand(B, "Counterspell")
    s.start()
    s.cast(A, "Craw Wurm")
    item = s.state.stack[-1]
    s.cast(B, "Counterspell", targets=[item.obj])
    s.resolve()
    assert s.zone_of("Craw Wurm") == "graveyard"


# -- "each creature that entered the battlefield this turn" (CR 400.7) --------------------------


def _activate_counters(s: Scenario, name: str) -> None:
    """Activate the card's counters ability (not its mana ability) and resolve it."""
    card = s.cards[name]
    (index,) = [i for i, a in enumerate(card.abilities)
                if isinstance(a, m.ActivatedAbility) and not a.is_mana_ability]
    s.activate(A, name, index)
    s.resolve()


def test_oran_rief_counters_on_green_creatures_that_entered_this_turn_CR_400_7() -> None:
    """"{T}: Put a +1/+1 counter on each green creature that entered the battlefield this
    turn.": the Bears cast this turn gets one; the Baloth there since last turn and the
    colourless Myr cast this turn do not."""
    s = _scenario("Oran-Rief, the Vastwood")
    oran = s.put(A, "Oran-Rief, the Vastwood", tapped=True)  # not used to pay for the spells
    old = s.put(A, "Ravenous Baloth")
    s.lands(A, "Forest", 5)
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Darksteel Myr")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    s.cast(A, "Darksteel Myr")
    s.obj(oran).tapped = False  # before the next decision is made
    s.resolve()
    _activate_counters(s, "Oran-Rief, the Vastwood")
    assert s.obj(s.id("Grizzly Bears")).counters == {"+1/+1": 1}
    assert not s.obj(old).counters
    assert not s.obj(s.id("Darksteel Myr")).counters


def test_novijen_entered_this_turn_ends_with_the_turn_CR_400_7() -> None:
    """Novijen's "each creature that entered the battlefield this turn": the Myr cast this
    turn gets a counter; next turn nothing has entered, so the ability adds none."""
    s = _scenario("Novijen, Heart of Progress")
    novijen = s.put(A, "Novijen, Heart of Progress", tapped=True)  # not used to pay the Myr
    s.lands(A, "Forest", 4)
    s.lands(A, "Island", 4)
    s.hand(A, "Darksteel Myr")
    s.start()
    s.cast(A, "Darksteel Myr")
    s.obj(novijen).tapped = False  # before the next decision is made
    s.resolve()
    myr = s.id("Darksteel Myr")
    _activate_counters(s, "Novijen, Heart of Progress")
    assert s.obj(myr).counters == {"+1/+1": 1}
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    _activate_counters(s, "Novijen, Heart of Progress")
    assert s.obj(myr).counters == {"+1/+1": 1}


# -- an activated ability's rider on its target (CR 608.2c) -------------------------------------


@pytest.mark.parametrize(("creature", "pt"), [("Winding Constrictor", (4, 5)),
                                              ("Grizzly Bears", (2, 2))])
def test_kaseto_unblockable_and_plus_two_only_for_a_snake_CR_608_2c(
        creature: str, pt: tuple[int, int]) -> None:
    """"{G}{U}: Target creature can't be blocked this turn. If that creature is a Snake, it
    gets +2/+2 until end of turn.": both become unblockable; only the Snake grows."""
    s = _scenario("Kaseto, Orochi Archmage")
    s.put(A, "Kaseto, Orochi Archmage")
    target = s.put(A, creature)
    s.lands(A, "Forest", 1)
    s.lands(A, "Island", 1)
    s.put(B, "Rakish Heir")
    s.start()
    s.activate(A, "Kaseto, Orochi Archmage", targets=[target])
    s.resolve()
    assert s.pt(target) == pt
    assert "cant_be_blocked" in chars(s.state, s.obj(target)).rules
    s.to_step("main1", active=B)
    assert s.pt(target) == (pt[0] - 2, pt[1] - 2) if creature == "Winding Constrictor" \
        else s.pt(target) == pt


# -- "~ becomes a … creature until end of turn" (CR 205.1a-b, 613.1d-f, 613.4b) -----------------


def test_simic_keyrune_becomes_a_2_3_crab_artifact_creature_with_hexproof_CR_613_1d() -> None:
    s = _scenario("Simic Keyrune")
    keyrune = s.put(A, "Simic Keyrune")
    s.lands(A, "Forest", 1)
    s.lands(A, "Island", 1)
    s.start()
    assert "Creature" not in chars(s.state, s.obj(keyrune)).types
    s.activate(A, "Simic Keyrune", 1)
    s.resolve()
    c = chars(s.state, s.obj(keyrune))
    assert c.types == frozenset({"Artifact", "Creature"})
    assert c.subtypes == frozenset({"Crab"}) and c.colors == frozenset({"G", "U"})
    assert s.pt(keyrune) == (2, 3) and "hexproof" in c.keywords
    s.attack({keyrune: "p1"})
    assert keyrune in s.state.attackers
    s.to_step("main1", active=B)
    c = chars(s.state, s.obj(keyrune))
    assert c.types == frozenset({"Artifact"}) and "hexproof" not in c.keywords


def test_treetop_village_is_still_a_land_while_an_ape_CR_205_1b() -> None:
    """"~ becomes a 3/3 green Ape creature with trample until end of turn. It's still a
    land.": a Land Creature — Ape (its card types kept, its creature type set)."""
    s = _scenario("Treetop Village")
    village = s.put(A, "Treetop Village")
    s.lands(A, "Forest", 2)
    s.start()
    s.activate(A, "Treetop Village", 2)
    s.resolve()
    c = chars(s.state, s.obj(village))
    assert c.types == frozenset({"Land", "Creature"}) and "Ape" in c.subtypes
    assert s.pt(village) == (3, 3) and "trample" in c.keywords


# -- Witch Hunt: players can't gain life (CR 119.7); a random opponent gains control ------------


def test_witch_hunt_players_cant_gain_life_spell_or_lifelink_CR_119_7() -> None:
    """Tamiyo's Safekeeping's "You gain 2 life" and Vampire Nighthawk's lifelink gain nothing
    while Witch Hunt is on the battlefield (either player's)."""
    s = _scenario("Witch Hunt")
    s.put(B, "Witch Hunt")
    bears = s.put(A, "Grizzly Bears")
    hawk = s.put(A, "Vampire Nighthawk")
    s.lands(A, "Forest", 1)
    s.hand(A, "Tamiyo's Safekeeping")
    s.start()
    s.cast(A, "Tamiyo's Safekeeping", targets=[bears])
    s.resolve()
    assert s.life(A) == 20
    s.attack({hawk: "p1"})
    s.to_step("end")
    assert s.life(B) == 18 and s.life(A) == 20


def test_without_witch_hunt_lifelink_gains_CR_702_15b() -> None:
    s = _scenario()
    hawk = s.put(A, "Vampire Nighthawk")
    s.start()
    s.attack({hawk: "p1"})
    s.to_step("end")
    assert s.life(B) == 18 and s.life(A) == 22


def test_witch_hunt_goes_to_an_opponent_chosen_at_random_at_end_step() -> None:
    """"At the beginning of your end step, target opponent chosen at random gains control of
    ~." (layer 2): the game picks one of A's two opponents with its seeded generator, no one
    is asked; the next upkeep it deals 4 damage to its new controller."""
    s = _scenario("Witch Hunt", players=3)
    hunt = s.put(A, "Witch Hunt")
    s.start()
    s.to_step("end")
    s.resolve()
    new = s.controller(hunt)
    assert new in (1, 2)
    s.to_step("upkeep", active=new)
    s.resolve()
    assert s.life(new) == 16 and s.life(A) == 20


# -- monstrosity (CR 701.31) --------------------------------------------------------------------


def test_arbor_colossus_monstrosity_once_and_its_trigger_CR_701_31() -> None:
    """"{3}{G}{G}{G}: Monstrosity 3." and "When ~ becomes monstrous, destroy target creature
    with flying an opponent controls.": three counters and the Angel destroyed; activated
    again, it is already monstrous — no counters, no trigger (701.31a-c)."""
    s = _scenario("Arbor Colossus")
    colossus = s.put(A, "Arbor Colossus")
    s.lands(A, "Forest", 12)
    angel = s.put(B, "Serra Angel")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Arbor Colossus")
    s.then("cast.target", angel)  # the trigger's target: the only creature with flying
    s.resolve()
    assert s.obj(colossus).counters == {"+1/+1": 3} and s.pt(colossus) == (9, 9)
    assert s.obj(colossus).monstrous
    assert s.zone_of("Serra Angel") == "graveyard" and s.zone_of("Grizzly Bears") == "battlefield"
    assert bears
    s.activate(A, "Arbor Colossus")
    s.resolve()
    assert s.obj(colossus).counters == {"+1/+1": 3} and not s.state.stack


# -- "Cast this spell only during …" (CR 601.3a) ------------------------------------------------


def test_panic_castable_only_during_combat_before_blockers_CR_601_3a() -> None:
    """"Cast this spell only during combat before blockers are declared.": not in the main
    phase (an instant otherwise could be), yes in the declare attackers step, and not once
    blockers are declared."""
    s = _scenario("Panic")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.lands(B, "Mountain", 1)
    panic = s.hand(B, "Panic")
    s.start()
    from cardtable.games.magic.actions import Pass

    s.apply(A, Pass())
    assert s.pending is not None and s.pending.player == B
    assert not [o for o in s.pending.options if isinstance(o, Cast) and o.card == panic]
    s.attack({bears: "p1"})
    s.apply(A, Pass())
    assert s.pending is not None and s.pending.player == B
    assert [o for o in s.pending.options if isinstance(o, Cast) and o.card == panic]
    s.apply(B, Pass())
    s.to_step("declare_blockers")
    s.apply(B, ())
    s.apply(A, Pass())
    assert s.pending is not None and s.pending.player == B
    assert not [o for o in s.pending.options if isinstance(o, Cast) and o.card == panic]


# -- Wake the Dead (CR 601.3a, 601.2c, 603.7c) --------------------------------------------------


def test_wake_the_dead_returns_x_creatures_in_combat_and_sacrifices_them_at_end_step() -> None:
    """Castable only during combat on an opponent's turn; X = 2 returns both Bears cards from
    A's graveyard; at the beginning of the next end step A sacrifices those creatures (the new
    objects; a Bears that left and came back would be a new object, 603.7c)."""
    s = _scenario("Wake the Dead")
    first = s.graveyard(A, "Grizzly Bears")
    second = s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Forest")
    s.lands(A, "Swamp", 4)
    card = s.hand(A, "Wake the Dead")
    attacker = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.apply(B, Pass())
    assert s.pending is not None and s.pending.player == A
    assert not [o for o in s.pending.options if isinstance(o, Cast) and o.card == card]
    s.attack({attacker: "p0"})
    s.cast(A, "Wake the Dead", x=2, targets=[(first, second)])
    s.resolve()
    mine = [i for i in s.ids("Grizzly Bears", "battlefield") if s.controller(i) == A]
    assert len(mine) == 2
    s.to_step("end")
    s.resolve()
    assert not [i for i in s.ids("Grizzly Bears", "battlefield") if s.controller(i) == A]
    assert s.graveyard_names(A).count("Grizzly Bears") == 2


# -- "As ~ enters, choose a creature type." (CR 614.12, 205.3m) ---------------------------------


def test_door_of_destinies_chosen_type_counts_spells_and_pumps_CR_614_12() -> None:
    """A casts Door of Destinies and chooses Bear as it resolves; casting Grizzly Bears (a
    spell of the chosen type) puts a charge counter on the Door; Bears A controls get +1/+1
    for each charge counter, A's Angel and B's Bears do not."""
    from cardtable.games.magic.chosen import chosen_type

    s = _scenario("Door of Destinies")
    s.lands(A, "Forest", 6)
    s.hand(A, "Door of Destinies")
    s.hand(A, "Grizzly Bears")
    old = s.put(A, "Grizzly Bears")
    angel = s.put(A, "Serra Angel")
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Door of Destinies")
    s.then("resolve.choice", "Bear")
    s.resolve()
    door = s.id("Door of Destinies")
    assert chosen_type(s.state, door) == "Bear"
    assert s.pt(old) == (2, 2)  # no counter yet
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.obj(door).counters == {"charge": 1}
    new = [i for i in s.ids("Grizzly Bears", "battlefield") if i not in (old, theirs)]
    assert s.pt(old) == (3, 3) and s.pt(new[0]) == (3, 3)
    assert s.pt(angel) == (4, 4) and s.pt(theirs) == (2, 2)


def test_kindred_boon_divinity_counter_on_the_chosen_type_gives_indestructible() -> None:
    """"{1}{W}: Put a divinity counter on target creature you control of the chosen type." and
    "Each creature you control with a divinity counter on it has indestructible.": only A's
    Bears can be targeted; with the counter it is indestructible."""
    s = _scenario("Kindred Boon")
    s.lands(A, "Plains", 8)
    s.hand(A, "Kindred Boon")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Serra Angel")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Kindred Boon")
    s.then("resolve.choice", "Bear")
    s.resolve()
    from cardtable.games.magic.actions import Activate

    decision = s.pending
    assert decision is not None
    (activate,) = [o for o in decision.options
                   if isinstance(o, Activate) and o.name == "Kindred Boon"]
    s.apply(A, activate)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert list(decision.options) == [bears]
    s.apply(A, bears)
    s.resolve()
    assert s.obj(bears).counters == {"divinity": 1}
    assert "indestructible" in s.keywords(bears)


def test_a_chosen_type_without_a_spell_is_the_owners_most_common_type() -> None:
    """Put onto the battlefield by an effect (no spell resolving to ask), the choice is made
    for its controller: the creature type most common among the cards they own (chosen.py)."""
    from cardtable.games.magic.chosen import chosen_type

    s = _scenario("Door of Destinies")
    door = s.graveyard(A, "Door of Destinies")
    s.put(A, "Grizzly Bears")
    s.put(A, "Grizzly Bears")
    s.put(A, "Serra Angel")
    s.start()
    new = s.game.move(s.obj(door), "battlefield", cause="test")
    assert chosen_type(s.state, new.id) == "Bear"


# -- Mirror Match (CR 601.3a, 707.2, 506.3, 511.2) ----------------------------------------------


def test_mirror_match_copies_block_each_attacker_and_are_exiled_at_end_of_combat() -> None:
    """Cast in the declare blockers step (its only window): a token copy of each creature
    attacking A blocks that creature; the Bears trade, the indestructible Myr and its copy
    survive, and the copy is exiled at end of combat. A takes no damage."""
    s = _scenario("Mirror Match")
    bears = s.put(B, "Grizzly Bears")
    myr = s.put(B, "Darksteel Myr")
    s.lands(A, "Island", 6)
    card = s.hand(A, "Mirror Match")
    s.start(active=B)
    s.attack({bears: "p0", myr: "p0"})
    s.apply(B, Pass())
    assert s.pending is not None and s.pending.player == A
    assert not [o for o in s.pending.options if isinstance(o, Cast) and o.card == card]
    s.to_step("declare_blockers")
    if s.pending is not None and s.pending.tag == "combat.block":
        s.apply(A, ())  # no blocks declared
    s.cast(A, "Mirror Match")
    s.resolve()
    tokens = {t: a for t, a in s.state.blockers.items() if s.obj(t).token}
    assert sorted(tokens.values()) == sorted([bears, myr])
    assert all(s.controller(t) == A for t in tokens)
    assert s.state.blocked == {bears, myr}
    s.to_step("end_combat")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.life(A) == 20
    assert [i for i in s.ids("Darksteel Myr", "battlefield")] == [myr]  # the copy is gone


# -- War Cadence: a cost to block (CR 509.1d-e) -------------------------------------------------


def test_war_cadence_each_blocker_costs_x_CR_509_1d() -> None:
    """"{X}{R}: This turn, creatures can't block unless their controller pays {X} for each
    blocking creature they control." with X = 2: B has three Forests, so it may block with one
    creature (paying {2}) but not two; without blocks it pays nothing."""
    s = _scenario("War Cadence")
    s.put(A, "War Cadence")
    s.lands(A, "Mountain", 3)
    first = s.put(A, "Grizzly Bears")
    second = s.put(A, "Grizzly Bears")
    one = s.put(B, "Grizzly Bears")
    two = s.put(B, "Grizzly Bears")
    forests = s.lands(B, "Forest", 3)
    s.start()
    s.attack({first: "p1", second: "p1"})
    s.activate(A, "War Cadence", x=2)
    s.resolve()
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.block"
    assert decision.max_count == 1
    assert "0..1" in s.refused(B, ((one, first), (two, second)))  # one affordable blocker
    s.apply(B, ((one, first),))
    assert s.state.blockers == {one: first}
    assert _untapped(s, forests) == 1
