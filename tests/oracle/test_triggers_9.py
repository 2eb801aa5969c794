"""Trigger events, ninth wave (issue 29, h9-TRG; CR 603.2): each card is compiled from its real
Oracle text (MTGJSON 2022-04-25), must be supported (round trip and engine), and is played in a
scenario game asserting what its text says happens. The CR rule each test proves is in its name
or docstring."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.model.trigger_or_9 import OR_JOINED
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- two trigger events joined by "or": one ability for each event (CR 603.2) ---------------------


def _or_pair(name: str) -> tuple[m.TriggeredAbility, m.TriggeredAbility]:
    abilities = [a for a in real(name).abilities if isinstance(a, m.TriggeredAbility)]
    index = next(i for i, a in enumerate(abilities) if a.text.startswith(OR_JOINED))
    return abilities[index - 1], abilities[index]


def test_cr_603_2_staff_of_the_wild_magus_a_green_spell_or_a_forest() -> None:
    """Staff of the Wild Magus: "Whenever you cast a green spell or a Forest enters under your
    control, you gain 1 life." — two events, each its own ability: casting Llanowar Elves gains
    1 life, playing a Forest gains 1 more, a Mountain gains nothing."""
    assert "Whenever you cast a green spell or a Forest enters under your control, you gain " \
        "1 life." in render_card(real("Staff of the Wild Magus"))
    cast, enters = _or_pair("Staff of the Wild Magus")
    assert (cast.trigger.event, enters.trigger.event) == ("cast", "enters")
    s = game("Staff of the Wild Magus")
    s.put(A, "Staff of the Wild Magus")
    s.put(A, "Forest")
    s.hand(A, "Llanowar Elves")
    s.hand(A, "Forest")
    s.hand(A, "Mountain")
    s.start()
    s.cast(A, "Llanowar Elves")
    s.resolve()
    assert s.life(A) == 21
    s.play_land(A, "Forest")
    s.resolve()
    assert s.life(A) == 22
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.play_land(A, "Mountain")
    s.resolve()
    assert s.life(A) == 22


def test_cr_603_2_vela_the_night_clad_another_creature_leaving_drains() -> None:
    """Vela the Night-Clad: "Whenever ~ or another creature you control leaves the
    battlefield, each opponent loses 1 life." — one subject or the other, the same event:
    Vela's own leaving and another creature's are two abilities; a Grizzly Bears of hers
    killed by Lightning Bolt makes the opponent lose 1 life (CR 603.10a: it looks back)."""
    own, other = _or_pair("Vela the Night-Clad")
    assert own.trigger.subject == "self" and other.trigger.subject == "filter"
    assert own.trigger.event == other.trigger.event == "leaves"
    s = game("Vela the Night-Clad")
    s.put(A, "Vela the Night-Clad")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=(bears,))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.life(B) == 19


def test_cr_603_2_goldspan_dragon_attacks_or_becomes_the_target_of_a_spell() -> None:
    """Goldspan Dragon: "Whenever ~ attacks or becomes the target of a spell, create a
    Treasure token." — one subject, two verbs: attacking makes a Treasure, and so does
    Giant Growth cast on it."""
    assert "Whenever ~ attacks or becomes the target of a spell, create a Treasure token." \
        in render_card(real("Goldspan Dragon"))
    s = game("Goldspan Dragon")
    dragon = s.put(A, "Goldspan Dragon")
    s.put(A, "Forest")
    s.hand(A, "Giant Growth")
    s.start()
    s.cast(A, "Giant Growth", targets=(dragon,))
    s.resolve()
    treasures = [o for o in s.state.battlefield if s.obj(o).card.name == "Treasure"]
    assert len(treasures) == 1
    s.to_step("begin_combat", active=A)
    s.attack({dragon: "p1"})
    s.resolve()
    treasures = [o for o in s.state.battlefield if s.obj(o).card.name == "Treasure"]
    assert len(treasures) == 2


def test_cr_603_2_brinelin_enters_or_whenever_you_cast_a_big_spell() -> None:
    """Brinelin, the Moon Kraken: "When ~ enters or whenever you cast a spell with mana value
    6 or greater, you may return target nonland permanent to its owner's hand." — two
    trigger heads with their own words; the enters ability and the cast ability."""
    assert "When ~ enters or whenever you cast a spell with mana value 6 or greater, you may " \
        "return target nonland permanent to its owner's hand." \
        in render_card(real("Brinelin, the Moon Kraken"))
    enters, cast = _or_pair("Brinelin, the Moon Kraken")
    assert enters.trigger.event == "enters" and cast.trigger.event == "cast"
    assert cast.trigger.filter is not None and cast.trigger.filter.mana_value_min == 6
    assert enters.effects == cast.effects and enters.optional == cast.optional


def test_cr_603_2_an_or_of_two_events_the_grammar_cannot_read_is_still_refused() -> None:
    """The split composes only events the grammar reads on their own: "Whenever your commander
    enters or attacks" has no single-event reading, so the line stays refused."""
    try:
        compile_line("Whenever your commander enters or attacks, put a page counter on ~.",
                     "permanent_line")
    except ValueError as error:
        assert "does not read" in str(error)
    else:
        raise AssertionError("the line compiled")


def test_cr_603_2_two_separately_printed_abilities_are_not_joined() -> None:
    """Only the second ability of a printed "or" carries the wording mark: two abilities
    that merely say the same thing are printed on two lines."""
    line = compile_line("Whenever you cast a green spell or a Forest enters under your "
                        "control, you gain 1 life.", "permanent_line")
    assert isinstance(line, list) and len(line) == 2
    assert not line[0].text and line[1].text == f"{OR_JOINED}Whenever:bare"


# -- "blocks / becomes blocked by one or more NOUNS": one event (CR 509.1h, 603.2c) ----------------


def test_cr_603_2c_serra_inquisitors_blocked_by_two_black_creatures_triggers_once() -> None:
    """Serra Inquisitors: "Whenever ~ blocks or becomes blocked by one or more black creatures,
    ~ gets +2/+0 until end of turn." — blockers are declared at once, one event (CR 509.1h,
    603.2c): blocked by two black Walking Corpses it is a 5/3, not a 7/3."""
    assert "Whenever ~ blocks or becomes blocked by one or more black creatures, ~ gets +2/+0 " \
        "until end of turn." in render_card(real("Serra Inquisitors"))
    s = game("Serra Inquisitors", "Walking Corpse")
    inquisitors = s.put(A, "Serra Inquisitors")
    first = s.put(B, "Walking Corpse")
    second = s.put(B, "Walking Corpse")
    s.start()
    s.attack({inquisitors: "p1"})
    s.block(B, {first: inquisitors, second: inquisitors})
    s.resolve()
    assert s.pt(inquisitors) == (5, 3)


def test_cr_603_2c_serra_inquisitors_blocked_by_a_white_creature_does_not_trigger() -> None:
    """Serra Inquisitors: blocked only by a white Savannah Lions, no black creature blocked
    it: it stays a 3/3 (CR 603.2)."""
    s = game("Serra Inquisitors")
    inquisitors = s.put(A, "Serra Inquisitors")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.attack({inquisitors: "p1"})
    s.block(B, {lions: inquisitors})
    s.resolve()
    assert s.pt(inquisitors) == (3, 3)


def test_cr_509_1_dwarven_soldier_blocks_an_orc() -> None:
    """Dwarven Soldier: "Whenever ~ blocks or becomes blocked by one or more Orcs, ~ gets +0/+2
    until end of turn." — it blocks an attacking Orcish Cannoneers (an Orc Warrior): the 2/1
    Soldier is a 2/3 (CR 509.1)."""
    s = game("Dwarven Soldier", "Orcish Cannoneers")
    soldier = s.put(A, "Dwarven Soldier")
    orc = s.put(B, "Orcish Cannoneers")
    s.start(active=B)
    s.attack({orc: "p0"})
    s.block(A, {soldier: orc})
    s.resolve()
    assert s.pt(soldier) == (2, 3)


# -- heroic's "it" is the creature, not the spell (CR 603.2, 608.2k) -------------------------------


def test_cr_608_2k_favored_hoplite_it_is_the_hoplite_not_the_spell() -> None:
    """Favored Hoplite: "Heroic — Whenever you cast a spell that targets ~, put a +1/+1
    counter on ~ and prevent all damage that would be dealt to it this turn." — the event's
    object is the spell, but "it" is the Hoplite: Lightning Bolt cast on it puts a counter on
    it and its 3 damage is prevented."""
    s = game("Favored Hoplite")
    hoplite = s.put(A, "Favored Hoplite")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=(hoplite,))
    s.resolve()
    assert hoplite in s.state.battlefield
    assert s.obj(hoplite).damage == 0
    assert s.pt(hoplite) == (2, 3)


def test_cr_608_2k_bloodcrazed_hoplite_grows_when_targeted() -> None:
    """Bloodcrazed Hoplite: "Heroic — Whenever you cast a spell that targets ~, put a +1/+1
    counter on it." — Giant Growth on the 2/1 makes it a 6/5 this turn (the counter is on the
    Hoplite, CR 122.1)."""
    assert "Whenever you cast a spell that targets ~, put a +1/+1 counter on it." in \
        render_card(real("Bloodcrazed Hoplite"))
    s = game("Bloodcrazed Hoplite")
    hoplite = s.put(A, "Bloodcrazed Hoplite")
    s.put(A, "Forest")
    s.hand(A, "Giant Growth")
    s.start()
    s.cast(A, "Giant Growth", targets=(hoplite,))
    s.resolve()
    assert s.pt(hoplite) == (6, 5)


def test_cr_603_2_daxos_another_creature_you_control_enters_or_dies() -> None:
    """Daxos, Blessed by the Sun: "Whenever another creature you control enters or dies, you
    gain 1 life." — the enters event alone is worded "enters under your control" (CR 603.6a);
    joined, the subject comes first. Llanowar Elves entering gains 1 life, dying to Lightning
    Bolt 1 more."""
    assert "Whenever another creature you control enters or dies, you gain 1 life." in \
        render_card(real("Daxos, Blessed by the Sun"))
    s = game("Daxos, Blessed by the Sun")
    s.put(A, "Daxos, Blessed by the Sun")
    s.put(A, "Forest")
    s.put(A, "Mountain")
    s.hand(A, "Llanowar Elves")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Llanowar Elves")
    s.resolve()
    assert s.life(A) == 21
    s.cast(A, "Lightning Bolt", targets=(s.id("Llanowar Elves"),))
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "graveyard"
    assert s.life(A) == 22


# -- "When ~ dies, shuffle it into its owner's library" (CR 400.7, 603.10a, 701.20a) ---------------


def test_cr_603_10a_alabaster_dragon_shuffles_itself_into_the_library() -> None:
    """Alabaster Dragon: "When ~ dies, shuffle it into its owner's library." — the dies
    ability finds the card in the graveyard (CR 400.7): after Doom Blade it is in the
    library, one card more than before, not in the graveyard."""
    s = game("Alabaster Dragon", "Doom Blade")
    dragon = s.put(A, "Alabaster Dragon")
    s.lands(B, "Swamp", 2)
    s.hand(B, "Doom Blade")
    s.start(active=B)
    before = len(s.state.zone(A, "library"))
    s.cast(B, "Doom Blade", targets=(dragon,))
    s.resolve()
    assert s.zone_of("Alabaster Dragon") == "library"
    assert len(s.state.zone(A, "library")) == before + 1


# -- "Whenever an opponent gains life" (CR 119.3, 603.2) -------------------------------------------


def test_cr_119_3_kavu_predator_grows_by_an_opponents_life_gain_only() -> None:
    """Kavu Predator: "Whenever an opponent gains life, put that many +1/+1 counters on ~." —
    the opponent's Sacred Nectar (4 life) makes the 2/2 a 6/6; its controller's own Sacred
    Nectar does nothing to it (an opponent's gain only)."""
    assert "Whenever an opponent gains life, put that many +1/+1 counters on ~." in \
        render_card(real("Kavu Predator"))
    s = game("Kavu Predator", "Sacred Nectar")
    kavu = s.put(A, "Kavu Predator")
    s.lands(A, "Plains", 2)
    s.lands(B, "Plains", 2)
    s.hand(A, "Sacred Nectar")
    s.hand(B, "Sacred Nectar")
    s.start(active=A)
    s.cast(A, "Sacred Nectar")
    s.resolve()
    assert s.life(A) == 24 and s.pt(kavu) == (2, 2)
    s.to_step("main1", active=B)
    s.cast(B, "Sacred Nectar")
    s.resolve()
    assert s.life(B) == 24 and s.pt(kavu) == (6, 6)


# -- "that player" after "… enters under an opponent's control" (CR 603.2, 603.4) ----------------


def test_cr_603_4_archaeomancers_map_that_player_is_the_lands_controller() -> None:
    """Archaeomancer's Map: "Whenever a land enters under an opponent's control, if that
    player controls more lands than you, you may put a land card from your hand onto the
    battlefield." — "that player" is the opponent the land entered under: 2 lands each, the
    opponent's land drop (now 3 to your 2) lets the Map's controller put a Forest onto the
    battlefield; the condition is checked as it triggers (603.4)."""
    s = game("Archaeomancer's Map")
    s.put(A, "Archaeomancer's Map")
    s.lands(A, "Plains", 2)
    s.lands(B, "Mountain", 2)
    s.hand(A, "Forest")
    s.hand(B, "Mountain")
    s.start(active=B)
    s.then("resolve.choice", True)
    s.play_land(B, "Mountain")
    s.resolve()
    assert s.zone_of("Forest") == "battlefield"


def test_cr_603_4_archaeomancers_map_no_trigger_when_you_have_as_many_lands() -> None:
    """Archaeomancer's Map: with your 3 lands, the opponent's second land (2 to your 3) does
    not give that player more lands than you: the Forest stays in hand."""
    s = game("Archaeomancer's Map")
    s.put(A, "Archaeomancer's Map")
    s.lands(A, "Plains", 3)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Forest")
    s.hand(B, "Mountain")
    s.start(active=B)
    s.play_land(B, "Mountain")
    s.resolve()
    assert s.zone_of("Forest") == "hand"


def test_cr_603_4_tunnel_ignus_punishes_a_second_land_of_that_player() -> None:
    """Tunnel Ignus: "Whenever a land enters under an opponent's control, if that player had
    another land enter under their control this turn, ~ deals 3 damage to that player." — the
    opponent's land drop is their first land this turn (no damage); a Forest Rampant Growth
    then puts onto the battlefield is their second: 3 damage to that player."""
    s = game("Tunnel Ignus", "Rampant Growth")
    s.put(A, "Tunnel Ignus")
    s.lands(B, "Forest", 1)
    s.hand(B, "Forest")
    s.hand(B, "Rampant Growth")
    found = s.library_top(B, "Forest")
    s.start(active=B)
    s.play_land(B, "Forest")
    s.resolve()
    assert s.life(B) == 20
    s.cast(B, "Rampant Growth")
    s.then("resolve.choice", (found,))
    s.resolve()
    assert s.life(B) == 17


# -- "… on ~ and it deals …": "it" is the ~ just named (CR 608.2k) -------------------------------


def test_cr_608_2k_brallin_puts_a_counter_on_itself_and_it_deals_damage() -> None:
    """Brallin, Skyshark Rider: "Whenever you discard a card, put a +1/+1 counter on ~ and it
    deals 1 damage to each opponent." — "it" is Brallin, named just before: Faithless Looting
    discards two cards, two triggers: Brallin gets two counters and the opponent loses 2
    life."""
    assert "Whenever you discard a card, put a +1/+1 counter on ~ and it deals 1 damage to " \
        "each opponent." in render_card(real("Brallin, Skyshark Rider"))
    s = game("Brallin, Skyshark Rider", "Faithless Looting")
    brallin = s.put(A, "Brallin, Skyshark Rider")
    power, toughness = s.pt(brallin)
    s.put(A, "Mountain")
    s.hand(A, "Faithless Looting")
    s.hand(A, "Grizzly Bears", 3)
    s.start()
    s.cast(A, "Faithless Looting")
    s.then("resolve.choice", tuple(s.ids("Grizzly Bears", "hand")[:2]))
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.pt(brallin) == (power + 2, toughness + 2)
    assert s.life(B) == 18


# -- "becomes the target of an instant or sorcery spell" (CR 115.1, 601.2c) ----------------------


def test_cr_115_1_wild_defiance_pumps_a_creature_an_instant_targets() -> None:
    """Wild Defiance: "Whenever a creature you control becomes the target of an instant or
    sorcery spell, that creature gets +3/+3 until end of turn." — Giant Growth on Grizzly
    Bears: +3/+3 from the spell and +3/+3 from the trigger, an 8/8."""
    assert "Whenever a creature you control becomes the target of an instant or sorcery " \
        "spell, that creature gets +3/+3 until end of turn." in render_card(real("Wild Defiance"))
    s = game("Wild Defiance")
    s.put(A, "Wild Defiance")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Forest")
    s.hand(A, "Giant Growth")
    s.start()
    s.cast(A, "Giant Growth", targets=(bears,))
    s.resolve()
    assert s.pt(bears) == (8, 8)


def test_cr_115_1_wild_defiance_ignores_an_aura_spell() -> None:
    """Wild Defiance: an Aura spell (Rancor) targeting the Bears is neither an instant nor a
    sorcery: the Bears get only Rancor's +2/+0, a 4/2."""
    s = game("Wild Defiance", "Rancor")
    s.put(A, "Wild Defiance")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Forest")
    s.hand(A, "Rancor")
    s.start()
    s.cast(A, "Rancor", targets=(bears,))
    s.resolve()
    assert s.pt(bears) == (4, 2)
