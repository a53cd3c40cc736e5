"""Run time of a program from its moves: each feed move's length at its feed, each rapid at
the machine's rapid rate, pecks written out as they run, plus the spindle's spin-up. No
acceleration is modelled, so short zig-zags run a little longer than this says."""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.shop.cam.toolpath import RAPID, Point3, Step, move_length, moves

SPIN_UP = 3
"""Seconds of dwell after starting the spindle, before the first cut."""


@dataclass(frozen=True)
class Estimate:
    seconds: float
    cut_length: float
    """mm the bit travels at a feed, in or over the stock."""
    rapid_length: float

    def text(self) -> str:
        minutes, seconds = divmod(round(self.seconds), 60)
        return f"{minutes} min {seconds:02d} s"


def estimate(steps: tuple[Step, ...], start: Point3, rapid: float) -> Estimate:
    cut = rapids = minutes = 0.0
    for here, move in moves(steps, start):
        length = move_length(here, move)
        if move.code == RAPID:
            rapids += length
            minutes += length / rapid
        else:
            cut += length
            minutes += length / move.feed
    return Estimate(minutes * 60 + SPIN_UP, cut, rapids)
