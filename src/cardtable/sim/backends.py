"""Where a run's games are played: this process, a local process pool, or a Ray cluster.

A backend plays a *task* — a picklable callable that plays the games of a chunk of indices and
returns one outcome per index, each with an ``index`` attribute — over ``range(games)``. The
outcomes come back in index order, each index exactly once, whatever the backend, the number of
workers or the order in which chunks finish. Since game ``i`` of a run depends only on the run's
seed and ``i`` (see :mod:`cardtable.sim.runner`), every backend gives identical results.

Ray (the optional ``[ray]`` extra) is imported only when a :class:`RayBackend` runs, with a
:class:`~cardtable.core.errors.SettingsError` saying how to install it when it is missing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from cardtable.core.errors import CardTableError, SettingsError


class Indexed(Protocol):
    @property
    def index(self) -> int: ...


T = TypeVar("T", bound=Indexed)
ChunkTask = Callable[[tuple[int, ...]], Sequence[T]]
Progress = Callable[[int], None]


class SimulationError(CardTableError):
    """A run could not be completed (a chunk of games failed on every try, or a backend
    returned a wrong set of games)."""


def chunks(games: int, workers: int, largest: int = 50) -> list[tuple[int, ...]]:
    """``range(games)`` cut into consecutive chunks: about eight per worker so the load evens
    out and progress moves, never more than ``largest`` games each."""
    size = max(1, min(largest, games // (max(1, workers) * 8) or 1))
    return [tuple(range(start, min(games, start + size))) for start in range(0, games, size)]


class Collector:
    """Outcomes by index: each index of the run accepted exactly once."""

    def __init__(self, games: int, progress: Progress | None) -> None:
        self.games = games
        self.progress = progress
        self.found: dict[int, Any] = {}

    def add(self, chunk: tuple[int, ...], outcomes: Sequence[Any]) -> None:
        got = [o.index for o in outcomes]
        if sorted(got) != sorted(chunk):
            raise SimulationError(
                f"a worker returned games {got[:5]}… for the chunk {chunk[:5]}…; the run is "
                "not trustworthy")
        fresh = 0
        for outcome in outcomes:
            if outcome.index not in self.found:  # a chunk delivered twice counts once
                self.found[outcome.index] = outcome
                fresh += 1
        if self.progress and fresh:
            self.progress(fresh)

    def result(self) -> list[Any]:
        missing = [i for i in range(self.games) if i not in self.found]
        if missing:
            raise SimulationError(f"{len(missing)} games were never played (first: {missing[0]})")
        return [self.found[i] for i in range(self.games)]


@dataclass(frozen=True)
class LocalBackend:
    """This process (``workers=1``) or a pool of ``workers`` local processes."""

    workers: int = 1

    def run(self, task: ChunkTask[T], games: int, progress: Progress | None = None) -> list[T]:
        collector = Collector(games, progress)
        if self.workers <= 1 or games < 2:
            for i in range(games):
                collector.add((i,), task((i,)))
            return collector.result()
        parts = chunks(games, self.workers)
        with ProcessPoolExecutor(max_workers=self.workers) as pool:
            for chunk, outcomes in zip(parts, pool.map(task, parts), strict=True):
                collector.add(chunk, outcomes)
        return collector.result()


@dataclass(frozen=True)
class RayBackend:
    """Games fanned out as Ray tasks.

    ``address`` is a cluster to join (``"auto"`` for the one this machine belongs to,
    ``"ray://host:10001"`` for a remote one); ``None`` starts a local cluster (``workers`` CPUs,
    default all) for the run and stops it afterwards. If Ray is already initialised in this
    process, that cluster is used as it is.

    A task whose worker dies is retried by Ray (``max_retries`` times); a chunk that still fails
    for a system reason is submitted again, up to ``resubmits`` more times, and only then does the
    run stop with :class:`SimulationError`. Each chunk's result is accepted once, so a game is
    never lost and never counted twice. An exception raised by the game code itself is a bug, not
    a lost worker: it is reported at once.
    """

    address: str | None = None
    workers: int | None = None
    max_retries: int = 3
    resubmits: int = 2

    def run(self, task: ChunkTask[T], games: int, progress: Progress | None = None) -> list[T]:
        ray = import_ray()
        started = False
        if not ray.is_initialized():
            options: dict[str, Any]
            if self.address is None:  # a local cluster for this run, quiet
                options = {"num_cpus": self.workers, "include_dashboard": False,
                           "log_to_driver": False, "configure_logging": False}
            else:  # an existing cluster, as it is configured
                options = {"address": self.address}
            try:
                ray.init(**options)
            except (ConnectionError, RuntimeError, ValueError) as error:
                where = self.address or "a local cluster"
                reason = str(error).splitlines()[0].rstrip(".")
                raise SettingsError(
                    f"cannot start Ray on {where}: {reason}. Give --address "
                    "auto for this machine's running cluster or ray://HOST:10001 for a remote one"
                ) from None
            started = True
        try:
            return self._run(ray, task, games, progress)
        finally:
            if started:
                ray.shutdown()

    def _run(self, ray: Any, task: ChunkTask[T], games: int, progress: Progress | None
             ) -> list[T]:
        from ray import exceptions as rex

        system_failures = (rex.WorkerCrashedError, rex.NodeDiedError, rex.ObjectLostError,
                           rex.OwnerDiedError, rex.TaskUnschedulableError)
        remote = ray.remote(max_retries=self.max_retries, retry_exceptions=False)(_call)
        cpus = self.workers or max(1, int(ray.cluster_resources().get("CPU", 1)))
        parts = chunks(games, cpus)
        task_ref = ray.put(task)
        collector = Collector(games, progress)
        pending: dict[Any, tuple[tuple[int, ...], int]] = {
            remote.remote(task_ref, chunk): (chunk, 0) for chunk in parts
        }
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            ref = done[0]
            chunk, tries = pending.pop(ref)
            try:
                outcomes = ray.get(ref)
            except system_failures as error:
                if tries >= self.resubmits:
                    raise SimulationError(
                        f"games {chunk[0]}–{chunk[-1]} failed {tries + 1} times on Ray "
                        f"({type(error).__name__}); the run was stopped rather than lose them"
                    ) from None
                pending[remote.remote(task_ref, chunk)] = (chunk, tries + 1)
                continue
            except rex.RayTaskError as error:
                cause = error.cause if error.cause is not None else error
                raise SimulationError(
                    f"games {chunk[0]}–{chunk[-1]} raised {type(cause).__name__}: {cause}"
                ) from None
            collector.add(chunk, outcomes)
        return collector.result()


def _call(task: ChunkTask[T], chunk: tuple[int, ...]) -> Sequence[T]:
    return task(chunk)


def import_ray() -> Any:
    """The ``ray`` module, or a :class:`SettingsError` saying how to get it."""
    try:
        import ray
    except ImportError:
        raise SettingsError(
            "the Ray backend needs Ray: pip install 'cardtable[ray]' (or use --backend local)"
        ) from None
    return ray


BACKENDS = ("local", "ray")


def make_backend(name: str, workers: int = 1, address: str | None = None) -> LocalBackend | \
        RayBackend:
    """A backend from the command line's ``--backend``/``--workers``/``--address``."""
    if name == "local":
        if address is not None:
            raise SettingsError("--address is for --backend ray; the local backend uses --workers")
        return LocalBackend(workers)
    if name == "ray":
        import_ray()
        return RayBackend(address=address, workers=workers if workers > 1 else None)
    raise SettingsError(f"unknown backend {name!r}; choose one of: {', '.join(BACKENDS)}")

