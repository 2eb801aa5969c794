"""Issue 29, the other effect verbs, eighth wave (helper h8-ev3): optional life payments,
life totals set and exchanged, winning the game, colour changes, block requirements and the
other pieces of ``docs/effects-7b.md`` ("The eighth wave"). Each card is compiled from its real
Oracle text (MTGJSON 2022-04-25), rendered back, supported, and played: each test asserts what
the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.layers import chars
from cardtable.games.magic.mana_riders import usable_pool
from cardtable.games.magic.state import TempEffect
from tests.magic.dsl import A, B
from tests.oracle.conftest import compiled, effects_of, scenario

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


# -- "you win the game" (CR 104.2b) -------------------------------------------------------------

def test_cr_104_2b_felidar_sovereign_wins_at_forty_life() -> None:
    """Felidar Sovereign: "At the beginning of your upkeep, if you have 40 or more life, you win
    the game." — at 40 life the game ends with A its winner."""
    s = scenario("Felidar Sovereign", library=30)
    s.put(A, "Felidar Sovereign")
    s.set_life(A, 40)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    result = s.game.result
    assert s.state.over and result is not None
    assert result.groups[0] == (A,)


def test_cr_603_4_felidar_sovereign_below_forty_does_nothing() -> None:
    """At 39 life the intervening "if" is false (CR 603.4): the game goes on."""
    s = scenario("Felidar Sovereign", library=30)
    s.put(A, "Felidar Sovereign")
    s.set_life(A, 39)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert not s.state.over


# -- life totals set and exchanged (CR 119.5, 701.10c) -----------------------------------------

def test_cr_119_5_blessed_wind_sets_a_life_total_to_twenty() -> None:
    """Blessed Wind: "Target player's life total becomes 20." — A at 7 gains 13 (a gain: the
    life-gain bookkeeping sees it)."""
    s = scenario("Blessed Wind")
    s.lands(A, "Plains", 9)
    s.hand(A, "Blessed Wind")
    s.set_life(A, 7)
    s.start()
    s.cast(A, "Blessed Wind", targets=["p0"])
    s.resolve()
    assert s.life(A) == 20
    assert s.state.players[A].life_gained_this_turn == 13


def test_cr_119_5_magister_sphinx_sets_an_opponent_to_ten() -> None:
    """Magister Sphinx: "When ~ enters, target player's life total becomes 10." — B at 20 loses
    10."""
    s = scenario("Magister Sphinx")
    s.lands(A, "Island", 5)
    s.lands(A, "Plains", 1)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Magister Sphinx")
    s.start()
    s.then("cast.target", "p1")
    s.cast(A, "Magister Sphinx")
    s.resolve()
    assert s.life(B) == 10 and s.life(A) == 20


def test_cr_701_10c_soul_conduit_exchanges_two_players_life_totals() -> None:
    """Soul Conduit: "{6}, {T}: Two target players exchange life totals." — 5 and 20 become 20
    and 5."""
    s = scenario("Soul Conduit")
    s.put(A, "Soul Conduit")
    s.lands(A, "Wastes", 6)
    s.set_life(A, 5)
    s.start()
    s.activate(A, "Soul Conduit", targets=[("p0", "p1")])
    s.resolve()
    assert (s.life(A), s.life(B)) == (20, 5)


def test_cr_701_10c_mirror_universe_exchanges_with_target_opponent() -> None:
    """Mirror Universe: "{T}, Sacrifice ~: Exchange life totals with target opponent. Activate
    only during your upkeep." — in A's upkeep, A at 3 and B at 20 swap."""
    s = scenario("Mirror Universe", library=30)
    s.put(A, "Mirror Universe")
    s.set_life(A, 3)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.activate(A, "Mirror Universe", targets=["p1"])
    s.resolve()
    assert (s.life(A), s.life(B)) == (20, 3)
    assert s.zone_of("Mirror Universe") == "graveyard"


# -- colour changes (CR 105.3, layer 5) ----------------------------------------------------------

def test_cr_105_3_fylamarid_makes_a_creature_blue_until_end_of_turn() -> None:
    """Fylamarid: "{U}: Target creature becomes blue until end of turn." — the green bear is
    blue only (the new colour replaces the old)."""
    s = scenario("Fylamarid")
    s.put(A, "Fylamarid")
    s.lands(A, "Island", 1)
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Fylamarid", targets=[bear])
    s.resolve()
    assert chars(s.state, s.obj(bear)).colors == frozenset({"U"})
    s.to_step("upkeep", active=B)
    assert chars(s.state, s.obj(bear)).colors == frozenset({"G"})


def test_cr_105_3_ancient_kavu_becomes_colorless() -> None:
    """Ancient Kavu: "{2}: ~ becomes colorless until end of turn." """
    s = scenario("Ancient Kavu")
    kavu = s.put(A, "Ancient Kavu")
    s.lands(A, "Mountain", 2)
    s.start()
    s.activate(A, "Ancient Kavu")
    s.resolve()
    assert chars(s.state, s.obj(kavu)).colors == frozenset()


def test_cr_105_3_indigo_faerie_adds_blue_to_the_other_colors() -> None:
    """Indigo Faerie: "{U}: Target permanent becomes blue in addition to its other colors until
    end of turn." — the bear is green and blue."""
    s = scenario("Indigo Faerie")
    s.put(A, "Indigo Faerie")
    s.lands(A, "Island", 1)
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Indigo Faerie", targets=[bear])
    s.resolve()
    assert chars(s.state, s.obj(bear)).colors == frozenset({"G", "U"})


def test_cr_105_3_aphotic_wisps_black_with_fear() -> None:
    """Aphotic Wisps: "Target creature becomes black and gains fear until end of turn. Draw a
    card." — black only, with fear."""
    s = scenario("Aphotic Wisps")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Aphotic Wisps")
    bear = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Aphotic Wisps", targets=[bear])
    s.resolve()
    assert chars(s.state, s.obj(bear)).colors == frozenset({"B"})
    assert "fear" in s.keywords(bear)


def test_cr_105_3_disciple_of_kangee_flying_and_blue() -> None:
    """Disciple of Kangee: "{U}, {T}: Target creature gains flying and becomes blue until end of
    turn." """
    s = scenario("Disciple of Kangee")
    s.put(A, "Disciple of Kangee")
    s.lands(A, "Island", 1)
    bear = s.put(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Disciple of Kangee", targets=[bear])
    s.resolve()
    assert chars(s.state, s.obj(bear)).colors == frozenset({"U"})
    assert "flying" in s.keywords(bear)


# -- counters removed by choice (CR 122.1, 608.2d) -----------------------------------------------

def test_cr_122_1_thrull_parasite_removes_the_counter_kind_chosen() -> None:
    """Thrull Parasite: "{T}, Pay 2 life: Remove a counter from target nonland permanent." — a
    permanent with a +1/+1 and a charge counter: the controller picks "charge"; the +1/+1
    counter stays. 2 life paid."""
    s = scenario("Thrull Parasite")
    s.put(A, "Thrull Parasite")
    bear = s.put(B, "Grizzly Bears")
    s.obj(bear).counters.update({"+1/+1": 1, "charge": 2})
    s.start()
    s.then("resolve.choice", "charge")
    s.activate(A, "Thrull Parasite", targets=[bear])
    s.resolve()
    assert s.obj(bear).counters.get("charge") == 1
    assert s.obj(bear).counters.get("+1/+1") == 1
    assert s.life(A) == 18


def test_cr_122_1_ammit_eternal_removes_every_minus_counter_from_itself() -> None:
    """Ammit Eternal: "Whenever ~ deals combat damage to a player, remove all -1/-1 counters
    from it." — three -1/-1 counters, all gone after it connects."""
    s = scenario("Ammit Eternal", library=30)
    ammit = s.put(A, "Ammit Eternal")
    s.obj(ammit).counters["-1/-1"] = 2
    s.start()
    s.attack({ammit: "p1"})
    s.to_step("end", active=A)
    assert s.obj(ammit).counters.get("-1/-1", 0) == 0
    assert s.life(B) == 17  # a 5/5 with two -1/-1 counters deals 3


def test_cr_608_2d_gremlin_mine_removes_up_to_four_charge_counters() -> None:
    """Gremlin Mine: "{1}, {T}, Sacrifice ~: Remove up to four charge counters from target
    noncreature artifact." — five counters; the controller stops after two."""
    s = scenario("Gremlin Mine", "Mind Stone")
    s.put(A, "Gremlin Mine")
    s.lands(A, "Wastes", 1)
    stone = s.put(B, "Mind Stone")
    s.obj(stone).counters["charge"] = 5
    s.start()
    s.then("resolve.choice", "charge").then("resolve.choice", "charge")
    s.then("resolve.choice", "stop")
    s.activate(A, "Gremlin Mine", targets=[stone])
    s.resolve()
    assert s.obj(stone).counters["charge"] == 3


# -- lists of three or more effects in one sentence (CR 608.2c) -----------------------------------

def test_cr_608_2c_demogorgons_clutches_one_subject_three_verbs() -> None:
    """Demogorgon's Clutches: "Target opponent discards two cards, mills two cards, and loses 2
    life." — every verb is the target opponent's, in order."""
    [discard, mill, lose] = effects_of("Demogorgon's Clutches")
    assert isinstance(discard, m.Discard) and isinstance(mill, m.Mill)
    assert isinstance(lose, m.LoseLife)
    assert discard.who == mill.who == lose.who == "target:0"
    s = scenario("Demogorgon's Clutches", library=10)
    s.lands(A, "Swamp", 5)
    s.hand(A, "Demogorgon's Clutches")
    s.hand(B, "Grizzly Bears", 3)
    s.start()
    library = len(s.state.players[B].zones["library"])
    s.cast(A, "Demogorgon's Clutches", targets=["p1"])
    s.then("resolve.choice", tuple(s.ids("Grizzly Bears", "hand")[:2]))
    s.resolve()
    assert s.hand_size(B) == 1
    assert len(s.state.players[B].zones["library"]) == library - 2
    assert s.life(B) == 18 and s.life(A) == 20


def test_cr_608_2c_smallpox_each_player_in_order() -> None:
    """Smallpox: "Each player loses 1 life, discards a card, sacrifices a creature, then
    sacrifices a land." — each player ends with one life less, no card in hand, no creature,
    and one land fewer."""
    s = scenario("Smallpox")
    swamps = s.lands(A, "Swamp", 2)
    forests = s.lands(B, "Forest", 2)
    s.hand(A, "Smallpox")
    s.hand(A, "Grizzly Bears")
    s.hand(B, "Grizzly Bears")
    s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.start()
    s.then("sacrifice", (swamps[0],)).then("sacrifice", (forests[0],))
    s.cast(A, "Smallpox")
    s.resolve()
    assert (s.life(A), s.life(B)) == (19, 19)
    assert s.hand_size(A) == 0 and s.hand_size(B) == 0
    assert not [o for o in s.state.battlefield if s.obj(o).card.name == "Grizzly Bears"]
    assert len(s.ids("Swamp", "battlefield")) == 1 and len(s.ids("Forest", "battlefield")) == 1


def test_cr_608_2c_live_fast_you_said_once() -> None:
    """Live Fast: "You draw two cards, lose 2 life, and get {E}{E}." """
    s = scenario("Live Fast")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Live Fast")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Live Fast")
    s.resolve()
    assert s.hand_size(A) == before - 1 + 2
    assert s.life(A) == 18
    assert s.state.players[A].counters.get("energy") == 2


def test_cr_608_2c_inspired_ultimatum_three_effects_three_targets() -> None:
    """Inspired Ultimatum: "Target player gains 5 life, ~ deals 5 damage to any target, then you
    draw five cards." — A gains 5, B is dealt 5, A draws five (the audit's
    board aimed both at one player: a scenario instead)."""
    s = scenario("Inspired Ultimatum", library=10)
    s.lands(A, "Island", 2)
    s.lands(A, "Plains", 2)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Inspired Ultimatum")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Inspired Ultimatum", targets=["p0", "p1"])
    s.resolve()
    assert s.life(A) == 25 and s.life(B) == 15
    assert s.hand_size(A) == before - 1 + 5


# -- "you may have NOUNS gain …" (CR 608.2d) and "gets a poison counter" in a list (122.1f) -------

def test_cr_608_2d_highland_berserker_allies_gain_first_strike_when_chosen() -> None:
    """Highland Berserker: "Whenever ~ or another Ally enters under your control, you may have
    Ally creatures you control gain first strike until end of turn." — yes: both Allies have
    first strike; the non-Ally bear doesn't."""
    s = scenario("Highland Berserker")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Highland Berserker")
    ally = s.put(A, "Highland Berserker")
    bear = s.put(A, "Grizzly Bears")
    s.start()
    # both Berserkers trigger (the new one and the other Ally): the first yes, the second no
    s.then("order_triggers", (0, 1)).then("resolve.choice", True)
    s.then("resolve.choice", False)
    s.cast(A, "Highland Berserker")
    s.resolve()
    new = next(o for o in s.ids("Highland Berserker", "battlefield") if o != ally)
    assert "first_strike" in s.keywords(ally) and "first_strike" in s.keywords(new)
    assert "first_strike" not in s.keywords(bear)


def test_cr_122_1f_decimator_web_poison_in_a_list() -> None:
    """Decimator Web: "{4}, {T}: Target opponent loses 2 life, gets a poison counter, then
    mills six cards." """
    s = scenario("Decimator Web", library=10)
    s.put(A, "Decimator Web")
    s.lands(A, "Wastes", 4)
    s.start()
    library = len(s.state.players[B].zones["library"])
    s.activate(A, "Decimator Web", targets=["p1"])
    s.resolve()
    assert s.life(B) == 18
    assert s.state.players[B].poison == 1
    assert len(s.state.players[B].zones["library"]) == library - 6


# -- "Add X mana of any one color, where X is …" (CR 106.1b, 107.3) -------------------------------

def test_cr_106_1b_sanctum_weaver_adds_one_colour_per_enchantment() -> None:
    """Sanctum Weaver: "{T}: Add X mana of any one color, where X is the number of enchantments
    you control." — itself and one other enchantment: two mana, one colour."""
    s = scenario("Sanctum Weaver")
    weaver = s.put(A, "Sanctum Weaver", sick=False)
    s.put(A, "Glorious Anthem")
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options if isinstance(o, Activate) and o.source == weaver)
    s.apply(A, option)
    if s.pending is not None and s.pending.tag != "priority":
        s.apply(A, "{W}" if "{W}" in s.pending.options else "W")
    pool = {k: v for k, v in s.state.players[A].pool.items() if v}
    assert len(pool) == 1 and sum(pool.values()) == 2
    assert s.obj(weaver).tapped


# -- mana spent only on abilities (CR 106.6) ----------------------------------------------------

def test_cr_106_6_soldevi_machinist_mana_pays_only_artifact_abilities() -> None:
    """Soldevi Machinist: "{T}: Add {C}{C}. Spend this mana only to activate abilities of
    artifacts." — the two mana can't pay for a spell, nor for a creature's ability, but can
    pay for an artifact's ability."""
    s = scenario("Soldevi Machinist")
    machinist = s.put(A, "Soldevi Machinist", sick=False)
    stone = s.put(A, "Mind Stone")
    bear = s.hand(A, "Grizzly Bears")
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options
                  if isinstance(o, Activate) and o.source == machinist)
    s.apply(A, option)
    assert s.state.players[A].pool.get("C") == 2
    assert usable_pool(s.state, A, spell=s.obj(bear)) == {}
    assert usable_pool(s.state, A, ability_source=s.obj(machinist)) == {}
    assert usable_pool(s.state, A, ability_source=s.obj(stone)) == {"C": 2}


# -- "OBJECT blocks this turn if able" (CR 509.1c) -------------------------------------------------

def test_cr_509_1c_culling_mark_target_must_block() -> None:
    """Culling Mark: "Target creature blocks this turn if able." — B's marked bear must block
    A's attacker: declaring no blocks is refused (it could block), blocking is accepted."""
    s = scenario("Culling Mark", library=30)
    s.lands(A, "Forest", 3)
    s.hand(A, "Culling Mark")
    attacker = s.put(A, "Hill Giant")
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Culling Mark", targets=[bear])
    s.resolve()
    s.attack({attacker: "p1"})
    s.to_step("declare_blockers")
    assert "509.1c" in s.refused(B, ())
    s.apply(B, ((bear, attacker),))
    assert s.state.blockers == {bear: attacker}


def test_cr_509_1c_culling_mark_no_attacker_no_requirement() -> None:
    """A creature that can't block (nothing attacks) breaks no requirement: the turn goes on."""
    s = scenario("Culling Mark", library=30)
    s.lands(A, "Forest", 3)
    s.hand(A, "Culling Mark")
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Culling Mark", targets=[bear])
    s.resolve()
    s.to_step("end", active=A)
    assert s.state.step == "end"


# -- "Untap up to N lands." (CR 608.2d) -----------------------------------------------------------

def test_cr_608_2d_snap_untaps_the_lands_that_paid_for_it() -> None:
    """Snap: "Return target creature to its owner's hand. Untap up to two lands." — the two
    Islands tapped to cast it are untapped again (chosen as it resolves, not targeted)."""
    s = scenario("Snap")
    islands = s.lands(A, "Island", 2)
    s.hand(A, "Snap")
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.then("untap up to", tuple(islands))
    s.cast(A, "Snap", targets=[bear])
    assert all(s.obj(i).tapped for i in islands)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert not any(s.obj(i).tapped for i in islands)


def test_cr_608_2d_snap_untaps_no_more_than_two() -> None:
    """Three tapped lands: at most two are offered to untap (the choice allows 0 to 2)."""
    s = scenario("Snap")
    s.lands(A, "Island", 2)
    other = s.lands(A, "Forest", 1)
    s.obj(other[0]).tapped = True
    s.hand(A, "Snap")
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Snap", targets=[bear])
    while s.pending is not None and s.pending.tag == "priority":
        s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.max_count == 2 and decision.min_count == 0
    assert len(decision.options) == 3


# -- "Untap target … and gain control of it until end of turn." (CR 108.4, 613.1b) ---------------

def test_cr_613_1b_word_of_seizing_untaps_steals_and_hastes() -> None:
    """Word of Seizing: "Split second. Untap target permanent and gain control of it until end
    of turn. It gains haste until end of turn." — B's tapped giant is A's, untapped, with
    haste; at the cleanup it goes back."""
    s = scenario("Word of Seizing", library=30)
    s.lands(A, "Mountain", 6)
    s.hand(A, "Word of Seizing")
    giant = s.put(B, "Hill Giant", tapped=True)
    s.start()
    s.cast(A, "Word of Seizing", targets=[giant])
    s.resolve()
    assert s.controller(giant) == A
    assert not s.obj(giant).tapped
    assert "haste" in s.keywords(giant)
    s.to_step("upkeep", active=B)
    assert s.controller(giant) == B


# -- "NOUNS lose KEYWORDS until end of turn" (CR 613.1f) -----------------------------------------

def test_cr_613_1f_shadowspear_opponents_permanents_lose_hexproof_and_indestructible() -> None:
    """Shadowspear: "{1}: Permanents your opponents control lose hexproof and indestructible
    until end of turn." — B's indestructible creature loses it; A's keeps its own."""
    s = scenario("Shadowspear", library=30)
    s.put(A, "Shadowspear")
    s.lands(A, "Wastes", 1)
    theirs = s.put(B, "Darksteel Myr")
    mine = s.put(A, "Darksteel Myr")
    s.start()
    s.activate(A, "Shadowspear", index=1)
    s.resolve()
    assert "indestructible" not in s.keywords(theirs)
    assert "indestructible" in s.keywords(mine)
    s.to_step("upkeep", active=B)
    assert "indestructible" in s.keywords(theirs)


def test_cr_613_1f_thundercloud_elemental_grounds_the_others_and_taps_the_small() -> None:
    """Thundercloud Elemental: "{3}{U}: Tap all creatures with toughness 2 or less." and
    "{3}{U}: All other creatures lose flying until end of turn." — the 1/1 flyer is tapped, the
    other flyer loses flying, the Elemental keeps it (the audit's board had nothing to tap)."""
    s = scenario("Thundercloud Elemental", library=30)
    elemental = s.put(A, "Thundercloud Elemental")
    s.lands(A, "Island", 8)
    small = s.put(B, "Cloud Sprite")
    big = s.put(B, "Serra Angel")
    s.start()
    s.activate(A, "Thundercloud Elemental", index=1)
    s.resolve()
    assert s.obj(small).tapped and not s.obj(big).tapped
    s.activate(A, "Thundercloud Elemental", index=2)
    s.resolve()
    assert "flying" not in s.keywords(big)
    assert "flying" in s.keywords(elemental)


# -- doubling power and toughness (CR 701.9) ----------------------------------------------------

def test_cr_701_9b_reckless_amplimancer_doubles_its_power_and_toughness() -> None:
    """Reckless Amplimancer: "{4}{G}: Double ~'s power and toughness until end of turn." — a
    2/2 is 4/4, activated again 8/8 (each time +X/+X of its power and toughness then)."""
    s = scenario("Reckless Amplimancer", library=30)
    amp = s.put(A, "Reckless Amplimancer")
    s.lands(A, "Forest", 10)
    s.start()
    s.activate(A, "Reckless Amplimancer")
    s.resolve()
    assert s.pt(amp) == (4, 4)
    s.activate(A, "Reckless Amplimancer")
    s.resolve()
    assert s.pt(amp) == (8, 8)
    s.to_step("upkeep", active=B)
    assert s.pt(amp) == (2, 2)


def test_cr_701_9c_doubling_a_negative_power_lowers_it() -> None:
    """Mr. Orfeo: "Whenever you attack, double target creature's power until end of turn." on a
    creature at -1 power: it gets -1/-0 (CR 701.9c), toughness unchanged."""
    s = scenario("Mr. Orfeo, the Boulder", library=30)
    s.put(A, "Mr. Orfeo, the Boulder")
    bear = s.put(A, "Grizzly Bears")
    s.start()
    s.state.effects.append(TempEffect(s.state.new_timestamp(), m.ContinuousEffect(
        "7c", power=-3, toughness=0), frozenset({bear}), A, "end_of_turn", bear))
    s.state.touch()
    assert s.pt(bear) == (-1, 2)
    s.then("target", bear)
    s.attack({s.id("Mr. Orfeo, the Boulder"): "p1"})
    s.resolve()
    s.done()
    assert s.pt(bear) == (-2, 2)


# -- "EFFECT if CONDITION." (CR 608.2c) ---------------------------------------------------------

def test_cr_608_2c_idle_thoughts_draws_only_with_an_empty_hand() -> None:
    """Idle Thoughts: "{2}: Draw a card if you have no cards in hand." — with an empty hand
    one card is drawn; with that card in hand, the next activation draws nothing."""
    s = scenario("Idle Thoughts", library=10)
    s.put(A, "Idle Thoughts")
    s.lands(A, "Wastes", 4)
    s.start()
    assert s.hand_size(A) == 0
    s.activate(A, "Idle Thoughts")
    s.resolve()
    assert s.hand_size(A) == 1
    s.activate(A, "Idle Thoughts")
    s.resolve()
    assert s.hand_size(A) == 1


def test_cr_608_2c_ertais_trickery_is_not_read_as_its_own_kicker() -> None:
    """Ertai's Trickery: "Counter target spell if it was kicked." — "it" is the target spell;
    the trailing "if" would read this spell's own kicker, so the card stays unsupported."""
    found = compiled("Ertai's Trickery")
    assert not found.supported


# -- "you may have ~ become a … creature … until end of turn" (CR 608.2d) ------------------------

def test_cr_608_2d_angels_tomb_becomes_an_angel_when_chosen() -> None:
    """Angel's Tomb: "Whenever a creature enters under your control, you may have ~ become a
    3/3 white Angel artifact creature with flying until end of turn." — yes: a 3/3 flyer."""
    s = scenario("Angel's Tomb")
    tomb = s.put(A, "Angel's Tomb")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.start()
    s.then("resolve.choice", True)
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.pt(tomb) == (3, 3)
    assert "flying" in s.keywords(tomb)
    assert "Creature" in chars(s.state, s.obj(tomb)).types


# -- "that player draws an additional card" (CR 121.1, 504.1) -------------------------------------

def test_cr_504_1_howling_mine_each_player_draws_one_more() -> None:
    """Howling Mine: "At the beginning of each player's draw step, if ~ is untapped, that player
    draws an additional card." — B (its controller, whose untap step untaps it) draws two
    cards in their draw step; tapped in A's turn, A draws only one."""
    s = scenario("Howling Mine", library=30)
    mine = s.put(B, "Howling Mine", tapped=True)
    s.start()
    before = s.hand_size(B)
    s.to_step("main1", active=B)
    assert s.hand_size(B) == before + 2
    s.obj(mine).tapped = True
    s.state.touch()
    before_a = s.hand_size(A)
    s.to_step("main1", active=A)
    assert s.hand_size(A) == before_a + 1
