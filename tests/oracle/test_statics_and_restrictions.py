"""Issue 29, statics and "can't" (``oracle/restriction_families.py``): "can't be regenerated"
riders that compose with any destroy or damage before them, and turn-long restrictions ("can't
attack / can't attack or block / can't be blocked / can't be regenerated this turn") on any
object, any group, or joined by "and" to the effect before them. Each is played here from the
REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the text says happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast
from cardtable.games.magic.combat import can_attack, can_block
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.restrictions import CANT_BE_REGENERATED, NO_SUBJECT
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

ALL = ("Damn", "Mephitic Ooze", "Grotesque Hybrid", "Gravebind", "Engulfing Flames",
       "Incinerate", "Flamebreak", "Change of Heart", "Off Balance", "Festival",
       "Distortion Strike", "Taigam's Strike", "Lim-Dûl's Cohort", "Jace, Arcane Strategist",
       "Rage of Purphoros", "Spinal Graft", "Humility", "Illusory Wrappings", "Godhead of Awe",
       "Harmonious Archon", "Gigantiform", "Kasmina's Transmutation", "Intangible Virtue",
       "Aven Wind Guide", "Eternal Skylord", "Gleaming Overseer", "Quagmire", "Crevasse",
       "Undertow", "Spectral Shield", "Dense Foliage", "Karplusan Strider", "Bartel Runeaxe",
       "Rebel Informer", "Spellbane Centaur", "Shielding Plax", "Shanna, Sisay's Legacy",
       "Fiendslayer Paladin", "Gaea's Revenge", "Artifact Ward", "Golgari Charm",
       "Loxodon Hierarch", "Wrap in Vigor", "Full Moon's Rise", "Cinder Marsh",
       "Cloudcrest Lake", "Arbalest Elite", "Bontu's Last Reckoning", "Kefnet's Last Word",
       "Gaea's Herald", "Root Sliver")


@pytest.mark.parametrize("name", ALL)
def test_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text (the round trip)
    and the engine plays every part (the support verdict)."""
    assert round_trip_problem(real(name)) == ""


def _rules(s: Scenario, oid: int) -> set[str]:
    return set(chars(s.state, s.obj(oid)).rules)


def _shield(s: Scenario, oid: int) -> None:
    """A regeneration shield on ``oid``, as "Regenerate ~" leaves one (CR 701.15a)."""
    s.state.regeneration[oid] = s.state.regeneration.get(oid, 0) + 1


def test_cr_701_15c_rider_composes_with_any_destroy() -> None:
    """The rider reads after any destroy and names it with any of Oracle's subjects; a subject
    that does not fit what was destroyed (one vs many) is not read."""
    damn = compile_line("Destroy target creature. A creature destroyed this way can't be "
                        "regenerated.", "spell_line")
    assert isinstance(damn, m.SpellAbility)
    assert damn.effects == (m.Destroy(what="target:0", cant_regenerate=True,
                                      regen_words="a creature destroyed this way"),)
    ooze = compile_line("Whenever ~ deals combat damage to a creature, destroy that creature. "
                        "The creature can't be regenerated.", "permanent_line")
    assert isinstance(ooze, m.TriggeredAbility)
    (destroy,) = ooze.effects
    assert isinstance(destroy, m.Destroy) and destroy.cant_regenerate
    with pytest.raises(OracleCompileError):
        compile_line("Destroy target creature. They can't be regenerated.", "spell_line")


def test_cr_701_15c_damn_destroys_through_a_regeneration_shield() -> None:
    """Damn: "Destroy target creature. A creature destroyed this way can't be regenerated." —
    B's Grizzly Bears has a regeneration shield and still goes to the graveyard; the shield is
    not used."""
    s = game("Damn")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Damn")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    _shield(s, bears)
    s.cast(A, "Damn", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == GRAVEYARD
    assert s.state.regeneration.get(bears) == 1


def test_cr_701_15_without_the_rider_the_shield_saves() -> None:
    """The control case, Murder ("Destroy target creature."): the same shield replaces the
    destruction (701.15b), so the rider is what made the difference above."""
    s = game("Murder")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Murder")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    _shield(s, bears)
    s.cast(A, "Murder", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == BATTLEFIELD and s.obj(bears).tapped


def test_cr_701_15c_gravebind_target_creature_cant_be_regenerated_this_turn() -> None:
    """Gravebind: "Target creature can't be regenerated this turn. Draw a card at the beginning
    of the next turn's upkeep." — after it, a Murder destroys the shielded creature."""
    s = game("Gravebind", "Murder")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Gravebind")
    s.hand(A, "Murder")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    _shield(s, bears)
    s.cast(A, "Gravebind", targets=[bears])
    s.resolve()
    assert CANT_BE_REGENERATED in _rules(s, bears)
    s.cast(A, "Murder", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == GRAVEYARD


def test_cr_701_15c_incinerate_a_creature_dealt_damage_this_way() -> None:
    """Incinerate: "~ deals 3 damage to any target. A creature dealt damage this way can't be
    regenerated this turn." — a shielded Hill Giant (3/3) dies from the damage (704.5g) and
    the shield does not save it; with the damage dealt to a player nothing else happens."""
    spell = compile_line("~ deals 3 damage to any target. A creature dealt damage this way "
                         "can't be regenerated this turn.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects[1] == m.GrantAbilities(on="damaged_creatures",
                                                rules=(CANT_BE_REGENERATED,),
                                                wording="damaged_one")
    s = game("Incinerate")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Incinerate")
    giant = s.put(B, "Hill Giant")
    s.start()
    _shield(s, giant)
    s.cast(A, "Incinerate", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == GRAVEYARD


def test_cr_508_1c_change_of_heart_target_creature_cant_attack_this_turn() -> None:
    """Change of Heart: "Buyback {3}. Target creature can't attack this turn." — B's Grizzly
    Bears cannot attack on B's turn; B's other creature still can."""
    s = game("Change of Heart")
    s.lands(A, "Plains", 1)
    s.hand(A, "Change of Heart")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start(active=B, step="upkeep")
    s.then("cast.buyback", False)  # "Buyback {3}" not paid (702.27a)
    s.cast(A, "Change of Heart", targets=[bears])
    s.resolve()
    assert not can_attack(s.game, bears, B) and can_attack(s.game, giant, B)


def test_cr_509_1b_off_balance_cant_attack_or_block_this_turn() -> None:
    """Off Balance: "Target creature can't attack or block this turn." — one sentence, both
    restrictions (508.1c, 509.1b), rendered back as Oracle prints it."""
    spell = compile_line("Target creature can't attack or block this turn.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.GrantAbilities(on="target:0",
                                              rules=("cant_attack", "cant_block")),)
    s = game("Off Balance")
    s.lands(A, "Plains", 1)
    s.hand(A, "Off Balance")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B, step="upkeep")
    s.cast(A, "Off Balance", targets=[bears])
    s.resolve()
    assert not can_attack(s.game, bears, B)
    assert "cant_block" in _rules(s, bears)


def test_cr_508_1c_festival_creatures_cant_attack_this_turn() -> None:
    """Festival: "Cast this spell only during an opponent's upkeep. Creatures can't attack this
    turn." — every creature, the caster's too."""
    s = game("Festival")
    s.lands(A, "Plains", 1)
    s.hand(A, "Festival")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Hill Giant")
    s.start(active=B, step="upkeep")
    s.cast(A, "Festival")
    s.resolve()
    assert not can_attack(s.game, theirs, B)
    assert "cant_attack" in _rules(s, mine)


def test_cr_509_1b_distortion_strike_pump_and_cant_be_blocked_this_turn() -> None:
    """Distortion Strike: "Target creature gets +1/+0 until end of turn and can't be blocked this
    turn." — the restriction joins the pump on the same creature, its subject said once."""
    spell = compile_line("Target creature gets +1/+0 until end of turn and can't be blocked "
                         "this turn.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects[1] == m.GrantAbilities(on="target:0", rules=("cant_be_blocked",),
                                                wording=NO_SUBJECT)
    s = game("Distortion Strike")
    s.lands(A, "Island", 1)
    s.hand(A, "Distortion Strike")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Distortion Strike", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (3, 2)
    assert "cant_be_blocked" in _rules(s, bears)


def test_cr_613_4b_static_part_base_power_and_toughness_composes() -> None:
    """"has base power and toughness N/N" is a static part: it joins any subject and any other
    part ("… and has trample", "loses all abilities and …")."""
    line = compile_line("Enchanted creature loses all abilities and has base power and "
                        "toughness 1/1.", "permanent_line")
    assert isinstance(line, m.StaticAbility)
    assert [(e.layer, e.affected) for e in line.effects] == [("6", "enchanted"),
                                                             ("7b", "enchanted")]
    assert line.effects[0].remove_abilities and (line.effects[1].power,
                                                 line.effects[1].toughness) == (1, 1)


def test_cr_613_1f_613_4b_humility_every_creature_is_a_1_1_with_no_abilities() -> None:
    """Humility: "All creatures lose all abilities and have base power and toughness 1/1." —
    Serra Angel is a 1/1 without flying or vigilance; a +1/+1 counter still counts (layer 7d
    after 7b), so a Grizzly Bears with one is 2/2."""
    s = game("Humility")
    angel = s.put(B, "Serra Angel")
    bears = s.put(A, "Grizzly Bears", counters={"+1/+1": 1})
    s.put(A, "Humility")
    s.start()
    assert s.pt(angel) == (1, 1) and not s.keywords(angel)
    assert s.pt(bears) == (2, 2)


def test_cr_613_4b_illusory_wrappings_enchanted_creature_is_0_2() -> None:
    """Illusory Wrappings: "Enchanted creature has base power and toughness 0/2." — on Hill
    Giant (3/3) it is 0/2; a giant it does not enchant is unchanged."""
    s = game("Illusory Wrappings")
    giant = s.put(B, "Hill Giant")
    other = s.put(B, "Hill Giant")
    s.put(A, "Illusory Wrappings", attached_to=giant)
    s.start()
    assert s.pt(giant) == (0, 2) and s.pt(other) == (3, 3)


def test_cr_111_1_intangible_virtue_creature_tokens_you_control() -> None:
    """Intangible Virtue: "Creature tokens you control get +1/+1 and have vigilance." — a token
    Grizzly Bears of A's is 3/3 with vigilance; A's nontoken Bears and B's token are not."""
    s = game("Intangible Virtue")
    token = s.put(A, "Grizzly Bears")
    card = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    s.obj(token).token = True
    s.obj(theirs).token = True
    s.put(A, "Intangible Virtue")
    s.state.touch()
    s.start()
    assert s.pt(token) == (3, 3) and "vigilance" in s.keywords(token)
    assert s.pt(card) == (2, 2) and "vigilance" not in s.keywords(card)
    assert s.pt(theirs) == (2, 2)


def test_cr_111_1_eternal_skylord_zombie_tokens_you_control_have_flying() -> None:
    """Eternal Skylord: "Zombie tokens you control have flying." — a Zombie token of A's flies;
    a token that is not a Zombie does not."""
    s = game("Eternal Skylord")
    zombie = s.put(A, "Walking Corpse")
    bears = s.put(A, "Grizzly Bears")
    s.obj(zombie).token = True
    s.obj(bears).token = True
    s.put(A, "Eternal Skylord")
    s.state.touch()
    s.start()
    assert "flying" in s.keywords(zombie) and "flying" not in s.keywords(bears)


def test_cr_702_14c_quagmire_swampwalk_creatures_can_be_blocked() -> None:
    """Quagmire: "Creatures with swampwalk can be blocked as though they didn't have
    swampwalk." — Bog Raiders (swampwalk) attacking a player who controls a Swamp can't be
    blocked (702.14c) until Quagmire is on the battlefield; it keeps the keyword."""
    s = game("Quagmire", "Bog Raiders")
    raiders = s.put(A, "Bog Raiders")
    s.put(B, "Swamp")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    assert not can_block(s.game, bears, raiders)
    s.put(B, "Quagmire")
    s.state.touch()
    assert can_block(s.game, bears, raiders) and "swampwalk" in s.keywords(raiders)


def _target_options(s: Scenario, player: int, name: str) -> tuple[object, ...]:
    """The targets the game offers for the spell ``name`` cast by ``player`` (601.2c)."""
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options
                  if isinstance(o, Cast) and o.name == name)
    s.apply(player, option)
    while s.pending is not None and s.pending.tag not in ("cast.target", "cast.targets"):
        s.apply(s.pending.player, s.pending.options[0])
    assert s.pending is not None
    return tuple(s.pending.options)


def test_cr_115_4_karplusan_strider_cant_be_the_target_of_blue_or_black_spells() -> None:
    """Karplusan Strider: "~ can't be the target of blue or black spells." — B's Murder (black)
    may target the Grizzly Bears but not the Strider; A's Lightning Bolt (red) may target it."""
    line = compile_line("~ can't be the target of blue or black spells.", "permanent_line")
    assert isinstance(line, m.StaticAbility)
    assert line.effects[0].rule == "untargetable:spells:blue or black:any"
    s = game("Karplusan Strider", "Murder")
    strider = s.put(A, "Karplusan Strider")
    bears = s.put(A, "Grizzly Bears")
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    s.start(active=B)
    options = _target_options(s, B, "Murder")
    assert bears in options and strider not in options
    s2 = game("Karplusan Strider")
    strider2 = s2.put(B, "Karplusan Strider")
    s2.lands(A, "Mountain", 1)
    s2.hand(A, "Lightning Bolt")
    s2.start()
    assert strider2 in _target_options(s2, A, "Lightning Bolt")


def test_cr_115_4_shielding_plax_only_opponents_spells_are_kept_out() -> None:
    """Shielding Plax: "Enchanted creature can't be the target of spells or abilities your
    opponents control." — B's Murder can't target A's enchanted Bears; A's own Murder can."""
    s = game("Shielding Plax", "Murder")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Shielding Plax", attached_to=bears)
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    other = s.put(B, "Hill Giant")
    s.start(active=B)
    options = _target_options(s, B, "Murder")
    assert other in options and bears not in options
    s2 = game("Shielding Plax", "Murder")
    bears2 = s2.put(A, "Grizzly Bears")
    s2.put(A, "Shielding Plax", attached_to=bears2)
    s2.lands(A, "Swamp", 3)
    s2.hand(A, "Murder")
    s2.start()
    assert bears2 in _target_options(s2, A, "Murder")


def test_cr_701_15a_wrap_in_vigor_shields_each_creature_you_control() -> None:
    """Wrap in Vigor: "Regenerate each creature you control." — each of A's two creatures gets
    a shield, B's creature none; B's Murder on A's Bears is then replaced: it stays, tapped."""
    s = game("Wrap in Vigor", "Murder")
    s.lands(A, "Forest", 2)
    s.hand(A, "Wrap in Vigor")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    theirs = s.put(B, "Grizzly Bears")
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    s.start()
    s.cast(A, "Wrap in Vigor")
    s.resolve()
    assert s.state.regeneration.get(bears) == 1 and s.state.regeneration.get(giant) == 1
    assert not s.state.regeneration.get(theirs)
    s.cast(B, "Murder", targets=[bears])
    s.resolve()
    assert s.obj(bears).zone == BATTLEFIELD and s.obj(bears).tapped


def test_cr_502_3_bontus_last_reckoning_lands_you_control_dont_untap_next() -> None:
    """Bontu's Last Reckoning: "Destroy all creatures. Lands you control don't untap during your
    next untap step." — A's three Swamps tapped to cast it stay tapped through A's next untap
    step (B's untap step in between changes nothing), and untap the turn after."""
    s = game("Bontu's Last Reckoning")
    swamps = s.lands(A, "Swamp", 3)
    s.hand(A, "Bontu's Last Reckoning")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Bontu's Last Reckoning")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == GRAVEYARD
    assert all(s.obj(land).tapped for land in swamps)
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert all(s.obj(land).tapped for land in swamps)
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert not any(s.obj(land).tapped for land in swamps)


def test_cr_101_2_gaeas_herald_every_players_creature_spells_cant_be_countered() -> None:
    """Gaea's Herald: "Creature spells can't be countered." — B controls the Herald, and A's
    Craw Wurm still can't be countered by B's Counterspell (every player's creature spells); a
    noncreature spell of A's can."""
    s = game("Gaea's Herald")
    s.put(B, "Gaea's Herald")
    s.lands(A, "Forest", 6)
    s.hand(A, "Craw Wurm")
    s.lands(B, "Island", 2)
    s.hand(B, "Counterspell")
    s.start()
    s.cast(A, "Craw Wurm")
    item = s.state.stack[-1]
    s.cast(B, "Counterspell", targets=[item.obj])
    s.resolve()
    assert s.zone_of("Craw Wurm") == BATTLEFIELD
    s2 = game("Gaea's Herald")
    s2.put(B, "Gaea's Herald")
    s2.lands(A, "Mountain", 1)
    s2.hand(A, "Lightning Bolt")
    s2.lands(B, "Island", 2)
    s2.hand(B, "Counterspell")
    s2.start()
    s2.cast(A, "Lightning Bolt", targets=["p1"])
    item2 = s2.state.stack[-1]
    s2.cast(B, "Counterspell", targets=[item2.obj])
    s2.resolve()
    assert s2.life(B) == 20 and s2.zone_of("Lightning Bolt") == GRAVEYARD
