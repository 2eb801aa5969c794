"""The ``cardtable`` command for Dominarion, through the real command line."""

from __future__ import annotations

import json
from pathlib import Path

REQUIRED_KEYS = {"game", "games", "seed", "players", "seats", "ties", "mean_turns", "end_reasons"}


def test_simulate_json_has_the_documented_shape_and_is_reproducible(run_cli) -> None:  # type: ignore[no-untyped-def]
    args = ("simulate", "dominarion", "--games", "30", "--players", "4",
            "--bots", "rush,big,random,rush", "--seed", "9", "--json")
    first = run_cli(*args)
    assert first.returncode == 0, first.stderr
    data = json.loads(first.stdout)
    assert set(data) >= REQUIRED_KEYS
    assert data["games"] == 30 and data["players"] == 4 and data["seed"] == 9
    assert [s["bot"] for s in data["seats"]] == ["rush", "big", "random", "rush"]
    for seat in data["seats"]:
        lo, hi = seat["ci95"]
        assert 0 <= lo <= seat["win_rate"] <= hi <= 1
    assert sum(s["wins"] for s in data["seats"]) == 30
    assert set(data["end_reasons"]) == {"creatures_over_20", "supply_empty", "turn_limit"}
    assert sum(data["end_reasons"].values()) == 30
    again = run_cli(*args, "--workers", "2")
    assert again.returncode == 0, again.stderr
    assert again.stdout == first.stdout


def test_simulate_table_output(run_cli) -> None:  # type: ignore[no-untyped-def]
    out = run_cli("simulate", "dominarion", "--games", "10", "--players", "2", "--seed", "1")
    assert out.returncode == 0, out.stderr
    assert "win rate" in out.stdout and "ended by:" in out.stdout


def test_save_records_then_replay_each(run_cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "records"
    out = run_cli("simulate", "dominarion", "--games", "3", "--players", "3", "--seed", "4",
                  "--save-records", str(folder), "--json")
    assert out.returncode == 0, out.stderr
    records = sorted(folder.glob("*.json"))
    assert len(records) == 3
    replayed = run_cli("replay", str(records[0]), "--json")
    assert replayed.returncode == 0, replayed.stderr
    data = json.loads(replayed.stdout)
    stored = json.loads(records[0].read_text())
    assert data["result"] == stored["result"]


def test_replay_of_a_tampered_record_says_why(run_cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "records"
    run_cli("simulate", "dominarion", "--games", "1", "--players", "2", "--seed", "4",
            "--save-records", str(folder), "--json")
    path = next(folder.glob("*.json"))
    record = json.loads(path.read_text())
    record["actions"][3] = {"type": "Buy", "supply": "W-creature", "payment": "GGGGGGGG"}
    path.write_text(json.dumps(record))
    out = run_cli("replay", str(path))
    assert out.returncode != 0
    assert "action 3 does not replay" in out.stderr
    assert "Traceback" not in out.stderr


def test_user_mistakes_are_one_line_and_non_zero(run_cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\x00\x01not json")
    cases = [
        (("simulate", "dominarion", "--bots", "rushh", "--games", "2"), "did you mean 'rush'"),
        (("simulate", "dominarion", "--players", "7", "--games", "2"), "2 to 5 players"),
        (("simulate", "chess", "--games", "2"), "unknown game"),
        (("replay", str(junk)), "is a binary file"),
        (("replay", str(tmp_path / "missing.json")), "no record file"),
        (("play", "dominarion", "--seat", "human", "--seat", "robot"), "bot:NAME"),
    ]
    for args, expected in cases:
        out = run_cli(*args)
        assert out.returncode != 0, args
        assert expected in out.stderr, (args, out.stderr)
        assert "Traceback" not in out.stderr
        assert len(out.stderr.strip().splitlines()) <= 2, out.stderr


def test_play_with_a_human_seat_reads_numbered_choices(run_cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A person chooses by number; answering 0 (pass: each action keeps its number all game and
    0 always passes) every time, with wrong answers first, plays a whole 2-player game against
    a bot to its end; the saved record replays."""
    record = tmp_path / "game.json"
    answers = "x\n99\n" + "0\n" * 3000
    out = run_cli("play", "dominarion", "--seat", "human", "--seat", "bot:rush",
                  "--seed", "5", "--save-record", str(record), stdin=answers)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "type one of the numbers shown" in out.stdout
    assert "your hand:" in out.stdout
    assert "game over" in out.stdout
    assert run_cli("replay", str(record)).returncode == 0
