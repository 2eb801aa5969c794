"""Issue 29 round 2 (h6-B): player restrictions for the rest of the turn — one effect,
:class:`~cardtable.games.magic.model.PlayerTurnRule`, with any player subject ("Players",
"Your opponents", "Target player", "defending player", "Its controller" …) and any verb
("can't gain life", "can't play lands", "can't cast [creature / noncreature] spells"). Each
scenario plays the REAL Oracle text of a real card (MTGJSON 2022-04-25) and asserts what the
text says happens, and that the rule ends with the turn (CR 514.2).
"""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast, PlayLand
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.targets import candidates
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real

ALL = ("Skullcrack", "Veilstone Amulet", "Solfatara", "Cease-Fire", "Xantid Swarm",
       "Render Silent", "Silence",
       "Call In a Professional", "Orim's Chant", "Pardic Miner", "Turf Wound",
       "Ranger-Captain of Eos", "Atarka's Command", "Undermine", "Dream Fracture",
       "Countersquall", "Psychic Barrier", "Illumination")


@pytest.mark.parametrize("name", ALL)
def test_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def _options(s: Scenario, player: int) -> list[object]:
    """What ``player`` may do at their next priority."""
    s._priority_to(player)
    return list(s._expect(player, "priority").options)


def _castable(s: Scenario, player: int) -> set[str]:
    return {o.name for o in _options(s, player) if isinstance(o, Cast)}


def test_the_effect_composes_with_any_player_subject() -> None:
    """One effect for every subject and class: the players are a reference, the class a
    filter, the printed subject kept for the words."""
    spell = compile_line("Target opponent can't cast noncreature spells this turn.",
                         "spell_line")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.PlayerTurnRule(rule="cant_cast", who="target:0",
                                              spells=m.Filter(not_types=("Creature",))),)
    each = compile_line("Each opponent can't gain life this turn.", "spell_line")
    assert isinstance(each, m.SpellAbility)
    assert each.effects == (m.PlayerTurnRule(rule="cant_gain_life", who="each_opponent"),)


def test_cr_119_7_skullcrack_players_cant_gain_life_this_turn() -> None:
    """Skullcrack: "Players can't gain life this turn. Damage can't be prevented this turn. ~
    deals 3 damage to target player or planeswalker." — B takes 3; for the rest of the turn
    neither player gains life (the gain doesn't happen, 119.7); next turn they can again."""
    s = game("Skullcrack")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Skullcrack")
    s.start()
    s.cast(A, "Skullcrack", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17
    s.game.gain_life(B, 4)
    s.game.gain_life(A, 4)
    assert (s.life(A), s.life(B)) == (20, 17)
    s.to_step("upkeep", active=B)
    s.game.gain_life(B, 4)
    assert s.life(B) == 21


def test_cr_305_2_solfatara_target_player_cant_play_lands_this_turn() -> None:
    """Solfatara: "Target player can't play lands this turn." — aimed at its own caster in
    their main phase: the Forest in hand is no longer playable; on their next turn it is."""
    s = game("Solfatara", "Forest")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Solfatara")
    s.hand(A, "Forest")
    s.start()
    assert any(isinstance(o, PlayLand) for o in _options(s, A))
    s.cast(A, "Solfatara", targets=["p0"])
    s.resolve()
    assert not any(isinstance(o, PlayLand) for o in _options(s, A))
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    assert any(isinstance(o, PlayLand) and o.name == "Forest" for o in _options(s, A))


def test_cr_101_2_cease_fire_creature_spells_only() -> None:
    """Cease-Fire: "Target player can't cast creature spells this turn. Draw a card." — its
    target can still cast an instant (Lightning Bolt) but not Grizzly Bears; the caster
    draws."""
    s = game("Cease-Fire", "Grizzly Bears", "Lightning Bolt")
    s.lands(A, "Plains", 3)
    s.lands(A, "Forest", 2)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Cease-Fire")
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Lightning Bolt")
    s.start()
    assert {"Grizzly Bears", "Lightning Bolt"} <= _castable(s, A)
    hand = s.hand_size(A)
    s.cast(A, "Cease-Fire", targets=["p0"])
    s.resolve()
    assert s.hand_size(A) == hand  # Cease-Fire left the hand, a card was drawn
    castable = _castable(s, A)
    assert "Lightning Bolt" in castable and "Grizzly Bears" not in castable


def test_cr_101_2_silence_your_opponents_cant_cast_spells_this_turn() -> None:
    """Silence: "Your opponents can't cast spells this turn." — B's Lightning Bolt can't be
    cast for the rest of A's turn; A's own Bolt still can; on B's turn B casts it again."""
    s = game("Silence", "Lightning Bolt")
    s.lands(A, "Plains", 1)
    s.lands(A, "Mountain", 1)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Silence")
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Lightning Bolt")
    s.start()
    assert "Lightning Bolt" in _castable(s, B)
    s.cast(A, "Silence")
    s.resolve()
    assert "Lightning Bolt" not in _castable(s, B)
    assert "Lightning Bolt" in _castable(s, A)
    s.to_step("upkeep", active=B)
    assert "Lightning Bolt" in _castable(s, B)


def test_cr_101_2_xantid_swarm_defending_player_when_it_attacks() -> None:
    """Xantid Swarm: "Whenever ~ attacks, defending player can't cast spells this turn." —
    once the trigger resolves, B can't cast Lightning Bolt at the attacker."""
    s = game("Xantid Swarm", "Lightning Bolt")
    s.put(A, "Xantid Swarm")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    assert "Lightning Bolt" in _castable(s, B)  # the control: an instant, before the attack
    swarm = s.id("Xantid Swarm")
    s.attack({swarm: "p1"})
    s.resolve()
    assert "Lightning Bolt" not in _castable(s, B)


def test_cr_608_2h_render_silent_its_controller_of_the_countered_spell() -> None:
    """Render Silent: "Counter target spell. Its controller can't cast spells this turn." —
    B's Lightning Bolt is countered (A stays at 20) and B can't cast its second Bolt for the
    rest of the turn; A is not bound."""
    s = game("Render Silent", "Lightning Bolt")
    s.lands(A, "Plains", 1)
    s.lands(A, "Island", 2)
    s.lands(B, "Mountain", 2)
    s.hand(A, "Render Silent")
    bolt = s.hand(B, "Lightning Bolt")
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.cast(A, "Render Silent", targets=[bolt])
    s.resolve()
    assert s.life(A) == 20
    assert "Lightning Bolt" not in _castable(s, B)


def test_cr_608_2h_undermine_its_controller_loses_life() -> None:
    """Undermine: "Counter target spell. Its controller loses 3 life." — the player who
    cast the countered spell loses the life (608.2h: last known once it has left the
    stack), not the caster of Undermine."""
    s = game("Undermine", "Lightning Bolt")
    s.lands(A, "Island", 2)
    s.lands(A, "Swamp", 1)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Undermine")
    bolt = s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.cast(A, "Undermine", targets=[bolt])
    s.resolve()
    assert (s.life(A), s.life(B)) == (20, 17)
    assert "Lightning Bolt" in s.graveyard_names(B)


# -- statics of players: hexproof, shroud, one spell each turn ---------------------------------

def _bolt_can_target(s: Scenario, caster: int, player: int) -> bool:
    """Whether a Lightning Bolt ("~ deals 3 damage to any target.") ``caster`` controls may
    target ``player`` now (CR 115.4 with 702.11d / 702.18d)."""
    spell = real("Lightning Bolt").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    return f"p{player}" in candidates(s.state, spell.targets[0], caster, None, None)


@pytest.mark.parametrize("name", ("Leyline of Sanctity", "True Believer", "Rule of Law",
                                  "Arcane Laboratory"))
def test_player_statics_compile_and_render_back(name: str) -> None:
    assert round_trip_problem(real(name)) == ""


def test_cr_702_11d_leyline_of_sanctity_you_have_hexproof() -> None:
    """Leyline of Sanctity: "You have hexproof." — B's spells can't target A; A's own can
    (hexproof stops only opponents), and B stays a legal target for both."""
    s = game("Leyline of Sanctity")
    s.put(A, "Leyline of Sanctity")
    s.start()
    assert not _bolt_can_target(s, B, A)
    assert _bolt_can_target(s, A, A)
    assert _bolt_can_target(s, A, B) and _bolt_can_target(s, B, B)


def test_cr_702_18d_true_believer_you_have_shroud() -> None:
    """True Believer: "You have shroud." — no spell can target its controller, not even
    their own; B is still targetable. Without True Believer (the control) A is a target."""
    s = game("True Believer")
    s.start()
    assert _bolt_can_target(s, B, A)
    s.put(A, "True Believer")
    s.state.touch()
    assert not _bolt_can_target(s, B, A) and not _bolt_can_target(s, A, A)
    assert _bolt_can_target(s, B, B)


def test_cr_101_2_rule_of_law_one_spell_each_turn() -> None:
    """Rule of Law: "Each player can't cast more than one spell each turn." — after A's first
    Lightning Bolt the second is no longer offered; B, who has cast nothing, may still cast
    one this turn; on A's next turn A casts again."""
    s = game("Rule of Law", "Lightning Bolt")
    s.put(A, "Rule of Law")
    s.lands(A, "Mountain", 2)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Lightning Bolt", 2)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17
    assert "Lightning Bolt" not in _castable(s, A)
    assert "Lightning Bolt" in _castable(s, B)
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    assert "Lightning Bolt" in _castable(s, A)


# -- "can't be the target(s) of … this turn" as an effect (CR 115.4, 611.2a, 611.2c) -----------

def test_cr_115_4_the_turn_effect_composes_with_any_object() -> None:
    """Vines of Vastwood's first sentence (the rest, "that creature gets +4/+4" after a
    target, is not read yet): the rule on the target for the turn, any `untargeter`."""
    spell = compile_line("Target creature can't be the target of spells or abilities your "
                         "opponents control this turn.", "spell_line")
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.UntargetableTurn(on="target:0",
                                                rule="untargetable:both::opponents"),)


def test_cr_115_4_veilstone_amulet_creatures_cant_be_targeted_this_turn() -> None:
    """Veilstone Amulet: "Whenever you cast a spell, creatures you control can't be the
    targets of spells or abilities your opponents control this turn." — after A casts Shock
    and the trigger resolves, B's Lightning Bolt can't target A's Grizzly Bears, A's own Bolt
    can; on B's turn (the effect ended) B can target them again."""
    s = game("Veilstone Amulet", "Shock")
    s.put(A, "Veilstone Amulet")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Shock")
    s.start()
    spell = real("Lightning Bolt").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    spec = spell.targets[0]
    assert bears in candidates(s.state, spec, B, None, None)  # the control
    s.cast(A, "Shock", targets=["p1"])
    s.resolve()
    assert s.life(B) == 18
    assert bears not in candidates(s.state, spec, B, None, None)
    assert bears in candidates(s.state, spec, A, None, None)
    s.to_step("upkeep", active=B)
    assert bears in candidates(s.state, spec, B, None, None)
