"""EV2 of issue 29: damage, destroy, sacrifice, counter, copy, create — each piece from the real
Oracle text of real cards, played in a game and asserting what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.counters_tokens import _token
from cardtable.games.magic.targets import candidates
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _tokens(s: Scenario, player: int) -> list[int]:
    return [oid for oid in s.state.battlefield
            if s.obj(oid).token and s.controller(oid) == player]


# -- tokens created tapped and attacking (CR 508.4) -------------------------------------------

def test_cr_508_4_skyknight_vanguard_token_enters_tapped_and_attacking() -> None:
    """Skyknight Vanguard: "Whenever ~ attacks, create a 1/1 white Soldier creature token
    that's tapped and attacking." — the token is tapped, attacks B (the only choice) and deals
    its 1 combat damage beside the Vanguard's 1."""
    card = real("Skyknight Vanguard")
    assert ("Whenever ~ attacks, create a 1/1 white Soldier creature token that's tapped and "
            "attacking.") in render_card(card)
    (ability,) = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)]
    (effect,) = ability.effects
    assert isinstance(effect, m.CreateToken) and effect.attacking and effect.tapped
    s = game("Skyknight Vanguard")
    vanguard = s.put(A, "Skyknight Vanguard")
    s.start()
    s.attack({vanguard: "p1"})
    s.resolve()
    (token,) = _tokens(s, A)
    assert s.obj(token).tapped
    assert s.state.attackers[token] == "p1"
    s.to_step("end_combat")
    assert s.life(B) == 18


def test_cr_508_4_hero_of_bladehold_two_attacking_soldiers_get_battle_cry() -> None:
    """Hero of Bladehold: battle cry and "Whenever ~ attacks, create two 1/1 white Soldier
    creature tokens that are tapped and attacking." — with the token trigger resolving first,
    the battle cry pumps both Soldiers: 3 + 2 + 2 = 7 damage; the other order (battle cry
    first) leaves the Soldiers 1/1: 3 + 1 + 1."""
    assert ("Whenever ~ attacks, create two 1/1 white Soldier creature tokens that are tapped "
            "and attacking.") in render_card(real("Hero of Bladehold"))
    s = game("Hero of Bladehold")
    hero = s.put(A, "Hero of Bladehold")
    s.start()
    s.attack({hero: "p1"})
    s.then("order_triggers", (1, 0))  # the token trigger on the stack last: it resolves first
    s.resolve()
    tokens = _tokens(s, A)
    assert len(tokens) == 2
    assert all(s.state.attackers[t] == "p1" and s.obj(t).tapped for t in tokens)
    s.to_step("end_combat")
    assert s.life(B) == 13

    t = game("Hero of Bladehold")
    hero = t.put(A, "Hero of Bladehold")
    t.start()
    t.attack({hero: "p1"})
    t.then("order_triggers", (0, 1))
    t.resolve()
    t.to_step("end_combat")
    assert t.life(B) == 15


def test_cr_508_4_geist_of_saint_traft_angel_attacks_then_is_exiled() -> None:
    """Geist of Saint Traft: "… create a 4/4 white Angel creature token with flying that's
    tapped and attacking. Exile that token at end of combat." — 2 + 4 damage, then the Angel
    (not the Geist: "that token" is the token just made, CR 603.7c) is exiled."""
    s = game("Geist of Saint Traft")
    geist = s.put(A, "Geist of Saint Traft")
    s.start()
    s.attack({geist: "p1"})
    s.resolve()
    (angel,) = _tokens(s, A)
    assert "flying" in s.keywords(angel)
    s.to_step("main2")
    assert s.life(B) == 14
    assert _tokens(s, A) == []
    assert geist in s.state.battlefield


def test_cr_508_4_the_controller_chooses_which_opponent_the_token_attacks() -> None:
    """Three players: the Vanguard attacks B, and its controller sends the Soldier at C
    (508.4: the controller chooses the defending player as it enters)."""
    s = game("Skyknight Vanguard", players=3)
    vanguard = s.put(A, "Skyknight Vanguard")
    s.start()
    s.then("enter attacking", "p2")
    s.attack({vanguard: "p1"})
    s.resolve()
    (token,) = _tokens(s, A)
    assert s.state.attackers[token] == "p2"
    s.to_step("end_combat")
    assert s.life(B) == 19 and s.life(2) == 19


def test_cr_506_3_outside_combat_the_token_enters_tapped_but_not_attacking() -> None:
    """A "tapped and attacking" token effect resolving in a main phase (no combat to join) makes
    a tapped creature that is not attacking."""
    s = game("Skyknight Vanguard")
    s.put(A, "Skyknight Vanguard")
    s.start()
    effect = m.CreateToken(token=m.TokenSpec(name="Soldier", types=("Creature",),
                                             subtypes=("Soldier",), colors=("W",), power=1,
                                             toughness=1), tapped=True, attacking=True)
    ctx = Context(s.game, A, -1, None)
    assert _token(ctx, effect, ()) is None
    (token,) = _tokens(s, A)
    assert s.obj(token).tapped and token not in s.state.attackers


# -- a spell or ability "that targets …" as a target (CR 115.9b) ------------------------------

def test_cr_115_9b_intervene_counters_only_a_spell_that_targets_a_creature() -> None:
    """Intervene: "Counter target spell that targets a creature." — a Lightning Bolt aimed at
    B's face is no legal target; a Bolt aimed at B's Grizzly Bears is countered and the Bears
    live."""
    card = real("Intervene")
    assert render_card(card) == "Counter target spell that targets a creature."
    (spec,) = card.abilities[0].targets  # type: ignore[union-attr]
    assert spec.aims == m.Aims(filter=m.Filter(types=("Creature",)))
    s = game("Intervene")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.put(B, "Island")
    s.put(B, "Island")
    face = s.hand(A, "Lightning Bolt")
    bolt = s.hand(A, "Lightning Bolt")
    s.hand(B, "Intervene")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    with pytest.raises(IllegalAction):
        s.cast(B, "Intervene", targets=[face])
    s.resolve()
    assert s.life(B) == 17
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.cast(B, "Intervene", targets=[bolt])
    s.resolve()
    assert bears in s.state.battlefield
    assert s.zone_of("Intervene") == "graveyard"


def test_cr_115_9b_keep_safe_needs_a_permanent_its_caster_controls() -> None:
    """Keep Safe: "Counter target spell that targets a permanent you control. …" — "you" is
    Keep Safe's caster: a Bolt at A's own Bears is no legal target for B's Keep Safe."""
    assert render_card(real("Keep Safe")).startswith(
        "Counter target spell that targets a permanent you control.")
    s = game("Keep Safe")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    for land in ("Mountain", "Mountain"):
        s.put(A, land)
    for land in ("Island", "Island"):
        s.put(B, land)
    first = s.hand(A, "Lightning Bolt")
    second = s.hand(A, "Lightning Bolt")
    s.hand(B, "Keep Safe")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[mine])
    with pytest.raises(IllegalAction):
        s.cast(B, "Keep Safe", targets=[first])
    s.resolve()
    s.cast(A, "Lightning Bolt", targets=[theirs])
    s.cast(B, "Keep Safe", targets=[second])
    s.resolve()
    assert theirs in s.state.battlefield


def test_cr_115_9b_mistfolk_counters_a_spell_that_targets_it() -> None:
    """Mistfolk: "{U}: Counter target spell that targets ~." — the Bolt aimed at the Mistfolk
    is countered; one aimed at another creature is not a legal target."""
    assert "{U}: Counter target spell that targets ~." in render_card(real("Mistfolk"))
    s = game("Mistfolk")
    mistfolk = s.put(B, "Mistfolk")
    bears = s.put(B, "Grizzly Bears")
    for land in ("Mountain", "Mountain"):
        s.put(A, land)
    s.put(B, "Island")
    first = s.hand(A, "Lightning Bolt")
    second = s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    with pytest.raises(IllegalAction):
        s.activate(B, "Mistfolk", 0, targets=[first])
    s.resolve()
    s.cast(A, "Lightning Bolt", targets=[mistfolk])
    s.activate(B, "Mistfolk", 0, targets=[second])
    s.resolve()
    assert mistfolk in s.state.battlefield and bears not in s.state.battlefield


# -- "counter … unless its controller pays {1} for each … / {X}, where X is …" (118.12) ------

def _bolt_vs(counterspell: str, *extra: str) -> tuple[Scenario, int]:
    """A casts Lightning Bolt at B; B holds ``counterspell`` and three Islands (and ``extra``
    permanents); A has ``{R}`` plus two more Mountains to pay with."""
    s = game(counterspell, *extra)
    for land in ("Mountain", "Mountain", "Mountain"):
        s.put(A, land)
    for land in ("Island", "Island", "Island"):
        s.put(B, land)
    for name in extra:
        s.put(B, name)
    bolt = s.hand(A, "Lightning Bolt")
    s.hand(B, counterspell)
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    return s, bolt


def test_cr_118_12_spell_syphon_asks_one_per_blue_permanent() -> None:
    """Spell Syphon: "Counter target spell unless its controller pays {1} for each blue
    permanent you control." — B controls two blue permanents (two Merfolk of the Pearl
    Trident): A is offered {2}, pays it from two Mountains, and the Bolt resolves."""
    assert render_card(real("Spell Syphon")) == (
        "Counter target spell unless its controller pays {1} for each blue permanent you "
        "control.")
    s, bolt = _bolt_vs("Spell Syphon", "Merfolk of the Pearl Trident",
                       "Merfolk of the Pearl Trident")
    s.then("pay {2}", True)
    s.cast(B, "Spell Syphon", targets=[bolt])
    s.resolve()
    s.done()  # the {2} was offered
    assert s.life(B) == 17
    assert sum(s.obj(i).tapped for i in s.state.battlefield if s.controller(i) == A) == 3


def test_cr_107_3_rethink_x_is_the_countered_spells_mana_value() -> None:
    """Rethink: "Counter target spell unless its controller pays {X}, where X is its mana
    value." — the Bolt's mana value is 1: A is offered {1}; declining, the Bolt is countered."""
    assert render_card(real("Rethink")) == (
        "Counter target spell unless its controller pays {X}, where X is its mana value.")
    s, bolt = _bolt_vs("Rethink")
    s.then("pay {1}", False)
    s.cast(B, "Rethink", targets=[bolt])
    s.resolve()
    s.done()
    assert s.life(B) == 20
    assert s.zone_of("Lightning Bolt") == "graveyard"


def test_cr_608_2h_mausoleum_wanderer_x_is_its_power_as_it_last_existed() -> None:
    """Mausoleum Wanderer: "Sacrifice ~: Counter target instant or sorcery spell unless its
    controller pays {X}, where X is ~'s power." — sacrificed as the cost, its power as it last
    existed (1) is the X: A is offered {1}."""
    assert ("Sacrifice ~: Counter target instant or sorcery spell unless its controller pays "
            "{X}, where X is ~'s power.") in render_card(real("Mausoleum Wanderer"))
    s = game("Mausoleum Wanderer")
    s.put(B, "Mausoleum Wanderer")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    bolt = s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.then("pay {1}", False)
    s.activate(B, "Mausoleum Wanderer", 2, targets=[bolt])
    s.resolve()
    s.done()
    assert s.life(B) == 20
    assert s.zone_of("Mausoleum Wanderer") == "graveyard"


# -- "This ability triggers only once each turn." ---------------------------------------------

def test_cr_603_2_whispering_wizard_triggers_only_once_each_turn() -> None:
    """Whispering Wizard: "Whenever you cast a noncreature spell, create a 1/1 white Spirit
    creature token with flying. This ability triggers only once each turn." — two Bolts in one
    turn make one Spirit; the next turn's Bolt makes another."""
    card = real("Whispering Wizard")
    assert render_card(card) == (
        "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with "
        "flying. This ability triggers only once each turn.")
    (ability,) = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)]
    assert ability.once_each_turn
    s = game("Whispering Wizard")
    s.put(A, "Whispering Wizard")
    for land in ("Mountain", "Mountain", "Mountain"):
        s.put(A, land)
    s.hand(A, "Lightning Bolt", 3)
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert len(_tokens(s, A)) == 1
    assert s.life(B) == 14
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert len(_tokens(s, A)) == 2


# -- a damage amount replaced "instead" (CR 608.2c) -------------------------------------------

def test_cr_608_2c_burst_lightning_kicked_deals_4_instead_of_2() -> None:
    """Burst Lightning: "~ deals 2 damage to any target. If this spell was kicked, it deals 4
    damage instead." — unkicked 2 to B, kicked 4."""
    assert "~ deals 2 damage to any target. If this spell was kicked, it deals 4 damage " \
        "instead." in render_card(real("Burst Lightning"))
    s = game("Burst Lightning")
    for _ in range(6):
        s.put(A, "Mountain")
    s.hand(A, "Burst Lightning", 2)
    s.start()
    s.cast(A, "Burst Lightning", targets=["p1"], kicker=False)
    s.resolve()
    assert s.life(B) == 18
    s.cast(A, "Burst Lightning", targets=["p1"], kicker=True)
    s.resolve()
    assert s.life(B) == 14


def test_cr_608_2c_galvanic_blast_metalcraft_on_its_own_line() -> None:
    """Galvanic Blast: "~ deals 2 damage to any target." then "Metalcraft — ~ deals 4 damage
    instead if you control three or more artifacts." (a line of its own, one spell ability):
    with two artifacts 2 damage, with three 4."""
    card = real("Galvanic Blast")
    (spell,) = [a for a in card.abilities if isinstance(a, m.SpellAbility)]
    (effect,) = spell.effects
    assert isinstance(effect, m.Conditional) and effect.otherwise == (
        m.DealDamage(amount=2, to="target:0"),)
    s = game("Galvanic Blast", "Ornithopter")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.put(A, "Ornithopter")
    s.put(A, "Ornithopter")
    s.hand(A, "Galvanic Blast", 2)
    s.start()
    s.cast(A, "Galvanic Blast", targets=["p1"])
    s.resolve()
    assert s.life(B) == 18
    s.put(A, "Ornithopter")
    s.cast(A, "Galvanic Blast", targets=["p1"])
    s.resolve()
    assert s.life(B) == 14


def test_cr_608_2c_chandras_triumph_more_damage_with_a_chandra() -> None:
    """Chandra's Triumph: "~ deals 3 damage to target creature or planeswalker an opponent
    controls. ~ deals 5 damage instead if you control a Chandra planeswalker." — the condition
    is read as "you control a Chandra planeswalker"; without one, B's 0/4 wall takes 3 and
    survives."""
    assert ("~ deals 3 damage to target creature or planeswalker an opponent controls. ~ deals "
            "5 damage instead if you control a Chandra planeswalker.") in render_card(
        real("Chandra's Triumph"))
    (spell,) = real("Chandra's Triumph").abilities
    (effect,) = spell.effects  # type: ignore[union-attr]
    assert isinstance(effect, m.Conditional) and effect.condition.filter is not None
    assert effect.condition.filter.subtypes == ("Chandra",)
    assert effect.effects == (m.DealDamage(amount=5, to="target:0"),)
    s = game("Chandra's Triumph", "Wall of Stone")
    wall = s.put(B, "Wall of Stone")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.hand(A, "Chandra's Triumph")
    s.start()
    s.cast(A, "Chandra's Triumph", targets=[wall])
    s.resolve()
    assert s.obj(wall).damage == 3 and wall in s.state.battlefield


# -- "Each NOUN enters with an additional … counter on it." (CR 614.1c) -----------------------

def test_cr_614_1c_grumgully_gives_other_non_humans_an_additional_counter() -> None:
    """Grumgully, the Generous: "Each other non-Human creature you control enters with an
    additional +1/+1 counter on it." — A's Grizzly Bears enters with one +1/+1 counter, A's
    Human (Elite Vanguard) with none, and B's Bears with none."""
    card = real("Grumgully, the Generous")
    assert render_card(card) == ("Each other non-Human creature you control enters with an "
                                 "additional +1/+1 counter on it.")
    s = game("Grumgully, the Generous", "Elite Vanguard")
    s.put(A, "Grumgully, the Generous")
    for land in ("Forest", "Forest", "Plains"):
        s.put(A, land)
    for land in ("Forest", "Forest"):
        s.put(B, land)
    bears = s.hand(A, "Grizzly Bears")
    human = s.hand(A, "Elite Vanguard")
    theirs = s.hand(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    s.cast(A, "Elite Vanguard")
    s.resolve()
    mine = [i for i in s.state.battlefield if s.obj(i).card.name == "Grizzly Bears"]
    assert [s.obj(i).counters.get("+1/+1", 0) for i in mine] == [1]
    vanguard = [i for i in s.state.battlefield if s.obj(i).card.name == "Elite Vanguard"]
    assert [s.obj(i).counters.get("+1/+1", 0) for i in vanguard] == [0]
    assert bears not in s.state.battlefield and human not in s.state.battlefield  # new objects
    s.to_step("main1", active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    other = [i for i in s.state.battlefield if s.obj(i).card.name == "Grizzly Bears"
             and s.controller(i) == B]
    assert theirs not in s.state.battlefield
    assert [s.obj(i).counters.get("+1/+1", 0) for i in other] == [0]


# -- damage divided among one, two, or three targets (CR 601.2d) ------------------------------

def test_cr_601_2d_forked_lightning_divides_four_among_up_to_three_creatures() -> None:
    """Forked Lightning: "~ deals 4 damage divided as you choose among one, two, or three
    target creatures." — at most three targets, each dealt at least 1: 2 and 2 kill two
    Grizzly Bears."""
    card = real("Forked Lightning")
    assert render_card(card) == ("~ deals 4 damage divided as you choose among one, two, or "
                                 "three target creatures.")
    (spec,) = card.abilities[0].targets  # type: ignore[union-attr]
    assert (spec.what, spec.count, spec.min_count, spec.divide) == ("creature", 3, 1, 4)
    s = game("Forked Lightning")
    first = s.put(B, "Grizzly Bears")
    second = s.put(B, "Grizzly Bears")
    for land in ("Mountain", "Mountain", "Mountain", "Mountain"):
        s.put(A, land)
    s.hand(A, "Forked Lightning")
    s.start()
    s.cast(A, "Forked Lightning", targets=[(first, second)], divide=[2, 2])
    s.resolve()
    assert first not in s.state.battlefield and second not in s.state.battlefield


def test_cr_601_2d_aerial_volley_only_creatures_with_flying() -> None:
    """Aerial Volley: "… among one, two, or three target creatures with flying." — a
    creature without flying is no legal target."""
    assert render_card(real("Aerial Volley")) == (
        "~ deals 3 damage divided as you choose among one, two, or three target creatures "
        "with flying.")
    s = game("Aerial Volley", "Ornithopter")
    bears = s.put(B, "Grizzly Bears")
    bird = s.put(B, "Ornithopter")
    s.put(A, "Forest")
    s.hand(A, "Aerial Volley")
    s.start()
    (spec,) = real("Aerial Volley").abilities[0].targets  # type: ignore[union-attr]
    assert candidates(s.state, spec, A, None, None) == [bird]
    s.cast(A, "Aerial Volley", targets=[bird], divide=[3])
    s.resolve()
    assert bird not in s.state.battlefield and bears in s.state.battlefield


# -- "PLAYER sacrifices a NOUN" as a player verb (CR 701.17) ----------------------------------

def test_cr_701_17_cruel_edict_target_opponent_sacrifices_a_creature() -> None:
    """Cruel Edict: "Target opponent sacrifices a creature." — only an opponent may be
    chosen; B chooses which of their two creatures to sacrifice."""
    card = real("Cruel Edict")
    assert render_card(card) == "Target opponent sacrifices a creature."
    (spec,) = card.abilities[0].targets  # type: ignore[union-attr]
    assert (spec.what, spec.player) == ("player", "opponent")
    s = game("Cruel Edict", "Elite Vanguard")
    bears = s.put(B, "Grizzly Bears")
    vanguard = s.put(B, "Elite Vanguard")
    mine = s.put(A, "Grizzly Bears")
    s.put(A, "Swamp")
    s.put(A, "Swamp")
    s.hand(A, "Cruel Edict")
    s.start()
    s.then("sacrifice", (vanguard,))
    s.cast(A, "Cruel Edict", targets=["p1"])
    s.resolve()
    s.done()
    assert vanguard not in s.state.battlefield
    assert bears in s.state.battlefield and mine in s.state.battlefield


def test_cr_701_17_geths_verdict_sacrifices_and_loses_life() -> None:
    """Geth's Verdict: "Target player sacrifices a creature and loses 1 life." — one player
    subject, two verbs."""
    assert render_card(real("Geth's Verdict")) == (
        "Target player sacrifices a creature and loses 1 life.")
    s = game("Geth's Verdict")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Swamp")
    s.put(A, "Swamp")
    s.hand(A, "Geth's Verdict")
    s.start()
    s.cast(A, "Geth's Verdict", targets=["p1"])
    s.resolve()
    assert bears not in s.state.battlefield
    assert s.life(B) == 19


# -- an activated or triggered ability as a target (CR 113.1, 701.5) --------------------------

def test_cr_701_5_stifle_counters_a_triggered_ability() -> None:
    """Stifle: "Counter target activated or triggered ability." — A's Lightning Bolt triggers
    Whispering Wizard; B Stifles the trigger: no Spirit, and the Bolt still resolves (a spell
    is no legal target for Stifle)."""
    card = real("Stifle")
    assert render_card(card) == "Counter target activated or triggered ability."
    s = game("Stifle", "Whispering Wizard")
    s.put(A, "Whispering Wizard")
    s.put(A, "Mountain")
    s.put(B, "Island")
    bolt = s.hand(A, "Lightning Bolt")
    s.hand(B, "Stifle")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    (trigger,) = [i.id for i in s.state.stack if i.obj is None]
    (spec,) = card.abilities[0].targets  # type: ignore[union-attr]
    assert candidates(s.state, spec, B, None, None) == [trigger]  # not the Bolt
    assert bolt in [i.obj for i in s.state.stack]
    s.cast(B, "Stifle", targets=[trigger])
    s.resolve()
    assert _tokens(s, A) == []
    assert s.life(B) == 17


def test_cr_113_8_nimble_obstructionist_only_abilities_you_dont_control() -> None:
    """Nimble Obstructionist: "When you cycle ~, counter target activated or triggered ability
    you don't control." — the target spec names abilities of the other players only."""
    card = real("Nimble Obstructionist")
    assert "counter target activated or triggered ability you don't control." in \
        render_card(card)
    (ability,) = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)]
    (spec,) = ability.targets
    assert (spec.what, spec.filter.controller) == ("ability", "opponent")
    s = game("Whispering Wizard")
    s.put(A, "Whispering Wizard")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    (trigger,) = [i.id for i in s.state.stack if i.obj is None]
    assert candidates(s.state, spec, B, None, None) == [trigger]
    assert candidates(s.state, spec, A, None, None) == []


# -- a legendary token with a name of its own (CR 111.4, 205.4d) ------------------------------

def test_cr_508_4_kari_zev_ragavan_enters_attacking_and_is_exiled() -> None:
    """Kari Zev, Skyship Raider: "Whenever ~ attacks, create Ragavan, a legendary 2/1 red
    Monkey creature token. Ragavan enters tapped and attacking. Exile that token at end of
    combat." — Ragavan is legendary, named Ragavan, attacks beside Kari Zev (1 + 2 damage)
    and is gone after combat."""
    card = real("Kari Zev, Skyship Raider")
    assert ("Whenever ~ attacks, create Ragavan, a legendary 2/1 red Monkey creature token. "
            "Ragavan enters tapped and attacking. Exile that token at end of combat.") in \
        render_card(card)
    s = game("Kari Zev, Skyship Raider")
    kari = s.put(A, "Kari Zev, Skyship Raider")
    s.start()
    s.attack({kari: "p1"})
    s.resolve()
    (ragavan,) = _tokens(s, A)
    token = s.obj(ragavan).card
    assert token.name == "Ragavan" and "Legendary" in token.type_line
    assert s.state.attackers[ragavan] == "p1" and s.obj(ragavan).tapped
    s.to_step("main2")
    assert s.life(B) == 17
    assert _tokens(s, A) == []


def test_cr_704_5j_tolsimir_wolfblood_a_second_voja_meets_the_legend_rule() -> None:
    """Tolsimir Wolfblood: "{T}: Create Voja, a legendary 2/2 green and white Wolf creature
    token." — Voja is legendary (205.4d): with two Vojas, the legend rule keeps one."""
    assert "{T}: Create Voja, a legendary 2/2 green and white Wolf creature token." in \
        render_card(real("Tolsimir Wolfblood"))
    s = game("Tolsimir Wolfblood")
    s.put(A, "Tolsimir Wolfblood")
    s.start()
    s.activate(A, "Tolsimir Wolfblood")
    s.resolve()
    (voja,) = _tokens(s, A)
    assert s.obj(voja).card.name == "Voja" and "Legendary" in s.obj(voja).card.type_line
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.then("legend", voja)
    s.activate(A, "Tolsimir Wolfblood")
    s.resolve()
    s.done()  # the legend rule asked which Voja to keep
    assert _tokens(s, A) == [voja]


def test_cr_111_10a_ognis_makes_a_tapped_treasure_when_a_haste_creature_attacks() -> None:
    """Ognis, the Dragon's Lash: "Whenever a creature you control with haste attacks, create a
    tapped Treasure token." — Ognis (haste) attacks: one Treasure, tapped."""
    assert "Whenever a creature you control with haste attacks, create a tapped Treasure " \
        "token." in render_card(real("Ognis, the Dragon's Lash"))
    s = game("Ognis, the Dragon's Lash")
    ognis = s.put(A, "Ognis, the Dragon's Lash")
    s.start()
    s.attack({ognis: "p1"})
    s.resolve()
    (treasure,) = _tokens(s, A)
    assert s.obj(treasure).card.name == "Treasure" and s.obj(treasure).tapped


# -- "the player or planeswalker it's attacking" (CR 506.2, 508.5) ----------------------------

def test_cr_508_5_hellrider_pings_the_player_each_attacker_attacks() -> None:
    """Hellrider: "Whenever a creature you control attacks, ~ deals 1 damage to the player or
    planeswalker it's attacking." — three players; Hellrider attacks B and the Bears attack C:
    B and C each take 1 from the triggers before combat damage."""
    assert ("Whenever a creature you control attacks, ~ deals 1 damage to the player or "
            "planeswalker it's attacking.") in render_card(real("Hellrider"))
    s = game("Hellrider", players=3)
    hellrider = s.put(A, "Hellrider")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({hellrider: "p1", bears: "p2"})
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.life(B) == 19 and s.life(2) == 19 and s.life(A) == 20


def test_cr_608_2h_reclusive_artificer_may_deal_damage_equal_to_its_artifacts() -> None:
    """Reclusive Artificer: "When ~ enters, you may have it deal damage to target creature
    equal to the number of artifacts you control." — two Ornithopters: 2 damage kills B's
    Grizzly Bears (counted as the ability resolves)."""
    assert ("When ~ enters, you may have it deal damage to target creature equal to the "
            "number of artifacts you control.") in render_card(real("Reclusive Artificer"))
    s = game("Reclusive Artificer", "Ornithopter")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Ornithopter")
    s.put(A, "Ornithopter")
    for land in ("Island", "Island", "Mountain", "Mountain"):
        s.put(A, land)
    s.hand(A, "Reclusive Artificer")
    s.start()
    s.cast(A, "Reclusive Artificer")
    s.then("choose a target", bears)
    s.then("resolve.choice", True)
    s.resolve()
    s.done()
    assert bears not in s.state.battlefield


# -- several "any" targets after "each of" (CR 115.4, 601.2c) ---------------------------------

def test_cr_601_2c_pinnacle_of_rage_deals_3_to_each_of_two_targets() -> None:
    """Pinnacle of Rage: "~ deals 3 damage to each of two targets." — B and B's Bears."""
    card = real("Pinnacle of Rage")
    assert render_card(card) == "~ deals 3 damage to each of two targets."
    (spec,) = card.abilities[0].targets  # type: ignore[union-attr]
    assert (spec.what, spec.count, spec.min_count) == ("any", 2, None)
    s = game("Pinnacle of Rage")
    bears = s.put(B, "Grizzly Bears")
    for _ in range(6):
        s.put(A, "Mountain")
    s.hand(A, "Pinnacle of Rage")
    s.start()
    s.cast(A, "Pinnacle of Rage", targets=[("p1", bears)])
    s.resolve()
    assert s.life(B) == 17 and bears not in s.state.battlefield


def test_cr_205_4e_a_legendary_sorcery_needs_a_legendary_creature_or_planeswalker() -> None:
    """Jaya's Immolating Inferno ("Legendary Sorcery"; "~ deals X damage to each of up to three
    targets."): not castable while A controls no legendary creature or planeswalker; with
    Kari Zev (a legendary creature) it is."""
    assert render_card(real("Jaya's Immolating Inferno")).endswith(
        "~ deals X damage to each of up to three targets.")
    s = game("Jaya's Immolating Inferno", "Kari Zev, Skyship Raider")
    for _ in range(3):
        s.put(A, "Mountain")
    s.hand(A, "Jaya's Immolating Inferno")
    s.start()
    with pytest.raises(IllegalAction):
        s.cast(A, "Jaya's Immolating Inferno", x=1, targets=[("p1",)])
    t = game("Jaya's Immolating Inferno", "Kari Zev, Skyship Raider")
    for _ in range(3):
        t.put(A, "Mountain")
    t.put(A, "Kari Zev, Skyship Raider")
    t.hand(A, "Jaya's Immolating Inferno")
    t.start()
    t.cast(A, "Jaya's Immolating Inferno", x=1, targets=[("p1",)])
    t.resolve()
    assert t.life(B) == 19


def test_cr_701_17_tergrids_shadow_each_player_sacrifices_two_creatures() -> None:
    """Tergrid's Shadow: "Each player sacrifices two creatures." — A (two creatures) loses
    both; B keeps one of three, the one B chose to keep."""
    card = real("Tergrid's Shadow")
    assert render_card(card).startswith("Each player sacrifices two creatures.")
    s = game("Tergrid's Shadow", "Elite Vanguard")
    for _ in range(2):
        s.put(A, "Grizzly Bears")
    theirs = [s.put(B, "Grizzly Bears"), s.put(B, "Grizzly Bears"),
              s.put(B, "Elite Vanguard")]
    for _ in range(5):
        s.put(A, "Swamp")
    s.hand(A, "Tergrid's Shadow")
    s.start()
    s.then("sacrifice", tuple(theirs[:2]))
    s.cast(A, "Tergrid's Shadow")
    s.resolve()
    creatures = [i for i in s.state.battlefield
                 if "Creature" in s.obj(i).card.type_line]
    assert creatures == [theirs[2]]


def test_cr_701_17_wildfire_each_player_sacrifices_four_lands() -> None:
    """Wildfire: "Each player sacrifices four lands. ~ deals 4 damage to each creature." — A
    with six lands keeps two, B with three lands keeps none; B's 2/2 dies."""
    assert render_card(real("Wildfire")) == (
        "Each player sacrifices four lands. ~ deals 4 damage to each creature.")
    s = game("Wildfire")
    mountains = [s.put(A, "Mountain") for _ in range(6)]
    for _ in range(3):
        s.put(B, "Forest")
    bears = s.put(B, "Grizzly Bears")
    s.hand(A, "Wildfire")
    s.start()
    s.then("sacrifice 4", tuple(mountains[2:]))
    s.cast(A, "Wildfire")
    s.resolve()
    lands = [i for i in s.state.battlefield if "Land" in s.obj(i).card.type_line]
    assert lands == mountains[:2]
    assert bears not in s.state.battlefield


def test_cr_707_2_skyclave_relic_kicked_makes_two_tapped_copies() -> None:
    """Skyclave Relic: "When ~ enters, if it was kicked, create two tapped tokens that are
    copies of ~." — kicked: two tapped token Relics beside the card; unkicked: none."""
    assert "When ~ enters, if it was kicked, create two tapped tokens that are copies of ~." in \
        render_card(real("Skyclave Relic"))
    s = game("Skyclave Relic")
    for _ in range(6):
        s.put(A, "Plains")
    s.hand(A, "Skyclave Relic", 2)
    s.start()
    s.cast(A, "Skyclave Relic", kicker=True)
    s.resolve()
    copies = _tokens(s, A)
    assert len(copies) == 2
    assert all(s.obj(t).tapped and s.obj(t).card.name == "Skyclave Relic" for t in copies)
    t = game("Skyclave Relic")
    for _ in range(3):
        t.put(A, "Plains")
    t.hand(A, "Skyclave Relic")
    t.start()
    t.cast(A, "Skyclave Relic", kicker=False)
    t.resolve()
    assert _tokens(t, A) == []
