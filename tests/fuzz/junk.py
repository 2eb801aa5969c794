"""The junk corpus and an in-process runner of the real ``cardtable`` command for the fuzz tests.

Each run calls :func:`cardtable.cli.main` with its own argv, captures standard output and
error, and is guarded by a watchdog: a run still going after :data:`HANG_SECONDS` is stopped and
reported as a hang (the guard catches hangs; it is not a performance assertion).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import signal
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: A run longer than this is a hang (the slowest honest run here takes about a second).
HANG_SECONDS = 45

GOOD_DECK = "1 Sol Ring\n1 Command Tower\n"
GOOD_POOL = "Aragorn II, 9\nLegolas, 6\n"


class Hang(BaseException):
    """Raised by the watchdog inside a run that did not end (BaseException: the CLI's own
    catch-all must not swallow it)."""


@dataclass
class Outcome:
    argv: list[str]
    status: int
    stdout: str
    stderr: str

    def problem(self) -> str | None:
        """Why this outcome breaks the rule (None if it keeps it): a failure is one readable
        line and a non-zero status, never a traceback."""
        if "Traceback" in self.stderr or "Traceback" in self.stdout:
            return "traceback"
        if self.status == 0:
            return None
        errors = [line for line in self.stderr.splitlines()
                  if line.strip() and not line.startswith(("note:", "warning:"))]
        if len(errors) != 1:
            return f"{len(errors)} error lines"
        if not errors[0].startswith("error:"):
            return "the error line does not start with 'error:'"
        if len(errors[0]) > 2000:
            return "an error line of more than 2000 characters (contents echoed?)"
        return None


def _on_alarm(_signum: int, _frame: object) -> None:
    raise Hang


def run(argv: list[str], env: dict[str, str] | None = None) -> Outcome:
    """Run ``cardtable ARGV`` in this process (see the module docstring)."""
    from cardtable.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved_argv = sys.argv
    saved_env = {key: os.environ.get(key) for key in env or {}}
    os.environ.update(env or {})
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    signal.alarm(HANG_SECONDS)
    status = 0
    try:
        sys.argv = ["cardtable", *argv]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
                _no_stdin():
            try:
                main()
            except SystemExit as leaving:
                code = leaving.code
                status = code if isinstance(code, int) else (0 if code is None else 1)
    except Hang:
        raise AssertionError(f"cardtable {' '.join(argv)[:200]} did not end within "
                             f"{HANG_SECONDS} s") from None
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        sys.argv = saved_argv
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    return Outcome(argv, status, out.getvalue(), err.getvalue())


@contextlib.contextmanager
def _no_stdin() -> Iterator[None]:
    """Standard input at end of file, so a command that prompts ends instead of waiting."""
    saved = sys.stdin
    sys.stdin = io.StringIO("")
    try:
        yield
    finally:
        sys.stdin = saved


def make_corpus(folder: Path) -> dict[str, Path]:
    """The junk corpus: each kind of bad file the issue names, written once."""
    rng = random.Random(13)
    folder.mkdir(parents=True, exist_ok=True)
    files: dict[str, bytes] = {
        "binary": bytes([0, 159, 146, 150]) + rng.randbytes(4096),
        "empty": b"",
        "huge-line": b"4 " + b"Lightning Bolt " * 350_000 + b"\n",  # one 5 MB line
        "huge-line-500k": b"name,deck\n" + b"x" * 500_000 + b"\n",
        "huge-csv-field": b'name,deck\n"' + (b"y" * 2000 + b"\n") * 100 + b'",\n',
        "many-columns": b"name," * 20_000 + b"\nAnn\n",
        "utf16-bom": "4 Lightning Bolt\nname\n".encode("utf-16"),
        "utf16-no-bom": "4 Lightning Bolt\nname\n".encode("utf-16-le"),
        "latin1": "4 Æther Vial\nnäme,déck\n".encode("latin-1"),
        "bad-utf8": b"\xff\xfe\xfa not text \xc3\x28 \xa0\xa1",
        "json-wrong-types": b'{"players": [{"name": 1, "characters": "x"}, 5], "game": 7}',
        "random-50mb": rng.randbytes(50 * 1024 * 1024),
    }
    paths = {}
    for name, data in files.items():
        path = folder / f"{name}.txt"
        path.write_bytes(data)
        paths[name] = path
    directory = folder / "a-directory"
    directory.mkdir(exist_ok=True)
    paths["directory"] = directory
    paths["missing"] = folder / "missing" / "nothing-here.txt"
    return paths
