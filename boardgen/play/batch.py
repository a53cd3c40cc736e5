"""The games of a run, each played from a seed of its own, in this process or over several.

A game's generator is seeded from the run's seed and the game's number alone (``game_seed``),
never from what earlier games drew. So game k plays the same whether it runs first, last,
alone or in any worker process. That is what lets ``--jobs N`` print the report ``--jobs 1``
prints, byte for byte. The seats are made afresh for every game for the same reason: no
strategy state (Fast Track greedy's table cache, say) can then carry from one game to the
next, whichever games a process happened to play before.
"""

from __future__ import annotations

import hashlib
import os
import random
from collections.abc import Callable
from dataclasses import dataclass

from boardgen.errors import ParameterError
from boardgen.play import workers  # light: Dask itself is loaded only when games are spread
from boardgen.play.record import GameRecord


def game_seed(seed: int, game: int) -> int:
    """Game ``game``'s seed in the run seeded ``seed``: 64 bits of a SHA-256.

    A hash rather than ``seed + game``, so runs with neighbouring seeds share no games; SHA-256
    of text rather than ``hash()``, so the seed is the same on every machine, Python version
    and ``PYTHONHASHSEED``.
    """
    digest = hashlib.sha256(f"boardgen game {seed} {game}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True)
class Batch:
    """What playing any one game of a run takes. Only plain data and module-level callables
    (a ``functools.partial`` of the game's ``play_game``, a strategy class), so it pickles and a
    worker process can be started by any method, not only by fork."""

    play_one: Callable[[list, random.Random], GameRecord]
    """``play_one(seats, rng)``: one whole game."""
    seat: Callable[[], object]
    """Makes one seat's player: the policy's strategy class."""
    players: int
    seed: int

    def play(self, game: int) -> GameRecord:
        seats = [self.seat() for _ in range(self.players)]
        return self.play_one(seats, random.Random(game_seed(self.seed, game)))

    def play_range(self, start: int, stop: int) -> list[GameRecord]:
        return [self.play(game) for game in range(start, stop)]


def play_games(
    batch: Batch, games: int, jobs: int = 1, progress: Callable[[int], None] | None = None
) -> list[GameRecord]:
    """Games 0 to ``games - 1``'s records in game order, played here, or over ``jobs`` processes
    or the cluster a command opened (``workers.cluster``)."""
    if jobs > 1 or workers.is_open():
        return workers.play_parallel(batch, games, jobs, progress)
    records = []
    for game in range(games):
        records.append(batch.play(game))
        if progress is not None:
            progress(1)
    return records


def most_jobs() -> int:
    """Twice the cores (at least 4): more processes than cores only share them, so a larger
    number is a slip of the finger rather than a wish."""
    return max(4, 2 * (os.cpu_count() or 1))


def check_jobs(jobs: int) -> int:
    if not 1 <= jobs <= most_jobs():
        raise ParameterError("--jobs", f"1 to {most_jobs()}", got=jobs)
    return jobs
