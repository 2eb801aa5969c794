"""Trigger events, eighth wave (issue 29, h8-trg; CR 603.2): each card is compiled from its
real Oracle text (MTGJSON 2022-04-25), must be supported (round trip and engine), and is
played in a scenario game asserting what its text says happens. The CR rule each test proves
is in its name or docstring."""

from __future__ import annotations

from cardtable.games.magic.actions import Activate, Cast
from cardtable.games.magic.layers import chars
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "At the beginning of each combat" (CR 507.1) -----------------------------------------------


def test_cr_507_1_timin_taps_a_creature_at_the_beginning_of_an_opponents_combat() -> None:
    """Timin, Youthful Geist: "At the beginning of each combat, tap up to one target
    creature." — each combat, not only its controller's: in the opponent's beginning of
    combat step the opponent's Grizzly Bears is tapped before it can attack."""
    s = game("Timin, Youthful Geist")
    s.put(A, "Timin, Youthful Geist")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.to_step("begin_combat", active=B)
    s.then("target", (bears,))
    s.resolve()
    assert s.obj(bears).tapped


def test_cr_603_4_stampede_rider_checks_its_condition_each_combat() -> None:
    """Stampede Rider: "At the beginning of each combat, if you control a creature with power
    4 or greater, ~ gets +1/+1 until end of turn." — a 2/3; with Hill Giant (3/3) it does not
    trigger (CR 603.4); with Craw Wurm (6/4) it does, in the opponent's combat too."""
    s = game("Stampede Rider")
    rider = s.put(A, "Stampede Rider")
    s.put(A, "Hill Giant")
    s.start(active=B)
    s.to_step("begin_combat", active=B)
    s.resolve()
    assert s.pt(rider) == (2, 3)
    s.put(A, "Craw Wurm")
    s.to_step("begin_combat", active=A)
    s.resolve()
    assert s.pt(rider) == (3, 4)


# -- a spell card's trigger that returns it from the graveyard (CR 113.6k) -------------------------


def test_cr_113_6k_reach_of_branches_returns_when_a_forest_enters() -> None:
    """Reach of Branches: "Whenever a Forest enters under your control, you may return ~ from
    your graveyard to your hand." — the tribal instant's ability works from the graveyard:
    playing a Forest offers it, and it goes back to the hand; a Mountain does not."""
    s = game("Reach of Branches")
    s.graveyard(A, "Reach of Branches")
    s.hand(A, "Mountain")
    s.hand(A, "Forest")
    s.start()
    s.play_land(A, "Mountain")
    s.resolve()
    assert s.zone_of("Reach of Branches") == "graveyard"
    s.to_step("main1", active=A)  # the next turn's land drop
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.then("resolve.choice", True)
    s.play_land(A, "Forest")
    s.resolve()
    assert s.zone_of("Reach of Branches") == "hand"


def test_cr_113_6k_death_of_a_thousand_stings_returns_at_upkeep_if_more_cards() -> None:
    """Death of a Thousand Stings: "At the beginning of your upkeep, if you have more cards in
    hand than each opponent, you may return ~ from your graveyard to your hand." (CR 603.4):
    with more cards in hand than the opponent it returns from the graveyard at the upkeep."""
    s = game("Death of a Thousand Stings")
    s.graveyard(A, "Death of a Thousand Stings")
    s.hand(A, "Grizzly Bears", 3)
    s.start(active=B)
    s.then("resolve.choice", True)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Death of a Thousand Stings") == "hand"


# -- a delayed triggered ability for the rest of the turn (CR 603.7a, 603.7c) -------------------


def test_cr_603_7a_glimpse_of_nature_draws_for_each_creature_spell_this_turn_only() -> None:
    """Glimpse of Nature: "Whenever you cast a creature spell this turn, draw a card." — two
    creature spells after it draw two cards; the ability ends with the turn (CR 514.2): a
    creature cast the next turn draws nothing."""
    assert render_card(real("Glimpse of Nature")) == (
        "Whenever you cast a creature spell this turn, draw a card.")
    s = game("Glimpse of Nature")
    s.lands(A, "Forest", 4)
    s.hand(A, "Glimpse of Nature")
    s.hand(A, "Llanowar Elves", 3)
    s.start()
    s.cast(A, "Glimpse of Nature")
    s.resolve()
    before = s.hand_size(A)
    for _ in range(2):
        s.cast(A, "Llanowar Elves")
        s.resolve()
    assert s.hand_size(A) == before - 2 + 2
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    before = s.hand_size(A)
    s.cast(A, "Llanowar Elves")
    s.resolve()
    assert s.hand_size(A) == before - 1
    assert not s.state.turn_triggers


def test_cr_603_7c_doublecast_copies_only_the_next_instant() -> None:
    """Doublecast: "When you cast your next instant or sorcery spell this turn, copy that
    spell. You may choose new targets for the copy." — the first Lightning Bolt after it is
    copied (6 damage); the second Bolt that turn is not (once, CR 603.7c)."""
    assert render_card(real("Doublecast")) == (
        "When you cast your next instant or sorcery spell this turn, copy that spell. You may "
        "choose new targets for the copy.")
    s = game("Doublecast")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Doublecast")
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Doublecast")
    s.resolve()
    s.then("choose a target for the copy", "p1")
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 14
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 11


def test_cr_603_7a_dual_strike_waits_for_a_spell_that_matches() -> None:
    """Dual Strike: "When you cast your next instant or sorcery spell with mana value 4 or
    less this turn, copy that spell." — a creature spell does not use it up; the Bolt after it
    is copied."""
    s = game("Dual Strike")
    s.lands(A, "Mountain", 7)
    s.hand(A, "Dual Strike")
    s.hand(A, "Hill Giant")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Dual Strike")
    s.resolve()
    s.cast(A, "Hill Giant")
    s.resolve()
    s.then("choose a target for the copy", "p1")
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.life(B) == 14


def test_cr_603_7a_first_day_of_class_it_is_the_creature_that_entered() -> None:
    """First Day of Class: "Whenever a creature enters under your control this turn, put a
    +1/+1 counter on it and it gains haste until end of turn." — the Bears cast after it is a
    hasty 3/3; the opponent's creature is not touched."""
    s = game("First Day of Class")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Forest", 2)
    s.hand(A, "First Day of Class")
    s.hand(A, "Grizzly Bears")
    theirs = s.put(B, "Hill Giant")
    s.start()
    s.then("learn", "nothing")  # "Learn." (CR 701.48a): nothing in the sideboard
    s.cast(A, "First Day of Class")
    s.resolve()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    bears = s.id("Grizzly Bears")
    assert s.pt(bears) == (3, 3)
    assert "haste" in s.keywords(bears)
    assert s.pt(theirs) == (3, 3)


def test_cr_603_7a_theoretical_duplication_copies_an_opponents_creature() -> None:
    """Theoretical Duplication: "Whenever a nontoken creature enters under an opponent's
    control this turn, create a token that's a copy of that creature." — cast in the
    opponent's turn (it is an instant), their Grizzly Bears gives you a token copy."""
    s = game("Theoretical Duplication")
    s.lands(A, "Island", 3)
    s.hand(A, "Theoretical Duplication")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(A, "Theoretical Duplication")
    s.resolve()
    s.cast(B, "Grizzly Bears")
    s.resolve()
    owners = sorted(s.controller(i) for i in s.ids("Grizzly Bears", "battlefield"))
    assert owners == [A, B]


# -- "attacks or blocks" of another object, and Oracle's "When" for it (CR 508.1, 509.1, 603.2) --


def test_cr_603_2_nettling_curse_triggers_on_attacking_and_on_blocking() -> None:
    """Nettling Curse: "Whenever enchanted creature attacks or blocks, its controller loses 3
    life." — two triggered abilities, one printed line: the cursed Hill Giant's controller loses 3
    life when it blocks, and 3 more when it attacks in its own turn."""
    assert render_card(real("Nettling Curse")).startswith(
        "Enchant creature\nWhenever enchanted creature attacks or blocks, its controller loses "
        "3 life.")
    s = game("Nettling Curse")
    giant = s.put(B, "Hill Giant")
    s.put(A, "Nettling Curse", attached_to=giant)
    lions = s.put(A, "Savannah Lions")
    s.start()
    s.attack({lions: "p1"})
    s.block(B, {giant: lions})
    s.resolve()
    assert s.life(B) == 17
    s.to_step("declare_attackers", active=B)
    s.attack({giant: "p0"})
    s.resolve()
    assert s.life(B) == 14


def test_cr_603_2_dwindle_destroys_the_enchanted_creature_when_it_blocks() -> None:
    """Dwindle: "When enchanted creature blocks, destroy it." — the enchanted Hill Giant
    blocks the Lions and is destroyed before damage (the Lions survive)."""
    s = game("Dwindle")
    giant = s.put(B, "Hill Giant")
    s.put(A, "Dwindle", attached_to=giant)
    lions = s.put(A, "Savannah Lions")
    s.start()
    s.attack({lions: "p1"})
    s.block(B, {giant: lions})
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    s.to_step("end")
    assert s.zone_of("Savannah Lions") == "battlefield"


def test_cr_603_2_spiritual_asylum_is_sacrificed_when_a_creature_you_control_attacks() -> None:
    """Spiritual Asylum: "When a creature you control attacks, sacrifice ~." — Oracle's
    "When" for a filtered subject: the Lions attack and the Asylum is sacrificed; the
    opponent's attack would not have done it."""
    s = game("Spiritual Asylum")
    s.put(A, "Spiritual Asylum")
    lions = s.put(A, "Savannah Lions")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.attack({bears: "p0"})
    s.resolve()
    assert s.zone_of("Spiritual Asylum") == "battlefield"
    s.to_step("declare_attackers", active=A)
    s.attack({lions: "p1"})
    s.resolve()
    assert s.zone_of("Spiritual Asylum") == "graveyard"


# -- "When ~ is put into a graveyard from anywhere" (CR 603.6c) ----------------------------------


def test_cr_603_6c_dread_milled_is_shuffled_back_into_its_owners_library() -> None:
    """Dread: "When ~ is put into a graveyard from anywhere, shuffle it into its owner's
    library." — milled from the library by Thought Scour (not from the battlefield), it
    triggers from the graveyard and goes back into the library."""
    s = game("Dread", "Thought Scour")
    s.put(A, "Island")
    s.library_top(A, "Dread")
    s.hand(A, "Thought Scour")
    s.start()
    s.cast(A, "Thought Scour", targets=["p0"])
    s.resolve()
    assert s.zone_of("Dread") == "library"
    assert "Dread" not in s.graveyard_names(A)


def test_cr_108_3_kozilek_its_owner_shuffles_their_graveyard_into_their_library() -> None:
    """Kozilek, Butcher of Truth: "When ~ is put into a graveyard from anywhere, its owner
    shuffles their graveyard into their library." — destroyed by Doom Blade, its owner's
    graveyard (Kozilek and a Grizzly Bears) goes into the library; the caster's Doom Blade
    stays in its owner's graveyard."""
    s = game("Kozilek, Butcher of Truth", "Doom Blade")
    s.put(A, "Kozilek, Butcher of Truth")
    s.graveyard(A, "Grizzly Bears")
    s.lands(B, "Swamp", 2)
    s.hand(B, "Doom Blade")
    s.start(active=B)
    library = len(s.state.zone(A, "library"))
    s.cast(B, "Doom Blade", targets=[s.id("Kozilek, Butcher of Truth")])
    s.resolve()
    assert s.graveyard_names(A) == []
    assert s.zone_of("Kozilek, Butcher of Truth") == "library"
    assert len(s.state.zone(A, "library")) == library + 2  # Kozilek and the Bears
    assert s.graveyard_names(B) == ["Doom Blade"]


# -- "When ~ is put into your graveyard from the battlefield" (CR 603.10a, 404.1) -----------------


def test_cr_404_1_zodiac_dragon_returns_from_your_graveyard_to_your_hand() -> None:
    """Zodiac Dragon: "When ~ is put into your graveyard from the battlefield, you may return it
    to your hand." — destroyed by Doom Blade, it goes back to its owner's hand."""
    assert "When ~ is put into your graveyard from the battlefield, you may return it to your " \
        "hand." in render_card(real("Zodiac Dragon"))
    s = game("Zodiac Dragon", "Doom Blade")
    dragon = s.put(A, "Zodiac Dragon")
    s.lands(B, "Swamp", 2)
    s.hand(B, "Doom Blade")
    s.start(active=B)
    s.then("resolve.choice", True)
    s.cast(B, "Doom Blade", targets=[dragon])
    s.resolve()
    assert s.zone_of("Zodiac Dragon") == "hand"


def test_cr_404_1_zodiac_dragon_controlled_by_another_player_does_not_trigger() -> None:
    """"your graveyard" is the graveyard of the ability's controller (CR 404.1: a card goes to
    its owner's): the opponent's stolen Zodiac Dragon dies into its owner's graveyard, not
    the controller's, so it does not trigger and stays there."""
    s = game("Zodiac Dragon", "Doom Blade")
    dragon = s.put(A, "Zodiac Dragon", controller=B)
    s.lands(A, "Swamp", 2)
    s.hand(A, "Doom Blade")
    s.start()
    s.cast(A, "Doom Blade", targets=[dragon])
    s.resolve()
    assert s.zone_of("Zodiac Dragon") == "graveyard"


# -- "Whenever you cycle another card [for the first time each turn]" (CR 702.29) ----------------


def test_cr_702_29_drannith_healer_gains_life_for_each_card_cycled() -> None:
    """Drannith Healer: "Whenever you cycle another card, you gain 1 life." — two Desert
    Cerodons cycled: 2 life."""
    s = game("Drannith Healer", "Desert Cerodon")
    s.put(A, "Drannith Healer")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Desert Cerodon", 2)
    s.start()
    for _ in range(2):
        s.activate(A, "Desert Cerodon")
        s.resolve()
    assert s.life(A) == 22


def test_cr_702_29_valiant_rescuer_only_the_first_cycle_each_turn() -> None:
    """Valiant Rescuer: "Whenever you cycle another card for the first time each turn, create a
    1/1 white Human Soldier creature token." — two cycles in one turn make one token; the
    next turn's first cycle makes another."""
    s = game("Valiant Rescuer", "Desert Cerodon")
    s.put(A, "Valiant Rescuer")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Desert Cerodon", 3)
    s.start()
    for _ in range(2):
        s.activate(A, "Desert Cerodon")
        s.resolve()
    assert len(s.ids("Human Soldier Token")) + len(s.ids("Human Soldier")) == 1
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.activate(A, "Desert Cerodon")
    s.resolve()
    assert len(s.ids("Human Soldier Token")) + len(s.ids("Human Soldier")) == 2


# -- a spell's subtype as a spell noun (CR 205.3) ----------------------------------------------


def test_cr_205_3_ishi_ishi_punishes_spirit_or_arcane_spells_only() -> None:
    """Ishi-Ishi, Akki Crackshot: "Whenever an opponent casts a Spirit or Arcane spell, ~
    deals 2 damage to that player." — the opponent's Kami of Ancient Law (a Spirit) costs
    them 2 life; their Savannah Lions (a Cat) does not."""
    s = game("Ishi-Ishi, Akki Crackshot", "Kami of Ancient Law")
    s.put(A, "Ishi-Ishi, Akki Crackshot")
    s.lands(B, "Plains", 4)
    s.hand(B, "Savannah Lions")
    s.hand(B, "Kami of Ancient Law")
    s.start(active=B)
    s.cast(B, "Savannah Lions")
    s.resolve()
    assert s.life(B) == 20
    s.cast(B, "Kami of Ancient Law")
    s.resolve()
    assert s.life(B) == 18


def test_cr_106_6_sliver_hive_mana_spends_only_on_sliver_spells() -> None:
    """Sliver Hive: "{T}: Add one mana of any color. Spend this mana only to cast a Sliver
    spell." — its {G} is not offered for Grizzly Bears ({1}{G}) but pays for Muscle Sliver
    ({1}{G}, a Sliver) with a Wastes."""
    s = game("Sliver Hive", "Muscle Sliver")
    hive = s.put(A, "Sliver Hive")
    s.put(A, "Wastes")
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Muscle Sliver")
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options if isinstance(o, Activate) and o.source == hive
                  and o.index == 1 and o.symbol == "G")
    s.apply(A, option)
    decision = s.pending
    assert decision is not None
    names = {o.name for o in decision.options if isinstance(o, Cast)}
    assert "Grizzly Bears" not in names and "Muscle Sliver" in names
    s.cast(A, "Muscle Sliver")
    s.resolve()
    assert s.zone_of("Muscle Sliver") == "battlefield"


# -- "… becomes the target of a spell or ability for the first time each turn" (CR 115.1) --------


def test_cr_115_1_glyph_keeper_counters_only_the_first_targeting_each_turn() -> None:
    """Glyph Keeper: "Whenever ~ becomes the target of a spell or ability for the first time
    each turn, counter that spell or ability." — the first Lightning Bolt at it is countered;
    the second that turn resolves (and kills it: a 5/3)."""
    s = game("Glyph Keeper")
    keeper = s.put(B, "Glyph Keeper")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=[keeper])
    s.resolve()
    assert s.obj(keeper).damage == 0 and s.zone_of("Glyph Keeper") == "battlefield"
    assert len(s.ids("Lightning Bolt", "graveyard")) == 1
    s.cast(A, "Lightning Bolt", targets=[keeper])
    s.resolve()
    assert s.zone_of("Glyph Keeper") == "graveyard"


# -- "Whenever another creature you control attacks, it …" (CR 508.1) -----------------------------


def test_cr_508_1_stonehoof_chieftain_gives_the_other_attacker_trample() -> None:
    """Stonehoof Chieftain: "Whenever another creature you control attacks, it gains trample
    and indestructible until end of turn." — "it" is the attacking Grizzly Bears; the
    Savannah Lions that stay home gain nothing."""
    s = game("Stonehoof Chieftain")
    s.put(A, "Stonehoof Chieftain")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    s.start()
    s.attack({bears: "p1"})
    s.resolve()
    assert {"trample", "indestructible"} <= s.keywords(bears)
    assert not {"trample", "indestructible"} & s.keywords(lions)


def test_cr_603_7a_ondu_rising_each_attacker_this_turn_gains_lifelink() -> None:
    """Ondu Rising: "Whenever a creature attacks this turn, it gains lifelink until end of
    turn." — cast before combat, the attacking Grizzly Bears gains lifelink (its 2 damage
    gains its controller 2 life); the Lions that stay home do not."""
    s = game("Ondu Rising")
    s.lands(A, "Plains", 2)
    s.hand(A, "Ondu Rising")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(A, "Savannah Lions")
    s.start()
    s.cast(A, "Ondu Rising")
    s.resolve()
    s.attack({bears: "p1"})
    s.resolve()
    assert "lifelink" in s.keywords(bears) and "lifelink" not in s.keywords(lions)
    s.to_step("end")
    assert s.life(A) == 22 and s.life(B) == 18


def test_cr_603_7a_mage_hunters_onslaught_blockers_cost_their_controller_life() -> None:
    """Mage Hunters' Onslaught: "Destroy target creature or planeswalker. Whenever a creature
    blocks this turn, its controller loses 1 life." — after it resolves, the opponent's
    Grizzly Bears blocks the Hill Giant: the opponent loses 1 life."""
    s = game("Mage Hunters' Onslaught")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Mage Hunters' Onslaught")
    giant = s.put(A, "Hill Giant")
    target = s.put(B, "Savannah Lions")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Mage Hunters' Onslaught", targets=[target])
    s.resolve()
    assert s.zone_of("Savannah Lions") == "graveyard"
    s.attack({giant: "p1"})
    s.block(B, {bears: giant})
    s.resolve()
    assert s.life(B) == 19


# -- "At the beginning of the upkeep of enchanted PERMANENT's controller" (CR 303.4, 503.1) --------


def test_cr_303_4_cursed_land_burns_the_enchanted_lands_controller_each_upkeep() -> None:
    """Cursed Land: "At the beginning of the upkeep of enchanted land's controller, ~ deals 1
    damage to that player." — on the opponent's Forest it deals 1 at the opponent's upkeep,
    none at its own controller's."""
    assert "At the beginning of the upkeep of enchanted land's controller, ~ deals 1 damage " \
        "to that player." in render_card(real("Cursed Land"))
    s = game("Cursed Land")
    forest = s.put(B, "Forest")
    s.put(A, "Cursed Land", attached_to=forest)
    s.start(active=B, step="end")
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.life(A) == 20 and s.life(B) == 20
    s.to_step("upkeep", active=B)
    s.resolve()
    assert s.life(B) == 19


def test_cr_303_4_unstable_mutation_that_creature_is_the_enchanted_one() -> None:
    """Unstable Mutation: "At the beginning of the upkeep of enchanted creature's controller,
    put a -1/-1 counter on that creature." — "that creature" is the enchanted Hill Giant
    (3/3 +3/+3 = 6/6, then a -1/-1 counter: 5/5)."""
    s = game("Unstable Mutation")
    giant = s.put(A, "Hill Giant")
    s.put(A, "Unstable Mutation", attached_to=giant)
    bears = s.put(A, "Grizzly Bears")
    s.start(active=B, step="end")
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.pt(giant) == (5, 5)
    assert s.pt(bears) == (2, 2)


# -- "At the beginning of your upkeep or whenever you cast a SPELL" (CR 603.2) ---------------------


def test_cr_603_2_shrine_of_burning_rage_charges_at_upkeep_and_on_red_spells() -> None:
    """Shrine of Burning Rage: "At the beginning of your upkeep or whenever you cast a red
    spell, put a charge counter on ~." — two abilities, one line: a Lightning Bolt cast adds
    one counter, a green spell none, the next upkeep one more."""
    assert "At the beginning of your upkeep or whenever you cast a red spell, put a charge " \
        "counter on ~." in render_card(real("Shrine of Burning Rage"))
    s = game("Shrine of Burning Rage")
    shrine = s.put(A, "Shrine of Burning Rage")
    s.put(A, "Mountain")
    s.lands(A, "Forest", 2)
    s.hand(A, "Lightning Bolt")
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.obj(shrine).counters.get("charge", 0) == 1
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.obj(shrine).counters.get("charge", 0) == 2


def test_cr_122_1_shrine_of_loyal_legions_makes_a_myr_for_each_charge_counter() -> None:
    """Shrine of Loyal Legions: "{3}{W}, {T}, Sacrifice ~: Create a 1/1 colorless Phyrexian Myr
    artifact creature token for each charge counter on ~." — with two charge counters, two
    tokens (the count is the sacrificed Shrine's, as it last existed)."""
    s = game("Shrine of Loyal Legions")
    s.put(A, "Shrine of Loyal Legions", counters={"charge": 2})
    s.lands(A, "Plains", 4)
    s.start()
    s.activate(A, "Shrine of Loyal Legions", 2)
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.zone == "battlefield" and o.token]
    assert len(tokens) == 2


# -- "that player" after "… enters under an opponent's control" (CR 603.6a, 608.2h) --------------


def test_cr_608_2h_sire_of_stagnation_that_player_is_the_lands_controller() -> None:
    """Sire of Stagnation: "Whenever a land enters under an opponent's control, that player
    exiles the top two cards of their library and you draw two cards." — the opponent plays a
    Forest: two of their library cards are exiled and the Sire's controller draws two."""
    s = game("Sire of Stagnation")
    s.put(A, "Sire of Stagnation")
    s.hand(B, "Forest")
    s.start(active=B)
    library_b = len(s.state.zone(B, "library"))
    hand_a = s.hand_size(A)
    s.play_land(B, "Forest")
    s.resolve()
    assert len(s.state.zone(B, "library")) == library_b - 2
    assert len(s.state.zone(B, "exile")) == 2
    assert s.hand_size(A) == hand_a + 2


# -- "When a spell or ability an opponent controls causes you to discard ~" (CR 701.9, 608.2) -----


def test_cr_701_9_metrognome_discarded_by_an_opponents_spell_makes_gnomes() -> None:
    """Metrognome: "When a spell or ability an opponent controls causes you to discard ~,
    create four 1/1 colorless Gnome artifact creature tokens." — the opponent's Mind Rot makes
    its owner discard it (and a Forest): four Gnomes; the card triggers from the graveyard."""
    s = game("Metrognome", "Mind Rot")
    s.hand(A, "Metrognome")
    s.hand(A, "Forest")
    s.lands(B, "Swamp", 3)
    s.hand(B, "Mind Rot")
    s.start(active=B)
    s.cast(B, "Mind Rot", targets=["p0"])
    s.resolve()
    gnomes = [o for o in s.state.objects.values()
              if o.zone == "battlefield" and o.token and o.controller == A]
    assert len(gnomes) == 4
    assert "Metrognome" in s.graveyard_names(A)


def test_cr_701_9_quagnoth_returns_only_when_an_opponent_made_you_discard_it() -> None:
    """Quagnoth: "When a spell or ability an opponent controls causes you to discard ~, return
    it to your hand." — discarded by the opponent's Mind Rot it comes back; discarded by its
    owner's own Mind Rot (a spell they control) it stays in the graveyard."""
    s = game("Quagnoth", "Mind Rot")
    s.hand(A, "Quagnoth")
    s.hand(A, "Forest")
    s.lands(B, "Swamp", 3)
    s.hand(B, "Mind Rot")
    s.start(active=B)
    s.cast(B, "Mind Rot", targets=["p0"])
    s.resolve()
    assert s.zone_of("Quagnoth") == "hand"
    s.lands(A, "Swamp", 3)
    s.hand(A, "Mind Rot")
    s.to_step("main1", active=A)
    s.cast(A, "Mind Rot", targets=["p0"])
    s.then("discard", tuple(s.ids("Quagnoth", "hand") + s.ids("Forest", "hand")[:1]))
    s.resolve()
    assert s.zone_of("Quagnoth") == "graveyard"


# -- "Whenever you sacrifice a Treasure / a token" (CR 701.17a, 111.10a) ---------------------------


def test_cr_701_17a_captain_lannery_storm_grows_when_a_treasure_is_sacrificed() -> None:
    """Captain Lannery Storm: "Whenever ~ attacks, create a Treasure token. Whenever you
    sacrifice a Treasure, ~ gets +1/+0 until end of turn." — she attacks (a Treasure is
    made), the Treasure is sacrificed for mana: she is 3/2."""
    s = game("Captain Lannery Storm")
    captain = s.put(A, "Captain Lannery Storm")
    s.start()
    s.attack({captain: "p1"})
    s.resolve()
    treasure = next(o for o in s.state.battlefield if s.obj(o).card.name == "Treasure")
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options
                  if isinstance(o, Activate) and o.source == treasure and o.symbol == "R")
    s.apply(A, option)
    s.resolve()
    assert s.pt(captain) == (3, 2)


def test_cr_603_2_tomebound_lich_loots_as_it_enters() -> None:
    """Tomebound Lich: "Whenever ~ enters or deals combat damage to a player, draw a card,
    then discard a card." — two abilities, one printed line: it loots as it enters."""
    assert "Whenever ~ enters or deals combat damage to a player, draw a card, then discard " \
        "a card." in render_card(real("Tomebound Lich"))
    s = game("Tomebound Lich")
    s.lands(A, "Swamp", 2)
    s.put(A, "Island")
    s.hand(A, "Tomebound Lich")
    s.start()
    s.cast(A, "Tomebound Lich")
    before = len(s.state.zone(A, "library"))
    s.strict = False  # the card discarded: the first one offered
    s.resolve()
    assert len(s.state.zone(A, "library")) == before - 1
    assert len(s.state.zone(A, "graveyard")) == 1


# -- "Whenever a creature you control explores" (CR 701.40b) --------------------------------------


def test_cr_701_40b_wildgrowth_walker_grows_when_a_creature_explores() -> None:
    """Wildgrowth Walker: "Whenever a creature you control explores, put a +1/+1 counter on ~
    and you gain 3 life." — Merfolk Branchwalker explores (a land on top: to the hand, the
    explore is still complete): the Walker gets a counter and its controller 3 life."""
    s = game("Wildgrowth Walker", "Merfolk Branchwalker")
    walker = s.put(A, "Wildgrowth Walker")
    s.lands(A, "Forest", 2)
    s.hand(A, "Merfolk Branchwalker")
    s.library_top(A, "Forest")
    s.start()
    s.cast(A, "Merfolk Branchwalker")
    s.resolve()
    assert s.obj(walker).counters.get("+1/+1", 0) == 1
    assert s.life(A) == 23


def test_cr_701_40b_shadowed_caravel_counts_a_nonland_explore_once() -> None:
    """Shadowed Caravel: "Whenever a creature you control explores, put a +1/+1 counter on ~."
    — a nonland card revealed (kept on top): one counter, once, after the choice."""
    s = game("Shadowed Caravel", "Merfolk Branchwalker")
    caravel = s.put(A, "Shadowed Caravel")
    s.lands(A, "Forest", 2)
    s.hand(A, "Merfolk Branchwalker")
    s.library_top(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Merfolk Branchwalker")
    s.then("resolve.choice", ())
    s.resolve()
    assert s.obj(caravel).counters.get("+1/+1", 0) == 1


# -- "Whenever you complete a dungeon" (CR 309.7) ------------------------------------------------


def test_cr_309_7_varis_makes_a_wolf_when_its_controller_completes_a_dungeon() -> None:
    """Varis, Silverymoon Ranger: "Whenever you complete a dungeon, create a 2/2 green Wolf
    creature token." — venturing from Sandfall Cell into Cradle of the Death God (Dungeon
    Map): once the last room's ability resolves the dungeon is completed and a Wolf made."""
    s = game("Varis, Silverymoon Ranger", "Dungeon Map")
    s.put(A, "Varis, Silverymoon Ranger")
    s.put(A, "Dungeon Map")
    s.lands(A, "Wastes", 3)
    s.start()
    s.state.dungeon_marks[A] = (2, 3)
    s.activate(A, "Dungeon Map", 1)
    s.resolve()
    assert s.state.dungeons_completed == {A: 1}
    wolves = [o for o in s.state.battlefield if s.obj(o).card.name == "Wolf"]
    assert len(wolves) == 1 and s.pt(wolves[0]) == (2, 2)


# -- "Whenever ~ crews a Vehicle, that Vehicle …" (CR 702.122) -------------------------------------


def test_cr_702_122_veteran_motorist_pumps_the_vehicle_it_crews() -> None:
    """Veteran Motorist: "Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of
    turn." — tapped with Savannah Lions to crew Aradara Express (crew 4), the Express is an
    8/6 creature +1/+1: 9/7; the Lions crewing alone would not trigger it."""
    s = game("Veteran Motorist", "Aradara Express")
    express = s.put(A, "Aradara Express")
    motorist = s.put(A, "Veteran Motorist")
    lions = s.put(A, "Savannah Lions")
    s.start()
    assert s.pending is not None
    option = next(o for o in s.pending.options if getattr(o, "name", "") == "Aradara Express")
    s.apply(A, option)
    s.apply(A, motorist)
    s.apply(A, lions)
    s.apply(A, "done")
    s.resolve()
    c = chars(s.state, s.obj(express))
    assert "Creature" in c.types and (c.power, c.toughness) == (9, 7)


# -- "it" after "Whenever ~ becomes untapped / the target of a spell or ability" (CR 608.2h) -------


def test_cr_608_2h_segmented_wurm_it_is_the_wurm_that_was_targeted() -> None:
    """Segmented Wurm: "Whenever ~ becomes the target of a spell or ability, put a -1/-1
    counter on it." — the opponent's Giant Growth on it (a 5/5): a -1/-1 counter, 7/7 after
    the Growth resolves (5/5 +3/+3 -1/-1)."""
    s = game("Segmented Wurm")
    wurm = s.put(A, "Segmented Wurm")
    s.put(B, "Forest")
    s.hand(B, "Giant Growth")
    s.start(active=B)
    s.cast(B, "Giant Growth", targets=[wurm])
    s.resolve()
    assert s.obj(wurm).counters.get("-1/-1", 0) == 1
    assert s.pt(wurm) == (7, 7)


def test_cr_702_26a_warping_wurm_grows_each_time_it_phases_in() -> None:
    """Warping Wurm: "Phasing … Whenever ~ phases in, put a +1/+1 counter on it." — it
    phases out in one untap step (phasing) and in at the next: its phases-in ability
    triggers then (and resolves in the upkeep, CR 502.4)."""
    s = game("Warping Wurm")
    wurm = s.put(A, "Warping Wurm")
    s.start(active=B, step="end")
    s.strict = False  # its upkeep ability ("phases out unless you pay …") by default
    s.to_step("main1", active=A)  # phased out in A's untap step
    assert wurm in s.state.phased_out
    s.to_step("main1", active=B)
    s.to_step("upkeep", active=A)  # phased in: both of A's upkeep abilities wait
    assert wurm in s.state.battlefield
    events = [t.ability.trigger.event for t in s.state.triggers]
    assert "phases_in" in events
    # the phases-in ability put on the stack last, so it resolves first (CR 603.3b)
    s.apply(A, tuple(sorted(range(len(events)), key=lambda i: events[i] == "phases_in")))
    s.resolve(1)
    assert s.obj(wurm).counters.get("+1/+1", 0) == 1
