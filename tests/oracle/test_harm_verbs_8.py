"""EV2 of issue 29, eighth wave: damage, destroy, sacrifice, counter, copy, create, choose —
each piece from the real Oracle text of real cards (MTGJSON 2022-04-25), compiled, rendered
back, supported, and played: each test asserts what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Pass
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.text.render import render_card
from cardtable.games.magic.text.words import filter_phrase
from tests.magic.dsl import A, B, Scenario, Unanswered
from tests.oracle.conftest import card, scenario

# -- "with mana value X": exactly the X announced (CR 107.3, 601.2b-c) -------------------------

def test_exact_x_bound_renders_as_oracle_prints_it() -> None:
    flt = m.Filter(types=("Artifact",), bound_stat="mana_value",
                   bound_amount=m.Amount(kind="x"), bound_exact=True)
    assert filter_phrase(flt) == "artifact with mana value X"
    assert "Destroy target creature with mana value X." in render_card(card("Disembowel"))
    assert "Counter target spell with mana value X." in render_card(card("Spell Blast"))


def test_cr_601_2b_disembowel_offers_only_an_x_some_creature_has_and_destroys_it() -> None:
    """Disembowel: "Destroy target creature with mana value X." Grizzly Bears (2) and Hill
    Giant (4) are on the battlefield: X is offered as 2 or 4 only (an X no creature has makes
    no legal cast, 601.2b-c); with X = 4 only the Giant is a target, and it is destroyed."""
    s = scenario("Disembowel")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Disembowel")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Disembowel")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.x"
    assert set(decision.options) == {2, 4}
    s.apply(A, 4)
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target")
    offered = {o[0] if isinstance(o, tuple) else o for o in decision.options}
    assert offered == {giant}
    s.apply(A, giant if decision.tag == "cast.target" else (giant,))
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert bears in s.state.battlefield


def test_cr_107_3_spell_blast_counters_a_spell_with_mana_value_exactly_x() -> None:
    """Spell Blast: "Counter target spell with mana value X." B casts Hill Giant (4); A
    answers with X = 4 and the Giant is countered (it goes to B's graveyard)."""
    s = scenario("Spell Blast")
    s.lands(A, "Island", 5)
    s.lands(B, "Mountain", 4)
    s.hand(A, "Spell Blast")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Hill Giant")
    giant = s.state.stack[-1].obj
    s.cast(A, "Spell Blast", x=4, targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert "Hill Giant" in s.graveyard_names(B)


# -- "You choose a … card from it and exile that card." (CR 701.16a) ---------------------------

def _resolve_choice(s: Scenario) -> tuple[object, ...]:
    with pytest.raises(Unanswered):
        s.resolve()
    decision = s.pending
    assert decision is not None and decision.tag == "resolve.choice", decision
    assert decision.player == A
    return tuple(decision.options)


def test_cr_701_16a_transgress_the_mind_exiles_a_card_with_mana_value_3_or_greater() -> None:
    """Transgress the Mind: "Target player reveals their hand. You choose a card from it with
    mana value 3 or greater and exile that card. …" — B holds Hill Giant (4) and Llanowar
    Elves (1): only the Giant is offered, and it is exiled."""
    assert ("Target player reveals their hand. You choose a card from it with mana value 3 or "
            "greater and exile that card.") in render_card(card("Transgress the Mind"))
    s = scenario("Transgress the Mind")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Transgress the Mind")
    giant = s.hand(B, "Hill Giant")
    s.hand(B, "Llanowar Elves")
    s.start()
    s.cast(A, "Transgress the Mind", targets=["p1"])
    assert _resolve_choice(s) == (giant,)
    s.apply(A, (giant,))
    s.resolve()
    assert s.zone_of("Hill Giant") == "exile" and s.zone_of("Llanowar Elves") == "hand"


def test_cr_701_16a_thought_knot_seer_exiles_a_nonland_card_on_entering() -> None:
    """Thought-Knot Seer: "When ~ enters, target opponent reveals their hand. You choose a
    nonland card from it and exile that card." — B's Forest is never offered; the Counterspell
    A chooses is exiled."""
    s = scenario("Thought-Knot Seer")
    s.lands(A, "Wastes", 4)
    s.hand(A, "Thought-Knot Seer")
    counter = s.hand(B, "Counterspell")
    s.hand(B, "Forest")
    s.start()
    s.cast(A, "Thought-Knot Seer")
    s.then("target", "p1")
    assert _resolve_choice(s) == (counter,)
    s.apply(A, (counter,))
    s.resolve()
    assert s.zone_of("Counterspell") == "exile" and s.zone_of("Forest") == "hand"


# -- "target creature blocking ~ / blocking or blocked by it" (CR 509.1) -----------------------

def _targets_offered(s: Scenario) -> set[object]:
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target"), decision
    return {o[0] if isinstance(o, tuple) else o for o in decision.options}


def test_cr_509_1_godos_irregulars_pings_only_a_creature_blocking_it() -> None:
    """Godo's Irregulars: "{R}: ~ deals 1 damage to target creature blocking it." The
    Irregulars attack and B blocks with Llanowar Elves, keeping Grizzly Bears back: only the
    Elves are a legal target, and 1 damage kills them."""
    assert "{R}: ~ deals 1 damage to target creature blocking it." in render_card(
        card("Godo's Irregulars"))
    s = scenario("Godo's Irregulars")
    s.lands(A, "Mountain", 2)
    godo = s.put(A, "Godo's Irregulars")
    elves = s.put(B, "Llanowar Elves")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({godo: "p1"})
    s.block(B, {elves: godo})
    with pytest.raises(Unanswered):
        s.activate(A, "Godo's Irregulars")
    assert _targets_offered(s) == {elves}
    s.apply(A, elves if s.pending is not None and s.pending.tag == "cast.target" else (elves,))
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "graveyard"
    assert bears in s.state.battlefield


def test_cr_509_1_knight_of_dusk_has_no_target_outside_combat() -> None:
    """Knight of Dusk: "{B}{B}: Destroy target creature blocking ~." In a main phase nothing
    blocks it: the ability has no legal target and cannot be activated (601.2c, 602.2b)."""
    s = scenario("Knight of Dusk")
    s.lands(A, "Swamp", 2)
    s.put(A, "Knight of Dusk")
    s.put(B, "Grizzly Bears")
    s.start()
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    assert not any(isinstance(o, Activate) and o.name == "Knight of Dusk"
                   for o in decision.options)


def test_cr_509_1_steadfast_armasaur_hits_the_attacker_it_blocks() -> None:
    """Steadfast Armasaur: "{1}{W}, {T}: ~ deals damage equal to its toughness to target
    creature blocking or blocked by it." B's Hill Giant attacks and the Armasaur (2/3)
    blocks it: the Giant (blocked by it) is the only target, and takes 3 damage — lethal."""
    s = scenario("Steadfast Armasaur")
    s.lands(A, "Plains", 2)
    armasaur = s.put(A, "Steadfast Armasaur")
    giant = s.put(B, "Hill Giant")
    s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.attack({giant: "p0"})
    s.block(A, {armasaur: giant})
    with pytest.raises(Unanswered):
        s.activate(A, "Steadfast Armasaur")
    assert _targets_offered(s) == {giant}
    s.apply(A, giant if s.pending is not None and s.pending.tag == "cast.target" else (giant,))
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


# -- "Sacrifice ~: It deals damage equal to its power to …" (CR 113.7a, 608.2h) -----------------

def test_cr_113_7a_cinder_shade_deals_its_last_known_power_after_being_sacrificed() -> None:
    """Cinder Shade (1/1): "{B}: ~ gets +1/+1 until end of turn." and "{R}, Sacrifice ~: It
    deals damage equal to its power to target creature." Pumped twice (3/3), then sacrificed:
    the damage is its power as it last existed, 3 — Hill Giant (3/3) dies."""
    assert "{R}, Sacrifice ~: It deals damage equal to its power to target creature." in \
        render_card(card("Cinder Shade"))
    s = scenario("Cinder Shade")
    s.lands(A, "Swamp", 2)
    s.lands(A, "Mountain", 1)
    shade = s.put(A, "Cinder Shade")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.activate(A, "Cinder Shade", 0)
    s.resolve()
    s.activate(A, "Cinder Shade", 0)
    s.resolve()
    s.activate(A, "Cinder Shade", 1, targets=[giant])
    assert shade not in s.state.battlefield  # sacrificed as the cost (CR 602.2c)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


# -- "EFFECT ON ~. It gains … until end of turn." ("It" is ~, CR 608.2c) ------------------------

def test_cr_608_2c_silvar_grows_and_gains_indestructible() -> None:
    """Silvar, Devourer of the Free: "Sacrifice a Human: Put a +1/+1 counter on ~. It gains
    indestructible until end of turn." — Silvar (4/3) gets the counter and indestructible; a
    Wrath of God later that turn does not destroy it."""
    assert ("Sacrifice a Human: Put a +1/+1 counter on ~. It gains indestructible until end of "
            "turn.") in render_card(card("Silvar, Devourer of the Free"))
    s = scenario("Silvar, Devourer of the Free", "Elite Vanguard", "Wrath of God")
    silvar = s.put(A, "Silvar, Devourer of the Free")
    human = s.put(A, "Elite Vanguard")
    s.lands(A, "Plains", 4)
    s.hand(A, "Wrath of God")
    s.start()
    s.activate(A, "Silvar, Devourer of the Free", sacrifice=[human])
    s.resolve()
    assert s.obj(silvar).counters.get("+1/+1") == 1
    assert "indestructible" in s.keywords(silvar)
    s.cast(A, "Wrath of God")
    s.resolve()
    assert silvar in s.state.battlefield


def test_cr_608_2c_drudge_sentinel_taps_itself_and_gains_indestructible() -> None:
    """Drudge Sentinel: "{3}: Tap ~. It gains indestructible until end of turn." — the
    Sentinel is tapped and indestructible; Hill Giant (not named by "It") is not."""
    s = scenario("Drudge Sentinel")
    sentinel = s.put(A, "Drudge Sentinel")
    giant = s.put(A, "Hill Giant")
    s.lands(A, "Swamp", 3)
    s.start()
    s.activate(A, "Drudge Sentinel")
    s.resolve()
    assert s.obj(sentinel).tapped
    assert "indestructible" in s.keywords(sentinel)
    assert "indestructible" not in s.keywords(giant)


def test_it_after_an_effect_on_another_object_is_not_read_as_the_source() -> None:
    """"Tap target creature. It gains …" names the target, not ~: the "It"-is-~ rule refuses
    an effect whose object is not ~ (the target reading stays the grammar's own)."""
    ability = compile_line("{3}: Tap target creature. It gains flying until end of turn.",
                           "permanent_line")
    grants = [e for e in ability.effects if isinstance(e, m.GrantAbilities)]
    assert grants and all(g.on == "target:0" for g in grants)


# -- an older plural printed without "all" in a one-shot effect (CR 611.2c) ---------------------

def test_cr_611_2c_goblin_lookout_pumps_the_goblins_on_the_battlefield() -> None:
    """Goblin Lookout: "{T}, Sacrifice a Goblin: Goblin creatures get +2/+0 until end of turn."
    (printed without "all": the same creatures as "All Goblin creatures"). One Raging Goblin is
    sacrificed; the Lookout (1/2) and the other Raging Goblin (1/1) get +2/+0, on either side;
    Grizzly Bears does not."""
    assert "{T}, Sacrifice a Goblin: Goblin creatures get +2/+0 until end of turn." in \
        render_card(card("Goblin Lookout"))
    s = scenario("Goblin Lookout", "Raging Goblin")
    lookout = s.put(A, "Goblin Lookout")
    fodder = s.put(A, "Raging Goblin")
    other = s.put(B, "Raging Goblin")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Goblin Lookout", sacrifice=[fodder])
    s.resolve()
    assert fodder not in s.state.battlefield
    assert s.pt(lookout) == (3, 2)
    assert s.pt(other) == (3, 1)
    assert s.pt(bears) == (2, 2)
    s.to_step("main1", active=B)
    assert s.pt(lookout) == (1, 2) and s.pt(other) == (1, 1)


def test_cr_611_2c_dead_of_winter_shrinks_nonsnow_creatures_by_the_snow_count() -> None:
    """Dead of Winter: "All nonsnow creatures get -X/-X until end of turn, where X is the number
    of snow permanents you control." ("all" printed before a noun with an adjective.) A
    controls two Snow-Covered Swamps: Grizzly Bears (2/2) dies, Hill Giant becomes 1/1."""
    assert ("All nonsnow creatures get -X/-X until end of turn, where X is the number of snow "
            "permanents you control.") in render_card(card("Dead of Winter"))
    s = scenario("Dead of Winter", "Snow-Covered Swamp")
    s.lands(A, "Snow-Covered Swamp", 2)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Dead of Winter")
    s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Dead of Winter")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.pt(giant) == (1, 1)


def test_cr_611_2c_outbreak_shrinks_every_creature_of_the_chosen_type() -> None:
    """Outbreak: "Choose a creature type. All creatures of that type get -1/-1 until end of
    turn." — Goblin chosen: both Raging Goblins (1/1, one on each side) die; Grizzly Bears
    (a Bear) is untouched."""
    s = scenario("Outbreak", "Raging Goblin")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Outbreak")
    s.put(A, "Raging Goblin")
    s.put(B, "Raging Goblin")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Outbreak")
    s.then("resolve.choice", "Goblin")
    s.resolve()
    assert s.ids("Raging Goblin", "battlefield") == []
    assert s.pt(bears) == (2, 2)


# -- "If COND, EFFECT, then EFFECT" (CR 608.2c) ------------------------------------------------

def test_cr_701_3a_elven_bow_makes_an_elf_and_attaches_to_it_when_paid() -> None:
    """Elven Bow: "When ~ enters, you may pay {2}. If you do, create a 1/1 green Elf Warrior
    creature token, then attach ~ to it." and "Equipped creature gets +1/+2 and has reach."
    — paid: the Elf Warrior enters with the Bow attached (2/3, reach)."""
    assert ("When ~ enters, you may pay {2}. If you do, create a 1/1 green Elf Warrior creature "
            "token, then attach ~ to it.") in render_card(card("Elven Bow"))
    s = scenario("Elven Bow")
    s.lands(A, "Forest", 3)
    s.hand(A, "Elven Bow")
    s.start()
    s.cast(A, "Elven Bow")
    s.then("pay", True)
    s.resolve()
    (elf,) = [o for o in s.state.battlefield if s.obj(o).token]
    bow = s.id("Elven Bow")
    assert s.obj(bow).attached_to == elf
    assert s.pt(elf) == (2, 3) and "reach" in s.keywords(elf)


def test_cr_608_2c_elven_bow_unpaid_makes_nothing() -> None:
    """Declining the {2}: no token, and the Bow stays unattached."""
    s = scenario("Elven Bow")
    s.lands(A, "Forest", 3)
    s.hand(A, "Elven Bow")
    s.start()
    s.cast(A, "Elven Bow")
    s.then("pay", False)
    s.resolve()
    assert not [o for o in s.state.battlefield if s.obj(o).token]
    assert s.obj(s.id("Elven Bow")).attached_to is None


# -- several targets of a union of types, "and/or" (CR 115.1, 601.2c) ---------------------------

def test_cr_601_2c_sylvan_reclamation_exiles_an_artifact_and_an_enchantment() -> None:
    """Sylvan Reclamation: "Exile up to two target artifacts and/or enchantments." — Sol Ring
    and Pacifism are offered, Grizzly Bears is not; both chosen are exiled."""
    assert "Exile up to two target artifacts and/or enchantments." in render_card(
        card("Sylvan Reclamation"))
    s = scenario("Sylvan Reclamation", "Sol Ring", "Pacifism")
    s.lands(A, "Forest", 3)
    s.lands(A, "Plains", 2)
    s.hand(A, "Sylvan Reclamation")
    ring = s.put(B, "Sol Ring")
    aura = s.put(B, "Pacifism")
    bears = s.put(B, "Grizzly Bears")
    s.obj(aura).attached_to = bears
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Sylvan Reclamation")
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target")
    offered = set()
    for option in decision.options:
        offered |= set(option) if isinstance(option, tuple) else {option}
    assert {ring, aura} <= offered and bears not in offered
    s.apply(A, (ring, aura))
    s.resolve()
    assert s.zone_of("Sol Ring") == "exile" and s.zone_of("Pacifism") == "exile"
    assert bears in s.state.battlefield


def test_cr_601_2d_fury_divides_its_damage_among_a_creature_and_a_planeswalker() -> None:
    """Fury: "When ~ enters, it deals 4 damage divided as you choose among any number of target
    creatures and/or planeswalkers." — 2 to Grizzly Bears (dies) and 2 to Garruk Wildspeaker
    (loyalty 3 → 1)."""
    assert ("When ~ enters, it deals 4 damage divided as you choose among any number of target "
            "creatures and/or planeswalkers.") in render_card(card("Fury"))
    s = scenario("Fury", "Garruk Wildspeaker")
    s.lands(A, "Mountain", 5)
    s.hand(A, "Fury")
    bears = s.put(B, "Grizzly Bears")
    garruk = s.put(B, "Garruk Wildspeaker")
    s.start()
    s.cast(A, "Fury")
    s.then("cast.targets", (bears, garruk))
    s.then("cast.divide", (2, 2))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.obj(garruk).counters.get("loyalty") == 1


# -- "Any player may activate this ability." (CR 602.2) -----------------------------------------

def _activations(s: Scenario, player: int, name: str) -> list[Activate]:
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


def test_cr_602_2_an_opponent_activates_fan_favorite_and_pays_for_it() -> None:
    """Fan Favorite: "{2}: ~ gets +1/+1 until end of turn. Any player may activate this
    ability." B, who does not control it, is offered the ability, pays {2} from B's own lands,
    and A's Fan Favorite (2/2) becomes 3/3."""
    assert "{2}: ~ gets +1/+1 until end of turn. Any player may activate this ability." in \
        render_card(card("Fan Favorite"))
    s = scenario("Fan Favorite")
    fan = s.put(A, "Fan Favorite")
    b_lands = s.lands(B, "Forest", 2)
    s.start(active=B)
    assert _activations(s, B, "Fan Favorite")
    s.activate(B, "Fan Favorite", source=fan)
    s.resolve()
    assert s.pt(fan) == (3, 3)
    assert s.controller(fan) == A
    assert all(s.obj(land).tapped for land in b_lands)


def test_cr_602_2_an_ordinary_ability_is_offered_only_to_its_controller() -> None:
    """Cinder Shade's "{B}: ~ gets +1/+1 until end of turn." has no such rider: B, with
    Swamps of their own, is not offered it (602.2)."""
    s = scenario("Cinder Shade")
    s.put(A, "Cinder Shade")
    s.lands(B, "Swamp", 2)
    s.start(active=B)
    assert _activations(s, B, "Cinder Shade") == []


def test_cr_602_5b_scandalmonger_any_player_but_only_as_a_sorcery() -> None:
    """Scandalmonger: "{2}: Target player discards a card. Any player may activate this
    ability but only as a sorcery." — B, A's opponent, may activate it in B's own main phase,
    and makes A discard."""
    assert ("{2}: Target player discards a card. Any player may activate this ability but only "
            "as a sorcery.") in render_card(card("Scandalmonger"))
    s = scenario("Scandalmonger")
    monger = s.put(A, "Scandalmonger")
    s.lands(B, "Island", 2)
    s.lands(A, "Island", 2)
    s.hand(A, "Grizzly Bears")
    s.start(active=B)
    s.activate(B, "Scandalmonger", source=monger, targets=["p0"])
    s.then("discard", (s.id("Grizzly Bears", "hand"),))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- "Create … token. Put X +1/+1 counters on it." ("it" is the token, CR 608.2c) ---------------

def _fractals(s: Scenario) -> list[int]:
    return [o for o in s.state.battlefield if s.obj(o).token and "Fractal" in
            s.obj(o).card.type_line]


def test_cr_608_2c_sequence_engine_counters_go_on_the_token_not_the_exiled_card() -> None:
    """Sequence Engine: "{X}, {T}: Exile target creature card with mana value X from a
    graveyard. Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it.
    Activate only as a sorcery." — X = 2 exiles Grizzly Bears from B's graveyard, and the
    Fractal (not the exiled card) gets two counters: a 2/2 that survives."""
    engine = card("Sequence Engine")
    (ability,) = [a for a in engine.abilities if isinstance(a, m.ActivatedAbility)]
    assert [e.on for e in ability.effects if isinstance(e, m.PutCounters)] == ["created"]
    s = scenario("Sequence Engine")
    s.put(A, "Sequence Engine")
    s.lands(A, "Island", 2)
    bears = s.graveyard(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Sequence Engine", x=2, targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    (fractal,) = _fractals(s)
    assert s.pt(fractal) == (2, 2)


def test_cr_107_3_leyline_invocation_counts_lands_for_the_fractal() -> None:
    """Leyline Invocation: "Create a 0/0 green and blue Fractal creature token. Put X +1/+1
    counters on it, where X is the number of lands you control." — six lands: a 6/6."""
    assert ("Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it, "
            "where X is the number of lands you control.") in render_card(
                card("Leyline Invocation"))
    s = scenario("Leyline Invocation")
    s.lands(A, "Forest", 6)
    s.hand(A, "Leyline Invocation")
    s.start()
    s.cast(A, "Leyline Invocation")
    s.resolve()
    (fractal,) = _fractals(s)
    assert s.pt(fractal) == (6, 6)


def test_cr_509_1_knight_of_valor_shrinks_only_creatures_blocking_it() -> None:
    """Knight of Valor: "Flanking" and "{1}{W}: Each creature without flanking blocking ~ gets
    -1/-1 until end of turn. Activate only once each turn." — the Knight attacks, Grizzly Bears
    blocks (flanking makes it 1/1); the ability makes it 0/0 and it dies; B's other Grizzly
    Bears, not blocking, stays 2/2."""
    s = scenario("Knight of Valor")
    knight = s.put(A, "Knight of Valor")
    s.lands(A, "Plains", 2)
    blocker = s.put(B, "Grizzly Bears")
    other = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({knight: "p1"})
    s.block(B, {blocker: knight})
    s.resolve()  # the flanking trigger (CR 702.25a)
    assert s.pt(blocker) == (1, 1)
    s.activate(A, "Knight of Valor")
    s.resolve()
    assert blocker not in s.state.battlefield
    assert s.pt(other) == (2, 2)


# -- "that player or that planeswalker's controller" (CR 115.1, 608.2h) -------------------------

def test_cr_608_2h_blightning_the_player_dealt_damage_discards() -> None:
    """Blightning: "~ deals 3 damage to target player or planeswalker. That player or that
    planeswalker's controller discards two cards." — aimed at B: B takes 3 and discards both
    cards in hand."""
    assert ("That player or that planeswalker's controller discards two cards."
            in render_card(card("Blightning")))
    s = scenario("Blightning")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Blightning")
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Hill Giant")
    s.start()
    s.cast(A, "Blightning", targets=["p1"])
    s.resolve()
    assert s.life(B) == 17 and s.hand_size(B) == 0


def test_cr_608_2h_blightning_at_a_planeswalker_makes_its_controller_discard() -> None:
    """Aimed at B's Garruk Wildspeaker instead: Garruk loses 3 loyalty (and dies), B's life is
    untouched, and B — that planeswalker's controller — discards two cards."""
    s = scenario("Blightning", "Garruk Wildspeaker")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Swamp", 1)
    s.hand(A, "Blightning")
    garruk = s.put(B, "Garruk Wildspeaker")
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Hill Giant")
    s.start()
    s.cast(A, "Blightning", targets=[garruk])
    s.resolve()
    assert s.zone_of("Garruk Wildspeaker") == "graveyard"
    assert s.life(B) == 20 and s.hand_size(B) == 0 and s.hand_size(A) == 0


def test_cr_608_2h_flame_wave_hits_the_planeswalkers_controllers_creatures() -> None:
    """Flame Wave: "~ deals 4 damage to target player or planeswalker and each creature that
    player or that planeswalker's controller controls." — aimed at B's Garruk: B's Hill Giant
    dies, A's own Hill Giant does not."""
    assert ("~ deals 4 damage to target player or planeswalker and each creature that player or "
            "that planeswalker's controller controls.") in render_card(card("Flame Wave"))
    s = scenario("Flame Wave", "Garruk Wildspeaker")
    s.lands(A, "Mountain", 7)
    s.hand(A, "Flame Wave")
    garruk = s.put(B, "Garruk Wildspeaker")
    theirs = s.put(B, "Hill Giant")
    mine = s.put(A, "Hill Giant")
    s.start()
    s.cast(A, "Flame Wave", targets=[garruk])
    s.resolve()
    assert theirs not in s.state.battlefield and garruk not in s.state.battlefield
    assert mine in s.state.battlefield and s.life(B) == 20


# -- "you may have it fight target creature …" (CR 701.14, 608.2d) -----------------------------

def test_cr_701_14_somberwald_stag_may_fight_a_creature_it_does_not_control() -> None:
    """Somberwald Stag (4/3): "When ~ enters, you may have it fight target creature you don't
    control." — it fights B's Grizzly Bears: the Bears die, the Stag survives with 2 damage."""
    assert ("When ~ enters, you may have it fight target creature you don't control."
            in render_card(card("Somberwald Stag")))
    s = scenario("Somberwald Stag")
    s.lands(A, "Forest", 5)
    s.hand(A, "Somberwald Stag")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Somberwald Stag")
    s.then("cast.target", bears)
    s.then("fight?", True)
    s.resolve()
    stag = s.id("Somberwald Stag")
    assert bears not in s.state.battlefield
    assert s.obj(stag).damage == 2


def test_cr_608_2d_somberwald_stag_declining_fights_nothing() -> None:
    """Declined: neither creature is dealt damage."""
    s = scenario("Somberwald Stag")
    s.lands(A, "Forest", 5)
    s.hand(A, "Somberwald Stag")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Somberwald Stag")
    s.then("cast.target", bears)
    s.then("fight?", False)
    s.resolve()
    assert bears in s.state.battlefield and s.obj(bears).damage == 0
    assert s.obj(s.id("Somberwald Stag")).damage == 0


# -- "… damage to defending player" (CR 506.2) --------------------------------------------------

def test_cr_506_2_falkenrath_perforator_pings_the_player_it_attacks() -> None:
    """Falkenrath Perforator (2/1): "Whenever ~ attacks, it deals 1 damage to defending
    player." — in a three-player game it attacks C: C takes 1 as it attacks and 2 in combat;
    B is untouched."""
    assert "Whenever ~ attacks, it deals 1 damage to defending player." in render_card(
        card("Falkenrath Perforator"))
    s = Scenario(cards=card_pool() | {"Falkenrath Perforator": card("Falkenrath Perforator")},
                 library=5, strict=True, seed=1, players=3)
    perforator = s.put(A, "Falkenrath Perforator")
    s.start()
    s.attack({perforator: "p2"})
    s.resolve()
    assert s.life(2) == 19 and s.life(B) == 20
    s.to_step("end_combat")
    assert s.life(2) == 17 and s.life(B) == 20


# -- "You create …" (CR 111.2) -----------------------------------------------------------------

def test_cr_111_2_hornswoggle_counters_and_you_create_a_treasure() -> None:
    """Hornswoggle: "Counter target creature spell. You create a Treasure token." — B's Hill
    Giant is countered and A (not B) gets the Treasure."""
    assert "Counter target creature spell. You create a Treasure token." in render_card(
        card("Hornswoggle"))
    s = scenario("Hornswoggle")
    s.lands(A, "Island", 3)
    s.lands(B, "Mountain", 4)
    s.hand(A, "Hornswoggle")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Hill Giant")
    giant = s.state.stack[-1].obj
    s.cast(A, "Hornswoggle", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    treasures = [o for o in s.state.battlefield if s.obj(o).token]
    assert len(treasures) == 1 and s.controller(treasures[0]) == A


def test_cr_111_2_entrapment_maneuver_makes_soldiers_equal_to_the_toughness() -> None:
    """Entrapment Maneuver: "Target player sacrifices an attacking creature. You create X 1/1
    white Soldier creature tokens, where X is that creature's toughness." — B attacks with Hill
    Giant (3/3); A casts it at B: the Giant is sacrificed and A gets three Soldiers."""
    s = scenario("Entrapment Maneuver")
    s.lands(A, "Plains", 4)
    s.hand(A, "Entrapment Maneuver")
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.attack({giant: "p0"})
    s.cast(A, "Entrapment Maneuver", targets=["p1"])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    soldiers = [o for o in s.state.battlefield if s.obj(o).token]
    assert len(soldiers) == 3 and all(s.controller(o) == A for o in soldiers)


# -- "… damage to each creature and each planeswalker" (CR 120.1) -------------------------------

def test_cr_120_1_storms_wrath_hits_each_creature_and_each_planeswalker() -> None:
    """Storm's Wrath: "~ deals 4 damage to each creature and each planeswalker." — Hill Giant
    (3/3) dies, Garruk Wildspeaker (3 loyalty) dies, Colossal Dreadmaw (6/6) survives with 4
    damage; no player is dealt damage."""
    assert "~ deals 4 damage to each creature and each planeswalker." in render_card(
        card("Storm's Wrath"))
    s = scenario("Storm's Wrath", "Garruk Wildspeaker", "Colossal Dreadmaw")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Storm's Wrath")
    giant = s.put(B, "Hill Giant")
    garruk = s.put(B, "Garruk Wildspeaker")
    dreadmaw = s.put(A, "Colossal Dreadmaw")
    s.start()
    s.cast(A, "Storm's Wrath")
    s.resolve()
    assert giant not in s.state.battlefield and garruk not in s.state.battlefield
    assert s.obj(dreadmaw).damage == 4
    assert s.life(A) == 20 and s.life(B) == 20


# -- "Those creatures can't block this turn." (CR 608.2c) ---------------------------------------

def test_cr_608_2c_sparkmages_gambit_pinged_creatures_cannot_block() -> None:
    """Sparkmage's Gambit: "~ deals 1 damage to each of up to two target creatures. Those
    creatures can't block this turn." — B's two Grizzly Bears take 1 each and can't block:
    B is offered no block against A's Hill Giant (CR 509.1a), and takes 3."""
    assert ("~ deals 1 damage to each of up to two target creatures. Those creatures can't "
            "block this turn.") in render_card(card("Sparkmage's Gambit"))
    s = scenario("Sparkmage's Gambit")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Sparkmage's Gambit")
    first = s.put(B, "Grizzly Bears")
    second = s.put(B, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.cast(A, "Sparkmage's Gambit", targets=[(first, second)])
    s.resolve()
    assert s.obj(first).damage == 1 and s.obj(second).damage == 1
    s.attack({giant: "p1"})
    asked = []
    for _ in range(20):  # through declare blockers: B is never asked to block (509.1a)
        decision = s.pending
        assert decision is not None
        if decision.tag == "combat.block":
            asked.append(decision)
            s.apply(decision.player, ())
            continue
        if s.state.step in ("combat_damage", "end_combat"):
            break
        s.apply(decision.player, Pass())
    assert not asked  # B's only creatures are the two that can't block
    s.to_step("end_combat")
    assert s.life(B) == 17
