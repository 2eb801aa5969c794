"""Issue 29, commanders first: the phrase families that unlock the most Commander-legal
legendary creatures (docs/commanders-coverage.md), each played from the REAL Oracle text of a
real legendary creature (MTGJSON 2022-04-25), asserting what the text says happens. The CR
rule each test proves is in its name."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.layers import chars
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _options(s: Scenario, player: int, name: str) -> list[Activate]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


# -- "Activate only during your turn, before attackers are declared." (CR 602.5b) -----------------

LU_SU = "Lu Su, Wu Advisor"


def test_cr_602_5b_lu_su_draws_only_in_your_turn_before_attackers_are_declared() -> None:
    """Lu Su, Wu Advisor: "{T}: Draw a card. Activate only during your turn, before attackers
    are declared." — offered in its controller's precombat main phase and beginning of combat
    step (and draws), never after attackers are declared (the postcombat main phase) and never
    in an opponent's turn."""
    card = real(LU_SU)
    (ability,) = [a for a in card.abilities if isinstance(a, m.ActivatedAbility)]
    assert ability.timing == "your_turn_before_attackers"
    assert render_card(card) == ("{T}: Draw a card. Activate only during your turn, before "
                                 "attackers are declared.")
    s = game(LU_SU)
    lu_su = s.put(A, LU_SU)
    s.start()
    assert len(_options(s, A, LU_SU)) == 1  # precombat main phase
    hand = s.hand_size(A)
    s.activate(A, LU_SU)
    s.resolve()
    assert s.hand_size(A) == hand + 1
    assert s.obj(lu_su).tapped

    t = game(LU_SU)
    t.put(A, LU_SU)
    t.start()
    t.to_step("begin_combat")
    assert len(_options(t, A, LU_SU)) == 1  # beginning of combat: attackers not yet declared
    t.to_step("main2")
    assert _options(t, A, LU_SU) == []  # after combat: attackers were declared
    t.to_step("main1", active=B)
    assert _options(t, A, LU_SU) == []  # not your turn


# -- "defending player" (CR 506.2, 508.1b) ---------------------------------------------------------


def test_cr_506_2_nefarox_attacks_alone_defending_player_sacrifices_a_creature() -> None:
    """Nefarox, Overlord of Grixis: "Whenever ~ attacks alone, defending player sacrifices a
    creature." — the attacked player chooses and sacrifices one of their creatures."""
    card = real("Nefarox, Overlord of Grixis")
    assert "Whenever ~ attacks alone, defending player sacrifices a creature." in \
        render_card(card)
    s = game("Nefarox, Overlord of Grixis")
    nefarox = s.put(A, "Nefarox, Overlord of Grixis")
    bears = s.put(B, "Grizzly Bears")
    mine = s.put(A, "Hill Giant")
    s.start()
    s.attack({nefarox: "p1"})
    s.then("order_triggers", (0, 1))  # its exalted and this trigger (CR 603.3b)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert bears not in s.state.battlefield
    assert mine in s.state.battlefield  # the attacker's controller sacrifices nothing


def test_cr_506_2_kogla_destroys_target_artifact_defending_player_controls() -> None:
    """Kogla, the Titan Ape: "Whenever ~ attacks, destroy target artifact or enchantment
    defending player controls." — the target is chosen among the defending player's
    permanents only (CR 603.3d); the attacker's own artifact is no legal target."""
    s = game("Kogla, the Titan Ape")
    kogla = s.put(A, "Kogla, the Titan Ape")
    theirs = s.put(B, "Sol Ring")
    s.put(A, "Mind Stone")
    s.start()
    s.attack({kogla: "p1"})
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert tuple(decision.options) == (theirs,)  # only the defending player's
    s.apply(A, theirs)
    s.resolve()
    assert theirs not in s.state.battlefield
    assert s.graveyard_names(B) == ["Sol Ring"]
    assert s.ids("Mind Stone", "battlefield")  # never a legal target


def test_cr_506_2_silumgar_creatures_defending_player_controls_get_minus_one() -> None:
    """Silumgar, the Drifting Death: "Whenever a Dragon you control attacks, creatures
    defending player controls get -1/-1 until end of turn." — the defending player's
    creatures shrink (a 1/1 dies, CR 704.5f), the attacker's own do not."""
    s = game("Silumgar, the Drifting Death", players=3)
    silumgar = s.put(A, "Silumgar, the Drifting Death")
    bears = s.put(B, "Grizzly Bears")
    elves = s.put(B, "Llanowar Elves")
    other = s.put(2, "Grizzly Bears")
    mine = s.put(A, "Grizzly Bears")
    s.start()
    s.attack({silumgar: "p1"})
    s.resolve()
    assert s.pt(bears) == (1, 1)
    assert elves not in s.state.battlefield
    assert s.pt(other) == (2, 2)  # a player not attacked
    assert s.pt(mine) == (2, 2)


# -- devotion (CR 700.5) and "isn't a creature" (CR 205.1a, 613.1d) -----------------------------

HELIOD = "Heliod, God of the Sun"
KARAMETRA = "Karametra, God of Harvests"


def _is_creature(s: Scenario, oid: int) -> bool:
    return "Creature" in chars(s.state, s.obj(oid)).types


def test_cr_700_5_heliod_is_a_creature_only_with_devotion_to_white_five() -> None:
    """Heliod, God of the Sun: "As long as your devotion to white is less than five, ~ isn't a
    creature." — alone ({3}{W}: devotion 1) it is an enchantment only, not a creature, and
    cannot attack; with four more white mana symbols among your permanents (an opponent's do
    not count) it is a 5/6 indestructible creature again."""
    card = real(HELIOD)
    assert "As long as your devotion to white is less than five, ~ isn't a creature." in \
        render_card(card)
    s = game(HELIOD, "Savannah Lions")
    heliod = s.put(A, HELIOD)
    for _ in range(3):
        s.put(A, "Savannah Lions")
    for _ in range(2):
        s.put(B, "Savannah Lions")
    s.start()
    assert not _is_creature(s, heliod)  # devotion 1 + 3 = 4 < 5
    assert "Enchantment" in s.state.objects[heliod].card.type_line
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    offered = {a for option in decision.options for a in _attackers(option)}
    assert heliod not in offered
    assert set(s.ids("Savannah Lions", "battlefield")) & offered  # the lions may attack

    t = game(HELIOD, "Savannah Lions")
    heliod = t.put(A, HELIOD)
    for _ in range(4):
        t.put(A, "Savannah Lions")
    t.start()
    assert _is_creature(t, heliod)  # devotion 1 + 4 = 5
    assert t.pt(heliod) == (5, 6)


def _attackers(option: object) -> set[int]:
    if isinstance(option, int):
        return {option}
    if isinstance(option, tuple):
        return {x for item in option for x in _attackers(item)}
    return set()


def test_cr_700_5a_karametra_devotion_to_two_colors_counts_a_hybrid_symbol_once() -> None:
    """Karametra, God of Harvests: "As long as your devotion to green and white is less than
    seven, ~ isn't a creature." — each {G/W} hybrid symbol counts once toward "green and
    white" (CR 700.5a): Karametra {3}{G}{W} (2) + Kitchen Finks {1}{G/W}{G/W} (2) + Qasali
    Pridemage {G}{W} (2) is six, not a creature; one more Savannah Lions {W} makes seven."""
    names = (KARAMETRA, "Kitchen Finks", "Qasali Pridemage", "Savannah Lions")
    card = real(KARAMETRA)
    assert ("As long as your devotion to green and white is less than seven, ~ isn't a "
            "creature.") in render_card(card)
    s = game(*names)
    karametra = s.put(A, KARAMETRA)
    s.put(A, "Kitchen Finks")
    s.put(A, "Qasali Pridemage")
    s.start()
    assert not _is_creature(s, karametra)  # 6 < 7
    t = game(*names)
    karametra = t.put(A, KARAMETRA)
    t.put(A, "Kitchen Finks")
    t.put(A, "Qasali Pridemage")
    t.put(A, "Savannah Lions")
    t.start()
    assert _is_creature(t, karametra)  # 7
    assert t.pt(karametra) == (6, 7)


# -- attack batches (CR 508.1, 603.2c) -------------------------------------------------------------

MAVREN = "Mavren Fein, Dusk Apostle"


def _tokens(s: Scenario, player: int) -> list[int]:
    return [oid for oid in s.state.battlefield
            if s.obj(oid).token and s.controller(oid) == player]


def test_cr_603_2c_mavren_fein_one_or_more_vampires_attack_triggers_once() -> None:
    """Mavren Fein, Dusk Apostle: "Whenever one or more nontoken Vampires you control attack,
    create a 1/1 white Vampire creature token with lifelink." — two Vampires attacking make
    ONE token (one trigger per declaration, CR 603.2c); an attack with no Vampire makes
    none."""
    card = real(MAVREN)
    assert ("Whenever one or more nontoken Vampires you control attack, create a 1/1 white "
            "Vampire creature token with lifelink.") in render_card(card)
    s = game(MAVREN, "Vampire Nighthawk")
    mavren = s.put(A, MAVREN)
    nighthawk = s.put(A, "Vampire Nighthawk")
    s.start()
    s.attack({mavren: "p1", nighthawk: "p1"})
    s.resolve()
    tokens = _tokens(s, A)
    assert len(tokens) == 1
    assert s.keywords(tokens[0]) >= {"lifelink"}
    assert "Vampire" in s.obj(tokens[0]).card.type_line

    t = game(MAVREN)
    t.put(A, MAVREN)
    bears = t.put(A, "Grizzly Bears")
    t.start()
    t.attack({bears: "p1"})
    t.resolve()
    assert _tokens(t, A) == []


def test_cr_508_1_military_intelligence_attack_with_two_or_more_creatures_draws() -> None:
    """Military Intelligence: "Whenever you attack with two or more creatures, draw a card."
    — two attackers draw one card; one attacker draws none."""
    assert render_card(real("Military Intelligence")) == (
        "Whenever you attack with two or more creatures, draw a card.")
    s = game("Military Intelligence")
    s.put(A, "Military Intelligence")
    one = s.put(A, "Grizzly Bears")
    two = s.put(A, "Hill Giant")
    s.start()
    hand = s.hand_size(A)
    s.attack({one: "p1", two: "p1"})
    s.resolve()
    assert s.hand_size(A) == hand + 1

    t = game("Military Intelligence")
    t.put(A, "Military Intelligence")
    one = t.put(A, "Grizzly Bears")
    t.put(A, "Hill Giant")
    t.start()
    hand = t.hand_size(A)
    t.attack({one: "p1"})
    t.resolve()
    assert t.hand_size(A) == hand


# -- "When you cast this spell" on a permanent spell (CR 603.2, 601.2i) ----------------------------


def test_cr_601_2i_desolation_twin_cast_trigger_resolves_before_the_spell() -> None:
    """Desolation Twin: "When you cast this spell, create a 10/10 colorless Eldrazi creature
    token." — a triggered ability of the spell on the stack (the Eldrazi titans' template):
    it triggers as the spell becomes cast, goes on the stack above it and resolves first, so
    the token exists while Desolation Twin is still a spell; then the Twin resolves."""
    card = real("Desolation Twin")
    (trigger,) = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)]
    assert trigger.trigger.event == "cast_self"
    s = game("Desolation Twin")
    s.lands(A, "Forest", 10)
    s.hand(A, "Desolation Twin")
    s.start()
    s.cast(A, "Desolation Twin")
    assert len(s.state.stack) == 2  # the spell and its cast trigger above it
    s.resolve(1)
    tokens = _tokens(s, A)
    assert len(tokens) == 1 and s.pt(tokens[0]) == (10, 10)
    assert s.zone_of("Desolation Twin") == "stack"
    s.resolve()
    assert s.zone_of("Desolation Twin") == "battlefield"


def test_cr_506_2_shrieking_specter_defending_player_discards_not_another_opponent() -> None:
    """Shrieking Specter: "Whenever ~ attacks, defending player discards a card." — in a
    three-player game the player it attacks discards; the other opponent keeps their hand."""
    s = game("Shrieking Specter", players=3)
    specter = s.put(A, "Shrieking Specter")
    s.hand(1, "Grizzly Bears")
    s.hand(2, "Grizzly Bears")
    s.start()
    attacked, other = s.hand_size(2), s.hand_size(1)
    s.attack({specter: "p2"})
    s.resolve()
    assert s.hand_size(2) == attacked - 1
    assert s.hand_size(1) == other
    assert "Grizzly Bears" in s.graveyard_names(2)


# -- reflexive triggers: "When you do, …" (CR 603.12) ---------------------------------------------

GO_SHINTAI = "Go-Shintai of Ancient Wars"


def test_cr_603_12_go_shintai_when_you_do_triggers_after_paying_and_targets_then() -> None:
    """Go-Shintai of Ancient Wars: "At the beginning of your end step, you may pay {1}. When
    you do, ~ deals X damage to target player or planeswalker, where X is the number of
    Shrines you control." — paying makes a second ability trigger, whose target is chosen
    only as it goes on the stack (603.3d); it deals 1 (one Shrine). Declining: no trigger,
    no target asked, no damage."""
    card = real(GO_SHINTAI)
    (trigger,) = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)]
    assert trigger.targets == ()  # the end-step ability itself targets nothing
    (reflexive,) = [e for e in trigger.effects if isinstance(e, m.ReflexiveTrigger)]
    assert [t.what for t in reflexive.ability.targets] == ["player_or_planeswalker"]
    s = game(GO_SHINTAI)
    s.put(A, GO_SHINTAI)
    s.put(A, "Mountain")
    s.start()
    s.to_step("end")
    s.then("resolve.choice", True)
    s.then("cast.target", "p1")
    s.resolve()
    s.done()
    assert s.life(B) == 19
    assert s.obj(s.id("Mountain")).tapped  # {1} was paid

    t = game(GO_SHINTAI)
    t.put(A, GO_SHINTAI)
    t.put(A, "Mountain")
    t.start()
    t.to_step("end")
    t.then("resolve.choice", False)
    t.resolve()  # strict: a target decision would be unscripted
    t.done()
    assert t.life(B) == 20 and t.life(A) == 20


def test_cr_603_12_brokers_hideout_reflexive_trigger_after_its_source_is_sacrificed() -> None:
    """Brokers Hideout: "When ~ enters, sacrifice it. When you do, search your library for a
    basic Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle."
    — the reflexive ability triggers although its source is gone (it was sacrificed: the
    action was done) and fetches the basic land tapped."""
    s = game("Brokers Hideout")
    s.hand(A, "Brokers Hideout")
    forest = s.library_top(A, "Forest")
    s.start()
    s.play_land(A, "Brokers Hideout")
    s.then("resolve.choice", (forest,))  # the search of the reflexive ability
    s.resolve()
    s.done()
    assert s.zone_of("Brokers Hideout") == "graveyard"
    (fetched,) = s.ids("Forest", "battlefield")  # a new object (CR 400.7)
    assert s.obj(fetched).tapped
    assert forest not in s.state.players[A].zones["library"]


# -- "Whenever you cast or copy an instant or sorcery spell" (CR 603.2, 707.10) --------------------


def test_cr_707_10_archmage_emeritus_draws_for_a_cast_spell_and_for_its_storm_copy() -> None:
    """Archmage Emeritus: "Magecraft — Whenever you cast or copy an instant or sorcery spell,
    draw a card." — the first Brain Freeze (cast) draws one; the second (storm 1: cast, then
    one copy, CR 702.40a) draws two, one for the cast and one for the copy put on the stack
    (a copy is not cast, 707.10a, but this ability names copying too)."""
    assert "Whenever you cast or copy an instant or sorcery spell, draw a card." in \
        render_card(real("Archmage Emeritus"))
    s = game("Archmage Emeritus", "Brain Freeze")
    s.put(A, "Archmage Emeritus")
    s.lands(A, "Island", 4)
    s.hand(A, "Brain Freeze", 2)
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Brain Freeze", targets=["p1"])
    s.resolve()
    assert s.hand_size(A) == hand  # one card cast, one drawn
    s.cast(A, "Brain Freeze", targets=["p1"])
    s.then("order_triggers", (0, 1))  # storm and magecraft (CR 603.3b)
    s.then("resolve.choice", "p1")  # the copy keeps its target (707.10c)
    s.resolve()
    s.done()
    assert s.hand_size(A) == hand - 1 + 2  # the cast and the copy each drew
    assert len(s.state.players[B].zones["graveyard"]) == 9  # three Brain Freezes' worth


# -- "historic" (CR 700.6) -------------------------------------------------------------------------

JHOIRA = "Jhoira, Weatherlight Captain"


def test_cr_700_6_jhoira_draws_for_historic_spells_only() -> None:
    """Jhoira, Weatherlight Captain: "Whenever you cast a historic spell, draw a card." — an
    artifact (Sol Ring) and a legendary (Mavren Fein, Dusk Apostle) are historic and draw;
    Grizzly Bears is not and draws nothing."""
    assert "Whenever you cast a historic spell, draw a card." in render_card(real(JHOIRA))
    s = game(JHOIRA, MAVREN)
    s.put(A, JHOIRA)
    s.lands(A, "Forest", 3)
    s.lands(A, "Plains", 3)
    s.hand(A, "Sol Ring")
    s.hand(A, "Grizzly Bears")
    s.hand(A, MAVREN)
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Sol Ring")
    s.resolve()
    assert s.hand_size(A) == hand  # cast one, drew one
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.hand_size(A) == hand - 1  # not historic: no card
    s.cast(A, MAVREN)
    s.resolve()
    assert s.hand_size(A) == hand - 1  # cast one, drew one
    assert s.ids(MAVREN, "battlefield")


# -- "your first … spell each turn" (CR 603.2) -----------------------------------------------------

TUVASA = "Tuvasa the Sunlit"


def test_cr_603_2_tuvasa_draws_for_the_first_enchantment_spell_each_turn_only() -> None:
    """Tuvasa the Sunlit: "Whenever you cast your first enchantment spell each turn, draw a
    card." — a creature spell draws nothing, the first enchantment draws one, the second
    enchantment that turn (another Glorious Anthem) draws nothing."""
    assert "Whenever you cast your first enchantment spell each turn, draw a card." in \
        render_card(real(TUVASA))
    s = game(TUVASA, "Glorious Anthem")
    s.put(A, TUVASA)
    s.lands(A, "Plains", 6)
    s.lands(A, "Forest", 2)
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Glorious Anthem")
    s.hand(A, "Glorious Anthem")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.hand_size(A) == hand - 1  # not an enchantment
    s.cast(A, "Glorious Anthem")
    s.resolve()
    assert s.hand_size(A) == hand - 1  # the first enchantment: cast one, drew one
    s.cast(A, "Glorious Anthem")
    s.resolve()
    assert s.hand_size(A) == hand - 2  # the second: no card


# -- combat damage batches (CR 510.2, 603.2c) ------------------------------------------------------

GRAZILAXX = "Grazilaxx, Illithid Scholar"


def test_cr_603_2c_grazilaxx_draws_once_per_player_dealt_combat_damage() -> None:
    """Grazilaxx, Illithid Scholar: "Whenever one or more creatures you control deal combat
    damage to a player, draw a card." — two creatures hitting the same player draw ONE card;
    creatures hitting two different players draw two (one event per player, 603.2c)."""
    assert ("Whenever one or more creatures you control deal combat damage to a player, draw "
            "a card.") in render_card(real(GRAZILAXX))
    s = game(GRAZILAXX, players=3)
    s.put(A, GRAZILAXX)
    one = s.put(A, "Grizzly Bears")
    two = s.put(A, "Hill Giant")
    s.start()
    hand = s.hand_size(A)
    s.attack({one: "p1", two: "p1"})
    s.to_step("end_combat")
    s.resolve()
    assert s.hand_size(A) == hand + 1
    assert s.life(1) == 20 - 2 - 3

    t = game(GRAZILAXX, players=3)
    t.put(A, GRAZILAXX)
    one = t.put(A, "Grizzly Bears")
    two = t.put(A, "Hill Giant")
    t.start()
    hand = t.hand_size(A)
    t.attack({one: "p1", two: "p2"})
    t.then("order_triggers", (0, 1))  # two events, two triggers (CR 603.3b)
    t.to_step("end_combat")
    t.resolve()
    assert t.hand_size(A) == hand + 2


# -- "as long as you have N or more / fewer cards in hand" (CR 611.3a) -----------------------------

KIYOMARO = "Kiyomaro, First to Stand"


def test_cr_611_3a_kiyomaro_has_vigilance_while_you_have_four_or_more_cards_in_hand() -> None:
    """Kiyomaro, First to Stand: "As long as you have four or more cards in hand, ~ has
    vigilance." — with three cards it has none (and is 3/3, its CDA); after its controller's
    draw step brings a fourth card it has vigilance and is 4/4 (checked continuously)."""
    assert "As long as you have four or more cards in hand, ~ has vigilance." in \
        render_card(real(KIYOMARO))
    s = game(KIYOMARO)
    kiyomaro = s.put(A, KIYOMARO)
    s.hand(A, "Grizzly Bears", 3)
    s.start()
    assert s.hand_size(A) == 3
    assert "vigilance" not in s.keywords(kiyomaro)
    assert s.pt(kiyomaro) == (3, 3)
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)  # A drew a card
    assert s.hand_size(A) == 4
    assert "vigilance" in s.keywords(kiyomaro)
    assert s.pt(kiyomaro) == (4, 4)


# -- static prevention: "Prevent all [combat] damage that would be dealt to ~." (CR 615.1) --------


def test_cr_615_1_cho_manno_prevents_all_damage_dealt_to_it() -> None:
    """Cho-Manno, Revolutionary: "Prevent all damage that would be dealt to ~." — a Lightning
    Bolt deals it nothing (no damage marked, it stays); Seraph of the Sword ("Prevent all
    combat damage that would be dealt to ~.") is not shielded from a Bolt, which is not
    combat damage, and dies."""
    assert render_card(real("Cho-Manno, Revolutionary")) == (
        "Prevent all damage that would be dealt to ~.")
    s = game("Cho-Manno, Revolutionary", "Seraph of the Sword")
    cho = s.put(B, "Cho-Manno, Revolutionary")
    seraph = s.put(B, "Seraph of the Sword")
    s.put(A, "Mountain")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=[cho])
    s.resolve()
    assert cho in s.state.battlefield and s.obj(cho).damage == 0
    s.cast(A, "Lightning Bolt", targets=[seraph])
    s.resolve()
    assert seraph not in s.state.battlefield
    assert "Seraph of the Sword" in s.graveyard_names(B)


def test_cr_615_1_seraph_of_the_sword_takes_no_combat_damage() -> None:
    """Seraph of the Sword: "Prevent all combat damage that would be dealt to ~." — blocked by
    a Giant Spider (2/4, reach), it takes no damage and deals its 3."""
    s = game("Seraph of the Sword")
    seraph = s.put(A, "Seraph of the Sword")
    spider = s.put(B, "Giant Spider")
    s.start()
    s.attack({seraph: "p1"})
    s.block(B, {spider: seraph})
    s.to_step("end_combat")
    assert seraph in s.state.battlefield and s.obj(seraph).damage == 0
    assert s.obj(spider).damage == 3


# -- "Discard two cards:" as a cost (CR 118, 602.1) -----------------------------------------------

LATULLA = "Latulla, Keldon Overseer"


def test_cr_602_1_latulla_discards_two_cards_as_its_cost() -> None:
    """Latulla, Keldon Overseer: "{X}{R}, {T}, Discard two cards: ~ deals X damage to any
    target." — both cards are discarded as the cost is paid, then X (2) damage is dealt; with
    one card in hand the ability cannot be activated."""
    assert "{X}{R}, {T}, Discard two cards: ~ deals X damage to any target." in \
        render_card(real(LATULLA))
    s = game(LATULLA)
    s.put(A, LATULLA)
    s.lands(A, "Mountain", 3)
    first = s.hand(A, "Grizzly Bears")
    second = s.hand(A, "Hill Giant")
    s.start()
    s.then("cast.discard", (first, second))
    s.activate(A, LATULLA, x=2, targets=["p1"])
    s.resolve()
    s.done()
    assert s.life(B) == 18
    assert s.hand_size(A) == 0
    assert sorted(s.graveyard_names(A)) == ["Grizzly Bears", "Hill Giant"]

    t = game(LATULLA)
    t.put(A, LATULLA)
    t.lands(A, "Mountain", 3)
    t.hand(A, "Grizzly Bears")
    t.start()
    t._priority_to(A)
    decision = t.pending
    assert decision is not None
    assert not [o for o in decision.options if isinstance(o, Activate) and o.name == LATULLA]


# -- "for each Aura / Equipment attached to ~ / it" (CR 301.5, 303.4) ----------------------------


def test_cr_303_4_uril_gets_plus_two_for_each_aura_attached_to_it() -> None:
    """Uril, the Miststalker: "~ gets +2/+2 for each Aura attached to it." — a 5/5; with Holy
    Strength (+1/+2) and Rancor (+2/+0) attached it is 5+1+2+4 / 5+2+4 = 12/11; an Equipment
    attached (Bonesplitter, +2/+0) is no Aura and adds only its own bonus."""
    assert render_card(real("Uril, the Miststalker")).count(
        "~ gets +2/+2 for each Aura attached to it.") == 1
    s = game("Uril, the Miststalker", "Holy Strength", "Rancor", "Bonesplitter")
    uril = s.put(A, "Uril, the Miststalker")
    s.start()
    assert s.pt(uril) == (5, 5)
    s.put(A, "Holy Strength", attached_to=uril)
    s.put(A, "Rancor", attached_to=uril)
    s.state.touch()
    assert s.pt(uril) == (12, 11)
    s.put(A, "Bonesplitter", attached_to=uril)
    s.state.touch()
    assert s.pt(uril) == (14, 11)


def test_cr_301_5_kemba_makes_a_cat_for_each_equipment_attached_to_it() -> None:
    """Kemba, Kha Regent: "At the beginning of your upkeep, create a 2/2 white Cat creature
    token for each Equipment attached to ~." — two Equipment (not the Aura) make two Cats."""
    s = game("Kemba, Kha Regent", "Bonesplitter", "Holy Strength")
    kemba = s.put(A, "Kemba, Kha Regent")
    s.put(A, "Bonesplitter", attached_to=kemba)
    s.put(A, "Bonesplitter", attached_to=kemba)
    s.put(A, "Holy Strength", attached_to=kemba)
    s.start(step="untap")
    s.to_step("draw")
    cats = [oid for oid in _tokens(s, A) if "Cat" in s.obj(oid).card.type_line]
    assert len(cats) == 2


def test_cr_301_5_armament_master_counts_equipment_attached_to_itself_not_to_each_kor() -> None:
    """Armament Master: "Other Kor creatures you control get +2/+2 for each Equipment attached
    to ~." — the Equipment on Armament Master counts, for every other Kor; Equipment on the
    Kor itself does not (it is "attached to ~", the Master)."""
    s = game("Armament Master", "Bonesplitter", "Kor Skyfisher")
    master = s.put(A, "Armament Master")
    kor = s.put(A, "Kor Skyfisher")
    s.put(A, "Bonesplitter", attached_to=kor)
    s.start()
    assert s.pt(kor) == (2 + 2, 3)  # its own Bonesplitter only
    s.put(A, "Bonesplitter", attached_to=master)
    s.state.touch()
    assert s.pt(kor) == (2 + 2 + 2, 3 + 2)
