"""One simulated game's outcome, the record every layer of a run passes up.

It sits below the batch, the workers and the report so that each of them can name it while
imports still point one way: report over batch, batch over workers, all three over this.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameRecord:
    """One game's outcome; ``counts`` holds game-specific tallies such as bumps and discards."""

    finished: bool
    turns: int
    winning_team: str | None
    winning_seat: int | None
    counts: tuple[tuple[str, int], ...] = ()
