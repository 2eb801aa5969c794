"""Issue 13, item 13: ``cardtable play dominarion`` — Ctrl-C saves the game when
``--save-record`` is given and ``--resume`` continues it; an action keeps its number all game
(0 passes); bots' actions name the card; a decision with one option does not wait for input
unless ``--confirm-all``."""

from __future__ import annotations

import io
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from cardtable.cli.dominarion_table import HumanTerminalPlayer
from cardtable.core.decision import Decision
from cardtable.games.dominarion import new_game
from cardtable.games.dominarion.actions import Buy, EndMain
from tests.commander.terminal_driver import default_interrupt
from tests.fuzz.junk import run

REPO = Path(__file__).resolve().parents[2]


def _quiet() -> Console:
    return Console(file=io.StringIO(), width=120)


def test_an_action_keeps_its_number_for_the_whole_game(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(players=2, seed=4)
    human = HumanTerminalPlayer(_quiet(), confirm_all=True)
    seen: dict[Any, int] = {}
    answers = iter(["0"] * 400)
    monkeypatch.setattr("builtins.input", lambda _prompt: next(answers))
    for _ in range(60):
        if game.is_over:
            break
        decision = game.pending
        assert decision is not None
        for option in decision.options:
            number = human.number(option)
            assert seen.setdefault(option, number) == number, option
            if isinstance(option, EndMain):
                assert number == 0
        game.apply(human.choose(game.view(decision.player), decision))
    assert len(seen) > 5
    assert len(set(seen.values()) - {0}) == len([o for o in seen if human.number(o)])


def test_a_single_option_is_taken_without_waiting_unless_confirm_all(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = new_game(players=2, seed=4)
    decision = game.pending
    assert decision is not None
    single = Decision(decision.player, decision.kind, decision.prompt, (EndMain(),))

    def no_input(_prompt: str) -> str:
        raise AssertionError("asked for input on a one-option decision")

    monkeypatch.setattr("builtins.input", no_input)
    view = game.view(decision.player)
    assert HumanTerminalPlayer(_quiet()).choose(view, single) == EndMain()
    asked: list[str] = []
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "0")
    assert HumanTerminalPlayer(_quiet(), confirm_all=True).choose(view, single) == EndMain()
    assert asked == ["choose (0): "]


def test_bots_actions_name_the_card(tmp_path: Path) -> None:
    outcome = run(["play", "dominarion", "--seat", "bot:rush", "--seat", "bot:big",
                   "--seed", "2"], env={"COLUMNS": "200"})
    assert outcome.status == 0, outcome.stderr
    buys = [line for line in outcome.stdout.splitlines() if ": buy " in line]
    assert buys and not any("buy the top of" in line for line in buys)
    assert all("(top of " in line for line in buys)


def _answer_then_interrupt(argv: list[str], answers: int) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": f"{REPO / 'src'}{os.pathsep}{REPO}", "COLUMNS": "160",
           "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen([sys.executable, "-m", "cardtable", *argv], cwd=REPO, env=env,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True,
                               preexec_fn=default_interrupt)  # Ctrl-C interrupts, as at a
    # terminal, even when the test run itself was started in the background
    assert process.stdin is not None and process.stdout is not None
    # A reader thread, not select() on the pipe: readline() buffers whatever arrived in one
    # read, so select() can report "nothing new" while the prompt sits in the buffer.
    lines: queue.Queue[str] = queue.Queue()
    seen: list[str] = []
    stdout = process.stdout

    def read_lines() -> None:
        for line in stdout:
            lines.put(line)

    reader = threading.Thread(target=read_lines, daemon=True)
    reader.start()
    given = 0
    while given < answers:
        try:
            line = lines.get(timeout=300)  # a hang guard only
        except queue.Empty:
            raise AssertionError("the game never asked") from None
        seen.append(line)
        if line.strip().startswith("0."):  # passing is always 0
            process.stdin.write("0\n")
            process.stdin.flush()
            given += 1
    time.sleep(0.5)  # let it reach the next prompt (an interrupt anywhere must work anyway)
    process.send_signal(signal.SIGINT)
    process.wait(timeout=300)
    assert process.stderr is not None
    stderr = process.stderr.read()
    reader.join(timeout=60)
    while not lines.empty():
        seen.append(lines.get())
    return subprocess.CompletedProcess(argv, process.returncode, "".join(seen), stderr)


def test_ctrl_c_saves_the_game_and_resume_continues_it(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    stopped = _answer_then_interrupt(["play", "dominarion", "--players", "2", "--seed", "5",
                                      "--save-record", str(saved)], answers=3)
    assert stopped.returncode == 130
    assert "Traceback" not in stopped.stderr
    assert f"--resume {saved}" in stopped.stderr
    record = json.loads(saved.read_text())
    assert record["seats"] == ["human", "bot:rush"] and "result" not in record
    done = len(record["actions"])
    assert done >= 3
    finished = tmp_path / "finished.json"
    resumed = run(["play", "dominarion", "--resume", str(saved), "--seat", "bot:rush",
                   "--seat", "bot:big", "--save-record", str(finished)])
    assert resumed.status == 0, resumed.stderr
    assert f"after {done} actions" in " ".join(resumed.stdout.split())
    final = json.loads(finished.read_text())
    assert final["actions"][:done] == record["actions"] and final["result"] is not None
    assert run(["replay", str(finished)]).status == 0


def test_ctrl_c_without_save_record_says_the_game_was_not_saved(tmp_path: Path) -> None:
    stopped = _answer_then_interrupt(["play", "dominarion", "--players", "2", "--seed", "5"],
                                     answers=1)
    assert stopped.returncode == 130
    assert "not saved" in stopped.stderr and "Traceback" not in stopped.stderr


def test_resume_refuses_a_finished_game(tmp_path: Path) -> None:
    record = tmp_path / "over.json"
    assert run(["play", "dominarion", "--seat", "bot:rush", "--seat", "bot:big", "--seed", "1",
                "--save-record", str(record)]).status == 0
    outcome = run(["play", "dominarion", "--resume", str(record)])
    assert outcome.status == 2 and "that game is over" in outcome.stderr


def test_buy_options_name_the_card_for_people_too() -> None:
    game = new_game(players=2, seed=4)
    while True:
        decision = game.pending
        assert decision is not None
        buys = [option for option in decision.options if isinstance(option, Buy)]
        if buys:
            break
        game.apply(decision.options[0])
    from cardtable.cli.dominarion_table import describe_option

    text = describe_option(game.view(decision.player), buys[0])
    assert text.startswith("buy ") and "top of" in text and "the top of" not in text
