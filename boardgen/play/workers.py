"""A run's games over several processes (``simulate --jobs N``), gathered back in game order.

A ``multiprocessing.Pool`` whose workers each receive the run's ``Batch`` once, through the
pool's initializer, and then only chunks of game numbers, answering with each chunk's records.
The batch pickles, so any start method would do; fork is used where the system has it, since a
forked worker starts with boardgen and the game already imported. Chunks finish in any order;
they are put back in game order before anything sums them, and a game's generator depends on
its number alone (``batch.game_seed``), so the records, and the report, are those of one process.

A Pool rather than ``concurrent.futures``: on Ctrl+C its ``terminate()`` stops the workers at
once, where an executor's shutdown waits for the chunks already running. The price: a worker
killed from outside (the OOM killer) leaves its chunk unanswered and the run waiting, where an
executor would fail; Ctrl+C still ends it. Workers ignore SIGINT
(Ctrl+C reaches the whole process group; the parent alone answers it, with boardgen's one line)
and take SIGTERM's default action: ``cli.app.main`` turns SIGTERM into ``KeyboardInterrupt``,
which a forked worker inherits and would answer with a traceback when the pool is terminated.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable

from boardgen.play.batch import Batch
from boardgen.play.stats import GameRecord

CHUNKS_PER_JOB = 8
"""Chunks per worker: enough that a worker drawing long games does not leave the others idle
at the end of the run."""
MOST_IN_A_CHUNK = 25
"""Games per chunk at most, so the progress line moves about every second of random play even
in a run of 100,000 games."""

_batch: Batch | None = None
"""The run a worker plays, set once by ``_start_worker``."""


def chunks(games: int, jobs: int) -> list[tuple[int, int]]:
    """``(start, stop)`` game numbers of each chunk, in game order."""
    size = max(1, min(MOST_IN_A_CHUNK, games // (jobs * CHUNKS_PER_JOB)))
    return [(start, min(start + size, games)) for start in range(0, games, size)]


def play_parallel(
    batch: Batch, games: int, jobs: int, progress: Callable[[int], None] | None = None
) -> list[GameRecord]:
    """Games 0 to ``games - 1``'s records in game order, played by ``jobs`` processes; the
    progress advances as each chunk comes back."""
    planned = chunks(games, jobs)
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else None
    done: dict[int, list[GameRecord]] = {}
    with multiprocessing.get_context(method).Pool(min(jobs, len(planned)), _start_worker, (batch,)) as pool:
        for number, records in pool.imap_unordered(_play_chunk, enumerate(planned)):
            done[number] = records
            if progress is not None:
                progress(len(records))
    return [record for number in range(len(planned)) for record in done[number]]


def _start_worker(batch: Batch) -> None:
    global _batch
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _batch = batch


def _play_chunk(chunk: tuple[int, tuple[int, int]]) -> tuple[int, list[GameRecord]]:
    number, (start, stop) = chunk
    assert _batch is not None, "a worker plays only after _start_worker"
    return number, _batch.play_range(start, stop)
