"""Issue 29 (h9-kw): named keyword mechanics and cards the support verdict refused, each played
from the real Oracle text of a real card compiled by the Oracle compiler (``card()`` asserts it
is supported and renders back to its Oracle text), asserting what the text says happens."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate, Cast
from cardtable.games.magic.model.levelers import LEVEL, level_condition, level_range
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import card, scenario

# -- level up and leveler cards (CR 702.87a, 711.2) ----------------------------------------------


def _activations(s: Scenario, source: int, mana: bool = False) -> list[Activate]:
    """The abilities of ``source`` A may activate now (its mana abilities when ``mana``)."""
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    return [o for o in decision.options if isinstance(o, Activate) and o.source == source
            and bool(o.symbol) == mana]


def test_cr_702_87a_level_up_puts_a_level_counter_as_a_sorcery() -> None:
    """Caravan Escort: "Level up {2} ({2}: Put a level counter on this. Level up only as a
    sorcery.)" — A pays {2} in A's main phase and the Escort gets one level counter."""
    s = scenario("Caravan Escort")
    escort = s.put(A, "Caravan Escort")
    lands = s.lands(A, "Plains", 2)
    s.start()
    s.activate(A, "Caravan Escort")
    s.resolve()
    assert s.obj(escort).counters.get(LEVEL) == 1
    assert all(s.obj(land).tapped for land in lands)


def test_cr_702_87a_level_up_is_refused_at_instant_speed() -> None:
    """"Level up only as a sorcery": in B's turn A may not level up the Escort (CR 307.1)."""
    s = scenario("Caravan Escort")
    escort = s.put(A, "Caravan Escort")
    s.lands(A, "Plains", 2)
    s.start(active=B)
    s.pass_priority()  # B passes in B's main phase: A has priority, the stack empty
    error = s.refused(A, Activate(escort, 0, "Caravan Escort"))
    assert error
    assert s.obj(escort).counters.get(LEVEL, 0) == 0


def test_cr_711_2a_caravan_escort_levels_set_its_base_power_and_toughness() -> None:
    """Caravan Escort (printed 1/1): "LEVEL 1-4 2/2", "LEVEL 5+ 5/5 First strike" — with no
    level counter it is 1/1 (711.5); with 1 and with 4 it is 2/2 without first strike; with 5
    and with 9 it is 5/5 with first strike (711.2b)."""
    s = scenario("Caravan Escort")
    by_level = {n: s.put(A, "Caravan Escort", counters={LEVEL: n} if n else None)
                for n in (0, 1, 4, 5, 9)}
    s.start()
    assert s.pt(by_level[0]) == (1, 1)
    for n in (1, 4):
        assert s.pt(by_level[n]) == (2, 2)
        assert "first_strike" not in s.keywords(by_level[n])
    for n in (5, 9):
        assert s.pt(by_level[n]) == (5, 5)
        assert "first_strike" in s.keywords(by_level[n])


def test_cr_711_2a_levelling_up_crosses_a_threshold_during_the_game() -> None:
    """Joraga Treespeaker (printed 1/1): "LEVEL 1-4 1/2 {T}: Add {G}{G}." — at level 0 it has
    no mana ability; one level up later it is 1/2 and taps for {G}{G}."""
    s = scenario("Joraga Treespeaker")
    elf = s.put(A, "Joraga Treespeaker")
    s.lands(A, "Forest", 2)
    s.start()
    assert s.pt(elf) == (1, 1)
    assert not _activations(s, elf, mana=True)
    s.activate(A, "Joraga Treespeaker")
    s.resolve()
    assert s.obj(elf).counters.get(LEVEL) == 1
    assert s.pt(elf) == (1, 2)
    mana = _activations(s, elf, mana=True)
    assert len(mana) == 1  # the mana ability the level grants
    s.apply(A, mana[0])
    assert s.state.players[A].pool.get("G", 0) == 2


def test_cr_711_2b_brimstone_mage_deals_the_damage_of_its_level() -> None:
    """Brimstone Mage: "LEVEL 1-2 2/3 {T}: ~ deals 1 damage to any target." and "LEVEL 3+ 2/4
    {T}: ~ deals 3 damage to any target." — at level 3 its tap ability deals 3 to B, and the
    level 1-2 ability is gone (the ranges do not overlap, 711.2a)."""
    s = scenario("Brimstone Mage")
    mage = s.put(A, "Brimstone Mage", counters={LEVEL: 3})
    s.start()
    assert s.pt(mage) == (2, 4)
    options = _activations(s, mage)
    assert len(options) == 1  # no mana for level up: the level 3+ damage ability only
    s.activate(A, "Brimstone Mage", options[0].index, targets=["p1"])
    s.resolve()
    assert s.life(B) == 17


def test_cr_711_2_level_symbols_render_back_and_read_back() -> None:
    """The symbols are conditions on the creature's own level counters: "LEVEL 2-3" is 2 to 3,
    "LEVEL 4+" is 4 or more; every leveler with only readable striations is supported."""
    assert level_range(level_condition(2, 3)) == (2, 3)
    assert level_range(level_condition(4, None)) == (4, None)
    for name in ("Beastbreaker of Bala Ged", "Coralhelm Commander", "Hada Spy Patrol",
                 "Lighthouse Chronologist", "Kargan Dragonlord", "Student of Warfare"):
        assert card(name).abilities


# -- "If this spell was kicked, instead …" (CR 702.33d, 702.33g, 608.2c) ------------------------


def test_cr_702_33d_bloodchiefs_thirst_kicked_destroys_a_bigger_creature() -> None:
    """Bloodchief's Thirst: "Destroy target creature or planeswalker with mana value 2 or less.
    If this spell was kicked, instead destroy target creature or planeswalker." — kicked (A pays
    {B} and {2}{B}), it destroys B's Serra Angel (mana value 5)."""
    s = scenario("Bloodchief's Thirst")
    angel = s.put(B, "Serra Angel")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Bloodchief's Thirst")
    s.start()
    s.cast(A, "Bloodchief's Thirst", kicker=True, targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"


def test_cr_702_33d_bloodchiefs_thirst_unkicked_may_not_target_the_angel() -> None:
    """Unkicked, only a creature or planeswalker with mana value 2 or less is a legal target:
    B's Grizzly Bears is destroyed, and the Serra Angel is not offered."""
    s = scenario("Bloodchief's Thirst")
    s.put(B, "Serra Angel")
    bears = s.put(B, "Grizzly Bears")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Bloodchief's Thirst")
    s.start()
    s.cast(A, "Bloodchief's Thirst", kicker=False, targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Serra Angel") == "battlefield"


def test_cr_702_33d_maddening_cacophony_mills_by_its_kick() -> None:
    """Maddening Cacophony: "Each opponent mills eight cards. If this spell was kicked, instead
    each opponent mills half their library, rounded up." — of B's 21 cards, unkicked mills 8,
    kicked mills 11 (half of 21, rounded up)."""
    for kicked, left in ((False, 13), (True, 10)):
        s = scenario("Maddening Cacophony", library=21)
        s.lands(A, "Island", 6)
        s.hand(A, "Maddening Cacophony")
        s.start()
        s.cast(A, "Maddening Cacophony", kicker=kicked)
        s.resolve()
        assert len(s.state.zone(B, "library")) == left, kicked


def test_cr_601_2c_blood_beckoning_kicked_returns_two_cards() -> None:
    """Blood Beckoning: "Return target creature card from your graveyard to your hand. If this
    spell was kicked, instead return two target creature cards from your graveyard to your
    hand." — kicked, A chooses the two targets only and both return."""
    s = scenario("Blood Beckoning")
    bears = s.graveyard(A, "Grizzly Bears")
    angel = s.graveyard(A, "Serra Angel")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Blood Beckoning")
    s.start()
    s.cast(A, "Blood Beckoning", kicker=True, targets=[(bears, angel)])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand" and s.zone_of("Serra Angel") == "hand"


# -- an intervening "if" of two conditions (CR 603.4): "if you control an X and a Y" ------------


def test_cr_603_4_kami_of_terrible_secrets_needs_both_an_artifact_and_an_enchantment() -> None:
    """Kami of Terrible Secrets: "When ~ enters, if you control an artifact and an enchantment,
    you draw a card and you gain 1 life." — with Sol Ring alone nothing happens; with Sol Ring
    and Glorious Anthem A draws a card and gains 1 life."""
    for also_enchantment, drawn, gained in ((False, 0, 0), (True, 1, 1)):
        s = scenario("Kami of Terrible Secrets")
        s.put(A, "Sol Ring")
        if also_enchantment:
            s.put(A, "Glorious Anthem")
        s.lands(A, "Swamp", 4)
        s.hand(A, "Kami of Terrible Secrets")
        s.start()
        hand = s.hand_size(A)
        s.cast(A, "Kami of Terrible Secrets")
        s.resolve()
        s.resolve()
        assert s.zone_of("Kami of Terrible Secrets") == "battlefield"
        assert s.hand_size(A) == hand - 1 + drawn
        assert s.life(A) == 20 + gained


def test_cr_603_4_dega_sanctuary_gains_four_with_black_and_red() -> None:
    """Dega Sanctuary: "At the beginning of your upkeep, if you control a black or red
    permanent, you gain 2 life. If you control a black permanent and a red permanent, you gain 4
    life instead." — a black creature alone: +2; a black and a red creature: +4."""
    for red, gained in ((False, 2), (True, 4)):
        s = scenario("Dega Sanctuary")
        s.put(A, "Dega Sanctuary")
        s.put(A, "Nantuko Shade")
        if red:
            s.put(A, "Rakeclaw Gargantuan")
        s.start(active=B)
        s.to_step("upkeep", active=A)
        s.resolve()
        assert s.life(A) == 20 + gained, red


# -- protection and hexproof from a quality (CR 702.16a, 702.16g, 702.11d) -----------------------


def _bolt_targets(s: Scenario, caster: int, spell: str = "Lightning Bolt") -> list[object]:
    """``caster`` casts ``spell`` (Lightning Bolt): the targets offered ("any target")."""
    decision = s.pending
    assert decision is not None and decision.player == caster
    cast = next(o for o in decision.options if isinstance(o, Cast) and o.name == spell)
    s.apply(caster, cast)
    target = s.pending
    assert target is not None and target.tag == "cast.target"
    return list(target.options)


def test_cr_702_16a_hexdrinker_at_level_3_has_protection_from_instants() -> None:
    """Hexdrinker: "LEVEL 3-7 4/4 Protection from instants" — at level 3 B's Lightning Bolt
    can't target it (702.16b) while B's Bolt may still target A's Grizzly Bears; at level 0 the
    Bolt may target it."""
    for level, offered in ((3, False), (0, True)):
        s = scenario("Hexdrinker")
        drinker = s.put(A, "Hexdrinker", counters={LEVEL: level} if level else None)
        bears = s.put(A, "Grizzly Bears")
        s.lands(B, "Mountain", 1)
        s.hand(B, "Lightning Bolt")
        s.start(active=B)
        targets = _bolt_targets(s, B)
        assert (drinker in targets) == offered and bears in targets


def test_cr_702_16a_guardian_of_the_guildpact_protection_from_monocolored() -> None:
    """Guardian of the Guildpact: "Protection from monocolored" — the mono-red Lightning Bolt
    can't target it, even its own controller's."""
    s = scenario("Guardian of the Guildpact")
    guardian = s.put(A, "Guardian of the Guildpact")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    assert guardian not in _bolt_targets(s, A)


def test_cr_702_11d_general_ferrous_hexproof_from_monocolored_is_only_against_opponents() -> None:
    """General Ferrous Rokiric: "Hexproof from monocolored" — B's Lightning Bolt can't target
    it; A's own Bolt can (hexproof is about opponents' spells, 702.11d)."""
    for caster, offered in ((B, False), (A, True)):
        s = scenario("General Ferrous Rokiric")
        general = s.put(A, "General Ferrous Rokiric")
        s.lands(caster, "Mountain", 1)
        s.hand(caster, "Lightning Bolt")
        s.start(active=caster)
        assert (general in _bolt_targets(s, caster)) == offered


def test_cr_702_16e_harbinger_of_spring_cant_be_blocked_by_non_spirits() -> None:
    """Harbinger of Spring: "Protection from non-Spirit creatures" — attacking, it can't be
    blocked by B's Grizzly Bears (a Bear, 702.16e): B is not even asked, and takes 2."""
    s = scenario("Harbinger of Spring")
    harbinger = s.put(A, "Harbinger of Spring")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({harbinger: "p1"})
    s.to_step("main2")  # strict: a block question for B would fail the scenario
    assert s.life(B) == 18
    assert s.zone_of("Grizzly Bears") == "battlefield" and not s.obj(bears).tapped


def test_cr_702_16g_lists_of_qualities_render_back() -> None:
    """"Protection from blue, from black, and from red" (Oversoul of Dusk), "protection from
    Demons and from Dragons" (Baneslayer Angel), "hexproof from planeswalkers" (Eradicator
    Valkyrie) and the other qualities compile and render back to their Oracle lines."""
    for name in ("Oversoul of Dusk", "Baneslayer Angel", "Eradicator Valkyrie", "Elite Inquisitor",
                 "Ronom Hulk", "Tsabo Tavoc", "Sigrid, God-Favored", "Mistmeadow Skulk",
                 "Sporeweb Weaver", "Shoreline Raider", "Kitsune Riftwalker",
                 "Steelclaw Lance", "Ceremonial Groundbreaker"):
        assert card(name).abilities, name


# -- "Cumulative upkeep {W} or {U}" (CR 702.24a): either symbol for each age counter ------------


def test_cr_702_24a_jotun_owl_keeper_pays_white_and_blue_for_two_counters() -> None:
    """Jötun Owl Keeper: "Cumulative upkeep {W} or {U}" — with one age counter, A's upkeep
    adds a second; A pays one Plains and one Island (a {W} and a {U}, one for each counter) and
    the Owl Keeper stays; with only a Plains it can't be paid and is sacrificed, its dies
    trigger making a Bird for each of its 2 age counters."""
    for lands, stays in ((("Plains", "Island"), True), (("Plains",), False)):
        s = scenario("Jötun Owl Keeper")
        keeper = s.put(A, "Jötun Owl Keeper", counters={"age": 1})
        for land in lands:
            s.lands(A, land, 1)
        s.start(active=B, step="end")
        s.strict = False
        s.then("cumulative upkeep", True)
        s.to_step("upkeep", active=A)
        s.resolve()
        s.resolve()
        if stays:
            assert s.obj(keeper).counters["age"] == 2 and s.zone_of("Jötun Owl Keeper") == \
                "battlefield"
            assert all(s.obj(i).tapped for i in s.ids("Plains") + s.ids("Island"))
        else:
            assert s.zone_of("Jötun Owl Keeper") == "graveyard"
            assert len(s.ids("Bird", "battlefield")) == 2


def test_cr_702_16g_kitsune_riftwalker_protection_from_arcane() -> None:
    """Kitsune Riftwalker: "Protection from Spirits and from Arcane" — B's Glacial Ray (an
    Arcane instant) can't target it, and may target A's Grizzly Bears."""
    s = scenario("Kitsune Riftwalker", "Glacial Ray")
    rift = s.put(A, "Kitsune Riftwalker")
    bears = s.put(A, "Grizzly Bears")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Glacial Ray")
    s.start(active=B)
    targets = _bolt_targets(s, B, "Glacial Ray")
    assert rift not in targets and bears in targets


# -- "Equip [quality] [cost]" (CR 702.6c, 702.6d) -------------------------------------------------


def test_cr_702_6c_blackblade_reforged_equips_a_legendary_creature_for_three() -> None:
    """Blackblade Reforged: "Equip legendary creature {3}" and "Equip {7}" — with three
    Swamps only the {3} equip can be paid, and it may target A's legendary Anowon but not A's
    Grizzly Bears; attached, Anowon gets +1/+1 for each of A's three lands."""
    s = scenario("Blackblade Reforged")
    blade = s.put(A, "Blackblade Reforged")
    anowon = s.put(A, "Anowon, the Ruin Sage")
    s.put(A, "Grizzly Bears")
    s.lands(A, "Swamp", 3)
    s.start()
    equips = _activations(s, blade)
    assert len(equips) == 1  # Equip {7} can't be paid
    s.apply(A, equips[0])
    target = s.pending
    assert target is not None and list(target.options) == [anowon]
    s.apply(A, anowon)
    s.resolve()
    assert s.obj(blade).attached_to == anowon
    assert s.pt(anowon) == (4 + 3, 3 + 3)


# -- "Reinforce X—{X}{W}{W}" (CR 702.77a) ---------------------------------------------------------


def test_cr_702_77a_swell_of_courage_reinforces_with_the_x_paid() -> None:
    """Swell of Courage: "Reinforce X—{X}{W}{W} ({X}{W}{W}, Discard this card: Put X +1/+1
    counters on target creature.)" — from A's hand, X=2 paid with four Plains: A's Grizzly Bears
    gets two +1/+1 counters and the card is in A's graveyard."""
    s = scenario("Swell of Courage")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 4)
    s.hand(A, "Swell of Courage")
    s.start()
    s.activate(A, "Swell of Courage", x=2, targets=[bears])
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 2 and s.pt(bears) == (4, 4)
    assert s.zone_of("Swell of Courage") == "graveyard"
