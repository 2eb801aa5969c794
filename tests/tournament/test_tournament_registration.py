"""Deck registration uses the deck checks: Commander pods (CMD-1) and MECCG (MEC-4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
CHALLENGE_A = SHARED / "data" / "meccg" / "decks" / "a-stewards-of-gondor.meccg"


def test_commander_pod_registration_refuses_an_illegal_deck_unless_allowed(
    cli: Any, tmp_path: Path
) -> None:
    """CMD-1.4 (100 cards) is checked when a deck is registered for a Commander-pod event; the
    event is unchanged by the refusal, and --allow-illegal registers it with a warning."""
    deck = tmp_path / "tiny.txt"
    deck.write_text("Commander\n1 Llanowar Elves\nDeck\n40 Forest\n")
    cli.run("event", "new", "Pods", "--game", "commander-pods")
    refused = cli.run("event", "add", "Pods", "Ann", "--deck", str(deck), check=False)
    assert refused.returncode != 0
    assert "not legal for commander" in refused.stderr and "CMD-1" in refused.stderr
    assert "--allow-illegal" in refused.stderr
    assert cli.json("event", "standings", "Pods") == []
    allowed = cli.run("event", "add", "Pods", "Ann", "--deck", str(deck), "--allow-illegal")
    assert "warning" in allowed.stdout and "Registered 'Ann'" in allowed.stdout
    assert [row["player"] for row in cli.json("event", "standings", "Pods")] == ["Ann"]


@pytest.mark.shared_data
def test_meccg_registration_checks_decks_against_mec_4(cli: Any, tmp_path: Path) -> None:
    """MEC-4: with the card data imported, Challenge Deck A registers as legal and a deck cut to
    its first 20 lines is refused, naming the rules it breaks."""
    assert CHALLENGE_A.is_file(), f"shared data missing: {CHALLENGE_A}"
    cli.run("cards", "import", str(SHARED / "data" / "meccg" / "cards"))
    cli.run("event", "new", "Council", "--game", "meccg")
    legal = cli.run("event", "add", "Council", "Frodo", "--deck", str(CHALLENGE_A))
    assert "Frodo's deck is legal (meccg" in legal.stdout
    short = tmp_path / "short.meccg"
    short.write_text("\n".join(CHALLENGE_A.read_text(encoding="utf-8").splitlines()[:20]) + "\n")
    refused = cli.run("event", "add", "Council", "Sam", "--deck", str(short), check=False)
    assert refused.returncode != 0
    assert "Sam's deck is not legal for meccg" in refused.stderr and "MEC-4" in refused.stderr
