"""Kernel v2 (issue 8): one test group per gap, named after it (DESIGN §2)."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import json
import random
import types
from typing import Any

import numpy as np
import pytest

from cardtable.agents.base import RandomAgent, play
from cardtable.agents.registry import make_agent
from cardtable.core.autopass import AutoPass
from cardtable.core.decision import Decision, DecisionKind
from cardtable.core.errors import IllegalAction, RecordError, StaleDecision, WrongPlayer
from cardtable.core.events import Event
from cardtable.core.game import Game, GameResult, replay_record
from cardtable.core.history import History
from cardtable.core.record import GameRecord
from cardtable.core.snapshot import FrozenMapping, is_snapshot, reachable
from cardtable.core.workstack import WorkStack, is_plain
from cardtable.games.dominarion import DominarionGame, EndMain, PlayLand, new_game, replay
from cardtable.games.dominarion.state import PlayerState
from tests.core.toys import CAST, DONE, OK, Charge, MayDouble, Resolve, SealedBid


def heuristic_game(seed: int = 5, decisions: int = 60, players: int = 4) -> DominarionGame:
    game = new_game(players=players, seed=seed)
    bots = ("rush", "big", "rush", "big", "rush")[:players]
    play(game, [make_agent(name, seed + i) for i, name in enumerate(bots)], decisions)
    return game


def state_of(game: Game) -> Any:
    """Everything observable about a game, to prove a refused answer changed nothing."""
    return (game.transcript(), [a for a in game.answers], game.rng.getstate(),
            [(d.id, d.player, d.options) for d in game.pending_all],
            json.dumps(game.record.to_json(), sort_keys=True))


# -- gap 1: answers carry their seat and the decision they answer ------------------------------


def test_gap_1_stale_duplicate_and_misdirected_answers_are_refused_unchanged() -> None:
    """Gap 1: a duplicate "end main phase" sent after a player's turn is not taken as the next
    player's; a stale decision id, a wrong seat and a seat not being asked are refused with
    typed errors and the game is unchanged."""
    game = heuristic_game(decisions=10)
    while game.pending is not None and game.pending.tag != "main":
        game.apply(game.pending.options[-1])
    first = game.pending
    assert first is not None and first.id > 0
    game.apply(EndMain(), player=first.player, decision_id=first.id)
    following = game.pending
    assert following is not None and following.id > first.id  # ids are monotonic
    before = state_of(game)
    with pytest.raises(StaleDecision, match=f"decision {first.id} is no longer pending"):
        game.apply(EndMain(), player=first.player, decision_id=first.id)  # the duplicate
    assert state_of(game) == before
    wrong = (following.player + 1) % game.player_count
    with pytest.raises(WrongPlayer, match="not player"):
        game.apply(following.options[-1], player=wrong, decision_id=following.id)
    assert state_of(game) == before
    with pytest.raises(WrongPlayer, match="is not being asked"):
        game.apply(following.options[-1], player=wrong)
    assert state_of(game) == before
    assert not game.can(following.options[-1], player=wrong)
    game.apply(following.options[-1], player=following.player, decision_id=following.id)


def test_gap_1_the_record_keeps_each_answer_with_its_seat() -> None:
    """Gap 1: schema-2 records hold every answer with the seat that gave it."""
    game = heuristic_game(decisions=20)
    entries = game.record.to_json()["actions"]
    assert [e["player"] for e in entries] == [a.player for a in game.answers]
    assert all(set(e) <= {"answer", "player", "auto"} for e in entries)


# -- gap 2: several players asked at once ------------------------------------------------------


def _bids_in_order(order_seed: int) -> SealedBid:
    """A 3-player sealed-bid game where each round's bids arrive in a shuffled order."""
    game = SealedBid(players=3, rounds=3, seed=1)
    wanted = {0: (2, 1, 2), 1: (2, 3, 0), 2: (1, 1, 4)}  # per player, per round
    shuffle = random.Random(order_seed)
    while not game.is_over:
        open_now = list(game.pending_all)
        assert len(open_now) == 3 or len(game.bids) > 0
        shuffle.shuffle(open_now)
        decision = open_now[0]
        bid = min(wanted[decision.player][game.round - 1], max(decision.options))
        game.apply(bid, player=decision.player, decision_id=decision.id)
    return game


def test_gap_2_several_players_asked_at_once_replay_exactly_whatever_the_order() -> None:
    """Gap 2: every player is asked at once; answered in any order the game reaches the same
    public events and result, and each record replays exactly."""
    games = [_bids_in_order(seed) for seed in range(6)]
    orders = {tuple(a.player for a in g.answers) for g in games}
    assert len(orders) > 1  # the answers really came in different orders
    public = {tuple(str(e) for e in g.events_for(None) if e.kind != "commit") for g in games}
    assert len(public) == 1  # only the order of the "… committed" notices differs
    assert all(g.result == games[0].result for g in games)
    for game in games:
        again = replay_record(game.record, lambda s, seed: SealedBid(**s, seed=seed))
        assert again.transcript() == game.transcript()
        assert again.result == game.result


def test_gap_2_nobody_sees_a_committed_answer_before_the_group_resolves() -> None:
    """Gap 2: after player 0 commits, players 1 and 2 see only that 0 has committed — not the
    bid, in their view or their events — and their own open decisions keep their ids."""
    game = SealedBid(players=3, rounds=1, seed=2)
    asked = {d.player: d.id for d in game.pending_all}
    assert sorted(asked) == [0, 1, 2]
    game.apply(4, player=0, decision_id=asked[0])
    assert {d.player: d.id for d in game.pending_all} == {1: asked[1], 2: asked[2]}
    for other in (1, 2):
        view = game.view(other)
        assert view.my_bid is None and view.committed == (True, False, False)
        assert 4 not in [v for e in game.events_for(other) for _, v in e.secret]
        assert all(e.secret == () for e in game.events_for(other) if e.player == 0)
    assert game.view(0).my_bid == 4
    game.apply(1, player=2)
    game.apply(0, player=1)
    reveal = [e for e in game.events_for(1) if e.kind == "reveal"]
    assert dict(reveal[0].data)["bids"] == (4, 0, 1)  # revealed to all once resolved


def test_gap_2_an_answer_without_a_seat_is_refused_while_several_are_asked() -> None:
    """Gap 2: with several decisions open, an answer must say which player gives it."""
    game = SealedBid(players=2, rounds=1)
    with pytest.raises(WrongPlayer, match="asked at once"):
        game.apply(1)
    assert game.answers == []


# -- gap 3: effects pause mid-way on a work stack of plain frames ------------------------------


def test_gap_3_an_effect_pauses_mid_way_and_resumes() -> None:
    """Gap 3: casting asks X, then a nested "you may double" frame, then a confirmation; the
    work stack holds plain frozen frames at each pause."""
    game = Charge(players=2, seed=3)
    game.apply(CAST)
    assert game.work.frames() == (Resolve(0, "x"),)
    game.apply(2)
    assert game.work.frames() == (Resolve(0, "double", 2), MayDouble(0, 2))
    assert game.pending is not None and game.pending.kind is DecisionKind.YES_NO
    game.apply(True)
    assert game.work.frames() == (Resolve(0, "confirm", 4),)
    assert all(is_plain(f) for f in game.work)
    game.apply(OK)
    assert not game.work and game.totals == [4, 0]


def test_gap_3_clone_mid_effect_is_an_independent_copy_of_data() -> None:
    """Gap 3: a clone taken while an effect is paused resumes on its own: the two games go
    different ways from the same frame and neither disturbs the other."""
    game = Charge(players=2, seed=3)
    game.apply(CAST)
    game.apply(3)
    twin = game.clone()
    game.apply(True)
    game.apply(OK)
    twin.apply(False)
    twin.apply(OK)
    assert game.totals == [6, 0] and twin.totals == [3, 0]
    assert twin.transcript()[:-1] == game.transcript()[:-1]


def test_gap_3_frames_must_be_plain_data() -> None:
    """Gap 3: a frame holding a closure or a list is refused."""

    @dataclasses.dataclass(frozen=True)
    class Bad(Resolve):
        callback: Any = None

    stack = WorkStack()
    with pytest.raises(TypeError, match="plain data"):
        stack.push(Bad(0, "x", 0, lambda: None))
    with pytest.raises(TypeError, match="plain data"):
        stack.push(Bad(0, "x", 0, [1, 2]))


# -- gap 4: views and decisions are snapshots --------------------------------------------------


def _hidden_sequences(game: DominarionGame, viewer: int) -> list[tuple[Any, ...]]:
    """Sequences that would betray hidden information to ``viewer``: other hands (ids or
    names, in any order) and every library (ids or names, in order)."""
    cards = game.cards
    out: list[tuple[Any, ...]] = []
    for seat, state in enumerate(game.players):
        zones = [state.library] if seat == viewer else [state.library, state.hand]
        for zone in zones:
            if len(zone) >= 2:
                out.append(tuple(zone))
                out.append(tuple(cards[c].name for c in zone))
                out.append(tuple(sorted(zone)))
    return out


def test_gap_4_views_and_decisions_are_snapshots_with_no_path_back() -> None:
    """Gap 4 (DOM-8.1): walking everything reachable from a mid-game Dominarion view and its
    pending decision finds no game, no random generator, no player state, nothing mutable, no
    other player's hand and no library's order — the view is a frozen snapshot."""
    game = heuristic_game(decisions=70)
    decision = game.pending
    assert decision is not None
    viewer = decision.player
    view = game.view(viewer)
    assert is_snapshot(view) and is_snapshot(decision)
    hidden = _hidden_sequences(game, viewer)
    other_ids = {c for seat, s in enumerate(game.players) if seat != viewer for c in s.hand}
    for root in (view, decision):
        for item in reachable(root):
            assert not isinstance(item, (Game, random.Random, PlayerState, list, dict, set))
            assert not isinstance(item, (types.FunctionType, types.MethodType))
            if isinstance(item, tuple) and len(item) >= 2:
                assert item not in hidden
    assert other_ids.isdisjoint(view.hand_ids)
    named = {o.card for o in decision.options if isinstance(getattr(o, "card", None), int)}
    assert named <= set(game.players[viewer].hand)  # options name only the viewer's cards
    with pytest.raises(AttributeError):
        view.player = 3  # type: ignore[misc]


def test_gap_4_a_view_does_not_change_when_the_game_goes_on() -> None:
    """Gap 4: a view taken earlier is a snapshot: later actions do not change it."""
    game = heuristic_game(decisions=30)
    view = game.view(0)
    frozen = json.dumps(view.to_json(), sort_keys=True)
    play(game, [make_agent("rush", i) for i in range(4)], 30)
    assert json.dumps(view.to_json(), sort_keys=True) == frozen


# -- gap 5: visibility sets --------------------------------------------------------------------


def test_gap_5_secrets_belong_to_a_set_of_players() -> None:
    """Gap 5: a secret is seen by exactly its audience: one player by default, a set of
    players when revealed to them; spectators and everyone else see only the public part."""
    own = Event("draw", 1, (("count", 2),), (("cards", ("A", "B")),))
    shown = Event("reveal", 0, (("count", 1),), (("card", "C"),), frozenset({0, 2}))
    assert own.audience() == frozenset({1}) and shown.audience() == frozenset({0, 2})
    for observer, sees_own, sees_shown in ((0, False, True), (1, True, False), (2, False, True),
                                           (None, False, False)):
        assert own.for_player(observer).secret == (own.secret if sees_own else ())
        assert shown.for_player(observer).secret == (shown.secret if sees_shown else ())
        assert shown.for_player(observer).data == shown.data
    assert shown.to_json()["secret_to"] == [0, 2]


def test_gap_5_games_log_secrets_for_a_set_through_events_for() -> None:
    """Gap 5: ``Game.log(secret_to=…)`` reaches ``events_for`` for each observer."""
    game = SealedBid(players=3, rounds=1)
    game.log("peek", 0, secret={"card": "X"}, secret_to=frozenset({0, 1}))
    seen = {p: game.events_for(p)[-1].secret for p in (0, 1, 2, None)}
    assert seen == {0: (("card", "X"),), 1: (("card", "X"),), 2: (), None: ()}


# -- gap 6: MAP and bounded ASSIGN -------------------------------------------------------------


def test_gap_6_map_decisions_check_each_pair_without_enumerating_the_product() -> None:
    """Gap 6: a MAP decision (each attacker → a defender) accepts distinct options mapped to
    one of their own targets, within the count bounds."""
    attack = Decision(0, DecisionKind.MAP, "declare attackers", ("bear", "elf", "wall"),
                      min_count=0, max_count=3,
                      targets=(("p1", "pw"), ("p1",), ()))
    assert attack.is_legal(())
    assert attack.is_legal((("bear", "pw"), ("elf", "p1")))
    assert not attack.is_legal((("elf", "pw"),))  # not one of its targets
    assert not attack.is_legal((("wall", "p1"),))  # it can attack nothing
    assert not attack.is_legal((("bear", "p1"), ("bear", "pw")))  # twice
    assert not attack.is_legal((("dragon", "p1"),))
    assert not attack.is_legal(["bear", "p1"])
    block = Decision(1, DecisionKind.MAP, "block", ("a", "b"), min_count=1, max_count=1,
                     targets=(("x",), ("x", "y")))
    assert not block.is_legal(()) and not block.is_legal((("a", "x"), ("b", "y")))
    assert block.is_legal((("b", "y"),))
    many = Decision(0, DecisionKind.MAP, "attack", tuple(range(40)), min_count=0,
                    max_count=40, targets=tuple(("p1", "p2", "p3") for _ in range(40)))
    assert many.is_legal(tuple((i, "p2") for i in range(40)))  # 3**40 mappings, one check


def test_gap_6_bounded_assign_respects_each_share_s_minimum_and_maximum() -> None:
    """Gap 6: ASSIGN with per-option minimums and maximums ("at least 1 to each target",
    "lethal damage to the first blocker first")."""
    damage = Decision(0, DecisionKind.ASSIGN, "divide 5 damage", ("a", "b", "c"), total=5,
                      minimums=(1, 1, 1), maximums=(3, None, 2))
    assert damage.is_legal((3, 1, 1)) and damage.is_legal((1, 2, 2))
    assert not damage.is_legal((0, 3, 2))  # below a minimum
    assert not damage.is_legal((4, 0, 1))
    assert not damage.is_legal((1, 1, 3))  # above a maximum
    assert not damage.is_legal((1, 1, 1))  # does not sum to the total
    assert not damage.is_legal((3, 1, True))
    assert not damage.is_legal((2, 2))


# -- gap 7: auto-pass --------------------------------------------------------------------------


def test_gap_7_autopass_answers_trivial_decisions_and_replays_exactly() -> None:
    """Gap 7: a seat's auto-pass policy answers a decision with one legal option without
    asking; the answer is recorded, marked ``auto``, and the record replays exactly with no
    policy."""
    game = Charge(players=2, seed=4)
    game.set_autopass(0, AutoPass())
    game.apply(CAST)
    game.apply(1)
    game.apply(False)  # the one-option confirmation is answered at once
    assert game.totals == [1, 0]
    assert game.pending is not None and game.pending.player == 1
    assert [a.auto for a in game.answers] == [False, False, False, True]
    entries = game.record.to_json()["actions"]
    assert entries[-1] == {"answer": OK, "player": 0, "auto": True}
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        game.apply(decision.options[0] if decision.tag != "turn" else
                   (CAST if len(game.answers) < 30 else DONE))
    again = replay_record(game.record, lambda s, seed: Charge(**s, seed=seed))
    assert again.transcript() == game.transcript() and again.result == game.result
    assert [a.auto for a in again.answers] == [a.auto for a in game.answers]


def test_gap_7_autopass_is_per_seat_and_can_be_removed() -> None:
    """Gap 7: only the seat with a policy is answered for; removing it asks again."""
    game = Charge(players=2, seed=4)
    game.set_autopass(1, AutoPass())
    for action in (CAST, 0, False):
        game.apply(action)
    assert game.pending is not None and game.pending.tag == "confirm"  # seat 0 has no policy
    game.apply(OK)
    for action in (CAST, 2, True):
        game.apply(action)
    assert game.totals == [0, 4]  # seat 1's confirmation was automatic
    game.set_autopass(1, None)
    assert game.autopass_of(1) is None


# -- gap 8: stable integer actions and masks ---------------------------------------------------


@pytest.mark.parametrize("choose_payment", [False, True])
def test_gap_8_every_legal_action_is_reachable_through_the_mask(choose_payment: bool) -> None:
    """Gap 8: on every decision of seeded Dominarion games the mask marks exactly the options,
    each option's integer maps back to it, and refinements (DOM-7.4 payments) are follow-up
    decisions, so nothing legal lies outside the options."""
    paid_by_hand = 0
    for seed in range(3):
        game = new_game(players=3, seed=seed, choose_payment=choose_payment, turn_limit=60)
        agents = [RandomAgent(seed * 10 + i) for i in range(3)]
        while not game.is_over:
            decision = game.pending
            assert decision is not None
            mask = game.legal_mask()
            assert mask.dtype == np.bool_ and mask.shape == (game.action_space.size,)
            indices = [game.action_index(o) for o in decision.options]
            assert len(set(indices)) == len(indices) == int(mask.sum())
            assert all(mask[i] for i in indices)
            assert [game.action_at(i) for i in indices] == list(decision.options)
            chosen = int(np.flatnonzero(mask)[agents[decision.player].rng.randrange(
                int(mask.sum()))])
            game.apply(game.action_at(chosen))
        paid_by_hand += sum(type(a.action).__name__ == "PayMana" for a in game.answers)
    assert (paid_by_hand > 0) is choose_payment


def test_gap_8_integers_are_stable_across_games() -> None:
    """Gap 8: the same action is the same integer in every Dominarion game."""
    one, two = new_game(players=2, seed=1), new_game(players=4, seed=9)
    assert one.action_space is two.action_space
    probe = Decision(0, DecisionKind.CHOOSE_ONE, "", (PlayLand(17), EndMain()))
    assert one.action_space.index(probe, PlayLand(17)) == two.action_space.index(
        probe, PlayLand(17))
    assert one.action_space.action(probe, one.action_space.index(probe, EndMain())) == EndMain()
    with pytest.raises(IllegalAction):
        one.action_at(one.action_space.size - 1)


# -- gap 9: determinization keeps ownership ----------------------------------------------------


def test_gap_9_determinize_keeps_ownership_and_the_observer_cannot_tell() -> None:
    """Gap 9: each player's library-plus-hand keeps its contents (only order and split are
    resampled), the observer's own hand stays, supplies keep their tops and contents — and the
    observer's view of the determinized state is identical to their view of the real one."""
    game = heuristic_game(decisions=80)
    changed = 0
    for observer in range(4):
        for seed in range(4):
            other = game.determinize(observer, random.Random(seed))
            assert other.view(observer) == game.view(observer)
            assert other.view(observer).to_json() == game.view(observer).to_json()
            for real, dealt in zip(game.players, other.players, strict=True):
                assert sorted(real.library + real.hand) == sorted(dealt.library + dealt.hand)
                assert (len(real.library), len(real.hand)) == (len(dealt.library),
                                                                len(dealt.hand))
                assert real.discard == dealt.discard and real.battlefield == dealt.battlefield
            assert other.players[observer].hand == game.players[observer].hand
            for key, pile in game.supplies.items():
                assert other.supplies[key][-1:] == pile[-1:]
                assert sorted(other.supplies[key]) == sorted(pile)
            changed += any(r.library != d.library or r.hand != d.hand
                           for r, d in zip(game.players, other.players, strict=True))
            assert other.rng.getstate() != game.rng.getstate()
    assert changed > 0  # hidden information really was resampled


def test_gap_9_a_determinized_game_plays_on_legally() -> None:
    """Gap 9: the determinized copy is a game in its own right, and the real one is untouched."""
    game = heuristic_game(decisions=40)
    before = state_of(game)
    other = game.determinize(1, random.Random(7))
    play(other, [make_agent("big", i) for i in range(4)])
    assert other.result is not None and state_of(game) == before


# -- gap 10: cheap clones ----------------------------------------------------------------------


def same_structure(a: Any, b: Any, path: str = "game") -> None:
    """Assert ``a`` and ``b`` are equal field by field, recursing into objects (histories are
    compared by their entries, generators by their state)."""
    if isinstance(a, History):
        assert isinstance(b, History), path
        assert a.to_list() == b.to_list(), path
        return
    if isinstance(a, random.Random):
        assert isinstance(b, random.Random) and a.getstate() == b.getstate(), path
        return
    if isinstance(a, (types.MappingProxyType, dict, FrozenMapping)):
        assert dict(a).keys() == dict(b).keys(), path
        for key in a:
            same_structure(a[key], b[key], f"{path}[{key!r}]")
        return
    if isinstance(a, (list, tuple)) and not hasattr(a, "_fields"):
        assert type(a) is type(b) and len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            same_structure(x, y, f"{path}[{i}]")
        return
    fields = _fields_of(a)
    if fields is None:
        assert a == b, f"{path}: {a!r} != {b!r}"
        return
    assert type(a) is type(b), path
    assert fields == _fields_of(b), f"{path}: fields differ: {fields ^ (_fields_of(b) or set())}"
    for name in sorted(fields):
        same_structure(getattr(a, name), getattr(b, name), f"{path}.{name}")


SHARED_ON_PURPOSE: set[str] = set()  # attributes clones may share although mutable


def mutable_parts(value: Any, out: dict[int, str], path: str = "game") -> None:
    """The ids of every list, dict and set reachable from ``value`` through its fields
    (histories are shared by design, frozen values such as a result are values: skipped)."""
    if isinstance(value, (History, random.Random)):
        return
    params = getattr(type(value), "__dataclass_params__", None)
    if params is not None and params.frozen:
        return
    if isinstance(value, (list, dict, set)):
        out[id(value)] = path
    if isinstance(value, (dict, types.MappingProxyType, FrozenMapping)):
        for key in value:
            mutable_parts(value[key], out, f"{path}[{key!r}]")
        return
    if isinstance(value, (list, tuple, set, frozenset)):
        for i, item in enumerate(value):
            mutable_parts(item, out, f"{path}[{i}]")
        return
    for name in sorted(_fields_of(value) or ()):
        if name not in SHARED_ON_PURPOSE:
            mutable_parts(getattr(value, name), out, f"{path}.{name}")


def _fields_of(value: Any) -> set[str] | None:
    if isinstance(value, (int, float, str, bytes, bool, type(None), frozenset)):
        return None
    names: set[str] = set()
    if hasattr(value, "__dict__"):
        names |= set(vars(value))
    for cls in type(value).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if hasattr(value, slot):
                names.add(slot)
    names.discard("__weakref__")
    return names or None


@pytest.mark.parametrize("make", [
    lambda: heuristic_game(decisions=50),
    lambda: _paying_game(),
    lambda: _bids_in_order(3),
    lambda: _charge_mid_effect(),
], ids=["dominarion", "dominarion-paying", "sealed-bid", "charge-mid-effect"])
def test_gap_10_clone_equals_a_deep_copy_field_by_field(make: Any) -> None:
    """Gap 10: ``clone()`` gives the same fields with the same values as ``copy.deepcopy``, so a
    field a game forgets to copy shows up here; and the clone is independent."""
    game = make()
    _ = game.view(0), game.pending_all  # fill the caches a clone carries
    deep = copy.deepcopy(game)
    twin = game.clone()
    same_structure(twin, deep)
    mine: dict[int, str] = {}
    theirs: dict[int, str] = {}
    mutable_parts(game, mine)
    mutable_parts(twin, theirs)
    shared = [mine[i] for i in mine.keys() & theirs.keys()]
    assert not shared, f"the clone shares mutable state with the original: {shared}"
    before = state_of(game)
    while not twin.is_over and len(twin.answers) < len(game.answers) + 40:
        decision = twin.pending_all[0]
        twin.apply(decision.options[0], player=decision.player, decision_id=decision.id)
    assert state_of(game) == before


def test_gap_10_clones_share_the_history_instead_of_copying_it() -> None:
    """Gap 10: a clone's history is a branch of the original's (O(1)), so clone cost does not
    grow with the game; appending to either leaves the other alone."""
    game = heuristic_game(decisions=120)
    twin = game.clone()
    for history in (twin._log, twin._answers):
        assert history._own == [] and len(history) > 100
    assert twin._log._parent is game._log or twin._log._parent is game._log._parent
    grandchild = twin.clone()
    assert grandchild._log._parent is twin._log._parent  # chains stay short
    length = len(game.events)
    twin.apply(twin.pending.options[-1])  # type: ignore[union-attr]
    assert len(game.events) == length and len(twin.events) > length


def _paying_game() -> DominarionGame:
    game = new_game(players=2, seed=11, choose_payment=True)
    agents = [RandomAgent(i) for i in range(2)]
    while not game.is_over and not game.work:
        decision = game.pending
        assert decision is not None
        game.apply(agents[decision.player].choose(None, decision))
    return game


def _charge_mid_effect() -> Charge:
    game = Charge(players=2, seed=5)
    game.apply(CAST)
    game.apply(2)
    return game


# -- gap 11: results with ties and order of elimination ----------------------------------------


def test_gap_11_results_are_tied_groups_with_elimination_turns() -> None:
    """Gap 11: a draw is one group; simultaneous losers share a group below the survivors;
    each player's elimination turn is kept."""
    draw = GameResult(((0, 1),), (5, 5), "draw", 12)
    assert draw.is_draw and draw.winner is None and draw.place_of(1) == 1
    four = GameResult(((2,), (0,), (1, 3)), (0, 0, 20, 0), "last_standing", 9, {},
                      (7, 9, None, 9))
    assert four.winner == 2 and four.ranking == (2, 0, 1, 3)
    assert [four.place_of(p) for p in range(4)] == [2, 3, 1, 3]
    data = four.to_json()
    assert data["groups"] == [[2], [0], [1, 3]] and data["eliminated"] == [7, 9, None, 9]


def test_gap_11_a_tied_toy_game_reports_the_tie() -> None:
    """Gap 11: equal scores end in one shared group (sealed bid: nobody wins a tied round)."""
    game = SealedBid(players=2, rounds=1)
    game.apply(3, player=0)
    game.apply(3, player=1)
    assert game.result is not None and game.result.groups == ((0, 1),)
    assert game.result.is_draw


# -- gap 12: objects have ids ------------------------------------------------------------------


def test_gap_12_actions_name_objects_by_id() -> None:
    """Gap 12: Dominarion's actions name the card by object id; the game offers the first card
    of each name in hand and refuses another copy's id, and the card moved is the one named."""
    game = new_game(players=2, seed=2, auto_lands=False)
    while game.pending is not None and game.pending.tag != "main":
        game.apply(game.pending.options[-1])
    player = game.turn_player
    hand = game.players[player].hand
    cards = game.cards
    names = [cards[c].name for c in hand]
    twice = next(n for n in names if names.count(n) > 1 and cards[hand[names.index(n)]].kind
                 .value == "land")
    first, second = [c for c in hand if cards[c].name == twice][:2]
    assert PlayLand(first) in game.pending.options  # type: ignore[union-attr]
    assert PlayLand(second) not in game.pending.options  # type: ignore[union-attr]
    before = state_of(game)
    with pytest.raises(IllegalAction, match=f"offers the first {twice} in hand, card {first}"):
        game.apply(PlayLand(second))
    assert state_of(game) == before
    game.apply(PlayLand(first))
    assert first in game.players[player].discard and second in game.players[player].hand
    assert game.record.to_json()["actions"][-1]["answer"] == {"type": "PlayLand",
                                                              "card": first}
    assert game.describe(PlayLand(second)) == f"play {twice}"


# -- gap 13: records pin their card facts ------------------------------------------------------


def test_gap_13_records_pin_the_bundled_pool_and_replay_after_it_changes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Gap 13 (DOM-9.1): a record of a game on the bundled pool holds the pool's card facts, so
    it replays event for event even when the bundled file has changed since."""
    from cardtable.cards.card import Card
    from cardtable.games.dominarion import game as game_module
    from cardtable.games.dominarion import setup

    game = heuristic_game(seed=6, decisions=10_000, players=3)
    record = game.record.to_json()
    assert "pool" not in record["settings"] and len(record["settings"]["pool_cards"]) > 200

    original = setup.bundled_cards()
    changed = tuple(Card.simple(c.name, str(c.mana_cost), str(c.type_line),
                                "9" if c.power else None, "9" if c.toughness else None)
                    for c in original)  # every creature becomes a 9/9
    monkeypatch.setattr(setup, "bundled_cards", lambda: changed)
    monkeypatch.setattr(game_module, "bundled_cards", lambda: changed)
    setup._prepared_pool.cache_clear()
    game_module._pinned_rows.cache_clear()
    try:
        unpinned = new_game(players=3, seed=6)  # the changed file really changes a game
        play(unpinned, [make_agent(name, 6 + i) for i, name in enumerate(("rush", "big", "rush"))])
        assert unpinned.transcript() != game.transcript()
        again = replay(record)
        assert again.transcript() == game.transcript() and again.result == game.result
    finally:
        setup._prepared_pool.cache_clear()
        game_module._pinned_rows.cache_clear()


@pytest.mark.parametrize(("key", "value", "says"), [
    ("players", "4", "'players' must be a whole number"),
    ("players", True, "'players' must be a whole number"),
    ("auto_lands", "yes", "'auto_lands' must be true or false"),
    ("turn_limit", 20.5, "'turn_limit' must be a whole number"),
    ("pool_cards", 5, "'pool_cards' must be a list of rows"),
    ("pool_cards", [["Bear", "{G}"]], "'pool_cards' must be a list of rows"),
    ("pool", "Llanowar Elves", "'pool' must be a list of card names"),
    ("sorcery_mana", 1, "'sorcery_mana' must be"),
])
def test_gap_13_badly_typed_settings_give_a_record_error(key: str, value: Any, says: str) -> None:
    """Gap 13: a record whose settings have the wrong types is refused with a typed
    :class:`RecordError` that names the setting, never a ``TypeError``."""
    record = heuristic_game(decisions=5, players=2).record.to_json()
    record["settings"][key] = value
    with pytest.raises(RecordError, match=says):
        replay(GameRecord.from_json(record))


def test_gap_13_a_named_pool_is_pinned_too() -> None:
    """Gap 13: a game on cards named from the bundled pool records those cards' facts."""
    names = tuple(sorted({c.name for c in new_game(players=2, seed=1).cards}))
    game = new_game(players=2, seed=3, pool=names)
    play(game, [make_agent("rush", 0), make_agent("big", 1)])
    settings = game.record.to_json()["settings"]
    assert "pool" not in settings
    assert [row[0] for row in settings["pool_cards"]] == list(names)
    assert replay(game.record).transcript() == game.transcript()


# -- the orders a toy group can be answered in (gap 2, exhaustively for one round) ------------


def test_gap_2_every_answer_order_of_one_round_gives_the_same_state() -> None:
    """Gap 2: all 6 orders of three simultaneous answers give the same public log, scores and
    budgets."""
    outcomes = set()
    for order in itertools.permutations(range(3)):
        game = SealedBid(players=3, rounds=1)
        for player in order:
            game.apply((3, 1, 2)[player], player=player)
        outcomes.add((tuple(str(e) for e in game.events_for(None) if e.kind != "commit"),
                      tuple(game.scores),
                      tuple(game.budgets)))
    assert len(outcomes) == 1
