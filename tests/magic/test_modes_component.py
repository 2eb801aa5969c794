"""The modal-choice rule component, pure parts (``rules/modes.py``; modes.md MOD-1..10).

Cards are described by their real Oracle wording; the engine-level cases (targets, copies,
resolution) are scenario tests in the other ``test_modes_*`` files.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from cardtable.core.decision import DecisionKind
from cardtable.core.errors import CardTableError, IllegalAction
from cardtable.rules.mode_counting import random_selection, selection_count
from cardtable.rules.modes import (
    Chooser,
    CountUpgrade,
    ExtraCost,
    HistoryScope,
    ModalSpec,
    Mode,
    ModeHistory,
    ModeSpecError,
    available_modes,
    can_choose,
    chooser_candidates,
    chooser_decision,
    count_phrase,
    extra_costs,
    is_entwined,
    is_legal_selection,
    is_trigger_removed,
    mode_choice,
    normalize,
    selection_problem,
    verify_selection,
    why_not_castable,
)


def modes(*labels: str, costs: tuple[str, ...] = (), paws: tuple[int, ...] = ()) -> tuple[
        Mode[str], ...]:
    return tuple(Mode(label, costs[i] if costs else None, paws[i] if paws else 0)
                 for i, label in enumerate(labels))


HULL_BREACH: ModalSpec[str] = ModalSpec(modes("artifact", "enchantment", "both"))
RAIN_OF_THORNS: ModalSpec[str] = ModalSpec(modes("artifact", "enchantment", "land"),
                                           min_count=1, max_count=None)
MYSTIC_CONFLUENCE: ModalSpec[str] = ModalSpec(modes("counter", "bounce", "draw"), min_count=3,
                                              max_count=3, allow_repeats=True)
CRYPTIC_COMMAND: ModalSpec[str] = ModalSpec(modes("counter", "bounce", "tap", "draw"),
                                            min_count=2, max_count=2)
COLLECTIVE_DEFIANCE: ModalSpec[str] = ModalSpec(modes("wheel", "4 to creature", "3 to opp"),
                                                min_count=1, max_count=None, escalate="{1}")
TOOTH_AND_NAIL: ModalSpec[str] = ModalSpec(modes("search", "put"), entwine="{2}")
FATAL_LORE: ModalSpec[str] = ModalSpec(modes("you draw", "destroy"), chooser=Chooser.OPPONENT)
DREAMSHACKLE_GEIST: ModalSpec[str] = ModalSpec(modes("tap", "freeze"), min_count=0, max_count=1)
CAPTIVE_AUDIENCE: ModalSpec[str] = ModalSpec(modes("life 4", "discard", "zombies"),
                                             unchosen=HistoryScope.OBJECT)
GALA_GREETERS: ModalSpec[str] = ModalSpec(modes("counter", "treasure", "life"),
                                          unchosen=HistoryScope.TURN)
PROPHETIC_TITAN: ModalSpec[str] = ModalSpec(
    modes("4 damage", "look"),
    upgrade=CountUpgrade("there are four or more card types among cards in your graveyard",
                         2, 2))
INSCRIPTION_OF_RUIN: ModalSpec[str] = ModalSpec(
    modes("discard", "reanimate", "destroy"),
    upgrade=CountUpgrade("this spell was kicked", 0, None))
# A Spree card as CR 700.2h describes it (the 2022 MTGJSON file predates Spree): "Choose one
# or more" with a "+ cost" per mode.
SPREE: ModalSpec[str] = ModalSpec(modes("a", "b", "c", costs=("{1}", "{2}", "{R}")),
                                  min_count=1, max_count=None)
# A pawprint spell (700.2i): "Choose up to five {P} worth of modes. You may choose the same mode
# more than once." with modes of 1, 2 and 3 {P}.
PAWPRINTS: ModalSpec[str] = ModalSpec(modes("p1", "p2", "p3", paws=(1, 2, 3)), min_count=0,
                                      max_count=None, allow_repeats=True, pawprint_budget=5)

# The same without repeats, and a {P} budget that two of the three modes exhaust.
PAWPRINTS_ONCE: ModalSpec[str] = ModalSpec(modes("p1", "p2", "p3", paws=(1, 2, 3)), min_count=1,
                                           max_count=None, pawprint_budget=4)

ALL = (PAWPRINTS_ONCE, HULL_BREACH, RAIN_OF_THORNS, MYSTIC_CONFLUENCE, CRYPTIC_COMMAND,
       COLLECTIVE_DEFIANCE, TOOTH_AND_NAIL, FATAL_LORE, DREAMSHACKLE_GEIST, CAPTIVE_AUDIENCE,
       GALA_GREETERS, PROPHETIC_TITAN, INSCRIPTION_OF_RUIN, SPREE, PAWPRINTS)


# ---------------------------------------------------------------------------------------------
# MOD-1: how many
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("low", "high", "count", "words"), [
    (1, 1, 3, "one"), (2, 2, 4, "two"), (1, 2, 2, "one or both"), (1, None, 3, "one or more"),
    (3, 3, 3, "three"), (0, 1, 2, "up to one"), (0, None, 5, "any number"),
])
def test_mod_1_count_forms_print_as_the_cards_say(low: int, high: int | None, count: int,
                                                  words: str) -> None:
    assert count_phrase(low, high, count) == words


@pytest.mark.parametrize(("spec", "bounds", "text"), [
    (HULL_BREACH, (1, 1), "Choose one —"),
    (RAIN_OF_THORNS, (1, 3), "Choose one or more —"),
    (MYSTIC_CONFLUENCE, (3, 3), "Choose three. You may choose the same mode more than once."),
    (CRYPTIC_COMMAND, (2, 2), "Choose two —"),
    (DREAMSHACKLE_GEIST, (0, 1), "Choose up to one —"),
    (FATAL_LORE, (1, 1), "An opponent chooses one —"),
    (CAPTIVE_AUDIENCE, (1, 1), "Choose one that hasn't been chosen —"),
    (GALA_GREETERS, (1, 1), "Choose one that hasn't been chosen this turn —"),
    (PROPHETIC_TITAN, (1, 1), "Choose one. If there are four or more card types among cards in "
                              "your graveyard, choose both instead."),
    (INSCRIPTION_OF_RUIN, (1, 1), "Choose one. If this spell was kicked, choose any number "
                                  "instead."),
    (PAWPRINTS, (0, 5), "Choose up to five {P} worth of modes. You may choose the same mode "
                        "more than once."),
])
def test_mod_1_each_spec_declares_min_max_and_prints_its_instruction(
        spec: ModalSpec[str], bounds: tuple[int, int], text: str) -> None:
    assert spec.bounds() == bounds
    assert spec.describe() == text


def test_mod_1_one_or_both_is_one_to_two() -> None:
    spec: ModalSpec[str] = ModalSpec(modes("a", "b"), min_count=1, max_count=2)
    assert spec.describe() == "Choose one or both —"
    assert selection_count(spec, {0, 1}) == 3  # a, b, a+b


def test_mod_1_choose_one_that_hasnt_been_chosen_uses_the_objects_history() -> None:
    """Captive Audience: each upkeep a mode not chosen before for this object; once all three
    have been chosen the trigger has no mode and is removed (CR 700.2b)."""
    history = ModeHistory()
    legal = {0, 1, 2}
    for turn, pick in ((1, 1), (3, 0)):
        before = history.chosen(7, HistoryScope.OBJECT, turn)
        assert pick in available_modes(CAPTIVE_AUDIENCE, legal, before)
        history = history.record(7, turn, verify_selection(CAPTIVE_AUDIENCE, (pick,), legal,
                                                           chosen_before=before))
    before = history.chosen(7, HistoryScope.OBJECT, 5)
    assert available_modes(CAPTIVE_AUDIENCE, legal, before) == (2,)
    assert "chosen already" in selection_problem(CAPTIVE_AUDIENCE, (0,), legal,
                                                 chosen_before=before)
    history = history.record(7, 5, (2,))
    before = history.chosen(7, HistoryScope.OBJECT, 7)
    assert is_trigger_removed(CAPTIVE_AUDIENCE, legal, chosen_before=before)
    # A new object (CR 400.7) has a new id and so a fresh history.
    assert history.chosen(8, HistoryScope.OBJECT, 7) == frozenset()
    assert history.forget(7).entries == ()


def test_mod_1_this_turn_history_resets_each_turn() -> None:
    """Gala Greeters: "choose one that hasn't been chosen this turn"."""
    history = ModeHistory().record(3, 4, (0,)).record(3, 4, (1,))
    assert available_modes(GALA_GREETERS, {0, 1, 2}, history.chosen(3, HistoryScope.TURN, 4)) \
        == (2,)
    assert available_modes(GALA_GREETERS, {0, 1, 2}, history.chosen(3, HistoryScope.TURN, 5)) \
        == (0, 1, 2)


def test_mod_1_mod_2_choose_both_instead_is_decided_when_the_modes_are_chosen() -> None:
    """Prophetic Titan: the condition read at choice time (``upgraded``) fixes the count."""
    plain = mode_choice(PROPHETIC_TITAN, {0, 1})
    assert (plain.min_count, plain.max_count) == (1, 1)
    delirium = mode_choice(PROPHETIC_TITAN, {0, 1}, upgraded=True)
    assert (delirium.min_count, delirium.max_count) == (2, 2)
    assert verify_selection(PROPHETIC_TITAN, (1, 0), {0, 1}, upgraded=True) == (0, 1)
    assert "takes two" in selection_problem(PROPHETIC_TITAN, (0,), {0, 1}, upgraded=True)
    assert "takes one" in selection_problem(PROPHETIC_TITAN, (0, 1), {0, 1})


def test_mod_1_kicked_inscription_chooses_any_number() -> None:
    assert INSCRIPTION_OF_RUIN.bounds(upgraded=True) == (0, 3)
    assert is_legal_selection(INSCRIPTION_OF_RUIN, (0, 1, 2), {0, 1, 2}, upgraded=True)
    assert not is_legal_selection(INSCRIPTION_OF_RUIN, (0, 1), {0, 1, 2})


def test_mod_1_optional_upgrade_you_may_choose_both() -> None:
    """Soul Transfer: "If you control an artifact and an enchantment as you cast this spell,
    you may choose both." — one or both once the condition holds."""
    spec: ModalSpec[str] = ModalSpec(
        modes("exile", "return"),
        upgrade=CountUpgrade("you control an artifact and an enchantment as you cast this spell",
                             2, 2, optional=True))
    assert spec.bounds(upgraded=True) == (1, 2)
    assert spec.describe().endswith("you may choose both.")


def test_mod_1_entwine_chooses_all_modes_for_its_cost() -> None:
    """Tooth and Nail (CR 702.42a): one mode, or both by paying entwine {2}."""
    choice = mode_choice(TOOTH_AND_NAIL, {0, 1})
    assert (choice.kind, choice.min_count, choice.max_count) == (DecisionKind.CHOOSE_SUBSET, 1, 2)
    assert choice.exact
    assert extra_costs(TOOTH_AND_NAIL, (0,)) == ()
    assert is_entwined(TOOTH_AND_NAIL, (0, 1))
    assert extra_costs(TOOTH_AND_NAIL, (0, 1)) == (ExtraCost("CR 702.42a entwine", "{2}"),)
    # Entwine needs every mode: with one mode illegal only the single legal mode is offered.
    only = mode_choice(TOOTH_AND_NAIL, {1})
    assert (only.options, only.max_count) == ((1,), 1)
    assert selection_count(TOOTH_AND_NAIL, {0, 1}) == 3


def test_mod_1_entwine_on_three_modes_has_a_gap_the_game_must_verify() -> None:
    spec: ModalSpec[str] = ModalSpec(modes("a", "b", "c"), entwine="{3}")
    choice = mode_choice(spec, {0, 1, 2})
    assert (choice.max_count, choice.exact) == (3, False)
    assert "or all 3 with entwine" in selection_problem(spec, (0, 1), {0, 1, 2})
    assert is_legal_selection(spec, (0, 1, 2), {0, 1, 2})
    assert selection_count(spec, {0, 1, 2}) == 4


def test_mod_1_escalate_costs_once_per_mode_beyond_the_first() -> None:
    """Collective Defiance: escalate {1} (CR 702.120a)."""
    assert extra_costs(COLLECTIVE_DEFIANCE, (1,)) == ()
    assert extra_costs(COLLECTIVE_DEFIANCE, (0, 1, 2)) == (
        ExtraCost("CR 702.120a escalate", "{1}"), ExtraCost("CR 702.120a escalate", "{1}"))


def test_mod_1_spree_two_plus_cost_modes_pay_both_costs() -> None:
    """Reference case: a Spree spell with two "+ cost" modes chosen pays both (CR 700.2h)."""
    assert SPREE.is_spree
    choice = mode_choice(SPREE, {0, 1, 2})
    assert (choice.min_count, choice.max_count) == (1, 3)
    assert extra_costs(SPREE, (2, 0)) == (ExtraCost("CR 700.2h spree", "{1}", 0),
                                          ExtraCost("CR 700.2h spree", "{R}", 2))


def test_mod_1_pawprints_stay_within_the_budget() -> None:
    """CR 700.2i: any modes whose {P} total is at most five, repeats allowed."""
    choice = mode_choice(PAWPRINTS, {0, 1, 2})
    assert (choice.kind, choice.allow_repeats, choice.max_count, choice.exact) == (
        DecisionKind.CHOOSE_ORDERED, True, 5, False)
    assert is_legal_selection(PAWPRINTS, (0, 0, 0, 0, 0), {0, 1, 2})
    assert is_legal_selection(PAWPRINTS, (1, 2), {0, 1, 2})
    assert "worth 6 {P}" in selection_problem(PAWPRINTS, (2, 2), {0, 1, 2})
    # Without the 1-{P} mode the most is two modes.
    assert mode_choice(PAWPRINTS, {1, 2}).max_count == 2
    # Without repeats and a budget of four, at most two different modes fit ({P} + {P}{P}).
    once = mode_choice(PAWPRINTS_ONCE, {0, 1, 2})
    assert (once.kind, once.max_count, once.exact) == (DecisionKind.CHOOSE_SUBSET, 2, False)
    assert "worth 5 {P}" in selection_problem(PAWPRINTS_ONCE, (1, 2), {0, 1, 2})


# ---------------------------------------------------------------------------------------------
# MOD-3: illegal modes; casting; triggers
# ---------------------------------------------------------------------------------------------


def test_mod_3_reference_etb_gain_or_drain_offers_only_the_legal_mode() -> None:
    """Reference case: "When it enters, choose one — you gain 2 life; target opponent loses 2
    life": with no opponent able to be targeted only the life-gain mode is offered."""
    spec: ModalSpec[str] = ModalSpec(modes("gain 2", "opponent loses 2"))
    choice = mode_choice(spec, {0})
    assert choice.options == (0,)
    decision = choice.to_decision(0, "Choose one")
    assert decision.is_legal((0,)) and not decision.is_legal((1,))
    assert "no legal target" in selection_problem(spec, (1,), {0})
    assert not is_trigger_removed(spec, {0})


def test_mod_3_reference_rain_of_thorns_cannot_be_cast_with_nothing_to_target() -> None:
    """Reference case: "Choose one or more — destroy target artifact; … enchantment; … land"
    cannot be cast with no artifact, enchantment or land; each chosen mode needs a target."""
    assert not can_choose(RAIN_OF_THORNS, set())
    assert "MOD-3" in why_not_castable(RAIN_OF_THORNS, set())
    with pytest.raises(IllegalAction, match="no mode"):
        mode_choice(RAIN_OF_THORNS, set())
    choice = mode_choice(RAIN_OF_THORNS, {2})
    assert (choice.options, choice.min_count, choice.max_count) == ((2,), 1, 1)
    assert not is_legal_selection(RAIN_OF_THORNS, (0, 2), {2})


def test_mod_3_a_spell_that_cannot_reach_its_minimum_cannot_be_cast() -> None:
    """Cryptic Command, "Choose two": with only one legal mode it cannot be cast."""
    assert can_choose(CRYPTIC_COMMAND, {2, 3})
    problem = why_not_castable(CRYPTIC_COMMAND, {3})
    assert "needs 2 different modes but only 1" in problem
    assert not can_choose(CRYPTIC_COMMAND, {3})


def test_mod_3_cr_700_2b_603_3c_trigger_with_no_legal_mode_is_removed() -> None:
    spec: ModalSpec[str] = ModalSpec(modes("tap target", "untap target"))
    assert is_trigger_removed(spec, set())
    assert not is_trigger_removed(spec, {1})


def test_mod_3_cr_603_3c_trigger_with_fewer_legal_modes_than_its_minimum_is_removed() -> None:
    spec: ModalSpec[str] = ModalSpec(modes("a", "b", "c"), min_count=2, max_count=2)
    assert is_trigger_removed(spec, {1})
    assert not is_trigger_removed(spec, {0, 1})


def test_mod_3_cr_700_2b_up_to_one_choosing_none_removes_the_trigger() -> None:
    """Dreamshackle Geist: "choose up to one —" — choosing no mode removes it; so does having
    no legal mode, though zero modes would meet the minimum."""
    assert can_choose(DREAMSHACKLE_GEIST, set())
    assert is_trigger_removed(DREAMSHACKLE_GEIST, set())
    assert is_trigger_removed(DREAMSHACKLE_GEIST, {0, 1}, selection=())
    assert not is_trigger_removed(DREAMSHACKLE_GEIST, {0, 1}, selection=(0,))


# ---------------------------------------------------------------------------------------------
# MOD-5: repeats
# ---------------------------------------------------------------------------------------------


def test_mod_5_reference_mystic_confluence_draw_three_times_needs_no_target() -> None:
    """Reference case: "draw a card" ×3 is legal with no targets at all."""
    choice = mode_choice(MYSTIC_CONFLUENCE, {2})
    assert (choice.kind, choice.options, choice.allow_repeats) == (
        DecisionKind.CHOOSE_ORDERED, (2,), True)
    decision = choice.to_decision(0, "Choose three")
    assert decision.is_legal((2, 2, 2))
    assert verify_selection(MYSTIC_CONFLUENCE, (2, 2, 2), {2}) == (2, 2, 2)


def test_mod_5_reference_bouncing_the_same_creature_twice_is_a_legal_selection() -> None:
    """The mode "return target creature" may be chosen twice (targets are the engine's:
    each instance may target the same creature, CR 700.2d)."""
    assert verify_selection(MYSTIC_CONFLUENCE, (1, 2, 1), {1, 2}) == (1, 1, 2)


def test_mod_5_without_the_permission_a_mode_is_chosen_once() -> None:
    assert "more than once" in selection_problem(CRYPTIC_COMMAND, (3, 3), {0, 1, 2, 3})
    assert not mode_choice(CRYPTIC_COMMAND, {0, 1, 2, 3}).allow_repeats


def test_mod_5_mod_9_selections_are_kept_in_printed_order_with_repeats() -> None:
    assert normalize((2, 0, 2)) == (0, 2, 2)


# ---------------------------------------------------------------------------------------------
# MOD-6: another player chooses
# ---------------------------------------------------------------------------------------------


def test_mod_6_an_opponent_chooses_and_the_controller_picks_which_opponent() -> None:
    """Fatal Lore in a 4-player game: the controller decides which opponent chooses (700.2e);
    choosing a player is not targeting, so an opponent with shroud (Ivory Mask) qualifies."""
    decision = chooser_decision(FATAL_LORE, 0, (1, 2, 3), targetable=(2,))
    assert not isinstance(decision, int)
    assert (decision.player, decision.options) == (0, (1, 2, 3))
    assert chooser_decision(FATAL_LORE, 0, (1,), targetable=()) == 1
    assert chooser_decision(HULL_BREACH, 0, (1, 2)) == 0


def test_mod_6_target_player_chooses_only_among_targetable_players() -> None:
    spec: ModalSpec[str] = ModalSpec(modes("a", "b"), chooser=Chooser.TARGET_PLAYER)
    assert spec.describe() == "Target player chooses one —"
    assert chooser_candidates(spec, 0, (1, 2), targetable=(0, 2)) == (0, 2)
    with pytest.raises(IllegalAction, match="MOD-6"):
        chooser_decision(spec, 0, (1, 2), targetable=())


# ---------------------------------------------------------------------------------------------
# Counting without enumeration; random legal selections
# ---------------------------------------------------------------------------------------------


def _brute_force(spec: ModalSpec[str], legal: set[int], upgraded: bool = False) -> set[
        tuple[int, ...]]:
    _low, high = spec.bounds(upgraded=upgraded)
    found: set[tuple[int, ...]] = set()
    for k in range(0, max(high, len(spec.modes)) + 1):
        pool = (itertools.combinations_with_replacement(range(len(spec.modes)), k)
                if spec.allow_repeats else itertools.combinations(range(len(spec.modes)), k))
        for combo in pool:
            if is_legal_selection(spec, combo, legal, upgraded=upgraded):
                found.add(combo)
    return found


@pytest.mark.parametrize("spec", ALL, ids=lambda s: s.describe()[:40])
def test_selection_count_matches_brute_force_and_random_selections_are_legal(
        spec: ModalSpec[str]) -> None:
    rng = random.Random(5)
    for legal_size in range(len(spec.modes) + 1):
        for legal_tuple in itertools.combinations(range(len(spec.modes)), legal_size):
            legal = set(legal_tuple)
            expected = _brute_force(spec, legal)
            assert selection_count(spec, legal) == len(expected), (spec.describe(), legal)
            if expected:
                for _ in range(5):
                    assert normalize(random_selection(spec, legal, rng)) in expected
            else:
                with pytest.raises(IllegalAction):
                    random_selection(spec, legal, rng)


def test_random_selection_is_uniform_over_legal_selections() -> None:
    rng = random.Random(11)
    counts = Counter(random_selection(MYSTIC_CONFLUENCE, {0, 1, 2}, rng) for _ in range(3000))
    assert len(counts) == 10  # multisets of size 3 from 3 modes
    assert min(counts.values()) > 200  # expected 300 each


def test_huge_repeat_choices_are_counted_not_enumerated() -> None:
    spec: ModalSpec[str] = ModalSpec(tuple(Mode(str(i)) for i in range(12)), min_count=20,
                                     max_count=20, allow_repeats=True)
    assert selection_count(spec, set(range(12))) == 84672315  # C(31, 11)
    assert len(random_selection(spec, set(range(12)), random.Random(1))) == 20


# ---------------------------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"modes": modes("only")}, "two or more modes"),
    ({"modes": modes("a", "b"), "min_count": 2, "max_count": 1}, "not a range"),
    ({"modes": modes("a", "b"), "min_count": 1, "max_count": 3}, "allow repeats"),
    ({"modes": modes("a", "b"), "max_count": None, "allow_repeats": True}, "finite maximum"),
    ({"modes": modes("a", "b", costs=("{1}", "{2}"))[:1] + modes("b")}, "Spree"),
    ({"modes": modes("a", "b", paws=(1, 2))}, "no pawprint budget"),
    ({"modes": modes("a", "b"), "entwine": "{2}", "allow_repeats": True, "max_count": 2},
     "entwine"),
])
def test_an_impossible_spec_is_a_typed_error(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ModeSpecError, match=message) as info:
        ModalSpec(**kwargs)  # type: ignore[arg-type]
    assert isinstance(info.value, CardTableError)


def test_a_bad_selection_says_what_is_wrong() -> None:
    assert "no mode 7" in selection_problem(HULL_BREACH, (7,), {0, 1, 2})
    assert "tuple of mode numbers" in selection_problem(HULL_BREACH, "0", {0})  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="takes one"):
        verify_selection(HULL_BREACH, (0, 1), {0, 1, 2})
    with pytest.raises(ModeSpecError, match="does not exist"):
        available_modes(HULL_BREACH, {5})
