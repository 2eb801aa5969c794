"""The Ray backend: the same games, the same JSON as local runs; lost workers retried, no game
lost or counted twice; a clear error without Ray."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtable.games.dominarion import DominarionSettings
from cardtable.sim.backends import LocalBackend, RayBackend, SimulationError
from cardtable.sim.runner import DominarionSpec, GameOutcome, play_chunk, run_games

ray = pytest.importorskip("ray", reason="the [ray] extra is not installed")

SETTINGS = DominarionSettings(players=3)
BOTS = ("rush", "big", "random")


@pytest.fixture(scope="module", autouse=True)
def local_cluster() -> Iterator[None]:
    """One small local Ray cluster for the module (the backend uses it as it finds it)."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             configure_logging=False)
    yield
    ray.shutdown()


def test_ray_run_gives_the_same_outcomes_as_a_local_run() -> None:
    local = run_games(SETTINGS, BOTS, 24, seed=11)
    seen: list[int] = []
    remote = run_games(SETTINGS, BOTS, 24, seed=11, backend=RayBackend(), progress=seen.append)
    assert remote == local
    assert [o.index for o in remote] == list(range(24))
    assert sum(seen) == 24 and len(seen) > 1  # fed chunk by chunk as tasks complete
    pool = run_games(SETTINGS, BOTS, 24, seed=11, backend=LocalBackend(2))
    assert pool == local


def test_simulate_json_is_identical_with_ray_and_with_workers() -> None:
    from cardtable.cli import app

    runner = CliRunner()
    args = ["simulate", "dominarion", "-n", "20", "-p", "3", "--bots", "rush,big,random",
            "--seed", "3", "--json"]
    local = runner.invoke(app, [*args, "--workers", "2"])
    remote = runner.invoke(app, [*args, "--backend", "ray"])
    assert local.exit_code == 0 and remote.exit_code == 0, remote.output
    assert json.loads(remote.stdout) == json.loads(local.stdout)
    assert remote.stdout == local.stdout


@dataclass(frozen=True)
class CrashOnce:
    """Plays a chunk, but kills its worker process the first time it sees ``victim``."""

    marker: str
    victim: int

    def __call__(self, indices: tuple[int, ...]) -> Sequence[GameOutcome]:
        if self.victim in indices and not os.path.exists(self.marker):
            Path(self.marker).write_text("crashed once")
            os._exit(1)  # the worker dies mid-task, as on a lost node
        return play_chunk(DominarionSpec(SETTINGS), BOTS, 5, False, indices)


@dataclass(frozen=True)
class AlwaysCrash:
    victim: int

    def __call__(self, indices: tuple[int, ...]) -> Sequence[GameOutcome]:
        if self.victim in indices:
            os._exit(1)
        return play_chunk(DominarionSpec(SETTINGS), BOTS, 5, False, indices)


ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])


def test_a_dead_workers_games_are_retried_and_counted_once(tmp_path: Path) -> None:
    marker = tmp_path / "crashed"
    seen: list[int] = []
    outcomes = RayBackend(max_retries=0, resubmits=2).run(
        CrashOnce(str(marker), victim=7), 16, seen.append)
    assert marker.exists()  # the worker really died once
    assert outcomes == run_games(SETTINGS, BOTS, 16, seed=5)
    assert sum(seen) == 16
    # the same when Ray itself retries the task (no resubmission of ours)
    again = tmp_path / "crashed-again"
    outcomes = RayBackend(max_retries=1, resubmits=0).run(CrashOnce(str(again), victim=2), 16)
    assert again.exists()
    assert outcomes == run_games(SETTINGS, BOTS, 16, seed=5)


def test_games_that_fail_on_every_try_stop_the_run_with_their_numbers() -> None:
    with pytest.raises(SimulationError, match="failed 2 times"):
        RayBackend(max_retries=0, resubmits=1).run(AlwaysCrash(victim=3), 8)


def test_a_bug_in_the_game_is_reported_not_retried() -> None:
    task = partial(play_chunk, DominarionSpec(SETTINGS), ("rush", "no-such-bot", "big"), 1,
                   False)
    with pytest.raises(SimulationError, match="no-such-bot"):
        RayBackend().run(task, 4)



@pytest.mark.parametrize("game", ["commander", "magic"])
def test_issue_25_simulate_magic_and_commander_json_is_identical_with_ray(game: str) -> None:
    """Issue 25 item 7: Magic and Commander run through the one runner, so ``--backend ray``
    plays them too (it was accepted and silently ignored) and gives the local run's JSON."""
    from cardtable.cli import app

    runner = CliRunner()
    args = ["simulate", game, "-n", "2", "-p", "2", "--seed", "5", "--turn-limit", "8",
            "--json"]
    local = runner.invoke(app, args)
    remote = runner.invoke(app, [*args, "--backend", "ray"])
    assert local.exit_code == 0 and remote.exit_code == 0, remote.output
    assert json.loads(remote.stdout)["games"] == 2
    assert remote.stdout == local.stdout
