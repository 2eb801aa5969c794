"""Fixtures for the Commander tests: a scenario factory that checks every queued answer was
used (as tests/magic/conftest.py does for the engine)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.commander.dsl import CommanderScenario


@pytest.fixture
def cmd() -> Iterator[Any]:
    made: list[CommanderScenario] = []

    def make(*args: Any, **kwargs: Any) -> CommanderScenario:
        s = CommanderScenario(*args, **kwargs)
        made.append(s)
        return s

    yield make
    for s in made:
        s.done()
