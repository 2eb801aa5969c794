"""Golden transcripts: a seeded game's whole event log, compared line by line with a stored one.

A change to the rules, the bundled pool or the bots shows up here as a diff. When a change is
intended, regenerate with ``CARDTABLE_UPDATE_GOLDEN=1 pytest tests/dominarion/test_golden.py``
and review the diff of the golden files.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.agents.base import play
from cardtable.agents.registry import make_agent
from cardtable.games.dominarion import new_game

GOLDEN = Path(__file__).parent / "golden"
CASES = {
    "seed7-rush-big-rush-big": (7, ("rush", "big", "rush", "big"), {}),
    "seed3-random-3p-coloured-only": (3, ("random", "random", "random"),
                                      {"sorcery_mana": "coloured-only", "auto_lands": False,
                                       "turn_limit": 40}),
}


def transcript(seed: int, bots: tuple[str, ...], options: dict[str, object]) -> list[str]:
    game = new_game(players=len(bots), seed=seed, **options)  # type: ignore[arg-type]
    play(game, [make_agent(name, seed + i) for i, name in enumerate(bots)])
    return game.transcript()


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_transcript_matches_stored(name: str) -> None:
    """DOM-9.1: the same seed and settings give the same game, event for event."""
    seed, bots, options = CASES[name]
    lines = transcript(seed, bots, options)
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("CARDTABLE_UPDATE_GOLDEN") == "1":
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    stored = path.read_text(encoding="utf-8").splitlines()
    for number, (got, want) in enumerate(zip(lines, stored, strict=False), 1):
        assert got == want, f"{path.name} line {number} differs"
    assert len(lines) == len(stored)
