"""Game tables through the JSON API and the websocket: seat tokens, per-seat views, decision ids,
bots off the event loop, and recording that survives a server restart."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from cardtable.core.decision import Decision
from cardtable.web.records import RecordStore
from tests.web.conftest import seat_auth, wait_for


def new_table(client: TestClient, seats: list[dict[str, Any]], seed: int = 11,
              **options: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json={"seats": seats, "seed": seed, "options": options})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def state(client: TestClient, table: dict[str, Any], seat: int | None) -> dict[str, Any]:
    if seat is None:
        response = client.get(f"/api/tables/{table['id']}")
    else:
        response = client.get(f"/api/tables/{table['id']}", params={"seat": seat},
                              headers=seat_auth(table["seats"][seat]["token"]))
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def live_game(client: TestClient, table: dict[str, Any]) -> Any:
    return client.app.state.context.tables.tables[table["id"]].game  # type: ignore[attr-defined]


def test_each_human_seat_gets_a_secret_join_link_and_bots_none(client: TestClient) -> None:
    table = new_table(client, [{"kind": "human", "name": "Ada"}, {"kind": "human"},
                               {"kind": "bot", "bot": "rush"}])
    humans = [s for s in table["seats"] if s["kind"] == "human"]
    assert len({s["token"] for s in humans}) == 2
    for seat in humans:
        assert seat["join_url"] == f"/table/{table['id']}?seat={seat['seat']}&token={seat['token']}"
    assert table["seats"][2]["token"] is None and table["seats"][2]["join_url"] is None
    assert table["seats"][0]["name"] == "Ada"


def test_a_seat_sees_its_own_hand_and_a_spectator_sees_no_hand(client: TestClient) -> None:
    """DOM-8.1: a view holds the viewer's hand only; a spectator gets public information."""
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}], seed=5, auto_lands=False)
    game = live_game(client, table)
    for seat in (0, 1):
        mine = state(client, table, seat)
        assert [c["name"] for c in mine["board"]["hand"]] == [c.name for c in game.view(seat).hand]
        assert all({"name", "cost", "kind"} <= set(c) for c in mine["board"]["hand"])
    watcher = state(client, table, None)
    assert "hand" not in watcher["board"] and watcher["decisions"] == []
    assert watcher["board"]["players"] == state(client, table, 0)["board"]["players"]


def test_decisions_go_only_to_the_seat_asked(client: TestClient) -> None:
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}])
    game = live_game(client, table)
    asked = game.pending.player
    other = 1 - asked
    assert [d["id"] for d in state(client, table, asked)["decisions"]] == [game.pending.id]
    assert state(client, table, other)["decisions"] == []
    assert state(client, table, other)["waiting_for"] == [asked]


def test_tokens_are_required_and_open_only_their_own_seat(client: TestClient) -> None:
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}])
    url = f"/api/tables/{table['id']}"
    assert client.get(url, params={"seat": 0}).status_code == 401
    wrong = client.get(url, params={"seat": 0}, headers=seat_auth(table["seats"][1]["token"]))
    assert wrong.status_code == 403
    game = live_game(client, table)
    asked = game.pending.player
    other = 1 - asked
    body = {"seat": asked, "decision_id": game.pending.id, "answer": 0}
    # Another seat's token cannot act for the seat being asked.
    refused = client.post(f"{url}/actions", json=body,
                          headers=seat_auth(table["seats"][other]["token"]))
    assert refused.status_code == 403
    # Nor can a seat answer with its own token a decision that is not its own.
    refused = client.post(f"{url}/actions", json={**body, "seat": other},
                          headers=seat_auth(table["seats"][other]["token"]))
    assert refused.status_code == 403 and refused.json()["error"] == "WrongPlayer"
    assert game.pending.id == body["decision_id"] and len(game.actions) == 0


def test_an_answer_needs_the_current_decision_id_and_a_stale_one_is_refused(
        client: TestClient) -> None:
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}])
    game = live_game(client, table)
    decision: Decision = game.pending
    token = table["seats"][decision.player]["token"]
    url = f"/api/tables/{table['id']}/actions"
    answer = {"seat": decision.player, "decision_id": decision.id, "answer": 0}
    assert client.post(url, json=answer, headers=seat_auth(token)).status_code == 200
    assert len(game.actions) == 1
    stale = client.post(url, json=answer, headers=seat_auth(token))
    assert stale.status_code == 409
    assert stale.json()["stale"] is True and stale.json()["error"] == "StaleDecision"
    assert len(game.actions) == 1


def test_an_answer_of_the_wrong_shape_is_a_422_and_changes_nothing(client: TestClient) -> None:
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}])
    game = live_game(client, table)
    decision = game.pending
    token = table["seats"][decision.player]["token"]
    url = f"/api/tables/{table['id']}/actions"
    for answer in (len(decision.options), [0, 1]):
        response = client.post(url, json={"seat": decision.player, "decision_id": decision.id,
                                          "answer": answer}, headers=seat_auth(token))
        assert response.status_code == 422, response.text
        assert response.json()["detail"]
    assert game.actions == [] and game.pending.id == decision.id


def test_the_websocket_sends_each_seat_its_own_state_and_refuses_stale_clicks(
        client: TestClient) -> None:
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}], seed=3)
    game = live_game(client, table)
    asked = game.pending.player
    token = table["seats"][asked]["token"]
    path = f"/ws/tables/{table['id']}?seat={asked}&token={token}"
    with client.websocket_connect(path) as socket:
        first = socket.receive_json()
        assert first["type"] == "state" and first["seat"] == asked
        decision = first["decisions"][0]
        socket.send_json({"type": "act", "decision_id": decision["id"], "answer": 0})
        after = socket.receive_json()
        assert after["type"] == "state" and after["log_size"] > first["log_size"]
        # the acknowledgement comes once the answer is in the store
        assert socket.receive_json() == {"type": "accepted", "decision_id": decision["id"]}
        # Later messages carry only the log lines not sent before.
        assert after["log_from"] == first["log_size"]
        assert len(after["log"]) == after["log_size"] - first["log_size"]
        whole = state(client, table, asked)["log"]
        assert (first["log"] + after["log"])[-len(whole):] == whole
        socket.send_json({"type": "act", "decision_id": decision["id"], "answer": 0})
        refused = socket.receive_json()
        assert refused["type"] == "refused" and refused["stale"] is True
    assert len(game.actions) == 1


def test_a_wrong_token_cannot_open_a_seats_websocket(client: TestClient) -> None:
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}])
    path = f"/ws/tables/{table['id']}?seat=0&token={table['seats'][1]['token']}"
    with client.websocket_connect(path) as socket:
        message = socket.receive_json()
    assert message["type"] == "error" and message["error"] == "Forbidden"


def test_a_spectator_websocket_cannot_act(client: TestClient) -> None:
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}])
    game = live_game(client, table)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as socket:
        assert socket.receive_json()["seat"] is None
        socket.send_json({"type": "act", "decision_id": game.pending.id, "answer": 0})
        assert socket.receive_json()["type"] == "refused"
    assert game.actions == []


def test_bots_play_a_whole_game_to_its_result(client: TestClient) -> None:
    table = new_table(client, [{"kind": "bot", "bot": "rush"}, {"kind": "bot", "bot": "big"},
                               {"kind": "bot", "bot": "random"}], seed=8, turn_limit=12)
    final = wait_for(lambda: state(client, table, None)["result"], "the bots to finish")
    assert final["reason"] and sorted(final["ranking"]) == [0, 1, 2]


class BlockedBot:
    """A bot that thinks until the test lets it go."""

    name = "blocked"

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.release = threading.Event()

    def choose(self, view: Any, decision: Decision) -> Any:
        self.thinking.set()
        assert self.release.wait(60)
        return decision.options[-1]


def test_a_thinking_bot_does_not_block_the_server(
        make_app: Callable[[], FastAPI], monkeypatch: Any) -> None:
    bot = BlockedBot()
    import cardtable.web.tables as tables_module

    real = tables_module.make_agent
    monkeypatch.setattr(tables_module, "make_agent",
                        lambda spec, seed, game: bot if spec == "rush" else real(spec, seed, game))
    with TestClient(make_app()) as client:
        table = new_table(client, [{"kind": "bot", "bot": "rush"}, {"kind": "human"}], seed=2)
        game = live_game(client, table)
        if game.pending.player == 1:  # let the human move first so the bot is asked
            client.post(f"/api/tables/{table['id']}/actions",
                        json={"seat": 1, "decision_id": game.pending.id,
                              "answer": len(game.pending.options) - 1},
                        headers=seat_auth(table["seats"][1]["token"]))
        assert bot.thinking.wait(30)
        answered: list[int] = []
        worker = threading.Thread(
            target=lambda: answered.append(client.get("/api/tables").status_code))
        worker.start()
        worker.join(30)
        served_while_thinking = answered == [200]
        bot.release.set()
        assert served_while_thinking, "the server did not answer while a bot was thinking"


def test_a_restarted_server_resumes_an_unfinished_game_from_the_store(
        make_app: Callable[[], FastAPI]) -> None:
    with TestClient(make_app()) as client:
        table = new_table(client, [{"kind": "human"}, {"kind": "human"}], seed=21)
        game = live_game(client, table)
        for _ in range(6):
            decision = game.pending
            response = client.post(
                f"/api/tables/{table['id']}/actions",
                json={"seat": decision.player, "decision_id": decision.id, "answer": 0},
                headers=seat_auth(table["seats"][decision.player]["token"]))
            assert response.status_code == 200
        before = {seat: state(client, table, seat) for seat in (0, 1)}
        transcript = game.transcript()
        record = list(game.record.actions)
    stored = RecordStore(create_app_store(make_app)).load(table["id"])
    assert stored is not None and stored.actions == record and not stored.finished
    with TestClient(make_app()) as client:  # a new server on the same store
        resumed = live_game(client, table)
        assert resumed.transcript() == transcript
        for seat in (0, 1):
            assert state(client, table, seat) == before[seat]
        decision = resumed.pending
        response = client.post(
            f"/api/tables/{table['id']}/actions",
            json={"seat": decision.player, "decision_id": decision.id, "answer": 0},
            headers=seat_auth(table["seats"][decision.player]["token"]))
        assert response.status_code == 200 and len(resumed.actions) == 7


def create_app_store(make_app: Callable[[], FastAPI]) -> Any:
    return make_app().state.context.store.engine


def test_unknown_tables_and_bad_requests_are_clear_4xx(client: TestClient) -> None:
    missing = client.get("/api/tables/nope")
    assert missing.status_code == 404 and "no table" in missing.json()["detail"]
    too_many = client.post("/api/tables", json={"seats": [{"kind": "human"}] * 6})
    assert too_many.status_code == 400 and "not 6" in too_many.json()["detail"]
    bad_bot = client.post("/api/tables", json={"seats": [{"kind": "bot", "bot": "rsuh"},
                                                         {"kind": "human"}]})
    assert bad_bot.status_code == 400 and "rush" in bad_bot.json()["detail"]
    a_file = client.post("/api/tables", json={"seats": [{"kind": "bot", "bot": "/etc/hosts"},
                                                        {"kind": "human"}]})
    assert a_file.status_code == 400 and "unknown bot" in a_file.json()["detail"]
    lonely = client.post("/api/tables", json={"seats": [{"kind": "human"}]})
    assert lonely.status_code == 400 and "solitaire" in lonely.json()["detail"]
    typo = client.post("/api/tables", json={"seats": [{"kind": "human"}] * 2,
                                            "options": {"turns": 3}})
    assert typo.status_code == 422 and "turns" in typo.json()["detail"]


def test_a_spectator_gets_only_what_every_seat_sees(client: TestClient, monkeypatch: Any) -> None:
    """DOM-8.1: whatever a view shows its viewer alone (here a made-up private field, as a
    future view might add) never reaches a spectator."""
    from cardtable.games.dominarion.view import DominarionView

    plain = DominarionView.to_json

    def with_private_field(view: Any) -> dict[str, Any]:
        data: dict[str, Any] = plain(view)
        data["private_ids"] = [view.player * 100 + i for i in range(3)]
        return data

    monkeypatch.setattr(DominarionView, "to_json", with_private_field)
    table = new_table(client, [{"kind": "human"}, {"kind": "human"}], seed=4)
    watcher = state(client, table, None)["board"]
    assert "private_ids" not in watcher and "hand" not in watcher
    assert {"supplies", "players", "turn", "land_piles"} <= set(watcher)
    assert state(client, table, 1)["board"]["private_ids"] == [100, 101, 102]


def test_after_a_restart_the_bots_of_an_unfinished_game_play_on_to_its_end(
        make_app: Callable[[], FastAPI]) -> None:
    with TestClient(make_app()) as client:
        table = new_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "rush"}], seed=6,
                          turn_limit=8)
        game = live_game(client, table)
        wait_for(lambda: game.pending is not None and game.pending.player == 0, "seat 0's turn")
        answered = len(game.actions)
    with TestClient(make_app()) as client:
        resumed = live_game(client, table)
        assert len(resumed.actions) == answered
        token = table["seats"][0]["token"]
        while True:
            wait_for(lambda: resumed.result is not None or resumed.pending.player == 0,
                     "seat 0 to be asked, or the end")
            if resumed.result is not None:
                break
            decision = resumed.pending
            response = client.post(f"/api/tables/{table['id']}/actions",
                                   json={"seat": 0, "decision_id": decision.id,
                                         "answer": len(decision.options) - 1},
                                   headers=seat_auth(token))
            assert response.status_code == 200
        assert {a.player for a in resumed.answers} == {0, 1}
        assert state(client, table, None)["result"]["reason"]
