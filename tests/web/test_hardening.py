"""The server's defences, one API test each (issue 30): the seed kept secret while a game runs,
request limits refused before the body is read, rate and count limits on table creation, idle
tables expiring, answers acknowledged only once durable (SIGKILL right after an acknowledgement
loses nothing), one server per data folder, CSV cells over the csv module's limit, control
characters in names, one error body shape, security headers and the websocket origin check."""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from cardtable.web.app import create_app
from cardtable.web.guard import CLOSE_ORIGIN, CLOSE_TOO_BIG, MAX_BODY, MAX_MESSAGE
from tests.web.browser import free_port, live_server
from tests.web.conftest import ORGANISER, organiser, seat_auth

T = TypeVar("T")

SRC = str(Path(__file__).resolve().parents[2] / "src")
SEED = 1_987_654_321
ERROR_KEYS = {"error", "detail", "stale"}


def two_humans(client: TestClient, game: str = "dominarion", seed: int = SEED) -> dict[str, Any]:
    response = client.post("/api/tables", json={"game": game, "seed": seed, "seats": [
        {"kind": "human"}, {"kind": "human"}]})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def assert_error_shape(response: httpx.Response, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()
    assert set(body) == ERROR_KEYS and isinstance(body["detail"], str) and body["detail"]
    return body


@pytest.mark.parametrize("game", ["dominarion", "magic", "commander"])
def test_the_seed_is_absent_from_every_response_while_the_game_runs(
        client: TestClient, game: str) -> None:
    created = client.post("/api/tables", json={"game": game, "seed": SEED, "seats": [
        {"kind": "human"}, {"kind": "bot", "bot": "random"}]})
    table = created.json()
    seen = [created.text, client.get("/api/tables").text,
            client.get(f"/api/tables/{table['id']}").text,
            client.get(f"/api/tables/{table['id']}", params={"seat": 0},
                       headers=seat_auth(table["seats"][0]["token"])).text]
    with client.websocket_connect(f"/ws/tables/{table['id']}?seat=0&token="
                                  f"{table['seats'][0]['token']}") as ws:
        seen.append(json.dumps(ws.receive_json()))
    refused = client.get(f"/api/tables/{table['id']}/record")
    assert_error_shape(refused, 409)
    seen.append(refused.text)
    assert all(str(SEED) not in text for text in seen)


def test_an_oversized_body_is_refused_at_once_before_it_is_read(make_app: Any) -> None:
    app = make_app()
    with live_server(app) as server:
        port = int(server.url.rsplit(":", 1)[1])
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        start = time.perf_counter()
        with socket.create_connection(("127.0.0.1", port)) as raw:
            raw.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                        b"\r\nContent-Length: 50000000\r\n\r\n" + b"{" * 65536)
            raw.settimeout(5)
            data = b""
            while b"\r\n\r\n" not in data or not data.rstrip().endswith(b"}"):
                chunk = raw.recv(65536)
                if not chunk:
                    break
                data += chunk
            reply = data.decode()
        elapsed = time.perf_counter() - start
        grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert reply.startswith("HTTP/1.1 413"), reply
    body = json.loads(reply.split("\r\n\r\n", 1)[1])
    assert body["error"] == "TooLarge" and set(body) == ERROR_KEYS
    assert elapsed < 0.5, f"took {elapsed:.2f} s"
    assert grown_kb < 20_000, f"memory grew {grown_kb} kB"


def test_a_chunked_body_is_refused_once_it_passes_the_limit(client: TestClient) -> None:
    sent = []

    def chunks() -> Iterator[bytes]:
        for _ in range(MAX_BODY // 65536 + 10):
            sent.append(1)
            yield b" " * 65536

    response = client.post("/api/tables", content=chunks(),
                           headers={"content-type": "application/json"})
    assert_error_shape(response, 413)


def test_an_oversized_websocket_message_closes_with_1009(client: TestClient) -> None:
    table = two_humans(client)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        ws.receive_json()
        ws.send_text("x" * (MAX_MESSAGE + 1))
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == CLOSE_TOO_BIG


def test_a_websocket_from_another_sites_page_is_refused(client: TestClient) -> None:
    table = two_humans(client)
    with pytest.raises(WebSocketDisconnect) as closed, client.websocket_connect(
            f"/ws/tables/{table['id']}", headers={"origin": "https://evil.example"}) as ws:
        ws.receive_json()
    assert closed.value.code == CLOSE_ORIGIN
    with client.websocket_connect(f"/ws/tables/{table['id']}",
                                  headers={"origin": "http://testserver"}) as ws:
        assert ws.receive_json()["type"] == "state"


def test_table_creation_is_rate_limited_per_address(db_url: str) -> None:
    app = create_app(db_url, organiser_token=ORGANISER, tables_per_minute=2)
    with TestClient(app) as client:
        two_humans(client)
        two_humans(client)
        body = assert_error_shape(client.post("/api/tables", json={
            "seats": [{"kind": "human"}]}), 429)
    assert "per 60 s" in body["detail"]


def test_the_number_of_unfinished_tables_is_limited(db_url: str) -> None:
    app = create_app(db_url, organiser_token=ORGANISER, max_tables=1)
    with TestClient(app) as client:
        two_humans(client)
        assert_error_shape(client.post("/api/tables", json={"seats": [{"kind": "human"}]}),
                           429)


def on_app_loop(client: TestClient, work: Coroutine[Any, Any, T]) -> T:
    """Await ``work`` on the app's own event loop (the test client's portal): the tables'
    asyncio locks belong to that loop, so awaiting them from another (``asyncio.run``) hangs
    when the app's background flush holds one at that moment."""

    async def run() -> T:
        return await work

    assert client.portal is not None, "use the client as a context manager"
    return client.portal.call(run)


def test_idle_tables_expire_and_leave_the_store(make_app: Any) -> None:
    app = make_app()
    with TestClient(app) as client:
        table = two_humans(client)
        tables = app.state.context.tables
        assert on_app_loop(client, tables.expire_idle(now=time.time() + 60)) == []
        gone = on_app_loop(client, tables.expire_idle(now=time.time() + 7 * 3600))
        assert gone == [table["id"]]
        assert tables.records.load(table["id"]) is None
        assert_error_shape(client.get(f"/api/tables/{table['id']}"), 404)


def test_control_characters_are_refused_in_names(client: TestClient) -> None:
    for name in ("Ann\x00", "A\x1b[31mB", "Bo\u202eb", "line\nbreak"):
        response = client.post("/api/tables", json={"seats": [{"kind": "human", "name": name}]})
        assert "control characters" in assert_error_shape(response, 422)["detail"]
    client.post("/api/events", json={"name": "Cup", "game": "magic"}, headers=organiser())
    response = client.post("/api/events/Cup/players", json={"name": "Eve\x07"},
                           headers=organiser())
    assert_error_shape(response, 422)
    response = client.post("/api/events/Cup/players/csv", json={"csv": "name\nEve\x07\n"},
                           headers=organiser())
    assert "control characters" in assert_error_shape(response, 409)["detail"]


def test_a_csv_cell_over_the_csv_modules_limit_is_a_4xx(client: TestClient) -> None:
    client.post("/api/events", json={"name": "Big", "game": "magic"}, headers=organiser())
    big = "name\n\"" + "a" * 200_000 + "\"\n"
    response = client.post("/api/events/Big/players/csv", json={"csv": big},
                           headers=organiser())
    assert "field larger than field limit" in assert_error_shape(response, 409)["detail"]


def test_every_4xx_has_the_one_error_shape(client: TestClient) -> None:
    table = two_humans(client)
    assert_error_shape(client.get("/api/no-such-route"), 404)
    assert_error_shape(client.delete("/api/tables"), 405)
    assert_error_shape(client.post("/api/tables", json={"seats": []}), 422)
    assert_error_shape(client.get("/api/tables/nope"), 404)
    assert_error_shape(client.get(f"/api/tables/{table['id']}", params={"seat": 0}), 401)
    assert_error_shape(client.post("/api/events", json={"name": "x", "game": "magic"}), 401)


def test_pages_and_the_api_carry_the_security_headers(client: TestClient) -> None:
    for path in ("/", "/api/tables", "/static/table.js", "/api/nothing"):
        headers = client.get(path).headers
        assert headers["x-frame-options"] == "DENY"
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert "default-src 'self'" in headers["content-security-policy"]
        assert headers["referrer-policy"] == "no-referrer"


# -- real server processes --------------------------------------------------------------------


def start_server(home: Path, port: int, *extra: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": SRC, "CARDTABLE_HOME": str(home)}
    env.pop("CARDTABLE_DB", None)
    return subprocess.Popen(
        [sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--bot-delay", "0",
         *extra], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_up(url: str) -> None:
    for _ in range(600):
        try:
            httpx.get(url + "/api/games", timeout=2)
            return
        except httpx.HTTPError:
            time.sleep(0.05)
    raise AssertionError("the server did not start")


@pytest.mark.parametrize("sync", ["full", "normal"])
def test_sigkill_right_after_an_acknowledged_answer_loses_nothing(
        tmp_path: Path, sync: str) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(tmp_path, port, "--sync", sync)
    try:
        wait_up(url)
        table = httpx.post(url + "/api/tables", json={"seed": 4, "seats": [
            {"kind": "human"}, {"kind": "human"}], "options": {"auto_lands": False}}).json()
        tokens = [s["token"] for s in table["seats"]]
        for _ in range(11):
            states = [httpx.get(f"{url}/api/tables/{table['id']}", params={"seat": s},
                                headers=seat_auth(tokens[s])).json() for s in (0, 1)]
            seat = next(s for s in (0, 1) if states[s]["decisions"])
            decision = states[seat]["decisions"][0]
            answer = {"seat": seat, "decision_id": decision["id"],
                      "answer": 0 if decision["kind"] != "choose_subset" else []}
            reply = httpx.post(f"{url}/api/tables/{table['id']}/actions", json=answer,
                               headers=seat_auth(tokens[seat]))
            assert reply.status_code == 200, reply.text
        server.send_signal(signal.SIGKILL)  # at once after the last acknowledgement
        server.wait(10)
    finally:
        if server.poll() is None:
            server.kill()
        server.communicate(timeout=10)
    server = start_server(tmp_path, port)
    try:
        wait_up(url)
        after = httpx.get(f"{url}/api/tables/{table['id']}", params={"seat": seat},
                          headers=seat_auth(tokens[seat])).json()
        again = httpx.post(f"{url}/api/tables/{table['id']}/actions", json=answer,
                           headers=seat_auth(tokens[seat]))
    finally:
        server.terminate()
        server.communicate(timeout=30)
    # the last acknowledged answer was applied before the kill and resumed after it
    assert after["log_size"] > states[seat]["log_size"]
    assert again.status_code == 409 and again.json()["stale"] is True


def test_a_second_server_on_the_same_data_folder_exits_with_a_clear_error(
        tmp_path: Path) -> None:
    first_port, second_port = free_port(), free_port()
    first = start_server(tmp_path, first_port)
    try:
        wait_up(f"http://127.0.0.1:{first_port}")
        second = start_server(tmp_path, second_port)
        out, err = second.communicate(timeout=60)
        assert second.returncode == 2
        assert "another cardtable server" in (out + err) and str(first.pid) in (out + err)
    finally:
        first.terminate()
        first.communicate(timeout=30)


def test_a_finished_unwatched_table_leaves_memory_but_not_the_store(make_app: Any) -> None:
    app = make_app()
    with TestClient(app) as client:
        created = client.post("/api/tables", json={"seed": 3, "seats": [
            {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
            "options": {"turn_limit": 2}}).json()
        tables = app.state.context.tables
        from tests.web.conftest import wait_for

        wait_for(lambda: tables.tables[created["id"]].game.result is not None, "the game's end")
        on_app_loop(client, tables.flush())
        result = tables.tables[created["id"]].game.result.to_json()
        on_app_loop(client, tables.expire_idle(now=time.time() + 3600))
        assert created["id"] not in tables.tables  # out of memory …
        again = client.get(f"/api/tables/{created['id']}").json()
        assert again["result"] == result  # … and read back from the store when asked for
