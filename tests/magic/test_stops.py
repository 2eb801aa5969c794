"""Stops like MTGO/Arena (games/magic/stops.py, issue 27): a person is asked for priority
(CR 117) only when they can do more than pass and activate mana abilities (CR 605.1a) and one
of their stops applies."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.autopass import NO_AUTO_ANSWER
from cardtable.core.errors import SettingsError
from cardtable.games.magic.actions import Activate, Pass
from cardtable.games.magic.stops import (
    CLIENT,
    DEFAULT_STOPS,
    answer,
    can_act,
    client_policy,
    parse_stops,
)
from tests.magic.dsl import A, B, Scenario


def _priority(s: Scenario, player: int) -> Any:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return decision


def test_cr_117_only_mana_abilities_is_nothing_to_do_so_the_table_passes() -> None:
    s = Scenario(2, strict=False)
    s.put(A, "Forest")
    s.start(A, "main1")
    decision = _priority(s, A)
    assert any(isinstance(o, Activate) for o in decision.options)  # the Forest's {G}
    assert not can_act(s.game, decision)
    assert answer(s.game, decision, client_policy()) == Pass()


def test_cr_117_own_main_phase_with_a_castable_spell_asks() -> None:
    s = Scenario(2, strict=False)
    s.put(A, "Forest")
    s.put(A, "Forest")
    s.hand(A, "Grizzly Bears")
    s.start(A, "main1")
    decision = _priority(s, A)
    assert answer(s.game, decision, client_policy()) is NO_AUTO_ANSWER
    # ... but not with the main phase taken off the stops
    assert answer(s.game, decision, client_policy({"stack"})) == Pass()


def test_cr_117_an_instant_in_hand_on_an_opponents_empty_stack_step_passes_by_default() -> None:
    s = Scenario(2, strict=False)
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start(B, "main1")
    decision = _priority(s, A)
    assert can_act(s.game, decision)
    assert answer(s.game, decision, client_policy()) == Pass()
    assert answer(s.game, decision, client_policy({"their:main1"})) is NO_AUTO_ANSWER
    assert answer(s.game, decision, client_policy({"main1"})) is NO_AUTO_ANSWER
    assert answer(s.game, decision, client_policy({"my:main1"})) == Pass()


def test_cr_117_targeted_with_a_response_in_hand_asks_and_without_one_passes() -> None:
    s = Scenario(2, strict=False)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Forest")
    s.hand(A, "Giant Growth")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start(B, "main1")
    s.cast(B, "Lightning Bolt", targets=[bears])
    decision = _priority(s, A)
    assert answer(s.game, decision, client_policy({"targeted"})) is NO_AUTO_ANSWER
    assert answer(s.game, decision, client_policy()) is NO_AUTO_ANSWER
    assert answer(s.game, decision, client_policy({"main"})) == Pass()


def test_cr_117_3c_own_spell_on_the_stack_passes_unless_own_stack_is_a_stop() -> None:
    s = Scenario(2, strict=False)
    for _ in range(3):
        s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt", 2)
    s.start(A, "main1")
    s.cast(A, "Lightning Bolt", targets=["p1"])
    decision = _priority(s, A)  # 117.3c: the caster gets priority again
    assert s.state.stack and s.state.stack[-1].controller == A
    assert answer(s.game, decision, client_policy()) == Pass()
    assert answer(s.game, decision, client_policy({"own_stack"})) is NO_AUTO_ANSWER


def test_pass_until_my_next_turn_works_on_my_own_turn() -> None:
    s = Scenario(2, strict=False)
    s.put(A, "Forest")
    s.put(A, "Forest")
    s.hand(A, "Grizzly Bears")
    s.start(A, "main1", turn=2)
    decision = _priority(s, A)
    assert answer(s.game, decision, client_policy(until="my_turn:2")) == Pass()
    s.state.turn = 4  # a later turn of mine: the request is over, the stops apply again
    assert answer(s.game, decision, client_policy(until="my_turn:2")) is NO_AUTO_ANSWER


def test_pass_until_end_of_turn_stops_in_that_end_step_if_there_is_something_to_do() -> None:
    s = Scenario(2, strict=False)
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.start(B, "main1", turn=3)
    decision = _priority(s, A)
    assert answer(s.game, decision, client_policy(until="end_of_turn:3")) == Pass()
    s.state.step = "end"
    assert answer(s.game, decision, client_policy(until="end_of_turn:3")) is NO_AUTO_ANSWER
    assert answer(s.game, decision, client_policy()) == Pass()  # no end-step stop by default


def test_the_game_uses_client_stops_for_a_seat_that_sets_them() -> None:
    s = Scenario(2, strict=False)
    s.put(A, "Forest")
    s.start(A, "main1")
    s.game.set_autopass(A, client_policy())
    # A had only the Forest's mana ability: the kernel passed for A; B is asked next
    pending = s.pending
    assert pending is not None and pending.player == B
    assert s.game.answers[-1].auto


def test_parse_stops_reads_names_and_refuses_unknown_ones() -> None:
    assert parse_stops("default") == DEFAULT_STOPS
    assert parse_stops("main, their:end, upkeep") == {"main", "their:end", "upkeep"}
    assert parse_stops("none") == {"none"}
    with pytest.raises(SettingsError, match="unknown stop 'their:lunch'"):
        parse_stops("their:lunch")
    with pytest.raises(SettingsError, match="unknown stop"):
        parse_stops("your:end")
    assert CLIENT in client_policy(parse_stops("none")).stops
