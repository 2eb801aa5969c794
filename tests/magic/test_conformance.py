"""Conformance: seeded bot games with the invariants of magic.md §3 checked after every action —
zone conservation, mana pools empty as a step begins, no stale ids, views that leak nothing —
every game ends (turn-limit endings counted) and every record replays."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from cardtable.agents.magic import magic_bot
from cardtable.core.snapshot import is_snapshot
from cardtable.games.magic.decks import bundled_decks
from cardtable.games.magic.game import MagicGame, MagicSettings, new_game, replay
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.objects import BATTLEFIELD, STACK
from cardtable.games.magic.support import unsupported_reason
from cardtable.games.magic.view import MagicView


class Invariants:
    """magic.md §3 after every action. Written for speed (a checked precon game makes thousands
    of checks): one pass over each zone and one over the objects, sets instead of counters —
    the same faults caught as by a check per object, each with its own message."""

    def __init__(self, game: MagicGame) -> None:
        self.game = game
        self.step: tuple[int, str] | None = None
        self.cards = set(self._physical())
        self.owner = {o.uid: o.owner for o in game.state.objects.values()}

    def _physical(self) -> Counter[int]:
        state = self.game.state
        return Counter(o.uid for o in state.objects.values() if o.uid > 0)

    def check(self, decision_index: int) -> None:
        game = self.game
        state = game.state
        objects = state.objects
        # every object is in exactly the zone it says, once
        seen: list[int] = []
        for p in state.players:
            for zone, ids in p.zones.items():
                for oid in ids:
                    obj = objects[oid]
                    assert obj.zone == zone, f"{obj.card.name}#{oid} listed in {zone}"
                seen.extend(ids)
        for oid in state.battlefield:
            assert objects[oid].zone == BATTLEFIELD
        seen.extend(state.battlefield)
        for oid in state.phased_out:  # still on the battlefield, treated as absent (702.26d)
            assert objects[oid].zone == BATTLEFIELD
        seen.extend(state.phased_out)
        for item in state.stack:
            if item.obj is not None and item.obj not in objects:
                # the resolving spell moved its own card mid-resolution ("… Exile Emergency
                # Powers." before its Addendum asks, CR 608.2): only the top item may
                assert item is state.stack[-1], "a spell's card left the stack unresolved"
                continue
            if item.obj is not None:
                assert objects[item.obj].zone == STACK, "a spell's card is not on the stack"
                seen.append(item.obj)
        unique = set(seen)
        assert len(unique) == len(seen), "an object is in two places"
        assert unique == objects.keys(), "an object is in no zone (or a stale id)"
        # zone conservation: the physical cards of players still in the game are all somewhere
        uids: list[int] = []
        for obj in objects.values():
            if obj.uid > 0:
                uids.append(obj.uid)
            else:
                assert obj.token or obj.emblem, "a non-token without its card"
            # no stale ids in attachments
            if obj.attached_to is not None:
                assert obj.attached_to in objects, "attached to a stale id"
        present = set(uids)
        if len(present) != len(uids):
            twice = next(u for u, n in Counter(uids).items() if n > 1)
            raise AssertionError(f"card {twice} exists twice")
        for uid in self.cards - present:  # only a player leaving takes cards out (800.4a)
            assert state.players[self.owner[uid]].left, f"card {uid} vanished"
        # no stale ids in combat
        for attacker in state.attackers:
            assert attacker in objects
        for blocker in state.blockers:
            assert blocker in objects
        # pools are empty as a step begins (106.4, 500.4)
        key = (state.turn, state.step)
        if key != self.step:
            self.step = key
            for p in state.players:
                assert not p.pool, f"player {p.index}'s pool kept mana into {state.step}"
        # views: plain immutable data, only one's own hand
        if decision_index % 25 == 0:
            for seat in range(len(state.players)):
                view = game.view(seat)
                assert isinstance(view, MagicView) and is_snapshot(view)
                hand = set(state.zone(seat, "hand"))
                assert {c.id for c in view.hand} == hand
                for perm in view.battlefield:  # face-down permanents: no name (708.5)
                    if state.objects[perm.id].face_down and perm.controller != seat:
                        assert perm.name == "face-down 2/2", "a face-down name leaked"
                others = {oid for q in range(len(state.players)) if q != seat
                          for oid in state.zone(q, "hand") + state.zone(q, "library")}
                assert not others & {c.id for c in view.hand}


def play_checked(game: MagicGame, bots: list[Any], max_decisions: int = 60_000) -> int:
    invariants = Invariants(game)
    made = 0
    while not game.is_over:
        decision = game.pending
        assert decision is not None
        view = game.view(decision.player)
        game.apply(bots[decision.player].choose(view, decision), player=decision.player,
                   decision_id=decision.id)
        made += 1
        invariants.check(made)
        assert made < max_decisions, "the game did not end"
    return made


def _run(players: int, seed: int, bot_names: list[str], decks: Any = None) -> MagicGame:
    settings = MagicSettings(tuple(decks or bundled_decks(players)), card_pool(),
                             turn_limit=25 * players)
    game = new_game(settings, seed)
    bots = [magic_bot(bot_names[i % len(bot_names)], seed * 7 + i) for i in range(players)]
    play_checked(game, bots)
    assert game.result is not None
    again = replay(game.record)
    assert again.result is not None and again.result.to_json() == game.result.to_json()
    assert again.transcript() == game.transcript()
    return game


@pytest.mark.parametrize("seed", range(8))
def test_two_player_bot_games_keep_the_invariants_end_and_replay(seed: int) -> None:
    names = ["heuristic", "heuristic"] if seed % 2 else ["random", "heuristic"]
    game = _run(2, seed, names)
    assert game.result is not None and game.result.reason in (
        "last_player_standing", "draw", "loop_draw", "turn_limit")


@pytest.mark.parametrize("seed", range(3))
def test_four_player_bot_games_keep_the_invariants_end_and_replay(seed: int) -> None:
    game = _run(4, 100 + seed, ["heuristic"])
    result = game.result
    assert result is not None
    assert sorted(p for g in result.groups for p in g) == [0, 1, 2, 3]


def _pool_decks(players: int, seed: int) -> list[tuple[str, ...]]:
    """Random 40-card decks of every supported nonland card of the pool, with basic lands."""
    rng = random.Random(seed)
    pool = card_pool()
    spells = sorted(n for n, c in pool.items() if "Land" not in c.type_line
                    and unsupported_reason(c) is None)
    basics = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    decks = []
    for _ in range(players):
        picks = [rng.choice(spells) for _ in range(22)]
        lands = [basics[i % 5] for i in range(18)]
        decks.append(tuple(picks + lands))
    return decks


@pytest.mark.parametrize("seed", range(4))
def test_random_decks_of_the_whole_pool_under_random_bots(seed: int) -> None:
    """Every supported card gets cast sooner or later: random decks, random bots."""
    _run(2 + seed % 3, 1000 + seed, ["random"], _pool_decks(2 + seed % 3, seed))


def test_turn_limit_is_counted_as_a_result() -> None:
    settings = MagicSettings(tuple(bundled_decks(2)), card_pool(), turn_limit=2)
    game = new_game(settings, 5)
    play_checked(game, [magic_bot("heuristic", 1), magic_bot("heuristic", 2)])
    assert game.result is not None and game.result.reason == "turn_limit"
    assert game.result.groups == ((0, 1),)
