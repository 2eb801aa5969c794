"""Issue 13, items 12 and 14: ``--json`` on every event command that reports (a JSON error
object on failure, usage errors included), and a help text for every event argument."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer
from tests.fuzz.junk import run

from cardtable.cli import app


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("CARDTABLE_DB", raising=False)
    yield tmp_path


def ok_json(*argv: str) -> object:
    outcome = run([*argv, "--json"])
    assert outcome.status == 0, outcome.stderr
    return json.loads(outcome.stdout)


def test_changing_commands_report_json(home: Path) -> None:
    created = ok_json("event", "new", "J", "--game", "magic", "--seed", "4", "--best-of", "5")
    assert created == {"event": "J", "game": "magic", "seed": 4, "rounds": None,
                       "settings": {"best_of": 5}}
    assert ok_json("event", "add", "J", "Ann") == {"event": "J", "registered": ["Ann"],
                                                  "players": 1}
    players = home / "p.csv"
    players.write_text("name\nBob\nCyd\nDee\n")
    assert ok_json("event", "add", "J", "--from", str(players))["registered"] == [  # type: ignore[index]
        "Bob", "Cyd", "Dee"]
    pairing = ok_json("event", "pair", "J")
    first = pairing["tables"][0]["players"]  # type: ignore[index]
    entered = ok_json("event", "result", "J", "1", "1", "3-2")
    assert entered == {"event": "J", "round": 1, "table": 1, "players": first,
                       "result": "3-2-0", "correction": False}
    dropped = ok_json("event", "drop", "J", first[0].lower())
    assert dropped == {"event": "J", "player": first[0], "dropped_after_round": 1}
    assert ok_json("event", "undrop", "J", first[0]) == {"event": "J", "player": first[0],
                                                         "dropped": False}
    results = home / "r.csv"
    results.write_text("table,result\n2,0-3\n")
    assert ok_json("event", "result", "J", "1", "--from", str(results)) == {
        "event": "J", "round": 1, "entered": [{"table": 2, "result": "0-3-0"}]}
    assert ok_json("event", "penalty", "J", "1", "1", first[1], "warning")["penalty"] == (  # type: ignore[index]
        "warning")


def test_a_refused_command_with_json_prints_a_json_error(home: Path) -> None:
    run(["event", "new", "J", "--game", "magic", "--seed", "1"])
    outcome = run(["event", "drop", "J", "Nobody", "--json"])
    assert outcome.status == 2
    error = json.loads(outcome.stdout)["error"]
    assert error["code"] == "tournament_error" and "no player 'Nobody'" in error["message"]
    assert outcome.stderr.strip().startswith("error: no player")


def test_best_of_three_result_2_2_is_refused_with_json(home: Path) -> None:
    run(["event", "new", "J", "--game", "magic", "--seed", "1"])
    run(["event", "add", "J", "Ann"])
    run(["event", "add", "J", "Bob"])
    run(["event", "pair", "J"])
    outcome = run(["event", "result", "J", "1", "1", "2-2", "--json"])
    assert outcome.status == 2
    assert "impossible in a best-of-3" in json.loads(outcome.stdout)["error"]["message"]


@pytest.mark.parametrize("argv", [
    ["event", "new", "NoGame"],                          # missing --game
    ["event", "standings"],                              # missing EVENT
    ["event", "pair", "J", "--no-such-option"],
    ["event", "new", "X", "--game", "magic", "--seed", "-3"],
])
def test_usage_errors_with_json_are_json_too(argv: list[str], home: Path) -> None:
    outcome = run([*argv, "--json"])
    assert outcome.status == 2
    error = json.loads(outcome.stdout)["error"]
    assert error["code"] == "usage_error" and error["message"]
    assert "╭" not in outcome.stdout


def test_without_json_usage_errors_keep_typers_box(home: Path) -> None:
    outcome = run(["event", "new", "NoGame"])
    assert outcome.status == 2 and outcome.stdout == ""
    assert "Missing option '--game'" in outcome.stderr


def _event_commands() -> list[Any]:
    group: Any = typer.main.get_command(app)
    return list(group.commands["event"].commands.values())


def test_every_event_argument_and_option_has_a_help_text() -> None:
    missing = [
        f"event {command.name} {param.name}"
        for command in _event_commands()
        for param in command.params
        if not (getattr(param, "help", None) or "").strip()
    ]
    assert missing == []


def test_every_reporting_event_command_takes_json() -> None:
    without = [command.name for command in _event_commands()
               if "as_json" not in {param.name for param in command.params}
               and command.name != "export"]  # export writes csv/json/html by --format
    assert without == []


def test_bulk_registration_prints_one_summary_line(home: Path) -> None:
    run(["event", "new", "Bulk", "--game", "magic", "--seed", "1"])
    players = home / "many.csv"
    players.write_text("name\n" + "".join(f"P{index}\n" for index in range(300)))
    outcome = run(["event", "add", "Bulk", "--from", str(players)])
    assert outcome.status == 0, outcome.stderr
    assert outcome.stdout.strip() == "Registered 300 players in 'Bulk' (300 in all)."


def test_readme_tiebreak_file_example_is_read_and_resolved(home: Path) -> None:
    """docs/tournaments.md documents the tie-break file's JSON; its example must be what the
    command reads (MEC-3)."""
    import re

    readme = (Path(__file__).resolve().parents[2] / "docs" / "tournaments.md").read_text(
        encoding="utf-8")  # moved from the README
    (example,) = re.findall(r"```json\n(.*?)```", readme, flags=re.S)
    sides = home / "sides.json"
    sides.write_text(example)
    outcome = run(["event", "tiebreak", str(sides), "--seed", "3", "--json"])
    assert outcome.status == 0, outcome.stderr
    result = json.loads(outcome.stdout)
    assert set(result) == {"winner", "mp", "tp", "reason", "checks"}
    assert {check["player"] for check in result["checks"]} <= {"Ann", "Ben"}
    assert all(check["character"] != "Gandalf" for check in result["checks"])  # a wizard
