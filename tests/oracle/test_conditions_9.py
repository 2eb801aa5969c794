"""Conditions, durations and "any number of target", round 9 (issue 29, h9-cnd;
``oracle/conditions_9.py``): each piece compiled from the real Oracle text of real cards (MTGJSON
2022-04-25) and played in scenario games. Each test names the card and the rule it proves."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.text.words import ANY_NUMBER
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "any number of target players each VERB" (CR 115.1d, 601.2c) ------------------------------


def test_cr_115_1d_hunters_feast_each_chosen_player_gains_6_life() -> None:
    """Hunters' Feast: "Any number of target players each gain 6 life." — the targets are
    chosen as it is cast (none or more players); each chosen player gains 6, the others
    nothing."""
    spell = real("Hunters' Feast").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets == (m.TargetSpec("player", count=ANY_NUMBER, min_count=0),)
    for chosen, gains in ((("p0", "p1"), (26, 26)), (("p1",), (20, 26)), ((), (20, 20))):
        s = game("Hunters' Feast")
        s.lands(A, "Forest", 4)
        s.hand(A, "Hunters' Feast")
        s.start()
        s.cast(A, "Hunters' Feast", targets=[chosen])
        s.resolve()
        assert (s.life(A), s.life(B)) == gains


def test_cr_601_2c_wheel_and_deal_targets_opponents_only_and_they_discard_then_draw() -> None:
    """Wheel and Deal: "Any number of target opponents each discard their hands, then draw
    seven cards. Draw a card." — the target opponent discards their hand, then draws seven; the
    caster draws one."""
    spell = real("Wheel and Deal").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets[0].player == "opponent"
    s = game("Wheel and Deal")
    s.lands(A, "Island", 4)
    s.hand(A, "Wheel and Deal")
    for _ in range(3):
        s.hand(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Wheel and Deal", targets=[("p1",)])
    s.resolve()
    assert s.graveyard_names(B).count("Grizzly Bears") == 3
    assert s.hand_size(B) == 7
    assert s.hand_size(A) == 1


def test_cr_115_1d_reward_the_faithful_gain_equal_to_highest_mana_value() -> None:
    """Reward the Faithful: "Any number of target players each gain life equal to the highest
    mana value among permanents you control." — the two chosen players each gain 5 (Serra
    Angel)."""
    s = game("Reward the Faithful")
    s.put(A, "Serra Angel")
    s.lands(A, "Plains", 1)
    s.hand(A, "Reward the Faithful")
    s.start()
    s.cast(A, "Reward the Faithful", targets=[("p0", "p1")])
    s.resolve()
    assert (s.life(A), s.life(B)) == (25, 25)


# -- "those creatures" / "each of them" / "they": the last target of several (CR 608.2c) --------


def test_cr_608_2c_colossal_heroics_untaps_those_creatures() -> None:
    """Colossal Heroics: "Any number of target creatures each get +2/+2 until end of turn.
    Untap those creatures." — both targets get +2/+2 and untap; the creature not chosen stays
    tapped and its size."""
    spell = real("Colossal Heroics").abilities[-1]
    assert isinstance(spell, m.SpellAbility)
    assert m.Untap(what="as:those creatures:target:0") in spell.effects
    s = game("Colossal Heroics")
    first = s.put(A, "Grizzly Bears", tapped=True)
    second = s.put(A, "Grizzly Bears", tapped=True)
    third = s.put(A, "Grizzly Bears", tapped=True)
    s.lands(A, "Forest", 5)
    s.hand(A, "Colossal Heroics")
    s.start()
    s.cast(A, "Colossal Heroics", targets=[(first, second)])
    s.resolve()
    assert [s.pt(c) for c in (first, second, third)] == [(4, 4), (4, 4), (2, 2)]
    assert [s.obj(c).tapped for c in (first, second, third)] == [False, False, True]


def test_cr_608_2c_natures_panoply_puts_a_counter_on_each_of_them() -> None:
    """Nature's Panoply: "Choose any number of target creatures. Put a +1/+1 counter on each of
    them." — a sentence that only chooses, then "each of them" names every chosen creature."""
    s = game("Nature's Panoply")
    first = s.put(A, "Grizzly Bears")
    second = s.put(B, "Grizzly Bears")
    third = s.put(B, "Grizzly Bears")
    s.lands(A, "Forest", 4)
    s.hand(A, "Nature's Panoply")
    s.start()
    s.cast(A, "Nature's Panoply", targets=[(first, second)])
    s.resolve()
    assert [s.pt(c) for c in (first, second, third)] == [(3, 3), (3, 3), (2, 2)]


def test_cr_702_79a_cauldron_haze_each_of_those_creatures_gains_persist() -> None:
    """Cauldron Haze: "Choose any number of target creatures. Each of those creatures gains
    persist until end of turn." — the chosen creature gains persist (CR 702.79a), the other
    not."""
    s = game("Cauldron Haze")
    chosen = s.put(A, "Grizzly Bears")
    other = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 2)
    s.hand(A, "Cauldron Haze")
    s.start()
    s.cast(A, "Cauldron Haze", targets=[(chosen,)])
    s.resolve()
    assert "persist" in s.keywords(chosen)
    assert "persist" not in s.keywords(other)


def test_cr_608_2c_phalanx_formation_each_gain_double_strike() -> None:
    """Phalanx Formation: "Any number of target creatures each gain double strike until end of
    turn." — with strive paid for the second target ({1}{W} more, CR 601.2f)."""
    s = game("Phalanx Formation")
    first = s.put(A, "Grizzly Bears")
    second = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 5)
    s.hand(A, "Phalanx Formation")
    s.start()
    s.cast(A, "Phalanx Formation", targets=[(first, second)])
    s.resolve()
    assert all("double_strike" in s.keywords(c) for c in (first, second))
    assert [o.tapped for o in (s.obj(i) for i in s.ids("Plains"))].count(True) == 5


def test_cr_608_2c_harness_by_force_they_gain_haste() -> None:
    """Harness by Force: "Gain control of any number of target creatures until end of turn.
    Untap those creatures. They gain haste until end of turn." — "they" is every creature taken."""
    s = game("Harness by Force")
    first = s.put(B, "Grizzly Bears", tapped=True)
    second = s.put(B, "Grizzly Bears", tapped=True)
    s.lands(A, "Mountain", 6)
    s.hand(A, "Harness by Force")
    s.start()
    s.cast(A, "Harness by Force", targets=[(first, second)])
    s.resolve()
    for c in (first, second):
        assert s.controller(c) == A
        assert not s.obj(c).tapped
        assert "haste" in s.keywords(c)


# -- "If COND, A. Otherwise, B." / "A if COND. Otherwise, B." (CR 608.2c) ----------------------


def test_cr_608_2c_cling_to_dust_creature_card_gains_life_otherwise_draws() -> None:
    """Cling to Dust: "Exile target card from a graveyard. If it was a creature card, you gain 3
    life. Otherwise, you draw a card." — a creature card: 3 life and no card; a land card: a
    card and no life (one branch or the other, never both)."""
    spell = real("Cling to Dust").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    branch = spell.effects[1]
    assert isinstance(branch, m.Conditional)
    assert branch.effects == (m.GainLife(amount=3),)
    assert branch.otherwise == (m.DrawCards(amount=1, says_you=True),)
    for exiled, life, hand in (("Grizzly Bears", 23, 0), ("Forest", 20, 1)):
        s = game("Cling to Dust")
        card = s.graveyard(B, exiled)
        s.lands(A, "Swamp", 1)
        s.hand(A, "Cling to Dust")
        s.start()
        s.cast(A, "Cling to Dust", targets=[card])
        s.resolve()
        assert s.zone_of(exiled) == "exile"
        assert (s.life(A), s.hand_size(A)) == (life, hand)


def test_cr_608_2c_stolen_vitality_trample_on_your_turn_first_strike_otherwise() -> None:
    """Stolen Vitality: "Target creature gets +3/+1 until end of turn. If it's your turn, that
    creature gains trample until end of turn. Otherwise, it gains first strike until end of
    turn." — cast on its controller's turn: trample; on the opponent's turn: first strike."""
    for active, keyword, other in ((A, "trample", "first_strike"), (B, "first_strike",
                                                                    "trample")):
        s = game("Stolen Vitality")
        bear = s.put(A, "Grizzly Bears")
        s.lands(A, "Mountain", 2)
        s.hand(A, "Stolen Vitality")
        s.start(active=active)
        s.cast(A, "Stolen Vitality", targets=[bear])
        s.resolve()
        assert s.pt(bear) == (5, 3)
        assert keyword in s.keywords(bear) and other not in s.keywords(bear)


def test_cr_608_2c_giant_opportunity_foods_or_a_giant() -> None:
    """Giant Opportunity: "You may sacrifice two Foods. If you do, create a 7/7 green Giant
    creature token. Otherwise, create three Food tokens." — with no Food: three Foods; the
    second copy sacrifices two of them for a 7/7 Giant (and makes no Food)."""
    s = game("Giant Opportunity")
    s.lands(A, "Forest", 6)
    s.hand(A, "Giant Opportunity", count=2)
    s.start()
    s.cast(A, "Giant Opportunity")
    s.then("resolve.choice", False)
    s.resolve()
    foods = s.ids("Food")
    assert len(foods) == 3
    s.cast(A, "Giant Opportunity")
    s.then("resolve.choice", True).then("sacrifice", tuple(foods[:2]))
    s.resolve()
    assert len(s.ids("Food")) == 1
    giants = s.ids("Giant")
    assert len(giants) == 1 and s.pt(giants[0]) == (7, 7)


def test_cr_608_2c_sphinx_sovereign_untapped_gains_tapped_drains() -> None:
    """Sphinx Sovereign: "At the beginning of your end step, you gain 3 life if ~ is untapped.
    Otherwise, each opponent loses 3 life." — the condition read after the instruction it
    decides."""
    for tapped, lives in ((False, (23, 20)), (True, (20, 17))):
        s = game("Sphinx Sovereign")
        s.put(A, "Sphinx Sovereign", tapped=tapped)
        s.start(step="main2")
        s.to_step("end")
        s.resolve()
        assert (s.life(A), s.life(B)) == lives


def test_cr_608_2c_misfortune_teller_otherwise_is_neither_branch() -> None:
    """Misfortune Teller: "… exile target card from a graveyard. If it was a creature card,
    create a 2/2 black Rogue creature token. If it was a land card, create a Treasure token.
    Otherwise, you gain 3 life." — "Otherwise" is neither a creature nor a land card: a
    creature card makes a Rogue and no life, an instant 3 life and no token."""
    for exiled, rogues, treasures, life in (("Grizzly Bears", 1, 0, 20),
                                            ("Forest", 0, 1, 20),
                                            ("Lightning Bolt", 0, 0, 23)):
        s = game("Misfortune Teller")
        card = s.graveyard(B, exiled)
        s.lands(A, "Swamp", 4)
        s.hand(A, "Misfortune Teller")
        s.start()
        s.cast(A, "Misfortune Teller")
        s.then("cast.target", card)
        s.resolve()
        assert (len(s.ids("Rogue")), len(s.ids("Treasure")), s.life(A)) == (
            rogues, treasures, life)


# -- "Enchanted creature gets … as long as it's KIND. Otherwise, it …" (CR 611.3a, 613.1) ------


def test_cr_611_3a_gift_of_fangs_pumps_a_vampire_and_shrinks_the_rest() -> None:
    """Gift of Fangs: "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it
    gets -2/-2." — on Vampire Nighthawk (2/3) it is 4/5; on Grizzly Bears (2/2) it is 0/0 and
    dies (CR 704.5f)."""
    aura = real("Gift of Fangs").abilities[-1]
    assert isinstance(aura, m.StaticAbility)
    assert [e.filter for e in aura.effects] == [m.Filter(subtypes=("Vampire",)),
                                                m.Filter(not_subtypes=("Vampire",))]
    s = game("Gift of Fangs", "Vampire Nighthawk")
    vampire = s.put(A, "Vampire Nighthawk")
    bear = s.put(A, "Grizzly Bears")
    s.put(A, "Gift of Fangs", attached_to=vampire)
    s.put(A, "Gift of Fangs", attached_to=bear)
    s.start()
    s.resolve()
    assert s.pt(vampire) == (4, 5)
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_613_1_phyrexian_boon_reads_the_colour_in_its_own_layer() -> None:
    """Phyrexian Boon: "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets
    -1/-2." — cast on a black creature it gives +2/+1, on a white one -1/-2."""
    s = game("Phyrexian Boon", "Vampire Nighthawk")
    black = s.put(A, "Vampire Nighthawk")
    white = s.put(B, "Serra Angel")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Phyrexian Boon", count=2)
    s.start()
    s.cast(A, "Phyrexian Boon", targets=[black])
    s.resolve()
    s.cast(A, "Phyrexian Boon", targets=[white])
    s.resolve()
    assert (s.pt(black), s.pt(white)) == ((4, 4), (3, 2))


def test_cr_508_1c_bonds_of_faith_a_non_human_cant_attack() -> None:
    """Bonds of Faith: "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it
    can't attack or block." — a Human (Elite Vanguard, 2/1) is 4/3 and attacks; Grizzly Bears
    keeps 2/2 and A is not asked to declare it as an attacker."""
    s = game("Bonds of Faith", "Elite Vanguard")
    human = s.put(A, "Elite Vanguard")
    s.put(A, "Bonds of Faith", attached_to=human)
    s.start()
    assert s.pt(human) == (4, 3)
    s.attack({human: "p1"})
    assert human in s.state.attackers
    t = game("Bonds of Faith")
    bear = t.put(A, "Grizzly Bears")
    t.put(A, "Bonds of Faith", attached_to=bear)
    t.start()
    assert t.pt(bear) == (2, 2)
    t.to_step("declare_attackers")
    assert t.pending is not None and t.pending.tag == "priority"


# -- "If you don't, …" after "you may …" (CR 608.2d) -------------------------------------------


def test_cr_608_2d_ravenous_vampire_feeds_or_taps() -> None:
    """Ravenous Vampire: "At the beginning of your upkeep, you may sacrifice a nonartifact
    creature. If you do, put a +1/+1 counter on ~. If you don't, tap ~." — sacrificing Grizzly
    Bears: a counter, untapped; declining: no counter, tapped."""
    for feed in (True, False):
        s = game("Ravenous Vampire", library=30)
        vampire = s.put(A, "Ravenous Vampire")
        bear = s.put(A, "Grizzly Bears")
        s.start()
        s.to_step("upkeep", active=B)
        s.to_step("upkeep", active=A)
        s.then("resolve.choice", feed)
        if feed:
            s.then("resolve.choice", (bear,))
        s.resolve()
        assert s.pt(vampire) == ((4, 4) if feed else (3, 3))
        assert s.obj(vampire).tapped is not feed
        assert (s.zone_of("Grizzly Bears") == "graveyard") is feed


def test_cr_608_2d_lim_duls_paladin_sacrificed_unless_you_discard() -> None:
    """Lim-Dûl's Paladin: "At the beginning of your upkeep, you may discard a card. If you
    don't, sacrifice ~ and draw a card." — declining: the Paladin is sacrificed and A draws;
    discarding: it stays."""
    for discard in (True, False):
        s = game("Lim-Dûl's Paladin", library=30)
        s.put(A, "Lim-Dûl's Paladin")
        card = s.hand(A, "Grizzly Bears")
        s.start()
        s.to_step("upkeep", active=B)
        s.to_step("upkeep", active=A)
        s.then("resolve.choice", discard)
        if discard:
            s.then("discard", (card,))
        s.resolve()
        assert (s.zone_of("Lim-Dûl's Paladin") == "graveyard") is not discard
        assert (s.zone_of("Grizzly Bears") == "graveyard") is discard
        assert s.hand_size(A) == (0 if discard else 2)


# -- "that spell was kicked", "an opponent has more life than you", "your team" -----------------


def test_cr_702_33d_hallar_counts_only_kicked_spells() -> None:
    """Hallar, the Firefletcher: "Whenever you cast a spell, if that spell was kicked, put a
    +1/+1 counter on ~, then ~ deals damage equal to the number of +1/+1 counters on it to each
    opponent." — Burst Lightning cast unkicked: nothing; kicked: a counter and 1 damage to B
    (besides the Lightning's own 4)."""
    for kicked, counters, life in ((False, 0, 18), (True, 1, 15)):
        s = game("Hallar, the Firefletcher", "Burst Lightning")
        hallar = s.put(A, "Hallar, the Firefletcher")
        s.lands(A, "Mountain", 5)
        s.hand(A, "Burst Lightning")
        s.start()
        s.cast(A, "Burst Lightning", targets=["p1"], kicker=kicked)
        s.resolve()
        assert s.obj(hallar).counters.get("+1/+1", 0) == counters
        assert s.life(B) == life


def test_cr_119_linvala_gains_life_only_behind_on_life() -> None:
    """Linvala, the Preserver: "When ~ enters, if an opponent has more life than you, you gain 5
    life." — at 10 against 20: 15; at equal life: nothing (more, not as much)."""
    for mine, after in ((10, 15), (20, 20)):
        s = game("Linvala, the Preserver")
        s.set_life(A, mine)
        s.lands(A, "Plains", 6)
        s.hand(A, "Linvala, the Preserver")
        s.start()
        s.cast(A, "Linvala, the Preserver")
        s.resolve()
        assert s.life(A) == after


def test_cr_102_4_sickle_dancer_your_team_is_you() -> None:
    """Sickle Dancer: "Whenever ~ attacks, if your team controls another Warrior, ~ gets +1/+1
    until end of turn." — in a game not between teams "your team" is "you" (CR 102.4): with
    another Warrior (Bull-Rush Bruiser) it attacks as 4/3, alone as 3/2."""
    for warrior, pt in ((True, (4, 3)), (False, (3, 2))):
        s = game("Sickle Dancer", "Bull-Rush Bruiser")
        dancer = s.put(A, "Sickle Dancer")
        if warrior:
            s.put(A, "Bull-Rush Bruiser")
        s.start()
        s.attack({dancer: "p1"})
        s.resolve()
        assert s.pt(dancer) == pt


def test_cr_102_4_regna_makes_warriors_after_you_gained_life() -> None:
    """Regna, the Redeemer: "At the beginning of each end step, if your team gained life this
    turn, create two 1/1 white Warrior creature tokens." — after Healing Salve: two Warriors;
    without: none."""
    for gain, warriors in ((True, 2), (False, 0)):
        s = game("Regna, the Redeemer", "Healing Salve")
        s.put(A, "Regna, the Redeemer")
        s.lands(A, "Plains", 1)
        s.hand(A, "Healing Salve")
        s.start()
        if gain:
            s.cast(A, "Healing Salve", modes=[0], targets=["p0"])
            s.resolve()
        s.to_step("end")
        s.resolve()
        assert len(s.ids("Warrior")) == warriors


# -- a spell's later line naming what an earlier line chose (CR 207.2c, 608.2c) ----------------


def test_cr_207_2c_arresters_zeal_addendum_names_the_untapped_creature() -> None:
    """Arrester's Zeal: "Target creature gets +2/+2 until end of turn." and "Addendum — If you
    cast this spell during your main phase, that creature gains flying until end of turn." — the
    ability word has no rules meaning, so the lines are one spell: cast in a main phase the
    target also gains flying; cast in combat it does not."""
    for step, flying in (("main1", True), ("combat_begin", False)):
        s = game("Arrester's Zeal")
        bear = s.put(A, "Grizzly Bears")
        s.lands(A, "Plains", 1)
        s.hand(A, "Arrester's Zeal")
        s.start(step=step)
        s.cast(A, "Arrester's Zeal", targets=[bear])
        s.resolve()
        assert s.pt(bear) == (4, 4)
        assert ("flying" in s.keywords(bear)) is flying


def test_cr_608_2c_groundswell_landfall_pumps_that_creature_more() -> None:
    """Groundswell: "Target creature gets +2/+2 until end of turn." and "Landfall — If you had a
    land enter under your control this turn, that creature gets +4/+4 until end of turn
    instead." — after playing a Forest this turn Grizzly Bears is 6/6; without, 4/4."""
    for land, pt in ((True, (6, 6)), (False, (4, 4))):
        s = game("Groundswell")
        bear = s.put(A, "Grizzly Bears")
        s.lands(A, "Forest", 1)
        s.hand(A, "Groundswell")
        s.hand(A, "Forest")
        s.start()
        if land:
            s.play_land(A, "Forest")
        s.cast(A, "Groundswell", targets=[bear])
        s.resolve()
        assert s.pt(bear) == pt


def test_cr_608_2c_mysteries_of_the_deep_landfall_line_replaces_the_draw() -> None:
    """Mysteries of the Deep: "Draw two cards." and "Landfall — If you had a land enter the
    battlefield under your control this turn, draw three cards instead." — the second line
    replaces the first (one spell): three cards after a land, else two."""
    for land, drawn in ((True, 3), (False, 2)):
        s = game("Mysteries of the Deep")
        s.lands(A, "Island", 5)
        s.hand(A, "Mysteries of the Deep")
        s.hand(A, "Island")
        s.start()
        if land:
            s.play_land(A, "Island")
        before = s.hand_size(A)
        s.cast(A, "Mysteries of the Deep")
        s.resolve()
        assert s.hand_size(A) == before - 1 + drawn


def test_cr_702_33d_explosive_growth_kicked_gives_that_creature_more() -> None:
    """Explosive Growth: "Target creature gets +2/+2 until end of turn. If this spell was
    kicked, that creature gets +5/+5 until end of turn instead." — unkicked 4/4, kicked 7/7."""
    for kicked, pt in ((False, (4, 4)), (True, (7, 7))):
        s = game("Explosive Growth")
        bear = s.put(A, "Grizzly Bears")
        s.lands(A, "Forest", 6)
        s.hand(A, "Explosive Growth")
        s.start()
        s.cast(A, "Explosive Growth", targets=[bear], kicker=kicked)
        s.resolve()
        assert s.pt(bear) == pt


def test_cr_608_2c_careful_consideration_instead_keeps_its_then() -> None:
    """Careful Consideration: "Target player draws four cards, then discards three cards." and
    "Addendum — If you cast this spell during your main phase, instead that player draws four
    cards, then discards two cards." — in a main phase A keeps two of the four, in combat one."""
    for step, kept in (("main1", 2), ("combat_begin", 1)):
        s = game("Careful Consideration", library=30)
        s.lands(A, "Island", 4)
        s.hand(A, "Careful Consideration")
        s.start(step=step)
        s.cast(A, "Careful Consideration", targets=["p0"])
        s.strict = False  # the discards: any cards
        s.resolve()
        assert s.hand_size(A) == kept
