"""Modal spells and abilities against the real engine (``rules/modes.md`` MOD-1..10), in the
engine's scenario DSL (``tests/magic/dsl.py``): the cases ``test_modes_engine.py`` (the reference
table: Rain of Thorns, Mystic Confluence, Misfortune, Twincast, escalate, entwine, Inquisitor
Exarch) does not cover. Hull Breach vs Naturalize (MOD-10) is in ``test_scenarios_rules.py``. A
Spree spell cannot be checked against the 2022 Oracle data (Spree is from 2024), so its costs
are tested in ``test_modes_component.py`` from CR 700.2h.
"""

from __future__ import annotations

from cardtable.games.magic.actions import Cast, Pass
from tests.magic.dsl import A, B, Scenario


def _cast_option(s: Scenario, name: str) -> Cast | None:
    decision = s.pending
    assert decision is not None
    return next((o for o in decision.options if isinstance(o, Cast) and o.name == name), None)


# ---------------------------------------------------------------------------------------------
# MOD-2, MOD-3, MOD-4: one decision of legal modes, first; targets only for chosen modes
# ---------------------------------------------------------------------------------------------


def test_mod_2_mod_3_modes_are_the_first_choice_and_only_legal_modes_are_offered(
        scenario: type[Scenario]) -> None:
    """Kolaghan's Command with no artifact and no creature card in A's graveyard: the
    "destroy target artifact" and "return target creature card" modes are not offered; the
    mode decision comes before any target (601.2b before 601.2c)."""
    s = scenario()
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Kolaghan's Command")
    s.start()
    option = _cast_option(s, "Kolaghan's Command")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.player == A
    assert decision.options == (1, 3)
    assert (decision.min_count, decision.max_count) == (2, 2)
    s.refused(A, (0, 1))


def test_mod_4_cr_700_2c_only_the_chosen_modes_ask_for_targets(
        scenario: type[Scenario]) -> None:
    """Cryptic Command choosing "tap all creatures your opponents control" and "draw a card":
    no target is asked for although "counter target spell" and "return target permanent"
    could have targeted."""
    s = scenario()
    s.lands(A, "Island", 4)
    s.hand(A, "Cryptic Command")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Cryptic Command", modes=[2, 3])
    s.resolve()
    assert s.obj(bears).tapped
    assert s.hand_size(A) == hand - 1 + 1


def test_mod_3_cr_603_3c_a_modal_trigger_with_no_legal_mode_is_removed(
        scenario: type[Scenario]) -> None:
    """Sawblade Slinger ("choose up to one — destroy target artifact an opponent controls;
    fights target Zombie an opponent controls") entering with neither: nothing is asked and
    nothing goes on the stack (700.2b)."""
    s = scenario()
    s.lands(A, "Forest", 4)
    s.hand(A, "Sawblade Slinger")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Sawblade Slinger")
    s.resolve()
    assert s.zone_of("Sawblade Slinger") == "battlefield"
    assert not s.state.stack
    assert s.zone_of("Grizzly Bears") == "battlefield"


# ---------------------------------------------------------------------------------------------
# MOD-6: another player chooses
# ---------------------------------------------------------------------------------------------


def test_mod_6_with_one_opponent_that_opponent_chooses(scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 1)
    s.lands(A, "Forest", 2)
    s.hand(A, "Misfortune")
    s.start()
    option = _cast_option(s, "Misfortune")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.player == B


# ---------------------------------------------------------------------------------------------
# MOD-3 (CR 700.2b): a modal trigger that chooses no mode
# ---------------------------------------------------------------------------------------------


def test_mod_3_cr_700_2b_an_up_to_one_trigger_choosing_no_mode_is_removed(
        scenario: type[Scenario]) -> None:
    """Sawblade Slinger with an opponent's artifact to target: choosing no mode is legal ("up
    to one") and the trigger leaves the stack without doing anything."""
    s = scenario()
    s.lands(A, "Forest", 4)
    s.hand(A, "Sawblade Slinger")
    s.put(B, "Mind Stone")
    s.start()
    s.cast(A, "Sawblade Slinger")
    s.apply(A, Pass())
    s.apply(B, Pass())
    decision = s.pending
    assert decision is not None and decision.tag == "cast.modes" and decision.options == (0,)
    assert decision.min_count == 0
    s.apply(A, ())
    assert not s.state.stack
    s.resolve()
    assert s.zone_of("Mind Stone") == "battlefield"


# ---------------------------------------------------------------------------------------------
# MOD-1 forms: "hasn't been chosen this turn", entwine
# ---------------------------------------------------------------------------------------------


def test_mod_1_gala_greeters_offers_only_modes_not_chosen_this_turn(
        scenario: type[Scenario]) -> None:
    s = scenario()
    greeters = s.put(A, "Gala Greeters")
    s.lands(A, "Forest", 4)
    s.hand(A, "Grizzly Bears", 2)
    s.start()
    s.cast(A, "Grizzly Bears")
    s.apply(A, Pass())
    s.apply(B, Pass())
    first = s.pending
    assert first is not None and first.tag == "cast.modes" and first.options == (0, 1, 2)
    s.apply(A, (2,))
    s.resolve()
    assert s.life(A) == 22
    s.cast(A, "Grizzly Bears")
    s.apply(A, Pass())
    s.apply(B, Pass())
    second = s.pending
    assert second is not None and second.tag == "cast.modes" and second.options == (0, 1)
    s.apply(A, (0,))
    s.resolve()
    assert s.obj(greeters).counters.get("+1/+1") == 1


def test_cr_702_42a_without_the_entwine_mana_both_modes_are_refused(
        scenario: type[Scenario]) -> None:
    s = scenario()
    s.lands(A, "Mountain", 3)
    s.hand(A, "Barbed Lightning")
    s.put(B, "Horned Turtle")
    s.start()
    option = _cast_option(s, "Barbed Lightning")
    assert option is not None
    s.apply(A, option)
    decision = s.pending
    assert decision is not None and (0, 1) not in decision.options
    s.refused(A, (0, 1))
    s.apply(A, (1,))
    s.then("cast.target", "p1")
    s.resolve()
    assert s.life(B) == 17
