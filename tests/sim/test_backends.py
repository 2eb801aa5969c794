"""Backends without Ray: chunking, each game once, the local pool, and the missing-extra error."""

from __future__ import annotations

import sys
from dataclasses import dataclass

import pytest

from cardtable.core.errors import SettingsError
from cardtable.games.dominarion import DominarionSettings
from cardtable.sim.backends import (
    Collector,
    LocalBackend,
    SimulationError,
    chunks,
    import_ray,
    make_backend,
)
from cardtable.sim.runner import run_games, summarize

SETTINGS = DominarionSettings(players=2)


def test_chunks_cover_every_game_once_in_order() -> None:
    for games, workers in ((1, 1), (7, 2), (1000, 2), (401, 16)):
        parts = chunks(games, workers)
        assert [i for part in parts for i in part] == list(range(games))
        assert max(len(p) for p in parts) <= 50


@dataclass(frozen=True)
class Done:
    index: int


def test_a_chunk_delivered_twice_is_counted_once() -> None:
    seen: list[int] = []
    collector = Collector(3, seen.append)
    collector.add((0, 1), [Done(0), Done(1)])
    collector.add((0, 1), [Done(1), Done(0)])
    collector.add((2,), [Done(2)])
    assert [d.index for d in collector.result()] == [0, 1, 2]
    assert seen == [2, 1]


def test_a_missing_or_foreign_game_stops_the_run() -> None:
    collector = Collector(3, None)
    collector.add((0,), [Done(0)])
    with pytest.raises(SimulationError, match="never played"):
        collector.result()
    with pytest.raises(SimulationError, match="not trustworthy"):
        collector.add((1,), [Done(2)])


def test_the_local_pool_gives_the_same_outcomes_as_one_process() -> None:
    bots = ("rush", "big")
    assert run_games(SETTINGS, bots, 12, seed=2, backend=LocalBackend(2)) == run_games(
        SETTINGS, bots, 12, seed=2)


def test_without_ray_the_error_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(SettingsError, match=r"cardtable\[ray\]"):
        import_ray()
    with pytest.raises(SettingsError, match=r"cardtable\[ray\]"):
        make_backend("ray")
    assert summarize(run_games(SETTINGS, ("rush", "big"), 2, seed=1), ("rush", "big"), 1).games == 2


def test_backend_options_are_checked() -> None:
    with pytest.raises(SettingsError, match="choose one of: local, ray"):
        make_backend("spark")
    with pytest.raises(SettingsError, match="--address is for --backend ray"):
        make_backend("local", address="auto")
