"""Shared fixtures: the MTGJSON AtomicCards 2022-04-25 file, read in place (never copied)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from cardtable.core.decision import Decision
from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Pass
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.database import atomic_path, read_atomic
from cardtable.games.magic.oracle.support import CompiledCard, compile_card, round_trip_problem
from tests.magic.dsl import Scenario


@cache
def atomic() -> dict[str, list[dict[str, Any]]]:
    return read_atomic(atomic_path())


def compiled(name: str) -> CompiledCard:
    return compile_card(name, atomic()[name])


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--oracle-all", action="store_true", default=False,
                     help="run the round-trip and generated-game tests over every supported "
                          "card instead of a sample")


@pytest.fixture(scope="session")
def oracle_all(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--oracle-all"))


@cache
def real(name: str) -> m.CardDef:
    """``name`` compiled from its Oracle text; it must be supported (round trip and engine)."""
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def game(*names: str, players: int = 2, library: int = 20, strict: bool = True,
         seed: int = 1) -> Scenario:
    """A blank scenario (:class:`tests.magic.dsl.Scenario`) whose card pool holds the bundled
    cards and ``names`` compiled from their real Oracle text (each must be supported)."""
    cards = dict(card_pool())
    for name in names:
        cards[name] = real(name)
    return Scenario(players, cards=cards, library=library, strict=strict, seed=seed)


def card(name: str) -> m.CardDef:
    """``name`` compiled from its Oracle text: supported, and rendering back to that text."""
    found = compiled(name)
    assert found.card is not None, found.failures
    assert found.supported, found.reason
    assert round_trip_problem(found.card) == ""
    return found.card


def scenario(*names: str, library: int = 5, seed: int = 1) -> Scenario:
    """A strict 2-player scenario with short libraries: the bundled cards and ``names`` (each
    checked by :func:`card`)."""
    return Scenario(cards=card_pool() | {n: card(n) for n in names}, library=library,
                    strict=True, seed=seed)


def effects_of(name: str) -> list[object]:
    """Every effect of every ability of ``name``, in printed order."""
    out: list[object] = []
    for ability in card(name).abilities:
        out.extend(getattr(ability, "effects", ()))
    return out


def until_choice(s: Scenario) -> Decision:
    """Everyone passes until the game asks something other than priority."""
    for _ in range(50):
        decision = s.pending
        assert decision is not None
        if decision.tag != "priority":
            return decision
        s.apply(decision.player, Pass())
    raise AssertionError("no choice came")
