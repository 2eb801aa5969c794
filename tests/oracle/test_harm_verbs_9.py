"""EV2 of issue 29, ninth wave: damage, destroy, sacrifice, counter, copy, create, choose —
each piece from the real Oracle text of real cards (MTGJSON 2022-04-25), compiled, rendered
back, supported, and played: each test asserts what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, C, Scenario, Unanswered
from tests.oracle.conftest import card, scenario

# -- "that creature's controller" / "its owner" of the ability's one target (CR 608.2h) ---------


def test_target_anaphora_render_as_oracle_prints_them() -> None:
    assert "Destroy target creature. ~ deals 2 damage to that creature's controller." in \
        render_card(card("Consign to the Pit"))
    assert "Destroy target creature. Its owner gains 4 life." in \
        render_card(card("Misfortune's Gain"))
    assert "That creature's controller draws X cards." in render_card(card("Nin, the Pain Artist"))


def test_cr_608_2h_consign_to_the_pit_damages_the_destroyed_creatures_controller() -> None:
    """Consign to the Pit: "Destroy target creature. ~ deals 2 damage to that creature's
    controller." B's Hill Giant is destroyed; B — its controller as it last existed — takes 2;
    A, the caster, takes none."""
    s = scenario("Consign to the Pit")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Consign to the Pit")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Consign to the Pit", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.life(B) == 18
    assert s.life(A) == 20


def test_cr_608_2h_consign_to_the_pit_uses_the_controller_not_the_owner() -> None:
    """The creature is B's but A controls it: "that creature's controller" is A (CR 108.4),
    so A takes the 2 damage and B none."""
    s = scenario("Consign to the Pit")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Consign to the Pit")
    giant = s.put(B, "Hill Giant", controller=A)
    s.start()
    s.cast(A, "Consign to the Pit", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    assert s.life(A) == 18
    assert s.life(B) == 20


def test_cr_108_3_misfortunes_gain_gives_the_life_to_the_creatures_owner() -> None:
    """Misfortune's Gain: "Destroy target creature. Its owner gains 4 life." A controls B's
    Hill Giant; it is destroyed (into B's graveyard) and B, its owner, gains 4."""
    s = scenario("Misfortune's Gain")
    s.lands(A, "Plains", 4)
    s.hand(A, "Misfortune's Gain")
    giant = s.put(B, "Hill Giant", controller=A)
    s.start()
    s.cast(A, "Misfortune's Gain", targets=[giant])
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(B)
    assert s.life(B) == 24
    assert s.life(A) == 20


def test_cr_608_2h_nin_the_pain_artist_controller_of_the_damaged_creature_draws_x() -> None:
    """Nin, the Pain Artist: "{X}{U}{R}, {T}: ~ deals X damage to target creature. That
    creature's controller draws X cards." With X = 2 on B's Hill Giant (3/3): it survives
    with 2 damage and B draws 2."""
    s = scenario("Nin, the Pain Artist")
    s.lands(A, "Island", 2)
    s.lands(A, "Mountain", 2)
    s.put(A, "Nin, the Pain Artist")
    giant = s.put(B, "Hill Giant")
    s.start()
    before = s.hand_size(B)
    s.activate(A, "Nin, the Pain Artist", targets=[giant], x=2)
    s.resolve()
    assert s.obj(giant).damage == 2
    assert s.hand_size(B) == before + 2
    assert s.hand_size(A) == 0


@pytest.mark.parametrize("line", [
    "Destroy up to one target creature. Its owner gains 4 life.",
    "Destroy target creature and target land. ~ deals 2 damage to that creature's controller.",
])
def test_the_target_anaphora_refuse_an_antecedent_that_is_not_one_creature(line: str) -> None:
    """"that creature" / "its" need exactly one targeted creature (608.2h): not "up to one",
    not two targets."""
    with pytest.raises(OracleCompileError, match="without one targeted creature"):
        compile_line(line, "spell_line")


# -- per-player damage: "equal to the number of NOUNS that player controls" (CR 608.2h, 101.4) --


def test_per_player_damage_renders_as_oracle_prints_it() -> None:
    assert render_card(card("Typhoon")).endswith(
        "~ deals damage to each opponent equal to the number of Islands that player controls.")
    assert render_card(card("Price of Progress")).endswith(
        "~ deals damage to each player equal to twice the number of nonbasic lands that "
        "player controls.")


def test_cr_608_2h_typhoon_counts_each_opponents_own_islands() -> None:
    """Typhoon: "~ deals damage to each opponent equal to the number of Islands that player
    controls." In a three-player game B controls 3 Islands and C 1: B takes 3, C takes 1, and
    A — the caster, with Islands of their own — takes none."""
    s = Scenario(3, cards=card_pool() | {"Typhoon": card("Typhoon")}, library=5, strict=True)
    s.lands(A, "Forest", 3)
    s.lands(A, "Island", 2)
    s.lands(B, "Island", 3)
    s.lands(C, "Island", 1)
    s.hand(A, "Typhoon")
    s.start()
    s.cast(A, "Typhoon")
    s.resolve()
    assert (s.life(A), s.life(B), s.life(C)) == (20, 17, 19)


def test_cr_608_2h_price_of_progress_deals_twice_each_players_nonbasic_lands() -> None:
    """Price of Progress: "~ deals damage to each player equal to twice the number of
    nonbasic lands that player controls." A controls one nonbasic land (High Market), B two
    (Contested Cliffs, Yavimaya): A takes 2, B takes 4; basic lands count for nothing."""
    s = scenario("Price of Progress")
    s.lands(A, "Mountain", 2)
    s.put(A, "High Market")
    s.put(B, "Contested Cliffs")
    s.put(B, "Yavimaya, Cradle of Growth")
    s.lands(B, "Forest", 3)
    s.hand(A, "Price of Progress")
    s.start()
    s.cast(A, "Price of Progress")
    s.resolve()
    assert (s.life(A), s.life(B)) == (18, 16)


# -- "USUAL. If COND, create N of those tokens instead." (CR 608.2c, 111.2) --------------------


def _tokens(s: Scenario, player: int, name: str) -> int:
    return sum(1 for oid in s.state.battlefield
               if s.obj(oid).card.name == name and s.controller(oid) == player)


def test_those_tokens_instead_renders_as_oracle_prints_it() -> None:
    assert render_card(card("Saproling Migration")).startswith(
        "Kicker {4}\nCreate two 1/1 green Saproling creature tokens. If this spell was kicked, "
        "create four of those tokens instead.")
    assert "Create a token that's a copy of target creature. If this spell was kicked, create "\
        "five of those tokens instead." in render_card(card("Rite of Replication"))


@pytest.mark.parametrize(("kicked", "made"), [(False, 2), (True, 4)])
def test_cr_608_2c_saproling_migration_makes_four_of_those_tokens_if_kicked(
        kicked: bool, made: int) -> None:
    """Saproling Migration: "Create two 1/1 green Saproling creature tokens. If this spell was
    kicked, create four of those tokens instead." Two Saprolings unkicked, four kicked — not
    six (the kicked creation replaces the usual one)."""
    s = scenario("Saproling Migration")
    s.lands(A, "Forest", 6)
    s.hand(A, "Saproling Migration")
    s.start()
    s.cast(A, "Saproling Migration", kicker=kicked)
    s.resolve()
    assert _tokens(s, A, "Saproling") == made


def test_cr_707_2_rite_of_replication_kicked_makes_five_copies_of_the_target() -> None:
    """Rite of Replication: "Create a token that's a copy of target creature. If this spell was
    kicked, create five of those tokens instead." Kicked, on B's Hill Giant: A gets five Hill
    Giant tokens (copies), B keeps the one it had."""
    s = scenario("Rite of Replication")
    s.lands(A, "Island", 9)
    s.hand(A, "Rite of Replication")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Rite of Replication", targets=[giant], kicker=True)
    s.resolve()
    assert _tokens(s, A, "Hill Giant") == 5
    assert _tokens(s, B, "Hill Giant") == 1


# -- "EFFECT unless PLAYER has ~ deal N damage to them" (CR 118.12, 608.2d) ----------------------


@pytest.mark.parametrize("takes_it", [True, False])
def test_cr_118_12_blazing_salvo_the_creatures_controller_may_take_5_instead(
        takes_it: bool) -> None:
    """Blazing Salvo: "~ deals 3 damage to target creature unless that creature's controller
    has ~ deal 5 damage to them." B, the Hill Giant's controller, is asked: yes — B takes 5
    and the Giant none; no — the Giant takes 3 (and dies), B's life stays."""
    s = scenario("Blazing Salvo")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Blazing Salvo")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Blazing Salvo", targets=[giant])
    s.then("be dealt 5 damage", takes_it)
    s.resolve()
    assert s.life(A) == 20
    if takes_it:
        assert s.life(B) == 15
        assert s.obj(giant).damage == 0
    else:
        assert s.life(B) == 20
        assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_118_12_asks_the_controller_not_the_owner() -> None:
    """The Giant is B's but A controls it: A — "that creature's controller" — is asked."""
    s = scenario("Blazing Salvo")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Blazing Salvo")
    giant = s.put(B, "Hill Giant", controller=A)
    s.start()
    s.cast(A, "Blazing Salvo", targets=[giant])
    for _ in range(4):  # both pass: the spell resolves and asks its question
        decision = s.pending
        if decision is None or decision.tag != "priority":
            break
        s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.player == A and "be dealt 5" in decision.prompt
    s.apply(A, True)
    s.resolve()
    assert (s.life(A), s.life(B)) == (15, 20)
    assert s.obj(giant).damage == 0


@pytest.mark.parametrize("takes_it", [True, False])
def test_cr_118_12_skullscorch_that_player_may_take_4_instead_of_discarding(
        takes_it: bool) -> None:
    """Skullscorch: "Target player discards two cards at random unless that player has ~ deal
    4 damage to them." B (three cards in hand) takes 4 and keeps them, or discards two."""
    s = scenario("Skullscorch")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Skullscorch")
    s.hand(B, "Hill Giant", 3)
    s.start()
    s.cast(A, "Skullscorch", targets=["p1"])
    s.then("be dealt 4 damage", takes_it)
    s.resolve()
    assert (s.life(B), s.hand_size(B)) == ((16, 3) if takes_it else (20, 1))


def test_cr_118_12_molten_influence_counters_unless_the_caster_takes_4() -> None:
    """Molten Influence: "Counter target instant or sorcery spell unless its controller has ~
    deal 4 damage to them." B casts Lightning Bolt; B declines the 4 damage and the Bolt is
    countered (A's life stays 20)."""
    s = scenario("Molten Influence")
    s.lands(A, "Mountain", 2)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Molten Influence")
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.cast(A, "Molten Influence", targets=[s.id("Lightning Bolt", "stack")])
    s.then("be dealt 4 damage", False)
    s.resolve()
    assert s.life(A) == 20
    assert s.life(B) == 20
    assert "Lightning Bolt" in s.graveyard_names(B)


# -- "If a NOUN / a player is dealt damage this way, EFFECT" (CR 608.2c) -------------------------


def test_dealt_damage_this_way_renders_as_oracle_prints_it() -> None:
    assert "~ deals 2 damage to any target. If a player is dealt damage this way, scry 1." in \
        render_card(card("Play with Fire"))
    assert "If a Werewolf is dealt damage this way, destroy it." in \
        render_card(card("Silver Bolt"))


@pytest.mark.parametrize("at_player", [True, False])
def test_cr_608_2c_play_with_fire_scries_only_if_a_player_was_dealt_damage(
        at_player: bool) -> None:
    """Play with Fire: "~ deals 2 damage to any target. If a player is dealt damage this way,
    scry 1." At B: B loses 2 and A scries 1 (sends the top card to the bottom); at B's Hill
    Giant: it takes 2 and there is no scry (no question asked — a strict scenario fails on
    any unscripted one)."""
    s = scenario("Play with Fire")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Play with Fire")
    giant = s.put(B, "Hill Giant")
    s.start()
    top = s.state.players[A].zones["library"][0]
    s.cast(A, "Play with Fire", targets=["p1" if at_player else giant])
    if at_player:
        s.then("scry", (top,))
    s.resolve()
    library = s.state.players[A].zones["library"]
    if at_player:
        assert s.life(B) == 18
        assert library[-1] == top
    else:
        assert s.obj(giant).damage == 2
        assert library[0] == top


@pytest.mark.parametrize(("entering", "pumped"), [("Colossal Dreadmaw", True),
                                                  ("Hill Giant", False)])
def test_cr_608_2c_marauding_raptor_grows_only_when_it_damaged_a_dinosaur(
        entering: str, pumped: bool) -> None:
    """Marauding Raptor: "Whenever another creature enters under your control, ~ deals 2 damage
    to it. If a Dinosaur is dealt damage this way, ~ gets +2/+0 until end of turn." Colossal
    Dreadmaw (a Dinosaur) enters: it takes 2 and the 2/3 Raptor is 4/3; a Hill Giant: 2/3."""
    s = scenario("Marauding Raptor")
    s.lands(A, "Forest", 5)
    s.lands(A, "Mountain", 1)
    raptor = s.put(A, "Marauding Raptor")
    s.hand(A, entering)
    s.start()
    s.cast(A, entering)
    s.resolve()
    assert s.obj(s.id(entering)).damage == 2
    assert s.pt(raptor) == ((4, 3) if pumped else (2, 3))


# -- "it deals" in an instant or sorcery: the spell itself (CR 608.2h) ---------------------------


@pytest.mark.parametrize(("kicked", "dealt"), [(False, 1), (True, 4)])
def test_cr_608_2c_breath_of_darigaaz_kicked_it_deals_4_instead(kicked: bool,
                                                                 dealt: int) -> None:
    """Breath of Darigaaz: "~ deals 1 damage to each creature without flying and each player.
    If this spell was kicked, it deals 4 damage to each creature without flying and each player
    instead." — "it" is the spell: 1 to each player and to the Hill Giant unkicked, 4 (and the
    Giant dies) kicked; never both."""
    s = scenario("Breath of Darigaaz")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Breath of Darigaaz")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Breath of Darigaaz", kicker=kicked)
    s.resolve()
    assert (s.life(A), s.life(B)) == (20 - dealt, 20 - dealt)
    if kicked:
        assert s.zone_of("Hill Giant") == "graveyard"
    else:
        assert s.obj(giant).damage == 1


def test_cr_608_2h_the_spells_it_is_refused_after_a_target_object() -> None:
    """After a target creature "it" would name that creature ("Tap target creature. It deals
    damage …"), so the spell-as-"it" reading is refused there."""
    with pytest.raises(OracleCompileError):
        compile_line("Destroy target artifact. If this spell was kicked, it deals 2 damage to "
                     "each creature instead.", "spell_line")


# -- "that player" of the ability's one target (CR 608.2h) ---------------------------------------


def test_cr_608_2h_dong_zhou_that_player_is_the_target_creatures_controller() -> None:
    """Dong Zhou, the Tyrant: "When ~ enters, target creature an opponent controls deals damage
    equal to its power to that player." B's Hill Giant (3/3) deals 3 to B."""
    s = scenario("Dong Zhou, the Tyrant")
    s.lands(A, "Mountain", 5)
    s.hand(A, "Dong Zhou, the Tyrant")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Dong Zhou, the Tyrant")
    s.then("target", giant)
    s.resolve()
    assert s.life(B) == 17
    assert s.life(A) == 20


def test_cr_608_2h_planeswalkers_fury_damages_the_target_opponent_by_the_revealed_card() -> None:
    """Planeswalker's Fury: "{3}{R}: Target opponent reveals a card at random from their hand.
    ~ deals damage equal to that card's mana value to that player." B's only card is a Hill
    Giant (mana value 4): B takes 4."""
    s = scenario("Planeswalker's Fury")
    s.lands(A, "Mountain", 4)
    s.put(A, "Planeswalker's Fury")
    s.hand(B, "Hill Giant")
    s.start()
    s.activate(A, "Planeswalker's Fury", targets=["p1"])
    s.resolve()
    assert s.life(B) == 16
    assert s.hand_size(B) == 1


# -- "creature or Vehicle": a card type or a subtype (CR 301.7, 205.3) ---------------------------


def test_creature_or_vehicle_renders_as_oracle_prints_it() -> None:
    assert render_card(card("Daring Demolition")).endswith("Destroy target creature or Vehicle.")
    assert "put a +1/+1 counter on target creature or Vehicle you control." in \
        render_card(card("Grafted Growth"))


def test_cr_301_7_daring_demolition_targets_an_uncrewed_vehicle_but_no_other_artifact() -> None:
    """Daring Demolition: "Destroy target creature or Vehicle." B's Sky Skiff is not crewed (an
    artifact, no creature) and B's Ornithopter (an artifact creature) are both offered — and
    A's lands are not; the Skiff is destroyed."""
    s = Scenario(cards=card_pool() | {n: card(n) for n in (
        "Daring Demolition", "Sky Skiff", "Ornithopter")}, library=5, strict=True)
    s.lands(A, "Swamp", 4)
    s.hand(A, "Daring Demolition")
    skiff = s.put(B, "Sky Skiff")
    thopter = s.put(B, "Ornithopter")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Daring Demolition")
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target")
    offered = {o[0] if isinstance(o, tuple) else o for o in decision.options}
    assert offered == {skiff, thopter}
    s.apply(A, skiff if decision.tag == "cast.target" else (skiff,))
    s.resolve()
    assert s.zone_of("Sky Skiff") == "graveyard"
    assert thopter in s.state.battlefield


# -- "destroy all Auras and Equipment attached to OBJECT" (CR 701.7a, 301.5, 303.4) --------------


def test_destroy_attached_renders_as_oracle_prints_it() -> None:
    assert render_card(card("Strip Bare")).endswith(
        "Destroy all Auras and Equipment attached to target creature.")
    assert "Destroy all Equipment attached to that creature." in \
        render_card(card("Blastfire Bolt"))
    assert "When ~ enters, destroy all Curses attached to you." in \
        render_card(card("Witchbane Orb"))


def test_cr_701_7a_strip_bare_destroys_what_is_attached_to_the_target_only() -> None:
    """Strip Bare: "Destroy all Auras and Equipment attached to target creature." B's Hill
    Giant wears Holy Strength (an Aura) and Bonesplitter (Equipment); B's Grizzly Bears wears
    a second Bonesplitter. Both of the Giant's go to the graveyard; the Giant and the Bears'
    Bonesplitter stay."""
    s = scenario("Strip Bare")
    s.lands(A, "Plains", 1)
    s.hand(A, "Strip Bare")
    giant = s.put(B, "Hill Giant")
    bears = s.put(B, "Grizzly Bears")
    aura = s.put(B, "Holy Strength", attached_to=giant)
    sword = s.put(B, "Bonesplitter", attached_to=giant)
    other = s.put(B, "Bonesplitter", attached_to=bears)
    s.start()
    s.cast(A, "Strip Bare", targets=[giant])
    s.resolve()
    assert aura not in s.state.battlefield and sword not in s.state.battlefield
    assert giant in s.state.battlefield and other in s.state.battlefield
    assert sorted(s.graveyard_names(B)) == ["Bonesplitter", "Holy Strength"]


def test_cr_701_7a_blastfire_bolt_destroys_the_equipment_of_the_damaged_creature() -> None:
    """Blastfire Bolt: "~ deals 5 damage to target creature. Destroy all Equipment attached to
    that creature." The Giant dies (after the spell) and its Bonesplitter is destroyed by the
    spell — not left unattached on the battlefield."""
    s = scenario("Blastfire Bolt")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Blastfire Bolt")
    giant = s.put(B, "Hill Giant")
    s.put(B, "Bonesplitter", attached_to=giant)
    s.start()
    s.cast(A, "Blastfire Bolt", targets=[giant])
    s.resolve()
    assert sorted(s.graveyard_names(B)) == ["Bonesplitter", "Hill Giant"]


# -- "~ deals N damage to them": the player the trigger names (CR 603.2) -----------------------


def test_cr_603_2_roiling_vortex_damages_the_player_whose_upkeep_it_is() -> None:
    """Roiling Vortex: "At the beginning of each player's upkeep, ~ deals 1 damage to them."
    A controls it; at B's upkeep B takes 1 and A none."""
    s = scenario("Roiling Vortex")
    s.put(A, "Roiling Vortex")
    s.start(step="end")
    s.to_step("upkeep", active=B)
    s.resolve()
    assert (s.life(A), s.life(B)) == (20, 19)
    assert "~ deals 1 damage to them." in render_card(card("Roiling Vortex"))
