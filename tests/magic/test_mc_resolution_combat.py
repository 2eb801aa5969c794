"""Reference cases of magic-cases.md for resolution, state-based actions, triggers and combat
(MC-02, MC-17..20, MC-24, MC-27, MC-39) and modes.md MOD-7, plus the combat restrictions and
requirements (CR 508.1c-d, 509.1b-c) and regeneration (CR 701.19) that Oracle-compiled cards
use. One test per case or part, named after the ID and the CR rules it cites. Where a case's
card is out of the engine's reach the docstring names the stand-in and why."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast, Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.oracle.compiler import compile_text
from tests.magic.compiled import with_cards
from tests.magic.conftest import test_cards as pool_cards
from tests.magic.dsl import A, B, C, Scenario
from tests.oracle.conftest import real

# -- step 1: objects and zones


def test_mc_02_cr_603_10a_608_2h_613_4c_last_known_power_for_a_dies_trigger(
        scenario: type[Scenario]) -> None:
    s = scenario()
    carver = s.put(A, "Flesh Carver", counters={"+1/+1": 2})
    s.put(A, "Bad Moon")
    s.hand(B, "Mortify")
    for land in ("Plains", "Swamp", "Mountain"):
        s.put(B, land)
    s.start()
    assert s.pt(carver) == (5, 5)
    s.cast(B, "Mortify", targets=[carver])
    s.resolve()
    assert s.zone_of("Flesh Carver") == "graveyard"
    horror = s.id("Horror")
    token = s.obj(horror)
    assert token.token and s.controller(horror) == A
    assert (token.card.power, token.card.toughness) == ("5", "5")  # base 5/5 (LKI, not 2)
    assert s.pt(horror) == (6, 6)  # Bad Moon applies to the black token



# -- step 6: resolution


def test_mc_17_cr_608_2b_701_12b_205_1a_a_fight_with_one_illegal_target_deals_no_damage(
        scenario: type[Scenario]) -> None:
    """Snakeform (compiled from its Oracle text) makes the Baloth a green 1/1 Snake with no
    abilities — not a Beast (205.1a: the new creature type replaces the old). Contested
    Cliffs' ability resolves (Archangel is still legal, 608.2b) but its Beast target is
    illegal, so neither creature fights (701.12b): both have 0 damage. B draws a card."""
    s = with_cards(scenario, "Snakeform")
    s.put(A, "Contested Cliffs")
    baloth = s.put(A, "Ravenous Baloth")
    s.put(A, "Mountain")
    s.put(A, "Forest")
    angel = s.put(B, "Archangel")
    s.lands(B, "Forest", 3)
    s.hand(B, "Snakeform")
    s.library_top(B, "Plains")
    s.start()
    s.activate(A, "Contested Cliffs", 1, targets=[baloth, angel])
    s.cast(B, "Snakeform", targets=[baloth])
    s.resolve()
    c = chars(s.state, s.obj(baloth))
    assert c.subtypes == frozenset({"Snake"}) and c.colors == frozenset({"G"})
    assert (c.power, c.toughness) == (1, 1) and not c.abilities
    assert s.zone_of("Contested Cliffs") == "battlefield" and s.obj(
        s.id("Contested Cliffs")).tapped
    assert s.obj(baloth).damage == 0 and s.obj(angel).damage == 0
    assert s.hand_size(B) == 1 and s.zone_of("Snakeform") == "graveyard"
    assert not [e for e in s.events("fizzle") if dict(e.data)["name"] == "Contested Cliffs"]

# -- step 7: state-based actions



def test_mc_18_cr_702_12b_704_5g_704_5f_indestructible_survives_damage_not_toughness_0(
        scenario: type[Scenario]) -> None:
    """Archangel under A's Darksteel Mutation (compiled from its Oracle text): a 0/1 Insect
    artifact creature with indestructible and no other abilities (layers 4, 6, 7b). The
    Demon's 1 damage is lethal but it is indestructible (702.12b, 704.5g); Tragic Slip makes
    its toughness 0 and it goes to B's graveyard (704.5f); the Aura then to A's (704.5m)."""
    s = with_cards(scenario, "Darksteel Mutation")
    angel = s.put(B, "Archangel")
    s.put(A, "Darksteel Mutation", attached_to=angel)
    s.put(A, "Pestilence Demon")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Tragic Slip")
    s.start()
    c = chars(s.state, s.obj(angel))
    assert c.types == frozenset({"Artifact", "Creature"}) and c.subtypes == frozenset(
        {"Insect"})
    assert (c.power, c.toughness) == (0, 1) and c.keywords == frozenset({"indestructible"})
    s.activate(A, "Pestilence Demon")
    s.resolve()
    assert s.life(A) == 19 and s.life(B) == 19
    assert s.zone_of("Archangel") == "battlefield" and s.obj(angel).damage == 1  # 704.5g
    s.cast(A, "Tragic Slip", targets=[angel])  # morbid is off: -1/-1
    s.resolve()
    assert s.graveyard_names(B) == ["Archangel"]  # toughness 0 (704.5f), indestructible
    assert "Darksteel Mutation" in s.graveyard_names(A)  # then the Aura (704.5m)


def test_mc_19_cr_704_5j_704_5d_603_10a_the_legend_rule_puts_one_into_the_graveyard_a_death(
        scenario: type[Scenario]) -> None:
    """Kindred Charge (compiled from its Oracle text) choosing Vampire: hasty token copies of
    Anowon and of Falkenrath Noble. With two Anowons A keeps one (the card); the token is put
    into the graveyard (704.5j) and then ceases to exist (704.5d) — a death, so both Nobles
    (the card and its token copy) trigger: B 18, A 22. The remaining tokens are exiled at
    the beginning of the next end step."""
    s = with_cards(scenario, "Kindred Charge")
    first = s.put(A, "Anowon, the Ruin Sage")
    s.put(A, "Falkenrath Noble")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Kindred Charge")
    s.start()
    s.cast(A, "Kindred Charge")
    s.then("resolve.choice", "Vampire")
    s.apply(A, Pass())
    s.apply(B, Pass())
    s._drain()
    tokens = [i for i in s.state.battlefield if s.obj(i).token]
    assert sorted(s.obj(i).card.name for i in tokens) == [
        "Anowon, the Ruin Sage", "Falkenrath Noble"]
    assert all("haste" in s.keywords(i) for i in tokens)
    decision = s.pending
    assert decision is not None and decision.tag == "legend" and decision.player == A
    assert set(decision.options) == {first, *[i for i in tokens if s.obj(i).card.name
                                              == "Anowon, the Ruin Sage"]}
    s.apply(A, first)
    s.then("order_triggers", (0, 1))
    s.then("cast.target", "p1").then("cast.target", "p1")
    s.resolve()
    assert s.ids("Anowon, the Ruin Sage", "battlefield") == [first]
    assert s.life(B) == 18 and s.life(A) == 22
    assert len(s.ids("Falkenrath Noble", "battlefield")) == 2
    s.then("order_triggers", (0, 1))  # the delayed exile triggers, one per token created
    s.to_step("end")
    s.resolve()
    assert s.ids("Falkenrath Noble", "battlefield") == [s.id("Falkenrath Noble")]
    assert not [i for i in s.state.battlefield if s.obj(i).token]


def test_mc_20a_cr_704_5q_704_3_702_93a_counters_annihilate_then_undying_returns_it(
        scenario: type[Scenario]) -> None:
    s = scenario()
    shade = s.put(B, "Evernight Shade", counters={"+1/+1": 1})
    s.lands(A, "Swamp", 5)
    s.hand(A, "Instill Infection")
    s.hand(A, "Tragic Slip")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Instill Infection", targets=[shade])
    s.resolve()
    assert s.obj(shade).counters.get("+1/+1", 0) == 0
    assert s.obj(shade).counters.get("-1/-1", 0) == 0
    assert s.pt(shade) == (1, 1) and s.hand_size(A) == hand - 1 + 1  # cast one, drew one
    s.cast(A, "Tragic Slip", targets=[shade])
    s.resolve()
    new = s.id("Evernight Shade")
    assert new != shade and s.controller(new) == B
    assert s.obj(new).counters == {"+1/+1": 1}
    assert s.pt(new) == (2, 2)  # a new object: Tragic Slip's -1/-1 does not apply


def test_mc_20b_cr_704_3_704_8_toughness_and_counters_in_one_check_no_undying(
        scenario: type[Scenario]) -> None:
    s = scenario()
    shade = s.put(B, "Evernight Shade", counters={"+1/+1": 1})
    s.lands(A, "Swamp", 4)
    s.hand(A, "Skinrender")
    s.start()
    s.cast(A, "Skinrender")
    s.then("cast.target", shade)
    s.resolve()
    assert s.zone_of("Evernight Shade") == "graveyard"
    assert not s.events("trigger") or all(
        dict(e.data).get("name") != "Evernight Shade" for e in s.events("trigger"))


# -- step 8: triggered abilities


def test_mc_24a_cr_603_3d_702_74a_a_trigger_with_no_legal_target_is_removed(
        scenario: type[Scenario]) -> None:
    """Shriekmaw (compiled from its Oracle text) cast for its evoke cost: its enter trigger
    has no legal target (the Titan and Shriekmaw are black, the Hart is an artifact) and is
    removed (603.3d); the evoke trigger resolves and Shriekmaw goes to A's graveyard."""
    s = with_cards(scenario, "Shriekmaw")
    s.hand(A, "Shriekmaw")
    s.lands(A, "Swamp", 2)
    s.put(B, "Grave Titan")
    s.put(B, "Burnished Hart")
    s.start()
    s.cast(A, "Shriekmaw", way="evoke")
    s.then("order_triggers", (0, 1))  # either order: the destroy trigger has no target
    s.resolve()
    assert s.zone_of("Shriekmaw") == "graveyard"
    assert s.zone_of("Grave Titan") == "battlefield"
    assert s.zone_of("Burnished Hart") == "battlefield"
    assert not s.state.stack and not s.state.triggers


def test_mc_24b_cr_603_3d_603_3b_a_mandatory_target_must_be_chosen(
        scenario: type[Scenario]) -> None:
    """As (a), and A controls Ravenous Baloth: A orders its two triggers (603.3b) with the
    sacrifice trigger first; the destroy trigger must target the Baloth, the only legal
    target, and cannot decline; the Baloth is destroyed, then Shriekmaw is sacrificed."""
    s = with_cards(scenario, "Shriekmaw")
    s.hand(A, "Shriekmaw")
    s.lands(A, "Swamp", 2)
    baloth = s.put(A, "Ravenous Baloth")
    s.put(B, "Grave Titan")
    s.put(B, "Burnished Hart")
    s.start()
    s.cast(A, "Shriekmaw", way="evoke")
    s.apply(A, Pass())
    s.apply(B, Pass())
    s._drain()
    decision = s.pending
    assert decision is not None and decision.tag == "order_triggers" and decision.player == A
    s.apply(A, _sacrifice_first(s, decision))
    s._drain()
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target" and decision.player == A
    assert tuple(decision.options) == (baloth,) and decision.min_count == 1
    s.refused(A, ())
    s.apply(A, baloth)
    s.resolve(1)
    assert s.zone_of("Ravenous Baloth") == "graveyard"
    assert s.zone_of("Shriekmaw") == "battlefield"  # the evoke trigger has not resolved yet
    s.resolve()
    assert s.zone_of("Shriekmaw") == "graveyard"


def _sacrifice_first(s: Scenario, decision: Any) -> tuple[int, ...]:
    """The order that puts the evoke sacrifice trigger on the stack first (at the bottom)."""
    pending = s.state.triggers
    sacrifice = next(i for i, t in enumerate(pending)
                     if any(isinstance(e, m.Sacrifice) for e in t.ability.effects))
    return (sacrifice, *[i for i in range(len(pending)) if i != sacrifice])


# -- step 9: combat


def _kheru_cards() -> dict[str, m.CardDef]:
    return pool_cards() | {n: real(n) for n in ("Kheru Mind-Eater", "Noble Quarry")}


def _kheru_with_quarry(s: Scenario) -> int:
    """MC-27's start: the Mind-Eater enchanted by a bestowed Noble Quarry (2/4)."""
    kheru = s.put(A, "Kheru Mind-Eater")
    quarry = s.put(A, "Noble Quarry", attached_to=kheru)
    s.obj(quarry).bestowed = True
    assert s.pt(kheru) == (2, 4)
    return kheru


def test_mc_27a_cr_509_1b_509_1c_702_111b_must_block_against_menace_one_blocker(
        scenario: type[Scenario]) -> None:
    """Kheru Mind-Eater (menace) enchanted by A's bestowed Noble Quarry ("All creatures able
    to block Noble Quarry or enchanted creature do so."), both compiled from their Oracle
    text. With one possible blocker, blocking alone breaks menace, so the only legal
    declaration is no blocks."""
    s = scenario(cards=_kheru_cards())
    brute = _kheru_with_quarry(s)
    heir = s.put(B, "Rakish Heir")
    s.start()
    s.attack({brute: "p1"})
    s.to_step("declare_blockers")
    assert "702.111b" in s.refused(B, ((heir, brute),))
    s.apply(B, ())
    assert s.state.blocked == set()


def test_mc_27b_cr_509_1c_702_111b_both_must_block_the_menace_creature(
        scenario: type[Scenario]) -> None:
    """As (a) with two possible blockers: both blocking obeys two requirements without
    breaking menace, so no blocks (0) or one blocker (breaks menace) is refused."""
    s = scenario(cards=_kheru_cards())
    brute = _kheru_with_quarry(s)
    heir = s.put(B, "Rakish Heir")
    shade = s.put(B, "Nantuko Shade")
    s.start()
    s.attack({brute: "p1"})
    s.to_step("declare_blockers")
    assert "509.1c" in s.refused(B, ())
    assert "702.111b" in s.refused(B, ((heir, brute),))
    assert "702.111b" in s.refused(B, ((shade, brute),))
    s.apply(B, ((heir, brute), (shade, brute)))
    assert s.state.blocked == {brute}
    assert s.state.blockers == {heir: brute, shade: brute}



def test_mc_39_cr_506_2a_802_2_802_3_802_4_attacking_two_players(
        scenario: type[Scenario]) -> None:
    s = scenario(3)
    ravager = s.put(A, "Terra Ravager")
    rannet = s.put(A, "Valley Rannet")
    s.put(A, "Gahiji, Honored One")
    s.lands(B, "Forest", 2)
    angel = s.put(B, "Archangel")
    s.lands(C, "Mountain", 5)
    s.start()
    s.attack({ravager: "p2", rannet: "p1"})
    s.then("order_triggers", (0, 1, 2))  # Gahiji for each attacker, Terra Ravager once
    s.resolve()
    assert s.pt(ravager) == (7, 4)  # +5 (C's lands: C is its defending player) +2
    assert s.pt(rannet) == (8, 3)
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.block" and decision.player == B
    assert decision.options == (angel,) and decision.targets == ((rannet,),)
    s.refused(B, ((angel, ravager),))  # Archangel may not block what attacks C (802.4a)
    s.apply(B, ())
    s.to_step("end_combat")
    assert s.life(C) == 13 and s.life(B) == 12


# -- combat restrictions and requirements as static rules (CR 508.1c-d, 509.1b-c)


def test_cr_509_1b_cant_be_blocked_offers_no_blocker(scenario: type[Scenario]) -> None:
    s = scenario()
    warrior = s.put(A, "Phantom Warrior")
    s.put(B, "Giant Spider")
    s.start()
    s.attack({warrior: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 18 and s.state.blocked == set()


def test_cr_509_1b_can_block_only_creatures_with_flying(scenario: type[Scenario]) -> None:
    s = scenario()
    bears = s.put(A, "Grizzly Bears")
    drake = s.put(A, "Wind Drake")
    sprite = s.put(B, "Cloud Sprite")
    s.start()
    s.attack({bears: "p1", drake: "p1"})
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and decision.options == (sprite,)
    assert decision.targets == ((drake,),)  # not the Bears
    s.refused(B, ((sprite, bears),))
    s.apply(B, ((sprite, drake),))
    assert s.state.blockers == {sprite: drake}


def test_cr_508_1d_attacks_each_combat_if_able(scenario: type[Scenario]) -> None:
    s = scenario()
    cyclops = s.put(A, "Bloodrock Cyclops")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("declare_attackers")
    assert "508.1d" in s.refused(A, ())
    assert "508.1d" in s.refused(A, ((bears, "p1"),))
    s.apply(A, ((cyclops, "p1"),))
    s.to_step("end_combat")
    assert s.life(B) == 17


def test_cr_508_1d_a_creature_unable_to_attack_has_no_requirement(
        scenario: type[Scenario]) -> None:
    """A summoning-sick Cyclops cannot attack, so "if able" asks nothing of it."""
    s = scenario()
    s.put(A, "Bloodrock Cyclops", sick=True)
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("declare_attackers")
    s.apply(A, ())
    assert s.state.attackers == {}
    del bears


def test_cr_509_1c_must_be_blocked_if_able(scenario: type[Scenario]) -> None:
    s = scenario()
    protector = s.put(A, "Gaea's Protector")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.attack({protector: "p1", bears: "p1"})
    s.to_step("declare_blockers")
    assert "509.1c" in s.refused(B, ())
    assert "509.1c" in s.refused(B, ((lions, bears),))
    s.apply(B, ((lions, protector),))
    assert s.state.blocked == {protector}


def test_cr_509_1c_all_creatures_able_to_block_it_do_so(scenario: type[Scenario]) -> None:
    """Prized Unicorn: each creature able to block it has a requirement; a flyer-only blocker
    is not able to, so it is free."""
    s = scenario()
    unicorn = s.put(A, "Prized Unicorn")
    bears = s.put(A, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    spider = s.put(B, "Giant Spider")
    sprite = s.put(B, "Cloud Sprite")
    s.start()
    s.attack({unicorn: "p1", bears: "p1"})
    s.to_step("declare_blockers")
    s.refused(B, ((lions, unicorn),))
    s.refused(B, ((lions, unicorn), (spider, bears)))
    s.apply(B, ((lions, unicorn), (spider, unicorn)))
    assert s.state.blockers == {lions: unicorn, spider: unicorn}
    del sprite


def test_cr_702_36b_702_13b_fear_and_intimidate_restrict_blockers(
        scenario: type[Scenario]) -> None:
    """Intimidate: only artifact creatures and creatures sharing a colour may block."""
    s = scenario()
    boar = s.put(A, "Bladetusk Boar")
    bears = s.put(B, "Grizzly Bears")
    heir = s.put(B, "Rakish Heir")
    myr = s.put(B, "Darksteel Myr")
    s.start()
    s.attack({boar: "p1"})
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and set(decision.options) == {heir, myr}
    s.apply(B, ())
    del bears


def test_cr_702_36b_fear_only_artifact_or_black_blockers() -> None:
    from cardtable.games.magic.combat_rules import pair_allows
    from cardtable.games.magic.layers import Chars

    def creature(colors: str, types: tuple[str, ...] = ("Creature",),
                 keywords: tuple[str, ...] = ()) -> Chars:
        return Chars("x", frozenset(types), frozenset(), frozenset(), frozenset(colors), 1, 1,
                     (), frozenset(keywords), 0, 1)

    shriekmaw = creature("B", keywords=("fear",))
    assert pair_allows(shriekmaw, creature("B"))
    assert pair_allows(shriekmaw, creature("", ("Artifact", "Creature")))
    assert not pair_allows(shriekmaw, creature("G"))
    assert not pair_allows(shriekmaw, creature("R"))



def test_cr_509_1b_cant_be_blocked_by_creatures_with_power_2_or_less(
        scenario: type[Scenario]) -> None:
    s = scenario()
    ceratok = s.put(A, "Enraged Ceratok")
    s.put(B, "Grizzly Bears")
    wurm = s.put(B, "Craw Wurm")
    s.start()
    s.attack({ceratok: "p1"})
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and decision.options == (wurm,)
    s.apply(B, ())


def test_cr_508_1c_cant_attack_unless_defending_player_controls_an_island(
        scenario: type[Scenario]) -> None:
    """Three players: the Shark may attack only C, who controls an Island."""
    s = scenario(3)
    shark = s.put(A, "Hammerhead Shark")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Forest")
    s.put(C, "Island")
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    targets = dict(zip(decision.options, decision.targets, strict=True))
    assert targets[shark] == ("p2",) and targets[bears] == ("p1", "p2")
    s.refused(A, ((shark, "p1"),))
    s.apply(A, ((shark, "p2"),))
    s.to_step("end_combat")
    assert s.life(C) == 18 and s.life(B) == 20



def test_cr_509_1b_cant_be_blocked_by_more_than_one_creature(scenario: type[Scenario]) -> None:
    s = scenario()
    rhino = s.put(A, "Charging Rhino")
    bears = s.put(B, "Grizzly Bears")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.attack({rhino: "p1"})
    s.to_step("declare_blockers")
    assert "more than one" in s.refused(B, ((bears, rhino), (lions, rhino)))
    s.apply(B, ((bears, rhino),))
    assert s.state.blockers == {bears: rhino}



def test_cr_509_1b_611_2a_target_creature_cant_block_this_turn(scenario: type[Scenario]) -> None:
    """Crossway Vampire: the restriction lasts until the turn ends (514.2)."""
    s = scenario()
    s.hand(A, "Crossway Vampire")
    s.lands(A, "Mountain", 3)
    bears = s.put(A, "Grizzly Bears")
    spider = s.put(B, "Giant Spider")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.cast(A, "Crossway Vampire")
    s.then("cast.target", spider)
    s.resolve()
    assert "cant_block" in chars(s.state, s.obj(spider)).rules
    s.attack({bears: "p1"})
    s.to_step("declare_blockers")
    decision = s.pending
    assert decision is not None and decision.options == (lions,)
    s.apply(B, ())
    s.to_step("upkeep", active=B)
    assert "cant_block" not in chars(s.state, s.obj(spider)).rules


def test_cr_509_1b_an_activated_cant_be_blocked_this_turn(scenario: type[Scenario]) -> None:
    s = scenario()
    runner = s.put(A, "Blockade Runner")
    s.put(A, "Island")
    s.put(B, "Giant Spider")
    s.start()
    s.activate(A, "Blockade Runner")
    s.resolve()
    s.attack({runner: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 18


# -- regeneration (CR 701.15)


def test_cr_701_15b_a_regeneration_shield_replaces_one_destruction(
        scenario: type[Scenario]) -> None:
    s = scenario()
    troll = s.put(B, "Cudgel Troll", damage=1)
    s.put(B, "Forest")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Murder", 2)
    s.start()
    s.apply(A, Pass())
    s.activate(B, "Cudgel Troll")
    s.resolve()
    s.cast(A, "Murder", targets=[troll])
    s.resolve()
    assert s.zone_of("Cudgel Troll") == "battlefield"
    obj = s.obj(troll)
    assert obj.tapped and obj.damage == 0  # tapped, damage removed (701.15b)
    s.cast(A, "Murder", targets=[troll])  # the shield was used up
    s.resolve()
    assert s.zone_of("Cudgel Troll") == "graveyard"


def test_cr_701_15b_regeneration_removes_it_from_combat_and_saves_it_from_lethal_damage(
        scenario: type[Scenario]) -> None:
    s = scenario()
    troll = s.put(A, "Cudgel Troll")
    s.put(A, "Forest")
    spider = s.put(B, "Craw Wurm")
    s.start()
    s.activate(A, "Cudgel Troll")
    s.resolve()
    s.attack({troll: "p1"})
    s.block(B, {spider: troll})
    s.to_step("end_combat")
    assert s.zone_of("Cudgel Troll") == "battlefield"
    assert s.obj(troll).tapped and s.obj(troll).damage == 0
    assert troll not in s.state.attackers


def test_cr_701_15_514_2_an_unused_shield_ends_at_cleanup(scenario: type[Scenario]) -> None:
    s = scenario()
    troll = s.put(B, "Cudgel Troll")
    s.put(B, "Forest")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Murder")
    s.start()
    s.apply(A, Pass())
    s.activate(B, "Cudgel Troll")
    s.resolve()
    s.to_step("upkeep", active=B)
    s.cast(A, "Murder", targets=[troll])
    s.resolve()
    assert s.zone_of("Cudgel Troll") == "graveyard"


# -- the Oracle compiler reads these sentences


def test_the_compiler_reads_combat_rules_and_regeneration_and_the_cards_are_supported() -> None:
    from tests.oracle.conftest import compiled

    expect = {
        "Phantom Warrior": "cant_be_blocked", "Bloodrock Cyclops": "attacks_each_combat",
        "Cloud Sprite": "block_only_flyers", "Gaea's Protector": "must_be_blocked",
        "Prized Unicorn": "all_must_block", "Lure": "all_must_block",
        "Enraged Ceratok": "cant_be_blocked_power_max:2",
        "Hammerhead Shark": "attack_needs_defender_land:Island",
        "Charging Rhino": "max_one_blocker",
    }
    for name, rule in expect.items():
        card = compiled(name)
        assert card.supported, (name, card.failures, card.reason)
        assert card.card is not None
        rules = [e.rule for a in card.card.abilities if isinstance(a, m.StaticAbility)
                 for e in a.effects]
        assert rules == [rule], name
    lure = compiled("Lure").card
    assert lure is not None
    static = next(a for a in lure.abilities if isinstance(a, m.StaticAbility))
    assert static.effects[0].affected == "enchanted"
    troll = compiled("Cudgel Troll")
    assert troll.supported and troll.card is not None
    (ability,) = troll.card.abilities
    assert isinstance(ability, m.ActivatedAbility)
    assert ability.effects == (m.Regenerate(what=m.SELF),)
    skeletons = compiled("Drudge Skeletons")
    assert skeletons.supported, (skeletons.failures, skeletons.reason)
    boar = compiled("Bladetusk Boar")
    assert boar.supported, (boar.failures, boar.reason)
    for name, rule in (("Crossway Vampire", "cant_block"), ("Blockade Runner", "cant_be_blocked"),
                       ("Falter", "cant_block")):
        card = compiled(name)
        assert card.supported and card.card is not None, (name, card.failures, card.reason)
        ability = card.card.abilities[-1]
        assert isinstance(ability, (m.TriggeredAbility, m.ActivatedAbility, m.SpellAbility))
        (grant,) = ability.effects
        assert isinstance(grant, m.GrantAbilities) and grant.rules == (rule,), name
    line = compile_text("~ can't be blocked except by two or more creatures.", "Creature")
    assert [e.rule for a in line.abilities if isinstance(a, m.StaticAbility)
            for e in a.effects] == ["min_two_blockers"]


def test_the_compiled_combat_rules_render_back_to_their_oracle_text() -> None:
    from cardtable.games.magic.text.render import render_card
    from tests.magic.oracle_check import first_difference, normalize_text, units
    from tests.oracle.conftest import atomic, compiled

    for name in ("Phantom Warrior", "Bloodrock Cyclops", "Cloud Sprite", "Gaea's Protector",
                 "Prized Unicorn", "Lure", "Cudgel Troll", "Drudge Skeletons",
                 "Enraged Ceratok", "Hammerhead Shark", "Charging Rhino", "Crossway Vampire",
                 "Blockade Runner", "Falter"):
        card = compiled(name).card
        assert card is not None
        expected = units(normalize_text(str(atomic()[name][0].get("text", "")), name))
        got = units(normalize_text(render_card(card), ""))
        assert not first_difference(expected, got), (name, first_difference(expected, got))


def test_cr_509_1c_bots_declare_only_legal_blocks_and_attacks(scenario: type[Scenario]) -> None:
    """The bots see only the view; they repair their declarations with the same rules the
    engine judges them by, so every answer they give is accepted."""
    from cardtable.agents.magic.bots import HeuristicBot, RandomMagicBot
    from cardtable.games.magic.view import make_view as view_for

    for seed in range(12):
        s = scenario()
        brute = s.put(A, "Boggart Brute")
        s.put(A, "Lure", attached_to=brute)
        cyclops = s.put(A, "Bloodrock Cyclops")
        heir = s.put(B, "Rakish Heir")
        shade = s.put(B, "Nantuko Shade")
        s.start()
        s.to_step("declare_attackers")
        bot = (RandomMagicBot if seed % 2 else HeuristicBot)(seed)
        decision = s.pending
        assert decision is not None
        answer = bot.choose(view_for(s.game, A), decision)
        assert cyclops in dict(answer)
        s.apply(A, answer)
        if brute not in s.state.attackers:
            continue
        s.to_step("declare_blockers")
        decision = s.pending
        assert decision is not None and decision.tag == "combat.block"
        answer = bot.choose(view_for(s.game, B), decision)
        s.apply(B, answer)  # accepted: both block the lured Brute (or the most they can)
        assert {b for b, a in answer if a == brute} == {heir, shade}


# -- modes.md MOD-7


def test_mod_7_cr_700_2c_each_mode_has_its_own_target_requirements(
        scenario: type[Scenario]) -> None:
    """Hull Breach: "destroy target artifact" offers only artifacts, "destroy target
    enchantment" only enchantments, and with both modes each asks for its own target. The
    chosen mode is fixed when targets are chosen: a refused target of the other mode's kind
    leaves the mode as it was (no effect in the pool changes targets after casting; a copy
    keeps its modes, MOD-8)."""
    s = scenario()
    s.put(A, "Mountain")
    s.put(A, "Forest")
    s.hand(A, "Hull Breach")
    stone = s.put(B, "Mind Stone")
    anthem = s.put(B, "Glorious Anthem")
    s.start()
    s.apply(A, next(o for o in s.pending.options  # type: ignore[union-attr]
                    if isinstance(o, Cast) and o.name == "Hull Breach"))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes"
    s.apply(A, (1,))
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert tuple(decision.options) == (anthem,)
    s.refused(A, stone)
    s.apply(A, anthem)
    s.resolve()
    assert s.zone_of("Glorious Anthem") == "graveyard" and s.zone_of("Mind Stone") == (
        "battlefield")


def test_mod_7_with_both_modes_each_mode_asks_for_its_own_kind(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Mountain")
    s.put(A, "Forest")
    s.hand(A, "Hull Breach")
    stone = s.put(B, "Mind Stone")
    anthem = s.put(B, "Glorious Anthem")
    s.start()
    s.apply(A, next(o for o in s.pending.options  # type: ignore[union-attr]
                    if isinstance(o, Cast) and o.name == "Hull Breach"))
    s.apply(A, (2,))
    asked = []
    while s.pending is not None and s.pending.tag == "cast.target":
        asked.append(tuple(s.pending.options))
        s.apply(A, s.pending.options[0])
    assert asked == [(stone,), (anthem,)]
    s.resolve()
    assert s.zone_of("Glorious Anthem") == "graveyard" and s.zone_of("Mind Stone") == (
        "graveyard")
