"""Shared fixtures for the Magic engine's tests."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from cardtable.games.magic.model import CardDef
from cardtable.games.magic.model.loader import card_pool, load_toml
from tests.magic.dsl import Scenario

MC_CARDS = Path(__file__).with_name("mc_cards.toml")


@cache
def test_cards() -> dict[str, CardDef]:
    """The bundled pool plus the reference-case cards it does not define yet."""
    cards = {c.name: c for c in load_toml(MC_CARDS)}
    cards.update(card_pool())
    return cards


@pytest.fixture
def scenario() -> Iterator[type[Scenario]]:
    made: list[Scenario] = []

    class _Scenario(Scenario):
        def __init__(self, players: int = 2, **kwargs: object) -> None:
            kwargs.setdefault("cards", test_cards())
            super().__init__(players, **kwargs)  # type: ignore[arg-type]
            made.append(self)

    yield _Scenario
    for s in made:
        s.done()
