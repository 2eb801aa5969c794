"""Casting, costs and the stack: the reference cases MC-09, MC-11..MC-15 of magic-cases.md and
the casting mechanics of ``costs.py`` (CR 601.2b–h, 118.7–118.9, 107.4f, 702.29, 702.33,
702.34, 702.41, 702.51, 702.61, 702.74), each test named after its case and CR rules."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand
from cardtable.games.magic.layers import base_chars
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.oracle.compiler import compile_text
from tests.magic.dsl import A, B, Scenario
from tests.magic.oracle_check import atomic, normalize_text


def _options(s: Scenario) -> list[Any]:
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    return list(decision.options)


def _casts(s: Scenario, name: str) -> list[Cast]:
    return [o for o in _options(s) if isinstance(o, Cast) and o.name == name]


def _untapped(s: Scenario, ids: list[int]) -> int:
    return sum(1 for i in ids if not s.obj(i).tapped)


def _compiled(name: str) -> CardDef:
    """A real card compiled from its Oracle text by the Oracle compiler (oracle/)."""
    face = atomic()[name][0]
    result = compile_text(normalize_text(str(face.get("text", "")), name), face["type"])
    assert not result.failures, result.failures
    return CardDef(name=name, type_line=face["type"], mana_cost=face.get("manaCost", ""),
                   power=face.get("power"), toughness=face.get("toughness"),
                   abilities=result.abilities)


def _with(scenario: type[Scenario], *names: str, players: int = 2) -> Scenario:
    from tests.magic.conftest import test_cards

    cards = dict(test_cards())
    for name in names:
        cards[name] = _compiled(name)
    return scenario(players, cards=cards)


# -- MC-09 ----------------------------------------------------------------------------------------


def test_mc_09_cr_605_1b_608_2h_116_2a_307_1_beginning_of_phase_mana_trigger_uses_the_stack(
        scenario: type[Scenario]) -> None:
    s = scenario()
    market = s.put(A, "Black Market", counters={"charge": 3})
    s.lands(A, "Forest", 4)
    s.hand(A, "Forest")
    s.hand(A, "Harmonize")
    s.put(B, "Vampire Hexmage")
    s.start(step="draw")
    s.to_step("main1")
    assert [i.name for i in s.state.stack] == ["Black Market"]
    options = _options(s)
    assert not [o for o in options if isinstance(o, (PlayLand, Cast))]  # 305.2, 307.1
    s.apply(A, Pass())
    s.activate(B, "Vampire Hexmage", targets=[market])
    assert [i.name for i in s.state.stack] == ["Black Market", "Vampire Hexmage",
                                               "Black Market"]
    s.resolve(1)
    assert s.obj(market).counters.get("charge", 0) == 4
    s.resolve(1)
    assert s.obj(market).counters.get("charge", 0) == 0
    s.resolve()
    assert s.state.players[A].pool == {} or not any(s.state.players[A].pool.values())
    options = _options(s)
    assert [o for o in options if isinstance(o, PlayLand)] and _casts(s, "Harmonize")


# -- MC-11 ----------------------------------------------------------------------------------------


def test_mc_11a_cr_601_2f_118_7a_702_33a_reduction_applies_to_total_cost_with_kicker(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Krosan Warchief")
    forests = s.lands(A, "Forest", 5)
    s.hand(A, "Mold Shambler")
    boots = s.put(B, "Swiftfoot Boots")
    s.start()
    s.cast(A, "Mold Shambler", kicker=True)
    assert _untapped(s, forests) == 0  # {3}{G} + {1}{G} − {1} = {3}{G}{G}
    assert s.state.stack[-1].kicked
    s.then("cast.target", boots)
    s.resolve()
    assert s.zone_of("Mold Shambler") == "battlefield"
    assert s.zone_of("Swiftfoot Boots") == "graveyard"


def test_mc_11b_cr_601_2f_400_7d_unpayable_kicker_rolls_back_then_unkicked_has_no_trigger(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Krosan Warchief")
    forests = s.lands(A, "Forest", 4)
    s.hand(A, "Mold Shambler")
    s.put(B, "Swiftfoot Boots")
    s.start()
    (cast,) = _casts(s, "Mold Shambler")
    s.apply(A, cast)
    assert s.pending is not None and s.pending.tag == "cast.kicker"
    s.refused(A, True)  # {3}{G}{G} > 4 Forests: kicking is illegal, nothing changes (730.1)
    s.apply(A, False)
    assert _untapped(s, forests) == 1  # {3}{G} − {1} = {2}{G}
    s.resolve()
    assert s.zone_of("Mold Shambler") == "battlefield"
    assert s.zone_of("Swiftfoot Boots") == "battlefield"  # not kicked: no trigger
    assert not s.state.stack


# -- MC-12 ----------------------------------------------------------------------------------------


def test_mc_12a_cr_118_9_118_9c_118_9d_601_2f_cost_increase_applies_to_alternative_cost(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(B, "Sphere of Resistance")
    boots = s.put(A, "Swiftfoot Boots")
    s.lands(B, "Forest", 4)
    s.hand(B, "Krosan Grip")
    forests = s.lands(A, "Forest", 2)
    s.hand(A, "Cobra Trap")
    s.start()
    assert [c.way for c in _casts(s, "Cobra Trap")] == []  # nothing destroyed yet
    s.cast(B, "Krosan Grip", targets=[boots])
    s.resolve()
    assert s.zone_of("Swiftfoot Boots") == "graveyard"
    assert [c.way for c in _casts(s, "Cobra Trap")] == ["alternative"]
    s.cast(A, "Cobra Trap", way="alternative")
    assert _untapped(s, forests) == 0  # {G} + Sphere's {1}
    trap = s.state.objects[s.state.stack[-1].obj]  # type: ignore[index]
    assert base_chars(trap).mana_value == 6  # 118.9c: the mana value is unchanged
    s.resolve()
    snakes = s.ids("Snake", "battlefield")
    assert len(snakes) == 4 and all(s.pt(t) == (1, 1) and s.controller(t) == A for t in snakes)


def test_mc_12b_cr_118_9_without_its_condition_the_alternative_cost_is_not_offered(
        scenario: type[Scenario]) -> None:
    from cardtable.games.magic import costs
    from cardtable.games.magic.mana import requirement

    s = scenario()
    s.put(B, "Sphere of Resistance")
    s.lands(A, "Forest", 2)
    trap = s.hand(A, "Cobra Trap")
    s.start()
    assert costs.ways_to_cast(s.game, A, s.obj(trap)) == [""]
    need = costs.total_requirement(s.game, A, s.obj(trap), False, requirement("{4}{G}{G}"))
    assert need.total == 7 and need.generic == 5  # {5}{G}{G}
    assert _casts(s, "Cobra Trap") == []
    s.refused(A, Cast(trap, "Cobra Trap", "alternative"))
    s.refused(A, Cast(trap, "Cobra Trap"))


# -- MC-13 ----------------------------------------------------------------------------------------


def test_mc_13a_cr_601_2c_601_2h_702_34a_targets_before_costs_flashback_exiles(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.graveyard(A, "Dread Return")
    titan = s.graveyard(A, "Grave Titan")
    fodder = [s.put(A, "Nantuko Shade"), s.put(A, "Rakish Heir"), s.put(A, "Sakura-Tribe Elder")]
    s.start()
    (flashback,) = _casts(s, "Dread Return")
    assert flashback.way == "flashback"
    s.apply(A, flashback)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.target"
    assert list(decision.options) == [titan]  # the creatures to be sacrificed are not cards
    assert all(s.obj(f).zone == "battlefield" for f in fodder)
    s.apply(A, titan)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.sacrifice"
    s.apply(A, tuple(fodder))
    s.resolve()
    assert s.zone_of("Grave Titan") == "battlefield"
    assert len(s.ids("Zombie", "battlefield")) == 2
    assert sorted(s.graveyard_names(A)) == ["Nantuko Shade", "Rakish Heir", "Sakura-Tribe Elder"]
    assert s.zone_of("Dread Return") == "exile"


def test_mc_13b_cr_601_2c_no_legal_target_means_no_flashback_and_nothing_sacrificed(
        scenario: type[Scenario]) -> None:
    s = scenario()
    dread = s.graveyard(A, "Dread Return")
    for name in ("Nantuko Shade", "Rakish Heir", "Sakura-Tribe Elder"):
        s.put(A, name)
    s.start()
    assert _casts(s, "Dread Return") == []
    s.refused(A, Cast(dread, "Dread Return", "flashback"))
    assert len([i for i in s.state.battlefield if s.controller(i) == A]) == 3


# -- MC-14 ----------------------------------------------------------------------------------------


def _dregs(scenario: type[Scenario]) -> tuple[Scenario, list[int], int, int]:
    s = scenario()
    swamps = s.lands(A, "Swamp", 8)
    s.put(A, "Vampire Hexmage")
    s.hand(A, "Dregs of Sorrow")
    angel = s.put(B, "Archangel")
    heir = s.put(B, "Rakish Heir")
    s.put(B, "Nantuko Shade")
    s.put(B, "High Market")
    s.start()
    return s, swamps, angel, heir


def test_mc_14a_cr_601_2b_601_2c_107_3a_730_1_x_fixes_the_number_of_targets(
        scenario: type[Scenario]) -> None:
    s, swamps, _angel, _heir = _dregs(scenario)
    (cast,) = _casts(s, "Dregs of Sorrow")
    s.apply(A, cast)
    assert s.pending is not None and s.pending.tag == "cast.x"
    s.refused(A, 3)  # only two nonblack creatures exist: X = 3 can never be cast
    assert _untapped(s, swamps) == 8 and not s.state.stack


def test_mc_14b_cr_601_2b_601_2c_x_targets_destroyed_and_x_cards_drawn(
        scenario: type[Scenario]) -> None:
    s, swamps, angel, heir = _dregs(scenario)
    s.cast(A, "Dregs of Sorrow", x=2, targets=[(angel, heir)])
    assert _untapped(s, swamps) == 1  # {6}{B}
    s.resolve()
    assert s.zone_of("Archangel") == "graveyard" and s.zone_of("Rakish Heir") == "graveyard"
    assert s.hand_size(A) == 2


def test_mc_14c_cr_608_2b_x_stays_two_when_a_target_is_gone(scenario: type[Scenario]) -> None:
    s, _swamps, angel, heir = _dregs(scenario)
    s.cast(A, "Dregs of Sorrow", x=2, targets=[(angel, heir)])
    s.activate(B, "High Market", 1, sacrifice=[heir])
    s.resolve()
    assert s.zone_of("Archangel") == "graveyard"
    assert s.hand_size(A) == 2 and s.life(B) == 21


# -- MC-15 ----------------------------------------------------------------------------------------


def test_mc_15a_cr_601_2c_115_3_main_phase_gives_a_second_distinct_target(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Plains", 4)
    s.hand(A, "Return to Dust")
    boots = s.put(B, "Swiftfoot Boots")
    moon = s.put(B, "Bad Moon")
    s.start()
    (cast,) = _casts(s, "Return to Dust")
    s.apply(A, cast)
    s.apply(A, boots)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.targets"
    assert boots not in decision.options and moon in decision.options
    s.refused(A, (boots,))  # the same permanent twice is illegal
    s.apply(A, (moon,))
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Swiftfoot Boots") == "exile" and s.zone_of("Bad Moon") == "exile"


def test_mc_15b_cr_601_2c_115_3_outside_your_main_phase_one_target(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Plains", 4)
    s.hand(A, "Return to Dust")
    boots = s.put(B, "Swiftfoot Boots")
    s.put(B, "Bad Moon")
    s.start(step="begin_combat")
    s.cast(A, "Return to Dust", targets=[boots])
    assert s.state.stack[-1].targets == ((boots,), ())  # no second target was asked for
    s.resolve()
    assert s.zone_of("Swiftfoot Boots") == "exile" and s.zone_of("Bad Moon") == "battlefield"


# -- the casting mechanics of costs.py, on pool cards and on cards the Oracle compiler compiled --


def test_cr_702_61a_702_61b_split_second_leaves_only_mana_abilities(
        scenario: type[Scenario]) -> None:
    """The split-second half of MC-08 (the whole case, with the face-down Thelonite Hermit, is
    in test_morph_emblems_multikicker.py): B may tap Forests for mana but is offered neither
    Slice in Twain, nor the Warchief's regeneration, nor cycling."""
    s = _with(scenario, "Drifting Meadow")
    s.lands(A, "Forest", 3)
    s.hand(A, "Krosan Grip")
    boots = s.put(B, "Swiftfoot Boots")
    s.put(B, "Krosan Warchief")
    s.lands(B, "Forest", 5)
    s.hand(B, "Slice in Twain")
    s.hand(B, "Drifting Meadow")
    s.start()
    s.cast(A, "Krosan Grip", targets=[boots])
    s.apply(A, Pass())
    options = _options(s)
    assert s.pending is not None and s.pending.player == B
    assert not [o for o in options if isinstance(o, Cast)]
    activations = [o for o in options if isinstance(o, Activate)]
    assert activations and all(s.obj(o.source).card.name == "Forest" for o in activations)
    s.apply(B, activations[0])  # a mana ability is still allowed (702.61b)
    assert sum(s.state.players[B].pool.values()) == 1
    s.resolve()
    assert s.zone_of("Swiftfoot Boots") == "graveyard"
    assert _casts(s, "Slice in Twain") == [] and s.hand_size(B) == 2  # sorcery-speed now


def test_cr_101_1_this_spell_cant_be_countered_compiled_abrupt_decay(
        scenario: type[Scenario]) -> None:
    s = _with(scenario, "Abrupt Decay")
    s.put(A, "Swamp")
    s.put(A, "Forest")
    s.hand(A, "Abrupt Decay")
    bears = s.put(B, "Grizzly Bears")
    s.lands(B, "Island", 2)
    s.hand(B, "Counterspell")
    s.start()
    s.cast(A, "Abrupt Decay", targets=[bears])
    decay = s.state.stack[-1].obj
    s.cast(B, "Counterspell", targets=[decay])
    s.resolve()
    assert s.zone_of("Counterspell") == "graveyard"
    assert s.zone_of("Abrupt Decay") == "graveyard" and s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_702_29a_cycling_from_hand_discards_and_draws(scenario: type[Scenario]) -> None:
    s = _with(scenario, "Drifting Meadow")
    s.lands(A, "Plains", 2)
    meadow = s.hand(A, "Drifting Meadow")
    s.start(step="upkeep")  # any time A has priority, not only at sorcery speed
    s.activate(A, "Drifting Meadow", source=meadow)
    assert s.zone_of("Drifting Meadow") == "graveyard" and s.hand_size(A) == 0
    s.resolve()
    assert s.hand_size(A) == 1


def test_cr_702_51a_convoke_taps_creatures_for_colour_or_generic(
        scenario: type[Scenario]) -> None:
    s = _with(scenario, "Stoke the Flames")
    mountains = s.lands(A, "Mountain", 2)
    goblin = s.put(A, "Raging Goblin", sick=True)  # convoke is no {T} cost: sick is fine
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Stoke the Flames")
    s.start()
    s.cast(A, "Stoke the Flames", targets=["p1"], convoke=[goblin, bears])
    assert s.obj(goblin).tapped and s.obj(bears).tapped and _untapped(s, mountains) == 0
    s.resolve()
    assert s.life(B) == 16


def test_cr_702_51a_convoke_refuses_tapping_more_than_the_cost(
        scenario: type[Scenario]) -> None:
    s = _with(scenario, "Stoke the Flames")
    creatures = [s.put(A, "Grizzly Bears") for _ in range(4)] + [s.put(A, "Raging Goblin")]
    mountain = s.put(A, "Mountain")
    s.hand(A, "Stoke the Flames")
    s.start()
    (cast,) = _casts(s, "Stoke the Flames")
    s.apply(A, cast)
    s.apply(A, "p1")
    assert s.pending is not None and s.pending.tag == "cast.convoke"
    s.refused(A, tuple(creatures))  # four green creatures for {2}: two would pay nothing
    s.apply(A, (creatures[0], creatures[1], creatures[4]))  # {1}{1}{R}; the Mountain: {R}
    assert [i.name for i in s.state.stack] == ["Stoke the Flames"]
    assert s.obj(mountain).tapped and not s.obj(creatures[2]).tapped


def test_cr_702_41a_affinity_for_artifacts_reduces_the_generic_cost(
        scenario: type[Scenario]) -> None:
    s = _with(scenario, "Frogmite")
    for _ in range(4):
        s.put(A, "Swiftfoot Boots")
    s.hand(A, "Frogmite")
    s.start()
    s.cast(A, "Frogmite")
    s.resolve()
    assert s.zone_of("Frogmite") == "battlefield"


def test_cr_107_4f_119_4_phyrexian_mana_paid_with_two_life_by_choice(
        scenario: type[Scenario]) -> None:
    s = _with(scenario, "Mutagenic Growth")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Mutagenic Growth")
    s.start()
    s.cast(A, "Mutagenic Growth", targets=[bears], life=[0])
    assert s.life(A) == 18
    s.resolve()
    assert s.pt(bears) == (4, 4)


def test_cr_107_4f_phyrexian_mana_paid_with_mana_when_chosen(scenario: type[Scenario]) -> None:
    s = _with(scenario, "Mutagenic Growth")
    bears = s.put(A, "Grizzly Bears")
    forest = s.put(A, "Forest")
    s.hand(A, "Mutagenic Growth")
    s.start()
    s.cast(A, "Mutagenic Growth", targets=[bears], life=[])
    assert s.life(A) == 20 and s.obj(forest).tapped


def test_cr_702_33d_kicked_spell_checks_if_this_spell_was_kicked_compiled(
        scenario: type[Scenario]) -> None:
    s = _with(scenario, "Into the Roil")
    s.lands(A, "Island", 4)
    s.hand(A, "Into the Roil")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Into the Roil", kicker=True, targets=[s.id("Grizzly Bears")])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand" and s.hand_size(A) == 1


def test_cr_702_74a_evoke_pays_the_alternative_cost_and_sacrifices_on_entering(
        scenario: type[Scenario]) -> None:
    s = scenario()
    islands = s.lands(A, "Island", 3)
    s.hand(A, "Mulldrifter")
    s.start()
    assert sorted(c.way for c in _casts(s, "Mulldrifter")) == ["evoke"]  # {4}{U} unaffordable
    s.cast(A, "Mulldrifter", way="evoke")
    assert _untapped(s, islands) == 0
    s.then("order_triggers", (0, 1))
    s.resolve()
    assert s.zone_of("Mulldrifter") == "graveyard" and s.hand_size(A) == 2


# -- MC-10 (its mana part) ------------------------------------------------------------------------


def test_mc_10_cr_605_1b_605_4a_106_4_500_4_triggered_mana_ability_and_pool_empties(
        scenario: type[Scenario]) -> None:
    """MC-10's mana: Crypt Ghast's "add an additional {B}" is a triggered mana ability (no
    stack, no response), the unspent {B} stays through the phase and empties when it ends,
    with no loss of life. Stand-ins, stated: Anowon, the Ruin Sage ({3}{B}{B}, a creature with
    no devotion-reading trigger) for Gray Merchant, whose "life lost this way" the engine does
    not read yet; the case declines to pay for Crypt Ghast's extort (702.101a)."""
    s = scenario()
    s.put(A, "Crypt Ghast")
    swamps = s.lands(A, "Swamp", 3)
    s.hand(A, "Anowon, the Ruin Sage")
    s.start()
    for swamp in swamps:
        tap = next(o for o in _options(s) if isinstance(o, Activate) and o.source == swamp)
        s.apply(A, tap)
        assert not s.state.stack  # no trigger on the stack: it resolved at once
    assert s.state.players[A].pool == {"B": 6}
    s.cast(A, "Anowon, the Ruin Sage")
    assert s.state.players[A].pool == {"B": 1}
    s.then("resolve.choice", False)  # extort: decline to pay
    s.resolve()
    assert s.zone_of("Anowon, the Ruin Sage") == "battlefield"
    assert s.state.players[A].pool == {"B": 1} and s.state.step == "main1"
    s.to_step("begin_combat")
    assert not any(s.state.players[A].pool.values()) and s.life(A) == 20


def test_cr_605_1b_601_2g_payment_counts_the_additional_mana_of_triggered_mana_abilities(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.put(A, "Crypt Ghast")
    swamps = s.lands(A, "Swamp", 3)
    s.hand(A, "Anowon, the Ruin Sage")
    s.start()
    s.cast(A, "Anowon, the Ruin Sage")  # {3}{B}{B} from three Swamps: six {B}
    assert _untapped(s, swamps) == 0 and s.state.players[A].pool == {"B": 1}


def test_cr_702_33a_a_kicker_cost_the_engine_cannot_pay_leaves_the_card_unsupported() -> None:
    """Kicker with a non-mana part the casting steps do not pay ("Kicker—Mill two cards") is
    not executed: the card is reported unsupported rather than kicked for free. The parts
    they do pay (sacrifice, discard, life, return: costs.with_optional_parts) are supported."""
    from cardtable.games.magic.model import Cost, Filter, Keyword, SpellAbility
    from cardtable.games.magic.support import unsupported_reason

    spell = SpellAbility()
    mana = CardDef("Mana Kicker", "Sorcery", "{1}", abilities=(
        Keyword("kicker", cost=Cost(mana="{2}")), spell))
    sacrifice = CardDef("Sacrifice Kicker", "Sorcery", "{1}", abilities=(
        Keyword("kicker", cost=Cost(sacrifice=Filter(types=("Creature",)))), spell))
    mill = CardDef("Mill Kicker", "Sorcery", "{1}", abilities=(
        Keyword("kicker", cost=Cost(mill=2)), spell))
    assert unsupported_reason(mana) is None
    assert unsupported_reason(sacrifice) is None
    assert "kicker cost with mill" in (unsupported_reason(mill) or "")


def test_cr_107_3_601_2f_an_xx_cost_keeps_costing_x_twice_after_additions_and_reductions(
        scenario: type[Scenario]) -> None:
    """{X}{X} costs X twice (CR 107.3); 601.2f's additions and reductions keep that count, so
    X is offered only as high as the lands pay for twice (a lost count once offered X=1 on
    two lands to an {X}{X} spell and a bot recast it forever)."""
    from cardtable.games.magic import costs
    from cardtable.games.magic.mana import max_x, requirement

    s = scenario()
    s.lands(A, "Forest", 2)
    bear = s.hand(A, "Grizzly Bears")
    s.start()
    need = costs.total_requirement(s.game, A, s.obj(bear), False, requirement("{X}{X}"))
    assert need.x_count == 2 and need.has_x
    assert max_x(s.state, A, need) == 1
    s.lands(A, "Forest", 1)
    assert max_x(s.state, A, need) == 1  # three lands: X=1 (two mana), not X=3
