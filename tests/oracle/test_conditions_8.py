"""Conditions and durations, round 8 (issue 29, h8-cnd; ``oracle/conditions_8.py``): each piece
compiled from the real Oracle text of real cards (MTGJSON 2022-04-25) and played in scenario
games. Each test names the card and the rule it proves."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.model.conditions_8 import (
    AFTER,
    INSTEAD_LEAD,
    ITS,
    MANA_SPENT,
    PLAYER_HAS,
    THEN_IF,
    YOUR_COMMANDER,
)
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.text.costs import condition_text
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "If it's a Vampire, …" / "… if it's tapped" (CR 608.2c): the target as it is now ------------


def test_cr_608_2c_vampires_zeal_gives_first_strike_only_to_a_vampire() -> None:
    """Vampire's Zeal: "Target creature gets +2/+2 until end of turn. If it's a Vampire, it gains
    first strike until end of turn." — Vampire Nighthawk gets +2/+2 and first strike; Grizzly
    Bears only +2/+2."""
    spell = real("Vampire's Zeal").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    conditional = spell.effects[1]
    assert isinstance(conditional, m.Conditional)
    assert conditional.condition == m.Condition(
        kind="ref_matches", ref="target:0", filter=m.Filter(subtypes=("Vampire",)), state=ITS)
    for name, first_strike in (("Vampire Nighthawk", True), ("Grizzly Bears", False)):
        s = game("Vampire's Zeal", "Vampire Nighthawk")
        creature = s.put(A, name)
        before = s.pt(creature)
        s.lands(A, "Plains", 1)
        s.hand(A, "Vampire's Zeal")
        s.start()
        s.cast(A, "Vampire's Zeal", targets=[creature])
        s.resolve()
        assert s.pt(creature) == (before[0] + 2, before[1] + 2)
        assert ("first_strike" in s.keywords(creature)) is first_strike


def test_cr_608_2c_built_to_last_reads_artifact_creature() -> None:
    """Built to Last: "If it's an artifact creature, it gains indestructible until end of turn."
    — the noun of the condition is any noun the grammar reads (two card types)."""
    spell = real("Built to Last").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    conditional = spell.effects[1]
    assert isinstance(conditional, m.Conditional)
    assert conditional.condition.filter == m.Filter(all_types=("Artifact", "Creature"))
    for name, indestructible in (("Ornithopter", True), ("Grizzly Bears", False)):
        s = game("Built to Last", "Ornithopter")
        creature = s.put(A, name)
        before = s.pt(creature)
        s.lands(A, "Plains", 1)
        s.hand(A, "Built to Last")
        s.start()
        s.cast(A, "Built to Last", targets=[creature])
        s.resolve()
        assert s.pt(creature) == (before[0] + 2, before[1] + 2)
        assert ("indestructible" in s.keywords(creature)) is indestructible


def test_cr_608_2c_flare_of_faith_instead_upgrades_for_a_human() -> None:
    """Flare of Faith: "Target creature gets +2/+2 until end of turn. If it's a Human, instead it
    gets +3/+3 and gains indestructible until end of turn." — the later sentence replaces the
    earlier one (CR 608.2c): a Human gets +3/+3 and indestructible (not +5/+5), Grizzly Bears
    gets +2/+2 only."""
    spell = real("Flare of Faith").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    only = spell.effects[0]
    assert isinstance(only, m.Conditional) and only.wording == INSTEAD_LEAD
    for name, gain, indestructible in (("Youthful Knight", 3, True), ("Grizzly Bears", 2, False)):
        s = game("Flare of Faith")
        creature = s.put(A, name)
        before = s.pt(creature)
        s.lands(A, "Plains", 2)
        s.hand(A, "Flare of Faith")
        s.start()
        s.cast(A, "Flare of Faith", targets=[creature])
        s.resolve()
        assert s.pt(creature) == (before[0] + gain, before[1] + gain)
        assert ("indestructible" in s.keywords(creature)) is indestructible


def test_cr_608_2c_deathbringer_liege_destroys_the_target_only_if_its_tapped() -> None:
    """Deathbringer Liege: "Whenever you cast a black spell, you may destroy target creature if
    it's tapped." — the condition printed after the instruction: the tapped Hill Giant is
    destroyed, the untapped one is not."""
    liege = real("Deathbringer Liege").abilities[3]
    assert isinstance(liege, m.TriggeredAbility)
    may = liege.effects[0]
    assert isinstance(may, m.MayDo)
    inner = may.effects[0]
    assert isinstance(inner, m.Conditional) and inner.wording == AFTER
    assert inner.condition.filter == m.Filter(tapped=True)
    for tapped in (True, False):
        s = game("Deathbringer Liege", "Dark Ritual")
        s.put(A, "Deathbringer Liege")
        giant = s.put(B, "Hill Giant", tapped=tapped)
        s.lands(A, "Swamp", 1)
        s.hand(A, "Dark Ritual")
        s.start()
        s.then("cast.target", giant)
        s.then("resolve.choice", True)
        s.cast(A, "Dark Ritual")
        s.resolve()
        assert (giant in s.state.battlefield) is not tapped
        assert len(s.state.players[B].zones["graveyard"]) == (1 if tapped else 0)


# -- "if {R} was spent to cast it" (CR 601.2h) ------------------------------------------------


def test_cr_601_2h_gruul_scrapper_has_haste_only_when_red_mana_was_spent() -> None:
    """Gruul Scrapper ({3}{G}): "When ~ enters, if {R} was spent to cast it, it gains haste
    until end of turn." — paid with three Mountains and a Forest it can attack at once; paid with
    four Forests the ability does not trigger (603.4) and it has no haste."""
    trigger = real("Gruul Scrapper").abilities[0]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.intervening_if == m.Condition(kind=MANA_SPENT, zone="R", ref="it")
    for mountains, haste in ((3, True), (0, False)):
        s = game("Gruul Scrapper")
        if mountains:
            s.lands(A, "Mountain", mountains)
        s.lands(A, "Forest", 4 - mountains)
        s.hand(A, "Gruul Scrapper")
        s.start()
        s.cast(A, "Gruul Scrapper")
        s.resolve()
        scrapper = s.id("Gruul Scrapper")
        assert ("haste" in s.keywords(scrapper)) is haste


def test_cr_601_2h_tin_street_hooligan_destroys_an_artifact_when_green_was_spent() -> None:
    """Tin Street Hooligan ({1}{R}): "When ~ enters, if {G} was spent to cast it, destroy target
    artifact." — paid with a Forest and a Mountain, the opponent's Mind Stone is destroyed."""
    s = game("Tin Street Hooligan")
    stone = s.put(B, "Mind Stone")
    s.lands(A, "Mountain", 1)
    s.lands(A, "Forest", 1)
    s.hand(A, "Tin Street Hooligan")
    s.start()
    s.then("cast.target", stone)
    s.cast(A, "Tin Street Hooligan")
    s.resolve()
    assert stone not in s.state.battlefield
    assert [s.state.objects[o].card.name for o in s.state.players[B].zones["graveyard"]] == [
        "Mind Stone"]


def test_cr_601_2h_no_mana_spent_words_round_trip() -> None:
    """"if no colored mana was spent to cast it" / "if {W} was spent to cast this spell": the
    condition's object and kind as printed, for every use of ``condition``."""
    none = compile_line("Whenever a player casts a spell, if no colored mana was spent to cast "
                        "it, draw a card.", "permanent_line")
    assert isinstance(none, m.TriggeredAbility)
    assert none.intervening_if == m.Condition(kind=MANA_SPENT, zone="colored", ref="it",
                                              negate=True)
    assert condition_text(none.intervening_if) == "no colored mana was spent to cast it"
    spell = compile_line("Prevent all combat damage that would be dealt this turn if {W} was "
                         "spent to cast this spell.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    conditional = spell.effects[0]
    assert isinstance(conditional, m.Conditional) and conditional.wording == AFTER
    assert condition_text(conditional.condition) == "{W} was spent to cast this spell"


# -- "if you control your commander" (CR 903.3) ------------------------------------------------


def test_cr_903_3_loyal_subordinate_drains_only_while_you_control_your_commander() -> None:
    """Loyal Subordinate: "Lieutenant — At the beginning of combat on your turn, if you control
    your commander, each opponent loses 3 life." — with A's own commander on the battlefield B
    loses 3; with B's commander under A's control (not A's commander) nothing happens."""
    trigger = real("Loyal Subordinate").abilities[-1]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.intervening_if == m.Condition(kind=YOUR_COMMANDER)
    for owner, loss in ((A, 3), (B, 0)):
        s = game("Loyal Subordinate")
        s.put(A, "Loyal Subordinate")
        giant = s.put(A, "Hill Giant")
        s.state.commanders[s.obj(giant).uid] = owner
        s.start()
        life = s.life(B)
        s.to_step("begin_combat")
        s.resolve()
        assert s.life(B) == life - loss


# -- "if that player has two or fewer cards in hand / 5 or less life" (CR 402.1, 119.1) ---------


def test_cr_603_4_lavaborn_muse_burns_an_opponent_with_two_or_fewer_cards() -> None:
    """Lavaborn Muse: "At the beginning of each opponent's upkeep, if that player has two or
    fewer cards in hand, ~ deals 3 damage to that player." — at B's upkeep with two cards B
    takes 3; with three cards the ability does not trigger."""
    trigger = real("Lavaborn Muse").abilities[0]
    assert isinstance(trigger, m.TriggeredAbility)
    assert trigger.intervening_if == m.Condition(kind=PLAYER_HAS, ref="that_player", amount=2,
                                                 state="hand|fewer")
    for cards, damage in ((2, 3), (3, 0)):
        s = game("Lavaborn Muse", library=30)
        s.put(A, "Lavaborn Muse")
        s.hand(B, "Grizzly Bears", cards)
        s.start()
        life = s.life(B)
        s.to_step("upkeep", active=B)
        s.resolve()
        assert s.life(B) == life - damage


def test_cr_603_4_razor_pendulum_reads_the_end_step_players_life() -> None:
    """Razor Pendulum: "At the beginning of each player's end step, if that player has 5 or less
    life, ~ deals 2 damage to that player." — at A's end step A (5 life) takes 2 and B (5 life,
    not that player) takes nothing."""
    s = game("Razor Pendulum", library=30)
    s.put(A, "Razor Pendulum")
    s.start()
    s.set_life(A, 5)
    s.set_life(B, 5)
    s.to_step("end")
    s.resolve()
    assert (s.life(A), s.life(B)) == (3, 5)


def test_cr_611_3a_bloodghast_has_haste_while_an_opponent_has_ten_or_less_life() -> None:
    """Bloodghast: "~ has haste as long as an opponent has 10 or less life." — the static reads
    the opponent's life continuously (611.3a): no haste at 20, haste at 10."""
    s = game("Bloodghast")
    ghast = s.put(A, "Bloodghast", sick=True)
    s.start()
    assert "haste" not in s.keywords(ghast)
    s.set_life(B, 10)
    s.state.touch()
    assert "haste" in s.keywords(ghast)


# -- "if ~ has a / no / fewer than three … counters on it"; "… if COND." statics (CR 122.1) ------


def test_cr_611_3a_land_cap_stays_tapped_while_it_has_a_depletion_counter() -> None:
    """Land Cap: "~ doesn't untap during your untap step if it has a depletion counter on it." —
    with a depletion counter it stays tapped through A's untap step (502.3); without one it
    untaps."""
    cap = real("Land Cap").abilities[0]
    assert isinstance(cap, m.StaticAbility) and cap.condition is not None
    assert cap.condition.all_of == (m.Condition(kind="self_counters_at_least", counter="depletion",
                                                amount=1, state="it|a"),)
    for depletion, stays_tapped in ((1, True), (0, False)):
        s = game("Land Cap", library=30)
        land = s.put(A, "Land Cap", tapped=True, counters={"depletion": depletion})
        s.start()
        s.to_step("upkeep", active=B)
        s.to_step("upkeep", active=A)
        assert s.obj(land).tapped is stays_tapped


def test_cr_603_4_runaway_steam_kin_stops_at_three_counters() -> None:
    """Runaway Steam-Kin: "Whenever you cast a red spell, if ~ has fewer than three +1/+1 counters
    on it, put a +1/+1 counter on ~." — from two counters one red spell makes three; the next
    red spell adds none (the intervening "if" is false, 603.4)."""
    s = game("Runaway Steam-Kin", "Raging Goblin")
    kin = s.put(A, "Runaway Steam-Kin", counters={"+1/+1": 2})
    s.lands(A, "Mountain", 2)
    s.hand(A, "Raging Goblin", 2)
    s.start()
    s.cast(A, "Raging Goblin")
    s.resolve()
    assert s.obj(kin).counters.get("+1/+1") == 3
    s.cast(A, "Raging Goblin")
    s.resolve()
    assert s.obj(kin).counters.get("+1/+1") == 3


def test_cr_611_3a_roc_hatchling_flies_once_it_has_no_shell_counters() -> None:
    """Roc Hatchling: "As long as ~ has no shell counters on it, it gets +3/+2 and has flying." —
    0/1 with a shell counter, 3/3 with flying without one."""
    s = game("Roc Hatchling")
    shelled = s.put(A, "Roc Hatchling", counters={"shell": 1})
    hatched = s.put(A, "Roc Hatchling")
    s.start()
    assert s.pt(shelled) == (0, 1) and "flying" not in s.keywords(shelled)
    assert s.pt(hatched) == (3, 3) and "flying" in s.keywords(hatched)


# -- "Then if COND, EFFECT." (CR 608.2c) -----------------------------------------------------------


def test_cr_608_2c_calming_verse_destroys_your_enchantments_only_with_an_untapped_land() -> None:
    """Calming Verse ({3}{G}): "Destroy all enchantments you don't control. Then if you control an
    untapped land, destroy all enchantments you control." — paid with four of five Forests, A's
    Glorious Anthem goes too; paid with all four of four, A's Anthem stays. B's always goes."""
    spell = real("Calming Verse").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    then = spell.effects[-1]
    assert isinstance(then, m.Conditional) and then.wording == THEN_IF
    for forests, mine_survives in ((5, False), (4, True)):
        s = game("Calming Verse", "Glorious Anthem")
        mine = s.put(A, "Glorious Anthem")
        theirs = s.put(B, "Glorious Anthem")
        s.lands(A, "Forest", forests)
        s.hand(A, "Calming Verse")
        s.start()
        s.cast(A, "Calming Verse")
        s.resolve()
        assert theirs not in s.state.battlefield
        assert (mine in s.state.battlefield) is mine_survives


# -- "an opponent was dealt damage this turn"; "you had a creature enter …" (CR 120.3, 603.6a) ---


def test_cr_120_3_war_elemental_stays_only_if_an_opponent_was_dealt_damage() -> None:
    """War Elemental: "When ~ enters, sacrifice it unless an opponent was dealt damage this
    turn." — after B took damage this turn it stays; otherwise it is sacrificed."""
    for hurt, stays in ((True, True), (False, False)):
        s = game("War Elemental")
        s.lands(A, "Mountain", 3)
        s.hand(A, "War Elemental")
        s.start()
        if hurt:
            s.state.players[B].damage_taken_this_turn = 2
        s.cast(A, "War Elemental")
        s.resolve()
        assert (s.zone_of("War Elemental") == "battlefield") is stays


def test_cr_602_5b_zhalfirin_decoy_needs_a_creature_that_entered_this_turn() -> None:
    """Zhalfirin Decoy: "{T}: Tap target creature. Activate only if you had a creature enter
    under your control this turn." — not activatable at first; after A casts Grizzly Bears it
    taps B's Hill Giant."""
    s = game("Zhalfirin Decoy")
    s.put(A, "Zhalfirin Decoy")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalAction):
        s.activate(A, "Zhalfirin Decoy", targets=[giant])
    s.cast(A, "Grizzly Bears")
    s.resolve()
    s.activate(A, "Zhalfirin Decoy", targets=[giant])
    s.resolve()
    assert s.obj(giant).tapped


# -- "… and can attack this turn as though it didn't have defender" (CR 702.3b) -----------------


def test_cr_702_3b_walking_wall_can_attack_after_its_ability() -> None:
    """Walking Wall (0/6 defender): "{3}: ~ gets +3/-1 until end of turn and can attack this
    turn as though it didn't have defender." — after one activation it is 3/5 and attacks: B
    takes 3; without it, the attack is refused."""
    s = game("Walking Wall")
    wall = s.put(A, "Walking Wall")
    s.lands(A, "Wastes", 3)
    s.start()
    s.activate(A, "Walking Wall", targets=[])
    s.resolve()
    assert s.pt(wall) == (3, 5)
    s.attack({wall: "p1"})
    assert wall in s.state.attackers
    s.to_step("end_combat")
    assert s.life(B) == 17
    t = game("Walking Wall")
    t.put(A, "Walking Wall")
    t.start()
    t.to_step("declare_attackers")  # no creature can attack: A is not asked to declare any
    assert t.pending is not None and t.pending.tag == "priority"
    assert not t.state.attackers


def test_cr_611_3a_saddled_rimestag_grows_after_another_creature_entered() -> None:
    """Saddled Rimestag: "~ gets +2/+2 as long as you had another creature enter under your
    control this turn." — 2/2 at first; after A casts Grizzly Bears it is 4/4 (the layers read
    the condition continuously, 611.3a); B's creature entering would not count."""
    s = game("Saddled Rimestag")
    stag = s.put(A, "Saddled Rimestag")
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.start()
    assert s.pt(stag) == (2, 2)
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.pt(stag) == (4, 4)


def test_cr_508_1c_bloodcrazed_goblin_attacks_only_after_an_opponent_was_dealt_damage() -> None:
    """Bloodcrazed Goblin: "~ can't attack unless an opponent has been dealt damage this turn." —
    with no damage dealt, A is not asked to declare it; after Shock hits B it attacks."""
    s = game("Bloodcrazed Goblin", "Shock")
    s.put(A, "Bloodcrazed Goblin")
    s.start()
    s.to_step("declare_attackers")
    assert s.pending is not None and s.pending.tag == "priority"
    t = game("Bloodcrazed Goblin", "Shock")
    goblin = t.put(A, "Bloodcrazed Goblin")
    t.lands(A, "Mountain", 1)
    t.hand(A, "Shock")
    t.start()
    t.cast(A, "Shock", targets=["p1"])
    t.resolve()
    assert t.life(B) == 18
    t.attack({goblin: "p1"})
    assert goblin in t.state.attackers
