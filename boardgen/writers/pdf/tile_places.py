"""Where everything drawn of a board falls on the drilling template's tile grid. These are the
distinct places of points traced a millimetre apart along outlines and engraving, and the holes'
centres. They come in the order first met (``pdf_tiles.printed_tiles`` weighs them in that order).

Why not weigh every traced point: there are ten to twenty thousand on a big board, in a few
dozen places. A loop whose bounding box has one place at both corners has that place throughout
(see ``Axis.span``), so it is weighed once. Along an edge of any other loop, each axis's key
changes only where the edge crosses one of the axis's edges. So the points are weighed where a
run of one key on either axis begins. Each run is read off the next grid edge and checked with
``span``, and halved back towards its start if the check fails. So the rounding of the grid
edges' own sums cannot make a run too long.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

Point = tuple[float, float]
AxisKey = tuple[int, bool, int, int]
"""An ``AxisPlace`` as a plain tuple (its ``showing`` as first and last + 1), cheap to make and compare."""

OVERLAP = 15.0
"""Band shared by neighbouring tiles: wide enough for a registration mark and tape."""
SLACK = 1e-6
"""Millimetres a box of traced points is widened by before its corners are weighed."""
FEW = 4
"""Points on an edge weighed one by one rather than run by run."""


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
        both ends hold between, since each part but ``own`` only grows with the value. ``own``
        holds on one interval per tile: both ends are in it, or both out of it on the same
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

    def edges(self) -> list[float]:
        """Where a key may change, in order: each tile's start and the inner edges of its bands."""
        origin, step, tile, count = self
        return sorted(origin + m * step + e for m in range(-1, count + 1) for e in (0.0, OVERLAP, tile - OVERLAP))

    def run_starts(self, a: float, b: float, steps: int, edges: Sequence[float]) -> Iterator[int]:
        """The points, of ``steps`` from ``a`` towards ``b``, where a run of points sharing their
        key on this axis may begin: at least every point where one does."""
        k = 0
        while k < steps:
            yield k
            if a == b:
                return
            k = self._run_end(a, b, steps, k, edges)

    def _run_end(self, a: float, b: float, steps: int, k: int, edges: Sequence[float]) -> int:
        """The point after the last that surely shares point ``k``'s key: the last before the
        next of ``edges`` if ``span`` agrees, else the last ``span`` agrees to, halving towards it."""
        value = between(a, b, k, steps)
        if b > a:
            i = bisect.bisect_right(edges, value)
            edge = edges[i] if i < len(edges) else None
        else:
            i = bisect.bisect_left(edges, value) - 1
            edge = edges[i] if i >= 0 else None
        guess = steps if edge is None else math.floor(min((edge - a) * steps / (b - a), steps))
        good, bad = k, min(max(guess, k + 1), steps - 1)

        def shared(j: int) -> bool:
            return self.span(*sorted((value, between(a, b, j, steps)))) is not None

        if bad == k or shared(bad):
            return bad + 1
        while bad - good > 1:
            middle = (good + bad) // 2
            good, bad = (middle, bad) if shared(middle) else (good, middle)
        return good + 1


def between(a: float, b: float, k: int, steps: int) -> float:
    """The ``k``-th of ``steps`` values from ``a`` towards ``b``: one coordinate of ``along``."""
    return a + (b - a) * k / steps


def along(a: Point, b: Point, k: int, steps: int) -> Point:
    """The ``k``-th of ``steps`` points from ``a`` towards ``b``."""
    return between(a[0], b[0], k, steps), between(a[1], b[1], k, steps)


Drawn = tuple[Sequence[Sequence[Point]], Sequence[Point]]
"""What is drawn of one piece: closed loops (its outline, its engraving's paths), and points (hole centres)."""


def traced_places(x: Axis, y: Axis, drawn: Iterable[Drawn]) -> dict[tuple[AxisKey, AxisKey], None]:
    """The places, first met first, of each piece's points no more than a millimetre apart round
    each of its loops (so a tile that any of it crosses holds one of them), then of its points."""
    places: dict[tuple[AxisKey, AxisKey], None] = {}
    x_edges, y_edges = x.edges(), y.edges()
    for loops, points in drawn:
        for loop in filter(None, loops):
            xs, ys = [p[0] for p in loop], [p[1] for p in loop]
            across, up = x.span(min(xs), max(xs)), y.span(min(ys), max(ys))
            if across is not None and up is not None:
                places[across, up] = None
                continue
            for a, b in zip(loop, (*loop[1:], loop[0])):
                steps = max(1, math.ceil(math.dist(a, b)))
                starts = range(steps) if steps <= FEW else sorted(
                    {*x.run_starts(a[0], b[0], steps, x_edges), *y.run_starts(a[1], b[1], steps, y_edges)})
                for k in starts:
                    px, py = along(a, b, k, steps)
                    places[x.key(px), y.key(py)] = None
        for px, py in points:
            places[x.key(px), y.key(py)] = None
    return places
