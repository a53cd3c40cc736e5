"""Where on a piece a box of engraving fits clear of its holes and engraving, nearest a point:
the search the reference square and the board's title share.

Places are tried on a grid of ``STEP``; each obstacle is a disc (x, y, radius) the box must not
reach into. Testing every place against every disc at once took memory in proportion to area x
discs: gigabytes on a wide margin. So each disc marks only the few places within its reach.
The free places are then tried outward in bands. The search stops at the first that keeps the
box inside the piece with the wood asked for.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

import numpy as np

from boardgen.board import Board
from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import Point

STEP = 2.0
"""mm between the places tried."""
BAND = 4096
"""Free places sorted and tried at a time: the first band nearly always holds the answer."""
TIE = 1e-6
"""mm apart two distances must be to be ordered the same by numpy and ``math.dist``."""


def largest_piece(board: Board) -> int:
    """The index of the piece with the largest box: where a mark has most room."""
    def area(i: int) -> float:
        x0, y0, x1, y1 = board.pieces[i].outline.bounds()
        return (x1 - x0) * (y1 - y0)

    return max(range(len(board.pieces)), key=area)


def nearest_clear(outline: Outline, half: tuple[float, float], discs: Sequence[tuple[float, float, float]],
                  keep: float, middle: Point | None = None) -> Point | None:
    """The grid place nearest ``middle`` for the centre of an axis-aligned box ``2 * half`` in
    size; None if none fits. ``middle`` is the outline's box's middle unless given; ties go by
    position. The box meets no disc, and its corners lie inside ``outline`` at least ``keep``
    from its edge. A box of no size is its centre alone."""
    x0, y0, x1, y1 = outline.bounds()
    xs, ys = np.arange(x0, x1, STEP), np.arange(y0, y1, STEP)
    free = ~_blocked(xs, ys, half, discs)
    columns, rows = np.nonzero(free)
    middle = middle or ((x0 + x1) / 2, (y0 + y1) / 2)
    hw, hh = half
    for band in _bands(np.hypot(xs[columns] - middle[0], ys[rows] - middle[1])):
        spots = zip(xs[columns[band]], ys[rows[band]])
        for x, y in sorted(spots, key=lambda p: (math.dist(p, middle), p)):
            corners = {(float(x) + dx, float(y) + dy) for dx in (-hw, hw) for dy in (-hh, hh)}
            if all(outline.contains(c) and outline.edge_distance(c) >= keep for c in corners):
                return float(x), float(y)
    return None


def _blocked(xs: np.ndarray, ys: np.ndarray, half: tuple[float, float],
             discs: Sequence[tuple[float, float, float]]) -> np.ndarray:
    """Which grid places (``[column, row]``) put the box into a disc: each disc tests only the
    places in its reach, widened a step so rounding at its edge cannot drop one."""
    hw, hh = half
    blocked = np.zeros((len(xs), len(ys)), dtype=bool)
    for cx, cy, r in discs:
        i0, i1 = np.searchsorted(xs, (cx - r - hw - STEP, cx + r + hw + STEP))
        j0, j1 = np.searchsorted(ys, (cy - r - hh - STEP, cy + r + hh + STEP))
        if i0 < i1 and j0 < j1:
            dx = np.maximum(np.abs(xs[i0:i1, None] - cx) - hw, 0.0)
            dy = np.maximum(np.abs(ys[None, j0:j1] - cy) - hh, 0.0)
            blocked[i0:i1, j0:j1] |= np.hypot(dx, dy) < r
    return blocked


def _bands(distances: np.ndarray) -> Iterator[np.ndarray]:
    """Index arrays of the places in order of ``distances``, a band at a time, each band ending
    where the next distance is clearly larger, so sorting within bands orders them all."""
    order = np.argsort(distances, kind="stable")
    ranked = distances[order]
    start = 0
    while start < len(order):
        end = min(start + BAND, len(order))
        while end < len(order) and ranked[end] - ranked[end - 1] <= TIE:
            end += 1
        yield order[start:end]
        start = end
