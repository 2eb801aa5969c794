"""Magic and Commander tables over the API: creation with the CLI's settings, each seat's board
(own hand only, the command zone with tax, commander damage, the stack with targets, names in
the log), the auto-pass stops, every offered bot playing, and a failing bot shown to the table."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from cardtable.core.decision import Decision
from cardtable.web.magic import opening_hand
from cardtable.web.render import decision_json
from tests.web.conftest import seat_auth, wait_for


def create(client: TestClient, game: str, seats: list[dict[str, Any]], seed: int = 5,
           **options: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json={"game": game, "seats": seats, "seed": seed,
                                                "options": options})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def live(client: TestClient, table: dict[str, Any]) -> Any:
    return client.app.state.context.tables.tables[table["id"]]  # type: ignore[attr-defined]


def seat_state(client: TestClient, table: dict[str, Any], seat: int | None) -> dict[str, Any]:
    if seat is None:
        response = client.get(f"/api/tables/{table['id']}")
    else:
        response = client.get(f"/api/tables/{table['id']}", params={"seat": seat},
                              headers=seat_auth(table["seats"][seat]["token"]))
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


def answer_for(decision: dict[str, Any], rng: random.Random) -> Any:
    """A legal-shaped answer to any decision kind, as the page would send it."""
    kind, count = decision["kind"], len(decision["options"])
    if kind in ("choose_one", "choose_number", "yes_no"):
        if decision["tag"] == "priority":
            return 0  # pass: keeps the game short
        if decision["tag"] == "mulligan.keep" and "keep" in decision["options"]:
            return decision["options"].index("keep")
        return rng.randrange(count)
    if kind == "choose_subset":
        return list(range(decision["min_count"]))
    if kind == "choose_ordered":
        return list(range(max(decision["min_count"], 0) if decision["min_count"] < count
                          else count))
    if kind == "assign":
        shares = list(decision["minimums"]) or [0] * len(decision["options"])
        shares[0] += decision["total"] - sum(shares)
        return shares
    return []


def play_human_to_the_end(client: TestClient, table: dict[str, Any], seat: int,
                          limit: int = 400) -> set[str]:
    rng = random.Random(1)
    kinds: set[str] = set()
    for _ in range(limit):
        current = wait_for(lambda: (s := seat_state(client, table, seat)) and (
            s["result"] or s["decisions"] or s["error"]) and s, "the human's turn to act")
        assert current["error"] is None, current["error"]
        if current["result"]:
            return kinds
        decision = current["decisions"][0]
        kinds.add(decision["tag"])
        response = client.post(f"/api/tables/{table['id']}/actions",
                               json={"seat": seat, "decision_id": decision["id"],
                                     "answer": answer_for(decision, rng)},
                               headers=seat_auth(table["seats"][seat]["token"]))
        assert response.status_code in (200, 409), response.text
    raise AssertionError("the game did not end")


def test_a_commander_table_plays_to_the_end_with_one_human_and_three_bots(
        client: TestClient) -> None:
    table = create(client, "commander", [{"kind": "human", "name": "Ann"},
                                         {"kind": "bot", "bot": "commander"},
                                         {"kind": "bot", "bot": "heuristic"},
                                         {"kind": "bot", "bot": "random"}], turn_limit=6)
    assert "seed" not in table
    first = seat_state(client, table, 0)
    board = first["board"]
    assert board["players"][0]["name"] == "Ann"
    assert len(board["hand"]) in (0, 7)
    # CMD-2.1: each commander starts in its owner's command zone; tax 0 before any cast
    commanders = [p["command"] for p in board["players"]]
    assert all(len(zone) >= 1 for zone in commanders)
    assert commanders[0][0]["tax"] == 0 and "tax" not in commanders[1][0]
    assert all(p["life"] == 40 for p in board["players"])
    play_human_to_the_end(client, table, 0)
    final = seat_state(client, table, 0)
    assert final["result"]["reason"] == "turn_limit"
    # the log names people, never 0-based seats
    assert any(line.startswith("Ann:") for line in final["log"])
    assert not any("Player 0" in line or "player 0" in line for line in final["log"])
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert record["record"]["seed"] == 5


def test_cr_402_3_a_seat_sees_its_own_hand_only_and_a_spectator_none(
        client: TestClient) -> None:
    table = create(client, "magic", [{"kind": "human"}, {"kind": "human"}], seed=9)
    game = live(client, table).game
    for seat in (0, 1):
        board = seat_state(client, table, seat)["board"]
        # CR 103.5: while the mulligans go on, the hand is the one being decided on
        hand = game.view(seat).hand or opening_hand(game, seat)
        assert len(hand) == 7
        assert [c["name"] for c in board["hand"]] == [c.name for c in hand]
        assert all(c["text"] is not None and "type" in c for c in board["hand"])
    spectator = seat_state(client, table, None)["board"]
    assert "hand" not in spectator and spectator["viewer"] is None
    hands = {c.name for s in (0, 1) for c in game.view(s).hand}
    text = str(seat_state(client, table, None))
    lands = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert not any(f"'{name}'" in text for name in hands - lands)


def test_magic_rules_text_and_the_stack_with_targets_reach_the_page(client: TestClient) -> None:
    table = create(client, "magic", [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}],
                   seed=3, turn_limit=10)
    kinds = play_human_to_the_end(client, table, 0)
    assert "priority" in kinds
    game = live(client, table).game
    # a permanent on the battlefield shows its type line and rules text on hover
    board = seat_state(client, table, 0)["board"]
    perms = [x for p in board["players"] for g in p["battlefield"].values() for x in g]
    assert perms and all("type" in x and "text" in x for x in perms)
    assert game.result is not None


def test_the_auto_pass_stops_ask_a_person_only_when_they_can_act(client: TestClient) -> None:
    table = create(client, "magic", [{"kind": "human"}, {"kind": "human"}], seed=4)
    game = live(client, table).game
    for _ in range(40):
        decision: Decision | None = game.pending
        if decision is None:
            break
        # never a priority decision whose only option is to pass
        if decision.tag == "priority":
            assert len(decision.options) > 1
        client.post(f"/api/tables/{table['id']}/actions",
                    json={"seat": decision.player, "decision_id": decision.id, "answer": 0},
                    headers=seat_auth(table["seats"][decision.player]["token"]))


@pytest.mark.parametrize("game", ["dominarion", "magic", "commander"])
def test_every_bot_offered_for_a_game_plays(client: TestClient, game: str) -> None:
    offered = client.get("/api/games").json()[game]["bots"]
    # each game's searching bot: ISMCTS for Dominarion, the Magic search bot (issue 31)
    assert ("ismcts" if game == "dominarion" else "search") in offered
    seats = [{"kind": "bot", "bot": b} for b in offered][:6]
    if len(seats) < 2:
        seats.append({"kind": "bot", "bot": "random"})
    table = create(client, game, seats, seed=2, turn_limit=2)
    done = wait_for(lambda: (s := seat_state(client, table, None)) and (
        s["result"] or s["error"]) and s, "the bots' game to end", attempts=2400)
    assert done["error"] is None and done["result"] is not None


def test_a_failing_bot_is_an_error_shown_to_the_table_never_a_random_move(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardtable.agents.magic.bots import HeuristicBot

    def broken(self: Any, view: Any, decision: Decision) -> Any:
        raise RuntimeError("the bot's evaluation crashed")

    monkeypatch.setattr(HeuristicBot, "choose", broken)
    table = create(client, "magic", [{"kind": "bot", "bot": "heuristic"},
                                     {"kind": "bot", "bot": "heuristic"}], seed=1)
    shown = wait_for(lambda: seat_state(client, table, None)["error"], "the bot's error")
    assert "the bot's evaluation crashed" in shown and "heuristic" in shown
    assert len(live(client, table).game.answers) == 0


def answer_decision(client: TestClient, table: dict[str, Any], decision: Decision) -> None:
    shown = decision_json(decision)
    response = client.post(f"/api/tables/{table['id']}/actions", json={
        "seat": decision.player, "decision_id": decision.id,
        "answer": answer_for(shown, random.Random(decision.id))},
        headers=seat_auth(table["seats"][decision.player]["token"]))
    assert response.status_code in (200, 409), response.text


def test_pass_until_end_of_turn_asks_again_only_at_the_end_of_the_turn(
        client: TestClient) -> None:
    """magic.md §1.3, the terminal's "pe": priority passes for the seat until the end step."""
    table = create(client, "magic", [{"kind": "human"}, {"kind": "human"}], seed=6,
                   turn_limit=8)
    game = live(client, table).game
    tokens = [s["token"] for s in table["seats"]]
    for _ in range(200):  # answer everything until some seat is asked for priority
        decision = game.pending
        if decision.tag == "priority":
            break
        answer_decision(client, table, decision)
    seat = game.pending.player
    with client.websocket_connect(f"/ws/tables/{table['id']}?seat={seat}&token="
                                  f"{tokens[seat]}") as ws:
        ws.receive_json()
        ws.send_json({"type": "pass_until", "until": "nonsense"})
        while (reply := ws.receive_json())["type"] == "state":
            pass
        assert reply["type"] == "refused" and reply["error"] == "BadAnswer"
        turn = game.state.turn
        ws.send_json({"type": "pass_until", "until": "end_of_turn"})
        while (reply := ws.receive_json())["type"] == "state":
            pass
        assert reply["type"] == "accepted"
    for _ in range(400):
        decision = game.pending
        if decision is None or decision.player == seat:
            break
        answer_decision(client, table, decision)
    # asked again only at the end of the turn (or later, or for a decision that is not priority)
    assert game.pending is None or game.pending.tag != "priority" or (
        game.state.step in ("end", "cleanup") or game.state.turn > turn)
    assert game.pending is None or game.pending.tag != "priority" or game.state.step != "main1"
    assert game.autopass_of(seat) is not None and game.autopass_of(seat).until is None


def test_a_pasted_deck_with_an_unsupported_card_is_refused_or_played_with_marked_stand_ins(
        make_app: Any) -> None:
    """magic.md §2 at the web table: an unsupported card refuses the pasted deck (a 4xx naming
    it) unless the table allows stand-ins; then the card is marked as one on the board, also
    after the server restarts."""
    deck = "20 Tempest Efreet\n20 Forest\n"
    body = {"game": "magic", "seed": 3, "seats": [{"kind": "human"}, {"kind": "human"}],
            "options": {"decks": [deck], "turn_limit": 4}}
    with TestClient(make_app()) as client:
        refused = client.post("/api/tables", json=body)
        assert refused.status_code == 400 and "Tempest Efreet" in refused.json()["detail"]
        body["options"]["allow_unsupported"] = True  # type: ignore[index]
        created = client.post("/api/tables", json=body)
        assert created.status_code == 201, created.text
        table = created.json()
        game = live(client, table).game
        assert live(client, table).stand_ins == ("Tempest Efreet",)
    with TestClient(make_app()) as client:  # restarted: the game resumes from the store
        game = live(client, table).game
        cards = [c for s in (0, 1) for c in (game.view(s).hand or opening_hand(game, s))]
        assert any(c.name == "Tempest Efreet" for c in cards)
        for seat in (0, 1):
            for card in seat_state(client, table, seat)["board"]["hand"]:
                assert card.get("stand_in", False) == (card["name"] == "Tempest Efreet")


def test_a_commander_table_takes_pasted_and_bundled_decks_house_rules_and_a_rules_date(
        client: TestClient) -> None:
    from cardtable.games.magic.commander.decks import DECK_DIR

    pasted = (DECK_DIR / "yargle.txt").read_text(encoding="utf-8")
    table = create(client, "commander", [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
                   decks=[pasted, "jerrard"], house_rules=["partial-paris"],
                   rules_date="2012-01-01", life=30)
    game = live(client, table).game
    settings = game.commander_settings
    assert settings.commanders == (("Yargle, Glutton of Urborg",), ("Jerrard of the Closed Fist",))
    assert settings.house_rules == ("partial-paris",) and settings.life == 30
    assert seat_state(client, table, 0)["board"]["players"][0]["life"] == 30
    bad = client.post("/api/tables", json={"game": "commander", "seats": [{"kind": "human"}] * 2,
                                           "options": {"house_rules": ["no-such-rule"]}})
    assert bad.status_code == 422
    bad = client.post("/api/tables", json={"game": "commander", "seats": [{"kind": "human"}] * 2,
                                           "options": {"lands_per_type": 16}})
    assert bad.status_code == 400 and "unknown Commander options" in bad.json()["detail"]
