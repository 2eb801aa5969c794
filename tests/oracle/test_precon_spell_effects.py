"""The *spells* cards of the four Commander precons (issues 10 and 16), compiled from their real
Oracle text (MTGJSON 2022-04-25) and played: each card compiles into the model values its text
says, renders back, is supported (magic.md §2), and does in a game what its text says."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario, Unanswered
from tests.oracle.conftest import compiled, game, real

# -- Vampire Hexmage, Aether Snap: all counters removed (CR 122.8) ----------------------------

def test_vampire_hexmage_removes_every_counter_from_a_planeswalker_CR_122_8_and_704_5i() -> None:
    """"Sacrifice ~: Remove all counters from target permanent." — Jace Beleren loses its
    loyalty counters and is put into the graveyard (704.5i); a creature keeps its other
    characteristics but no +1/+1 counter is left on it."""
    hexmage = real("Vampire Hexmage")
    ability = next(a for a in hexmage.abilities if isinstance(a, m.ActivatedAbility))
    assert ability.cost == m.Cost(sacrifice_self=True)
    assert ability.effects == (m.RemoveCounters(counter="all", on="target:0"),)
    s = game("Vampire Hexmage")
    s.put(A, "Vampire Hexmage")
    jace = s.put(B, "Jace Beleren", counters={"loyalty": 3})
    s.start()
    s.activate(A, "Vampire Hexmage", targets=[jace])
    s.resolve()
    assert s.zone_of("Jace Beleren") == "graveyard"
    assert s.zone_of("Vampire Hexmage") == "graveyard"


def test_aether_snap_removes_all_counters_and_exiles_all_tokens_CR_122_8_and_111_7() -> None:
    """"Remove all counters from all permanents and exile all tokens." — every permanent's
    counters, both players'; tokens of both players exiled (and cease to exist, 111.7);
    nontoken creatures stay."""
    snap = real("Aether Snap")
    (spell,) = snap.abilities
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.RemoveCounters(counter="all", on="", filter=m.Filter()),
                             m.Exile(filter=m.Filter(token=True)))
    s = game("Aether Snap")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Aether Snap")
    mine = s.put(A, "Grizzly Bears", counters={"+1/+1": 2})
    theirs = s.put(B, "Hill Giant", counters={"-1/-1": 1, "+1/+1": 1})
    s.start()
    token = s.game.create_token(m.TokenSpec("Soldier", subtypes=("Soldier",), colors=("W",),
                                            power=1, toughness=1), B).id
    s.cast(A, "Aether Snap")
    s.resolve()
    assert s.obj(mine).counters.get("+1/+1", 0) == 0 and s.pt(mine) == (2, 2)
    assert not any(s.obj(theirs).counters.values()) and s.pt(theirs) == (3, 3)
    assert token not in s.state.battlefield
    assert not [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]


# -- Dread Return: flashback whose cost is three creatures (CR 702.34a) -----------------------

def test_dread_return_flashback_sacrificing_three_creatures_CR_702_34a() -> None:
    """"Flashback—Sacrifice three creatures." — cast from the graveyard by sacrificing three
    creatures, the target creature card returns, and Dread Return is exiled."""
    dread = real("Dread Return")
    flashback = next(a for a in dread.abilities if isinstance(a, m.Keyword))
    assert flashback == m.Keyword("flashback", cost=m.Cost(
        sacrifice=m.Filter(types=("Creature",)), sacrifice_count=3))
    s = game("Dread Return")
    s.graveyard(A, "Dread Return")
    giant = s.graveyard(A, "Serra Angel")
    victims = [s.put(A, "Grizzly Bears") for _ in range(3)]
    s.start()
    s.cast(A, "Dread Return", way="flashback", targets=[giant], sacrifice=victims)
    s.resolve()
    assert s.zone_of("Serra Angel") == "battlefield"
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Dread Return") == "exile"


# -- One Dozen Eyes: entwine (CR 702.42a) ------------------------------------------------------

def test_one_dozen_eyes_entwined_makes_both_modes_CR_702_42a() -> None:
    """"Choose one — • Create a 5/5 green Beast creature token. • Create five 1/1 green
    Insect creature tokens. Entwine {G}{G}{G}" — both modes for {5}{G} + {G}{G}{G}."""
    eyes = real("One Dozen Eyes")
    (spell,) = eyes.abilities
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert spell.modes.entwine == m.Cost(mana="{G}{G}{G}")
    s = game("One Dozen Eyes")
    s.lands(A, "Forest", 9)
    s.hand(A, "One Dozen Eyes")
    s.start()
    s.cast(A, "One Dozen Eyes", modes=[0, 1])
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert sorted(o.card.name for o in tokens) == ["Beast"] + ["Insect"] * 5
    assert all(s.obj(i).tapped for i in s.ids("Forest", "battlefield"))


def test_one_dozen_eyes_one_mode_costs_no_entwine_CR_702_42a() -> None:
    s = game("One Dozen Eyes")
    s.lands(A, "Forest", 6)
    s.hand(A, "One Dozen Eyes")
    s.start()
    s.cast(A, "One Dozen Eyes", modes=[1])
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert [o.card.name for o in tokens] == ["Insect"] * 5


# -- Return to Dust: a second target only in a main phase (CR 601.2c, 115.3) ------------------

def test_return_to_dust_compiles_to_the_pool_definition_CR_601_2c() -> None:
    """The compiled card is the hand-written test-pool definition, whose conditional target
    the engine's own tests play (the second target exists only when cast in a main phase)."""
    def meaning(c: m.CardDef) -> list[object]:  # how the sentences join is wording only
        return [replace(a, joins=()) if hasattr(a, "joins") else a for a in c.abilities]

    assert meaning(real("Return to Dust")) == meaning(card_pool()["Return to Dust"])


def test_return_to_dust_exiles_two_in_the_main_phase_CR_601_2c() -> None:
    s = game("Return to Dust")
    s.lands(A, "Plains", 4)
    s.hand(A, "Return to Dust")
    first = s.put(B, "Glorious Anthem")
    second = s.put(B, "Sol Ring")
    s.start()
    s.cast(A, "Return to Dust", targets=[first, (second,)])
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Glorious Anthem") == "exile" and s.zone_of("Sol Ring") == "exile"


# -- Verdant Confluence: "permanent card" (CR 110.4a) -----------------------------------------

def test_verdant_confluence_returns_only_a_permanent_card_CR_110_4a() -> None:
    """"Return target permanent card from your graveyard to your hand." — a creature or land
    card may be chosen, an instant card may not."""
    confluence = real("Verdant Confluence")
    (spell,) = confluence.abilities
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert spell.modes.modes[1].targets == (m.TargetSpec(
        "card", m.Filter(types=("Permanent",), owner="you"), zone="graveyard"),)
    s = game("Verdant Confluence")
    s.lands(A, "Forest", 6)
    s.hand(A, "Verdant Confluence")
    bolt = s.graveyard(A, "Lightning Bolt")
    bears = s.graveyard(A, "Grizzly Bears")
    s.start()
    with pytest.raises(Unanswered):  # the target decision: the script stops to look at it
        s.cast(A, "Verdant Confluence", modes=[1, 1, 1])
    decision = s.pending
    assert decision is not None and bears in decision.options and bolt not in decision.options


# -- Bloodline Necromancer: "Vampire or Wizard creature card" ---------------------------------

def test_bloodline_necromancer_returns_a_vampire_or_wizard_CR_603_3() -> None:
    """"When ~ enters, you may return target Vampire or Wizard creature card from your
    graveyard to the battlefield." — either subtype is a legal target; a Bear is not."""
    necro = real("Bloodline Necromancer")
    trigger = next(a for a in necro.abilities if isinstance(a, m.TriggeredAbility))
    assert trigger.targets[0].filter == m.Filter(types=("Creature",),
                                                 subtypes=("Vampire", "Wizard"), owner="you")
    s = game("Bloodline Necromancer")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Bloodline Necromancer")
    nighthawk = s.graveyard(A, "Vampire Nighthawk")
    bears = s.graveyard(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Bloodline Necromancer")
    with pytest.raises(Unanswered):  # the trigger's target: the script stops to look at it
        s.resolve(1)
    decision = s.pending
    assert decision is not None and nighthawk in decision.options
    assert bears not in decision.options
    s.apply(A, nighthawk)
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Vampire Nighthawk") == "battlefield"


# -- Naya Charm: tap all creatures a target player controls -----------------------------------

def test_naya_charm_taps_all_creatures_target_player_controls() -> None:
    """"• Tap all creatures target player controls." — that player's creatures only."""
    s = game("Naya Charm")
    for land in ("Mountain", "Forest", "Plains"):
        s.put(A, land)
    s.hand(A, "Naya Charm")
    theirs = [s.put(B, "Grizzly Bears"), s.put(B, "Hill Giant")]
    mine = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Naya Charm", modes=[2], targets=["p1"])
    s.resolve()
    assert all(s.obj(i).tapped for i in theirs)
    assert not s.obj(mine).tapped


# -- Rapid Hybridization: the destroyed creature's controller gets the token (608.2h) ---------

def test_rapid_hybridization_token_for_the_destroyed_creatures_controller_CR_608_2h() -> None:
    """"Destroy target creature. It can't be regenerated. That creature's controller creates a
    3/3 green Frog Lizard creature token." — the controller as last known (the creature has
    left the battlefield)."""
    hybrid = real("Rapid Hybridization")
    (spell,) = hybrid.abilities
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects[1].controller == "controller:target:0"  # type: ignore[union-attr]
    s = game("Rapid Hybridization")
    s.lands(A, "Island", 1)
    s.hand(A, "Rapid Hybridization")
    giant = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Rapid Hybridization", targets=[giant])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    (frog,) = [o for o in s.state.objects.values() if o.token]
    assert frog.card.name == "Frog Lizard" and s.controller(frog.id) == B
    assert s.pt(frog.id) == (3, 3)


# -- Captivating Vampire: tap five untapped Vampires (CR 118.3, 613.1d) ----------------------

def test_captivating_vampire_taps_five_vampires_to_steal_and_make_a_vampire_CR_613_1d() -> None:
    """"Tap five untapped Vampires you control: Gain control of target creature. It becomes a
    Vampire in addition to its other types." — any five untapped Vampires (summoning-sick
    ones too: 302.6 is about {T}); the stolen creature stays a Vampire."""
    vampire = real("Captivating Vampire")
    ability = next(a for a in vampire.abilities if isinstance(a, m.ActivatedAbility))
    assert ability.cost == m.Cost(tap_untapped=m.Filter(subtypes=("Vampire",), controller="you"),
                                  tap_untapped_count=5)
    s = game("Captivating Vampire")
    s.put(A, "Captivating Vampire")
    crew = [s.put(A, "Vampire Nighthawk", sick=True) for _ in range(4)]
    angel = s.put(B, "Serra Angel")
    s.start()
    s.then("cast.tap_untapped", (s.id("Captivating Vampire"), *crew))
    s.activate(A, "Captivating Vampire", targets=[angel])
    s.resolve()
    assert s.controller(angel) == A
    assert "Vampire" in chars(s.state, s.obj(angel)).subtypes
    assert all(s.obj(i).tapped for i in crew)
    s.to_step("upkeep", active=B)  # a later turn: the control and the type have no end
    assert s.controller(angel) == A
    assert "Vampire" in chars(s.state, s.obj(angel)).subtypes


def test_captivating_vampire_needs_five_untapped_vampires_CR_602_2b() -> None:
    """With four untapped Vampires the ability cannot be activated at all."""
    s = game("Captivating Vampire")
    s.put(A, "Captivating Vampire")
    for _ in range(3):
        s.put(A, "Vampire Nighthawk")
    s.put(A, "Vampire Nighthawk", tapped=True)
    s.put(B, "Serra Angel")
    s.start()
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if getattr(o, "name", "") == "Captivating Vampire"]


# -- Fell the Mighty: a power compared as the spell resolves (CR 608.2h) ----------------------

def test_fell_the_mighty_destroys_creatures_with_greater_power_CR_608_2h() -> None:
    """"Destroy all creatures with power greater than target creature's power." — with a
    2-power target, the 3- and 4-power creatures of both players die; the 2-power ones (the
    target too) stay."""
    fell = real("Fell the Mighty")
    (spell,) = fell.abilities
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.Destroy(filter=m.Filter(types=("Creature",)),
                                       power_above="target:0"),)
    s = game("Fell the Mighty")
    s.lands(A, "Plains", 5)
    s.hand(A, "Fell the Mighty")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    giant = s.put(B, "Hill Giant")
    angel = s.put(A, "Serra Angel")
    s.start()
    s.cast(A, "Fell the Mighty", targets=[bears])
    s.resolve()
    assert bears in s.state.battlefield
    assert giant not in s.state.battlefield and angel not in s.state.battlefield
    assert lions in s.state.battlefield  # 2 power is not greater than 2


# -- Blood Tribute: a kicker that taps a Vampire, half a life total (CR 702.33, 107.1a) -------

def _tribute(life: int) -> Scenario:
    s = game("Blood Tribute")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Blood Tribute")
    s.put(A, "Vampire Nighthawk", sick=True)
    s.set_life(B, life)
    s.set_life(A, 10)
    s.start()
    return s


def test_blood_tribute_kicked_by_tapping_a_vampire_drains_half_rounded_up_CR_702_33a() -> None:
    """"Kicker—Tap an untapped Vampire you control." / "Target opponent loses half their life,
    rounded up. If this spell was kicked, you gain life equal to the life lost this way." —
    B at 15 loses 8; kicked, A gains 8; the Vampire is tapped (summoning sickness does not
    matter for a cost that is not {T})."""
    tribute = real("Blood Tribute")
    kicker = next(a for a in tribute.abilities if isinstance(a, m.Keyword))
    assert kicker == m.Keyword("kicker", cost=m.Cost(
        tap_untapped=m.Filter(subtypes=("Vampire",), controller="you")))
    s = _tribute(15)
    vampire = s.id("Vampire Nighthawk")
    s.then("cast.kicker", True).then("cast.tap_untapped", (vampire,))
    s.cast(A, "Blood Tribute", targets=["p1"])
    s.resolve()
    assert s.life(B) == 7 and s.life(A) == 18
    assert s.obj(vampire).tapped


def test_blood_tribute_unkicked_gains_nothing_CR_702_33d() -> None:
    s = _tribute(15)
    s.cast(A, "Blood Tribute", kicker=False, targets=["p1"])
    s.resolve()
    assert s.life(B) == 7 and s.life(A) == 10
    assert not s.obj(s.id("Vampire Nighthawk")).tapped


# -- Victimize: targets announced by "Choose", "if you do" after a sacrifice (CR 608.2c) ------

def _victimize(with_victim: bool) -> Scenario:
    s = game("Victimize")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Victimize")
    s.graveyard(A, "Serra Angel")
    s.graveyard(A, "Hill Giant")
    if with_victim:
        s.put(A, "Grizzly Bears")
    s.start()
    return s


def test_victimize_returns_both_chosen_cards_tapped_after_the_sacrifice_CR_608_2c() -> None:
    """"Choose two target creature cards in your graveyard. Sacrifice a creature. If you do,
    return the chosen cards to the battlefield tapped."."""
    victimize = real("Victimize")
    (spell,) = victimize.abilities
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets == (m.TargetSpec("card", m.Filter(types=("Creature",), owner="you"),
                                          zone="graveyard", count=2),)
    s = _victimize(with_victim=True)
    angel, giant = s.id("Serra Angel", "graveyard"), s.id("Hill Giant", "graveyard")
    s.cast(A, "Victimize", targets=[(angel, giant)])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    for name in ("Serra Angel", "Hill Giant"):
        back = s.id(name)
        assert s.obj(back).tapped


def test_victimize_without_a_creature_to_sacrifice_returns_nothing_CR_608_2c() -> None:
    """Victimize can be cast with no creature (the sacrifice is an instruction, not a cost);
    nothing is sacrificed, so "if you do" is false and the cards stay."""
    s = _victimize(with_victim=False)
    angel, giant = s.id("Serra Angel", "graveyard"), s.id("Hill Giant", "graveyard")
    s.cast(A, "Victimize", targets=[(angel, giant)])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard" and s.zone_of("Hill Giant") == "graveyard"


# -- Ezuri's Predation: one Beast for each, each fights a different one (CR 701.12) ----------

def test_ezuris_predation_beasts_fight_a_different_creature_each_CR_701_12a() -> None:
    """B controls a 2/2, a 3/3 and a 4/4: three 4/4 Beasts for A, each fights one of them —
    all three of B's creatures die, the Beast that fought the 4/4 dies too, the others
    survive with damage; A's own creature is not one of "those creatures"."""
    s = game("Ezuri's Predation")
    s.lands(A, "Forest", 8)
    s.hand(A, "Ezuri's Predation")
    mine = s.put(A, "Grizzly Bears")
    for name in ("Grizzly Bears", "Hill Giant", "Serra Angel"):
        s.put(B, name)
    s.start()
    s.cast(A, "Ezuri's Predation")
    s.resolve()
    assert [o for o in s.state.battlefield
            if s.controller(o) == B and "Creature" in chars(s.state, s.obj(o)).types] == []
    beasts = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(beasts) == 2 and all(s.controller(b.id) == A for b in beasts)
    assert sorted(b.damage for b in beasts) == [2, 3]
    assert mine in s.state.battlefield and s.obj(mine).damage == 0


# -- Kindred Charge: copies of the chosen type, hasty, exiled at the next end step (603.7) ----

def test_kindred_charge_copies_each_creature_of_the_chosen_type_CR_707_2_and_603_7() -> None:
    """Choosing Vampire: a token copy of each Vampire A controls (not of the Bear, not of B's
    Vampire), each with haste; at the beginning of the end step they are exiled."""
    s = game("Kindred Charge")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Kindred Charge")
    s.put(A, "Vampire Nighthawk")
    s.put(A, "Vampire Nighthawk")
    s.put(A, "Grizzly Bears")
    s.put(B, "Vampire Nighthawk")
    s.start()
    s.cast(A, "Kindred Charge")
    s.then("creature type", "Vampire")
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert sorted(o.card.name for o in tokens) == ["Vampire Nighthawk"] * 2
    assert all(s.controller(o.id) == A and "haste" in s.keywords(o.id) for o in tokens)
    s.to_step("end")
    s.then("order_triggers", (0, 1))  # one delayed exile for each token (603.3b)
    s.resolve()
    assert not [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(s.ids("Vampire Nighthawk", "battlefield")) == 3


# -- Synthetic Destiny: "that many" fixed as the delayed trigger is made (CR 603.7) -----------

def test_synthetic_destiny_returns_that_many_creatures_at_the_end_step_CR_603_7() -> None:
    """Two creatures exiled; at the beginning of the next end step A reveals until two
    creature cards are revealed (a land between them) and puts them onto the battlefield;
    the land stays in the library, which is shuffled."""
    destiny = real("Synthetic Destiny")
    (spell,) = destiny.abilities
    assert isinstance(spell, m.SpellAbility)
    assert isinstance(spell.effects[1], m.DelayedTrigger)
    s = game("Synthetic Destiny")
    s.lands(A, "Island", 6)
    s.hand(A, "Synthetic Destiny")
    s.put(A, "Grizzly Bears")
    s.put(A, "Hill Giant")
    s.put(B, "Serra Angel")
    s.library_top(A, "Savannah Lions")
    s.library_top(A, "Forest")
    s.library_top(A, "Serra Angel")
    s.start()
    s.cast(A, "Synthetic Destiny")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile" and s.zone_of("Hill Giant") == "exile"
    assert len(s.ids("Serra Angel", "battlefield")) == 1  # B's is not A's to exile
    library = len(s.state.players[A].zones["library"])
    s.to_step("end")
    s.resolve()
    mine = [o for o in s.state.battlefield if s.controller(o) == A
            and "Creature" in chars(s.state, s.obj(o)).types]
    assert sorted(s.obj(o).card.name for o in mine) == ["Savannah Lions", "Serra Angel"]
    assert len(s.state.players[A].zones["library"]) == library - 2
    assert "Forest" in [s.obj(o).card.name for o in s.state.players[A].zones["library"]]


# -- Necromantic Selection: one of the destroyed cards, a black Zombie too (CR 608.2c, 613) ---

def test_necromantic_selection_takes_one_destroyed_creature_card_CR_608_2c() -> None:
    """Every creature is destroyed; A returns B's Serra Angel (put into a graveyard this way)
    under A's control, a black Zombie Angel in addition to its white; the token that died
    is no card to return; the spell exiles itself."""
    s = game("Necromantic Selection")
    s.lands(A, "Swamp", 7)
    s.hand(A, "Necromantic Selection")
    s.put(A, "Grizzly Bears")
    s.put(B, "Serra Angel")
    s.put(B, "Hill Giant")
    s.start()
    s.game.create_token(m.TokenSpec("Soldier", subtypes=("Soldier",), colors=("W",),
                                    power=1, toughness=1), B)
    s.cast(A, "Necromantic Selection")
    decision_seen: list[tuple[object, ...]] = []

    def pick_angel() -> int:
        decision = s.pending
        assert decision is not None and decision.tag == "resolve.choice"
        decision_seen.append(tuple(decision.options))
        return next(o for o in decision.options if s.obj(o).card.name == "Serra Angel")

    with pytest.raises(Unanswered):
        s.resolve()
    s.apply(A, pick_angel())
    s.resolve()
    assert len(decision_seen[0]) == 3  # Bears, Angel, Giant: not the token
    angel = s.id("Serra Angel")
    c = chars(s.state, s.obj(angel))
    assert s.controller(angel) == A and s.obj(angel).owner == B
    assert c.colors == {"W", "B"} and {"Zombie", "Angel"} <= set(c.subtypes)
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.zone_of("Hill Giant") == "graveyard"
    assert s.zone_of("Necromantic Selection") == "exile"


# -- the damage exchange of Karplusan Yeti and Vein Drinker (CR 608.2c) -----------------------

def test_damage_exchange_each_deals_damage_equal_to_its_power_CR_608_2c() -> None:
    """Karplusan Yeti (3/3): "{T}: ~ deals damage equal to its power to target creature.
    That creature deals damage equal to its power to ~." — the Hill Giant (3/3) dies, the
    Yeti is dealt 3 and dies too; Vein Drinker's first ability is the same sentence."""
    yeti = real("Karplusan Yeti")
    ability = next(a for a in yeti.abilities if isinstance(a, m.ActivatedAbility))
    (exchange,) = ability.effects
    assert exchange.KIND == "damage_exchange"
    drinker = compiled("Vein Drinker")
    assert drinker.failures == () and drinker.supported  # its trigger: test_damage_record.py
    s = game("Karplusan Yeti")
    s.put(A, "Karplusan Yeti")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.activate(A, "Karplusan Yeti", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard" and s.zone_of("Karplusan Yeti") == "graveyard"


# -- every card of this list in a generated game with random bots (magic.md §2, §3) ---------

S4_SPELLS = ("Street Spasm", "Naya Charm", "One Dozen Eyes", "Magus of the Arena",
             "Ezuri's Predation", "Caller of the Pack", "Verdant Confluence",
             "Ninja of the Deep Hours", "Broodbirth Viper", "Rapid Hybridization",
             "Synthetic Destiny", "Dread Return", "Necromantic Selection", "Victimize",
             "Vampire Hexmage", "Skirsdag High Priest", "Aether Snap", "Blood Tribute",
             "Captivating Vampire", "Bloodline Necromancer", "Kindred Charge",
             "Fell the Mighty", "Return to Dust")


@pytest.mark.parametrize("name", S4_SPELLS)
def test_generated_game_for_each_precon_spell_card(name: str) -> None:
    """CR 601.2 / 602.2: each card is supported, cast or activated with random legal choices,
    and the game keeps its invariants for a hundred and fifty random actions."""
    from tests.oracle.test_generated_games import run_generated

    # Victimize needs two creature cards in its caster's graveyard
    run_generated(name, real(name), ("Serra Angel",) if name == "Victimize" else ())
