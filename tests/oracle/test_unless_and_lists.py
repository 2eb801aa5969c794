"""Issue 29, "unless" riders on any effect (CR 118.12, 118.3, 608.2c): each card compiled from
its real Oracle text (MTGJSON 2022-04-25), rendered back to it, and played in a game asserting
what the text says happens — the offer taken, the offer declined, and the offer that can't be
taken (so is not asked)."""

from __future__ import annotations

import json

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.model.loader import card_from_data, card_to_data
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _hand(s: Scenario, player: int) -> list[int]:
    return list(s.state.players[player].zones["hand"])


def _answer(s: Scenario, player: int, prompt_part: str, answer: object) -> None:
    """Answer the pending decision, which must be ``player``'s and name ``prompt_part``."""
    decision = s.pending
    assert decision is not None and decision.player == player, decision
    assert prompt_part in decision.prompt, decision
    s.apply(decision.player, answer)


def _upkeep(s: Scenario, active: int = A) -> None:
    """From the other player's end step to ``active``'s upkeep, where the trigger is put on
    the stack; then everyone passes until something other than priority is asked."""
    s.to_step("upkeep", active=active)
    for _ in range(20):
        decision = s.pending
        assert decision is not None
        if decision.tag != "priority":
            return
        s.apply(decision.player, Pass())
    raise AssertionError("nobody was asked anything")


@pytest.mark.parametrize(("name", "line"), [
    ("Carnophage", "At the beginning of your upkeep, tap ~ unless you pay 1 life."),
    ("Apocalypse Demon", "At the beginning of your upkeep, tap ~ unless you sacrifice another "
                         "creature."),
    ("Avatar of Discord", "When ~ enters, sacrifice it unless you discard two cards."),
    ("Pillaging Horde", "When ~ enters, sacrifice it unless you discard a card at random."),
    ("Painful Quandary", "Whenever an opponent casts a spell, that player loses 5 life unless "
                         "they discard a card."),
    ("Mogis, God of Slaughter", "At the beginning of each opponent's upkeep, ~ deals 2 damage "
                                "to that player unless they sacrifice a creature."),
    ("Spelltithe Enforcer", "Whenever an opponent casts a spell, that player sacrifices a "
                            "permanent unless they pay {1}."),
    ("Force of Nature", "At the beginning of your upkeep, ~ deals 8 damage to you unless you "
                        "pay {G}{G}{G}{G}."),
    ("Bellowing Saddlebrute", "When ~ enters, you lose 4 life unless you attacked this turn."),
])
def test_cr_118_12_unless_riders_read_back(name: str, line: str) -> None:
    """The compiled rider renders back to the Oracle line, word for word."""
    assert line in render_card(real(name)).splitlines()


def test_cr_118_12_unless_compiles_to_an_offer_then_the_spared_effect() -> None:
    """"tap ~ unless you pay 1 life": the offer (who, what) and then the effect if not paid."""
    ability = real("Carnophage").abilities[-1]
    assert isinstance(ability, m.TriggeredAbility)
    offer, spared = ability.effects
    assert offer == m.UnlessOffer(who="you", cost=m.Cost(pay_life=1), says="you")
    assert spared == m.Conditional(m.Condition("paid", negate=True), (m.Tap(what="self"),))


def _carnophage(pay: bool) -> Scenario:
    s = game("Carnophage")
    s.put(A, "Carnophage")
    s.start(active=B, step="end")
    _upkeep(s)
    _answer(s, A, "pay 1 life", pay)
    s.resolve()
    return s


def test_cr_118_12_carnophage_pays_one_life_and_stays_untapped() -> None:
    s = _carnophage(pay=True)
    assert s.life(A) == 19
    assert not s.obj(s.id("Carnophage")).tapped


def test_cr_118_12_carnophage_declines_and_is_tapped() -> None:
    s = _carnophage(pay=False)
    assert s.life(A) == 20
    assert s.obj(s.id("Carnophage")).tapped


def test_cr_118_12_apocalypse_demon_sacrifices_another_creature_to_stay_untapped() -> None:
    """"tap ~ unless you sacrifice another creature": the Bears go, the Demon stays up."""
    s = game("Apocalypse Demon")
    demon = s.put(A, "Apocalypse Demon")
    for _ in range(3):  # a 3/3: its P/T count the cards in your graveyard
        s.graveyard(A, "Shock")
    s.put(A, "Grizzly Bears")
    s.start(active=B, step="end")
    _upkeep(s)
    _answer(s, A, "sacrifice", True)  # only one other creature: no choice of which
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Apocalypse Demon") == "battlefield"
    assert not s.obj(demon).tapped


def test_cr_118_3_apocalypse_demon_with_no_other_creature_is_not_asked_and_taps() -> None:
    """No other creature: the action can't be carried out, so it isn't offered (118.3) and
    the Demon is tapped — the Demon itself is not "another creature"."""
    s = game("Apocalypse Demon")
    demon = s.put(A, "Apocalypse Demon")
    for _ in range(3):  # a 3/3: its P/T count the cards in your graveyard
        s.graveyard(A, "Shock")
    s.start(active=B, step="end")
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Apocalypse Demon") == "battlefield"
    assert s.obj(demon).tapped


def test_cr_118_12_avatar_of_discord_discards_two_cards_to_stay() -> None:
    s = game("Avatar of Discord")
    s.lands(A, "Swamp", 3)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Avatar of Discord")
    s.hand(A, "Grizzly Bears")
    s.hand(A, "Shock")
    s.start()
    s.cast(A, "Avatar of Discord")
    s.then("Avatar of Discord: discard?", True)  # asked of A as the enters trigger resolves
    s.resolve()  # exactly two cards in hand: both are discarded, no choice of which
    assert not s.queue  # the offer was made
    assert s.zone_of("Avatar of Discord") == "battlefield"
    assert sorted(s.graveyard_names(A)) == ["Grizzly Bears", "Shock"]
    assert _hand(s, A) == []


def test_cr_118_3_avatar_of_discord_with_one_card_is_sacrificed_unasked() -> None:
    s = game("Avatar of Discord")
    s.lands(A, "Swamp", 3)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Avatar of Discord")
    s.hand(A, "Shock")
    s.start()
    s.cast(A, "Avatar of Discord")
    s.resolve()
    assert s.zone_of("Avatar of Discord") == "graveyard"
    assert len(_hand(s, A)) == 1  # the Shock stays: nothing was discarded


def _quandary(discard: bool) -> Scenario:
    s = game("Painful Quandary")
    s.put(A, "Painful Quandary")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Shock", targets=["p0"])
    for _ in range(10):
        if s.pending is not None and s.pending.tag != "priority":
            break
        s.pass_priority()
    _answer(s, B, "discard", discard)  # the caster chooses (CR 118.12)
    s.resolve()
    return s


def test_cr_118_12_painful_quandary_the_caster_discards_instead_of_losing_five() -> None:
    s = _quandary(discard=True)
    assert s.life(B) == 20
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_118_12_painful_quandary_the_caster_declines_and_loses_five() -> None:
    s = _quandary(discard=False)
    assert s.life(B) == 15
    assert s.zone_of("Grizzly Bears") == "hand"


def test_cr_118_12_mogis_the_opponent_sacrifices_a_creature_on_their_upkeep() -> None:
    """"At the beginning of each opponent's upkeep, ~ deals 2 damage to that player unless
    they sacrifice a creature.": the opponent, not Mogis's controller, chooses."""
    s = game("Mogis, God of Slaughter")
    s.put(A, "Mogis, God of Slaughter")
    s.put(B, "Grizzly Bears")
    s.start(active=A, step="end")
    _upkeep(s, active=B)
    _answer(s, B, "sacrifice", True)
    s.resolve()
    assert s.life(B) == 20
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_118_12_spelltithe_enforcer_the_caster_who_does_not_pay_sacrifices() -> None:
    """"that player sacrifices a permanent unless they pay {1}": B, tapped out, can't pay
    (118.3), so B sacrifices its only permanent."""
    s = game("Spelltithe Enforcer")
    s.put(A, "Spelltithe Enforcer")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start(active=B)
    s.cast(B, "Shock", targets=["p0"])
    s.resolve()
    assert s.zone_of("Mountain") == "graveyard"


def test_cr_608_2c_bellowing_saddlebrute_loses_four_unless_you_attacked() -> None:
    """"When ~ enters, you lose 4 life unless you attacked this turn.": cast before combat,
    no attack yet — 4 life lost."""
    s = game("Bellowing Saddlebrute")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Bellowing Saddlebrute")
    s.start()
    s.cast(A, "Bellowing Saddlebrute")
    s.resolve()
    assert s.life(A) == 16


# -- statics: "SUBJECT PARTS unless CONDITION." (CR 611.3a, 508.1c, 509.1b) --------------------


@pytest.mark.parametrize(("name", "line"), [
    ("Blind-Spot Giant", "~ can't attack or block unless you control another Giant."),
    ("Rhonas the Indomitable", "~ can't attack or block unless you control another creature "
                               "with power 4 or greater."),
    ("Topiary Stomper", "~ can't attack or block unless you control seven or more lands."),
    ("Reckless Cohort", "~ attacks each combat if able unless you control another Ally."),
])
def test_cr_611_3a_static_unless_reads_back(name: str, line: str) -> None:
    assert line in render_card(real(name)).splitlines()


def _giant(other_giant: bool) -> tuple[Scenario, int]:
    s = game("Blind-Spot Giant")
    giant = s.put(A, "Blind-Spot Giant")
    if other_giant:
        s.put(A, "Hill Giant")
    s.start()
    s.to_step("declare_attackers")
    return s, giant


def test_cr_508_1c_blind_spot_giant_cant_attack_alone_among_non_giants() -> None:
    """"~ can't attack or block unless you control another Giant.": no other Giant, so the
    attack is refused (508.1c)."""
    s, giant = _giant(other_giant=False)
    decision = s.pending  # no creature able to attack: no attack is asked for at all
    assert decision is not None and decision.tag == "priority"
    assert giant not in s.state.attackers and s.state.attackers == {}


def test_cr_508_1c_blind_spot_giant_attacks_beside_another_giant() -> None:
    s, giant = _giant(other_giant=True)
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    s.apply(A, ((giant, "p1"),))
    assert s.state.attackers == {giant: "p1"}


# -- the actions an offer composes with: counts and returns (CR 701.17a, 118.3) ---------------


@pytest.mark.parametrize(("name", "line"), [
    ("Mold Demon", "When ~ enters, sacrifice it unless you sacrifice two Swamps."),
    ("Hecatomb", "When ~ enters, sacrifice ~ unless you sacrifice four creatures."),
    ("Quickling", "When ~ enters, sacrifice it unless you return another creature you control "
                  "to its owner's hand."),
    ("Living Tsunami", "At the beginning of your upkeep, sacrifice ~ unless you return a land "
                       "you control to its owner's hand."),
])
def test_cr_118_12_unless_actions_read_back(name: str, line: str) -> None:
    assert line in render_card(real(name)).splitlines()


def _mold_demon(swamps: int, pay: bool) -> Scenario:
    s = game("Mold Demon")
    s.lands(A, "Swamp", swamps)
    s.lands(A, "Mountain", 6)
    s.hand(A, "Mold Demon")
    s.start()
    s.cast(A, "Mold Demon")
    s.then("Mold Demon: sacrifice?", pay)
    s.resolve()
    assert not s.queue  # the offer was made
    return s


def test_cr_701_17a_mold_demon_sacrifices_two_of_three_swamps_to_stay() -> None:
    """"sacrifice it unless you sacrifice two Swamps": A chooses which two of three."""
    s = game("Mold Demon")
    swamps = s.lands(A, "Swamp", 3)
    s.lands(A, "Mountain", 6)
    s.hand(A, "Mold Demon")
    s.start()
    s.cast(A, "Mold Demon")
    s.then("Mold Demon: sacrifice?", True)
    s.then("sacrifice 2", tuple(swamps[:2]))
    s.resolve()
    assert s.zone_of("Mold Demon") == "battlefield"
    assert [o.card.name for o in s.state.objects.values()
            if o.zone == "graveyard"].count("Swamp") == 2


def test_cr_118_3_cosmic_larva_with_one_land_is_sacrificed_and_keeps_the_land() -> None:
    """"sacrifice ~ unless you sacrifice two lands": one land can't pay in full, so nothing
    is asked (118.3) — the Larva goes and the lone land stays."""
    s = game("Cosmic Larva")
    s.put(A, "Cosmic Larva")
    s.put(A, "Mountain")
    s.start(active=B, step="end")
    s.to_step("upkeep", active=A)
    s.resolve()
    assert s.zone_of("Cosmic Larva") == "graveyard"
    assert s.zone_of("Mountain") == "battlefield"


def test_cr_118_12_mold_demon_declined_is_sacrificed() -> None:
    s = _mold_demon(swamps=2, pay=False)
    assert s.zone_of("Mold Demon") == "graveyard"
    assert len(s.ids("Swamp", "battlefield")) == 2


def test_cr_118_12_living_tsunami_returns_a_land_to_stay() -> None:
    s = game("Living Tsunami")
    s.put(A, "Living Tsunami")
    s.put(A, "Island")
    s.start(active=B, step="end")
    _upkeep(s)
    _answer(s, A, "return_chosen", True)
    s.resolve()  # one land: no choice of which
    assert s.zone_of("Living Tsunami") == "battlefield"
    assert s.zone_of("Island") == "hand"


# -- lists in one noun (CR 205.2a, 205.3g) --------------------------------------------------------


@pytest.mark.parametrize(("name", "line"), [
    ("Akroma's Vengeance", "Destroy all artifacts, creatures, and enchantments."),
    ("Jokulhaups", "Destroy all artifacts, creatures, and lands. They can't be regenerated."),
])
def test_cr_205_2a_type_lists_read_back(name: str, line: str) -> None:
    assert line in render_card(real(name)).splitlines()


def test_cr_205_2a_akromas_vengeance_destroys_each_listed_type_and_spares_lands() -> None:
    s = game("Akroma's Vengeance")
    s.lands(A, "Plains", 6)
    s.hand(A, "Akroma's Vengeance")
    s.put(B, "Grizzly Bears")
    s.put(B, "Sol Ring")
    s.put(B, "Glorious Anthem")
    s.put(B, "Forest")
    s.start()
    s.cast(A, "Akroma's Vengeance")
    s.resolve()
    for name in ("Grizzly Bears", "Sol Ring", "Glorious Anthem"):
        assert s.zone_of(name) == "graveyard", name
    assert s.zone_of("Forest") == "battlefield"
    assert len(s.ids("Plains", "battlefield")) == 6


def test_cr_205_3g_pure_simple_destroys_auras_and_equipment() -> None:
    """Simple: "Destroy all Auras and Equipment." — "Equipment" is its own plural."""
    simple = next(face for face in real("Pure // Simple").faces if face.name == "Simple")
    assert render_card(simple) == "Destroy all Auras and Equipment."
    spell = simple.abilities[0]
    assert isinstance(spell, m.SpellAbility)
    assert spell.effects == (m.Destroy(filter=m.Filter(subtypes=("Aura", "Equipment"))),)


# -- punishers: a player's choice to suffer instead (CR 118.12, 101.4) ---------------------------


@pytest.mark.parametrize(("name", "line"), [
    ("Browbeat", "Any player may have ~ deal 5 damage to them. If no one does, target player "
                 "draws three cards."),
    ("Risk Factor", "Target opponent may have ~ deal 4 damage to them. If that player doesn't, "
                    "you draw three cards."),
    ("Icy Prison", "At the beginning of your upkeep, sacrifice ~ unless any player pays {3}."),
    ("Nakaya Shade", "{B}: ~ gets +1/+1 until end of turn unless any player pays {2}."),
])
def test_cr_118_12_punishers_read_back(name: str, line: str) -> None:
    assert line in render_card(real(name)).splitlines()


def _browbeat(answers: list[tuple[int, bool]]) -> Scenario:
    s = game("Browbeat")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Browbeat")
    s.start()
    s.cast(A, "Browbeat", targets=["p0"])
    for _ in range(10):
        if s.pending is not None and s.pending.tag != "priority":
            break
        s.pass_priority()
    for player, answer in answers:  # asked in turn order, the caster first (CR 101.4)
        _answer(s, player, "be dealt 5 damage", answer)
    s.resolve()
    return s


def test_cr_101_4_browbeat_no_one_takes_the_damage_so_the_target_draws_three() -> None:
    s = _browbeat([(A, False), (B, False)])
    hand = len(_hand(s, A))
    assert hand == 3  # Browbeat was cast from an empty hand
    assert (s.life(A), s.life(B)) == (20, 20)


def test_cr_101_4_browbeat_the_second_player_takes_five_and_nothing_is_drawn() -> None:
    s = _browbeat([(A, False), (B, True)])
    assert (s.life(A), s.life(B)) == (20, 15)
    assert _hand(s, A) == []


def test_cr_101_4_browbeat_the_first_who_takes_it_ends_the_asking() -> None:
    """A takes the 5 damage itself: B is not asked, and no cards are drawn."""
    s = _browbeat([(A, True)])
    assert (s.life(A), s.life(B)) == (15, 20)
    assert _hand(s, A) == []


def _risk_factor(take: bool) -> Scenario:
    s = game("Risk Factor")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Risk Factor")
    s.start()
    s.cast(A, "Risk Factor", targets=["p1"])
    s.then("be dealt 4 damage", take)
    s.resolve()
    assert not s.queue  # the target opponent was asked
    return s


def test_cr_118_12_risk_factor_the_opponent_takes_four() -> None:
    s = _risk_factor(take=True)
    assert s.life(B) == 16
    assert _hand(s, A) == []


def test_cr_118_12_risk_factor_the_opponent_declines_so_you_draw_three() -> None:
    s = _risk_factor(take=False)
    assert s.life(B) == 20
    assert len(_hand(s, A)) == 3


def test_cr_101_4_icy_prison_the_opponent_pays_three_to_keep_it() -> None:
    """"sacrifice ~ unless any player pays {3}": A (first in turn order) declines, B pays."""
    s = game("Icy Prison")
    s.put(A, "Icy Prison")
    s.lands(A, "Island", 3)
    s.lands(B, "Mountain", 3)
    s.start(active=B, step="end")
    _upkeep(s)
    _answer(s, A, "pay {3}", False)
    _answer(s, B, "pay {3}", True)
    s.resolve()
    assert s.zone_of("Icy Prison") == "battlefield"
    assert all(s.obj(i).tapped for i in s.ids("Mountain"))
    assert not any(s.obj(i).tapped for i in s.ids("Island"))


# -- "discard a land card" (CR 701.8a) as an action of any verb ------------------------------


@pytest.mark.parametrize(("name", "line"), [
    ("Fallow Wurm", "When ~ enters, sacrifice it unless you discard a land card."),
    ("Drekavac", "When ~ enters, sacrifice it unless you discard a noncreature card."),
    ("Wrench Mind", "Target player discards two cards unless they discard an artifact card."),
])
def test_cr_701_8a_discard_a_kind_of_card_reads_back(name: str, line: str) -> None:
    assert line in render_card(real(name)).splitlines()


def _fallow_wurm(hand: list[str], keep: bool | None) -> Scenario:
    s = game("Fallow Wurm")
    s.lands(A, "Forest", 4)
    s.hand(A, "Fallow Wurm")
    for name in hand:
        s.hand(A, name)
    s.start()
    s.cast(A, "Fallow Wurm")
    if keep is not None:
        s.then("Fallow Wurm: discard?", keep)
    s.resolve()
    assert not s.queue
    return s


def test_cr_701_8a_fallow_wurm_discards_the_land_card_not_the_creature() -> None:
    """A land and a creature card in hand: only the land can be discarded, so no choice of
    which is asked; the Wurm stays."""
    s = _fallow_wurm(["Forest", "Grizzly Bears"], keep=True)
    assert s.zone_of("Fallow Wurm") == "battlefield"
    assert s.graveyard_names(A) == ["Forest"]
    assert [s.obj(i).card.name for i in _hand(s, A)] == ["Grizzly Bears"]


def test_cr_118_3_fallow_wurm_without_a_land_card_is_sacrificed_unasked() -> None:
    s = _fallow_wurm(["Grizzly Bears"], keep=None)
    assert s.zone_of("Fallow Wurm") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "hand"


def test_cr_701_8a_wrench_mind_the_target_discards_two_without_an_artifact() -> None:
    """"Target player discards two cards unless they discard an artifact card.": B has no
    artifact card, so B is not asked and discards two."""
    s = game("Wrench Mind")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Wrench Mind")
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Shock")
    s.start()
    s.cast(A, "Wrench Mind", targets=["p1"])
    s.resolve()  # exactly two cards: both go, no choice of which
    assert sorted(s.graveyard_names(B)) == ["Grizzly Bears", "Shock"]


def test_cr_701_8a_wrench_mind_the_target_discards_one_artifact_instead() -> None:
    s = game("Wrench Mind")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Wrench Mind")
    s.hand(B, "Sol Ring")
    s.hand(B, "Grizzly Bears")
    s.hand(B, "Shock")
    s.start()
    s.cast(A, "Wrench Mind", targets=["p1"])
    s.then("Wrench Mind: discard?", True)
    s.resolve()
    assert not s.queue
    assert s.graveyard_names(B) == ["Sol Ring"]
    assert len(_hand(s, B)) == 2


def test_cr_608_2c_pack_guardian_no_wolf_without_a_land_card_to_discard() -> None:
    """"you may discard a land card. If you do, create a 2/2 green Wolf creature token.": a
    yes with no land card in hand discards nothing, so "If you do" is false — no Wolf."""
    s = game("Pack Guardian")
    s.lands(A, "Forest", 4)
    s.hand(A, "Pack Guardian")
    s.hand(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Pack Guardian")
    s.then("Pack Guardian", True)
    s.resolve()
    assert not any(o.card.name == "Wolf" for o in s.state.objects.values())
    assert s.zone_of("Grizzly Bears") == "hand"


def test_cr_608_2c_pack_guardian_discards_a_land_for_a_wolf() -> None:
    s = game("Pack Guardian")
    s.lands(A, "Forest", 4)
    s.hand(A, "Pack Guardian")
    s.hand(A, "Forest")
    s.start()
    s.cast(A, "Pack Guardian")
    s.then("Pack Guardian", True)
    s.resolve()
    assert s.graveyard_names(A) == ["Forest"]
    assert sum(1 for o in s.state.objects.values()
               if o.card.name == "Wolf" and o.zone == "battlefield") == 1


# -- "Then EFFECT unless …" as a sentence (CR 608.2c) ---------------------------------------------


def test_cr_608_2c_thirst_for_knowledge_reads_back() -> None:
    assert render_card(real("Thirst for Knowledge")) == (
        "Draw three cards. Then discard two cards unless you discard an artifact card.")


def test_cr_608_2c_thirst_for_knowledge_draws_three_then_discards_one_artifact() -> None:
    """Three cards drawn, then the one artifact card in hand (a Sol Ring) discarded instead
    of two cards."""
    s = game("Thirst for Knowledge")
    s.lands(A, "Island", 3)
    s.hand(A, "Thirst for Knowledge")
    s.hand(A, "Sol Ring")
    s.start()
    before = len(_hand(s, A))  # Thirst and the Sol Ring
    s.cast(A, "Thirst for Knowledge")
    s.then("Thirst for Knowledge: discard?", True)
    s.resolve()
    assert not s.queue
    assert "Sol Ring" in s.graveyard_names(A)
    assert len(_hand(s, A)) == before - 1 + 3 - 1  # cast, drew three, discarded one


@pytest.mark.parametrize("name", ["Carnophage", "Browbeat", "Risk Factor", "Fallow Wurm",
                                  "Blind-Spot Giant", "Thirst for Knowledge", "Mold Demon"])
def test_unless_models_round_trip_through_the_record_format(name: str) -> None:
    """A game record pins the card definitions it was played with: the offer, its actions and
    the "unless" condition are written and read back unchanged."""
    card = real(name)
    assert card_from_data(json.loads(json.dumps(card_to_data(card)))) == card
