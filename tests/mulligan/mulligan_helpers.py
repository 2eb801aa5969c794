"""Helpers for the mulligan tests: decks, a harness driver and the CLI runner."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from cardtable.games.mulligan_harness import MulliganHarness, deck_of, new_game

REPO = Path(__file__).resolve().parents[2]


def mixed_deck(lands: int = 24, spells: int = 36) -> tuple[str, ...]:
    return deck_of([("Forest", lands), ("Grizzly Bears", spells)])


def harness(players: int = 2, rule: str = "london", seed: int = 1, **options: Any
            ) -> MulliganHarness:
    decks = options.pop("decks", None) or tuple(mixed_deck() for _ in range(players))
    return new_game(seed=seed, decks=decks, rule=rule, **options)


def run_cli(args: list[str], home: Path, stdin: str | None = None
            ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "CARDTABLE_HOME": str(home),
           "COLUMNS": "120"}
    return subprocess.run([sys.executable, "-m", "cardtable", *args], input=stdin,
                          capture_output=True, text=True, env=env, timeout=120)
