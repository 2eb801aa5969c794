"""A Commander player's first hour on an installed copy (issue 27): the wheel (pure Python,
``CARDTABLE_MYPYC=0``) installed into a fresh virtual environment — no ``../shared`` beside it,
no ``CARDTABLE_*`` variables, its own home — imports an AtomicCards file from a temporary folder
and simulates a Commander game between real decklists; then ``cards update`` downloads a card
file from a local server (127.0.0.1) and the same game plays from it.

The fresh environment reads its dependencies from the test's own environment (a path line in a
``.pth`` file; no network), but cardtable only from the wheel; building the wheel fetches the
build backend from PyPI as ``pip install .`` does. The small AtomicCards file holds
the decks' cards, taken from the real 2022-04-25 file, so the test needs ``../shared``.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import subprocess
import sys
import sysconfig
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.conftest import SHARED_DATA

REPO = Path(__file__).resolve().parents[1]
PRECONS = SHARED_DATA / "decks" / "commander"
DECKS = ("nature-of-the-beast-C13.txt", "swell-the-host-C15.txt")
ATOMIC = SHARED_DATA / "mtgjson" / "AtomicCards-2022-04-25.json.gz"

pytestmark = [pytest.mark.slow, pytest.mark.shared_data]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed; returns its ``bin`` folder."""
    root = tmp_path_factory.mktemp("installed")
    wheels = root / "wheels"
    env = {**os.environ, "CARDTABLE_MYPYC": "0"}
    # pip's isolated build fetches the build backend (hatchling) from PyPI, as `pip install .`
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                    str(REPO)], check=True, env=env, timeout=600, capture_output=True)
    wheel = next(wheels.glob("cardtable-*.whl"))
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=120)
    python = venv / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; "
                              "print(sysconfig.get_paths()['purelib'])"], check=True,
                             capture_output=True, text=True).stdout.strip()
    # the dependencies from this environment (a plain path: its .pth files, among them the
    # developers' editable cardtable, are not read)
    Path(purelib, "deps-from-test-env.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-index", str(wheel)], check=True, timeout=600,
                   capture_output=True)
    return venv / "bin"


def _user_env(home: Path) -> dict[str, str]:
    """A user's environment: no CARDTABLE_* or PYTHON* variables, a home of its own."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CARDTABLE_", "PYTHON", "XDG_"))}
    return {**env, "HOME": str(home), "COLUMNS": "200"}


def _run(bin_dir: Path, home: Path, cwd: Path, *args: str,
         timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(bin_dir / "cardtable"), *args], env=_user_env(home), cwd=cwd,
                          capture_output=True, text=True, timeout=timeout)


def _deck_atomic(folder: Path) -> Path:
    """A small AtomicCards file with the two decks' cards (and a few more)."""
    from cardtable.games.magic.oracle.decks import deck_file_names

    with gzip.open(ATOMIC, "rt", encoding="utf-8") as handle:
        whole = json.load(handle)
    names = {n for deck in DECKS for n in deck_file_names(PRECONS / deck)} | {"Mana Crypt"}
    data = {full: faces for full, faces in whole["data"].items()
            if full in names or full.split(" // ")[0] in names}
    path = folder / "AtomicCards.json.gz"
    with gzip.open(path, "wt", encoding="utf-8") as out:
        json.dump({"meta": whole["meta"], "data": data}, out)
    return path


def _simulate(bin_dir: Path, home: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    decks = [arg for deck in DECKS for arg in ("--deck", str(PRECONS / deck))]
    return _run(bin_dir, home, cwd, "simulate", "commander", *decks, "--players", "2",
                "--games", "1", "--seed", "3", "--json")


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        return


@pytest.fixture
def file_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "www"
    root.mkdir()
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", root
    finally:
        server.shutdown()
        server.server_close()


def test_installed_copy_without_card_data_says_what_to_run(installed: Path,
                                                           tmp_path: Path) -> None:
    result = _simulate(installed, tmp_path / "home", tmp_path)
    assert result.returncode != 0
    assert "cardtable cards update" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_installed_copy_imports_and_simulates_real_decks(installed: Path,
                                                         tmp_path: Path) -> None:
    home, work = tmp_path / "home", tmp_path / "work"
    work.mkdir()
    card_file = _deck_atomic(work)
    imported = _run(installed, home, work, "cards", "import", str(card_file))
    assert imported.returncode == 0, imported.stderr
    assert "imported" in imported.stdout
    result = _simulate(installed, home, work)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 1
    assert [seat["commander"] for seat in summary["seats"]] == [
        "Marath, Will of the Wild", "Ezuri, Claw of Progress"]
    assert "STAND-IN" not in result.stderr  # every card of these two decks plays as written
    # the ban list of today, not of the 2022 card data: Mana Crypt (banned 2024-09-23)
    text = (PRECONS / DECKS[1]).read_text(encoding="utf-8")
    crypt = work / "ezuri-crypt.txt"
    crypt.write_text(text.replace("14 Forest", "13 Forest") + "1 Mana Crypt\n", encoding="utf-8")
    today = _run(installed, home, work, "deck", "check", str(crypt))
    assert today.returncode == 1, today.stdout + today.stderr
    assert "CMD-1.5: Mana Crypt is on the Commander banned list of 2024-09-23" in today.stdout
    past = _run(installed, home, work, "deck", "check", str(crypt), "--date", "2024-09-01")
    assert past.returncode == 0, past.stdout + past.stderr
    # the installed package, not the checkout, played the game
    where = subprocess.run([str(installed / "python"), "-c",
                            "import cardtable; print(cardtable.__file__)"],
                           env=_user_env(home), capture_output=True, text=True, check=True)
    assert str(installed.parent) in where.stdout


def test_installed_copy_updates_from_a_local_server(installed: Path, tmp_path: Path,
                                                    file_server: tuple[str, Path]) -> None:
    base, root = file_server
    served = _deck_atomic(root)
    (root / "AtomicCards.json.gz.sha256").write_text(
        hashlib.sha256(served.read_bytes()).hexdigest(), encoding="ascii")
    home, work = tmp_path / "home", tmp_path / "work"
    work.mkdir()
    updated = _run(installed, home, work, "cards", "update", "--url",
                   f"{base}/AtomicCards.json.gz", "--json")
    assert updated.returncode == 0, updated.stderr
    assert json.loads(updated.stdout)["kind"] == "mtgjson"
    result = _simulate(installed, home, work)
    assert result.returncode == 0, result.stderr
    assert [seat["commander"] for seat in json.loads(result.stdout)["seats"]] == [
        "Marath, Will of the Wild", "Ezuri, Claw of Progress"]
