"""Conditions and durations, round 7 (issue 29, h7-cnd; ``oracle/conditions_7.py``): each piece
compiled from the real Oracle text of real cards (MTGJSON 2022-04-25) and played in scenario
games. Each test names the card and the rule it proves."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.conditions_7 import ATTACHED_FOLDED, ATTACHED_NOW
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.compiler import compile_line
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game, real

# -- "As long as enchanted creature / permanent is …, it …" (CR 611.3a, 613.1) -------------------


def test_cr_611_3a_steel_of_the_godhead_reads_the_enchanted_creatures_colour() -> None:
    """Steel of the Godhead: "As long as enchanted creature is white, it gets +1/+1 and has
    lifelink. As long as enchanted creature is blue, it gets +1/+1 and can't be blocked." — on a
    white creature +1/+1 and lifelink only; on a green one nothing."""
    static = real("Steel of the Godhead").abilities[1]
    assert isinstance(static, m.StaticAbility)
    assert static.condition is not None and static.condition.kind == ATTACHED_FOLDED
    assert all(e.affected == "enchanted" and e.filter == m.Filter(colors=("W",))
               for e in static.effects)
    s = game("Steel of the Godhead")
    knight = s.put(A, "Youthful Knight")  # white 2/1 first strike
    s.put(A, "Steel of the Godhead", attached_to=knight)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Steel of the Godhead", attached_to=bears)
    s.start()
    assert s.pt(knight) == (3, 2)
    assert "lifelink" in s.keywords(knight)
    assert s.pt(bears) == (2, 2)
    assert "lifelink" not in s.keywords(bears)


def test_cr_613_1_rune_of_might_reads_an_animated_land_as_a_creature() -> None:
    """Rune of Might: "As long as enchanted permanent is a creature, it gets +1/+1 and has
    trample." — on Blinkmoth Nexus (a land) nothing; once it becomes a 1/1 Blinkmoth artifact
    creature (layer 4, an effect the printed card does not show) it is 2/2 with trample: the
    condition is read in the layers of the bonus (7c, 6), after the type-changing layer
    (CR 613.1d)."""
    s = game("Rune of Might", "Blinkmoth Nexus")
    nexus = s.put(A, "Blinkmoth Nexus")
    s.put(A, "Rune of Might", attached_to=nexus)
    s.lands(A, "Wastes", 1)
    s.start()
    assert "trample" not in s.keywords(nexus)
    s.activate(A, "Blinkmoth Nexus", 1)
    s.resolve()
    assert s.pt(nexus) == (2, 2)
    assert "trample" in s.keywords(nexus)


def test_cr_613_1_twisted_embrace_gives_nothing_to_an_artifact() -> None:
    """Twisted Embrace: "As long as enchanted permanent is a creature, it gets +1/+1." — on
    Grizzly Bears 3/3; on an artifact that is not a creature, no P/T at all is given."""
    s = game("Twisted Embrace")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Twisted Embrace", attached_to=bears)
    rock = s.put(A, "Mind Stone")
    s.put(A, "Twisted Embrace", attached_to=rock)
    s.start()
    assert s.pt(bears) == (3, 3)
    assert s.pt(rock) == (0, 0)


# -- "if enchanted permanent is tapped / untapped" (CR 603.4) ----------------------------------


def test_cr_603_4_volition_reins_untaps_a_tapped_enchanted_permanent() -> None:
    """Volition Reins: "When ~ enters, if enchanted permanent is tapped, untap it. You control
    enchanted permanent." — cast on a tapped creature of the opponent: "it" is that creature
    (the condition's object), which is untapped and now yours."""
    reins = real("Volition Reins").abilities[1]
    assert isinstance(reins, m.TriggeredAbility)
    assert reins.intervening_if is not None and reins.intervening_if.kind == ATTACHED_NOW
    assert reins.effects == (m.Untap(what="as:it:enchanted"),)
    s = game("Volition Reins")
    giant = s.put(B, "Hill Giant", tapped=True)
    s.lands(A, "Island", 6)
    s.hand(A, "Volition Reins")
    s.start()
    s.cast(A, "Volition Reins", targets=[giant])
    s.resolve()
    assert s.controller(giant) == A
    assert not s.obj(giant).tapped
    assert not s.obj(s.id("Volition Reins")).tapped


def test_cr_603_4_volition_reins_does_not_trigger_on_an_untapped_permanent() -> None:
    """The intervening "if" is false as ~ enters on an untapped creature: the ability does not
    trigger (603.4); the creature still changes control, untapped."""
    s = game("Volition Reins")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Island", 6)
    s.hand(A, "Volition Reins")
    s.start()
    s.cast(A, "Volition Reins", targets=[giant])
    s.resolve()
    assert s.controller(giant) == A
    assert not s.state.stack


def test_cr_603_4_narcolepsy_taps_the_untapped_enchanted_creature_each_upkeep() -> None:
    """Narcolepsy: "At the beginning of each upkeep, if enchanted creature is untapped, tap
    it." — the opponent's creature, untapped at B's upkeep, is tapped by the trigger."""
    s = game("Narcolepsy", library=30)
    giant = s.put(B, "Hill Giant")
    s.put(A, "Narcolepsy", attached_to=giant)
    s.start()
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.obj(giant).tapped


# -- how ~ was cast: "if its surge cost was paid", "if ~ wasn't kicked" (CR 118.9, 702.33d) -----


def test_cr_702_117a_reckless_bushwhacker_pumps_only_when_cast_for_surge() -> None:
    """Reckless Bushwhacker: "When ~ enters, if its surge cost was paid, other creatures you
    control get +1/+0 and gain haste until end of turn." — cast for surge after a first spell:
    Grizzly Bears is 3/2 with haste."""
    s = game("Reckless Bushwhacker", "Lightning Bolt")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Reckless Bushwhacker")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.cast(A, "Reckless Bushwhacker", way="surge")
    s.resolve()
    assert s.pt(bears) == (3, 2)
    assert "haste" in s.keywords(bears)


def test_cr_118_9_reckless_bushwhacker_cast_for_its_mana_cost_pumps_nothing() -> None:
    """Cast for its mana cost {2}{R}, its surge cost was not paid: the intervening "if" is
    false (603.4), Grizzly Bears stays 2/2 without haste."""
    s = game("Reckless Bushwhacker")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Reckless Bushwhacker")
    s.start()
    s.cast(A, "Reckless Bushwhacker")
    s.resolve()
    assert s.pt(bears) == (2, 2)
    assert "haste" not in s.keywords(bears)


def test_cr_702_33d_skizzik_unkicked_is_sacrificed_at_the_end_step() -> None:
    """Skizzik: "At the beginning of the end step, if ~ wasn't kicked, sacrifice it." — cast
    without its kicker it is sacrificed at the end step; kicked it stays."""
    s = game("Skizzik", library=30)
    s.lands(A, "Mountain", 5)
    s.hand(A, "Skizzik")
    s.start()
    s.cast(A, "Skizzik", kicker=False)
    s.resolve()
    s.to_step("end")
    s.resolve()
    assert s.zone_of("Skizzik") == "graveyard"
    t = game("Skizzik", library=30)
    t.lands(A, "Mountain", 5)
    t.hand(A, "Skizzik")
    t.start()
    t.cast(A, "Skizzik", kicker=True)
    t.resolve()
    t.to_step("end")
    t.resolve()
    assert t.zone_of("Skizzik") == "battlefield"


# -- coven: "if you control three or more creatures with different powers" --------------------


def test_coven_candlegrove_witch_flies_with_three_different_powers() -> None:
    """Candlegrove Witch (2/2): "Coven — At the beginning of combat on your turn, if you control
    three or more creatures with different powers, ~ gains flying until end of turn." — with
    Llanowar Elves (1) and Hill Giant (3) it flies; with two 2-power creatures beside it, not."""
    s = game("Candlegrove Witch", library=30)
    witch = s.put(A, "Candlegrove Witch")
    s.put(A, "Llanowar Elves")
    s.put(A, "Hill Giant")
    s.start()
    s.to_step("begin_combat")
    s.resolve()
    assert "flying" in s.keywords(witch)
    t = game("Candlegrove Witch", library=30)
    other = t.put(A, "Candlegrove Witch")
    t.put(A, "Grizzly Bears")
    t.put(A, "Llanowar Elves")  # powers 2, 2, 1: two different powers
    t.start()
    t.to_step("begin_combat")
    t.resolve()
    assert "flying" not in t.keywords(other)


# -- exact counts ---------------------------------------------------------------------------------


def test_demonic_rising_makes_a_demon_only_with_exactly_one_creature() -> None:
    """Demonic Rising: "At the beginning of your end step, if you control exactly one creature,
    create a 5/5 black Demon creature token with flying." — one creature: a Demon; two: none."""
    s = game("Demonic Rising", library=30)
    s.put(A, "Demonic Rising")
    s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("end")
    s.resolve()
    assert len(s.ids("Demon", "battlefield")) == 1
    t = game("Demonic Rising", library=30)
    t.put(A, "Demonic Rising")
    t.put(A, "Grizzly Bears")
    t.put(A, "Hill Giant")
    t.start()
    t.to_step("end")
    t.resolve()
    assert not t.ids("Demon", "battlefield")


def test_cr_602_5b_magus_of_the_library_draws_only_with_exactly_seven_cards() -> None:
    """Magus of the Library: "{T}: Draw a card. Activate only if you have exactly seven cards in
    hand." — with six cards in hand the ability is refused; with seven it draws (to eight)."""
    s = game("Magus of the Library", library=30)
    s.put(A, "Magus of the Library")
    s.hand(A, "Grizzly Bears", 6)
    s.start()
    with pytest.raises(IllegalAction):
        s.activate(A, "Magus of the Library", 1)
    t = game("Magus of the Library", library=30)
    t.put(A, "Magus of the Library")
    t.hand(A, "Grizzly Bears", 7)
    t.start()
    t.activate(A, "Magus of the Library", 1)
    t.resolve()
    assert t.hand_size(A) == 8


# -- "if ~ is in your graveyard" (CR 113.6b) ------------------------------------------------------


def test_cr_113_6b_ghastly_remains_returns_from_the_graveyard_at_upkeep() -> None:
    """Ghastly Remains: "At the beginning of your upkeep, if ~ is in your graveyard, you may
    pay {B}{B}{B}. If you do, return ~ to your hand." — the ability works from the graveyard:
    paying {B}{B}{B} puts the card back in its owner's hand."""
    s = game("Ghastly Remains", library=30)
    s.graveyard(A, "Ghastly Remains")
    s.lands(A, "Swamp", 3)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Ghastly Remains") == "hand"


def test_cr_113_6b_pyre_zombie_on_the_battlefield_does_nothing_at_upkeep() -> None:
    """Pyre Zombie: "At the beginning of your upkeep, if ~ is in your graveyard, you may pay
    {1}{B}{B}. If you do, return ~ to your hand." — on the battlefield it does not trigger:
    nothing is asked (a strict scenario would fail on the question) and the creature stays."""
    s = game("Pyre Zombie", library=30)
    s.put(A, "Pyre Zombie")
    s.lands(A, "Swamp", 3)
    s.start(active=B)
    s.to_step("upkeep", active=A)
    assert not s.state.stack
    s.resolve()
    assert s.zone_of("Pyre Zombie") == "battlefield"
    assert s.hand_size(A) == 0


def test_cr_113_6b_bridge_from_below_is_refused_not_misplayed() -> None:
    """Bridge from Below's abilities work from the graveyard on a "dies" event the engine does
    not look for there: the card is refused (support), rather than played as an enchantment
    whose abilities never trigger."""
    card = compiled("Bridge from Below")
    assert not card.supported
    assert "graveyard" in card.reason


# -- "for as long as ~ remains on the battlefield / remains tapped" (CR 611.2b) -------------------


def test_cr_611_2b_sower_of_temptation_control_ends_when_it_leaves() -> None:
    """Sower of Temptation: "When ~ enters, gain control of target creature for as long as ~
    remains on the battlefield." — A controls the Hill Giant while Sower is there; once Sower
    dies (Lightning Bolt), the Giant goes back to B."""
    s = game("Sower of Temptation", "Lightning Bolt")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Island", 4)
    s.hand(A, "Sower of Temptation")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Sower of Temptation")
    s.then("cast.target", giant)
    s.resolve()
    sower = s.id("Sower of Temptation")
    assert s.controller(giant) == A
    s.cast(B, "Lightning Bolt", targets=[sower])
    s.resolve()
    assert s.zone_of("Sower of Temptation") == "graveyard"
    assert s.controller(giant) == B


def test_cr_611_2b_sower_of_temptation_gone_before_resolution_does_nothing() -> None:
    """If the duration ends before the effect would begin (Sower is gone when its trigger
    resolves), the effect does nothing (611.2b): B keeps the Hill Giant."""
    s = game("Sower of Temptation", "Lightning Bolt")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Island", 4)
    s.hand(A, "Sower of Temptation")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Sower of Temptation")
    s.then("cast.target", giant)
    s.pass_priority()
    s.pass_priority()  # Sower resolves; its trigger goes on the stack
    sower = s.id("Sower of Temptation")
    s.cast(B, "Lightning Bolt", targets=[sower])  # in response to the trigger
    assert len(s.state.stack) == 2
    s.resolve()
    assert s.zone_of("Sower of Temptation") == "graveyard"
    assert s.controller(giant) == B


def _tapped_duration_card(name: str, line: str) -> m.CardDef:
    """An artifact with one "{…}, {T}: … for as long as ~ remains tapped." ability, compiled
    from its real Oracle line (the card's other line, "You may choose not to untap ~ during
    your untap step.", is another helper's piece)."""
    ability = compile_line(line, "permanent_line")
    assert isinstance(ability, m.ActivatedAbility)
    return m.CardDef(name=name, type_line="Artifact", mana_cost="{2}", oracle=line,
                     abilities=(ability,))


def test_cr_611_2b_tawnos_weaponry_bonus_lasts_while_it_remains_tapped() -> None:
    """Tawnos's Weaponry: "{2}, {T}: Target creature gets +1/+1 for as long as ~ remains
    tapped." — Grizzly Bears is 3/3 while the Weaponry stays tapped (through the opponent's
    turn); the Weaponry untaps in A's untap step and the bonus ends — and does not come back
    when the Weaponry is tapped again (611.2b)."""
    card = _tapped_duration_card(
        "Tawnos's Weaponry", "{2}, {T}: Target creature gets +1/+1 for as long as ~ remains "
        "tapped.")
    s = Scenario(2, cards={**card_pool(), card.name: card}, library=30)
    bears = s.put(A, "Grizzly Bears")
    weaponry = s.put(A, "Tawnos's Weaponry")
    s.lands(A, "Plains", 2)
    s.start()
    s.activate(A, "Tawnos's Weaponry", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (3, 3)
    s.to_step("main1", active=B)
    assert s.pt(bears) == (3, 3)
    s.to_step("main1", active=A)  # A's untap step untapped the Weaponry
    assert not s.obj(weaponry).tapped
    assert s.pt(bears) == (2, 2)
    s.obj(weaponry).tapped = True
    s.state.touch()
    assert s.pt(bears) == (2, 2)


def test_cr_502_3_amber_prison_keeps_its_target_tapped_while_tapped() -> None:
    """Amber Prison: "{4}, {T}: Tap target artifact, creature, or land. That permanent doesn't
    untap during its controller's untap step for as long as ~ remains tapped." — B's Hill Giant
    stays tapped through B's untap step while the Prison is tapped."""
    card = _tapped_duration_card(
        "Amber Prison", "{4}, {T}: Tap target artifact, creature, or land. That permanent "
        "doesn't untap during its controller's untap step for as long as ~ remains tapped.")
    s = Scenario(2, cards={**card_pool(), card.name: card}, library=30)
    giant = s.put(B, "Hill Giant")
    s.put(A, "Amber Prison")
    s.lands(A, "Plains", 4)
    s.start()
    s.activate(A, "Amber Prison", targets=[giant])
    s.resolve()
    assert s.obj(giant).tapped
    s.to_step("main1", active=B)
    assert s.obj(giant).tapped


# -- "~ assigns no combat damage this turn" (CR 510.1a) -------------------------------------------


def _to_end_of_combat(s: Scenario) -> None:
    for _ in range(20):
        s.resolve()
        if s.state.step in ("end_combat", "main2"):
            return
        s.pass_priority()


def test_cr_510_1a_ophidian_draws_instead_of_dealing_combat_damage() -> None:
    """Ophidian (1/3): "Whenever ~ attacks and isn't blocked, you may draw a card. If you do,
    ~ assigns no combat damage this turn." — drawing: B stays at 20; declining: B takes 1."""
    s = game("Ophidian")
    snake = s.put(A, "Ophidian")
    s.start()
    hand = s.hand_size(A)
    s.attack({snake: "p1"})
    s.then("resolve.choice", True)
    _to_end_of_combat(s)
    assert s.hand_size(A) == hand + 1
    assert s.life(B) == 20
    t = game("Ophidian")
    other = t.put(A, "Ophidian")
    t.start()
    t.attack({other: "p1"})
    t.then("resolve.choice", False)
    _to_end_of_combat(t)
    assert t.life(B) == 19


# -- "for as long as you control ~" (CR 611.2b) ----------------------------------------------------


def test_cr_611_2b_dragonlord_silumgar_control_ends_when_silumgar_leaves() -> None:
    """Dragonlord Silumgar: "When ~ enters, gain control of target creature or planeswalker for
    as long as you control ~." — A takes B's Hill Giant; Unsummon on Silumgar ends the
    duration and the Giant returns to B."""
    s = game("Dragonlord Silumgar", "Unsummon")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Swamp", 5)
    s.lands(A, "Island", 1)
    s.hand(A, "Dragonlord Silumgar")
    s.lands(B, "Island", 1)
    s.hand(B, "Unsummon")
    s.start()
    s.cast(A, "Dragonlord Silumgar")
    s.then("cast.target", giant)
    s.resolve()
    assert s.controller(giant) == A
    s.cast(B, "Unsummon", targets=[s.id("Dragonlord Silumgar")])
    s.resolve()
    assert s.zone_of("Dragonlord Silumgar") == "hand"
    assert s.controller(giant) == B


def test_cr_502_3_dungeon_geists_holds_its_target_while_you_control_it() -> None:
    """Dungeon Geists: "When ~ enters, tap target creature an opponent controls. That creature
    doesn't untap during its controller's untap step for as long as you control ~." — B's
    Hill Giant stays tapped through B's untap step."""
    s = game("Dungeon Geists", library=30)
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Island", 4)
    s.hand(A, "Dungeon Geists")
    s.start()
    s.cast(A, "Dungeon Geists")
    s.then("cast.target", giant)
    s.resolve()
    assert s.obj(giant).tapped
    s.to_step("main1", active=B)
    assert s.obj(giant).tapped


# -- what it had or was, as it last existed (CR 603.10a, 608.2h) ----------------------------------


def test_cr_603_10a_grakmaw_grows_when_a_creature_with_a_counter_dies() -> None:
    """Grakmaw, Skyclave Ravager: "Whenever another creature you control dies, if it had a
    +1/+1 counter on it, put a +1/+1 counter on ~." — a Grizzly Bears with a +1/+1 counter
    dies (Lightning Bolt): Grakmaw gets a counter; one without a counter: none."""
    s = game("Grakmaw, Skyclave Ravager", "Lightning Bolt")
    grakmaw = s.put(A, "Grakmaw, Skyclave Ravager", counters={"+1/+1": 3})
    bears = s.put(A, "Grizzly Bears", counters={"+1/+1": 1})
    plain = s.put(A, "Grizzly Bears")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start(active=B)
    before = s.obj(grakmaw).counters.get("+1/+1", 0)
    s.cast(B, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.obj(grakmaw).counters.get("+1/+1", 0) == before + 1
    s.cast(B, "Lightning Bolt", targets=[plain])
    s.resolve()
    assert s.obj(grakmaw).counters.get("+1/+1", 0) == before + 1


def test_cr_603_10a_nikara_draws_when_a_creature_with_counters_leaves() -> None:
    """Nikara, Lair Scavenger: "Whenever another creature you control leaves the battlefield,
    if it had one or more counters on it, you draw a card and you lose 1 life." — a creature
    with a -1/-1 counter is bounced (Unsummon): A draws and loses 1 life."""
    s = game("Nikara, Lair Scavenger", "Unsummon", library=30)
    s.put(A, "Nikara, Lair Scavenger")
    giant = s.put(A, "Hill Giant", counters={"-1/-1": 1})
    s.lands(B, "Island", 1)
    s.hand(B, "Unsummon")
    s.start(active=B)
    hand = s.hand_size(A)
    s.cast(B, "Unsummon", targets=[giant])
    s.resolve()
    assert s.hand_size(A) == hand + 2  # the Giant and the card drawn
    assert s.life(A) == 19


def test_cr_608_2h_scavenging_ooze_grows_only_from_a_creature_card() -> None:
    """Scavenging Ooze: "{G}: Exile target card from a graveyard. If it was a creature card,
    put a +1/+1 counter on ~ and you gain 1 life." — exiling Grizzly Bears: a counter and 1
    life; exiling a Forest card: nothing more."""
    s = game("Scavenging Ooze")
    ooze = s.put(A, "Scavenging Ooze")
    bears = s.graveyard(B, "Grizzly Bears")
    forest = s.graveyard(B, "Forest")
    s.lands(A, "Forest", 2)
    s.start()
    s.activate(A, "Scavenging Ooze", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    assert s.obj(ooze).counters.get("+1/+1") == 1
    assert s.life(A) == 21
    s.activate(A, "Scavenging Ooze", targets=[forest])
    s.resolve()
    assert s.obj(ooze).counters.get("+1/+1") == 1
    assert s.life(A) == 21


def test_cr_608_2h_rite_of_the_serpent_snake_only_if_the_creature_had_a_counter() -> None:
    """Rite of the Serpent: "Destroy target creature. If that creature had a +1/+1 counter on
    it, create a 1/1 green Snake creature token." — destroyed with a counter: a Snake."""
    s = game("Rite of the Serpent")
    bears = s.put(B, "Grizzly Bears", counters={"+1/+1": 1})
    s.lands(A, "Swamp", 6)
    s.hand(A, "Rite of the Serpent")
    s.start()
    s.cast(A, "Rite of the Serpent", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert len(s.ids("Snake", "battlefield")) == 1


def test_cr_608_2h_avacyns_collar_spirit_only_for_a_human() -> None:
    """Avacyn's Collar: "Whenever equipped creature dies, if it was a Human, create a 1/1 white
    Spirit creature token with flying." — Youthful Knight (a Human) dies equipped: a Spirit;
    Grizzly Bears (a Bear): none."""
    s = game("Avacyn's Collar", "Lightning Bolt")
    knight = s.put(A, "Youthful Knight")
    s.put(A, "Avacyn's Collar", attached_to=knight)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[knight])
    s.resolve()
    assert len(s.ids("Spirit", "battlefield")) == 1
    t = game("Avacyn's Collar", "Lightning Bolt")
    bears = t.put(A, "Grizzly Bears")
    t.put(A, "Avacyn's Collar", attached_to=bears)
    t.lands(B, "Mountain", 1)
    t.hand(B, "Lightning Bolt")
    t.start(active=B)
    t.cast(B, "Lightning Bolt", targets=[bears])
    t.resolve()
    assert not t.ids("Spirit", "battlefield")


# -- "if you cast it" (CR 601.2, 603.4) ------------------------------------------------------------


def test_cr_601_2_zacama_untaps_your_lands_when_cast() -> None:
    """Zacama, Primal Calamity: "When ~ enters, if you cast it, untap all lands you control." —
    cast for its nine mana, the nine lands untap."""
    s = game("Zacama, Primal Calamity")
    lands = s.lands(A, "Mountain", 3) + s.lands(A, "Forest", 3) + s.lands(A, "Plains", 3)
    s.hand(A, "Zacama, Primal Calamity")
    s.start()
    s.cast(A, "Zacama, Primal Calamity")
    s.resolve()
    assert s.zone_of("Zacama, Primal Calamity") == "battlefield"
    assert not any(s.obj(land).tapped for land in lands)


def test_cr_603_4_zacama_put_onto_the_battlefield_was_not_cast() -> None:
    """Reanimate puts Zacama onto the battlefield: it was not cast (601.1), the intervening
    "if" is false and the Swamp that paid for Reanimate stays tapped."""
    s = game("Zacama, Primal Calamity", "Reanimate")
    swamp = s.lands(A, "Swamp", 1)[0]
    zacama = s.graveyard(A, "Zacama, Primal Calamity")
    s.hand(A, "Reanimate")
    s.start()
    s.cast(A, "Reanimate", targets=[zacama])
    s.resolve()
    assert s.zone_of("Zacama, Primal Calamity") == "battlefield"
    assert s.obj(swamp).tapped


# -- "must be blocked this turn if able" (CR 509.1c) ---------------------------------------------


def test_cr_509_1c_compelled_duel_target_must_be_blocked_this_turn() -> None:
    """Compelled Duel: "Target creature gets +3/+3 until end of turn and must be blocked this
    turn if able." — B, with an untapped Hill Giant, may not decline to block the 5/5 Bears."""
    s = game("Compelled Duel")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Forest", 2)
    s.hand(A, "Compelled Duel")
    s.start()
    s.cast(A, "Compelled Duel", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (5, 5)
    s.attack({bears: "p1"})
    s.to_step("declare_blockers")
    assert "509.1c" in s.refused(B, ())
    s.apply(B, ((giant, bears),))
    assert s.state.blockers == {giant: bears}


def test_cr_509_1c_the_requirement_lasts_only_this_turn() -> None:
    """Next turn the Bears attack again: the requirement has ended (until end of turn), so B
    may decline to block."""
    s = game("Compelled Duel", library=30)
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.lands(A, "Forest", 2)
    s.hand(A, "Compelled Duel")
    s.start(step="main2")
    s.cast(A, "Compelled Duel", targets=[bears])
    s.resolve()
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.attack({bears: "p1"})
    s.to_step("declare_blockers")
    s.apply(B, ())
    assert not s.state.blockers


# -- spells cast this turn (CR 601.2i) -------------------------------------------------------------


def test_cr_611_3a_leapfrog_flies_once_an_instant_was_cast() -> None:
    """Leapfrog: "~ has flying as long as you've cast an instant or sorcery spell this turn." —
    no flying at first; after A casts Lightning Bolt, it flies."""
    s = game("Leapfrog", "Lightning Bolt")
    frog = s.put(A, "Leapfrog")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    assert "flying" not in s.keywords(frog)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert "flying" in s.keywords(frog)


def test_cr_601_2i_arclight_phoenix_returns_after_three_instants() -> None:
    """Arclight Phoenix: "At the beginning of combat on your turn, if you've cast three or
    more instant and sorcery spells this turn, return ~ from your graveyard to the
    battlefield." — three Lightning Bolts in the first main phase: it returns at combat."""
    s = game("Arclight Phoenix", "Lightning Bolt")
    s.graveyard(A, "Arclight Phoenix")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Lightning Bolt", 3)
    s.start()
    for _ in range(3):
        s.cast(A, "Lightning Bolt", targets=["p1"])
        s.resolve()
    s.to_step("begin_combat")
    s.resolve()
    assert s.zone_of("Arclight Phoenix") == "battlefield"


def test_cr_601_2i_arclight_phoenix_stays_after_two() -> None:
    """Two instants are not three: the Phoenix stays in the graveyard."""
    s = game("Arclight Phoenix", "Lightning Bolt")
    s.graveyard(A, "Arclight Phoenix")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    for _ in range(2):
        s.cast(A, "Lightning Bolt", targets=["p1"])
        s.resolve()
    s.to_step("begin_combat")
    s.resolve()
    assert s.zone_of("Arclight Phoenix") == "graveyard"


# -- what happened this turn (CR 700.4, 119.3) ----------------------------------------------------


def test_cr_700_4_bontu_attacks_only_after_a_creature_of_yours_died() -> None:
    """Bontu the Glorified: "~ can't attack or block unless a creature died under your control
    this turn." — at first it cannot attack; once A's Grizzly Bears dies (Lightning Bolt) it
    can."""
    s = game("Bontu the Glorified", "Lightning Bolt", "Serra Angel")
    bontu = s.put(A, "Bontu the Glorified")
    bears = s.put(A, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    assert "cant_attack" in _rules(s, bontu)
    s.cast(A, "Lightning Bolt", targets=[angel])
    s.resolve()
    assert "cant_attack" in _rules(s, bontu)
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert "cant_attack" not in _rules(s, bontu)


def _rules(s: Scenario, oid: int) -> frozenset[str]:
    return frozenset(chars(s.state, s.obj(oid)).rules)


def test_cr_119_3_knight_of_the_ebon_legion_grows_after_a_player_lost_four() -> None:
    """Knight of the Ebon Legion: "At the beginning of your end step, if a player lost 4 or
    more life this turn, put a +1/+1 counter on ~." — B loses 5 this turn: a counter; a turn
    where nobody lost 4: none."""
    s = game("Knight of the Ebon Legion", library=30)
    knight = s.put(A, "Knight of the Ebon Legion")
    s.start()
    s.state.players[B].life = 15  # lost 5 this turn (life at the turn's start: 20)
    s.to_step("end")
    s.resolve()
    assert s.obj(knight).counters.get("+1/+1") == 1
    t = game("Knight of the Ebon Legion", library=30)
    other = t.put(A, "Knight of the Ebon Legion")
    t.start()
    t.state.players[B].life = 17
    t.to_step("end")
    t.resolve()
    assert not t.obj(other).counters.get("+1/+1")


def test_cr_603_4_impatience_hits_a_player_who_cast_no_spell() -> None:
    """Impatience: "At the beginning of each player's end step, if that player didn't cast a
    spell this turn, ~ deals 2 damage to that player." — B casts nothing on its turn: 2
    damage to B; A casts a spell on its turn: no damage to A."""
    s = game("Impatience", "Lightning Bolt", library=30)
    s.put(A, "Impatience")
    s.start(active=B)
    s.to_step("end", active=B)
    s.resolve()
    assert s.life(B) == 18
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.to_step("main1", active=A)
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.to_step("end", active=A)
    s.resolve()
    assert s.life(A) == 20


# -- the trigger's object and ~ now ------------------------------------------------------------


def test_cr_702_35_anje_falkenrath_untaps_after_discarding_a_madness_card() -> None:
    """Anje Falkenrath: "{T}, Discard a card: Draw a card." and "Whenever you discard a card, if
    it has madness, untap ~." — discarding Fiery Temper (madness) untaps her; discarding
    Grizzly Bears does not."""
    s = game("Anje Falkenrath", "Fiery Temper", library=30, strict=False)
    anje = s.put(A, "Anje Falkenrath")
    temper = s.hand(A, "Fiery Temper")
    s.start()
    s.then("cast.discard", (temper,))
    s.activate(A, "Anje Falkenrath", 1)
    s.resolve()
    assert not s.obj(anje).tapped
    t = game("Anje Falkenrath", library=30)
    other = t.put(A, "Anje Falkenrath")
    bears = t.hand(A, "Grizzly Bears")
    t.start()
    t.then("cast.discard", (bears,))
    t.activate(A, "Anje Falkenrath", 1)
    t.resolve()
    assert t.obj(other).tapped


def test_cr_611_3a_crew_captain_is_indestructible_the_turn_it_entered() -> None:
    """Crew Captain: "~ has indestructible as long as it entered the battlefield this turn." —
    cast this turn: indestructible; on the next turn: not."""
    s = game("Crew Captain", library=30)
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 1)
    s.lands(A, "Forest", 1)
    s.hand(A, "Crew Captain")
    s.start()
    s.cast(A, "Crew Captain")
    s.resolve()
    captain = s.id("Crew Captain")
    assert "indestructible" in s.keywords(captain)
    s.to_step("main1", active=B)
    assert "indestructible" not in s.keywords(captain)


def test_cr_608_2h_deathknell_berserker_reads_its_last_known_power() -> None:
    """Deathknell Berserker (2/2): "When ~ dies, if its power was 3 or greater, create a 2/2
    black Zombie Berserker creature token." — with a +1/+1 counter (3/3) it dies: a Zombie."""
    s = game("Deathknell Berserker", "Lightning Bolt")
    berserker = s.put(A, "Deathknell Berserker", counters={"+1/+1": 1})
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[berserker])
    s.resolve()
    assert s.zone_of("Deathknell Berserker") == "graveyard"
    assert len(s.ids("Zombie Berserker", "battlefield")) == 1


def test_cr_111_2_bennie_bracks_draws_after_you_created_a_token() -> None:
    """Bennie Bracks, Zoologist: "At the beginning of each end step, if you created a token this
    turn, draw a card." — after Raise the Alarm A draws at the end step; a turn without a
    token, no card."""
    s = game("Bennie Bracks, Zoologist", "Raise the Alarm", library=30)
    s.put(A, "Bennie Bracks, Zoologist")
    s.lands(A, "Plains", 2)
    s.hand(A, "Raise the Alarm")
    s.start()
    s.cast(A, "Raise the Alarm")
    s.resolve()
    hand = s.hand_size(A)
    s.to_step("end")
    s.resolve()
    assert s.hand_size(A) == hand + 1
    t = game("Bennie Bracks, Zoologist", library=30)
    t.put(A, "Bennie Bracks, Zoologist")
    t.start()
    hand = t.hand_size(A)
    t.to_step("end")
    t.resolve()
    assert t.hand_size(A) == hand


def test_cr_105_2_goham_djinn_shrinks_while_black_is_most_common() -> None:
    """Goham Djinn (5/5): "~ gets -2/-2 as long as black is the most common color among all
    permanents or is tied for most common." — alone (black the only colour): 3/3; beside two
    green Grizzly Bears (green on more permanents): 5/5."""
    s = game("Goham Djinn")
    djinn = s.put(A, "Goham Djinn")
    s.start()
    assert s.pt(djinn) == (3, 3)
    t = game("Goham Djinn")
    other = t.put(A, "Goham Djinn")
    t.put(B, "Grizzly Bears")
    t.put(B, "Grizzly Bears")
    t.start()
    assert t.pt(other) == (5, 5)


def test_cr_722_1_queen_marchesa_makes_an_assassin_while_an_opponent_is_monarch() -> None:
    """Queen Marchesa: "At the beginning of your upkeep, if an opponent is the monarch, create
    a 1/1 black Assassin creature token with deathtouch and haste." — B is the monarch at A's
    upkeep: an Assassin; A is the monarch: none."""
    s = game("Queen Marchesa", library=30)
    s.put(A, "Queen Marchesa")
    s.state.monarch = B
    s.start(active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert len(s.ids("Assassin", "battlefield")) == 1
    t = game("Queen Marchesa", library=30)
    t.put(A, "Queen Marchesa")
    t.state.monarch = A
    t.start(active=B)
    t.to_step("upkeep", active=A)
    t.resolve()
    assert not t.ids("Assassin", "battlefield")
