"""Issue 13, item 9: a read-only ``CARDTABLE_HOME`` is named as read-only — no traceback
(``event new``), no advice to "try again" (``event add``), and a good card file is not called
"corrupt" (``cards import``)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fuzz.junk import run

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    """A directory nobody can write to — chmod for a normal user; for root (who ignores
    modes) the immutable attribute. Skipped only where neither can be had."""
    folder = tmp_path / "home"
    folder.mkdir()
    yield folder


def _lock(folder: Path) -> None:
    if os.geteuid() == 0:
        done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True)
        if done.returncode != 0:
            pytest.skip(f"root cannot make a read-only directory here: {done.stderr!r}")
    else:
        folder.chmod(0o555)
    try:
        (folder / "probe").touch()
    except OSError:
        return
    (folder / "probe").unlink()
    pytest.skip("this file system lets the test write into a read-only directory")


def _unlock(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
    folder.chmod(0o755)


def _one_line(outcome: object) -> str:
    assert outcome.status == 2, outcome  # type: ignore[attr-defined]
    assert outcome.problem() is None, outcome.stderr  # type: ignore[attr-defined]
    return str(outcome.stderr).strip()  # type: ignore[attr-defined]


def test_event_new_in_a_read_only_home_says_read_only(read_only: Path) -> None:
    _lock(read_only)
    try:
        line = _one_line(run(["event", "new", "X", "--game", "magic"],
                             env={"CARDTABLE_HOME": str(read_only)}))
    finally:
        _unlock(read_only)
    assert "is read-only" in line and str(read_only) in line
    assert not (read_only / "events.sqlite").exists()


def test_event_add_in_a_read_only_home_says_read_only_not_try_again(read_only: Path) -> None:
    env = {"CARDTABLE_HOME": str(read_only)}
    assert run(["event", "new", "X", "--game", "magic", "--seed", "1"], env=env).status == 0
    _lock(read_only)
    try:
        line = _one_line(run(["event", "add", "X", "Ann"], env=env))
    finally:
        _unlock(read_only)
    assert "is read-only" in line and "try" not in line.replace("CARDTABLE_HOME", "")
    assert "Ann" not in run(["event", "standings", "X", "--json"], env=env).stdout


@pytest.mark.shared_data
def test_cards_import_into_a_read_only_home_does_not_call_the_file_corrupt(
    read_only: Path,
) -> None:
    cards = SHARED / "meccg" / "cards"
    assert cards.is_dir(), f"shared data missing: {cards}"
    _lock(read_only)
    try:
        line = _one_line(run(["cards", "import", str(cards)],
                             env={"CARDTABLE_HOME": str(read_only)}))
    finally:
        _unlock(read_only)
    assert "read-only" in line and "corrupt" not in line


def test_a_home_that_cannot_be_created_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    line = _one_line(run(["event", "list"], env={"CARDTABLE_HOME": str(blocker / "home")}))
    assert "cannot create the data directory" in line and "CARDTABLE_HOME" in line
