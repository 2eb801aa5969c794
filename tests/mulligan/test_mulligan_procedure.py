"""MUL-1 to MUL-3 through the mulligan harness game."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.decision import DecisionKind
from cardtable.core.errors import IllegalAction, SettingsError
from cardtable.core.record import GameRecord
from cardtable.games.mulligan_harness import MulliganHarness, deck_of, new_game, replay
from cardtable.rules.mulligan import (
    KEEP,
    MULLIGAN,
    SCRY_BOTTOM,
    TAG_BOTTOM,
    TAG_EXILE,
    TAG_KEEP,
    TAG_SCRY,
    MulliganAbility,
    MulliganProcedure,
    MulliganStyle,
    resolve_rule,
)
from tests.mulligan.mulligan_helpers import harness, mixed_deck


def kinds(game: MulliganHarness) -> list[str]:
    return [e.kind for e in game.events]


def decide(game: MulliganHarness, player: int, choice: str) -> None:
    decision = game.pending
    assert decision is not None and decision.tag == TAG_KEEP and decision.player == player
    game.apply(choice)


def hand_sizes(game: MulliganHarness) -> list[int]:
    return [len(game.procedure.hand(p)) for p in range(game.player_count)]


# -- MUL-1 the procedure ----------------------------------------------------------------------


def test_mul_1_1_every_player_draws_an_opening_hand() -> None:
    game = harness(players=3, hand_size=7)
    assert hand_sizes(game) == [7, 7, 7]
    assert [len(game.procedure.library(p)) for p in range(3)] == [53, 53, 53]


def test_mul_1_2_starting_player_decides_first_then_turn_order() -> None:
    game = harness(players=4, starting_player=2)
    order = []
    for _ in range(4):
        decision = game.pending
        assert decision is not None and decision.kind is DecisionKind.CHOOSE_ONE
        assert decision.options == (KEEP, MULLIGAN)
        order.append(decision.player)
        game.apply(KEEP)
    assert order == [2, 3, 0, 1]
    assert game.is_over


def test_mul_1_3_mulligans_happen_together_after_everyone_decided() -> None:
    game = harness(players=3)
    before = game.procedure.hand(0)
    decide(game, 0, MULLIGAN)
    assert game.procedure.hand(0) == before  # decided, not yet mulliganed
    decide(game, 1, KEEP)
    assert "mulligan" not in kinds(game)
    decide(game, 2, MULLIGAN)
    mulligan_events = [e for e in game.events if e.kind == "mulligan"]
    assert [e.player for e in mulligan_events] == [0, 2]
    assert game.procedure.hand(0) != before
    # the player who kept is never asked again
    assert game.pending is not None and game.pending.player == 0
    decide(game, 0, KEEP)


def test_mul_1_4_repeat_among_players_who_have_not_kept() -> None:
    game = harness(players=3, rule="paris", free_mulligan=False)
    decide(game, 0, MULLIGAN)
    decide(game, 1, KEEP)
    decide(game, 2, MULLIGAN)
    decide(game, 0, MULLIGAN)
    decide(game, 2, KEEP)
    decide(game, 0, KEEP)
    assert game.is_over
    assert hand_sizes(game) == [5, 7, 6]


def test_mul_1_5_paris_mulligans_while_the_hand_has_a_card() -> None:
    """MUL-1.5 (CR 103.5): a one-card hand may be mulliganed; the new hand is empty."""
    game = harness(players=1, rule="paris")
    for _ in range(6):
        decide(game, 0, MULLIGAN)
    assert not game.is_over and hand_sizes(game) == [1]
    decide(game, 0, MULLIGAN)
    # an empty hand cannot be mulliganed: kept without asking
    assert game.is_over and hand_sizes(game) == [0]


def test_mul_1_5_london_allows_seven_counted_mulligans() -> None:
    """MUL-1.5 (corrected): under London a 7-card start allows 7 counted mulligans, the last
    one bottoming all seven cards."""
    game = harness(players=1, rule="london")
    for _ in range(7):
        decide(game, 0, MULLIGAN)
    decision = game.pending
    assert decision is not None and decision.tag == TAG_BOTTOM  # an 8th is not offered
    assert decision.min_count == decision.max_count == 7
    game.apply(decision.options[:7])
    assert game.is_over and hand_sizes(game) == [0]


def test_mul_1_5_london_sixth_mulligan_still_offers_a_seventh() -> None:
    game = harness(players=1, rule="london")
    for _ in range(6):
        decide(game, 0, MULLIGAN)
    decision = game.pending
    assert decision is not None and decision.tag == TAG_KEEP
    assert MULLIGAN in decision.options  # the one card left may still be mulliganed


def test_mul_1_5_free_mulligan_then_seven_counted_under_london() -> None:
    """MUL-1.5 with MUL-2.4: 7 counted mulligans plus the uncounted free one."""
    game = harness(players=1, rule="london", free_mulligan=True)
    for _ in range(8):
        decide(game, 0, MULLIGAN)
    decision = game.pending
    assert decision is not None and decision.tag == TAG_BOTTOM
    assert decision.min_count == 7


def test_mul_1_6_sequential_option_mulligans_one_player_at_a_time() -> None:
    game = harness(players=3, rule="paris", sequential=True, free_mulligan=False)
    decide(game, 0, MULLIGAN)
    assert hand_sizes(game)[0] == 6  # at once, no waiting for the others
    decide(game, 0, MULLIGAN)
    decide(game, 0, KEEP)
    decide(game, 1, MULLIGAN)
    decide(game, 1, KEEP)
    decide(game, 2, KEEP)
    assert game.is_over
    assert hand_sizes(game) == [5, 6, 7]
    decisions = [(e.player, dict(e.data)["choice"]) for e in game.events if e.kind == "decide"]
    assert decisions == [(0, MULLIGAN), (0, MULLIGAN), (0, KEEP), (1, MULLIGAN), (1, KEEP),
                         (2, KEEP)]


# -- MUL-2 rule sets --------------------------------------------------------------------------


def test_mul_2_1_london_draws_seven_and_bottoms_n_in_chosen_order() -> None:
    game = harness(players=1, rule="london")
    decide(game, 0, MULLIGAN)
    decide(game, 0, MULLIGAN)
    assert hand_sizes(game) == [7]
    decide(game, 0, KEEP)
    decision = game.pending
    assert decision is not None and decision.tag == TAG_BOTTOM
    assert decision.kind is DecisionKind.CHOOSE_ORDERED and decision.min_count == 2
    first, second = decision.options[3], decision.options[0]
    game.apply((first, second))
    assert game.is_over and hand_sizes(game) == [5]
    assert game.procedure.library(0)[-2:] == (first, second)
    assert "scry" not in kinds(game)


def test_mul_2_1_london_shortcut_never_asks_a_bottom_it_throws_away() -> None:
    game = harness(players=2, rule="london")
    asked = []
    script = {0: [MULLIGAN, MULLIGAN, MULLIGAN, KEEP], 1: [MULLIGAN, KEEP]}
    while game.pending is not None:
        decision = game.pending
        asked.append((decision.player, decision.tag))
        if decision.tag == TAG_BOTTOM:
            game.apply(decision.options[: decision.min_count])
        else:
            game.apply(script[decision.player].pop(0))
    bottoms = [entry for entry in asked if entry[1] == TAG_BOTTOM]
    assert bottoms == [(1, TAG_BOTTOM), (0, TAG_BOTTOM)]
    bottom_events = [(e.player, dict(e.data)["count"]) for e in game.events if e.kind == "bottom"]
    assert bottom_events == [(1, 1), (0, 3)]


def test_mul_2_1_london_bottom_must_be_exactly_n_cards() -> None:
    game = harness(players=1, rule="london")
    decide(game, 0, MULLIGAN)
    decide(game, 0, KEEP)
    decision = game.pending
    assert decision is not None
    for wrong in ((), decision.options[:2], (999,)):
        with pytest.raises(IllegalAction):
            game.apply(wrong)
    assert game.pending is decision and hand_sizes(game) == [7]


def test_mul_2_2_vancouver_scries_once_after_all_players_kept() -> None:
    game = harness(players=2, rule="vancouver")
    decide(game, 0, MULLIGAN)
    decide(game, 1, MULLIGAN)
    decide(game, 0, MULLIGAN)
    decide(game, 1, KEEP)
    assert game.pending is not None and game.pending.tag == TAG_KEEP  # player 0 not done yet
    decide(game, 0, KEEP)
    assert hand_sizes(game) == [5, 6]
    scries = []
    while game.pending is not None:
        decision = game.pending
        assert decision.tag == TAG_SCRY and decision.options == ("top", "bottom")
        top = game.procedure.library(decision.player)[0]
        assert game.view(decision.player)["scry_card"] == game.card_name(top)
        game.apply(SCRY_BOTTOM)
        assert game.procedure.library(decision.player)[-1] == top
        scries.append(decision.player)
    assert scries == [0, 1]  # once each, in turn order, however many mulligans


def test_mul_2_2_vancouver_no_scry_for_a_full_hand() -> None:
    game = harness(players=2, rule="vancouver")
    decide(game, 0, KEEP)
    decide(game, 1, MULLIGAN)
    decide(game, 1, KEEP)
    assert game.pending is not None and game.pending.player == 1
    game.apply("top")
    assert game.is_over


def test_mul_2_3_paris_reduces_without_scry() -> None:
    game = harness(players=2, rule="paris")
    decide(game, 0, MULLIGAN)
    decide(game, 1, KEEP)
    decide(game, 0, KEEP)
    assert game.is_over and hand_sizes(game) == [6, 7]
    assert "scry" not in kinds(game)


def test_mul_2_4_free_first_mulligan_in_multiplayer_london() -> None:
    game = harness(players=3, rule="london")
    assert game.rule.free_first
    decide(game, 0, MULLIGAN)
    decide(game, 1, MULLIGAN)
    decide(game, 2, KEEP)
    decide(game, 0, KEEP)  # after the free one: no bottom owed
    decide(game, 1, MULLIGAN)
    decide(game, 1, KEEP)
    decision = game.pending
    assert decision is not None and decision.tag == TAG_BOTTOM and decision.player == 1
    assert decision.min_count == 1  # the free mulligan does not count
    game.apply(decision.options[:1])
    assert game.is_over and hand_sizes(game) == [7, 6, 7]


def test_mul_2_4_free_mulligan_kept_at_seven_under_vancouver_does_not_scry() -> None:
    game = harness(players=4, rule="vancouver")
    decide(game, 0, MULLIGAN)
    for player in (1, 2, 3):
        decide(game, player, KEEP)
    assert hand_sizes(game)[0] == 7
    decide(game, 0, KEEP)
    assert game.is_over and "scry" not in kinds(game)


def test_mul_2_4_second_mulligan_costs_a_card_and_then_scries() -> None:
    game = harness(players=3, rule="vancouver")
    decide(game, 0, MULLIGAN)
    decide(game, 1, KEEP)
    decide(game, 2, KEEP)
    decide(game, 0, MULLIGAN)
    assert hand_sizes(game)[0] == 6
    decide(game, 0, KEEP)
    assert game.pending is not None and game.pending.tag == TAG_SCRY


def test_mul_2_4_free_mulligan_setting_on_and_off() -> None:
    assert not harness(players=3, rule="paris", free_mulligan=False).rule.free_first
    assert not harness(players=2, rule="paris").rule.free_first
    game = harness(players=2, rule="paris", free_mulligan=True)
    decide(game, 0, MULLIGAN)
    decide(game, 1, KEEP)
    assert hand_sizes(game)[0] == 7
    with pytest.raises(SettingsError, match=r"MUL-2\.4"):
        resolve_rule("all-land-no-land", 4, free_mulligan=True)


def test_mul_2_5_mtgo_redraw_first_mulligan_free_even_head_to_head() -> None:
    """MUL-2.5, and CMD-4.1's Magic Online Commander preset: the first mulligan redraws a full
    hand, even with two players."""
    game = harness(players=2, rule="mtgo-redraw")
    assert game.rule.free_first and game.rule.style is MulliganStyle.PARIS
    decide(game, 0, MULLIGAN)
    decide(game, 1, MULLIGAN)
    assert hand_sizes(game) == [7, 7]
    decide(game, 0, MULLIGAN)
    decide(game, 1, KEEP)
    assert hand_sizes(game) == [6, 7]
    assert resolve_rule("mtgo-redraw", 2, redraw_base="london").style is MulliganStyle.LONDON


def test_mul_2_6_partial_paris_exile_draw_one_fewer_and_shuffle_back() -> None:
    """MUL-2.6, the procedure of Commander's CMD-3.1 house rule (Partial Paris instead of
    London)."""
    game = harness(players=2, rule="partial-paris")
    decision = game.pending
    assert decision is not None and decision.tag == TAG_EXILE and decision.player == 0
    assert decision.kind is DecisionKind.CHOOSE_SUBSET and decision.min_count == 0
    game.apply(decision.options[:3])
    assert hand_sizes(game) == [4, 7]  # draws only after everybody chose
    decision = game.pending
    assert decision is not None and decision.player == 1
    game.apply(())
    assert hand_sizes(game) == [6, 7]  # 3 exiled, 2 drawn
    assert game.procedure.state(0).exiled_face_down  # face down until the end
    decision = game.pending
    assert decision is not None and decision.player == 0  # player 1 is done
    game.apply(decision.options[:1])
    assert hand_sizes(game) == [5, 7]
    decision = game.pending
    assert decision is not None and decision.player == 0
    game.apply(())
    assert game.is_over
    state = game.procedure.state(0)
    assert state.exiled_face_down == [] and len(state.library) == 60 - 5
    assert "shuffle_back" in kinds(game)


def test_mul_2_6_partial_paris_exiled_cards_are_hidden_from_others() -> None:
    game = harness(players=2, rule="partial-paris")
    decision = game.pending
    assert decision is not None
    exiled = {game.card_name(c) for c in decision.options[:2]}
    game.apply(decision.options[:2])
    other = game.view(1)
    assert other["players"][0]["exiled_face_down"] == 2
    assert all("cards=" not in line for line in other["log"] if line.startswith("P0 exile"))
    assert sorted(game.view(0)["exiled_face_down"]) == sorted(
        game.card_name(c) for c in decision.options[:2])
    assert exiled


def _seed_with(condition: Any, **options: Any) -> MulliganHarness:
    for seed in range(500):
        game = harness(seed=seed, **options)
        if condition(game):
            return game
    raise AssertionError("no seed under 500 gives that hand")


def test_mul_2_7_all_land_hand_may_mulligan_once_to_a_full_hand() -> None:
    game = harness(players=1, rule="all-land-no-land", decks=(deck_of([("Forest", 60)]),))
    decide(game, 0, MULLIGAN)
    reveal = [e for e in game.events if e.kind == "reveal"]
    assert len(reveal) == 1 and dict(reveal[0].data)["reason"] == "all lands"
    assert hand_sizes(game) == [7]
    assert game.is_over  # once per game: the new all-land hand is kept without asking


def test_mul_2_7_no_land_hand_may_mulligan() -> None:
    game = harness(players=1, rule="all-land-no-land", decks=(deck_of([("Shock", 60)]),))
    decide(game, 0, MULLIGAN)
    assert [dict(e.data)["reason"] for e in game.events if e.kind == "reveal"] == ["no lands"]


def test_mul_2_7_a_mixed_hand_cannot_be_mulliganed() -> None:
    game = _seed_with(
        lambda g: 0 < sum(g.card_name(c) == "Forest" for c in g.procedure.hand(0)) < 7,
        players=1, rule="all-land-no-land",
    )
    assert game.is_over and "decide" not in kinds(game)


def test_mul_2_8_no_mulligan_keeps_every_hand() -> None:
    game = harness(players=3, rule="none")
    assert game.is_over and hand_sizes(game) == [7, 7, 7]
    assert game.result is not None and game.result.scores == (7, 7, 7)


# -- MUL-3 abilities --------------------------------------------------------------------------

POWDER_DECK = deck_of([("Serum Powder", 4), ("Forest", 24), ("Grizzly Bears", 32)])


def _powders(game: MulliganHarness, cards: Any) -> int:
    return sum(game.card_name(c) == "Serum Powder" for c in cards)


def test_mul_3_1_serum_powder_exiles_the_hand_and_draws_as_many() -> None:
    game = _seed_with(lambda g: _powders(g, g.procedure.hand(0)) == 1,
                      players=1, rule="vancouver", decks=(POWDER_DECK,))
    assert game.pending is not None
    assert game.pending.options == (KEEP, MULLIGAN, "use Serum Powder")
    old = game.procedure.hand(0)
    game.apply("use Serum Powder")
    state = game.procedure.state(0)
    assert state.exiled == list(old) and len(state.hand) == 7
    assert state.mulligans == 0  # not a mulligan
    assert set(state.hand).isdisjoint(old)


def test_mul_3_1_under_london_powder_only_after_bottoming_n() -> None:
    def condition(g: MulliganHarness) -> bool:
        if g.pending is None:
            return False
        g.apply(MULLIGAN)
        return _powders(g, g.procedure.hand(0)) == 1

    game = _seed_with(condition, players=1, rule="london", decks=(POWDER_DECK,))
    game.apply("use Serum Powder")
    decision = game.pending
    assert decision is not None and decision.tag == TAG_BOTTOM and decision.min_count == 1
    powder = next(c for c in game.procedure.hand(0) if game.card_name(c) == "Serum Powder")
    assert powder not in decision.options  # the only Powder must stay in hand
    with pytest.raises(IllegalAction):
        game.apply((powder,))
    other = next(c for c in decision.options if c != powder)
    game.apply((other,))
    state = game.procedure.state(0)
    assert game.procedure.library(0)[-1] == other
    assert len(state.exiled) == 6 and len(state.hand) == 6 and state.owed_bottom == 0
    # keeping now owes no further bottom
    while game.pending is not None and game.pending.tag == TAG_KEEP:
        game.apply(KEEP)
    assert game.is_over and hand_sizes(game) == [6]


class _Redraw(MulliganAbility[int]):
    """A made-up mulligan-time ability: shuffle the hand back and draw as many."""

    name = "Redraw"

    def is_source(self, card: int) -> bool:
        return card == 0

    def resolve(self, procedure: MulliganProcedure[int], player: int) -> None:
        state = procedure.state(player)
        count = len(state.hand)
        state.library.extend(state.hand)
        state.hand.clear()
        procedure.draw(player, count)


def test_mul_3_2_hook_takes_any_mulligan_time_ability() -> None:
    logged: list[str] = []
    procedure = MulliganProcedure(
        [list(range(20))], resolve_rule("paris"), rng=random.Random(3),
        log=lambda kind, player=None, secret=None, **data: logged.append(kind),
        abilities=[_Redraw()], shuffle=False,
    )
    decision = procedure.pending
    assert decision is not None and "use Redraw" in decision.options
    procedure.apply("use Redraw")
    assert procedure.hand(0) == tuple(range(7, 14))
    assert "use Redraw" not in (procedure.pending.options if procedure.pending else ())


# -- the harness as a kernel game -------------------------------------------------------------


def _random_answer(rng: random.Random) -> Any:
    def choose(decision: Any) -> Any:
        if decision.kind is DecisionKind.CHOOSE_ONE:
            return rng.choice(decision.options)
        count = rng.randint(decision.min_count, decision.max_count)
        picked = rng.sample(list(decision.options), count)
        if decision.kind is DecisionKind.CHOOSE_SUBSET:
            picked.sort(key=decision.options.index)
        return tuple(picked)
    return choose


@pytest.mark.parametrize("rule", ["london", "vancouver", "paris", "mtgo-redraw", "partial-paris",
                                  "all-land-no-land", "none"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_records_replay_and_cards_are_conserved(rule: str, players: int) -> None:
    for seed in range(4):
        decks = tuple(deck_of([("Forest", 20), ("Serum Powder", 4), ("Shock", 16)])
                      for _ in range(players))
        game = new_game(seed=seed, decks=decks, rule=rule, sequential=seed == 3 and
                        rule != "partial-paris")
        choose = _random_answer(random.Random(seed))
        while game.pending is not None:
            action = choose(game.pending)
            while not game.can(action):  # e.g. bottoming every Serum Powder before using one
                action = choose(game.pending)
            game.apply(action)
        assert game.result is not None
        for player in range(players):
            state = game.procedure.state(player)
            zones = state.hand + state.library + state.exiled
            assert sorted(zones) == list(range(40 * player, 40 * (player + 1)))
            assert len(state.hand) <= 7  # MUL-1.5: the last hand may be empty
        again = replay(GameRecord.loads(game.record.dumps()))
        assert again.transcript() == game.transcript()
        assert again.result == game.result


def test_view_never_shows_other_hands_or_library_order() -> None:
    decks = (deck_of([("Forest", 30), ("Shock", 30)]),
             deck_of([("Island", 30), ("Counterspell", 30)]))
    game = new_game(seed=5, decks=decks, rule="london")
    game.apply(MULLIGAN)
    view = game.view(0)
    text = repr(view)
    assert "Island" not in text and "Counterspell" not in text
    assert "library" not in view or all(isinstance(v, int) for v in view.get("library", []))
    assert view["players"][1]["hand_size"] == 7
    assert view["hand"] == [game.card_name(c) for c in game.procedure.hand(0)]


def test_illegal_answer_changes_nothing_and_clone_is_independent() -> None:
    game = harness(players=2)
    before = game.transcript()
    with pytest.raises(IllegalAction, match="keep"):
        game.apply("shuffle")
    assert game.transcript() == before
    copy = game.clone()
    copy.apply(MULLIGAN)
    assert game.transcript() == before and copy.transcript() != before


def test_settings_errors_are_clear() -> None:
    with pytest.raises(SettingsError, match="unknown mulligan rule"):
        harness(rule="dublin")
    with pytest.raises(SettingsError, match="library has 5 cards"):
        new_game(decks=(mixed_deck(2, 3),))
    with pytest.raises(SettingsError, match="sequential"):
        harness(rule="partial-paris", sequential=True)


def test_mul_3_1_with_two_powders_one_must_stay_in_hand() -> None:
    def condition(g: MulliganHarness) -> bool:
        g.apply(MULLIGAN)
        g.apply(MULLIGAN)
        return _powders(g, g.procedure.hand(0)) == 2

    game = _seed_with(condition, players=1, rule="london", decks=(POWDER_DECK,))
    game.apply("use Serum Powder")
    decision = game.pending
    assert decision is not None and decision.min_count == 2
    powders = tuple(c for c in decision.options if game.card_name(c) == "Serum Powder")
    assert len(powders) == 2
    with pytest.raises(IllegalAction, match=r"MUL-3\.1"):
        game.apply(powders)
    assert game.pending is decision


@settings(max_examples=60, deadline=None)
@given(
    rule=st.sampled_from(["london", "vancouver", "paris", "mtgo-redraw", "partial-paris",
                          "all-land-no-land", "none"]),
    players=st.integers(1, 4),
    hand_size=st.integers(1, 8),
    free=st.sampled_from([None, True, False]),
    sequential=st.booleans(),
    seed=st.integers(0, 10_000),
)
def test_any_settings_keep_the_kernel_invariants(rule: str, players: int, hand_size: int,
                                                 free: bool | None, sequential: bool,
                                                 seed: int) -> None:
    decks = tuple(deck_of([("Forest", 8), ("Serum Powder", 2), ("Shock", 10)])
                  for _ in range(players))
    try:
        game = new_game(seed=seed, decks=decks, rule=rule, hand_size=hand_size,
                        free_mulligan=free, sequential=sequential)
    except SettingsError:
        assert (sequential and rule == "partial-paris") or (
            free and rule in ("partial-paris", "all-land-no-land", "none"))
        return
    choose = _random_answer(random.Random(seed))
    steps = 0
    while game.pending is not None:
        decision = game.pending
        action = choose(decision)
        while not game.can(action):
            action = choose(decision)
        game.apply(action)
        steps += 1
        assert steps < 500
        for viewer in range(players):
            view = game.view(viewer)
            assert "library" not in view
            assert view["hand_ids"] == list(game.procedure.hand(viewer))
            assert all(not e.secret for e in game.events_for(viewer) if e.player != viewer)
    for player in range(players):
        state = game.procedure.state(player)
        assert sorted(state.hand + state.library + state.exiled) == list(
            range(20 * player, 20 * (player + 1)))
        assert state.exiled_face_down == []
        if rule != "partial-paris":
            assert 0 <= len(state.hand) <= hand_size  # MUL-1.5: the last hand may be empty
    assert replay(game.record).transcript() == game.transcript()
