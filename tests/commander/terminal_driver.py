"""Drives ``cardtable play`` in a pseudo-terminal (pexpect) like a person who keeps, declares no
attackers or blockers and passes priority: the scripted terminal games of issue 27."""

from __future__ import annotations

import os
import re
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pexpect

SRC = Path(__file__).resolve().parents[2] / "src"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPT = re.compile(r"(choose 1-\d+[^\r\n]*|y or n|pairs like[^\r\n]*|numbers from 1-\d+ "
                    r"separated by spaces \((\d+)\.\.(\d+)\)|(\d+) numbers summing to (\d+)): $")
LAND = re.compile(r"^\s+(\d+)\. play ", re.MULTILINE)
TURN = re.compile(r"Turn (\d+): (\w+)'s turn\.")


def spawn(*args: str, timeout: int = 90) -> pexpect.spawn:
    env = dict(os.environ)
    env.update({"PYTHONPATH": str(SRC), "COLUMNS": "250", "TERM": "xterm", "NO_COLOR": "1"})
    env.setdefault("CARDTABLE_CACHE", "/tmp/cardtable-test-cache")
    return pexpect.spawn(sys.executable, ["-m", "cardtable", *args], env=env,
                         encoding="utf-8", timeout=timeout, dimensions=(60, 250),
                         preexec_fn=default_interrupt)


def default_interrupt() -> None:
    """In the child: Ctrl-C interrupts, as in a person's terminal. A test run started in the
    background (``nohup … &`` in a script) ignores SIGINT, and an ignored signal is inherited
    across exec — the play would then never see the Ctrl-C these tests send."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@dataclass
class Transcript:
    text: str = ""
    prompts: list[tuple[str, str]] = field(default_factory=list)  # (hint, text before it)

    def priority_prompts_per_cycle(self, name: str) -> list[int]:
        """Priority prompts between the starts of ``name``'s turns (one turn cycle each)."""
        counts: list[int] = []
        for hint, before in self.prompts:
            if any(m.group(2) == name for m in TURN.finditer(before)):
                counts.append(0)
            if counts and "Enter passes" in hint:
                counts[-1] += 1
        return counts


def clean(text: str) -> str:
    return ANSI.sub("", text).replace("\r\n", "\n")


def answer_for(hint: str, match: re.Match[str], before: str = "", lands: bool = False) -> str:
    if lands and ("Enter passes" in hint or "pass until" in hint):
        menu = before.rsplit("priority", 1)[-1]
        land = LAND.search(menu)
        if land is not None:
            return land.group(1)  # play a land when one can be played
    if "Enter passes" in hint or hint.startswith("pairs like"):
        return ""  # pass priority; declare no attackers or blockers
    if hint == "y or n":
        return "n"
    if match.group(2) is not None:  # a subset of at least min: the first ones
        return " ".join(str(i) for i in range(1, max(1, int(match.group(2))) + 1))
    if match.group(4) is not None:
        n, total = int(match.group(4)), int(match.group(5))
        return " ".join([str(total)] + ["0"] * (n - 1))
    return "1"  # keep; the first option


def play_through(child: pexpect.spawn, stop_after: int | None = None,
                 lands: bool = False) -> Transcript:
    """Answer every prompt (see :func:`answer_for`; ``lands``: play a land whenever one can
    be played) until the game ends, or until ``stop_after`` priority prompts were seen (the
    last one left unanswered)."""
    transcript = Transcript()
    seen = 0
    while True:
        index = child.expect([PROMPT, pexpect.EOF])
        before = clean(child.before)
        transcript.text += before
        if index == 1:
            return transcript
        hint = clean(child.after).rstrip(": ").strip()
        match = PROMPT.search(clean(child.after))
        assert match is not None
        transcript.text += clean(child.after)
        transcript.prompts.append((hint, before))
        if "Enter passes" in hint:
            seen += 1
            if stop_after is not None and seen >= stop_after:
                return transcript
        child.sendline(answer_for(hint, match, before, lands))
