"""How many parts a bed splits a piece into, estimated from a plain grid of seams, and how
much seam searching one split may take: the numbers ``split`` refuses by, kept apart from the
cutting itself so a refusal can say what would do without cutting anything.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from boardgen.geometry.dovetail import Dovetail
from boardgen.layout.cutter import Cutter

SEAM_SLACK = 8.0
"""mm of each part's bed size kept for the seam to weave round holes."""
MIN_ROOM = 30.0
"""mm: a bed leaving less room than this per part cannot carry a seam between holes."""
MAX_PARTS = 100
"""More parts than this means the bed is far too small for the board: refuse instead."""
SEAM_TRIES = 3 * MAX_PARTS
"""Seam searches one piece may take. A split that works takes about two per part; past this
many the cutting is backtracking through layouts that each end over ``MAX_PARTS``, which on a
bed just too small (12 players on 200 x 200 mm) went on for a minute before refusing."""
SUGGESTED_PARTS = MAX_PARTS // 2
"""A bed suggested in a refusal leaves a plain grid of seams at most this many parts, room
for the seams to weave round the holes."""
BED_STEP = 50.0
"""mm a suggested bed's sides are rounded up to."""


class SeamTries:
    """The seam searches one cutting of a piece has left (``SEAM_TRIES``), shared by its
    recursion and both ways of turning the bed."""

    def __init__(self, heard: Callable[[], None] | None = None) -> None:
        self.left = SEAM_TRIES
        self.heard = heard

    def take(self) -> bool:
        """Whether another search may run; counts it (and tells ``heard`` when it does)."""
        self.left -= 1
        if self.left >= 0 and self.heard is not None:
            self.heard()
        return self.left >= 0


def part_room(fit: tuple[float, float], tab: Dovetail | None) -> tuple[float, float]:
    """How much board one part can take each way: the bed less its tabs and room to weave."""
    depth = tab.depth if tab else 0.0
    return fit[0] - depth - SEAM_SLACK, fit[1] - depth - SEAM_SLACK


def grid_count(size: tuple[float, float], fit: tuple[float, float], tab: Dovetail | None) -> float:
    """Parts a plain grid of seams would make; infinite when the bed leaves no room for a part."""
    room = part_room(fit, tab)
    if min(room) < MIN_ROOM:
        return math.inf
    return math.ceil(size[0] / room[0]) * math.ceil(size[1] / room[1])


def suggested_bed(bounds: tuple[float, float, float, float], bed: tuple[float, float], kerf: float,
                  cutter: Cutter) -> str:
    """The bed of the same shape as ``bed``, rounded up to ``BED_STEP``, on which a plain grid of seams
    makes at most ``SUGGESTED_PARTS`` parts: an estimate, not a cut."""
    x0, y0, x1, y1 = bounds
    tab = cutter.dovetail()
    scale = 1.0
    while True:
        size = tuple(math.ceil(side * scale / BED_STEP) * BED_STEP for side in bed)
        usable = cutter.usable(size)
        fit = (usable[0] - kerf - 0.05, usable[1] - kerf - 0.05)
        if min(usable) > 0 and min(grid_count((x1 - x0, y1 - y0), way, tab) for way in (fit, fit[::-1])) \
                <= SUGGESTED_PARTS:
            return f"{size[0]:g}x{size[1]:g}mm"
        scale *= 1.1
