"""Scripted terminal games (pexpect, issue 27): the hand at the mulligan, how often a person is
asked per turn cycle with the default stops, the log lines, and Ctrl-C saving a game that
``play --resume`` continues."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from cardtable.cli.commander import build_settings
from cardtable.core.record import GameRecord
from cardtable.games.magic.commander.game import CommanderGame
from cardtable.games.magic.commander.game import replay as replay_commander
from cardtable.games.magic.log_text import LogText, game_lookup, player_names
from tests.commander.terminal_driver import PROMPT, clean, play_through, spawn

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pty")


def test_the_mulligan_screen_shows_the_hand_the_free_mulligan_and_the_bottom() -> None:
    game = CommanderGame(build_settings([], 4, [], None, None, 0, False), 1)
    state = game.state
    dealt = [state.objects[i].card.name for i in game.mulligan.hand(0)]
    child = spawn("play", "commander", "--seed", "1", "--turn-limit", "8")
    child.expect(PROMPT)
    screen = clean(child.before)
    assert f"your hand (7 cards): {', '.join(dealt)}" in screen
    assert "you have taken no mulligan; the next mulligan is free." in screen
    child.sendline("2")  # mulligan (free: CMD's first mulligan, MUL-2)
    child.expect(PROMPT)
    screen = clean(child.before)
    assert "your hand (7 cards): " in screen
    assert "you have taken 1 mulligan; the next mulligan is not free." in screen
    assert "Keep your 7-card hand, or mulligan?" in screen  # a free one: nothing to bottom
    child.sendline("2")
    child.expect(PROMPT)
    screen = clean(child.before)
    assert "you have taken 2 mulligans; the next mulligan is not free." in screen
    assert "Keep your 7-card hand, then put 1 on the bottom, or mulligan?" in screen
    assert "keeping puts 1 of these cards on the bottom of your library" in screen
    hand = re.search(r"your hand \(7 cards\): ([^\n]+)", screen)
    assert hand is not None
    child.sendline("1")  # keep
    child.expect(PROMPT)
    screen = clean(child.before)
    assert "choose 1 card(s) to put on the bottom" in screen
    first = re.search(r"^\s+1\. (.+?)(?: \{.*)?$", screen, re.MULTILINE)
    assert first is not None and first.group(1) in hand.group(1)
    child.sendline("1")
    child.expect(r"on the bottom: ([^\r\n]+)")
    assert child.match.group(1).startswith(first.group(1))
    child.expect(PROMPT)
    assert "Ana keeps 6 cards after 2 mulligans." in clean(child.before)
    child.terminate(force=True)


def test_default_stops_ask_a_handful_of_times_per_turn_cycle(tmp_path: Path) -> None:
    """A person who plays a land each turn and passes otherwise, 4-player Commander, 20
    turns: asked at their main phases and when an opponent's spell is on the stack while they
    hold an instant — not at every step (before: about 33 times per turn cycle)."""
    record = tmp_path / "game.json"
    child = spawn("play", "commander", "--seed", "1", "--turn-limit", "20", "--save-record",
                  str(record))
    transcript = play_through(child, lands=True)
    child.close()
    assert child.exitstatus == 0, transcript.text[-2000:]
    per_cycle = transcript.priority_prompts_per_cycle("Ana")
    assert len(per_cycle) == 5
    assert sum(per_cycle) / len(per_cycle) <= 5 and max(per_cycle) <= 8, per_cycle
    assert re.search(r"game over: turn_limit after 2\d turns", transcript.text)
    # the log lines are the game's events in words, in order, by player name
    game = replay_commander(GameRecord.load(record))
    lines = LogText(player_names(4), 0, game_lookup(game, 0)).lines(game.events_for(0))
    shown = [line[2:] for line in transcript.text.splitlines() if line.startswith("· ")]
    assert shown == lines
    assert any(re.fullmatch(r"Ana plays \w+.*\.", line) for line in shown)
    assert any(" casts " in line for line in shown)
    assert any(re.fullmatch(r"Turn \d+: (Ana|Bo|Cy|Di)'s turn\.", line) for line in shown)
    assert not [line for line in shown if re.search(r"\(\d+,\)|->|#\d+|\bp\d\b", line)]


def test_stops_none_never_asks_for_priority() -> None:
    child = spawn("play", "commander", "--seed", "2", "--turn-limit", "8", "--stops", "none")
    transcript = play_through(child, lands=True)
    child.close()
    assert child.exitstatus == 0
    assert not [hint for hint, _ in transcript.prompts if "Enter passes" in hint]
    assert transcript.prompts  # the mulligan and the cleanup discards are still asked


def test_ctrl_c_saves_the_game_and_play_resume_continues_it(tmp_path: Path) -> None:
    record = tmp_path / "stopped.json"
    child = spawn("play", "commander", "--seed", "3", "--turn-limit", "40", "--save-record",
                  str(record))
    play_through(child, stop_after=3, lands=True)
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert f"the game so far is saved in '{record}'" in clean(child.before).replace("\n", "")
    saved = json.loads(record.read_text())
    assert saved.get("result") is None and saved["actions"]
    assert saved["seats"] == ["human"] + ["bot:commander"] * 3

    replayed = subprocess.run([sys.executable, "-m", "cardtable", "replay", str(record)],
                              capture_output=True, text=True, env=spawn_env(), check=True)
    assert "the game is not finished" in replayed.stdout
    assert "--resume" in replayed.stdout
    child = spawn("replay", str(record), "--play")  # replay resumes it too
    child.expect(r"Commander resumed from .+ after (\d+) actions")
    assert int(child.match.group(1)) == len(saved["actions"])
    child.expect(PROMPT)
    child.terminate(force=True)

    again = tmp_path / "again.json"
    child = spawn("play", "commander", "--resume", str(record), "--save-record", str(again))
    child.expect(r"Commander resumed from .+ after (\d+) actions")
    assert int(child.match.group(1)) == len(saved["actions"])
    play_through(child, stop_after=2, lands=True)
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    continued = json.loads(again.read_text())
    assert continued["actions"][:len(saved["actions"])] == saved["actions"]
    assert len(continued["actions"]) > len(saved["actions"])


def spawn_env() -> dict[str, str]:
    import os

    from tests.commander.terminal_driver import SRC

    return {**os.environ, "PYTHONPATH": str(SRC), "COLUMNS": "250", "TERM": "dumb"}


def test_pm_on_my_own_turn_passes_until_my_next_turn() -> None:
    child = spawn("play", "commander", "--seed", "1", "--turn-limit", "16")
    first = play_through(child, stop_after=1)
    turns = re.findall(r"turn (\d+): (\w+)'s", first.text)
    assert turns and turns[-1][1] == "Ana"  # asked in Ana's own main phase
    child.sendline("pm")
    later = play_through(child, stop_after=1)
    next_turns = re.findall(r"turn (\d+): (\w+)'s", later.text)
    assert next_turns[-1][1] == "Ana" and int(next_turns[-1][0]) == int(turns[-1][0]) + 4
    shown = [line for line in later.text.splitlines() if line.startswith("· Turn ")]
    assert [line.split(":")[1].strip() for line in shown] == [
        "Bo's turn.", "Cy's turn.", "Di's turn.", "Ana's turn."]
    child.terminate(force=True)
