"""The removal / graveyard / mass-effect / cost staples of ``commander-staples.txt`` (issue 28),
compiled from their real Oracle text (MTGJSON 2022-04-25) and played: each card compiles,
renders back, is supported (magic.md §2), and does in a game what its text says."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario, Unanswered
from tests.oracle.conftest import game, real, until_choice


def tokens(s: Scenario, player: int) -> list[int]:
    return [o.id for o in s.state.objects.values()
            if o.token and o.zone == "battlefield" and s.controller(o.id) == player]


# -- "Its controller …": the anaphor binds to the last target (CR 608.2h) ---------------------

def test_path_to_exile_its_controller_may_fetch_a_tapped_basic_CR_608_2h() -> None:
    """"Exile target creature. Its controller may search their library for a basic land card,
    put that card onto the battlefield tapped, then shuffle." — B's creature is exiled, B (not
    the caster) is asked and searches B's own library; the land enters tapped."""
    s = game("Path to Exile", library=0)
    s.lands(A, "Plains", 1)
    s.hand(A, "Path to Exile")
    bears = s.put(B, "Grizzly Bears")
    s.library_top(B, "Forest")
    s.library_top(A, "Island")
    s.start()
    s.cast(A, "Path to Exile", targets=[bears])
    may = until_choice(s)
    assert may.player == B
    s.apply(B, True)
    search = until_choice(s)
    assert search.player == B and [s.obj(o).card.name for o in search.options] == ["Forest"]
    s.apply(B, tuple(search.options))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    forest = s.id("Forest")
    assert s.controller(forest) == B and s.obj(forest).tapped
    assert s.zone_of("Island") == "library"


def test_path_to_exile_declined_search_leaves_the_library_CR_608_2h() -> None:
    """The search is optional ("may"): declined, the creature is still exiled and B's basic
    land stays in the library."""
    s = game("Path to Exile", library=0)
    s.lands(A, "Plains", 1)
    s.hand(A, "Path to Exile")
    bears = s.put(B, "Grizzly Bears")
    s.library_top(B, "Forest")
    s.start()
    s.cast(A, "Path to Exile", targets=[bears])
    may = until_choice(s)
    s.apply(may.player, False)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile" and s.zone_of("Forest") == "library"


def test_beast_within_its_controller_creates_the_beast_CR_608_2h_and_111_2() -> None:
    """"Destroy target permanent. Its controller creates a 3/3 green Beast creature token."
    — B's land is destroyed and the 3/3 Beast is B's (the permanent's controller as it last
    existed), not the caster's."""
    s = game("Beast Within")
    s.lands(A, "Forest", 3)
    s.hand(A, "Beast Within")
    swamp = s.put(B, "Swamp")
    s.start()
    s.cast(A, "Beast Within", targets=[swamp])
    s.resolve()
    assert s.zone_of("Swamp") == "graveyard"
    (beast,) = tokens(s, B)
    assert s.obj(beast).card.name == "Beast" and s.pt(beast) == (3, 3)
    assert tokens(s, A) == []


def test_generous_gift_on_your_own_permanent_gives_you_the_elephant_CR_608_2h() -> None:
    """"Destroy target permanent. Its controller creates a 3/3 green Elephant creature
    token." — cast on the caster's own creature, the caster gets the Elephant."""
    s = game("Generous Gift")
    s.lands(A, "Plains", 3)
    s.hand(A, "Generous Gift")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Generous Gift", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    (elephant,) = tokens(s, A)
    assert s.obj(elephant).card.name == "Elephant" and s.pt(elephant) == (3, 3)


def test_swan_song_counters_a_sorcery_and_its_caster_gets_a_flying_bird_CR_701_5() -> None:
    """"Counter target enchantment, instant, or sorcery spell. Its controller creates a 2/2
    blue Bird creature token with flying." — B's Divination is countered (no cards drawn) and
    B gets the flying 2/2 Bird; a creature spell is not a legal target."""
    swan = real("Swan Song")
    (spell,) = swan.abilities
    assert isinstance(spell, m.SpellAbility)
    assert spell.targets[0].filter.types == ("Enchantment", "Instant", "Sorcery")
    s = game("Swan Song")
    s.lands(A, "Island", 1)
    s.hand(A, "Swan Song")
    s.lands(B, "Island", 3)
    s.hand(B, "Divination")
    s.start(active=B)
    hand_before = s.hand_size(B)
    s.cast(B, "Divination")
    s.cast(A, "Swan Song", targets=[s.id("Divination", "stack")])
    s.resolve()
    assert s.zone_of("Divination") == "graveyard"
    assert s.hand_size(B) == hand_before - 1
    (bird,) = tokens(s, B)
    assert s.pt(bird) == (2, 2) and "flying" in s.keywords(bird)


# -- "equal to its mana value" (CR 202.3, 608.2h) ---------------------------------------------

def test_reanimate_returns_any_graveyards_creature_and_you_lose_its_mana_value_CR_202_3() -> None:
    """"Put target creature card from a graveyard onto the battlefield under your control.
    You lose life equal to its mana value." — B's Serra Angel (mana value 5) enters under A's
    control and A loses 5 life."""
    s = game("Reanimate")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Reanimate")
    angel = s.graveyard(B, "Serra Angel")
    s.start()
    s.cast(A, "Reanimate", targets=[angel])
    s.resolve()
    on = s.id("Serra Angel")
    assert s.controller(on) == A and s.life(A) == 15 and s.life(B) == 20


# -- "When ~ enters or dies" (CR 603.2, 603.6a, 603.10a) ----------------------------------------

def test_stitchers_supplier_mills_three_when_it_enters_and_when_it_dies_CR_603_10a() -> None:
    """"When ~ enters or dies, mill three cards." — cast: three cards milled; then killed by
    Lightning Bolt: three more (the dies half looks back in time, 603.10a)."""
    s = game("Stitcher's Supplier")
    s.lands(A, "Swamp", 1)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Stitcher's Supplier")
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Stitcher's Supplier")
    s.resolve()
    assert len(s.graveyard_names(A)) == 3
    s.cast(B, "Lightning Bolt", targets=[s.id("Stitcher's Supplier")])
    s.resolve()
    names = s.graveyard_names(A)
    assert "Stitcher's Supplier" in names and len(names) == 7


# -- "As an additional cost to cast this spell, pay X life." (CR 107.3, 119.4, 601.2b) ---------

def test_toxic_deluge_pays_x_life_and_all_creatures_get_minus_x_CR_601_2b_and_119_4() -> None:
    """"As an additional cost to cast this spell, pay X life. All creatures get -X/-X until
    end of turn." — X = 3: A pays 3 life; both players' 2/2s die, a 4/4 Serra Angel lives as
    a 1/1; X is offered only up to A's life total (119.4)."""
    deluge = real("Toxic Deluge")
    (spell,) = deluge.abilities
    assert isinstance(spell, m.SpellAbility) and spell.additional_costs == (
        m.Cost(pay_life_x=True),)
    s = game("Toxic Deluge")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Toxic Deluge")
    mine = s.put(A, "Grizzly Bears")
    theirs = s.put(B, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.set_life(A, 7)
    s.start()
    with pytest.raises(Unanswered):  # the script stops at X to read what is offered
        s.cast(A, "Toxic Deluge")
    ask = s.pending
    assert ask is not None and ask.tag == "cast.x" and max(ask.options) == 7
    s.apply(A, 3)
    s.resolve()
    assert s.life(A) == 4
    assert s.zone_of("Grizzly Bears") == "graveyard" and mine not in s.state.objects \
        and theirs not in s.state.objects
    assert s.pt(angel) == (1, 1)


# -- "If you control a commander, you may cast this spell without paying its mana cost." -----

def _commander(s: Scenario, player: int, name: str) -> int:
    oid = s.put(player, name)
    s.state.commanders[s.obj(oid).uid] = player
    return oid


def test_deadly_rollick_is_free_while_you_control_a_commander_CR_118_9_and_903_3d() -> None:
    """"If you control a commander, you may cast this spell without paying its mana cost.
    Exile target creature." — with A's commander on the battlefield and no land, A casts it
    for free and B's creature is exiled."""
    s = game("Deadly Rollick")
    s.hand(A, "Deadly Rollick")
    _commander(s, A, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Deadly Rollick", way="alternative", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile" and s.zone_of("Deadly Rollick") == "graveyard"


def test_deadly_rollick_without_a_commander_costs_its_mana_CR_118_9() -> None:
    """Without a commander under A's control (B's commander does not count for A), the free
    way is not offered and with no land the spell cannot be cast at all."""
    s = game("Deadly Rollick")
    s.hand(A, "Deadly Rollick")
    _commander(s, B, "Hill Giant")
    s.put(B, "Grizzly Bears")
    s.start()
    decision = s.pending
    assert decision is not None and decision.player == A
    from cardtable.games.magic.actions import Cast

    assert not [o for o in decision.options if isinstance(o, Cast)]


def test_fierce_guardianship_counters_a_noncreature_spell_for_free_CR_118_9() -> None:
    """"If you control a commander, you may cast this spell without paying its mana cost.
    Counter target noncreature spell." — B's Divination is countered by a free Fierce
    Guardianship."""
    s = game("Fierce Guardianship")
    s.hand(A, "Fierce Guardianship")
    _commander(s, A, "Hill Giant")
    s.lands(B, "Island", 3)
    s.hand(B, "Divination")
    s.start(active=B)
    hand_before = s.hand_size(B)
    s.cast(B, "Divination")
    s.cast(A, "Fierce Guardianship", way="alternative",
           targets=[s.id("Divination", "stack")])
    s.resolve()
    assert s.zone_of("Divination") == "graveyard" and s.hand_size(B) == hand_before - 1


# -- mass removal: cost by count, "for each … destroyed this way" -------------------------------

def test_blasphemous_act_costs_one_less_for_each_creature_on_the_battlefield_CR_601_2f() -> None:
    """"This spell costs {1} less to cast for each creature on the battlefield. ~ deals 13
    damage to each creature." — four creatures (both players') make {8}{R} cost {4}{R}: five
    Mountains cast it, and every creature dies."""
    s = game("Blasphemous Act")
    s.lands(A, "Mountain", 5)
    s.hand(A, "Blasphemous Act")
    s.put(A, "Grizzly Bears")
    s.put(A, "Hill Giant")
    s.put(B, "Serra Angel")
    s.put(B, "Savannah Lions")
    s.start()
    s.cast(A, "Blasphemous Act")
    s.resolve()
    assert not [o for o in s.state.battlefield if "Creature" in s.obj(o).card.type_line]
    assert len(s.graveyard_names(B)) == 2


def test_blasphemous_act_with_fewer_creatures_costs_more_CR_601_2f() -> None:
    """With only two creatures on the battlefield it costs {6}{R}: five Mountains are not
    enough and it is not offered."""
    s = game("Blasphemous Act")
    s.lands(A, "Mountain", 5)
    s.hand(A, "Blasphemous Act")
    s.put(A, "Grizzly Bears")
    s.put(B, "Serra Angel")
    s.start()
    from cardtable.games.magic.actions import Cast

    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if isinstance(o, Cast)]


def test_decree_of_pain_draws_a_card_for_each_creature_destroyed_CR_608_2c() -> None:
    """"Destroy all creatures. They can't be regenerated. Draw a card for each creature
    destroyed this way." — three creatures destroyed (lands are not): the caster draws three."""
    s = game("Decree of Pain")
    s.lands(A, "Swamp", 8)
    s.hand(A, "Decree of Pain")
    s.put(A, "Grizzly Bears")
    s.put(B, "Serra Angel")
    s.put(B, "Hill Giant")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Decree of Pain")
    s.resolve()
    assert s.hand_size(A) == before - 1 + 3
    assert not [o for o in s.state.battlefield if "Creature" in s.obj(o).card.type_line]


# -- player scopes and "that player" (CR 101.4, 603.10a, 608.2h) ------------------------------

def test_grave_pact_each_other_player_sacrifices_CR_701_17a_and_101_4() -> None:
    """"Whenever a creature you control dies, each other player sacrifices a creature." — A's
    Bears die to A's own Lightning Bolt: B and C (three players) each sacrifice their only
    creature; A's other creature stays."""
    s = Scenario(players=3, cards=card_pool() | {"Grave Pact": real("Grave Pact")},
                 strict=False)
    s.put(A, "Grave Pact")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Hill Giant")
    s.put(B, "Serra Angel")
    s.put(2, "Savannah Lions")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard" and s.zone_of("Savannah Lions") == "graveyard"
    assert s.zone_of("Hill Giant") == "battlefield"


def test_massacre_wurm_each_opponents_dying_creature_costs_that_player_2_life_CR_603_10a() -> \
        None:
    """"When ~ enters, creatures your opponents control get -2/-2 until end of turn. Whenever
    a creature an opponent controls dies, that player loses 2 life." — B's two 2-toughness
    creatures die (B loses 4), B's Serra Angel lives as a 2/2; A loses nothing."""
    s = game("Massacre Wurm", strict=False)  # the two triggers' order does not matter
    s.lands(A, "Swamp", 6)
    s.hand(A, "Massacre Wurm")
    s.put(B, "Grizzly Bears")
    s.put(B, "Savannah Lions")
    angel = s.put(B, "Serra Angel")
    s.put(A, "Walking Corpse")
    s.start()
    s.cast(A, "Massacre Wurm")
    s.resolve()
    assert s.life(B) == 16 and s.life(A) == 20
    assert s.pt(angel) == (2, 2) and s.zone_of("Walking Corpse") == "battlefield"


# -- graveyards (CR 406, 602.2) ---------------------------------------------------------------

def test_farewell_chosen_modes_exile_creatures_and_all_graveyards_CR_700_2_and_406() -> None:
    """"Choose one or more — • Exile all artifacts. • Exile all creatures. • Exile all
    enchantments. • Exile all graveyards." — creatures and graveyards chosen: both players'
    creatures and graveyard cards are exiled; the unchosen enchantment (Pacifism) stays."""
    s = game("Farewell")
    s.lands(A, "Plains", 6)
    s.hand(A, "Farewell")
    s.put(A, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.put(B, "Pacifism", attached_to=angel)
    s.graveyard(B, "Hill Giant")
    s.graveyard(A, "Savannah Lions")
    s.start()
    s.cast(A, "Farewell", modes=[1, 3])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile" and s.zone_of("Serra Angel") == "exile"
    assert s.zone_of("Hill Giant") == "exile" and s.zone_of("Savannah Lions") == "exile"
    assert s.graveyard_names(A) == ["Farewell"]
    assert s.zone_of("Pacifism") in ("battlefield", "graveyard")  # not exiled: unchosen mode


def test_reassembling_skeleton_returns_itself_tapped_from_the_graveyard_CR_602_2() -> None:
    """"{1}{B}: Return ~ from your graveyard to the battlefield tapped." — activated from the
    graveyard; it comes back tapped and under its owner's control."""
    s = game("Reassembling Skeleton")
    s.graveyard(A, "Reassembling Skeleton")
    s.lands(A, "Swamp", 2)
    s.start()
    s.activate(A, "Reassembling Skeleton")
    s.resolve()
    skeleton = s.id("Reassembling Skeleton")
    assert s.obj(skeleton).tapped and s.controller(skeleton) == A


def test_eldrazi_monument_sacrifices_a_creature_else_itself_CR_608_2c() -> None:
    """"Creatures you control get +1/+1 and have flying and indestructible. At the beginning
    of your upkeep, sacrifice a creature. If you can't, sacrifice ~." — with a creature: the
    Bears (3/3 flying indestructible until then) are sacrificed and the Monument stays; next
    upkeep with no creature, the Monument itself is sacrificed."""
    s = game("Eldrazi Monument", strict=False)  # one creature: the only choice
    s.put(A, "Eldrazi Monument")
    bears = s.put(A, "Grizzly Bears")
    s.start(active=B)
    assert s.pt(bears) == (3, 3) and {"flying", "indestructible"} <= s.keywords(bears)
    s.to_step("draw", active=A)
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Eldrazi Monument") == "battlefield"
    s.to_step("draw", active=B)
    s.to_step("draw", active=A)
    assert s.zone_of("Eldrazi Monument") == "graveyard"


# -- "the greatest power among …", "Non-Human" (CR 208.1, 205.3) ------------------------------

def test_return_of_the_wildspeaker_draws_the_greatest_non_human_power_CR_208_1() -> None:
    """"• Draw cards equal to the greatest power among non-Human creatures you control." —
    A's Hill Giant (3) counts; A's bigger Human (Sawblade Slinger, 4) does not, nor does B's
    Serra Angel (4): A draws three."""
    s = game("Return of the Wildspeaker")
    s.lands(A, "Forest", 5)
    s.hand(A, "Return of the Wildspeaker")
    s.put(A, "Hill Giant")
    s.put(A, "Grizzly Bears")
    s.put(A, "Sawblade Slinger")
    s.put(B, "Serra Angel")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Return of the Wildspeaker", modes=[0])
    s.resolve()
    assert s.hand_size(A) == before - 1 + 3


def test_return_of_the_wildspeaker_pumps_only_non_humans_CR_205_3() -> None:
    """"• Non-Human creatures you control get +3/+3 until end of turn." — the Bears, not the
    Human Drumhunter nor B's creature."""
    s = game("Return of the Wildspeaker")
    s.lands(A, "Forest", 5)
    s.hand(A, "Return of the Wildspeaker")
    bears = s.put(A, "Grizzly Bears")
    human = s.put(A, "Drumhunter")
    theirs = s.put(B, "Hill Giant")
    human_pt = s.pt(human)
    s.start()
    s.cast(A, "Return of the Wildspeaker", modes=[1])
    s.resolve()
    assert s.pt(bears) == (5, 5) and s.pt(human) == human_pt and s.pt(theirs) == (3, 3)


# -- "enters under an opponent's control" (CR 603.6a, 614.1c) ---------------------------------

def test_authority_of_the_consuls_taps_and_gains_on_opponents_creatures_CR_603_6a() -> None:
    """"Creatures your opponents control enter tapped. Whenever a creature enters under an
    opponent's control, you gain 1 life." — B's Bears enter tapped and A gains 1; A's own
    creature neither enters tapped nor gains life."""
    s = game("Authority of the Consuls")
    s.put(A, "Authority of the Consuls")
    s.lands(B, "Forest", 2)
    s.hand(B, "Grizzly Bears")
    s.lands(A, "Plains", 1)
    s.hand(A, "Savannah Lions")
    s.start(active=B)
    s.cast(B, "Grizzly Bears")
    s.resolve()
    assert s.obj(s.id("Grizzly Bears")).tapped and s.life(A) == 21
    s.to_step("main1", active=A)
    s.cast(A, "Savannah Lions")
    s.resolve()
    assert not s.obj(s.id("Savannah Lions")).tapped and s.life(A) == 21


# -- "those creatures", "no creatures are on the battlefield" (CR 608.2c, 603.4) ---------------

def test_inspiring_call_draws_per_countered_creature_and_those_gain_indestructible_CR_122_1() \
        -> None:
    """"Draw a card for each creature you control with a +1/+1 counter on it. Those creatures
    gain indestructible until end of turn." — two of A's three creatures have counters (B's
    does not count): A draws two; only those two gain indestructible."""
    s = game("Inspiring Call")
    s.lands(A, "Forest", 3)
    s.hand(A, "Inspiring Call")
    one = s.put(A, "Grizzly Bears", counters={"+1/+1": 1})
    two = s.put(A, "Hill Giant", counters={"+1/+1": 2})
    plain = s.put(A, "Savannah Lions")
    theirs = s.put(B, "Serra Angel", counters={"+1/+1": 1})
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Inspiring Call")
    s.resolve()
    assert s.hand_size(A) == before - 1 + 2
    assert "indestructible" in s.keywords(one) and "indestructible" in s.keywords(two)
    assert "indestructible" not in s.keywords(plain)
    assert "indestructible" not in s.keywords(theirs)


def test_pestilence_pings_everything_and_leaves_when_no_creatures_remain_CR_603_4() -> None:
    """"At the beginning of the end step, if no creatures are on the battlefield, sacrifice ~.
    {B}: ~ deals 1 damage to each creature and each player." — two activations kill both
    2-toughness creatures and cost each player 2 life; at the end step no creature is left,
    so Pestilence is sacrificed."""
    s = game("Pestilence", strict=False)
    s.put(A, "Pestilence")
    s.lands(A, "Swamp", 2)
    s.put(A, "Grizzly Bears")
    s.put(B, "Savannah Lions")
    s.start()
    s.activate(A, "Pestilence")
    s.resolve()
    assert s.zone_of("Savannah Lions") == "graveyard" and s.zone_of("Grizzly Bears") == \
        "battlefield"
    s.activate(A, "Pestilence")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.life(A) == 18 and s.life(B) == 18
    s.to_step("cleanup")
    assert s.zone_of("Pestilence") == "graveyard"


def test_pestilence_stays_while_a_creature_is_on_the_battlefield_CR_603_4() -> None:
    """With a creature (any player's) on the battlefield, the end-step trigger does nothing."""
    s = game("Pestilence", strict=False)
    s.put(A, "Pestilence")
    s.put(B, "Hill Giant")
    s.start()
    s.to_step("cleanup")
    assert s.zone_of("Pestilence") == "battlefield"


# -- a pump and a grant in Oracle's other orders (CR 611.2c, 107.3) ---------------------------

def test_heroic_reinforcements_tokens_then_everyone_gets_plus_one_and_haste_CR_611_2c() -> None:
    """"Create two 1/1 white Soldier creature tokens. Until end of turn, creatures you
    control get +1/+1 and gain haste." — the two new Soldiers are 2/2 with haste, the Bears
    3/3 with haste; B's creature is unchanged."""
    s = game("Heroic Reinforcements")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Plains", 2)
    s.hand(A, "Heroic Reinforcements")
    bears = s.put(A, "Grizzly Bears", sick=True)
    theirs = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Heroic Reinforcements")
    s.resolve()
    soldiers = tokens(s, A)
    assert len(soldiers) == 2
    assert all(s.pt(t) == (2, 2) and "haste" in s.keywords(t) for t in soldiers)
    assert s.pt(bears) == (3, 3) and "haste" in s.keywords(bears)
    assert s.pt(theirs) == (2, 2) and "haste" not in s.keywords(theirs)


def test_craterhoof_behemoth_pumps_by_the_number_of_your_creatures_CR_107_3() -> None:
    """"When ~ enters, creatures you control gain trample and get +X/+X until end of turn,
    where X is the number of creatures you control." — with the Bears and the Hill Giant, X
    is 3 (Craterhoof counts itself): 5/5 and 6/6 with trample, Craterhoof 8/8."""
    s = game("Craterhoof Behemoth")
    s.lands(A, "Forest", 8)
    s.hand(A, "Craterhoof Behemoth")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    theirs = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Craterhoof Behemoth")
    s.resolve()
    hoof = s.id("Craterhoof Behemoth")
    assert s.pt(bears) == (5, 5) and s.pt(giant) == (6, 6) and s.pt(hoof) == (8, 8)
    assert all("trample" in s.keywords(o) for o in (bears, giant, hoof))
    assert s.pt(theirs) == (4, 4) and "trample" not in s.keywords(theirs)


def test_feed_the_swarm_costs_the_destroyed_permanents_mana_value_CR_608_2h() -> None:
    """"Destroy target creature or enchantment an opponent controls. You lose life equal to
    that permanent's mana value." — B's Pacifism (mana value 2) is destroyed, A loses 2; the
    creature it held is free again."""
    s = game("Feed the Swarm")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Feed the Swarm")
    bears = s.put(A, "Grizzly Bears")
    pacifism = s.put(B, "Pacifism", attached_to=bears)
    s.start()
    s.cast(A, "Feed the Swarm", targets=[pacifism])
    s.resolve()
    assert s.zone_of("Pacifism") == "graveyard" and s.life(A) == 18 and s.life(B) == 20


# -- the owner as the actor (CR 608.2h, 701.16a, 701.20a) -------------------------------------

def test_chaos_warp_owner_shuffles_it_in_and_puts_a_revealed_permanent_card_CR_701_20a() -> \
        None:
    """"The owner of target permanent shuffles it into their library, then reveals the top
    card of their library. If it's a permanent card, they put it onto the battlefield." — A
    warps B's Serra Angel; B's library was empty, so the Angel is the card revealed and comes
    back under B's control as a new object (400.7); A's library is untouched."""
    s = game("Chaos Warp", library=0)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Chaos Warp")
    s.library_top(A, "Hill Giant")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Chaos Warp", targets=[angel])
    s.resolve()
    back = s.id("Serra Angel")
    assert back != angel and s.controller(back) == B
    assert s.zone_of("Hill Giant") == "library"
    assert any(e.kind == "reveal" for e in s.game.events)


def test_chaos_warp_a_nonpermanent_card_stays_on_top_CR_701_16a() -> None:
    """The revealed card is a permanent card only if it is: B's library holds only Lightning
    Bolts besides the shuffled-in Bears, so unless the Bears are on top, nothing enters; the
    Bears are in B's library or back on B's battlefield, never A's."""
    s = game("Chaos Warp", library=0)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Chaos Warp")
    for _ in range(5):
        s.library_top(B, "Lightning Bolt")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Chaos Warp", targets=[bears])
    s.resolve()
    assert s.zone_of("Lightning Bolt") == "library"
    assert len(s.state.zone(B, "library")) + len(
        [o for o in s.state.battlefield if s.obj(o).card.name == "Grizzly Bears"]) == 6
    assert all(s.controller(o) == B for o in s.state.battlefield
               if s.obj(o).card.name == "Grizzly Bears")


# -- delayed draws for the countered spell's controller and for you (CR 603.7) -----------------

def test_arcane_denial_counters_then_both_draw_at_the_next_upkeep_CR_603_7c() -> None:
    """"Counter target spell. Its controller may draw up to two cards at the beginning of the
    next turn's upkeep. You draw a card at the beginning of the next turn's upkeep." — B's
    Divination is countered (no draw now); at the next upkeep B chooses to draw two and A
    draws one."""
    s = game("Arcane Denial", strict=False)
    s.lands(A, "Island", 2)
    s.hand(A, "Arcane Denial")
    s.lands(B, "Island", 3)
    s.hand(B, "Divination")
    s.start(active=B)
    a_before, b_before = s.hand_size(A), s.hand_size(B)
    s.cast(B, "Divination")
    s.cast(A, "Arcane Denial", targets=[s.id("Divination", "stack")])
    s.resolve()
    assert s.zone_of("Divination") == "graveyard"
    assert s.hand_size(A) == a_before - 1 and s.hand_size(B) == b_before - 1
    s.then("draw up to 2", 2)
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.hand_size(B) == b_before - 1 + 2
    assert s.hand_size(A) == a_before - 1 + 1


# -- casting from a graveyard while a condition holds (CR 601.2, 601.3) ------------------------

def test_gravecrawler_is_cast_from_the_graveyard_while_you_control_a_zombie_CR_601_3() -> None:
    """"~ can't block. You may cast ~ from your graveyard as long as you control a Zombie." —
    with Walking Corpse (a Zombie) A casts it from the graveyard for {B}; it resolves onto the
    battlefield (not exiled: this is no flashback)."""
    s = game("Gravecrawler")
    s.graveyard(A, "Gravecrawler")
    s.put(A, "Walking Corpse")
    s.lands(A, "Swamp", 1)
    s.start()
    s.cast(A, "Gravecrawler")
    s.resolve()
    assert s.zone_of("Gravecrawler") == "battlefield"


def test_gravecrawler_without_a_zombie_stays_in_the_graveyard_CR_601_3() -> None:
    """Without a Zombie the permission does not hold: no way to cast it is offered."""
    from cardtable.games.magic.actions import Cast

    s = game("Gravecrawler")
    s.graveyard(A, "Gravecrawler")
    s.put(A, "Grizzly Bears")
    s.lands(A, "Swamp", 1)
    s.start()
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if isinstance(o, Cast)]


# -- "for each spell you've cast this turn" (CR 601.2i) ----------------------------------------

def test_aetherflux_reservoir_gains_more_for_each_spell_you_cast_this_turn_CR_601_2i() -> None:
    """"Whenever you cast a spell, you gain 1 life for each spell you've cast this turn. Pay
    50 life: ~ deals 50 damage to any target." — three Lightning Bolts: 1 + 2 + 3 = 6 life
    (less the 9 the Bolts dealt to B); B's spell gains A nothing; then A pays 50 life to deal
    50 damage to B."""
    s = game("Aetherflux Reservoir", strict=False)
    s.put(A, "Aetherflux Reservoir")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Lightning Bolt", 3)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.set_life(A, 50)
    s.set_life(B, 60)
    s.start()
    for _ in range(3):
        s.cast(A, "Lightning Bolt", targets=["p1"])
        s.resolve()
    assert s.life(A) == 56 and s.life(B) == 51
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.resolve()
    assert s.life(A) == 53
    s.set_life(A, 51)
    s.activate(A, "Aetherflux Reservoir", targets=["p1"])
    s.resolve()
    assert s.life(A) == 1 and s.life(B) == 1


def test_rishkars_expertise_draws_by_greatest_power_then_casts_free_CR_608_2g() -> None:
    """"Draw cards equal to the greatest power among creatures you control. You may cast a
    spell with mana value 5 or less from your hand without paying its mana cost." — Serra
    Angel (power 4) makes A draw four; then A casts the Hill Giant in hand for nothing (no land
    left untapped to pay for it) and it resolves."""
    s = game("Rishkar's Expertise")
    s.lands(A, "Forest", 6)
    s.hand(A, "Rishkar's Expertise")
    giant = s.hand(A, "Hill Giant")
    s.put(A, "Serra Angel")
    s.put(A, "Grizzly Bears")
    s.start()
    before = s.hand_size(A)
    s.then("cast a spell from your hand", (giant,))
    s.cast(A, "Rishkar's Expertise")
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    assert s.hand_size(A) == before - 2 + 4


# -- the same parts, other cards: what one addition unlocks -------------------------------------

def test_pongify_same_anaphor_after_a_no_regeneration_destroy_CR_608_2h() -> None:
    """"Destroy target creature. It can't be regenerated. Its controller creates a 3/3 green
    Ape creature token." — no Pongify template: "its controller creates" composes with the
    destroy sentence before it; B gets the Ape."""
    s = game("Pongify")
    s.lands(A, "Island", 1)
    s.hand(A, "Pongify")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Pongify", targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    (ape,) = tokens(s, B)
    assert s.obj(ape).card.name == "Ape" and s.pt(ape) == (3, 3)


def test_vanquish_the_horde_cost_counts_every_players_creatures_CR_601_2f() -> None:
    """"This spell costs {1} less to cast for each creature on the battlefield. Destroy all
    creatures." — six creatures make {6}{W}{W} cost {W}{W}: two Plains cast it."""
    s = game("Vanquish the Horde")
    s.lands(A, "Plains", 2)
    s.hand(A, "Vanquish the Horde")
    for _ in range(3):
        s.put(A, "Grizzly Bears")
        s.put(B, "Savannah Lions")
    s.start()
    s.cast(A, "Vanquish the Horde")
    s.resolve()
    assert not [o for o in s.state.battlefield if "Creature" in s.obj(o).card.type_line]


def test_living_death_swaps_battlefield_and_graveyard_creatures_CR_101_4_and_608_2c() -> None:
    """"Each player exiles all creature cards from their graveyard, then sacrifices all
    creatures they control, then puts all cards they exiled this way onto the battlefield." —
    A's Bears and B's Angel (on the battlefield) end in the graveyards; A's Hill Giant and B's
    Savannah Lions (in the graveyards) return, each under its owner's control; a land card in
    a graveyard stays."""
    s = game("Living Death")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Living Death")
    s.put(A, "Grizzly Bears")
    s.put(B, "Serra Angel")
    s.graveyard(A, "Hill Giant")
    s.graveyard(B, "Savannah Lions")
    s.graveyard(B, "Forest")
    s.start()
    s.cast(A, "Living Death")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.zone_of("Serra Angel") == "graveyard"
    assert s.controller(s.id("Hill Giant")) == A and s.controller(s.id("Savannah Lions")) == B
    assert s.zone_of("Forest") == "graveyard"


# -- "Whenever a permanent becomes untapped" (CR 502.3, 603.2, 608.2h) -------------------------

def test_mesmeric_orb_each_untapping_permanent_mills_its_controller_CR_502_3() -> None:
    """"Whenever a permanent becomes untapped, that permanent's controller mills a card." — in
    A's untap step A's two tapped lands untap: A mills two (B nothing; an untapped land does
    not "become" untapped); in B's untap step B's tapped Bears untap: B mills one."""
    s = game("Mesmeric Orb", strict=False)
    s.put(A, "Mesmeric Orb")
    s.put(A, "Swamp", tapped=True)
    s.put(A, "Swamp", tapped=True)
    s.put(A, "Island")
    s.put(B, "Grizzly Bears", tapped=True)
    s.start(active=B)
    s.to_step("draw", active=A)
    assert len(s.graveyard_names(A)) == 2 and s.graveyard_names(B) == []
    s.to_step("draw", active=B)
    assert len(s.graveyard_names(B)) == 1 and len(s.graveyard_names(A)) == 2


# -- "that creature's" after a target is the target (CR 608.2h): a fix of an old compile ------

def test_heal_the_scars_gains_the_regenerated_creatures_toughness_CR_608_2h() -> None:
    """"Regenerate target creature. You gain life equal to that creature's toughness." — the
    target's toughness (Serra Angel: 4). The old compile read a sacrificed creature's and
    gained 0."""
    s = game("Heal the Scars")
    s.lands(A, "Forest", 4)
    s.hand(A, "Heal the Scars")
    angel = s.put(A, "Serra Angel")
    s.start()
    s.cast(A, "Heal the Scars", targets=[angel])
    s.resolve()
    assert s.life(A) == 24


def test_vendetta_loses_the_destroyed_creatures_toughness_CR_608_2h() -> None:
    """"Destroy target nonblack creature. It can't be regenerated. You lose life equal to that
    creature's toughness." — B's Hill Giant (toughness 3) is destroyed; A loses 3, read as it
    last existed on the battlefield."""
    s = game("Vendetta")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Vendetta")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Vendetta", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard" and s.life(A) == 17
