"""`cardtable event …` through the real command: a Magic event end to end, a MECCG event, the
draft and tie-break commands, and one-line errors for user mistakes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cardtable.store.database import EventStore
from cardtable.tournament.export import to_csv, to_json


def one_error_line(process: Any) -> str:
    assert process.returncode != 0
    lines = [line for line in process.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, process.stderr
    assert "Traceback" not in process.stderr
    return str(lines[0])


def test_magic_event_end_to_end(cli: Any, tmp_path: Path) -> None:
    deck = tmp_path / "alice.txt"
    deck.write_text("4 Lightning Bolt\n")
    players = tmp_path / "players.csv"
    players.write_text("name,deck\nBob,\nCarol,alice.txt\nDave,\nEve,\n")
    cli.run("event", "new", "Friday Modern", "--game", "magic", "--rounds", "3", "--seed", "7")
    cli.run("event", "add", "friday modern", "Alice", "--deck", str(deck))
    cli.run("event", "add", "Friday Modern", "--from", str(players))
    pairing = cli.json("event", "pair", "Friday Modern")
    assert set(pairing) == {"round", "tables", "bye"} and pairing["round"] == 1
    assert [table["table"] for table in pairing["tables"]] == [1, 2]
    assert all(len(table["players"]) == 2 for table in pairing["tables"])
    assert len(pairing["bye"]) == 1
    cli.run("event", "result", "Friday Modern", "1", "1", "2-1")
    results = tmp_path / "results.csv"
    results.write_text("table,result\n2,0-2\n")
    cli.run("event", "result", "Friday Modern", "1", "--from", str(results))
    cli.run("event", "result", "Friday Modern", "1", "2", "1-1-1", "--correct")
    cli.run("event", "drop", "Friday Modern", "EVE")
    pairing2 = cli.json("event", "pair", "Friday Modern")
    seated = [n for t in pairing2["tables"] for n in t["players"]] + pairing2["bye"]
    assert "Eve" not in seated and len(seated) == 4
    repaired = cli.json("event", "repair", "Friday Modern")
    assert repaired["round"] == 2
    lines = cli.json("event", "standings", "Friday Modern")
    assert [line["rank"] for line in lines] == [1, 2, 3, 4, 5]
    for line in lines:
        assert {"rank", "player", "points", "dropped", "omw", "gw", "ogw"} <= set(line)
        assert 0 <= line["omw"] <= 1 and 0 <= line["gw"] <= 1 and 0 <= line["ogw"] <= 1
    assert next(line for line in lines if line["player"] == "Eve")["dropped"] is True
    assert sum(line["points"] for line in lines) == 3 + 3 + 1 + 1  # 2-1, bye, 1-1-1 draw
    text = cli.run("event", "standings", "Friday Modern").stdout
    assert "OMW%" in text and "Eve (dropped)" in text
    state = EventStore(f"sqlite:///{cli.home / 'events.sqlite'}").load("Friday Modern")
    assert to_json(state)["rounds"][0]["results"][1]["corrected"] is True
    assert to_csv(state).splitlines()[0] == "rank,player,points,record,dropped,omw,gw,ogw"
    page = tmp_path / "event.html"
    cli.run("event", "export", "Friday Modern", "--format", "html", "-o", str(page))
    html = page.read_text()
    assert "pairings by table" in html and "pairings by name" in html
    assert "match slips" in html and "Standings after round 1 (round 2 in play" in html
    check = cli.json("event", "deck", "Friday Modern", "carol", "--check", str(deck))
    assert check["matches"] is True


def test_user_mistakes_are_one_line_and_change_nothing(cli: Any, tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_text("name\nAnn\nBen\n")
    cli.run("event", "new", "Cup", "--game", "magic", "--seed", "1")
    cli.run("event", "add", "Cup", "--from", str(players))
    cli.run("event", "pair", "Cup")
    store = EventStore(f"sqlite:///{cli.home / 'events.sqlite'}")
    before = store.log("Cup")
    cases = {
        ("event", "pair", "Cpu"): "did you mean 'Cup'",
        ("event", "drop", "Cup", "Bne"): "did you mean 'Ben'",
        ("event", "result", "Cup", "7", "1", "2-0"): "no round 7",
        ("event", "result", "Cup", "1", "1", "2:0"): "not a match score",
        ("event", "pair", "Cup"): "still needs results",
        ("event", "undrop", "Cup", "ann"): "'Ann' has not dropped",
    }
    for args, message in cases.items():
        line = one_error_line(cli.run(*args, check=False))
        assert message in line, (args, line)
    assert store.log("Cup") == before


def test_meccg_event_with_conduct_ruling_and_locked_decks(cli: Any, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Resources\n3 Orc-patrol\nSideboard\n1 Sauron\n")
    played = tmp_path / "played.txt"
    played.write_text("Resources\n2 Orc-patrol\nSideboard\n1 Sauron\n")
    players = tmp_path / "players.csv"
    players.write_text("name,deck\n" + "".join(
        f"{name},deck.txt\n" for name in ("Frodo", "Sam", "Merry", "Pippin", "Bill")))
    cli.run("event", "new", "Council", "--game", "meccg", "--seed", "3", "--rounds", "2")
    warning = cli.run("event", "add", "Council", "--from", str(players)).stdout
    assert "MEC-1.2" in warning
    pairing = cli.json("event", "pair", "Council")
    first, second = pairing["tables"][0]["players"]
    cli.run("event", "result", "Council", "1", "1", "--mp", "30-20")
    locked = cli.run("event", "deck", "Council", "Frodo", "--set", str(deck), check=False)
    assert "MEC-5.1" in one_error_line(locked)
    diff = cli.json("event", "deck", "Council", "Frodo", "--check", str(played))
    assert diff["differences"] == [
        {"section": "main", "name": "Orc-patrol", "registered": 3, "played": 2}]
    cli.run("event", "conduct", "Council", "1", "2", pairing["tables"][1]["players"][0],
            "--kind", "stalling", "--capability", "one-ring")
    cli.run("event", "ruling", "Council", "1", "2", "Hazard limit corrected from now on")
    lines = {line["player"]: line for line in cli.json("event", "standings", "Council")}
    assert lines[pairing["tables"][1]["players"][0]]["dropped"] is False
    assert lines[first]["points"] == 5 and lines[second]["points"] == 1
    assert lines[pairing["tables"][1]["players"][1]]["points"] == 6
    assert lines[pairing["bye"][0]]["points"] == 5
    assert {"opponents_tp", "mp_difference"} <= set(lines[first])
    exported = to_json(EventStore(f"sqlite:///{cli.home / 'events.sqlite'}").load("Council"))
    assert exported["rulings"] == [
        {"round": 1, "table": 2, "text": "Hazard limit corrected from now on"}]
    assert exported["conduct"][0]["conduct"] == "stalling"
    assert {line["player"]: line for line in exported["standings"]} == lines


def test_draft_command(cli: Any, tmp_path: Path) -> None:
    first = tmp_path / "a.txt"
    second = tmp_path / "b.txt"
    first.write_text("Aragorn II, 9\nLegolas, 6\nGimli, 6\nSam Gamgee, 5\n")
    second.write_text("Aragorn II, 9\nFrodo, 5\n")
    data = cli.json("event", "draft", str(first), str(second), "--names", "Ann,Ben")
    assert data["set_aside"] == ["Aragorn II"]
    assert data["companies"] == {"Ann": ["Legolas", "Gimli", "Sam Gamgee"], "Ben": ["Frodo"]}


def test_tiebreak_command(cli: Any, tmp_path: Path) -> None:
    sides = tmp_path / "tie.json"
    sides.write_text(json.dumps({"players": [
        {"name": "Ann", "other_mp": 7,
         "characters": [{"name": "Frodo", "corruption": 2, "mp": 3}]},
        {"name": "Ben", "other_mp": 7,
         "characters": [{"name": "Boromir", "corruption": 4, "mp": 3}]},
    ]}))
    data = cli.json("event", "tiebreak", str(sides), "--rolls", "8,4")
    assert data["winner"] == "Ann" and data["tp"] == [4, 2] and data["mp"] == [10, 7]
    line = one_error_line(cli.run("event", "tiebreak", str(sides), "--rolls", "1", check=False))
    assert "2 to 12" in line


def test_commander_pods_cli(cli: Any, tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "".join(f"P{index}\n" for index in range(6)))
    cli.run("event", "new", "Pods", "--game", "commander-pods", "--seed", "5")
    cli.run("event", "add", "Pods", "--from", str(players))
    pairing = cli.json("event", "pair", "Pods")
    assert [len(table["players"]) for table in pairing["tables"]] == [3, 3]
    winner = pairing["tables"][0]["players"][0]
    cli.run("event", "result", "Pods", "1", "1", winner.lower())
    assert all(line["points"] == 0 for line in cli.json("event", "standings", "Pods"))
    cli.run("event", "result", "Pods", "1", "2", "draw")
    lines = cli.json("event", "standings", "Pods")
    assert lines[0]["player"] == winner and lines[0]["points"] == 5


def test_mec_2_7_step_by_step_draft_reads_hidden_reveals(cli: Any, tmp_path: Path) -> None:
    """MEC-2.7 step by step: each player types each reveal (hidden input); a collision on a
    unique character sets both copies aside (MEC-2.2) and 'stop' ends a player's draft."""
    first, second = tmp_path / "ann.txt", tmp_path / "ben.txt"
    first.write_text("Aragorn II, 9\nLegolas, 6\nGimli, 6\n")
    second.write_text("Aragorn II, 9\nFaramir, 5\nBeorn, 7\n")
    answers = "Aragorn II\nAragorn II\nLegolas\nFaramir\nstop\nstop\n"
    out = cli.run("event", "draft", str(first), str(second), "--names", "Ann,Ben", "--step",
                  input=answers)
    assert "step 1: Ann reveals Aragorn II → set aside; Ben reveals Aragorn II → set aside" \
        in out.stdout
    assert "Ann: Legolas — stopped: declared stop" in out.stdout
    assert "Ben: Faramir — stopped: declared stop" in out.stdout
    assert "set aside (MEC-2.2): Aragorn II" in out.stdout
    assert "step 3" not in out.stdout
