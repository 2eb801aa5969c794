"""Dominarion rules DOM-8 (what each player sees) and DOM-9 (game records)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.core.errors import RecordError
from cardtable.core.record import GameRecord
from cardtable.games.dominarion import RULES_VERSION, new_game, replay
from cardtable.games.dominarion.game import DominarionGame

from .helpers import add_card, arrange, mini_pool, put_creatures

VIEW_KEYS = {
    "viewer", "turn", "turn_player", "turn_order", "phase", "bought", "gained_land",
    "final_round", "hand", "hand_ids", "supplies", "land_piles", "exile", "players",
}
PLAYER_KEYS = {
    "seat", "hand_size", "library_size", "discard", "battlefield", "power", "toughness", "score",
    "mana",
}


def strings(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (keys included)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def hidden_names(game: DominarionGame, viewer: int) -> set[str]:
    """Card names ``viewer`` must not learn from the view right now: names only found in other
    players' hands, any library, or below the top of a supply."""
    cards = game.cards
    hidden: set[str] = set()
    public: set[str] = set(game.land_piles)
    for seat, state in enumerate(game.players):
        hidden.update(cards[c].name for c in state.library)
        if seat == viewer:
            public.update(cards[c].name for c in state.hand)
        else:
            hidden.update(cards[c].name for c in state.hand)
        public.update(cards[c].name for c in state.discard + state.battlefield)
    public.update(cards[c].name for c in game.exile)
    for ids in game.supplies.values():
        hidden.update(cards[c].name for c in ids[:-1])
        if ids:
            public.add(cards[ids[-1]].name)
    return hidden - public


def random_game(seed: int, players: int = 3, turn_limit: int = 30) -> DominarionGame:
    game = new_game(players=players, seed=seed, turn_limit=turn_limit)
    rng = random.Random(seed)
    while game.pending is not None:
        game.apply(rng.choice(game.pending.options))
    return game


# -- DOM-8 information -------------------------------------------------------------------------


def test_dom_8_event_log_hides_drawn_cards_from_others() -> None:
    """DOM-8: the log each player receives names the cards they drew, and only theirs."""
    game = new_game(players=3, seed=2)
    for observer in range(3):
        for event, seen in zip(game.events, game.events_for(observer), strict=True):
            if event.kind == "draw":
                assert bool(seen.secret) is (event.player == observer)
                assert dict(seen.data) == {"count": dict(event.data)["count"]}
    assert all(not e.secret for e in game.events_for(None))


def test_dom_8_1_view_contains_no_hidden_card_name() -> None:
    """DOM-8.1: no player sees another player's hand or any library (nor the supplies below
    their top card) — checked at every decision of a played game, for every player."""
    game = new_game(players=3, seed=21, turn_limit=24)
    rng = random.Random(21)
    checked = 0
    would_catch = 0
    while game.pending is not None:
        views = [set(strings(game.view(viewer).to_json())) for viewer in range(3)]
        for viewer in range(3):
            hidden = hidden_names(game, viewer)
            leaked = views[viewer] & hidden
            assert not leaked, f"view of player {viewer} shows {leaked}"
            checked += 1
            # The check is not vacuous: another player's view does show some of these names.
            would_catch += bool(views[(viewer + 1) % 3] & hidden)
        game.apply(rng.choice(game.pending.options))
    assert checked > 50
    assert would_catch > checked // 2


def test_dom_8_1_planted_secret_cards_stay_secret() -> None:
    """DOM-8.1: uniquely named cards in an opponent's hand and in libraries never reach a view,
    while the viewer's own hand is shown in full."""
    game = new_game(players=3, seed=5)
    me = game.turn_player
    others = [p for p in range(3) if p != me]
    mine = add_card(game, "My Own Secret", "{U}", "Instant")
    arrange(game, hand=[mine])
    game.players[others[0]].hand.append(add_card(game, "Their Hand Secret", "{U}", "Instant"))
    game.players[others[1]].library.append(add_card(game, "Their Library Secret", "{U}",
                                                     "Instant"))
    game.players[me].library.append(add_card(game, "My Library Secret", "{U}", "Instant"))
    for viewer in range(3):
        text = json.dumps(game.view(viewer).to_json())
        assert "Library Secret" not in text
        assert ("Their Hand Secret" in text) is (viewer == others[0])
        assert ("My Own Secret" in text) is (viewer == me)


def test_dom_8_1_view_contains_every_public_thing() -> None:
    """DOM-8.1: each player sees their own hand and library size; every discard pile,
    battlefield, exile, land pile count, supply top card and size; every player's hand size and
    library size."""
    game = new_game(players=3, seed=8)
    me = game.turn_player
    put_creatures(game, (me + 1) % 3, [(2, 3)])
    game.exile.append(game.supplies["U-spell"].pop())
    game.players[(me + 2) % 3].discard.append(game.supplies["artifact"].pop())
    cards = game.cards
    for viewer in range(3):
        view = game.view(viewer).to_json()
        assert set(view) == VIEW_KEYS
        assert view["hand"] == [cards[c].name for c in game.players[viewer].hand]
        assert view["exile"] == [cards[c].name for c in game.exile]
        assert view["land_piles"] == {k: len(v) for k, v in game.land_piles.items()}
        for key, ids in game.supplies.items():
            assert view["supplies"][key]["size"] == len(ids)
            assert view["supplies"][key]["top"]["name"] == cards[ids[-1]].name
        for seat, state in enumerate(game.players):
            seen = view["players"][seat]
            assert set(seen) == PLAYER_KEYS
            assert seen["hand_size"] == len(state.hand)
            assert seen["library_size"] == len(state.library)
            assert seen["discard"] == [cards[c].name for c in state.discard]
            assert [b["name"] for b in seen["battlefield"]] == [
                cards[c].name for c in state.battlefield
            ]
            assert seen["score"] == state.score
    assert game.view(0).to_json()["players"][(me + 1) % 3]["battlefield"][0]["power"] == 2


def test_dom_8_1_empty_supply_shows_no_top() -> None:
    """DOM-8.1 / DOM-2.2: an empty supply shows size 0 and no top card."""
    game = new_game(players=2, seed=1)
    game.supplies["G-spell"].clear()
    assert game.view(0).to_json()["supplies"]["G-spell"] == {"size": 0, "top": None}


def test_dom_8_1_land_pile_size_reads_the_public_pile_sizes() -> None:
    """DOM-8.1: a land pile's size is public; the view's single-pile accessor agrees with the
    whole mapping, including an emptied pile and a name that is no pile."""
    game = random_game(seed=4, players=2, turn_limit=12)
    game.land_piles["Swamp"].clear()
    game.mark_changed()  # changed outside ``apply``: the game re-reads its tables
    view = game.view(1)
    for name, size in view.land_piles.items():
        assert view.land_pile_size(name) == size
    assert view.land_pile_size("Swamp") == 0
    assert view.land_pile_size("Wastes") == 0


# -- DOM-9 records -----------------------------------------------------------------------------


def test_dom_9_record_holds_rules_version_settings_seed_and_actions() -> None:
    """DOM-9: the record holds the rules version, the settings (players, pool, options), the
    seed and the list of chosen actions."""
    game = new_game(players=2, seed=33, pool_cards=mini_pool(), creatures_per_color=2,
                    spells_per_color=2, artifacts=2, sorcery_mana="coloured-only",
                    turn_limit=12)
    rng = random.Random(1)
    while game.pending is not None:
        game.apply(rng.choice(game.pending.options))
    data = json.loads(game.record.dumps())
    assert data["rules_version"] == RULES_VERSION
    assert data["seed"] == 33
    assert data["settings"]["players"] == 2
    assert data["settings"]["sorcery_mana"] == "coloured-only"
    assert data["settings"]["pool_cards"][0] == list(mini_pool()[0])
    assert len(data["actions"]) == len(game.actions)
    assert data["actions"][-1]["answer"] == {"type": "EndMain"}
    assert game.result is not None and data["result"] == game.result.to_json()


@pytest.mark.parametrize("seed", [3, 4])
def test_dom_9_1_replaying_a_record_gives_the_same_game_and_result(seed: int) -> None:
    """DOM-9.1: replaying a record gives the same game, event for event, and the same
    result."""
    game = random_game(seed)
    assert game.result is not None
    text = game.record.dumps()
    again = replay(GameRecord.loads(text))
    assert again.transcript() == game.transcript()
    assert again.result == game.result
    assert again.record.dumps() == text


def test_dom_9_1_unfinished_game_replays_to_the_same_position() -> None:
    """DOM-9.1: a record of a game in progress rebuilds the same position."""
    game = new_game(players=4, seed=6)
    rng = random.Random(6)
    for _ in range(40):
        assert game.pending is not None
        game.apply(rng.choice(game.pending.options))
    again = replay(game.record.to_json())
    assert again.transcript() == game.transcript()
    for viewer in range(4):
        assert again.view(viewer).to_json() == game.view(viewer).to_json()
    assert again.pending is not None and game.pending is not None
    assert again.pending.options == game.pending.options


def test_dom_9_1_a_tampered_record_does_not_replay() -> None:
    """DOM-9.1: a record whose actions or result do not fit says why it does not replay."""
    game = random_game(7, players=2, turn_limit=10)
    data = game.record.to_json()
    bad_action = {**data, "actions": [{"type": "Buy", "supply": "nowhere"}, *data["actions"]]}
    with pytest.raises(RecordError, match="action 0 does not replay"):
        replay(bad_action)
    bad_result = {**data, "result": {**data["result"], "scores": [99, 99]}}
    with pytest.raises(RecordError, match="different result"):
        replay(bad_result)
    with pytest.raises(RecordError, match="rules"):
        replay({**data, "rules_version": "dominarion-0"})


def test_dom_9_1_an_action_naming_a_card_by_name_says_ids_are_needed() -> None:
    """DOM-9.1 with kernel v2: an action (or an old record's action) that names a card by name
    is refused with a message saying actions name cards by object id."""
    from cardtable.core.errors import IllegalAction
    from cardtable.games.dominarion import PlayLand

    game = new_game(players=2, seed=4, auto_lands=False)
    while game.pending is not None and game.pending.tag != "main":
        game.apply(game.pending.options[-1])
    with pytest.raises(IllegalAction, match="by its object id"):
        game.apply(PlayLand("Forest"))  # type: ignore[arg-type]
