"""Rules errors of issue 26, each fixed as a class, on real cards compiled from their Oracle
text: simultaneous events (CR 603.10a, 603.2, 704.3), the commander's zone-change
replacement (903.9b, 614.6), cards that compiled but played wrong, costs of activated abilities
(602.2b, 605.3b), what applies as a permanent enters (614.12)."""

from __future__ import annotations

from cardtable.games.magic.actions import Pass
from cardtable.games.magic.layers import chars
from tests.magic.compiled import with_cards
from tests.magic.dsl import A, B, Scenario


def _settle(s: Scenario, target: str = "p1") -> int:
    """Pass until the stack and pending triggers are empty; every trigger is ordered as
    offered and every target is ``target``. Returns how many triggered abilities went on the
    stack."""
    seen = 0
    for _ in range(500):
        s._drain()
        d = s.pending
        if d is None:
            break
        if d.tag == "order_triggers":
            s.apply(d.player, tuple(d.options))
        elif d.tag == "cast.target":
            s.apply(d.player, target if target in d.options else d.options[0])
        elif d.tag == "priority":
            if not s.state.stack and not s.state.triggers:
                break
            s.apply(d.player, Pass())
        else:
            raise AssertionError(f"unexpected decision {d!r}")
    seen = len([e for e in s.events("trigger")])
    return seen


# -- 1. Simultaneous events ------------------------------------------------------------------


def test_cr_603_10a_wrath_of_god_blood_artist_triggers_once_per_creature() -> None:
    """Wrath of God destroys five creatures and Blood Artist at once: Blood Artist looks back
    and triggers for each of the six (itself and the five others), wherever it stood in the
    battlefield's order (603.10a, 603.2)."""
    for artist_at in (0, 3, 5):
        s = with_cards(Scenario, "Wrath of God", "Blood Artist")
        for i in range(6):
            if i == artist_at:
                s.put(A, "Blood Artist")
            else:
                s.put(B if i % 2 else A, "Grizzly Bears")
        s.lands(A, "Plains", 4)
        s.hand(A, "Wrath of God")
        s.start()
        s.cast(A, "Wrath of God")
        assert _settle(s) == 6, artist_at
        assert s.life(B) == 20 - 6 and s.life(A) == 20 + 6
        assert not s.ids("Grizzly Bears", "battlefield")


def test_cr_603_2_each_player_sacrifices_at_once() -> None:
    """Innocent Blood: each player sacrifices a creature — one event. A sacrifices Blood
    Artist, B a Bears: Blood Artist sees both die whichever player's went first."""
    s = with_cards(Scenario, "Innocent Blood", "Blood Artist")
    s.put(B, "Grizzly Bears")
    s.put(A, "Blood Artist")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Innocent Blood")
    s.start()
    s.cast(A, "Innocent Blood")
    assert _settle(s) == 2
    assert s.life(B) == 18
    assert s.zone_of("Blood Artist") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_603_10a_evacuation_bounces_all_in_one_move_each() -> None:
    """Evacuation returns every creature at once (one move per creature, straight to its
    owner's hand)."""
    s = with_cards(Scenario, "Evacuation")
    s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Island", 5)
    s.hand(A, "Evacuation")
    s.start()
    s.cast(A, "Evacuation")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"
    assert s.hand_size(A) == 1 and s.hand_size(B) == 1
    moves = [dict(e.data) for e in s.events("move") if dict(e.data).get("cause") == "bounce"]
    assert len(moves) == 2


# -- 4. Costs of activated abilities ---------------------------------------------------------


def test_cr_602_2b_mind_stone_pays_its_generic_mana_from_another_source() -> None:
    """Mind Stone's "{1}, {T}, Sacrifice ~: Draw a card" with an empty pool: the {1} is paid
    by tapping the land (601.2g–h) — Mind Stone cannot tap for its own {1} while its {T} is
    part of the cost — then it is tapped and sacrificed and the card is drawn."""
    s = with_cards(Scenario, "Mind Stone")
    s.put(A, "Mind Stone")
    land = s.put(A, "Wastes")
    s.library_top(A, "Island")
    s.start()
    s.activate(A, "Mind Stone", 1)
    s.resolve()
    assert s.obj(land).tapped
    assert s.zone_of("Mind Stone") == "graveyard"
    assert s.hand_size(A) == 1
    assert s.state.players[A].pool.get("C", 0) == 0


def test_cr_602_2b_mind_stone_alone_cannot_pay_for_itself() -> None:
    """With no other source, the {1} cannot be paid: the draw ability is not offered."""
    s = with_cards(Scenario, "Mind Stone")
    s.put(A, "Mind Stone")
    s.start()
    assert s.pending is not None
    draws = [o for o in s.pending.options if getattr(o, "name", "") == "Mind Stone"
             and getattr(o, "index", -1) == 1]
    assert draws == []


def test_cr_605_3b_ashnods_altar_sacrifices_before_it_makes_mana() -> None:
    """Ashnod's Altar: "Sacrifice a creature: Add {C}{C}" — the creature is sacrificed as the
    cost (118.3), then the mana is added; with no creature left it is not offered again."""
    s = with_cards(Scenario, "Ashnod's Altar")
    s.put(A, "Ashnod's Altar")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Ashnod's Altar", sacrifice=[bears])
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.state.players[A].pool.get("C", 0) == 2
    assert not s.state.stack  # a mana ability: no stack (605.3a)
    assert s.pending is not None and s.pending.tag == "priority" and s.pending.player == A
    assert not [o for o in s.pending.options if getattr(o, "name", "") == "Ashnod's Altar"]


def test_cr_605_3b_phyrexian_altar_sacrifices_for_one_mana_of_any_color() -> None:
    """Phyrexian Altar: the creature goes, one mana of the chosen colour comes."""
    s = with_cards(Scenario, "Phyrexian Altar")
    s.put(A, "Phyrexian Altar")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    assert s.pending is not None
    red = next(o for o in s.pending.options if getattr(o, "name", "") == "Phyrexian Altar"
               and o.symbol == "R")
    s.apply(A, red)
    s.then("cast.sacrifice", (bears,))
    s._drain()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.state.players[A].pool == {"R": 1}


def test_cr_605_3b_talisman_deals_its_damage() -> None:
    """Talisman of Dominance's "{T}: Add {U} or {B}. ~ deals 1 damage to you.": the mana
    ability does all it says as it resolves — the damage too."""
    s = with_cards(Scenario, "Talisman of Dominance")
    s.put(A, "Talisman of Dominance")
    s.start()
    assert s.pending is not None
    blue = next(o for o in s.pending.options if getattr(o, "name", "") ==
                "Talisman of Dominance" and o.index == 1 and o.symbol == "U")
    s.apply(A, blue)
    assert s.state.players[A].pool == {"U": 1}
    assert s.life(A) == 19


# -- 5. What applies as a permanent enters -----------------------------------------------------


def _play_cove(blood_moon: bool) -> Scenario:
    s = with_cards(Scenario, "Blood Moon", "Tranquil Cove")
    if blood_moon:
        s.put(B, "Blood Moon")
    s.hand(A, "Tranquil Cove")
    s.start()
    s.play_land(A, "Tranquil Cove")
    s.resolve()
    return s


def test_cr_614_12_blood_moon_nonbasic_land_enters_untapped() -> None:
    """Under Blood Moon a nonbasic land is a Mountain with no other abilities (305.7): its
    own "~ enters tapped" is checked on the land as it would exist on the battlefield
    (614.12), so it enters untapped — and its "When ~ enters, you gain 1 life" never
    triggers. Without Blood Moon it enters tapped and A gains 1."""
    s = _play_cove(blood_moon=True)
    cove = s.id("Tranquil Cove")
    assert not s.obj(cove).tapped
    assert s.life(A) == 20
    assert "Mountain" in chars(s.state, s.obj(cove)).subtypes
    plain = _play_cove(blood_moon=False)
    assert plain.obj(plain.id("Tranquil Cove")).tapped
    assert plain.life(A) == 21


# -- 3. Cards that compiled but played wrong -------------------------------------------------
# "colorless" / "multicolored" / "monocolored" are colour words in a filter (CR 105.2a–c), not
# creature subtypes.


def test_cr_105_2c_herald_of_kozilek_colorless_spells_cost_less() -> None:
    """Herald of Kozilek: "Colorless spells you cast cost {1} less": Mind Stone ({2}) is cast
    with one land; a coloured spell is not reduced."""
    s = with_cards(Scenario, "Herald of Kozilek", "Mind Stone")
    s.put(A, "Herald of Kozilek")
    land = s.put(A, "Wastes")
    s.hand(A, "Mind Stone")
    s.hand(A, "Grizzly Bears")
    s.start()
    assert s.pending is not None
    castable = {getattr(o, "name", "") for o in s.pending.options}
    assert "Mind Stone" in castable and "Grizzly Bears" not in castable
    s.cast(A, "Mind Stone")
    s.resolve()
    assert s.obj(land).tapped and s.zone_of("Mind Stone") == "battlefield"


def test_cr_105_2b_glass_of_the_guildpact_pumps_only_multicolored() -> None:
    """Glass of the Guildpact: "Multicolored creatures you control get +1/+1"."""
    s = with_cards(Scenario, "Glass of the Guildpact", "Watchwolf")
    s.put(A, "Glass of the Guildpact")
    wolf = s.put(A, "Watchwolf")
    bears = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Watchwolf")
    assert s.pt(wolf) == (4, 4)
    assert s.pt(bears) == (2, 2)
    assert s.pt(theirs) == (3, 3)


def test_cr_105_2c_awe_for_the_guilds_monocolored_cant_block() -> None:
    """Awe for the Guilds: "Monocolored creatures can't block this turn": B's Bears may not
    block, B's (two-coloured) Watchwolf may."""
    s = with_cards(Scenario, "Awe for the Guilds", "Watchwolf")
    attacker = s.put(A, "Grizzly Bears")
    bears = s.put(B, "Grizzly Bears")
    wolf = s.put(B, "Watchwolf")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Awe for the Guilds")
    s.start()
    s.cast(A, "Awe for the Guilds")
    s.resolve()
    s.attack({attacker: "p1"})
    s._drain()
    while s.pending is not None and s.pending.tag == "priority":
        s.pass_priority()
    assert s.pending is not None and s.pending.tag == "combat.block"
    assert tuple(s.pending.options) == (wolf,)
    assert bears not in s.pending.options
    s.apply(B, ())


def test_cr_611_3a_soltari_lancer_first_strike_once_attackers_are_declared() -> None:
    """Soltari Lancer "has first strike as long as it's attacking": the condition is checked
    continuously (611.3a, 613) — it has first strike from the declaration of attackers on,
    not before, and not after combat."""
    s = with_cards(Scenario, "Soltari Lancer")
    lancer = s.put(A, "Soltari Lancer")
    s.start()
    assert "first_strike" not in s.keywords(lancer)
    s.attack({lancer: "p1"})
    s._drain()
    assert s.state.attackers == {lancer: "p1"}
    assert "first_strike" in s.keywords(lancer)
    s.to_step("main2")
    assert not s.state.attackers
    assert "first_strike" not in s.keywords(lancer)
    assert s.life(B) == 18


def test_cr_611_3a_serra_ascendant_rechecked_when_life_changes() -> None:
    """Serra Ascendant gets +5/+5 and flying "as long as you have 30 or more life": gaining
    the 30th life point changes it at once, whatever changed the life total."""
    s = with_cards(Scenario, "Serra Ascendant")
    ascendant = s.put(A, "Serra Ascendant")
    s.set_life(A, 29)
    assert s.pt(ascendant) == (1, 1)
    s.game.gain_life(A, 1)
    assert s.pt(ascendant) == (6, 6) and "flying" in s.keywords(ascendant)
    s.state.players[A].life -= 1
    assert s.pt(ascendant) == (1, 1)


def test_cr_107_4f_phyrexian_activation_offered_without_that_colour() -> None:
    """Moltensteel Dragon's "{R/P}: ~ gets +1/+0 until end of turn" with no red source: the
    ability is offered (602.2b) and paid with 2 life (107.4f)."""
    s = with_cards(Scenario, "Moltensteel Dragon")
    dragon = s.put(A, "Moltensteel Dragon")
    s.put(A, "Island")
    s.start()
    s.then("cast.phyrexian", (0,))
    s.activate(A, "Moltensteel Dragon")
    s.resolve()
    assert s.life(A) == 18
    assert s.pt(dragon) == (5, 4)
    s.done()


def test_cr_107_4f_phyrexian_activation_not_offered_below_2_life() -> None:
    """At 1 life and with no red source the {R/P} cannot be paid: not offered (119.4)."""
    s = with_cards(Scenario, "Moltensteel Dragon")
    s.put(A, "Moltensteel Dragon")
    s.set_life(A, 1)
    s.start()
    assert s.pending is not None
    assert not [o for o in s.pending.options if getattr(o, "name", "") == "Moltensteel Dragon"]


def test_cr_601_2f_worldsoul_colossus_x_counts_convoke() -> None:
    """Worldsoul Colossus ({X}{G}{W}, convoke) with a Forest, a Plains and three untapped
    creatures: X may be 3 (601.2f–h: X's maximum counts every way to pay, 702.51a); cast with
    X=3 convoking all three, it enters with three +1/+1 counters."""
    s = with_cards(Scenario, "Worldsoul Colossus")
    bears = [s.put(A, "Grizzly Bears") for _ in range(3)]
    s.put(A, "Forest")
    s.put(A, "Plains")
    s.hand(A, "Worldsoul Colossus")
    s.start()
    s.cast(A, "Worldsoul Colossus", x=3, convoke=bears)
    s.resolve()
    colossus = s.id("Worldsoul Colossus")
    assert s.obj(colossus).counters == {"+1/+1": 3}
    assert all(s.obj(b).tapped for b in bears)


def test_cr_702_51a_march_of_the_multitudes_x_counts_convoke() -> None:
    """March of the Multitudes ({X}{G}{W}{W}, convoke): X's choices reach what convoke can
    pay; X=2 with two creatures tapped makes two Soldiers."""
    s = with_cards(Scenario, "March of the Multitudes")
    bears = [s.put(A, "Grizzly Bears") for _ in range(2)]
    s.put(A, "Forest")
    s.lands(A, "Plains", 2)
    s.hand(A, "March of the Multitudes")
    s.start()
    s.cast(A, "March of the Multitudes", x=2, convoke=bears)
    s.resolve()
    assert len(s.ids("Soldier", "battlefield")) == 2


def test_cr_603_2_lathril_that_many_is_the_combat_damage() -> None:
    """Lathril, Blade of the Elves: "Whenever ~ deals combat damage to a player, create that
    many 1/1 green Elf Warrior creature tokens" — "that many" is the damage the triggering
    event dealt (603.2, 608.2h), not a count of cards exiled: 2 damage, 2 Elf Warriors."""
    s = with_cards(Scenario, "Lathril, Blade of the Elves")
    lathril = s.put(A, "Lathril, Blade of the Elves")
    s.start()
    s.attack({lathril: "p1"})
    s.resolve()
    s.to_step("main2")
    assert s.life(B) == 18
    assert len(s.ids("Elf Warrior", "battlefield")) == 2


def test_cr_602_2b_mana_confluence_life_is_paid_every_time() -> None:
    """Mana Confluence's "{T}, Pay 1 life: Add one mana of any color": automatic payment
    never taps it for free (Savannah Lions is not castable from it unpaid); activated, it
    costs 1 life and adds the mana, from which the Lions are cast."""
    s = with_cards(Scenario, "Mana Confluence")
    s.put(A, "Mana Confluence")
    s.hand(A, "Savannah Lions")
    s.start()
    assert s.pending is not None
    assert not [o for o in s.pending.options if getattr(o, "name", "") == "Savannah Lions"]
    white = next(o for o in s.pending.options if getattr(o, "name", "") == "Mana Confluence"
                 and o.symbol == "W")
    s.apply(A, white)
    assert s.life(A) == 19 and s.state.players[A].pool == {"W": 1}
    s.cast(A, "Savannah Lions")
    s.resolve()
    assert s.zone_of("Savannah Lions") == "battlefield" and s.life(A) == 19


def test_cr_605_3b_painland_deals_damage_for_coloured_mana() -> None:
    """Llanowar Wastes: "{T}: Add {B} or {G}. ~ deals 1 damage to you." — the damage too."""
    s = with_cards(Scenario, "Llanowar Wastes")
    s.put(A, "Llanowar Wastes")
    s.start()
    assert s.pending is not None
    green = next(o for o in s.pending.options if getattr(o, "name", "") == "Llanowar Wastes"
                 and o.symbol == "G")
    s.apply(A, green)
    assert s.state.players[A].pool == {"G": 1} and s.life(A) == 19


def test_cr_602_2b_unpayable_activation_is_refused_and_changes_nothing() -> None:
    """Mind Stone's draw ability with no other mana source, and Ashnod's Altar with no
    creature: applying the activation anyway is refused, and the game is as it was (730.1)."""
    from cardtable.games.magic.actions import Activate

    s = with_cards(Scenario, "Mind Stone", "Ashnod's Altar")
    stone = s.put(A, "Mind Stone")
    altar = s.put(A, "Ashnod's Altar")
    s.start()
    s.refused(A, Activate(stone, 1, "Mind Stone"))
    s.refused(A, Activate(altar, 0, "Ashnod's Altar", "C"))
    assert s.zone_of("Mind Stone") == "battlefield" and not s.obj(stone).tapped


def test_cr_608_2c_hellion_eruption_that_many_counts_the_sacrificed() -> None:
    """Hellion Eruption: "Sacrifice all creatures you control, then create that many 4/4 red
    Hellion creature tokens" — "that many" is the creatures sacrificed this way (608.2c)."""
    s = with_cards(Scenario, "Hellion Eruption")
    for _ in range(3):
        s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Hellion Eruption")
    s.start()
    s.cast(A, "Hellion Eruption")
    s.resolve()
    assert len(s.ids("Hellion", "battlefield")) == 3
    assert s.graveyard_names(A).count("Grizzly Bears") == 3
    assert len(s.ids("Grizzly Bears", "battlefield")) == 1  # B's stays


def _reclaimer_mana(with_nissa: bool) -> Scenario:
    cards = ["Avid Reclaimer"] + (["Nissa, Voice of Zendikar"] if with_nissa else [])
    s = with_cards(Scenario, *cards)
    s.put(A, "Avid Reclaimer")
    if with_nissa:
        s.put(A, "Nissa, Voice of Zendikar")
    s.start()
    assert s.pending is not None
    green = next(o for o in s.pending.options if getattr(o, "name", "") == "Avid Reclaimer"
                 and getattr(o, "symbol", "") == "G")
    s.apply(A, green)
    return s


def test_cr_605_3b_a_mana_ability_decides_its_if_at_once() -> None:
    """Avid Reclaimer's "{T}: Add {G} or {U}. If you control a Nissa planeswalker, you gain 2
    life.": a mana ability's "if" is decided as it resolves, without the stack (605.3b, 608.2c)
    — 2 life with a Nissa, none without."""
    assert _reclaimer_mana(with_nissa=True).life(A) == 22
    without = _reclaimer_mana(with_nissa=False)
    assert without.life(A) == 20
    assert without.state.players[A].pool == {"G": 1}
