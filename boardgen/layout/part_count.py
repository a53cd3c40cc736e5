"""How many parts a bed splits a piece into, estimated from a plain grid of seams, and how
much seam searching one split may take. These are the numbers ``split`` refuses by. They are
kept apart from the cutting itself, so a refusal can say what would do without cutting anything.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from boardgen.errors import ParameterError
from boardgen.geometry.dovetail import Dovetail
from boardgen.layout.cutter import Cutter

SEAM_SLACK = 8.0
"""mm of each part's bed size kept for the seam to weave round holes."""
MIN_ROOM = 30.0
"""mm: a bed leaving less room than this per part cannot carry a seam between holes."""
MAX_PARTS = 100
"""More parts than this means the bed is far too small for the board: refuse instead."""
SEAM_TRIES = 3 * MAX_PARTS
"""Seam searches one piece may take. A split that works takes about two per part. Past this
many the cutting is backtracking through layouts that each end over ``MAX_PARTS``. On a bed
just too small (12 players on 200 x 200 mm) that went on for a minute before refusing."""
SUGGESTED_PARTS = MAX_PARTS // 2
"""A bed suggested in a refusal leaves a plain grid of seams at most this many parts, room
for the seams to weave round the holes."""
BED_STEP = 50.0
"""mm a suggested bed's sides are rounded up to."""
BED_GROWTH = 1.25
"""How much larger each side of the next bed tried is, when the one suggested did not work."""
BED_TRIES = 4
"""Beds a refusal tries, the estimate's and larger ones, before it names one: each is a whole
split of some seconds. A round board's rim leaves short seams crowded by the track's holes, so
its estimate (a plain grid over its box) may split with no room for the seam marks."""


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


class BedTooSmall(ParameterError):
    """``--bed`` refused: too small to split ``piece`` clear of its holes. ``suggested`` is the
    estimate's bed (``suggested_bed``); the job tries it, and larger ones, before it says one."""

    def __init__(self, piece: str, bed: tuple[float, float], suggested: tuple[float, float]) -> None:
        self.piece = piece
        self.bed = bed
        self.suggested = suggested
        super().__init__("--bed", bed_advice(piece, suggested), bed_text(bed))


def bed_advice(piece: str, suggested: tuple[float, float]) -> str:
    """What ``--bed`` must be, naming a bed: the refusal's words."""
    return (f"big enough to split the {piece} into {MAX_PARTS} parts or fewer with seams clear of the holes "
            f"(about {bed_text(suggested)} or larger)")


def bed_text(bed: tuple[float, float]) -> str:
    return f"{bed[0]:g}x{bed[1]:g}mm"


def larger_bed(bed: tuple[float, float]) -> tuple[float, float]:
    """The next bed to try after one that did not work: each side a step (``BED_GROWTH``) larger,
    rounded up to ``BED_STEP``."""
    return tuple(math.ceil(side * BED_GROWTH / BED_STEP) * BED_STEP for side in bed)  # type: ignore[return-value]


def suggested_bed(bounds: tuple[float, float, float, float], bed: tuple[float, float], kerf: float,
                  cutter: Cutter) -> tuple[float, float]:
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
            return size  # type: ignore[return-value]
        scale *= 1.1
