"""Where everything drawn of a board falls on the drilling template's tile grid: the distinct
places of points traced a millimetre apart along outlines and engraving, and the holes' centres,
in the order first met (``pdf_tiles.printed_tiles`` weighs them in that order).

Why not weigh every traced point: there are ten to twenty thousand on a big board, in a few
dozen places. A stretch of points whose bounding box has one place at both corners has that
place throughout (see ``Axis.span``), so it is weighed once; other stretches are halved until
they are, or down to a few points weighed one by one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import NamedTuple

Point = tuple[float, float]
AxisKey = tuple[int, bool, int, int]
"""An ``AxisPlace`` as a plain tuple (its ``showing`` as first and last + 1), cheap to make and compare."""

OVERLAP = 15.0
"""Band shared by neighbouring tiles: wide enough for a registration mark and tape."""
SLACK = 1e-6
"""Millimetres a box of traced points is widened by before its corners are weighed."""
FEW = 4
"""Points in a stretch weighed one by one rather than halved again."""


class AxisPlace(NamedTuple):
    """Where a coordinate falls on one axis of the tile grid."""

    index: int
    """The tile whose own part (between its overlap bands) holds it, or is nearest."""
    own: bool
    """Whether it is in that own part rather than a band shared with a neighbour."""
    showing: range
    """Every tile that shows it."""

    @staticmethod
    def of(key: AxisKey) -> "AxisPlace":
        return AxisPlace(key[0], key[1], range(key[2], key[3]))


class Axis(NamedTuple):
    """One axis of the tile grid: where it starts, how far apart tiles start, a tile's length."""

    origin: float
    step: float
    tile: float
    count: int

    def span(self, low: float, high: float) -> AxisKey | None:
        """The key of every value from ``low`` to ``high`` (widened by far more than a rounding
        error, so no traced point between can fall outside), if they share one. Equal keys at
        both ends hold between, since each part but ``own`` only grows with the value, and
        ``own`` holds on one interval per tile: both ends in it, or both out of it on the same
        side, which they are when closer than its length."""
        first, last = self.key(low - SLACK), self.key(high + SLACK)
        if first == last and (first[1] or high - low < self.tile - 2 * OVERLAP - 1.0):
            return first
        return None

    def key(self, value: float) -> AxisKey:
        origin, step, tile, count = self
        offset = value - origin
        cell = int(offset // step)
        last = cell if cell < count - 1 else count - 1  # comparisons, not min and max: a hot path
        index = last if cell >= 0 else 0
        first = math.ceil((offset - tile) / step)
        return index, OVERLAP <= offset - index * step <= tile - OVERLAP, first if first > 0 else 0, last + 1


def along(a: Point, b: Point, k: int, steps: int) -> Point:
    """The ``k``-th of ``steps`` points from ``a`` towards ``b``."""
    return a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps


Drawn = tuple[Sequence[Sequence[Point]], Sequence[Point]]
"""What is drawn of one piece: closed loops (its outline, its engraving's paths), and points (hole centres)."""


def traced_places(x: Axis, y: Axis, drawn: Iterable[Drawn]) -> dict[tuple[AxisKey, AxisKey], None]:
    """The places, first met first, of each piece's points no more than a millimetre apart round
    each of its loops (so a tile that any of it crosses holds one of them), then of its points."""
    places: dict[tuple[AxisKey, AxisKey], None] = {}

    def one_place(low: Point, high: Point) -> tuple[AxisKey, AxisKey] | None:
        """The place of every point in the box from ``low`` to ``high``, if they share one."""
        across, up = x.span(low[0], high[0]), y.span(low[1], high[1])
        return None if across is None or up is None else (across, up)

    def stretch(a: Point, b: Point, steps: int, first: int, end: int) -> None:
        p, q = along(a, b, first, steps), along(a, b, end - 1, steps)
        shared = one_place((min(p[0], q[0]), min(p[1], q[1])), (max(p[0], q[0]), max(p[1], q[1])))
        if shared is not None:
            places[shared] = None
        elif end - first <= FEW:
            for k in range(first, end):
                px, py = along(a, b, k, steps)
                places[x.key(px), y.key(py)] = None
        else:
            middle = (first + end) // 2
            stretch(a, b, steps, first, middle)
            stretch(a, b, steps, middle, end)

    for loops, points in drawn:
        for loop in filter(None, loops):
            xs, ys = [p[0] for p in loop], [p[1] for p in loop]
            shared = one_place((min(xs), min(ys)), (max(xs), max(ys)))
            if shared is not None:
                places[shared] = None
                continue
            for a, b in zip(loop, (*loop[1:], loop[0])):
                steps = max(1, math.ceil(math.dist(a, b)))
                stretch(a, b, steps, 0, steps)
        for px, py in points:
            places[x.key(px), y.key(py)] = None
    return places
