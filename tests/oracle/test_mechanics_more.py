"""Keyword mechanics and costs of issues 28/29 (h4-mechanics), from the real Oracle text of real
cards: alternative costs of any cost part and condition (CR 118.9), typed cards in a cost
(118.3, 601.2h), cumulative upkeep paid in life (702.24a). See docs/mechanics.md."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic.actions import Cast
from cardtable.games.magic.oracle.normalize import units
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario, Unanswered
from tests.oracle.conftest import game, real, until_choice

# -- alternative costs (CR 118.9) -----------------------------------------------------------


def test_cr_118_9_mine_collapse_sacrifices_a_mountain_instead_of_its_mana_cost_on_your_turn(
) -> None:
    """"If it's your turn, you may sacrifice a Mountain rather than pay this spell's mana
    cost.": on its controller's turn the Mountain is sacrificed, no mana is paid, and the 5
    damage is dealt."""
    assert render_card(real("Mine Collapse")).splitlines()[0] == (
        "If it's your turn, you may sacrifice a Mountain rather than pay this spell's mana cost.")
    s = game("Mine Collapse")
    mountain = s.lands(A, "Mountain", 1)[0]
    ogre = s.put(B, "Hill Giant")
    s.hand(A, "Mine Collapse")
    s.start()
    s.cast(A, "Mine Collapse", way="alternative", targets=[ogre], sacrifice=[mountain])
    s.resolve()
    assert s.graveyard_names(A) == ["Mine Collapse", "Mountain"] or sorted(
        s.graveyard_names(A)) == ["Mine Collapse", "Mountain"]
    assert mountain not in s.state.battlefield
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_118_9_mine_collapse_alternative_cost_is_not_offered_on_an_opponents_turn() -> None:
    """The condition is read as the spell is proposed (601.2b): on B's turn there is no
    alternative way to cast it, and A's single Mountain cannot pay {3}{R}."""
    s = game("Mine Collapse")
    s.lands(A, "Mountain", 1)
    s.put(B, "Hill Giant")
    card = s.hand(A, "Mine Collapse")
    s.start(active=B)
    s.refused(A, Cast(card, "Mine Collapse", "alternative"))


def _abolish(hand: tuple[str, ...]) -> tuple[Scenario, int]:
    s = game("Abolish")
    for name in hand:
        s.hand(A, name)
    ring = s.put(B, "Sol Ring")
    s.hand(A, "Abolish")
    s.start()
    return s, ring


def test_cr_118_9_abolish_discards_a_plains_card_rather_than_paying_mana() -> None:
    """"You may discard a Plains card rather than pay this spell's mana cost.": only the Plains
    card may be discarded (not the Island), and with no land on the battlefield the artifact
    is destroyed."""
    s, ring = _abolish(("Plains", "Island"))
    plains = s.ids("Plains", "hand")[0]
    s.apply(A, next(o for o in s.pending.options  # type: ignore[union-attr]
                    if isinstance(o, Cast) and o.name == "Abolish" and o.way == "alternative"))
    choice = until_choice(s) if s.pending is not None and s.pending.tag == "priority" else \
        s.pending
    while choice is not None and choice.tag != "cast.discard":
        if choice.tag.startswith("cast.target"):
            s.apply(A, ring if choice.kind.name == "CHOOSE_ONE" else (ring,))
        choice = s.pending
    assert choice is not None and choice.tag == "cast.discard"
    assert list(choice.options) == [plains]
    s.apply(A, (plains,))
    s.resolve()
    assert s.zone_of("Sol Ring") == "graveyard"
    assert s.graveyard_names(A).count("Plains") == 1
    assert s.ids("Island", "hand")


def test_cr_118_9_abolish_without_a_plains_card_has_no_alternative_cast() -> None:
    """With only an Island in hand the discard cannot be paid (601.2h), so the alternative
    way is not offered."""
    s, _ring = _abolish(("Island",))
    abolish = s.ids("Abolish", "hand")[0]
    s.refused(A, Cast(abolish, "Abolish", "alternative"))


def test_cr_118_9_orims_cure_taps_an_untapped_creature_if_you_control_a_plains() -> None:
    """"If you control a Plains, you may tap an untapped creature you control rather than pay
    this spell's mana cost.": with a Plains (tapped: no mana) the creature is tapped instead."""
    s = game("Orim's Cure")
    plains = s.put(A, "Plains", tapped=True)
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Orim's Cure")
    s.start()
    cure = s.ids("Orim's Cure", "hand")[0]
    s.apply(A, Cast(cure, "Orim's Cure", "alternative"))
    for _ in range(10):
        decision = s.pending
        assert decision is not None
        if decision.tag == "cast.tap_untapped":
            assert list(decision.options) == [bears]
            s.apply(A, (bears,))
            break
        s.apply(A, decision.options[0] if decision.kind.name == "CHOOSE_ONE"
                else (decision.options[0],))
    assert s.obj(bears).tapped and s.obj(plains).tapped
    assert s.zone_of("Orim's Cure") == "stack"


# -- typed cards in an additional cost (CR 118.3, 601.2f, 601.2h) ----------------------------


def test_cr_601_2h_stitched_drake_exiles_a_creature_card_from_your_graveyard() -> None:
    """"As an additional cost to cast this spell, exile a creature card from your graveyard.":
    only the creature card is offered (the instant is not), and it is exiled."""
    assert render_card(real("Stitched Drake")).splitlines()[0] == (
        "As an additional cost to cast this spell, exile a creature card from your graveyard.")
    s = game("Stitched Drake")
    s.lands(A, "Island", 3)
    bears = s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Shock")
    drake = s.hand(A, "Stitched Drake")
    s.start()
    s.apply(A, Cast(drake, "Stitched Drake", ""))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.exile"
    assert list(decision.options) == [bears]
    s.apply(A, (bears,))
    s.resolve()
    assert s.ids("Grizzly Bears", "exile")
    assert s.zone_of("Stitched Drake") == "battlefield"
    assert s.graveyard_names(A) == ["Shock"]


def test_cr_601_2h_stitched_drake_cannot_be_cast_without_a_creature_card_in_the_graveyard(
) -> None:
    s = game("Stitched Drake")
    s.lands(A, "Island", 3)
    s.graveyard(A, "Shock")
    drake = s.hand(A, "Stitched Drake")
    s.start()
    s.apply(A, Cast(drake, "Stitched Drake", ""))
    assert s.zone_of("Stitched Drake") == "hand"


def test_cr_601_2b_chill_haunting_exiles_x_creature_cards_and_gives_minus_x() -> None:
    """"exile X creature cards from your graveyard. Target creature gets -X/-X until end of
    turn.": X = 2 exiles two creature cards and kills a 2/2."""
    s = game("Chill Haunting")
    s.lands(A, "Swamp", 2)
    first = s.graveyard(A, "Grizzly Bears")
    second = s.graveyard(A, "Hill Giant")
    s.graveyard(A, "Shock")
    bears = s.put(B, "Grizzly Bears")
    s.hand(A, "Chill Haunting")
    s.start()
    s.then("cast.exile", (first, second))
    s.cast(A, "Chill Haunting", x=2, targets=[bears])
    s.resolve()
    assert len(s.ids("Grizzly Bears", "exile")) == 1 and s.ids("Hill Giant", "exile")
    assert s.graveyard_names(A).count("Shock") == 1
    assert s.graveyard_names(B) == ["Grizzly Bears"]


def test_cr_601_2h_magmatic_insight_discards_a_land_card_then_draws_two() -> None:
    s = game("Magmatic Insight")
    s.lands(A, "Mountain", 1)
    forest = s.hand(A, "Forest")
    s.hand(A, "Shock")
    s.hand(A, "Magmatic Insight")
    s.start()
    before = s.hand_size(A)
    s.then("cast.discard", (forest,))
    s.cast(A, "Magmatic Insight")
    s.resolve()
    assert "Forest" in s.graveyard_names(A)
    assert s.ids("Shock", "hand")
    assert s.hand_size(A) == before - 2 + 2


# -- cumulative upkeep paid in life (CR 702.24a, 119.4) ---------------------------------------


def _gallowbraid_upkeep(counters: int, pay: bool, life: int = 20) -> Scenario:
    s = game("Gallowbraid")
    s.put(A, "Gallowbraid", counters={"age": counters} if counters else None)
    s.set_life(A, life)
    s.start(active=B, step="end")
    s.strict = False
    s.then("cumulative upkeep", pay)
    s.to_step("upkeep", active=A)
    s.resolve()
    return s


def test_cr_702_24a_gallowbraid_pays_1_life_for_each_age_counter() -> None:
    """"Cumulative upkeep—Pay 1 life.": at the second upkeep a second age counter, then 2
    life paid — Gallowbraid stays."""
    assert "Cumulative upkeep—Pay 1 life." in render_card(real("Gallowbraid"))
    s = _gallowbraid_upkeep(counters=1, pay=True)
    assert s.obj(s.id("Gallowbraid")).counters["age"] == 2
    assert s.life(A) == 18


def test_cr_702_24a_gallowbraid_is_sacrificed_when_the_life_is_not_paid() -> None:
    s = _gallowbraid_upkeep(counters=2, pay=False)
    assert s.zone_of("Gallowbraid") == "graveyard"
    assert s.life(A) == 20


def test_cr_119_4_gallowbraid_is_sacrificed_when_the_life_total_is_too_low() -> None:
    """Three age counters after this upkeep's with 2 life: 3 life cannot be paid (119.4)."""
    s = _gallowbraid_upkeep(counters=2, pay=True, life=2)
    assert s.zone_of("Gallowbraid") == "graveyard"
    assert s.life(A) == 2


def test_cr_602_2b_survival_of_the_fittest_discards_only_a_creature_card_as_its_cost() -> None:
    """"{G}, Discard a creature card: Search your library for a creature card …": the typed
    discard composes with activated costs too — only the creature card may be discarded."""
    assert render_card(real("Survival of the Fittest")).startswith("{G}, Discard a creature card:")
    s = game("Survival of the Fittest")
    s.lands(A, "Forest", 1)
    s.put(A, "Survival of the Fittest")
    bears = s.hand(A, "Grizzly Bears")
    shock = s.hand(A, "Shock")
    s.start()
    s.then("cast.discard", (shock,))
    with pytest.raises(IllegalAction):  # the instant is not a creature card
        s.activate(A, "Survival of the Fittest")
    s.queue.clear()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.discard"
    assert list(decision.options) == [bears]
    s.apply(A, (bears,))
    assert "Grizzly Bears" in s.graveyard_names(A)
    assert s.ids("Shock", "hand")


# -- cards of the hand and permanents returned as a cost (CR 118.3, 118.9) --------------------


def test_cr_118_9_force_of_will_pays_1_life_and_exiles_a_blue_card_from_hand() -> None:
    """"You may pay 1 life and exile a blue card from your hand rather than pay this spell's
    mana cost.": with no land, only the blue card is offered (not the red one), A pays 1 life
    and Shock is countered."""
    assert render_card(real("Force of Will")).splitlines()[0] == (
        "You may pay 1 life and exile a blue card from your hand rather than pay this spell's "
        "mana cost.")
    s = game("Force of Will")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Force of Will")
    blue = s.hand(A, "Counterspell")
    red = s.hand(A, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Shock", targets=[bears])
    shock = s.ids("Shock", "stack")[0]
    s.then("cast.exile_hand", (red,))
    with pytest.raises(IllegalAction):  # Lightning Bolt is not blue
        s.cast(A, "Force of Will", way="alternative", targets=[shock])
    s.queue.clear()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.exile_hand"
    assert list(decision.options) == [blue]
    s.apply(A, (blue,))
    s.resolve()
    assert s.life(A) == 19
    assert s.ids("Counterspell", "exile") and s.ids("Lightning Bolt", "hand")
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert "Shock" in s.graveyard_names(B)


def test_cr_118_9_daze_returns_an_island_instead_of_paying_mana() -> None:
    """"You may return an Island you control to its owner's hand rather than pay this spell's
    mana cost.": the Island (tapped or not) goes back to the hand; Daze counters Shock unless
    B pays {1}, which B cannot."""
    s = game("Daze")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    bears = s.put(A, "Grizzly Bears")
    island = s.put(A, "Island", tapped=True)
    forest = s.put(A, "Forest")
    s.hand(A, "Daze")
    s.start(active=B)
    s.cast(B, "Shock", targets=[bears])
    shock = s.ids("Shock", "stack")[0]
    s.then("cast.bounce", (forest,))
    with pytest.raises(IllegalAction):  # a Forest is not an Island
        s.cast(A, "Daze", way="alternative", targets=[shock])
    s.queue.clear()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.bounce"
    assert list(decision.options) == [island]  # only an Island, not the Forest
    s.apply(A, (island,))
    s.resolve()
    assert s.ids("Island", "hand") and not s.ids("Island", "battlefield")
    assert s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_118_9_gush_returns_two_islands_and_draws_two() -> None:
    s = game("Gush")
    islands = s.lands(A, "Island", 2)
    s.hand(A, "Gush")
    s.start()
    before = s.hand_size(A)
    s.then("cast.bounce", tuple(islands))
    s.cast(A, "Gush", way="alternative")
    s.resolve()
    assert not s.ids("Island", "battlefield")
    assert s.hand_size(A) == before - 1 + 2 + 2  # Gush cast; two Islands back; two drawn


def test_cr_118_9_gush_is_not_offered_with_one_island() -> None:
    s = game("Gush")
    s.lands(A, "Island", 1)
    gush = s.hand(A, "Gush")
    s.start()
    s.refused(A, Cast(gush, "Gush", "alternative"))


def test_cr_118_9_mistvein_borderpost_pays_1_and_returns_a_basic_land() -> None:
    """"You may pay {1} and return a basic land you control to its owner's hand rather than
    pay this spell's mana cost." on an artifact: one land taps for {1}, another returns."""
    assert "You may pay {1} and return a basic land you control to its owner's hand rather " \
        "than pay this spell's mana cost." in render_card(real("Mistvein Borderpost"))
    s = game("Mistvein Borderpost")
    islands = s.lands(A, "Island", 2)
    s.hand(A, "Mistvein Borderpost")
    s.start()
    s.then("cast.bounce", (islands[1],))
    s.cast(A, "Mistvein Borderpost", way="alternative")
    s.resolve()
    assert s.zone_of("Mistvein Borderpost") == "battlefield"
    assert len(s.ids("Island", "hand")) == 1 and len(s.ids("Island", "battlefield")) == 1


def test_cr_702_74a_grief_is_evoked_by_exiling_a_black_card_from_hand() -> None:
    """"Evoke—Exile a black card from your hand.": a way to cast it (601.2h); it enters and
    is sacrificed (702.74a)."""
    s = game("Grief")
    s.hand(A, "Grief")
    s.hand(A, "Grief")
    s.start()
    grief, other = s.ids("Grief", "hand")
    s.apply(A, Cast(grief, "Grief", "evoke"))
    s.strict = False
    for _ in range(10):
        decision = s.pending
        assert decision is not None
        if decision.tag == "cast.exile_hand":
            assert list(decision.options) == [other]
            s.apply(A, (other,))
            break
        s.apply(A, decision.options[0] if decision.kind.name == "CHOOSE_ONE"
                else (decision.options[0],))
    assert s.ids("Grief", "exile")


def test_cr_602_2b_quirion_ranger_returns_a_forest_to_untap_a_creature() -> None:
    """"Return a Forest you control to its owner's hand: Untap target creature. Activate only
    once each turn.": the cost composes with activated abilities."""
    s = game("Quirion Ranger")
    s.put(A, "Quirion Ranger")
    forest = s.put(A, "Forest", tapped=True)
    elves = s.put(A, "Llanowar Elves", tapped=True)
    s.start()
    s.then("cast.bounce", (forest,))
    s.activate(A, "Quirion Ranger", targets=[elves])
    s.resolve()
    assert s.ids("Forest", "hand") and not s.ids("Forest", "battlefield")
    assert not s.obj(elves).tapped


def test_cr_602_2b_quirion_ranger_cannot_be_activated_without_a_forest() -> None:
    s = game("Quirion Ranger")
    s.put(A, "Quirion Ranger")
    s.put(A, "Island")
    s.put(A, "Llanowar Elves", tapped=True)
    s.start()
    with pytest.raises(IllegalAction):
        s.activate(A, "Quirion Ranger")


# -- learn (CR 701.48a) -----------------------------------------------------------------------


def _pop_quiz(answer: object) -> tuple[Scenario, int]:
    s = game("Pop Quiz")
    s.lands(A, "Island", 3)
    shock = s.hand(A, "Shock")
    s.hand(A, "Pop Quiz")
    s.start()
    s.then("learn", shock if answer == "shock" else answer)
    s.cast(A, "Pop Quiz")
    s.resolve()
    return s, shock


def test_cr_701_48a_pop_quiz_learns_by_discarding_a_card_to_draw_a_card() -> None:
    """"Draw a card. Learn.": A draws, then discards Shock to draw another card."""
    assert render_card(real("Pop Quiz")) == "Draw a card. Learn."
    s, _shock = _pop_quiz("shock")
    assert s.graveyard_names(A) == ["Pop Quiz", "Shock"] or sorted(s.graveyard_names(A)) == [
        "Pop Quiz", "Shock"]
    assert s.hand_size(A) == 2  # the two cards drawn; Shock discarded
    assert [e for e in s.events("learn") if dict(e.data).get("chose") == "rummage"]


def test_cr_701_48a_learn_may_do_nothing() -> None:
    s, _shock = _pop_quiz("nothing")
    assert s.ids("Shock", "hand")
    assert s.hand_size(A) == 2  # Shock and the card drawn
    assert s.graveyard_names(A) == ["Pop Quiz"]


def test_cr_701_48a_eyetwitch_learns_when_it_dies() -> None:
    """"When Eyetwitch dies, learn.": a trigger's effect."""
    s = game("Eyetwitch")
    eye = s.put(A, "Eyetwitch")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    forest = s.hand(A, "Forest")
    s.start(active=B)
    s.then("learn", forest)
    s.cast(B, "Shock", targets=[eye])
    s.resolve()
    assert "Forest" in s.graveyard_names(A) and "Eyetwitch" in s.graveyard_names(A)
    assert s.hand_size(A) == 1


# -- exploit (CR 702.110) ---------------------------------------------------------------------


def _fell_stinger(sacrifice: str) -> Scenario:
    s = game("Fell Stinger")
    s.lands(A, "Swamp", 3)
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Fell Stinger")
    s.start()
    s.cast(A, "Fell Stinger")
    with pytest.raises(Unanswered):  # the spell resolves; exploit asks as its trigger does
        s.resolve()
    stinger = s.id("Fell Stinger")
    choice = s.pending
    assert choice is not None and "exploit" in choice.prompt
    assert set(choice.options) == {bears, stinger, "nothing"}
    s.apply(A, {"bears": bears, "itself": stinger}.get(sacrifice, "nothing"))
    s.then("cast.target", "p1")  # the exploits trigger targets B
    s.resolve()
    return s


def test_cr_702_110b_fell_stinger_exploits_a_creature_and_its_trigger_resolves() -> None:
    """"Exploit" then "When Fell Stinger exploits a creature, target player draws two cards
    and loses 2 life.": sacrificing Grizzly Bears makes B draw two and lose 2."""
    assert "When Fell Stinger exploits a creature, target player draws two cards and loses " \
        "2 life." in render_card(real("Fell Stinger")).replace("~", "Fell Stinger")
    s = _fell_stinger("bears")
    assert "Grizzly Bears" in s.graveyard_names(A)
    assert s.life(B) == 18 and s.hand_size(B) == 2


def test_cr_702_110b_exploiting_itself_still_triggers() -> None:
    """Sacrificing the exploit creature itself: its "exploits" ability looks back (603.10a)."""
    s = _fell_stinger("itself")
    assert "Fell Stinger" in s.graveyard_names(A)
    assert s.ids("Grizzly Bears", "battlefield")
    assert s.life(B) == 18 and s.hand_size(B) == 2


def test_cr_702_110a_declining_to_exploit_triggers_nothing() -> None:
    s = _fell_stinger("nothing")
    assert s.ids("Grizzly Bears", "battlefield") and s.ids("Fell Stinger", "battlefield")
    assert s.life(B) == 20 and s.hand_size(B) == 0


# -- "discard X cards" as an additional cost (CR 601.2b, 601.2h) ------------------------------


def test_cr_601_2b_sickening_dreams_discards_x_cards_and_deals_x_damage() -> None:
    """"As an additional cost to cast this spell, discard X cards. Sickening Dreams deals X
    damage to each creature and each player.": X = 2 (no {X} in its mana cost) discards two
    cards; each player takes 2 and Grizzly Bears dies."""
    assert render_card(real("Sickening Dreams")).startswith(
        "As an additional cost to cast this spell, discard X cards.")
    s = game("Sickening Dreams")
    s.lands(A, "Swamp", 2)
    first = s.hand(A, "Shock")
    second = s.hand(A, "Forest")
    s.hand(A, "Island")
    s.put(B, "Grizzly Bears")
    s.hand(A, "Sickening Dreams")
    s.start()
    s.then("cast.discard", (first, second))
    s.cast(A, "Sickening Dreams", x=2)
    s.resolve()
    assert {"Shock", "Forest"} <= set(s.graveyard_names(A))
    assert s.ids("Island", "hand")
    assert s.life(A) == 18 and s.life(B) == 18
    assert s.graveyard_names(B) == ["Grizzly Bears"]


def test_cr_601_2b_sickening_dreams_x_is_at_most_the_cards_in_hand() -> None:
    """X greater than the cards left in hand to discard is not offered (601.2b, 601.2f)."""
    s = game("Sickening Dreams")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Shock")
    s.hand(A, "Sickening Dreams")
    s.start()
    s.strict = False
    s.apply(A, Cast(s.ids("Sickening Dreams", "hand")[0], "Sickening Dreams", ""))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.x"
    assert list(decision.options) == [0, 1]


def test_cr_601_2h_scorched_earth_discards_x_land_cards() -> None:
    """"discard X land cards" with {X} in the mana cost: only land cards may be discarded."""
    s = game("Scorched Earth")
    s.lands(A, "Mountain", 2)
    forest = s.hand(A, "Forest")
    shock = s.hand(A, "Shock")
    target = s.put(B, "Island")
    s.hand(A, "Scorched Earth")
    s.start()
    s.then("cast.discard", (shock,))
    with pytest.raises(IllegalAction):  # Shock is not a land card
        s.cast(A, "Scorched Earth", x=1, targets=[target])
    s.queue.clear()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.discard"
    assert list(decision.options) == [forest]
    s.apply(A, (forest,))
    s.resolve()
    assert not s.ids("Island", "battlefield")
    assert s.ids("Shock", "hand")


# -- "COST or COST" as an additional cost (CR 601.2b, 601.2f, 118.3) --------------------------


def _adept(lands: int, merfolk: bool) -> tuple[Scenario, list[int]]:
    s = game("Silvergill Adept")
    islands = s.lands(A, "Island", lands)
    s.hand(A, "Silvergill Adept", 2 if merfolk else 1)
    s.start()
    return s, islands


def test_cr_601_2b_silvergill_adept_reveals_a_merfolk_card_instead_of_paying_3() -> None:
    """"As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay
    {3}.": revealing the other Adept, two Islands pay {1}{U}; the revealed card stays in hand
    and the enters trigger draws a card."""
    assert render_card(real("Silvergill Adept")).startswith(
        "As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay "
        "{3}.")
    s, islands = _adept(lands=2, merfolk=True)
    other = s.ids("Silvergill Adept", "hand")[1]
    s.then("cast.either_cost", "first").then("cast.reveal", other)
    s.cast(A, "Silvergill Adept")
    s.resolve()
    assert s.ids("Silvergill Adept", "battlefield")
    assert other in s.ids("Silvergill Adept", "hand")
    assert all(s.obj(i).tapped for i in islands)
    assert [e for e in s.events("reveal") if dict(e.data).get("cards") == ["Silvergill Adept"]]
    assert s.hand_size(A) == 2  # the revealed Adept and the card drawn


def test_cr_601_2f_silvergill_adept_pays_3_more_without_a_merfolk() -> None:
    """With no Merfolk card in hand only "pay {3}" is possible: five Islands pay {3}{1}{U}."""
    s, islands = _adept(lands=5, merfolk=False)
    s.cast(A, "Silvergill Adept")
    s.resolve()
    assert s.ids("Silvergill Adept", "battlefield")
    assert all(s.obj(i).tapped for i in islands)


def test_cr_601_2h_silvergill_adept_without_merfolk_or_mana_is_rewound() -> None:
    """Two Islands and no Merfolk card: {3} more cannot be paid, so the cast is undone
    (601.2h) and the Adept is back in hand with the Islands untapped."""
    s, islands = _adept(lands=2, merfolk=False)
    s.strict = False
    s.apply(A, Cast(s.ids("Silvergill Adept", "hand")[0], "Silvergill Adept", ""))
    for _ in range(10):
        decision = s.pending
        if decision is None or decision.tag == "priority":
            break
        s.apply(decision.player, decision.options[0])
    assert s.ids("Silvergill Adept", "hand")
    assert not any(s.obj(i).tapped for i in islands)


def test_cr_601_2b_eaten_alive_sacrifices_a_creature_rather_than_paying_3b() -> None:
    """"sacrifice a creature or pay {3}{B}. Exile target creature or planeswalker.": with a
    Swamp only, the creature is sacrificed and the target exiled."""
    s = game("Eaten Alive")
    s.lands(A, "Swamp", 1)
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.hand(A, "Eaten Alive")
    s.start()
    s.then("cast.either_cost", "first")
    s.cast(A, "Eaten Alive", targets=[giant], sacrifice=[bears])
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(A)
    assert s.ids("Hill Giant", "exile")


# -- assist (CR 702.132a) ---------------------------------------------------------------------


def test_cr_702_132a_charging_binox_is_cast_with_another_players_mana() -> None:
    """"Assist" on a {7}{G} creature: A's four Forests and B's four Mountains — A chooses B,
    B pays {4} of the generic mana, and A pays {3}{G}."""
    s = game("Charging Binox")
    forests = s.lands(A, "Forest", 4)
    mountains = s.lands(B, "Mountain", 4)
    s.hand(A, "Charging Binox")
    s.start()
    s.then("cast.assist", "p1").then("cast.assist_pay", 4)
    s.cast(A, "Charging Binox")
    s.resolve()
    assert s.ids("Charging Binox", "battlefield")
    assert all(s.obj(i).tapped for i in forests + mountains)
    assert [e for e in s.events("assist") if e.player == B and dict(e.data)["paid"] == 4]


def test_cr_702_132a_the_helper_may_pay_less_and_the_caster_the_rest() -> None:
    """B pays {2}: A's six Forests pay the other {5}{G}; two of B's Mountains stay untapped."""
    s = game("Charging Binox")
    s.lands(A, "Forest", 6)
    mountains = s.lands(B, "Mountain", 4)
    s.hand(A, "Charging Binox")
    s.start()
    s.then("cast.assist", "p1").then("cast.assist_pay", 2)
    s.cast(A, "Charging Binox")
    s.resolve()
    assert s.ids("Charging Binox", "battlefield")
    assert sum(s.obj(i).tapped for i in mountains) == 2
    assert all(s.obj(i).tapped for i in s.ids("Forest", "battlefield"))


def test_cr_702_132a_assist_is_not_offered_when_no_one_can_help() -> None:
    """Four Forests and an opponent with no mana: {7}{G} cannot be paid, so it is not cast."""
    s = game("Charging Binox")
    s.lands(A, "Forest", 4)
    binox = s.hand(A, "Charging Binox")
    s.start()
    s.refused(A, Cast(binox, "Charging Binox", ""))


# -- "as though it had flash" (CR 601.3a, 601.2f) ---------------------------------------------


def test_cr_601_2f_harbinger_of_the_tides_is_cast_at_instant_speed_for_2_more() -> None:
    """"You may cast Harbinger of the Tides as though it had flash if you pay {2} more to cast
    it.": on B's turn four Islands pay {2}{U}{U}."""
    assert render_card(real("Harbinger of the Tides")).splitlines()[0] == (
        "You may cast ~ as though it had flash if you pay {2} more to cast it.")
    s = game("Harbinger of the Tides")
    islands = s.lands(A, "Island", 4)
    s.hand(A, "Harbinger of the Tides")
    s.start(active=B)
    s.strict = False
    s.cast(A, "Harbinger of the Tides", way="as_though_flash")
    s.resolve()
    assert s.ids("Harbinger of the Tides", "battlefield")
    assert all(s.obj(i).tapped for i in islands)


def test_cr_601_3a_harbinger_needs_the_2_more_at_instant_speed() -> None:
    """With two Islands on B's turn it cannot be cast at all (601.3a: no flash otherwise)."""
    s = game("Harbinger of the Tides")
    s.lands(A, "Island", 2)
    card = s.hand(A, "Harbinger of the Tides")
    s.start(active=B)
    s.refused(A, Cast(card, "Harbinger of the Tides", "as_though_flash"))
    s.refused(A, Cast(card, "Harbinger of the Tides", ""))


def test_cr_601_3a_at_sorcery_speed_harbinger_is_cast_normally() -> None:
    """In A's main phase the normal cast ({U}{U}) is the one offered; two Islands suffice."""
    s = game("Harbinger of the Tides")
    s.lands(A, "Island", 2)
    card = s.hand(A, "Harbinger of the Tides")
    s.start()
    s.refused(A, Cast(card, "Harbinger of the Tides", "as_though_flash"))
    s.strict = False
    s.cast(A, "Harbinger of the Tides")
    s.resolve()
    assert s.ids("Harbinger of the Tides", "battlefield")


# -- the older keyword separator (CR 702.1) ---------------------------------------------------


def test_cr_702_1_ancient_spider_first_strike_semicolon_reach_has_both_keywords() -> None:
    """"First strike; reach" (the older Oracle separator) is two keywords, as "First strike,
    reach" would be: the creature on the battlefield has both."""
    card = real("Ancient Spider")
    assert [a.name for a in card.abilities] == ["first_strike", "reach"]
    s = game("Ancient Spider")
    spider = s.put(A, "Ancient Spider")
    s.start()
    assert {"first_strike", "reach"} <= s.keywords(spider)


def test_the_keyword_units_read_a_semicolon_like_a_comma() -> None:
    assert units("Trample; haste; shroud") == units("Trample, haste, shroud") == [
        "Trample", "Haste", "Shroud"]


# -- champion (CR 702.72a) --------------------------------------------------------------------


def _hero(answer: str) -> tuple[Scenario, int]:
    s = game("Changeling Hero", "Murder")
    s.lands(A, "Plains", 5)
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Changeling Hero")
    s.start()
    s.then("champion", bears if answer == "bears" else "nothing")
    s.cast(A, "Changeling Hero")
    s.resolve()
    return s, bears


def test_cr_702_72a_changeling_hero_champions_a_creature_and_returns_it_when_it_leaves() -> None:
    """"Champion a creature": Grizzly Bears is exiled as the Hero enters; when Murder destroys
    the Hero, the Bears return to the battlefield under their owner's control."""
    assert "Champion a creature" in render_card(real("Changeling Hero")).splitlines()
    s, _bears = _hero("bears")
    assert s.ids("Grizzly Bears", "exile") and s.ids("Changeling Hero", "battlefield")
    hero = s.id("Changeling Hero")
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    s.cast(B, "Murder", targets=[hero])
    s.resolve()
    assert "Changeling Hero" in s.graveyard_names(A)
    assert s.ids("Grizzly Bears", "battlefield")
    assert s.controller(s.id("Grizzly Bears")) == A


def test_cr_702_72a_changeling_hero_is_sacrificed_unless_a_creature_is_exiled() -> None:
    s, _bears = _hero("nothing")
    assert "Changeling Hero" in s.graveyard_names(A)
    assert s.ids("Grizzly Bears", "battlefield")


# -- splice (CR 702.47) -----------------------------------------------------------------------


def test_cr_702_47a_glacial_ray_spliced_onto_glacial_ray_deals_damage_twice() -> None:
    """"Splice onto Arcane {1}{R}": casting one Glacial Ray (an Arcane instant) with the other
    spliced costs {1}{R}{1}{R}; the spell has both "deals 2 damage to any target" effects with
    their own targets (702.47c) — Grizzly Bears dies and B loses 2 — and the spliced card stays
    in A's hand (702.47b)."""
    assert "Splice onto Arcane {1}{R}" in render_card(real("Glacial Ray")).splitlines()
    s = game("Glacial Ray")
    mountains = s.lands(A, "Mountain", 4)
    bears = s.put(B, "Grizzly Bears")
    s.hand(A, "Glacial Ray", 2)
    s.start()
    _first, second = s.ids("Glacial Ray", "hand")
    s.then("cast.splice", (second,))
    s.cast(A, "Glacial Ray", targets=[bears, "p1"])
    s.resolve()
    assert s.graveyard_names(B) == ["Grizzly Bears"]
    assert s.life(B) == 18
    assert s.ids("Glacial Ray", "hand") == [second]
    assert all(s.obj(i).tapped for i in mountains)


def test_cr_702_47a_splicing_is_optional() -> None:
    s = game("Glacial Ray")
    mountains = s.lands(A, "Mountain", 4)
    s.hand(A, "Glacial Ray", 2)
    s.start()
    s.then("cast.splice", ())
    s.cast(A, "Glacial Ray", targets=["p1"])
    s.resolve()
    assert s.life(B) == 18
    assert sum(s.obj(i).tapped for i in mountains) == 2


def test_cr_118_6_evermind_has_no_mana_cost_and_is_only_spliced() -> None:
    """Evermind has no mana cost: it cannot be cast (118.6, 202.1b), but "Splice onto Arcane
    {1}{U}" adds its "Draw a card." to an Arcane spell."""
    s = game("Evermind", "Glacial Ray")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Island", 2)
    evermind = s.hand(A, "Evermind")
    s.hand(A, "Glacial Ray")
    s.start()
    s.refused(A, Cast(evermind, "Evermind", ""))
    s.then("cast.splice", (evermind,))
    s.cast(A, "Glacial Ray", targets=["p1"])
    s.resolve()
    assert s.life(B) == 18
    assert s.ids("Evermind", "hand") == [evermind]
    assert s.hand_size(A) == 2  # Evermind and the card drawn


# -- typecycling (CR 702.29f), friends forever (702.124i) -------------------------------------


def test_cr_702_29f_vedalken_aethermage_wizardcycles_for_a_wizard_card() -> None:
    """"Wizardcycling {3}": {3} and discarding it from hand finds a Wizard card (the other
    Aethermage, not the Wastes) and puts it into the hand."""
    assert "Wizardcycling {3}" in render_card(real("Vedalken Aethermage")).splitlines()
    s = game("Vedalken Aethermage")
    s.lands(A, "Island", 3)
    wizard = s.library_top(A, "Vedalken Aethermage")
    cycled = s.hand(A, "Vedalken Aethermage")
    s.start()
    s.strict = False
    s.activate(A, "Vedalken Aethermage")
    s.then("resolve", (wizard,))
    s.resolve()
    assert "Vedalken Aethermage" in s.graveyard_names(A)
    found = s.ids("Vedalken Aethermage", "hand")
    assert len(found) == 1 and found != [cycled]


def test_cr_702_124i_friends_forever_is_read_and_has_no_game_effect() -> None:
    card = real("Elmar, Ulvenwald Informant")
    assert [a.name for a in card.abilities if hasattr(a, "name")][-1] == "friends_forever"
    assert render_card(card).splitlines()[-1] == "Friends forever"


# -- landwalk of a kind (CR 702.14c) ----------------------------------------------------------


def _sophisticate(nonbasic: bool) -> tuple[Scenario, int, int]:
    s = game("Dryad Sophisticate", "Command Tower")
    dryad = s.put(A, "Dryad Sophisticate")
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "Command Tower" if nonbasic else "Forest")
    s.start()
    s.attack({dryad: "p1"})
    s.to_step("declare_blockers")
    return s, dryad, bears


def test_cr_702_14c_dryad_sophisticate_nonbasic_landwalk_cannot_be_blocked() -> None:
    """"Nonbasic landwalk": B controls Command Tower, so Grizzly Bears cannot block it."""
    assert render_card(real("Dryad Sophisticate")) == "Nonbasic landwalk"
    s, dryad, bears = _sophisticate(nonbasic=True)
    refused = s.refused(B, ((bears, dryad),))  # no legal block: B is not even asked (509.1a)
    assert "not being asked" in refused or "509.1" in refused
    assert s.state.blockers == {}


def test_cr_702_14c_nonbasic_landwalk_is_blockable_against_basic_lands_only() -> None:
    s, dryad, bears = _sophisticate(nonbasic=False)
    s.apply(B, ((bears, dryad),))
    assert s.state.blockers == {bears: dryad}
