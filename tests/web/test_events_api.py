"""Tournaments over the JSON API: the organiser's token guards every change, and the web runs the
same operations on the same store as the `cardtable event` command."""

from __future__ import annotations

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from cardtable.cli import app as cli_app
from cardtable.store.database import EventStore
from cardtable.tournament import operations
from cardtable.tournament.log import ResultEntered, RoundPaired
from cardtable.tournament.standings import standings
from cardtable.tournament.state import replay
from tests.web.conftest import organiser, seat_auth


def make_event(client: TestClient, name: str = "Friday", game: str = "magic",
               players: int = 4, **extra: object) -> None:
    response = client.post("/api/events", json={"name": name, "game": game, "seed": 7, **extra},
                           headers=organiser())
    assert response.status_code == 201, response.text
    for index in range(players):
        response = client.post(f"/api/events/{name}/players", json={"name": f"P{index + 1}"},
                               headers=organiser())
        assert response.status_code == 201, response.text


def test_changes_need_the_organiser_token(client: TestClient) -> None:
    body = {"name": "Guarded", "game": "magic"}
    missing = client.post("/api/events", json=body)
    assert missing.status_code == 401 and "organiser" in missing.json()["detail"]
    wrong = client.post("/api/events", json=body, headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 403
    make_event(client, "Guarded", players=2)
    # A player's seat token cannot run the event.
    table = client.post("/api/tables", json={"seats": [{"kind": "human"}] * 2}).json()
    seat_token = table["seats"][0]["token"]
    for method, path, payload in (
            ("POST", "/api/events/Guarded/pair", {}),
            ("POST", "/api/events/Guarded/players", {"name": "Eve"}),
            ("POST", "/api/events/Guarded/drop", {"player": "P1"}),
            ("POST", "/api/events/Guarded/results", {"round": 1, "table": 1, "result": "2-0"}),
            ("GET", "/api/events/Guarded/export", None)):
        response = client.request(method, path, json=payload, headers=seat_auth(seat_token))
        assert response.status_code == 403, (path, response.text)
    assert client.get("/api/events/Guarded").json()["event"]["current_round"] == 0
    assert client.get("/api/events/Guarded").json()["event"]["players"] == ["P1", "P2"]


def test_a_magic_round_by_the_api_is_the_same_as_the_operations_on_the_store(
        client: TestClient, db_url: str) -> None:
    make_event(client, players=5)
    paired = client.post("/api/events/Friday/pair", json={}, headers=organiser())
    assert paired.status_code == 200
    tables = paired.json()["tables"]
    assert len(tables) == 2 and len(paired.json()["bye"]) == 1
    for table in tables:
        response = client.post("/api/events/friday/results",
                               json={"round": 1, "table": table["table"], "result": "2-1"},
                               headers=organiser())
        assert response.status_code == 200
    # The same store the `event` command reads, replayed by the same code.
    state = EventStore(db_url).load("Friday")
    expected = [line.to_json() for line in standings(state)]
    assert client.get("/api/events/Friday/standings").json() == expected
    page = client.get("/api/events/Friday").json()
    assert page["pairings"]["tables"][0]["result"] == "2-1-0"
    assert page["event"]["round_complete"] is True
    # The pairing is the one operations.pair_next makes from the stored registrations.
    log = EventStore(db_url).log("Friday")
    registered = replay([entry for entry in log if not isinstance(entry, (RoundPaired,
                                                                          ResultEntered))])
    again = operations.pair_next(registered)[0]
    assert isinstance(again, RoundPaired)
    assert [list(t) for t in again.tables] == [t["players"] for t in tables]


def test_the_cli_sees_what_the_web_did(client: TestClient, db_url: str) -> None:
    make_event(client, "Shared", players=2)
    client.post("/api/events/Shared/pair", json={}, headers=organiser())
    result = CliRunner().invoke(cli_app, ["event", "standings", "Shared", "--db", db_url,
                                          "--json"])
    assert result.exit_code == 0, result.output
    assert '"player": "P1"' in result.output and '"player": "P2"' in result.output


def test_refused_operations_are_409_with_the_reason_and_change_nothing(
        client: TestClient) -> None:
    make_event(client, players=4)
    client.post("/api/events/Friday/pair", json={}, headers=organiser())
    again = client.post("/api/events/Friday/pair", json={}, headers=organiser())
    assert again.status_code == 409 and "still needs results" in again.json()["detail"]
    duplicate = client.post("/api/events/Friday/players", json={"name": "p1"},
                            headers=organiser())
    assert duplicate.status_code == 409 and "already registered" in duplicate.json()["detail"]
    bad_score = client.post("/api/events/Friday/results",
                            json={"round": 1, "table": 1, "result": "banana"},
                            headers=organiser())
    assert bad_score.status_code == 409
    assert client.get("/api/events/Friday").json()["pairings"]["tables"][0]["result"] is None
    missing = client.get("/api/events/Nope")
    assert missing.status_code == 404 and "Friday" in missing.json()["detail"]


def test_csv_upload_registers_every_row_at_once(client: TestClient) -> None:
    client.post("/api/events", json={"name": "CSV Cup", "game": "magic"}, headers=organiser())
    text = "name,deck\nAda,\nBo,\nCy,\n"
    response = client.post("/api/events/CSV Cup/players/csv", json={"csv": text},
                           headers=organiser())
    assert response.status_code == 201 and response.json()["registered"] == ["Ada", "Bo", "Cy"]
    no_column = client.post("/api/events/CSV Cup/players/csv", json={"csv": "who\nDee\n"},
                            headers=organiser())
    assert no_column.status_code == 409 and "'name' column" in no_column.json()["detail"]
    clash = client.post("/api/events/CSV Cup/players/csv", json={"csv": "name\nDee\nada\n"},
                        headers=organiser())
    assert clash.status_code == 409
    assert client.get("/api/events/CSV Cup").json()["event"]["players"] == ["Ada", "Bo", "Cy"]


def test_drops_leave_a_player_out_of_the_next_pairing_mec_5_4(client: TestClient) -> None:
    """MEC-5.4: a dropped player is not paired from the next round on."""
    make_event(client, players=4)
    dropped = client.post("/api/events/Friday/drop", json={"player": "p3"}, headers=organiser())
    assert dropped.status_code == 200 and dropped.json()["dropped"] == ["P3"]
    paired = client.post("/api/events/Friday/pair", json={}, headers=organiser()).json()
    seated = [name for table in paired["tables"] for name in table["players"]] + paired["bye"]
    assert "P3" not in seated and len(seated) == 3


def test_meccg_results_score_tournament_points_and_export(client: TestClient) -> None:
    """MEC-3/MEC-5: MECCG tables take marshalling points (or the One Ring), scored as TP."""
    make_event(client, "Council", game="meccg", players=6)
    registered = client.post("/api/events/Council/players", json={"name": "P7"},
                             headers=organiser())
    assert registered.status_code == 201
    pairing = client.post("/api/events/Council/pair", json={}, headers=organiser()).json()
    first = pairing["tables"][0]
    scored = client.post("/api/events/Council/results",
                         json={"round": 1, "table": 1, "mp": "25-20"}, headers=organiser())
    assert scored.status_code == 200 and scored.json()["tables"][0]["result"].startswith("TP ")
    ring = client.post("/api/events/Council/results",
                       json={"round": 1, "table": 2,
                             "one_ring": pairing["tables"][1]["players"][1]},
                       headers=organiser())
    assert ring.status_code == 200 and "one-ring" in ring.json()["tables"][1]["result"]
    lines = client.get("/api/events/Council/standings").json()
    assert lines[0]["player"] in first["players"] + pairing["tables"][1]["players"]
    assert "opponents_tp" in lines[0]
    csv_text = client.get("/api/events/Council/export", params={"format": "csv"},
                          headers=organiser())
    assert csv_text.status_code == 200 and csv_text.headers["content-type"].startswith("text/csv")
    assert "P1" in csv_text.text
    html = client.get("/api/events/Council/export", params={"format": "html"},
                      headers=organiser())
    assert "<table" in html.text


def test_the_character_draft_mec_2_2_sets_a_unique_collision_aside(client: TestClient) -> None:
    """MEC-2.2: the same unique character revealed by both players is set aside."""
    response = client.post("/api/draft", headers=organiser(), json={
        "first_pool": "Aragorn II, 9\nLegolas, 6\n", "second_pool": "Aragorn II, 9\nGimli, 6\n",
        "names": ["Ann", "Ben"]})
    assert response.status_code == 200, response.text
    data = response.json()
    assert data["set_aside"] == ["Aragorn II"]
    assert data["companies"] == {"Ann": ["Legolas"], "Ben": ["Gimli"]}
    assert client.post("/api/draft", json={"first_pool": "", "second_pool": ""}).status_code == 401


def test_the_public_event_socket_pushes_every_change(client: TestClient) -> None:
    make_event(client, "Live", players=4)
    with client.websocket_connect("/ws/events/live") as socket:
        first = socket.receive_json()
        assert first["type"] == "event" and first["event"]["current_round"] == 0
        client.post("/api/events/Live/pair", json={}, headers=organiser())
        paired = socket.receive_json()
        assert paired["event"]["current_round"] == 1 and len(paired["pairings"]["tables"]) == 2
        client.post("/api/events/Live/results", json={"round": 1, "table": 1, "result": "2-0"},
                    headers=organiser())
        scored = socket.receive_json()
        assert scored["pairings"]["tables"][0]["result"] == "2-0-0"
        # standings count a round once all its results are in (one round definition, issue 13)
        assert scored["standings"][0]["points"] == 0
        client.post("/api/events/Live/results", json={"round": 1, "table": 2, "result": "2-1"},
                    headers=organiser())
        complete = socket.receive_json()
        assert complete["pairings"]["tables"][1]["result"] == "2-1-0"
        assert [row["points"] for row in complete["standings"]][:2] == [3, 3]
