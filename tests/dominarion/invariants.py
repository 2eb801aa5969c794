"""Kernel invariants checked on every step of conformance games."""

from __future__ import annotations

import random
from typing import Any

from cardtable.core.errors import IllegalAction
from cardtable.games.dominarion import DominarionGame
from cardtable.games.dominarion.actions import Buy, GainLand, Pitch, PlayLand, Summon
from tests.dominarion.helpers import snapshot


def zones(game: DominarionGame) -> list[list[int]]:
    out: list[list[int]] = [game.exile]
    out += list(game.supplies.values()) + list(game.land_piles.values())
    for state in game.players:
        out += [state.library, state.hand, state.discard, state.battlefield]
    return out


def assert_cards_conserved(game: DominarionGame) -> None:
    """Every card is in exactly one zone; none created or lost."""
    ids = sorted(card for zone in zones(game) for card in zone)
    assert ids == list(range(len(game.cards))), "a card was created, lost or duplicated"


def assert_view_leaks_nothing(game: DominarionGame, rng: random.Random) -> None:
    """DOM-8.1: a player's view is the same whatever the hidden cards are (other hands, every
    library, each supply below its top), and carries the viewer's own hand."""
    for observer in range(game.player_count):
        original = game.view(observer).to_json()
        assert game.determinize(observer, rng).view(observer).to_json() == original
        own = sorted(game.cards[c].name for c in game.players[observer].hand)
        assert sorted(original["hand"]) == own


def illegal_probes(game: DominarionGame) -> list[Any]:
    """Actions that are usually illegal now (not among the options)."""
    options = set(game.pending.options) if game.pending else set()
    probes: list[Any] = [PlayLand(10_000), Summon(-1), Pitch(len(game.cards)), Summon(True),
                         Buy("Z-creature"), GainLand("Wastes"), "pass", 7]
    if game.bought:
        probes += [Buy(key) for key in game.supplies]
    return [p for p in probes if p not in options]


def assert_illegal_refused(game: DominarionGame) -> None:
    before = snapshot(game)
    for probe in illegal_probes(game):
        try:
            game.apply(probe)
        except IllegalAction:
            pass
        else:  # pragma: no cover - the assertion below reports it
            raise AssertionError(f"{probe!r} was accepted")
        assert snapshot(game) == before, f"refusing {probe!r} changed the game"
