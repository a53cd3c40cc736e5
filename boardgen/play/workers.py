"""A run's games over Dask's distributed scheduler (``simulate --jobs N``, ``balance``,
``--scheduler tcp://HOST:8786``), gathered back in game order.

Dask rather than a home-made pool: the same code plays on a local cluster of worker processes
or on a cluster of many machines. The scheduler already reruns the tasks of a worker that dies
(a machine lost, the OOM killer) on the workers left; a ``multiprocessing.Pool`` waited for
ever. Each task is a chunk of game numbers with the run's ``Batch``: plain data and
module-level callables, so it pickles. Chunks finish in any order, on any worker, once or
twice. They are put back in game order before anything sums them. A game's generator depends on
its number alone (``batch.game_seed``), so the records, and the report, are those of one
process.

One cluster serves a whole command (``cluster``): a sweep of many rule sets would otherwise
start and stop its processes for each. ``distributed`` is imported only here and only when
games are spread. So a one-process run never pays its second of imports, and an install
without Dask plays ``--jobs 1`` as before.
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import re
import signal
import sys
from collections.abc import Callable, Iterator
from typing import Any, Protocol

from boardgen.errors import ParameterError
from boardgen.play.record import GameRecord
from boardgen.write_set import signals_held


class Games(Protocol):
    """What a worker plays: a run's games by number. ``batch.Batch`` is one; named here as a
    protocol so this module needs nothing from the batch above it."""

    def play_range(self, start: int, stop: int) -> list[GameRecord]: ...


CHUNKS_PER_JOB = 8
"""Chunks per worker: enough that a worker drawing long games does not leave the others idle
at the end of the run."""
MOST_IN_A_CHUNK = 25
"""Games per chunk at most, so the progress line moves about every second of random play even
in a run of 100,000 games, and a lost worker's rerun costs little."""
SCHEDULER_TIMEOUT = 5
"""Seconds to wait for a scheduler to answer: a mistyped address is said at once, not after
the half minute Dask waits by default."""
SCHEDULER_ADDRESS = re.compile(r"(tcp|tls)://[^\s/:]+:\d{1,5}")
INSTALL = "python3 -m pip install 'dask[distributed]'"
QUIET = logging.CRITICAL
"""Dask's own log level here: its warnings (a worker restarted, a connection closed on Ctrl+C)
are about what boardgen already handles, and boardgen speaks in its own lines."""

_client: Any = None
"""The cluster the games of this command go to, while ``cluster`` holds it open."""


def chunks(games: int, jobs: int) -> list[tuple[int, int]]:
    """``(start, stop)`` game numbers of each chunk, in game order."""
    size = max(1, min(MOST_IN_A_CHUNK, games // (jobs * CHUNKS_PER_JOB)))
    return [(start, min(start + size, games)) for start in range(0, games, size)]


def is_open() -> bool:
    """Whether a cluster is open for this command's games (``--scheduler`` with ``--jobs 1``
    still plays on it)."""
    return _client is not None


def distributed_module() -> Any:
    """``dask.distributed``, or the one line that says how to install it."""
    try:
        import distributed
    except ImportError:
        raise _no_dask() from None
    return distributed


def _no_dask() -> ParameterError:
    return ParameterError("--jobs", f"more than 1, or --scheduler, needs Dask: {INSTALL}")


@contextlib.contextmanager
def cluster(jobs: int, scheduler: str | None = None) -> Iterator[None]:
    """Every run inside the block plays on one cluster: the scheduler at ``scheduler``, or
    ``jobs`` local worker processes; nothing at all for one job and no scheduler."""
    global _client
    if _client is not None or (jobs <= 1 and scheduler is None):
        yield
        return
    if scheduler is not None and not SCHEDULER_ADDRESS.fullmatch(scheduler):
        raise ParameterError("--scheduler", "a Dask scheduler's address, as tcp://HOST:8786", got=scheduler)
    with contextlib.ExitStack() as stack:
        if scheduler is None:
            _has_dask()
            stack.enter_context(_fork_server())
        distributed = distributed_module()
        for name in ("distributed", "tornado"):
            logging.getLogger(name).setLevel(QUIET)
        stack.callback(logging.disable, logging.root.manager.disable)  # as it was, once the cluster is closed
        if scheduler is None:
            import dask.config

            stack.enter_context(dask.config.set({"distributed.worker.multiprocessing-method": "forkserver"}))
            with signals_held():  # Ctrl+C while workers start is raised once they have, so they close cleanly
                local = stack.enter_context(distributed.LocalCluster(
                    n_workers=jobs, threads_per_worker=1, processes=True, dashboard_address=None,
                    silence_logs=QUIET))
            client = stack.enter_context(distributed.Client(local, set_as_default=False))
        else:
            client = stack.enter_context(_connect(distributed, scheduler))
        _client = client
        try:
            yield
        finally:
            _client = None
            # The scheduler, in this process, logs as CRITICAL with a traceback the messages it
            # can no longer send to a client closing on Ctrl+C (``send_all``); nothing Dask says
            # while the cluster closes is news to the user.
            logging.disable(logging.CRITICAL)


def _has_dask() -> None:
    """Refuse in one line, before any process starts, when Dask is not installed."""
    if importlib.util.find_spec("distributed") is None:
        raise _no_dask()


@contextlib.contextmanager
def _fork_server() -> Iterator[None]:
    """The process local workers are forked from, started first. It imports Dask and every
    boardgen module this process has loaded (the game's rules among them). Meanwhile this
    process imports Dask too, so on two cores the two imports overlap. Each worker then starts
    with the game already loaded instead of importing it for its first chunk.

    It starts with Ctrl+C (SIGINT) ignored, so the workers ignore it from birth, restarted ones
    too. Ctrl+C reaches the whole process group, but only the parent should answer, with
    boardgen's one line: a worker caught importing or running would print a traceback. A
    spawned worker would take Python's own handler; a fork server keeps the handler it started
    with for its children. The workers end with the cluster when the parent closes it, or stop
    when they see the parent gone."""
    import multiprocessing.forkserver

    loaded = sorted(name for name in sys.modules if name.startswith("boardgen."))
    multiprocessing.forkserver.set_forkserver_preload(["distributed", *loaded])
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        multiprocessing.forkserver.ensure_running()
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        yield
    finally:
        _stop_helpers()


def _stop_helpers() -> None:
    """Stop the fork server and multiprocessing's resource tracker once the workers are gone,
    and wait for them. Left to end after this process, they would stay as zombies on a machine
    whose first process reaps no orphans (a container's). Both are
    started again by the next cluster. (Private methods, present since Python 3.8.)"""
    from multiprocessing import forkserver, resource_tracker

    forkserver._forkserver._stop()
    resource_tracker._resource_tracker._stop()


def _connect(distributed: Any, scheduler: str) -> Any:
    """A client of the scheduler at ``scheduler``, or the one line saying none answers there.

    The address is tried first with Dask's own handshake on a loop of its own. A ``Client``
    that fails part way keeps trying to close itself for ten seconds when it is dropped. And
    something other than a scheduler on the port (a proxy) fails in ways of its own. Any of
    those means the same to the user."""
    import asyncio

    async def handshake() -> None:
        comm = await distributed.comm.connect(scheduler, timeout=SCHEDULER_TIMEOUT)
        await comm.close()

    try:
        asyncio.run(asyncio.wait_for(handshake(), SCHEDULER_TIMEOUT))
        return distributed.Client(scheduler, timeout=SCHEDULER_TIMEOUT, set_as_default=False)
    except Exception:  # noqa: BLE001 - whatever failed, no scheduler answered at the address
        raise ParameterError(
            "--scheduler", f"a Dask scheduler answering within {SCHEDULER_TIMEOUT} s (start one with "
            "`dask scheduler`)", got=scheduler) from None


def play_parallel(
    batch: Games, games: int, jobs: int, progress: Callable[[int], None] | None = None
) -> list[GameRecord]:
    """Games 0 to ``games - 1``'s records in game order, played on the open cluster (or on
    ``jobs`` local processes started for this run); the progress advances as each chunk comes
    back."""
    if _client is None:
        with cluster(jobs):
            return play_parallel(batch, games, jobs, progress)
    distributed = distributed_module()
    planned = chunks(games, max(jobs, sum(_client.nthreads().values())))
    futures = [_client.submit(_play_chunk, batch, start, stop, pure=False) for start, stop in planned]
    number_of = {future.key: number for number, future in enumerate(futures)}
    done: dict[int, list[GameRecord]] = {}
    try:
        for future in distributed.as_completed(futures, loop=_client.loop):
            records = future.result()
            done[number_of[future.key]] = records
            if progress is not None:
                progress(len(records))
    finally:
        _client.cancel([future for future in futures if not future.done()])
    return [record for number in range(len(planned)) for record in done[number]]


def _play_chunk(batch: Games, start: int, stop: int) -> list[GameRecord]:
    return batch.play_range(start, stop)
